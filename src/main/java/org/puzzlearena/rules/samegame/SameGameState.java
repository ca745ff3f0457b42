package org.puzzlearena.rules.samegame;

import java.util.OptionalInt;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.MoveHistory;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * A SameGame position. A move is one int: the index {@code col * 16 + row} of the group's canonical
 * cell, its lowest-then-leftmost cell (smallest row, then smallest column). The hot path
 * (legalMoves, randomMove, play, isTerminal, score) allocates nothing; see {@link SameGameBoard}.
 *
 * <p>The few public methods beyond {@link State} are what a tabu-colour playout needs: how many
 * blocks each colour has, the colour of a move, and uniform moves avoiding one colour.
 *
 * <p>{@link #positionJson()} (built by {@link SameGamePositionJson}):
 * <pre>
 * {"cols":15,"rows":15,"colours":5,
 *  "grid":["rowtext",...],   rows-many strings of cols characters, the TOP row first
 *  "score":S,"remaining":R,"cleared":false}
 * </pre>
 * {@code grid} is written like the standard set file: each string is one row, its character
 * {@code col} a colour digit {@code 0..colours-1} or {@code .} for an empty cell, and the block at
 * {@code col,row} (row 0 the floor) is {@code grid[rows-1-row].charAt(col)}. {@code score} is
 * {@link #score()}, {@code remaining} the blocks left, {@code cleared} whether none is left.
 *
 * <p>{@link #moveJson(int)} of a legal move: {@code {"colour":k,"points":p,"cells":[[col,row],...]}},
 * the group's colour, the points removing it scores, and its cells (row 0 the floor).
 */
public final class SameGameState implements State {

    /** {@link #moveCode} values are below this: colour * 256 + canonical cell, at most 9 colours. */
    public static final int MOVE_CODES = SameGameBoard.MAX_COLOURS * SameGameBoard.CELL_INDEXES;

    private final SameGameGame game;
    private final String instanceId;
    private final SameGameBoard board;
    private final MoveHistory history;
    private int points;

    SameGameState(SameGameGame game, String instanceId, SameGameBoard board) {
        this.game = game;
        this.instanceId = instanceId;
        this.board = board;
        // Every move removes at least 2 blocks.
        this.history = new MoveHistory(board.width * board.height / 2);
    }

    private SameGameState(SameGameState o) {
        this.game = o.game;
        this.instanceId = o.instanceId;
        this.board = o.board.copy();
        this.history = o.history.copy();
        this.points = o.points;
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public String instanceId() {
        return instanceId;
    }

    @Override
    public int legalMoves(int[] out) {
        return board.legalGroups(out);
    }

    @Override
    public int legalMoveCount() {
        return board.legalGroups(null);
    }

    /** Uniform over the legal groups, by rejection sampling on cells (no list of groups is built). */
    @Override
    public int randomMove(SplitMix64 rng, int[] buffer) {
        return board.randomGroup(rng);
    }

    @Override
    public void play(int move) {
        int size = board.removeGroup(move);
        points += SameGameScoring.groupPoints(size);
        history.add(move);
    }

    @Override
    public OptionalInt moveGroupSize(int move) {
        return OptionalInt.of(board.groupAt(move));
    }

    @Override
    public boolean isTerminal() {
        return !board.hasGroup();
    }

    /**
     * Points of the groups removed so far, plus 1000 once the board is cleared; under the js-games
     * rule, minus the leftover penalty once no group remains.
     */
    @Override
    public int score() {
        if (board.remaining() == 0) {
            return points + SameGameScoring.CLEAR_BONUS;
        }
        if (game.scoring() == SameGameScoring.JSGAMES && !board.hasGroup()) {
            return points - game.scoring().leftoverPenalty(board);
        }
        return points;
    }

    @Override
    public int moveCount() {
        return history.count();
    }

    @Override
    public int moveAt(int index) {
        return history.at(index);
    }

    @Override
    public SameGameState copy() {
        return new SameGameState(this);
    }

    @Override
    public String formatMove(int move) {
        return SameGameMoveText.format(move);
    }

    @Override
    public MoveCheck readMove(String text) {
        return SameGameMoveText.read(text, board);
    }

    /**
     * Colour * 256 + canonical cell: a flat index below {@link #MOVE_CODES} for NRPA weight
     * tables, no hashing. It is stable across positions in the way a policy needs: the "same" move
     * in sibling positions (same colour, same lowest-left cell) shares its weight, which is what
     * the SameGame NRPA literature keys on, while a group of another colour at that cell does not.
     */
    @Override
    public int moveCode(int move) {
        return board.colourAt(move) * SameGameBoard.CELL_INDEXES + move;
    }

    @Override
    public String render() {
        return SameGameBoardText.render(board);
    }

    @Override
    public String positionJson() {
        return SameGamePositionJson.of(board, score());
    }

    @Override
    public String moveJson(int move) {
        int size = board.groupAt(move);
        int[] cells = new int[size];
        board.groupCells(cells);
        StringBuilder sb = new StringBuilder(48 + 8 * size);
        sb.append("{\"colour\":")
                .append(board.groupColour())
                .append(",\"points\":")
                .append(SameGameScoring.groupPoints(size))
                .append(",\"cells\":[");
        for (int i = 0; i < size; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append('[')
                    .append(cells[i] >>> 4)
                    .append(',')
                    .append(cells[i] & 15)
                    .append(']');
        }
        return sb.append("]}").toString();
    }

    @Override
    public String detailsJson() {
        return "\"cleared\":" + (board.remaining() == 0) + ",\"remaining\":" + board.remaining() + ",\"rule\":\""
                + game.scoring().label + "\"";
    }

    // ---------------------------------------------------------------- for tabu-colour playouts

    /** Number of colours of this board (colours are 0 .. colours()-1). */
    public int colours() {
        return board.colours;
    }

    /** Blocks of {@code colour} left on the board. */
    public int blocksOfColour(int colour) {
        return board.blocksOfColour(colour);
    }

    /** Blocks left on the board. */
    public int remainingBlocks() {
        return board.remaining();
    }

    /** The colour of the group of {@code move}, a legal move in this position. */
    public int moveColour(int move) {
        return board.colourAt(move);
    }

    /** True when a legal group of a colour other than {@code colour} exists. */
    public boolean hasMoveAvoiding(int colour) {
        return board.hasGroupAvoiding(colour);
    }

    /**
     * A uniformly random legal move among the groups not of {@code colour}; requires
     * {@link #hasMoveAvoiding}{@code (colour)}. Allocates nothing.
     */
    public int randomMoveAvoiding(SplitMix64 rng, int colour) {
        return board.randomGroupAvoiding(rng, colour);
    }
}
