package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.rating.Rating;
import org.puzzlearena.server.db.SqlValues;

/** The arena's players and their ratings (arena_players). */
@ApplicationScoped
public class ArenaPlayerRepository {

    private static final String COLUMNS = "id, game, kind, pool, spec, label, rating, deviation, volatility, games,"
            + " wins, draws, losses, created_at";

    @Inject
    EntityManager em;

    /** Adds a reference bot to a game's ladder at the initial rating, unless it is there already. */
    void ensureReference(String game, String spec, Rating initial, Instant now) {
        ensureReference(game, "server", spec, initial, now);
    }

    /** As above, in {@code pool} (the remote pool has anchors of its own, rated apart from the server's). */
    void ensureReference(String game, String pool, String spec, Rating initial, Instant now) {
        em.createNativeQuery("INSERT INTO arena_players (game, kind, pool, spec, label, rating, deviation, volatility,"
                        + " created_at) VALUES (?1, 'reference', ?7, ?2, ?2, ?3, ?4, ?5, ?6)"
                        + " ON CONFLICT (game, pool, kind, spec) DO NOTHING")
                .setParameter(7, pool)
                .setParameter(1, game)
                .setParameter(2, spec)
                .setParameter(3, initial.rating())
                .setParameter(4, initial.deviation())
                .setParameter(5, initial.volatility())
                .setParameter(6, SqlValues.timestamptz(now))
                .executeUpdate();
    }

    /** A ladder's players, highest rating first. */
    List<ArenaPlayerRow> ladder(String game, String pool) {
        return rows(em.createNativeQuery("SELECT " + COLUMNS + " FROM arena_players WHERE game = ?1 AND pool = ?2"
                        + " ORDER BY rating DESC, id")
                .setParameter(1, game)
                .setParameter(2, pool)
                .getResultList());
    }

    /** The reference bots of a game's ladder, to play ladder games between. */
    List<ArenaPlayerRow> references(String game) {
        return rows(em.createNativeQuery("SELECT " + COLUMNS + " FROM arena_players WHERE game = ?1 AND pool = 'server'"
                        + " AND kind = 'reference' ORDER BY id")
                .setParameter(1, game)
                .getResultList());
    }

    /** The reference anchors of a game's remote pool, the opponents of its remote bots. */
    List<ArenaPlayerRow> remoteAnchors(String game) {
        return rows(em.createNativeQuery("SELECT " + COLUMNS + " FROM arena_players WHERE game = ?1 AND pool = 'remote'"
                        + " AND kind = 'reference' ORDER BY id")
                .setParameter(1, game)
                .getResultList());
    }

    Optional<ArenaPlayerRow> find(long id) {
        return rows(em.createNativeQuery("SELECT " + COLUMNS + " FROM arena_players WHERE id = ?1")
                        .setParameter(1, id)
                        .getResultList())
                .stream()
                .findFirst();
    }

    /**
     * Both players of a game, locked until the transaction ends (in id order, so two games of the
     * same players never wait on each other crosswise): each game's rating update reads the ratings
     * the previous one wrote, on any instance.
     */
    List<ArenaPlayerRow> lock(long a, long b) {
        return rows(em.createNativeQuery(
                        "SELECT " + COLUMNS + " FROM arena_players WHERE id IN (?1, ?2) ORDER BY id FOR UPDATE")
                .setParameter(1, a)
                .setParameter(2, b)
                .getResultList());
    }

    /** A counted game's effect on one player: the new rating and one more win, draw or loss. */
    void applyGame(long id, Rating after, double score) {
        em.createNativeQuery("UPDATE arena_players SET rating = ?1, deviation = ?2, volatility = ?3, games = games + 1,"
                        + " wins = wins + ?4, draws = draws + ?5, losses = losses + ?6 WHERE id = ?7")
                .setParameter(1, after.rating())
                .setParameter(2, after.deviation())
                .setParameter(3, after.volatility())
                .setParameter(4, score == 1 ? 1 : 0)
                .setParameter(5, score == 0.5 ? 1 : 0)
                .setParameter(6, score == 0 ? 1 : 0)
                .setParameter(7, id)
                .executeUpdate();
    }

    @SuppressWarnings("unchecked")
    private static List<ArenaPlayerRow> rows(List<?> result) {
        return ((List<Object[]>) result)
                .stream()
                        .map(r -> new ArenaPlayerRow(
                                ((Number) r[0]).longValue(),
                                (String) r[1],
                                (String) r[2],
                                (String) r[3],
                                (String) r[4],
                                (String) r[5],
                                ((Number) r[6]).doubleValue(),
                                ((Number) r[7]).doubleValue(),
                                ((Number) r[8]).doubleValue(),
                                ((Number) r[9]).intValue(),
                                ((Number) r[10]).intValue(),
                                ((Number) r[11]).intValue(),
                                ((Number) r[12]).intValue(),
                                SqlValues.instant(r[13])))
                        .toList();
    }

    /** The players of {@code kind} (hosted versions entered, remote bots registered) that {@code owner} has. */
    long ownedBy(long owner, String kind) {
        return ((Number) em.createNativeQuery(
                                "SELECT count(*) FROM arena_players WHERE owner_account_id = ?1 AND kind = ?2")
                        .setParameter(1, owner)
                        .setParameter(2, kind)
                        .getSingleResult())
                .longValue();
    }

    /** The arena games since {@code since} in which one of {@code owner}'s players of {@code kind} played. */
    long gamesOfOwnerSince(long owner, String kind, Instant since) {
        return ((Number) em.createNativeQuery("SELECT count(*) FROM arena_games g WHERE g.created_at >= ?3 AND EXISTS"
                                + " (SELECT 1 FROM arena_players p WHERE p.owner_account_id = ?1 AND p.kind = ?2"
                                + " AND p.id IN (g.first_player_id, g.second_player_id))")
                        .setParameter(1, owner)
                        .setParameter(2, kind)
                        .setParameter(3, SqlValues.timestamptz(since))
                        .getSingleResult())
                .longValue();
    }
}
