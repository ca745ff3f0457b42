package org.puzzlearena.server.accounts;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.ratelimit.RateLimiter;

/**
 * Failed log-ins in the log and the audit log. Every failure is one log line (user, address,
 * failures in a row). The audit log gets one row when a name is locked out ("login.lockout", with
 * the count and the addresses it came from), not one per failure, and at most
 * {@code arena.login.audit-rows-per-hour} such rows in all: a flood of failures cannot flood the
 * table, and rows skipped are counted in the next one ("suppressed").
 */
@ApplicationScoped
public class LoginAudit {

    private static final Logger LOG = Logger.getLogger(LoginAudit.class);

    @Inject
    AuditLog audit;

    @Inject
    LoginSettings settings;

    @Inject
    Clock clock;

    private RateLimiter rows;
    private final AtomicLong suppressed = new AtomicLong();

    @PostConstruct
    void init() {
        rows = new RateLimiter(
                "login-audit", Math.max(1, settings.auditRowsPerHour()), Duration.ofHours(1), System::nanoTime);
    }

    void failed(String username, boolean known, LoginThrottle.Failure f) {
        LOG.warnf(
                "login failed: user=%s known=%s address=%s failures=%d%s",
                quote(username),
                known,
                f.addresses().isEmpty() ? "?" : f.addresses().get(f.addresses().size() - 1),
                f.failures(),
                f.lockedUntil() == null ? "" : " locked-until=" + f.lockedUntil());
        if (f.lockedUntil() == null) {
            return;
        }
        if (!rows.take("all").isZero()) {
            suppressed.incrementAndGet();
            return;
        }
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("failures", f.failures());
        details.put("knownAccount", known);
        details.put("addresses", f.addresses());
        details.put(
                "lockedSeconds",
                Math.max(0, Duration.between(clock.instant(), f.lockedUntil()).toSeconds()));
        long skipped = suppressed.getAndSet(0);
        if (skipped > 0) {
            details.put("suppressed", skipped);
        }
        // Its own transaction: the failed log-in itself changes nothing and rolls nothing back.
        QuarkusTransaction.requiringNew().run(() -> audit.recordServer("login.lockout", "user:" + username, details));
    }

    /** The name as a safe log token: control characters escaped, so a name cannot forge log lines. */
    static String quote(String name) {
        // Names that long are no account's (40 characters at most): the start is enough to recognise.
        String s = name.length() > 80 ? name.substring(0, 80) + "..." : name;
        StringBuilder b = new StringBuilder("\"");
        s.codePoints().forEach(c -> {
            if (c == '"' || c == '\\') {
                b.append('\\').appendCodePoint(c);
            } else if (Character.isISOControl(c)
                    || Character.getType(c) == Character.FORMAT
                    || c == 0x2028
                    || c == 0x2029) { // line and paragraph separators end a line too, as in cli/Json
                b.append(String.format("\\u%04x", c));
            } else {
                b.appendCodePoint(c);
            }
        });
        return b.append('"').toString();
    }
}
