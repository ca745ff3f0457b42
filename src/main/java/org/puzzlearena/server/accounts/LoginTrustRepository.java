package org.puzzlearena.server.accounts;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import org.puzzlearena.server.db.SqlValues;

/**
 * The addresses that logged an account in, and its trusted devices, by hash. Plain JDBC: asked on
 * the log-in path, outside any transaction (autocommit), or inside the caller's when one is open.
 */
@ApplicationScoped
public class LoginTrustRepository {

    /** Devices kept per account: the newest; an older cookie then vouches for nothing. */
    static final int DEVICES_PER_ACCOUNT = 20;

    @Inject
    AgroalDataSource dataSource;

    public boolean knownAddress(long accountId, String addressHash) {
        return exists(
                "SELECT 1 FROM login_known_addresses WHERE account_id = ? AND address_hash = ?",
                accountId,
                addressHash,
                null);
    }

    public boolean trustedDevice(long accountId, String tokenHash, Instant now) {
        return exists(
                "SELECT 1 FROM login_trusted_devices WHERE account_id = ? AND token_hash = ? AND expires_at > ?",
                accountId,
                tokenHash,
                now);
    }

    public void rememberAddress(long accountId, String addressHash, Instant now) {
        update("""
                INSERT INTO login_known_addresses (account_id, address_hash, last_login_at) VALUES (?, ?, ?)
                ON CONFLICT (account_id, address_hash) DO UPDATE SET last_login_at = excluded.last_login_at""", accountId, addressHash, now);
    }

    /** Adds a device, and lets go of the account's expired ones and those beyond the newest {@link #DEVICES_PER_ACCOUNT}. */
    public void addDevice(long accountId, String tokenHash, Instant now, Instant expiresAt) {
        update(
                "INSERT INTO login_trusted_devices (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
                tokenHash,
                accountId,
                now,
                expiresAt);
        update("""
                DELETE FROM login_trusted_devices WHERE account_id = ? AND (expires_at <= ? OR token_hash NOT IN (
                    SELECT token_hash FROM login_trusted_devices WHERE account_id = ?
                    ORDER BY created_at DESC LIMIT %d))""".formatted(DEVICES_PER_ACCOUNT), accountId, now, accountId);
    }

    /** Forgets every known address and trusted device of the account; how many there were. */
    public long forgetAll(long accountId) {
        return update("DELETE FROM login_known_addresses WHERE account_id = ?", accountId)
                + update("DELETE FROM login_trusted_devices WHERE account_id = ?", accountId);
    }

    private boolean exists(String sql, long accountId, String hash, Instant now) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement q = c.prepareStatement(sql)) {
            q.setLong(1, accountId);
            q.setString(2, hash);
            if (now != null) {
                q.setObject(3, SqlValues.timestamptz(now));
            }
            try (ResultSet r = q.executeQuery()) {
                return r.next();
            }
        } catch (SQLException e) {
            throw new PersistenceException("reading an account's trusted log-ins", e);
        }
    }

    private int update(String sql, Object... values) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement q = c.prepareStatement(sql)) {
            for (int i = 0; i < values.length; i++) {
                Object v = values[i];
                q.setObject(i + 1, v instanceof Instant t ? SqlValues.timestamptz(t) : v);
            }
            return q.executeUpdate();
        } catch (SQLException e) {
            throw new PersistenceException("writing an account's trusted log-ins", e);
        }
    }
}
