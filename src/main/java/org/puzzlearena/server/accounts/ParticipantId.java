package org.puzzlearena.server.accounts;

/**
 * Who is ranked on a leaderboard or a contest's scoreboard and submits there: an account, as the
 * person ({@code botName} null) or as one of its bots (an API token's name, or a server bot run's
 * configuration). The tables store a person's bot name as {@code ''} (leaderboards' {@code bot_key},
 * {@code coalesce(bot_name, '')} elsewhere): {@link #botKey()} is that form, and an empty name read
 * back is the person again.
 */
public record ParticipantId(long accountId, String botName) {

    public ParticipantId {
        if (botName != null && botName.isEmpty()) {
            botName = null;
        }
    }

    public static ParticipantId person(long accountId) {
        return new ParticipantId(accountId, null);
    }

    public boolean isBot() {
        return botName != null;
    }

    /** The bot name as the tables key it: {@code ''} for the person. */
    public String botKey() {
        return botName == null ? "" : botName;
    }

    @Override
    public String toString() {
        return accountId + "/" + botKey();
    }
}
