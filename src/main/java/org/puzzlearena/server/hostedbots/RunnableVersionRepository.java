package org.puzzlearena.server.hostedbots;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.hostedbots.HostedBotVersions.RunnableVersion;

/** Reads of hosted_bots and hosted_bot_versions (V19) for runs: plain SQL, no entity needed. */
@ApplicationScoped
public class RunnableVersionRepository {

    @Inject
    EntityManager em;

    private static final String SELECT = """
            SELECT v.id, b.id, b.name, a.username, a.id, v.number, v.runtime, v.kind, v.file_name, v.entry, v.sha256,
                   v.retired_at IS NOT NULL
              FROM hosted_bot_versions v JOIN hosted_bots b ON b.id = v.bot_id JOIN accounts a ON a.id = b.account_id""";

    Optional<RunnableVersion> find(long botId, int number) {
        return first(em.createNativeQuery(SELECT + " WHERE v.bot_id = ?1 AND v.number = ?2")
                .setParameter(1, botId)
                .setParameter(2, number)
                .getResultList());
    }

    Optional<RunnableVersion> newestUnretired(long botId) {
        return first(em.createNativeQuery(
                        SELECT + " WHERE v.bot_id = ?1 AND v.retired_at IS NULL ORDER BY v.number DESC LIMIT 1")
                .setParameter(1, botId)
                .getResultList());
    }

    Optional<RunnableVersion> byId(long versionId) {
        return first(em.createNativeQuery(SELECT + " WHERE v.id = ?1")
                .setParameter(1, versionId)
                .getResultList());
    }

    byte[] content(long versionId) {
        List<?> rows = em.createNativeQuery("SELECT content FROM hosted_bot_versions WHERE id = ?1")
                .setParameter(1, versionId)
                .getResultList();
        if (rows.isEmpty()) {
            throw new IllegalStateException("hosted bot version " + versionId + " is gone");
        }
        return (byte[]) rows.get(0);
    }

    private static Optional<RunnableVersion> first(List<?> rows) {
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        Object[] r = (Object[]) rows.get(0);
        return Optional.of(new RunnableVersion(
                ((Number) r[0]).longValue(),
                ((Number) r[1]).longValue(),
                (String) r[2],
                (String) r[3],
                ((Number) r[4]).longValue(),
                ((Number) r[5]).intValue(),
                (String) r[6],
                (String) r[7],
                (String) r[8],
                (String) r[9],
                (String) r[10],
                (Boolean) r[11]));
    }
}
