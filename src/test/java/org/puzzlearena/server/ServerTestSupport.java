package org.puzzlearena.server;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** Helpers for the API tests: fresh accounts, logins and tokens through the public API. */
public final class ServerTestSupport {

    private ServerTestSupport() {}

    public static String uniqueName(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    /** Registers a fresh account and returns its username (password "correct horse"). */
    public static String register(String prefix) {
        String name = uniqueName(prefix);
        given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", "correct horse"))
                .post("/api/accounts")
                .then()
                .statusCode(201);
        return name;
    }

    /** Logs in and returns the session cookie value. */
    public static String login(String username) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("username", username, "password", "correct horse"))
                .post("/api/session")
                .then()
                .statusCode(200)
                .extract()
                .cookie("arena_session");
    }

    /** The admin every test run has (application.properties, %test.arena.admin.*). */
    public static final String ADMIN = "arena-root";

    public static final String ADMIN_PASSWORD = "root password for tests";

    /** Logs in as the tests' admin and returns the session cookie value. */
    public static String adminCookie() {
        return given().contentType(ContentType.JSON)
                .body(Map.of("username", ADMIN, "password", ADMIN_PASSWORD))
                .post("/api/session")
                .then()
                .statusCode(200)
                .extract()
                .cookie("arena_session");
    }

    /** Sets an account's roles through the admin API. */
    public static void setRoles(String username, String... roles) {
        given().cookie("arena_session", adminCookie())
                .contentType(ContentType.JSON)
                .body(Map.of("roles", List.of(roles)))
                .put("/api/admin/users/" + username + "/roles")
                .then()
                .statusCode(200);
    }

    /** A fresh account with the organizer role; returns its username. */
    public static String registerOrganizer(String prefix) {
        String name = register(prefix);
        setRoles(name, "organizer");
        return name;
    }

    /** Creates an API token for the logged-in session and returns the secret. */
    public static String token(String sessionCookie, String name) {
        return given().cookie("arena_session", sessionCookie)
                .contentType(ContentType.JSON)
                .body(Map.of("name", name))
                .post("/api/tokens")
                .then()
                .statusCode(201)
                .extract()
                .path("token");
    }

    /** Registers a remote arena bot of the logged-in session's account and returns its player id. */
    public static long registerRemoteBot(String sessionCookie, String game, String name) {
        return given().cookie("arena_session", sessionCookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", game, "name", name))
                .post("/api/arena/remote")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("playerId");
    }

    /** A third-party fixture of src/test/resources/fixtures (a record grid, a published line) as text. */
    public static String fixture(String name) throws IOException {
        try (InputStream in = ServerTestSupport.class.getResourceAsStream("/fixtures/" + name)) {
            if (in == null) {
                throw new FileNotFoundException("no fixture " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
