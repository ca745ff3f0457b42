package org.puzzlearena.rating;

/**
 * The constants of the arena's Glicko-2, published in docs/ARENA.md. They are Glickman's suggested
 * values ("Example of the Glicko-2 system"), chosen over lichess's (tau 0.75, RD 500, volatility
 * 0.09) because bots do not improve between games the way people do: a version is fixed, so a small
 * tau (volatility changes slowly) fits, and a new version is a new player.
 *
 * @param tau how much the volatility may change over a rating period (Glickman: 0.3 to 1.2)
 * @param initialRating a new player's rating, in Glicko units
 * @param initialDeviation a new player's rating deviation (RD), also the most an RD can grow to
 * @param initialVolatility a new player's volatility
 * @param periodHours the length of a rating period, in hours: results are collected over a period and
 *     applied together, and a player without games in a period gains uncertainty
 */
public record Glicko2Constants(
        double tau, double initialRating, double initialDeviation, double initialVolatility, double periodHours) {

    /** The factor between Glicko's scale (1500-centred) and Glicko-2's (0-centred): 400 / ln 10. */
    public static final double SCALE = 173.7178;

    /** The centre of the Glicko scale, mu = 0 on Glicko-2's. */
    public static final double CENTRE = 1500;

    /** The volatility iteration stops when its bracket is narrower than this (Glickman's epsilon). */
    public static final double CONVERGENCE = 0.000001;

    /** A rating is provisional while its RD is at least this (lichess's threshold). */
    public static final double PROVISIONAL_DEVIATION = 110;

    /**
     * The arena's constants: tau 0.5, 1500 / RD 350 / volatility 0.06, rating periods of one day
     * (a bot plays many games a day; a day keeps one period's results a meaningful batch while an idle
     * bot's RD still grows visibly over weeks).
     */
    public static final Glicko2Constants ARENA = new Glicko2Constants(0.5, 1500, 350, 0.06, 24);

    public Glicko2Constants {
        if (!(tau > 0) || !(initialDeviation > 0) || !(initialVolatility > 0) || !(periodHours > 0)) {
            throw new IllegalArgumentException("tau, deviation, volatility and period must be positive");
        }
    }

    /** A new player's rating under these constants. */
    public Rating newRating() {
        return new Rating(initialRating, initialDeviation, initialVolatility);
    }
}
