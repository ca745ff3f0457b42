package org.puzzlearena.server.records;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;

/**
 * A record as the API shows it: the board, the score, who holds it, when and where it was
 * published, and (when asked for) the line itself in canonical moves, to replay and re-check.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RecordView(
        long id,
        String game,
        String instance,
        int score,
        int moveCount,
        String holder,
        String achieved,
        String source,
        Instant addedAt,
        List<String> moves) {

    public static RecordView of(BoardRecord r, boolean withMoves) {
        return new RecordView(
                r.id,
                r.game,
                r.instanceId,
                r.score,
                r.moveCount,
                r.holder,
                r.achieved,
                r.source,
                r.addedAt,
                withMoves ? r.moveList() : null);
    }
}
