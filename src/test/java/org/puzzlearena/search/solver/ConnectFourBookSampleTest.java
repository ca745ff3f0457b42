package org.puzzlearena.search.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The shipped book's deepest entries against the solver: a sample of them is solved again here by
 * search with no book at all, and each must score what the book says. The sample is the cheapest to
 * re-solve (the build's record, {@code bench/connect-four-book/depth-N.progress}, says how many
 * positions each took) among wins, losses and draws, so the check costs seconds, not the build's
 * CPU-hours; the record itself is checked against the book line by line.
 */
class ConnectFourBookSampleTest {

    private static final ConnectFourBook BOOK = ConnectFourBook.standard();

    /** One line of the build's record: the position's key, its score, its moves and the positions searched. */
    private record Solve(long key, int score, String moves, long searched) {}

    private static List<Solve> record() throws IOException {
        List<Solve> solves = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("bench/connect-four-book/depth-" + BOOK.depth() + ".progress"))) {
            String[] f = line.trim().split(" ");
            solves.add(new Solve(Long.parseLong(f[0]), Integer.parseInt(f[1]), f[2], Long.parseLong(f[3])));
        }
        return solves;
    }

    @Test
    void theRecordOfTheBuildIsTheBooksLastPly() throws IOException {
        List<Solve> solves = record();
        assertEquals(ConnectFourBookBuilder.positionsAt(BOOK.depth()).size(), solves.size(), "every last-ply position");
        for (Solve s : solves) {
            assertEquals(BOOK.depth(), s.moves().length(), s.moves());
            assertEquals(s.key(), ConnectFourBookBuilder.of(s.moves()).key(), "the key is the moves' position");
            assertEquals(s.score(), BOOK.score(s.key()), "the book holds the recorded score of " + s.moves());
        }
    }

    @Test
    void aSampleOfTheLastPlySolvedAgainWithoutABookScoresAsTheBookSays() throws IOException {
        List<Solve> solves = record();
        List<Solve> sample = new ArrayList<>();
        // Positions solved in a handful of searched positions are wins on the next move: not a check.
        sample.addAll(cheapest(solves, s -> s.score() > 0 && s.searched() > 1000, 3));
        sample.addAll(cheapest(solves, s -> s.score() < 0, 2));
        sample.addAll(cheapest(solves, s -> s.score() == 0, 1));
        assertEquals(6, sample.size());
        for (Solve s : sample) {
            ConnectFourSolver solver = new ConnectFourSolver(1 << 22, ConnectFourBook.NONE);
            int solved = ConnectFourBookBuilder.solve(solver, ConnectFourBookBuilder.of(s.moves()));
            assertEquals(BOOK.score(s.key()), solved, "position " + s.moves() + " solved again by search");
        }
        assertTrue(sample.stream().anyMatch(s -> s.score() == 0), "a draw is in the sample");
    }

    private static List<Solve> cheapest(List<Solve> solves, Predicate<Solve> kind, int n) {
        return solves.stream()
                .filter(kind)
                .sorted(Comparator.comparingLong(Solve::searched))
                .limit(n)
                .toList();
    }
}
