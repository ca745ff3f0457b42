package org.puzzlearena.rating;

import java.util.ArrayList;
import java.util.List;

/**
 * Glicko-2, exactly as Glickman's "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf)
 * states it, steps 1 to 8, with the Illinois variant of regula falsi for the volatility (step 5).
 * All of a period's games are applied together against the opponents' ratings at the period's start;
 * a period without games only widens the deviation (step 6), capped at the initial deviation so an
 * idle player is never less certain than a new one.
 */
public final class Glicko2 {

    private final Glicko2Constants constants;

    public Glicko2(Glicko2Constants constants) {
        this.constants = constants;
    }

    public Glicko2Constants constants() {
        return constants;
    }

    /** The rating after one period with {@code results} (empty: a period without games). */
    public Rating update(Rating player, List<GameResult> results) {
        return explain(player, results).after();
    }

    /** The rating after a period without games: phi' = sqrt(phi^2 + sigma^2), at most the initial RD. */
    public Rating idle(Rating player) {
        return update(player, List.of());
    }

    /** The rating after one period with {@code results}, with every step of the computation. */
    public RatingChange explain(Rating player, List<GameResult> results) {
        double mu = player.mu();
        double phi = player.phi();
        double sigma = player.volatility();
        if (results.isEmpty()) {
            double grown = Math.min(Math.sqrt(phi * phi + sigma * sigma), maxPhi());
            Rating after = Rating.fromGlicko2(mu, grown, sigma);
            return new RatingChange(player, after, List.of(), Double.POSITIVE_INFINITY, 0, sigma, grown, grown, mu);
        }
        // Step 3 and 4: the estimated variance v and improvement delta from the games alone.
        List<RatingChange.GameTerm> terms = new ArrayList<>(results.size());
        double inverseV = 0;
        double improvement = 0;
        for (GameResult r : results) {
            double g = g(r.opponent().phi());
            double e = expected(mu, r.opponent().mu(), g);
            terms.add(new RatingChange.GameTerm(r.opponent(), g, e, r.score()));
            inverseV += g * g * e * (1 - e);
            improvement += g * (r.score() - e);
        }
        double v = 1 / inverseV;
        double delta = v * improvement;
        // Step 5: the new volatility; step 6 and 7: the new deviation and rating.
        double newSigma = VolatilityIteration.solve(phi, sigma, v, delta, constants.tau());
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * improvement;
        newPhi = Math.min(newPhi, maxPhi());
        return new RatingChange(
                player, Rating.fromGlicko2(newMu, newPhi, newSigma), terms, v, delta, newSigma, phiStar, newPhi, newMu);
    }

    private double maxPhi() {
        return constants.initialDeviation() / Glicko2Constants.SCALE;
    }

    /** g(phi) = 1 / sqrt(1 + 3 phi^2 / pi^2): an uncertain opponent's game counts less. */
    static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** E(mu, mu_j, phi_j) = 1 / (1 + exp(-g(phi_j) (mu - mu_j))), with g already computed. */
    static double expected(double mu, double opponentMu, double g) {
        return 1 / (1 + Math.exp(-g * (mu - opponentMu)));
    }
}
