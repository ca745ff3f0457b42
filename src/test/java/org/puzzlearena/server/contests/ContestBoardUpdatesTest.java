package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ContestFixtures.lines;
import static org.puzzlearena.server.ContestFixtures.registerFor;
import static org.puzzlearena.server.ContestFixtures.submit;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.LiveClient;
import org.puzzlearena.server.MutableClock;

/**
 * After its snapshot a contest's live board sends each watcher only what changed since the board
 * that watcher was last sent ({@code boardUpdate}, docs/WEBSOCKETS.md): applied in order, the updates
 * must give every watcher (a participant, a teammate, an outsider, the public, staff, through the
 * freeze and the unfreeze) exactly the board the API gives that viewer, and an update after one
 * submission names only the rows that changed.
 */
@QuarkusTest
class ContestBoardUpdatesTest {

    private static final String A = "random/907/6x6x3";
    private static final String B = "random/908/6x6x3";
    private static final Duration WAIT = Duration.ofSeconds(10);

    private MutableClock clock;

    @BeforeEach
    void clock() {
        clock = ContestFixtures.installClock();
    }

    /** Watchers by name, each with the board it holds. */
    private record Watchers(Map<String, String> cookies, Map<String, LiveClient> live, Map<String, LiveBoard> held)
            implements AutoCloseable {

        static Watchers open(long id, Map<String, String> cookies) throws Exception {
            Watchers w = new Watchers(cookies, new LinkedHashMap<>(), new LinkedHashMap<>());
            String path = "/ws/contests/" + id + "/scoreboard";
            for (var e : cookies.entrySet()) {
                LiveClient c = e.getValue() == null
                        ? LiveClient.connect(path)
                        : LiveClient.connectWithSession(path, e.getValue());
                w.live.put(e.getKey(), c);
                LiveBoard board = new LiveBoard();
                JsonNode snapshot = c.next(WAIT);
                assertEquals("snapshot", snapshot.path("type").asText());
                assertEquals(ScoreboardMessages.VERSION, snapshot.path("v").asInt());
                board.apply(snapshot);
                w.held.put(e.getKey(), board);
            }
            return w;
        }

        /** Every watcher's board, its messages applied, is its API board. */
        void holdTheApisBoards(long id, String after) throws Exception {
            for (var e : cookies.entrySet()) {
                JsonNode board = LiveBoard.untilTheApis(held.get(e.getKey()), live.get(e.getKey()), e.getValue(), id);
                assertEquals(
                        LiveBoard.apiBoard(e.getValue(), id),
                        LiveBoard.clockless(board),
                        e.getKey() + "'s board after " + after);
            }
        }

        int updatesApplied() {
            return held.values().stream().mapToInt(LiveBoard::updatesApplied).sum();
        }

        @Override
        public void close() {
            live.values().forEach(LiveClient::close);
        }
    }

