package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.puzzlearena.server.db.SqlValues;

/** Arena matches and their counted pairs (arena_matches, arena_match_pairs). */
@ApplicationScoped
public class ArenaMatchRepository {

    /** A match as stored, without its pairs. */
    record MatchRow(
            long id,
            String game,
            String pool,
            long firstPlayerId,
            long secondPlayerId,
            double elo0,
            double elo1,
            double alpha,
            double beta,
            int maxGames,
            long seed,
            String state,
            long startedBy,
            String startedByName,
            Instant createdAt,
            Instant finishedAt,
            /** Why the match could not be played, when its state is {@code failed}. */
            String failure) {}

    /** A counted pair: its games and the first player's score in each, and the test after it. */
    record PairRow(
            int index,
            long firstGameId,
            long secondGameId,
            double firstScore,
            double secondScore,
            double llr,
            double elo,
            double eloLow,
            double eloHigh) {}

    private static final String COLUMNS = "m.id, m.game, m.pool, m.first_player_id, m.second_player_id, m.elo0,"
            + " m.elo1, m.alpha, m.beta, m.max_games, m.seed, m.state, m.started_by, a.username, m.created_at,"
            + " m.finished_at, m.failure";

    private static final String FROM = " FROM arena_matches m JOIN accounts a ON a.id = m.started_by";

    @Inject
    EntityManager em;

    long insert(MatchRow m) {
        return ((Number) em.createNativeQuery("INSERT INTO arena_matches (game, pool, first_player_id,"
                                + " second_player_id, elo0, elo1, alpha, beta, max_games, seed, state, started_by,"
                                + " created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'running', ?11, ?12)"
                                + " RETURNING id")
                        .setParameter(1, m.game())
                        .setParameter(2, m.pool())
                        .setParameter(3, m.firstPlayerId())
                        .setParameter(4, m.secondPlayerId())
                        .setParameter(5, m.elo0())
                        .setParameter(6, m.elo1())
                        .setParameter(7, m.alpha())
                        .setParameter(8, m.beta())
                        .setParameter(9, m.maxGames())
                        .setParameter(10, m.seed())
                        .setParameter(11, m.startedBy())
                        .setParameter(12, m.createdAt())
                        .getSingleResult())
                .longValue();
    }

    Optional<MatchRow> find(long id) {
        return matches(em.createNativeQuery("SELECT " + COLUMNS + FROM + " WHERE m.id = ?1")
                        .setParameter(1, id)
                        .getResultList())
                .stream()
                .findFirst();
    }

    /** The match, locked until the transaction ends: one pair is stored at a time, on any instance. */
    Optional<MatchRow> lock(long id) {
        return matches(em.createNativeQuery("SELECT " + COLUMNS + FROM + " WHERE m.id = ?1 FOR UPDATE OF m")
                        .setParameter(1, id)
                        .getResultList())
                .stream()
                .findFirst();
    }

    /** Newest first, of one game or of all. */
    List<MatchRow> page(String game, int offset, int limit) {
        var q = em.createNativeQuery("SELECT " + COLUMNS + FROM + (game == null ? "" : " WHERE m.game = ?3")
                        + " ORDER BY m.id DESC OFFSET ?1 LIMIT ?2")
                .setParameter(1, offset)
                .setParameter(2, limit);
        if (game != null) {
            q.setParameter(3, game);
        }
        return matches(q.getResultList());
    }

    long count(String game) {
        var q = em.createNativeQuery("SELECT count(*) FROM arena_matches" + (game == null ? "" : " WHERE game = ?1"));
        if (game != null) {
            q.setParameter(1, game);
        }
        return ((Number) q.getSingleResult()).longValue();
    }

    /**
     * The running match whose next pair is due: the one with the fewest pairs counted, then the
     * oldest, so matches started by different people advance in turn.
     */
    Optional<Long> nextDue() {
        List<?> ids = em.createNativeQuery("SELECT m.id FROM arena_matches m WHERE m.state = 'running' ORDER BY"
                        + " (SELECT count(*) FROM arena_match_pairs p WHERE p.match_id = m.id), m.id LIMIT 1")
                .getResultList();
        return ids.stream().map(o -> ((Number) o).longValue()).findFirst();
    }

    /** The running matches' ids, oldest first. */
    List<Long> running() {
        return em
                .createNativeQuery("SELECT id FROM arena_matches WHERE state = 'running' ORDER BY id")
                .getResultList()
                .stream()
                .map(o -> ((Number) o).longValue())
                .toList();
    }

    long runningOf(long accountId) {
        return ((Number) em.createNativeQuery(
                                "SELECT count(*) FROM arena_matches WHERE started_by = ?1 AND state = 'running'")
                        .setParameter(1, accountId)
                        .getSingleResult())
                .longValue();
    }

