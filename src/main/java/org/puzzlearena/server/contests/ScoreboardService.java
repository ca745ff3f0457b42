package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.leaderboards.CopyOf;
import org.puzzlearena.server.leaderboards.LeaderboardEntry;

/**
 * Builds a contest's scoreboard for one viewer. Staff see the live board (flagged when
 * participants see it frozen); everyone else, once the freeze has come and until the organizer
 * lifts it, sees only what was received before the freeze, the viewer's own later results apart
 * in {@code you}. The cut is applied in the database queries themselves
 * ({@link ContestSubmissionRepository.Cut}), so no count, rank or time can leak through.
 */
@ApplicationScoped
public class ScoreboardService {

    @Inject
    ContestService contestService;

    @Inject
    ContestRepository contests;

    @Inject
    ContestSubmissionRepository submissions;

    @Inject
    ContestAccess access;

    @Inject
    Clock clock;

    /** Which viewers see the same board: staff, the public, or one account (own results after a freeze). */
    public record Audience(long contestId, String kind, long accountId) {}

    /** The audience {@code caller} belongs to, or none when there is no contest {@code contestId}. */
    @Transactional
    public Optional<Audience> audienceOf(long contestId, Caller caller) {
        return contestService.find(contestId).map(c -> {
            if (access.isStaff(c, caller)) {
                return new Audience(contestId, "staff", -1);
            }
            return caller == null
                    ? new Audience(contestId, "public", -1)
                    : new Audience(contestId, "account", caller.accountId());
        });
    }

    /** The board as {@code caller} (null: anonymous) may see it, or none when there is no contest {@code contestId}. */
    @Transactional
    public Optional<ScoreboardView> scoreboard(long contestId, Caller caller) {
        return contestService.find(contestId).map(c -> scoreboard(c, caller));
    }

    /** The board of a contest already read, as {@code caller} may see it, in the caller's transaction. */
    ScoreboardView scoreboard(Contest c, Caller caller) {
        Instant now = clock.instant();
        boolean staff = access.isStaff(c, caller);
        boolean frozen = !staff && c.isFrozenFor(now);
        boolean visible = staff || c.hasStarted(now);
        List<BoardId> all = visible ? contests.instancesOf(c.id) : List.of();
        // The hidden final set's filter: before the end a non-staff board leaves the hidden instances out.
        HiddenPart.Shown part = HiddenPart.shown(c, contests.hiddenPositions(c.id), all.size(), staff, now);
        List<BoardId> instances = part.select(all);
        List<ContestRepository.Registration> registrations = contests.registrations(c.id);
        List<ContestRepository.Yardstick> yardsticks = visible ? contests.yardsticks(c.id) : List.of();
        // Until the end a reference bot is only a score to non-staff: no run link, no configuration name.
        boolean referencesOpen = staff || c.hasEnded(now);
        Names names = new Names(registrations, yardsticks, !referencesOpen);
        boolean everythingOpen = staff || c.isPublic(now);
        Long viewer = caller == null ? null : caller.accountId();

        ContestSubmissionRepository.Cut cut = (frozen
                        ? ContestSubmissionRepository.Cut.frozenAt(c.freezesAt, null)
                        : ContestSubmissionRepository.Cut.EVERYTHING)
                .publicPartOnly(part.publicPartOnly());
        Built shown = build(c, instances, registrations, yardsticks, names, cut);
        List<ScoreboardView.Row> rows = rows(
                shown,
                names,
                k -> everythingOpen || (viewer != null && k.accountId() == viewer),
                k -> true,
                referencesOpen);

        List<ScoreboardView.Row> you = null;
        if (frozen
                && viewer != null
                && registrations.stream().anyMatch(r -> r.key().accountId() == viewer)) {
            Built own = build(
                    c,
                    instances,
                    registrations,
                    yardsticks,
                    names,
                    ContestSubmissionRepository.Cut.frozenAt(c.freezesAt, viewer)
                            .publicPartOnly(part.publicPartOnly()));
            you = rows(own, names, k -> true, k -> !k.reference() && k.accountId() == viewer, referencesOpen);
        }
        List<ScoreboardView.Column> columns = new ArrayList<>();
        for (int i = 0; i < instances.size(); i++) {
            ScoreboardCalculator.Column col = shown.board().columns().get(i);
            int position = part.positions().get(i);
            columns.add(new ScoreboardView.Column(
                    position,
                    ContestViews.InstanceView.label(position),
                    instances.get(i).game(),
                    instances.get(i).instance(),
                    part.hidden().contains(position),
                    col.best(),
                    col.results()));
        }
        return new ScoreboardView(
                c.id,
                c.title,
                ContestViews.ScoringView.of(c.scoringRule()),
                c.phase(now),
                now,
                c.startsAt,
                c.endsAt,
                c.freezesAt,
                c.unfrozenAt,
                frozen,
                c.isFrozenFor(now),
                frozen ? c.freezesAt : now,
                visible,
                part.ranking(),
                columns,
                rows,
                you);
    }

