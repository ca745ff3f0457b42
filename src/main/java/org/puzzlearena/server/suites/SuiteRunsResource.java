package org.puzzlearena.server.suites;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** One suite run as it stands (runs are public to read, as bot runs are). */
@Path("/suite-runs")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Suites")
public class SuiteRunsResource {

    @Inject
    SuiteRunService service;

    @GET
    @Path("/{id}")
    @Operation(
            summary =
                    "A suite run (anyone): its bot, seed, state (running, finished, failed), each item's bot run, state"
                            + " and score, and the total once every item has finished")
    public SuiteRunView get(@PathParam("id") String id) {
        long runId;
        try {
            runId = Long.parseLong(id);
        } catch (NumberFormatException e) {
            throw SuiteProblems.noSuiteRun(id);
        }
        return service.find(runId).orElseThrow(() -> SuiteProblems.noSuiteRun(id));
    }
}
