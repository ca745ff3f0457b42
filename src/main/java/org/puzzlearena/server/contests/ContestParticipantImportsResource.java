package org.puzzlearena.server.contests;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Locations;
import org.puzzlearena.server.api.Problem;

/** A contest's participants imported in bulk from a CSV, for its staff (docs/CONTESTS.md, "Accounts for an event"). */
@Path("/contests/{id}/participants")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Contests")
public class ContestParticipantImportsResource {

    @Inject
    ParticipantImportService service;

    @Inject
    Authenticator authenticator;

    /** The CSV's text in JSON (so the API takes JSON bodies only, as everywhere else). */
    public record ImportRequest(String csv) {}

    @POST
    @Path("/import")
    @Operation(
            summary = "Import participants (its organizer, admin): {\"csv\":\"username,displayName,team,email\\n...\"} "
                    + "(team and email optional, up to 1,000 lines) → 201 every line an account registered for the "
                    + "contest, each new one with a single-use set-password link (`link`, shown only here); an "
                    + "account that already exists is registered as it is (`existing`, no link). All or nothing: "
                    + "400 lists every bad line in `errors` [{line, field, detail}] and creates nothing; 409 after "
                    + "the end; 429 with Retry-After (arena.rate-limits.participant-imports); audited")
    public Response importCsv(@Context HttpHeaders headers, @PathParam("id") String id, ImportRequest body) {
        long contestId = ContestProblems.id(id);
        if (body == null || body.csv() == null) {
            throw ApiException.badRequest(
                    "csv", "a JSON body {\"csv\": \"username,displayName,team,email\\n...\"} is required");
        }
        return switch (service.importCsv(authenticator.requirePerson(headers), contestId, body.csv())) {
            case ParticipantImportOutcome.Imported i ->
                Locations.created("/api/contests/" + contestId + "/participants/imported")
                        .entity(i.result())
                        .build();
            case ParticipantImportOutcome.NoContest n -> throw ContestProblems.noContest(n.id());
            case ParticipantImportOutcome.ContestEnded e ->
                throw ApiException.conflict(null, "the contest ended at " + e.endsAt() + "; nobody joins it any more");
            case ParticipantImportOutcome.BadLines b ->
                throw new ApiException(new Problem(
                        "about:blank",
                        "Invalid participants",
                        400,
                        b.errors().size() + (b.errors().size() == 1 ? " problem" : " problems")
                                + " in the CSV; nothing was imported. First: line "
                                + b.errors().getFirst().line()
                                + ", " + b.errors().getFirst().field() + ": "
                                + b.errors().getFirst().detail(),
                        b.errors().getFirst().field(),
                        Map.of("errors", b.errors())));
        };
    }

    @GET
    @Path("/imported")
    @Operation(
            summary = "The contest's imported participants (its organizer, admin): line, username, displayName, "
                    + "team, email, importedAt, importedBy and passwordSet (the set-password link was used); the "
                    + "links themselves are never shown again")
    public EventAccountViews.ImportedList imported(@Context HttpHeaders headers, @PathParam("id") String id) {
        long contestId = ContestProblems.id(id);
        return service.list(authenticator.requirePerson(headers), contestId)
                .orElseThrow(() -> ContestProblems.noContest(contestId));
    }
}
