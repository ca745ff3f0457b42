package org.puzzlearena.server.positions;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.TightLimitsProfile;

/**
 * A batch of the step API draws on the replay rate limit one request per line (TightLimitsProfile:
 * 3 anonymous replays an hour per address), so it buys no more CPU than the single form.
 */
@QuarkusTest
@TestProfile(TightLimitsProfile.class)
class PositionsBatchLimitTest {

    private static final String PATH = "/api/games/leftmove/instances/depth/3/positions";

    private static RequestSpecification from(String address) {
        return given().header("X-Forwarded-For", address).contentType(ContentType.JSON);
    }

    @Test
    void eachLineOfABatchCountsAsOneStep() {
        String address = "203.0.113.71";
        Map<String, Object> twoLines = Map.of("lines", List.of(List.of("L"), List.of("R")));
        from(address).body(twoLines).post(PATH + "/batch").then().statusCode(200);
        // One of the three left: a batch of two is refused whole, and says which limit and when.
        from(address)
                .body(twoLines)
                .post(PATH + "/batch")
                .then()
                .statusCode(429)
                .contentType("application/problem+json")
                .header("Retry-After", notNullValue())
                .body("detail", containsString("verifications from your address"));
        // The refused batch took nothing: the last one is still there for a single step.
        from(address)
                .body(Map.of("moves", List.of("L")))
                .post(PATH)
                .then()
                .statusCode(200)
                .body("moveCount", equalTo(1));
        from(address).body(Map.of("moves", List.of())).post(PATH).then().statusCode(429);
        from("203.0.113.72").body(twoLines).post(PATH + "/batch").then().statusCode(200);
    }
}
