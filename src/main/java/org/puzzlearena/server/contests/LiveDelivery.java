package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.Optional;
import java.util.function.LongFunction;
import org.puzzlearena.server.accounts.Caller;

/**
 * Who of a contest's scoreboard watchers receives a posted message, and as what: an announcement
 * goes to every watcher; a new question to staff only; an answer to the asker's connections and
 * staff, or to everyone when answered to all. The message is read once per event, the decision
 * made per watcher (a withdrawn role stops receiving staff messages).
 */
@ApplicationScoped
public class LiveDelivery {

    @Inject
    ContestService contestService;

    @Inject
    ContestAccess access;

    @Inject
    MessageRepository messages;

    /** A posted message as read once for all the watchers. */
    public record Posted(
            Contest contest,
            String kind,
            MessageRepository.Announcement announcement,
            MessageRepository.Clarification clarification) {}

    /** The message {@code event} names, or none when it (or its contest) is gone. */
    @Transactional
    public Optional<Posted> read(MessagePosted event) {
        return contestService.find(event.contestId()).flatMap(c -> switch (event.kind()) {
            case MessagePosted.ANNOUNCEMENT ->
                messages.announcement(event.id()).map(a -> new Posted(c, event.kind(), a, null));
            default -> messages.clarification(c.id, event.id()).map(q -> new Posted(c, event.kind(), null, q));
        });
    }

    /** The message {@code caller} (null: anonymous) receives, given its connection's next seq, or none. */
    @Transactional
    public Optional<LongFunction<ScoreboardMessages.Message>> to(Posted p, Caller caller) {
        if (p.announcement() != null) {
            // Its author has read it: the page that posted it does not mark it new.
            boolean author = caller != null && p.announcement().author().equals(caller.username());
            var view = MessageViews.AnnouncementView.of(p.announcement(), author ? Long.MAX_VALUE : -1);
            return Optional.of(seq -> new ScoreboardMessages.Announcement(seq, view));
        }
        MessageRepository.Clarification q = p.clarification();
        boolean staff = access.isStaff(p.contest(), caller);
        boolean asker = caller != null && caller.accountId() == q.askerId();
        boolean question = MessagePosted.QUESTION.equals(p.kind());
        boolean may = staff || (!question && (q.toAll() || asker));
        if (!may) {
            return Optional.empty();
        }
        var view = MessageViews.ClarificationView.of(q, caller == null ? -1 : caller.accountId(), staff, -1);
        return Optional.of(seq -> new ScoreboardMessages.Clarification(seq, p.kind(), view));
    }
}
