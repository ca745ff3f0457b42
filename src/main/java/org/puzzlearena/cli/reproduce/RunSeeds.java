package org.puzzlearena.cli.reproduce;

import org.puzzlearena.rules.SplitMix64;

/**
 * The seed of each independent run, derived from the command's {@code --seed}, the name of the
 * series the run belongs to and its index: a run can be repeated alone, and the result does not
 * depend on how many threads ran the series or in which order they finished.
 */
final class RunSeeds {

    private RunSeeds() {}

    static long of(long baseSeed, String series, int index) {
        long h = 1125899906842597L;
        for (int i = 0; i < series.length(); i++) {
            h = 31 * h + series.charAt(i);
        }
        // Two SplitMix64 steps decorrelate neighbouring indexes and series.
        long mixed = new SplitMix64(baseSeed ^ new SplitMix64(h).nextLong()).nextLong();
        return new SplitMix64(mixed + index * 0x9E3779B97F4A7C15L).nextLong();
    }
}
