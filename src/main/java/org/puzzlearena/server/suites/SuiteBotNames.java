package org.puzzlearena.server.suites;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A suite run's bot: its items' bot-run name (the configuration's leaderboard name, which never
 * holds the seed) without the item's budget, which the suite fixes. "NMCS level 1, random, 2 CPU-s"
 * is the bot "NMCS level 1, random"; a name that says its budget inside, "alice/bot v3 (hosted,
 * 10 CPU-s)", becomes "alice/bot v3 (hosted)".
 */
final class SuiteBotNames {

    private SuiteBotNames() {}

    static String withoutBudget(String runName, double cpuSeconds) {
        String budget = ", "
                + BigDecimal.valueOf(cpuSeconds)
                        .setScale(3, RoundingMode.HALF_UP)
                        .stripTrailingZeros()
                        .toPlainString()
                + " CPU-s";
        int at = runName.lastIndexOf(budget);
        return at < 0 ? runName : runName.substring(0, at) + runName.substring(at + budget.length());
    }
}
