package org.puzzlearena.server.cluster;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Says whether live events travel between instances. It stays UP while the broker is away: the
 * instance still serves everything and its own clients' live feeds (docs/SCALING.md), and taking
 * every instance out of the load balancer because of the broker would turn a degraded feature
 * into an outage. The data says what an operator needs to know.
 */
@Readiness
@ApplicationScoped
public class BrokerHealthCheck implements HealthCheck {

    static final String NAME = "Live events between instances";

    @Inject
    ClusterEventsProducer cluster;

    @Override
    public HealthCheckResponse call() {
        var response = HealthCheckResponse.named(NAME).up();
        if (!cluster.clustered()) {
            return response.withData("broker", "none (a single process)").build();
        }
        return response.withData(
                        "broker",
                        cluster.connected()
                                ? "connected"
                                : "reconnecting: changes reach this instance's own clients only")
                .build();
    }
}
