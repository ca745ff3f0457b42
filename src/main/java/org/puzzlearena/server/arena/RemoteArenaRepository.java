package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.rating.Rating;
import org.puzzlearena.server.db.SqlValues;

/** The remote side of arena_players: a remote bot's owner, and what its owner's caps count. */
@ApplicationScoped
public class RemoteArenaRepository {

    @Inject
    EntityManager em;

    /** A remote bot's owner. */
    record RemoteRow(long playerId, long ownerAccountId) {}

    /** A remote bot's spec: unique per owner and name, so two owners may both call theirs "mybot". */
    static String spec(long owner, String name) {
        return "remote:" + owner + "/" + name;
    }

    /** Registers {@code owner}'s bot {@code name} in {@code game}'s remote pool; its id, or empty if it exists. */
    Optional<Long> insert(String game, long owner, String name, Rating initial, Instant now) {
        List<?> ids = em.createNativeQuery(
                        "INSERT INTO arena_players (game, kind, pool, spec, label, rating, deviation,"
                                + " volatility, created_at, owner_account_id) VALUES (?1, 'remote', 'remote',"
                                + " ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT DO NOTHING RETURNING id")
                .setParameter(1, game)
                .setParameter(2, spec(owner, name))
                .setParameter(3, name)
                .setParameter(4, initial.rating())
                .setParameter(5, initial.deviation())
                .setParameter(6, initial.volatility())
                .setParameter(7, SqlValues.timestamptz(now))
                .setParameter(8, owner)
                .getResultList();
        return ids.stream().findFirst().map(id -> ((Number) id).longValue());
    }

    Optional<RemoteRow> find(long playerId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery(
                        "SELECT id, owner_account_id FROM arena_players WHERE id = ?1 AND kind = 'remote'")
                .setParameter(1, playerId)
                .getResultList();
        return rows.stream()
                .findFirst()
                .map(r -> new RemoteRow(((Number) r[0]).longValue(), ((Number) r[1]).longValue()));
    }

    /** The ids of {@code owner}'s remote bots, oldest first. */
    List<Long> idsOf(long owner) {
        return em
                .createNativeQuery(
                        "SELECT id FROM arena_players WHERE owner_account_id = ?1 AND kind = 'remote' ORDER BY id")
                .setParameter(1, owner)
                .getResultList()
                .stream()
                .map(id -> ((Number) id).longValue())
                .toList();
    }
}
