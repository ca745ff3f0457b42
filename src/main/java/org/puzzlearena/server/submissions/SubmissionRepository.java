package org.puzzlearena.server.submissions;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.records.Originals;

@ApplicationScoped
public class SubmissionRepository implements PanacheRepository<Submission> {

    /**
     * Stores a submission (with its line's hash and what it copies) unless the participant (account and bot) already used its idempotency
     * key: one statement, so concurrent retries cannot both insert. Returns the new id, or empty
     * when the key was taken.
     */
    public Optional<Long> insertUnlessKeyUsed(long accountId, String botName, Long botRunId, Long contestId, String game,
            String instanceId, String moves, int moveCount, int score, String verifierVersion, Instant receivedAt,
            String idempotencyKey, String requestHash, String lineHash, Originals.Original copyOf) {
        // A contest submission takes a random id and no number from the sequence: see SubmissionIds.
        Long id = contestId == null ? null : SubmissionIds.unused(candidate -> findByIdOptional(candidate).isPresent());
        @SuppressWarnings("unchecked")
        var insert = getEntityManager().createNativeQuery("""
                INSERT INTO submissions (id, account_id, bot_name, game, instance_id, moves, move_count, score,
                                         verifier_version, received_at, idempotency_key, request_hash, bot_run_id, contest_id,
                                         line_hash, copy_of_record, copy_of_submission)
                VALUES (%s, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
                ON CONFLICT (account_id, (coalesce(bot_name, '')), idempotency_key) WHERE idempotency_key IS NOT NULL
                DO NOTHING
                RETURNING id""".formatted(id == null ? "DEFAULT" : "?17"))
                .setParameter(1, accountId).setParameter(2, botName).setParameter(3, game)
                .setParameter(4, instanceId).setParameter(5, moves).setParameter(6, moveCount)
                .setParameter(7, score).setParameter(8, verifierVersion).setParameter(9, receivedAt)
                .setParameter(10, idempotencyKey).setParameter(11, requestHash)
                .setParameter(12, botRunId).setParameter(13, contestId)
                .setParameter(14, lineHash).setParameter(15, copyOf.record()).setParameter(16, copyOf.submission());
        if (id != null) {
            insert.setParameter(17, id);
        }
        List<Number> ids = insert.getResultList();
        return ids.isEmpty() ? Optional.empty() : Optional.of(ids.get(0).longValue());
    }

    public Optional<Submission> findByIdempotencyKey(long accountId, String botName, String key) {
        return botName == null
                ? find("account.id = ?1 and botName is null and idempotencyKey = ?2", accountId, key).firstResultOptional()
                : find("account.id = ?1 and botName = ?2 and idempotencyKey = ?3", accountId, botName, key)
                        .firstResultOptional();
    }

    /** The ordinary submissions to an instance (contest submissions are listed by their contest). */
    public List<Submission> listFor(String game, String instanceId, int offset, int limit) {
        return find("game = ?1 and instanceId = ?2 and contestId is null order by id", game, instanceId)
                .range(offset, offset + limit - 1).list();
    }

    public long countFor(String game, String instanceId) {
        return count("game = ?1 and instanceId = ?2 and contestId is null", game, instanceId);
    }
}
