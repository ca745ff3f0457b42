package org.puzzlearena.server.contests;

/** An instance of a contest, as the rules core names it (canonical ids). */
public record InstanceRef(String game, String instance) {

    /** "A" for the first instance, ..., "Z", then "AA", "AB", ...: how pages and CSV columns name them. */
    public static String label(int index) {
        String s = "";
        int n = index;
        do {
            s = (char) ('A' + n % 26) + s;
            n = n / 26 - 1;
        } while (n >= 0);
        return s;
    }
}
