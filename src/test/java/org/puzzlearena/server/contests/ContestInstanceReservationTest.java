package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ContestFixtures.lines;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;

/**
 * A contest's own instances (generated or uploaded, so unseen) take results only through the
 * contest until it ends: an ordinary submission or a public bot run would publish moves that
 * participants could copy. Catalogue instances of the same contest stay open, and the contest's
 * own ones open to everyone once it has ended.
 */
@QuarkusTest
class ContestInstanceReservationTest {

    private static final String OWN = "random/4242/6x6x3";
    private static final String CATALOGUE = "standard/9";

    @Test
    void aContestsOwnInstanceTakesNoOrdinaryResultsUntilTheContestEnds() {
        MutableClock clock = ContestFixtures.installClock();
        String organizer = login(registerOrganizer("org"));
        String carol = login(register("carol"));
        List<ContestFixtures.Line> own = lines("samegame", OWN, 1);
        List<ContestFixtures.Line> catalogue = lines("samegame", CATALOGUE, 1);
        create(
                organizer,
                contest("Reserved cup", "sum", List.of(instance("samegame", OWN), instance("samegame", CATALOGUE))));

        for (Duration step : List.of(Duration.ZERO, Duration.ofHours(2))) {
            // Before the start and while it runs: refused, naming the field and until when.
            clock.advance(step);
            ordinary(carol, OWN, own.get(0).moves())
                    .then()
                    .statusCode(409)
                    .body("field", equalTo("instance"))
                    .body("detail", containsString("belongs to a contest until"));
            given().cookie("arena_session", carol)
                    .contentType(ContentType.JSON)
                    .body(Map.of("game", "samegame", "instance", OWN, "algorithm", "sample", "seconds", 1))
                    .post("/api/bot-runs")
                    .then()
                    .statusCode(409)
                    .body("field", equalTo("instance"));
        }
        // Nothing was stored for the reserved instance.
        given().get("/api/leaderboards/samegame/" + OWN).then().statusCode(200).body("entries.size()", equalTo(0));
        // The catalogue instance of the same contest stays an ordinary, public instance.
        ordinary(carol, CATALOGUE, catalogue.get(0).moves()).then().statusCode(201);

        clock.advance(Duration.ofHours(3));
        ordinary(carol, OWN, own.get(0).moves())
                .then()
                .statusCode(201)
                .body("score", equalTo(own.get(0).score()));
    }

    private static Response ordinary(String cookie, String instance, List<String> moves) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "instance", instance, "moves", moves))
                .post("/api/submissions");
    }
}
