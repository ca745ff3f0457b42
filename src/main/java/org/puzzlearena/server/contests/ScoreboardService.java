package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
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
    TeamRepository teams;

    @Inject
    Clock clock;

    /** The board as {@code caller} (null: anonymous) may see it, or none when there is no contest {@code contestId}. */
    @Transactional
    public Optional<ScoreboardView> scoreboard(long contestId, Caller caller) {
        return contestService.find(contestId).map(c -> scoreboard(c, caller));
    }

    /**
     * The board as each of {@code viewers} (null: anonymous) may see it, in their order, or none when
     * there is no contest {@code contestId}. The board is computed once for staff and once for
     * everyone else, and each viewer's is derived from it (see {@link Reading}), so a live feed with
     * 500 watchers costs one computation, not 500.
     */
    @Transactional
    public Optional<List<ScoreboardView>> scoreboards(long contestId, List<Caller> viewers) {
        return contestService.find(contestId).map(c -> {
            Reading reading = new Reading(c, clock.instant(), contests.registrations(c.id), entries(c));
            Predicate<Caller> staff = access.staffAmong(c, viewers);
            return viewers.stream()
                    .map(v -> view(reading, v, staff.test(v), false))
                    .toList();
        });
    }

    /** The board of a contest already read, as {@code caller} may see it, in the caller's transaction. */
    ScoreboardView scoreboard(Contest c, Caller caller) {
        return view(
                new Reading(c, clock.instant(), contests.registrations(c.id), entries(c)),
                caller,
                access.isStaff(c, caller),
                false);
    }

    /**
     * One part of the board of a contest with a hidden final set ({@link ScoreboardPart}): the
     * public part's is anyone's at any time; the final one is staff's, and everyone's from the end.
     */
    @Transactional
    public ScoreboardPart.Outcome scoreboard(long contestId, Caller caller, ScoreboardPart part) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new ScoreboardPart.Outcome.NoContest(contestId);
        }
        Instant now = clock.instant();
        if (part == ScoreboardPart.FINAL && !HiddenPart.open(c, access.isStaff(c, caller), now)) {
            return new ScoreboardPart.Outcome.FinalNotYet(c.endsAt);
        }
        Reading reading = new Reading(c, now, contests.registrations(c.id), entries(c));
        return new ScoreboardPart.Outcome.Shown(
                view(reading, caller, access.isStaff(c, caller), part == ScoreboardPart.PUBLIC));
    }

    /** Team contests: participants are mapped to their team's entry before anything is ranked. */
    private ContestEntries entries(Contest c) {
        return c.isTeamContest() ? ContestEntries.ofTeams(teams.members(c.id)) : ContestEntries.INDIVIDUAL;
    }

    /**
     * What every viewer's board is derived from, read once: the contest at one instant, its
     * registrations and entries (teams), and (computed when first needed) the side of staff and the side of everyone else.
     * One request's or one refresh's, on one thread, inside its transaction.
     */
    private static final class Reading {
        final Contest contest;
        final Instant now;
        final List<ContestRepository.Registration> registrations;
        final ContestEntries entries;
        final Map<SideKey, Side> sides = new HashMap<>();

        Reading(
                Contest contest,
                Instant now,
                List<ContestRepository.Registration> registrations,
                ContestEntries entries) {
            this.contest = contest;
            this.now = now;
            this.registrations = registrations;
            this.entries = entries;
        }

        boolean registered(long accountId) {
            return registrations.stream().anyMatch(r -> r.key().accountId() == accountId);
        }
    }

    /**
     * What all viewers of one side (staff, or everyone else) see alike: the board computed once, its
     * rows as an anonymous viewer of that side sees them, and for each row the entries whose members
     * see more of it (its own entry, whose best they may open, and the entries whose submissions its
     * bests copy).
     */
    private record Side(
            boolean staff,
            boolean frozen,
            boolean visible,
            boolean referencesOpen,
            boolean everythingOpen,
            List<BoardId> instances,
            List<ContestRepository.Yardstick> yardsticks,
            Names names,
            Built shown,
            List<ScoreboardView.Row> rows,
            List<List<BoardKey>> rowsOpenedTo,
            List<ScoreboardView.Column> columns,
            Map<BoardKey, ContestSubmissionRepository.Activity> liveActivity,
            HiddenPart.Shown part) {}

    /** A side of the board: staff's or everyone else's, and whether it is the public part's whoever looks. */
    private record SideKey(boolean staff, boolean publicPart) {}

    private Side side(Reading r, boolean staff, boolean publicPart) {
        return r.sides.computeIfAbsent(new SideKey(staff, publicPart), s -> {
            Contest c = r.contest;
            boolean frozen = !staff && c.isFrozenFor(r.now);
            boolean visible = staff || c.hasStarted(r.now);
            List<BoardId> all = visible ? contests.instancesOf(c.id) : List.of();
            // The hidden final set's filter: before the end a non-staff board leaves the hidden instances out.
            // The public part's board (asked for) is the one non-staff saw during the contest.
            HiddenPart.Shown part = publicPart
                    ? HiddenPart.publicPart(c, contests.hiddenPositions(c.id), all.size())
                    : HiddenPart.shown(c, contests.hiddenPositions(c.id), all.size(), staff, r.now);
            List<BoardId> instances = part.select(all);
            List<ContestRepository.Yardstick> yardsticks =
                    visible ? part.yardsticks(contests.yardsticks(c.id), all) : List.of();
            // Until the end a reference bot is only a score to non-staff: no run link, no configuration name.
            boolean referencesOpen = staff || c.hasEnded(r.now);
            Names names = new Names(r.registrations, yardsticks, !referencesOpen, r.entries);
            boolean everythingOpen = staff || c.isPublic(r.now);
            ContestSubmissionRepository.Cut cut = (frozen
                            ? ContestSubmissionRepository.Cut.frozenAt(c.freezesAt, null)
                            : ContestSubmissionRepository.Cut.EVERYTHING)
                    .publicPartOnly(part.publicPartOnly());
            Built shown = build(c, instances, r.registrations, yardsticks, names, r.entries, cut);
            List<ScoreboardView.Row> rows = new ArrayList<>();
            List<List<BoardKey>> openedTo = new ArrayList<>();
            for (ScoreboardCalculator.Row<BoardKey> computed : shown.board().rows()) {
                rows.add(row(shown, names, r.entries, computed, k -> everythingOpen, referencesOpen));
                openedTo.add(everythingOpen ? List.of() : entriesSeeingMore(shown, r.entries, computed));
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
            return new Side(
                    staff,
                    frozen,
                    visible,
                    referencesOpen,
                    everythingOpen,
                    instances,
                    yardsticks,
                    names,
                    shown,
                    List.copyOf(rows),
                    openedTo,
                    List.copyOf(columns),
                    // Everyone's own submissions, past the freeze too: what a frozen participant's own rows depend on.
                    frozen
                            ? submissions.activity(
                                    c.id,
                                    ContestSubmissionRepository.Cut.EVERYTHING.publicPartOnly(part.publicPartOnly()))
                            : Map.of(),
                    part);
        });
    }

    /**
     * The entries whose members may see more of this row than an anonymous viewer: its own (its best
     * links to its submissions) and those of the earlier contest submissions its bests copy.
     */
    private static List<BoardKey> entriesSeeingMore(
            Built built, ContestEntries entries, ScoreboardCalculator.Row<BoardKey> row) {
        Map<Integer, Long> sids = built.submissionIds().getOrDefault(row.key(), Map.of());
        if (sids.isEmpty()) {
            return List.of();
        }
        List<BoardKey> keys = new ArrayList<>();
        keys.add(row.key());
        for (Long sid : sids.values()) {
            ContestSubmissionRepository.Original o = built.originals().get(sid);
            if (o != null && o.record() == null && o.inContest()) {
                keys.add(entries.entryOf(BoardKey.participant(o.accountId(), o.botName())));
            }
        }
        return keys;
    }

    /** Which frozen participant's own rows (see {@link #ownRows}). */
    private record OwnKey(long contest, long account) {}

    /** A frozen participant's own rows and what they were computed from. */
    private record OwnRows(
            Instant freezesAt,
            List<ScoreboardView.Row> frozenRows,
            Map<BoardKey, ContestSubmissionRepository.Activity> own,
            List<ScoreboardView.Row> rows) {}

    /** At most this many frozen participants' own rows are kept; beyond, they are all computed afresh. */
    private static final int OWN_ROWS_KEPT = 10_000;

    private final Map<OwnKey, OwnRows> ownRowsKept = new ConcurrentHashMap<>();

    /**
     * A frozen participant's own rows with all their submissions, ranked as if against the frozen
     * board. They depend only on the frozen board and on the participant's own (and teammates')
     * submissions, so during
     * a freeze they are computed again only when one of those changed: others' submissions after the
     * freeze change neither (that is the freeze), and a final-minute burst then costs one query for
     * everyone's activity, not one board per participant.
     */
    private List<ScoreboardView.Row> ownRows(Reading r, Side side, long viewer, Predicate<BoardKey> own) {
        Contest c = r.contest;
        // The frozen view opens the viewer's own later submissions, and their teammates' (a team's entry).
        List<Long> teammates = r.entries.teammatesOf(viewer);
        List<Long> authors = teammates.isEmpty() ? List.of(viewer) : teammates;
        Map<BoardKey, ContestSubmissionRepository.Activity> ownActivity = new HashMap<>();
        side.liveActivity().forEach((k, a) -> {
            if (authors.contains(k.accountId())) {
                ownActivity.put(k, a);
            }
        });
        OwnKey key = new OwnKey(c.id, viewer);
        OwnRows kept = ownRowsKept.get(key);
        if (kept != null
                && kept.freezesAt().equals(c.freezesAt)
                && kept.own().equals(ownActivity)
                && kept.frozenRows().equals(side.rows())) {
            return kept.rows();
        }
        Built built = build(
                c,
                side.instances(),
                r.registrations,
                side.yardsticks(),
                side.names(),
                r.entries,
                ContestSubmissionRepository.Cut.frozenAt(c.freezesAt, viewer)
                        .publicPartOnly(side.part().publicPartOnly()));
        List<ScoreboardView.Row> rows = new ArrayList<>();
        for (ScoreboardCalculator.Row<BoardKey> ownRow : built.board().rows()) {
            if (own.test(ownRow.key())) {
                rows.add(row(built, side.names(), r.entries, ownRow, k -> true, side.referencesOpen()));
            }
        }
        if (ownRowsKept.size() >= OWN_ROWS_KEPT) {
            ownRowsKept.clear();
        }
        List<ScoreboardView.Row> you = List.copyOf(rows);
        ownRowsKept.put(key, new OwnRows(c.freezesAt, side.rows(), ownActivity, you));
        return you;
    }

    /** One viewer's board, derived from its side of the reading. */
    private ScoreboardView view(Reading r, Caller caller, boolean staff, boolean publicPart) {
        Contest c = r.contest;
        Side side = side(r, staff, publicPart);
        Long viewer = caller == null ? null : caller.accountId();
        // A team member sees the team's rows as they see their own.
        Predicate<BoardKey> own = k -> viewer != null && r.entries.isOwn(k, viewer);
        List<ScoreboardView.Row> rows = side.rows();
        List<ScoreboardCalculator.Row<BoardKey>> computed = side.shown().board().rows();
        for (int i = 0; viewer != null && i < computed.size(); i++) {
            if (side.rowsOpenedTo().get(i).stream().anyMatch(own)) {
                if (rows == side.rows()) {
                    rows = new ArrayList<>(rows);
                }
                rows.set(i, row(side.shown(), side.names(), r.entries, computed.get(i), own, side.referencesOpen()));
            }
        }

        List<ScoreboardView.Row> you =
                side.frozen() && viewer != null && r.registered(viewer) ? ownRows(r, side, viewer, own) : null;
        return new ScoreboardView(
                c.id,
                c.title,
                ContestViews.ScoringView.of(c.scoringRule()),
                c.phase(r.now),
                r.now,
                c.startsAt,
                c.endsAt,
                c.freezesAt,
                c.unfrozenAt,
                side.frozen(),
                c.isFrozenFor(r.now),
                side.frozen() ? c.freezesAt : r.now,
                side.visible(),
                side.part().ranking(),
                side.columns(),
                rows,
                you);
    }

    /** A computed board with what its rows show beside it (package-private: DerivedRanksFixtureTest builds rows as here). */
    record Built(
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
            ContestEntries entries,
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
        Set<BoardKey> entered = new HashSet<>();
        registrations.forEach(r -> {
            if (entered.add(entries.entryOf(r.key()))) {
                entrants.add(new ScoreboardCalculator.Entrant<>(entries.entryOf(r.key()), false));
            }
        });
        Map<BoardKey, Map<Integer, Long>> submissionIds = new HashMap<>();
        for (ContestSubmissionRepository.Best b : submissions.bests(c.id, cut)) {
            Integer i = index.get(new BoardId(b.game(), b.instance()));
            BoardKey entry = entries.entryOf(b.key());
            if (i != null
                    && names.has(b.key())
                    && isBetter(b, bests.get(i).get(entry), receipts.get(i).get(entry))) {
                // An entry's best is the best of its participants (a team's: of any member), and its receipt
                // the earliest of that score: when the entry reached it (the tie-break).
                bests.get(i).put(entry, b.score());
                receipts.get(i).put(entry, b.receivedAt());
                submissionIds.computeIfAbsent(entry, k -> new HashMap<>()).put(i, b.submissionId());
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
        Map<BoardKey, ContestSubmissionRepository.Activity> activity = new HashMap<>();
        submissions
                .activity(c.id, cut)
                .forEach((k, a) -> activity.merge(
                        entries.entryOf(k),
                        a,
                        (x, y) -> new ContestSubmissionRepository.Activity(
                                x.submissions() + y.submissions(), x.last().isAfter(y.last()) ? x.last() : y.last())));
        return new Built(board, activity, submissionIds, receipts, submissions.originals(c.id, cut, shownIds), runIds);
    }

    /** Whether a participant's best improves on its entry's so far: a higher score, or the same reached earlier. */
    private static boolean isBetter(ContestSubmissionRepository.Best b, Integer score, Instant receivedAt) {
        return score == null
                || b.score() > score
                || (b.score() == score && b.receivedAt().isBefore(receivedAt));
    }

    static ScoreboardView.Row row(
            Built built,
            Names names,
            ContestEntries entries,
            ScoreboardCalculator.Row<BoardKey> r,
            Predicate<BoardKey> mayOpen,
            boolean referencesOpen) {
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
                    sid == null ? null : copyOf(built.originals().get(sid), entries, mayOpen)));
        }
        ContestSubmissionRepository.Activity a = built.activity().get(r.key());
        return new ScoreboardView.Row(
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
                r.rank() == null ? null : r.alsoReachedBy(),
                entries.team(r.key()));
    }

    /**
     * What a cell's best copies, as the public boards say it (docs/RECORDS.md): a record, an ordinary
     * submission, or another participant's earlier submission in this contest, linked only when the
     * viewer may open that submission (its author's, staff, or a public contest).
     */
    private static CopyOf copyOf(
            ContestSubmissionRepository.Original o, ContestEntries entries, Predicate<BoardKey> mayOpen) {
        if (o == null) {
            return null;
        }
        if (o.record() != null) {
            return new CopyOf("record", o.record(), o.holder(), null, null, o.recordLink());
        }
        boolean open =
                !o.inContest() || mayOpen.test(entries.entryOf(BoardKey.participant(o.accountId(), o.botName())));
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
    static final class Names {
        private final Map<BoardKey, LeaderboardEntry.Participant> byKey = new HashMap<>();

        Names(
                List<ContestRepository.Registration> registrations,
                List<ContestRepository.Yardstick> yardsticks,
                boolean masked,
                ContestEntries entries) {
            registrations.forEach(r -> byKey.put(
                    r.key(),
                    LeaderboardEntry.Participant.of(r.username(), r.key().botName())));
            // A team's row is named by the team (kind "team", no account: its members are beside it).
            registrations.forEach(r -> {
                TeamViews.EntryTeam team = entries.team(entries.entryOf(r.key()));
                if (team != null) {
                    byKey.put(BoardKey.team(team.id()), new LeaderboardEntry.Participant("team", team.name(), null));
                }
            });
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
