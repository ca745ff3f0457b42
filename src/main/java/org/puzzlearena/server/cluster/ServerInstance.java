package org.puzzlearena.server.cluster;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.UUID;

/**
 * This server process among the instances sharing the database: a fresh id per start, so a restarted
 * instance is a new one and its predecessor's runs are recognised as abandoned.
 */
@ApplicationScoped
public class ServerInstance {

    private final String id = UUID.randomUUID().toString();

    public String id() {
        return id;
    }
}
