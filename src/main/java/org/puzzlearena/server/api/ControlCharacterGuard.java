package org.puzzlearena.server.api;

import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.Map;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Refuses a NUL character anywhere in a request's path or query parameters before any resource
 * sees it: PostgreSQL cannot store one in text, and no id, name or filter of this API contains one.
 */
public class ControlCharacterGuard {

    @ServerRequestFilter(preMatching = true)
    public Response rejectNul(UriInfo uri) {
        if (uri.getPath().indexOf('\u0000') >= 0) {
            return refuse(null, "the path contains a NUL character");
        }
        MultivaluedMap<String, String> params = uri.getQueryParameters();
        for (Map.Entry<String, List<String>> e : params.entrySet()) {
            boolean bad = e.getKey().indexOf('\u0000') >= 0
                    || e.getValue().stream().anyMatch(v -> v != null && v.indexOf('\u0000') >= 0);
            if (bad) {
                return refuse(
                        e.getKey().replace('\u0000', '?'),
                        "query parameter '" + e.getKey().replace('\u0000', '?') + "' contains a NUL character");
            }
        }
        return null;
    }

    private static Response refuse(String field, String detail) {
        return ProblemMappers.respond(Problem.of(400, "Invalid request", detail, field))
                .build();
    }
}
