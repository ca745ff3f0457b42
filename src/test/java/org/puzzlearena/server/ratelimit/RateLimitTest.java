package org.puzzlearena.server.ratelimit;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;
import org.puzzlearena.server.TightLimitsProfile;

/**
 * The request rate limits, with small ones (TightLimitsProfile). Costly anonymous
 * endpoints (a 1 MiB verify is 34 ms of CPU) and sign-ups had no limit at all. Over a limit: 429,
 * Retry-After, a problem saying which limit; other addresses and participants are unaffected. Each
 * test acts from its own address (X-Forwarded-For; the tests trust 127.0.0.1 as a proxy).
 */
@QuarkusTest
@TestProfile(TightLimitsProfile.class)
class RateLimitTest {

    private static final AtomicInteger ADDRESSES = new AtomicInteger(10);
    private static final Map<String, Object> VERIFY =
            Map.of("game", "leftmove", "instance", "depth/3", "moves", List.of("L", "L", "L"));

    private String address;

    @BeforeEach
    void newAddress() {
        address = "198.51.100." + ADDRESSES.incrementAndGet();
    }

    private io.restassured.specification.RequestSpecification from(String addr) {
        return given().header("X-Forwarded-For", addr).contentType(ContentType.JSON);
    }

    private static void refused(Response r, String what) {
        ValidatableResponse v = r.then()
                .statusCode(429)
                .contentType("application/problem+json")
                .body("title", equalTo("Too many requests"))
                .body("detail", containsString(what));
        long retryAfter = Long.parseLong(r.header("Retry-After"));
        assertTrue(retryAfter >= 1 && retryAfter <= 3600, "Retry-After " + retryAfter);
        v.body("retryAfter", equalTo((int) retryAfter));
    }

    private String signUp(String addr) {
        String name = ServerTestSupport.uniqueName("rl");
        from(addr)
                .body(Map.of("username", name, "password", "correct horse"))
                .post("/api/accounts")
                .then()
                .statusCode(201);
        return name;
    }

    private String login(String addr, String name) {
        return from(addr)
                .body(Map.of("username", name, "password", "correct horse"))
                .post("/api/session")
                .then()
                .statusCode(200)
                .extract()
                .cookie("arena_session");
    }

    @Test
    void anonymousVerificationsAreLimitedPerAddress() {
        for (int i = 0; i < 3; i++) {
            from(address)
                    .body(VERIFY)
                    .post("/api/verify")
                    .then()
                    .statusCode(200)
                    .body("valid", equalTo(true));
        }
        refused(from(address).body(VERIFY).post("/api/verify"), "verifications from your address");
        from("198.51.100.250").body(VERIFY).post("/api/verify").then().statusCode(200);
    }

    @Test
    void labSearchesOnTheServerAreLimitedPerAddress() {
        Map<String, Object> search = Map.of("game", "tic-tac-toe", "position", "1425", "player", "uct:sims=100");
        for (int i = 0; i < 2; i++) {
            from(address)
                    .body(search)
                    .post("/api/lab/moves")
                    .then()
                    .statusCode(200)
                    .body("move", equalTo("3"));
        }
        refused(from(address).body(search).post("/api/lab/moves"), "MCTS lab searches on the server");
    }

    @Test
    void signUpsAreLimitedPerAddress() {
        signUp(address);
        signUp(address);
        refused(
                from(address)
                        .body(Map.of("username", ServerTestSupport.uniqueName("rl"), "password", "correct horse"))
                        .post("/api/accounts"),
                "accounts created from your address");
        signUp("198.51.100.251");
    }

    @Test
    void failedLoginsAreLimitedPerAddressAcrossNames() {
        String name = signUp(address);
        for (int i = 0; i < 3; i++) {
            // A different name each time: no name reaches its own lock-out, the address does.
            from(address)
                    .body(Map.of("username", ServerTestSupport.uniqueName("guess"), "password", "wrong password"))
                    .post("/api/session")
                    .then()
                    .statusCode(401);
        }
        refused(
                from(address)
                        .body(Map.of("username", name, "password", "correct horse"))
                        .post("/api/session"),
                "failed log-ins from your address");
        login("198.51.100.252", name);
    }

    @Test
    void eachParticipantHasItsOwnReplayLimitApartFromItsAddress() {
        String cookie = login(address, signUp(address));
        String bot = ServerTestSupport.token(cookie, "bench");
        for (int i = 0; i < 5; i++) {
            from(address)
                    .header("Authorization", "Bearer " + bot)
                    .body(VERIFY)
                    .post("/api/verify")
                    .then()
                    .statusCode(200);
        }
        refused(
                from(address)
                        .header("Authorization", "Bearer " + bot)
                        .body(VERIFY)
                        .post("/api/verify"),
                "verifications and submissions from you");
        // Submissions draw on the same allowance.
        refused(
                from(address)
                        .header("Authorization", "Bearer " + bot)
                        .body(VERIFY)
                        .post("/api/submissions"),
                "verifications and submissions from you");
        // The person behind the bot, and anonymous callers from the same address, are limited apart.
        from(address)
                .cookie("arena_session", cookie)
                .body(VERIFY)
                .post("/api/submissions")
                .then()
                .statusCode(201);
        from(address).body(VERIFY).post("/api/verify").then().statusCode(200);
    }

