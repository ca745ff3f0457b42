package org.puzzlearena.server.botruns;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.BotConfig;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.SearchAlgorithm;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.catalog.GameCatalog;

/**
 * Checks a run request and turns it into a {@link RunPlan}. What makes no sense is a 400 naming
 * the field (BotConfig's own messages for the bot); what makes sense but exceeds the caller's
 * limits is a 422 naming the field, so a client can tell "fix it" from "ask for less".
 */
@ApplicationScoped
public class RunPlans {

    /** BotConfig's messages start with the field at fault: "level: from 0 to 6, got 9". */
    private static final Pattern FIELD = Pattern.compile("^([a-z]+): ");

    @Inject
    GameCatalog catalog;

    RunPlan plan(BotRunRequest r, BotRunSettings.Limits limits) {
        if (r == null) {
            throw ApiException.badRequest(
                    null,
                    "a JSON body {\"game\", \"instance\", \"algorithm\", ..., \"seconds\" or \"playouts\"} is required");
        }
        if (!r.unknown().isEmpty()) {
            String field = r.unknown().keySet().iterator().next();
            throw ApiException.badRequest(
                    field,
                    "unknown field '" + field + "'; the fields are game, instance, "
                            + "algorithm, level, beam, policy, memorize, iterations, threads, seconds, playouts and seed");
        }
        State initial = catalog.initialStateForRequest(r.game(), r.instance());
        GameCatalog.requirePuzzle(initial.game().id(), "game");
        if (r.algorithm() == null) {
            throw ApiException.badRequest("algorithm", "algorithm is required: one of " + BotConfig.ALGORITHMS);
        }
        BotConfig config = config(r);
        SearchAlgorithm algorithm;
        try {
            algorithm = config.create(initial.game());
        } catch (IllegalArgumentException e) {
            Matcher m = FIELD.matcher(e.getMessage());
            throw ApiException.badRequest(m.find() ? m.group(1) : null, e.getMessage());
        }
        if (config.threads() > limits.maxThreads()) {
            throw overLimit(
                    "threads", "at most " + limits.maxThreads() + " threads per run, asked " + config.threads());
        }
        Budget budget = budget(r.seconds(), r.playouts(), limits);
        long seed = r.seed() != null ? r.seed() : ThreadLocalRandom.current().nextInt(1, Integer.MAX_VALUE);
        return new RunPlan(
                initial,
                config,
                algorithm,
                budget,
                r.seconds(),
                r.playouts(),
                seed,
                BotNames.of(algorithm.description(), r.seconds(), r.playouts()));
    }

    /** No limits: a stored run was checked against its caller's when it was admitted. */
    private static final BotRunSettings.Limits ADMITTED = new BotRunSettings.Limits() {
        @Override
        public double maxSeconds() {
            return Double.MAX_VALUE;
        }

        @Override
        public long maxPlayouts() {
            return Long.MAX_VALUE;
        }

        @Override
        public int maxActive() {
            return Integer.MAX_VALUE;
        }

        @Override
        public int maxThreads() {
            return Integer.MAX_VALUE;
        }
    };

    /**
     * A stored run as a worker executes it: its configuration and seed, with what is left of its
     * budget when an earlier worker already spent some of it (the run continues, it does not restart).
     */
    RunPlan continuing(BotRun run) {
        RunPlan p = plan(BotRunRequest.of(run), ADMITTED);
        double admitted =
                run.budgetSeconds != null ? run.budgetSeconds : p.budget().seconds();
        double seconds = Math.max(0.1, admitted - run.elapsedMs / 1000.0);
        long playouts = run.playouts == null ? Budget.UNLIMITED : Math.max(1, run.playouts - run.playoutsDone);
        return new RunPlan(
                p.initial(),
                p.config(),
                p.algorithm(),
                new Budget(seconds, playouts, Budget.UNLIMITED),
                p.seconds(),
                p.playouts(),
                p.seed(),
                run.name); // a resumed run's stored name says so
    }

    private static BotConfig config(BotRunRequest r) {
        BotConfig c = BotConfig.of(r.algorithm()).withPolicy(r.policy());
        if (r.beam() != null) {
            if ("beam".equals(r.algorithm()) && r.level() != null && r.level() != r.beam().length) {
                throw ApiException.badRequest(
                        "level",
                        "a beam search's level is the number of its beam sizes (" + r.beam().length
                                + "); leave level out or make them agree");
            }
            c = c.withBeamSizes(r.beam());
        } else if (r.level() != null) {
            c = c.withLevel(r.level());
        }
        if (r.memorize() != null) {
            c = c.withMemorize(r.memorize());
        }
        if (r.iterations() != null) {
            c = c.withIterations(r.iterations());
        }
        if (r.threads() != null) {
            c = c.withThreads(r.threads());
        }
        return c;
    }

    /** Seconds, playouts, or both (whichever ends first); every run also ends at the caller's max seconds. */
    private static Budget budget(Double seconds, Long playouts, BotRunSettings.Limits limits) {
        if (seconds == null && playouts == null) {
            throw ApiException.badRequest("seconds", "give a budget: seconds, playouts, or both");
        }
        if (seconds != null) {
            // A tenth of a second is the shortest budget worth naming on a leaderboard.
            if (!(seconds >= 0.1) || seconds.isInfinite()) {
                throw ApiException.badRequest("seconds", "seconds must be at least 0.1, got " + seconds);
            }
            if (seconds > limits.maxSeconds()) {
                throw overLimit("seconds", "at most " + limits.maxSeconds() + " seconds per run, asked " + seconds);
            }
        }
        if (playouts != null) {
            if (playouts <= 0) {
                throw ApiException.badRequest("playouts", "playouts must be positive, got " + playouts);
            }
            if (playouts > limits.maxPlayouts()) {
                throw overLimit("playouts", "at most " + limits.maxPlayouts() + " playouts per run, asked " + playouts);
            }
        }
        return new Budget(
                seconds != null ? seconds : limits.maxSeconds(),
                playouts != null ? playouts : Budget.UNLIMITED,
                Budget.UNLIMITED);
    }

    static ApiException overLimit(String field, String detail) {
        return ApiException.unprocessable("Over the limit", field, detail);
    }
}
