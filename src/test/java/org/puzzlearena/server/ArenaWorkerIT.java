package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.puzzlearena.Slow;

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

    /** A job's row: who started it last, how often, who stored it, its first game. */
    record Job(long id, int attempts, String startedBy, String doneBy, Long firstGame) {}

    @Test
    void aPairKilledWithItsWorkerIsReplayedByTheOtherAndCountedOnce() throws Exception {
        ServerProcess api = apiInstance();
        try (ServerProcess w1 = worker("w1");
                ServerProcess w2 = worker("w2")) {
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
            await(
                    60,
                    () -> count("SELECT count(*) FROM arena_game_jobs WHERE match_id = " + matchId
                                    + " AND attempts = 1 AND done_at IS NULL")
                            == 1);
            Job before = jobOfPair(matchId, 0);
            ServerProcess playing = instanceId(w1).equals(before.startedBy()) ? w1 : w2;
            ServerProcess other = playing == w1 ? w2 : w1;
            assertEquals(instanceId(playing), before.startedBy());
            playing.process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            assertEquals(null, jobOfPair(matchId, 0).doneBy(), "killed before the pair was stored");

            // The broker gives the pair to the other worker, which plays it again from its seed.
            await(120, () -> jobOfPair(matchId, 0).doneBy() != null);
            Job replayed = jobOfPair(matchId, 0);
            assertEquals(instanceId(other), replayed.doneBy(), "the surviving worker stored the pair");
            assertEquals(2, replayed.attempts(), "played twice, stored once: " + replayed);
            assertTrue(replayed.firstGame() != null, "its games are stored: " + replayed);

            // The match plays on to a verdict or its cap (three pairs) on the surviving worker.
            await(
                    180,
                    () -> count("SELECT count(*) FROM arena_matches WHERE id = " + matchId + " AND state <> 'running'")
                            == 1);
            assertEquals(
                    count("SELECT count(*) FROM arena_game_jobs WHERE match_id = " + matchId
                            + " AND first_game_id IS NOT NULL"),
                    count("SELECT count(*) FROM arena_match_pairs WHERE match_id = " + matchId),
                    "each counted pair of the match is one job's");

            // The API instance stops publishing; the worker plays whatever it published.
            api.close();
            await(180, () -> count("SELECT count(*) FROM arena_game_jobs WHERE done_at IS NULL") == 0);
            String survivor = instanceId(other);
            String killed = instanceId(playing);
            assertEquals(
                    0,
                    count("SELECT count(*) FROM arena_game_jobs WHERE done_by NOT IN ('" + survivor + "', '" + killed
                            + "')"),
                    "only the workers played pairs");
            assertTrue(
                    count("SELECT count(*) FROM arena_game_jobs WHERE match_id IS NULL AND first_game_id IS NOT NULL")
                            > 0,
                    "ladder pairs were played on the workers too");
        } finally {
            api.close();
        }
        assertCountedOnce();
    }

    /**
     * Every stored game belongs to exactly one job, every job stored at most one pair, and every
     * rating counts each game once: each counted game is one rating change a side and one game in
     * each player's W + D + L.
     */
    private static void assertCountedOnce() throws Exception {
        long games = count("SELECT count(*) FROM arena_games");
        long jobsWithGames = count("SELECT count(*) FROM arena_game_jobs WHERE first_game_id IS NOT NULL");
        assertTrue(games > 0, "games were stored");
        assertEquals(2 * jobsWithGames, games, "two games a stored job, and no game outside a job");
        assertEquals(
                games,
                count("SELECT count(DISTINCT g) FROM (SELECT first_game_id AS g FROM arena_game_jobs UNION ALL"
                        + " SELECT second_game_id FROM arena_game_jobs) j WHERE g IS NOT NULL"),
                "no game stored for two jobs");
        long counted = count("SELECT count(*) FROM arena_games WHERE status = 'counted'");
        assertEquals(2 * counted, count("SELECT count(*) FROM arena_rating_changes"), "one change a side a game");
        assertEquals(2 * counted, count("SELECT coalesce(sum(games), 0) FROM arena_players"));
        assertEquals(
                0,
                count("SELECT count(*) FROM arena_players p WHERE p.games <> p.wins + p.draws + p.losses"
                        + " OR p.games <> (SELECT count(*) FROM arena_games g WHERE g.status = 'counted'"
                        + " AND p.id IN (g.first_player_id, g.second_player_id))"),
                "each player's W + D + L is its counted games");
    }

    /**
     * The jobs' queue of this run alone: the machine's broker outlives a test's database and may
     * serve other test runs at once, whose job ids would name other jobs here. Deleted at the end.
     */
    private static final String QUEUE = "arena.game-jobs.it-" + UUID.randomUUID();

    @AfterAll
    static void deleteTheQueue() throws Exception {
        Process p = new ProcessBuilder("rabbitmqctl", "delete_queue", QUEUE)
                .redirectErrorStream(true)
                .start();
        p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "rabbitmqctl delete_queue did not end");
    }

    private static ServerProcess apiInstance() throws Exception {
        Map<String, String> env = new HashMap<>();
        env.put("ARENA_LADDER_JOBS_QUEUE", QUEUE);
        env.put("ARENA_BOT_RUNS_POOL_SIZE", "0");
        env.put("ARENA_LADDER_GAMES_AT_ONCE", "0");
        env.put("ARENA_LADDER_PAIRS_PER_MINUTE", "30");
        env.put("ARENA_LADDER_JOBS_WAITING", "1");
        ServerProcess server = ServerProcess.start(Files.createTempDirectory("arena-api"), true, cluster.env(env));
        return ServerProcess.ready(server);
    }

    private static ServerProcess worker(String name) throws Exception {
        Map<String, String> env = new HashMap<>();
        env.put("ARENA_LADDER_JOBS_QUEUE", QUEUE);
        env.put("ARENA_BOT_RUNS_POOL_SIZE", "1");
        env.put("ARENA_LADDER_GAMES_AT_ONCE", "1");
        return ServerProcess.ready(
                ServerProcess.startWorker(Files.createTempDirectory("arena-" + name), cluster.env(env)));
    }

    /** The reference player with {@code spec} (only the large game's ladder has these budgets). */
    private static long playerWithSpec(String spec) throws Exception {
        return count("SELECT id FROM arena_players WHERE kind = 'reference' AND spec = '" + spec + "'");
    }

    private static Job jobOfPair(long matchId, int index) throws Exception {
        try (Connection c = cluster.connect();
                var q = c.prepareStatement(
                        "SELECT id, attempts, started_by, done_by, first_game_id FROM arena_game_jobs"
                                + " WHERE match_id = ? AND pair_index = ?")) {
            q.setLong(1, matchId);
            q.setInt(2, index);
            try (ResultSet rs = q.executeQuery()) {
                assertTrue(rs.next(), "no job for pair " + index + " of match " + matchId);
                Long first = rs.getObject(5) == null ? null : rs.getLong(5);
                return new Job(rs.getLong(1), rs.getInt(2), rs.getString(3), rs.getString(4), first);
            }
        }
    }

    private static long count(String sql) throws Exception {
        try (Connection c = cluster.connect();
                ResultSet rs = c.createStatement().executeQuery(sql)) {
            assertTrue(rs.next(), sql);
            return rs.getLong(1);
        }
    }

    private interface Check {
        boolean holds() throws Exception;
    }

    private static void await(int seconds, Check check) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!check.holds()) {
            assertTrue(System.nanoTime() < deadline, "not within " + seconds + " s");
            Thread.sleep(50);
        }
    }

    /** A worker's instance id, from its start-up line. */
    private static String instanceId(ServerProcess worker) {
        Matcher m = Pattern.compile("playing arena pairs from the queue \\S+, \\d+ at a time, as instance ([0-9a-f-]+)")
                .matcher(worker.output());
        assertTrue(m.find(), "the worker never said it plays arena pairs:\n" + worker.output());
        return m.group(1);
    }
}
