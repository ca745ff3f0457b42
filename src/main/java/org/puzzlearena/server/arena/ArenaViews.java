package org.puzzlearena.server.arena;

import java.time.Instant;
import java.util.List;

/** The arena API's shapes (docs/ARENA.md, README's API table), one record each. */
public final class ArenaViews {

    private ArenaViews() {}

    /** The Glicko-2 constants the ladders use. */
    public record ArenaConstants(
            double tau,
            double initialRating,
            double initialDeviation,
            double initialVolatility,
            String ratingPeriod,
            double provisionalDeviation,
            double maxDeviation,
            double scale,
            double z95) {}

    /** One player's row on a ladder: rating, RD, its 95% interval, whether provisional, games and results. */
    public record ArenaLadderEntry(
            int rank,
            long id,
            String label,
            String kind,
            String spec,
            double rating,
            double deviation,
            double volatility,
            double low,
            double high,
            boolean provisional,
            int games,
            int wins,
            int draws,
            int losses) {}

    public record ArenaLadder(String game, String pool, List<ArenaLadderEntry> players) {}

    /** A rating after one counted game (the player's history). */
    public record ArenaHistoryPoint(
            long gameId, Instant at, long opponentId, double score, double rating, double deviation, double change) {}

    /** A player's record against one opponent, from the player's side. */
    public record ArenaOpponentRecord(
            long opponentId, String label, int games, int wins, int draws, int losses, double score) {}

    /** What a player's moves cost (after each game's opening), in milliseconds. */
    public record ArenaMoveTimes(long moves, Double cpuMsMean, Double cpuMsMax, Double wallMsMean, Double wallMsMax) {}

    public record ArenaPlayerView(
            ArenaLadderEntry player,
            String game,
            String pool,
            Instant createdAt,
            List<ArenaHistoryPoint> history,
            List<ArenaOpponentRecord> opponents,
            ArenaMoveTimes moveTimes) {}

    /** Who played one colour of a game, with the spec and budget it played with. */
    public record ArenaSide(long playerId, String label, String kind, String spec, String budget) {}

    /**
     * One move after the opening: its 0-based ply, the colour that made it, what deciding it cost
     * ({@code cpuMs} null when unknown: a remote bot thinks on its owner's machine).
     */
    public record ArenaMove(int ply, String side, String move, Double cpuMs, double wallMs) {}

    /** What a counted game did to one side's rating, with what the update used (the "explain" view). */
    public record ArenaRatingChange(
            long playerId,
            String side,
            long opponentId,
            double score,
            double expected,
            double ratingBefore,
            double deviationBefore,
            double volatilityBefore,
            double opponentRating,
            double opponentDeviation,
            double ratingAfter,
            double deviationAfter,
            double volatilityAfter,
            double change) {}

    /**
     * A game's full record: enough to replay it (seed, opening, specs) and to explain its rating
     * changes; {@code forfeit} is null for a game played to its end.
     */
    public record ArenaGameView(
            long id,
            String game,
            String pool,
            String status,
            String result,
            String rejection,
            long seed,
            int openingPlies,
            List<String> opening,
            ArenaSide first,
            ArenaSide second,
            List<ArenaMove> moves,
            List<ArenaRatingChange> ratingChanges,
            ArenaForfeit forfeit,
            Instant createdAt) {}

    /**
     * A game lost by a verdict rather than on the board (a hosted or remote bot's time out, illegal
     * move, crash, disconnect, ...): who lost it and why. Null in a game's view otherwise.
     */
    public record ArenaForfeit(long playerId, String verdict, String reason) {}

    public record ArenaGameSummary(
            long id,
            String game,
            String pool,
            String status,
            String result,
            long firstPlayerId,
            String firstLabel,
            long secondPlayerId,
            String secondLabel,
            int moves,
            Instant createdAt) {}

    public record ArenaGamePage(long total, int offset, int limit, List<ArenaGameSummary> games) {}

    /** What an admin's request to play ladder games now came to. */
    public record ArenaPlayed(int played, int counted, int rejected, List<ArenaGameSummary> games) {}
}
