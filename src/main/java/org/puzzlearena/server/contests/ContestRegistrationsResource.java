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
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Locations;

/** Taking part in a contest: a person with their session, a bot with its API token (if the contest allows bots). */
@Path("/contests/{id}/registrations")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Contests")
public class ContestRegistrationsResource {

    @Inject
    RegistrationService service;

    @Inject
    Authenticator authenticator;

    @POST
    @Operation(
            summary = "Register the caller (a logged-in person, or an API token's bot when the contest allows bots; "
                    + "not its organizer or admins) until the end: 201, or 200 when already registered")
    public Response register(@Context HttpHeaders headers, @PathParam("id") String id) {
        return switch (service.register(authenticator.require(headers), ContestProblems.id(id))) {
            case RegistrationOutcome.Registered r
            when !r.created() -> Response.ok(r.view()).build();
            case RegistrationOutcome.Registered r ->
                Locations.created("/api/contests/" + ContestProblems.id(id) + "/registrations/me")
                        .entity(r.view())
                        .build();
            case RegistrationOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /** The status and problem document of each refusal to register or withdraw. */
    static ApiException refusal(RegistrationOutcome.Refused refused) {
        return switch (refused) {
            case RegistrationOutcome.NoContest n -> ContestProblems.noContest(n.id());
            // Registration is open until the end: after it, a conflict with the contest's state.
            case RegistrationOutcome.MayNotRegister m ->
                m.ended() ? ApiException.conflict(null, m.whyNot()) : Permissions.forbidden(m.whyNot());
            case RegistrationOutcome.NotRegistered n ->
                ApiException.notFound("you are not registered for contest " + n.contestId());
            case RegistrationOutcome.AlreadyStarted a ->
                ApiException.conflict(
                        null,
                        "the contest started at " + a.startsAt()
                                + "; a registration is withdrawn only before the start");
        };
    }

    @GET
    @Operation(summary = "The registered participants, earliest first (anyone)")
    public ContestViews.RegistrationPage list(@PathParam("id") String id) {
        long contestId = ContestProblems.id(id);
        return service.list(contestId).orElseThrow(() -> ContestProblems.noContest(contestId));
    }

    @GET
    @Path("/me")
    @Operation(
            summary = "The caller's registration: registered or not, and whether and why not it may register (caller)")
    public ContestViews.MyRegistration mine(@Context HttpHeaders headers, @PathParam("id") String id) {
        Caller caller = authenticator.require(headers);
        long contestId = ContestProblems.id(id);
        return service.mine(caller, contestId).orElseThrow(() -> ContestProblems.noContest(contestId));
    }

    @DELETE
    @Path("/me")
    @Operation(
            summary = "Withdraw the caller's registration before the start (caller); 409 once the contest has started")
    public Response withdraw(@Context HttpHeaders headers, @PathParam("id") String id) {
        return switch (service.withdraw(authenticator.require(headers), ContestProblems.id(id))) {
            case RegistrationOutcome.Withdrawn w -> Response.noContent().build();
            case RegistrationOutcome.Refused refused -> throw refusal(refused);
        };
    }
}
