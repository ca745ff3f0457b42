package org.puzzlearena.server.leaderboards;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceException;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.accounts.ParticipantId;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.db.SqlValues;

/**
 * The ordinary leaderboards: the best submission per participant, in {@link LeaderboardOrder}.
 * They are kept in {@code leaderboard_bests}, which {@link #record} updates in the transaction that
 * stores each submission, so that reading a page, an entry or a rank costs the same whether the
 * instance has a hundred submissions or a million (it depends only on the page, or on the number
 * of participants ahead). Contest submissions are not on the ordinary boards: a contest's frozen
 * scoreboard must not leak through them (and a contest has its own rules of play).
 */
@ApplicationScoped
public class LeaderboardRepository {

    @Inject
    EntityManager em;

    @Inject
    AgroalDataSource dataSource;

    /**
     * An entry's columns (8 to 12: what it copies; 13: the record score of the board named by the SQL
     * expressions {@code game} and {@code instance}: parameters, an InitPlan computed once per query,
     * or the row's own board; 14 and 15: its bot run's CPU budget and whether it ran a hosted bot).
     * Columns a query adds after them start at {@link #EXTRA}.
     */
    private static String columns(String game, String instance) {
        return """
                b.submission_id, a.username, b.bot_name, b.score, b.move_count, b.received_at, b.bot_run_id,
                s.copy_of_record, cr.holder, s.copy_of_submission, oa.username, o.bot_name,
                (SELECT max(r.score) FROM records r WHERE r.game = %s AND r.instance_id = %s AND r.verified),
                b.cpu_seconds, br.hosted_version_id IS NOT NULL AS hosted""".formatted(game, instance);
    }

    /** The index of the first column a query adds after {@link #columns}. */
    private static final int EXTRA = 15;

    /** The columns of one board's entries, the board given as the parameters ?1 and ?2. */
    private static final String COLUMNS = columns("?1", "?2");

    /** The tables behind {@link #columns}: the copy's original, if any, is two primary-key probes. */
    private static final String FROM = """
            leaderboard_bests b JOIN accounts a ON a.id = b.account_id
              JOIN submissions s ON s.id = b.submission_id
              LEFT JOIN records cr ON cr.id = s.copy_of_record
              LEFT JOIN submissions o ON o.id = s.copy_of_submission
              LEFT JOIN accounts oa ON oa.id = o.account_id
              LEFT JOIN bot_runs br ON br.id = b.bot_run_id""";

