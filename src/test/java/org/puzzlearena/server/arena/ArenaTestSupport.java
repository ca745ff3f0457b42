package org.puzzlearena.server.arena;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;

/** The arena through the API, as a page sees it, for the tests that start matches. */
public final class ArenaTestSupport {

    private ArenaTestSupport() {}

    /** The id of the player whose spec is {@code spec} on {@code game}'s server ladder. */
    public static long playerId(String game, String spec) {
        List<Map<String, Object>> players = given().get("/api/arena/" + game + "/ladder")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("players");
        return players.stream()
                .filter(p -> spec.equals(p.get("spec")))
                .map(p -> ((Number) p.get("id")).longValue())
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + spec + " on the " + game + " ladder"));
    }

    /** Starts a match as the session {@code cookie} with {@code body}, expecting 201; its id. */
    public static long startMatch(String cookie, Map<String, Object> body) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/arena/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    /** The match once it has ended (any state but running), polling for up to 2 minutes. */
    public static JsonPath awaitMatchEnd(long id) throws InterruptedException {
        for (int i = 0; i < 600; i++) {
            JsonPath m = given().get("/api/arena/matches/" + id)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            if (!"running".equals(m.getString("state"))) {
                return m;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("match " + id + " still running after 2 minutes");
    }
}
