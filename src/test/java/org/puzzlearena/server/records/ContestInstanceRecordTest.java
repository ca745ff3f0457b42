package org.puzzlearena.server.records;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ContestFixtures.lines;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;

/**
 * A record is public the moment it is stored (the records API, the board's reference row, copy
 * marks, profiles' percentages, sockets). On a contest's own instance that would publish an answer
 * before the contest's results are, so an admin's record there is refused, naming the field, until
 * the contest is public (ended, and any freeze lifted).
 */
@QuarkusTest
class ContestInstanceRecordTest {

    @Test
    void aRecordOnAContestsOwnInstanceIsRefusedUntilTheContestIsPublic() {
        MutableClock clock = ContestFixtures.installClock();
        String own = "random/" + ThreadLocalRandom.current().nextInt(1_000_000, 2_000_000) + "/6x6x3";
        String organizer = login(registerOrganizer("recorg"));
        String admin = adminCookie();
        List<String> moves = lines("samegame", own, 1).get(0).moves();
        long id = create(organizer, contest("Record cup", "sum", List.of(instance("samegame", own))));

        // Scheduled (+0), running (+2 h), ended but still frozen (+5 h): refused, nothing stored.
        for (Duration step : List.of(Duration.ZERO, Duration.ofHours(2), Duration.ofHours(3))) {
            clock.advance(step);
            addRecord(admin, own, moves)
                    .then()
                    .statusCode(409)
                    .contentType("application/problem+json")
                    .body("field", equalTo("instance"))
                    .body("detail", containsString("contest " + id));
            given().get("/api/records/samegame/" + own).then().statusCode(200).body("", hasSize(0));
            given().get("/api/leaderboards/samegame/" + own)
                    .then()
                    .statusCode(200)
                    .body("record", equalTo(null));
        }
        given().get("/api/records").then().statusCode(200).body("instance", not(org.hamcrest.Matchers.hasItem(own)));

        given().cookie("arena_session", organizer)
                .post("/api/contests/" + id + "/unfreeze")
                .then()
                .statusCode(200);
        // Public now: the record may be added like any other.
        addRecord(admin, own, moves).then().statusCode(201);
        given().get("/api/records/samegame/" + own).then().statusCode(200).body("", hasSize(1));
    }

    private static Response addRecord(String admin, String instance, List<String> moves) {
        return given().cookie("arena_session", admin)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "game",
                        "samegame",
                        "instance",
                        instance,
                        "moves",
                        moves,
                        "holder",
                        "A. Tester",
                        "source",
                        "a test line"))
                .post("/api/records");
    }
}
