package org.puzzlearena.server.cluster;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
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

    /**
     * The AMQP heartbeat: a process that stops answering (paused, or cut off) is dropped by the broker
     * after about two of these, and the runs it had taken are delivered to others.
     */
    @WithName("heartbeat-seconds")
    @WithDefault("10")
    int heartbeatSeconds();
}
