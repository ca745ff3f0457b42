package org.puzzlearena.server.contests;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.puzzlearena.server.api.Checked;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.boards.BoardId;

/**
 * Checks a contest request (docs/CONTESTS.md lists every limit). Everything wrong is an {@code
 * INVALID} refusal naming the field, the first in the request's order; nothing is stored until the
 * whole request is valid.
 */
final class ContestValidator {

    static final int MAX_TITLE = 120;
    static final int MAX_DESCRIPTION = 10_000;
    static final int MAX_INSTANCES = 50;
    static final Duration MAX_LENGTH = Duration.ofDays(366);
    static final int DEFAULT_RATE_COUNT = 10;
    static final int DEFAULT_RATE_SECONDS = 60;
    static final int MAX_RATE_COUNT = 10_000;
    static final int MAX_RATE_SECONDS = 86_400;
    static final int MIN_TEAM_SIZE = 2;
    static final int MAX_TEAM_SIZE = 50;
    static final int DEFAULT_TEAM_SIZE = 3;

    private ContestValidator() {}

    static Checked<ContestDraft> check(ContestRequest r) {
        return check(r, null);
    }

    /**
     * {@code storedSeed}: the contest's hidden seed when it is being edited, kept when the request
     * leaves it out, so its hidden generated instances stay the same.
     */
    static Checked<ContestDraft> check(ContestRequest r, Long storedSeed) {
        if (r == null) {
            return Checked.refused(FieldRefusal.invalid(
                    null,
                    "a JSON body {\"title\", \"startsAt\", \"endsAt\", \"scoring\", "
                            + "\"instances\", ...} is required"));
        }
        Optional<FieldRefusal> refused = unknownField(
                        r.unknown(),
                        null,
                        "title, description, startsAt, endsAt, freezesAt, botsAllowed, rateLimit, "
                                + "scoring, instances, entries, maxTeamSize, finalRanking and hiddenSeed")
                .or(() -> text(r.title(), "title", 1, MAX_TITLE, false))
                .or(() -> r.description() == null
                        ? Optional.empty()
                        : text(r.description(), "description", 0, MAX_DESCRIPTION, true))
                .or(() -> times(r))
                .or(() -> rateLimit(r.rateLimit()))
                .or(() -> scoring(r.scoring()))
                .or(() -> entries(r.entries(), r.maxTeamSize()));
        if (refused.isPresent()) {
            return Checked.refused(refused.get());
        }
        Checked<HiddenChoice> hiddenChoice = hiddenChoice(r, storedSeed);
        if (hiddenChoice instanceof Checked.Refused<HiddenChoice>(FieldRefusal why)) {
            return Checked.refused(why);
        }
        HiddenChoice hidden = ((Checked.Valid<HiddenChoice>) hiddenChoice).value();
        // Kept to the millisecond: what is stored is what the client reads back and sends again.
        return instances(r.instances(), hidden.seed())
                .then(instances -> Checked.valid(new ContestDraft(
                        r.title().strip(),
                        r.description() == null ? "" : r.description().strip(),
                        millis(r.startsAt()),
                        millis(r.endsAt()),
                        millis(r.freezesAt()),
                        Boolean.TRUE.equals(r.botsAllowed()),
                        r.rateLimit() == null || r.rateLimit().submissions() == null
                                ? DEFAULT_RATE_COUNT
                                : r.rateLimit().submissions(),
                        r.rateLimit() == null || r.rateLimit().perSeconds() == null
                                ? DEFAULT_RATE_SECONDS
                                : r.rateLimit().perSeconds(),
                        ScoringRule.of(r.scoring()).orElseThrow(),
                        instances,
                        Contest.TEAM.equals(r.entries()) ? Contest.TEAM : Contest.INDIVIDUAL,
                        Contest.TEAM.equals(r.entries())
                                ? (r.maxTeamSize() == null ? DEFAULT_TEAM_SIZE : r.maxTeamSize())
                                : null,
                        hidden.positions(),
                        hidden.finalRanking(),
                        hidden.seed())));
    }

    /** The hidden part a request asks for: no positions, and nulls, without one. */
    private record HiddenChoice(Set<Integer> positions, String finalRanking, Long seed) {}

