package org.puzzlearena.server.botruns;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.persistence.EntityManager;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Hosted bots and their versions written straight into the V19 tables, as the store's upload writes
 * them, so the run tests do not depend on the upload API.
 */
final class HostedBotRows {

    private HostedBotRows() {}

    /** A new bot of {@code username}'s: its id. */
    static long bot(EntityManager em, String username, String name) {
        return QuarkusTransaction.requiringNew().call(() -> {
            em.createNativeQuery("""
                    INSERT INTO hosted_bots (account_id, name, description, created_at)
                    SELECT id, ?1, '', now() FROM accounts WHERE username = ?2""")
                    .setParameter(1, name)
                    .setParameter(2, username)
                    .executeUpdate();
            return ((Number) em.createNativeQuery("SELECT max(id) FROM hosted_bots WHERE name = ?1")
                            .setParameter(1, name)
                            .getSingleResult())
                    .longValue();
        });
    }

    /** Version {@code number} of bot {@code botId}: a single Python file with {@code source}'s text. */
    static void pythonVersion(EntityManager em, long botId, int number, Path source, boolean retired) throws Exception {
        byte[] content = Files.readAllBytes(source);
        String sha = HexFormat.of().formatHex(sha256(content));
        QuarkusTransaction.requiringNew()
                .run(() -> em.createNativeQuery("""
                        INSERT INTO hosted_bot_versions (bot_id, number, runtime, kind, file_name, entry, content,
                                                         size_bytes, sha256, created_at, retired_at)
                        VALUES (?1, ?2, 'python', 'file', ?3, NULL, ?4, ?5, ?6, now(),
                                CASE WHEN ?7 THEN now() END)""")
                        .setParameter(1, botId)
                        .setParameter(2, number)
                        .setParameter(3, source.getFileName().toString())
                        .setParameter(4, content)
                        .setParameter(5, content.length)
                        .setParameter(6, sha)
                        .setParameter(7, retired)
                        .executeUpdate());
    }

    private static byte[] sha256(byte[] bytes) throws NoSuchAlgorithmException {
        return MessageDigest.getInstance("SHA-256").digest(bytes);
    }
}
