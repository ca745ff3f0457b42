package org.puzzlearena.server.accounts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;

/**
 * Look-alike usernames (a Cyrillic "аlice" was accepted beside "alice"). Names mixing
 * scripts are refused (422), names that read like a taken one are refused (409), both naming
 * {@code username}; honest names in other scripts are welcome; old accounts keep working.
 */
@QuarkusTest
class ConfusableUsernamesTest {

    @Inject
    EntityManager em;

    @Inject
    PasswordHasher passwords;

    @Inject
    UsernameSkeletonBackfill backfill;

    /** Digits only: they belong to every script, so a suffix never mixes scripts itself. */
    private static String digits() {
        return Long.toString(ThreadLocalRandom.current().nextLong(1_000_000_000L, 9_999_999_999L));
    }

    private static Response register(String name) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", "correct horse"))
                .post("/api/accounts");
    }

    @Test
    void aCyrillicLetterInALatinNameIsRefused() {
        String n = digits();
        register("alice" + n).then().statusCode(201);
        register("\u0430lice" + n)
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("field", equalTo("username"))
                .body("detail", containsString("cyrillic"));
        register("\u03b1lice" + digits()).then().statusCode(422).body("field", equalTo("username"));
    }

    @Test
    void namesThatReadLikeATakenOneAreRefused() {
        String n = digits();
        register("paypal-" + n).then().statusCode(201);
        // All Cyrillic (one script), but it reads "paypal".
        register("\u0440\u0430\u0443\u0440\u0430\u04cf-" + n)
                .then()
                .statusCode(409)
                .body("field", equalTo("username"))
                .body("detail", containsString("looks like 'paypal-" + n + "'"));
        register("paypa1-" + n).then().statusCode(409).body("field", equalTo("username"));
        register("paypaI-" + n).then().statusCode(409).body("field", equalTo("username"));
        register("\uff50\uff41\uff59\uff50\uff41\uff4c-" + n)
                .then()
                .statusCode(409)
                .body("field", equalTo("username"));

        String m = digits();
        register("NIKE-" + m).then().statusCode(201);
        register("\u039d\u0399\u039a\u0395-" + m)
                .then()
                .statusCode(409)
                .body("field", equalTo("username")); // Greek capitals
        register("modern-" + m).then().statusCode(201);
        register("rnodern-" + m).then().statusCode(409).body("field", equalTo("username"));
    }

    @Test
    void honestNamesInOtherScriptsAreWelcome() {
        String n = digits();
        register("\u0432\u0430\u0441\u044f-" + n).then().statusCode(201);
        register("\u03b1\u03b8\u03b7\u03bd\u03ac-" + n).then().statusCode(201);
        register("tanaka\u7530\u4e2d-" + n).then().statusCode(201);
        register("Zo\u00eb-" + n).then().statusCode(201);
    }

    @Test
    void oldAccountsGetSkeletonsAndKeepWorkingEvenWhenTheyLookAlike() {
        String n = digits();
        long older = insertLegacy("legacyname-" + n);
        long newer = insertLegacy("legacynarne-" + n); // reads like the older one
        backfill.fill();
        assertNotNull(skeleton(older), "the older account gets its skeleton");
        assertNull(skeleton(newer), "the newer look-alike keeps no skeleton");
        for (String name : new String[] {"legacyname-" + n, "legacynarne-" + n}) {
            given().contentType(ContentType.JSON)
                    .body(Map.of("username", name, "password", "correct horse"))
                    .post("/api/session")
                    .then()
                    .statusCode(200);
        }
        register("1egacyname-" + n).then().statusCode(409).body("field", equalTo("username"));
    }

    @Transactional
    long insertLegacy(String name) {
        return ((Number) em.createNativeQuery(
                                "INSERT INTO accounts (username, password_hash) VALUES (?1, ?2) RETURNING id")
                        .setParameter(1, name)
                        .setParameter(2, passwords.hash("correct horse"))
                        .getSingleResult())
                .longValue();
    }

    @Transactional
    String skeleton(long id) {
        return (String) em.createNativeQuery("SELECT username_skeleton FROM accounts WHERE id = ?1")
                .setParameter(1, id)
                .getSingleResult();
    }
}
