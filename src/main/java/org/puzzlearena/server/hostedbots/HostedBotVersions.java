package org.puzzlearena.server.hostedbots;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.NoSuchElementException;
import java.util.Optional;

/**
 * The stored versions as the hosted runs need them (docs/HOSTED_BOTS.md): what to run and whose it
 * is ({@link StoredVersion}, the store's own view of a version), and its bytes. Who may run a
 * version is the caller's to decide; a retired version is still returned, marked {@code retired},
 * so that the caller can refuse it with a reason.
 */
@ApplicationScoped
public class HostedBotVersions {

    @Inject
    HostedBotVersionRepository versions;

    /** Version {@code number} of bot {@code botId}; empty when either is unknown. */
    @Transactional
    public Optional<StoredVersion> runnable(long botId, int number) {
        return versions.byNumber(botId, number);
    }

    /** The bot's newest version that is not retired (a run that names no version); empty when none is. */
    @Transactional
    public Optional<StoredVersion> newestUnretired(long botId) {
        return versions.newestUnretired(botId);
    }

    @Transactional
    public Optional<StoredVersion> byId(long versionId) {
        return versions.stored(versionId);
    }

    /**
     * The version's bytes, exactly as uploaded (their SHA-256 is {@link StoredVersion#sha256}).
     *
     * @throws NoSuchElementException when there is no such version: a caller holds an id it got here
     */
    @Transactional
    public byte[] content(long versionId) {
        return versions.content(versionId)
                .orElseThrow(() -> new NoSuchElementException("no hosted bot version " + versionId));
    }
}
