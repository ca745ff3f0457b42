package org.puzzlearena.server.contests;

import java.time.Instant;
import org.puzzlearena.server.botruns.BotRun;
import org.puzzlearena.server.botruns.BotRunOutcome;

/**
 * What entering a reference bot comes to. {@link YardstickService} decides; {@link
 * ContestYardsticksResource#refusal} picks each refusal's status and problem document.
 */
public sealed interface YardstickOutcome {

    /** The reference bot's run, queued. */
    record Started(BotRun run) implements YardstickOutcome {}

    /** Why no reference bot was entered. */
    sealed interface Refused extends YardstickOutcome {}

    /** There is no contest {@code id}. */
    record NoContest(long id) implements Refused {}

    /** The contest starts at {@code startsAt}: bot runs are public and would reveal its instances before. */
    record NotStarted(Instant startsAt) implements Refused {}

    /** The contest ended at {@code endsAt}. */
    record Ended(Instant endsAt) implements Refused {}

    /** The bot run itself was refused ({@link BotRunOutcome}). */
    record RunRefused(BotRunOutcome.Refused why) implements Refused {}
}
