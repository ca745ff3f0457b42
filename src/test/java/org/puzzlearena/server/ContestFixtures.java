package org.puzzlearena.server;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.junit.QuarkusMock;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/** Helpers of the contest tests: a movable clock, contest bodies, moves with known scores. */
public final class ContestFixtures {

    /** The tests' "now" when a test begins: far from the real date, so nothing depends on it. */
    public static final Instant T0 = Instant.parse("2031-03-01T10:00:00Z");

    private ContestFixtures() {}

    /** Installs a clock at {@link #T0} for the current test. */
    public static MutableClock installClock() {
        MutableClock clock = new MutableClock(T0);
        QuarkusMock.installMockForType(clock, Clock.class);
        return clock;
    }

    /** A contest body: start in 1 h, freeze at 3 h, end at 4 h (from T0), the given instances (game, instance). */
    public static Map<String, Object> contest(String title, String scoring, List<Map<String, Object>> instances) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("title", title);
        body.put("description", "A test contest");
        body.put("startsAt", T0.plus(Duration.ofHours(1)).toString());
        body.put("freezesAt", T0.plus(Duration.ofHours(3)).toString());
        body.put("endsAt", T0.plus(Duration.ofHours(4)).toString());
        body.put("botsAllowed", true);
        body.put("rateLimit", Map.of("submissions", 100, "perSeconds", 60));
        body.put("scoring", scoring);
        body.put("instances", instances);
        return body;
    }

    public static Map<String, Object> instance(String game, String id) {
        return Map.of("game", game, "instance", id);
    }

    public static long create(String organizerCookie, Map<String, Object> body) {
        Number id = given().cookie("arena_session", organizerCookie)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/contests")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        return id.longValue();
    }

    public static void registerFor(String cookie, long contest) {
        given().cookie("arena_session", cookie)
                .post("/api/contests/" + contest + "/registrations")
                .then()
                .statusCode(201);
    }

    public static Response submit(String cookie, long contest, String game, String instance, List<String> moves) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", game, "instance", instance, "moves", moves))
                .post("/api/contests/" + contest + "/submissions");
    }

    /**
     * A contest's scoreboard as a viewer (null cookie: the public) gets it from the API, without the
     * clock's reading, so that two readings (or a reading and a live board) compare.
     */
    public static String scoreboardWithoutClock(String cookie, long contest) throws Exception {
        var spec = cookie == null ? given() : given().cookie("arena_session", cookie);
        return withoutClock(new ObjectMapper()
                .readTree(spec.get("/api/contests/" + contest + "/scoreboard")
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString()));
    }

    /** A board without "now" and "asOf" (which is "now" unless frozen; a live board leaves it out then). */
    public static String withoutClock(JsonNode board) {
        ObjectNode b = board.deepCopy();
        b.remove("now");
        b.remove("asOf");
        return b.toString();
    }

    /** A line of play and its score. */
    public record Line(List<String> moves, int score) {}

    /** Random games of an instance, sorted by score, distinct scores: pick weaker and stronger ones. */
    public static List<Line> lines(String game, String instance, int count) {
        Game g = Games.byId(game).orElseThrow();
        List<Line> out = new ArrayList<>();
        Set<Integer> scores = new HashSet<>();
        for (long seed = 1; out.size() < count && seed < 10_000; seed++) {
            State s = g.newInitialState(instance);
            SplitMix64 rng = new SplitMix64(seed);
            int[] buf = new int[g.maxLegalMoves()];
            List<String> moves = new ArrayList<>();
            while (!s.isTerminal()) {
                int m = s.randomMove(rng, buf);
                moves.add(s.formatMove(m));
                s.play(m);
            }
            if (scores.add(s.score())) {
                out.add(new Line(moves, s.score()));
            }
        }
        out.sort(Comparator.comparingInt(Line::score));
        return out;
    }
}
