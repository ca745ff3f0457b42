package org.puzzlearena.rules.morpion;

/**
 * The two rule sets. They differ only in what an earlier line in the same direction forbids:
 * 5T forbids sharing a unit segment, 5D forbids sharing any point. The engine stores, per line of
 * the board, which segments (5T) or points (5D) are used, so the difference is one mask width.
 */
enum Variant {
    TOUCHING("5T", "morpion-5t", "Morpion Solitaire 5T (touching)", 485),
    DISJOINT("5D", "morpion-5d", "Morpion Solitaire 5D (disjoint)", 121);

    /** Short name used in details and file headers. */
    final String label;

    final String id;
    final String title;
    /**
     * Proven upper bounds on the number of moves: 485 for 5T (Michalewski, Nagorko, Pawlewicz
     * 2015), 121 for 5D (Kawamura et al., CCCG 2013). Both are above every known game (178, 82).
     */
    final int maxGameLength;

    Variant(String label, String id, String title, int maxGameLength) {
        this.label = label;
        this.id = id;
        this.title = title;
        this.maxGameLength = maxGameLength;
    }

    boolean disjoint() {
        return this == DISJOINT;
    }

    /**
     * All ones when the fifth used bit of a window matters (5D checks 5 points, 5T 4 segments);
     * lets {@link LineRules#legalStarts} serve both variants without a branch.
     */
    long fifthBitRule() {
        return disjoint() ? -1L : 0L;
    }

    /**
     * A safe size for a legal-move buffer: a legal move's window holds 4 dots and a dot lies in 20
     * windows, so there are at most 20 * dots / 4 legal moves, and dots <= 36 + moves played.
     */
    int maxLegalMoves() {
        return 5 * (Cross.DOTS + maxGameLength);
    }
}
