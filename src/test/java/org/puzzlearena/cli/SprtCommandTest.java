package org.puzzlearena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.cli.ArenaCliTest.arena;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.cli.ArenaCliTest.Run;

/** {@code arena sprt} as a bot author and a script see it: one JSON line with the verdict, or a usage error. */
class SprtCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void thePerfectPlayerProvesItselfStrongerThanRandomAndTheLineCarriesTheWholeVerdict() throws Exception {
        Run r = arena(
                "sprt",
                "--game",
                "tic-tac-toe",
                "--first",
                "perfect",
                "--second",
                "random",
                "--elo0",
                "0",
                "--elo1",
                "50",
                "--seed",
                "7");
        assertEquals(0, r.status(), r.err());
        assertEquals(1, r.out().strip().lines().count(), "one JSON line: " + r.out());
        JsonNode line = JSON.readTree(r.out());
        assertEquals("H1", line.get("verdict").asText(), r.out());
        int games = line.get("games").asInt();
        assertEquals(0, games % 2, "games come in colour pairs: " + r.out());
        assertEquals(
                games,
                line.get("wins").asInt()
                        + line.get("draws").asInt()
                        + line.get("losses").asInt());
        // Not zero: a random opening can leave the perfect player's side already lost.
        assertTrue(line.get("wins").asInt() > 10 * line.get("losses").asInt(), r.out());
        assertTrue(
                line.get("llr").asDouble() >= line.get("upper").asDouble(), "H1 means the LLR crossed the upper bound");
        double elo = line.get("elo").asDouble();
        assertTrue(elo > 0, r.out());
        if (!line.get("eloLow").isNull()) {
            assertTrue(line.get("eloLow").asDouble() <= elo, r.out());
        }
        for (String field : List.of("eloHigh", "gamesLeft", "pentanomial", "lower", "alpha", "beta", "seed")) {
            assertTrue(line.has(field), field + " in " + r.out());
        }
        assertEquals(
                r.out(),
                arena(
                                "sprt",
                                "--game",
                                "tic-tac-toe",
                                "--first",
                                "perfect",
                                "--second",
                                "random",
                                "--elo0",
                                "0",
                                "--elo1",
                                "50",
                                "--seed",
                                "7")
                        .out(),
                "a seed fixes the match");
    }

    @Test
    void aMatchCutShortByMaxGamesIsInconclusive() throws Exception {
        Run r = arena(
                "sprt",
                "--game",
                "connect-four",
                "--first",
                "random",
                "--second",
                "random",
                "--elo0",
                "0",
                "--elo1",
                "20",
                "--max-games",
                "4",
                "--seed",
                "3");
        assertEquals(0, r.status(), r.err());
        JsonNode line = JSON.readTree(r.out());
        assertEquals("inconclusive", line.get("verdict").asText(), r.out());
        assertEquals(4, line.get("games").asInt(), r.out());
    }

    @Test
    void badArgumentsNameTheOptionAndPrintNoStackTrace() {
        List<List<String>> cases = List.of(
                List.of("--game", "tic-tac-toe", "--first", "random", "--second", "random"),
                List.of(
                        "--game",
                        "tic-tac-toe",
                        "--first",
                        "random",
                        "--second",
                        "random",
                        "--elo0",
                        "50",
                        "--elo1",
                        "0"),
                List.of(
                        "--game",
                        "tic-tac-toe",
                        "--first",
                        "wizard",
                        "--second",
                        "random",
                        "--elo0",
                        "0",
                        "--elo1",
                        "50"),
                List.of(
                        "--game",
                        "tic-tac-toe",
                        "--position",
                        "14253",
                        "--first",
                        "random",
                        "--second",
                        "random",
                        "--elo0",
                        "0",
                        "--elo1",
                        "50"));
        List<String> named = List.of("--elo0", "--elo0", "wizard", "--position");
        for (int i = 0; i < cases.size(); i++) {
            String[] args = new String[cases.get(i).size() + 1];
            args[0] = "sprt";
            for (int j = 0; j < cases.get(i).size(); j++) {
                args[j + 1] = cases.get(i).get(j);
            }
            Run r = arena(args);
            assertEquals(2, r.status(), cases.get(i) + " -> " + r);
            assertTrue(r.err().contains(named.get(i)), cases.get(i) + " -> " + r.err());
            assertFalse(r.err().contains("\tat "), r.err());
            assertTrue(r.out().isEmpty(), "no verdict line on a usage error: " + r.out());
        }
    }
}
