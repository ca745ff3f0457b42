package org.puzzlearena.server.cluster;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithName;
import java.util.Optional;

/**
 * Whether this server is one of several ({@code ARENA_BROKER_URL}, docs/SCALING.md). Without a
 * broker it is the single process of the zero-setup default and nothing here talks to a network.
 */
@ConfigMapping(prefix = "arena.broker")
public interface ClusterSettings {

    /** An AMQP URL such as {@code amqp://guest:guest@127.0.0.1:5672}; empty: one process, no broker. */
    @WithName("url")
    Optional<String> url();
}
