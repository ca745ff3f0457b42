package org.puzzlearena.rules.morpion;

/**
 * Legality of every 5-point window of one board line at once, from the line's dots and used bits.
 * A window starting at bit j is a legal move when exactly one of its 5 points is empty and none of
 * its 4 segments (5T) or 5 points (5D) is used by an earlier line in the same direction.
 */
final class LineRules {

    private LineRules() {}

    /**
     * Bit j is set when the window starting at bit j is legal.
     *
     * @param dots the line's dots
     * @param used the line's used segments (5T: bit k = segment from point k to k+1) or points (5D)
     * @param fifthBitRule all ones for 5D (the window's 5th point counts), zero for 5T
     */
    static long legalStarts(long dots, long used, long fifthBitRule) {
        // Count the empty points of every window with bit-sliced full adders: 5 inputs, one
        // sum bit and two carries; "exactly one empty" is sum set and both carries clear.
        long e0 = ~dots;
        long e1 = e0 >>> 1;
        long e2 = e0 >>> 2;
        long e3 = e0 >>> 3;
        long e4 = e0 >>> 4;
        long x1 = e0 ^ e1;
        long s1 = x1 ^ e2;
        long c1 = (e0 & e1) | (e2 & x1);
        long x2 = s1 ^ e3;
        long s2 = x2 ^ e4;
        long c2 = (s1 & e3) | (e4 & x2);
        return s2 & ~(c1 | c2) & ~blockedStarts(used, fifthBitRule);
    }

    /**
     * Bit j is set when the window starting at bit j shares a used segment (5T) or point (5D); same
     * parameters as {@link #legalStarts}.
     */
    static long blockedStarts(long used, long fifthBitRule) {
        long u2 = used | (used >>> 1);
        return u2 | (u2 >>> 2) | ((used >>> 4) & fifthBitRule);
    }
}
