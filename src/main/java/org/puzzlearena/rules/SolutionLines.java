package org.puzzlearena.rules;

import java.util.ArrayList;
import java.util.List;

/** Reading line-based solution files, shared by the games whose notation is one move per line. */
public final class SolutionLines {

    private SolutionLines() {}

    /**
     * The content lines of {@code text}: {@code #} comments cut, surrounding blanks trimmed, empty
     * lines dropped, and at most {@code limit} kept. Callers pass one more than the longest game,
     * so replay still rejects the excess while the work stays bounded whatever the input's size.
     */
    public static List<String> contentLines(String text, int limit) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int n = text.length();
        while (start <= n && lines.size() < limit) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = n;
            }
            String line = text.substring(start, end);
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            line = line.trim();
            if (!line.isEmpty()) {
                lines.add(line);
            }
            start = end + 1;
        }
        return lines;
    }
}
