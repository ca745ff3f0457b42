package org.puzzlearena.server.contests;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.boards.BoardId;

/**
 * Checks a contest request (docs/CONTESTS.md lists every limit). Everything wrong is a 400 naming
 * the field; nothing is stored until the whole request is valid.
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

    private ContestValidator() {}

    static ContestDraft check(ContestRequest r) {
        if (r == null) {
            throw ApiException.badRequest(
                    null,
                    "a JSON body {\"title\", \"startsAt\", \"endsAt\", \"scoring\", "
                            + "\"instances\", ...} is required");
        }
        refuseUnknown(
                r.unknown(),
                null,
                "title, description, startsAt, endsAt, freezesAt, botsAllowed, rateLimit, " + "scoring and instances");
        String title = text(r.title(), "title", 1, MAX_TITLE, false);
        String description =
                r.description() == null ? "" : text(r.description(), "description", 0, MAX_DESCRIPTION, true);
        if (r.startsAt() == null) {
            throw ApiException.badRequest(
                    "startsAt", "startsAt is required (an ISO-8601 instant, e.g. 2030-05-01T12:00:00Z)");
        }
        if (r.endsAt() == null) {
            throw ApiException.badRequest("endsAt", "endsAt is required (an ISO-8601 instant)");
        }
        if (!millis(r.endsAt()).isAfter(millis(r.startsAt()))) {
            throw ApiException.badRequest("endsAt", "endsAt must be after startsAt");
        }
        if (Duration.between(r.startsAt(), r.endsAt()).compareTo(MAX_LENGTH) > 0) {
            throw ApiException.badRequest("endsAt", "a contest lasts at most " + MAX_LENGTH.toDays() + " days");
        }
        if (r.freezesAt() != null
                && (!millis(r.freezesAt()).isAfter(millis(r.startsAt()))
                        || !millis(r.freezesAt()).isBefore(millis(r.endsAt())))) {
            throw ApiException.badRequest(
                    "freezesAt", "freezesAt must be after startsAt and before endsAt (or absent: no freeze)");
        }
        int count = DEFAULT_RATE_COUNT;
        int seconds = DEFAULT_RATE_SECONDS;
        if (r.rateLimit() != null) {
            refuseUnknown(r.rateLimit().unknown(), "rateLimit", "submissions and perSeconds");
            count = bounded(
                    r.rateLimit().submissions(), "rateLimit.submissions", 1, MAX_RATE_COUNT, DEFAULT_RATE_COUNT);
            seconds = bounded(
                    r.rateLimit().perSeconds(), "rateLimit.perSeconds", 1, MAX_RATE_SECONDS, DEFAULT_RATE_SECONDS);
        }
        ScoringRule scoring =
                r.scoring() == null ? null : ScoringRule.of(r.scoring()).orElse(null);
        if (scoring == null) {
            throw ApiException.badRequest(
                    "scoring",
                    "scoring is one of "
                            + Arrays.stream(ScoringRule.values())
                                    .map(ScoringRule::id)
                                    .toList());
        }
        // Kept to the millisecond: what is stored is what the client reads back and sends again.
        return new ContestDraft(
                title,
                description,
                millis(r.startsAt()),
                millis(r.endsAt()),
                millis(r.freezesAt()),
                Boolean.TRUE.equals(r.botsAllowed()),
                count,
                seconds,
                scoring,
                instances(r.instances()));
    }

    private static List<BoardId> instances(List<ContestRequest.InstanceSpec> specs) {
        if (specs == null || specs.isEmpty()) {
            throw ApiException.badRequest("instances", "a contest has 1 to " + MAX_INSTANCES + " instances");
        }
        if (specs.size() > MAX_INSTANCES) {
            throw ApiException.badRequest("instances", "a contest has at most " + MAX_INSTANCES + " instances");
        }
        List<BoardId> out = new ArrayList<>();
        Set<BoardId> seen = new HashSet<>();
        for (int i = 0; i < specs.size(); i++) {
            BoardId ref = InstanceSpecs.resolve(specs.get(i), "instances[" + i + "]");
            if (!seen.add(ref)) {
                throw ApiException.badRequest(
                        "instances[" + i + "]",
                        "instance " + ref.game() + " " + ref.instance() + " is already in the contest (instances["
                                + out.indexOf(ref) + "])");
            }
            out.add(ref);
        }
        return out;
    }

    /** A person's text: stripped, within its length, without control characters (newlines and tabs
     * allowed in a multi-line text) or invisible formatting characters. */
    static String text(String raw, String field, int min, int max, boolean multiline) {
        if (raw == null || (min > 0 && raw.isBlank())) {
            throw ApiException.badRequest(field, field + " is required");
        }
        String s = raw.strip();
        int length = s.codePointCount(0, s.length());
        if (length < min || length > max) {
            throw ApiException.badRequest(field, "a " + field + " has " + min + " to " + max + " characters");
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
            throw ApiException.badRequest(
                    field,
                    "a " + field + " may not contain control or invisible formatting characters"
                            + (multiline ? " (other than line breaks and tabs)" : ""));
        }
        return s;
    }

    private static Instant millis(Instant t) {
        return t == null ? null : t.truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
    }

    private static int bounded(Integer value, String field, int min, int max, int fallback) {
        if (value == null) {
            return fallback;
        }
        if (value < min || value > max) {
            throw ApiException.badRequest(field, field + " is from " + min + " to " + max);
        }
        return value;
    }

    static void refuseUnknown(Map<String, Object> unknown, String parent, String known) {
        if (!unknown.isEmpty()) {
            String name = unknown.keySet().iterator().next();
            String field = parent == null ? name : parent + "." + name;
            throw ApiException.badRequest(field, "unknown field '" + field + "'; the fields are " + known);
        }
    }
}
