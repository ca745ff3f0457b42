package org.puzzlearena.server.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Names that read alike have one skeleton; names that mix scripts are recognised. */
class UsernameSkeletonTest {

    @Test
    void lookAlikesOfALatinNameShareItsSkeleton() {
        String alice = UsernameSkeleton.of("alice");
        for (String lookAlike : new String[] {
            "\u0430lice", // Cyrillic а
            "ali\u0441e", // Cyrillic с
            "\u0430l\u0456\u0441\u0435", // Cyrillic а, і, с, е
            "Alice",
            "a1ice", // digit one for l
            "aIice", // capital I for l
            "\uff41\uff4c\uff49\uff43\uff45", // fullwidth
            "\u03b1lice", // Greek α
            "al\u0131ce", // dotless ı
        }) {
            assertEquals(alice, UsernameSkeleton.of(lookAlike), lookAlike);
        }
    }

    @Test
    void capitalIReadsAsSmallL() {
        // "ALICE" itself is "alice" for the case-insensitive unique index; its skeleton keeps the I as an l,
        // so that "aIice" passes for "alice" and "ALlCE" for "ALICE".
        assertEquals(UsernameSkeleton.of("ALICE"), UsernameSkeleton.of("ALlCE"));
        assertEquals(UsernameSkeleton.of("bill"), UsernameSkeleton.of("biII"));
    }

    @Test
    void wholeScriptLookAlikesAreCaught() {
        // All Cyrillic, one script, but it reads "paypal" / "COPE" / "NIKE"-like.
        assertEquals(UsernameSkeleton.of("paypal"), UsernameSkeleton.of("\u0440\u0430\u0443\u0440\u0430\u04cf"));
        assertEquals(UsernameSkeleton.of("cope"), UsernameSkeleton.of("\u0421\u041e\u0420\u0415"));
        assertEquals(UsernameSkeleton.of("NIKE"), UsernameSkeleton.of("\u039d\u0399\u039a\u0395")); // Greek capitals
        assertEquals(UsernameSkeleton.of("modern"), UsernameSkeleton.of("rnodern"));
    }

    @Test
    void differentNamesStayDifferent() {
        assertNotEquals(UsernameSkeleton.of("alice"), UsernameSkeleton.of("alicia"));
        assertNotEquals(UsernameSkeleton.of("bob"), UsernameSkeleton.of("rob"));
        assertNotEquals(UsernameSkeleton.of("\u0436\u0443\u043a"), UsernameSkeleton.of("xyk"), "ж is no Latin letter");
        assertNotEquals(UsernameSkeleton.of("\u6797"), UsernameSkeleton.of("\u68ee"));
    }

    @Test
    void mixedScriptsAreRecognised() {
        assertTrue(UsernameSkeleton.mixesScripts("\u0430lice"), "Cyrillic а in a Latin name");
        assertTrue(UsernameSkeleton.mixesScripts("\u03bfscar"), "Greek ο in a Latin name");
        assertTrue(UsernameSkeleton.mixesScripts("\u0432\u0430\u0441\u044fk"), "Cyrillic with a Latin k");
        assertFalse(UsernameSkeleton.mixesScripts("alice-2024_x"), "digits and punctuation belong to every script");
        assertFalse(UsernameSkeleton.mixesScripts("\u0432\u0430\u0441\u044f"), "all Cyrillic");
        assertFalse(UsernameSkeleton.mixesScripts("\u03b1\u03b8\u03b7\u03bd\u03b1"), "all Greek");
        assertFalse(UsernameSkeleton.mixesScripts("tanaka\u7530\u4e2d\u3072\u3089\u30ab\u30ca"), "Latin with Japanese");
        assertFalse(UsernameSkeleton.mixesScripts("kim\uae40\u91d1"), "Latin with Korean and Han");
        assertFalse(UsernameSkeleton.mixesScripts("Zo\u00eb"), "accented Latin");
    }
}
