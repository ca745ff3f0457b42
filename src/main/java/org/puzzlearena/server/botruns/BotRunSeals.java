package org.puzzlearena.server.botruns;

import java.util.Optional;
import java.util.Set;
import org.puzzlearena.server.accounts.Caller;

/**
 * Runs that only a few may see for a while: a contest's reference bot until the contest ends, a
 * participant's own run on an instance of their contest until the contest's results are public.
 * A sealed run is, to everyone but its insiders (its owner and the contest's staff), a run that
 * does not exist: not readable, not listed, not watchable; and its leaderboard entry waits until
 * the seal is lifted ({@link HeldEntries}). Implemented by the contests package, which depends on
 * bot runs, not the other way round.
 */
public interface BotRunSeals {

    /**
     * Called in the transaction that creates a public run (also a restart or resume of
     * {@code sourceRunId}): seals it or lets it be public (empty), or answers why it is refused,
     * having stored nothing; the caller then rolls the run back.
     */
    Optional<BotRunOutcome.Refused> admit(Caller caller, BotRun run, Long sourceRunId);

    /** Whether the run is sealed now. */
    boolean isSealed(long runId);

    /** Whether the caller may see all of the run now: it is not sealed, or they are an insider. */
    boolean mayOpen(long runId, long ownerAccountId, Optional<Caller> caller);

    /** The runs sealed now that the caller may not open: left out of their lists. */
    Set<Long> hiddenFrom(Optional<Caller> caller);
}
