package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The arena's jobs for the broker's workers (V37), in the caller's transaction. */
@ApplicationScoped
public class ArenaJobRepository {

    /** A pair to play: a ladder pair, or pair {@code pairIndex} of match {@code matchId}. */
    record Job(
            long id,
            String game,
            long firstPlayerId,
            long secondPlayerId,
            long seed,
            Long matchId,
            Integer pairIndex,
            int attempts,
            boolean done) {}

    private static final String COLUMNS = "id, game, first_player_id, second_player_id, seed, match_id, pair_index,"
            + " attempts, done_at IS NOT NULL";

    @Inject
    EntityManager em;

    /** A new ladder pair's job: its id. */
    long insertLadder(String game, long firstId, long secondId, long seed, Instant now) {
        return ((Number) em.createNativeQuery("INSERT INTO arena_game_jobs (game, first_player_id, second_player_id,"
                                + " seed, created_at, published_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5) RETURNING id")
                        .setParameter(1, game)
                        .setParameter(2, firstId)
                        .setParameter(3, secondId)
                        .setParameter(4, seed)
                        .setParameter(5, now)
                        .getSingleResult())
                .longValue();
    }

    /**
     * The job of a match's pair, when no process made it yet: its id, or empty when it exists (so
     * of several instances that see the pair due at once, one publishes it).
     */
    Optional<Long> insertMatchPair(
            String game, long firstId, long secondId, long seed, long matchId, int index, Instant now) {
        List<?> ids = em.createNativeQuery("INSERT INTO arena_game_jobs (game, first_player_id, second_player_id,"
                        + " seed, match_id, pair_index, created_at, published_at)"
                        + " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)"
                        + " ON CONFLICT (match_id, pair_index) WHERE match_id IS NOT NULL DO NOTHING RETURNING id")
                .setParameter(1, game)
                .setParameter(2, firstId)
                .setParameter(3, secondId)
                .setParameter(4, seed)
                .setParameter(5, matchId)
                .setParameter(6, index)
                .setParameter(7, now)
                .getResultList();
        return ids.stream().map(o -> ((Number) o).longValue()).findFirst();
    }

    Optional<Job> find(long id) {
        return jobs(em.createNativeQuery("SELECT " + COLUMNS + " FROM arena_game_jobs WHERE id = ?1")
                        .setParameter(1, id)
                        .getResultList())
                .stream()
                .findFirst();
    }

    /** The job, locked until the caller's transaction ends: the one storing its pair goes first. */
    Optional<Job> lock(long id) {
        return jobs(em.createNativeQuery("SELECT " + COLUMNS + " FROM arena_game_jobs WHERE id = ?1 FOR UPDATE")
                        .setParameter(1, id)
                        .getResultList())
                .stream()
                .findFirst();
    }

    /** A worker starts playing the job: one more attempt, by {@code instance}. */
    void started(long id, String instance) {
        em.createNativeQuery("UPDATE arena_game_jobs SET attempts = attempts + 1, started_by = ?2 WHERE id = ?1")
                .setParameter(1, id)
                .setParameter(2, instance)
                .executeUpdate();
    }

    /** The job is done: its two games (null for none), or why nothing was stored. */
    void done(long id, String instance, Long firstGameId, Long secondGameId, String failure, Instant now) {
        em.createNativeQuery("UPDATE arena_game_jobs SET done_at = ?2, done_by = ?3, first_game_id = ?4,"
                        + " second_game_id = ?5, failure = ?6 WHERE id = ?1 AND done_at IS NULL")
                .setParameter(1, id)
                .setParameter(2, now)
                .setParameter(3, instance)
                .setParameter(4, firstGameId)
                .setParameter(5, secondGameId)
                .setParameter(6, failure)
                .executeUpdate();
    }

    /**
     * Jobs not done and last published more than {@code after} ago (their publisher died before
     * publishing, or the broker lost them), marked published now: the caller publishes them again,
     * each to its queue (a hosted version's to the sandboxed workers'). Locked rows are skipped, so of
     * several instances sweeping at once each republishes a job once.
     */
    List<Queued> takeStale(Duration after, Instant now) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("UPDATE arena_game_jobs j SET published_at = ?1 WHERE id IN"
                        + " (SELECT id FROM arena_game_jobs WHERE done_at IS NULL AND published_at < ?2 ORDER BY id"
                        + " LIMIT 100 FOR UPDATE SKIP LOCKED) RETURNING j.id, " + HOSTED)
                .setParameter(1, now)
                .setParameter(2, now.minus(after))
                .getResultList();
        return rows.stream()
                .map(r -> new Queued(((Number) r[0]).longValue(), (Boolean) r[1]))
                .sorted(java.util.Comparator.comparingLong(Queued::id))
                .toList();
    }

    /** Whether job {@code j} has a hosted version on one side (SQL over the row aliased {@code j}). */
    private static final String HOSTED = "EXISTS (SELECT 1 FROM arena_players p WHERE p.kind = 'hosted'"
            + " AND p.id IN (j.first_player_id, j.second_player_id))";

    /** A job to put in a queue: a hosted version's goes to the queue of the workers with a sandbox. */
    record Queued(long id, boolean hosted) {}

    /** The job of pair {@code index} of match {@code matchId} while it is not done, if one was made. */
    Optional<Long> openMatchPair(long matchId, int index) {
        List<?> ids = em.createNativeQuery("SELECT id FROM arena_game_jobs WHERE match_id = ?1 AND pair_index = ?2"
                        + " AND done_at IS NULL")
                .setParameter(1, matchId)
                .setParameter(2, index)
                .getResultList();
        return ids.stream().map(o -> ((Number) o).longValue()).findFirst();
    }

    /**
     * The hosted players in a job not done yet, with their owners, once per job and side: a hosted
     * version has one ladder job in flight at most, and each such job holds a pair's two games of
     * its owner's daily cap until it is stored.
     */
    List<OpenHosted> openHosted() {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT p.id, p.owner_account_id FROM arena_game_jobs j JOIN"
                        + " arena_players p ON p.id IN (j.first_player_id, j.second_player_id)"
                        + " WHERE j.done_at IS NULL AND p.kind = 'hosted'")
                .getResultList();
        return rows.stream()
                .map(r -> new OpenHosted(((Number) r[0]).longValue(), ((Number) r[1]).longValue()))
                .toList();
    }

    /** A hosted player with a job in flight, and its owner. */
    record OpenHosted(long playerId, long ownerAccountId) {}

    @SuppressWarnings("unchecked")
    private static List<Job> jobs(List<?> result) {
        return ((List<Object[]>) result)
                .stream()
                        .map(r -> new Job(
                                ((Number) r[0]).longValue(),
                                (String) r[1],
                                ((Number) r[2]).longValue(),
                                ((Number) r[3]).longValue(),
                                ((Number) r[4]).longValue(),
                                r[5] == null ? null : ((Number) r[5]).longValue(),
                                r[6] == null ? null : ((Number) r[6]).intValue(),
                                ((Number) r[7]).intValue(),
                                (Boolean) r[8]))
                        .toList();
    }
}
