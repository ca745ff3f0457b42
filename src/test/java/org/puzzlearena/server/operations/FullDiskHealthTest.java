package org.puzzlearena.server.operations;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Health said UP while the disk was full and writes failed. The real free space of the
 * data directory's filesystem is measured; with the threshold above it (the disk as seen by an
 * operator who asked for more headroom than there is) readiness is DOWN, naming the reason.
 */
@QuarkusTest
@TestProfile(FullDiskHealthTest.NearlyFullDisk.class)
class FullDiskHealthTest {

    public static class NearlyFullDisk implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            // More than any disk of this machine or CI has free: 1 PiB.
            return Map.of("arena.data-directory", "target", "arena.health.min-free-space", "1125899906842624");
        }
    }

    @Test
    void readinessIsDownWhenTheDataDirectoryIsShortOfSpace() {
        given().get("/q/health/ready")
                .then()
                .statusCode(503)
                .body("status", equalTo("DOWN"))
                .body("checks.find { it.name == 'Data directory disk' }.status", equalTo("DOWN"))
                .body("checks.find { it.name == 'Data directory disk' }.data.freeBytes", greaterThan(0L))
                .body(
                        "checks.find { it.name == 'Data directory disk' }.data.reason",
                        equalTo("free space under arena.health.min-free-space"));
        given().get("/q/health").then().statusCode(503).body("status", equalTo("DOWN"));
    }
}
