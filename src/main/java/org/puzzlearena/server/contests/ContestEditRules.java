package org.puzzlearena.server.contests;

import java.time.Instant;
import java.util.List;

/**
 * What an organizer may change in each phase of a contest, as a pure rule (tested on its own in
 * ContestEditRulesTest): before the start anything (the new start still in the future); while it
 * runs the title, the description and the end (still in the future); once it has ended the title
 * and the description. The answer is a value; the service turns a refusal into its HTTP status.
 */
final class ContestEditRules {

    private ContestEditRules() {}

    /** The outcome of an edit: allowed, or refused with the field at fault. */
    sealed interface Verdict {}

    record Allowed() implements Verdict {}

    /** {@code conflict}: the field may no longer change (409); otherwise its value is wrong (400). */
    record Refused(boolean conflict, String field, String detail) implements Verdict {}

    static Verdict check(
            boolean started, boolean ended, List<String> changed, Instant newStart, Instant newEnd, Instant now) {
        if (!started) {
            return newStart.isAfter(now)
                    ? new Allowed()
                    : new Refused(
                            false, "startsAt", "startsAt must be in the future (the server's time is " + now + ")");
        }
        List<String> allowed = ended ? List.of("title", "description") : List.of("title", "description", "endsAt");
        for (String field : changed) {
            if (!allowed.contains(field)) {
                return new Refused(
                        true,
                        field,
                        "the contest " + (ended ? "has ended" : "is running") + ": " + field
                                + " can no longer change (only " + String.join(", ", allowed) + ")");
            }
        }
        if (changed.contains("endsAt") && !newEnd.isAfter(now)) {
            return new Refused(
                    false,
                    "endsAt",
                    "a running contest's new end must be in the future (the server's time is " + now + ")");
        }
        return new Allowed();
    }
}
