package org.puzzlearena.server.records;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.leaderboards.BoardId;

@ApplicationScoped
public class BoardRecordRepository implements PanacheRepository<BoardRecord> {

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
}
