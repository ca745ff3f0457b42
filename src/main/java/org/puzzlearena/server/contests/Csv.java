package org.puzzlearena.server.contests;

import java.util.List;

/**
 * CSV as RFC 4180 writes it, safe to open in a spreadsheet: a text field that starts like a
 * formula (= + - @, or a tab or carriage return) gets a leading apostrophe, so a username such as
 * "=HYPERLINK(...)" is shown as text instead of being run. Numbers are written as they are.
 */
final class Csv {

    private final StringBuilder out = new StringBuilder();

    /** Writes one row; each value is a {@link Number}, a {@link Boolean}, null (empty) or text. */
    Csv row(List<?> values) {
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            Object v = values.get(i);
            if (v instanceof Number || v instanceof Boolean) {
                out.append(v);
            } else if (v != null) {
                out.append(quote(text(v.toString())));
            }
        }
        out.append("\r\n");
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }

    /** Defuses a would-be formula. */
    static String text(String s) {
        if (!s.isEmpty() && "=+-@\t\r".indexOf(s.charAt(0)) >= 0) {
            return "'" + s;
        }
        return s;
    }

    /** Quotes a field when it holds a separator, a quote or a line break; quotes are doubled. */
    static String quote(String s) {
        boolean needs = s.indexOf(',') >= 0
                || s.indexOf('"') >= 0
                || s.indexOf('\n') >= 0
                || s.indexOf('\r') >= 0
                || (!s.isEmpty() && (s.charAt(0) == ' ' || s.charAt(s.length() - 1) == ' '));
        return needs ? '"' + s.replace("\"", "\"\"") + '"' : s;
    }
}
