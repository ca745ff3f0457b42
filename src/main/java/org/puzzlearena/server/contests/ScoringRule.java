package org.puzzlearena.server.contests;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * How a contest turns per-instance best scores into one number (docs/CONTESTS.md has the formulas
 * and a worked example). Every game here scores higher-is-better, so every rule is too.
 */
public enum ScoringRule {
    /** The raw sum of one's best score on each instance. */
    SUM("raw sum of the best score on each instance"),
    /** AZsPCs: each instance gives best_own / best_overall (at most 1), summed. */
    RELATIVE("sum over instances of your best / the best of all ranked participants (1 per instance at most)"),
    /** Per instance, the results no better than yours (yours included) are your points; summed. */
    RANK("sum over instances of the number of ranked results that are not better than yours, yours included");

    private final String description;

    ScoringRule(String description) {
        this.description = description;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String description() {
        return description;
    }

    public static Optional<ScoringRule> of(String id) {
        return Arrays.stream(values()).filter(r -> r.id().equals(id)).findFirst();
    }
}