    @Test
    void updatesGiveEachWatcherTheApisBoardThroughSubmissionsTheFreezeAndTheUnfreeze() throws Exception {
        String organizer = login(registerOrganizer("bu-org"));
        String alice = login(register("bu-alice"));
        String bob = login(register("bu-bob"));
        String dave = login(register("bu-dave"));
        String carol = login(register("bu-carol")); // not registered
        List<ContestFixtures.Line> a = lines("samegame", A, 4);
        List<ContestFixtures.Line> b = lines("samegame", B, 3);
        long id = create(
                organizer,
                contest("Board updates", "relative", List.of(instance("samegame", A), instance("samegame", B))));
        registerFor(alice, id);
        registerFor(bob, id);
        registerFor(dave, id);
        clock.set(T0.plus(Duration.ofHours(1)).plusSeconds(60));

        Map<String, String> cookies = new LinkedHashMap<>();
        cookies.put("alice", alice);
        cookies.put("bob", bob);
        cookies.put("carol", carol);
        cookies.put("organizer", organizer);
        cookies.put("public", null);
        try (Watchers w = Watchers.open(id, cookies)) {
            record Step(String who, String cookie, String instance, List<String> moves) {}
            List<Step> steps = List.of(
                    new Step("alice", alice, A, a.get(0).moves()),
                    new Step("bob", bob, A, a.get(1).moves()),
                    new Step("dave", dave, B, b.get(1).moves()),
                    new Step("alice", alice, A, a.get(3).moves()), // overtakes Bob: rows move
                    new Step("bob", bob, A, a.get(3).moves()), // copies Alice's line
                    new Step("alice", alice, B, b.get(0).moves()));
            for (int i = 0; i < steps.size(); i++) {
                Step s = steps.get(i);
                clock.set(T0.plus(Duration.ofHours(1)).plusSeconds(120 + 60L * i));
                submit(s.cookie(), id, "samegame", s.instance(), s.moves())
                        .then()
                        .statusCode(201);
                w.holdTheApisBoards(id, s.who() + "'s submission " + i);
            }
            assertTrue(w.updatesApplied() > 0, "the boards moved by boardUpdates, not whole boards only");

            // Frozen: the participants' boards stop; Alice's own later results go to her "you" rows.
            clock.set(T0.plus(Duration.ofHours(3)).plusSeconds(60));
            submit(bob, id, "samegame", B, b.get(2).moves()).then().statusCode(201);
            w.holdTheApisBoards(id, "Bob's submission after the freeze");
            submit(alice, id, "samegame", A, a.get(2).moves()).then().statusCode(201);
            w.holdTheApisBoards(id, "Alice's submission after the freeze");
            assertTrue(w.held().get("alice").board().path("you").size() > 0);

            // The end and the unfreeze: everyone's board becomes the final one.
            clock.set(T0.plus(Duration.ofHours(4)).plusSeconds(60));
            given().cookie("arena_session", organizer)
                    .post("/api/contests/" + id + "/unfreeze")
                    .then()
                    .statusCode(200);
            w.holdTheApisBoards(id, "the unfreeze");
        }
    }

