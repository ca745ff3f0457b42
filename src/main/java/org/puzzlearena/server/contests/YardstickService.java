package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.botruns.BotRun;
import org.puzzlearena.server.botruns.BotRunOutcome;
import org.puzzlearena.server.botruns.BotRunRequest;
import org.puzzlearena.server.botruns.BotRunService;
import org.puzzlearena.server.botruns.BotRunsResource;
import org.puzzlearena.server.leaderboards.BoardId;

/**
 * Reference bots: the organizer runs one of the server's bots (an ordinary bot run, within the
 * organizer's run allowance) on an instance of the contest, and its best is shown on the
 * scoreboard as a yardstick that takes no rank and changes nobody's score. They start only once
 * the contest runs. Until it ends the run is sealed ({@link ContestRunSeals}): participants see its
 * score, never its moves or a configuration that would reproduce them.
 */
@ApplicationScoped
public class YardstickService {

    @Inject
    ContestService contestService;

    @Inject
    ContestRepository contests;

    @Inject
    ContestAccess access;

    @Inject
    BotRunService botRuns;

    @Inject
    AuditLog audit;

    @Inject
    Clock clock;

    @Inject
    Event<ContestChanged> changes;

    public record YardstickView(
            String run, String name, String game, String instance, String state, Integer bestScore) {}

    public BotRun start(Caller caller, long contestId, BotRunRequest request) {
        List<BoardId> instances = checked(caller, contestId);
        return switch (botRuns.startLinked(caller, request, run -> {
            BoardId ref = new BoardId(run.game, run.instanceId);
            if (!instances.contains(ref)) {
                throw ApiException.unprocessable(
                        "Not an instance of this contest",
                        "instance",
                        run.game + " " + run.instanceId + " is not one of this contest's instances");
            }
            contests.addYardstick(contestId, run.id);
            audit.record(
                    caller,
                    "contest.yardstick",
                    "contest:" + contestId,
                    Map.of("botRun", run.id, "name", run.name, "game", run.game, "instance", run.instanceId));
            changes.fire(new ContestChanged(contestId));
        })) {
            case BotRunOutcome.Started(BotRun run) -> run;
            // Until this service returns outcomes of its own, a refused run is its resource's problem.
            case BotRunOutcome.Refused refused -> throw BotRunsResource.refusal(refused);
        };
    }

    /** The contest's instances, once the caller is known to be its staff and the contest to be running. */
    @Transactional
    List<BoardId> checked(Caller caller, long contestId) {
        Contest c = contestService.get(contestId);
        access.requireStaff(c, caller);
        Instant now = clock.instant();
        if (!c.hasStarted(now)) {
            throw ApiException.conflict(
                    null,
                    "reference bots start once the contest runs (at " + c.startsAt
                            + "): bot runs are public and would reveal its instances");
        }
        if (c.hasEnded(now)) {
            throw ApiException.conflict(null, "the contest ended at " + c.endsAt);
        }
        return contests.instancesOf(c.id);
    }

    /**
     * The reference bots: anyone once the contest has started, its staff always. Until the contest
     * ends, everyone else sees their scores and states only: no link to the run (its moves) and,
     * instead of its configuration's name (which names the seed and budget that reproduce its
     * moves), "Reference bot 1", "Reference bot 2"... ({@link #maskedNames}).
     */
    @Transactional
    public List<YardstickView> list(long contestId, Caller caller) {
        Contest c = contestService.get(contestId);
        Instant now = clock.instant();
        boolean staff = access.isStaff(c, caller);
        if (!c.hasStarted(now) && !staff) {
            return List.of();
        }
        List<ContestRepository.Yardstick> all = contests.yardsticks(c.id);
        boolean open = staff || c.hasEnded(now);
        Map<String, String> masked = maskedNames(all);
        return all.stream()
                .map(y -> new YardstickView(
                        open ? "/api/bot-runs/" + y.runId() : null,
                        open ? y.name() : masked.get(y.name()),
                        y.game(),
                        y.instance(),
                        y.state(),
                        y.bestScore()))
                .toList();
    }

    /**
     * What participants call the reference bots while the contest runs: "Reference bot N", numbered
     * by their configurations' first entry, so one configuration keeps one name on every instance.
     */
    static Map<String, String> maskedNames(List<ContestRepository.Yardstick> yardsticks) {
        Map<String, String> names = new java.util.LinkedHashMap<>();
        for (ContestRepository.Yardstick y : yardsticks) {
            names.computeIfAbsent(y.name(), n -> "Reference bot " + (names.size() + 1));
        }
        return names;
    }
}
