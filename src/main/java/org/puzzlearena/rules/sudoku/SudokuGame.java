package org.puzzlearena.rules.sudoku;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.GameType;
import org.puzzlearena.rules.InstanceGenerator;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.State;

/** 16x16 Sudoku modelled as the NMCS paper's constraint problem (see {@link SudokuState}). */
public final class SudokuGame implements Game {

    private static final List<String> INSTANCES = buildInstanceList();
    private static final SolutionFormat FORMAT = new SudokuFormat();
    private static final GameType TYPE = GameType.puzzle("sudoku")
            .with(GameType.Trait.ORDER_FREE)
            .withGenerator(InstanceGenerator.seeded(
                    "generated",
                    "a random puzzle with a unique solution from a seed," + " " + SudokuGenerator.DEFAULT_PERCENT_EMPTY
                            + "% of its cells empty unless told",
                    new InstanceGenerator.Parameter(
                            "percentEmpty",
                            "<percent empty, 0-" + SudokuGenerator.MAX_PERCENT_EMPTY + ">",
                            "50",
                            "the share of empty cells, in percent")));

    public SudokuGame() {}

    @Override
    public GameType type() {
        return TYPE;
    }

    @Override
    public String id() {
        return "sudoku16";
    }

    @Override
    public String title() {
        return "16x16 Sudoku (constraint problem)";
    }

    @Override
    public String description() {
        return "Fill a 16x16 grid with the symbols 0-9 and A-F so that every row, column and 4x4 box holds each"
                + " symbol once. As in the Nested Monte-Carlo Search paper, it is a constraint problem: each"
                + " empty cell keeps the set of symbols its row, column and box still allow; filling a cell"
                + " removes its symbol from those of its row, column and box, and the attempt ends as soon as"
                + " some empty cell has no symbol left. The score is the number of filled cells, givens"
                + " included: 256 is a solution. Bots branch on the empty cell with the fewest possibilities;"
                + " people may fill any cell. A move is written r<row>c<col>=<symbol>, e.g. r4c12=A.";
    }

    @Override
    public List<String> instances() {
        return INSTANCES;
    }

    @Override
    public String instanceSyntax() {
        return SudokuInstances.SYNTAX;
    }

    @Override
    public String defaultInstance() {
        return "generated/1";
    }

    @Override
    public State newInitialState(String instanceId) {
        return new SudokuState(this, SudokuInstances.parse(instanceId));
    }

    /** The seeded puzzle behind {@code generated/<seed>/<percent>}, with the full grid it was cut from. */
    public GeneratedSudoku generate(long seed, int percentEmpty) {
        return SudokuGenerator.generate(seed, percentEmpty);
    }

    /** The bots branch on one cell: at most its 16 symbols. */
    @Override
    public int maxLegalMoves() {
        return 16;
    }

    /** Each move fills one of the 256 cells. */
    @Override
    public int maxGameLength() {
        return 256;
    }

    @Override
    public SolutionFormat solutionFormat() {
        return FORMAT;
    }

    private static List<String> buildInstanceList() {
        List<String> ids = new ArrayList<>();
        for (int seed = 1; seed <= 10; seed++) {
            ids.add(SudokuInstances.GENERATED + seed);
        }
        return List.copyOf(ids);
    }
}
