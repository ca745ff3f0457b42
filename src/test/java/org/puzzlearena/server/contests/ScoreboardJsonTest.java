package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.leaderboards.CopyOf;
import org.puzzlearena.server.leaderboards.LeaderboardEntry;

/**
 * The live feed writes each shared row once and splices it into every watcher's board: what a
 * watcher receives must be exactly what the server's own mapper writes for that board.
 */
@QuarkusTest
class ScoreboardJsonTest {

    @Inject
    ObjectMapper json;

    private static ScoreboardView.Row row(int rank, String name, String submission, CopyOf copy) {
        Instant at = Instant.parse("2026-11-29T03:00:00.123Z").plusSeconds(rank);
        return new ScoreboardView.Row(
                rank,
                LeaderboardEntry.Participant.of(name, null),
                false,
                100.0 / rank,
                1000L - rank,
                1,
                (long) rank,
                at,
                List.of(new ScoreboardView.Cell(1000 - rank, rank, 1.0 / rank, submission, null, at, copy)),
                at,
                rank == 1 ? 2 : null,
                null);
    }

    private static ScoreboardView board(List<ScoreboardView.Row> rows, List<ScoreboardView.Row> you) {
        return new ScoreboardView(
                7,
                "A \"quoted\" title with \"rows\":[] in it",
                null,
                "running",
                null,
                Instant.parse("2026-11-29T02:00:00Z"),
                Instant.parse("2026-11-29T05:00:00Z"),
                null,
                null,
                false,
                false,
                null,
                true,
                "public",
                List.of(new ScoreboardView.Column(0, "A", "samegame", "standard/1", false, 999, 3)),
                rows,
                you);
    }

    @Test
    void boardsSharingRowsAreWrittenExactlyAsTheMapperWritesEachOfThem() throws Exception {
        ScoreboardView.Row first = row(1, "ada", null, null);
        ScoreboardView.Row second = row(2, "bob", null, null);
        ScoreboardView.Row third = row(3, "cy", null, null);
        // What "bob" sees: their own row with its link, and a copy of theirs in another row opened.
        ScoreboardView.Row bobsOwn = row(2, "bob", "/api/submissions/12", null);
        ScoreboardView.Row copyOfBobs = row(
                3,
                "cy",
                null,
                new CopyOf(
                        "submission",
                        null,
                        null,
                        12L,
                        LeaderboardEntry.Participant.of("bob", null),
                        "/api/submissions/12"));
        List<ScoreboardView> boards = List.of(
                board(List.of(first, second, third), null),
                board(List.of(first, bobsOwn, copyOfBobs), List.of(bobsOwn)),
                board(List.of(first, second, third), null));

        ScoreboardJson.Session writing = new ScoreboardJson(json).session();
        for (ScoreboardView b : boards) {
            assertEquals(json.writeValueAsString(b), writing.write(b));
            ScoreboardMessages.Update update = new ScoreboardMessages.Update(5, b);
            assertEquals(json.writeValueAsString(update), writing.write(update));
        }
        // A row equal to a written one but not the same object is written from its own fields.
        ScoreboardView lookalike =
                board(List.of(row(1, "ada", null, null), row(2, "bob", "/api/submissions/99", null)), null);
        assertEquals(json.writeValueAsString(lookalike), writing.write(lookalike));
    }
}
