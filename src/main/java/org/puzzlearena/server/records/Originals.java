package org.puzzlearena.server.records;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;

/**
 * Finds what a new ordinary submission copies (docs/RECORDS.md): the board's verified record with
 * the same line, else the earliest ordinary submission of the same line on the board, unless that
 * one is the same account's (resubmitting your own line copies nobody). Each look-up is one probe of
 * a unique or line index, so detection costs the same at any board size.
 */
@ApplicationScoped
public class Originals {

    /** What a line copies: a record's id, or a submission's id, or neither (an original). */
    public record Original(Long record, Long submission) {
        public static final Original NONE = new Original(null, null);
    }

    @Inject
    EntityManager em;

    /**
     * Call inside the transaction that stores the submission: a transaction-scoped lock on the line
     * makes two simultaneous submissions of one new line queue, so that the second sees the first
     * (committed) and is its copy, instead of both passing as originals.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public Original of(String game, String instance, String lineHash, long accountId) {
        em.createNativeQuery("SELECT pg_advisory_xact_lock(hashtextextended(?1, 7))")
                .setParameter(1, game + "\n" + instance + "\n" + lineHash).getSingleResult();
        @SuppressWarnings("unchecked")
        List<Number> record = em.createNativeQuery("""
                SELECT id FROM records WHERE game = ?1 AND instance_id = ?2 AND line_hash = ?3 AND verified""")
                .setParameter(1, game).setParameter(2, instance).setParameter(3, lineHash).getResultList();
        if (!record.isEmpty()) {
            return new Original(record.get(0).longValue(), null);
        }
        @SuppressWarnings("unchecked")
        List<Object[]> first = em.createNativeQuery("""
                SELECT id, account_id FROM submissions
                 WHERE game = ?1 AND instance_id = ?2 AND line_hash = ?3 AND contest_id IS NULL
                 ORDER BY id LIMIT 1""")
                .setParameter(1, game).setParameter(2, instance).setParameter(3, lineHash).getResultList();
        if (first.isEmpty() || ((Number) first.get(0)[1]).longValue() == accountId) {
            return Original.NONE;
        }
        return new Original(null, ((Number) first.get(0)[0]).longValue());
    }
}
