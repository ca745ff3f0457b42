package org.puzzlearena.server.leaderboards;

import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.QueryParams;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.catalog.GameCatalog;
import org.puzzlearena.server.records.PublishedScore;
import org.puzzlearena.server.records.PublishedScores;
import org.puzzlearena.server.records.RecordView;

/** Leaderboards per game and instance, people and bots side by side. Open to everyone. */
@Path("/leaderboards")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Leaderboards")
public class LeaderboardResource {

    static final int MAX_PAGE = 500;

    @Inject
    GameCatalog catalog;

    @Inject
    LeaderboardQueries boards;

    /**
     * A page of a board. {@code record} is the board's best verified record (its reference row:
     * shown above the entries, never ranked; null when the board has none). {@code published} is
     * the board's best score published without its line (null when none): unverified, so never a
     * row of the board nor its record, whatever its score.
     */
    public record Leaderboard(
            String game,
            String instance,
            String scoring,
            RecordView record,
            PublishedScore published,
            long participants,
            int offset,
            List<LeaderboardEntry> entries) {}

    @Inject
    PublishedScores published;

    /**
     * Every board with entries and its leader, by game and instance; and the best verified record
     * of every board that has one (without its line), so a board holding only records is listed too.
     */
    public record Overview(List<LeaderboardRepository.BoardLeader> boards, List<RecordView> records) {}

    @GET
    @Transactional
    @Operation(
            summary =
                    "Every board with at least one entry, by game and instance, with its number of participants and its"
                            + " leader; and each board's best verified record, entries or not (anyone)")
    public Overview overview() {
        return new Overview(boards.leaders(), boards.bestRecords());
    }

    @GET
    @Path("/{game}/{instance: .+}")
    @Transactional
    @Operation(
            summary = "The best submission per participant, by score, then originals before copies, then earlier "
                    + "receipt, with the board's record as an unranked reference row (anyone)")
    public Leaderboard leaderboard(
            @PathParam("game") String gameId,
            @PathParam("instance") String instanceId,
            @QueryParam("offset") String offsetParam,
            @QueryParam("limit") String limitParam,
            @QueryParam("cpuSeconds") String cpuSecondsParam) {
        int offset = QueryParams.intParam("offset", offsetParam, 0, 0, Integer.MAX_VALUE);
        int limit = QueryParams.intParam("limit", limitParam, 100, 1, MAX_PAGE);
        Double cpuSeconds = cpuSeconds(cpuSecondsParam);
        Game game = catalog.game(gameId);
        BoardId board = board(game, instanceId);
        RecordView record = boards.bestRecord(board).orElse(null);
        if (cpuSeconds != null) {
            // One budget's board: only bot runs with exactly that CPU budget, ranked among themselves.
            long entries = boards.budgets(board).stream()
                    .filter(b -> b.cpuSeconds() == cpuSeconds)
                    .mapToLong(LeaderboardRepository.Budget::entries)
                    .sum();
            return new Leaderboard(
                    board.game(),
                    board.instance(),
                    game.title(),
                    record,
                    published.bestOf(board).orElse(null),
                    entries,
                    offset,
                    boards.pageAtBudget(board, cpuSeconds, offset, limit));
        }
        return new Leaderboard(
                board.game(),
                board.instance(),
                game.title(),
                record,
                published.bestOf(board).orElse(null),
                boards.participants(board),
                offset,
                boards.page(board, offset, limit));
    }

    /** A CPU budget's board: its budget and how many entries it holds. */
    public record BudgetBoard(double cpuSeconds, long entries) {}

    @GET
    @Path("/{game}/{instance: .+}/budgets")
    @Transactional
    @Operation(
            summary = "The CPU budgets bot runs on this board were run with, smallest first, each with its number of"
                    + " entries: each is a board of its own at ?cpuSeconds= (anyone)")
    public List<BudgetBoard> budgets(@PathParam("game") String gameId, @PathParam("instance") String instanceId) {
        BoardId board = board(catalog.game(gameId), instanceId);
        return boards.budgets(board).stream()
                .map(b -> new BudgetBoard(b.cpuSeconds(), b.entries()))
                .toList();
    }

    private BoardId board(Game game, String instanceId) {
        GameCatalog.requirePuzzle(game.id(), "game");
        State initial = catalog.initialState(game, instanceId);
        return new BoardId(game.id(), initial.instanceId());
    }

    /** The budget of a per-budget board, or null for the whole board. */
    private static Double cpuSeconds(String text) {
        if (text == null) {
            return null;
        }
        try {
            double s = Double.parseDouble(text);
            if (s > 0 && !Double.isInfinite(s)) {
                return s;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw ApiException.badRequest(
                "cpuSeconds", "cpuSeconds is a positive number of CPU seconds, got '" + text + "'");
    }
}
