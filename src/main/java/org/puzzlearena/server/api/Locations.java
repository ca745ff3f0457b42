package org.puzzlearena.server.api;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

/**
 * A {@code 201 Created} whose {@code Location} is the new resource's path on this server, e.g.
 * {@code /api/submissions/42}. A relative reference (RFC 9110 section 10.2.2) on purpose: JAX-RS's
 * {@code Response.created} resolves a path against the REST root ({@code /api}, giving
 * {@code /api/api/...}) and the request's {@code Host} header, which a client controls; a path
 * needs neither, and stays right behind any proxy that keeps the paths, with nothing to configure.
 */
public final class Locations {

    private Locations() {}

    /** 201 with {@code Location: path}; {@code path} starts with {@code /api/}. */
    public static Response.ResponseBuilder created(String path) {
        if (!path.startsWith("/api/")) {
            throw new IllegalArgumentException("a Location path starts with /api/: " + path);
        }
        return Response.status(Response.Status.CREATED).header(HttpHeaders.LOCATION, path);
    }
}
