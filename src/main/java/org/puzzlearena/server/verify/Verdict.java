package org.puzzlearena.server.verify;

import java.util.List;
import org.puzzlearena.rules.State;

/**
 * The verifier's answer for one request: a valid solution with the server's score and the moves
 * in canonical notation (what is stored), or the first illegal move and why.
 */
public sealed interface Verdict extends VerificationOutcome {

    record Valid(String game, String instance, State finalState, List<String> canonicalMoves)
            implements Verdict, VerificationOutcome.Checked {
        public int score() {
            return finalState.score();
        }
    }

    record Invalid(String game, String instance, int moveIndex, String move, String reason) implements Verdict {}
}
