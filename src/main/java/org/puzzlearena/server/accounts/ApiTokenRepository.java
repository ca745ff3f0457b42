package org.puzzlearena.server.accounts;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class ApiTokenRepository implements PanacheRepository<ApiToken> {

    public Optional<ApiToken> findActiveByHash(String tokenHash) {
        return find("tokenHash = ?1 and revokedAt is null", tokenHash).firstResultOptional();
    }

    public List<ApiToken> listFor(Account account) {
        return list("account = ?1 order by id", account);
    }
}
