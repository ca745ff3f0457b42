package org.puzzlearena.server.arena;

import java.time.Instant;
import java.util.List;

/** What the arena's match endpoints answer (docs/ARENA.md, "Matches"). */
public final class ArenaMatchViews {

    private ArenaMatchViews() {}

    /**
     * A match as it stands: the test's bounds, the results so far (games, W/D/L from the first
     * player's side, the pairs' pentanomial counts by score 0, 0.5, 1, 1.5, 2), the log-likelihood
     * ratio with its bounds, plain Elo with its 95% interval (null ends are unbounded, e.g. every game
     * won so far; all null before the first pair), the expected games left with its interval (null
     * when unknown or decided), and every pair in order for the chart.
     */
    public record ArenaMatchView(
            long id,
            String game,
            String pool,
            String state,
            ArenaMatchSide first,
            ArenaMatchSide second,
            double elo0,
            double elo1,
            double alpha,
            double beta,
            int maxGames,
            long seed,
            String startedBy,
            Instant createdAt,
            Instant finishedAt,
            /** Why the match could not be played (state {@code failed}); null otherwise. */
            String failure,
            /** Why a running match is not playing now (its hosted version's owner is at the daily cap); null otherwise. */
            String waiting,
            long games,
            long wins,
            long draws,
            long losses,
            List<Long> pairCounts,
            double llr,
            double llrLower,
            double llrUpper,
            Double elo,
            Double eloLow,
            Double eloHigh,
            ArenaGamesLeft gamesLeft,
            List<ArenaMatchPair> pairs) {}

    /** One side of a match: the arena player and what plays. */
    public record ArenaMatchSide(long playerId, String label, String kind, String spec) {}

    /** The games the test expects before a verdict, and its range over the Elo's 95% interval (rating.GamesLeft). */
    public record ArenaGamesLeft(double expected, double low, double high) {}

    /** One counted pair: its games, the first player's score in each, and the test right after it. */
    public record ArenaMatchPair(
            int index,
            long firstGameId,
            long secondGameId,
            double firstScore,
            double secondScore,
            long games,
            double llr,
            Double elo,
            Double eloLow,
            Double eloHigh) {}

    /** A page of matches, newest first, without their pairs. */
    public record ArenaMatchPage(long total, int offset, int limit, List<ArenaMatchSummary> matches) {}

    public record ArenaMatchSummary(
            long id,
            String game,
            String state,
            ArenaMatchSide first,
            ArenaMatchSide second,
            double elo0,
            double elo1,
            long games,
            double llr,
            String startedBy,
            Instant createdAt,
            Instant finishedAt) {}
}
