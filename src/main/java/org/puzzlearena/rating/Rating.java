package org.puzzlearena.rating;

/**
 * A Glicko-2 rating on the Glicko scale (1500-centred), as shown to users.
 *
 * @param rating the estimate of strength
 * @param deviation the rating deviation (RD): one standard deviation of the estimate
 * @param volatility how erratic the player's results are (sigma); it drives how fast RD grows
 */
public record Rating(double rating, double deviation, double volatility) {

    /** The z of a two-sided 95% interval. */
    static final double Z95 = 1.959964;

    public Rating {
        if (!Double.isFinite(rating) || !(deviation > 0) || !(volatility > 0)) {
            throw new IllegalArgumentException("a rating needs a finite value and a positive deviation and volatility: "
                    + rating + ", " + deviation + ", " + volatility);
        }
    }

    /** The lower end of the 95% interval: rating - 1.96 RD. */
    public double low95() {
        return rating - Z95 * deviation;
    }

    /** The upper end of the 95% interval: rating + 1.96 RD. */
    public double high95() {
        return rating + Z95 * deviation;
    }

    /** Whether the rating is still provisional (RD at least {@link Glicko2Constants#PROVISIONAL_DEVIATION}). */
    public boolean provisional() {
        return deviation >= Glicko2Constants.PROVISIONAL_DEVIATION;
    }

    /** mu: the rating on Glicko-2's scale (step 2 of the paper). */
    double mu() {
        return (rating - Glicko2Constants.CENTRE) / Glicko2Constants.SCALE;
    }

    /** phi: the RD on Glicko-2's scale. */
    double phi() {
        return deviation / Glicko2Constants.SCALE;
    }

    /** The rating with mu and phi on Glicko-2's scale, converted back (step 8 of the paper). */
    static Rating fromGlicko2(double mu, double phi, double volatility) {
        return new Rating(
                Glicko2Constants.SCALE * mu + Glicko2Constants.CENTRE, Glicko2Constants.SCALE * phi, volatility);
    }
}
