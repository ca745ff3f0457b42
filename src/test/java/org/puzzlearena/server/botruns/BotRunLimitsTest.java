package org.puzzlearena.server.botruns;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/**
 * The limits a bot run is checked against, given to the bot lab's form so it can check every
 * field at once (it validated one field per round trip although the limits are fixed).
 */
@QuarkusTest
class BotRunLimitsTest {

    @Test
    void everyoneSeesTheirLimitsAndOrganizersGetMore() {
        given().get("/api/bot-runs/limits")
                .then()
                .statusCode(200)
                .body("maxSeconds", equalTo(600.0f))
                .body("maxActive", equalTo(2))
                .body("maxLevel", equalTo(6))
                .body("maxBeamSize", equalTo(4096))
                .body("maxIterations", equalTo(100000))
                .body("algorithms", hasItems("nmcs", "beam", "nrpa", "sp-mcts", "sample"));
        given().cookie("arena_session", adminCookie())
                .get("/api/bot-runs/limits")
                .then()
                .statusCode(200)
                .body("maxSeconds", equalTo(3600.0f))
                .body("maxActive", equalTo(6));
    }
}