    private static Checked<HiddenChoice> hiddenChoice(ContestRequest r, Long storedSeed) {
        Set<Integer> positions = new TreeSet<>();
        List<ContestRequest.InstanceSpec> specs = r.instances() == null ? List.of() : r.instances();
        for (int i = 0; i < specs.size(); i++) {
            if (specs.get(i) != null && specs.get(i).isHidden()) {
                positions.add(i);
            }
        }
        if (positions.isEmpty()) {
            String why = " is for a contest with hidden instances (\"hidden\": true on an instance)";
            if (r.finalRanking() != null) {
                return Checked.refused(FieldRefusal.invalid("finalRanking", "finalRanking" + why));
            }
            if (r.hiddenSeed() != null) {
                return Checked.refused(FieldRefusal.invalid("hiddenSeed", "hiddenSeed" + why));
            }
            return Checked.valid(new HiddenChoice(Set.of(), null, null));
        }
        if (positions.size() == specs.size()) {
            return Checked.refused(FieldRefusal.invalid(
                    "instances",
                    "a contest with hidden instances needs at least one public instance to rank on until the end"));
        }
        String finalRanking = r.finalRanking() == null ? HiddenPart.PRIVATE : r.finalRanking();
        if (!finalRanking.equals(HiddenPart.PRIVATE) && !finalRanking.equals(HiddenPart.BOTH)) {
            return Checked.refused(FieldRefusal.invalid(
                    "finalRanking",
                    "finalRanking is \"private\" (the final ranking on the hidden instances only) or \"both\""));
        }
        Long seed;
        if (r.hiddenSeed() == null) {
            seed = storedSeed != null ? storedSeed : InstanceSpecs.drawSeed();
        } else {
            try {
                seed = Long.parseLong(r.hiddenSeed().strip());
            } catch (NumberFormatException e) {
                seed = -1L;
            }
            if (seed < 0) {
                return Checked.refused(FieldRefusal.invalid(
                        "hiddenSeed", "hiddenSeed is a decimal integer from 0 to " + Long.MAX_VALUE));
            }
        }
        return Checked.valid(new HiddenChoice(positions, finalRanking, seed));
    }

    private static Optional<FieldRefusal> times(ContestRequest r) {
        if (r.startsAt() == null) {
            return Optional.of(FieldRefusal.invalid(
                    "startsAt", "startsAt is required (an ISO-8601 instant, e.g. 2030-05-01T12:00:00Z)"));
        }
        if (r.endsAt() == null) {
            return Optional.of(FieldRefusal.invalid("endsAt", "endsAt is required (an ISO-8601 instant)"));
        }
        if (!millis(r.endsAt()).isAfter(millis(r.startsAt()))) {
            return Optional.of(FieldRefusal.invalid("endsAt", "endsAt must be after startsAt"));
        }
        if (Duration.between(r.startsAt(), r.endsAt()).compareTo(MAX_LENGTH) > 0) {
            return Optional.of(
                    FieldRefusal.invalid("endsAt", "a contest lasts at most " + MAX_LENGTH.toDays() + " days"));
        }
        if (r.freezesAt() != null
                && (!millis(r.freezesAt()).isAfter(millis(r.startsAt()))
                        || !millis(r.freezesAt()).isBefore(millis(r.endsAt())))) {
            return Optional.of(FieldRefusal.invalid(
                    "freezesAt", "freezesAt must be after startsAt and before endsAt (or absent: no freeze)"));
        }
        return Optional.empty();
    }

    private static Optional<FieldRefusal> rateLimit(ContestRequest.RateLimit limit) {
        if (limit == null) {
            return Optional.empty();
        }
        return unknownField(limit.unknown(), "rateLimit", "submissions and perSeconds")
                .or(() -> bounded(limit.submissions(), "rateLimit.submissions", 1, MAX_RATE_COUNT))
                .or(() -> bounded(limit.perSeconds(), "rateLimit.perSeconds", 1, MAX_RATE_SECONDS));
    }

    private static Optional<FieldRefusal> scoring(String scoring) {
        if (scoring != null && ScoringRule.of(scoring).isPresent()) {
            return Optional.empty();
        }
        return Optional.of(FieldRefusal.invalid(
                "scoring",
                "scoring is one of "
                        + Arrays.stream(ScoringRule.values())
                                .map(ScoringRule::id)
                                .toList()));
    }

