package org.puzzlearena.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * Monte-Carlo Beam Search (Cazenave, Algorithm 2): NMCS that keeps, at each level, the
 * {@code s_level} best positions (each with the best playout found after it) instead of one.
 * With every beam size 1 it is exactly {@link NestedMonteCarloSearch}: same candidates in the same
 * order, the same random tie-breaking keys, the memorised line winning ties.
 */
public final class BeamSearch implements SearchAlgorithm {

    /** Orders a next beam: better score first, then memorised lines, then the random key. */
    static final Comparator<Candidate> BEST_FIRST = Comparator.comparingInt((Candidate c) -> c.score)
            .reversed()
            .thenComparing(c -> !c.memorised)
            .thenComparing(Comparator.comparingLong((Candidate c) -> c.key).reversed());

    private final int[] beamSizes;
    private final PlayoutPolicy policy;

    /** @param beamSizes the beam size of level 1, 2, ...; its length is the search level */
    public BeamSearch(int[] beamSizes, PlayoutPolicy policy) {
        this.beamSizes = checkedSizes(beamSizes);
        this.policy = policy;
    }

    static int[] checkedSizes(int[] sizes) {
        if (sizes.length == 0) {
            throw new IllegalArgumentException("beam search needs at least one level");
        }
        for (int s : sizes) {
            if (s < 1) {
                throw new IllegalArgumentException("beam sizes must be at least 1, got " + Arrays.toString(sizes));
            }
        }
        return sizes.clone();
    }

    @Override
    public String description() {
        return "beam search level " + beamSizes.length + ", beams " + sizesText(beamSizes) + ", " + policy.name();
    }

    static String sizesText(int[] sizes) {
        StringBuilder b = new StringBuilder();
        for (int s : sizes) {
            b.append(b.isEmpty() ? "" : ",").append(s);
        }
        return b.toString();
    }

    @Override
    public void run(State root, SearchContext ctx, SplitMix64 rng) {
        Levels levels = new Levels(root.game().maxLegalMoves());
        while (!ctx.shouldStop()) {
            search(root.copy(), beamSizes.length, levels, ctx, rng, true);
            if (ctx.shouldStop() || !ctx.iterationDone()) {
                return;
            }
        }
    }

    /**
     * A lower-level search for one position, as a parallel worker runs it: a playout at level 0,
     * a beam search of the level's beam size above. Returns the best finished game found.
     */
    public State searchBelow(State position, int level, SearchContext ctx, SplitMix64 rng) {
        Levels levels = new Levels(position.game().maxLegalMoves());
        if (level == 0) {
            policy.playOut(position, rng, levels.scratch);
            ctx.playoutDone(position);
            return position;
        }
        return search(position, level, levels, ctx, rng, false).end;
    }

    /**
     * One beam search of {@code level} from {@code position}; returns the best candidate of the last
     * beam (its {@code end} is a finished game, its score that game's).
     */
    private Candidate search(State position, int level, Levels levels, SearchContext ctx, SplitMix64 rng, boolean top) {
        if (position.isTerminal()) {
            // A finished game reached without a playout (a terminal child below level 1).
            ctx.offer(position);
            return new Candidate(position, position, position.score(), true, 0);
        }
        List<Candidate> beam = new ArrayList<>();
        beam.add(Candidate.start(position));
        int step = 0;
        while (true) {
            if (top) {
                ctx.setPhase("level " + level + ", step " + (++step));
            }
            List<Candidate> next = new ArrayList<>();
            boolean changed = false;
            for (Candidate b : beam) {
                Candidate followed = b.followBestLine();
                changed |= followed != b;
                next.add(followed);
                int[] moves = levels.moves(level);
                int n = b.position.legalMoves(moves);
                for (int i = 0; i < n; i++) {
                    State child = b.position.copy();
                    child.play(moves[i]);
                    next.add(lowerLevel(child, level, levels, ctx, rng));
                    changed = true;
                    if (ctx.shouldStop()) {
                        next.sort(BEST_FIRST);
                        return next.get(0);
                    }
                }
            }
            if (!changed) {
                return beam.get(0);
            }
            next.sort(BEST_FIRST);
            beam = next.size() > beamSizes[level - 1] ? new ArrayList<>(next.subList(0, beamSizes[level - 1])) : next;
        }
    }

    /** The child with its lower-level result: a playout at level 1, a beam search below that. */
    private Candidate lowerLevel(State child, int level, Levels levels, SearchContext ctx, SplitMix64 rng) {
        State end;
        if (level == 1) {
            end = child.copy();
            policy.playOut(end, rng, levels.scratch);
            ctx.playoutDone(end);
        } else {
            end = search(child.copy(), level - 1, levels, ctx, rng, false).end;
        }
        return new Candidate(child, end, end.score(), false, rng.nextLong());
    }

    /**
     * A beam entry: a position and the best finished game found after it ({@code end}, null before
     * any), scored by that game. {@code memorised} marks the entry that follows its best line.
     */
    static final class Candidate {
        final State position;
        final State end;
        final int score;
        final boolean memorised;
        final long key;

        Candidate(State position, State end, int score, boolean memorised, long key) {
            this.position = position;
            this.end = end;
            this.score = score;
            this.memorised = memorised;
            this.key = key;
        }

        static Candidate start(State position) {
            return new Candidate(position, null, Integer.MIN_VALUE, true, 0);
        }

        /** The entry one move further along its best line, or itself when there is none to play. */
        Candidate followBestLine() {
            if (end == null || position.moveCount() >= end.moveCount()) {
                return memorised ? this : new Candidate(position, end, score, true, 0);
            }
            State p = position.copy();
            p.play(end.moveAt(position.moveCount()));
            return new Candidate(p, end, score, true, 0);
        }
    }

    /** Move buffers per level, allocated once per search. */
    private static final class Levels {
        private final int width;
        private final List<int[]> moves = new ArrayList<>();
        final int[] scratch;

        Levels(int width) {
            this.width = width;
            this.scratch = new int[width];
        }

        int[] moves(int level) {
            while (moves.size() <= level) {
                moves.add(new int[width]);
            }
            return moves.get(level);
        }
    }
}
