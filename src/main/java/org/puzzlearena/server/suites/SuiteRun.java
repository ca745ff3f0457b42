package org.puzzlearena.server.suites;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;
import org.puzzlearena.server.accounts.Account;
import org.puzzlearena.server.accounts.Caller;

/**
 * One bot configuration run on a suite: who started it (its items start as that caller), the
 * configuration as the bot-run request's JSON fields with its seed, and where it is. Its items
 * ({@link SuiteRunItem}) link the bot runs.
 */
@Entity
@Table(name = "suite_runs")
public class SuiteRun {

    public static final String RUNNING = "running";
    public static final String FINISHED = "finished";
    public static final String FAILED = "failed";
    public static final String CANCELLED = "cancelled";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "suite_id", nullable = false)
    public String suiteId;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "account_id")
    public Account account;

    /** "person" or "bot" ({@link Caller.Kind}). */
    @Column(name = "caller_kind", nullable = false)
    public String callerKind;

    @Column(name = "caller_bot_name")
    public String callerBotName;

    @Column(name = "caller_token_id")
    public Long callerTokenId;

    /** The bot-run request's fields as a JSON object, without game, instance and budget, with the seed. */
    @Column(nullable = false)
    public String configuration;

    @Column(nullable = false)
    public long seed;

    /** The configuration's name without the budget: its row in the comparison. */
    @Column(nullable = false)
    public String bot;

    @Column(nullable = false)
    public boolean hosted;

    @Column(nullable = false)
    public String state;

    /** The sum of the items' scores, once every item has finished. */
    public Long total;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "ended_at")
    public Instant endedAt;

    /** The caller who started the run, as its later items are started. */
    Caller caller() {
        return new Caller(
                account.id,
                account.username,
                Caller.Kind.valueOf(callerKind.toUpperCase(java.util.Locale.ROOT)),
                callerBotName,
                callerTokenId);
    }
}
