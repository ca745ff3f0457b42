package org.puzzlearena.rating;

/**
 * Step 5 of Glickman's Glicko-2: the new volatility sigma' as the root of
 * f(x) = e^x (delta^2 - phi^2 - v - e^x) / (2 (phi^2 + v + e^x)^2) - (x - a) / tau^2, a = ln(sigma^2),
 * found by the Illinois variant of regula falsi exactly as the paper lays it out (the bracket, the
 * halving of the stale end's f), stopping when the bracket is narrower than
 * {@link Glicko2Constants#CONVERGENCE}. The paper chose this method because f is flat far from its
 * root, where Newton's method can diverge.
 */
final class VolatilityIteration {

    /** A safety net only: the Illinois iteration converges in a few dozen steps for any sane input. */
    private static final int MAX_ITERATIONS = 10_000;

    private VolatilityIteration() {}

    static double solve(double phi, double sigma, double v, double delta, double tau) {
        double a = Math.log(sigma * sigma);
        double phi2 = phi * phi;
        double delta2 = delta * delta;
        java.util.function.DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            double d = phi2 + v + ex;
            return ex * (delta2 - phi2 - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
        };
        double bigA = a;
        double bigB;
        if (delta2 > phi2 + v) {
            bigB = Math.log(delta2 - phi2 - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * tau) < 0) {
                k++;
            }
            bigB = a - k * tau;
        }
        double fA = f.applyAsDouble(bigA);
        double fB = f.applyAsDouble(bigB);
        for (int i = 0; i < MAX_ITERATIONS && Math.abs(bigB - bigA) > Glicko2Constants.CONVERGENCE; i++) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f.applyAsDouble(bigC);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }
}
