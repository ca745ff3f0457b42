package org.puzzlearena.server.contests;

import jakarta.inject.Inject;
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
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.accounts.AccountProblems;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Locations;

/** A contest's invitation codes, for its staff (docs/CONTESTS.md, "Accounts for an event"). */
@Path("/contests/{id}/invitations")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Contests")
public class ContestInvitationsResource {

    @Inject
    InvitationService service;

    @Inject
    Authenticator authenticator;

    @POST
    @Operation(
            summary = "Create an invitation code (its organizer, admin): {\"uses\":30,\"expiresAt\",\"label\"} → 201 "
                    + "with the code, shown only here; N people may sign up with it (POST /api/invitations/sign-up) and "
                    + "are registered at once; audited. 400 naming uses/expiresAt/label; 409 after the end")
    public Response create(
            @Context HttpHeaders headers, @PathParam("id") String id, InvitationService.NewInvitation body) {
        long contestId = ContestProblems.id(id);
        return switch (service.create(authenticator.requirePerson(headers), contestId, body)) {
            case InvitationOutcome.Created c ->
                Locations.created("/api/contests/" + contestId + "/invitations/"
                                + c.invitation().id())
                        .entity(c.invitation())
                        .build();
            case InvitationOutcome.Refused refused -> throw refusal(refused);
        };
    }

    @GET
    @Operation(
            summary = "The contest's invitation codes with their uses and remaining uses, without the codes (its "
                    + "organizer, admin)")
    public EventAccountViews.InvitationList list(@Context HttpHeaders headers, @PathParam("id") String id) {
        long contestId = ContestProblems.id(id);
        return service.list(authenticator.requirePerson(headers), contestId)
                .orElseThrow(() -> ContestProblems.noContest(contestId));
    }

    @DELETE
    @Path("/{invitation}")
    @Operation(
            summary = "Revoke an invitation code (its organizer, admin): 200 the invitation, no use is possible "
                    + "afterwards; audited; 404 no such code of the contest")
    public EventAccountViews.InvitationView revoke(
            @Context HttpHeaders headers, @PathParam("id") String id, @PathParam("invitation") String invitation) {
        long contestId = ContestProblems.id(id);
        long invitationId;
        try {
            invitationId = Long.parseLong(invitation);
        } catch (NumberFormatException e) {
            throw ApiException.notFound("no invitation " + invitation + " of contest " + contestId);
        }
        return switch (service.revoke(authenticator.requirePerson(headers), contestId, invitationId)) {
            case InvitationOutcome.Revoked r -> r.invitation();
            case InvitationOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /** The status and problem document of each refusal about invitation codes. */
    static ApiException refusal(InvitationOutcome.Refused refused) {
        return switch (refused) {
            case InvitationOutcome.NoContest n -> ContestProblems.noContest(n.id());
            case InvitationOutcome.NoInvitation n ->
                ApiException.notFound("no invitation " + n.id() + " of contest " + n.contestId());
            case InvitationOutcome.BadField b -> ApiException.badRequest(b.field(), b.why());
            case InvitationOutcome.ContestEnded e ->
                ApiException.conflict(null, "the contest ended at " + e.endsAt() + "; nobody signs up for it any more");
            case InvitationOutcome.UnknownCode u ->
                ApiException.unprocessable("Unknown invitation code", "code", "no invitation has this code");
            case InvitationOutcome.CodeUnusable u ->
                ApiException.unprocessable("Unusable invitation code", "code", u.why());
            case InvitationOutcome.AccountRefused a -> AccountProblems.of(a.refused());
        };
    }
}
