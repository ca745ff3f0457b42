package org.puzzlearena.server.accounts;

import static io.restassured.RestAssured.given;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.test.junit.QuarkusMock;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.MutableClock;

/**
 * One clock: a session ends when the server's clock says so, the same clock the tests
 * move. Before, expiry read the machine's clock, so no test could see a session end.
 */
@QuarkusTest
class SessionExpiryTest {

    @Test
    void aSessionEndsWhenItsLifetimeHasPassedOnTheServersClock() {
        MutableClock clock = new MutableClock(Instant.now());
        QuarkusMock.installMockForType(clock, Clock.class);
        String cookie = login(register("expiry"));
        given().cookie("arena_session", cookie).get("/api/session").then().statusCode(200);

        clock.advance(Duration.ofDays(29)); // arena.sessions.lifetime is 30 days
        given().cookie("arena_session", cookie).get("/api/session").then().statusCode(200);

        clock.advance(Duration.ofDays(1).plusMinutes(1));
        given().cookie("arena_session", cookie).get("/api/session").then().statusCode(204);
    }
}
