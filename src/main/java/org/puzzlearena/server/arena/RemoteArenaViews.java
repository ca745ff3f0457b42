package org.puzzlearena.server.arena;

/** The remote bots' API shapes (docs/ARENA.md, "Remote bots"); the stream's events are {@link RemoteStreamEvents}. */
public final class RemoteArenaViews {

    private RemoteArenaViews() {}

    /** An owner's remote caps: bots registered and their cap, games today (UTC) and the daily cap. */
    public record RemoteArenaCaps(
            long bots, int botsMax, long gamesToday, int gamesPerDay, long gamesLeft, long secondsUntilReset) {}

    /**
     * A remote bot: its arena player in the game's remote pool, its rating, whether its stream is
     * connected now and the live id of the game it is playing (null between games; the live games
     * page's /arena/live/{liveId}), the wall seconds it has a move, where its stream is, and its
     * owner's caps.
     */
    public record RemoteArenaBot(
            long playerId,
            String game,
            String name,
            String kind,
            String pool,
            double rating,
            double deviation,
            boolean provisional,
            int games,
            int wins,
            int draws,
            int losses,
            boolean connected,
            String liveGame,
            double secondsPerMove,
            String stream,
            RemoteArenaCaps caps) {}

    /** A move a remote bot sent, accepted: the game, its ply after the opening, the move's canonical text. */
    public record RemoteMoveAccepted(String gameId, int ply, String move, double wallMs) {}
}
