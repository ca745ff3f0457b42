package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.rating.Rating;
import org.puzzlearena.server.db.SqlValues;

/** The hosted side of arena_players (its version and owner) and of arena_forfeits. */
@ApplicationScoped
public class HostedArenaRepository {

    @Inject
    EntityManager em;

    /** A hosted player's version and owner. */
    record HostedRow(long playerId, long versionId, long ownerAccountId) {}

    /** Enters version {@code versionId} on {@code game}'s server ladder; the player's id, or empty if it is there already. */
    Optional<Long> insert(String game, long versionId, long owner, String label, Rating initial, Instant now) {
        List<?> ids = em.createNativeQuery(
                        "INSERT INTO arena_players (game, kind, pool, spec, label, rating, deviation,"
                                + " volatility, created_at, hosted_version_id, owner_account_id) VALUES (?1, 'hosted', 'server',"
                                + " ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT DO NOTHING RETURNING id")
                .setParameter(1, game)
                .setParameter(2, HostedArenaGames.spec(versionId))
                .setParameter(3, label)
                .setParameter(4, initial.rating())
                .setParameter(5, initial.deviation())
                .setParameter(6, initial.volatility())
                .setParameter(7, SqlValues.timestamptz(now))
                .setParameter(8, versionId)
                .setParameter(9, owner)
                .getResultList();
        return ids.stream().findFirst().map(id -> ((Number) id).longValue());
    }

    Optional<HostedRow> find(long playerId) {
        return rows(em.createNativeQuery("SELECT id, hosted_version_id, owner_account_id FROM arena_players"
                                + " WHERE id = ?1 AND kind = 'hosted'")
                        .setParameter(1, playerId)
                        .getResultList())
                .stream()
                .findFirst();
    }

    Optional<Long> playerOf(String game, long versionId) {
        return em
                .createNativeQuery("SELECT id FROM arena_players WHERE game = ?1 AND hosted_version_id = ?2")
                .setParameter(1, game)
                .setParameter(2, versionId)
                .getResultList()
                .stream()
                .findFirst()
                .map(id -> ((Number) id).longValue());
    }

    /** The hosted versions on {@code game}'s ladder whose version is not retired, as the background ladder sees them. */
    List<HostedLadderPicker.Candidate> ladderCandidates(String game) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT p.id, p.owner_account_id, p.deviation, p.games"
                        + " FROM arena_players p JOIN hosted_bot_versions v ON v.id = p.hosted_version_id"
                        + " WHERE p.game = ?1 AND p.kind = 'hosted' AND v.retired_at IS NULL ORDER BY p.id")
                .setParameter(1, game)
                .getResultList();
        return rows.stream()
                .map(r -> new HostedLadderPicker.Candidate(
                        ((Number) r[0]).longValue(),
                        ((Number) r[1]).longValue(),
                        ((Number) r[2]).doubleValue(),
                        ((Number) r[3]).intValue()))
                .toList();
    }

    /** Whether hosted bot {@code botId} exists. */
    boolean botExists(long botId) {
        return !em.createNativeQuery("SELECT 1 FROM hosted_bots WHERE id = ?1")
                .setParameter(1, botId)
                .getResultList()
                .isEmpty();
    }

    /** The arena players of hosted bot {@code botId}'s versions, newest version first, then by game. */
    List<Long> playersOfBot(long botId) {
        return em
                .createNativeQuery("SELECT p.id FROM arena_players p JOIN hosted_bot_versions v ON v.id ="
                        + " p.hosted_version_id WHERE v.bot_id = ?1 ORDER BY v.number DESC, p.game")
                .setParameter(1, botId)
                .getResultList()
                .stream()
                .map(id -> ((Number) id).longValue())
                .toList();
    }

    void insertForfeit(long gameId, long playerId, String verdict, String reason) {
        em.createNativeQuery("INSERT INTO arena_forfeits (game_id, player_id, verdict, reason) VALUES (?1, ?2, ?3, ?4)")
                .setParameter(1, gameId)
                .setParameter(2, playerId)
                .setParameter(3, verdict)
                .setParameter(4, reason)
                .executeUpdate();
    }

    /** Who forfeited the game, with the verdict and reason, if it was forfeited. */
    Optional<ArenaViews.ArenaForfeit> forfeit(long gameId) {
        @SuppressWarnings("unchecked")
        List<Object[]> r = em.createNativeQuery(
                        "SELECT verdict, reason, player_id FROM arena_forfeits WHERE game_id = ?1")
                .setParameter(1, gameId)
                .getResultList();
        return r.stream()
                .findFirst()
                .map(x -> new ArenaViews.ArenaForfeit(((Number) x[2]).longValue(), (String) x[0], (String) x[1]));
    }

    @SuppressWarnings("unchecked")
    private static List<HostedRow> rows(List<?> result) {
        return ((List<Object[]>) result)
                .stream()
                        .map(r -> new HostedRow(
                                ((Number) r[0]).longValue(), ((Number) r[1]).longValue(), ((Number) r[2]).longValue()))
                        .toList();
    }
}
