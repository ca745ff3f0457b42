package org.puzzlearena.server.accounts;

import java.lang.Character.UnicodeScript;
import java.text.Normalizer;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What a username looks like, after Unicode TR39's idea of a "skeleton": two names with the same
 * skeleton are confusable, and only the first may exist ("аlice" with a Cyrillic а, "ALICE",
 * "a1ice", "ａｌｉｃｅ" all have the skeleton of "alice"). NFKC, then look-alike capitals mapped
 * (Greek Α, Cyrillic А, and I which reads as l), then case folded, then look-alike small letters
 * and digits mapped to the Latin letter they pass for. The tables cover Latin, Cyrillic and Greek,
 * the scripts whose letters pass for each other; other scripts keep their letters.
 *
 * <p>Names that mix scripts are refused outright (TR39's "highly restrictive" level): one script,
 * or Latin with the scripts Chinese, Japanese and Korean are written in together.
 */
final class UsernameSkeleton {

    private UsernameSkeleton() {}

    /** Capitals that pass for Latin letters, mapped before case folding (so that Greek Ν is N, not ν = v). */
    private static final Map<Integer, String> CAPITALS = table(
            // Greek
            "ΑA",
            "ΒB",
            "ΕE",
            "ΖZ",
            "ΗH",
            "Ιl",
            "ΚK",
            "ΜM",
            "ΝN",
            "ΟO",
            "ΡP",
            "ΤT",
            "ΥY",
            "ΧX",
            "ϜF",
            // Cyrillic
            "АA",
            "ВB",
            "ЕE",
            "ЅS",
            "Іl",
            "ЈJ",
            "КK",
            "МM",
            "НH",
            "ОO",
            "РP",
            "СC",
            "ТT",
            "УY",
            "ХX",
            "ԌG",
            "ԚQ",
            "ԜW",
            "ҮY",
            "Ӏl",
            "Ԁd",
            // Latin: a capital I reads as a small l
            "Il");

    /** Small letters, digits and signs that pass for Latin small letters, mapped after case folding. */
    private static final Map<Integer, String> SMALL = table(
            // Greek
            "αa",
            "γy",
            "ιi",
            "κk",
            "νv",
            "οo",
            "ρp",
            "τt",
            "υu",
            "χx",
            "ωw",
            "ϲc",
            "ϳj",
            // Cyrillic
            "аa",
            "бb",
            "вb",
            "еe",
            "ѕs",
            "іi",
            "јj",
            "кk",
            "мm",
            "нh",
            "оo",
            "рp",
            "сc",
            "тt",
            "уy",
            "хx",
            "һh",
            "ԁd",
            "ԛq",
            "ԝw",
            "ӏl",
            "үy",
            "ɡg",
            "ьb",
            "ѵv",
            "ѡw",
            "ҽe",
            "ґr",
            // Latin look-alikes, digits and signs
            "ıi",
            "ȷj",
            "ɩi",
            "ɑa",
            "ɒa",
            "ʀr",
            "ʏy",
            "ꞵb",
            "0o",
            "1l",
            "|l",
            "ǀl",
            // dashes and dots that look like the ASCII ones
            "‐-",
            "‑-",
            "‒-",
            "–-",
            "—-",
            "―-",
            "−-",
            "﹘-",
            "․.",
            "·.",
            "•.");

    /** Letter pairs that read as one letter. */
    private static final List<String[]> PAIRS = List.of(new String[] {"rn", "m"}, new String[] {"vv", "w"});

    private static final List<Set<UnicodeScript>> MIXES_ALLOWED = List.of(
            EnumSet.of(UnicodeScript.LATIN, UnicodeScript.HAN, UnicodeScript.HIRAGANA, UnicodeScript.KATAKANA),
            EnumSet.of(UnicodeScript.LATIN, UnicodeScript.HAN, UnicodeScript.BOPOMOFO),
            EnumSet.of(UnicodeScript.LATIN, UnicodeScript.HAN, UnicodeScript.HANGUL));

    /** The skeleton of a name (NFKC-normalised already, or not: it is normalised again). */
    static String of(String name) {
        String s = Normalizer.normalize(name, Normalizer.Form.NFKC);
        s = map(Normalizer.normalize(s, Normalizer.Form.NFD), CAPITALS);
        s = s.toLowerCase(Locale.ROOT);
        s = map(s, SMALL);
        for (String[] pair : PAIRS) {
            s = s.replace(pair[0], pair[1]);
        }
        return Normalizer.normalize(s, Normalizer.Form.NFC);
    }

    /** The scripts of a name's letters, without the shared ones (digits, punctuation, accents). */
    static Set<UnicodeScript> scripts(String name) {
        Set<UnicodeScript> scripts = EnumSet.noneOf(UnicodeScript.class);
        name.codePoints()
                .mapToObj(UnicodeScript::of)
                .filter(s -> s != UnicodeScript.COMMON && s != UnicodeScript.INHERITED && s != UnicodeScript.UNKNOWN)
                .forEach(scripts::add);
        return scripts;
    }

    /** True when the name's letters come from scripts that are not written together. */
    static boolean mixesScripts(String name) {
        Set<UnicodeScript> scripts = scripts(name);
        return scripts.size() > 1 && MIXES_ALLOWED.stream().noneMatch(allowed -> allowed.containsAll(scripts));
    }

    private static String map(String s, Map<Integer, String> table) {
        StringBuilder b = new StringBuilder(s.length());
        s.codePoints().forEach(c -> b.append(table.getOrDefault(c, Character.toString(c))));
        return b.toString();
    }

    private static Map<Integer, String> table(String... entries) {
        HashMap<Integer, String> m = new HashMap<>();
        for (String e : entries) {
            int from = e.codePointAt(0);
            m.put(from, e.substring(Character.charCount(from)));
        }
        return Map.copyOf(m);
    }
}
