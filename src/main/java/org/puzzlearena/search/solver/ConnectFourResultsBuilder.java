package org.puzzlearena.search.solver;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.puzzlearena.rules.connectfour.Bitboard;
import org.puzzlearena.search.solver.ConnectFourBookBuilder.Position;

/**
 * Builds a {@link ConnectFourResults} book ply by ply: each position's result (win, draw or loss)
 * proven by null-window probes, which cost far less than its exact score. A ply is built after the
 * one before it, whose results bound it for free: a position whose player can reach it from a lost
 * position wins (the mover of the lost position has no good move, this one included), and one reached
 * from a drawn position at least draws, so one probe ("does it win?") settles it. Pure computation:
 * the command that runs it keeps the progress and writes the source file.
 */
public final class ConnectFourResultsBuilder {

    private ConnectFourResultsBuilder() {}

    /**
     * The least result each position of {@code parents}' next ply is known to have (by key, from the
     * side to move): the negation of the best parent's result, over every parent that reaches it.
     * {@code parents} maps the previous ply's keys to their results (-1, 0, 1); a missing parent
     * bounds nothing.
     */
    public static Map<Long, Integer> lowerBounds(int parentPlies, Map<Long, Integer> parents) {
        Map<Long, Integer> bounds = new HashMap<>();
        for (Position p : ConnectFourBookBuilder.positionsAt(parentPlies)) {
            Integer r = parents.get(p.key());
            if (r == null) {
                continue;
            }
            for (int column = 0; column < Bitboard.COLUMNS; column++) {
                if (!Bitboard.canPlay(p.mask(), column)) {
                    continue;
                }
                long cell = Bitboard.landing(p.mask(), column);
                if (Bitboard.hasFour(p.current() | cell)) {
                    continue;
                }
                long key = ConnectFourSolver.canonicalKey(p.current() ^ p.mask(), p.mask() | cell);
                bounds.merge(key, -r, Math::max);
            }
        }
        return bounds;
    }

    /** The results (-1, 0, 1) of the exact book's positions of {@code plies} stones. */
    public static Map<Long, Integer> resultsOf(ConnectFourBook book, int plies) {
        Map<Long, Integer> results = new HashMap<>();
        for (Position p : ConnectFourBookBuilder.positionsAt(plies)) {
            int s = book.score(p.key());
            if (s != ConnectFourBook.ABSENT) {
                results.put(p.key(), Integer.signum(s));
            }
        }
        return results;
    }

    /**
     * Proves one position's result by search (the solver should have no results book at this ply, so
     * that the build is a search, not a copy), knowing it is at least {@code atLeast}.
     */
    public static int prove(ConnectFourSolver solver, Position p, int atLeast) {
        return solver.provenResult(p.current(), p.mask(), p.plies(), atLeast);
    }

    /** One ply's results in the order of {@link ConnectFourResults#keysAt}, {@link ConnectFourResults#ABSENT} where unknown. */
    public static int[] inKeyOrder(int plies, Map<Long, Integer> results) {
        long[] keys = ConnectFourResults.keysAt(plies);
        int[] out = new int[keys.length];
        for (int i = 0; i < keys.length; i++) {
            out[i] = results.getOrDefault(keys[i], ConnectFourResults.ABSENT);
        }
        return out;
    }

    /**
     * The book of plies {@code from} onwards ({@code levels}: each ply's results by key) as the Java
     * source of {@link ConnectFourResultsData}, with how it was made.
     */
    public static String javaSource(int from, List<Map<Long, Integer>> levels, String provenance) {
        List<int[]> ordered = new ArrayList<>();
        for (int i = 0; i < levels.size(); i++) {
            ordered.add(inKeyOrder(from + i, levels.get(i)));
        }
        String packed = ConnectFourResults.pack(ordered);
        StringBuilder b = new StringBuilder(packed.length() + 2000);
        b.append("package org.puzzlearena.search.solver;\n\n");
        b.append(
                "/**\n * The results book shipped with the solver (see {@link ConnectFourResults}): generated, do not edit.\n");
        for (String line : provenance.split("\n")) {
            b.append(" * ").append(line.replace("*/", "* /")).append('\n');
        }
        b.append(" */\nfinal class ConnectFourResultsData {\n\n    private ConnectFourResultsData() {}\n\n");
        b.append("    static final int FROM = ").append(from).append(";\n\n");
        b.append("    /** Positions per ply, from {@link #FROM}. */\n    static final int[] COUNTS = {");
        for (int i = 0; i < ordered.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(ordered.get(i).length);
        }
        b.append("};\n\n    /** Three results a character, in key order, ply after ply. */\n");
        b.append("    static final String PACKED = \"\"");
        for (int i = 0; i < packed.length(); i += 96) {
            b.append("\n            + \"")
                    .append(packed, i, Math.min(packed.length(), i + 96))
                    .append('"');
        }
        b.append(";\n}\n");
        return b.toString();
    }
}
