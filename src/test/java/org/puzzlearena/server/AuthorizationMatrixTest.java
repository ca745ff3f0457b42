package org.puzzlearena.server;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;
import static org.puzzlearena.server.ServerTestSupport.token;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Who may call what: every contest and admin endpoint with each kind of caller, as a table. The
 * contests are created at T0 (start T0+1h, freeze T0+2h, end T0+3h, bots allowed) with the
 * participant and its bot registered; rows that change a contest get a fresh one per cell, the
 * others share one. The clock is then set to the row's moment.
 */
@QuarkusTest
class AuthorizationMatrixTest {

    enum Who {
        ANONYMOUS,
        PARTICIPANT,
        BOT,
        OTHER_ORGANIZER,
        OWNER,
        ADMIN
    }

    /** When a row's request is made. */
    enum Moment {
        SCHEDULED(T0),
        RUNNING(T0.plus(Duration.ofHours(2))),
        ENDED(T0.plus(Duration.ofHours(5)));

        final Instant at;

        Moment(Instant at) {
            this.at = at;
        }
    }

    private static final String BOARD = "random/904/6x6x3";

    /** The callers' credentials, made once. */
    private record Callers(Map<Who, String> cookies, String bot, String ownerCookie, List<String> line) {}

    private static Callers callers;
    private static Long shared;

    /** What a row's request needs: a contest shared by the rows that only read, its own contest, or none. */
    enum Fixture {
        SHARED,
        FRESH,
        NONE
    }

    private record Row(
            String endpoint,
            Moment moment,
            Fixture fixture,
            BiFunction<RequestSpecification, Long, Response> request,
            int[] expected) {}

    private static Row row(
            String endpoint,
            Moment moment,
            BiFunction<RequestSpecification, Long, Response> request,
            int anonymous,
            int participant,
            int bot,
            int otherOrganizer,
            int owner,
            int admin) {
        // Rows whose request changes the contest get one of their own per caller.
        boolean changes = endpoint.startsWith("PUT /api/contests/")
                || endpoint.startsWith("DELETE ")
                || endpoint.contains("unfreeze")
                || endpoint.equals("POST /api/contests/{id}/registrations");
        Fixture f = endpoint.contains("/api/admin/") || endpoint.equals("POST /api/contests")
                ? Fixture.NONE
                : changes ? Fixture.FRESH : Fixture.SHARED;
        return new Row(
                endpoint, moment, f, request, new int[] {anonymous, participant, bot, otherOrganizer, owner, admin});
    }

    private static Map<String, Object> newContest(Instant now) {
        Map<String, Object> body = new HashMap<>(contest("Matrix", "sum", List.of(instance("samegame", BOARD))));
        body.put("startsAt", now.plus(Duration.ofHours(1)).toString());
        body.put("freezesAt", now.plus(Duration.ofHours(2)).toString());
        body.put("endsAt", now.plus(Duration.ofHours(3)).toString());
        return body;
    }

    private static Map<String, Object> solution() {
        return Map.of("game", "samegame", "instance", BOARD, "moves", callers.line());
    }

