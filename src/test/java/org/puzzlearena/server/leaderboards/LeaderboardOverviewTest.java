package org.puzzlearena.server.leaderboards;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The overview of every board ("Leaderboards" in the navigation jumped to one board and
 * nothing listed the boards with their leaders).
 */
@QuarkusTest
class LeaderboardOverviewTest {

    @Test
    void everyBoardWithEntriesIsListedWithItsSizeAndLeader() {
        String ann = register("ann");
        String bob = register("bob");
        for (String[] who : new String[][] {{ann, "20"}, {bob, "33"}}) {
            List<String> moves = new ArrayList<>(Collections.nCopies(Integer.parseInt(who[1]), "L"));
            moves.addAll(Collections.nCopies(33 - moves.size(), "R"));
            given().cookie("arena_session", login(who[0]))
                    .contentType(ContentType.JSON)
                    .body(Map.of("game", "leftmove", "instance", "depth/33", "moves", moves))
                    .post("/api/submissions")
                    .then()
                    .statusCode(201);
        }
        List<Map<String, Object>> boards = given().get("/api/leaderboards")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("boards");
        Map<String, Object> board = boards.stream()
                .filter(b ->
                        b.get("game").equals("leftmove") && b.get("instance").equals("depth/33"))
                .findFirst()
                .orElseThrow();
        assertEquals(2, board.get("participants"));
        @SuppressWarnings("unchecked")
        Map<String, Object> leader = (Map<String, Object>) board.get("leader");
        assertEquals(33, leader.get("score"));
        assertEquals(1, leader.get("rank"));
        assertEquals(bob, ((Map<?, ?>) leader.get("participant")).get("name"));
        // In game then instance order, so the page can group by game.
        Comparator<Map<String, Object>> order = Comparator.comparing((Map<String, Object> b) -> (String) b.get("game"))
                .thenComparing(b -> (String) b.get("instance"));
        assertEquals(boards.stream().sorted(order).toList(), boards);
    }
}
