package org.puzzlearena.rules;

/**
 * Shortens a text quoted back in an error message, so that a megabyte of bad input never becomes a
 * megabyte of error: one helper for every layer (the rules, the bots, the server).
 */
public final class Clip {

    private Clip() {}

    /** {@code text} itself when it has at most {@code max} characters, else its start and "..."; "" for null. */
    public static String clip(String text, int max) {
        if (text == null) {
            return "";
        }
        return text.length() <= max ? text : text.substring(0, max - 3) + "...";
    }
}
