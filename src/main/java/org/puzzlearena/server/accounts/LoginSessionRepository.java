package org.puzzlearena.server.accounts;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class LoginSessionRepository implements PanacheRepositoryBase<LoginSession, String> {

    public Optional<LoginSession> findLive(String idHash, Instant now) {
        return find("idHash = ?1 and expiresAt > ?2", idHash, now).firstResultOptional();
    }

    /** An account's live sessions, newest first. */
    public List<LoginSession> liveOf(long accountId, Instant now) {
        return list("account.id = ?1 and expiresAt > ?2 order by createdAt desc", accountId, now);
    }

    /** Ends the account's session whose public id is {@code publicId}; false when it has none such. */
    public boolean deleteByPublicId(long accountId, String publicId) {
        return delete("account.id = ?1 and idHash like ?2", accountId, publicId + "%") > 0;
    }

    /** Ends every session of the account but {@code keepHash} (null: every one); how many ended. */
    public long deleteAllBut(long accountId, String keepHash) {
        return keepHash == null
                ? delete("account.id = ?1", accountId)
                : delete("account.id = ?1 and idHash <> ?2", accountId, keepHash);
    }
}
