package org.puzzlearena.server.leaderboards;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;

/**
 * One participant's best submission on an instance. A participant is a person (an account
 * submitting through the browser) or a bot (an account's API token, named by the token, or a bot
 * run of the server, named by its configuration: then {@code botRun} links the run). {@code copyOf}
 * says what it copies when it repeats a record's or someone's earlier line; {@code percentOfRecord}
 * is its score as a percentage of the board's record (one decimal; absent without a positive record).
 * An entry of a bot run says whether it ran a hosted bot ({@code hosted}), and with a CPU budget its
 * {@code cpuSeconds} (absent otherwise): the per-budget boards compare those.
 */
public record LeaderboardEntry(
        int rank,
        Participant participant,
        int score,
        int moves,
        long submissionId,
        Instant receivedAt,
        String submission,
        @JsonInclude(JsonInclude.Include.NON_NULL) String botRun,
        @JsonInclude(JsonInclude.Include.NON_NULL) CopyOf copyOf,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double percentOfRecord,
        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean hosted,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double cpuSeconds) {

    /** {@code score} as a percentage of {@code recordScore}, one decimal; null without a positive record. */
    public static Double percentOf(int score, Integer recordScore) {
        return recordScore == null || recordScore <= 0 ? null : Math.round(score * 1000.0 / recordScore) / 10.0;
    }

    public record Participant(String kind, String name, String account) {

        /** A person is named by their account; a bot by its API token (or run configuration). */
        public static Participant of(String username, String botName) {
            return botName == null
                    ? new Participant("person", username, username)
                    : new Participant("bot", botName, username);
        }
    }
}
