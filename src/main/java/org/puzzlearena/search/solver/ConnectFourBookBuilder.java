package org.puzzlearena.search.solver;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.puzzlearena.rules.connectfour.Bitboard;

/**
 * Builds a {@link ConnectFourBook}: every position of the book's last ply (the frontier) is solved
 * by search, which is the expensive part, and the plies before it follow by negamax over the book
 * itself. Pure computation: the command that runs it keeps the progress and writes the source file.
 */
public final class ConnectFourBookBuilder {

    /** A position of the book, mirror images counted once: its key, bits and a move string reaching it. */
    public record Position(long key, long current, long mask, int plies, String moves) {}

    /** The empty board, where the shipped book starts. */
    public static final Position EMPTY = new Position(0L, 0L, 0L, 0, "");

    private ConnectFourBookBuilder() {}

    /** A position given by its move string (legal and not over: the caller checked it with the rules). */
    public static Position of(String moves) {
        Position p = EMPTY;
        for (char c : moves.toCharArray()) {
            long cell = Bitboard.landing(p.mask(), c - '1');
            long current = p.current() ^ p.mask();
            long mask = p.mask() | cell;
            p = new Position(
                    ConnectFourSolver.canonicalKey(current, mask), current, mask, p.plies() + 1, p.moves() + c);
        }
        return p;
    }

    /**
     * The positions reachable in exactly {@code plies} stones whose game is not over, one per mirror
     * pair, in the order of their move strings (so that neighbours share a prefix, and a solver's
     * table carries over from one to the next).
     */
    public static List<Position> positionsAt(int plies) {
        return positionsAt(EMPTY, plies);
    }

    /** The same from {@code root}: the positions {@code extra} stones after it. */
    public static List<Position> positionsAt(Position root, int extra) {
        return levels(root, extra).get(extra).values().stream()
                .sorted((a, b) -> a.moves().compareTo(b.moves()))
                .toList();
    }

    /**
     * The sorted canonical keys of the positions of each ply from 0 to {@code plies} whose game is
     * not over, from one enumeration: the results book's plies are unpacked together, and asking
     * {@link #positionsAt(int)} once per ply would enumerate the plies below again each time.
     */
    public static List<long[]> keysUpTo(int plies) {
        List<long[]> keys = new ArrayList<>();
        for (Map<Long, Position> level : levels(EMPTY, plies)) {
            keys.add(level.keySet().stream().mapToLong(Long::longValue).sorted().toArray());
        }
        return keys;
    }

    /** Positions from {@code root} by stones added, up to {@code extra}, each level keyed by canonical key. */
    private static List<Map<Long, Position>> levels(Position root, int extra) {
        List<Map<Long, Position>> levels = new ArrayList<>();
        Map<Long, Position> level = new LinkedHashMap<>();
        level.put(root.key(), root);
        levels.add(level);
        for (int added = 0; added < extra; added++) {
            Map<Long, Position> next = new LinkedHashMap<>();
            for (Position p : level.values()) {
                for (int column = 0; column < Bitboard.COLUMNS; column++) {
                    if (!Bitboard.canPlay(p.mask(), column)) {
                        continue;
                    }
                    long cell = Bitboard.landing(p.mask(), column);
                    if (Bitboard.hasFour(p.current() | cell)) {
                        continue; // the game ends there: not a position to store
                    }
                    long current = p.current() ^ p.mask();
                    long mask = p.mask() | cell;
                    long key = ConnectFourSolver.canonicalKey(current, mask);
                    next.putIfAbsent(key, new Position(key, current, mask, p.plies() + 1, p.moves() + (column + 1)));
                }
            }
            levels.add(next);
            level = next;
        }
        return levels;
    }

    /** Solves one frontier position by search (no book below it): hours for the first plies. */
    public static int solve(ConnectFourSolver solver, Position p) {
        return solver.solveExact(p.current(), p.mask(), p.plies());
    }

    /**
     * The book of every position up to {@code depth} stones, from the exact scores of the positions
     * at {@code depth} (by key): each earlier position scores the best of its moves, a move that
     * completes four scoring 22 minus the winner's stones.
     */
    public static ConnectFourBook derive(int depth, Map<Long, Integer> frontierScores) {
        return derive(EMPTY, depth, frontierScores);
    }

    /** The same for the positions from {@code root} to {@code extra} stones after it. */
    public static ConnectFourBook derive(Position root, int extra, Map<Long, Integer> frontierScores) {
        List<Map<Long, Position>> levels = levels(root, extra);
        Map<Long, Integer> scores = new HashMap<>();
        for (Position p : levels.get(extra).values()) {
            Integer s = frontierScores.get(p.key());
            if (s == null) {
                throw new IllegalArgumentException("no score for the frontier position " + p.moves());
            }
            scores.put(p.key(), s);
        }
        for (int added = extra - 1; added >= 0; added--) {
            for (Position p : levels.get(added).values()) {
                int plies = p.plies();
                int best = Integer.MIN_VALUE;
                for (int column = 0; column < Bitboard.COLUMNS; column++) {
                    if (!Bitboard.canPlay(p.mask(), column)) {
                        continue;
                    }
                    long cell = Bitboard.landing(p.mask(), column);
                    int score = Bitboard.hasFour(p.current() | cell)
                            ? (Bitboard.CELLS + 1 - plies) / 2
                            : -scores.get(ConnectFourSolver.canonicalKey(p.current() ^ p.mask(), p.mask() | cell));
                    best = Math.max(best, score);
                }
                scores.put(p.key(), best);
            }
        }
        long[] keys =
                scores.keySet().stream().mapToLong(Long::longValue).sorted().toArray();
        byte[] values = new byte[keys.length];
        for (int i = 0; i < keys.length; i++) {
            values[i] = (byte) (int) scores.get(keys[i]);
        }
        return new ConnectFourBook(root.plies() + extra, keys, values);
    }

    /** The book as the Java source of {@link ConnectFourOpenings}, with how it was made. */
    public static String javaSource(ConnectFourBook book, String provenance) {
        StringBuilder b = new StringBuilder(64 * book.size() + 1000);
        b.append("package org.puzzlearena.search.solver;\n\n");
        b.append(
                "/**\n * The opening book shipped with the solver (see {@link ConnectFourBook}): generated, do not edit.\n");
        for (String line : provenance.split("\n")) {
            b.append(" * ").append(line.replace("*/", "* /")).append('\n');
        }
        b.append(" */\nfinal class ConnectFourOpenings {\n\n    private ConnectFourOpenings() {}\n\n");
        b.append("    static final ConnectFourBook BOOK = new ConnectFourBook(\n            ")
                .append(book.depth())
                .append(",\n            new long[] {\n");
        for (int i = 0; i < book.size(); i++) {
            b.append("                ").append(book.keyAt(i)).append("L,\n");
        }
        b.append("            },\n            new byte[] {\n");
        for (int i = 0; i < book.size(); i++) {
            b.append("                ").append(book.scoreAt(i)).append(",\n");
        }
        b.append("            });\n}\n");
        return b.toString();
    }
}
