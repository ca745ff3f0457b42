package org.puzzlearena.server.arena;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.tictactoe.TicTacToeGame;
import org.puzzlearena.server.ServerTestSupport;
import org.puzzlearena.server.hostedbots.HostedBotUploads;

/**
 * The arena's jobs for the broker's workers (docs/ARENA.md, "Games on the workers") without a
 * broker: what makes a pair count once is the job's row, whatever the broker delivers twice. Here a
 * pair is played twice, as by a worker killed after storing and before acknowledging and by the one
 * the broker gave the job to next, and stored and rated once; a match's pair is one job however many
 * times it is seen due.
 */
@QuarkusTest
class ArenaJobsTest {

    @Inject
    ArenaJobs jobs;

    @Inject
    ArenaJobRepository jobRows;

    @Inject
    LadderGames ladder;

    @Inject
    EntityManager em;

    @Inject
    ArenaJobQueue jobQueue;

    @Inject
    ArenaPlayerRepository playerRows;

    @Test
    void aHostedVersionsPairIsAJobPlayedInTheSandboxAndStoredOnce() throws Exception {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("job-hosted"));
        long bot = HostedBotUploads.create(cookie, "job-hosted");
        long version = HostedBotUploads.upload(
                        cookie,
                        bot,
                        "application/octet-stream",
                        Files.readAllBytes(Path.of("bots/starter/two_player_bot.py")),
                        "runtime",
                        "python",
                        "fileName",
                        "bot.py")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        long player = given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", TicTacToeGame.ID, "version", version))
                .post("/api/arena/hosted")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("playerId");
        long anchor = ArenaTestSupport.playerId(TicTacToeGame.ID, "uct:sims=30");
        long id = QuarkusTransaction.requiringNew()
                .call(() -> jobs.newHostedLadderPair(TicTacToeGame.ID, player, anchor, 4242));

        // In flight, it holds the version (one ladder job at most) and its owner's pair of games.
        assertTrue(
                QuarkusTransaction.requiringNew().call(() -> jobRows.openHosted()).stream()
                        .anyMatch(o -> o.playerId() == player),
                "the open job's version is busy");

        // Played as a worker plays it (here: no broker, so as the scheduling instance's fallback).
        jobQueue.playHere(id);
        jobQueue.playHere(id); // done: not played or stored again
        assertEquals(1, number("SELECT attempts FROM arena_game_jobs WHERE id = ?1", id), "played once");
        assertEquals(
                1,
                number("SELECT count(*) FROM arena_game_jobs WHERE id = ?1 AND first_game_id IS NOT NULL", id),
                "its two games are the job's");
        ArenaPlayerRow row = QuarkusTransaction.requiringNew()
                .call(() -> playerRows.find(player).orElseThrow());
        assertEquals(2, row.games(), "both games counted once: " + row);
        assertEquals(2, row.wins() + row.draws() + row.losses());
        assertEquals(
                0,
                number(
                        "SELECT count(*) FROM arena_forfeits f JOIN arena_game_jobs j ON f.game_id IN"
                                + " (j.first_game_id, j.second_game_id) WHERE j.id = ?1",
                        id),
                "the starter bot plays legal moves in the sandbox");
        assertTrue(
                QuarkusTransaction.requiringNew().call(() -> jobRows.openHosted()).stream()
                        .noneMatch(o -> o.playerId() == player),
                "done, the version is free for its next turn");
    }

    @Test
    void aJobPlayedTwiceIsStoredAndRatedOnce() {
        long id = jobs.newLadderPair(TicTacToeGame.ID).orElseThrow();
        ArenaJobs.Play first = jobs.start(id, "worker-a").orElseThrow();
        ArenaJobs.Play second = jobs.start(id, "worker-b").orElseThrow();
        assertEquals(1, first.attempt());
        assertEquals(2, second.attempt(), "the redelivered job's second attempt");
        ArenaJobRepository.Job job = first.job();
        int gamesBefore = gamesOf(job.firstPlayerId());

        LadderGames.PlayedPair pairA = ladder.play(job.game(), first.first(), first.second(), job.seed());
        LadderGames.PlayedPair pairB = ladder.play(job.game(), second.first(), second.second(), job.seed());
        List<ArenaRecorder.Stored> stored = jobs.storeOnce(job, () -> ladder.store(pairA), "worker-a");
        List<ArenaRecorder.Stored> again = jobs.storeOnce(job, () -> ladder.store(pairB), "worker-b");

        assertEquals(2, stored.size(), "the first storer stores both games");
        assertEquals(List.of(), again, "the second finds the job done and stores nothing");
        long counted = stored.stream().filter(ArenaRecorder.Stored::counted).count();
        assertEquals(gamesBefore + counted, gamesOf(job.firstPlayerId()), "its games counted once");
        assertEquals(
                2 * counted,
                number(
                        "SELECT count(*) FROM arena_rating_changes WHERE game_id IN (?1, ?2)",
                        stored.get(0).id(),
                        stored.get(1).id()),
                "one rating change a side of each counted game");
        assertEquals(
                "worker-a", text("SELECT done_by FROM arena_game_jobs WHERE id = ?1", id), "done by the first storer");
        assertEquals(Optional.empty(), jobs.start(id, "worker-c"), "a done job is not played again");
    }

    @Test
    void aMatchPairSeenDueTwiceIsOneJob() throws InterruptedException {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("job-matcher"));
        long match = ArenaTestSupport.startMatch(
                cookie,
                Map.of(
                        "first",
                        ArenaTestSupport.playerId(TicTacToeGame.ID, "uct:sims=10"),
                        "second",
                        ArenaTestSupport.playerId(TicTacToeGame.ID, "random"),
                        "preset",
                        "0-50",
                        "maxGames",
                        2));
        // The in-process match thread may count the pair meanwhile (no broker here): a job made for a
        // pair already counted stores nothing, and either way the match's pair 0 is one job at most.
        jobs.newMatchPairs(true);
        jobs.newMatchPairs(true);
        assertTrue(
                number("SELECT count(*) FROM arena_game_jobs WHERE match_id = ?1 AND pair_index = 0", match) <= 1,
                "one job for the pair");
        QuarkusTransaction.requiringNew()
                .run(() -> em.createNativeQuery("UPDATE arena_matches SET state ="
                                + " 'cancelled', finished_at = now() WHERE id = ?1 AND state = 'running'")
                        .setParameter(1, match)
                        .executeUpdate());
    }

    private int gamesOf(long playerId) {
        return (int) number("SELECT games FROM arena_players WHERE id = ?1", playerId);
    }

    private long number(String sql, Object... parameters) {
        return QuarkusTransaction.requiringNew().call(() -> {
            var q = em.createNativeQuery(sql);
            for (int i = 0; i < parameters.length; i++) {
                q.setParameter(i + 1, parameters[i]);
            }
            return ((Number) q.getSingleResult()).longValue();
        });
    }

    private String text(String sql, long id) {
        return QuarkusTransaction.requiringNew().call(() ->
                (String) em.createNativeQuery(sql).setParameter(1, id).getSingleResult());
    }
}
