package org.puzzlearena.server.botruns;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveTexts;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.NestedMonteCarloSearch;
import org.puzzlearena.search.Search;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.SearchResult;
import org.puzzlearena.search.TabuColourPolicy;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.LiveClient;
import org.puzzlearena.server.accounts.AccountRepository;

/**
 * The server stops or crashes while a run goes on. A @QuarkusTest cannot restart Quarkus, so the
 * test does what a crash leaves behind: a run row still "running" with the best the periodic save
 * had written, inserted through the repository; then it calls the recovery that runs on every
 * start-up. The run comes back interrupted with its best intact, and can be restarted or resumed.
 */
@QuarkusTest
class BotRunRecoveryTest {

    private static final Duration GENEROUS = Duration.ofSeconds(30);
    private static final String INSTANCE = "standard/3";

    @Inject
    BotRunRepository runs;

    @Inject
    AccountRepository accounts;

    @Inject
    BotRunRecovery recovery;

    @Test
    void aRunLeftRunningByACrashComesBackInterruptedWithItsBestAndCanBeRestartedOrResumed() throws Exception {
        String owner = register("crashed");
        String cookie = login(owner);
        Game game = Games.byId("samegame").orElseThrow();
        SearchResult found = Search.run(
                new NestedMonteCarloSearch(1, true, TabuColourPolicy.INSTANCE),
                game.newInitialState(INSTANCE),
                Budget.oneIteration(),
                5,
                SearchListener.NONE);
        List<String> moves = MoveTexts.of(game.newInitialState(INSTANCE), found.moves());

        long id = QuarkusTransaction.requiringNew().call(() -> {
            BotRun r = runningNmcs(owner, 1.0, 30);
            r.bestScore = found.score();
            r.bestMoves = String.join("\n", moves);
            r.bestPoints = "[[120," + found.score() + "]]";
            r.bestSavedAt = Instant.now().minusSeconds(2);
            r.playoutsDone = found.playouts();
            r.elapsedMs = 27_000;
            runs.persist(r);
            return r.id;
        });

        assertTrue(recovery.recover() >= 1, "the start-up recovery found the abandoned run");

        JsonPath run = BotRuns.get(id);
        assertEquals("interrupted", run.getString("state"));
        assertEquals(found.score(), run.getInt("best.score"), "the saved best is intact");
        List<String> kept = run.getList("best.moves");
        assertEquals(moves, kept);
        given().contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "instance", INSTANCE, "moves", kept))
                .post("/api/verify")
                .then()
                .statusCode(200)
                .body("valid", equalTo(true))
                .body("score", equalTo(found.score()));
        try (LiveClient live = LiveClient.connect("/ws/bot-runs/" + id)) {
            JsonNode snapshot = live.next(GENEROUS);
            assertEquals("interrupted", snapshot.get("state").asText());
            assertEquals(found.score(), snapshot.get("best").get("score").asInt());
            assertEquals(1, snapshot.get("points").size());
            assertEquals("interrupted", live.next(GENEROUS).get("state").asText());
        }

        // Restart: the same configuration from scratch, as a new run.
        JsonPath restarted = given().cookie("arena_session", cookie)
                .post("/api/bot-runs/" + id + "/restart")
                .then()
                .statusCode(201)
                .body("restartOf", equalTo((int) id))
                .body("state", equalTo("queued"))
                .body("name", equalTo("NMCS level 1, tabu, 1 s"))
                .body("seed", equalTo(5))
                .extract()
                .jsonPath();
        // Resume: a new run that starts from the kept best, so its result competes with it.
        JsonPath resumed = given().cookie("arena_session", cookie)
                .post("/api/bot-runs/" + id + "/resume")
                .then()
                .statusCode(201)
                .body("resumeOf", equalTo((int) id))
                .body("name", equalTo("NMCS level 1, tabu, 1 s, resumed from run " + id))
                .extract()
                .jsonPath();

        JsonPath restartedEnd = BotRuns.awaitState(restarted.getLong("id"), Set.of("finished"), GENEROUS);
        JsonPath resumedEnd = BotRuns.awaitState(resumed.getLong("id"), Set.of("finished"), GENEROUS);
        assertTrue(restartedEnd.getInt("best.score") > 0);
        assertTrue(resumedEnd.getInt("best.score") >= found.score(), "a resumed run never ends below the kept best");
        assertEquals("interrupted", BotRuns.get(id).getString("state"), "the original stays as it was");
    }

    /**
     * With several instances on one database (docs/SCALING.md), a run another live instance holds is
     * not abandoned: an instance starting up or sweeping used to interrupt every active run it did not
     * execute itself, i.e. its peers' running runs. Only a run whose lease ran out is.
     */
    @Test
    void aRunAnotherLiveInstanceHoldsIsLeftAloneUntilItsLeaseRunsOut() {
        String owner = register("peer-owner");
        long id = QuarkusTransaction.requiringNew().call(() -> {
            BotRun r = runningNmcs(owner, 60.0, 5);
            runs.persist(r);
            runs.flush();
            runs.holdLease("another-instance", r.id, Duration.ofMinutes(1));
            return r.id;
        });
        recovery.recover();
        assertEquals("running", BotRuns.get(id).getString("state"), "its instance renews its lease");

        Leases.expire(runs, id);
        recovery.recover();
        assertEquals("interrupted", BotRuns.get(id).getString("state"), "its instance stopped renewing it");
    }

    /** A run as a server leaves it in the database while it searches: NMCS level 1 on standard/3, seed 5. */
    private BotRun runningNmcs(String owner, double seconds, long startedSecondsAgo) {
        BotRun r = new BotRun();
        r.account = accounts.findByUsername(owner).orElseThrow();
        r.name = "NMCS level 1, tabu, " + (long) seconds + " s, seed 5";
        r.game = "samegame";
        r.instanceId = INSTANCE;
        r.algorithm = "nmcs";
        r.level = 1;
        r.policy = "tabu";
        r.memorize = true;
        r.iterations = 100;
        r.threads = 1;
        r.seconds = seconds;
        r.seed = 5;
        r.state = "running";
        r.createdAt = Instant.now().minusSeconds(startedSecondsAgo);
        r.startedAt = Instant.now().minusSeconds(startedSecondsAgo - 1);
        return r;
    }
}
