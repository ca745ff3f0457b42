package org.puzzlearena.server.suites;

/**
 * An item of a suite run as it stands: its instance and budget, its bot run's id, state and best
 * score when it has one, or why the bot-run service refused it.
 */
record ItemStatus(
        long itemId,
        int position,
        String game,
        String instance,
        double cpuSeconds,
        Long botRunId,
        int attempts,
        String refusal,
        String runState,
        Integer score) {

    /** Waiting for a free run slot: not admitted yet, nor refused. */
    boolean pending() {
        return botRunId == null && refusal == null;
    }

    /** "pending", "refused", or the bot run's state (queued, running, finished, ...). */
    String state() {
        if (refusal != null) {
            return "refused";
        }
        return botRunId == null ? "pending" : runState;
    }
}
