package org.puzzlearena.rating;

/** Where a match's SPRT stands: H1 accepted, H0 accepted, or no decision (yet, or ever: max games). */
public enum Verdict {
    H1("H1"),
    H0("H0"),
    INCONCLUSIVE("inconclusive");

    private final String text;

    Verdict(String text) {
        this.text = text;
    }

    /** The verdict as printed and served: {@code H1}, {@code H0} or {@code inconclusive}. */
    public String text() {
        return text;
    }
}
