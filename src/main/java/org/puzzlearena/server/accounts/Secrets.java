package org.puzzlearena.server.accounts;

import java.security.SecureRandom;
import java.util.Base64;
import org.puzzlearena.server.Sha256;

/**
 * Random secrets (API tokens, session ids) and their stored form. They carry 256 bits of entropy,
 * so a fast SHA-256 is enough to store them: no one can guess their way back from the hash.
 */
final class Secrets {

    private static final SecureRandom RANDOM = new SecureRandom();

    private Secrets() {}

    /** A new secret: {@code prefix} then 43 URL-safe characters. */
    static String newSecret(String prefix) {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return prefix + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static String hash(String secret) {
        return Sha256.hex(secret);
    }
}
