package org.puzzlearena.search;

import java.util.Arrays;

/**
 * A best sequence as NRPA's adaptation reads it, built once per sequence and reused for every
 * adaptation towards it (a level adapts towards the same best sequence until a better one comes,
 * often for most of its iterations). Steps that teach something (more than one legal move), each
 * with its legal codes and the codes played there (one with Rosin's adaptation, a whole layer with
 * {@link NrpaLayers}), all as indexes into the sequence's distinct codes. Adapting is then a pass
 * over small dense arrays: one exponential read and one weight update per distinct code instead
 * of per (step, legal move) pair, and no scattered writes into the policy inside the loop.
 */
final class NrpaPlan {

    int steps;
    /** The legal codes of step t are entries [stepStart[t], stepStart[t + 1]). */
    int[] stepStart = new int[64];
    /** Per entry: the index of its code in {@link #codes}. */
    int[] entry = new int[256];
    /** The codes played at step t are played[playedStart[t] .. playedStart[t + 1]). */
    int[] playedStart = new int[64];

    int[] played = new int[64];
    /** The distinct codes of the sequence. */
    int[] codes = new int[64];

    int distinct;
    private int entries;
    private int playedCount;

    // Code -> index while building: direct for codes below DIRECT (every game's so far), else open
    // addressing; an entry is in use when its stamp is the current one.
    private static final int DIRECT = 1 << 16;

    private int[] directStamps = new int[0];
    private int[] directValues = new int[0];

    private int[] keys = new int[256];
    private int[] values = new int[256];
    private int[] stamps = new int[256];
    private int stamp;
    /** Codes of the current build in the open-addressing table. */
    private int hashed;

    void clear() {
        steps = 0;
        entries = 0;
        playedCount = 0;
        distinct = 0;
        hashed = 0;
        stepStart[0] = 0;
        playedStart[0] = 0;
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(stamps, 0);
            Arrays.fill(directStamps, 0);
            stamp = 1;
        }
    }

    /** Adds a legal code to the step being built. */
    void addLegal(int code) {
        if (entries == entry.length) {
            entry = Arrays.copyOf(entry, 2 * entries);
        }
        entry[entries++] = indexOf(code);
    }

    /** Adds a played code to the step being built. */
    void addPlayed(int code) {
        if (playedCount == played.length) {
            played = Arrays.copyOf(played, 2 * playedCount);
        }
        played[playedCount++] = indexOf(code);
    }

    /** Closes the step being built. */
    void endStep() {
        if (steps + 2 > stepStart.length) {
            stepStart = Arrays.copyOf(stepStart, 2 * stepStart.length);
            playedStart = Arrays.copyOf(playedStart, 2 * playedStart.length);
        }
        steps++;
        stepStart[steps] = entries;
        playedStart[steps] = playedCount;
    }

    /** Rosin's steps of {@code seq}: every step with a choice, the one code played there. */
    void ofSteps(NrpaSequence seq) {
        clear();
        for (int t = 0; t < seq.length; t++) {
            int from = seq.stepStart[t];
            int to = seq.stepStart[t + 1];
            if (to - from > 1) {
                // A forced move's gradient is exactly zero (alpha - alpha * e / e): no step.
                for (int j = from; j < to; j++) {
                    addLegal(seq.codes[j]);
                }
                addPlayed(seq.codes[seq.played[t]]);
                endStep();
            }
        }
    }

    /**
     * Adapts {@code policy} towards this plan: at each step every played code gains alpha and every
     * legal code loses alpha times the number played times its probability, all probabilities from
     * the policy as it was before (Rosin's Adapt when one code is played per step). {@code scratch}
     * holds two doubles per distinct code; the grown array is returned.
     */
    double[] adapt(NrpaPolicy policy, double alpha, double[] scratch) {
        int d = distinct;
        if (scratch.length < 2 * d) {
            scratch = new double[Math.max(2 * d, 2 * scratch.length)];
        }
        double[] e = scratch;
        for (int k = 0; k < d; k++) {
            e[k] = policy.expOf(codes[k]);
            e[d + k] = 0.0;
        }
        int[] ent = entry;
        for (int t = 0; t < steps; t++) {
            int from = stepStart[t];
            int to = stepStart[t + 1];
            double z = 0;
            for (int j = from; j < to; j++) {
                z += e[ent[j]];
            }
            int p0 = playedStart[t];
            int p1 = playedStart[t + 1];
            double scale = -alpha * (p1 - p0) / z;
            for (int j = from; j < to; j++) {
                int k = ent[j];
                e[d + k] += scale * e[k];
            }
            for (int p = p0; p < p1; p++) {
                e[d + played[p]] += alpha;
            }
        }
        for (int k = 0; k < d; k++) {
            policy.shift(codes[k], e[d + k]);
        }
        return scratch;
    }

    private int indexOf(int code) {
        if (code >= 0 && code < DIRECT) {
            if (code >= directStamps.length) {
                int size = Math.min(DIRECT, Math.max(code + 1, 2 * directStamps.length));
                directStamps = Arrays.copyOf(directStamps, size);
                directValues = Arrays.copyOf(directValues, size);
            }
            if (directStamps[code] == stamp) {
                return directValues[code];
            }
            directStamps[code] = stamp;
            directValues[code] = distinct;
            return append(code);
        }
        if (2 * (hashed + 1) > keys.length) {
            rehash(2 * keys.length);
        }
        int mask = keys.length - 1;
        int slot = mix(code) & mask;
        while (stamps[slot] == stamp) {
            if (keys[slot] == code) {
                return values[slot];
            }
            slot = (slot + 1) & mask;
        }
        stamps[slot] = stamp;
        keys[slot] = code;
        values[slot] = distinct;
        hashed++;
        return append(code);
    }

    private int append(int code) {
        if (distinct == codes.length) {
            codes = Arrays.copyOf(codes, 2 * distinct);
        }
        codes[distinct] = code;
        return distinct++;
    }

    private void rehash(int capacity) {
        keys = new int[capacity];
        values = new int[capacity];
        // Fresh stamps are all 0 and the current stamp is at least 1: the table starts empty.
        stamps = new int[capacity];
        int mask = capacity - 1;
        for (int k = 0; k < distinct; k++) {
            if (codes[k] >= 0 && codes[k] < DIRECT) {
                continue;
            }
            int slot = mix(codes[k]) & mask;
            while (stamps[slot] == stamp) {
                slot = (slot + 1) & mask;
            }
            stamps[slot] = stamp;
            keys[slot] = codes[k];
            values[slot] = k;
        }
    }

    private static int mix(int code) {
        int h = code * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
