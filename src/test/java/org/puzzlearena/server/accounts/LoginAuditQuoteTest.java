package org.puzzlearena.server.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A name typed at the login form cannot forge a log line: whatever ends a line is escaped. */
class LoginAuditQuoteTest {

    @Test
    void everythingThatEndsALineIsEscaped() {
        assertEquals("\"a\\u000ab\"", LoginAudit.quote("a\nb"));
        assertEquals("\"a\\u000db\"", LoginAudit.quote("a\rb"));
        assertEquals("\"a\\u2028b\\u2029c\"", LoginAudit.quote("a\u2028b\u2029c"));
        assertEquals("\"a\\u200eb\"", LoginAudit.quote("a\u200eb")); // a format character (LRM)
    }

    @Test
    void quotesAndBackslashesAreEscapedAndLongNamesCut() {
        assertEquals("\"say \\\"hi\\\" \\\\o/\"", LoginAudit.quote("say \"hi\" \\o/"));
        assertEquals("\"" + "x".repeat(80) + "...\"", LoginAudit.quote("x".repeat(200)));
    }
}
