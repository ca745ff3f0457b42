package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.LiveClient;
import org.puzzlearena.server.MutableClock;

/**
 * The live feed computes a contest's board once per change and derives each watcher's from it: every
 * watcher must still get exactly the board the REST API gives that viewer, with the links only that
 * viewer may open (its own submissions, and copies of them in others' rows) and no one else's.
 */
@QuarkusTest
class ContestLiveBoardsTest {

    private static final String BOARD = "random/903/6x6x3";
    private static final Duration WAIT = Duration.ofSeconds(10);

    private MutableClock clock;

    @BeforeEach
    void clock() {
        clock = ContestFixtures.installClock();
    }

    private static JsonNode row(JsonNode board, String username) {
        for (JsonNode r : board.path("rows")) {
            if (username.equals(r.path("participant").path("account").asText())) {
                return r;
            }
        }
        throw new AssertionError(username + " has no row in " + board);
    }

    @Test
    void everyWatcherGetsItsOwnBoardAsTheApiGivesIt() throws Exception {
        String organizer = login(registerOrganizer("org"));
        String aliceName = register("alice");
        String alice = login(aliceName);
        String bobName = register("bob");
        String bob = login(bobName);
        String carol = login(register("carol")); // not registered: sees what the public sees
        List<ContestFixtures.Line> lines = lines("samegame", BOARD, 2);
        long id = create(organizer, contest("Live boards", "relative", List.of(instance("samegame", BOARD))));
        registerFor(alice, id);
        registerFor(bob, id);
        clock.set(T0.plus(Duration.ofHours(1)).plusSeconds(300));

        Map<String, String> cookies = new LinkedHashMap<>();
        cookies.put("alice", alice);
        cookies.put("bob", bob);
        cookies.put("carol", carol);
        cookies.put("organizer", organizer);
        cookies.put("public", null);
        Map<String, LiveClient> live = new LinkedHashMap<>();
        Map<String, LiveBoard> held = new LinkedHashMap<>();
        Map<String, JsonNode> boards = new LinkedHashMap<>();
        long alicesLine;
        try {
            for (var e : cookies.entrySet()) {
                String path = "/ws/contests/" + id + "/scoreboard";
                LiveClient c = e.getValue() == null
                        ? LiveClient.connect(path)
                        : LiveClient.connectWithSession(path, e.getValue());
                live.put(e.getKey(), c);
                JsonNode snapshot = c.next(WAIT);
                assertEquals("snapshot", snapshot.path("type").asText());
                held.put(e.getKey(), new LiveBoard());
                held.get(e.getKey()).apply(snapshot);
            }

            alicesLine = submit(alice, id, "samegame", BOARD, lines.get(1).moves())
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getLong("id");
            // Bob sends the very same line a minute later: his best copies Alice's submission.
            clock.set(T0.plus(Duration.ofHours(1)).plusSeconds(360));
            submit(bob, id, "samegame", BOARD, lines.get(1).moves()).then().statusCode(201);
            submit(bob, id, "samegame", BOARD, lines.get(0).moves()).then().statusCode(201);

            for (var e : cookies.entrySet()) {
                JsonNode last = LiveBoard.untilTheApis(held.get(e.getKey()), live.get(e.getKey()), e.getValue(), id);
                boards.put(e.getKey(), last);
                assertEquals(
                        LiveBoard.apiBoard(e.getValue(), id),
                        LiveBoard.clockless(last),
                        e.getKey() + "'s live board is its API board");
            }
        } finally {
            for (LiveClient c : live.values()) {
                c.close();
            }
        }

        String aliceLink = "/api/submissions/" + alicesLine;
        JsonNode aliceSees = boards.get("alice");
        assertEquals(
                aliceLink,
                row(aliceSees, aliceName)
                        .path("cells")
                        .get(0)
                        .path("submission")
                        .asText());
        assertFalse(row(aliceSees, bobName).path("cells").get(0).has("submission"), "Bob's best is his to open");
        assertEquals(
                aliceLink,
                row(aliceSees, bobName)
                        .path("cells")
                        .get(0)
                        .path("copyOf")
                        .path("original")
                        .asText(),
                "Alice may open her own line that Bob's best copies: " + row(aliceSees, bobName));

        JsonNode bobSees = boards.get("bob");
        assertTrue(row(bobSees, bobName).path("cells").get(0).has("submission"));
        assertFalse(row(bobSees, aliceName).path("cells").get(0).has("submission"));
        assertFalse(
                row(bobSees, bobName).path("cells").get(0).path("copyOf").has("original"),
                "Bob may not open the line of Alice's that his best copies");

        for (String outsider : List.of("carol", "public")) {
            JsonNode b = boards.get(outsider);
            assertEquals(LiveBoard.clockless(boards.get("carol")), LiveBoard.clockless(b));
            for (JsonNode r : b.path("rows")) {
                assertFalse(r.path("cells").get(0).has("submission"), outsider + " opens no one's submission");
                assertFalse(r.path("cells").get(0).path("copyOf").has("original"), outsider);
            }
        }
        assertTrue(row(boards.get("organizer"), bobName).path("cells").get(0).has("submission"), "staff open all");
    }

    @Test
    void aFrozenParticipantsOwnRowsFollowEachOfHerOwnSubmissionsAndNothingElse() throws Exception {
        String organizer = login(registerOrganizer("org"));
        String aliceName = register("alice");
        String alice = login(aliceName);
        String bob = login(register("bob"));
        List<ContestFixtures.Line> lines = lines("samegame", BOARD, 4);
        long id = create(organizer, contest("Frozen own rows", "relative", List.of(instance("samegame", BOARD))));
        registerFor(alice, id);
        registerFor(bob, id);
        clock.set(T0.plus(Duration.ofHours(1)).plusSeconds(300));
        submit(alice, id, "samegame", BOARD, lines.get(0).moves()).then().statusCode(201);
        submit(bob, id, "samegame", BOARD, lines.get(1).moves()).then().statusCode(201);
        clock.set(T0.plus(Duration.ofHours(3)).plusSeconds(60)); // frozen

        try (LiveClient aliceLive = LiveClient.connectWithSession("/ws/contests/" + id + "/scoreboard", alice)) {
            LiveBoard held = new LiveBoard();
            held.apply(aliceLive.next(WAIT));
            JsonNode board = held.board();
            assertTrue(board.path("frozen").asBoolean());
            assertEquals(LiveBoard.apiBoard(alice, id), LiveBoard.clockless(board));

            // Alice improves twice after the freeze: each time her own rows show it, and only hers.
            for (int line : new int[] {2, 3}) {
                submit(alice, id, "samegame", BOARD, lines.get(line).moves())
                        .then()
                        .statusCode(201);
                board = LiveBoard.untilTheApis(held, aliceLive, alice, id);
                assertEquals(LiveBoard.apiBoard(alice, id), LiveBoard.clockless(board), "after her line " + line);
                JsonNode you = board.path("you");
                assertEquals(1, you.size());
                assertEquals(
                        lines.get(line).score(), you.get(0).path("rawTotal").asInt());
                assertEquals(line, you.get(0).path("submissions").asInt());
                assertEquals(
                        lines.get(0).score(),
                        row(board, aliceName).path("rawTotal").asInt(),
                        "the frozen row");
            }
            // Bob's submission after the freeze changes nothing she is sent.
            submit(bob, id, "samegame", BOARD, lines.get(3).moves()).then().statusCode(201);
            assertEquals(null, aliceLive.poll(Duration.ofMillis(1500)));
            assertEquals(LiveBoard.apiBoard(alice, id), LiveBoard.clockless(board));
        }
    }
}
