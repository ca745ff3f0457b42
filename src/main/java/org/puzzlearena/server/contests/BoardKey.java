package org.puzzlearena.server.contests;

/**
 * Who a scoreboard row belongs to: a participant (an account, and a bot name for a bot, null for
 * a person), or with {@code reference} an organizer's yardstick bot named by its configuration.
 */
public record BoardKey(long accountId, String botName, boolean reference) {

    public static BoardKey participant(long accountId, String botName) {
        return new BoardKey(accountId, botName, false);
    }
}