    /**
     * Enters a just-stored ordinary submission on its board: it becomes its participant's entry if
     * it is their first or comes before their best. One statement: concurrent submissions of one
     * participant queue on the row's lock and each compares itself with the committed best. (A new
     * participant is counted in {@code leaderboard_sizes} by the table's trigger.) Plain JDBC on the
     * transaction's connection, from the values in hand: it runs once per submission.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void record(Candidate s) {
        String sql = """
                INSERT INTO leaderboard_bests AS b (game, instance_id, account_id, bot_key, bot_name, submission_id,
                                                    score, is_copy, move_count, received_at, bot_run_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (game, instance_id, account_id, bot_key) DO UPDATE
                   SET bot_name = EXCLUDED.bot_name, submission_id = EXCLUDED.submission_id, score = EXCLUDED.score,
                       is_copy = EXCLUDED.is_copy, move_count = EXCLUDED.move_count, received_at = EXCLUDED.received_at,
                       bot_run_id = EXCLUDED.bot_run_id
                 WHERE %s""".formatted(LeaderboardOrder.NEW_IS_BETTER);
        try (Connection c = dataSource.getConnection();
                PreparedStatement upsert = c.prepareStatement(sql)) {
            upsert.setString(1, s.game());
            upsert.setString(2, s.instance());
            upsert.setLong(3, s.accountId());
            upsert.setString(4, s.botName() == null ? "" : s.botName());
            upsert.setString(5, s.botName());
            upsert.setLong(6, s.submissionId());
            upsert.setInt(7, s.score());
            upsert.setBoolean(8, s.isCopy());
            upsert.setInt(9, s.moveCount());
            upsert.setObject(10, SqlValues.timestamptz(s.receivedAt()));
            upsert.setObject(11, s.botRunId(), Types.BIGINT);
            upsert.executeUpdate();
        } catch (SQLException e) {
            throw new PersistenceException("entering a submission on its leaderboard", e);
        }
    }

    /** A page of the board, ranked: one range of the board's index, whatever its size. */
    public List<LeaderboardEntry> page(BoardId board, int offset, int limit) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                SELECT %s
                  FROM %s
                 WHERE b.game = ?1 AND b.instance_id = ?2
                 ORDER BY %s
                 OFFSET ?3 LIMIT ?4""".formatted(COLUMNS, FROM, LeaderboardOrder.ORDER_BY))
                .setParameter(1, board.game())
                .setParameter(2, board.instance())
                .setParameter(3, offset)
                .setParameter(4, limit)
                .getResultList();
        List<LeaderboardEntry> entries = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            entries.add(entry(board, offset + entries.size() + 1, r));
        }
        return entries;
    }

    /**
     * A page of the board of one CPU budget: the entries of bot runs (reference and hosted) run with
     * exactly {@code cpuSeconds} CPU seconds, ranked among themselves; one range of leaderboard_bests_budget.
     */
    public List<LeaderboardEntry> pageAtBudget(BoardId board, double cpuSeconds, int offset, int limit) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                SELECT %s
                  FROM %s
                 WHERE b.game = ?1 AND b.instance_id = ?2 AND b.cpu_seconds = ?5
                 ORDER BY %s
                 OFFSET ?3 LIMIT ?4""".formatted(COLUMNS, FROM, LeaderboardOrder.ORDER_BY))
                .setParameter(1, board.game())
                .setParameter(2, board.instance())
                .setParameter(3, offset)
                .setParameter(4, limit)
                .setParameter(5, cpuSeconds)
                .getResultList();
        List<LeaderboardEntry> entries = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            entries.add(entry(board, offset + entries.size() + 1, r));
        }
        return entries;
    }

    /** A CPU budget's board and its number of entries. */
    public record Budget(double cpuSeconds, long entries) {}

    /** The CPU budgets the board's bot-run entries were run with, smallest first, each with its entries. */
    public List<Budget> budgets(BoardId board) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                SELECT b.cpu_seconds, count(*) FROM leaderboard_bests b
                 WHERE b.game = ?1 AND b.instance_id = ?2 AND b.cpu_seconds IS NOT NULL
                 GROUP BY b.cpu_seconds ORDER BY b.cpu_seconds""")
                .setParameter(1, board.game())
                .setParameter(2, board.instance())
                .getResultList();
        return rows.stream()
                .map(r -> new Budget(((Number) r[0]).doubleValue(), ((Number) r[1]).longValue()))
                .toList();
    }

    /** A participant's entry (their best submission, ranked), or empty when they have none. */
    public Optional<LeaderboardEntry> entryOf(BoardId board, ParticipantId who) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                SELECT %s, 1 + %s
                  FROM %s
                 WHERE b.game = ?1 AND b.instance_id = ?2 AND b.account_id = ?3 AND b.bot_key = ?4""".formatted(COLUMNS, LeaderboardOrder.aheadOf("b"), FROM))
                .setParameter(1, board.game())
                .setParameter(2, board.instance())
                .setParameter(3, who.accountId())
                .setParameter(4, who.botKey())
                .getResultList();
        return rows.stream().findFirst().map(r -> entry(board, ((Number) r[EXTRA]).intValue(), r));
    }

    private static LeaderboardEntry entry(BoardId board, int rank, Object[] r) {
        long id = ((Number) r[0]).longValue();
        String username = (String) r[1];
        String bot = (String) r[2];
        LeaderboardEntry.Participant who = LeaderboardEntry.Participant.of(username, bot);
        String botRun = r[6] == null ? null : "/api/bot-runs/" + ((Number) r[6]).longValue();
        CopyOf copyOf = r[7] != null
                ? CopyOf.ofRecord(((Number) r[7]).longValue(), (String) r[8], board)
                : r[9] != null
                        ? CopyOf.ofSubmission(((Number) r[9]).longValue(), (String) r[10], (String) r[11])
                        : null;
        int score = ((Number) r[3]).intValue();
        Integer recordScore = r[12] == null ? null : ((Number) r[12]).intValue();
        Double cpuSeconds = r[13] == null ? null : ((Number) r[13]).doubleValue();
        Boolean hosted = r[6] == null ? null : (Boolean) r[14];
        return new LeaderboardEntry(
                rank,
                who,
                score,
                ((Number) r[4]).intValue(),
                id,
                SqlValues.instant(r[5]),
                "/api/submissions/" + id,
                botRun,
                copyOf,
                LeaderboardEntry.percentOf(score, recordScore),
                hosted,
                cpuSeconds);
    }

    /** A participant's entry on one board, with the board's size (for a profile). */
    public record ParticipantBest(String game, String instance, LeaderboardEntry entry, long participants) {}

    /**
     * Every board a participant is on, with their entry ranked on it: one row per board, each rank
     * two counts on the board's index (as {@link #entryOf}), ordered by game and instance.
     */
    public List<ParticipantBest> bestsOf(ParticipantId who, int limit) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery(
                        """
                SELECT %s,
                       1 + %s,
                       b.game, b.instance_id,
                       (SELECT z.participants FROM leaderboard_sizes z
                         WHERE z.game = b.game AND z.instance_id = b.instance_id)
                  FROM %s
                 WHERE b.account_id = ?1 AND b.bot_key = ?2
                 ORDER BY b.game, b.instance_id
                 LIMIT ?3""".formatted(columns("b.game", "b.instance_id"), LeaderboardOrder.aheadOf("b"), FROM))
                .setParameter(1, who.accountId())
                .setParameter(2, who.botKey())
                .setParameter(3, limit)
                .getResultList();
        List<ParticipantBest> out = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            String game = (String) r[EXTRA + 1];
            String instance = (String) r[EXTRA + 2];
            out.add(new ParticipantBest(
                    game,
                    instance,
                    entry(new BoardId(game, instance), ((Number) r[EXTRA]).intValue(), r),
                    r[EXTRA + 3] == null ? 0 : ((Number) r[EXTRA + 3]).longValue()));
        }
        return out;
    }

    /** A board with entries, its size and its leader (the overview of every board). */
    public record BoardLeader(String game, String instance, long participants, LeaderboardEntry leader) {}

    /**
     * Every board with at least one entry, by game and instance, each with its first entry: one row
     * per board from the board counters, each leader one step down the board's index.
     */
    public List<BoardLeader> overview() {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery(
                        """
                SELECT t.*, z.game, z.instance_id, z.participants
                  FROM leaderboard_sizes z
                  CROSS JOIN LATERAL (
                    SELECT %s
                      FROM %s
                     WHERE b.game = z.game AND b.instance_id = z.instance_id
                     ORDER BY %s
                     LIMIT 1) t
                 WHERE z.participants > 0
                 ORDER BY z.game COLLATE "C", z.instance_id COLLATE "C"
                """.formatted(columns("z.game", "z.instance_id"), FROM, LeaderboardOrder.ORDER_BY))
                .getResultList();
        List<BoardLeader> out = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            String game = (String) r[EXTRA];
            String instance = (String) r[EXTRA + 1];
            out.add(new BoardLeader(
                    game, instance, ((Number) r[EXTRA + 2]).longValue(), entry(new BoardId(game, instance), 1, r)));
        }
        return out;
    }

    /** A participant's standing across every board (see {@link OverallRanking}). */
    public record OverallRow(String username, String botName, double points, int boards, int firsts) {}

    /**
     * Every participant's points across the boards: the sum over boards of their best score over the
     * board's top (the best of its verified record and its best entry), copies counting nothing. One
     * pass over every entry: callers cache it ({@link OverallRanking}).
     */
    public List<OverallRow> overall() {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                WITH tops AS (
                    SELECT b.game, b.instance_id,
                           greatest(max(b.score), coalesce((SELECT max(r.score) FROM records r
                             WHERE r.game = b.game AND r.instance_id = b.instance_id AND r.verified), 0)) AS top
                      FROM leaderboard_bests b
                     GROUP BY b.game, b.instance_id)
                SELECT a.username, b.bot_name,
                       sum(CASE WHEN b.is_copy OR b.score <= 0 THEN 0 ELSE b.score::float8 / t.top END) AS points,
                       count(*) AS boards,
                       count(*) FILTER (WHERE b.score = t.top AND NOT b.is_copy) AS firsts
                  FROM leaderboard_bests b
                  JOIN tops t ON t.game = b.game AND t.instance_id = b.instance_id
                  JOIN accounts a ON a.id = b.account_id
                 WHERE t.top > 0
                 GROUP BY a.username, b.bot_name""").getResultList();
        List<OverallRow> out = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            out.add(new OverallRow(
                    (String) r[0],
                    (String) r[1],
                    ((Number) r[2]).doubleValue(),
                    ((Number) r[3]).intValue(),
                    ((Number) r[4]).intValue()));
        }
        return out;
    }

    /** The bot names an account has entries under (its API tokens and server bot runs), by name. */
    public List<String> botsOf(long accountId) {
        @SuppressWarnings("unchecked")
        List<String> names = em.createNativeQuery(
                        "SELECT DISTINCT bot_name FROM leaderboard_bests WHERE account_id = ?1 AND bot_key <> '' ORDER BY bot_name")
                .setParameter(1, accountId)
                .getResultList();
        return names;
    }

    /** How many participants the board has: its counter row (kept by leaderboard_bests' trigger). */
    public long participants(BoardId board) {
        @SuppressWarnings("unchecked")
        List<Number> rows = em.createNativeQuery(
                        "SELECT participants FROM leaderboard_sizes WHERE game = ?1 AND instance_id = ?2")
                .setParameter(1, board.game())
                .setParameter(2, board.instance())
                .getResultList();
        return rows.isEmpty() ? 0 : rows.get(0).longValue();
    }

    /** The rank of a participant's best entry (1 = first): the entries ahead of it, counted on the index. */
    public int rankOf(BoardId board, ParticipantId who) {
        String sql = """
                SELECT 1 + %s FROM leaderboard_bests me
                 WHERE me.game = ? AND me.instance_id = ? AND me.account_id = ? AND me.bot_key = ?""".formatted(LeaderboardOrder.aheadOf("me"));
        try (Connection c = dataSource.getConnection();
                PreparedStatement rank = c.prepareStatement(sql)) {
            rank.setString(1, board.game());
            rank.setString(2, board.instance());
            rank.setLong(3, who.accountId());
            rank.setString(4, who.botKey());
            try (ResultSet r = rank.executeQuery()) {
                if (!r.next()) {
                    throw new IllegalStateException("no entry of " + who + " on " + board);
                }
                return r.getInt(1);
            }
        } catch (SQLException e) {
            throw new PersistenceException("ranking a leaderboard entry", e);
        }
    }
}
