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
        RegistrationService.Registered r = service.register(authenticator.require(headers), ContestsResource.id(id));
        if (!r.created()) {
            return Response.ok(r.view()).build();
        }
        return Locations.created("/api/contests/" + ContestsResource.id(id) + "/registrations/me")
                .entity(r.view())
                .build();
    }

    @GET
    @Operation(summary = "The registered participants, earliest first (anyone)")
    public ContestViews.RegistrationPage list(@PathParam("id") String id) {
        return service.list(ContestsResource.id(id));
    }

    @GET
    @Path("/me")
    @Operation(
            summary = "The caller's registration: registered or not, and whether and why not it may register (caller)")
    public ContestViews.MyRegistration mine(@Context HttpHeaders headers, @PathParam("id") String id) {
        return service.mine(authenticator.require(headers), ContestsResource.id(id));
    }

    @DELETE
    @Path("/me")
    @Operation(
            summary = "Withdraw the caller's registration before the start (caller); 409 once the contest has started")
    public Response withdraw(@Context HttpHeaders headers, @PathParam("id") String id) {
        service.withdraw(authenticator.require(headers), ContestsResource.id(id));
        return Response.noContent().build();
    }
}
