package org.puzzlearena.server.suites;

import com.fasterxml.jackson.databind.JsonNode;
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
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.Locations;
import org.puzzlearena.server.botruns.BotRunRequest;
import org.puzzlearena.server.ratelimit.RateLimits;

/**
 * Suites (docs/BOTS.md, "Suites"): fixed sets of instances with a CPU budget each, on which a bot
 * configuration is run as one bot run per item, and the comparison of every bot run on one.
 */
@Path("/suites")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Suites")
public class SuitesResource {

    @Inject
    SuiteRunService service;

    @Inject
    Authenticator authenticator;

    @Inject
    RateLimits limits;

    @GET
    @Operation(summary = "The suites: each a fixed set of game, instance and CPU budget (anyone)")
    public List<SuiteView> list() {
        return service.suites();
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "A suite with its items and total CPU budget (anyone)")
    public SuiteView get(@PathParam("id") String id) {
        return service.suite(id).orElseThrow(() -> SuiteProblems.noSuite(id));
    }

    @POST
    @Path("/{id}/runs")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Run a bot configuration on the suite (logged-in person or API token): the body of POST"
                    + " /api/bot-runs without game, instance and budget, e.g. {\"algorithm\":\"nmcs\",\"level\":1,\"seed\":3};"
                    + " 201 with the suite run, one bot run per item at the item's CPU budget, admitted as your active"
                    + " runs allow. 400 names the field at fault, 422 a field over your limits")
    @RequestBody(content = @Content(schema = @Schema(implementation = BotRunRequest.class)))
    public Response start(@Context HttpHeaders headers, @PathParam("id") String id, JsonNode body) {
        Caller caller = authenticator.require(headers);
        limits.check(RateLimits.Limit.SUITE_RUNS, "account:" + caller.accountId());
        return switch (service.start(caller, id, body)) {
            case SuiteRunOutcome.Started(SuiteRunView run) ->
                Locations.created("/api/suite-runs/" + run.id()).entity(run).build();
            case SuiteRunOutcome.Refused refused -> throw SuiteProblems.refusal(refused);
        };
    }

    @GET
    @Path("/{id}/comparison")
    @Operation(
            summary = "Every finished run of the suite compared (anyone): one row per bot configuration (seeds pooled),"
                    + " its mean total with a 95% confidence half-width, min and max, and each item's mean, best and"
                    + " half-width; best mean total first")
    public SuiteComparisons.Comparison comparison(@PathParam("id") String id) {
        return service.comparison(id).orElseThrow(() -> SuiteProblems.noSuite(id));
    }
}
