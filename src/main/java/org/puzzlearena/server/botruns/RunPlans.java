package org.puzzlearena.server.botruns;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.BotConfig;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.SearchAlgorithm;
import org.puzzlearena.server.api.Checked;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.catalog.GameCatalog;
import org.puzzlearena.server.hostedbots.HostedBotVersions;
import org.puzzlearena.server.hostedbots.StoredVersion;

/**
 * Checks a run request and turns it into a {@link RunPlan}, or the refusal of the field at fault:
 * what makes no sense is {@code INVALID} (BotConfig's own messages for the bot); what makes sense
 * but exceeds the caller's limits is {@code OVER_LIMIT}, so a client can tell "fix it" from "ask
 * for less". The game and the instance are the catalogue's to check (it throws its own problem).
 */
@ApplicationScoped
public class RunPlans {

    /** BotConfig's messages start with the field at fault: "level: from 0 to 6, got 9". */
    private static final Pattern FIELD = Pattern.compile("^([a-z]+): ");

    @Inject
    GameCatalog catalog;

    @Inject
    HostedPlans hosted;

    @Inject
    HostedBotVersions versions;

    Checked<RunPlan> plan(BotRunRequest r, BotRunSettings.Limits limits) {
        if (r == null) {
            return Checked.refused(FieldRefusal.invalid(
                    null,
                    "a JSON body {\"game\", \"instance\", \"algorithm\", ..., \"seconds\", \"cpuSeconds\" or"
                            + " \"playouts\"} is required"));
        }
        if (!r.unknown().isEmpty()) {
            String field = r.unknown().keySet().iterator().next();
            return Checked.refused(FieldRefusal.invalid(
                    field,
                    "unknown field '" + field + "'; the fields are game, instance, "
                            + "algorithm, level, beam, policy, memorize, iterations, threads, seconds, cpuSeconds,"
                            + " playouts and seed (and hostedBot and version for a hosted bot)"));
        }
        State initial = catalog.initialStateForRequest(r.game(), r.instance());
        GameCatalog.requirePuzzle(initial.game().id(), "game");
        if (HostedPlans.isHosted(r)) {
            return hosted.plan(r, initial, limits);
        }
        if (r.hostedBot() != null || r.version() != null) {
            String field = r.hostedBot() != null ? "hostedBot" : "version";
            return Checked.refused(FieldRefusal.invalid(
                    field, field + " is for a hosted bot's run: give \"algorithm\":\"hosted\" with it"));
        }
        if (r.algorithm() == null) {
            return Checked.refused(
                    FieldRefusal.invalid("algorithm", "algorithm is required: one of " + BotConfig.ALGORITHMS));
        }
        if (r.beam() != null && "beam".equals(r.algorithm()) && r.level() != null && r.level() != r.beam().length) {
            return Checked.refused(FieldRefusal.invalid(
                    "level",
                    "a beam search's level is the number of its beam sizes (" + r.beam().length
                            + "); leave level out or make them agree"));
        }
        BotConfig config = config(r);
        SearchAlgorithm algorithm;
        try {
            algorithm = config.create(initial.game());
        } catch (IllegalArgumentException e) {
            Matcher m = FIELD.matcher(e.getMessage());
            return Checked.refused(FieldRefusal.invalid(m.find() ? m.group(1) : null, e.getMessage()));
        }
        if (config.threads() > limits.maxThreads()) {
            return Checked.refused(FieldRefusal.overLimit(
                    "threads", "at most " + limits.maxThreads() + " threads per run, asked " + config.threads()));
        }
        Optional<FieldRefusal> badBudget = budgetRefusal(r.seconds(), r.cpuSeconds(), r.playouts(), limits);
        if (badBudget.isPresent()) {
            return Checked.refused(badBudget.get());
        }
        Budget budget = budget(r.seconds(), r.cpuSeconds(), r.playouts(), limits);
        long seed = r.seed() != null ? r.seed() : ThreadLocalRandom.current().nextInt(1, Integer.MAX_VALUE);
        return Checked.valid(new RunPlan(
                initial,
                config,
                algorithm,
                budget,
                r.seconds(),
                r.cpuSeconds(),
                r.playouts(),
                seed,
                BotNames.of(algorithm.description(), r.seconds(), r.cpuSeconds(), r.playouts()),
                null));
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
     * budget when an earlier worker already spent some of it (the run continues, it does not restart):
     * wall seconds, playouts, and for a CPU budget its CPU seconds, each less what was spent.
     */
    RunPlan continuing(BotRun run) {
        if (run.hostedVersionId != null) {
            State initial = catalog.initialStateForRequest(run.game, run.instanceId);
            StoredVersion v = versions.byId(run.hostedVersionId)
                    .orElseThrow(() -> new IllegalStateException(
                            "run " + run.id + ": hosted bot version " + run.hostedVersionId + " is gone"));
            return HostedPlans.restartPlan(run, initial, v);
        }
        RunPlan p = switch (plan(BotRunRequest.of(run), ADMITTED)) {
            case Checked.Valid<RunPlan>(RunPlan valid) -> valid;
            // Its worker ends it as failed with this reason, rather than retrying it forever.
            case Checked.Refused<RunPlan>(FieldRefusal why) ->
                throw new IllegalStateException("run " + run.id + " no longer makes a plan: " + why.reason());
        };
        double admitted =
                run.budgetSeconds != null ? run.budgetSeconds : p.budget().wallSeconds();
        double wallLeft = Math.max(0.1, admitted - run.elapsedMs / 1000.0);
        long playouts = run.playouts == null ? Budget.UNLIMITED : Math.max(1, run.playouts - run.playoutsDone);
        Budget budget;
        if (run.cpuSeconds != null) {
            long cpuMs = run.cpuMs == null ? 0 : run.cpuMs;
            double cpuLeft = Math.max(0.1, run.cpuSeconds - cpuMs / 1000.0);
            budget = new Budget(cpuLeft, playouts, Budget.UNLIMITED, true, wallLeft);
        } else {
            budget = new Budget(wallLeft, playouts, Budget.UNLIMITED);
        }
        return new RunPlan(
                p.initial(),
                p.config(),
                p.algorithm(),
                budget,
                p.seconds(),
                p.cpuSeconds(),
                p.playouts(),
                p.seed(),
                run.name, // a resumed run's stored name says so
                p.hosted());
    }

    private static BotConfig config(BotRunRequest r) {
        BotConfig c = BotConfig.of(r.algorithm()).withPolicy(r.policy());
        if (r.beam() != null) {
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

    /**
     * One time budget (wall seconds or CPU seconds), playouts, or a time budget and playouts
     * (whichever ends first); every run also ends at the caller's max seconds of the wall clock, a
     * CPU-budgeted one too: it holds a pool slot in wall time, which a busy machine must not stretch.
     */
    private static Budget budget(Double seconds, Double cpuSeconds, Long playouts, BotRunSettings.Limits limits) {
        long playoutBudget = playouts != null ? playouts : Budget.UNLIMITED;
        if (cpuSeconds != null) {
            return new Budget(cpuSeconds, playoutBudget, Budget.UNLIMITED, true, limits.maxSeconds());
        }
        return new Budget(seconds != null ? seconds : limits.maxSeconds(), playoutBudget, Budget.UNLIMITED);
    }

    /** What is wrong with the budget asked, if anything: none, two time budgets, or one out of bounds. */
    private static Optional<FieldRefusal> budgetRefusal(
            Double seconds, Double cpuSeconds, Long playouts, BotRunSettings.Limits limits) {
        if (seconds == null && cpuSeconds == null && playouts == null) {
            return Optional.of(FieldRefusal.invalid(
                    "seconds", "give a budget: seconds or cpuSeconds, playouts, or a time budget and playouts"));
        }
        if (seconds != null && cpuSeconds != null) {
            return Optional.of(FieldRefusal.invalid("cpuSeconds", "one time budget: seconds or cpuSeconds, not both"));
        }
        Optional<FieldRefusal> time =
                secondsRefusal("seconds", seconds, limits).or(() -> secondsRefusal("cpuSeconds", cpuSeconds, limits));
        if (time.isPresent() || playouts == null) {
            return time;
        }
        if (playouts <= 0) {
            return Optional.of(FieldRefusal.invalid("playouts", "playouts must be positive, got " + playouts));
        }
        if (playouts > limits.maxPlayouts()) {
            return Optional.of(FieldRefusal.overLimit(
                    "playouts", "at most " + limits.maxPlayouts() + " playouts per run, asked " + playouts));
        }
        return Optional.empty();
    }

    /**
     * A time budget's rules, the same for wall and CPU seconds: at most the caller's max seconds (a
     * CPU budget beyond them would always end at the wall cap, so it would not mean what it says).
     */
    private static Optional<FieldRefusal> secondsRefusal(String field, Double seconds, BotRunSettings.Limits limits) {
        if (seconds == null) {
            return Optional.empty();
        }
        // A tenth of a second is the shortest budget worth naming on a leaderboard.
        if (!(seconds >= 0.1) || seconds.isInfinite()) {
            return Optional.of(FieldRefusal.invalid(field, field + " must be at least 0.1, got " + seconds));
        }
        if (seconds > limits.maxSeconds()) {
            String unit = field.equals("cpuSeconds") ? "CPU seconds" : "seconds";
            return Optional.of(FieldRefusal.overLimit(
                    field, "at most " + limits.maxSeconds() + " " + unit + " per run, asked " + seconds));
        }
        return Optional.empty();
    }
}
