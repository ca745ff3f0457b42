package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.arena.ArenaViews.ArenaGameSummary;
import org.puzzlearena.server.arena.ArenaViews.ArenaHistoryPoint;
import org.puzzlearena.server.arena.ArenaViews.ArenaMove;
import org.puzzlearena.server.arena.ArenaViews.ArenaMoveTimes;
import org.puzzlearena.server.arena.ArenaViews.ArenaOpponentRecord;
import org.puzzlearena.server.arena.ArenaViews.ArenaRatingChange;
import org.puzzlearena.server.db.SqlValues;

/** The arena's games, their moves and the rating changes they made (arena_games and its children). */
@ApplicationScoped
public class ArenaGameRepository {

    /** A game as stored, without its moves. */
    record GameRow(
            long id,
            String game,
            String pool,
            long firstPlayerId,
            long secondPlayerId,
            String firstSpec,
            String secondSpec,
            String firstBudget,
            String secondBudget,
            long seed,
            int openingPlies,
            String opening,
            String status,
            String result,
            String rejection,
            Instant createdAt) {}

    /** A move to store: {@code playerId} made it. */
    record MoveRow(int ply, long playerId, String move, double cpuMs, double wallMs) {}

    /** One side's rating change to store. */
    record ChangeRow(
            long playerId,
            long opponentId,
            double score,
            double expected,
            double ratingBefore,
            double deviationBefore,
            double volatilityBefore,
            double opponentRating,
            double opponentDeviation,
            double ratingAfter,
            double deviationAfter,
            double volatilityAfter) {}

    private static final String GAME_COLUMNS = "id, game, pool, first_player_id, second_player_id, first_spec,"
            + " second_spec, first_budget, second_budget, seed, opening_plies, opening, status, result, rejection,"
            + " created_at";

    @Inject
    EntityManager em;

    /** Stores a game (its id ignored) and returns its id. */
    long insert(GameRow g) {
        return ((Number) em.createNativeQuery("INSERT INTO arena_games (game, pool, first_player_id, second_player_id,"
                                + " first_spec, second_spec, first_budget, second_budget, seed, opening_plies, opening,"
                                + " status, result, rejection, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9,"
                                + " ?10, ?11, ?12, ?13, ?14, ?15) RETURNING id")
                        .setParameter(1, g.game())
                        .setParameter(2, g.pool())
                        .setParameter(3, g.firstPlayerId())
                        .setParameter(4, g.secondPlayerId())
                        .setParameter(5, g.firstSpec())
                        .setParameter(6, g.secondSpec())
                        .setParameter(7, g.firstBudget())
                        .setParameter(8, g.secondBudget())
                        .setParameter(9, g.seed())
                        .setParameter(10, g.openingPlies())
                        .setParameter(11, g.opening())
                        .setParameter(12, g.status())
                        .setParameter(13, g.result())
                        .setParameter(14, g.rejection())
                        .setParameter(15, SqlValues.timestamptz(g.createdAt()))
                        .getSingleResult())
                .longValue();
    }

    /** Stores a game's moves in one statement. */
    void insertMoves(long gameId, List<MoveRow> moves) {
        if (moves.isEmpty()) {
            return;
        }
        StringBuilder sql =
                new StringBuilder("INSERT INTO arena_moves (game_id, ply, player_id, move, cpu_ms, wall_ms) VALUES ");
        for (int i = 0; i < moves.size(); i++) {
            int p = i * 5;
            sql.append(i == 0 ? "" : ", ")
                    .append("(?1, ?")
                    .append(p + 2)
                    .append(", ?")
                    .append(p + 3)
                    .append(", ?")
                    .append(p + 4)
                    // NaN is "not known" (a remote bot's CPU): stored as NULL.
                    .append(", NULLIF(?")
                    .append(p + 5)
                    .append(", 'NaN'::float8), ?")
                    .append(p + 6)
                    .append(')');
        }
        Query q = em.createNativeQuery(sql.toString()).setParameter(1, gameId);
        for (int i = 0; i < moves.size(); i++) {
            MoveRow m = moves.get(i);
            int p = i * 5;
            q.setParameter(p + 2, m.ply())
                    .setParameter(p + 3, m.playerId())
                    .setParameter(p + 4, m.move())
                    .setParameter(p + 5, m.cpuMs())
                    .setParameter(p + 6, m.wallMs());
        }
        q.executeUpdate();
    }

