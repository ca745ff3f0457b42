package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.puzzlearena.Slow;
import org.puzzlearena.rules.connectfour.ConnectFourGame;

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

    /** A job's row: who started it last, how often, who stored it, its first game. */
    record Job(long id, int attempts, String startedBy, String doneBy, Long firstGame) {}

    @Test
    void aHostedPairKilledWithItsWorkerIsReplayedByTheOtherAndCountedOnce() throws Exception {
        ServerProcess api = apiInstance();
        try (ServerProcess w1 = worker("w1");
                ServerProcess w2 = worker("w2")) {
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
            long anchor = count("SELECT id FROM arena_players WHERE kind = 'reference' AND spec = 'uct:sims=3200'"
                    + " AND pool = 'server' AND game = '" + ConnectFourGame.ID + "'");
            HttpResponse<String> started = api.postJson(
                    "/api/arena/matches",
                    "{\"first\":" + hosted + ",\"second\":" + anchor + ",\"preset\":\"0-50\",\"maxGames\":6}",
                    cookie);
            assertEquals(201, started.statusCode(), started.body());
            long matchId = idOf(started.body());

            // The match's first pair, being played (started, not stored) by a worker, in its sandbox.
            await(
                    120,
                    () -> count("SELECT count(*) FROM arena_game_jobs WHERE match_id = " + matchId
                                    + " AND attempts = 1 AND done_at IS NULL")
                            == 1);
            Job before = jobOfPair(matchId, 0);
            ServerProcess playing = instanceId(w1).equals(before.startedBy()) ? w1 : w2;
            ServerProcess other = playing == w1 ? w2 : w1;
            // A handle knows its start time, so a pid reused later is not taken for one of these.
            await(30, () -> playing.process.descendants().anyMatch(HostedArenaWorkerIT::bubblewrap));
            List<ProcessHandle> sandboxed = playing.process.descendants().toList();
            playing.process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            assertEquals(null, jobOfPair(matchId, 0).doneBy(), "killed before the pair was stored");
            // The killed worker's sandboxes died with it (bwrap --die-with-parent), not left to their budget.
            await(10, () -> sandboxed.stream().noneMatch(ProcessHandle::isAlive));

            // The broker gives the hosted job to the other worker, which plays the pair again from its seed.
            await(180, () -> jobOfPair(matchId, 0).doneBy() != null);
            Job replayed = jobOfPair(matchId, 0);
            assertEquals(instanceId(other), replayed.doneBy(), "the surviving worker stored the pair");
            assertEquals(2, replayed.attempts(), "played twice, stored once: " + replayed);
            assertTrue(replayed.firstGame() != null, "its games are stored: " + replayed);

            await(
                    300,
                    () -> count("SELECT count(*) FROM arena_matches WHERE id = " + matchId + " AND state <> 'running'")
                            == 1);
            assertEquals(
                    count("SELECT count(*) FROM arena_game_jobs WHERE match_id = " + matchId
                            + " AND first_game_id IS NOT NULL"),
                    count("SELECT count(*) FROM arena_match_pairs WHERE match_id = " + matchId),
                    "each counted pair of the match is one job's");

            // The match over, the version is free again: the ladder's Connect Four turns are its
            // (provisional) pairs, as hosted jobs the surviving worker plays.
            await(
                    180,
                    () -> count("SELECT count(*) FROM arena_game_jobs WHERE match_id IS NULL AND first_game_id IS NOT"
                                    + " NULL AND first_player_id = " + hosted)
                            > 0);

            api.close();
            await(300, () -> count("SELECT count(*) FROM arena_game_jobs WHERE done_at IS NULL") == 0);
            String survivor = instanceId(other);
            String killed = instanceId(playing);
            assertEquals(
                    0,
                    count("SELECT count(*) FROM arena_game_jobs WHERE done_by NOT IN ('" + survivor + "', '" + killed
                            + "')"),
                    "only the workers played pairs, the API instance none");
            assertTrue(
                    count("SELECT count(*) FROM arena_game_jobs WHERE match_id IS NULL AND first_game_id IS NOT NULL"
                                    + " AND first_player_id = " + hosted)
                            > 0,
                    "the version's ladder turns were played on the workers too");
            long versionGames = count("SELECT count(*) FROM arena_games WHERE status = 'counted' AND " + hosted
                    + " IN (first_player_id, second_player_id)");
            assertTrue(versionGames >= 6, "the match's pairs and the ladder's: " + versionGames);
            assertEquals(
                    versionGames,
                    count("SELECT wins + draws + losses FROM arena_players WHERE id = " + hosted),
                    "the version's W + D + L are its games");
            assertEquals(
                    0,
                    count("SELECT count(*) FROM arena_games g WHERE " + hosted
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
        assertCountedOnce();
    }

    private static boolean bubblewrap(ProcessHandle p) {
        return p.info().command().map(c -> c.endsWith("bwrap")).orElse(false);
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
        assertEquals(
                0,
                count("SELECT count(*) FROM arena_players p WHERE p.games <> p.wins + p.draws + p.losses"
                        + " OR p.games <> (SELECT count(*) FROM arena_games g WHERE g.status = 'counted'"
                        + " AND p.id IN (g.first_player_id, g.second_player_id))"),
                "each player's W + D + L is its counted games");
    }

    /** The jobs' queues of this run alone (see ArenaWorkerIT), deleted at the end. */
    private static final String QUEUE = "arena.game-jobs.it-" + UUID.randomUUID();

    @AfterAll
    static void deleteTheQueues() throws Exception {
        for (String queue : List.of(QUEUE, QUEUE + ".hosted")) {
            Process p = new ProcessBuilder("rabbitmqctl", "delete_queue", queue)
                    .redirectErrorStream(true)
                    .start();
            p.getInputStream().readAllBytes();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "rabbitmqctl delete_queue did not end");
        }
    }

    private static ServerProcess apiInstance() throws Exception {
        Map<String, String> env = new HashMap<>();
        env.put("ARENA_LADDER_JOBS_QUEUE", QUEUE);
        env.put("ARENA_BOT_RUNS_POOL_SIZE", "0");
        env.put("ARENA_LADDER_GAMES_AT_ONCE", "0");
        env.put("ARENA_LADDER_PAIRS_PER_MINUTE", "20");
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

    private static long idOf(String json) {
        return Long.parseLong(json.replaceAll("(?s).*?\"id\":(\\d+).*", "$1"));
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
