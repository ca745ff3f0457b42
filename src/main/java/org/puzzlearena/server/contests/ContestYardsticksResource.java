package org.puzzlearena.server.contests;

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
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Locations;
import org.puzzlearena.server.botruns.BotRun;
import org.puzzlearena.server.botruns.BotRunRequest;
import org.puzzlearena.server.botruns.BotRunsResource;

/** Reference bots shown on a contest's scoreboard, unranked. */
@Path("/contests/{id}/yardsticks")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Contests")
public class ContestYardsticksResource {

    @Inject
    YardstickService service;

    @Inject
    Authenticator authenticator;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Enter a reference bot: a server bot run (the body of POST /api/bot-runs) on one of the "
                    + "contest's instances, while it runs (its organizer or an admin): 201 with the run's link")
    public Response start(@Context HttpHeaders headers, @PathParam("id") String id, BotRunRequest body) {
        return switch (service.start(authenticator.require(headers), ContestProblems.id(id), body)) {
            case YardstickOutcome.Started(BotRun run) ->
                Locations.created("/api/bot-runs/" + run.id)
                        .entity(new YardstickService.YardstickView(
                                "/api/bot-runs/" + run.id,
                                run.name,
                                run.game,
                                run.instanceId,
                                run.state,
                                run.bestScore))
                        .build();
            case YardstickOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /** The status and problem document of each refusal to enter a reference bot. */
    static ApiException refusal(YardstickOutcome.Refused refused) {
        return switch (refused) {
            case YardstickOutcome.NoContest n -> ContestProblems.noContest(n.id());
            case YardstickOutcome.NotStarted n ->
                ApiException.conflict(
                        null,
                        "reference bots start once the contest runs (at " + n.startsAt()
                                + "): bot runs are public and would reveal its instances");
            case YardstickOutcome.Ended e -> ApiException.conflict(null, "the contest ended at " + e.endsAt());
            case YardstickOutcome.RunRefused r -> BotRunsResource.refusal(r.why());
        };
    }

    @GET
    @Operation(
            summary = "The contest's reference bots with their state and best (anyone once it has started; until "
                    + "it ends non-staff get no run link and 'Reference bot N' for its configuration: only its score)")
    public List<YardstickService.YardstickView> list(@Context HttpHeaders headers, @PathParam("id") String id) {
        long contestId = ContestProblems.id(id);
        return service.list(contestId, authenticator.identify(headers).orElse(null))
                .orElseThrow(() -> ContestProblems.noContest(contestId));
    }
}
