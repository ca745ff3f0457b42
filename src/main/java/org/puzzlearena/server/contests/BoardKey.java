package org.puzzlearena.server.contests;

/**
 * Who a scoreboard row belongs to: a participant (an account, and a bot name for a bot, null for
 * a person), with {@code reference} an organizer's yardstick bot named by its configuration, or,
 * in a team contest, a team ({@code team} its id, 0 for everyone else; docs/CONTESTS.md, "Teams").
 */
public record BoardKey(long accountId, String botName, boolean reference, long team) {

    public BoardKey(long accountId, String botName, boolean reference) {
        this(accountId, botName, reference, 0);
    }

    public static BoardKey participant(long accountId, String botName) {
        return new BoardKey(accountId, botName, false);
    }

    /** A team's entry: its members' persons and bots all count for it. */
    public static BoardKey team(long teamId) {
        return new BoardKey(0, null, false, teamId);
    }

    public boolean isTeam() {
        return team != 0;
    }
}
