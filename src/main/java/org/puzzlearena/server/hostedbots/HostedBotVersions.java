package org.puzzlearena.server.hostedbots;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.Optional;

/**
 * The hosted bots' versions as bot runs read them (docs/HOSTED_BOTS.md): a version by its bot and
 * number, or by its id, and its bytes. The store (uploads, retiring) writes them.
 */
@ApplicationScoped
public class HostedBotVersions {

    /**
     * One version as a run needs it: whose it is, what runs it, and whether it was retired (then it
     * may no longer be run; the caller refuses it with a reason). Without its bytes ({@link #content}).
     */
    public record RunnableVersion(
            long versionId,
            long botId,
            String botName,
            String owner,
            long ownerAccountId,
            int number,
            String runtime,
            String kind,
            String fileName,
            String entry,
            String sha256,
            boolean retired) {}

    @Inject
    RunnableVersionRepository versions;

    /** Version {@code number} of bot {@code botId}; empty when either is unknown. A retired one is returned. */
    @Transactional
    public Optional<RunnableVersion> runnable(long botId, int number) {
        return versions.find(botId, number);
    }

    /** The newest version of bot {@code botId} that is not retired; empty when it has none (or no such bot). */
    @Transactional
    public Optional<RunnableVersion> newestUnretired(long botId) {
        return versions.newestUnretired(botId);
    }

    @Transactional
    public Optional<RunnableVersion> byId(long versionId) {
        return versions.byId(versionId);
    }

    /** The version's uploaded bytes (a source file or a zip archive). */
    @Transactional
    public byte[] content(long versionId) {
        return versions.content(versionId);
    }
}
