package org.puzzlearena.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.puzzlearena.rules.catalog.Games;

/**
 * The position the Python and JavaScript bindings play on: every game, driven by move texts as a
 * bot in another language drives it, must answer exactly what the verifier answers for the same
 * line (scores and refusals), and its random playouts must be the Java engine's.
 */
class TextStateTest {

    static List<Named<State>> starts() {
        List<Named<State>> starts = new ArrayList<>();
        for (Game game : Games.all()) {
            String instance = game.defaultInstance() != null
                    ? game.defaultInstance()
                    : game.instances().getFirst();
            starts.add(Named.of(game.id() + " " + instance, game.newInitialState(instance)));
        }
        return starts;
    }

    private static List<String> lines(String text) {
        return text.isEmpty() ? List.of() : Arrays.asList(text.split("\n"));
    }

    /** A text that is often illegal here: garbage, a move already played, or a legal move's neighbour's. */
    private static String mischief(SplitMix64 rng, List<String> played, List<String> legal) {
        return switch (rng.nextInt(3)) {
            case 0 -> "zz";
            case 1 -> played.isEmpty() ? "" : played.get(rng.nextInt(played.size()));
            default -> legal.isEmpty() ? "9" : legal.get(rng.nextInt(legal.size())) + "9";
        };
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("starts")
    void randomLinesWithIllegalMovesGetTheVerifiersScoresAndRefusals(State start) {
        for (int g = 0; g < 200; g++) {
            SplitMix64 rng = new SplitMix64(1000L * g + 17);
            TextState position = TextState.at(start);
            List<String> played = new ArrayList<>();
            while (true) {
                List<String> legal = lines(position.legalMoves());
                assertEquals(position.isTerminal(), legal.isEmpty());
                if (rng.nextInt(8) == 0 || legal.isEmpty()) {
                    String text = mischief(rng, played, legal);
                    String before = position.moves();
                    String reason = position.play(text);
                    List<String> attempt = new ArrayList<>(played);
                    attempt.add(text);
                    switch (Replay.moves(start, attempt)) {
                        case ReplayResult.Invalid bad -> {
                            assertEquals(bad.reason(), reason, "the verifier's words for " + attempt);
                            assertEquals(before, position.moves(), "a refused move changes nothing");
                        }
                        case ReplayResult.Valid ok -> {
                            assertEquals("", reason, text + " is legal by the verifier");
                            played.add(text);
                        }
                        case ReplayResult.Unreadable u -> throw new AssertionError(u.reason());
                    }
                    if (legal.isEmpty()) {
                        break;
                    }
                    continue;
                }
                String move = legal.get(rng.nextInt(legal.size()));
                assertEquals("", position.play(move));
                played.add(move);
            }
            ReplayResult.Valid verdict = (ReplayResult.Valid) Replay.moves(start, played);
            assertEquals(verdict.score(), position.score());
            // Canonical texts: a SameGame group is named by any of its cells, and written by one.
            assertEquals(MoveTexts.history(verdict.finalState()), lines(position.moves()));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("starts")
    void aRandomPlayoutIsTheEnginesPlayoutForTheSameSeed(State start) {
        for (long seed = 0; seed < 50; seed++) {
            State engine = start.copy();
            SplitMix64 rng = new SplitMix64(seed);
            int[] buffer = new int[start.game().maxLegalMoves()];
            while (!engine.isTerminal()) {
                engine.play(engine.randomMove(rng, buffer));
            }
            TextState position = TextState.at(start);
            assertEquals(engine.score(), position.rollout(seed), "a rollout is the same playout");
            assertEquals(0, position.moveCount(), "and leaves the position where it was");
            assertEquals(engine.score(), position.randomPlayout(seed));
            assertTrue(position.isTerminal(), "the position is left at the end");
            assertEquals(MoveTexts.history(engine), lines(position.moves()));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("starts")
    void undoAndCopyGiveBackThePositionsTheyShould(State start) {
        TextState position = TextState.at(start);
        assertFalse(position.undo(), "nothing to take back at the start");
        List<String> legalAtStart = lines(position.legalMoves());
        position.play(legalAtStart.getFirst());
        String afterOne = position.legalMoves();
        TextState copy = position.copy();
        copy.randomPlayout(3);
        assertEquals(afterOne, position.legalMoves(), "playing on a copy leaves the original alone");
        assertEquals(1, position.moveCount());
        if (!position.isTerminal()) {
            position.play(lines(afterOne).getFirst());
            assertTrue(position.undo());
            assertEquals(afterOne, position.legalMoves());
        }
        assertTrue(position.undo());
        assertEquals(legalAtStart, lines(position.legalMoves()));
        assertEquals(start.score(), position.score());
        assertEquals(start.currentPlayer(), position.toMove());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("starts")
    void eachLegalMovesPointsAreWhatPlayingItAdds(State start) {
        TextState position = TextState.at(start);
        int[] points = position.legalMovePoints();
        if (start.game().type().result() != ResultKind.SCORE) {
            assertNull(points, "a game won or lost has no points per move");
            return;
        }
        List<String> legal = lines(position.legalMoves());
        int[] played = new int[legal.size()];
        for (int i = 0; i < played.length; i++) {
            TextState next = position.copy();
            next.play(legal.get(i));
            played[i] = next.score() - position.score();
        }
        assertArrayEquals(played, points);
    }
}
