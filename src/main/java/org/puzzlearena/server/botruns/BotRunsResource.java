package org.puzzlearena.server.botruns;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.search.BotConfig;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Locations;
import org.puzzlearena.server.api.QueryParams;
import org.puzzlearena.server.ratelimit.RateLimits;

/**
 * Bot runs executed by the server: anyone may read them (they are on the leaderboards) and watch
 * them live at {@code /ws/bot-runs/{id}}, except runs a contest seals ({@link BotRunSeals}: then
 * only their insiders); an account starts, cancels, restarts and resumes its own.
 */
@Path("/bot-runs")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Bot runs")
public class BotRunsResource {

    @Inject
    BotRunService service;

    @Inject
    Authenticator authenticator;

    @Inject
    RateLimits limits;

    public record RunPage(long total, int offset, List<BotRunView> runs) {}

    /**
     * What the caller may ask of a run: the caller's budget (organizers and admins get more) and the
     * bounds of every configuration, so a form can check a value before sending it.
     */
    public record Limits(
            double maxSeconds,
            long maxPlayouts,
            int maxThreads,
            int maxActive,
            int maxLevel,
            int maxBeamSize,
            int maxIterations,
            List<String> algorithms) {}

    @Inject
    RunAllowance allowance;

    @GET
    @Path("/limits")
    @Operation(
            summary =
                    "What you may ask of a bot run (anyone; a logged-in organizer or admin gets more): the longest run, the"
                            + " most playouts, threads and runs at once, and the bounds of level, beam sizes and NRPA iterations")
    public Limits limits(@Context HttpHeaders headers) {
        Caller caller = authenticator.identify(headers).orElse(null);
        BotRunSettings.Limits l = caller == null ? allowance.defaultLimits() : allowance.limitsFor(caller);
        return new Limits(
                l.maxSeconds(),
                l.maxPlayouts(),
                Math.min(l.maxThreads(), BotConfig.MAX_THREADS),
                l.maxActive(),
                BotConfig.MAX_LEVEL,
                BotConfig.MAX_BEAM_SIZE,
                BotConfig.MAX_ITERATIONS,
                BotConfig.ALGORITHMS);
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary =
                    "Start a bot run (logged-in person or API token): 201 with the queued run. 400 names the "
                            + "field at fault, 422 a field over your limits, 429 (Retry-After) when you have too many runs going")
    public Response start(@Context HttpHeaders headers, BotRunRequest body) {
        return created(service.start(startingCaller(headers), body));
    }

    /** The caller of a start, restart or resume, within the account's rate of run starts (429 beyond). */
    private Caller startingCaller(HttpHeaders headers) {
        Caller caller = authenticator.require(headers);
        limits.check(RateLimits.Limit.BOT_RUNS, "account:" + caller.accountId());
        return caller;
    }

    @GET
    @Operation(
            summary = "Bot runs, newest first, optionally of one account, game, instance or state (anyone; runs "
                    + "sealed by a contest are listed only to their owner and the contest's staff); config=NAME lists the runs "
                    + "behind one leaderboard row of a server bot (its configuration's name, without the seed)")
    public RunPage list(
            @Context HttpHeaders headers,
            @QueryParam("account") String account,
            @QueryParam("game") String game,
            @QueryParam("instance") String instance,
            @QueryParam("state") String state,
            @QueryParam("config") String config,
            @QueryParam("offset") String offsetParam,
            @QueryParam("limit") String limitParam) {
        int offset = QueryParams.intParam("offset", offsetParam, 0, 0, Integer.MAX_VALUE);
        int limit = QueryParams.intParam("limit", limitParam, 50, 1, 500);
        if (state != null && Arrays.stream(BotRunState.values()).noneMatch(s -> s.id().equals(state))) {
            throw ApiException.badRequest(
                    "state",
                    "state is one of "
                            + Arrays.stream(BotRunState.values())
                                    .map(BotRunState::id)
                                    .toList());
        }
        BotRunService.Page page =
                service.list(authenticator.identify(headers), account, game, instance, state, config, offset, limit);
        var hosted = service.hostedVersionsOf(page.runs());
        return new RunPage(
                page.total(),
                offset,
                page.runs().stream()
                        .map(r -> BotRunView.of(
                                r, false, r.hostedVersionId == null ? null : hosted.get(r.hostedVersionId)))
                        .toList());
    }

    @GET
    @Path("/{id}")
    @Operation(
            summary = "A bot run with its best sequence so far (anyone; a run sealed by a contest only for its "
                    + "owner and the contest's staff until the contest ends or is public: 404 otherwise)")
    public BotRunView get(@Context HttpHeaders headers, @PathParam("id") String id) {
        long runId = id(id);
        return view(service.findFor(runId, authenticator.identify(headers))
                .orElseThrow(() -> refusal(new BotRunOutcome.NoRun(runId))));
    }

