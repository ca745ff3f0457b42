package org.puzzlearena.server.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Turns every failure into a problem document: the client learns what was wrong and which field,
 * and never sees a stack trace. An unexpected exception is logged in full and answered with a
 * short 500 problem (a bug of ours; tests make sure no request reaches it).
 */
public class ProblemMappers {

    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    @ServerExceptionMapper
    public Response api(ApiException e) {
        Response.ResponseBuilder r = respond(e.problem());
        e.headers().forEach(r::header);
        return r.build();
    }

    @ServerExceptionMapper
    public Response json(JsonProcessingException e) {
        String field = null;
        if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) {
            StringBuilder path = new StringBuilder();
            for (JsonMappingException.Reference ref : m.getPath()) {
                if (ref.getFieldName() != null) {
                    path.append(path.isEmpty() ? "" : ".").append(ref.getFieldName());
                } else {
                    path.append('[').append(ref.getIndex()).append(']');
                }
            }
            field = path.toString();
        }
        // Jackson's own messages name Java classes: the client gets the place, not the internals.
        String where = e.getLocation() == null
                ? ""
                : " (line " + e.getLocation().getLineNr() + ", column "
                        + e.getLocation().getColumnNr() + ")";
        String detail;
        if (e instanceof UnrecognizedPropertyException unknown) {
            detail = "unknown field '" + field + "'; the fields are "
                    + String.join(
                            ", ",
                            unknown.getKnownPropertyIds().stream()
                                    .map(String::valueOf)
                                    .sorted()
                                    .toList());
        } else if (field == null
                && e.getOriginalMessage() != null
                && e.getOriginalMessage().startsWith("Trailing token")) {
            detail = "the body has more after its JSON value" + where;
        } else {
            detail = field == null
                    ? "the body is not valid JSON" + where
                    : "field '" + field + "' has the wrong type or form";
        }
        return respond(Problem.of(400, "Malformed JSON", detail, field)).build();
    }

    /** Quarkus maps this one itself (plain JSON); ours keeps every error a problem document. */
    @ServerExceptionMapper
    public Response mismatch(MismatchedInputException e) {
        return json(e);
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e) {
        if (e.getCause() instanceof JsonProcessingException json) {
            return json(json);
        }
        int status = e.getResponse().getStatus();
        String title = Response.Status.fromStatusCode(status) != null
                ? Response.Status.fromStatusCode(status).getReasonPhrase()
                : "Error";
        String detail = switch (status) {
            case 404 -> "no such resource";
            case 405 -> "this method is not allowed here";
            case 406 -> "the API answers application/json";
            case 413 -> "the request body is too large";
            case 415 -> "send the body as application/json";
            default -> e.getMessage();
        };
        if (status >= 500) {
            LOG.error("request failed", e);
            detail = "an internal error occurred";
        }
        return respond(Problem.of(status, title, detail, null)).build();
    }

    @ServerExceptionMapper
    public Response unexpected(RuntimeException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof org.hibernate.exception.ConstraintViolationException c) {
                // Two requests raced for the same unique thing (a username, say): the loser is told which.
                String constraint = c.getConstraintName() == null ? "" : c.getConstraintName();
                if (constraint.contains("accounts_username_lower")
                        || constraint.contains("accounts_username_skeleton")) {
                    return respond(Problem.of(409, "Conflict", "the username is taken", "username"))
                            .build();
                }
                return respond(Problem.of(
                                409, "Conflict", "this conflicts with data that was just stored; retry", null))
                        .build();
            }
        }
        var fullDisk = FullDisk.cause(e);
        if (fullDisk.isPresent()) {
            // The operator's to fix, not a bug: one line per refused request, no stack trace.
            LOG.warnf(
                    "A request was refused with 503, the disk is full: %s",
                    fullDisk.get().getMessage());
            return api(FullDisk.problem());
        }
        LOG.error("unexpected error while handling a request", e);
        return respond(Problem.of(500, "Internal error", "an internal error occurred; it has been logged", null))
                .build();
    }

    static Response.ResponseBuilder respond(Problem p) {
        return Response.status(p.status()).type(Problem.MEDIA_TYPE).entity(p);
    }
}
