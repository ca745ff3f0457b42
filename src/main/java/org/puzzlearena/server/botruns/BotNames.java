package org.puzzlearena.server.botruns;

import java.math.BigDecimal;

/**
 * A run's name on the leaderboard: the bot's own description and its budget, e.g. "NMCS level 2,
 * tabu, 60 s", so people see exactly what they compete against. The seed is left out on purpose:
 * the name is the bot's leaderboard identity, so ten seeded runs of one configuration make one
 * row with the best of them (their runs are listed by {@code GET /api/bot-runs?config=NAME}, each
 * with its seed), rather than ten rows of one bot crowding the board.
 */
final class BotNames {

    private BotNames() {}

    static String of(String description, Double seconds, Long playouts) {
        String budget;
        if (seconds != null && playouts != null) {
            budget = seconds(seconds) + " or " + playouts + " playouts";
        } else if (seconds != null) {
            budget = seconds(seconds);
        } else {
            budget = playouts + " playouts";
        }
        return description + ", " + budget;
    }

    /** "60 s", "0.5 s": as written (to the millisecond), without a trailing ".0". */
    private static String seconds(double s) {
        return BigDecimal.valueOf(s)
                        .setScale(3, java.math.RoundingMode.HALF_UP)
                        .stripTrailingZeros()
                        .toPlainString() + " s";
    }
}
