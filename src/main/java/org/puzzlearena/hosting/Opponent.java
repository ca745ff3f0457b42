package org.puzzlearena.hosting;

import java.util.List;
import java.util.function.ToIntFunction;
import org.puzzlearena.rules.State;

/**
 * The platform's side of a two-player game against a hosted bot: a reference player (UCT, the exact
 * solver, ...) or another hosted bot in a sandbox of its own ({@link SandboxedOpponent}). The hosting
 * package knows only this; the command line and the workers adapt the search package's players to it,
 * so the sandbox stays plain Java over the rules: {@link #of} wraps a reference player's decision, and
 * the search package does not see this one (ArchitectureTest: the Python client compiles the rules and
 * the search alone into its in-process jar).
 */
public interface Opponent {

    /**
     * An opponent named {@code name} (its spec, e.g. {@code uct:sims=1000}, as records store it) that
     * answers each position with {@code move}: how the command line and the server put a reference
     * player (search.twoplayer.Player) on the other side of a hosted bot.
     */
    static Opponent of(String name, ToIntFunction<State> move) {
        return new Opponent() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public int move(State position) {
                return move.applyAsInt(position);
            }
        };
    }

    /** The player as its spec names it, e.g. {@code uct:sims=1000}: it goes in the game's record. */
    String name();

    /** A legal move in {@code position}, a non-terminal position where it is this player's turn (a copy it may keep). */
    int move(State position);

    /**
     * As {@link #move(State)}, with the moves played from the game's start (an opponent that is a bot
     * is told them, as the hosted bot is).
     *
     * @throws Forfeited when the opponent lost the game by a verdict of its own
     */
    default int move(State position, List<String> moves) {
        return move(position);
    }

    /**
     * Checks the opponent between its turns (a process of its own may misbehave while the bot thinks):
     * its verdict, which ends the game as its loss, or null.
     */
    default Verdict watch() {
        return null;
    }

    /** An opponent's loss by its own verdict (a crash, a cap, an illegal move): the game ends, the bot wins. */
    final class Forfeited extends RuntimeException {

        private final Verdict verdict;

        public Forfeited(Verdict verdict) {
            super(verdict.id(), null, false, false);
            this.verdict = verdict;
        }

        public Verdict verdict() {
            return verdict;
        }
    }
}
