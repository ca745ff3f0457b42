package org.puzzlearena.server.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every answer carries the security headers (API answers, errors, health, the OpenAPI document); the
 * app's caching is tested with the app in {@code browser/AppHeadersBrowserTest}.
 */
@QuarkusTest
class SecurityHeadersTest {

    static ValidatableResponse hasSecurityHeaders(ValidatableResponse r) {
        return r.header("Content-Security-Policy", containsString("default-src 'self'"))
                .header("Content-Security-Policy", containsString("frame-ancestors 'none'"))
                .header("Content-Security-Policy", containsString("object-src 'none'"))
                .header("X-Frame-Options", equalTo("DENY"))
                .header("X-Content-Type-Options", equalTo("nosniff"))
                .header("Referrer-Policy", equalTo("same-origin"));
    }

    @Test
    void everyKindOfAnswerCarriesThem() {
        hasSecurityHeaders(given().get("/api/games").then().statusCode(200));
        hasSecurityHeaders(given().get("/api/games/nonesuch/instances").then().statusCode(404));
        hasSecurityHeaders(given().contentType(ContentType.JSON)
                .body("{")
                .post("/api/verify")
                .then()
                .statusCode(400));
        hasSecurityHeaders(given().contentType(ContentType.JSON)
                .body(Map.of("username", "nobody-here", "password", "x"))
                .post("/api/session")
                .then()
                .statusCode(401));
        hasSecurityHeaders(given().get("/q/health").then().statusCode(200));
        hasSecurityHeaders(given().get("/q/openapi").then().statusCode(200));
        hasSecurityHeaders(given().get("/nothing-here").then());
    }

    @Test
    void swaggerUiMayRunItsInlineStarterButNotBeFramed() {
        given().get("/q/swagger-ui/")
                .then()
                .statusCode(200)
                .header("Content-Security-Policy", containsString("frame-ancestors 'none'"))
                .header("X-Content-Type-Options", equalTo("nosniff"));
    }
}
