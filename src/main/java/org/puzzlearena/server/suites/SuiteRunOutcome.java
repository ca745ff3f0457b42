package org.puzzlearena.server.suites;

import org.puzzlearena.server.api.FieldRefusal;

/** What starting a suite run comes to; {@code SuitesResource} picks each refusal's status. */
public sealed interface SuiteRunOutcome {

    /** The suite run, stored, with as many items admitted as the owner's run slots allowed. */
    record Started(SuiteRunView run) implements SuiteRunOutcome {}

    sealed interface Refused extends SuiteRunOutcome {}

    /** There is no suite {@code id}. */
    record NoSuite(String id) implements Refused {}

    /** The configuration was refused for one of its fields (the bot-run service's checks). */
    record FieldRefused(FieldRefusal why) implements Refused {}

    /** One of the suite's instances belongs to a contest until it ends ({@code why} says which). */
    record InstanceReserved(String why) implements Refused {}
}
