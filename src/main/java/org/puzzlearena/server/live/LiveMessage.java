package org.puzzlearena.server.live;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonTypeName;

/**
 * A message of a live feed (docs/WEBSOCKETS.md). Its type owns its tag: each message record is
 * annotated with its {@link JsonTypeName}, and each feed's sealed interface gives its version, so
 * no caller spells either. Every frame starts with {@code v}, {@code type} and {@code seq}.
 */
@JsonPropertyOrder({"v", "type", "seq"})
public interface LiveMessage {

    /** The feed's message format version. */
    @JsonProperty("v")
    int v();

    /** The message's tag: its type's {@link JsonTypeName}. */
    @JsonProperty("type")
    default String type() {
        return tagOf(getClass());
    }

    /** The per-connection (or per-run) number of this message. */
    long seq();

    /** The tag of a message type; every message record declares one. */
    static String tagOf(Class<?> messageType) {
        JsonTypeName name = messageType.getAnnotation(JsonTypeName.class);
        if (name == null) {
            throw new IllegalStateException(messageType.getName() + " declares no @JsonTypeName tag");
        }
        return name.value();
    }
}
