package org.puzzlearena.rules.morpion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/** Random play: the engine matches a naive rules engine, the literature's mean game length, and itself. */
class RandomGamesTest {

    static List<Game> games() {
        return List.of(MorpionGame.touching(), MorpionGame.disjoint());
    }

    @ParameterizedTest
    @MethodSource("games")
    void legalMovesMatchTheNaiveEngineAtEveryStep(Game game) {
        SplitMix64 rng = new SplitMix64(7);
        int[] buffer = new int[game.maxLegalMoves()];
        for (int g = 0; g < 40; g++) {
            State state = game.newInitialState("cross");
            ReferenceRules reference = new ReferenceRules(game == MorpionGame.disjoint());
            while (true) {
                int n = state.legalMoves(buffer);
                Set<String> texts = new HashSet<>();
                for (int i = 0; i < n; i++) {
                    texts.add(state.formatMove(buffer[i]));
                }
                assertEquals(reference.legalMoves(), texts, "game " + g + " after " + state.moveCount() + " moves");
                assertEquals(n, texts.size(), "a move is listed twice");
                assertEquals(n, state.legalMoveCount());
                if (state.isTerminal()) {
                    break;
                }
                int move = state.randomMove(rng, buffer);
                reference.play(state.formatMove(move));
                state.play(move);
            }
        }
    }

    /** Mean length of uniformly random games from the cross (performance-notes: 42.9 and 53.6). */
    @ParameterizedTest(name = "{0}: mean random game {1}")
    @CsvSource({"morpion-5d, 42.9", "morpion-5t, 53.6"})
    void meanRandomGameLengthMatchesTheLiterature(String id, double expected) {
        Game game = id.equals("morpion-5d") ? MorpionGame.disjoint() : MorpionGame.touching();
        State cross = game.newInitialState("cross");
        int[] buffer = new int[game.maxLegalMoves()];
        SplitMix64 rng = new SplitMix64(20240601L);
        int games = 100_000;
        double sum = 0;
        double sumOfSquares = 0;
        for (int g = 0; g < games; g++) {
            State state = cross.copy();
            while (!state.isTerminal()) {
                state.play(state.randomMove(rng, buffer));
            }
            sum += state.score();
            sumOfSquares += (double) state.score() * state.score();
        }
        double mean = sum / games;
        double standardError = Math.sqrt((sumOfSquares / games - mean * mean) / games);
        // 4 standard errors, plus the rounding of the published figure.
        double tolerance = 4 * standardError + 0.05;
        assertEquals(expected, mean, tolerance, "mean of " + games + " games, tolerance " + tolerance);
    }

    @ParameterizedTest
    @MethodSource("games")
    void randomMovesAreLegalAndCoverEveryLegalMove(Game game) {
        SplitMix64 rng = new SplitMix64(99);
        int[] buffer = new int[game.maxLegalMoves()];
        int[] legal = new int[game.maxLegalMoves()];
        State state = game.newInitialState("cross");
        for (int step = 0; step < 25 && !state.isTerminal(); step++) {
            int n = state.legalMoves(legal);
            Map<Integer, Integer> seen = new HashMap<>();
            for (int i = 0; i < n; i++) {
                seen.put(legal[i], 0);
            }
            int draws = 200 * n;
            for (int d = 0; d < draws; d++) {
                int move = state.randomMove(rng, buffer);
                assertTrue(seen.containsKey(move), "random move not in the legal list");
                seen.merge(move, 1, Integer::sum);
            }
            for (int count : seen.values()) {
                // Uniform: each of n moves expects 200 draws; 100 is more than 7 deviations below.
                assertTrue(count > 100, "a legal move was drawn " + count + " times out of " + draws);
            }
            state.play(state.randomMove(rng, buffer));
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void copiesAreIndependent(Game game) {
        SplitMix64 rng = new SplitMix64(3);
        int[] buffer = new int[game.maxLegalMoves()];
        State original = game.newInitialState("cross");
        for (int i = 0; i < 10; i++) {
            original.play(original.randomMove(rng, buffer));
        }
        String drawing = original.render();
        int legal = original.legalMoveCount();

        State copy = original.copy();
        while (!copy.isTerminal()) {
            copy.play(copy.randomMove(rng, buffer));
        }

        assertNotEquals(original.moveCount(), copy.moveCount());
        assertEquals(10, original.moveCount());
        assertEquals(legal, original.legalMoveCount());
        assertEquals(drawing, original.render());
        for (int i = 0; i < 10; i++) {
            assertEquals(original.moveAt(i), copy.moveAt(i));
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void sameMovesGiveTheSameLegalMoveOrderAndTheSameRandomMoves(Game game) {
        SplitMix64 rng = new SplitMix64(11);
        int[] buffer = new int[game.maxLegalMoves()];
        int[] listA = new int[game.maxLegalMoves()];
        int[] listB = new int[game.maxLegalMoves()];
        State a = game.newInitialState("cross");
        State b = game.newInitialState("cross");
        while (!a.isTerminal()) {
            int move = a.randomMove(rng, buffer);
            String text = a.formatMove(move);
            a.play(move);
            b.play(b.readMove(text).move());
            int n = a.legalMoves(listA);
            assertEquals(n, b.legalMoves(listB));
            for (int i = 0; i < n; i++) {
                assertEquals(listA[i], listB[i]);
            }
            if (n > 0) {
                // The same seeded draw too (a replayed search must pick what the original picked).
                long seed = a.moveCount();
                assertEquals(a.randomMove(new SplitMix64(seed), buffer), b.randomMove(new SplitMix64(seed), buffer));
            }
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void randomMovesAreUniformWhileTheListHoldsMovesNoLongerLegal(Game game) {
        // Find a position whose move list holds stale entries, so the redraws are exercised.
        SplitMix64 rng = new SplitMix64(5);
        int[] buffer = new int[game.maxLegalMoves()];
        MorpionState state = (MorpionState) game.newInitialState("cross");
        while (state.staleEntries() == 0 || state.legalMoveCount() < 10) {
            state.play(state.randomMove(rng, buffer));
        }
        int n = state.legalMoves(buffer);
        Map<Integer, Integer> counts = new HashMap<>();
        int draws = 40_000 * n / 10;
        for (int i = 0; i < draws; i++) {
            counts.merge(state.randomMove(rng, buffer), 1, Integer::sum);
        }
        assertEquals(n, counts.size(), "every legal move drawn, nothing else");
        double expected = (double) draws / n;
        double sigma = Math.sqrt(expected * (1 - 1.0 / n));
        for (int i = 0; i < n; i++) {
            int count = counts.getOrDefault(buffer[i], 0);
            assertTrue(
                    Math.abs(count - expected) < 5 * sigma,
                    state.formatMove(buffer[i]) + " drawn " + count + " times, expected " + expected);
        }
    }
}
