package org.puzzlearena.server.contests;

import java.util.ArrayList;
import java.util.List;

/**
 * What a live board's client works out for itself (docs/WEBSOCKETS.md, "Version 3: ranks are
 * derived"): a row's {@code rank} and {@code alsoReachedBy} and each cell's {@code rank} follow from
 * the rows' order and the scores, receipts and cells every row already carries. A submission that
 * passes 300 rows changes 300 ranks and nothing else of those rows; leaving the ranks out of the
 * texts a {@code boardUpdate} compares makes such rows cost nothing on the wire.
 */
final class DerivedRanks {

    private DerivedRanks() {}

    /** The row as a {@code boardUpdate} compares and sends it: without the ranks a client derives. */
    static ScoreboardView.Row without(ScoreboardView.Row r) {
        List<ScoreboardView.Cell> cells = new ArrayList<>(r.cells().size());
        for (ScoreboardView.Cell c : r.cells()) {
            cells.add(
                    c.rank() == null
                            ? c
                            : new ScoreboardView.Cell(
                                    c.score(),
                                    null,
                                    c.points(),
                                    c.submission(),
                                    c.botRun(),
                                    c.receivedAt(),
                                    c.copyOf()));
        }
        return new ScoreboardView.Row(
                null,
                r.participant(),
                r.reference(),
                r.score(),
                r.rawTotal(),
                r.results(),
                r.submissions(),
                r.lastSubmissionAt(),
                cells,
                r.reachedAt(),
                null,
                r.team());
    }
}
