package org.puzzlearena.browser;

/** Appends JSON literals; the bridge's answers are built by hand to keep the script small. */
final class JsonText {

    private JsonText() {}

    static StringBuilder string(StringBuilder out, String s) {
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
                    // Control characters, and the line separators JavaScript once rejected in strings.
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') {
                        String hex = Integer.toHexString(c);
                        out.append("\\u");
                        for (int k = hex.length(); k < 4; k++) {
                            out.append('0');
                        }
                        out.append(hex);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"');
    }

    static StringBuilder field(StringBuilder out, String name) {
        return string(out, name).append(':');
    }
}