    void insertPair(long matchId, PairRow p) {
        em.createNativeQuery("INSERT INTO arena_match_pairs (match_id, pair_index, first_game_id, second_game_id,"
                        + " first_score, second_score, llr, elo, elo_low, elo_high) VALUES (?1, ?2, ?3, ?4, ?5, ?6,"
                        + " ?7, ?8, ?9, ?10)")
                .setParameter(1, matchId)
                .setParameter(2, p.index())
                .setParameter(3, p.firstGameId())
                .setParameter(4, p.secondGameId())
                .setParameter(5, p.firstScore())
                .setParameter(6, p.secondScore())
                .setParameter(7, p.llr())
                .setParameter(8, p.elo())
                .setParameter(9, p.eloLow())
                .setParameter(10, p.eloHigh())
                .executeUpdate();
    }

    /** Ends a running match with {@code state}; false when it was not running any more. */
    boolean finish(long matchId, String state, Instant at) {
        return em.createNativeQuery("UPDATE arena_matches SET state = ?1, finished_at = ?2 WHERE id = ?3 AND"
                                + " state = 'running'")
                        .setParameter(1, state)
                        .setParameter(2, at)
                        .setParameter(3, matchId)
                        .executeUpdate()
                == 1;
    }

    /**
     * Ends a running match as {@code failed} with the reason its pair could not be played; false when
     * it was not running any more.
     */
    boolean fail(long matchId, String failure, Instant at) {
        return em.createNativeQuery("UPDATE arena_matches SET state = 'failed', failure = ?1, finished_at = ?2"
                                + " WHERE id = ?3 AND state = 'running'")
                        .setParameter(1, failure)
                        .setParameter(2, at)
                        .setParameter(3, matchId)
                        .executeUpdate()
                == 1;
    }

    /** How many pairs each of {@code matchIds} has counted, and the last one's LLR: a list page in one query. */
    @SuppressWarnings("unchecked")
    Map<Long, Progress> progress(List<Long> matchIds) {
        if (matchIds.isEmpty()) {
            return Map.of();
        }
        Map<Long, Progress> progress = new HashMap<>();
        for (Object[] r : (List<Object[]>) em.createNativeQuery("SELECT match_id, count(*),"
                        + " (array_agg(llr ORDER BY pair_index DESC))[1] FROM arena_match_pairs"
                        + " WHERE match_id = ANY(?1) GROUP BY match_id")
                .setParameter(1, matchIds.toArray(Long[]::new))
                .getResultList()) {
            progress.put(
                    ((Number) r[0]).longValue(),
                    new Progress(((Number) r[1]).intValue(), ((Number) r[2]).doubleValue()));
        }
        return progress;
    }

    /** A match's counted pairs and the log-likelihood ratio after the last. */
    record Progress(int pairs, double llr) {}

    @SuppressWarnings("unchecked")
    List<PairRow> pairs(long matchId) {
        return ((List<Object[]>) em.createNativeQuery("SELECT pair_index, first_game_id, second_game_id,"
                                + " first_score, second_score, llr, elo, elo_low, elo_high FROM arena_match_pairs"
                                + " WHERE match_id = ?1 ORDER BY pair_index")
                        .setParameter(1, matchId)
                        .getResultList())
                .stream()
                        .map(r -> new PairRow(
                                ((Number) r[0]).intValue(),
                                ((Number) r[1]).longValue(),
                                ((Number) r[2]).longValue(),
                                ((Number) r[3]).doubleValue(),
                                ((Number) r[4]).doubleValue(),
                                ((Number) r[5]).doubleValue(),
                                ((Number) r[6]).doubleValue(),
                                ((Number) r[7]).doubleValue(),
                                ((Number) r[8]).doubleValue()))
                        .toList();
    }

    @SuppressWarnings("unchecked")
    private static List<MatchRow> matches(List<?> result) {
        return ((List<Object[]>) result)
                .stream()
                        .map(r -> new MatchRow(
                                ((Number) r[0]).longValue(),
                                (String) r[1],
                                (String) r[2],
                                ((Number) r[3]).longValue(),
                                ((Number) r[4]).longValue(),
                                ((Number) r[5]).doubleValue(),
                                ((Number) r[6]).doubleValue(),
                                ((Number) r[7]).doubleValue(),
                                ((Number) r[8]).doubleValue(),
                                ((Number) r[9]).intValue(),
                                ((Number) r[10]).longValue(),
                                (String) r[11],
                                ((Number) r[12]).longValue(),
                                (String) r[13],
                                SqlValues.instant(r[14]),
                                r[15] == null ? null : SqlValues.instant(r[15]),
                                (String) r[16]))
                        .toList();
    }
}
