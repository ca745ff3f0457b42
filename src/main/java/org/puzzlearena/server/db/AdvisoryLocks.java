package org.puzzlearena.server.db;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.PersistenceException;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * PostgreSQL's transaction-scoped advisory locks ({@code pg_advisory_xact_lock}): taken inside the
 * caller's transaction, held until it commits or rolls back, so whoever takes the same key next
 * waits and then sees what the holder committed. Outside a transaction such a lock would be
 * released at once, which is why a transaction is mandatory.
 *
 * <p>Plain JDBC on the transaction's connection (the one Hibernate uses too): the line lock of
 * {@code records.Originals} is taken for every ordinary submission, and Hibernate's native-query
 * machinery costs more than the statement.
 */
@ApplicationScoped
public class AdvisoryLocks {

    @Inject
    AgroalDataSource dataSource;

    /** Waits for, then holds until the transaction ends, the lock {@code key}. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void lock(long key) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement lock = c.prepareStatement("SELECT pg_advisory_xact_lock(?)")) {
            lock.setLong(1, key);
            lock.executeQuery().close();
        } catch (SQLException e) {
            throw new PersistenceException("taking advisory lock " + key, e);
        }
    }

    /**
     * The same for a text key, hashed by the database ({@code hashtextextended(key, 7)}): two texts
     * may share a lock, which only makes their holders wait for each other.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void lock(String key) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement lock = c.prepareStatement("SELECT pg_advisory_xact_lock(hashtextextended(?, 7))")) {
            lock.setString(1, key);
            lock.executeQuery().close();
        } catch (SQLException e) {
            throw new PersistenceException("taking an advisory lock", e);
        }
    }
}