    @Test
    void tokensAndBotRunsAreLimitedPerAccount() {
        String cookie = login(address, signUp(address));
        ServerTestSupport.token(cookie, "one");
        ServerTestSupport.token(cookie, "two");
        refused(
                from(address)
                        .cookie("arena_session", cookie)
                        .body(Map.of("name", "three"))
                        .post("/api/tokens"),
                "API tokens created by you");

        Map<String, Object> run =
                Map.of("game", "leftmove", "instance", "depth/3", "algorithm", "sample", "playouts", 10, "seed", 1);
        from(address)
                .cookie("arena_session", cookie)
                .body(run)
                .post("/api/bot-runs")
                .then()
                .statusCode(201);
        refused(
                from(address).cookie("arena_session", cookie).body(run).post("/api/bot-runs"),
                "bot runs started by you");
    }

    private static Map<String, Object> standing(io.restassured.specification.RequestSpecification r, String limit) {
        List<Map<String, Object>> all = r.get("/api/rate-limits")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("");
        return all.stream()
                .filter(l -> limit.equals(l.get("limit")))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + limit + " in " + all));
    }

    @Test
    void aCallerReadsWhereTheyStandInEachLimitWithTheSecondsUntilItIsBack() {
        String cookie = login(address, signUp(address));
        Map<String, Object> fresh = standing(from(address).cookie("arena_session", cookie), "tokens");
        assertEquals("account", fresh.get("scope"));
        assertEquals(2, fresh.get("capacity"));
        assertEquals(3600, ((Number) fresh.get("periodSeconds")).intValue());
        assertEquals(2, fresh.get("remaining"));
        assertEquals(0, ((Number) fresh.get("nextInSeconds")).intValue());
        assertEquals(0, ((Number) fresh.get("fullInSeconds")).intValue());

        ServerTestSupport.token(cookie, "one");
        ServerTestSupport.token(cookie, "two");
        Map<String, Object> spent = standing(from(address).cookie("arena_session", cookie), "tokens");
        assertEquals(0, spent.get("remaining"));
        long next = ((Number) spent.get("nextInSeconds")).longValue();
        long full = ((Number) spent.get("fullInSeconds")).longValue();
        assertTrue(next > 1700 && next <= 1800, "one token back in half an hour (2 an hour): " + next);
        assertTrue(full > 3500 && full <= 3600, "both back within the hour: " + full);
        // The 429 the next request gets says the same wait; reading the standing took nothing.
        Response refusedToken = from(address)
                .cookie("arena_session", cookie)
                .body(Map.of("name", "three"))
                .post("/api/tokens");
        refused(refusedToken, "API tokens created by you");
        assertTrue(Math.abs(Long.parseLong(refusedToken.header("Retry-After")) - next) <= 2);

        // Anonymous: the address's limits only, never an account's.
        List<Map<String, Object>> anonymous = from(address)
                .get("/api/rate-limits")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("");
        assertTrue(anonymous.stream().allMatch(l -> "address".equals(l.get("scope"))), anonymous.toString());
        assertTrue(anonymous.stream().anyMatch(l -> "sign-ups".equals(l.get("limit"))));
        Map<String, Object> signUps = standing(from(address), "sign-ups");
        assertEquals(((Number) signUps.get("capacity")).intValue() - 1, signUps.get("remaining"), "one account made");
    }

    @Test
    void suiteRunsAreLimitedPerAccountBeforeTheirBodyIsRead() {
        String cookie = login(address, signUp(address));
        // The limit is taken first: a refused configuration spends it, and costs no CPU here.
        Map<String, Object> bad = Map.of("algorithm", "quantum");
        from(address)
                .cookie("arena_session", cookie)
                .body(bad)
                .post("/api/suites/samegame-quick-2/runs")
                .then()
                .statusCode(400);
        refused(
                from(address).cookie("arena_session", cookie).body(bad).post("/api/suites/samegame-quick-2/runs"),
                "suite runs started by you");
    }

    @Test
    void anHttpsPublicAddressMakesTheSessionCookieSecure() {
        String name = signUp(address);
        String setCookie = from(address)
                .body(Map.of("username", name, "password", "correct horse"))
                .post("/api/session")
                .then()
                .statusCode(200)
                .extract()
                .header("Set-Cookie");
        assertTrue(setCookie.contains("Secure"), setCookie);
        assertTrue(setCookie.contains("HttpOnly"), setCookie);
        assertTrue(setCookie.contains("SameSite=Lax"), setCookie);
    }

    @Test
    void hostedBotsAndTheirUploadsAreLimitedPerAccount() {
        String cookie = login(address, signUp(address));
        long bot = ((Number) from(address)
                        .cookie("arena_session", cookie)
                        .body(Map.of("name", "limited"))
                        .post("/api/hosted-bots")
                        .then()
                        .statusCode(201)
                        .extract()
                        .path("id"))
                .longValue();
        byte[] program = "print('{\"moves\":[]}')\n".getBytes(StandardCharsets.UTF_8);
        Supplier<Response> upload = () -> given().header("X-Forwarded-For", address)
                .cookie("arena_session", cookie)
                .contentType("application/octet-stream")
                .queryParam("runtime", "python")
                .queryParam("fileName", "bot.py")
                .body(program)
                .post("/api/hosted-bots/" + bot + "/versions");
        upload.get().then().statusCode(201);
        refused(upload.get(), "hosted bots and bot versions uploaded by your account");
        refused(
                from(address)
                        .cookie("arena_session", cookie)
                        .body(Map.of("name", "more"))
                        .post("/api/hosted-bots"),
                "hosted bots and bot versions uploaded by your account");
        // Another account, from the same address, has its own.
        String other = "198.51.100." + ADDRESSES.incrementAndGet();
        String otherCookie = login(other, signUp(other));
        from(address)
                .cookie("arena_session", otherCookie)
                .body(Map.of("name", "limited"))
                .post("/api/hosted-bots")
                .then()
                .statusCode(201);
    }
}
