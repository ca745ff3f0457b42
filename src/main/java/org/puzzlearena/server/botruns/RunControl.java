package org.puzzlearena.server.botruns;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * A request for the instance executing a run, from another instance over the cluster's events:
 * each kind is its own type, tagged {@code command} on the wire, so no side compares strings.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "command")
@JsonSubTypes({
    @JsonSubTypes.Type(value = RunControl.Cancel.class, name = "cancel"),
    @JsonSubTypes.Type(value = RunControl.Subscribe.class, name = "subscribe"),
    @JsonSubTypes.Type(value = RunControl.Unsubscribe.class, name = "unsubscribe")
})
public sealed interface RunControl {

    long runId();

    /** Stop the run, as its owner asked on another instance. */
    record Cancel(long runId) implements RunControl {}

    /** Feed the watcher's relay {@code relay} with the run's messages after {@code after} (null: all). */
    record Subscribe(long runId, String relay, Long after) implements RunControl {}

    /** The watcher of relay {@code relay} went away. */
    record Unsubscribe(long runId, String relay) implements RunControl {}
}
