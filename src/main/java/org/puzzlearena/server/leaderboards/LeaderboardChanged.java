package org.puzzlearena.server.leaderboards;

/**
 * A submission was stored on a leaderboard (a person's, a bot's, or a bot run's result). Fired
 * inside the storing transaction; observers that push it to clients observe it after success, so
 * nobody hears of a submission that was rolled back.
 */
public record LeaderboardChanged(String game, String instance, long accountId, String botName, long submissionId) {}
