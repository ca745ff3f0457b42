package org.puzzlearena.server.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;
import org.puzzlearena.server.ServerTestSupport;

/**
 * CSRF: what a page of another origin can make a logged-in browser send (a form, text/plain, a
 * bodiless POST) is refused; the app's own requests, scripts without a browser and bots with a
 * token are not.
 */
@QuarkusTest
class CrossOriginWritesTest {

    private static final String VERIFY =
            "{\"game\":\"leftmove\",\"instance\":\"depth/3\",\"moves\":[\"L\",\"L\",\"L\"]}";
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static HttpResponse<String> post(String path, String contentType, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(RestAssured.baseURI + ":" + RestAssured.port + path))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (contentType != null) {
            b.header("Content-Type", contentType);
        }
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aJsonBodyMustSayItIsJson() throws Exception {
        for (String type :
                new String[] {null, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"
                }) {
            HttpResponse<String> r = post("/api/verify", type, VERIFY);
            assertEquals(415, r.statusCode(), "Content-Type " + type + ": " + r.body());
            assertEquals(
                    "application/problem+json",
                    r.headers().firstValue("Content-Type").orElse(""));
            assertTrue(r.body().contains("application/json"), r.body());
        }
        assertEquals(200, post("/api/verify", "application/json", VERIFY).statusCode());
        assertEquals(
                200,
                post("/api/verify", "application/json; charset=UTF-8", VERIFY).statusCode());
        assertEquals(
                415,
                post(
                                "/api/accounts",
                                "text/plain",
                                "{\"username\":\"" + ServerTestSupport.uniqueName("t")
                                        + "\",\"password\":\"correct horse\"}")
                        .statusCode());
    }