    @Test
    void aTeamsMembersEachGetTheirTeamsBoard() throws Exception {
        String organizer = login(registerOrganizer("bu-torg"));
        String annName = register("bu-ann");
        String ann = login(annName);
        String benName = register("bu-ben");
        String ben = login(benName);
        String cy = login(register("bu-cy"));
        List<ContestFixtures.Line> a = lines("samegame", A, 4);
        Map<String, Object> body = new HashMap<>(contest("Team updates", "sum", List.of(instance("samegame", A))));
        body.put("entries", "team");
        body.put("maxTeamSize", 2);
        long id = create(organizer, body);
        registerFor(ann, id);
        registerFor(cy, id);
        long team = given().cookie("arena_session", ann)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "Fast Movers"))
                .post("/api/contests/" + id + "/teams")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        given().cookie("arena_session", ann)
                .contentType(ContentType.JSON)
                .body(Map.of("username", benName))
                .post("/api/contests/" + id + "/teams/" + team + "/invitations")
                .then()
                .statusCode(201);
        given().cookie("arena_session", ben)
                .post("/api/contests/" + id + "/teams/" + team + "/accept")
                .then()
                .statusCode(200);
        clock.set(T0.plus(Duration.ofHours(1)).plusSeconds(60));

        Map<String, String> cookies = new LinkedHashMap<>();
        cookies.put("ann", ann);
        cookies.put("ben", ben);
        cookies.put("cy", cy);
        cookies.put("organizer", organizer);
        cookies.put("public", null);
        try (Watchers w = Watchers.open(id, cookies)) {
            submit(ann, id, "samegame", A, a.get(0).moves()).then().statusCode(201);
            w.holdTheApisBoards(id, "Ann's submission");
            submit(cy, id, "samegame", A, a.get(2).moves()).then().statusCode(201);
            w.holdTheApisBoards(id, "Cy's submission");
            submit(ben, id, "samegame", A, a.get(3).moves()).then().statusCode(201); // the team overtakes Cy
            w.holdTheApisBoards(id, "Ben's submission");
            assertTrue(w.updatesApplied() > 0);
            JsonNode top = w.held().get("ann").board().path("rows").get(0);
            assertEquals("team", top.path("participant").path("kind").asText(), "the team leads: " + top);
            assertTrue(top.path("cells").get(0).has("submission"), "Ann opens her teammate's best");
        }
    }

    @Test
    void anUpdateAfterOneSubmissionNamesOnlyTheRowsThatChanged() throws Exception {
        String organizer = login(registerOrganizer("bu-sorg"));
        List<ContestFixtures.Line> a = lines("samegame", A, 8);
        long id = create(organizer, contest("Small updates", "sum", List.of(instance("samegame", A))));
        List<String> people = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            String p = login(register("bu-p" + i));
            registerFor(p, id);
            people.add(p);
        }
        clock.set(T0.plus(Duration.ofHours(1)).plusSeconds(60));
        for (int i = 0; i < 6; i++) {
            submit(people.get(i), id, "samegame", A, a.get(i + 1).moves())
                    .then()
                    .statusCode(201);
        }
        try (LiveClient live = LiveClient.connect("/ws/contests/" + id + "/scoreboard")) {
            LiveBoard held = new LiveBoard();
            held.apply(live.next(WAIT));
            JsonNode before = LiveBoard.untilTheApis(held, live, null, id).deepCopy();
            int wholeBoard = before.toString().length();

            // The weakest repeats its line: only its own row changes (one more submission), nothing moves.
            submit(people.get(0), id, "samegame", A, a.get(1).moves()).then().statusCode(201);
            JsonNode update = live.next(WAIT);
            assertEquals("boardUpdate", update.path("type").asText(), update.toString());
            assertEquals(changedRows(before, LiveBoard.apiBoard(null, id)), namedRows(update));
            assertEquals(1, namedRows(update).size());
            assertTrue(update.path("moves").isMissingNode(), "nothing moved: " + update);
            assertTrue(
                    update.toString().length() * 4 < wholeBoard,
                    update.toString().length() + " bytes against a board of " + wholeBoard);
            held.apply(update);
            assertEquals(LiveBoard.apiBoard(null, id), LiveBoard.clockless(held.board()));

            // The weakest takes the lead: it is one move; the others' ranks change, derived by the client.
            before = held.board().deepCopy();
            submit(people.get(0), id, "samegame", A, a.get(7).moves()).then().statusCode(201);
            update = live.next(WAIT);
            assertEquals("boardUpdate", update.path("type").asText(), update.toString());
            assertEquals(changedRows(before, LiveBoard.apiBoard(null, id)), namedRows(update));
            assertEquals(1, update.path("moves").size(), update.toString());
            assertEquals(0, update.path("moves").get(0).get(1).asInt());
            assertEquals(1, namedRows(update).size(), "the passed rows are not named: " + update);
            held.apply(update);
            assertEquals(LiveBoard.apiBoard(null, id), LiveBoard.clockless(held.board()));
        }
    }

    /** The keys of the rows that differ between two boards in more than their ranks (which clients derive). */
    private static Set<String> changedRows(JsonNode before, JsonNode after) {
        Map<String, JsonNode> was = new HashMap<>();
        DerivedRanksFixtureTest.stripped(before.path("rows")).forEach(r -> was.put(LiveBoard.key(r), r));
        Set<String> changed = new HashSet<>();
        DerivedRanksFixtureTest.stripped(after.path("rows")).forEach(r -> {
            if (!r.equals(was.get(LiveBoard.key(r)))) {
                changed.add(LiveBoard.key(r));
            }
        });
        return changed;
    }

    /** The rows an update carries whole or patches. */
    private static Set<String> namedRows(JsonNode update) {
        Set<String> named = new HashSet<>();
        update.path("rows").fieldNames().forEachRemaining(named::add);
        update.path("patches").fieldNames().forEachRemaining(named::add);
        return named;
    }
}