    void insertChange(long gameId, ChangeRow c) {
        em.createNativeQuery("INSERT INTO arena_rating_changes (game_id, player_id, opponent_id, score, expected,"
                        + " rating_before, deviation_before, volatility_before, opponent_rating, opponent_deviation,"
                        + " rating_after, deviation_after, volatility_after) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8,"
                        + " ?9, ?10, ?11, ?12, ?13)")
                .setParameter(1, gameId)
                .setParameter(2, c.playerId())
                .setParameter(3, c.opponentId())
                .setParameter(4, c.score())
                .setParameter(5, c.expected())
                .setParameter(6, c.ratingBefore())
                .setParameter(7, c.deviationBefore())
                .setParameter(8, c.volatilityBefore())
                .setParameter(9, c.opponentRating())
                .setParameter(10, c.opponentDeviation())
                .setParameter(11, c.ratingAfter())
                .setParameter(12, c.deviationAfter())
                .setParameter(13, c.volatilityAfter())
                .executeUpdate();
    }

    @SuppressWarnings("unchecked")
    Optional<GameRow> find(long id) {
        List<Object[]> rows = em.createNativeQuery("SELECT " + GAME_COLUMNS + " FROM arena_games WHERE id = ?1")
                .setParameter(1, id)
                .getResultList();
        return rows.stream().findFirst().map(ArenaGameRepository::game);
    }

    private static GameRow game(Object[] r) {
        return new GameRow(
                ((Number) r[0]).longValue(),
                (String) r[1],
                (String) r[2],
                ((Number) r[3]).longValue(),
                ((Number) r[4]).longValue(),
                (String) r[5],
                (String) r[6],
                (String) r[7],
                (String) r[8],
                ((Number) r[9]).longValue(),
                ((Number) r[10]).intValue(),
                (String) r[11],
                (String) r[12],
                (String) r[13],
                (String) r[14],
                SqlValues.instant(r[15]));
    }

    /** A game's moves in order, each with the colour that made it. */
    @SuppressWarnings("unchecked")
    List<ArenaMove> moves(long gameId, long firstPlayerId) {
        List<Object[]> rows = em.createNativeQuery("SELECT ply, player_id, move, cpu_ms, wall_ms FROM arena_moves"
                        + " WHERE game_id = ?1 ORDER BY ply")
                .setParameter(1, gameId)
                .getResultList();
        return rows.stream()
                .map(r -> new ArenaMove(
                        ((Number) r[0]).intValue(),
                        ((Number) r[1]).longValue() == firstPlayerId ? "first" : "second",
                        (String) r[2],
                        r[3] == null ? null : ((Number) r[3]).doubleValue(),
                        ((Number) r[4]).doubleValue()))
                .toList();
    }

    /** A counted game's rating changes, colour 0's first. */
    @SuppressWarnings("unchecked")
    List<ArenaRatingChange> changes(long gameId, long firstPlayerId) {
        List<Object[]> rows = em.createNativeQuery("SELECT player_id, opponent_id, score, expected, rating_before,"
                        + " deviation_before, volatility_before, opponent_rating, opponent_deviation, rating_after,"
                        + " deviation_after, volatility_after FROM arena_rating_changes WHERE game_id = ?1"
                        + " ORDER BY (player_id <> ?2), player_id")
                .setParameter(1, gameId)
                .setParameter(2, firstPlayerId)
                .getResultList();
        return rows.stream()
                .map(r -> {
                    long player = ((Number) r[0]).longValue();
                    double before = ((Number) r[4]).doubleValue();
                    double after = ((Number) r[9]).doubleValue();
                    return new ArenaRatingChange(
                            player,
                            player == firstPlayerId ? "first" : "second",
                            ((Number) r[1]).longValue(),
                            ((Number) r[2]).doubleValue(),
                            ((Number) r[3]).doubleValue(),
                            before,
                            ((Number) r[5]).doubleValue(),
                            ((Number) r[6]).doubleValue(),
                            ((Number) r[7]).doubleValue(),
                            ((Number) r[8]).doubleValue(),
                            after,
                            ((Number) r[10]).doubleValue(),
                            ((Number) r[11]).doubleValue(),
                            after - before);
                })
                .toList();
    }

    private static final String SUMMARY = "SELECT g.id, g.game, g.pool, g.status, g.result, g.first_player_id,"
            + " f.label, g.second_player_id, s.label, (SELECT count(*) FROM arena_moves m WHERE m.game_id = g.id),"
            + " g.created_at FROM arena_games g JOIN arena_players f ON f.id = g.first_player_id"
            + " JOIN arena_players s ON s.id = g.second_player_id";

    private static final String FILTER = " WHERE (CAST(?1 AS BIGINT) IS NULL OR g.first_player_id = ?1"
            + " OR g.second_player_id = ?1) AND (CAST(?2 AS TEXT) IS NULL OR g.game = ?2)";

