package org.puzzlearena.server.records;

import io.agroal.api.AgroalDataSource;
import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.boards.BoardId;

@ApplicationScoped
public class BoardRecordRepository implements PanacheRepository<BoardRecord> {

    /**
     * Who holds a line on a board first: its verified record (id and holder), and its earliest
     * ordinary submission (id, account, username and bot name). Each part is null when there is none.
     */
    public record LineHolders(
            Long recordId,
            String recordHolder,
            Long firstSubmissionId,
            Long firstAccountId,
            String firstUsername,
            String firstBotName) {}

    @Inject
    AgroalDataSource dataSource;

    /** Every verified record, by game and instance, best first. */
    public List<BoardRecord> allVerified() {
        return list("verified = true order by game, instanceId, score desc, id");
    }

    /** A board's verified records, best first (the first is the board's record). */
    public List<BoardRecord> ofBoard(BoardId board) {
        return list(
                "game = ?1 and instanceId = ?2 and verified = true order by score desc, id",
                board.game(),
                board.instance());
    }

    /**
     * The best verified record of every board that has one, by game and instance: the first of each
     * board in {@link #allVerified()}'s order (the registry holds a few records a board, not a table's worth).
     */
    public List<BoardRecord> bestOfEachBoard() {
        List<BoardRecord> best = new ArrayList<>();
        BoardRecord previous = null;
        for (BoardRecord r : allVerified()) {
            if (previous == null || !previous.game.equals(r.game) || !previous.instanceId.equals(r.instanceId)) {
                best.add(r);
            }
            previous = r;
        }
        return best;
    }

    public Optional<BoardRecord> bestOf(BoardId board) {
        return find(
                        "game = ?1 and instanceId = ?2 and verified = true order by score desc, id",
                        board.game(),
                        board.instance())
                .firstResultOptional();
    }

    /** The record of this line on this board, verified or not (one line is one record). */
    public Optional<BoardRecord> byLine(BoardId board, String lineHash) {
        return find("game = ?1 and instanceId = ?2 and lineHash = ?3", board.game(), board.instance(), lineHash)
                .firstResultOptional();
    }

    public Optional<BoardRecord> bySeed(String seedKey) {
        return find("seedKey", seedKey).firstResultOptional();
    }

    /**
     * The verified record and the earliest ordinary submission of a line on a board, in one
     * statement: each part is one probe of a unique or line index, so this costs the same at any
     * board size.
     *
     * <p>Plain JDBC on the transaction's connection: this runs for every ordinary submission.
     */
    public LineHolders lineHolders(BoardId board, String lineHash) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement find = c.prepareStatement("""
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
                return new LineHolders(
                        r.getObject(1, Long.class),
                        r.getString(2),
                        r.getObject(3, Long.class),
                        r.getObject(4, Long.class),
                        r.getString(5),
                        r.getString(6));
            }
        } catch (SQLException e) {
            throw new PersistenceException("looking up the original of a line", e);
        }
    }
}
