package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import org.puzzlearena.server.cluster.ServerInstance;
import org.puzzlearena.server.db.SqlValues;

/**
 * Which instance holds each remote bot's open stream, in the database (table arena_remote_streams),
 * so that "one stream a bot at a time" and "is it connected?" hold across every instance behind a
 * load balancer, not only on the one a request lands on. The holder renews its rows every
 * {@link #RENEW}; a row older than {@link #STALE} belongs to an instance that died with the stream
 * open, and the bot's next stream takes it over.
 */
@ApplicationScoped
class RemoteStreamRepository {

    static final Duration RENEW = Duration.ofSeconds(10);
    static final Duration STALE = Duration.ofSeconds(30);

    @Inject
    EntityManager em;

    @Inject
    ServerInstance instance;

    @Inject
    Clock clock;

    /** Takes the bot's stream for this instance: false while another live stream holds it, anywhere. */
    @Transactional
    boolean claim(long playerId) {
        Instant now = clock.instant();
        return em.createNativeQuery("INSERT INTO arena_remote_streams (player_id, instance, opened_at, seen_at)"
                                + " VALUES (?1, ?2, ?3, ?3) ON CONFLICT (player_id) DO UPDATE SET instance ="
                                + " EXCLUDED.instance, opened_at = EXCLUDED.opened_at, seen_at = EXCLUDED.seen_at"
                                + " WHERE arena_remote_streams.seen_at < ?4")
                        .setParameter(1, playerId)
                        .setParameter(2, instance.id())
                        .setParameter(3, SqlValues.timestamptz(now))
                        .setParameter(4, SqlValues.timestamptz(now.minus(STALE)))
                        .executeUpdate()
                == 1;
    }

    /** This instance's stream of the bot ended. */
    @Transactional
    void release(long playerId) {
        em.createNativeQuery("DELETE FROM arena_remote_streams WHERE player_id = ?1 AND instance = ?2")
                .setParameter(1, playerId)
                .setParameter(2, instance.id())
                .executeUpdate();
    }

    /** This instance's streams of these bots are still open. */
    @Transactional
    void renew(Collection<Long> playerIds) {
        if (playerIds.isEmpty()) {
            return;
        }
        em.createNativeQuery("UPDATE arena_remote_streams SET seen_at = ?1 WHERE instance = ?2 AND player_id = ANY(?3)")
                .setParameter(1, SqlValues.timestamptz(clock.instant()))
                .setParameter(2, instance.id())
                .setParameter(3, playerIds.toArray(Long[]::new))
                .executeUpdate();
    }

    /** Whether a live stream of the bot is open on any instance. */
    @Transactional
    boolean held(long playerId) {
        return ((Number) em.createNativeQuery(
                                        "SELECT count(*) FROM arena_remote_streams WHERE player_id = ?1 AND seen_at >= ?2")
                                .setParameter(1, playerId)
                                .setParameter(
                                        2, SqlValues.timestamptz(clock.instant().minus(STALE)))
                                .getSingleResult())
                        .longValue()
                > 0;
    }
}
