package org.puzzlearena.server.arena;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.path.json.config.JsonPathConfig;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rating.GameResult;
import org.puzzlearena.rating.Rating;
import org.puzzlearena.server.ServerTestSupport;

/**
 * The arena's API: the constants, a ladder's shape, an admin playing ladder games now, a game's
 * full record with its rating changes (equal to Glicko-2's own arithmetic), a player's page, the
 * list, and every refusal as a problem naming its field.
 */
@QuarkusTest
class ArenaApiTest {

    @Test
    void theConstantsArePublished() {
        given().get("/api/arena/constants")
                .then()
                .statusCode(200)
                .body("tau", equalTo(0.5f))
                .body("initialRating", equalTo(1500.0f))
                .body("initialDeviation", equalTo(350.0f))
                .body("initialVolatility", equalTo(0.06f))
                .body("provisionalDeviation", equalTo(110.0f))
                .body("ratingPeriod", startsWith("one game"));
    }

    @Test
    void everyReferenceBotIsOnItsLaddersWithAnIntervalAroundItsRating() {
        JsonPath ladder = given().get("/api/arena/tic-tac-toe/ladder")
                .then()
                .statusCode(200)
                .body("game", equalTo("tic-tac-toe"))
                .body("pool", equalTo("server"))
                .body("players.spec", hasItems("random", "perfect", "minimax:depth=4", "uct:sims=1000"))
                .extract()
                .jsonPath();
        List<Map<String, Object>> players = ladder.getList("players");
        assertEquals(ReferenceAnchors.specs("tic-tac-toe").size(), players.size());
        double previous = Double.POSITIVE_INFINITY;
        for (int i = 0; i < players.size(); i++) {
            Map<String, Object> p = players.get(i);
            double rating = ((Number) p.get("rating")).doubleValue();
            double rd = ((Number) p.get("deviation")).doubleValue();
            assertEquals(i + 1, p.get("rank"));
            assertTrue(rating <= previous, "highest rating first");
            previous = rating;
            assertEquals(rating - 1.959964 * rd, ((Number) p.get("low")).doubleValue(), 1e-3);
            assertEquals(rating + 1.959964 * rd, ((Number) p.get("high")).doubleValue(), 1e-3);
            assertEquals(rd >= 110, p.get("provisional"));
            assertEquals("reference", p.get("kind"));
        }
        // The remote pool has anchors of its own, rated apart from the server pool's (docs/ARENA.md).
        List<Map<String, Object>> remoteAnchors = given().get("/api/arena/connect-four/ladder?pool=remote")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("players.findAll { it.kind == 'reference' }");
        assertEquals(
                java.util.Set.copyOf(RemoteAnchors.specs("connect-four")),
                remoteAnchors.stream().map(p -> p.get("spec")).collect(java.util.stream.Collectors.toSet()));
        assertEquals(
                List.of("random", "minimax:depth=2", "minimax:depth=4", "uct:sims=800", "uct:sims=3200"),
                RemoteAnchors.specs("connect-four"));
        given().get("/api/arena/connect-four/ladder?pool=server")
                .then()
                .statusCode(200)
                .body("players.spec", hasItems("uct:sims=3200", "deep:sims=200", "random"));
    }

    @Test
    void refusalsAreProblemsNamingTheirField() {
        given().get("/api/arena/chess/ladder")
                .then()
                .statusCode(404)
                .contentType(startsWith("application/problem+json"));
        given().get("/api/arena/samegame/ladder")
                .then()
                .statusCode(422)
                .contentType(startsWith("application/problem+json"))
                .body("field", equalTo("game"));
        given().get("/api/arena/tic-tac-toe/ladder?pool=moon")
                .then()
                .statusCode(400)
                .body("field", equalTo("pool"));
        given().get("/api/arena/players/999999999").then().statusCode(404);
        given().get("/api/arena/players/abc").then().statusCode(404);
        given().get("/api/arena/games/999999999").then().statusCode(404);
        given().get("/api/arena/games/x1").then().statusCode(404);
        given().get("/api/arena/games?player=abc").then().statusCode(400).body("field", equalTo("player"));
        given().get("/api/arena/games?game=samegame").then().statusCode(400).body("field", equalTo("game"));
        given().get("/api/arena/games?game=chess").then().statusCode(400).body("field", equalTo("game"));
        given().get("/api/arena/games?limit=0").then().statusCode(400).body("field", equalTo("limit"));
        given().get("/api/arena/games?offset=-1").then().statusCode(400).body("field", equalTo("offset"));
    }

