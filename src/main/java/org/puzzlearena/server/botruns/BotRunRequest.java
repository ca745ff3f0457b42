package org.puzzlearena.server.botruns;

import com.fasterxml.jackson.annotation.JsonAnySetter;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The body of {@code POST /api/bot-runs}: the instance, the bot's configuration (the names of
 * {@link org.puzzlearena.search.BotConfig}'s fields, so its messages name the request's fields) and
 * the budget, e.g. {@code {"game":"samegame","instance":"standard/3","algorithm":"nmcs","level":2,
 * "policy":"tabu","seconds":20,"seed":7}}, or {@code "cpuSeconds":20} for 20 seconds of CPU time
 * summed over the searching threads (figures that compare on a busy server). Absent fields take the
 * bots' defaults. Fields it does not
 * know are collected in {@code unknown} and refused (400 naming the field): a misspelt "levle"
 * would otherwise silently run the default level. A hosted bot's run is {@code "algorithm":"hosted",
 * "hostedBot":ID,"version":N,"cpuSeconds":S} ({@link HostedPlans}).
 */
public record BotRunRequest(
        String game,
        String instance,
        String algorithm,
        Integer level,
        int[] beam,
        String policy,
        Boolean memorize,
        Integer iterations,
        Integer threads,
        Double seconds,
        Double cpuSeconds,
        Long playouts,
        Long seed,
        Long hostedBot,
        Integer version,
        @JsonAnySetter @Schema(hidden = true) Map<String, Object> unknown) {

    public BotRunRequest {
        unknown = unknown == null ? new LinkedHashMap<>() : unknown;
    }

    /** A reference bot's request (no hosted bot). */
    public BotRunRequest(
            String game,
            String instance,
            String algorithm,
            Integer level,
            int[] beam,
            String policy,
            Boolean memorize,
            Integer iterations,
            Integer threads,
            Double seconds,
            Double cpuSeconds,
            Long playouts,
            Long seed,
            Map<String, Object> unknown) {
        this(
                game,
                instance,
                algorithm,
                level,
                beam,
                policy,
                memorize,
                iterations,
                threads,
                seconds,
                cpuSeconds,
                playouts,
                seed,
                null,
                null,
                unknown);
    }

    /** A hosted bot's request: version {@code version} of bot {@code hostedBot} for {@code cpuSeconds}. */
    public static BotRunRequest hosted(String game, String instance, long hostedBot, int version, double cpuSeconds) {
        return new BotRunRequest(
                game,
                instance,
                HostedPlans.ALGORITHM,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                cpuSeconds,
                null,
                null,
                hostedBot,
                version,
                null);
    }

    /** The same configuration again (a restart or a resume) of a reference run. */
    static BotRunRequest of(BotRun run) {
        int[] beam = run.beamSizes == null
                ? null
                : Arrays.stream(run.beamSizes.split(","))
                        .mapToInt(Integer::parseInt)
                        .toArray();
        return new BotRunRequest(
                run.game,
                run.instanceId,
                run.algorithm,
                run.level,
                beam,
                run.policy,
                run.memorize,
                run.iterations,
                run.threads,
                run.seconds,
                run.cpuSeconds,
                run.playouts,
                run.seed,
                null);
    }
}
