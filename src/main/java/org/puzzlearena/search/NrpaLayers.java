package org.puzzlearena.search;

import java.util.Arrays;
import org.puzzlearena.rules.MoveHistory;
import org.puzzlearena.rules.State;

/**
 * NRPA's adaptation by layers, an option beside Rosin's step-by-step one. In Morpion the order of a
 * sequence's moves is largely arbitrary: a move can be played as soon as the dots it needs are
 * there, and many orders give the same final grid. Rosin's adapt rewards each move against the
 * moves legal at the step where this particular order happened to play it, so the same grid found
 * in two orders teaches two different things. Here the sequence is cut into layers instead: layer 0
 * is every move of the sequence already legal at the start, layer 1 every remaining move legal once
 * layer 0 is played, and so on. At each layer every move of the layer gains alpha and every legal
 * move there loses alpha times the layer's size times its probability (the gradient of playing the
 * layer's moves from that position, summing to zero as Rosin's does), all from the policy as it
 * was before this adaptation. The cut is made once per best sequence ({@link NrpaPlan}); adapting
 * towards it again costs no replay.
 *
 * <p>This is sound only when a move that is legal now and played later in the sequence stays legal
 * until then whatever else is played, which holds for Morpion (a window is legal during one unbroken
 * stretch of a game) but not for SameGame, where a move is a cell whose group changes: {@link
 * BotConfig} offers layers for Morpion only.
 */
final class NrpaLayers {

    private final int[] legal;
    /** stamp[move] == stampNow: the move is legal in the layer's position. */
    private final int[] stamp = new int[MoveHistory.MOVE_LIMIT];

    private int stampNow;
    private boolean[] done = new boolean[0];

    NrpaLayers(int maxLegalMoves) {
        legal = new int[maxLegalMoves];
    }

    /**
     * Cuts {@code seq}, a complete game from {@code root}, into layers and makes them its plan
     * ({@link NrpaSequence#plan}), which {@link Nrpa#adapt} then follows. A sequence that cannot be
     * cut into layers (a move not legal in any layer's position) is planned up to there.
     */
    void plan(NrpaSequence seq, State root) {
        NrpaPlan plan = seq.plan;
        plan.clear();
        int length = seq.length;
        if (done.length < length) {
            done = new boolean[Math.max(length, 2 * done.length)];
        }
        Arrays.fill(done, 0, length, false);
        State s = root.copy();
        int first = 0;
        while (first < length) {
            int n = s.legalMoves(legal);
            if (++stampNow == Integer.MAX_VALUE) {
                Arrays.fill(stamp, 0);
                stampNow = 1;
            }
            for (int i = 0; i < n; i++) {
                stamp[legal[i]] = stampNow;
            }
            boolean any = false;
            for (int t = first; t < length && !any; t++) {
                any = !done[t] && stamp[seq.moves[t]] == stampNow;
            }
            if (!any) {
                break;
            }
            if (n > 1) {
                // Codes are read in the layer's position, before any of its moves is played. A
                // layer with one legal move (forced) has a zero gradient: no step.
                for (int i = 0; i < n; i++) {
                    plan.addLegal(s.moveCode(legal[i]));
                }
                for (int t = first; t < length; t++) {
                    if (!done[t] && stamp[seq.moves[t]] == stampNow) {
                        plan.addPlayed(s.moveCode(seq.moves[t]));
                    }
                }
                plan.endStep();
            }
            for (int t = first; t < length; t++) {
                if (!done[t] && stamp[seq.moves[t]] == stampNow) {
                    done[t] = true;
                    s.play(seq.moves[t]);
                }
            }
            while (first < length && done[first]) {
                first++;
            }
        }
        seq.planned = true;
    }
}
