package org.puzzlearena.server.submissions;

import io.agroal.api.AgroalDataSource;
import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.accounts.ParticipantId;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.db.SqlValues;
import org.puzzlearena.server.records.Originals;

@ApplicationScoped
public class SubmissionRepository implements PanacheRepository<Submission> {

    @Inject
    AgroalDataSource dataSource;

    /**
     * Stores a submission (with its line's hash and what it copies) unless the participant (account
     * and bot) already used its idempotency key: one statement, so concurrent retries cannot both
     * insert. Returns the stored row, or empty when the key was taken.
     *
     * <p>Plain JDBC on the transaction's connection, and the row comes back with {@code RETURNING}:
     * this is the hottest write of the platform, and Hibernate's native-query machinery plus a
     * re-read cost more CPU than the statement itself (docs/BENCHMARKS.md, submissions).
     * {@code flushFirst}: the caller changed entities in this transaction (the contest and bot-run
     * paths do) that the row's foreign keys need written first; an ordinary submission touches none,
     * and not flushing keeps its transaction free of a Hibernate session altogether.
     */
    public Optional<StoredSubmission> insertUnlessKeyUsed(
            boolean flushFirst,
            ParticipantId who,
            Long botRunId,
            Long contestId,
            String game,
            String instanceId,
            String moves,
            int moveCount,
            int score,
            String verifierVersion,
            Instant receivedAt,
            String idempotencyKey,
            String requestHash,
            String lineHash,
            Originals.Original copyOf) {
        if (flushFirst) {
            getEntityManager().flush();
        }
        // A contest submission takes a random id and no number from the sequence: see SubmissionIds.
        Long id = contestId == null ? null : SubmissionIds.unused(this::exists);
        String sql = """
                INSERT INTO submissions (id, account_id, bot_name, game, instance_id, moves, move_count, score,
                                         verifier_version, received_at, idempotency_key, request_hash, bot_run_id, contest_id,
                                         line_hash, copy_of_record, copy_of_submission)
                VALUES (%s, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (account_id, (coalesce(bot_name, '')), idempotency_key) WHERE idempotency_key IS NOT NULL
                DO NOTHING
                RETURNING id, received_at""".formatted(id == null ? "DEFAULT" : "?");
        try (Connection c = dataSource.getConnection();
                PreparedStatement insert = c.prepareStatement(sql)) {
            int i = 1;
            if (id != null) {
                insert.setLong(i++, id);
            }
            insert.setLong(i++, who.accountId());
            insert.setString(i++, who.botName());
            insert.setString(i++, game);
            insert.setString(i++, instanceId);
            insert.setString(i++, moves);
            insert.setInt(i++, moveCount);
            insert.setInt(i++, score);
            insert.setString(i++, verifierVersion);
            insert.setObject(i++, SqlValues.timestamptz(receivedAt));
            insert.setString(i++, idempotencyKey);
            insert.setString(i++, requestHash);
            insert.setObject(i++, botRunId, Types.BIGINT);
            insert.setObject(i++, contestId, Types.BIGINT);
            insert.setString(i++, lineHash);
            insert.setObject(i++, copyOf.record(), Types.BIGINT);
            insert.setObject(i++, copyOf.submission(), Types.BIGINT);
            try (ResultSet r = insert.executeQuery()) {
                if (!r.next()) {
                    return Optional.empty();
                }
                return Optional.of(new StoredSubmission(
                        r.getLong(1),
                        contestId,
                        game,
                        instanceId,
                        moveCount,
                        score,
                        verifierVersion,
                        r.getObject(2, OffsetDateTime.class).toInstant()));
            }
        } catch (SQLException e) {
            throw new PersistenceException("storing a submission", e);
        }
    }

    private boolean exists(long id) {
        return findByIdOptional(id).isPresent();
    }

    public Optional<Submission> findByIdempotencyKey(ParticipantId who, String key) {
        return who.isBot()
                ? find("account.id = ?1 and botName = ?2 and idempotencyKey = ?3", who.accountId(), who.botName(), key)
                        .firstResultOptional()
                : find("account.id = ?1 and botName is null and idempotencyKey = ?2", who.accountId(), key)
                        .firstResultOptional();
    }

    /** The ordinary submissions to an instance (contest submissions are listed by their contest). */
    public List<Submission> listFor(BoardId board, int offset, int limit) {
        return find("game = ?1 and instanceId = ?2 and contestId is null order by id", board.game(), board.instance())
                .range(offset, offset + limit - 1)
                .list();
    }

    public long countFor(BoardId board) {
        return count("game = ?1 and instanceId = ?2 and contestId is null", board.game(), board.instance());
    }
}