    /** A computed board with what its rows show beside it. */
    private record Built(
            ScoreboardCalculator.Board<BoardKey> board,
            Map<BoardKey, ContestSubmissionRepository.Activity> activity,
            Map<BoardKey, Map<Integer, Long>> submissionIds,
            List<Map<BoardKey, Instant>> receipts,
            Map<Long, ContestSubmissionRepository.Original> originals,
            Map<BoardKey, Map<Integer, Long>> runIds) {}

    private Built build(
            Contest c,
            List<BoardId> instances,
            List<ContestRepository.Registration> registrations,
            List<ContestRepository.Yardstick> yardsticks,
            Names names,
            ContestSubmissionRepository.Cut cut) {
        Map<BoardId, Integer> index = new HashMap<>();
        List<Map<BoardKey, Integer>> bests = new ArrayList<>();
        List<Map<BoardKey, Instant>> receipts = new ArrayList<>();
        for (int i = 0; i < instances.size(); i++) {
            index.put(instances.get(i), i);
            bests.add(new HashMap<>());
            receipts.add(new HashMap<>());
        }
        List<ScoreboardCalculator.Entrant<BoardKey>> entrants = new ArrayList<>();
        registrations.forEach(r -> entrants.add(new ScoreboardCalculator.Entrant<>(r.key(), false)));
        Map<BoardKey, Map<Integer, Long>> submissionIds = new HashMap<>();
        for (ContestSubmissionRepository.Best b : submissions.bests(c.id, cut)) {
            Integer i = index.get(new BoardId(b.game(), b.instance()));
            if (i != null && names.has(b.key())) {
                bests.get(i).put(b.key(), b.score());
                // The earliest receipt of the best score: when this participant reached it (the tie-break).
                receipts.get(i).put(b.key(), b.receivedAt());
                submissionIds.computeIfAbsent(b.key(), k -> new HashMap<>()).put(i, b.submissionId());
            }
        }
        // Reference bots: one row per configuration name, its best run on each instance.
        Map<BoardKey, Map<Integer, Long>> runIds = new HashMap<>();
        for (ContestRepository.Yardstick y : yardsticks) {
            Integer i = index.get(new BoardId(y.game(), y.instance()));
            BoardKey key = new BoardKey(y.accountId(), y.name(), true);
            if (runIds.putIfAbsent(key, new HashMap<>()) == null) {
                entrants.add(new ScoreboardCalculator.Entrant<>(key, true));
            }
            if (i != null && y.bestScore() != null) {
                Integer previous = bests.get(i).get(key);
                if (previous == null || y.bestScore() > previous) {
                    bests.get(i).put(key, y.bestScore());
                    runIds.get(key).put(i, y.runId());
                }
            }
        }
        ScoreboardCalculator.Board<BoardKey> board = ScoreboardCalculator.compute(
                c.scoringRule(),
                entrants,
                bests,
                receipts,
                Comparator.comparing(names::sortName).thenComparingLong(BoardKey::accountId));
        List<Long> shownIds = submissionIds.values().stream()
                .flatMap(m -> m.values().stream())
                .toList();
        return new Built(
                board,
                submissions.activity(c.id, cut),
                submissionIds,
                receipts,
                submissions.originals(c.id, cut, shownIds),
                runIds);
    }

