package org.puzzlearena.server.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.catalog.Games;

/**
 * Every record the server ships (records/seeds.json) replays by today's rules to the score it
 * names, so none is refused at start-up; and the published lines cover SameGame's standard set.
 */
class ShippedRecordsTest {

    static final List<RecordSeeds.Seed> SEEDS = RecordSeeds.read("records/seeds.json", new ObjectMapper());

    @Test
    void everyShippedRecordReplaysToItsScore() {
        Set<String> keys = new HashSet<>();
        for (RecordSeeds.Seed seed : SEEDS) {
            assertTrue(keys.add(seed.key()), "one key per record: " + seed.key());
            var game = Games.byId(seed.game()).orElseThrow(() -> new AssertionError("no game " + seed.game()));
            ReplayResult.Valid valid = assertInstanceOf(
                    ReplayResult.Valid.class, Replay.file(game, seed.instance(), seed.solution()), seed.key());
            assertEquals(seed.claimedScore(), valid.score(), seed.key());
            assertTrue(seed.source().length() <= RecordService.MAX_SOURCE, seed.key() + "'s source is too long");
        }
    }

    @Test
    void everyStandardSameGamePositionHasAPublishedLine() {
        Set<String> boards = new TreeSet<>();
        for (RecordSeeds.Seed seed : SEEDS) {
            if (seed.game().equals("samegame")) {
                boards.add(seed.instance());
            }
        }
        for (int i = 1; i <= 20; i++) {
            assertTrue(boards.contains("standard/" + i), "a record on standard/" + i + ": " + boards);
        }
    }
}
