package org.puzzlearena.server.contests;

import com.fasterxml.jackson.annotation.JsonAnySetter;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The body of {@code POST /api/contests} and {@code PUT /api/contests/{id}} (docs/CONTESTS.md).
 * Unknown fields are collected and refused, naming them: a misspelt "freezeAt" must not silently
 * mean "no freeze".
 */
public record ContestRequest(
        String title,
        String description,
        Instant startsAt,
        Instant endsAt,
        Instant freezesAt,
        Boolean botsAllowed,
        RateLimit rateLimit,
        String scoring,
        List<InstanceSpec> instances,

        @Schema(description = "\"individual\" (the default) or \"team\": a team of members is one entry")
        String entries,

        @Schema(description = "a team contest's most members per team, 2 to 50 (default 3); absent otherwise")
        Integer maxTeamSize,

        @Schema(
                description =
                        "with hidden instances: the final ranking on \"private\" (the hidden ones, the default) or \"both\" parts")
        String finalRanking,

        @Schema(
                description =
                        "with hidden instances: the secret seed (decimal, 0 to 2^63-1) the hidden generated instances derive from; drawn by the server when absent")
        String hiddenSeed,

        @JsonAnySetter @Schema(hidden = true) Map<String, Object> unknown) {

    public ContestRequest {
        unknown = unknown == null ? new LinkedHashMap<>() : unknown;
    }

    /** An individual contest without a hidden part. */
    public ContestRequest(
            String title,
            String description,
            Instant startsAt,
            Instant endsAt,
            Instant freezesAt,
            Boolean botsAllowed,
            RateLimit rateLimit,
            String scoring,
            List<InstanceSpec> instances,
            Map<String, Object> unknown) {
        this(
                title,
                description,
                startsAt,
                endsAt,
                freezesAt,
                botsAllowed,
                rateLimit,
                scoring,
                instances,
                null,
                null,
                null,
                null,
                unknown);
    }

    /** At most {@code submissions} accepted submissions per participant in any {@code perSeconds} seconds. */
    public record RateLimit(
            Integer submissions,
            Integer perSeconds,
            @JsonAnySetter @Schema(hidden = true) Map<String, Object> unknown) {

        public RateLimit {
            unknown = unknown == null ? new LinkedHashMap<>() : unknown;
        }
    }

    /**
     * One instance, in exactly one of three forms: {@code instance} (any id of the catalogue, e.g.
     * "standard/3"), {@code generate} (a new SameGame or Sudoku board from a seed, which the server
     * picks when none is given) or {@code board} (a SameGame board uploaded as rows of colour digits,
     * top row first). {@code hidden} puts it in the contest's hidden part: its scores are shown to
     * staff only until the end, and a generated one takes its seed from the contest's hidden seed.
     */
    public record InstanceSpec(
            String game,
            String instance,
            Generate generate,
            List<String> board,
            Boolean hidden,
            @JsonAnySetter @Schema(hidden = true) Map<String, Object> unknown) {

        public InstanceSpec {
            unknown = unknown == null ? new LinkedHashMap<>() : unknown;
        }

        /** A public instance. */
        public InstanceSpec(
                String game, String instance, Generate generate, List<String> board, Map<String, Object> unknown) {
            this(game, instance, generate, board, null, unknown);
        }

        boolean isHidden() {
            return Boolean.TRUE.equals(hidden);
        }
    }

    /** {@code size} "<cols>x<rows>x<colours>" for SameGame; {@code percentEmpty} for Sudoku. */
    public record Generate(
            Long seed,
            String size,
            Integer percentEmpty,
            @JsonAnySetter @Schema(hidden = true) Map<String, Object> unknown) {

        public Generate {
            unknown = unknown == null ? new LinkedHashMap<>() : unknown;
        }
    }
}
