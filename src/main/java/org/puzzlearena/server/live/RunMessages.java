package org.puzzlearena.server.live;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonTypeName;
import java.util.List;

/**
 * The messages of {@code /ws/bot-runs/{id}}, version {@value #VERSION} (docs/WEBSOCKETS.md). Every
 * message starts with {@code v}, {@code type} and {@code seq}: a per-run number that grows with
 * every message, so a client that reconnects with {@code ?after=<seq>} misses nothing important
 * (statistics frames may be merged or dropped, which leaves gaps). {@code at} is the server's
 * clock (epoch milliseconds) when the event happened.
 */
public final class RunMessages {

    public static final int VERSION = 1;

    private RunMessages() {}

    /** A message of this feed: one of the records below. */
    public sealed interface Message extends LiveMessage {
        @Override
        default int v() {
            return VERSION;
        }
    }

    /** The best sequence so far: its score and moves in the game's canonical notation. */
    public record BestNow(int score, List<String> moves, long elapsedMs, long playouts) {}

    /** {@code cpuMs}: the CPU time so far, only for a run budgeted in CPU seconds. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record StatsNow(long playouts, long playoutsPerSecond, long elapsedMs, String phase, Long cpuMs) {}

    /** Everything a client needs to draw the run from scratch; {@code points} are [elapsedMs, score] pairs. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonTypeName("snapshot")
    public record Snapshot(
            long seq,
            long runId,
            long at,
            String state,
            String game,
            String instance,
            String name,
            BestNow best,
            List<long[]> points,
            StatsNow stats)
            implements Message {}

    /** A new best, strictly better than every one before. */
    @JsonTypeName("best")
    public record Best(long seq, long runId, long at, int score, List<String> moves, long elapsedMs, long playouts)
            implements Message {}

    /** Statistics, a few times a second; may be merged or dropped for a slow client. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonTypeName("stats")
    public record Stats(
            long seq,
            long runId,
            long at,
            long playouts,
            long playoutsPerSecond,
            long elapsedMs,
            Integer bestScore,
            String phase,
            Long cpuMs)
            implements Message {}

    /** The run changed state while going on (queued to running); its end is {@link Finished}. */
    @JsonTypeName("state")
    public record State(long seq, long runId, long at, String state) implements Message {}

    /** The last message: how the run ended and, when finished, its leaderboard entry. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonTypeName("finished")
    public record Finished(
            long seq,
            long runId,
            long at,
            String state,
            String stopReason,
            Integer score,
            long playouts,
            long elapsedMs,
            Long submissionId,
            String submission,
            String leaderboard,
            String error)
            implements Message {}

    /** How a run ended, as the executor tells the feed. */
    public record Ending(
            String state,
            String stopReason,
            Integer score,
            long playouts,
            long elapsedMs,
            Long submissionId,
            String leaderboard,
            String error) {}
}
