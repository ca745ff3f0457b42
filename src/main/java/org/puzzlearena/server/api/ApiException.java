package org.puzzlearena.server.api;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An error the API reports to the client as a problem document, with the status, a short title, a
 * sentence a person can act on, and the request field at fault. Services return outcomes (a
 * sealed interface of records) and their resource turns each refusal into one in a single switch
 * (a refused field through {@link #refused}); shared checks (the catalogue, permissions, rate
 * limits, the account names' checks) still throw it.
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

    /** A refused field's answer: 400 when the value makes no sense, 422 over the limits, 409 in conflict. */
    public static ApiException refused(FieldRefusal r) {
        return switch (r.kind()) {
            case INVALID -> badRequest(r.field(), r.reason());
            case OVER_LIMIT -> unprocessable("Over the limit", r.field(), r.reason());
            case CONFLICT -> conflict(r.field(), r.reason());
        };
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
    public static ApiException tooManyRequests(String detail, Duration retryAfter) {
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

    /**
     * 422 for a line of moves with an illegal one: the problem names it as the replay found it
     * ({@code valid: false, moveIndex, move, reason}), so a client can point at it without parsing
     * the sentence.
     */
    public static ApiException illegalMove(String title, String field, int moveIndex, String move, String reason) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("valid", false);
        details.put("moveIndex", moveIndex);
        details.put("move", move);
        details.put("reason", reason);
        return new ApiException(new Problem(
                "about:blank",
                title,
                422,
                "move " + moveIndex + " (" + move + ") is illegal: " + reason,
                field,
                details));
    }

    /** 409 with members of its own beside the detail (e.g. a contest's window). */
    public static ApiException conflict(String title, String detail, Map<String, Object> extensions) {
        return new ApiException(new Problem("about:blank", title, 409, detail, null, extensions));
    }

    /** 429 with a title of its own (e.g. "Too many runs") and {@code Retry-After} in whole seconds. */
    public static ApiException tooManyRequests(String title, String detail, Duration retryAfter) {
        return tooManyRequests(title, detail, retryAfter, Map.of());
    }

    /**
     * 429 with a title of its own, {@code Retry-After} in whole seconds (also as the member
     * {@code retryAfter}) and members of its own (e.g. the limit that was reached).
     */
    public static ApiException tooManyRequests(
            String title, String detail, Duration retryAfter, Map<String, Object> extensions) {
        long seconds = Math.max(1, (retryAfter.toMillis() + 999) / 1000);
        Map<String, Object> members = new LinkedHashMap<>(extensions);
        members.putIfAbsent("retryAfter", seconds);
        return new ApiException(
                new Problem("about:blank", title, 429, detail, null, members),
                Map.of("Retry-After", Long.toString(seconds)));
    }

    /** 503: the server cannot take this now; {@code Retry-After} in whole seconds. */
    public static ApiException unavailable(String title, String detail, Duration retryAfter) {
        long seconds = Math.max(1, (retryAfter.toMillis() + 999) / 1000);
        return new ApiException(Problem.of(503, title, detail, null), Map.of("Retry-After", Long.toString(seconds)));
    }
}
