package org.puzzlearena.server.suites;

/** One item of a suite: a bot runs {@code game} {@code instance} with {@code cpuSeconds} of CPU time. */
public record SuiteItem(String game, String instance, double cpuSeconds) {}
