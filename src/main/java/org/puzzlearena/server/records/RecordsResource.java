package org.puzzlearena.server.records;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.rules.Game;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Locations;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.catalog.GameCatalog;
import org.puzzlearena.server.verify.VerifyProblems;

/** The records registry: read by anyone; admins add a record with its source (docs/RECORDS.md). */
@Path("/records")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Records")
public class RecordsResource {

    @Inject
    RecordService service;

    @Inject
    GameCatalog catalog;

    @Inject
    Permissions permissions;

    @Inject
    PublishedScores published;

    @GET
    @Operation(summary = "Every verified record, by game and instance, best first, with its line (anyone)")
    public List<RecordView> all() {
        return service.all().stream().map(r -> RecordView.of(r, true)).toList();
    }

    @GET
    @Path("/published")
    @Operation(
            summary = "The scores published for a board without their lines (a paper's table): never verified, ranked"
                    + " or a board's record; by board, best first (anyone)")
    public List<PublishedScore> publishedScores() {
        return published.all();
    }

    @GET
    @Path("/{id}")
    @Operation(
            summary = "A verified record with its line, to replay it (anyone; 404 for no such record or a hidden one)")
    public RecordView one(@PathParam("id") String idText) {
        long id;
        try {
            id = Long.parseLong(idText);
        } catch (NumberFormatException e) {
            throw ApiException.notFound("no record '" + idText + "'");
        }
        return service.verified(id)
                .map(r -> RecordView.of(r, true))
                .orElseThrow(() -> ApiException.notFound("no record " + id));
    }

    @GET
    @Path("/{game}/{instance: .+}")
    @Operation(summary = "A board's verified records, best first, with their lines (anyone; [] when it has none)")
    public List<RecordView> ofBoard(@PathParam("game") String gameId, @PathParam("instance") String instanceId) {
        Game game = catalog.game(gameId);
        BoardId board =
                new BoardId(game.id(), catalog.initialState(game, instanceId).instanceId());
        return service.ofBoard(board).stream().map(r -> RecordView.of(r, true)).toList();
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Add a record (admin): {\"game\",\"instance\",\"solution\" or \"moves\",\"holder\",\"source\","
                    + "\"achieved\"}; replayed first (422 names the first illegal move), 409 when the line is already a "
                    + "record or the instance is a contest's own and the contest is not public yet (naming instance); audited "
                    + "as record.add")
    public Response add(@Context HttpHeaders headers, RecordService.AddRequest body) {
        Caller admin = permissions.requireAdmin(headers);
        return switch (service.add(admin, body)) {
            case RecordOutcome.Added(BoardRecord r) ->
                Locations.created("/api/records/" + r.game + "/" + r.instanceId)
                        .entity(RecordView.of(r, true))
                        .build();
            case RecordOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /** The status and problem document of each refusal to add a record. */
    static ApiException refusal(RecordOutcome.Refused refused) {
        return switch (refused) {
            case RecordOutcome.NoBody n ->
                ApiException.badRequest(
                        null,
                        "a JSON body {\"game\", \"instance\", \"solution\" or \"moves\", "
                                + "\"holder\", \"source\", \"achieved\"} is required");
            case RecordOutcome.Missing m -> ApiException.badRequest(m.field(), m.field() + " is required");
            case RecordOutcome.TooLong t ->
                ApiException.badRequest(t.field(), t.field() + " has at most " + t.max() + " characters");
            case RecordOutcome.BadAchieved b ->
                ApiException.badRequest("achieved", "when the record was achieved: YYYY, YYYY-MM or YYYY-MM-DD");
            case RecordOutcome.AlreadyARecord a ->
                ApiException.conflict(
                        "solution",
                        "this line is already record " + a.recordId() + " of " + a.board() + " (" + a.holder() + ")");
            case RecordOutcome.ContestNotPublic c -> ApiException.conflict("instance", c.why());
            case RecordOutcome.Unverified u -> VerifyProblems.of(u.why());
        };
    }
}
