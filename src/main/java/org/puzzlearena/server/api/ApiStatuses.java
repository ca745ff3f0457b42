package org.puzzlearena.server.api;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Every status each API operation answers, for the OpenAPI document ({@link ApiStatusesFilter}):
 * one table, checked against what the API tests observe by {@code OpenApiStatusesIT}, which fails
 * when an endpoint answers a status this table lacks, or lists one that no test provokes.
 *
 * <p>Some statuses come from filters in front of every resource and are added by rule:
 * {@code 503} (the server is stopping: server/http/RequestDrain; its disk is full: ProblemMappers) on every operation; on every write
 * (POST, PUT, DELETE) {@code 403} (a browser page of another origin: SameOriginWrites), {@code 408}
 * (a body that did not arrive in time: server/http/RequestDeadlineFilter), {@code 413} (a body over the
 * limit) and {@code 415} (a body that is not JSON). Those, and {@code 429} (rate
 * limits), are {@link #SHARED}: their own tests provoke them on representative endpoints, not on all.
 */
public final class ApiStatuses {

    /** Statuses answered by shared filters, documented without a test on every endpoint. */
    public static final Set<String> SHARED = Set.of("403", "408", "413", "415", "429", "503");

    private static final Map<Integer, String> MEANING = Map.ofEntries(
            Map.entry(200, "OK"),
            Map.entry(201, "created; Location names the new resource"),
            Map.entry(204, "done; no body"),
            Map.entry(400, "malformed or invalid request; `field` names the field at fault"),
            Map.entry(401, "no session or API token, or an unknown or revoked one (WWW-Authenticate)"),
            Map.entry(
                    403,
                    "not allowed to this caller (`detail` says why), or a browser write from a page of another origin"),
            Map.entry(404, "no such resource (or not visible to this caller)"),
            Map.entry(
                    409,
                    "conflicts with the resource's current state (a phase, a duplicate, an Idempotency-Key reused)"),
            Map.entry(
                    408,
                    "the request's body did not arrive within its deadline (arena.http.body-timeout); the connection is closed"),
            Map.entry(413, "the body is over the size limit (1 MiB)"),
            Map.entry(
                    415,
                    "the body is not application/json (a hosted bot's upload: not application/octet-stream"
                            + " or application/zip)"),
            Map.entry(
                    422,
                    "well-formed but refused: an illegal move (moveIndex, move, reason), a two-player game, over a limit"),
            Map.entry(429, "over a rate limit; Retry-After says when to come back"),
            Map.entry(
                    503, "the server is stopping or busy, or its storage is full; Retry-After says when to come back"));

    /** What a status means on one operation ("METHOD path status"), where the general meaning would mislead. */
    private static final Map<String, String> OWN_MEANING = Map.of(
            "GET /api/session 204",
            "nobody is calling: no session (or one that has ended) and no API token; no body",
            "GET /api/session 401",
            "an API token that is unknown or revoked, or an Authorization header that is not 'Bearer <token>'");

    private static final Map<String, List<Integer>> OPERATIONS = new LinkedHashMap<>();

    static {
        on("POST /api/accounts", 201, 400, 409, 422, 429);
        on("GET /api/admin/audit", 200, 400, 401, 403);
        on("GET /api/admin/users", 200, 400, 401, 403);
        on("GET /api/admin/users/{username}", 200, 401, 403);
        on("PUT /api/admin/users/{username}/roles", 200, 400, 401, 403, 404, 409);
        on("GET /api/bot-runs", 200, 400);
        on("POST /api/bot-runs", 201, 400, 401, 403, 409, 422, 429);
        on("DELETE /api/bot-runs/{id}", 200, 401, 403, 404);
        on("GET /api/bot-runs/{id}", 200, 404);
        on("POST /api/bot-runs/{id}/cancel", 200, 403);
        on("POST /api/bot-runs/{id}/restart", 201, 403, 409);
        on("POST /api/bot-runs/{id}/resume", 201, 400, 403, 409);
        on("GET /api/contests", 200, 400);
        on("POST /api/contests", 201, 400, 401, 403, 422);
        on("DELETE /api/contests/{id}", 204, 401, 403, 409);
        on("GET /api/contests/{id}", 200, 404);
        on("PUT /api/contests/{id}", 200, 401, 403, 409);
        on("GET /api/contests/{id}/export", 200, 400, 403);
        on("GET /api/contests/{id}/announcements", 200, 404);
        on("POST /api/contests/{id}/announcements", 201, 400, 401, 403, 404);
        on("GET /api/contests/{id}/clarifications", 200, 404);
        on("POST /api/contests/{id}/clarifications", 201, 400, 401, 403, 404, 409, 429);
        on("POST /api/contests/{id}/clarifications/{clarification}/answer", 200, 400, 401, 403, 404, 409);
        on("GET /api/contests/{id}/messages/unread", 200, 401);
        on("POST /api/contests/{id}/messages/read", 200, 401);
        on("GET /api/contests/{id}/registrations", 200, 404);
        on("POST /api/contests/{id}/registrations", 200, 201, 401, 403);
        on("DELETE /api/contests/{id}/registrations/me", 204, 401, 404);
        on("POST /api/contests/{id}/invitations", 201, 400, 403);
        on("GET /api/contests/{id}/invitations", 200);
        on("DELETE /api/contests/{id}/invitations/{invitation}", 200);
        on("POST /api/contests/{id}/participants/import", 201, 400, 401, 403, 409, 429);
        on("GET /api/contests/{id}/participants/imported", 200, 403);
        on("POST /api/invitations/sign-up", 201, 400, 409, 422, 429);
        on("GET /api/contests/{id}/registrations/me", 200, 401);
        on("GET /api/contests/{id}/teams", 200);
        on("GET /api/contests/{id}/teams/mine", 200);
        on("POST /api/contests/{id}/teams", 201, 400, 403, 409);
        on("DELETE /api/contests/{id}/teams/mine", 204, 404, 409);
        on("POST /api/contests/{id}/teams/{team}/invitations", 201, 400, 403, 404, 409, 422);
        on("POST /api/contests/{id}/teams/{team}/accept", 200, 404);
        on("POST /api/contests/{id}/teams/{team}/decline", 204, 404);
        on("GET /api/contests/{id}/scoreboard", 200, 400, 403, 404);
        on("GET /api/contests/{id}/submissions", 200, 400, 401, 404);
        on("POST /api/contests/{id}/submissions", 201, 401, 403, 409, 422, 429);
        on("POST /api/contests/{id}/unfreeze", 200, 401, 403, 409);
        on("GET /api/contests/{id}/yardsticks", 200);
        on("POST /api/contests/{id}/yardsticks", 201, 401, 403, 409, 422);
        on("GET /api/games", 200);
        on("GET /api/games/{game}", 200, 404);
        on("GET /api/games/{game}/instances", 200, 404);
        on("GET /api/games/{game}/instances/{instance}", 200, 404);
        on("POST /api/games/{game}/instances/{instance}/positions", 200, 400, 404, 422, 429);
        on("POST /api/games/{game}/instances/{instance}/positions/batch", 200, 400, 404, 429);
        on("GET /api/leaderboards/{game}/{instance}", 200, 400, 422);
        on("GET /api/leaderboards/{game}/{instance}/budgets", 200, 422);
        on("GET /api/records", 200);
        on("POST /api/records", 201, 400, 401, 403, 409, 422);
        on("GET /api/records/published", 200);
        on("GET /api/records/{id}", 200, 404);
        on("GET /api/records/{game}/{instance}", 200, 404);
        on("DELETE /api/session", 204);
        on("GET /api/rate-limits", 200);
        on("GET /api/session", 200, 204, 401);
        on("POST /api/session", 200, 401, 429, 503);
        on("DELETE /api/session/all", 204, 401, 403);
        on("GET /api/submissions", 200, 400, 422);
        on("POST /api/submissions", 201, 400, 401, 403, 409, 422, 429);
        on("GET /api/submissions/{id}", 200, 404);
        on("GET /api/tokens", 200, 401);
        on("POST /api/tokens", 201, 400, 401, 403, 429);
        on("DELETE /api/tokens/{id}", 204, 404);
        on("GET /api/tokens/{id}", 200);
        on("POST /api/verify", 200, 400, 429);
        on("GET /api/profiles/{username}", 200, 404);
        on("GET /api/profiles/{username}/bots/{bot}", 200, 404);
        on("GET /api/rankings", 200, 400);
        on("GET /api/leaderboards", 200);
        on("GET /api/bot-runs/limits", 200);
        on("PUT /api/account/password", 204, 400, 401, 403);
        on("GET /api/account/sessions", 200, 401, 403);
        on("DELETE /api/account/sessions/{id}", 204, 401, 403, 404);
        on("POST /api/password-resets", 200, 400, 422);
        on("POST /api/admin/users/{username}/password-reset", 201, 401, 403, 404);
        on("POST /api/lab/moves", 200, 400, 422, 429, 503);
        on("POST /api/lab/grades", 200, 400, 422, 429, 503);
        on("GET /api/lab/networks/{game}", 200, 404);
        on("GET /api/suites", 200);
        on("GET /api/suites/{id}", 200, 404);
        on("POST /api/suites/{id}/runs", 201, 400, 401, 404, 422, 429);
        on("GET /api/suites/{id}/comparison", 200, 404);
        on("GET /api/suite-runs", 200, 400);
        on("GET /api/suite-runs/{id}", 200, 404);
        on("POST /api/suite-runs/{id}/cancel", 200, 401, 403, 404, 409);
        on("POST /api/hosted-bots", 201, 400, 401, 409, 429);
        on("GET /api/hosted-bots", 200, 401);
        on("GET /api/hosted-bots/{id}", 200, 404);
        on("POST /api/hosted-bots/{id}/versions", 201, 400, 401, 403, 404, 429);
        on("POST /api/hosted-bots/{id}/versions/{number}/retire", 200, 401, 403, 404);
        on("GET /api/hosted-bots/{id}/versions/{number}/content", 200, 401, 403, 404);
        on("GET /api/arena/constants", 200);
        on("GET /api/arena/{game}/ladder", 200, 400, 404, 422);
        on("GET /api/arena/players/{id}", 200, 404);
        on("GET /api/arena/games/{id}", 200, 404);
        on("GET /api/arena/games", 200, 400);
        on("POST /api/arena/{game}/games", 200, 400, 401, 403, 404, 422, 429);
        on("POST /api/arena/matches", 201, 400, 401, 403, 409, 429, 503);
        on("GET /api/arena/matches", 200, 400);
        on("GET /api/arena/matches/{id}", 200, 404);
        on("POST /api/arena/matches/{id}/cancel", 200, 401, 403, 404, 409);
        on("POST /api/arena/hosted", 201, 400, 401, 403, 404, 409);
        on("GET /api/arena/hosted", 200, 400, 404);
        on("GET /api/arena/hosted/caps", 200, 401);
        on("GET /api/arena/hosted/{id}", 200, 404);
        on("POST /api/arena/hosted/{id}/games", 200, 400, 401, 403, 404, 429);
        on("POST /api/arena/remote", 201, 400, 401, 409);
        on("GET /api/arena/remote", 200, 401);
        on("GET /api/arena/remote/caps", 200, 401);
        on("GET /api/arena/remote/{id}", 200, 404);
        on("GET /api/arena/remote/{id}/stream", 200, 400, 401, 403, 404, 409, 429);
        on("POST /api/arena/remote/games/{gameId}/move", 200, 400, 401, 403, 404, 409, 422);
    }

    private ApiStatuses() {}

    private static void on(String operation, Integer... statuses) {
        OPERATIONS.put(operation, List.of(statuses));
    }

    /**
     * The statuses of an operation with what each means ({@code path} as the OpenAPI document writes
     * it, parameters' patterns left out), or null for an operation the table does not know.
     */
    public static Map<Integer, String> of(String method, String path) {
        String key = method.toUpperCase() + " " + path.replaceAll("\\{([^}:]+):[^}]*}", "{$1}");
        List<Integer> own = OPERATIONS.get(key);
        if (own == null) {
            return null;
        }
        Map<Integer, String> out = new TreeMap<>();
        for (int s : own) {
            out.put(s, OWN_MEANING.getOrDefault(key + " " + s, MEANING.get(s)));
        }
        out.put(503, MEANING.get(503));
        if (!method.equalsIgnoreCase("GET")) {
            for (int s : new int[] {403, 408, 413, 415}) {
                out.put(s, MEANING.get(s));
            }
        }
        return out;
    }
}
