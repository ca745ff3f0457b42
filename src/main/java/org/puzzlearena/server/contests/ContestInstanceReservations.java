package org.puzzlearena.server.contests;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
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
    AgroalDataSource dataSource;

    @Inject
    Clock clock;

    /**
     * Asked before every ordinary submission and bot run: catalogue instances are answered without
     * touching the database, and the others with one plain read that needs no transaction of its
     * own (a JTA transaction around it cost an ordinary submission a tenth of its server CPU).
     */
    @Override
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
        Instant until;
        try (Connection c = dataSource.getConnection();
                PreparedStatement q = c.prepareStatement("""
                        SELECT max(c.ends_at) FROM contest_instances ci JOIN contests c ON c.id = ci.contest_id
                        WHERE ci.game = ? AND ci.instance_id = ? AND c.ends_at > ?""")) {
            q.setString(1, game.id());
            q.setString(2, canonical);
            q.setObject(3, SqlValues.timestamptz(now));
            try (ResultSet r = q.executeQuery()) {
                r.next();
                OffsetDateTime t = r.getObject(1, OffsetDateTime.class);
                until = t == null ? null : t.toInstant();
            }
        } catch (SQLException e) {
            throw new PersistenceException("looking up an instance's contest", e);
        }
        if (until == null) {
            return Optional.empty();
        }
        return Optional.of("instance " + canonical + " belongs to a contest until " + until
                + ": results for it are taken only through that contest's submissions until then");
    }
}
