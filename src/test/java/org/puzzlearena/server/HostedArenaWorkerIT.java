package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ArenaJobsOnTheBroker.await;
import static org.puzzlearena.server.ArenaJobsOnTheBroker.instanceId;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.puzzlearena.Slow;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.server.ArenaJobsOnTheBroker.Job;

/**
 * A hosted version's arena pairs played by {@code bin/worker} processes with the sandbox
 * (docs/ARENA.md, "Games on the workers"; a real broker, real bubblewrap): an API-only instance
 * publishes the pairs of a match between the starter bot and a UCT anchor, and the background
 * ladder's turns of the (provisional) version, to the hosted queue; two packaged worker JVMs play
 * them in their sandboxes. The worker playing the match's first pair is killed with kill -9 in the
 * middle of it: its sandboxed processes die with it, the other worker plays the pair again, and every
 * game is one job's, counted once, the version's W + D + L its games.
 */
@Slow
class HostedArenaWorkerIT {

    @RegisterExtension
    static final SharedCluster cluster = new SharedCluster();

    static final ArenaJobsOnTheBroker jobs = new ArenaJobsOnTheBroker(cluster);

    @AfterAll
    static void deleteTheQueues() throws Exception {
        jobs.deleteQueues();
    }

    @Test
    void aHostedPairKilledWithItsWorkerIsReplayedByTheOtherAndCountedOnce() throws Exception {
        ServerProcess api = jobs.apiInstance(20);
        try (ServerProcess w1 = jobs.worker("w1");
                ServerProcess w2 = jobs.worker("w2")) {
            String cookie = api.newSession("hosted-arena-worker");
            HttpResponse<String> bot =
                    api.postJson("/api/hosted-bots", "{\"name\":\"starter\",\"description\":\"\"}", cookie);
            assertEquals(201, bot.statusCode(), bot.body());
            HttpResponse<String> version = api.postBytes(
                    "/api/hosted-bots/" + idOf(bot.body()) + "/versions?runtime=python&fileName=bot.py",
                    "application/octet-stream",
                    Files.readAllBytes(Path.of("bots/starter/two_player_bot.py")),
                    cookie);
            assertEquals(201, version.statusCode(), version.body());
            HttpResponse<String> entered = api.postJson(
                    "/api/arena/hosted",
                    "{\"game\":\"" + ConnectFourGame.ID + "\",\"version\":" + idOf(version.body()) + "}",
                    cookie);
            assertEquals(201, entered.statusCode(), entered.body());
            long hosted = Long.parseLong(entered.body().replaceAll("(?s).*?\"playerId\":(\\d+).*", "$1"));

            // Against the strongest UCT anchor (3,200 simulations a move): a pair lasts seconds, long
            // enough to be killed mid-pair, with the bot's sandbox up throughout each game.
            long anchor = jobs.count("SELECT id FROM arena_players WHERE kind = 'reference' AND spec = 'uct:sims=3200'"
                    + " AND pool = 'server' AND game = '" + ConnectFourGame.ID + "'");
            HttpResponse<String> started = api.postJson(
                    "/api/arena/matches",
                    "{\"first\":" + hosted + ",\"second\":" + anchor + ",\"preset\":\"0-50\",\"maxGames\":6}",
                    cookie);
            assertEquals(201, started.statusCode(), started.body());
            long matchId = idOf(started.body());

            // The match's first pair, being played (started, not stored) by a worker, in its sandbox.
            ServerProcess playing = jobs.workerPlayingFirstPair(matchId, 120, w1, w2);
            ServerProcess other = playing == w1 ? w2 : w1;
            // A handle knows its start time, so a pid reused later is not taken for one of these.
            await(30, () -> playing.process.descendants().anyMatch(HostedArenaWorkerIT::bubblewrap));
            List<ProcessHandle> sandboxed = playing.process.descendants().toList();
            playing.process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            assertEquals(null, jobs.jobOfPair(matchId, 0).doneBy(), "killed before the pair was stored");
            // The killed worker's sandboxes died with it (bwrap --die-with-parent), not left to their budget.
            await(10, () -> sandboxed.stream().noneMatch(ProcessHandle::isAlive));

            // The broker gives the hosted job to the other worker, which plays the pair again from its seed.
            await(180, () -> jobs.jobOfPair(matchId, 0).doneBy() != null);
            Job replayed = jobs.jobOfPair(matchId, 0);
            assertEquals(instanceId(other), replayed.doneBy(), "the surviving worker stored the pair");
            assertEquals(2, replayed.attempts(), "played twice, stored once: " + replayed);
            assertTrue(replayed.firstGame() != null, "its games are stored: " + replayed);

            jobs.awaitMatchOverWithEachPairOneJob(matchId, 300);

            // The match over, the version is free again: the ladder's Connect Four turns are its
            // (provisional) pairs, as hosted jobs the surviving worker plays.
            await(
                    180,
                    () -> jobs.count(
                                    "SELECT count(*) FROM arena_game_jobs WHERE match_id IS NULL AND first_game_id IS NOT"
                                            + " NULL AND first_player_id = " + hosted)
                            > 0);

            api.close();
            jobs.awaitEveryJobDoneByTheWorkers(300, other, playing);
            assertTrue(
                    jobs.count(
                                    "SELECT count(*) FROM arena_game_jobs WHERE match_id IS NULL AND first_game_id IS NOT NULL"
                                            + " AND first_player_id = " + hosted)
                            > 0,
                    "the version's ladder turns were played on the workers too");
            long versionGames = jobs.count("SELECT count(*) FROM arena_games WHERE status = 'counted' AND " + hosted
                    + " IN (first_player_id, second_player_id)");
            assertTrue(versionGames >= 6, "the match's pairs and the ladder's: " + versionGames);
            assertEquals(
                    versionGames,
                    jobs.count("SELECT wins + draws + losses FROM arena_players WHERE id = " + hosted),
                    "the version's W + D + L are its games");
            assertEquals(
                    0,
                    jobs.count("SELECT count(*) FROM arena_games g WHERE " + hosted
                            + " IN (g.first_player_id, g.second_player_id) AND g.id NOT IN (SELECT first_game_id FROM"
                            + " arena_game_jobs WHERE first_game_id IS NOT NULL UNION ALL SELECT second_game_id FROM"
                            + " arena_game_jobs WHERE second_game_id IS NOT NULL)"),
                    "every game of the version is a job's");
            assertFalse(
                    other.output().contains("not playing hosted versions' arena pairs"),
                    "the workers have the sandbox (CI installs bubblewrap): " + other.output());
        } finally {
            api.close();
        }
        jobs.assertCountedOnce();
    }

    private static boolean bubblewrap(ProcessHandle p) {
        return p.info().command().map(c -> c.endsWith("bwrap")).orElse(false);
    }

    private static long idOf(String json) {
        return Long.parseLong(json.replaceAll("(?s).*?\"id\":(\\d+).*", "$1"));
    }
}
