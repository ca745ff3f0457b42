package org.puzzlearena.server.accounts;

import jakarta.enterprise.context.ApplicationScoped;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Password hashing with PBKDF2-HMAC-SHA256 (a slow, salted hash from the JDK itself; OWASP's 2023
 * work factor by default). The stored form names its parameters, so the work factor can grow
 * without breaking old hashes: {@code pbkdf2-sha256$iterations$salt$hash}.
 */
@ApplicationScoped
public class PasswordHasher {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String SCHEME = "pbkdf2-sha256";

    /**
     * The stored "hash" of an account made for an event (imported) before its person has used their
     * set-password link: no password matches it, so nobody can log in until the link is used.
     */
    public static final String NO_PASSWORD = "unset";

    @ConfigProperty(name = "arena.passwords.iterations")
    int iterations;

    public String hash(String password) {
        byte[] salt = new byte[16];
        RANDOM.nextBytes(salt);
        return SCHEME + "$" + iterations + "$" + b64(salt) + "$" + b64(derive(password, salt, iterations));
    }

    /** Constant-time check of {@code password} against a stored hash. */
    public boolean matches(String password, String stored) {
        String[] parts = stored.split("\\$");
        if (parts.length != 4 || !parts[0].equals(SCHEME)) {
            // As long as a real check: the time must not tell an account without a password apart.
            burnEquivalentTime(password);
            return false;
        }
        byte[] salt = Base64.getDecoder().decode(parts[2]);
        byte[] expected = Base64.getDecoder().decode(parts[3]);
        return MessageDigest.isEqual(expected, derive(password, salt, Integer.parseInt(parts[1])));
    }

    /** Spends the same time as a real check, so response times do not reveal unknown usernames. */
    public void burnEquivalentTime(String password) {
        derive(password, new byte[16], iterations);
    }

    private static byte[] derive(String password, byte[] salt, int rounds) {
        PBEKeySpec spec = new PBEKeySpec(password.toCharArray(), salt, rounds, 256);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                    .generateSecret(spec)
                    .getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 is part of every JDK", e);
        } finally {
            spec.clearPassword();
        }
    }

    private static String b64(byte[] bytes) {
        return Base64.getEncoder().withoutPadding().encodeToString(bytes);
    }
}
