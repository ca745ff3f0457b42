package org.puzzlearena.server.api;

/**
 * An HTTP method and a path template with its parameters unnamed ({@code /api/games/{}/instances/{}}),
 * so that the README's {@code {id}}, the OpenAPI document's {@code {instance}} and the browser app's
 * {@code ${encodeURIComponent(game)}} name the same endpoint.
 */
public record Endpoint(String method, String path) implements Comparable<Endpoint> {

    /** From a template whose parameters are {@code {name}}, as the README and OpenAPI write them. */
    public static Endpoint of(String method, String template) {
        return new Endpoint(method.toUpperCase(), template.replaceAll("\\{[^}]*}", "{}"));
    }

    @Override
    public int compareTo(Endpoint other) {
        return toString().compareTo(other.toString());
    }

    @Override
    public String toString() {
        return method + " " + path;
    }
}
