package org.puzzlearena.server.hostedbots;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.accounts.Account;

@ApplicationScoped
public class HostedBotRepository implements PanacheRepository<HostedBot> {

    /**
     * Locks the account's row until the transaction ends: two creations of one account that look
     * for its name then add it are serialised, so the loser is told the name is taken (409 naming
     * it) rather than meeting the unique index.
     */
    public void lockAccount(long accountId) {
        getEntityManager()
                .createNativeQuery("SELECT id FROM accounts WHERE id = ?1 FOR UPDATE")
                .setParameter(1, accountId)
                .getResultList();
    }

    public Account accountReference(long accountId) {
        return getEntityManager().getReference(Account.class, accountId);
    }

    public Optional<HostedBot> byOwnerAndName(long accountId, String name) {
        return find("account.id = ?1 and name = ?2", accountId, name).firstResultOptional();
    }

    /** A bot with its owner's account. */
    public Optional<HostedBot> withOwner(long id) {
        return find("from HostedBot b join fetch b.account where b.id = ?1", id).firstResultOptional();
    }

    /**
     * A bot, its row locked until the transaction ends: two uploads to one bot that take the next
     * version number are serialised, so they get 1 and 2 rather than one of them meeting the
     * unique index on (bot, number).
     */
    public Optional<HostedBot> locked(long id) {
        return findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE);
    }

    /** An account's bots with their owner, by name. */
    public List<HostedBot> ofAccount(long accountId) {
        return list("from HostedBot b join fetch b.account where b.account.id = ?1 order by b.name", accountId);
    }
}
