package org.puzzlearena.server.records;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Start-up verification of the registry with shipped records that must be refused (a corrupted
 * grid, a score its source over-claims) beside a good one (test resources records-corrupt/).
 */
@QuarkusTest
@TestProfile(RecordStartupVerificationTest.CorruptSeeds.class)
class RecordStartupVerificationTest {

    public static class CorruptSeeds implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("arena.records.seeds", "records-corrupt/seeds.json");
        }
    }

    @Inject
    RecordRegistry registry;

    @Inject
    EntityManager em;

    @Test
    void aCorruptedOrOverclaimedShippedRecordIsRefusedWithTheReasonAndNotShown() {
        given().get("/api/records/morpion-5d/cross").then().statusCode(200).body("", hasSize(0));
        given().get("/api/records/morpion-5t/cross").then().statusCode(200).body("score", contains(178));

        // What start-up logs: the same work again (the refused seeds are never stored, so they are retried).
        RecordRegistry.Outcome o = registry.synchronize();
        assertEquals(1, o.verified());
        assertEquals(2, o.refused().size(), o.refused().toString());
        String corrupted = o.refused().stream()
                .filter(l -> l.contains("corrupted-82"))
                .findFirst()
                .orElseThrow();
        assertTrue(corrupted.contains("does not verify and is not shown: move 2 ("), corrupted);
        String overclaimed = o.refused().stream()
                .filter(l -> l.contains("overclaimed-170"))
                .findFirst()
                .orElseThrow();
        assertTrue(overclaimed.contains("it replays to score 170, its source claims 171"), overclaimed);
    }

    @Test
    void aStoredRecordWhoseLineNoLongerVerifiesIsHiddenAtStartUpAndShownAgainOnceRepaired() {
        String moves = storedMoves();
        List<String> list = List.of(moves.split("\n"));
        // Its first line drawn twice: the grid breaks the rules at move 1.
        String broken = list.get(0) + "\n" + moves;
        setMoves(broken);
        RecordRegistry.Outcome o = registry.synchronize();
        assertEquals(0, o.verified());
        assertTrue(
                o.refused().stream()
                        .anyMatch(l -> l.contains("C. D. Rosin, morpion-5t/cross, score 178) does not "
                                + "verify and is not shown: move 1 (")),
                o.refused().toString());
        given().get("/api/records/morpion-5t/cross").then().statusCode(200).body("", hasSize(0));
        given().get("/api/leaderboards/morpion-5t/cross").then().statusCode(200);

        setMoves(moves);
        assertEquals(1, registry.synchronize().verified());
        given().get("/api/records/morpion-5t/cross").then().body("score", contains(178));
    }

    String storedMoves() {
        return QuarkusTransaction.requiringNew()
                .call(() -> (String) em.createNativeQuery("SELECT moves FROM records WHERE seed_key = 'good-178'")
                        .getSingleResult());
    }

    void setMoves(String moves) {
        QuarkusTransaction.requiringNew()
                .run(() -> em.createNativeQuery("UPDATE records SET moves = ?1 WHERE seed_key = 'good-178'")
                        .setParameter(1, moves)
                        .executeUpdate());
    }
}
