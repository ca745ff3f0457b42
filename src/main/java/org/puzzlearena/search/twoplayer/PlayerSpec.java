package org.puzzlearena.search.twoplayer;

import org.puzzlearena.rules.Clip;
import org.puzzlearena.rules.Game;
import org.puzzlearena.search.deep.Networks;
import org.puzzlearena.search.deep.PolicyValueNet;
import org.puzzlearena.search.solver.ExactSolver;
import org.puzzlearena.search.solver.Solvers;
import org.puzzlearena.search.twoplayer.mcts.MctsSettings;

/**
 * A two-player game's player written as text, parsed in this one place so that every command and
 * page names players the same way; each kind is a record with its settings and defaults, and a new
 * bot adds a record here:
 * <ul>
 *   <li>{@code uct:sims=N,c=X[,reuse][,plain]} ({@link UctSpec}): UCT with N simulations per move and
 *       exploration constant C (default sqrt 2); {@code reuse} keeps the subtree between moves,
 *       {@code plain} turns MCTS-Solver off;
 *   <li>{@code random}; {@code minimax:depth=N}; {@code perfect}: the exact solver;
 *   <li>Connect Four only: {@code deep:sims=N,c=X[,plain]} ({@link DeepMctsSpec}): the policy/value
 *       network guiding PUCT with N simulations per move, {@code plain} turning its MCTS-Solver off;
 *       {@code net}: the network alone (its highest prior). Both read the network averaged with its
 *       mirror image.
 * </ul>
 * The puzzles' bots (NMCS, NRPA, beam, SP-MCTS as {@code sp-mcts}) are
 * {@code search/BotConfig}'s, not players.
 */
