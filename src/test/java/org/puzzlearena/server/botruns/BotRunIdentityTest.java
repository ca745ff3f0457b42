package org.puzzlearena.server.botruns;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.ServerTestSupport;

/**
 * One leaderboard identity per server bot: seeded runs of one configuration make one row (the
 * best of them), and that row's runs are listed by their configuration's name.
 */
@QuarkusTest
class BotRunIdentityTest {

    @Test
    void seededRunsOfOneConfigurationAreOneLeaderboardRowWithTheirBest() throws Exception {
        String owner = ServerTestSupport.register("seeds");
        String cookie = ServerTestSupport.login(owner);
        String instance = "random/" + ThreadLocalRandom.current().nextInt(1_000_000, 2_000_000_000);
        List<Integer> bests = new ArrayList<>();
        String name = null;
        for (long seed = 1; seed <= 3; seed++) {
            Map<String, Object> body = new HashMap<>(Map.of(
                    "game", "samegame", "instance", instance, "algorithm", "sample", "playouts", 20, "seed", seed));
            long id = BotRuns.start(cookie, body);
            JsonPath run = BotRuns.awaitState(id, Set.of("finished"), Duration.ofSeconds(120));
            assertEquals(seed, run.getLong("seed"));
            name = name == null ? run.getString("name") : name;
            assertEquals(name, run.getString("name"), "every seed has the configuration's one name");
            bests.add(run.getInt("best.score"));
        }
        assertTrue(!name.contains("seed"), name);
        assertTrue(name.endsWith("20 playouts"), name);
        JsonPath board = given().get("/api/leaderboards/samegame/" + instance)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(1, board.getList("entries").size(), "one row for the three runs: " + board.prettify());
        assertEquals(name, board.getString("entries[0].participant.name"));
        assertEquals(owner, board.getString("entries[0].participant.account"));
        assertEquals(bests.stream().max(Integer::compare).orElseThrow(), board.getInt("entries[0].score"));
        JsonPath runs = given().queryParam("config", name)
                .queryParam("account", owner)
                .get("/api/bot-runs")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(3, runs.getInt("total"));
        assertEquals(Set.of(1, 2, 3), new HashSet<>(runs.getList("runs.seed", Integer.class)));
        given().queryParam("config", name + ", other")
                .queryParam("account", owner)
                .get("/api/bot-runs")
                .then()
                .statusCode(200)
                .body("total", org.hamcrest.Matchers.equalTo(0));
    }
}
