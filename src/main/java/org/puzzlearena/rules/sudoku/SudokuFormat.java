package org.puzzlearena.rules.sudoku;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.SolutionLines;
import org.puzzlearena.rules.State;

/**
 * Sudoku solution files, in either of the two forms people keep them:
 * <ul>
 * <li>one move per line, {@code r4c12=A}; {@code #} starts a comment, blank lines are skipped;</li>
 * <li>a grid: 256 symbols ({@code 0-9 A-F}, {@code .} for a cell left empty) row by row, spread
 * over lines as one likes. Spaces and the {@code | - +} box rules are ignored, so a drawing from
 * {@code render()} reads back. Each cell empty in the puzzle and filled in the file becomes a
 * move, in row-major order. A cell whose symbol differs from the puzzle's given also becomes a
 * move, which replay then reports ("r1c2 already holds 7 (a given)").</li>
 * </ul>
 * A file is a grid when, without comments, whitespace and box rules, it is nothing but grid
 * characters; a move always contains an 'r', which no grid does.
 */
public final class SudokuFormat implements SolutionFormat {

    @Override
    public String name() {
        return "Sudoku moves (r4c12=A per line) or a 256-symbol grid";
    }

    @Override
    public ParsedSolution read(String text, State initial) {
        if (text == null) {
            return ParsedSolution.unreadable("the file is empty");
        }
        // A grid file has a few dozen lines at most; a move file needs no more than the longest game.
        List<String> lines = SolutionLines.contentLines(text, initial.game().maxGameLength() + 1);
        String gridText = gridCharacters(lines);
        if (gridText != null) {
            return readGrid(gridText, initial);
        }
        return ParsedSolution.of(lines);
    }

    @Override
    public String write(State finalState) {
        StringBuilder sb = new StringBuilder(finalState.moveCount() * 9);
        for (int i = 0; i < finalState.moveCount(); i++) {
            sb.append(SudokuNotation.formatMove(finalState.moveAt(i))).append('\n');
        }
        return sb.toString();
    }

    private static ParsedSolution readGrid(String grid, State initial) {
        if (grid.length() != SudokuGeometry.CELLS) {
            return ParsedSolution.unreadable(
                    "a grid has 256 symbols (0-9, A-F, '.' for empty) row by row; this file has " + grid.length());
        }
        List<String> moves = new ArrayList<>();
        for (int cell = 0; cell < SudokuGeometry.CELLS; cell++) {
            int value = SudokuNotation.valueOf(grid.charAt(cell));
            if (value < 0) {
                continue;
            }
            int known = knownValue(initial, cell);
            if (known != value) {
                moves.add(SudokuNotation.formatMove(cell * 16 + value));
            }
        }
        return ParsedSolution.of(moves);
    }

    /** The symbol the starting position has at a cell, -1 if empty or if the state is not ours. */
    private static int knownValue(State initial, int cell) {
        return initial instanceof SudokuState s ? s.valueAt(cell) : -1;
    }

    /** The grid symbols of the content if it is a grid (box rules and spaces dropped), else null. */
    private static String gridCharacters(List<String> lines) {
        StringBuilder sb = new StringBuilder(SudokuGeometry.CELLS);
        for (String line : lines) {
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == '.' || SudokuNotation.valueOf(c) >= 0) {
                    sb.append(c);
                } else if (!(Character.isWhitespace(c) || c == '|' || c == '-' || c == '+')) {
                    return null;
                }
            }
        }
        return sb.length() == 0 ? null : sb.toString();
    }
}