    @Test
    void onlyAnAdminPlaysLadderGamesAndTheCountIsChecked() {
        given().post("/api/arena/tic-tac-toe/games?count=2").then().statusCode(401);
        String person = ServerTestSupport.login(ServerTestSupport.register("arena-person"));
        given().cookie("arena_session", person)
                .post("/api/arena/tic-tac-toe/games?count=2")
                .then()
                .statusCode(403);
        String admin = ServerTestSupport.adminCookie();
        for (String bad : List.of("3", "0", "101", "many")) {
            given().cookie("arena_session", admin)
                    .post("/api/arena/tic-tac-toe/games?count=" + bad)
                    .then()
                    .statusCode(400)
                    .contentType(startsWith("application/problem+json"))
                    .body("field", equalTo("count"));
        }
        given().cookie("arena_session", admin)
                .post("/api/arena/chess/games?count=2")
                .then()
                .statusCode(404);
        given().cookie("arena_session", admin)
                .post("/api/arena/samegame/games?count=2")
                .then()
                .statusCode(422)
                .body("field", equalTo("game"));
    }

    @Test
    void aPlayedGameIsStoredWithItsMovesThinkTimesSeedAndTheRatingChangesGlickoGives() {
        String admin = ServerTestSupport.adminCookie();
        JsonPath played = given().cookie("arena_session", admin)
                .post("/api/arena/tic-tac-toe/games?count=4")
                .then()
                .statusCode(200)
                .body("played", equalTo(4))
                .body("counted", equalTo(4))
                .body("rejected", equalTo(0))
                .body("games.size()", equalTo(4))
                .extract()
                .jsonPath();
        // A pair: the same players with the colours swapped, from the same seed and opening.
        assertEquals(played.getLong("games[0].firstPlayerId"), played.getLong("games[1].secondPlayerId"));
        assertEquals(played.getLong("games[0].secondPlayerId"), played.getLong("games[1].firstPlayerId"));
        long id = played.getLong("games[0].id");
        JsonPath game = JsonPath.from(given().get("/api/arena/games/" + id)
                        .then()
                        .statusCode(200)
                        .body("game", equalTo("tic-tac-toe"))
                        .body("status", equalTo("counted"))
                        .body("openingPlies", equalTo(2))
                        .body("opening.size()", equalTo(2))
                        .body("ratingChanges.size()", equalTo(2))
                        .body("ratingChanges[0].side", equalTo("first"))
                        .extract()
                        .asString())
                .using(new JsonPathConfig(JsonPathConfig.NumberReturnType.DOUBLE));
        JsonPath twin = JsonPath.from(given().get("/api/arena/games/" + played.getLong("games[1].id"))
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString())
                .using(new JsonPathConfig(JsonPathConfig.NumberReturnType.DOUBLE));
        assertEquals(game.getList("opening"), twin.getList("opening"));
        assertEquals(game.getLong("seed"), twin.getLong("seed"));
        assertTrue(game.getLong("seed") < (1L << 53), "a seed a page's JavaScript reads exactly");
        assertTrue(List.of("first", "second", "draw").contains(game.getString("result")));
        List<Map<String, Object>> moves = game.getList("moves");
        assertFalse(moves.isEmpty());
        for (int i = 0; i < moves.size(); i++) {
            assertEquals(i, ((Number) moves.get(i).get("ply")).intValue());
            assertTrue(((Number) moves.get(i).get("cpuMs")).doubleValue() >= 0);
            assertTrue(((Number) moves.get(i).get("wallMs")).doubleValue() >= 0);
        }
        // After a 2-ply opening colour 0 moves again: the sides alternate from "first".
        assertEquals("first", moves.get(0).get("side"));
        if (moves.size() > 1) {
            assertEquals("second", moves.get(1).get("side"));
        }
        assertTrue(game.getString("first.budget").length() > 0);

        // Each side's change is one Glicko-2 period against the opponent's rating before the game.
        for (int side = 0; side < 2; side++) {
            String c = "ratingChanges[" + side + "].";
            Rating before = new Rating(
                    game.getDouble(c + "ratingBefore"),
                    game.getDouble(c + "deviationBefore"),
                    game.getDouble(c + "volatilityBefore"));
            Rating opponent =
                    new Rating(game.getDouble(c + "opponentRating"), game.getDouble(c + "opponentDeviation"), 0.06);
            Rating after =
                    ArenaRecorder.GLICKO.update(before, List.of(new GameResult(opponent, game.getDouble(c + "score"))));
            assertEquals(after.rating(), game.getDouble(c + "ratingAfter"), 1e-6);
            assertEquals(after.deviation(), game.getDouble(c + "deviationAfter"), 1e-6);
            assertEquals(
                    game.getDouble(c + "ratingAfter") - game.getDouble(c + "ratingBefore"),
                    game.getDouble(c + "change"),
                    1e-6);
        }
        double firstScore = game.getDouble("ratingChanges[0].score");
        String result = game.getString("result");
        assertEquals(result.equals("first") ? 1.0 : result.equals("second") ? 0.0 : 0.5, firstScore);
        assertEquals(1 - firstScore, game.getDouble("ratingChanges[1].score"));

        long playerId = game.getLong("first.playerId");
        JsonPath player = JsonPath.from(given().get("/api/arena/players/" + playerId)
                        .then()
                        .statusCode(200)
                        .body("player.id", equalTo((int) playerId))
                        .body("game", equalTo("tic-tac-toe"))
                        .body("pool", equalTo("server"))
                        .extract()
                        .asString())
                .using(new JsonPathConfig(JsonPathConfig.NumberReturnType.DOUBLE));
        int games = (int) player.getDouble("player.games");
        assertTrue(games >= 1);
        assertEquals(
                games,
                player.getDouble("player.wins") + player.getDouble("player.draws") + player.getDouble("player.losses"));
        List<Map<String, Object>> history = player.getList("history");
        assertEquals(Math.min(games, ArenaService.HISTORY), history.size());
        assertEquals(
                player.getDouble("player.rating"),
                ((Number) history.getLast().get("rating")).doubleValue(),
                1e-9,
                "the latest history point is the current rating");
        int opponentGames = player.getList("opponents", Map.class).stream()
                .mapToInt(o -> ((Number) o.get("games")).intValue())
                .sum();
        assertEquals(games, opponentGames);
        assertTrue(player.getDouble("moveTimes.moves") >= 1);
        assertTrue(player.getDouble("moveTimes.cpuMsMax") >= player.getDouble("moveTimes.cpuMsMean"));

        JsonPath list = given().get("/api/arena/games?player=" + playerId + "&game=tic-tac-toe&limit=200")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(games, list.getInt("total"));
        assertTrue(list.getList("games.id").stream().anyMatch(g -> ((Number) g).longValue() == id));
        assertTrue(list.getList("games", Map.class).stream()
                .allMatch(g -> ((Number) g.get("firstPlayerId")).longValue() == playerId
                        || ((Number) g.get("secondPlayerId")).longValue() == playerId));
        given().get("/api/arena/games").then().statusCode(200).body("limit", equalTo(50));
    }
}
