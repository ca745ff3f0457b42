package org.puzzlearena.server.accounts;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.time.Instant;
import java.util.Optional;

@ApplicationScoped
public class PasswordResetRepository implements PanacheRepositoryBase<PasswordReset, String> {

    /** The unused, unexpired reset with this hash, locked against a second use in another request. */
    public Optional<PasswordReset> findUsableForUpdate(String tokenHash, Instant now) {
        return find("tokenHash = ?1 and usedAt is null and expiresAt > ?2", tokenHash, now)
                .withLock(LockModeType.PESSIMISTIC_WRITE)
                .firstResultOptional();
    }

    /** Marks the account's unused resets used at {@code now}: a newer link replaces them. */
    public long retireUnused(long accountId, Instant now) {
        return update("usedAt = ?1 where accountId = ?2 and usedAt is null", now, accountId);
    }
}
