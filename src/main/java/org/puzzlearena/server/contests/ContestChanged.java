package org.puzzlearena.server.contests;

/**
 * Something on a contest's scoreboard may have changed (a submission, a registration, an edit, the
 * unfreeze, a reference bot's result). Fired inside the changing transaction; the live feed
 * observes it after success, so nobody is told of what was rolled back.
 */
public record ContestChanged(long contestId) {}
