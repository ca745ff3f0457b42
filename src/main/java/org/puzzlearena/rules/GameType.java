package org.puzzlearena.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The facts about a game that callers would otherwise guess from its id or class (OpenSpiel's
 * {@code GameType}): which family of views and policies it belongs to, how many players it has,
 * what its result is, the playout policy its bots use by default, and how new instances are made.
 * The catalogue API and the browser read them, so no layer asks "is this SameGame?".
 *
 * @param family short lower-case name shared by the variants of one game ({@code samegame} for both
 *     SameGame scorings): the key of the browser's view registry
 * @param players 1 (a puzzle) or 2 (players 0 and 1 take turns)
 * @param result how {@link State#returns} reads
 * @param defaultPolicy the name of the playout policy bots use unless told otherwise; one of
 *     {@code policies}
 * @param policies the names of the playout policies that apply to this game, {@code uniform} first
 * @param generators how new instances are made beyond the catalogue, none for most games
 * @param traits what holds of the moves of every game of this kind ({@link Trait})
 * @param scoreScale the points a strong game scores, where the literature's search constants were set
 *     against such a scale (SameGame's 15x15 boards: about a thousand); 0 when no scale is known and a
 *     search should measure scores as it goes
 */
public record GameType(
        String family,
        int players,
        ResultKind result,
        String defaultPolicy,
        List<String> policies,
        List<InstanceGenerator> generators,
        List<Trait> traits,
        double scoreScale) {

    /** Facts about a game's moves and its tree that searches, the server and the lab may rely on. */
    public enum Trait {
        /**
         * The final position is the set of moves played, not their order (Morpion's lines, Sudoku's
         * placements): two lines with the same moves in another order are the same solution.
         */
        ORDER_FREE,
        /**
         * A move once legal stays legal until it is played, whatever else is played meanwhile (a
         * Morpion line stays drawable): a sequence's moves can be replayed in any legal order, which
         * NRPA's adaptation by layers needs.
         */
        MOVES_STAY_LEGAL,
        /**
         * The whole game tree from the start is small enough to walk in a moment (tic-tac-toe's
         * 255,168 games): the lab's census counts it, where a larger game's walk would never end.
         */
        SMALL_TREE
    }

    /** A type with no traits and no known score scale. */
    public GameType(
            String family,
            int players,
            ResultKind result,
            String defaultPolicy,
            List<String> policies,
            List<InstanceGenerator> generators) {
        this(family, players, result, defaultPolicy, policies, generators, List.of(), 0);
    }

    /** The policy every game supports: a uniformly random legal move. */
    public static final String UNIFORM_POLICY = "uniform";

    public GameType {
        if (!isShortName(family)) {
            throw new IllegalArgumentException("a family is a short lower-case name, not " + family);
        }
        if (players != 1 && players != 2) {
            throw new IllegalArgumentException("a game has 1 or 2 players, not " + players);
        }
        if (result == null) {
            throw new IllegalArgumentException("a game says what its result is");
        }
        policies = List.copyOf(policies);
        generators = List.copyOf(generators);
        traits = List.copyOf(traits);
        if (!(scoreScale >= 0) || Double.isInfinite(scoreScale)) {
            throw new IllegalArgumentException("a score scale is finite and not negative, not " + scoreScale);
        }
        if (policies.isEmpty() || !policies.get(0).equals(UNIFORM_POLICY)) {
            throw new IllegalArgumentException("every game supports the uniform policy, listed first");
        }
        if (!policies.contains(defaultPolicy)) {
            throw new IllegalArgumentException("the default policy " + defaultPolicy + " is not one of " + policies);
        }
    }

    /** A puzzle: one player maximising a score, uniform playouts, instances from the catalogue only. */
    public static GameType puzzle(String family) {
        return new GameType(family, 1, ResultKind.SCORE, UNIFORM_POLICY, List.of(UNIFORM_POLICY), List.of());
    }

    /** A two-player game won, drawn or lost, with uniform playouts and catalogue instances only. */
    public static GameType twoPlayer(String family) {
        return new GameType(family, 2, ResultKind.WIN_DRAW_LOSS, UNIFORM_POLICY, List.of(UNIFORM_POLICY), List.of());
    }

    /** This type with another default policy, added to the policies that apply. */
    public GameType withDefaultPolicy(String policy) {
        List<String> all = policies.contains(policy) ? policies : append(policies, policy);
        return new GameType(family, players, result, policy, all, generators, traits, scoreScale);
    }

    /** This type with one more instance generator. */
    public GameType withGenerator(InstanceGenerator generator) {
        return new GameType(
                family, players, result, defaultPolicy, policies, append(generators, generator), traits, scoreScale);
    }

    /** This type with one more trait. */
    public GameType with(Trait trait) {
        List<Trait> all = traits.contains(trait) ? traits : append(traits, trait);
        return new GameType(family, players, result, defaultPolicy, policies, generators, all, scoreScale);
    }

    /** This type with a known score scale. */
    public GameType withScoreScale(double points) {
        return new GameType(family, players, result, defaultPolicy, policies, generators, traits, points);
    }

    public boolean has(Trait trait) {
        return traits.contains(trait);
    }

    /** The generator of this kind, or null when the game has none (e.g. no uploaded boards). */
    public InstanceGenerator generator(InstanceGenerator.Kind kind) {
        for (InstanceGenerator g : generators) {
            if (g.kind() == kind) {
                return g;
            }
        }
        return null;
    }

    private static <T> List<T> append(List<T> list, T element) {
        ArrayList<T> copy = new ArrayList<>(list);
        copy.add(element);
        return copy;
    }

    /** [a-z][a-z0-9-]*, checked by hand: the browser build has no regular expressions to spare. */
    private static boolean isShortName(String s) {
        if (s == null || s.isEmpty() || s.charAt(0) < 'a' || s.charAt(0) > 'z') {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-')) {
                return false;
            }
        }
        return true;
    }
}
