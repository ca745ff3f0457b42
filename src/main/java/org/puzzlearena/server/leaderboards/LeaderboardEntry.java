package org.puzzlearena.server.leaderboards;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;

/**
 * One participant's best submission on an instance. A participant is a person (an account
 * submitting through the browser) or a bot (an account's API token, named by the token, or a bot
 * run of the server, named by its configuration: then {@code botRun} links the run).
 */
public record LeaderboardEntry(int rank, Participant participant, int score, int moves, long submissionId,
        Instant receivedAt, String submission, @JsonInclude(JsonInclude.Include.NON_NULL) String botRun) {

    public record Participant(String kind, String name, String account) {

        /** A person is named by their account; a bot by its API token (or run configuration). */
        public static Participant of(String username, String botName) {
            return botName == null ? new Participant("person", username, username)
                    : new Participant("bot", botName, username);
        }
    }
}
