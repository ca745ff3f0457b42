package org.puzzlearena.server.leaderboards;

/**
 * The order of an ordinary leaderboard, best first: higher score, then originals before copies (a
 * copy repeats a record's line or someone's earlier line: docs/RECORDS.md), then earlier receipt,
 * then lower submission id. It is written three ways over {@code leaderboard_bests}, kept here side by side
 * so that a new ordering column (and the index {@code leaderboard_bests_rank}, which must follow
 * it) changes all three together.
 */
final class LeaderboardOrder {

    private LeaderboardOrder() {}

    /** ORDER BY over rows aliased {@code b}: the index {@code leaderboard_bests_rank} serves it. */
    static final String ORDER_BY = "b.score DESC, b.is_copy, b.received_at, b.submission_id";

    /**
     * The upsert's condition: the new row {@code EXCLUDED} comes before the kept best {@code b}.
     * A strict total order, so the kept best is the first of all the participant's submissions
     * whatever order their transactions commit in.
     */
    static final String NEW_IS_BETTER = """
            EXCLUDED.score > b.score
            OR (EXCLUDED.score = b.score
                AND (EXCLUDED.is_copy, EXCLUDED.received_at, EXCLUDED.submission_id)
                    < (b.is_copy, b.received_at, b.submission_id))""";

    /**
     * How many entries of the board come before the entry aliased {@code me}: two counts, each one
     * range of {@code leaderboard_bests_rank} (an OR of the two would not be one range).
     */
    static String aheadOf(String me) {
        return """
                ((SELECT count(*) FROM leaderboard_bests o
                   WHERE o.game = me.game AND o.instance_id = me.instance_id AND o.score > me.score)
                 + (SELECT count(*) FROM leaderboard_bests o
                   WHERE o.game = me.game AND o.instance_id = me.instance_id AND o.score = me.score
                     AND (o.is_copy, o.received_at, o.submission_id) < (me.is_copy, me.received_at, me.submission_id)))""".replace("me.", me + ".");
    }
}
