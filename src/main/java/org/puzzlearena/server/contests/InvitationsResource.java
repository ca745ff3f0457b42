package org.puzzlearena.server.contests;

import jakarta.inject.Inject;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Locations;

/** Signing up with a contest's invitation code. Open to everyone who holds a code. */
@Path("/invitations")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Accounts")
public class InvitationsResource {

    @Inject
    InvitationService service;

    public record SignUpRequest(String code, String username, String password) {}

    @POST
    @Path("/sign-up")
    @Operation(
            summary =
                    "Sign up with an invitation code: {\"code\",\"username\",\"password\"} → 201 the account, registered "
                            + "for the code's contest; not counted against the per-address sign-up limit; audited. 422 naming "
                            + "code when unknown, expired, revoked or used up; 409 a taken name or an ended contest; 429 with "
                            + "Retry-After after too many wrong codes from your address")
    public Response signUp(SignUpRequest body) {
        if (body == null) {
            throw ApiException.badRequest("code", "a JSON body {\"code\", \"username\", \"password\"} is required");
        }
        return switch (service.signUp(body.code(), body.username(), body.password())) {
            case InvitationOutcome.SignedUp s ->
                Locations.created("/api/contests/" + s.account().contest() + "/registrations/me")
                        .entity(s.account())
                        .build();
            case InvitationOutcome.Refused refused -> throw ContestInvitationsResource.refusal(refused);
        };
    }
}
