package org.puzzlearena.search.bandit;

/** Pulls and total reward per arm: what every policy here learns from. */
final class ArmCounts {

    final long[] pulls;
    final long[] rewards;
    long total;

    ArmCounts(int arms) {
        pulls = new long[arms];
        rewards = new long[arms];
    }

    void record(int arm, int reward) {
        pulls[arm]++;
        rewards[arm] += reward;
        total++;
    }

    double mean(int arm) {
        return (double) rewards[arm] / pulls[arm];
    }

    /** The first arm never pulled, or -1: every policy here tries each arm once before comparing. */
    int firstUnpulled() {
        for (int i = 0; i < pulls.length; i++) {
            if (pulls[i] == 0) {
                return i;
            }
        }
        return -1;
    }

    /** The arm with the best empirical mean (lowest index among equals). */
    int greedy() {
        int best = 0;
        for (int i = 1; i < pulls.length; i++) {
            if (mean(i) > mean(best)) {
                best = i;
            }
        }
        return best;
    }
}
