package org.puzzlearena.server.cluster;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.Startup;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.lang.management.ManagementFactory;
import org.jboss.logging.Logger;

/**
 * Chooses how live events travel: in-process without a broker, through RabbitMQ with one. Made at
 * start-up, so a server configured for a broker it cannot reach refuses to start (a supervisor
 * retries) instead of serving clients who would silently miss the other instances' changes.
 */
@ApplicationScoped
public class ClusterEventsProducer {

    private static final Logger LOG = Logger.getLogger(ClusterEventsProducer.class);

    @Inject
    ClusterSettings settings;

    @Inject
    ObjectMapper json;

    private RabbitEvents rabbit;

    @Produces
    @Singleton
    @Startup
    ClusterEvents events() {
        if (settings.url().isEmpty()) {
            return new LocalEvents();
        }
        String name =
                "puzzle-arena server " + ManagementFactory.getRuntimeMXBean().getName();
        try {
            rabbit = new RabbitEvents(settings.url().get(), name, json, settings.heartbeatSeconds());
        } catch (Exception e) {
            throw new IllegalStateException(
                    "ARENA_BROKER_URL is set but the broker cannot be reached (" + e.getMessage()
                            + "): start RabbitMQ, or unset ARENA_BROKER_URL to run as a single process",
                    e);
        }
        LOG.infof(
                "live events through the broker (%s) as %s",
                redacted(settings.url().get()), name);
        return rabbit;
    }

    /** The URL without its password, for the log. */
    static String redacted(String url) {
        return url.replaceFirst("://([^:/@]*):[^@]*@", "://$1:***@");
    }

    /** Whether live events travel through a broker (health checks report it). */
    public boolean clustered() {
        return settings.url().isPresent();
    }

    /** With a broker: whether the connection is up now. Without one: always. */
    public boolean connected() {
        return rabbit == null || rabbit.connected();
    }

    @PreDestroy
    void close() {
        if (rabbit != null) {
            rabbit.close();
        }
    }
}
