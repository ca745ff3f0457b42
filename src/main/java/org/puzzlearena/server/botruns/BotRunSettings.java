package org.puzzlearena.server.botruns;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.OptionalInt;

/**
 * How the server runs bots ({@code arena.bot-runs.*}); the per-caller limits are in {@link #limits()},
 * the live feeds' settings in {@link org.puzzlearena.server.live.LiveSettings}.
 */
@ConfigMapping(prefix = "arena.bot-runs")
public interface BotRunSettings {

    /** Runs executed at once; by default one per core, so searches never fight over a core. */
    OptionalInt poolSize();

    /** Queued runs of all users together; beyond it POST answers 429 (the queue stays bounded). */
    @WithDefault("1000")
    int maxQueued();

    /** How often a running run's best-so-far and counters are written to the database at most. */
    @WithDefault("1s")
    Duration saveInterval();

    /**
     * How often finished runs whose entry a contest held back are checked for a lifted seal: the
     * delay between a contest's end (or unfreeze) and their appearance on the leaderboards.
     */
    @WithDefault("2s")
    Duration releaseInterval();

    /**
     * How long a run keeps its pool slot while runs of other accounts wait: then it gives the slot
     * up at its next budget check and queues again (docs/SECURITY.md, bot runs take turns).
     */
    @WithDefault("2s")
    Duration quantum();

    /**
     * How long an instance holds its queued and running runs without renewing (it renews at a third
     * of it). When an instance dies, its runs become interrupted this long after, at the latest one
     * sweep interval later, on any other instance (docs/SCALING.md).
     */
    @WithDefault("15s")
    Duration lease();

    /** How often every instance looks for runs whose instance died (their lease ran out). */
    @WithDefault("10s")
    Duration sweepInterval();

    /** What an ordinary account may ask for (see {@link RunAllowance}). */
    Limits limits();

    /**
     * What organizers and admins may ask for (logged in as people): reference bots for their
     * contests run longer and more at once. Unset keys fall back to the defaults of {@link Limits}.
     */
    Limits organizerLimits();

    interface Limits {

        /** The longest run, in seconds; a playout budget also ends there. */
        @WithDefault("600")
        double maxSeconds();

        @WithDefault("1000000000")
        long maxPlayouts();

        /** Queued plus running runs of one account; more answers 429 with Retry-After. */
        @WithDefault("2")
        int maxActive();

        /** Worker threads of one run (parallel beam search); a pool slot is one core. */
        @WithDefault("1")
        int maxThreads();
    }
}
