package org.puzzlearena.hosting;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small strict JSON reader for the bots' protocol lines: objects as maps, arrays as lists,
 * numbers as doubles, strings, booleans and null. The hosting package runs in the command line,
 * whose class path holds no JSON library; a line is short, so a recursive reader is enough.
 */
public final class Json {

    /** The text is not one JSON value: the message says what was expected where. */
    static final class MalformedJson extends IllegalArgumentException {
        MalformedJson(String message) {
            super(message);
        }
    }

    private static final int MAX_DEPTH = 64;

    private final String s;
    private int i;

    private Json(String s) {
        this.s = s;
    }

    public static Object parse(String text) {
        Json r = new Json(text);
        r.blanks();
        Object v = r.value(0);
        r.blanks();
        if (r.i != text.length()) {
            throw r.error("the end of the line after the JSON value");
        }
        return v;
    }

    private Object value(int depth) {
        if (depth > MAX_DEPTH) {
            throw error("nested deeper than " + MAX_DEPTH);
        }
        if (i >= s.length()) {
            throw error("a value");
        }
        char c = s.charAt(i);
        return switch (c) {
            case '{' -> object(depth);
            case '[' -> array(depth);
            case '"' -> string();
            case 't' -> word("true", Boolean.TRUE);
            case 'f' -> word("false", Boolean.FALSE);
            case 'n' -> word("null", null);
            default -> {
                if (c == '-' || (c >= '0' && c <= '9')) {
                    yield number();
                }
                throw error("a value");
            }
        };
    }

    private Map<String, Object> object(int depth) {
        Map<String, Object> m = new LinkedHashMap<>();
        i++;
        blanks();
        if (peek('}')) {
            i++;
            return m;
        }
        while (true) {
            blanks();
            if (!peek('"')) {
                throw error("a member name in double quotes");
            }
            String key = string();
            blanks();
            expect(':');
            blanks();
            m.put(key, value(depth + 1));
            blanks();
            if (peek(',')) {
                i++;
            } else {
                expect('}');
                return m;
            }
        }
    }

    private List<Object> array(int depth) {
        List<Object> l = new ArrayList<>();
        i++;
        blanks();
        if (peek(']')) {
            i++;
            return l;
        }
        while (true) {
            blanks();
            l.add(value(depth + 1));
            blanks();
            if (peek(',')) {
                i++;
            } else {
                expect(']');
                return l;
            }
        }
    }

    private String string() {
        i++;
        StringBuilder b = new StringBuilder();
        while (i < s.length()) {
            char c = s.charAt(i++);
            if (c == '"') {
                return b.toString();
            }
            if (c < 0x20) {
                throw error("no control character inside a string");
            }
            if (c != '\\') {
                b.append(c);
                continue;
            }
            if (i >= s.length()) {
                break;
            }
            char e = s.charAt(i++);
            switch (e) {
                case '"', '\\', '/' -> b.append(e);
                case 'b' -> b.append('\b');
                case 'f' -> b.append('\f');
                case 'n' -> b.append('\n');
                case 'r' -> b.append('\r');
                case 't' -> b.append('\t');
                case 'u' -> {
                    if (i + 4 > s.length()) {
                        throw error("four hex digits after \\u");
                    }
                    try {
                        b.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                    } catch (NumberFormatException ex) {
                        throw error("four hex digits after \\u");
                    }
                    i += 4;
                }
                default -> throw error("a valid escape");
            }
        }
        throw error("the string's closing quote");
    }

    private Double number() {
        int start = i;
        if (peek('-')) {
            i++;
        }
        while (i < s.length() && "0123456789.eE+-".indexOf(s.charAt(i)) >= 0) {
            i++;
        }
        try {
            return Double.valueOf(s.substring(start, i));
        } catch (NumberFormatException e) {
            throw error("a number");
        }
    }

    private Object word(String w, Object v) {
        if (!s.startsWith(w, i)) {
            throw error("a value");
        }
        i += w.length();
        return v;
    }

    private void blanks() {
        while (i < s.length() && " \t\r\n".indexOf(s.charAt(i)) >= 0) {
            i++;
        }
    }

    private boolean peek(char c) {
        return i < s.length() && s.charAt(i) == c;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("'" + c + "'");
        }
        i++;
    }

    private MalformedJson error(String expected) {
        return new MalformedJson("expected " + expected + " at character " + (i + 1));
    }
}
