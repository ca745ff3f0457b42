package org.puzzlearena.server.ratelimit;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;
import org.puzzlearena.server.TightLimitsProfile;

/**
 * Replays are charged by what they cost, not counted: a replay counts one request of the replay
 * limits per KiB of moves (TightLimitsProfile: 3 per address, 5 per participant). A 1 MiB verify
 * used to count as one request, so one token's 1 MiB verifies could hold most of the machine within
 * its limit.
 */
@QuarkusTest
@TestProfile(TightLimitsProfile.class)
class ReplayChargeTest {

    private static final Map<String, Object> SMALL =
            Map.of("game", "leftmove", "instance", "depth/3", "moves", List.of("L", "L", "L"));

    /** About 1 MiB of moves in the game's file notation (within the 1 MiB body limit). */
    private static final Map<String, Object> MEGABYTE =
            Map.of("game", "leftmove", "instance", "depth/3", "solution", "L".repeat(1_040_000));

    private static RequestSpecification from(String address) {
        return given().header("X-Forwarded-For", address).contentType(ContentType.JSON);
    }

    private static void refused(Response r) {
        r.then()
                .statusCode(429)
                .contentType("application/problem+json")
                .body("detail", containsString("verifications"));
        long retryAfter = Long.parseLong(r.header("Retry-After"));
        assertTrue(retryAfter >= 1 && retryAfter <= 3600, "Retry-After " + retryAfter);
    }

    /** A new account's API token (signed up from its own address: sign-ups are limited per address). */
    private static String bot(String address) {
        String name = ServerTestSupport.uniqueName("charge");
        Map<String, String> account = Map.of("username", name, "password", "correct horse");
        from(address).body(account).post("/api/accounts").then().statusCode(201);
        String cookie = from(address)
                .body(account)
                .post("/api/session")
                .then()
                .statusCode(200)
                .extract()
                .cookie("arena_session");
        return ServerTestSupport.token(cookie, "bot");
    }

    @Test
    void aMegabyteVerifyIsChargedTheWholeBucketThatHoldsThreeSmallOnes() {
        String big = "192.0.2.201";
        String small = "192.0.2.202";
        // The big one is answered (its replay stops at the first move after the game's end)...
        from(big).body(MEGABYTE).post("/api/verify").then().statusCode(200).body("valid", equalTo(false));
        // ...and has used the address's whole allowance, where a small one uses a third of it.
        refused(from(big).body(SMALL).post("/api/verify"));
        for (int i = 0; i < 3; i++) {
            from(small).body(SMALL).post("/api/verify").then().statusCode(200);
        }
        refused(from(small).body(SMALL).post("/api/verify"));
    }

    @Test
    void aSubmissionIsChargedByTheLengthOfItsMoves() {
        String heavy = bot("192.0.2.203");
        String light = bot("192.0.2.204");
        // 4,000 moves of 4 bytes each ("L", in a JSON array): 16 KiB, more than the 5 requests a
        // participant has; refused as illegal (the game ends after 3), but charged all the same.
        Map<String, Object> long4k =
                Map.of("game", "leftmove", "instance", "depth/3", "moves", Collections.nCopies(4_000, "L"));
        given().header("Authorization", "Bearer " + heavy)
                .contentType(ContentType.JSON)
                .body(long4k)
                .post("/api/submissions")
                .then()
                .statusCode(422);
        refused(given().header("Authorization", "Bearer " + heavy)
                .contentType(ContentType.JSON)
                .body(SMALL)
                .post("/api/verify"));
        for (int i = 0; i < 5; i++) {
            given().header("Authorization", "Bearer " + light)
                    .contentType(ContentType.JSON)
                    .body(SMALL)
                    .post("/api/verify")
                    .then()
                    .statusCode(200);
        }
    }
}
