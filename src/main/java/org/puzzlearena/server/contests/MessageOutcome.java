package org.puzzlearena.server.contests;

import java.time.Instant;

/** What the message service did, or why it refused; the resource picks each status. */
public sealed interface MessageOutcome {

    record Posted(MessageViews.AnnouncementView announcement) implements MessageOutcome {}

    record Asked(MessageViews.ClarificationView clarification) implements MessageOutcome {}

    record Answered(MessageViews.ClarificationView clarification) implements MessageOutcome {}

    sealed interface Refused extends MessageOutcome {}

    record NoContest(long id) implements Refused {}

    record BadField(String field, String why) implements Refused {}

    /** Only a registered participant asks (not staff, not a stranger). */
    record MayNotAsk(String why) implements Refused {}

    record ContestEnded(Instant endsAt) implements Refused {}

    record NoClarification(long contestId, long id) implements Refused {}

    record AlreadyAnswered(long id, Instant answeredAt) implements Refused {}
}
