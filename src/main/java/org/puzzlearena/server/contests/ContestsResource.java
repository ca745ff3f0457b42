package org.puzzlearena.server.contests;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Locations;
import org.puzzlearena.server.api.QueryParams;

/**
 * Contests (docs/CONTESTS.md): anyone lists and reads them; organizers create theirs; the
 * contest's organizer and admins edit, delete (before the start) and unfreeze them.
 */
@Path("/contests")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Contests")
public class ContestsResource {

    private static final List<String> PHASES = List.of("scheduled", "running", "ended");

    @Inject
    ContestService service;

    @Inject
    ScoreboardService scoreboards;

    @Inject
    Authenticator authenticator;

    @Inject
    Permissions permissions;

    @Inject
    ContestExport export;

    @GET
    @Operation(summary = "Contests, latest start first; ?phase=scheduled|running|ended, ?organizer=<username> (anyone)")
    public ContestViews.ContestPage list(
            @QueryParam("phase") String phase,
            @QueryParam("organizer") String organizer,
            @QueryParam("offset") String offset,
            @QueryParam("limit") String limit) {
        if (phase != null && !PHASES.contains(phase)) {
            throw ApiException.badRequest("phase", "phase is one of " + PHASES);
        }
        return service.list(
                phase,
                organizer == null || organizer.isBlank() ? null : organizer.strip(),
                QueryParams.intParam("offset", offset, 0, 0, Integer.MAX_VALUE),
                QueryParams.intParam("limit", limit, 50, 1, 200));
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Create a contest (organizer or admin, logged in as a person): 201 with the contest")
    public Response create(@Context HttpHeaders headers, ContestRequest body) {
        Caller organizer = permissions.requireOrganizer(headers);
        return switch (service.create(organizer, body)) {
            case ContestOutcome.Saved s ->
                Locations.created("/api/contests/" + s.view().id())
                        .entity(s.view())
                        .build();
            case ContestOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /** The status and problem document of each refusal to create, edit, delete or unfreeze a contest. */
    static ApiException refusal(ContestOutcome.Refused refused) {
        return switch (refused) {
            case ContestOutcome.NoContest n -> ContestProblems.noContest(n.id());
            case ContestOutcome.StartsInThePast p ->
                ApiException.badRequest(
                        "startsAt", "startsAt must be in the future (the server's time is " + p.now() + ")");
            case ContestOutcome.FieldRefused f -> ApiException.refused(f.why());
            case ContestOutcome.AlreadyStarted a ->
                ApiException.conflict(
                        null,
                        "the contest started at " + a.startsAt() + "; a contest that has started "
                                + "cannot be deleted (its submissions are a record)");
            case ContestOutcome.NoFreeze n -> ApiException.conflict(null, "this contest has no freeze");
            case ContestOutcome.NotEnded e ->
                ApiException.conflict(
                        null,
                        "the contest ends at " + e.endsAt()
                                + "; its scoreboard is unfrozen after the end (the server's time is " + e.now()
                                + ")");
        };
    }

    private static ContestViews.ContestView saved(ContestOutcome outcome) {
        return switch (outcome) {
            case ContestOutcome.Saved s -> s.view();
            case ContestOutcome.Refused refused -> throw refusal(refused);
        };
    }

    @GET
    @Path("/{id}")
    @Operation(
            summary = "A contest; its instances only once it has started, except for its organizer and admins (anyone)")
    public ContestViews.ContestView get(@Context HttpHeaders headers, @PathParam("id") String id) {
        long contestId = ContestProblems.id(id);
        return service.show(contestId, authenticator.identify(headers).orElse(null))
                .orElseThrow(() -> ContestProblems.noContest(contestId));
    }

    @PUT
    @Path("/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Replace a contest's settings (its organizer or an admin). Before the start anything may "
                    + "change; while it runs only title, description and endsAt; after the end title and description (409 names "
                    + "a field that may no longer change)")
    public ContestViews.ContestView update(
            @Context HttpHeaders headers, @PathParam("id") String id, ContestRequest body) {
        Caller caller = authenticator.require(headers);
        return saved(service.update(caller, ContestProblems.id(id), body));
    }

    @DELETE
    @Path("/{id}")
    @Operation(summary = "Delete a contest that has not started (its organizer or an admin); 409 once it has")
    public Response delete(@Context HttpHeaders headers, @PathParam("id") String id) {
        Caller caller = authenticator.require(headers);
        return switch (service.delete(caller, ContestProblems.id(id))) {
            case ContestOutcome.Deleted d -> Response.noContent().build();
            case ContestOutcome.Refused refused -> throw refusal(refused);
        };
    }

    @POST
    @Path("/{id}/unfreeze")
    @Operation(summary = "Publish the full scoreboard of a frozen contest after its end (its organizer or an admin)")
    public ContestViews.ContestView unfreeze(@Context HttpHeaders headers, @PathParam("id") String id) {
        Caller caller = authenticator.require(headers);
        return saved(service.unfreeze(caller, ContestProblems.id(id)));
    }

    @GET
    @Path("/{id}/scoreboard")
    @Operation(
            summary = "The scoreboard by the contest's rule, with the raw scores beside it; frozen for everyone "
                    + "but staff after the freeze, with your own later results in 'you' (anyone). With a hidden "
                    + "final set, ?part=public is the board ranked on the public instances (anyone, any time), "
                    + "?part=final the final board (staff at once, everyone from the end: 403 before)")
    public ScoreboardView scoreboard(
            @Context HttpHeaders headers, @PathParam("id") String id, @QueryParam("part") String part) {
        long contestId = ContestProblems.id(id);
        ScoreboardPart asked = ScoreboardPart.parse(part)
                .orElseThrow(() -> ApiException.badRequest("part", "part is 'public' or 'final', not '" + part + "'"));
        return switch (scoreboards.scoreboard(
                contestId, authenticator.identify(headers).orElse(null), asked)) {
            case ScoreboardPart.Outcome.Shown(ScoreboardView board) -> board;
            case ScoreboardPart.Outcome.NoContest n -> throw ContestProblems.noContest(n.id());
            case ScoreboardPart.Outcome.FinalNotYet f ->
                throw ApiException.forbidden(
                        "part",
                        "the final ranking on the hidden instances is published at the end (" + f.endsAt()
                                + "): until then only the contest's staff see it");
        };
    }

    @GET
    @Path("/{id}/export")
    @Produces({MediaType.APPLICATION_JSON, "text/csv"})
    @Operation(
            summary =
                    "The scoreboard and every submission with its moves: ?format=json, or ?format=csv&table="
                            + "scoreboard|submissions|messages (its organizer and admins at any time; anyone once the contest has ended and is unfrozen)")
    public Response export(
            @Context HttpHeaders headers,
            @PathParam("id") String id,
            @QueryParam("format") String format,
            @QueryParam("table") String table) {
        long contestId = ContestProblems.id(id);
        Caller caller = authenticator.identify(headers).orElse(null);
        String f = format == null || format.isBlank() ? "json" : format;
        if (f.equals("json")) {
            if (table != null) {
                throw ApiException.badRequest("table", "table is for format=csv; the JSON export holds both");
            }
            return Response.ok(
                            export.json(contestId, caller).orElseThrow(() -> ContestProblems.noContest(contestId)),
                            MediaType.APPLICATION_JSON)
                    .header("Content-Disposition", "attachment; filename=\"contest-" + contestId + ".json\"")
                    .build();
        }
        if (!f.equals("csv")) {
            throw ApiException.badRequest("format", "format is json or csv");
        }
        Optional<String> csv = switch (table == null ? "" : table) {
            case "scoreboard" -> export.scoreboardCsv(contestId, caller);
            case "submissions" -> export.submissionsCsv(contestId, caller);
            case "messages" -> export.messagesCsv(contestId, caller);
            default ->
                throw ApiException.badRequest("table", "table is scoreboard, submissions or messages for format=csv");
        };
        return Response.ok(csv.orElseThrow(() -> ContestProblems.noContest(contestId)), "text/csv; charset=UTF-8")
                .header("Content-Disposition", "attachment; filename=\"contest-" + contestId + "-" + table + ".csv\"")
                .build();
    }
}
