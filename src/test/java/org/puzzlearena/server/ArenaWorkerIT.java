package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ArenaJobsOnTheBroker.await;
import static org.puzzlearena.server.ArenaJobsOnTheBroker.instanceId;

import java.net.http.HttpResponse;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.puzzlearena.Slow;
import org.puzzlearena.server.ArenaJobsOnTheBroker.Job;

/**
 * The arena's pairs played by {@code bin/worker} processes from the broker's queue (docs/ARENA.md,
 * "Games on the workers"): an API-only instance (it plays no pair itself) publishes the ladder's
 * pairs and a match's pairs as jobs, two packaged worker JVMs play them. A worker killed with kill -9
 * in the middle of a pair costs that pair a replay by the other worker, and nothing is stored or rated
 * twice, nothing lost.
 */
@Slow
class ArenaWorkerIT {

    @RegisterExtension
    static final SharedCluster cluster = new SharedCluster();

    static final ArenaJobsOnTheBroker jobs = new ArenaJobsOnTheBroker(cluster);

    @AfterAll
    static void deleteTheQueues() throws Exception {
        jobs.deleteQueues();
    }

    @Test
    void aPairKilledWithItsWorkerIsReplayedByTheOtherAndCountedOnce() throws Exception {
        ServerProcess api = jobs.apiInstance(30);
        try (ServerProcess w1 = jobs.worker("w1");
                ServerProcess w2 = jobs.worker("w2")) {
            // A match between the two strongest UCT anchors of the large game (3,200 and 800
            // simulations a move): a pair of theirs takes seconds, long enough to be killed mid-pair.
            String cookie = api.newSession("arena-worker");
            long strong = playerWithSpec("uct:sims=3200");
            long weaker = playerWithSpec("uct:sims=800");
            HttpResponse<String> started = api.postJson(
                    "/api/arena/matches",
                    "{\"first\":" + strong + ",\"second\":" + weaker + ",\"preset\":\"0-50\",\"maxGames\":6}",
                    cookie);
            assertEquals(201, started.statusCode(), started.body());
            long matchId = Long.parseLong(started.body().replaceAll("(?s).*?\"id\":(\\d+).*", "$1"));

            // The first pair of the match, being played (started, not stored) by one of the workers.
            ServerProcess playing = jobs.workerPlayingFirstPair(matchId, 60, w1, w2);
            ServerProcess other = playing == w1 ? w2 : w1;
            playing.process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            assertEquals(null, jobs.jobOfPair(matchId, 0).doneBy(), "killed before the pair was stored");

            // The broker gives the pair to the other worker, which plays it again from its seed.
            await(120, () -> jobs.jobOfPair(matchId, 0).doneBy() != null);
            Job replayed = jobs.jobOfPair(matchId, 0);
            assertEquals(instanceId(other), replayed.doneBy(), "the surviving worker stored the pair");
            assertEquals(2, replayed.attempts(), "played twice, stored once: " + replayed);
            assertTrue(replayed.firstGame() != null, "its games are stored: " + replayed);

            // The match plays on to a verdict or its cap (three pairs) on the surviving worker.
            jobs.awaitMatchOverWithEachPairOneJob(matchId, 180);

            // The API instance stops publishing; the worker plays whatever it published.
            api.close();
            jobs.awaitEveryJobDoneByTheWorkers(180, other, playing);
            assertTrue(
                    jobs.count(
                                    "SELECT count(*) FROM arena_game_jobs WHERE match_id IS NULL AND first_game_id IS NOT NULL")
                            > 0,
                    "ladder pairs were played on the workers too");
        } finally {
            api.close();
        }
        jobs.assertCountedOnce();
    }

    /** The reference player with {@code spec} (only the large game's ladder has these budgets). */
    private static long playerWithSpec(String spec) throws Exception {
        return jobs.count("SELECT id FROM arena_players WHERE kind = 'reference' AND spec = '" + spec + "'");
    }
}
