package org.puzzlearena.server.arena;

import static io.restassured.RestAssured.given;

import java.util.List;
import java.util.Map;

/** Finds a reference bot on a ladder through the API, as a page would, for tests that start matches. */
public final class ArenaTestPlayers {

    private ArenaTestPlayers() {}

    /** The id of the player whose spec is {@code spec} on {@code game}'s server ladder. */
    public static long id(String game, String spec) {
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
}
