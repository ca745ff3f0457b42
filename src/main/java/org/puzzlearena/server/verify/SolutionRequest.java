package org.puzzlearena.server.verify;

import java.util.List;

/**
 * A solution as clients send it: the game, the instance, and either {@code solution} (the game's
 * file notation: Pentasol for Morpion, col,row lines for SameGame, ...) or {@code moves} (a JSON
 * array of moves in the canonical notation).
 */
public record SolutionRequest(String game, String instance, String solution, List<String> moves) {

    /**
     * The bytes of moves to read and replay (a null request: none): what a replay costs the
     * verifier grows with them, so the rate limits charge by them (RateLimits#replayCost).
     */
    public static long replayBytes(SolutionRequest request) {
        if (request == null) {
            return 0;
        }
        long bytes = request.solution() == null ? 0 : request.solution().length();
        if (request.moves() != null) {
            for (String move : request.moves()) {
                // A move's text and its separator in the JSON array.
                bytes += (move == null ? 4 : move.length()) + 3;
            }
        }
        return bytes;
    }
}
