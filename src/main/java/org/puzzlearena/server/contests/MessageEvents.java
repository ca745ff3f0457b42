package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import org.puzzlearena.server.cluster.ClusterEvents;

/** Publishes committed messages to every server instance, this one included; nobody hears what was rolled back. */
@ApplicationScoped
public class MessageEvents {

    @Inject
    ClusterEvents events;

    void posted(@Observes(during = TransactionPhase.AFTER_SUCCESS) MessagePosted posted) {
        events.publish(MessagePosted.eventKey(posted.contestId()), posted);
    }
}
