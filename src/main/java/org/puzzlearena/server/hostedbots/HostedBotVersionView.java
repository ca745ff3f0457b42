package org.puzzlearena.server.hostedbots;

import java.time.Instant;

/** A version as the API shows it (docs/HOSTED_BOTS.md, "Uploading a bot"): everything but the bytes. */
public record HostedBotVersionView(
        long id,
        int number,
        String runtime,
        String kind,
        String fileName,
        String entry,
        int sizeBytes,
        String sha256,
        Instant createdAt,
        Instant retiredAt) {

    static HostedBotVersionView of(StoredVersion v) {
        return new HostedBotVersionView(
                v.id(),
                v.number(),
                v.runtime(),
                v.kind(),
                v.fileName(),
                v.entry(),
                v.sizeBytes(),
                v.sha256(),
                v.createdAt(),
                v.retiredAt());
    }

    static HostedBotVersionView of(HostedBotVersion v) {
        return new HostedBotVersionView(
                v.id,
                v.number,
                v.runtime,
                v.kind,
                v.fileName,
                v.entry,
                v.sizeBytes,
                v.sha256,
                v.createdAt,
                v.retiredAt);
    }
}
