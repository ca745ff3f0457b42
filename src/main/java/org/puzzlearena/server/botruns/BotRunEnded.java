package org.puzzlearena.server.botruns;

/**
 * A run's end is being stored (observed after the commit): a contest whose reference bot it is
 * shows the new result to its live scoreboards at once.
 */
public record BotRunEnded(long runId) {}
