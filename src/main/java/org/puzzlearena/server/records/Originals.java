package org.puzzlearena.server.records;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.db.AdvisoryLocks;

/**
 * Finds what a new ordinary submission copies (docs/RECORDS.md): the board's verified record with
 * the same line, else the earliest ordinary submission of the same line on the board, unless that
 * one is the same account's (resubmitting your own line copies nobody). Each look-up is one probe of
 * a unique or line index, so detection costs the same at any board size.
 */
@ApplicationScoped
public class Originals {

    /**
     * What a line copies: a record (its id and holder), or someone's submission (its id and
     * participant), or neither (an original). The names come with the look-up so that answering a
     * copy needs no further read.
     */
    public record Original(Long record, String holder, Long submission, String username, String botName) {
        public static final Original NONE = new Original(null, null, null, null, null);

        static Original ofRecord(long id, String holder) {
            return new Original(id, holder, null, null, null);
        }

        static Original ofSubmission(long id, String username, String botName) {
            return new Original(null, null, id, username, botName);
        }

        /** The line repeats a record or someone's earlier line (the column is_copy says the same). */
        public boolean isCopy() {
            return record != null || submission != null;
        }
    }

    @Inject
    BoardRecordRepository records;

    @Inject
    AdvisoryLocks locks;

    /**
     * Call inside the transaction that stores the submission: a transaction-scoped lock on the line
     * makes two simultaneous submissions of one new line queue, so that the second sees the first
     * (committed) and is its copy, instead of both passing as originals.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public Original of(BoardId board, String lineHash, long accountId) {
        locks.lock(board.game() + "\n" + board.instance() + "\n" + lineHash);
        // After the lock, in a statement of its own: its snapshot sees a line committed by
        // whoever held the lock before.
        BoardRecordRepository.LineHolders h = records.lineHolders(board, lineHash);
        if (h.recordId() != null) {
            return Original.ofRecord(h.recordId(), h.recordHolder());
        }
        if (h.firstSubmissionId() == null || h.firstAccountId() == accountId) {
            return Original.NONE;
        }
        return Original.ofSubmission(h.firstSubmissionId(), h.firstUsername(), h.firstBotName());
    }
}
