package org.puzzlearena.server.catalog;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasSize;

import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.Test;

@QuarkusTest
class CatalogResourceTest {

    @Test
    void listsEveryGame() {
        given().get("/api/games")
                .then()
                .statusCode(200)
                .body(
                        "id",
                        hasItems(
                                "morpion-5t",
                                "morpion-5d",
                                "samegame",
                                "samegame-jsgames",
                                "sudoku16",
                                "leftmove",
                                "leftmost"))
                .body("find { it.id == 'morpion-5d' }.solutionFormat", equalTo("Pentasol"));
    }

    /** A client picks a view, a policy and the board forms from these facts instead of guessing from the id. */
    @Test
    void everyGameStatesItsFacts() {
        given().get("/api/games")
                .then()
                .statusCode(200)
                .body("find { it.id == 'samegame-jsgames' }.family", equalTo("samegame"))
                .body("find { it.id == 'samegame' }.defaultPolicy", equalTo("tabu"))
                .body("find { it.id == 'samegame' }.policies", equalTo(List.of("uniform", "tabu")))
                .body("find { it.id == 'samegame' }.generators.kind", equalTo(List.of("seeded", "board")))
                .body("find { it.id == 'samegame' }.generators[0].prefix", equalTo("random"))
                .body("find { it.id == 'samegame' }.generators[0].parameters[0].name", equalTo("size"))
                .body("find { it.id == 'sudoku16' }.generators[0].parameters[0].name", equalTo("percentEmpty"))
                .body("find { it.id == 'morpion-5d' }.family", equalTo("morpion"))
                .body("find { it.id == 'morpion-5d' }.defaultPolicy", equalTo("uniform"))
                .body("find { it.id == 'morpion-5d' }.generators", hasSize(0))
                .body("find { it.id == 'leftmost' }.family", equalTo("tree"))
                .body("findAll { it.players == 1 }.result", everyItem(equalTo("score")))
                .body("findAll { it.players == 2 }.id", equalTo(List.of("tic-tac-toe", "connect-four")))
                .body("findAll { it.players == 2 }.result", everyItem(equalTo("win-draw-loss")));
        given().get("/api/games/sudoku16")
                .then()
                .statusCode(200)
                .body("family", equalTo("sudoku"))
                .body("players", equalTo(1))
                .body("result", equalTo("score"));
    }

    @Test
    void listsTheStandardSameGameSet() {
        given().get("/api/games/samegame/instances")
                .then()
                .statusCode(200)
                .body("id", hasItems("standard/1", "standard/20"))
                .body("find { it.id == 'standard/3' }.href", equalTo("/api/games/samegame/instances/standard/3"));
    }

    @Test
    void anInstanceCarriesADrawableInitialPosition() {
        given().get("/api/games/morpion-5d/instances/cross")
                .then()
                .statusCode(200)
                .body("id", equalTo("cross"))
                .body("legalMoves", equalTo(28))
                .body("position.dots", hasSize(36))
                .body("position.lines", hasSize(0));
        given().get("/api/games/samegame/instances/standard/1")
                .then()
                .statusCode(200)
                .body("position.grid[0]", equalTo("311410404411023"))
                .body("legalMoves", equalTo(44));
        given().get("/api/games/sudoku16/instances/generated/007")
                .then()
                .statusCode(200)
                .body("id", equalTo("generated/7"));
    }

    @Test
    void unknownGamesAndInstancesAreProblemDocuments() {
        given().get("/api/games/chess")
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("status", equalTo(404))
                .body("detail", containsString("chess"));
        given().get("/api/games/samegame/instances/standard/21")
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("detail", containsString("standard"));
    }

    @Test
    void healthAndOpenApiAreServed() {
        given().get("/q/health/ready").then().statusCode(200).body("status", equalTo("UP"));
        given().accept("application/json")
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .body(containsString("/api/submissions"))
                .body(containsString("/api/leaderboards/{game}/{instance}"));
    }
}
