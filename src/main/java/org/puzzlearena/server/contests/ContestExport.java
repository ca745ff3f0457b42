package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.leaderboards.LeaderboardEntry;
import org.puzzlearena.server.submissions.Submission;

/**
 * A contest's results for the record: the scoreboard and every submission with its moves, as JSON
 * or as CSV tables (docs/CONTESTS.md, "Export"). Its staff export at any time (an export is
 * logged); everyone else once the contest is public, i.e. ended with any freeze lifted.
 */
@ApplicationScoped
public class ContestExport {

    /** Submissions read per query while exporting. */
    private static final int BATCH = 1000;

    @Inject
    ContestService contestService;

    @Inject
    ContestAccess access;

    @Inject
    ScoreboardService scoreboards;

    @Inject
    ContestSubmissionRepository submissions;

    @Inject
    ContestMessageService messages;

    @Inject
    AuditLog audit;

    @Inject
    TeamService teams;

    @Inject
    Clock clock;

    public record ExportedSubmission(
            long id,
            LeaderboardEntry.Participant participant,
            String game,
            String instance,
            int score,
            int moveCount,
            Instant receivedAt,
            boolean afterFreeze,
            String verifierVersion,
            List<String> moves,
            String team) {}

    public record JsonExport(
            int v,
            Instant exportedAt,
            ContestViews.ContestView contest,
            ScoreboardView scoreboard,
            List<ExportedSubmission> submissions,
            List<MessageViews.AnnouncementView> announcements,
            List<MessageViews.ClarificationView> clarifications) {}

    /** The JSON export, or none when there is no contest {@code contestId}. */
    @Transactional
    public Optional<JsonExport> json(long contestId, Caller caller) {
        Contest c = allowed(contestId, caller, "json").orElse(null);
        if (c == null) {
            return Optional.empty();
        }
        List<ExportedSubmission> all = new ArrayList<>();
        ContestEntries entries = teams.entriesOf(c);
        for (Submission s : all(c)) {
            TeamViews.EntryTeam team = entries.teamOfAccount(s.account.id);
            all.add(new ExportedSubmission(
                    s.id,
                    LeaderboardEntry.Participant.of(s.account.username, s.botName),
                    s.game,
                    s.instanceId,
                    s.score,
                    s.moveCount,
                    s.receivedAt,
                    afterFreeze(c, s),
                    s.verifierVersion,
                    s.moveList(),
                    team == null ? null : team.name()));
        }
        ContestMessageService.Exported said = messages.export(c, caller);
        return Optional.of(new JsonExport(
                1,
                clock.instant(),
                contestService.view(c, caller),
                scoreboards.scoreboard(c, caller),
                all,
                said.announcements(),
                said.clarifications()));
    }

    /** The scoreboard as CSV, or none when there is no contest {@code contestId}. */
    @Transactional
    public Optional<String> scoreboardCsv(long contestId, Caller caller) {
        Contest c = allowed(contestId, caller, "csv scoreboard").orElse(null);
        if (c == null) {
            return Optional.empty();
        }
        ScoreboardView board = scoreboards.scoreboard(c, caller);
        List<Object> header = new ArrayList<>(List.of(
                "rank",
                "kind",
                "name",
                "account",
                "reference",
                "score",
                "raw_total",
                "results",
                "submissions",
                "last_submission_at",
                "reached_at",
                "also_reached_by",
                "team",
                "team_members"));
        for (ScoreboardView.Column col : board.instances()) {
            header.add(col.label() + ":score");
            header.add(col.label() + ":points");
        }
        Csv csv = new Csv().row(header);
        for (ScoreboardView.Row r : board.rows()) {
            List<Object> row = new ArrayList<>(List.of());
            row.add(r.rank());
            row.add(r.participant().kind());
            row.add(r.participant().name());
            row.add(r.participant().account());
            row.add(r.reference());
            row.add(r.score());
            row.add(r.rawTotal());
            row.add(r.results());
            row.add(r.submissions());
            row.add(r.lastSubmissionAt() == null ? null : r.lastSubmissionAt().toString());
            // The tie-break: when the row reached its score (the receipt of the last of its bests).
            row.add(r.reachedAt() == null ? null : r.reachedAt().toString());
            row.add(r.alsoReachedBy());
            // In a team contest: the team's name and its members, separated by ';' (no username has one).
            row.add(r.team() == null ? null : r.team().name());
            row.add(r.team() == null ? null : String.join(";", r.team().members()));
            for (ScoreboardView.Cell cell : r.cells()) {
                row.add(cell.score());
                row.add(cell.score() == null ? null : cell.points());
            }
            csv.row(row);
        }
        return Optional.of(csv.toString());
    }

