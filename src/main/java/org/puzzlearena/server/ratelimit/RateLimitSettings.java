package org.puzzlearena.server.ratelimit;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * The request rate limits ({@code arena.rate-limits.<limit>.capacity} and {@code .period}): each
 * allows {@code capacity} requests at once, refilled at {@code capacity} per {@code period}. Their
 * values, and why, are in application.properties and docs/SECURITY.md ("Rate limits").
 */
@ConfigMapping(prefix = "arena.rate-limits")
public interface RateLimitSettings {

    /** Anonymous replays (POST /api/verify without credentials), per client address. */
    Limit anonymousReplays();

    /** Replays by a logged-in person or a bot (verify, submissions, contest submissions), per participant. */
    Limit participantReplays();

    /** Account creations, per client address. */
    Limit signUps();

    /**
     * Invitation codes tried that were not valid (unknown codes), per client address: guessing a
     * code is as hopeless as guessing a password, and stays so.
     */
    Limit invitationFailures();

    /** Log-in attempts that failed, per client address (the per-account lock-out is arena.login.*). */
    Limit loginFailures();

    /** API tokens created, per account. */
    Limit tokens();

    /** Bot runs started (start, restart, resume), per account. */
    Limit botRuns();

    /** Suite runs started (each is one bot run per item of its suite), per account. */
    Limit suiteRuns();

    /** The MCTS lab's server-side searches (POST /api/lab/moves), per client address or participant. */
    Limit labSearches();

    /** Bulk imports of a contest's participants (each up to 1,000 accounts), per account. */
    Limit participantImports();

    /** Questions asked to a contest's staff (stored, audited and pushed to every staff page), per account. */
    Limit clarifications();

    /** Hosted bots created and versions uploaded (each up to 1 MiB, kept for good), per account. */
    Limit hostedUploads();

    /** Arena ladder games an admin has played at once (POST /api/arena/{game}/games), counted by games, per account. */
    Limit arenaGames();

    /** Arena matches started (POST /api/arena/matches), per account. */
    Limit arenaMatches();

    /**
     * A replay counts as one request of the replay limits per this many bytes of moves (rounded up,
     * at least one): what a replay costs grows with its length, so the limits bound CPU, not counts.
     */
    @WithDefault("1024")
    int replayBytesPerRequest();

    interface Limit {
        int capacity();

        Duration period();
    }
}
