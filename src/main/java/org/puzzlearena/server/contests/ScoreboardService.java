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
        List<BoardId> instances = visible ? contests.instancesOf(c.id) : List.of();
        List<ContestRepository.Registration> registrations = contests.registrations(c.id);
        List<ContestRepository.Yardstick> yardsticks = visible ? contests.yardsticks(c.id) : List.of();
        // Until the end a reference bot is only a score to non-staff: no run link, no configuration name.
        boolean referencesOpen = staff || c.hasEnded(now);
        // Team contests: participants are mapped to their team's entry before anything is ranked.
        ContestEntries entries =
                c.isTeamContest() ? ContestEntries.ofTeams(teams.members(c.id)) : ContestEntries.INDIVIDUAL;
        Names names = new Names(registrations, yardsticks, !referencesOpen, entries);
        boolean everythingOpen = staff || c.isPublic(now);
        Long viewer = caller == null ? null : caller.accountId();

        ContestSubmissionRepository.Cut cut = frozen
                ? ContestSubmissionRepository.Cut.frozenAt(c.freezesAt, null)
                : ContestSubmissionRepository.Cut.EVERYTHING;
        Built shown = build(c, instances, registrations, yardsticks, names, entries, cut);
        // A team member sees the team's rows as they see their own.
        Predicate<BoardKey> own = k -> viewer != null && entries.isOwn(k, viewer);
        List<ScoreboardView.Row> rows =
                rows(shown, names, entries, k -> everythingOpen || own.test(k), k -> true, referencesOpen);

        List<ScoreboardView.Row> you = null;
        if (frozen
                && viewer != null
                && registrations.stream().anyMatch(r -> r.key().accountId() == viewer)) {
            Built ownBoard = build(
                    c,
                    instances,
                    registrations,
                    yardsticks,
                    names,
                    entries,
                    ContestSubmissionRepository.Cut.frozenAt(c.freezesAt, viewer));
            you = rows(ownBoard, names, entries, k -> true, own, referencesOpen);
        }
        List<ScoreboardView.Column> columns = new ArrayList<>();
        for (int i = 0; i < instances.size(); i++) {
            ScoreboardCalculator.Column col = shown.board().columns().get(i);
            columns.add(new ScoreboardView.Column(
                    i,
                    ContestViews.InstanceView.label(i),
                    instances.get(i).game(),
                    instances.get(i).instance(),
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

    private static List<ScoreboardView.Row> rows(
            Built built,
            Names names,
            ContestEntries entries,
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
                        sid == null ? null : copyOf(built.originals().get(sid), entries, mayOpen)));
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
                    r.rank() == null ? null : r.alsoReachedBy(),
                    entries.team(r.key())));
        }
        return out;
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
    private static final class Names {
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
