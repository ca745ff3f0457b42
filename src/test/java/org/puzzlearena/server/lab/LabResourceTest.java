package org.puzzlearena.server.lab;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.rules.connectfour.ConnectFourTensor;
import org.puzzlearena.search.deep.Networks;
import org.puzzlearena.search.twoplayer.DecisionJson;
import org.puzzlearena.search.twoplayer.PlayerSpec;

/**
 * The lab's server-side search: the answer bin/arena move gives for the same request, and a clear
 * 422 naming the field for every bad input (never a 500, never an unbounded search).
 */
@QuarkusTest
class LabResourceTest {

    private static io.restassured.response.Response post(Map<String, Object> body) {
        return given().contentType(ContentType.JSON).body(body).post("/api/lab/moves");
    }

    @Test
    void playsTheProvenWinAndReportsTheSearch() {
        post(Map.of("game", "tic-tac-toe", "position", "1425", "player", "uct:sims=2000,c=1.414", "seed", 3))
                .then()
                .statusCode(200)
                .body("move", equalTo("3"))
                .body("position", equalTo("1425"))
                .body("player", equalTo("uct:c=1.414,sims=2000"))
                .body("search.children[0].move", equalTo("3"))
                .body("search.children[0].proven", equalTo("win"));
    }

    @Test
    void answersWhatTheSameSeededSearchAnswersElsewhere() {
        // The page's worker and bin/arena move run this very code: the server's move is theirs.
        State position = Games.byId("connect-four").orElseThrow().newInitialState(MoveStrings.instanceId("4453"));
        String expected = DecisionJson.members(
                position,
                PlayerSpec.parse("uct:sims=60000,c=1.2")
                        .create(position.game(), 9)
                        .decide(position));
        String visits = expected.substring(expected.indexOf("\"children\""));
        String body = post(Map.of(
                        "game", "connect-four", "position", "4453", "player", "uct:sims=60000,c=1.2", "seed", 9))
                .then()
                .statusCode(200)
                .body("search.simulations", greaterThan(0))
                .extract()
                .asString();
        org.junit.jupiter.api.Assertions.assertTrue(body.contains(visits), body + " should contain " + visits);
    }

    @Test
    void badInputIsA422NamingTheField() {
        post(Map.of("game", "morpion-5t", "player", "uct:sims=10"))
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("field", equalTo("game"));
        post(Map.of("game", "tic-tac-toe", "position", "55", "player", "uct:sims=10"))
                .then()
                .statusCode(422)
                .body("field", equalTo("position"))
                .body("detail", containsString("move 2 ('5') is illegal"));
        post(Map.of("game", "tic-tac-toe", "position", "123456789", "player", "uct:sims=10"))
                .then()
                .statusCode(422)
                .body("field", equalTo("position"));
        post(Map.of("game", "tic-tac-toe", "player", "uct:sims=5000000"))
                .then()
                .statusCode(422)
                .body("field", equalTo("player"))
                .body("detail", containsString("at most 1000000"));
        post(Map.of("game", "tic-tac-toe", "player", "perfect"))
                .then()
                .statusCode(422)
                .body("field", equalTo("player"));
        post(Map.of("game", "tic-tac-toe", "player", "uct:sims=x"))
                .then()
                .statusCode(422)
                .body("field", equalTo("player"))
                .body("detail", containsString("sims must be a whole number"));
        given().contentType(ContentType.JSON)
                .body("{\"game\":\"tic-tac-toe\",\"player\":\"uct\",\"seed\":\"one\"}")
                .post("/api/lab/moves")
                .then()
                .statusCode(400);
    }

    @Test
    void theDeepPlayerSearchesWithTheShippedNetworkAndShowsItsPriorsAndVisits() {
        State position = Games.byId("connect-four").orElseThrow().newInitialState(MoveStrings.instanceId("1727"));
        String expected = DecisionJson.members(
                position,
                PlayerSpec.parse("deep:sims=300").create(position.game(), 4).decide(position));
        String body = post(Map.of("game", "connect-four", "position", "1727", "player", "deep:sims=300", "seed", 4))
                .then()
                .statusCode(200)
                .body("player", equalTo("deep:sims=300"))
                .body("search.simulations", equalTo(300))
                .body("search.children[0].prior", org.hamcrest.Matchers.notNullValue())
                .body("search.netValue", org.hamcrest.Matchers.notNullValue())
                .extract()
                .asString();
        org.junit.jupiter.api.Assertions.assertTrue(
                body.contains(expected.substring(expected.indexOf("\"children\""))), body + " vs " + expected);
        post(Map.of("game", "connect-four", "position", "44", "player", "net"))
                .then()
                .statusCode(200)
                .body("search.prior", org.hamcrest.Matchers.notNullValue());
        post(Map.of("game", "tic-tac-toe", "player", "deep:sims=10"))
                .then()
                .statusCode(422)
                .body("field", equalTo("player"))
                .body("detail", containsString("has no policy/value network; the games with one: connect-four"));
        post(Map.of("game", "connect-four", "player", "deep:sims=" + (LabSearchService.MAX_DEEP_SIMULATIONS + 1)))
                .then()
                .statusCode(422)
                .body("field", equalTo("player"))
                .body("detail", containsString("at most " + LabSearchService.MAX_DEEP_SIMULATIONS));
    }

    @Test
    void theNetworkCardDescribesTheShippedNetworkAndItsLearningCurve() {
        int parameters = Networks.connectFour().parameters();
        given().get("/api/lab/networks/connect-four")
                .then()
                .statusCode(200)
                .body("game", equalTo("connect-four"))
                .body("parameters", equalTo(parameters))
                .body("bytes", equalTo(4 * parameters))
                .body("architecture", containsString("MLP " + ConnectFourTensor.INPUTS + "-"))
                .body("stages[0].name", equalTo("supervised"))
                .body("stages[0].command", containsString("bin/arena train"))
                .body("stages[0].mistakes.all", org.hamcrest.Matchers.lessThan(0.5f))
                .body("stages.size()", greaterThan(1));
        given().get("/api/lab/networks/tic-tac-toe").then().statusCode(404).contentType("application/problem+json");
    }
}
