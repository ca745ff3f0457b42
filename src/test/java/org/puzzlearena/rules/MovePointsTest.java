package org.puzzlearena.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.puzzlearena.rules.catalog.Games;

/** Each legal move's immediate points (and SameGame's group sizes), as the step API lists them. */
class MovePointsTest {

    /** Plays seeded random games, checking every legal move's points against playing it. */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "samegame, standard/1",
        "samegame-jsgames, random/12/8x8x4",
        "samegame, 'grid/01210,12021,20112,01201,11220,02102'",
        "morpion-5d, cross",
        "sudoku16, generated/3",
        "leftmost, depth/9"
    })
    void thePointsOfALinesMovesAddUpToItsScore(String gameId, String instance) {
        Game game = Games.byId(gameId).orElseThrow();
        int[] moves = new int[game.maxLegalMoves()];
        for (int g = 0; g < 5; g++) {
            SplitMix64 rng = new SplitMix64(77L * g + 5);
            State state = game.newInitialState(instance);
            int start = state.score();
            int sum = 0;
            while (!state.isTerminal()) {
                int n = state.legalMoves(moves);
                // Every move of small positions; Sudoku's thousands of candidates are sampled by the line.
                for (int i = 0; i < n && n <= 300; i++) {
                    State next = state.copy();
                    next.play(moves[i]);
                    assertEquals(OptionalInt.of(next.score() - state.score()), state.movePoints(moves[i]));
                }
                int move = moves[rng.nextInt(n)];
                OptionalInt size = state.moveGroupSize(move);
                int points = state.movePoints(move).orElseThrow();
                assertEquals(gameId.startsWith("samegame"), size.isPresent(), "only SameGame has group sizes");
                if (size.isPresent() && state.legalMoveCount() > 1) {
                    // Not the last move, so no bonus or penalty can apply; the rules' (n-2)^2 alone.
                    State next = state.copy();
                    next.play(move);
                    if (!next.isTerminal()) {
                        assertEquals((size.getAsInt() - 2) * (size.getAsInt() - 2), points);
                    }
                }
                sum += points;
                state.play(move);
            }
            assertEquals(state.score() - start, sum, "the moves' points add up to the final score");
        }
    }

    @Test
    void morpionMovesScoreOneAndTwoPlayerMovesScoreNothingByThemselves() {
        State morpion = Games.byId("morpion-5d").orElseThrow().newInitialState("cross");
        int[] moves = new int[morpion.game().maxLegalMoves()];
        int n = morpion.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            assertEquals(OptionalInt.of(1), morpion.movePoints(moves[i]));
        }
        for (String id : new String[] {"connect-four", "tic-tac-toe"}) {
            Game game = Games.byId(id).orElseThrow();
            State s = game.newInitialState(game.defaultInstance());
            int[] buf = new int[game.maxLegalMoves()];
            assertTrue(s.legalMoves(buf) > 0);
            assertFalse(s.movePoints(buf[0]).isPresent(), id);
            assertFalse(s.moveGroupSize(buf[0]).isPresent(), id);
        }
    }
}
