package org.puzzlearena.server.positions;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.server.api.QueryParams;
import org.puzzlearena.server.catalog.GameCatalog;

/**
 * The step API's work: replays a move list from an instance's initial position with the verifier
 * and describes where it leads, with one page of the legal moves there. Stateless, so a bot may
 * call it once per move without the server keeping anything for it.
 */
@ApplicationScoped
public class PositionService {

    /** Enough for every SameGame and Morpion position; Sudoku's thousands of candidates page. */
    public static final int DEFAULT_LIMIT = 1000;

    public static final int MAX_LIMIT = 5000;

    @Inject
    GameCatalog catalog;

    /** A position and one page of its legal moves, in canonical texts. */
    public record Position(
            String game,
            String instance,
            int moveCount,
            int score,
            boolean terminal,
            String positionJson,
            String detailsJson,
            int legalMoveCount,
            int offset,
            int limit,
            List<String> legalMoves) {}

    /** {@code offset} and {@code limit} are the raw query parameters (a bad one is a 400 naming it). */
    public PositionOutcome after(
            String gameId, String instanceId, PositionRequest request, String offset, String limit) {
        int from = QueryParams.intParam("offset", offset, 0, 0, Integer.MAX_VALUE);
        int size = QueryParams.intParam("limit", limit, DEFAULT_LIMIT, 1, MAX_LIMIT);
        Game game = catalog.game(gameId);
        State initial = catalog.initialState(game, instanceId);
        if (refusedMoves(request, game) instanceof PositionOutcome.Refused refused) {
            return refused;
        }
        // No body: the initial position, like the catalogue's GET.
        List<String> moves = request == null || request.moves() == null ? List.of() : request.moves();
        ReplayResult result = Replay.moves(initial, moves);
        return switch (result) {
            case ReplayResult.Valid v -> new PositionOutcome.Found(describe(v.finalState(), from, size));
            case ReplayResult.Invalid bad -> new PositionOutcome.IllegalMove(bad.moveIndex(), bad.move(), bad.reason());
            case ReplayResult.Unreadable u -> new PositionOutcome.UnreadableInstance(u.reason());
        };
    }

    /** Why the request's moves cannot be replayed (too many, a null one), or null when they can. */
    private static PositionOutcome.Refused refusedMoves(PositionRequest request, Game game) {
        if (request == null || request.moves() == null) {
            return null;
        }
        List<String> moves = request.moves();
        // Replay stops at the end of the game anyway; this refuses absurd lists before any work.
        if (moves.size() > game.maxGameLength() + 1) {
            return new PositionOutcome.TooManyMoves(game.id(), game.maxGameLength());
        }
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i) == null) {
                return new PositionOutcome.NullMove(i);
            }
        }
        return null;
    }

    private static Position describe(State s, int offset, int limit) {
        int[] buffer = new int[s.game().maxLegalMoves()];
        int n = s.legalMoves(buffer);
        int end = (int) Math.min((long) offset + limit, n);
        List<String> page = new ArrayList<>(Math.max(0, end - offset));
        for (int i = offset; i < end; i++) {
            page.add(s.formatMove(buffer[i]));
        }
        return new Position(
                s.game().id(),
                s.instanceId(),
                s.moveCount(),
                s.score(),
                s.isTerminal(),
                s.positionJson(),
                "{" + s.detailsJson() + "}",
                n,
                offset,
                limit,
                page);
    }
}
