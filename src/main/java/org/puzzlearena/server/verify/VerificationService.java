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
import org.puzzlearena.server.catalog.GameCatalog;
import org.puzzlearena.server.metrics.EventMeters;
import org.puzzlearena.server.ratelimit.FairSlots;

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
    EventMeters metrics;

    @Inject
    ReplayTurns turns;

    public VerificationOutcome verify(SolutionRequest request) {
        if (request == null) {
            return new VerificationOutcome.NoBody();
        }
        State initial = catalog.initialStateForRequest(request.game(), request.instance());
        String game = initial.game().id();
        String instance = initial.instanceId();
        Moves read = movesOf(request, initial);
        if (read.refused() != null) {
            return read.refused();
        }
        List<String> moves = read.moves();
        // Replay stops at the first illegal move or the first move after the end: bounded work.
        long start = System.nanoTime();
        ReplayResult result = Replay.moves(initial, moves);
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
            case ReplayResult.Unreadable u -> new VerificationOutcome.Unreadable("instance", u.reason());
        };
    }

    /**
     * {@link #verify} for a request from the API, in {@code who}'s turn on the verifier's cores
     * ({@link ReplayTurns}; {@code who} is a participant key or a client address): the verdict, or
     * {@link VerificationOutcome.Busy} when no turn came.
     */
    public VerificationOutcome verifyInTurn(String who, SolutionRequest request) {
        if (request == null) {
            return new VerificationOutcome.NoBody();
        }
        return switch (turns.turnFor(who)) {
            case FairSlots.Turn turn -> {
                try (turn) {
                    yield verify(request);
                }
            }
            case FairSlots.Full full -> new VerificationOutcome.Busy(full.yours());
            case FairSlots.TimedOut t -> new VerificationOutcome.Busy(false);
            case FairSlots.Abandoned a -> new VerificationOutcome.Busy(false);
        };
    }

    /** {@link #requireValid} in {@code who}'s turn on the verifier's cores (as {@link #verifyInTurn}). */
    public VerificationOutcome.Checked requireValidInTurn(String who, SolutionRequest request) {
        return checked(verifyInTurn(who, request));
    }

    /**
     * Replays a solution: the valid verdict, or a 422 naming the first illegal move and why (what a
     * submission and a record an admin adds answer alike).
     */
    public VerificationOutcome.Checked requireValid(SolutionRequest request) {
        return checked(verify(request));
    }

    private static VerificationOutcome.Checked checked(VerificationOutcome outcome) {
        return switch (outcome) {
            case Verdict.Valid valid -> valid;
            case Verdict.Invalid bad -> new VerificationOutcome.Illegal(bad);
            case VerificationOutcome.Refused refused -> refused;
        };
    }

    /** The moves to replay, or (instead) why there are none. */
    private record Moves(List<String> moves, VerificationOutcome.Refused refused) {
        static Moves of(List<String> moves) {
            return new Moves(moves, null);
        }

        static Moves refused(VerificationOutcome.Refused why) {
            return new Moves(null, why);
        }
    }

    private static Moves movesOf(SolutionRequest request, State initial) {
        boolean hasText = request.solution() != null;
        boolean hasMoves = request.moves() != null;
        if (hasText == hasMoves) {
            return Moves.refused(new VerificationOutcome.SolutionOrMoves(
                    hasText ? "moves" : "solution",
                    initial.game().solutionFormat().name()));
        }
        if (hasMoves) {
            for (int i = 0; i < request.moves().size(); i++) {
                if (request.moves().get(i) == null) {
                    return Moves.refused(new VerificationOutcome.NullMove(i));
                }
            }
            return Moves.of(request.moves());
        }
        SolutionFormat.ParsedSolution parsed = initial.game().solutionFormat().read(request.solution(), initial);
        if (!parsed.isReadable()) {
            return Moves.refused(new VerificationOutcome.Unreadable("solution", parsed.error()));
        }
        return Moves.of(parsed.moves());
    }
}
