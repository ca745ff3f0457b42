package org.puzzlearena.server.botruns;

import java.time.Duration;
import java.time.Instant;
import org.puzzlearena.server.api.FieldRefusal;

/**
 * What starting, restarting, resuming ({@code BotRunOutcome}) or cancelling (a {@link
 * Cancellation}) a bot run comes to. {@link BotRunService} decides; {@link
 * BotRunsResource#refusal} picks each refusal's status and problem document.
 */
public sealed interface BotRunOutcome {

    /** The new run, queued. */
    record Started(BotRun run) implements BotRunOutcome {}

    /** What cancelling comes to. */
    sealed interface Cancellation {}

    /** The run as it stands after the cancel (as it was, if it had already ended). */
    record Stopped(BotRun run) implements Cancellation {}

    /** Why nothing was started or stopped. */
    sealed interface Refused extends BotRunOutcome, Cancellation {}

    /** The request was refused for one of its fields ({@link RunPlans}): no sense, or over the caller's limits. */
    record FieldRefused(FieldRefusal why) implements Refused {}

    /** There is no run {@code id}. */
    record NoRun(long id) implements Refused {}

    /** Run {@code id} belongs to another account. */
    record NotYours(long id) implements Refused {}

    /** Hosted bot {@code botId} belongs to another account: only its owner (and admins) run it. */
    record NotYourBot(long botId) implements Refused {}

    /** Run {@code id} is still {@code state}: it is resumed once it has ended. */
    record StillActive(long id, String state) implements Refused {}

    /** The caller has {@code active} runs going, the most allowed; one should end within {@code retryAfter}. */
    record TooManyActive(int active, Duration retryAfter) implements Refused {}

    /** The server's queue of bot runs is full. */
    record QueueFull() implements Refused {}

    /** The work queue (the broker) did not take the run ({@code why}); the run ended as failed. */
    record QueueUnavailable(String why) implements Refused {}

    /** The run's instance belongs to a contest until it ends ({@code why} says which and until when). */
    record InstanceReserved(String why) implements Refused {}

    /** Run {@code sourceRunId}, to be repeated, is a contest's reference bot until the contest ends. */
    record SealedReference(long sourceRunId) implements Refused {}

    /**
     * The caller takes part in contest {@code contestId} ({@code title}), which allows no bots, and
     * {@code game} {@code instance} is one of its instances until it ends at {@code endsAt}.
     */
    record ContestForbidsBots(long contestId, String title, String game, String instance, Instant endsAt)
            implements Refused {}

    /** The run would be on {@code game} {@code instance}, not a board its link accepts (a contest reference bot off the contest's). */
    record OffBoard(String game, String instance) implements Refused {}
}
