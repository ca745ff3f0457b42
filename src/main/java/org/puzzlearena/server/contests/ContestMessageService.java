package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.ratelimit.RateLimits;

/**
 * Announcements and clarifications of a contest. Staff post announcements, which anyone who may
 * see the contest reads; registered participants ask questions, which only staff and the asker
 * read until staff answer them to all. Everything posted is audited and delivered live
 * ({@link MessagePosted}).
 */
@ApplicationScoped
public class ContestMessageService {

    static final int MAX_TEXT = 2000;

    @Inject
    ContestService contestService;

    @Inject
    ContestRepository contests;

    @Inject
    ContestAccess access;

    @Inject
    MessageRepository messages;

    @Inject
    RateLimits limits;

    @Inject
    AuditLog audit;

    @Inject
    Clock clock;

    @Inject
    Event<MessagePosted> posted;

    @Transactional
    public MessageOutcome post(Caller caller, long contestId, MessageViews.NewAnnouncement body) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new MessageOutcome.NoContest(contestId);
        }
        access.requireStaff(c, caller);
        String text = text(body == null ? null : body.text());
        if (text == null) {
            return bad("text", body == null ? null : body.text());
        }
        long id = messages.postAnnouncement(c.id, text, caller.accountId(), clock.instant());
        audit.record(caller, "contest.announcement.post", "contest:" + c.id, Map.of("announcement", id, "text", text));
        posted.fire(new MessagePosted(c.id, MessagePosted.ANNOUNCEMENT, id));
        return new MessageOutcome.Posted(
                MessageViews.AnnouncementView.of(messages.announcement(id).orElseThrow(), Long.MAX_VALUE));
    }

    /** The contest's announcements, oldest first, or none when there is no contest. */
    @Transactional
    public Optional<MessageViews.AnnouncementList> announcements(Caller caller, long contestId) {
        return contestService.find(contestId).map(c -> {
            long read = readSeq(c.id, caller);
            List<MessageViews.AnnouncementView> all = messages.announcements(c.id).stream()
                    .map(a -> MessageViews.AnnouncementView.of(a, read))
                    .toList();
            return new MessageViews.AnnouncementList(
                    c.id,
                    (int) all.stream()
                            .filter(MessageViews.AnnouncementView::unread)
                            .count(),
                    all);
        });
    }

    /**
     * A question of a registered participant (a person: its bots do not ask). Checked in this
     * order: the contest, who asks, the text, the instance, then the rate limit, so that refused
     * input costs nothing of the allowance.
     */
    @Transactional
    public MessageOutcome ask(Caller caller, long contestId, MessageViews.NewClarification body) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new MessageOutcome.NoContest(contestId);
        }
        if (access.isStaff(c, caller)) {
            return new MessageOutcome.MayNotAsk("the contest's staff answer questions; they do not ask them");
        }
        if (contests.registrationsOfAccount(c.id, caller.accountId()).isEmpty()) {
            return new MessageOutcome.MayNotAsk("only the contest's registered participants ask questions");
        }
        Instant now = clock.instant();
        if (c.hasEnded(now)) {
            return new MessageOutcome.ContestEnded(c.endsAt);
        }
        String question = text(body == null ? null : body.question());
        if (question == null) {
            return bad("question", body == null ? null : body.question());
        }
        String game = blankToNull(body.game());
        String instance = blankToNull(body.instance());
        if ((game == null) != (instance == null)) {
            return new MessageOutcome.BadField(
                    game == null ? "game" : "instance", "game and instance name a contest instance together");
        }
        if (game != null) {
            // Before the start a participant does not see the instances: no probing them through questions.
            if (!c.hasStarted(now)) {
                return new MessageOutcome.BadField("instance", "the contest's instances are shown at its start");
            }
            if (!contests.instancesOf(c.id).contains(new BoardId(game, instance))) {
                return new MessageOutcome.BadField("instance", "not an instance of this contest");
            }
        }
        limits.check(RateLimits.Limit.CLARIFICATIONS, "account:" + caller.accountId());
        long id = messages.ask(c.id, caller.accountId(), question, game, instance, now);
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("clarification", id);
        details.put("question", question);
        if (game != null) {
            details.put("instance", game + "/" + instance);
        }
        audit.record(caller, "contest.clarification.ask", "contest:" + c.id, details);
        posted.fire(new MessagePosted(c.id, MessagePosted.QUESTION, id));
        return new MessageOutcome.Asked(MessageViews.ClarificationView.of(
                messages.clarification(c.id, id).orElseThrow(), caller.accountId(), false, Long.MAX_VALUE));
    }

    @Transactional
    public MessageOutcome answer(Caller caller, long contestId, long clarificationId, MessageViews.NewAnswer body) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new MessageOutcome.NoContest(contestId);
        }
        // Staff first: nobody else learns which questions exist.
        access.requireStaff(c, caller);
        MessageRepository.Clarification q =
                messages.clarification(c.id, clarificationId).orElse(null);
        if (q == null) {
            return new MessageOutcome.NoClarification(c.id, clarificationId);
        }
        if (q.answered()) {
            return new MessageOutcome.AlreadyAnswered(q.id(), q.answeredAt());
        }
        String answer = text(body == null ? null : body.answer());
        if (answer == null) {
            return bad("answer", body == null ? null : body.answer());
        }
        boolean toAll = body.toAll() != null && body.toAll();
        if (!messages.answer(q.id(), answer, caller.accountId(), toAll, clock.instant())) {
            MessageRepository.Clarification now =
                    messages.clarification(c.id, q.id()).orElseThrow();
            return new MessageOutcome.AlreadyAnswered(now.id(), now.answeredAt());
        }
        audit.record(
                caller,
                "contest.clarification.answer",
                "contest:" + c.id,
                Map.of("clarification", q.id(), "asker", q.asker(), "toAll", toAll, "answer", answer));
        posted.fire(new MessagePosted(c.id, MessagePosted.ANSWER, q.id()));
        return new MessageOutcome.Answered(MessageViews.ClarificationView.of(
                messages.clarification(c.id, q.id()).orElseThrow(), caller.accountId(), true, Long.MAX_VALUE));
    }

    /** The clarifications {@code caller} may read (null: anyone's view, public answers), or none when there is no contest. */
    @Transactional
    public Optional<MessageViews.ClarificationList> clarifications(Caller caller, long contestId) {
        return contestService.find(contestId).map(c -> {
            boolean staff = access.isStaff(c, caller);
            long reader = caller == null ? -1 : caller.accountId();
            long read = readSeq(c.id, caller);
            List<MessageViews.ClarificationView> all = (staff
                            ? messages.allClarifications(c.id)
                            : messages.visibleClarifications(c.id, reader))
                    .stream()
                            .map(q -> MessageViews.ClarificationView.of(q, reader, staff, read))
                            .toList();
            return new MessageViews.ClarificationList(
                    c.id,
                    staff,
                    (int) all.stream()
                            .filter(MessageViews.ClarificationView::unread)
                            .count(),
                    all);
        });
    }

    /** How many of the contest's messages the caller has not read, or none when there is no contest. */
    @Transactional
    public Optional<MessageViews.Unread> unread(Caller caller, long contestId) {
        return announcements(caller, contestId)
                .map(a -> new MessageViews.Unread(
                        a.contest(),
                        a.unread(),
                        clarifications(caller, contestId).orElseThrow().unread()));
    }

    /** Marks everything the caller may read of the contest as read; none when there is no contest. */
    @Transactional
    public Optional<MessageViews.Unread> markRead(Caller caller, long contestId) {
        return contestService.find(contestId).map(c -> {
            boolean staff = access.isStaff(c, caller);
            long top = messages.announcements(c.id).stream()
                    .mapToLong(MessageRepository.Announcement::seq)
                    .max()
                    .orElse(0);
            List<MessageRepository.Clarification> mine =
                    staff ? messages.allClarifications(c.id) : messages.visibleClarifications(c.id, caller.accountId());
            // Only what the caller may read moves its marker: a private question asked later stays unread.
            top = Math.max(
                    top,
                    mine.stream()
                            .mapToLong(MessageRepository.Clarification::seq)
                            .max()
                            .orElse(0));
            messages.markRead(c.id, caller.accountId(), top);
            return new MessageViews.Unread(c.id, 0, 0);
        });
    }

    /** What a contest's export holds of its messages. */
    public record Exported(
            List<MessageViews.AnnouncementView> announcements, List<MessageViews.ClarificationView> clarifications) {}

    /**
     * The messages in the export of {@code caller}, in its transaction: every announcement, and
     * for staff every clarification with its asker, for anyone else (the export is public once the
     * contest is) only the answers given to all.
     */
    public Exported export(Contest c, Caller caller) {
        boolean staff = access.isStaff(c, caller);
        return new Exported(
                messages.announcements(c.id).stream()
                        .map(a -> MessageViews.AnnouncementView.of(a, Long.MAX_VALUE))
                        .toList(),
                (staff ? messages.allClarifications(c.id) : messages.visibleClarifications(c.id, -1))
                        .stream()
                                .map(q -> MessageViews.ClarificationView.of(q, -1, staff, Long.MAX_VALUE))
                                .toList());
    }

    private long readSeq(long contestId, Caller caller) {
        return caller == null ? Long.MAX_VALUE : messages.readSeq(contestId, caller.accountId());
    }

    private static MessageOutcome.BadField bad(String field, String given) {
        return new MessageOutcome.BadField(
                field,
                given == null || given.isBlank()
                        ? field + " is required"
                        : field + " is at most " + MAX_TEXT + " characters, without control characters");
    }

    /** The text trimmed, or null when it is missing, blank, too long or holds control characters other than line breaks and tabs. */
    static String text(String given) {
        if (given == null || given.isBlank()) {
            return null;
        }
        String t = given.strip();
        if (t.codePointCount(0, t.length()) > MAX_TEXT) {
            return null;
        }
        boolean control =
                t.codePoints().anyMatch(cp -> Character.isISOControl(cp) && cp != '\n' && cp != '\r' && cp != '\t');
        return control ? null : t;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
