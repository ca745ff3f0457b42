package org.puzzlearena.server.accounts;

import org.puzzlearena.server.audit.AuditLog;

/**
 * Who makes a request: a person logged in through the browser (session cookie), or a bot acting
 * for an account through an API token (its name is the bot's name on leaderboards).
 */
public record Caller(long accountId, String username, Kind kind, String botName, Long tokenId)
        implements AuditLog.Actor {

    public enum Kind {
        PERSON,
        BOT
    }

    public static Caller person(Account a) {
        return new Caller(a.id, a.username, Kind.PERSON, null, null);
    }

    /** Who is limited as one participant (rate limits): each bot (API token) apart from its person. */
    public String participantKey() {
        return isBot() ? "bot:" + tokenId : "person:" + accountId;
    }

    /** The participant this caller submits and registers as: its account, as its bot for a token. */
    public ParticipantId participant() {
        return new ParticipantId(accountId, botName);
    }

    public boolean isBot() {
        return kind == Kind.BOT;
    }
}
