package org.puzzlearena.search.twoplayer;

import java.util.LinkedHashMap;
import java.util.Map;
import org.puzzlearena.rules.Clip;
import org.puzzlearena.rules.Game;
import org.puzzlearena.search.deep.Networks;
import org.puzzlearena.search.deep.PolicyValueNet;
import org.puzzlearena.search.solver.ExactSolver;
import org.puzzlearena.search.solver.Solvers;
import org.puzzlearena.search.twoplayer.mcts.MctsSettings;

/**
 * A player written as text, parsed in this one place so that every command and page names players
 * the same way and a new bot only adds a case here:
 * <ul>
 *   <li>{@code uct:sims=N,c=X[,reuse][,plain]}: UCT with N simulations per move and exploration
 *       constant C (default sqrt 2); {@code reuse} keeps the subtree between moves, {@code plain}
 *       turns MCTS-Solver off;
 *   <li>{@code random}; {@code minimax:depth=N}; {@code perfect}: the exact solver;
 *   <li>Connect Four only: {@code deep:sims=N,c=X[,plain]}: the policy/value network guiding PUCT
 *       with N simulations per move, {@code plain} turning its MCTS-Solver off; {@code net}: the
 *       network alone (its highest prior). Both read the network averaged with its mirror image.
 * </ul>
 */
public record PlayerSpec(String kind, Map<String, String> options) {

    public static final String SYNTAX =
            "uct:sims=N,c=X[,reuse][,plain] | random | minimax:depth=N | perfect | deep:sims=N,c=X[,plain] | net";

    /** The deep player's defaults: 200 simulations, c_puct 1.5. */
    public static final int DEEP_SIMULATIONS = 200;

    public static final double DEEP_C = 1.5;

