package org.puzzlearena.search;

import java.util.Arrays;

/**
 * The weights of an NRPA policy, keyed by move code, with exp(weight) cached next to each weight
 * so that a playout reads one double per legal move and never calls exp.
 *
 * <p>Every game of the platform has small non-negative codes (Morpion below 2^15, SameGame below
 * 2304, Sudoku below 4096), so codes in [0, {@value #DENSE_LIMIT}) live in flat arrays that grow to
 * the largest code adapted so far: a lookup is one bounds check and one array read, and copying a
 * policy (once per lower-level search) is two array copies. Any other code (negative or huge, from a
 * game not written yet) goes to a small open-addressing table; absent codes have weight 0.
 */
final class NrpaPolicy {

    /** Codes below this (and not negative) are stored densely. */
    static final int DENSE_LIMIT = 1 << 20;

    /**
     * exp() is taken of a weight clamped to this magnitude. Weights stay far below it in practice,
     * but an unbounded weight would turn a sum of exponentials into infinity (or zero) and every
     * probability into NaN; exp(300) times any number of moves is still a finite double.
     */
    private static final double EXP_CLAMP = 300;

    /** 0 is always a dense code, so it can mark an empty slot of the sparse table. */
    private static final int EMPTY = 0;

    private double[] weight = new double[0];
    private double[] exp = new double[0];

    private int[] sparseKeys = new int[0];
    private double[] sparseWeight = new double[0];
    private double[] sparseExp = new double[0];
    private int sparseSize;

    /** exp(weight) of {@code code}: 1 for a code never adapted. */
    double expOf(int code) {
        if (code >= 0 && code < exp.length) {
            return exp[code];
        }
        if (code >= 0 && code < DENSE_LIMIT) {
            return 1.0;
        }
        int slot = findSlot(code);
        return slot >= 0 && sparseKeys[slot] == code ? sparseExp[slot] : 1.0;
    }

    double weightOf(int code) {
        if (code >= 0 && code < weight.length) {
            return weight[code];
        }
        if (code >= 0 && code < DENSE_LIMIT) {
            return 0.0;
        }
        int slot = findSlot(code);
        return slot >= 0 && sparseKeys[slot] == code ? sparseWeight[slot] : 0.0;
    }

    /** Adds {@code delta} to the weight of {@code code} and recomputes its exponential at once. */
    void shift(int code, double delta) {
        if (code >= 0 && code < DENSE_LIMIT) {
            if (code >= weight.length) {
                growDense(code);
            }
            double w = weight[code] + delta;
            weight[code] = w;
            exp[code] = clampedExp(w);
            return;
        }
        int slot = slotForInsert(code);
        double w = sparseWeight[slot] + delta;
        sparseWeight[slot] = w;
        sparseExp[slot] = clampedExp(w);
    }

    /** Back to the uniform policy (every weight 0), keeping the arrays. */
    void reset() {
        Arrays.fill(weight, 0.0);
        Arrays.fill(exp, 1.0);
        Arrays.fill(sparseKeys, EMPTY);
        Arrays.fill(sparseWeight, 0.0);
        Arrays.fill(sparseExp, 1.0);
        sparseSize = 0;
    }

    /** Makes this policy equal to {@code other}, reusing this one's arrays when they are big enough. */
    void copyFrom(NrpaPolicy other) {
        int n = other.weight.length;
        if (weight.length < n) {
            weight = new double[n];
            exp = new double[n];
        }
        System.arraycopy(other.weight, 0, weight, 0, n);
        System.arraycopy(other.exp, 0, exp, 0, n);
        if (weight.length > n) {
            Arrays.fill(weight, n, weight.length, 0.0);
            Arrays.fill(exp, n, exp.length, 1.0);
        }
        if (other.sparseKeys.length == 0 && sparseKeys.length == 0) {
            return;
        }
        if (sparseKeys.length != other.sparseKeys.length) {
            sparseKeys = new int[other.sparseKeys.length];
            sparseWeight = new double[other.sparseKeys.length];
            sparseExp = new double[other.sparseKeys.length];
        }
        System.arraycopy(other.sparseKeys, 0, sparseKeys, 0, sparseKeys.length);
        System.arraycopy(other.sparseWeight, 0, sparseWeight, 0, sparseKeys.length);
        System.arraycopy(other.sparseExp, 0, sparseExp, 0, sparseKeys.length);
        sparseSize = other.sparseSize;
    }

    private static double clampedExp(double w) {
        // Not Math.exp: its bits may differ between JVMs and JIT tiers, and a seed must fix the run.
        return DeterministicExp.exp(Math.max(-EXP_CLAMP, Math.min(EXP_CLAMP, w)));
    }

    private void growDense(int code) {
        int size = Math.max(code + 1, Math.min(DENSE_LIMIT, Math.max(64, 2 * weight.length)));
        int old = weight.length;
        weight = Arrays.copyOf(weight, size);
        exp = Arrays.copyOf(exp, size);
        Arrays.fill(exp, old, size, 1.0);
    }

    // ---------------------------------------------------------------- sparse table (linear probing)

    /** The slot holding {@code code}, or the empty slot where probing stopped; -1 if the table is empty. */
    private int findSlot(int code) {
        if (sparseKeys.length == 0) {
            return -1;
        }
        int mask = sparseKeys.length - 1;
        int slot = mix(code) & mask;
        while (sparseKeys[slot] != code && sparseKeys[slot] != EMPTY) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private int slotForInsert(int code) {
        if (2 * (sparseSize + 1) > sparseKeys.length) {
            rehash(Math.max(16, 2 * sparseKeys.length));
        }
        int slot = findSlot(code);
        if (sparseKeys[slot] == EMPTY) {
            sparseKeys[slot] = code;
            sparseWeight[slot] = 0.0;
            sparseExp[slot] = 1.0;
            sparseSize++;
        }
        return slot;
    }

    private void rehash(int capacity) {
        int[] keys = sparseKeys;
        double[] weights = sparseWeight;
        double[] exps = sparseExp;
        sparseKeys = new int[capacity];
        sparseWeight = new double[capacity];
        sparseExp = new double[capacity];
        Arrays.fill(sparseExp, 1.0);
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != EMPTY) {
                int slot = findSlot(keys[i]);
                sparseKeys[slot] = keys[i];
                sparseWeight[slot] = weights[i];
                sparseExp[slot] = exps[i];
            }
        }
    }

    private static int mix(int code) {
        int h = code * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
