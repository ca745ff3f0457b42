package org.puzzlearena.server.leaderboards;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.records.BoardRecordRepository;
import org.puzzlearena.server.records.RecordView;

/**
 * What the leaderboard pages read: boards, their leaders and pages, and each board's best
 * verified record shown without its line. The resource asks here and never a repository
 * (resource -> service -> repository).
 */
@ApplicationScoped
public class LeaderboardQueries {

    @Inject
    LeaderboardRepository boards;

    @Inject
    BoardRecordRepository records;

    /** Every board with entries and its leader. */
    public List<LeaderboardRepository.BoardLeader> leaders() {
        return boards.overview();
    }

    /** The best verified record of every board that has one, without its line. */
    public List<RecordView> bestRecords() {
        return records.bestOfEachBoard().stream()
                .map(r -> RecordView.of(r, false))
                .toList();
    }

    /** The board's best verified record, without its line. */
    public Optional<RecordView> bestRecord(BoardId board) {
        return records.bestOf(board).map(r -> RecordView.of(r, false));
    }

    public long participants(BoardId board) {
        return boards.participants(board);
    }

    /** A page of the board: each participant's best entry, ranked. */
    public List<LeaderboardEntry> page(BoardId board, int offset, int limit) {
        return boards.page(board, offset, limit);
    }

    /** A page of the board of one CPU budget: bot runs run with exactly {@code cpuSeconds}, ranked. */
    public List<LeaderboardEntry> pageAtBudget(BoardId board, double cpuSeconds, int offset, int limit) {
        return boards.pageAtBudget(board, cpuSeconds, offset, limit);
    }

    /** The board's CPU budgets with their entries. */
    public List<LeaderboardRepository.Budget> budgets(BoardId board) {
        return boards.budgets(board);
    }
}