    @Test
    void aFormOfAnotherOriginCannotPostWithoutABody() throws Exception {
        String cookie = login(register("form"));
        long run = BotRuns.start(
                cookie,
                Map.of("game", "samegame", "instance", "standard/1", "algorithm", "nmcs", "level", 2, "seconds", 30));
        try {
            for (String type :
                    List.of("application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x")) {
                given().cookie("arena_session", cookie)
                        .contentType(type)
                        .header("Origin", "http://127.0.0.1:1")
                        .post("/api/bot-runs/" + run + "/cancel")
                        .then()
                        .statusCode(403)
                        .contentType("application/problem+json");
                HttpResponse<String> withBody = HTTP.send(
                        HttpRequest.newBuilder(URI.create(RestAssured.baseURI + ":" + RestAssured.port
                                        + "/api/bot-runs/" + run + "/cancel"))
                                .header("Cookie", "arena_session=" + cookie)
                                .header("Content-Type", type)
                                .POST(HttpRequest.BodyPublishers.ofString("a=1"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
                assertEquals(415, withBody.statusCode(), type + " with a body: " + withBody.body());
            }
            String state = BotRuns.get(run).getString("state");
            assertTrue(state.equals("queued") || state.equals("running"), "not cancelled: " + state);
        } finally {
            BotRuns.cancelQuietly(cookie, run);
        }
    }

    @Test
    void aLoggedInBrowserCannotBeMadeToRegisterOrSubmitFromAnotherOrigin() throws Exception {
        MutableClock clock = ContestFixtures.installClock();
        String organizer = login(ServerTestSupport.registerOrganizer("xo-org"));
        String alice = login(register("xo-alice"));
        String board = "random/911/6x6x3";
        long contest = ContestFixtures.create(
                organizer,
                ContestFixtures.contest("Cross-origin", "sum", List.of(ContestFixtures.instance("samegame", board))));
        String registrations = "/api/contests/" + contest + "/registrations";

        // What the other origin's page makes the browser send: its Origin, and Sec-Fetch-Site if the browser has it.
        given().cookie("arena_session", alice)
                .header("Origin", "http://127.0.0.2:9999")
                .post(registrations)
                .then()
                .statusCode(403)
                .contentType("application/problem+json")
                .body("detail", containsString("another origin"));
        given().cookie("arena_session", alice)
                .header("Origin", "null")
                .post(registrations)
                .then()
                .statusCode(403);
        given().cookie("arena_session", alice)
                .header("Sec-Fetch-Site", "same-site")
                .post(registrations)
                .then()
                .statusCode(403);
        given().cookie("arena_session", alice)
                .header("Sec-Fetch-Site", "cross-site")
                .post(registrations)
                .then()
                .statusCode(403);
        given().cookie("arena_session", alice).get(registrations + "/me").then().body("registered", equalTo(false));

        clock.set(ContestFixtures.T0.plus(Duration.ofHours(1)));
        List<String> moves = ContestFixtures.lines("samegame", board, 1).get(0).moves();
        given().cookie("arena_session", alice)
                .header("Origin", "http://localhost.evil.example")
                .contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "instance", board, "moves", moves))
                .post("/api/submissions")
                .then()
                .statusCode(403);
        given().cookie("arena_session", alice)
                .header("Origin", "http://evil.example")
                .delete("/api/session")
                .then()
                .statusCode(403);
        given().cookie("arena_session", alice).get("/api/session").then().statusCode(200);

        // The app itself (same origin: its Origin is the Host it talks to), and a script without a browser.
        String own = "http://localhost:" + RestAssured.port;
        given().cookie("arena_session", alice)
                .header("Origin", own)
                .header("Sec-Fetch-Site", "same-origin")
                .post(registrations)
                .then()
                .statusCode(201);
        given().cookie("arena_session", alice)
                .header("Origin", own)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "instance", board, "moves", moves))
                .post("/api/contests/" + contest + "/submissions")
                .then()
                .statusCode(201);
        given().cookie("arena_session", alice)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "leftmove", "instance", "depth/3", "moves", List.of("L", "L", "L")))
                .post("/api/submissions")
                .then()
                .statusCode(201);
    }

    @Test
    void botsWithATokenAreNotBrowsers() {
        String cookie = login(register("xo-bot"));
        String token = ServerTestSupport.token(cookie, "xo-bot");
        given().header("Authorization", "Bearer " + token)
                .header("Origin", "http://elsewhere.example")
                .header("Sec-Fetch-Site", "cross-site")
                .contentType(ContentType.JSON)
                .body(Map.of("game", "leftmove", "instance", "depth/3", "moves", List.of("L", "L", "L")))
                .post("/api/submissions")
                .then()
                .statusCode(201);
    }

    /**
     * Cross-site websocket hijacking: a socket is opened with the browser's cookies and no CORS, so
     * a page of another origin could read through a staff session what staff alone may see during
     * a contest. Its handshake is refused; the app's own page opens the socket.
     */
    @Test
    void aPageOfAnotherOriginCannotOpenASocketWithTheSession() throws Exception {
        String cookie = login(register("xo-socket"));
        URI board = URI.create("ws://localhost:" + RestAssured.port + "/ws/leaderboards/leftmove/depth/3");
        CompletionException refused = org.junit.jupiter.api.Assertions.assertThrows(
                CompletionException.class,
                () -> HTTP.newWebSocketBuilder()
                        .header("Origin", "http://evil.example")
                        .header("Cookie", "arena_session=" + cookie)
                        .buildAsync(board, new WebSocket.Listener() {})
                        .join());
        assertTrue(refused.getCause() instanceof WebSocketHandshakeException, refused.toString());
        assertEquals(
                403,
                ((WebSocketHandshakeException) refused.getCause()).getResponse().statusCode());

        WebSocket own = HTTP.newWebSocketBuilder()
                .header("Origin", "http://localhost:" + RestAssured.port)
                .header("Cookie", "arena_session=" + cookie)
                .buildAsync(board, new WebSocket.Listener() {})
                .join();
        own.sendClose(WebSocket.NORMAL_CLOSURE, "done").join();
    }
}