    private static List<ScoreboardView.Row> rows(
            Built built,
            Names names,
            Predicate<BoardKey> mayOpen,
            Predicate<BoardKey> include,
            boolean referencesOpen) {
        List<ScoreboardView.Row> out = new ArrayList<>();
        for (ScoreboardCalculator.Row<BoardKey> r : built.board().rows()) {
            if (!include.test(r.key())) {
                continue;
            }
            List<ScoreboardView.Cell> cells = new ArrayList<>();
            for (int i = 0; i < r.cells().size(); i++) {
                ScoreboardCalculator.Cell cell = r.cells().get(i);
                Long sid = built.submissionIds().getOrDefault(r.key(), Map.of()).get(i);
                Long run = built.runIds().getOrDefault(r.key(), Map.of()).get(i);
                cells.add(new ScoreboardView.Cell(
                        cell.score(),
                        cell.rank(),
                        cell.points().doubleValue(),
                        sid != null && mayOpen.test(r.key()) ? "/api/submissions/" + sid : null,
                        run == null || !referencesOpen ? null : "/api/bot-runs/" + run,
                        sid == null ? null : built.receipts().get(i).get(r.key()),
                        sid == null ? null : copyOf(built.originals().get(sid), mayOpen)));
            }
            ContestSubmissionRepository.Activity a = built.activity().get(r.key());
            out.add(new ScoreboardView.Row(
                    r.rank(),
                    names.participant(r.key()),
                    r.reference(),
                    r.score().doubleValue(),
                    r.rawTotal(),
                    r.results(),
                    r.reference() ? null : a == null ? 0L : a.submissions(),
                    a == null ? null : a.last(),
                    cells,
                    r.reference() ? null : r.reachedAt(),
                    r.rank() == null ? null : r.alsoReachedBy()));
        }
        return out;
    }

    /**
     * What a cell's best copies, as the public boards say it (docs/RECORDS.md): a record, an ordinary
     * submission, or another participant's earlier submission in this contest, linked only when the
     * viewer may open that submission (its author's, staff, or a public contest).
     */
    private static CopyOf copyOf(ContestSubmissionRepository.Original o, Predicate<BoardKey> mayOpen) {
        if (o == null) {
            return null;
        }
        if (o.record() != null) {
            return new CopyOf("record", o.record(), o.holder(), null, null, o.recordLink());
        }
        boolean open = !o.inContest() || mayOpen.test(BoardKey.participant(o.accountId(), o.botName()));
        return new CopyOf(
                "submission",
                null,
                null,
                open ? o.submission() : null,
                LeaderboardEntry.Participant.of(o.username(), o.botName()),
                open ? "/api/submissions/" + o.submission() : null);
    }

    /**
     * Names of the rows: participants by their registration, references by their run's configuration,
     * or, {@code masked}, as "Reference bot N" (the configuration names the seed that reproduces its moves).
     */
    private static final class Names {
        private final Map<BoardKey, LeaderboardEntry.Participant> byKey = new HashMap<>();

        Names(
                List<ContestRepository.Registration> registrations,
                List<ContestRepository.Yardstick> yardsticks,
                boolean masked) {
            registrations.forEach(r -> byKey.put(
                    r.key(),
                    LeaderboardEntry.Participant.of(r.username(), r.key().botName())));
            Map<String, String> maskedNames = YardstickService.maskedNames(yardsticks);
            yardsticks.forEach(y -> byKey.put(
                    new BoardKey(y.accountId(), y.name(), true),
                    new LeaderboardEntry.Participant(
                            "bot", masked ? maskedNames.get(y.name()) : y.name(), y.username())));
        }

        boolean has(BoardKey k) {
            return byKey.containsKey(k);
        }

        LeaderboardEntry.Participant participant(BoardKey k) {
            return byKey.get(k);
        }

        String sortName(BoardKey k) {
            LeaderboardEntry.Participant p = byKey.get(k);
            return p == null ? "" : (p.name() + "\u0000" + p.account()).toLowerCase(Locale.ROOT);
        }
    }
}
