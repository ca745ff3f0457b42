package org.puzzlearena.server.live;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/** A live feed's message as its JSON frame: one way for every feed (bot runs, leaderboards, contests). */
public final class LiveJson {

    private LiveJson() {}

    /**
     * {@code message} written by {@code json}. A message is one of the feeds' own records, so a
     * failure is a bug in the server, not bad input: it is thrown unchecked.
     */
    public static String write(ObjectMapper json, LiveMessage message) {
        return text(json, message);
    }

    private static String text(ObjectMapper json, Object message) {
        try {
            return json.writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a live message", e);
        }
    }
}
