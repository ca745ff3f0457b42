package org.puzzlearena.browser;

import org.puzzlearena.rules.JsonStrings;

/** Appends JSON members; the bridge's answers are built by hand to keep the script small. */
final class JsonText {

    private JsonText() {}

    static StringBuilder string(StringBuilder out, String s) {
        return JsonStrings.append(out, s);
    }

    static StringBuilder field(StringBuilder out, String name) {
        return string(out, name).append(':');
    }
}
