package org.puzzlearena.server.accounts;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Optional;

@ApplicationScoped
public class LoginSessionRepository implements PanacheRepositoryBase<LoginSession, String> {

    public Optional<LoginSession> findLive(String idHash, Instant now) {
        return find("idHash = ?1 and expiresAt > ?2", idHash, now).firstResultOptional();
    }
}
