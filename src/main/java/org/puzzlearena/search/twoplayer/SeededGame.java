package org.puzzlearena.search.twoplayer;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.solver.ExactSolver;

/**
 * One rated game between two player specs, a pure function of its seed: the seed draws the random
 * opening and each colour's player seed, and every player decides within its own budget of
 * simulations or depth (never of time), so the same seed plays the same moves on any machine. The
 * arena stores what this returns and {@code bin/arena replay} plays it again to prove it
 * ({@link #reproduce}). Colour-paired games share a seed: the opening is the same, and each colour's
 * seed goes to whoever plays that colour.
 *
 * <p>Colour 0 is the side that makes the game's first move (from the start position, before the
 * opening); {@code first} plays colour 0 and {@code second} colour 1.
 */
public final class SeededGame {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private SeededGame() {}

    /** A move with what deciding it cost: CPU milliseconds of the deciding thread and wall milliseconds. */
    public record TimedMove(String move, double cpuMs, double wallMs) {}

    /**
     * A played game: the opening's moves (drawn from the seed, played by nobody), then the players'
     * moves alternating from whoever is to move after the opening, and the result for colour 0
     * (+1 won, 0 drawn, -1 lost).
     */
    public record Played(
            String game,
            String first,
            String second,
            long seed,
            List<String> opening,
            List<TimedMove> moves,
            int result) {

        public Played {
            opening = List.copyOf(opening);
            moves = List.copyOf(moves);
        }
    }

    /** The three streams one seed gives: the opening's, colour 0's player's and colour 1's. */
    private record Seeds(long opening, long first, long second) {
        static Seeds of(long seed) {
            SplitMix64 s = new SplitMix64(seed);
            return new Seeds(s.nextLong(), s.nextLong(), s.nextLong());
        }
    }

    /**
     * The seed of colour {@code colour}'s player in the game of {@code seed}: how a game that has a
     * hosted bot on one side seeds its reference player, so the record (seed and colours) fixes it.
     */
    public static long playerSeed(long seed, int colour) {
        Seeds s = Seeds.of(seed);
        return colour == 0 ? s.first() : s.second();
    }

    /**
     * The reference player {@code spec} on colour {@code colour} of the game of {@code seed}, against a
     * hosted or remote bot: seeded by {@link #playerSeed}, so that the stored record (seed and colours)
     * fixes it and {@code arena replay} plays it again bit for bit.
     */
    public static Player referencePlayer(PlayerSpec spec, Game game, long seed, int colour) {
        return spec.create(game, playerSeed(seed, colour), Match.sharedSolver(spec, spec, game));
    }

    /** The opening of {@code plies} random moves the seed draws from {@code start}, as move texts. */
    public static List<String> opening(State start, int plies, long seed) {
        State s = SprtMatch.opening(start, plies, new SplitMix64(Seeds.of(seed).opening()));
        List<String> texts = new ArrayList<>();
        State replay = start.copy();
        for (int i = start.moveCount(); i < s.moveCount(); i++) {
            int move = s.moveAt(i);
            texts.add(replay.formatMove(move));
            replay.play(move);
        }
        return texts;
    }

    /**
     * Hears a game while it is played (the arena's live games): its opening before the first move,
     * each move as soon as it is decided, and the result. Called on the playing thread, so it must be
     * quick and must not throw.
     */
    public interface Watcher {
        Watcher NONE = new Watcher() {};

        default void started(List<String> opening) {}

        default void moved(int ply, TimedMove move) {}

        default void ended(int result, int plies) {}
    }

    /**
     * Plays {@code first} (colour 0) against {@code second} from {@code start} after the seed's
     * opening; perfect players use {@code solver} (null: each its own).
     */
    public static Played play(
            State start, PlayerSpec first, PlayerSpec second, long seed, int openingPlies, ExactSolver solver) {
        return play(start, first, second, seed, openingPlies, solver, Watcher.NONE);
    }

    /** As {@link #play(State, PlayerSpec, PlayerSpec, long, int, ExactSolver)}, telling {@code watcher} as it goes. */
    public static Played play(
            State start,
            PlayerSpec first,
            PlayerSpec second,
            long seed,
            int openingPlies,
            ExactSolver solver,
            Watcher watcher) {
        Game game = start.game();
        Seeds seeds = Seeds.of(seed);
        List<String> opening = opening(start, openingPlies, seed);
        watcher.started(opening);
        State s = afterOpening(start, opening);
        Player[] players = {first.create(game, seeds.first(), solver), second.create(game, seeds.second(), solver)};
        List<TimedMove> moves = new ArrayList<>();
        while (!s.isTerminal()) {
            Player toMove = players[s.currentPlayer()];
            long cpu = THREADS.getCurrentThreadCpuTime();
            long wall = System.nanoTime();
            Player.Decision d = toMove.decide(s);
            double cpuMs = (THREADS.getCurrentThreadCpuTime() - cpu) / 1e6;
            double wallMs = (System.nanoTime() - wall) / 1e6;
            TimedMove timed = new TimedMove(s.formatMove(d.move()), cpuMs, wallMs);
            moves.add(timed);
            s.play(d.move());
            watcher.moved(moves.size() - 1, timed);
        }
        watcher.ended(s.returns(0), moves.size());
        return new Played(game.id(), first.text(), second.text(), seed, opening, moves, s.returns(0));
    }

    /** What playing a stored game again came to: the first ply (after the opening) that differs, if any. */
    public record Reproduction(
            boolean reproduced,
            int plies,
            boolean openingSame,
            Integer firstDifferingPly,
            String stored,
            String replayed,
            boolean resultSame) {}

    /**
     * Plays the stored game again with the same specs and seed, move by move against the stored
     * moves: every replayed decision must be the stored move, the opening the seed's and the result
     * the stored one. Stops at the first difference (the stored line is followed no further).
     */
    public static Reproduction reproduce(
            State start,
            PlayerSpec first,
            PlayerSpec second,
            long seed,
            int openingPlies,
            List<String> storedOpening,
            List<String> storedMoves,
            int storedResult,
            ExactSolver solver) {
        Game game = start.game();
        List<String> opening = opening(start, openingPlies, seed);
        if (!opening.equals(storedOpening)) {
            return new Reproduction(
                    false, 0, false, null, String.join(" ", storedOpening), String.join(" ", opening), false);
        }
        Seeds seeds = Seeds.of(seed);
        State s = afterOpening(start, opening);
        Player[] players = {first.create(game, seeds.first(), solver), second.create(game, seeds.second(), solver)};
        int ply = 0;
        while (!s.isTerminal()) {
            Player.Decision d = players[s.currentPlayer()].decide(s);
            String text = s.formatMove(d.move());
            String stored = ply < storedMoves.size() ? storedMoves.get(ply) : null;
            if (!text.equals(stored)) {
                return new Reproduction(false, ply, true, ply, stored, text, false);
            }
            s.play(d.move());
            ply++;
        }
        if (ply < storedMoves.size()) {
            return new Reproduction(false, ply, true, ply, storedMoves.get(ply), null, false);
        }
        boolean resultSame = s.returns(0) == storedResult;
        return new Reproduction(resultSame, ply, true, null, null, null, resultSame);
    }

    private static State afterOpening(State start, List<String> opening) {
        State s = start.copy();
        for (String text : opening) {
            s.play(s.readMove(text).move());
        }
        return s;
    }
}
