package org.puzzlearena.server.admin;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A first start with no ARENA_ADMIN_* configured, on a fresh database: an admin with a random
 * password is created and the password is printed once in the log; it logs in and administers;
 * a later start prints nothing again.
 */
@QuarkusTest
@TestProfile(AdminBootstrapRandomTest.NoConfiguredAdmin.class)
class AdminBootstrapRandomTest {

    /** One name per test JVM: the profile (read before the start) and the test (another class loader) agree. */
    static final Path LOG = Path.of(
                    "target", "admin-bootstrap-" + ProcessHandle.current().pid() + ".log")
            .toAbsolutePath();

    private static final Pattern LINE = Pattern.compile("First admin created: username '([^']+)', password '([^']+)'");

    public static class NoConfiguredAdmin implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            try {
                Files.deleteIfExists(LOG);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return Map.of(
                    "arena.admin.username",
                    "",
                    "arena.admin.password",
                    "",
                    "quarkus.log.file.enabled",
                    "true",
                    "quarkus.log.file.path",
                    LOG.toString());
        }
    }

    @Inject
    AdminBootstrap bootstrap;

    @Test
    void theRandomFirstAdminIsLoggedOnceAndWorks() throws Exception {
        List<String[]> created = createdLines();
        assertEquals(1, created.size(), "one 'first admin' line");
        String username = created.get(0)[0];
        String password = created.get(0)[1];
        assertEquals("admin", username);
        String cookie = given().contentType(ContentType.JSON)
                .body(Map.of("username", username, "password", password))
                .post("/api/session")
                .then()
                .statusCode(200)
                .extract()
                .cookie("arena_session");
        given().cookie("arena_session", cookie).get("/api/session").then().body("roles", contains("admin"));
        given().cookie("arena_session", cookie)
                .get("/api/admin/audit?action=admin.bootstrap")
                .then()
                .statusCode(200)
                .body("entries.details.how", contains("random"));

        // A restart runs the same startup observer: an admin exists, so nothing is created or logged.
        assertEquals(
                AdminBootstrap.Outcome.Kind.ADMIN_EXISTS,
                bootstrap.ensureAdmin(Optional.empty(), Optional.empty()).kind());
        assertEquals(1, createdLines().size());
        assertTrue(Files.readString(LOG).contains(password));
    }

    private static List<String[]> createdLines() throws Exception {
        return Files.readAllLines(LOG).stream()
                .map(LINE::matcher)
                .filter(Matcher::find)
                .map(m -> new String[] {m.group(1), m.group(2)})
                .toList();
    }
}
