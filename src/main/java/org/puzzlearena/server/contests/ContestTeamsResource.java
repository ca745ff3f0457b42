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

/** Teams of a team contest (docs/CONTESTS.md, "Teams"): found, invite, accept, decline, leave. */
@Path("/contests/{id}/teams")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Contests")
public class ContestTeamsResource {

    @Inject
    TeamService service;

    @Inject
    Authenticator authenticator;

    /** {@code {"name": "..."}}: the new team's name. */
    public record NewTeam(String name) {}

    /** {@code {"username": "..."}}: whom to invite. */
    public record NewMember(String username) {}

    @GET
    @Operation(summary = "The contest's teams and their members (anyone; open invitations for its staff only)")
    public TeamViews.TeamPage list(@Context HttpHeaders headers, @PathParam("id") String id) {
        long contestId = ContestProblems.id(id);
        return service.list(contestId, authenticator.identify(headers).orElse(null))
                .orElseThrow(() -> ContestProblems.noContest(contestId));
    }

    @GET
    @Path("/mine")
    @Operation(
            summary = "The caller's team, the teams inviting the caller, and whether teams may still change (caller)")
    public TeamViews.MyTeam mine(@Context HttpHeaders headers, @PathParam("id") String id) {
        Caller caller = authenticator.require(headers);
        long contestId = ContestProblems.id(id);
        return service.mine(caller, contestId).orElseThrow(() -> ContestProblems.noContest(contestId));
    }

    @POST
    @Operation(
            summary = "Found a team (a registered person, in a team contest, before its start): {\"name\"} → 201; "
                    + "audited. 400 naming name; 409 on a taken name, when already on a team, or once it started")
    public Response create(@Context HttpHeaders headers, @PathParam("id") String id, NewTeam body) {
        long contestId = ContestProblems.id(id);
        TeamOutcome outcome =
                service.create(authenticator.requirePerson(headers), contestId, body == null ? null : body.name());
        return saved(contestId, outcome);
    }

    @POST
    @Path("/{team}/invitations")
    @Operation(
            summary = "Invite a person to the caller's team (a member, before the start): {\"username\"} → 201; "
                    + "audited. 400 naming username; 409 when they are on a team; 422 over the team size limit")
    public Response invite(
            @Context HttpHeaders headers, @PathParam("id") String id, @PathParam("team") String team, NewMember body) {
        long contestId = ContestProblems.id(id);
        return saved(
                contestId,
                service.invite(
                        authenticator.requirePerson(headers),
                        contestId,
                        teamId(team),
                        body == null ? null : body.username()));
    }

    @POST
    @Path("/{team}/accept")
    @Operation(
            summary = "Accept an invitation (the invitee, before the start; registers them if needed) → 200; "
                    + "audited. 409 when already on a team; 422 when the team is full")
    public Response accept(@Context HttpHeaders headers, @PathParam("id") String id, @PathParam("team") String team) {
        long contestId = ContestProblems.id(id);
        return saved(contestId, service.accept(authenticator.requirePerson(headers), contestId, teamId(team)));
    }

    @POST
    @Path("/{team}/decline")
    @Operation(summary = "Decline an invitation (the invitee, before the start) → 204; audited")
    public Response decline(@Context HttpHeaders headers, @PathParam("id") String id, @PathParam("team") String team) {
        long contestId = ContestProblems.id(id);
        return gone(service.decline(authenticator.requirePerson(headers), contestId, teamId(team)));
    }

    @DELETE
    @Path("/mine")
    @Operation(summary = "Leave the caller's team before the start (the last member out dissolves it) → 204; audited")
    public Response leave(@Context HttpHeaders headers, @PathParam("id") String id) {
        return gone(service.leave(authenticator.requirePerson(headers), ContestProblems.id(id)));
    }

    private static Response saved(long contestId, TeamOutcome outcome) {
        return switch (outcome) {
            case TeamOutcome.Saved s
            when s.created() ->
                Locations.created("/api/contests/" + contestId + "/teams/mine")
                        .entity(s.team())
                        .build();
            case TeamOutcome.Saved s -> Response.ok(s.team()).build();
            case TeamOutcome.Gone g -> Response.noContent().build();
            case TeamOutcome.Refused r -> throw refusal(r);
        };
    }

    private static Response gone(TeamOutcome outcome) {
        return switch (outcome) {
            case TeamOutcome.Refused r -> throw refusal(r);
            default -> Response.noContent().build();
        };
    }

    static ApiException refusal(TeamOutcome.Refused refused) {
        return switch (refused) {
            case TeamOutcome.NoContest n -> ContestProblems.noContest(n.id());
            case TeamOutcome.NoTeam n -> ApiException.notFound(n.detail());
            case TeamOutcome.Forbidden f -> Permissions.forbidden(f.why());
            case TeamOutcome.FieldRefused f -> ApiException.refused(f.why());
        };
    }

    private static long teamId(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw ApiException.notFound(
                    "no team '" + (text.length() > 30 ? text.substring(0, 27) + "..." : text) + "'");
        }
    }
}
