package org.puzzlearena.server.contests;

/**
 * A message of a contest to deliver live: an announcement posted, a clarification asked or
 * answered ({@code kind}: "announcement", "question", "answer"). Fired inside the posting
 * transaction; published to every server instance after it commits ({@link MessageEvents}), where
 * the scoreboard feed reads it once and sends it to the watchers who may see it.
 */
public record MessagePosted(long contestId, String kind, long id) {

    public static final String ANNOUNCEMENT = "announcement";
    public static final String QUESTION = "question";
    public static final String ANSWER = "answer";

    /** The cluster key of a contest's messages (its scoreboard's changes have their own). */
    public static String eventKey(long contestId) {
        return "contest." + contestId + ".messages";
    }
}
