package org.puzzlearena.server.botruns;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonRawValue;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import org.puzzlearena.server.hostedbots.StoredVersion;

/**
 * A bot run as the API shows it: its configuration in the request's own fields (so it can be sent
 * again as it is), its state, its best so far, and links to its entry, leaderboard and live feed.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record BotRunView(
        long id,
        String state,
        String owner,
        String name,
        String game,
        String instance,
        String algorithm,
        int level,
        int[] beam,
        String policy,
        boolean memorize,
        int iterations,
        int threads,
        Double seconds,
        Double cpuSeconds,
        Long playouts,
        long seed,
        Instant createdAt,
        Instant startedAt,
        Instant endedAt,
        Best best,
        Progress progress,
        String stopReason,
        String error,
        String submission,
        String leaderboard,
        String live,
        Long restartOf,
        Long resumeOf,
        Hosted hosted) {

    /**
     * A hosted run's bot: which version of whose bot, the sandbox's record of its last attempt (null
     * until an attempt ends) and how many attempts it took (more than one after a worker died).
     */
    public record Hosted(
            long botId,
            String bot,
            String owner,
            int version,
            String sha256,
            String runtime,

            @JsonRawValue @JsonInclude(JsonInclude.Include.ALWAYS)
            String record,

            int attempts) {}

    /** The best sequence found so far; {@code moves} (canonical notation) only when one run is shown. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Best(int score, int moveCount, List<String> moves, Instant savedAt) {}

    /**
     * Playouts and time spent, as last saved (every second while running); {@code cpuMs}, the CPU
     * time of the searching threads, only for a run budgeted in CPU seconds.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Progress(long playouts, long elapsedMs, Long cpuMs) {}

    static BotRunView of(BotRun r, boolean withMoves) {
        return of(r, withMoves, null);
    }

    /** {@code version}: a hosted run's bot version (null for a reference run). */
    static BotRunView of(BotRun r, boolean withMoves, StoredVersion version) {
        Hosted hosted = version == null
                ? null
                : new Hosted(
                        version.botId(),
                        version.botName(),
                        version.owner(),
                        version.number(),
                        version.sha256(),
                        version.runtime(),
                        r.hostedRecord,
                        r.attempts);
        int[] beam = r.beamSizes == null
                ? null
                : Arrays.stream(r.beamSizes.split(","))
                        .mapToInt(Integer::parseInt)
                        .toArray();
        Best best = null;
        if (r.bestScore != null) {
            List<String> moves = r.bestMoveList();
            best = new Best(r.bestScore, moves.size(), withMoves ? moves : null, r.bestSavedAt);
        }
        return new BotRunView(
                r.id,
                r.state,
                r.account.username,
                r.name,
                r.game,
                r.instanceId,
                r.algorithm,
                r.level,
                beam,
                r.policy,
                r.memorize,
                r.iterations,
                r.threads,
                r.seconds,
                r.cpuSeconds,
                r.playouts,
                r.seed,
                r.createdAt,
                r.startedAt,
                r.endedAt,
                best,
                new Progress(r.playoutsDone, r.elapsedMs, r.cpuMs),
                r.stopReason,
                r.error,
                r.submissionId == null ? null : "/api/submissions/" + r.submissionId,
                "/api/leaderboards/" + r.game + "/" + r.instanceId,
                "/ws/bot-runs/" + r.id,
                r.origin == RunOrigin.RESTART ? r.originRunId : null,
                r.origin == RunOrigin.RESUME ? r.originRunId : null,
                hosted);
    }
}
