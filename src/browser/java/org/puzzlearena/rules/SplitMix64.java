package org.puzzlearena.rules;

/**
 * The browser build's stand-in for src/main/java's SplitMix64 (same name, same methods): TeaVM
 * compiles {@code long} to JavaScript {@code BigInt}, which allocates at every operation, so the
 * JavaScript build draws through {@link IntSplitMix64}, the same generator in 32-bit halves (pom.xml
 * stages this class over the JVM one before TeaVM runs). IntSplitMix64Test checks the two bit for
 * bit, and BrowserPlayoutParityTest the seeded playouts of rules.js against the JVM's.
 */
public final class SplitMix64 {

    private final IntSplitMix64 ints;

    public SplitMix64(long seed) {
        this.ints = new IntSplitMix64((int) (seed >>> 32), (int) seed);
    }

    public long nextLong() {
        return ints.nextLong();
    }

    public int nextInt(int bound) {
        return ints.nextInt(bound);
    }

    public double nextDouble() {
        return ints.nextDouble();
    }
}
