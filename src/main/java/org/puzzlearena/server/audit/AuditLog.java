package org.puzzlearena.server.audit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * Writes the audit log. {@code MANDATORY}: a row is written only inside the transaction of the
 * action it records, so the action and its row commit or roll back together; calling it outside a
 * transaction is a bug and fails loudly.
 */
@ApplicationScoped
public class AuditLog {

    public static final String SERVER = "server";

    @Inject
    AuditRepository entries;

    @Inject
    ObjectMapper json;

    @Inject
    Clock clock;

    /**
     * Who did it, as the log names them: an account's id and its name then. An interface here, which
     * the accounts' {@code Caller} implements, so that the log does not depend on the accounts
     * package, which writes to it.
     */
    public interface Actor {
        long accountId();

        String username();
    }

    @Transactional(Transactional.TxType.MANDATORY)
    /** A page of the log, newest first, of the entries {@code filter} keeps. */
    public List<AuditEntry> page(AuditRepository.Filter filter, int offset, int limit) {
        return entries.page(filter, offset, limit);
    }

    /** How many entries {@code filter} keeps. */
    public long count(AuditRepository.Filter filter) {
        return entries.count(filter);
    }

    public AuditEntry record(Actor actor, String action, String target, Map<String, ?> details) {
        return write(
                actor == null ? null : actor.accountId(),
                actor == null ? SERVER : actor.username(),
                action,
                target,
                details);
    }

    /** An action of the server itself (the first admin's creation). */
    @Transactional(Transactional.TxType.MANDATORY)
    public AuditEntry recordServer(String action, String target, Map<String, ?> details) {
        return write(null, SERVER, action, target, details);
    }

    private AuditEntry write(Long actorId, String actorName, String action, String target, Map<String, ?> details) {
        AuditEntry e = new AuditEntry();
        e.at = clock.instant();
        e.actorId = actorId;
        e.actor = actorName;
        e.action = action;
        e.target = target;
        try {
            e.details = json.writeValueAsString(details == null ? Map.of() : details);
        } catch (JsonProcessingException ex) {
            throw new IllegalStateException("audit details must be plain JSON values", ex);
        }
        entries.persist(e);
        return e;
    }
}
