package org.puzzlearena.rules.morpion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;

/** The record games of the fixtures replay as the fixture README says a correct engine does. */
class RecordGamesTest {

    private static Game game(String variant) {
        return variant.equals("5T") ? MorpionGame.touching() : MorpionGame.disjoint();
    }

    @ParameterizedTest(name = "{0} is legal under {1} with {2} moves")
    @CsvSource({
        "5D-82-rosin.psol, 5D, 82",
        "5D-82-rosin.psol, 5T, 82",
        "5T-178-rosin.psol, 5T, 178",
        "5T-170-bruneau.psol, 5T, 170",
    })
    void recordIsLegal(String file, String variant, int moves) {
        ReplayResult result = Replay.file(game(variant), "cross", Fixtures.text(file));

        ReplayResult.Valid valid = assertInstanceOf(ReplayResult.Valid.class, result, () -> result.toString());
        assertEquals(moves, valid.score());
        assertEquals(moves, valid.moves());
    }

    @ParameterizedTest(name = "{0} ends with no legal move under {1}")
    @CsvSource({
        "5D-82-rosin.psol, 5D",
        "5T-178-rosin.psol, 5T",
        "5T-170-bruneau.psol, 5T",
    })
    void recordEndsTheGame(String file, String variant) {
        ReplayResult.Valid valid = (ReplayResult.Valid) Replay.file(game(variant), "cross", Fixtures.text(file));

        assertTrue(valid.finalState().isTerminal());
        assertEquals(0, valid.finalState().legalMoveCount());
    }

    @ParameterizedTest(name = "{0} breaks the 5D rules at move index {1}")
    @CsvSource({
        "5T-178-rosin.psol, 9",
        "5T-170-bruneau.psol, 1",
    })
    void touchingRecordBreaksDisjointRules(String file, int moveIndex) {
        ReplayResult result = Replay.file(MorpionGame.disjoint(), "cross", Fixtures.text(file));

        ReplayResult.Invalid invalid = assertInstanceOf(ReplayResult.Invalid.class, result, () -> result.toString());
        assertEquals(moveIndex, invalid.moveIndex());
        assertTrue(invalid.reason().contains("in the same direction"), invalid.reason());
    }

    /**
     * The normalized fixture writes each move as its five points. Rebuilding Pentasol lines from
     * those points and replaying them gives the same games: the offset and direction conventions
     * agree with an independent encoding.
     */
    @Test
    void normalizedRecordsAgreeWithPentasolFiles() throws Exception {
        JsonNode root = new ObjectMapper().readTree(Fixtures.text("records-normalized.json"));
        for (JsonNode recorded : root.get("games")) {
            Game game = game(recorded.get("variant").asText());
            List<String> moves = new ArrayList<>();
            for (JsonNode move : recorded.get("moves")) {
                moves.add(pentasolLine(move));
            }

            ReplayResult.Valid fromPoints = (ReplayResult.Valid) Replay.moves(game, "cross", moves);
            ReplayResult.Valid fromFile = (ReplayResult.Valid) Replay.file(
                    game, "cross", Fixtures.text(recorded.get("file").asText()));

            assertEquals(recorded.get("n_moves").asInt(), fromPoints.score());
            assertArrayEquals(
                    fromFile.finalState().history(), fromPoints.finalState().history());
        }
    }

    /** (X,Y) DIR OFFSET from a normalized move: the cross's corner is at 3 there, 28 in Pentasol. */
    private static String pentasolLine(JsonNode move) {
        int shift = 28 - 3;
        int x = move.get("new_dot").get(0).asInt();
        int y = move.get("new_dot").get(1).asInt();
        JsonNode middle = move.get("line").get(2);
        String dir = move.get("dir").asText();
        int along = dir.equals("|") ? middle.get(1).asInt() - y : middle.get(0).asInt() - x;
        return "(" + (x + shift) + "," + (y + shift) + ") " + dir + " " + along;
    }
}
