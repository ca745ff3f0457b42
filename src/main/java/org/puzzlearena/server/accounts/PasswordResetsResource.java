package org.puzzlearena.server.accounts;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.api.ApiException;

/** Using an admin-issued password reset link (POST /api/admin/users/{username}/password-reset issues one). */
@Path("/password-resets")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Accounts")
public class PasswordResetsResource {

    @Inject
    PasswordService passwords;

    public record ResetRequest(String token, String password) {}

    /** {@code tokensRevoked}: the account's API tokens the reset revoked (whoever had the password could have made them). */
    public record ResetDone(String username, long tokensRevoked) {}

    @POST
    @Operation(
            summary =
                    "Set a new password with a reset link's token: {\"token\",\"password\"} (anyone holding the link); "
                            + "the link is used up, every session of the account ends and its API tokens are revoked; audited. 422 names token when the "
                            + "link was used, expired or replaced; 429 with Retry-After after too many failures from your address")
    public Response reset(ResetRequest body) {
        if (body == null) {
            throw ApiException.badRequest("token", "a JSON body {\"token\", \"password\"} is required");
        }
        return switch (passwords.reset(body.token(), body.password())) {
            case PasswordOutcome.PasswordSet done ->
                Response.ok(new ResetDone(done.username(), done.tokensRevoked()))
                        .build();
            case PasswordOutcome.Refused refused -> throw AccountResource.refusal(refused);
        };
    }
}