    @DELETE
    @Path("/{id}")
    @Operation(summary = "Cancel one of your runs: it stops within a second, keeping its best; 200 with the run")
    public BotRunView cancel(@Context HttpHeaders headers, @PathParam("id") String id) {
        Caller caller = authenticator.require(headers);
        return switch (service.cancel(caller, id(id))) {
            case BotRunOutcome.Stopped s -> view(s.run());
            case BotRunOutcome.Refused refused -> throw refusal(refused);
        };
    }

    @POST
    @Path("/{id}/cancel")
    @Operation(summary = "Cancel one of your runs (the same as DELETE)")
    public BotRunView cancelAction(@Context HttpHeaders headers, @PathParam("id") String id) {
        return cancel(headers, id);
    }

    @POST
    @Path("/{id}/restart")
    @Operation(summary = "Run one of your runs' configuration again from scratch: 201 with the new run")
    public Response restart(@Context HttpHeaders headers, @PathParam("id") String id) {
        return created(service.restart(startingCaller(headers), id(id)));
    }

    @POST
    @Path("/{id}/resume")
    @Operation(
            summary = "Run one of your ended runs' configuration again, starting from the best it kept: "
                    + "201 with the new run, whose result is at least as good")
    public Response resume(@Context HttpHeaders headers, @PathParam("id") String id) {
        return created(service.resume(startingCaller(headers), id(id)));
    }

    /** One run with its moves, and its bot version when it is a hosted run. */
    private BotRunView view(BotRun run) {
        return BotRunView.of(run, true, service.hostedVersionsOf(List.of(run)).get(run.hostedVersionId));
    }

    private Response created(BotRunOutcome outcome) {
        return switch (outcome) {
            case BotRunOutcome.Started(BotRun run) ->
                Locations.created("/api/bot-runs/" + run.id).entity(view(run)).build();
            case BotRunOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /** The status and problem document of each refusal to start, repeat or cancel a run. */
    public static ApiException refusal(BotRunOutcome.Refused refused) {
        return switch (refused) {
            case BotRunOutcome.FieldRefused f -> ApiException.refused(f.why());
            case BotRunOutcome.NoRun n -> ApiException.notFound("no bot run " + n.id());
            // Runs are public to read: someone else's is known, and forbidden.
            case BotRunOutcome.NotYours n ->
                ApiException.forbidden(null, "run " + n.id() + " belongs to another account");
            case BotRunOutcome.NotYourBot n ->
                ApiException.forbidden(
                        "hostedBot", "hosted bot " + n.botId() + " belongs to another account: only its owner runs it");
            case BotRunOutcome.StillActive a ->
                ApiException.conflict(
                        "state",
                        "run " + a.id() + " is still " + a.state()
                                + "; resume it once it has ended (or restart it now)");
            case BotRunOutcome.TooManyActive t ->
                ApiException.tooManyRequests(
                        "Too many runs",
                        "you have " + t.active()
                                + " runs queued or running, the most allowed; wait for one to end or cancel one",
                        t.retryAfter());
            case BotRunOutcome.QueueFull q ->
                ApiException.tooManyRequests(
                        "Too many runs",
                        "the server's queue of bot runs is full; try again in a minute",
                        Duration.ofSeconds(60));
            case BotRunOutcome.QueueUnavailable u ->
                ApiException.unavailable(
                        "Bot runs unavailable",
                        "the work queue (RabbitMQ) did not take the run: " + u.why() + "; try again shortly",
                        Duration.ofSeconds(10));
            case BotRunOutcome.InstanceReserved r -> ApiException.conflict("instance", r.why());
            case BotRunOutcome.SealedReference s ->
                ApiException.conflict(
                        null,
                        "run " + s.sourceRunId() + " is a contest's reference bot until the contest "
                                + "ends: enter another one through POST /api/contests/{id}/yardsticks");
            case BotRunOutcome.ContestForbidsBots c ->
                ApiException.forbidden(
                        "instance",
                        "you take part in contest " + c.contestId() + " ('" + c.title()
                                + "'), which does not allow bots, and " + c.game() + " " + c.instance()
                                + " is one of its instances: server bot runs on it are refused until the contest "
                                + "ends at " + c.endsAt());
            case BotRunOutcome.OffBoard o ->
                ApiException.unprocessable(
                        "Not an instance of this contest",
                        "instance",
                        o.game() + " " + o.instance() + " is not one of this contest's instances");
        };
    }

    private static long id(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw ApiException.notFound("no bot run '" + text + "'");
        }
    }
}
