package org.puzzlearena.server.botruns;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A run's name on the leaderboard: the bot's own description and its budget, e.g. "NMCS level 2,
 * tabu, 60 s" or with CPU time "NMCS level 2, tabu, 30 CPU-s", so people see exactly what they
 * compete against. The seed is left out on purpose: the name is the bot's leaderboard identity,
 * so ten seeded runs of one configuration make one row with the best of them (their runs are
 * listed by {@code GET /api/bot-runs?config=NAME}, each with its seed), rather than ten rows of one
 * bot crowding the board.
 */
final class BotNames {

    private BotNames() {}

    /** At most one of {@code seconds} (wall clock) and {@code cpuSeconds} is set. */
    static String of(String description, Double seconds, Double cpuSeconds, Long playouts) {
        String time =
                seconds != null ? seconds(seconds) + " s" : cpuSeconds != null ? seconds(cpuSeconds) + " CPU-s" : null;
        String budget;
        if (time != null && playouts != null) {
            budget = time + " or " + playouts + " playouts";
        } else if (time != null) {
            budget = time;
        } else {
            budget = playouts + " playouts";
        }
        return description + ", " + budget;
    }

    /**
     * A hosted bot's run: its owner, its name, the version and the CPU budget, e.g. "alice/my-nmcs v3
     * (hosted, 10 CPU-s)": each version at each budget is its own row, as each configuration is.
     */
    static String hosted(String owner, String bot, int version, double cpuSeconds) {
        return owner + "/" + bot + " v" + version + " (hosted, " + seconds(cpuSeconds) + " CPU-s)";
    }

    /** "60", "0.5": as written (to the millisecond), without a trailing ".0". */
    private static String seconds(double s) {
        return BigDecimal.valueOf(s)
                .setScale(3, RoundingMode.HALF_UP)
                .stripTrailingZeros()
                .toPlainString();
    }
}
