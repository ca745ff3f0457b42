package org.puzzlearena.cli.reproduce;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * A Markdown table, printed with padded columns so that it also reads well as plain text: the
 * leading text columns left-aligned, the number columns right-aligned.
 */
final class MarkdownTable {

    private final List<String> header;
    private final int leftColumns;
    private final List<List<String>> rows = new ArrayList<>();

    /** @param leftColumns how many leading columns hold text (left-aligned); the rest are right-aligned */
    MarkdownTable(int leftColumns, String... header) {
        this.header = List.of(header);
        this.leftColumns = leftColumns;
    }

    MarkdownTable row(Object... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException("a row of " + cells.length + " cells in a table of " + header.size());
        }
        List<String> row = new ArrayList<>();
        for (Object c : cells) {
            row.add(String.valueOf(c));
        }
        rows.add(row);
        return this;
    }

    void print(PrintStream out) {
        int[] width = new int[header.size()];
        for (int c = 0; c < width.length; c++) {
            width[c] = Math.max(3, header.get(c).length());
            for (List<String> r : rows) {
                width[c] = Math.max(width[c], r.get(c).length());
            }
        }
        out.println(line(header, width));
        StringBuilder rule = new StringBuilder("|");
        for (int c = 0; c < width.length; c++) {
            rule.append(c < leftColumns ? ":" + "-".repeat(width[c] + 1) : "-".repeat(width[c] + 1) + ":")
                    .append('|');
        }
        out.println(rule);
        for (List<String> r : rows) {
            out.println(line(r, width));
        }
        out.println();
    }

    private String line(List<String> cells, int[] width) {
        StringBuilder b = new StringBuilder("|");
        for (int c = 0; c < width.length; c++) {
            String cell = cells.get(c);
            String pad = " ".repeat(width[c] - cell.length());
            b.append(' ').append(c < leftColumns ? cell + pad : pad + cell).append(" |");
        }
        return b.toString();
    }
}
