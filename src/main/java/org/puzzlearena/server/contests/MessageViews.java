package org.puzzlearena.server.contests;

import java.time.Instant;
import java.util.List;

/** What the API and the live scoreboard say of a contest's announcements and clarifications. */
public final class MessageViews {

    private MessageViews() {}

    /** An announcement; {@code unread}: posted after the reader last marked the contest's messages read. */
    public record AnnouncementView(
            long id, long contest, String text, String author, Instant postedAt, boolean unread) {

        static AnnouncementView of(MessageRepository.Announcement a, long readSeq) {
            return new AnnouncementView(a.id(), a.contestId(), a.text(), a.author(), a.postedAt(), a.seq() > readSeq);
        }
    }

    /**
     * A clarification as one reader may see it: {@code asker} and {@code answeredBy} only for staff
     * (a public answer does not name who asked); {@code mine} for the asker; {@code toAll} whether
     * the answer went to everyone; {@code game}/{@code instance} the contest instance it is about.
     */
    public record ClarificationView(
            long id,
            long contest,
            String question,
            String asker,
            boolean mine,
            String game,
            String instance,
            Instant askedAt,
            String answer,
            String answeredBy,
            boolean toAll,
            Instant answeredAt,
            boolean unread) {

        static ClarificationView of(MessageRepository.Clarification c, long readerId, boolean staff, long readSeq) {
            boolean unread = c.seq() > readSeq && (staff ? !c.answered() : c.answered());
            return new ClarificationView(
                    c.id(),
                    c.contestId(),
                    c.question(),
                    staff ? c.asker() : null,
                    c.askerId() == readerId,
                    c.game(),
                    c.instance(),
                    c.askedAt(),
                    c.answer(),
                    staff ? c.answerer() : null,
                    c.toAll(),
                    c.answeredAt(),
                    unread);
        }
    }

    public record AnnouncementList(long contest, int unread, List<AnnouncementView> announcements) {}

    /** {@code staff}: the list is every question, with its asker; otherwise the reader's own and public answers. */
    public record ClarificationList(long contest, boolean staff, int unread, List<ClarificationView> clarifications) {}

    /**
     * How many messages the reader has not read: announcements, and clarifications (for staff the
     * questions still unanswered that came since; for a participant the answers they may read).
     */
    public record Unread(long contest, int announcements, int clarifications) {}

    /** A new announcement: its text, 1 to 2,000 characters. */
    public record NewAnnouncement(String text) {}

    /** A new question, 1 to 2,000 characters, optionally about one of the contest's instances. */
    public record NewClarification(String question, String game, String instance) {}

    /** An answer, 1 to 2,000 characters; {@code toAll}: everyone may read question and answer, else the asker. */
    public record NewAnswer(String answer, Boolean toAll) {}
}
