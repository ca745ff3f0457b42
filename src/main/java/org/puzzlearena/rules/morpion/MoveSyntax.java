package org.puzzlearena.rules.morpion;

import org.puzzlearena.rules.Clip;

/**
 * Reads the two line shapes of Pentasol text, {@code (X,Y)} and {@code (X,Y) DIR OFFSET}, by hand
 * (no regex: the rules are compiled to JavaScript). Numbers of any length are accepted and
 * saturate, so a coordinate like 10^100 reads as "far away" instead of overflowing.
 */
final class MoveSyntax {

    /** Magnitudes at or above this are kept as this value and flagged as saturated. */
    static final long HUGE = 1_000_000_000_000L;

    /** A number read from text: its value (saturated) and a short text for messages. */
    static final class Number {
        final long value;
        final String text;

        Number(long value, String text) {
            this.value = value;
            this.text = text;
        }

        boolean saturated() {
            return value >= HUGE || value <= -HUGE;
        }
    }

    /** A line of the shape {@code (X,Y) DIR OFFSET}; nothing about its legality is known yet. */
    static final class Move {
        final Number x;
        final Number y;
        final int dir;
        final Number offset;

        Move(Number x, Number y, int dir, Number offset) {
            this.x = x;
            this.y = y;
            this.dir = dir;
            this.offset = offset;
        }
    }

    private final String text;
    private int pos;

    private MoveSyntax(String text) {
        this.text = text;
    }

    /** The move read from {@code text}, or null when it is not of the shape (X,Y) DIR OFFSET. */
    static Move parseMove(String text) {
        if (text == null) {
            return null;
        }
        MoveSyntax in = new MoveSyntax(text);
        Number[] point = in.point();
        if (point == null) {
            return null;
        }
        in.skipSpaces();
        int dir = in.direction();
        if (dir < 0) {
            return null;
        }
        in.skipSpaces();
        Number offset = in.number();
        if (offset == null) {
            return null;
        }
        in.skipSpaces();
        return in.atEnd() ? new Move(point[0], point[1], dir, offset) : null;
    }

    /** The point of a reference line {@code (X,Y)}, or null when the text is not one. */
    static Number[] parseReference(String text) {
        if (text == null) {
            return null;
        }
        MoveSyntax in = new MoveSyntax(text);
        Number[] point = in.point();
        in.skipSpaces();
        return point != null && in.atEnd() ? point : null;
    }

    private Number[] point() {
        skipSpaces();
        if (!accept('(')) {
            return null;
        }
        skipSpaces();
        Number x = number();
        skipSpaces();
        if (x == null || !accept(',')) {
            return null;
        }
        skipSpaces();
        Number y = number();
        skipSpaces();
        if (y == null || !accept(')')) {
            return null;
        }
        return new Number[] {x, y};
    }

    private int direction() {
        if (atEnd()) {
            return -1;
        }
        char c = text.charAt(pos);
        for (int dir = 0; dir < 4; dir++) {
            if (Lines.SYMBOL[dir] == c) {
                pos++;
                return dir;
            }
        }
        return -1;
    }

    private Number number() {
        int start = pos;
        boolean negative = false;
        if (!atEnd() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
            negative = text.charAt(pos) == '-';
            pos++;
        }
        int digitsStart = pos;
        long value = 0;
        while (!atEnd() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
            if (value < HUGE) {
                value = value * 10 + (text.charAt(pos) - '0');
            }
            pos++;
        }
        if (pos == digitsStart) {
            pos = start;
            return null;
        }
        value = Math.min(value, HUGE);
        if (negative) {
            value = -value;
        }
        String shown = value < HUGE && value > -HUGE ? Long.toString(value) : Clip.clip(text.substring(start, pos), 24);
        return new Number(value, shown);
    }

    private void skipSpaces() {
        while (!atEnd() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t' || text.charAt(pos) == '\r')) {
            pos++;
        }
    }

    private boolean accept(char c) {
        if (!atEnd() && text.charAt(pos) == c) {
            pos++;
            return true;
        }
        return false;
    }

    private boolean atEnd() {
        return pos >= text.length();
    }
}
