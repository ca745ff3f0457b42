package org.puzzlearena.server.botruns;

import io.quarkus.narayana.jta.QuarkusTransaction;

/** What a test does to leases: makes one run out, as when its holder stops renewing it. */
final class Leases {

    private Leases() {}

    /** The run's lease ran out a second ago (its holder died or hangs). */
    static void expire(BotRunRepository runs, long id) {
        QuarkusTransaction.requiringNew()
                .run(() -> runs.getEntityManager()
                        .createNativeQuery(
                                "UPDATE bot_runs SET lease_until = now() - interval '1 second' WHERE id = ?1")
                        .setParameter(1, id)
                        .executeUpdate());
    }
}
