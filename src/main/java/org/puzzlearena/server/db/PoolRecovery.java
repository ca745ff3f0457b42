package org.puzzlearena.server.db;

import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.jboss.logging.Logger;

/**
 * After the watchdog restarted the embedded PostgreSQL, every pooled connection points at the dead
 * server: drop them all, so that the next requests open fresh ones instead of failing one by one.
 */
@ApplicationScoped
public class PoolRecovery {

    private static final Logger LOG = Logger.getLogger(PoolRecovery.class);

    @Inject
    AgroalDataSource dataSource;

    void onStart(@Observes StartupEvent event) {
        EmbeddedDatabase.afterRestart(() -> {
            LOG.info("Dropping the connection pool's connections to the restarted database");
            dataSource.flush(AgroalDataSource.FlushMode.ALL);
        });
    }
}
