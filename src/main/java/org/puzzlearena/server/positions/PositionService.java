package org.puzzlearena.server.positions;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.server.api.ApiException;
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
    public Position after(String gameId, String instanceId, PositionRequest request, String offset, String limit) {
        int from = QueryParams.intParam("offset", offset, 0, 0, Integer.MAX_VALUE);
        int size = QueryParams.intParam("limit", limit, DEFAULT_LIMIT, 1, MAX_LIMIT);
        Game game = catalog.game(gameId);
        State initial = catalog.initialState(game, instanceId);
        List<String> moves = movesOf(request, game);
        ReplayResult result = Replay.moves(initial, moves);
        return switch (result) {
            case ReplayResult.Valid v -> describe(v.finalState(), from, size);
            case ReplayResult.Invalid bad -> throw illegal(bad);
            case ReplayResult.Unreadable u -> throw ApiException.badRequest("instance", u.reason());
        };
    }

    private static List<String> movesOf(PositionRequest request, Game game) {
        if (request == null || request.moves() == null) {
            return List.of(); // no body: the initial position, like the catalogue's GET
        }
        List<String> moves = request.moves();
        // Replay stops at the end of the game anyway; this refuses absurd lists before any work.
        if (moves.size() > game.maxGameLength() + 1) {
            throw ApiException.badRequest(
                    "moves", "a game of " + game.id() + " has at most " + game.maxGameLength() + " moves");
        }
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i) == null) {
                throw ApiException.badRequest("moves[" + i + "]", "a move is a string, not null");
            }
        }
        return moves;
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

    /** The same 422 as a submission with an illegal move: which move, its text, and why. */
    private static ApiException illegal(ReplayResult.Invalid bad) {
        return ApiException.illegalMove(
                "Illegal move", "moves[" + bad.moveIndex() + "]", bad.moveIndex(), bad.move(), bad.reason());
    }
}
