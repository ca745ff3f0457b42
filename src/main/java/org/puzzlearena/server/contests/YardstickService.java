package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.botruns.BotRun;
import org.puzzlearena.server.botruns.BotRunOutcome;
import org.puzzlearena.server.botruns.BotRunRequest;
import org.puzzlearena.server.botruns.BotRunService;

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

    public YardstickOutcome start(Caller caller, long contestId, BotRunRequest request) {
        Checked checked = checked(caller, contestId);
        if (checked.refused() != null) {
            return checked.refused();
        }
        List<BoardId> instances = checked.instances();
        BotRunOutcome outcome = botRuns.startLinked(caller, request, run -> link(caller, contestId, instances, run));
        return switch (outcome) {
            case BotRunOutcome.Started(BotRun run) -> new YardstickOutcome.Started(run);
            // A run off the contest's boards is refused by link, as OffBoard.
            case BotRunOutcome.Refused refused -> new YardstickOutcome.RunRefused(refused);
        };
    }

    /**
     * Links a new run to the contest, in the transaction that creates it; a run on another board is
     * refused, and the run is then not stored.
     */
    private Optional<BotRunOutcome.Refused> link(Caller caller, long contestId, List<BoardId> instances, BotRun run) {
        BoardId ref = new BoardId(run.game, run.instanceId);
        if (!instances.contains(ref)) {
            return Optional.of(new BotRunOutcome.OffBoard(run.game, run.instanceId));
        }
        contests.addYardstick(contestId, run.id);
        audit.record(
                caller,
                "contest.yardstick",
                "contest:" + contestId,
                Map.of("botRun", run.id, "name", run.name, "game", run.game, "instance", run.instanceId));
        changes.fire(new ContestChanged(contestId));
        return Optional.empty();
    }

    /** The contest's instances, or (instead) why no reference bot may start now. */
    record Checked(List<BoardId> instances, YardstickOutcome.Refused refused) {}

    /** The contest's instances, once the caller is known to be its staff and the contest to be running. */
    @Transactional
    Checked checked(Caller caller, long contestId) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new Checked(null, new YardstickOutcome.NoContest(contestId));
        }
        access.requireStaff(c, caller);
        Instant now = clock.instant();
        if (!c.hasStarted(now)) {
            return new Checked(null, new YardstickOutcome.NotStarted(c.startsAt));
        }
        if (c.hasEnded(now)) {
            return new Checked(null, new YardstickOutcome.Ended(c.endsAt));
        }
        return new Checked(contests.instancesOf(c.id), null);
    }

    /**
     * The reference bots: anyone once the contest has started, its staff always. Until the contest
     * ends, everyone else sees their scores and states only: no link to the run (its moves) and,
     * instead of its configuration's name (which names the seed and budget that reproduce its
     * moves), "Reference bot 1", "Reference bot 2"... ({@link #maskedNames}). None when there is
     * no contest {@code contestId}.
     */
    @Transactional
    public Optional<List<YardstickView>> list(long contestId, Caller caller) {
        return contestService.find(contestId).map(c -> list(c, caller));
    }

    private List<YardstickView> list(Contest c, Caller caller) {
        Instant now = clock.instant();
        boolean staff = access.isStaff(c, caller);
        if (!c.hasStarted(now) && !staff) {
            return List.of();
        }
        // Before the end a reference bot on the hidden part is nothing to non-staff (docs/CONTESTS.md).
        List<BoardId> instances = contests.instancesOf(c.id);
        List<ContestRepository.Yardstick> all = HiddenPart.shown(
                        c, contests.hiddenPositions(c.id), instances.size(), staff, now)
                .yardsticks(contests.yardsticks(c.id), instances);
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
        Map<String, String> names = new LinkedHashMap<>();
        for (ContestRepository.Yardstick y : yardsticks) {
            names.computeIfAbsent(y.name(), n -> "Reference bot " + (names.size() + 1));
        }
        return names;
    }
}
