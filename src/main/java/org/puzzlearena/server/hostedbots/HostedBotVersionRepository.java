package org.puzzlearena.server.hostedbots;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** The versions, read as {@link StoredVersion}s (no bytes) unless the bytes are what is asked for. */
@ApplicationScoped
public class HostedBotVersionRepository implements PanacheRepository<HostedBotVersion> {

    private static final String STORED = "select new org.puzzlearena.server.hostedbots.StoredVersion("
            + "v.id, b.id, b.name, a.username, a.id, v.number, v.runtime, v.kind, v.fileName, v.entry, "
            + "v.sizeBytes, v.sha256, v.createdAt, v.retiredAt) "
            + "from HostedBotVersion v join v.bot b join b.account a ";

    /** The versions of these bots, each bot's newest first. */
    public List<StoredVersion> ofBots(Collection<Long> botIds) {
        if (botIds.isEmpty()) {
            return List.of();
        }
        return getEntityManager()
                .createQuery(STORED + "where b.id in :bots order by b.id, v.number desc", StoredVersion.class)
                .setParameter("bots", botIds)
                .getResultList();
    }

    public Optional<StoredVersion> byNumber(long botId, int number) {
        return getEntityManager()
                .createQuery(STORED + "where b.id = :bot and v.number = :number", StoredVersion.class)
                .setParameter("bot", botId)
                .setParameter("number", number)
                .getResultStream()
                .findFirst();
    }

    public Optional<StoredVersion> stored(long versionId) {
        return getEntityManager()
                .createQuery(STORED + "where v.id = :id", StoredVersion.class)
                .setParameter("id", versionId)
                .getResultStream()
                .findFirst();
    }

    /** The bot's newest version that is not retired. */
    public Optional<StoredVersion> newestUnretired(long botId) {
        return getEntityManager()
                .createQuery(
                        STORED + "where b.id = :bot and v.retiredAt is null order by v.number desc",
                        StoredVersion.class)
                .setParameter("bot", botId)
                .setMaxResults(1)
                .getResultStream()
                .findFirst();
    }

    /** The number the bot's next version gets: one more than its highest (call with the bot's row locked). */
    public int nextNumber(long botId) {
        Integer highest = getEntityManager()
                .createQuery("select max(v.number) from HostedBotVersion v where v.bot.id = :bot", Integer.class)
                .setParameter("bot", botId)
                .getSingleResult();
        return highest == null ? 1 : highest + 1;
    }

    /** Sets retiredAt unless it is set already; true when this call retired it. */
    public boolean retire(long versionId, Instant at) {
        return update("retiredAt = ?1 where id = ?2 and retiredAt is null", at, versionId) == 1;
    }

    public Optional<byte[]> content(long versionId) {
        return getEntityManager()
                .createQuery("select v.content from HostedBotVersion v where v.id = :id", byte[].class)
                .setParameter("id", versionId)
                .getResultStream()
                .findFirst();
    }
}