    /** @throws IllegalArgumentException naming what is wrong, for any text that is not a player */
    public static PlayerSpec parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("a player is " + SYNTAX);
        }
        String t = text.trim();
        int colon = t.indexOf(':');
        String kind = colon < 0 ? t : t.substring(0, colon);
        Map<String, String> options = new LinkedHashMap<>();
        if (colon >= 0) {
            for (String part : t.substring(colon + 1).split(",", -1)) {
                int eq = part.indexOf('=');
                String key = (eq < 0 ? part : part.substring(0, eq)).trim();
                if (key.isEmpty() || options.containsKey(key)) {
                    throw new IllegalArgumentException(
                            "'" + Clip.clip(t, 40) + "': empty or repeated option; a player is " + SYNTAX);
                }
                options.put(key, eq < 0 ? "" : part.substring(eq + 1).trim());
            }
        }
        PlayerSpec spec = new PlayerSpec(kind, Map.copyOf(options));
        spec.check();
        return spec;
    }

    private void check() {
        switch (kind) {
            case "uct" -> {
                allow("sims", "c", "reuse", "plain");
                intOption("sims", 1000, 1, 10_000_000);
                doubleOption("c", Math.sqrt(2), 0, 100);
                flag("reuse");
                flag("plain");
            }
            case "minimax" -> {
                allow("depth");
                intOption("depth", 4, 1, 12);
            }
            case "deep" -> {
                allow("sims", "c", "plain");
                intOption("sims", DEEP_SIMULATIONS, 1, 10_000_000);
                doubleOption("c", DEEP_C, 0, 100);
                flag("plain");
            }
            case "random", "perfect", "net" -> allow();
            default ->
                throw new IllegalArgumentException(
                        "unknown player '" + Clip.clip(kind, 40) + "': a player is " + SYNTAX);
        }
    }

    /** A new player of this spec for {@code game}, seeded. */
    public Player create(Game game, long seed) {
        return create(game, seed, null);
    }

    /**
     * A new player of this spec for {@code game}, seeded; a perfect player uses {@code solver} (null:
     * a fresh one), so a match or a page can keep one solver's table across games on its thread.
     */
    public Player create(Game game, long seed, ExactSolver solver) {
        return create(game, seed, solver, null);
    }

    /**
     * As {@link #create(Game, long, ExactSolver)}; the deep and net players use {@code net} (null:
     * the shipped network, {@link Networks#forGame}), so a command can grade a network being trained.
     *
     * @throws IllegalArgumentException when the player needs a network and the game has none
     */
    public Player create(Game game, long seed, ExactSolver solver, PolicyValueNet net) {
        return switch (kind) {
            case "deep" ->
                new Puct(
                        toString(),
                        network(game, net),
                        Puct.Settings.playing(
                                        intOption("sims", DEEP_SIMULATIONS, 1, 10_000_000),
                                        doubleOption("c", DEEP_C, 0, 100))
                                .withSolver(!flag("plain")),
                        seed);
            case "net" -> new NetPlayer(toString(), network(game, net));
            case "uct" ->
                new MctsPlayer(
                        toString(),
                        MctsSettings.uct(doubleOption("c", Math.sqrt(2), 0, 100), !flag("plain"), flag("reuse")),
                        intOption("sims", 1000, 1, 10_000_000),
                        seed);
            case "minimax" -> new MinimaxPlayer(intOption("depth", 4, 1, 12), seed);
            case "random" -> new RandomPlayer(seed);
            case "perfect" -> new PerfectPlayer(solver != null ? solver : Solvers.forGame(game), seed);
            default -> throw new IllegalStateException(kind);
        };
    }

    /** Whether this player needs a policy/value network (only Connect Four has one). */
    public boolean needsNetwork() {
        return kind.equals("deep") || kind.equals("net");
    }

    /**
     * Refuses a player that cannot play {@code game}: the deep and net players need the game's
     * network, which only Connect Four has.
     *
     * @throws IllegalArgumentException naming the player and the game
     */
    public PlayerSpec requirePlays(Game game) {
        if (needsNetwork() && Networks.forGame(game.id()).isEmpty()) {
            throw new IllegalArgumentException(
                    kind + ": only connect-four has a policy/value network, not " + game.id());
        }
        return this;
    }

    private PolicyValueNet network(Game game, PolicyValueNet given) {
        if (given != null) {
            return given;
        }
        requirePlays(game);
        return Networks.forGame(game.id()).orElseThrow();
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(kind);
        String sep = ":";
        for (Map.Entry<String, String> e : new java.util.TreeMap<>(options).entrySet()) {
            b.append(sep).append(e.getKey()).append(e.getValue().isEmpty() ? "" : "=" + e.getValue());
            sep = ",";
        }
        return b.toString();
    }

    private void allow(String... names) {
        for (String key : options.keySet()) {
            if (!java.util.List.of(names).contains(key)) {
                throw new IllegalArgumentException(kind + ": unknown option '" + Clip.clip(key, 40) + "'"
                        + (names.length == 0 ? " (it takes none)" : "; its options are " + String.join(", ", names)));
            }
        }
    }

    private int intOption(String name, int fallback, int min, int max) {
        String v = options.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            int n = Integer.parseInt(v);
            if (n < min || n > max) {
                throw new IllegalArgumentException(
                        kind + ": " + name + " must be from " + min + " to " + max + ", not " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    kind + ": " + name + " must be a whole number, not '" + Clip.clip(v, 40) + "'");
        }
    }

    private double doubleOption(String name, double fallback, double min, double max) {
        String v = options.get(name);
        if (v == null) {
            return fallback;
        }
        double d;
        try {
            d = Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    kind + ": " + name + " must be a number, not '" + Clip.clip(v, 40) + "'");
        }
        if (!(d >= min && d <= max)) {
            throw new IllegalArgumentException(
                    kind + ": " + name + " must be from " + min + " to " + max + ", not " + v);
        }
        return d;
    }

    private boolean flag(String name) {
        String v = options.get(name);
        if (v != null && !v.isEmpty()) {
            throw new IllegalArgumentException(kind + ": " + name + " takes no value");
        }
        return v != null;
    }
}
