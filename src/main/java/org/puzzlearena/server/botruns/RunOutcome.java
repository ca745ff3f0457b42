package org.puzzlearena.server.botruns;

import java.util.List;
import org.puzzlearena.server.verify.Verdict;

/**
 * How a run ended, as the worker stores it: the end state, the best sequence (canonical moves) with
 * its score and chart, the counters (CPU time only for a CPU budget), and for a finished run the
 * rules core's verdict on its best, which enters the leaderboard.
 */
record RunOutcome(
        BotRunState state,
        String stopReason,
        Integer score,
        List<String> moves,
        String pointsJson,
        long playouts,
        long elapsedMs,
        Long cpuMs,
        Verdict.Valid entry,
        String error) {}
