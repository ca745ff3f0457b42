package org.puzzlearena.server.accounts;

import io.agroal.api.AgroalDataSource;
import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.db.SqlValues;

@ApplicationScoped
public class ApiTokenRepository implements PanacheRepository<ApiToken> {

    @Inject
    AgroalDataSource dataSource;

    /**
     * The bot behind an active (not revoked) token, and its last use noted when the note is older
     * than {@code staleBefore}: one statement, as every request of every bot makes it (plain JDBC,
     * in autocommit when no transaction is open).
     */
    public Optional<Caller> callerOfActiveToken(String tokenHash, Instant now, Instant staleBefore) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement find = c.prepareStatement("""
                WITH t AS (SELECT t.id, t.name, t.last_used_at, a.id AS account_id, a.username
                             FROM api_tokens t JOIN accounts a ON a.id = t.account_id
                            WHERE t.token_hash = ? AND t.revoked_at IS NULL),
                     used AS (UPDATE api_tokens SET last_used_at = ?
                               WHERE id = (SELECT id FROM t) AND (last_used_at IS NULL OR last_used_at < ?))
                SELECT id, name, account_id, username FROM t""")) {
            find.setString(1, tokenHash);
            find.setObject(2, SqlValues.timestamptz(now));
            find.setObject(3, SqlValues.timestamptz(staleBefore));
            try (ResultSet r = find.executeQuery()) {
                if (!r.next()) {
                    return Optional.empty();
                }
                return Optional.of(
                        new Caller(r.getLong(3), r.getString(4), Caller.Kind.BOT, r.getString(2), r.getLong(1)));
            }
        } catch (SQLException e) {
            throw new PersistenceException("looking up an API token", e);
        }
    }

    /** Revokes every active token of the account at {@code now}; how many were active. */
    public long revokeAllOf(long accountId, Instant now) {
        return update("revokedAt = ?1 where account.id = ?2 and revokedAt is null", now, accountId);
    }

    public List<ApiToken> listFor(Account account) {
        return list("account = ?1 order by id", account);
    }
}
