package org.puzzlearena.server.leaderboards;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.puzzlearena.server.boards.BoardId;

/**
 * What a copy repeats (docs/RECORDS.md): a record of the board ({@code kind} "record", its id and
 * holder) or an earlier submission of someone else ({@code kind} "submission", its id and
 * participant), with a link to the original.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CopyOf(
        String kind,
        Long record,
        String holder,
        Long submission,
        LeaderboardEntry.Participant participant,
        String original) {

    public static CopyOf ofRecord(long recordId, String holder, BoardId board) {
        return new CopyOf(
                "record", recordId, holder, null, null, "/api/records/" + board.game() + "/" + board.instance());
    }

    public static CopyOf ofSubmission(long submissionId, String username, String botName) {
        return new CopyOf(
                "submission",
                null,
                null,
                submissionId,
                LeaderboardEntry.Participant.of(username, botName),
                "/api/submissions/" + submissionId);
    }
}
