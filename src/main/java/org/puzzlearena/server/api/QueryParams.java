package org.puzzlearena.server.api;

/**
 * Whole-number query parameters read by hand: JAX-RS answers a failed conversion with 404, where
 * the client deserves a 400 naming the parameter.
 */
public final class QueryParams {

    private QueryParams() {}

    public static int intParam(String name, String value, int fallback, int min, int max) {
        if (value == null || value.isBlank()) {
            return fallback;
        }
        try {
            int v = Integer.parseInt(value.trim());
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw ApiException.badRequest(name, name + " must be a whole number from " + min + " to " + max);
    }
}
