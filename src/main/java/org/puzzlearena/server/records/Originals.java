package org.puzzlearena.server.records;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.PersistenceException;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.puzzlearena.server.db.AdvisoryLocks;
import org.puzzlearena.server.leaderboards.BoardId;

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
    AgroalDataSource dataSource;

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
        // Plain JDBC on the transaction's connection: this runs for every ordinary submission.
        try (Connection c = dataSource.getConnection()) {
            // After the lock, in a statement of its own: its snapshot sees a line committed by
            // whoever held the lock before.
            try (PreparedStatement find = c.prepareStatement("""
                    SELECT rec.id, rec.holder, f.id, f.account_id, a.username, f.bot_name
                      FROM (SELECT 1) one
                      LEFT JOIN LATERAL (SELECT id, holder FROM records
                                          WHERE game = ? AND instance_id = ? AND line_hash = ? AND verified
                                          LIMIT 1) rec ON true
                      LEFT JOIN LATERAL (SELECT id, account_id, bot_name FROM submissions
                                          WHERE game = ? AND instance_id = ? AND line_hash = ? AND contest_id IS NULL
                                          ORDER BY id LIMIT 1) f ON true
                      LEFT JOIN accounts a ON a.id = f.account_id""")) {
                for (int i = 0; i < 2; i++) {
                    find.setString(3 * i + 1, board.game());
                    find.setString(3 * i + 2, board.instance());
                    find.setString(3 * i + 3, lineHash);
                }
                try (ResultSet r = find.executeQuery()) {
                    r.next();
                    long record = r.getLong(1);
                    if (!r.wasNull()) {
                        return Original.ofRecord(record, r.getString(2));
                    }
                    long first = r.getLong(3);
                    if (r.wasNull() || r.getLong(4) == accountId) {
                        return Original.NONE;
                    }
                    return Original.ofSubmission(first, r.getString(5), r.getString(6));
                }
            }
        } catch (SQLException e) {
            throw new PersistenceException("looking up the original of a line", e);
        }
    }
}
