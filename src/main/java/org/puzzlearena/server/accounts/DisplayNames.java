package org.puzzlearena.server.accounts;

import java.text.Normalizer;
import org.puzzlearena.server.api.ApiException;

/**
 * Names people see on leaderboards (usernames, bot names). They are NFKC-normalised and may not
 * hold invisible or unstable characters: control and format characters (zero-width spaces, bidi
 * overrides) would let "al\u200Bice" pass for "alice", and unpaired surrogates cannot be stored
 * as they were sent.
 */
public final class DisplayNames {

    private DisplayNames() {}

    public static String normalise(String name) {
        return Normalizer.normalize(name.strip(), Normalizer.Form.NFKC);
    }

    /** The normalised name, or a 400 naming {@code field}. */
    public static String check(String raw, String field, int min, int max) {
        if (raw == null || raw.isBlank()) {
            throw ApiException.badRequest(field, field + " is required");
        }
        String name = normalise(raw);
        int length = name.codePointCount(0, name.length());
        if (length < min || length > max) {
            throw ApiException.badRequest(field, "a " + field + " has " + min + " to " + max + " characters");
        }
        if (!isPrintable(name)) {
            throw ApiException.badRequest(
                    field,
                    "a " + field
                            + " may not contain control, invisible or formatting characters (such as zero-width spaces)");
        }
        return name;
    }

    static boolean isPrintable(String name) {
        return name.codePoints().allMatch(c -> switch (Character.getType(c)) {
            case Character.CONTROL,
                    Character.FORMAT,
                    Character.SURROGATE,
                    Character.PRIVATE_USE,
                    Character.UNASSIGNED,
                    Character.LINE_SEPARATOR,
                    Character.PARAGRAPH_SEPARATOR -> false;
            default -> true;
        });
    }
}
