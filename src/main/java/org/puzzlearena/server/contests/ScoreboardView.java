package org.puzzlearena.server.contests;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import org.puzzlearena.server.leaderboards.CopyOf;
import org.puzzlearena.server.leaderboards.LeaderboardEntry;

/**
 * A contest's scoreboard as one viewer may see it (docs/CONTESTS.md, "Scoreboard"): the rule's
 * score and, beside it, the raw scores. When {@code frozen}, every number is as of
 * {@code freezesAt}; {@code you} then holds the viewer's own rows with their later submissions,
 * ranked as if against the frozen board. {@code ranking} says which instances the board ranks on
 * (docs/CONTESTS.md, "The hidden final set"): "all" (no hidden part), "public" (the public part,
 * before the end; the hidden instances are left out), "private" or "both" (the final ranking).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ScoreboardView(
        long contest,
        String title,
        ContestViews.ScoringView scoring,
        String phase,
        Instant now,
        Instant startsAt,
        Instant endsAt,
        Instant freezesAt,
        Instant unfrozenAt,
        boolean frozen,
        boolean frozenForParticipants,
        Instant asOf,
        boolean instancesVisible,
        String ranking,
        List<Column> instances,
        List<Row> rows,
        List<Row> you) {

    /** An instance: {@code best} is the best ranked result shown, {@code results} how many ranked participants have one. */
    public record Column(
            int index, String label, String game, String instance, boolean hidden, Integer best, int results) {}

    /**
     * A participant (or, with {@code reference}, a yardstick bot: no rank). {@code score} is by the
     * contest's rule, {@code rawTotal} the sum of the raw best scores. A tied score goes to the row
     * that reached it first: {@code reachedAt} is the server's receipt of the last of its bests (to the
     * millisecond), {@code alsoReachedBy} how many other ranked rows have the same score. In a team
     * contest a team's row has {@code participant} of kind "team" and {@code team} its members.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Row(
            Integer rank,
            LeaderboardEntry.Participant participant,
            boolean reference,
            double score,
            long rawTotal,
            int results,
            Long submissions,
            Instant lastSubmissionAt,
            List<Cell> cells,
            Instant reachedAt,
            Integer alsoReachedBy,
            TeamViews.EntryTeam team) {}

    /**
     * One instance of a row: the raw best, its rank among the ranked results, the rule's points;
     * {@code submission} links the best when the viewer may open it, {@code botRun} a yardstick's run;
     * {@code receivedAt} is the best's receipt, {@code copyOf} what its line repeats (an earlier line).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Cell(
            Integer score,
            Integer rank,
            double points,
            String submission,
            String botRun,
            Instant receivedAt,
            CopyOf copyOf) {}
}
