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

    /** Lines in one batch request: each is charged to the replay rate limit as one request. */
    public static final int MAX_LINES = 100;

    /** Moves over all of a batch's lines: about a hundred SameGame or Morpion games' worth. */
    public static final int MAX_BATCH_MOVES = 20_000;

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
            List<String> legalMoves,
            List<Integer> legalMovePoints,
            List<Integer> legalMoveGroupSizes) {}

    /** {@code offset} and {@code limit} are the raw query parameters (a bad one is a 400 naming it). */
    public PositionOutcome after(
            String gameId, String instanceId, PositionRequest request, String offset, String limit) {
        Start start = start(gameId, instanceId, offset, limit);
        if (refusedMoves(request, start.initial().game()) instanceof PositionOutcome.Refused refused) {
            return refused;
        }
        // No body: the initial position, like the catalogue's GET.
        List<String> moves = request == null || request.moves() == null ? List.of() : request.moves();
        return play(start, moves);
    }

    /**
     * What the single form answers for each of the request's lines, with the same page of legal
     * moves for each; a missing, empty, null or oversized list of lines is refused as a whole.
     */
    public BatchOutcome batch(
            String gameId, String instanceId, PositionBatchRequest request, String offset, String limit) {
        Start start = start(gameId, instanceId, offset, limit);
        if (refusedLines(request, start.initial().game()) instanceof BatchOutcome.BadLines bad) {
            return bad;
        }
        List<PositionOutcome> answers = new ArrayList<>(request.lines().size());
        for (List<String> line : request.lines()) {
            answers.add(play(start, line));
        }
        return new BatchOutcome.Answered(answers);
    }

    /** What a batch costs in the replay rate limit: one request per line, at least one. */
    public static long batchCost(PositionBatchRequest request) {
        int lines =
                request == null || request.lines() == null ? 0 : request.lines().size();
        return Math.max(1, Math.min(lines, MAX_LINES));
    }

    /** The instance's start and the page of legal moves asked for, as the single and batch forms read them. */
    private record Start(State initial, int from, int size) {}

    /** {@code offset} and {@code limit} are the raw query parameters (a bad one is a 400 naming it). */
    private Start start(String gameId, String instanceId, String offset, String limit) {
        int from = QueryParams.intParam("offset", offset, 0, 0, Integer.MAX_VALUE);
        int size = QueryParams.intParam("limit", limit, DEFAULT_LIMIT, 1, MAX_LIMIT);
        Game game = catalog.game(gameId);
        return new Start(catalog.initialState(game, instanceId), from, size);
    }

    private static PositionOutcome play(Start start, List<String> moves) {
        return switch (Replay.moves(start.initial(), moves)) {
            case ReplayResult.Valid v ->
                new PositionOutcome.Found(describe(v.finalState(), start.from(), start.size()));
            case ReplayResult.Invalid bad -> new PositionOutcome.IllegalMove(bad.moveIndex(), bad.move(), bad.reason());
            case ReplayResult.Unreadable u -> new PositionOutcome.UnreadableInstance(u.reason());
        };
    }

    /** Why a batch's lines cannot be replayed, or null when they can. */
    private static BatchOutcome.BadLines refusedLines(PositionBatchRequest request, Game game) {
        if (request == null || request.lines() == null || request.lines().isEmpty()) {
            return new BatchOutcome.BadLines("lines", "give at least one line (a list of moves)");
        }
        List<List<String>> lines = request.lines();
        if (lines.size() > MAX_LINES) {
            return new BatchOutcome.BadLines("lines", "at most " + MAX_LINES + " lines in one request");
        }
        long total = 0;
        for (int i = 0; i < lines.size(); i++) {
            List<String> line = lines.get(i);
            if (line == null) {
                return new BatchOutcome.BadLines("lines[" + i + "]", "a line is a list of moves, not null");
            }
            if (line.size() > game.maxGameLength() + 1) {
                return new BatchOutcome.BadLines(
                        "lines[" + i + "]",
                        "a game of " + game.id() + " has at most " + game.maxGameLength() + " moves");
            }
            for (int j = 0; j < line.size(); j++) {
                if (line.get(j) == null) {
                    return new BatchOutcome.BadLines("lines[" + i + "][" + j + "]", "a move is a string, not null");
                }
            }
            total += line.size();
            if (total > MAX_BATCH_MOVES) {
                return new BatchOutcome.BadLines(
                        "lines", "at most " + MAX_BATCH_MOVES + " moves over all lines of one request");
            }
        }
        return null;
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
        int size = Math.max(0, end - offset);
        List<String> page = new ArrayList<>(size);
        // Null for a game whose moves have no points (group sizes) of their own rather than a list
        // of nulls; an empty page has empty lists, as it has no moves to ask about.
        boolean scored = size == 0 || s.movePoints(buffer[offset]).isPresent();
        boolean grouped = size == 0 || s.moveGroupSize(buffer[offset]).isPresent();
        List<Integer> points = scored ? new ArrayList<>(size) : null;
        List<Integer> sizes = grouped ? new ArrayList<>(size) : null;
        for (int i = offset; i < end; i++) {
            page.add(s.formatMove(buffer[i]));
            if (scored) {
                points.add(s.movePoints(buffer[i]).orElseThrow());
            }
            if (grouped) {
                sizes.add(s.moveGroupSize(buffer[i]).orElseThrow());
            }
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
                page,
                points,
                sizes);
    }
}
