package org.puzzlearena.server.suites;

/** What cancelling a suite run comes to; {@code SuiteRunsResource} picks each refusal's status. */
public sealed interface SuiteCancelOutcome {

    /** Cancelled: the run as it stands now (its items' bot runs are being cancelled). */
    record Cancelled(SuiteRunView run) implements SuiteCancelOutcome {}

    record NoSuiteRun(long id) implements SuiteCancelOutcome {}

    /** Someone else's run, and the caller is no admin. */
    record NotYours(long id) implements SuiteCancelOutcome {}

    /** The run has ended already ({@code state}: finished, failed or cancelled). */
    record Ended(long id, String state) implements SuiteCancelOutcome {}
}
