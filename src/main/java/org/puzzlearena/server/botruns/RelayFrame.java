package org.puzzlearena.server.botruns;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * A frame of a run's feed relayed from the instance executing the run to the one holding the
 * watcher's websocket ({@link RunRelays}). The kind says how the watcher's queue treats it, as
 * the executing instance's queue classified it; the relay never reads the text.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "frame")
@JsonSubTypes({
    @JsonSubTypes.Type(value = RelayFrame.Important.class, name = "important"),
    @JsonSubTypes.Type(value = RelayFrame.Stats.class, name = "stats"),
    @JsonSubTypes.Type(value = RelayFrame.Close.class, name = "close")
})
public sealed interface RelayFrame {

    /** A message the client must get, in order. */
    record Important(String text) implements RelayFrame {}

    /** A statistics message, which a slow client's queue may merge or drop. */
    record Stats(String text) implements RelayFrame {}

    /** Close the watcher's connection with this code once everything before has been sent. */
    record Close(int code, String reason) implements RelayFrame {}
}