    /** Every submission with its moves as CSV, or none when there is no contest {@code contestId}. */
    @Transactional
    public Optional<String> submissionsCsv(long contestId, Caller caller) {
        Contest c = allowed(contestId, caller, "csv submissions").orElse(null);
        if (c == null) {
            return Optional.empty();
        }
        Csv csv = new Csv()
                .row(List.of(
                        "id",
                        "received_at",
                        "kind",
                        "name",
                        "account",
                        "game",
                        "instance",
                        "score",
                        "move_count",
                        "after_freeze",
                        "verifier_version",
                        "team",
                        "moves"));
        ContestEntries entries = teams.entriesOf(c);
        for (Submission s : all(c)) {
            TeamViews.EntryTeam team = entries.teamOfAccount(s.account.id);
            LeaderboardEntry.Participant p = LeaderboardEntry.Participant.of(s.account.username, s.botName);
            List<Object> row = new ArrayList<>();
            row.add(s.id);
            row.add(s.receivedAt.toString());
            row.add(p.kind());
            row.add(p.name());
            row.add(p.account());
            row.add(s.game);
            row.add(s.instanceId);
            row.add(s.score);
            row.add(s.moveCount);
            row.add(afterFreeze(c, s));
            row.add(s.verifierVersion);
            row.add(team == null ? null : team.name());
            // No canonical move of any game contains ';' (docs/CONTESTS.md).
            row.add(String.join(";", s.moveList()));
            csv.row(row);
        }
        return Optional.of(csv.toString());
    }

    /**
     * The announcements and clarifications as one CSV table, or none when there is no contest
     * {@code contestId}: announcements first, then clarifications, each oldest first; the same
     * messages as the JSON export (askers and private answers for staff only).
     */
    @Transactional
    public Optional<String> messagesCsv(long contestId, Caller caller) {
        Contest c = allowed(contestId, caller, "csv messages").orElse(null);
        if (c == null) {
            return Optional.empty();
        }
        Csv csv = new Csv()
                .row(List.of(
                        "kind",
                        "id",
                        "posted_at",
                        "author",
                        "text",
                        "game",
                        "instance",
                        "answer",
                        "answered_by",
                        "to_all",
                        "answered_at"));
        ContestMessageService.Exported said = messages.export(c, caller);
        for (MessageViews.AnnouncementView a : said.announcements()) {
            csv.row(Arrays.asList(
                    "announcement",
                    a.id(),
                    a.postedAt().toString(),
                    a.author(),
                    a.text(),
                    null,
                    null,
                    null,
                    null,
                    null,
                    null));
        }
        for (MessageViews.ClarificationView q : said.clarifications()) {
            // For a clarification the poster is its asker (empty for anyone but staff) and the text its question.
            csv.row(Arrays.asList(
                    "clarification",
                    q.id(),
                    q.askedAt().toString(),
                    q.asker(),
                    q.question(),
                    q.game(),
                    q.instance(),
                    q.answer(),
                    q.answeredBy(),
                    q.answer() == null ? null : q.toAll(),
                    q.answeredAt() == null ? null : q.answeredAt().toString()));
        }
        return Optional.of(csv.toString());
    }

    /** The contest if the caller may export it (403 otherwise), or none when there is no contest {@code contestId}. */
    private Optional<Contest> allowed(long contestId, Caller caller, String format) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return Optional.empty();
        }
        if (access.isStaff(c, caller)) {
            audit.record(caller, "contest.export", "contest:" + c.id, Map.of("format", format));
            return Optional.of(c);
        }
        if (!c.isPublic(clock.instant())) {
            throw Permissions.forbidden("a contest's export is public once it has ended and its scoreboard is unfrozen"
                    + " (until then: its organizer and admins)");
        }
        return Optional.of(c);
    }

    private List<Submission> all(Contest c) {
        List<Submission> out = new ArrayList<>();
        for (int offset = 0; ; offset += BATCH) {
            List<Submission> page =
                    submissions.list(c.id, ContestSubmissionRepository.Cut.EVERYTHING, null, offset, BATCH);
            out.addAll(page);
            if (page.size() < BATCH) {
                return out;
            }
        }
    }

    private static boolean afterFreeze(Contest c, Submission s) {
        return c.freezesAt != null && !s.receivedAt.isBefore(c.freezesAt);
    }
}
