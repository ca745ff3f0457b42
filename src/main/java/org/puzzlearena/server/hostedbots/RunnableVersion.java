package org.puzzlearena.server.hostedbots;

/**
 * One version of a hosted bot as a run needs it: whose it is, what runs it, and whether it was
 * retired (then it may no longer be run; the caller refuses it with a reason). Without its bytes:
 * {@link HostedBotVersions#content} reads them when a worker unpacks the version.
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