    //                                                                            anon part  bot  other owner admin
    static final List<Row> MATRIX = List.of(
            row("GET /api/contests", Moment.RUNNING, (r, id) -> r.get("/api/contests"), 200, 200, 200, 200, 200, 200),
            row(
                    "POST /api/contests",
                    Moment.RUNNING,
                    (r, id) -> r.body(newContest(Moment.RUNNING.at)).post("/api/contests"),
                    401,
                    403,
                    403,
                    201,
                    201,
                    201),
            row(
                    "GET /api/contests/{id}",
                    Moment.SCHEDULED,
                    (r, id) -> r.get("/api/contests/" + id),
                    200,
                    200,
                    200,
                    200,
                    200,
                    200),
            row(
                    "PUT /api/contests/{id}",
                    Moment.SCHEDULED,
                    (r, id) -> r.body(newContest(T0)).put("/api/contests/" + id),
                    401,
                    403,
                    403,
                    403,
                    200,
                    200),
            row(
                    "DELETE /api/contests/{id}",
                    Moment.SCHEDULED,
                    (r, id) -> r.delete("/api/contests/" + id),
                    401,
                    403,
                    403,
                    403,
                    204,
                    204),
            row(
                    "POST /api/contests/{id}/unfreeze",
                    Moment.ENDED,
                    (r, id) -> r.post("/api/contests/" + id + "/unfreeze"),
                    401,
                    403,
                    403,
                    403,
                    200,
                    200),
            row(
                    "GET /api/contests/{id}/scoreboard",
                    Moment.RUNNING,
                    (r, id) -> r.get("/api/contests/" + id + "/scoreboard"),
                    200,
                    200,
                    200,
                    200,
                    200,
                    200),
            row(
                    "GET /api/contests/{id}/export (frozen)",
                    Moment.ENDED,
                    (r, id) -> r.get("/api/contests/" + id + "/export"),
                    403,
                    403,
                    403,
                    403,
                    200,
                    200),
            row(
                    "POST /api/contests/{id}/registrations",
                    Moment.RUNNING,
                    (r, id) -> r.post("/api/contests/" + id + "/registrations"),
                    401,
                    200,
                    200,
                    201,
                    403,
                    403),
            row(
                    "GET /api/contests/{id}/registrations",
                    Moment.SCHEDULED,
                    (r, id) -> r.get("/api/contests/" + id + "/registrations"),
                    200,
                    200,
                    200,
                    200,
                    200,
                    200),
            row(
                    "GET /api/contests/{id}/registrations/me",
                    Moment.SCHEDULED,
                    (r, id) -> r.get("/api/contests/" + id + "/registrations/me"),
                    401,
                    200,
                    200,
                    200,
                    200,
                    200),
            row(
                    "DELETE /api/contests/{id}/registrations/me",
                    Moment.SCHEDULED,
                    (r, id) -> r.delete("/api/contests/" + id + "/registrations/me"),
                    401,
                    204,
                    204,
                    404,
                    404,
                    404),
            row(
                    "POST /api/contests/{id}/submissions",
                    Moment.RUNNING,
                    (r, id) -> r.body(solution()).post("/api/contests/" + id + "/submissions"),
                    401,
                    201,
                    201,
                    403,
                    403,
                    403),
            row(
                    "GET /api/contests/{id}/submissions",
                    Moment.RUNNING,
                    (r, id) -> r.get("/api/contests/" + id + "/submissions"),
                    401,
                    200,
                    200,
                    200,
                    200,
                    200),
            row(
                    "POST /api/contests/{id}/yardsticks",
                    Moment.RUNNING,
                    (r, id) -> r.body(Map.of(
                                    "game",
                                    "samegame",
                                    "instance",
                                    BOARD,
                                    "algorithm",
                                    "sample",
                                    "playouts",
                                    20,
                                    "seed",
                                    1))
                            .post("/api/contests/" + id + "/yardsticks"),
                    401,
                    403,
                    403,
                    403,
                    201,
                    201),
            row(
                    "GET /api/contests/{id}/yardsticks",
                    Moment.RUNNING,
                    (r, id) -> r.get("/api/contests/" + id + "/yardsticks"),
                    200,
                    200,
                    200,
                    200,
                    200,
                    200),
            row(
                    "POST /api/contests/{id}/announcements",
                    Moment.RUNNING,
                    (r, id) -> r.body(Map.of("text", "Instance A is fixed"))
                            .post("/api/contests/" + id + "/announcements"),
                    401,
                    403,
                    403,
                    403,
                    201,
                    201),
            row(
                    "POST /api/contests/{id}/clarifications",
                    Moment.RUNNING,
                    (r, id) -> r.body(Map.of("question", "Per move or per game?"))
                            .post("/api/contests/" + id + "/clarifications"),
                    401,
                    201,
                    403,
                    403,
                    403,
                    403),
            row(
                    "GET /api/contests/{id}/clarifications",
                    Moment.RUNNING,
                    (r, id) -> r.get("/api/contests/" + id + "/clarifications"),
                    200,
                    200,
                    200,
                    200,
                    200,
                    200),
            row(
                    "GET /api/admin/users",
                    Moment.RUNNING,
                    (r, id) -> r.get("/api/admin/users"),
                    401,
                    403,
                    403,
                    403,
                    403,
                    200),
            row(
                    "GET /api/admin/users/{username}",
                    Moment.RUNNING,
                    (r, id) -> r.get("/api/admin/users/" + ServerTestSupport.ADMIN),
                    401,
                    403,
                    403,
                    403,
                    403,
                    200),
            row(
                    "PUT /api/admin/users/{username}/roles",
                    Moment.RUNNING,
                    (r, id) ->
                            r.body(Map.of("roles", List.of())).put("/api/admin/users/" + register("target") + "/roles"),
                    401,
                    403,
                    403,
                    403,
                    403,
                    200),
            row(
                    "GET /api/admin/audit",
                    Moment.RUNNING,
                    (r, id) -> r.get("/api/admin/audit"),
                    401,
                    403,
                    403,
                    403,
                    403,
                    200));

