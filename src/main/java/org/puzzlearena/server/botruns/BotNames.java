package org.puzzlearena.server.botruns;

import java.math.BigDecimal;

/**
 * A run's name on the leaderboard: the bot's own description, its budget and its seed, e.g.
 * "NMCS level 2, tabu, 60 s, seed 7", so people see exactly what they compete against.
 */
final class BotNames {

    private BotNames() {
    }

    static String of(String description, Double seconds, Long playouts, long seed) {
        String budget;
        if (seconds != null && playouts != null) {
            budget = seconds(seconds) + " or " + playouts + " playouts";
        } else if (seconds != null) {
            budget = seconds(seconds);
        } else {
            budget = playouts + " playouts";
        }
        return description + ", " + budget + ", seed " + seed;
    }

    /** "60 s", "0.5 s": as written (to the millisecond), without a trailing ".0". */
    private static String seconds(double s) {
        return BigDecimal.valueOf(s).setScale(3, java.math.RoundingMode.HALF_UP).stripTrailingZeros().toPlainString() + " s";
    }
}
