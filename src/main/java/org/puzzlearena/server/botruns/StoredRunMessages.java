package org.puzzlearena.server.botruns;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Clock;
import java.util.List;
import org.puzzlearena.server.live.RunMessages;

/**
 * The live messages of a run this server does not execute (it ended a while ago, or before a
 * restart), from what is stored: a snapshot (seq 0) and, for an ended run, its finished message (seq 1).
 */
final class StoredRunMessages {

    private StoredRunMessages() {}

    static RunMessages.Snapshot snapshot(BotRun r, ObjectMapper json, Clock clock) {
        RunMessages.BestNow best = r.bestScore == null
                ? null
                : new RunMessages.BestNow(r.bestScore, r.bestMoveList(), r.elapsedMs, r.playoutsDone);
        return new RunMessages.Snapshot(
                0, r.id, clock.millis(), r.state, r.game, r.instanceId, r.name, best, points(r.bestPoints, json), null);
    }

    static RunMessages.Finished finished(BotRun r, Clock clock) {
        long at = r.endedAt == null ? clock.millis() : r.endedAt.toEpochMilli();
        return new RunMessages.Finished(
                1,
                r.id,
                at,
                r.state,
                r.stopReason,
                r.bestScore,
                r.playoutsDone,
                r.elapsedMs,
                r.submissionId,
                r.submissionId == null ? null : "/api/submissions/" + r.submissionId,
                r.submissionId == null ? null : "/api/leaderboards/" + r.game + "/" + r.instanceId,
                r.error);
    }

    private static List<long[]> points(String text, ObjectMapper json) {
        if (text == null || text.isEmpty()) {
            return List.of();
        }
        try {
            return json.readValue(text, new TypeReference<List<long[]>>() {});
        } catch (IOException e) {
            return List.of(); // a chart is a nicety; the best itself is in its own columns
        }
    }
}
