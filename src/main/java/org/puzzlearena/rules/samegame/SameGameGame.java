package org.puzzlearena.rules.samegame;

import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.GameType;
import org.puzzlearena.rules.InstanceGenerator;
import org.puzzlearena.rules.SolutionFormat;

/**
 * SameGame, in two scorings that share everything but the end of the game: {@link #papers()} (the
 * rule of the research papers' tables, the leaderboard default) and {@link #jsGames()} (the
 * js-games.de site, which charges for leftover blocks).
 */
public final class SameGameGame implements Game {

    private static final String RULES = "Remove a group of two or more orthogonally connected blocks of one colour;"
            + " a group of n blocks scores (n-2)^2. Blocks above fall down and an emptied column is closed by"
            + " shifting the columns on its right one place left. Clearing the whole board adds 1000 points.";
    private static final String NOTATION =
            " A move is written col,row of any cell of the group, (0,0) being the" + " bottom-left cell.";

    private static final SameGameGame PAPERS = new SameGameGame(
            "samegame",
            "SameGame",
            SameGameScoring.PAPERS,
            RULES + " Blocks left at the end cost nothing: the scoring of the research papers (Schadd et al. 2008,"
                    + " Cazenave 2009) and of this leaderboard." + NOTATION);
    private static final SameGameGame JS_GAMES = new SameGameGame(
            "samegame-jsgames",
            "SameGame (js-games.de scoring)",
            SameGameScoring.JSGAMES,
            RULES + " When no group is left, each colour's k remaining blocks cost (k-2)^2 points: the scoring of"
                    + " the js-games.de site." + NOTATION);

    /** The family both scorings share: one view, one playout policy, the same instance ids. */
    public static final String FAMILY = "samegame";

    /**
     * Tabu colour playouts (Schadd et al. 2008), as the papers' bots play SameGame; scores of about a
     * thousand points on the standard boards, the scale SP-MCTS's published constants were set for.
     */
    private static final GameType TYPE = GameType.puzzle(FAMILY)
            .withDefaultPolicy("tabu")
            .withScoreScale(1_000)
            .withGenerator(InstanceGenerator.seeded(
                    "random",
                    "a random board from a seed, 15x15 with 5 colours" + " unless a size is given",
                    new InstanceGenerator.Parameter(
                            "size",
                            "<cols>x<rows>x<colours>",
                            "10x10x4",
                            "columns and rows 2-"
                                    + SameGameBoard.MAX_COLUMNS + ", colours " + SameGameBoard.MIN_COLOURS + "-"
                                    + SameGameBoard.MAX_COLOURS)))
            .withGenerator(InstanceGenerator.board(
                    "grid",
                    "an uploaded board: rows of colour digits, top row first,"
                            + " all equally wide, colours numbered from 0"));

    /** Largest board: 16x16 cells, so at most 128 groups at once and 128 moves in a game. */
    private static final int MAX_CELLS = SameGameBoard.MAX_COLUMNS * SameGameBoard.MAX_ROWS;

    private final String id;
    private final String title;
    private final SameGameScoring scoring;
    private final String description;
    private final SameGameFormat format = new SameGameFormat();

    private SameGameGame(String id, String title, SameGameScoring scoring, String description) {
        this.id = id;
        this.title = title;
        this.scoring = scoring;
        this.description = description;
    }

    /** No penalty for leftover blocks (the papers' rule, the default). */
    public static SameGameGame papers() {
        return PAPERS;
    }

    /** Leftover blocks cost (k-2)^2 per colour (the js-games.de rule). */
    public static SameGameGame jsGames() {
        return JS_GAMES;
    }

    SameGameScoring scoring() {
        return scoring;
    }

    @Override
    public GameType type() {
        return TYPE;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public List<String> instances() {
        return SameGameInstances.CATALOGUE;
    }

    @Override
    public String instanceSyntax() {
        return SameGameInstances.SYNTAX;
    }

    @Override
    public String defaultInstance() {
        return SameGameInstances.DEFAULT;
    }

    @Override
    public SameGameState newInitialState(String instanceId) {
        return new SameGameState(this, instanceId, SameGameInstances.board(instanceId));
    }

    /** A position of a hand-made board (rows top first, digits for colours, '.' empty): for tests. */
    SameGameState fromRows(String name, String[] rowsTopDown, int colours) {
        return new SameGameState(this, name, SameGameBoard.fromRows(rowsTopDown, colours));
    }

    @Override
    public int maxLegalMoves() {
        return MAX_CELLS / 2;
    }

    @Override
    public int maxGameLength() {
        return MAX_CELLS / 2;
    }

    @Override
    public SolutionFormat solutionFormat() {
        return format;
    }

    @Override
    public String toString() {
        return id;
    }
}
