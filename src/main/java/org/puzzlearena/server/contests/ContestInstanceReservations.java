package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Games;
import org.puzzlearena.server.catalog.InstanceReservations;
import org.puzzlearena.server.db.SqlValues;

/**
 * A contest's own instances (not in the public catalogue) take results only through the contest
 * until it ends: no ordinary submission or public bot run could publish moves for them that a
 * participant might copy. Afterwards they are ordinary instances with an open leaderboard.
 */
@ApplicationScoped
public class ContestInstanceReservations implements InstanceReservations {

    @Inject
    EntityManager em;

    @Inject
    Clock clock;

    @Override
    @Transactional
    public Optional<String> reservedNow(String gameId, String instance) {
        Game game = Games.byId(gameId).orElse(null);
        if (game == null || instance == null) {
            return Optional.empty();
        }
        String canonical;
        try {
            canonical = game.newInitialState(instance).instanceId();
        } catch (RuntimeException e) {
            // Not an instance at all: the replay that follows says why.
            return Optional.empty();
        }
        if (game.instances().contains(canonical)) {
            return Optional.empty();
        }
        Instant now = clock.instant();
        Object until = em.createNativeQuery("""
                SELECT max(c.ends_at) FROM contest_instances ci JOIN contests c ON c.id = ci.contest_id
                WHERE ci.game = ?1 AND ci.instance_id = ?2 AND c.ends_at > ?3""")
                .setParameter(1, game.id())
                .setParameter(2, canonical)
                .setParameter(3, SqlValues.timestamptz(now))
                .getSingleResult();
        if (until == null) {
            return Optional.empty();
        }
        return Optional.of("instance " + canonical + " belongs to a contest until " + SqlValues.instant(until)
                + ": results for it are taken only through that contest's submissions until then");
    }
}
