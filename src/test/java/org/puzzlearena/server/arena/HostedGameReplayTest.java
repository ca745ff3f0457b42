package org.puzzlearena.server.arena;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.cli.Arena;
import org.puzzlearena.rules.tictactoe.TicTacToeGame;
import org.puzzlearena.server.hostedbots.HostedBotUploads;

/**
 * Every game a proof, hosted versions too: a game a hosted version played on the ladder is played
 * again by {@code bin/arena replay} with the owner's copy of the bot in the local sandbox, against the
 * reference side seeded from the record, and comes out move for move the same; a game the bot lost by
 * an illegal move replays to the same verdict; another bot's files in its place are caught at the
 * first move it plays differently. A game between two hosted versions (a match of one owner's two
 * seeded Python starters) replays bit for bit from each seat's files.
 */
@QuarkusTest
class HostedGameReplayTest {

    private static final Path STARTER = Path.of("bots/starter/two_player_bot.py");

    @TestHTTPResource("/")
    URL server;

    @TempDir
    Path temp;

    private record Run(int status, String out, String err) {}

    private Run replay(long id, String... more) {
        List<String> args = new ArrayList<>(List.of("replay", Long.toString(id), "--server", server.toString()));
        args.addAll(List.of(more));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Arena.run(
                args.toArray(String[]::new),
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aHostedVersionsGamesReplayMoveForMoveWithItsOwnersFiles() throws IOException {
        List<Integer> games = playTwo("replay-starter", Files.readAllBytes(STARTER));
        for (int id : games) {
            Run r = replay(id, "--bot", STARTER.toString(), "--runtime", "python");
            assertEquals(0, r.status(), r.out() + r.err());
            assertTrue(r.out().contains("\"reproduced\":true,"), r.out());
            assertTrue(r.out().contains("\"firstDifferingPly\":null"), r.out());
            assertTrue(r.out().contains("\"verdict\":\"ok\""), r.out());
        }

        // Another bot in the version's place: caught at the first move it plays differently.
        Path other = temp.resolve("first_legal.py");
        Files.writeString(
                other,
                "import sys, json\n"
                        + "json.loads(sys.stdin.readline())\n"
                        + "for line in sys.stdin:\n"
                        + "    turn = json.loads(line)\n"
                        + "    if 'legalMoves' in turn:\n"
                        + "        print(json.dumps({'move': turn['legalMoves'][-1]}), flush=True)\n");
        boolean caught = false;
        for (int id : games) {
            Run r = replay(id, "--bot", other.toString(), "--runtime", "python");
            if (r.status() == 1) {
                caught = true;
                assertTrue(r.out().contains("\"reproduced\":false"), r.out());
                assertTrue(r.out().matches("(?s).*\"firstDifferingPly\":[0-9]+,.*"), r.out());
            } else {
                assertEquals(0, r.status(), "a bot that happens to play the same line: " + r.out() + r.err());
            }
        }
        assertTrue(caught, "the last legal move each turn is not the starter's play in both games");

        // The bot's files are asked for, by name.
        Run missing = replay(games.getFirst());
        assertEquals(2, missing.status(), missing.out() + missing.err());
        assertTrue(missing.err().contains("--bot"), missing.err());
    }

    @Test
    void aGameLostByAnIllegalMoveReplaysToTheSameVerdict() throws IOException {
        byte[] illegal = ("import sys, json\n"
                        + "json.loads(sys.stdin.readline())\n"
                        + "for line in sys.stdin:\n"
                        + "    if 'legalMoves' in json.loads(line):\n"
                        + "        print(json.dumps({'move': 'x'}), flush=True)\n")
                .getBytes(StandardCharsets.UTF_8);
        Path copy = Files.write(temp.resolve("illegal.py"), illegal);
        for (int id : playTwo("replay-illegal", illegal)) {
            given().get("/api/arena/games/" + id).then().statusCode(200);
            Run r = replay(id, "--bot", copy.toString(), "--runtime", "python");
            assertEquals(0, r.status(), r.out() + r.err());
            assertTrue(r.out().contains("\"verdictSame\":true,\"storedVerdict\":\"illegal move\""), r.out());
        }
    }

    @Test
    void aGameOfTwoHostedVersionsReplaysFromEachSeatsFiles() throws Exception {
        // Two versions that decide the same way each run: the starter, and the starter drawing from
        // another fixed seed (the Node starter uses Math.random, so its games do not replay).
        String starter = Files.readString(STARTER);
        assertTrue(starter.contains("random.Random(1)"), "the starter seeds its generator");
        Path second = Files.writeString(
                temp.resolve("seeded_two.py"), starter.replace("random.Random(1)", "random.Random(2)"));
        String cookie = login(register("replay-two-versions"));
        long python = enter(cookie, version(cookie, "replay-py", Files.readAllBytes(STARTER), "python", "bot.py"));
        long python2 = enter(cookie, version(cookie, "replay-py2", Files.readAllBytes(second), "python", "bot.py"));
        long match = ArenaTestSupport.startMatch(
                cookie, Map.of("first", python, "second", python2, "preset", "0-50", "maxGames", 2));
        JsonPath m = ArenaTestSupport.awaitMatchEnd(match);
        assertEquals(2, m.getInt("games"), m.prettify());
        Path other = temp.resolve("last_legal.py");
        Files.writeString(
                other,
                "import sys, json\n"
                        + "json.loads(sys.stdin.readline())\n"
                        + "for line in sys.stdin:\n"
                        + "    turn = json.loads(line)\n"
                        + "    if 'legalMoves' in turn:\n"
                        + "        print(json.dumps({'move': turn['legalMoves'][-1]}), flush=True)\n");
        boolean caught = false;
        for (String g : List.of("pairs[0].firstGameId", "pairs[0].secondGameId")) {
            long id = m.getLong(g);
            long first = given().get("/api/arena/games/" + id)
                    .then()
                    .extract()
                    .jsonPath()
                    .getLong("first.playerId");
            List<String> pythonFirst = List.of(
                    "--first-bot",
                    STARTER.toString(),
                    "--first-runtime",
                    "python",
                    "--second-bot",
                    second.toString(),
                    "--second-runtime",
                    "python");
            List<String> secondFirst = List.of(
                    "--first-bot",
                    second.toString(),
                    "--first-runtime",
                    "python",
                    "--second-bot",
                    STARTER.toString(),
                    "--second-runtime",
                    "python");
            List<String> seats = first == python ? pythonFirst : secondFirst;
            Run r = replay(id, seats.toArray(String[]::new));
            assertEquals(0, r.status(), r.out() + r.err());
            assertTrue(r.out().contains("\"reproduced\":true,"), r.out());
            assertTrue(r.out().contains("\"secondHosted\":"), r.out());

            // Another bot in the second seat's place: caught at its first different move, unless it
            // happens to play the same line.
            List<String> swapped = new ArrayList<>(seats.subList(0, 4));
            swapped.addAll(List.of("--second-bot", other.toString(), "--second-runtime", "python"));
            Run s = replay(id, swapped.toArray(String[]::new));
            caught |= s.status() == 1 && s.out().contains("\"reproduced\":false");
        }
        assertTrue(caught, "the last legal move each turn is not the starters' play in both games");

        // Both seats' files are asked for, by seat.
        Run missing = replay(m.getLong("pairs[0].firstGameId"), "--bot", STARTER.toString(), "--runtime", "python");
        assertEquals(2, missing.status(), missing.out() + missing.err());
        assertTrue(missing.err().contains("--first-bot"), missing.err());
    }

    private static long version(String cookie, String name, byte[] bot, String runtime, String fileName) {
        long botId = HostedBotUploads.create(cookie, name);
        return HostedBotUploads.upload(
                        cookie, botId, "application/octet-stream", bot, "runtime", runtime, "fileName", fileName)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    private static long enter(String cookie, long version) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", TicTacToeGame.ID, "version", version))
                .post("/api/arena/hosted")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("playerId");
    }

    /** Uploads {@code bot}, enters it on the tic-tac-toe ladder and plays one pair: the two games' ids. */
    private static List<Integer> playTwo(String name, byte[] bot) {
        String cookie = login(register(name));
        long botId = HostedBotUploads.create(cookie, name);
        long version = HostedBotUploads.upload(
                        cookie, botId, "application/octet-stream", bot, "runtime", "python", "fileName", "bot.py")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        long player = given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", TicTacToeGame.ID, "version", version))
                .post("/api/arena/hosted")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("playerId");
        JsonPath played = given().cookie("arena_session", cookie)
                .post("/api/arena/hosted/" + player + "/games?count=2")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        return played.getList("games.gameId", Integer.class);
    }
}
