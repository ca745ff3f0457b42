package org.puzzlearena.server.arena;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonTypeName;
import java.util.List;
import org.puzzlearena.server.live.LiveMessage;

/**
 * The messages of the arena's live games, version {@value #VERSION} (docs/WEBSOCKETS.md): {@code
 * /ws/arena/live} starts with {@code games} (every game in progress, and those ended in the last
 * minute), {@code /ws/arena/live/{liveId}} with {@code game} (one game with its moves so far); then
 * both send {@code started}, {@code move}, {@code ended} and {@code stored} as games are played. A
 * game's {@code ended} comes when its last move is played; {@code stored}, with the id of its
 * replay, once its pair is stored (a pair dropped at shutdown is never stored, so it has none).
 */
public final class ArenaLiveMessages {

    public static final int VERSION = 1;

    private ArenaLiveMessages() {}

    /** A message of these feeds: one of the records below. */
    public sealed interface Message extends LiveMessage {
        @Override
        default int v() {
            return VERSION;
        }
    }

    /** A side of a live game: its ladder player. */
    public record Side(long playerId, String label, String spec, String kind) {}

    /**
     * A move as played: its number after the opening, who played it, and what deciding it cost
     * ({@code cpuMs} null when unknown: a remote bot's move).
     */
    public record Move(int ply, String side, String move, Double cpuMs, double wallMs) {}

    /**
     * A game in the {@code games} list: {@code state} is {@code playing}, {@code ended} or {@code
     * stored}; {@code result} ({@code first}, {@code second} or {@code draw}) once ended; {@code
     * gameId} once stored.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Summary(
            String liveId,
            String game,
            String pool,
            Side first,
            Side second,
            long seed,
            int plies,
            String state,
            String result,
            Long gameId,
            long startedAt) {}

    /** Every game in progress and those ended in the last minute, newest first. */
    @JsonTypeName("games")
    public record Games(long seq, List<Summary> games) implements Message {}

    /** One game as it stands: its opening and every move so far; {@code seq} is its last event's. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonTypeName("game")
    public record Game(
            long seq,
            String liveId,
            String game,
            String pool,
            Side first,
            Side second,
            long seed,
            List<String> opening,
            List<Move> moves,
            String state,
            String result,
            Long gameId,
            Boolean counted,
            long startedAt)
            implements Message {}

    /** A game began: its players (first has colour 0), seed and the opening the seed drew. */
    @JsonTypeName("started")
    public record Started(
            long seq,
            String liveId,
            String game,
            String pool,
            Side first,
            Side second,
            long seed,
            List<String> opening,
            long at)
            implements Message {}

    /** A move was played. */
    @JsonTypeName("move")
    public record Moved(long seq, String liveId, Move move, long at) implements Message {}

    /** The game is over: {@code result} for colour 0's player ({@code first}, {@code second}, {@code draw}). */
    @JsonTypeName("ended")
    public record Ended(long seq, String liveId, String result, int plies, long at) implements Message {}

    /** The game is stored: {@code gameId} is its replay; {@code counted} false when the rules refused it. */
    @JsonTypeName("stored")
    public record Stored(long seq, String liveId, long gameId, boolean counted, long at) implements Message {}
}
