package org.puzzlearena.server.arena;

import java.util.List;

/** What the hosted side of the arena's API returns (docs/ARENA.md, "Hosted bots on the ladder"). */
public final class HostedArenaViews {

    private HostedArenaViews() {}

    /**
     * An owner's caps as they stand: arena games of the owner's hosted versions today (UTC) against
     * the daily cap, versions entered against their cap, and the seconds until the daily count resets.
     */
    public record HostedArenaCaps(
            long gamesToday, int gamesPerDay, long gamesLeft, long entries, int entriesMax, long secondsUntilReset) {}

    /** A hosted version on a ladder: its arena player and rating, with the owner's caps. */
    public record HostedArenaEntry(
            long playerId,
            String game,
            long versionId,
            String label,
            double rating,
            double deviation,
            boolean provisional,
            int games,
            double cpuSecondsPerGame,
            HostedArenaCaps caps) {}

    /**
     * One game a hosted version played: whether it counted, the version's result (win, draw, loss)
     * and, for a game lost by the bot's verdict, that verdict and its details.
     */
    public record HostedArenaGame(
            long gameId, String opponent, int colour, boolean counted, String result, String forfeit, String reason) {}

    /** Games played now for a hosted version, and its entry after them. */
    public record HostedArenaPlayed(HostedArenaEntry entry, List<HostedArenaGame> games) {}

    /** A hosted bot's versions on the arena's ladders: one entry per version and game entered. */
    public record HostedBotArena(long bot, List<HostedArenaEntry> entries) {}
}
