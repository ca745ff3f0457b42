package org.puzzlearena.server.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Locations;
import org.puzzlearena.server.ratelimit.RateLimits;

/** API tokens for bots. Only a logged-in person manages their own tokens. */
@Path("/tokens")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Accounts")
public class TokensResource {

    @Inject
    AccountService service;

    @Inject
    Authenticator authenticator;

    @Inject
    RateLimits limits;

    /** {@code username} and {@code password} let a headless bot get a token without a session. */
    public record TokenRequest(String name, String username, String password) {}

    /** A token as listed; {@code token} is present only in the answer that creates it. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record TokenView(
            long id, String name, String token, Instant createdAt, Instant lastUsedAt, Instant revokedAt) {
        static TokenView of(ApiToken t, String secret) {
            return new TokenView(t.id, t.name, secret, t.createdAt, t.lastUsedAt, t.revokedAt);
        }
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary =
                    "Create an API token (a logged-in person, or anyone with {\"username\",\"password\",\"name\"} "
                            + "in the body: one call for a headless bot); the token is shown only in this answer. 401 without either")
    public Response create(@Context HttpHeaders headers, TokenRequest body) {
        Caller me = body != null && (body.username() != null || body.password() != null)
                ? switch (service.personWithCredentials(body.username(), body.password())) {
                    case AccountOutcome.Person p -> p.caller();
                    case AccountOutcome.Refused refused -> throw AccountProblems.of(refused);
                }
                : authenticator.requirePerson(headers);
        limits.check(RateLimits.Limit.TOKENS, "account:" + me.accountId());
        AccountService.NewToken t = service.createToken(me, body == null ? null : body.name());
        return Locations.created("/api/tokens/" + t.token().id)
                .entity(TokenView.of(t.token(), t.secret()))
                .build();
    }

    @GET
    @Operation(summary = "List your API tokens (logged-in person), without their secrets")
    public List<TokenView> list(@Context HttpHeaders headers) {
        Caller me = authenticator.requirePerson(headers);
        return service.listTokens(me).stream().map(t -> TokenView.of(t, null)).toList();
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "One of your API tokens (logged-in person), without its secret: where POST's Location points")
    public TokenView one(@Context HttpHeaders headers, @PathParam("id") long id) {
        Caller me = authenticator.requirePerson(headers);
        return service.listTokens(me).stream()
                .filter(t -> t.id == id)
                .findFirst()
                .map(t -> TokenView.of(t, null))
                .orElseThrow(() -> ApiException.notFound("you have no API token " + id));
    }

    @DELETE
    @Path("/{id}")
    @Operation(summary = "Revoke one of your API tokens (logged-in person)")
    public Response revoke(@Context HttpHeaders headers, @PathParam("id") long id) {
        Caller me = authenticator.requirePerson(headers);
        return switch (service.revokeToken(me, id)) {
            case AccountOutcome.Revoked r -> Response.noContent().build();
            case AccountOutcome.Refused refused -> throw AccountProblems.of(refused);
        };
    }
}
