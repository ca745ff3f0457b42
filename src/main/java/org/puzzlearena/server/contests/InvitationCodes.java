package org.puzzlearena.server.contests;

import java.security.SecureRandom;
import java.util.Locale;
import org.puzzlearena.server.Sha256;

/**
 * Invitation codes: 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L), written
 * in groups of four (K7QM-X2PA-9DRT) so they can be read out in a classroom or written on a board.
 * 32 symbols x 12 = 60 random bits: with the per-address limit on wrong codes nobody guesses one.
 * Only their SHA-256 is stored, as for every other secret of the server.
 */
final class InvitationCodes {

    static final String ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    private static final SecureRandom RANDOM = new SecureRandom();

    private InvitationCodes() {}

    static String newCode() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            if (i > 0 && i % 4 == 0) {
                b.append('-');
            }
            b.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return b.toString();
    }

    /** A code as typed (any case, with or without dashes and spaces) in the form it was hashed in; null if it cannot be one. */
    static String normalise(String typed) {
        if (typed == null || typed.length() > 40) {
            return null;
        }
        String s = typed.replaceAll("[\\s-]", "").toUpperCase(Locale.ROOT);
        if (s.length() != 12) {
            return null;
        }
        return s.substring(0, 4) + "-" + s.substring(4, 8) + "-" + s.substring(8);
    }

    static String hash(String normalised) {
        return Sha256.hex("invitation:" + normalised);
    }

    /** What the organizer is shown of a code after its creation: its first group. */
    static String hint(String code) {
        return code.substring(0, 4) + "-…";
    }
}