public sealed interface PlayerSpec
        permits PlayerSpec.UctSpec,
                PlayerSpec.DeepMctsSpec,
                PlayerSpec.NetSpec,
                PlayerSpec.MinimaxSpec,
                PlayerSpec.RandomSpec,
                PlayerSpec.PerfectSpec {

    String SYNTAX =
            "uct:sims=N,c=X[,reuse][,plain] | random | minimax:depth=N | perfect | deep:sims=N,c=X[,plain] | net";

    /** The deep player's defaults: 200 simulations, c_puct 1.5. */
    int DEEP_SIMULATIONS = 200;

    double DEEP_C = 1.5;

    /** The text as written back everywhere: the kind, then the options given, sorted ({@code uct:c=2,sims=10}). */
    String text();

    /**
     * A new player of this spec for {@code game}, seeded; a perfect player uses {@code solver} (null:
     * a fresh one), so a match or a page can keep one solver's table across games on its thread; the
     * deep and net players use {@code net} (null: the shipped network), so a command can grade a
     * network being trained.
     *
     * @throws IllegalArgumentException when the player needs a network and the game has none
     */
    Player create(Game game, long seed, ExactSolver solver, PolicyValueNet net);

    /** A new player of this spec for {@code game}, seeded. */
    default Player create(Game game, long seed) {
        return create(game, seed, null, null);
    }

    /** As {@link #create(Game, long, ExactSolver, PolicyValueNet)} with the shipped network. */
    default Player create(Game game, long seed, ExactSolver solver) {
        return create(game, seed, solver, null);
    }

    /** Whether this player needs a policy/value network (only Connect Four has one). */
    default boolean needsNetwork() {
        return false;
    }

    /**
     * Refuses a player that cannot play {@code game}: the deep and net players need the game's
     * network, which only Connect Four has.
     *
     * @throws IllegalArgumentException naming the player and the game
     */
    default PlayerSpec requirePlays(Game game) {
        if (needsNetwork() && Networks.forGame(game.id()).isEmpty()) {
            String kind = text().contains(":") ? text().substring(0, text().indexOf(':')) : text();
            throw new IllegalArgumentException(kind + ": " + game.id()
                    + " has no policy/value network; the games with one: " + String.join(", ", Networks.games()));
        }
        return this;
    }

    /** @throws IllegalArgumentException naming what is wrong, for any text that is not a player */
    static PlayerSpec parse(String text) {
        PlayerOptions o = PlayerOptions.read(text);
        return switch (o.kind()) {
            case "uct" -> UctSpec.of(o);
            case "deep" -> DeepMctsSpec.of(o);
            case "net" -> new NetSpec(o.allow().canonical());
            case "minimax" -> MinimaxSpec.of(o);
            case "random" -> new RandomSpec(o.allow().canonical());
            case "perfect" -> new PerfectSpec(o.allow().canonical());
            default ->
                throw new IllegalArgumentException(
                        "unknown player '" + Clip.clip(o.kind(), 40) + "': a player is " + SYNTAX);
        };
    }

    /** The network given, else the game's shipped one. */
    private static PolicyValueNet network(PlayerSpec spec, Game game, PolicyValueNet given) {
        if (given != null) {
            return given;
        }
        spec.requirePlays(game);
        return Networks.forGame(game.id()).orElseThrow();
    }

    /** Two-player UCT: random playouts, UCB1, MCTS-Solver unless {@code plain}. */
    record UctSpec(int simulations, double c, boolean reuse, boolean solver, String text) implements PlayerSpec {

        static UctSpec of(PlayerOptions o) {
            o.allow("sims", "c", "reuse", "plain");
            return new UctSpec(
                    o.intOption("sims", 1000, 1, 10_000_000),
                    o.doubleOption("c", Math.sqrt(2), 0, 100),
                    o.flag("reuse"),
                    !o.flag("plain"),
                    o.canonical());
        }

        @Override
        public Player create(Game game, long seed, ExactSolver exact, PolicyValueNet net) {
            return new MctsPlayer(text, MctsSettings.uct(c, solver, reuse), simulations, seed);
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** AlphaZero's search: the policy/value network guiding PUCT, MCTS-Solver unless {@code plain}. */
    record DeepMctsSpec(int simulations, double c, boolean solver, String text) implements PlayerSpec {

        static DeepMctsSpec of(PlayerOptions o) {
            o.allow("sims", "c", "plain");
            return new DeepMctsSpec(
                    o.intOption("sims", DEEP_SIMULATIONS, 1, 10_000_000),
                    o.doubleOption("c", DEEP_C, 0, 100),
                    !o.flag("plain"),
                    o.canonical());
        }

        @Override
        public Player create(Game game, long seed, ExactSolver exact, PolicyValueNet net) {
            return new Puct(
                    text,
                    network(this, game, net),
                    Puct.Settings.playing(simulations, c).withSolver(solver),
                    seed);
        }

        @Override
        public boolean needsNetwork() {
            return true;
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** The network alone: its highest prior. */
    record NetSpec(String text) implements PlayerSpec {
        @Override
        public Player create(Game game, long seed, ExactSolver exact, PolicyValueNet net) {
            return new NetPlayer(text, network(this, game, net));
        }

        @Override
        public boolean needsNetwork() {
            return true;
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** Depth-limited minimax. */
    record MinimaxSpec(int depth, String text) implements PlayerSpec {
        static MinimaxSpec of(PlayerOptions o) {
            o.allow("depth");
            return new MinimaxSpec(o.intOption("depth", 4, 1, 12), o.canonical());
        }

        @Override
        public Player create(Game game, long seed, ExactSolver exact, PolicyValueNet net) {
            return new MinimaxPlayer(depth, seed);
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** Uniformly random legal moves. */
    record RandomSpec(String text) implements PlayerSpec {
        @Override
        public Player create(Game game, long seed, ExactSolver exact, PolicyValueNet net) {
            return new RandomPlayer(seed);
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** The exact solver, at random among its best moves. */
    record PerfectSpec(String text) implements PlayerSpec {
        @Override
        public Player create(Game game, long seed, ExactSolver exact, PolicyValueNet net) {
            return new PerfectPlayer(exact != null ? exact : Solvers.forGame(game), seed);
        }

        @Override
        public String toString() {
            return text;
        }
    }
}
