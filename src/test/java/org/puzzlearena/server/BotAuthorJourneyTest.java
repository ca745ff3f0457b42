package org.puzzlearena.server;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.token;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveTexts;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.NestedMonteCarloSearch;
import org.puzzlearena.search.Search;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.SearchResult;
import org.puzzlearena.search.UniformPolicy;

/** The path a bot author takes, end to end, as the issue describes it. */
@QuarkusTest
class BotAuthorJourneyTest {

    @Test
    void registerTokenSubmitRankAndGetTheIllegalMoveExplained() {
        String author = register("botauthor");
        String token = token(login(author), "nmcs-l1");

        Game game = Games.byId("morpion-5d").orElseThrow();
        SearchResult found = Search.run(
                new NestedMonteCarloSearch(1, true, UniformPolicy.INSTANCE),
                game.newInitialState("cross"),
                Budget.oneIteration(),
                2024,
                SearchListener.NONE);
        List<String> moves = MoveTexts.of(game.newInitialState("cross"), found.moves());
        assertTrue(moves.size() >= 10, "a real game");

        int id = given().header("Authorization", "Bearer " + token)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "morpion-5d", "instance", "cross", "moves", moves))
                .post("/api/submissions")
                .then()
                .statusCode(201)
                .header("Location", containsString("/api/submissions/"))
                .body("score", equalTo(found.score()))
                .body("rank", greaterThanOrEqualTo(1))
                .extract()
                .path("id");

        given().get("/api/leaderboards/morpion-5d/cross?limit=500")
                .then()
                .statusCode(200)
                .body("entries.find { it.submissionId == " + id + " }.participant.kind", equalTo("bot"))
                .body("entries.find { it.submissionId == " + id + " }.participant.name", equalTo("nmcs-l1"))
                .body("entries.find { it.submissionId == " + id + " }.participant.account", equalTo(author))
                .body("entries.find { it.submissionId == " + id + " }.score", equalTo(found.score()));
        given().get("/api/submissions/" + id)
                .then()
                .statusCode(200)
                .body("moves", equalTo(moves))
                .body("verifierVersion", equalTo("1"));

        long before = total();
        List<String> broken = new ArrayList<>(moves);
        broken.set(9, moves.get(0)); // the first move again: its point already has a dot
        given().header("Authorization", "Bearer " + token)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "morpion-5d", "instance", "cross", "moves", broken))
                .post("/api/submissions")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("moveIndex", equalTo(9))
                .body("move", equalTo(moves.get(0)))
                .body("reason", containsString("already has a dot"));
        assertEquals(before, total(), "an invalid solution stores nothing");
    }

    @Test
    void aPersonSubmitsWithTheSessionAndAppearsAsAPerson() {
        String person = register("solver");
        String cookie = login(person);
        int id = given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "leftmove", "instance", "depth/9", "solution", "LLLLLLLLR"))
                .post("/api/submissions")
                .then()
                .statusCode(201)
                .body("score", equalTo(8))
                .extract()
                .path("id");
        given().get("/api/leaderboards/leftmove/depth/9")
                .then()
                .body("entries.find { it.submissionId == " + id + " }.participant.kind", equalTo("person"))
                .body("entries.find { it.submissionId == " + id + " }.participant.name", equalTo(person));
    }

    @Test
    void submittingNeedsAValidCredential() {
        Map<String, Object> body = Map.of("game", "leftmove", "instance", "depth/9", "solution", "LLL");
        given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/submissions")
                .then()
                .statusCode(401)
                .contentType("application/problem+json");
        given().header("Authorization", "Bearer pa_forged")
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/submissions")
                .then()
                .statusCode(401);
        String cookie = login(register("revoker"));
        String secret = token(cookie, "old");
        int tokenId = given().cookie("arena_session", cookie)
                .get("/api/tokens")
                .then()
                .extract()
                .path("[0].id");
        given().cookie("arena_session", cookie)
                .delete("/api/tokens/" + tokenId)
                .then()
                .statusCode(204);
        given().header("Authorization", "Bearer " + secret)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/submissions")
                .then()
                .statusCode(401);
    }

    @Test
    void anIdempotencyKeyMakesARetrySafe() {
        String cookie = login(register("retrier"));
        Map<String, Object> body =
                Map.of("game", "leftmove", "instance", "depth/20", "solution", "LRLRLRLRLRLRLRLRLRLR");
        int first = given().cookie("arena_session", cookie)
                .header("Idempotency-Key", "k-1")
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/submissions")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        given().cookie("arena_session", cookie)
                .header("Idempotency-Key", "k-1")
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/submissions")
                .then()
                .statusCode(201)
                .header("Idempotent-Replayed", "true")
                .body("id", equalTo(first));
        given().cookie("arena_session", cookie)
                .header("Idempotency-Key", "k-1")
                .contentType(ContentType.JSON)
                .body(Map.of("game", "leftmove", "instance", "depth/20", "solution", "LLLLLLLLLLLLLLLLLLLL"))
                .post("/api/submissions")
                .then()
                .statusCode(409)
                .body("field", equalTo("Idempotency-Key"));
    }

    @Test
    void aPersonAndTheirBotUseIdempotencyKeysIndependently() {
        String cookie = login(register("keysharer"));
        String token = token(cookie, "keybot");
        Map<String, Object> body = Map.of("game", "leftmove", "instance", "depth/6", "solution", "LLLLLL");
        int asPerson = given().cookie("arena_session", cookie)
                .header("Idempotency-Key", "same")
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/submissions")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        int asBot = given().header("Authorization", "Bearer " + token)
                .header("Idempotency-Key", "same")
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/submissions")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        assertTrue(asPerson != asBot, "two participants, two submissions");
        given().get("/api/submissions/" + asBot).then().body("participant.kind", equalTo("bot"));
    }

    private static long total() {
        return ((Number) given().get("/api/submissions?game=morpion-5d&instance=cross")
                        .then()
                        .statusCode(200)
                        .extract()
                        .path("total"))
                .longValue();
    }
}
