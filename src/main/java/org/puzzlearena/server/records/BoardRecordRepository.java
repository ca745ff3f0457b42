package org.puzzlearena.server.records;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class BoardRecordRepository implements PanacheRepository<BoardRecord> {

    /** Every verified record, by game and instance, best first. */
    public List<BoardRecord> allVerified() {
        return list("verified = true order by game, instanceId, score desc, id");
    }

    /** A board's verified records, best first (the first is the board's record). */
    public List<BoardRecord> ofBoard(String game, String instance) {
        return list("game = ?1 and instanceId = ?2 and verified = true order by score desc, id", game, instance);
    }

    public Optional<BoardRecord> bestOf(String game, String instance) {
        return find("game = ?1 and instanceId = ?2 and verified = true order by score desc, id", game, instance)
                .firstResultOptional();
    }

    /** The record of this line on this board, verified or not (one line is one record). */
    public Optional<BoardRecord> byLine(String game, String instance, String lineHash) {
        return find("game = ?1 and instanceId = ?2 and lineHash = ?3", game, instance, lineHash)
                .firstResultOptional();
    }

    public Optional<BoardRecord> bySeed(String seedKey) {
        return find("seedKey", seedKey).firstResultOptional();
    }
}
