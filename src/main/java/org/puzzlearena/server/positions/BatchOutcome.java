package org.puzzlearena.server.positions;

import java.util.List;

/**
 * What asking for the positions after several lines comes to. {@link PositionService#batch}
 * decides; {@link PositionsResource} picks the statuses.
 */
public sealed interface BatchOutcome {

    /** One answer per line, in order: each what the single form would answer for it. */
    record Answered(List<PositionOutcome> lines) implements BatchOutcome {}

    /** The request's lines cannot be played as given: {@code field} at fault and why. */
    record BadLines(String field, String reason) implements BatchOutcome {}
}
