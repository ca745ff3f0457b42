package org.puzzlearena.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.ext.web.RoutingContext;
import org.puzzlearena.server.api.Problem;

/** Answers a request from a Vert.x route filter (before any resource) with a problem document. */
final class RouteProblems {

    private static final ObjectMapper JSON = new ObjectMapper();

    private RouteProblems() {}

    static void send(RoutingContext rc, Problem problem) {
        rc.response()
                .setStatusCode(problem.status())
                .putHeader("Content-Type", Problem.MEDIA_TYPE)
                .end(json(problem));
    }

    static String json(Problem problem) {
        try {
            return JSON.writeValueAsString(problem);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
