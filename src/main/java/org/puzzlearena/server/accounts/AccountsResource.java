package org.puzzlearena.server.accounts;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.ratelimit.RateLimits;

/** Registration. Open to everyone. */
@Path("/accounts")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Accounts")
public class AccountsResource {

    @Inject
    AccountService service;

    @Inject
    RateLimits limits;

    public record Credentials(String username, String password) {}

    public record AccountView(long id, String username, Instant createdAt) {
        static AccountView of(Account a) {
            return new AccountView(a.id, a.username, a.createdAt);
        }
    }

    @POST
    @Operation(
            summary = "Register an account (anyone); 409 if the username is taken or looks like one that is, "
                    + "422 a username mixing scripts; 429 with Retry-After over the accounts created per address "
                    + "(refused attempts do not count)")
    public Response register(Credentials body) {
        if (body == null) {
            throw ApiException.badRequest(null, "a JSON body {\"username\", \"password\"} is required");
        }
        // The allowance counts accounts created, not attempts: a class behind one address whose
        // pupils pick taken names must still get its accounts. The slot is taken first (so two
        // concurrent sign-ups cannot both have the last one) and given back when nothing was created.
        limits.checkAddress(RateLimits.Limit.SIGN_UPS);
        AccountOutcome.Registration outcome;
        try {
            outcome = service.register(body.username(), body.password());
        } catch (RuntimeException e) {
            limits.giveBackAddress(RateLimits.Limit.SIGN_UPS);
            throw e;
        }
        return switch (outcome) {
            case AccountOutcome.Registered r ->
                Response.status(Response.Status.CREATED)
                        .entity(AccountView.of(r.account()))
                        .build();
            case AccountOutcome.Refused refused -> {
                limits.giveBackAddress(RateLimits.Limit.SIGN_UPS);
                throw AccountProblems.of(refused);
            }
        };
    }
}
