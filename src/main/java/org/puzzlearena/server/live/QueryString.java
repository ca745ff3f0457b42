package org.puzzlearena.server.live;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/** Reads one parameter of a websocket handshake's query string. */
public final class QueryString {

    private QueryString() {}

    /** The value of {@code name} in {@code query} ("a=1&after=7"), or null. */
    public static String param(String query, String name) {
        if (query == null || query.isEmpty()) {
            return null;
        }
        for (String pair : query.split("&")) {
            int eq = pair.indexOf('=');
            String key = eq < 0 ? pair : pair.substring(0, eq);
            if (URLDecoder.decode(key, StandardCharsets.UTF_8).equals(name)) {
                return eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            }
        }
        return null;
    }

    /** A non-negative whole number, or null when absent or not one (the caller then starts afresh). */
    public static Long nonNegativeLong(String query, String name) {
        String v = param(query, name);
        if (v == null) {
            return null;
        }
        try {
            long n = Long.parseLong(v.trim());
            return n >= 0 ? n : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
