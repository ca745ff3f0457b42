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

/** Registration. Open to everyone. */
@Path("/accounts")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Accounts")
public class AccountsResource {

    @Inject
    AccountService service;

    public record Credentials(String username, String password) {
    }

    public record AccountView(long id, String username, Instant createdAt) {
        static AccountView of(Account a) {
            return new AccountView(a.id, a.username, a.createdAt);
        }
    }

    @POST
    @Operation(summary = "Register an account (anyone); 409 if the username is taken")
    public Response register(Credentials body) {
        if (body == null) {
            throw org.puzzlearena.server.api.ApiException.badRequest(null, "a JSON body {\"username\", \"password\"} is required");
        }
        Account a = service.register(body.username(), body.password());
        return Response.status(Response.Status.CREATED).entity(AccountView.of(a)).build();
    }
}
