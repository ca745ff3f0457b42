package org.puzzlearena.server.accounts;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

@ApplicationScoped
public class AccountRepository implements PanacheRepository<Account> {

    /** Usernames are unique regardless of case. */
    public Optional<Account> findByUsername(String username) {
        return find("lower(username) = lower(?1)", username).firstResultOptional();
    }

    /** The account whose name looks like {@code skeleton} ({@link UsernameSkeleton}). */
    public Optional<Account> findBySkeleton(String skeleton) {
        return find("usernameSkeleton = ?1", skeleton).firstResultOptional();
    }
}
