package org.puzzlearena.server.api;

import java.util.Map;

/**
 * An error the API reports to the client as a problem document: services throw it with the status,
 * a short title, a sentence a person can act on, and the request field at fault.
 */
public class ApiException extends RuntimeException {

    private final transient Problem problem;
    private final transient Map<String, String> headers;

    public ApiException(Problem problem) {
        this(problem, Map.of());
    }

    public ApiException(Problem problem, Map<String, String> headers) {
        super(problem.title() + ": " + problem.detail());
        this.problem = problem;
        this.headers = Map.copyOf(headers);
    }

    public Problem problem() {
        return problem;
    }

    public Map<String, String> headers() {
        return headers;
    }

    public static ApiException badRequest(String field, String detail) {
        return new ApiException(Problem.of(400, "Invalid request", detail, field));
    }

    public static ApiException notFound(String detail) {
        return new ApiException(Problem.of(404, "Not found", detail, null));
    }

    public static ApiException unauthorized(String detail) {
        return new ApiException(
                Problem.of(401, "Authentication required", detail, null),
                Map.of("WWW-Authenticate", "Bearer realm=\"puzzle-arena\""));
    }

    /** 429 with {@code Retry-After} in whole seconds (at least 1), rounded up so a client that waits it is let in. */
    public static ApiException tooManyRequests(String detail, java.time.Duration retryAfter) {
        return tooManyRequests("Too many requests", detail, retryAfter);
    }

    public static ApiException conflict(String field, String detail) {
        return new ApiException(Problem.of(409, "Conflict", detail, field));
    }

    /** 403: the caller is known but may not do this (the field at fault, or null). */
    public static ApiException forbidden(String field, String detail) {
        return new ApiException(Problem.of(403, "Forbidden", detail, field));
    }

    /** 422: well-formed, but this request cannot be done as asked; the title says what kind of refusal. */
    public static ApiException unprocessable(String title, String field, String detail) {
        return new ApiException(Problem.of(422, title, detail, field));
    }

    /** 429 with a title of its own (e.g. "Too many runs") and {@code Retry-After} in whole seconds. */
    public static ApiException tooManyRequests(String title, String detail, java.time.Duration retryAfter) {
        long seconds = Math.max(1, (retryAfter.toMillis() + 999) / 1000);
        return new ApiException(
                new Problem("about:blank", title, 429, detail, null, Map.of("retryAfter", seconds)),
                Map.of("Retry-After", Long.toString(seconds)));
    }

    /** 503: the server cannot take this now; {@code Retry-After} in whole seconds. */
    public static ApiException unavailable(String title, String detail, java.time.Duration retryAfter) {
        long seconds = Math.max(1, (retryAfter.toMillis() + 999) / 1000);
        return new ApiException(Problem.of(503, title, detail, null), Map.of("Retry-After", Long.toString(seconds)));
    }
}
