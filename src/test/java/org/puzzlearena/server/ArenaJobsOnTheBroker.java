package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the arena's worker tests share (ArenaWorkerIT, HostedArenaWorkerIT): one run's job queues on
 * the machine's broker, the API-only instance and the workers playing from them, the jobs' rows, and
 * the check that every game was stored for one job and counted once.
 */
final class ArenaJobsOnTheBroker {

    /** A job's row: who started it last, how often, who stored it, its first game. */
    record Job(long id, int attempts, String startedBy, String doneBy, Long firstGame) {}

    interface Check {
        boolean holds() throws Exception;
    }

    private final SharedCluster cluster;

    /**
     * The jobs' queue of this run alone: the machine's broker outlives a test's database and may
     * serve other test runs at once, whose job ids would name other jobs here. Deleted at the end.
     */
    private final String queue = "arena.game-jobs.it-" + UUID.randomUUID();

    ArenaJobsOnTheBroker(SharedCluster cluster) {
        this.cluster = cluster;
    }

    /** Deletes this run's queues: the reference pairs' and the hosted pairs' beside it. */
    void deleteQueues() throws Exception {
        for (String q : List.of(queue, queue + ".hosted")) {
            Process p = new ProcessBuilder("rabbitmqctl", "delete_queue", q)
                    .redirectErrorStream(true)
                    .start();
            p.getInputStream().readAllBytes();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "rabbitmqctl delete_queue did not end");
        }
    }

    /** An instance that publishes pairs as jobs and plays none itself. */
    ServerProcess apiInstance(int pairsPerMinute) throws Exception {
        Map<String, String> env = new HashMap<>();
        env.put("ARENA_LADDER_JOBS_QUEUE", queue);
        env.put("ARENA_BOT_RUNS_POOL_SIZE", "0");
        env.put("ARENA_LADDER_GAMES_AT_ONCE", "0");
        env.put("ARENA_LADDER_PAIRS_PER_MINUTE", Integer.toString(pairsPerMinute));
        env.put("ARENA_LADDER_JOBS_WAITING", "1");
        return ServerProcess.ready(ServerProcess.start(Files.createTempDirectory("arena-api"), true, cluster.env(env)));
    }

    /** A packaged worker JVM playing one pair at a time from this run's queues. */
    ServerProcess worker(String name) throws Exception {
        Map<String, String> env = new HashMap<>();
        env.put("ARENA_LADDER_JOBS_QUEUE", queue);
        env.put("ARENA_BOT_RUNS_POOL_SIZE", "1");
        env.put("ARENA_LADDER_GAMES_AT_ONCE", "1");
        return ServerProcess.ready(
                ServerProcess.startWorker(Files.createTempDirectory("arena-" + name), cluster.env(env)));
    }

    Job jobOfPair(long matchId, int index) throws Exception {
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

    /**
     * The worker playing the match's first pair (started, not stored), once one of {@code workers}
     * is: the one a test kills in the middle of it.
     */
    ServerProcess workerPlayingFirstPair(long matchId, int seconds, ServerProcess... workers) throws Exception {
        await(
                seconds,
                () -> count("SELECT count(*) FROM arena_game_jobs WHERE match_id = " + matchId
                                + " AND attempts = 1 AND done_at IS NULL")
                        == 1);
        String startedBy = jobOfPair(matchId, 0).startedBy();
        for (ServerProcess w : workers) {
            if (instanceId(w).equals(startedBy)) {
                return w;
            }
        }
        throw new AssertionError("pair 0 of match " + matchId + " was started by " + startedBy + ", no worker's");
    }

    /** Waits for the match's end (a verdict or its cap); each pair it counted is one job's. */
    void awaitMatchOverWithEachPairOneJob(long matchId, int seconds) throws Exception {
        await(
                seconds,
                () -> count("SELECT count(*) FROM arena_matches WHERE id = " + matchId + " AND state <> 'running'")
                        == 1);
        assertEquals(
                count("SELECT count(*) FROM arena_game_jobs WHERE match_id = " + matchId
                        + " AND first_game_id IS NOT NULL"),
                count("SELECT count(*) FROM arena_match_pairs WHERE match_id = " + matchId),
                "each counted pair of the match is one job's");
    }

    /**
     * Once the API instance stopped publishing: waits until every published job is stored, and
     * checks that the two workers stored them all, the API instance none.
     */
    void awaitEveryJobDoneByTheWorkers(int seconds, ServerProcess survivor, ServerProcess killed) throws Exception {
        await(seconds, () -> count("SELECT count(*) FROM arena_game_jobs WHERE done_at IS NULL") == 0);
        assertEquals(
                0,
                count("SELECT count(*) FROM arena_game_jobs WHERE done_by NOT IN ('" + instanceId(survivor) + "', '"
                        + instanceId(killed) + "')"),
                "only the workers played pairs, the API instance none");
    }

    /** The first column of the first row of {@code sql}. */
    long count(String sql) throws Exception {
        try (Connection c = cluster.connect();
                ResultSet rs = c.createStatement().executeQuery(sql)) {
            assertTrue(rs.next(), sql);
            return rs.getLong(1);
        }
    }

    static void await(int seconds, Check check) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!check.holds()) {
            assertTrue(System.nanoTime() < deadline, "not within " + seconds + " s");
            Thread.sleep(50);
        }
    }

    /** A worker's instance id, from its start-up line. */
    static String instanceId(ServerProcess worker) {
        Matcher m = Pattern.compile("playing arena pairs from the queue \\S+, \\d+ at a time, as instance ([0-9a-f-]+)")
                .matcher(worker.output());
        assertTrue(m.find(), "the worker never said it plays arena pairs:\n" + worker.output());
        return m.group(1);
    }

    /**
     * Every stored game belongs to exactly one job, every job stored at most one pair, and every
     * rating counts each game once: each counted game is one rating change a side and one game in
     * each player's W + D + L.
     */
    void assertCountedOnce() throws Exception {
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
}