    /** "individual" (or absent) without a team size, or "team" with an optional one from 2 to 50. */
    private static Optional<FieldRefusal> entries(String entries, Integer maxTeamSize) {
        if (entries != null && !entries.equals(Contest.INDIVIDUAL) && !entries.equals(Contest.TEAM)) {
            return Optional.of(FieldRefusal.invalid("entries", "entries is \"individual\" or \"team\""));
        }
        if (!Contest.TEAM.equals(entries)) {
            return maxTeamSize == null
                    ? Optional.empty()
                    : Optional.of(FieldRefusal.invalid(
                            "maxTeamSize", "maxTeamSize applies only to a team contest (\"entries\": \"team\")"));
        }
        return bounded(maxTeamSize, "maxTeamSize", MIN_TEAM_SIZE, MAX_TEAM_SIZE);
    }

    private static Checked<List<BoardId>> instances(List<ContestRequest.InstanceSpec> specs, Long hiddenSeed) {
        if (specs == null || specs.isEmpty()) {
            return Checked.refused(
                    FieldRefusal.invalid("instances", "a contest has 1 to " + MAX_INSTANCES + " instances"));
        }
        if (specs.size() > MAX_INSTANCES) {
            return Checked.refused(
                    FieldRefusal.invalid("instances", "a contest has at most " + MAX_INSTANCES + " instances"));
        }
        List<BoardId> out = new ArrayList<>();
        Set<BoardId> seen = new HashSet<>();
        for (int i = 0; i < specs.size(); i++) {
            String field = "instances[" + i + "]";
            ContestRequest.InstanceSpec spec = specs.get(i);
            Long seed = spec != null && spec.isHidden() ? HiddenPart.instanceSeed(hiddenSeed, i) : null;
            switch (InstanceSpecs.resolve(spec, field, seed)) {
                case Checked.Refused<BoardId>(FieldRefusal why) -> {
                    return Checked.refused(why);
                }
                case Checked.Valid<BoardId>(BoardId ref) -> {
                    if (!seen.add(ref)) {
                        return Checked.refused(FieldRefusal.invalid(
                                field,
                                "instance " + ref.game() + " " + ref.instance()
                                        + " is already in the contest (instances[" + out.indexOf(ref) + "])"));
                    }
                    out.add(ref);
                }
            }
        }
        return Checked.valid(out);
    }

    /** What is wrong with a person's text, if anything: stripped, it is within its length, without control
     * characters (newlines and tabs allowed in a multi-line text) or invisible formatting characters. */
    static Optional<FieldRefusal> text(String raw, String field, int min, int max, boolean multiline) {
        if (raw == null || (min > 0 && raw.isBlank())) {
            return Optional.of(FieldRefusal.invalid(field, field + " is required"));
        }
        String s = raw.strip();
        int length = s.codePointCount(0, s.length());
        if (length < min || length > max) {
            return Optional.of(
                    FieldRefusal.invalid(field, "a " + field + " has " + min + " to " + max + " characters"));
        }
        boolean ok = s.codePoints()
                .allMatch(c -> (multiline && (c == '\n' || c == '\t' || c == '\r'))
                        || switch (Character.getType(c)) {
                            case Character.CONTROL,
                                    Character.FORMAT,
                                    Character.SURROGATE,
                                    Character.PRIVATE_USE,
                                    Character.UNASSIGNED,
                                    Character.LINE_SEPARATOR,
                                    Character.PARAGRAPH_SEPARATOR -> false;
                            default -> true;
                        });
        if (!ok) {
            return Optional.of(FieldRefusal.invalid(
                    field,
                    "a " + field + " may not contain control or invisible formatting characters"
                            + (multiline ? " (other than line breaks and tabs)" : "")));
        }
        return Optional.empty();
    }

    private static Instant millis(Instant t) {
        return t == null ? null : t.truncatedTo(ChronoUnit.MILLIS);
    }

    /** A number from {@code min} to {@code max}, or absent (its default then). */
    private static Optional<FieldRefusal> bounded(Integer value, String field, int min, int max) {
        if (value != null && (value < min || value > max)) {
            return Optional.of(FieldRefusal.invalid(field, field + " is from " + min + " to " + max));
        }
        return Optional.empty();
    }

    /** The first field of {@code unknown} (under {@code parent}, when it is a nested object), refused. */
    static Optional<FieldRefusal> unknownField(Map<String, Object> unknown, String parent, String known) {
        if (unknown.isEmpty()) {
            return Optional.empty();
        }
        String name = unknown.keySet().iterator().next();
        String field = parent == null ? name : parent + "." + name;
        return Optional.of(FieldRefusal.invalid(field, "unknown field '" + field + "'; the fields are " + known));
    }
}
