package org.puzzlearena.server.accounts;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The lock-out by name stops guessing one account's password from many addresses, but anyone could
 * use it to keep a named user out. A log-in from an address that logged the account in before, or
 * with the trusted-device cookie an earlier log-in set, gets through the lock (the password is still
 * checked, and the address's own failure limit still applies); anyone else stays locked out. Each
 * party acts from its own address (X-Forwarded-For: the tests trust 127.0.0.1 as a proxy).
 */
@QuarkusTest
class LoginTrustTest {

    private static final AtomicInteger NEXT = new AtomicInteger(1);

    private static String address() {
        return "198.51.100." + NEXT.incrementAndGet();
    }

    private static Response login(String from, String device, String username, String password) {
        RequestSpecification r = given().header("X-Forwarded-For", from).contentType(ContentType.JSON);
        if (device != null) {
            r = r.cookie(LoginTrust.DEVICE_COOKIE, device);
        }
        return r.body(Map.of("username", username, "password", password)).post("/api/session");
    }

    /** Wrong passwords from several attacker addresses until the name is locked (429 for the right one too). */
    private static void lockOut(String username) {
        for (int i = 0; i < 8; i++) {
            login(address(), null, username, "wrong password " + i);
        }
        login(address(), null, username, "correct horse").then().statusCode(429);
    }

    @Test
    void theRealUserGetsThroughTheLockFromTheirKnownAddressOrWithTheirDeviceCookie() {
        String name = register("trusted");
        String home = address();
        Response first = login(home, null, name, "correct horse");
        first.then().statusCode(200);
        var cookie = first.detailedCookie(LoginTrust.DEVICE_COOKIE);
        assertNotNull(cookie, "a successful log-in sets the trusted-device cookie");
        assertTrue(cookie.isHttpOnly(), "no script may read the device cookie");
        assertEquals("Lax", cookie.getSameSite());
        String device = cookie.getValue();

        lockOut(name);
        // From the address that logged them in before: through, even without the cookie.
        login(home, null, name, "correct horse").then().statusCode(200);
        // Still locked for everyone else: the user's success did not unlock the name.
        login(address(), null, name, "correct horse").then().statusCode(429);
        // From a new address (a phone on the road) with the device cookie: through.
        String road = address();
        login(road, device, name, "correct horse").then().statusCode(200);
        // The password is still checked on the trusted path.
        login(address(), device, name, "wrong password").then().statusCode(401);
        // A made-up cookie, or another account's, vouches for nothing.
        login(address(), "d_" + "0".repeat(43), name, "correct horse").then().statusCode(429);
        String other = register("other");
        String otherDevice = login(address(), null, other, "correct horse")
                .then()
                .statusCode(200)
                .extract()
                .cookie(LoginTrust.DEVICE_COOKIE);
        login(address(), otherDevice, name, "correct horse").then().statusCode(429);
    }

    @Test
    void anAddressThatOnlyFailedForTheNameIsNotKnown() {
        String name = register("untrusted");
        String attacker = address();
        for (int i = 0; i < 8; i++) {
            login(attacker, null, name, "wrong password " + i);
        }
        login(attacker, null, name, "correct horse").then().statusCode(429);
    }
}
