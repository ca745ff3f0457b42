package org.puzzlearena.server.accounts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.uniqueName;

import io.quarkus.test.junit.QuarkusMock;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.MutableClock;

/**
 * Log-in throttling (200 wrong passwords, then the right one, were accepted at once).
 * Failures per username lock it out with 429 + Retry-After, the right password too, until the wait
 * has passed; a success resets the count; lock-outs are audited once each, not per failure. Each
 * test acts from its own client address (X-Forwarded-For: the tests trust 127.0.0.1 as a proxy).
 */
@QuarkusTest
class LoginThrottleTest {

    private static final AtomicInteger ADDRESSES = new AtomicInteger(10);

    private MutableClock clock;
    private String address;

    @BeforeEach
    void setUp() {
        clock = new MutableClock(Instant.now());
        QuarkusMock.installMockForType(clock, Clock.class);
        address = "203.0.113." + ADDRESSES.incrementAndGet();
    }

    private Response login(String username, String password) {
        return given().header("X-Forwarded-For", address)
                .contentType(ContentType.JSON)
                .body(Map.of("username", username, "password", password))
                .post("/api/session");
    }

    /** Tries {@code n} wrong passwords; answers how many were checked (401) rather than refused (429). */
    private int wrongPasswords(String username, int n) {
        int checked = 0;
        for (int i = 0; i < n; i++) {
            int status = login(username, "wrong password " + i).statusCode();
            assertTrue(status == 401 || status == 429, "a wrong password is 401 or 429, got " + status);
            checked += status == 401 ? 1 : 0;
        }
        return checked;
    }

    @Test
    void twoHundredWrongPasswordsLockTheNameAndTheRightOneWaitsToo() {
        String name = register("victim");
        // Five free failures, the sixth starts the lock-out: the other 194 guesses are not even checked.
        assertEquals(6, wrongPasswords(name, 200));

        Response refused = login(name, "correct horse");
        refused.then()
                .statusCode(429)
                .contentType("application/problem+json")
                .body("title", equalTo("Too many requests"))
                .body("detail", containsString("failed log-ins"));
        long retryAfter = Long.parseLong(refused.header("Retry-After"));
        assertTrue(retryAfter >= 1 && retryAfter <= 30, "the first lock-out is 30 s, Retry-After was " + retryAfter);

        clock.advance(Duration.ofSeconds(retryAfter - 1));
        login(name, "correct horse").then().statusCode(429);
        clock.advance(Duration.ofSeconds(1));
        login(name, "correct horse").then().statusCode(200);

        // The success reset the count: the next wrong password is an ordinary 401, not a lock-out.
        login(name, "wrong again").then().statusCode(401);
        login(name, "correct horse").then().statusCode(200);
    }

    @Test
    void eachFurtherFailureDoublesTheLockOut() {
        String name = register("doubling");
        wrongPasswords(name, 6);
        long first = Long.parseLong(login(name, "x-wrong-x").header("Retry-After"));
        clock.advance(Duration.ofSeconds(first));
        login(name, "still wrong").then().statusCode(401);
        long second = Long.parseLong(
                login(name, "correct horse").then().statusCode(429).extract().header("Retry-After"));
        assertEquals(60, second, "30 s, then 60 s");
    }

    @Test
    void unknownNamesAreThrottledAlikeSoTheAnswerRevealsNothing() {
        String nobody = uniqueName("nobody");
        assertEquals(6, wrongPasswords(nobody, 10));
        login(nobody, "correct horse").then().statusCode(429).body("detail", containsString("failed log-ins"));
    }

    @Test
    void aLockOutIsAuditedOnceAndNotPerFailure() {
        String name = register("audited");
        wrongPasswords(name, 50);
        given().cookie("arena_session", adminCookie())
                .get("/api/admin/audit?action=login.lockout&target=user:" + name)
                .then()
                .statusCode(200)
                .body("total", equalTo(1))
                .body("entries[0].actor", equalTo("server"))
                .body("entries[0].details.failures", equalTo(6))
                .body("entries[0].details.knownAccount", equalTo(true))
                .body("entries[0].details.addresses[0]", equalTo(address));
    }

    @Test
    void everyFailureIsLoggedWithItsNameAndAddress() {
        String name = register("logged");
        List<String> lines = new CopyOnWriteArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord r) {
                lines.add(
                        r instanceof org.jboss.logmanager.ExtLogRecord ext
                                ? ext.getFormattedMessage()
                                : r.getMessage());
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        Logger log = Logger.getLogger("org.puzzlearena.server.accounts.LoginAudit");
        log.addHandler(handler);
        try {
            wrongPasswords(name, 2);
            login(name + "\nforged line", "whatever").then().statusCode(401);
        } finally {
            log.removeHandler(handler);
        }
        List<String> mine = lines.stream().filter(l -> l.contains(name)).toList();
        assertEquals(3, mine.size(), String.join("\n", lines));
        assertTrue(
                mine.get(0).contains("user=\"" + name + "\"")
                        && mine.get(0).contains("address=" + address)
                        && mine.get(0).contains("failures=1"),
                mine.get(0));
        assertTrue(mine.get(1).contains("failures=2"), mine.get(1));
        assertTrue(
                mine.get(2).contains("\\u000a") && !mine.get(2).contains("\n"),
                "a name cannot break the log line: " + mine.get(2));
    }

    @Test
    void otherNamesFromTheSameAddressAreNotLockedOut() {
        String victim = register("locked");
        String bystander = register("bystander");
        wrongPasswords(victim, 10);
        login(bystander, "correct horse").then().statusCode(200);
    }
}