    /** Games, newest first, of a player and/or a game (null: any). */
    @SuppressWarnings("unchecked")
    List<ArenaGameSummary> page(Long playerId, String game, int offset, int limit) {
        List<Object[]> rows = em.createNativeQuery(SUMMARY + FILTER + " ORDER BY g.id DESC OFFSET ?3 LIMIT ?4")
                .setParameter(1, playerId)
                .setParameter(2, game)
                .setParameter(3, offset)
                .setParameter(4, limit)
                .getResultList();
        return rows.stream().map(ArenaGameRepository::summary).toList();
    }

    long count(Long playerId, String game) {
        return ((Number) em.createNativeQuery("SELECT count(*) FROM arena_games g" + FILTER)
                        .setParameter(1, playerId)
                        .setParameter(2, game)
                        .getSingleResult())
                .longValue();
    }

    /** Summaries of the given games, in the order given. */
    @SuppressWarnings("unchecked")
    List<ArenaGameSummary> summaries(List<Long> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        List<Object[]> rows = em.createNativeQuery(SUMMARY + " WHERE g.id IN (?1) ORDER BY g.id")
                .setParameter(1, ids)
                .getResultList();
        return rows.stream().map(ArenaGameRepository::summary).toList();
    }

    private static ArenaGameSummary summary(Object[] r) {
        return new ArenaGameSummary(
                ((Number) r[0]).longValue(),
                (String) r[1],
                (String) r[2],
                (String) r[3],
                (String) r[4],
                ((Number) r[5]).longValue(),
                (String) r[6],
                ((Number) r[7]).longValue(),
                (String) r[8],
                ((Number) r[9]).intValue(),
                SqlValues.instant(r[10]));
    }

    /** A player's rating after each of its counted games, oldest first (the newest {@code limit}). */
    @SuppressWarnings("unchecked")
    List<ArenaHistoryPoint> history(long playerId, int limit) {
        List<Object[]> rows = em.createNativeQuery("SELECT * FROM (SELECT c.game_id, g.created_at, c.opponent_id,"
                        + " c.score, c.rating_after, c.deviation_after, c.rating_after - c.rating_before"
                        + " FROM arena_rating_changes c JOIN arena_games g ON g.id = c.game_id WHERE c.player_id = ?1"
                        + " ORDER BY c.game_id DESC LIMIT ?2) h ORDER BY game_id")
                .setParameter(1, playerId)
                .setParameter(2, limit)
                .getResultList();
        return rows.stream()
                .map(r -> new ArenaHistoryPoint(
                        ((Number) r[0]).longValue(),
                        SqlValues.instant(r[1]),
                        ((Number) r[2]).longValue(),
                        ((Number) r[3]).doubleValue(),
                        ((Number) r[4]).doubleValue(),
                        ((Number) r[5]).doubleValue(),
                        ((Number) r[6]).doubleValue()))
                .toList();
    }

    /** A player's counted results against each opponent, most games first. */
    @SuppressWarnings("unchecked")
    List<ArenaOpponentRecord> opponents(long playerId) {
        List<Object[]> rows = em.createNativeQuery("SELECT c.opponent_id, p.label, count(*),"
                        + " count(*) FILTER (WHERE c.score = 1), count(*) FILTER (WHERE c.score = 0.5),"
                        + " count(*) FILTER (WHERE c.score = 0), sum(c.score) FROM arena_rating_changes c"
                        + " JOIN arena_players p ON p.id = c.opponent_id WHERE c.player_id = ?1"
                        + " GROUP BY c.opponent_id, p.label ORDER BY count(*) DESC, c.opponent_id")
                .setParameter(1, playerId)
                .getResultList();
        return rows.stream()
                .map(r -> new ArenaOpponentRecord(
                        ((Number) r[0]).longValue(),
                        (String) r[1],
                        ((Number) r[2]).intValue(),
                        ((Number) r[3]).intValue(),
                        ((Number) r[4]).intValue(),
                        ((Number) r[5]).intValue(),
                        ((Number) r[6]).doubleValue()))
                .toList();
    }

    /** The mean and most CPU and wall milliseconds of a player's moves, over every game it played. */
    ArenaMoveTimes moveTimes(long playerId) {
        Object[] r = (Object[]) em.createNativeQuery("SELECT count(*), avg(cpu_ms), max(cpu_ms), avg(wall_ms),"
                        + " max(wall_ms) FROM arena_moves WHERE player_id = ?1")
                .setParameter(1, playerId)
                .getSingleResult();
        return new ArenaMoveTimes(((Number) r[0]).longValue(), dbl(r[1]), dbl(r[2]), dbl(r[3]), dbl(r[4]));
    }

    private static Double dbl(Object o) {
        return o == null ? null : ((Number) o).doubleValue();
    }
}
