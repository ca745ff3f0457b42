package org.puzzlearena.search.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.connectfour.Bitboard;

/**
 * The shipped results book against the solver and against the build's records
 * ({@code bench/connect-four-book/results-N.progress}, one line per position: key, result, moves,
 * positions searched): the book holds exactly what the records say, and a sample of entries is
 * proven again here by a solver with no book and without the bound the build took from the ply
 * before, the cheapest of each result by the record, so the check costs seconds.
 */
class ConnectFourResultsSampleTest {

    private static final ConnectFourResults RESULTS = ConnectFourResults.standard();

    private record Proof(long key, int result, String moves, long searched) {}

    private static List<Proof> records() throws IOException {
        List<Proof> proofs = new ArrayList<>();
        for (int plies = RESULTS.from(); plies <= RESULTS.depth(); plies++) {
            for (String line : Files.readAllLines(Path.of("bench/connect-four-book/results-" + plies + ".progress"))) {
                String[] f = line.trim().split(" ");
                if (f.length == 4) {
                    proofs.add(new Proof(Long.parseLong(f[0]), Integer.parseInt(f[1]), f[2], Long.parseLong(f[3])));
                }
            }
        }
        return proofs;
    }

    @Test
    void theBookHoldsExactlyTheRecordedResults() throws IOException {
        Map<Long, Integer> recorded = new HashMap<>();
        for (Proof p : records()) {
            assertEquals(p.key(), ConnectFourBookBuilder.of(p.moves()).key(), "the key is the moves' position");
            assertEquals(null, recorded.put(p.key(), p.result()), "one line per position: " + p.moves());
            assertEquals(p.result(), RESULTS.result(p.key()), "the book holds the recorded result of " + p.moves());
        }
        assertEquals(RESULTS.known(), recorded.size(), "nothing in the book that no record proved");
    }

    @Test
    void aSampleProvenAgainWithNoBookAndNoBoundGivesTheBooksResults() throws IOException {
        List<Proof> proofs = records();
        List<Proof> sample = new ArrayList<>();
        // A handful of searched positions is a win on the next move, and 0 a win bounded by a lost
        // parent: neither is a check of the search.
        sample.addAll(cheapest(proofs, p -> p.result() > 0 && p.searched() > 1000, 2));
        sample.addAll(cheapest(proofs, p -> p.result() < 0 && p.searched() > 1000, 2));
        sample.addAll(cheapest(proofs, p -> p.result() == 0, 1));
        assertEquals(5, sample.size(), "wins, losses and a draw in the records");
        for (Proof p : sample) {
            ConnectFourSolver solver = new ConnectFourSolver(1 << 22, ConnectFourBook.NONE);
            int proven = ConnectFourResultsBuilder.prove(solver, ConnectFourBookBuilder.of(p.moves()), -1);
            assertEquals(RESULTS.result(p.key()), proven, "position " + p.moves() + " proven again by search");
        }
    }

    @Test
    void everyResultTakenWithoutSearchHasALostParent() throws IOException {
        // The build's free results (0 positions searched) rest on the ply before: a position its
        // opponent could reach from a lost position is won. Check each against the exact book's last
        // ply or the results book's previous ply.
        ConnectFourBook book = ConnectFourBook.standard();
        Map<Integer, Map<Long, Integer>> bounds = new HashMap<>();
        int checked = 0;
        for (Proof p : records()) {
            if (p.searched() > 0) {
                continue;
            }
            int parentPlies = p.moves().length() - 1;
            Map<Long, Integer> bound = bounds.computeIfAbsent(parentPlies, plies -> {
                Map<Long, Integer> parents = new HashMap<>();
                if (plies <= book.depth()) {
                    parents.putAll(ConnectFourResultsBuilder.resultsOf(book, plies));
                } else {
                    for (long key : ConnectFourResults.keysAt(plies)) {
                        int r = RESULTS.result(key);
                        if (r != ConnectFourResults.ABSENT) {
                            parents.put(key, r);
                        }
                    }
                }
                return ConnectFourResultsBuilder.lowerBounds(plies, parents);
            });
            assertEquals(1, p.result(), p.moves());
            ConnectFourBookBuilder.Position at = ConnectFourBookBuilder.of(p.moves());
            boolean winsNow = (Bitboard.winningCells(at.current(), at.mask()) & Bitboard.playable(at.mask())) != 0;
            if (!winsNow) {
                assertEquals(1, bound.get(p.key()), p.moves() + " has a lost parent");
                checked++;
            }
        }
        assertTrue(checked > 0, "the records hold wins bounded by a lost parent");
    }

    private static List<Proof> cheapest(List<Proof> proofs, Predicate<Proof> kind, int n) {
        return proofs.stream()
                .filter(kind)
                .sorted(Comparator.comparingLong(Proof::searched))
                .limit(n)
                .toList();
    }
}
