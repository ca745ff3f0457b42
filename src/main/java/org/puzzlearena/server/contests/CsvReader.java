package org.puzzlearena.server.contests;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads CSV as RFC 4180 writes it (and as spreadsheets export it): fields separated by commas,
 * quoted when they hold a comma, a quote (doubled) or a line break; lines ending in CRLF or LF.
 * Each record carries the line it starts on, so a refusal can point at the line the person sees
 * in their editor. Blank lines are skipped.
 */
final class CsvReader {

    /** One record: the (1-based) line it starts on and its fields. */
    record Record(int line, List<String> fields) {}

    /** A quote that never closes: the file cannot be read past {@code line}. */
    static final class Malformed extends Exception {
        final int line;

        Malformed(int line, String why) {
            super(why);
            this.line = line;
        }
    }

    private CsvReader() {}

    static List<Record> read(String text) throws Malformed {
        List<Record> records = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        int line = 1;
        int start = 1;
        boolean quoted = false;
        boolean any = false;
        int i = text.startsWith("\uFEFF") ? 1 : 0; // a spreadsheet's byte-order mark
        while (i < text.length()) {
            char ch = text.charAt(i);
            if (quoted) {
                if (ch == '"') {
                    if (i + 1 < text.length() && text.charAt(i + 1) == '"') {
                        field.append('"');
                        i++;
                    } else {
                        quoted = false;
                    }
                } else {
                    if (ch == '\n') {
                        line++;
                    }
                    field.append(ch);
                }
            } else if (ch == '"' && field.isEmpty()) {
                quoted = true;
                any = true;
            } else if (ch == ',') {
                fields.add(field.toString());
                field.setLength(0);
                any = true;
            } else if (ch == '\r' || ch == '\n') {
                if (ch == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                if (any || !field.isEmpty()) {
                    fields.add(field.toString());
                    records.add(new Record(start, List.copyOf(fields)));
                }
                fields.clear();
                field.setLength(0);
                any = false;
                line++;
                start = line;
            } else {
                field.append(ch);
            }
            i++;
        }
        if (quoted) {
            throw new Malformed(start, "a quoted field opened on line " + start + " is never closed");
        }
        if (any || !field.isEmpty()) {
            fields.add(field.toString());
            records.add(new Record(start, List.copyOf(fields)));
        }
        return records;
    }
}
