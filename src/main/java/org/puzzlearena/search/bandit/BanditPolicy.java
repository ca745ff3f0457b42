package org.puzzlearena.search.bandit;

import org.puzzlearena.rules.SplitMix64;

/**
 * A way of choosing which arm to pull next from what the earlier pulls paid. A policy keeps its
 * own counts, so one instance plays one run; {@link #fresh} makes another for the next run.
 */
public interface BanditPolicy {

    /** A short name for tables and charts, e.g. {@code UCB1} or {@code epsilon-greedy 0.1}. */
    String name();

    /** The arm to pull next; the random generator is the run's own. */
    int choose(SplitMix64 rng);

    /** What the pull of {@code arm} paid (0 or 1). */
    void record(int arm, int reward);

    /** A new policy of the same kind and settings with no pulls recorded, for {@code arms} arms. */
    BanditPolicy fresh(int arms);
}
