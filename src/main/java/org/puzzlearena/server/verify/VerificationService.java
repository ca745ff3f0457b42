package org.puzzlearena.server.verify;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import org.puzzlearena.rules.MoveTexts;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.State;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.catalog.GameCatalog;
import org.puzzlearena.server.operations.OperationsMetrics;

/**
 * Replays a submitted solution with the rules core, the same code the bots and the browser use.
 * Bad requests (no such game, neither or both of solution/moves) are 400s naming the field; a
 * solution that breaks the rules is a {@link Verdict.Invalid}, not an error.
 */
@ApplicationScoped
public class VerificationService {

    @Inject
    GameCatalog catalog;

    @Inject
    OperationsMetrics metrics;

    public Verdict verify(SolutionRequest request) {
        if (request == null) {
            throw ApiException.badRequest(
                    null, "a JSON body {\"game\", \"instance\", \"solution\" or \"moves\"} is required");
        }
        State initial = catalog.initialStateForRequest(request.game(), request.instance());
        String game = initial.game().id();
        String instance = initial.instanceId();
        // Replay stops at the first illegal move or the first move after the end: bounded work.
        long start = System.nanoTime();
        ReplayResult result = Replay.moves(initial, movesOf(request, initial));
        metrics.verified(
                game,
                switch (result) {
                    case ReplayResult.Valid v -> "valid";
                    case ReplayResult.Invalid bad -> "invalid";
                    case ReplayResult.Unreadable u -> "unreadable";
                },
                Duration.ofNanos(System.nanoTime() - start));
        return switch (result) {
            case ReplayResult.Valid v ->
                new Verdict.Valid(game, instance, v.finalState(), MoveTexts.history(v.finalState()));
            case ReplayResult.Invalid bad ->
                new Verdict.Invalid(game, instance, bad.moveIndex(), bad.move(), bad.reason());
            case ReplayResult.Unreadable u -> throw ApiException.badRequest("instance", u.reason());
        };
    }

    /**
     * Replays a solution: the valid verdict, or a 422 naming the first illegal move and why (what a
     * submission and a record an admin adds answer alike).
     */
    public Verdict.Valid requireValid(SolutionRequest request) {
        Verdict verdict = verify(request);
        if (verdict instanceof Verdict.Invalid bad) {
            throw ApiException.illegalMove("Invalid solution", "solution", bad.moveIndex(), bad.move(), bad.reason());
        }
        return (Verdict.Valid) verdict;
    }

    private static List<String> movesOf(SolutionRequest request, State initial) {
        boolean hasText = request.solution() != null;
        boolean hasMoves = request.moves() != null;
        if (hasText == hasMoves) {
            throw ApiException.badRequest(
                    hasText ? "moves" : "solution",
                    "give exactly one of \"solution\" (the game's file notation: "
                            + initial.game().solutionFormat().name() + ") and \"moves\" (an array of moves)");
        }
        if (hasMoves) {
            for (int i = 0; i < request.moves().size(); i++) {
                if (request.moves().get(i) == null) {
                    throw ApiException.badRequest("moves[" + i + "]", "a move is a string, not null");
                }
            }
            return request.moves();
        }
        SolutionFormat.ParsedSolution parsed = initial.game().solutionFormat().read(request.solution(), initial);
        if (!parsed.isReadable()) {
            throw ApiException.badRequest("solution", parsed.error());
        }
        return parsed.moves();
    }
}
