package org.puzzlearena.server.suites;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.accounts.Role;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.QueryParams;

/** Suite runs: one as it stands, a list, and cancelling (runs are public to read, as bot runs are). */
@Path("/suite-runs")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Suites")
public class SuiteRunsResource {

    @Inject
    SuiteRunService service;

    @Inject
    Authenticator authenticator;

    @Inject
    Permissions permissions;

    @GET
    @Operation(
            summary = "Suite runs, newest first (anyone), of a suite (?suite=) and/or an owner (?owner=username), with"
                    + " ?offset= and ?limit= (at most 100): bot, owner, seed, state (running, finished, failed,"
                    + " cancelled), items finished of all, total once finished; 400 names the parameter at fault")
    public SuiteRunSummary.Page list(
            @QueryParam("suite") String suite,
            @QueryParam("owner") String owner,
            @QueryParam("offset") String offset,
            @QueryParam("limit") String limit) {
        int from = QueryParams.intParam("offset", offset, 0, 0, 1_000_000);
        int size = QueryParams.intParam("limit", limit, 20, 1, 100);
        return switch (service.list(blankToNull(suite), blankToNull(owner), from, size)) {
            case SuiteRunService.SuiteListOutcome.Listed l -> l.page();
            case SuiteRunService.SuiteListOutcome.Refused r -> throw ApiException.badRequest(r.field(), r.reason());
        };
    }

    @GET
    @Path("/{id}")
    @Operation(
            summary = "A suite run (anyone): its bot, seed, state (running, finished, failed, cancelled), each item's"
                    + " bot run, state and score, and the total once every item has finished")
    public SuiteRunView get(@PathParam("id") String id) {
        long runId = id(id);
        return service.find(runId).orElseThrow(() -> SuiteProblems.noSuiteRun(id));
    }

    @POST
    @Path("/{id}/cancel")
    @Operation(
            summary = "Cancel a running suite run (its owner, or an admin): it ends as cancelled with no total, its"
                    + " items still queued or running are cancelled and its waiting items never start; it stays out"
                    + " of the suite's comparison. 403 another's run, 404 none, 409 it has ended already")
    public SuiteRunView cancel(@Context HttpHeaders headers, @PathParam("id") String id) {
        Caller caller = authenticator.require(headers);
        long runId = id(id);
        boolean admin = permissions.rolesOf(caller).contains(Role.ADMIN);
        return switch (service.cancel(caller, admin, runId)) {
            case SuiteCancelOutcome.Cancelled c -> c.run();
            case SuiteCancelOutcome.NoSuiteRun n -> throw SuiteProblems.noSuiteRun(id);
            case SuiteCancelOutcome.NotYours n ->
                throw ApiException.forbidden("id", "only the suite run's owner (or an admin) may cancel it");
            case SuiteCancelOutcome.Ended e ->
                throw ApiException.conflict("state", "the suite run has ended already (" + e.state() + ")");
        };
    }

    private static long id(String text) {
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw SuiteProblems.noSuiteRun(text);
        }
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }
}
