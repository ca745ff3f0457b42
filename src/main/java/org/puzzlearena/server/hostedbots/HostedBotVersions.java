package org.puzzlearena.server.hostedbots;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.NoSuchElementException;
import java.util.Optional;

/**
 * The stored versions as the hosted runs need them (docs/HOSTED_BOTS.md): what to run and whose it
 * is, and its bytes. Who may run a version is the caller's to decide; a retired version is still
 * returned, marked {@code retired}, so that the caller can refuse it with a reason.
 */
@ApplicationScoped
public class HostedBotVersions {

    /** A version to run: its bot and owner, how it runs, and the SHA-256 its bytes have. */
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
            boolean retired) {

        static RunnableVersion of(StoredVersion v) {
            return new RunnableVersion(
                    v.id(),
                    v.botId(),
                    v.botName(),
                    v.owner(),
                    v.ownerAccountId(),
                    v.number(),
                    v.runtime(),
                    v.kind(),
                    v.fileName(),
                    v.entry(),
                    v.sha256(),
                    v.retired());
        }
    }

    @Inject
    HostedBotVersionRepository versions;

    /** Version {@code number} of bot {@code botId}; empty when either is unknown. */
    @Transactional
    public Optional<RunnableVersion> runnable(long botId, int number) {
        return versions.byNumber(botId, number).map(RunnableVersion::of);
    }

    /** The bot's newest version that is not retired (a run that names no version); empty when none is. */
    @Transactional
    public Optional<RunnableVersion> newestUnretired(long botId) {
        return versions.newestUnretired(botId).map(RunnableVersion::of);
    }

    @Transactional
    public Optional<RunnableVersion> byId(long versionId) {
        return versions.stored(versionId).map(RunnableVersion::of);
    }

    /**
     * The version's bytes, exactly as uploaded (their SHA-256 is {@link RunnableVersion#sha256}).
     *
     * @throws NoSuchElementException when there is no such version: a caller holds an id it got here
     */
    @Transactional
    public byte[] content(long versionId) {
        return versions.content(versionId)
                .orElseThrow(() -> new NoSuchElementException("no hosted bot version " + versionId));
    }
}
