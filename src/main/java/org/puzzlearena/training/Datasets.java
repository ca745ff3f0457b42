package org.puzzlearena.training;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.rules.connectfour.ConnectFourState;
import org.puzzlearena.search.solver.ConnectFourSolver;

/**
 * Files of {@link LabelledPosition} lines: read, with each position once (mirror images and other
 * move orders of one position are one position), and without the positions of the graded sets, so
 * no network is graded on what it was trained on.
 */
public final class Datasets {

    private static final Game GAME = ConnectFourGame.get();

    private Datasets() {}

    /** Every position of {@code files} once, in file order; a bad line names its file and line number. */
    public static List<LabelledPosition> read(List<Path> files) throws IOException {
        Map<Long, LabelledPosition> unique = new LinkedHashMap<>();
        for (Path file : files) {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).isBlank()) {
                    continue;
                }
                LabelledPosition p;
                try {
                    p = LabelledPosition.parse(lines.get(i));
                    unique.putIfAbsent(key(p), p);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(file + ":" + (i + 1) + ": " + e.getMessage(), e);
                }
            }
        }
        return new ArrayList<>(unique.values());
    }

    /** {@code positions} without any that is (up to a mirror) one of {@code excluded}. */
    public static List<LabelledPosition> without(List<LabelledPosition> positions, List<LabelledPosition> excluded) {
        Set<Long> keys = new HashSet<>();
        for (LabelledPosition p : excluded) {
            keys.add(key(p));
        }
        List<LabelledPosition> kept = new ArrayList<>(positions.size());
        for (LabelledPosition p : positions) {
            if (!keys.contains(key(p))) {
                kept.add(p);
            }
        }
        return kept;
    }

    /** The position's identity, shared with its mirror image. */
    static long key(LabelledPosition p) {
        ConnectFourState s = (ConnectFourState) p.state(GAME);
        long own = s.stones(s.currentPlayer());
        long mask = own | s.stones(1 - s.currentPlayer());
        return ConnectFourSolver.canonicalKey(own, mask);
    }
}
