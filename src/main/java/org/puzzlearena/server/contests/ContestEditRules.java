package org.puzzlearena.server.contests;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.api.FieldRefusal;

/**
 * What an organizer may change in each phase of a contest, as a pure rule (tested on its own in
 * ContestEditRulesTest): before the start anything (the new start still in the future); while it
 * runs the title, the description and the end (still in the future); once it has ended the title
 * and the description. The answer is a value: none when the edit is allowed, or the refused field,
 * in {@code CONFLICT} when it may no longer change and {@code INVALID} when its value is wrong.
 */
final class ContestEditRules {

    private ContestEditRules() {}

    static Optional<FieldRefusal> check(
            boolean started, boolean ended, List<String> changed, Instant newStart, Instant newEnd, Instant now) {
        if (!started) {
            return newStart.isAfter(now)
                    ? Optional.empty()
                    : Optional.of(FieldRefusal.invalid(
                            "startsAt", "startsAt must be in the future (the server's time is " + now + ")"));
        }
        List<String> allowed = ended ? List.of("title", "description") : List.of("title", "description", "endsAt");
        for (String field : changed) {
            if (!allowed.contains(field)) {
                return Optional.of(FieldRefusal.conflict(
                        field,
                        "the contest " + (ended ? "has ended" : "is running") + ": " + field
                                + " can no longer change (only " + String.join(", ", allowed) + ")"));
            }
        }
        if (changed.contains("endsAt") && !newEnd.isAfter(now)) {
            return Optional.of(FieldRefusal.invalid(
                    "endsAt", "a running contest's new end must be in the future (the server's time is " + now + ")"));
        }
        return Optional.empty();
    }
}
