package org.puzzlearena.rules.samegame;

/**
 * The two bit-gathering operations SameGame's gravity is built on, in one place so that the
 * browser build can swap them: on the JVM they are {@code Long.compress} / {@code Long.expand},
 * which HotSpot turns into single PEXT / PDEP instructions. TeaVM's class library lacks both, so
 * the JavaScript build (src/browser/java) compiles a class of this name that calls
 * {@link PortableBits} instead; the two are checked against each other by PortableBitsTest and by
 * the browser-versus-Java replay test.
 */
final class PackedBits {

    private PackedBits() {}

    /** The bits of {@code x} selected by {@code mask}, packed to the low end. */
    static long compress(long x, long mask) {
        return Long.compress(x, mask);
    }

    /** The low bits of {@code x} deposited, in order, at the set bits of {@code mask}. */
    static long expand(long x, long mask) {
        return Long.expand(x, mask);
    }
}
