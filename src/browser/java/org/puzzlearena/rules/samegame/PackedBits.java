package org.puzzlearena.rules.samegame;

/**
 * The browser build's stand-in for src/main/java's PackedBits (same name, same methods): TeaVM's
 * class library has no {@code Long.compress} / {@code Long.expand}, so the JavaScript build
 * compiles this class in its place (pom.xml stages it over the JVM class before TeaVM runs).
 * PortableBitsTest checks PortableBits against the JDK bit for bit.
 */
final class PackedBits {

    private PackedBits() {}

    static long compress(long x, long mask) {
        return PortableBits.compress(x, mask);
    }

    static long expand(long x, long mask) {
        return PortableBits.expand(x, mask);
    }
}
