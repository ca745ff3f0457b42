package org.puzzlearena.server.botruns;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.puzzlearena.hosting.BotRuntime;
import org.puzzlearena.hosting.SandboxLimits;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.Budget;
import org.puzzlearena.server.api.Checked;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.hostedbots.HostedBotVersions;
import org.puzzlearena.server.hostedbots.StoredVersion;

/**
 * Checks a hosted bot's run request ({@code "algorithm":"hosted"}) and makes its plan: the version
 * (given, or the bot's newest unretired one), a CPU budget (required: it is what the run's boards
 * compare), and none of the reference bots' fields, which would mean nothing to an uploaded program.
 * Whose bot it is the service checks: this knows no caller.
 */
@ApplicationScoped
public class HostedPlans {

    static final String ALGORITHM = "hosted";

    /** Slack on the sandbox's own wall cap for the run's context: the sandbox ends the run, not the context. */
    private static final double CONTEXT_WALL_SLACK_SECONDS = 30;

    @Inject
    HostedBotVersions versions;

    static boolean isHosted(BotRunRequest r) {
        return r != null && ALGORITHM.equals(r.algorithm());
    }

    Checked<RunPlan> plan(BotRunRequest r, State initial, BotRunSettings.Limits limits) {
        Optional<String> extra = referenceField(r);
        if (extra.isPresent()) {
            String field = extra.get();
            return Checked.refused(FieldRefusal.invalid(
                    field,
                    "a hosted run takes no " + field + ": its program decides how it searches; give hostedBot,"
                            + " optionally version, and cpuSeconds"));
        }
        if (r.hostedBot() == null) {
            return Checked.refused(
                    FieldRefusal.invalid("hostedBot", "a hosted run needs hostedBot, the id of the bot to run"));
        }
        if (r.cpuSeconds() == null) {
            return Checked.refused(FieldRefusal.invalid(
                    "cpuSeconds",
                    "a hosted run needs cpuSeconds, its budget of CPU seconds (the sandbox counts them)"));
        }
        if (!(r.cpuSeconds() >= 0.1) || r.cpuSeconds().isInfinite()) {
            return Checked.refused(
                    FieldRefusal.invalid("cpuSeconds", "cpuSeconds must be at least 0.1, got " + r.cpuSeconds()));
        }
        if (r.cpuSeconds() > limits.maxSeconds()) {
            return Checked.refused(FieldRefusal.overLimit(
                    "cpuSeconds", "at most " + limits.maxSeconds() + " CPU seconds per run, asked " + r.cpuSeconds()));
        }
        Optional<StoredVersion> found = r.version() == null
                ? versions.newestUnretired(r.hostedBot())
                : versions.runnable(r.hostedBot(), r.version());
        if (found.isEmpty()) {
            // Versions are numbered from 1 and never deleted: a bot with any version has a version 1.
            if (versions.runnable(r.hostedBot(), 1).isEmpty()) {
                return Checked.refused(FieldRefusal.invalid(
                        "hostedBot", "no hosted bot " + r.hostedBot() + " with an uploaded version"));
            }
            return Checked.refused(FieldRefusal.invalid(
                    "version",
                    r.version() == null
                            ? "hosted bot " + r.hostedBot() + " has no version that is not retired"
                            : "hosted bot " + r.hostedBot() + " has no version " + r.version()));
        }
        StoredVersion v = found.get();
        if (v.retired()) {
            return Checked.refused(FieldRefusal.conflict(
                    "version",
                    "version " + v.number() + " of " + v.owner() + "/" + v.botName()
                            + " is retired: it can no longer be run; run a newer version"));
        }
        if (BotRuntime.byId(v.runtime()).isEmpty()) {
            return Checked.refused(FieldRefusal.invalid("version", "unknown runtime " + v.runtime()));
        }
        return Checked.valid(planOf(initial, v, r.cpuSeconds(), null));
    }

    /**
     * The plan a worker runs a stored hosted run by, on every attempt: the full budget, whatever an
     * earlier attempt spent. A worker that died took the bot's process with it, and a fresh process
     * cannot resume another's state, so the bot starts again from scratch (docs/HOSTED_BOTS.md).
     */
    static RunPlan restartPlan(BotRun run, State initial, StoredVersion v) {
        return planOf(initial, v, run.cpuSeconds, run.name);
    }

    private static RunPlan planOf(State initial, StoredVersion v, double cpuSeconds, String storedName) {
        SandboxLimits limits = SandboxLimits.forBudget(Math.round(cpuSeconds * 1000), null);
        double wall = limits.wallMillis() / 1000.0 + CONTEXT_WALL_SLACK_SECONDS;
        Budget budget = new Budget(cpuSeconds, Budget.UNLIMITED, Budget.UNLIMITED, true, wall);
        String name = storedName != null ? storedName : BotNames.hosted(v.owner(), v.botName(), v.number(), cpuSeconds);
        return new RunPlan(initial, null, null, budget, null, cpuSeconds, null, 0, name, new HostedPlan(v, limits));
    }

    /** The first field of a reference bot's configuration or budget the request gives, if any. */
    private static Optional<String> referenceField(BotRunRequest r) {
        Map<String, Object> given = new LinkedHashMap<>();
        given.put("level", r.level());
        given.put("beam", r.beam());
        given.put("policy", r.policy());
        given.put("memorize", r.memorize());
        given.put("iterations", r.iterations());
        given.put("threads", r.threads());
        given.put("seconds", r.seconds());
        given.put("playouts", r.playouts());
        given.put("seed", r.seed());
        return given.entrySet().stream()
                .filter(e -> e.getValue() != null)
                .map(Map.Entry::getKey)
                .findFirst();
    }
}
