package org.puzzlearena.server.hostedbots;

import java.time.Instant;

/**
 * A version's metadata with its bot's and owner's, without its bytes: what the repository's
 * projections read, so that listing a bot's versions never loads a megabyte of each. The one view
 * of a version outside its entity: the store's pages show it, and the hosted runs run what it names
 * (its bytes, whose SHA-256 is {@link #sha256}, from {@link HostedBotVersions#content}).
 */
public record StoredVersion(
        long id,
        long botId,
        String botName,
        String owner,
        long ownerAccountId,
        int number,
        String runtime,
        String kind,
        String fileName,
        String entry,
        int sizeBytes,
        String sha256,
        Instant createdAt,
        Instant retiredAt) {

    public boolean retired() {
        return retiredAt != null;
    }
}
