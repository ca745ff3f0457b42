package org.puzzlearena.server.cluster;

import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;

/** Connections to the broker as every part of the platform opens them: recovering by themselves. */
final class BrokerConnections {

    private BrokerConnections() {}

    /**
     * A connection named {@code name} (the broker's management shows it) that, after a broker restart
     * or a network cut, reconnects every second and re-creates its channels, queues, bindings and
     * consumers; {@code heartbeatSeconds} is how soon a silent peer is noticed on either side.
     */
    static Connection open(String url, String name, int heartbeatSeconds) throws Exception {
        ConnectionFactory factory = new ConnectionFactory();
        factory.setUri(url);
        factory.setAutomaticRecoveryEnabled(true);
        factory.setTopologyRecoveryEnabled(true);
        factory.setNetworkRecoveryInterval(1_000);
        factory.setRequestedHeartbeat(heartbeatSeconds);
        factory.setConnectionTimeout(10_000);
        return factory.newConnection(name);
    }
}
