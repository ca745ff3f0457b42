package org.puzzlearena.rules;

/**
 * JSON string literals, written once for every hand-built JSON of the rules, the bots, the command
 * line and the browser bridge (none of which may take a JSON library). Control characters and the
 * line separators U+2028 and U+2029 are escaped, so the text is safe inside a JavaScript string too.
 */
public final class JsonStrings {

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private JsonStrings() {}

    /** {@code s} as a JSON string literal, quotes included. */
    public static String quote(String s) {
        return append(new StringBuilder(s.length() + 2), s).toString();
    }

    /** Appends {@code s} as a JSON string literal, quotes included, and returns {@code out}. */
    public static StringBuilder append(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') {
                        out.append("\\u")
                                .append(HEX[(c >> 12) & 0xF])
                                .append(HEX[(c >> 8) & 0xF])
                                .append(HEX[(c >> 4) & 0xF])
                                .append(HEX[c & 0xF]);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"');
    }
}