    static Stream<Arguments> cells() {
        List<Arguments> cells = new ArrayList<>();
        for (Row r : MATRIX) {
            for (Who who : Who.values()) {
                cells.add(Arguments.of(r.endpoint(), who, r.expected()[who.ordinal()]));
            }
        }
        return cells.stream();
    }

    private MutableClock clock;

    @BeforeEach
    void setUp() {
        clock = ContestFixtures.installClock();
        if (callers == null) {
            String participant = login(register("part"));
            String owner = login(registerOrganizer("owner"));
            callers = new Callers(
                    Map.of(
                            Who.PARTICIPANT,
                            participant,
                            Who.OTHER_ORGANIZER,
                            login(registerOrganizer("other")),
                            Who.OWNER,
                            owner,
                            Who.ADMIN,
                            adminCookie()),
                    token(participant, "part-bot"),
                    owner,
                    ContestFixtures.lines("samegame", BOARD, 1).get(0).moves());
        }
    }

    /** A contest created at T0 with the participant and its bot registered. */
    private long freshContest() {
        clock.set(T0);
        long id = ContestFixtures.create(callers.ownerCookie(), newContest(T0));
        given().cookie("arena_session", callers.cookies().get(Who.PARTICIPANT))
                .post("/api/contests/" + id + "/registrations")
                .then()
                .statusCode(201);
        given().header("Authorization", "Bearer " + callers.bot())
                .post("/api/contests/" + id + "/registrations")
                .then()
                .statusCode(201);
        return id;
    }

    @ParameterizedTest(name = "{0} as {1} -> {2}")
    @MethodSource("cells")
    void whoMayCallWhat(String endpoint, Who who, int expected) {
        Row row = MATRIX.stream()
                .filter(r -> r.endpoint().equals(endpoint))
                .findFirst()
                .orElseThrow();
        long id = switch (row.fixture()) {
            case NONE -> -1;
            case FRESH -> freshContest();
            case SHARED -> shared == null ? (shared = freshContest()) : shared;
        };
        clock.set(row.moment().at);
        RequestSpecification spec = given().contentType(ContentType.JSON);
        if (who == Who.BOT) {
            spec.header("Authorization", "Bearer " + callers.bot());
        } else if (who != Who.ANONYMOUS) {
            spec.cookie("arena_session", callers.cookies().get(who));
        }
        Response response = row.request().apply(spec, id);
        assertEquals(expected, response.statusCode(), endpoint + " as " + who + ": " + response.asString());
        if (expected >= 400) {
            assertEquals(
                    "application/problem+json", response.contentType().split(";")[0], "a denial is a problem document");
        }
    }
}
