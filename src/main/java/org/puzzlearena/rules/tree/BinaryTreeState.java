package org.puzzlearena.rules.tree;

import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.MoveHistory;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * A path from the root of a depth-d binary tree. Move 0 is left ({@code L}), move 1 is right
 * ({@code R}); both are legal until d moves are played. Both scores are kept up to date in play(),
 * so score() is a field read whichever problem is played.
 *
 * <p>{@link #positionJson()}:
 * {@code {"scoring":"leftmove","depth":d,"path":"LRL","score":S}} where {@code scoring} is the
 * game id ({@code leftmove} or {@code leftmost}), {@code path} the moves played so far from the
 * root ({@code L} left, {@code R} right; empty at the root) and {@code score} is {@link #score()}.
 * {@link #moveJson(int)}: {@code {"dir":"L"}} or {@code {"dir":"R"}}.
 */
public final class BinaryTreeState implements State {

    public static final int LEFT = 0;
    public static final int RIGHT = 1;

    private final BinaryTreeGame game;
    private final int depth;
    private final MoveHistory path;
    private int leftMoves;
    /** Length of the run of left moves from the root (stops growing at the first right move). */
    private int initialLefts;

    BinaryTreeState(BinaryTreeGame game, int depth) {
        this.game = game;
        this.depth = depth;
        this.path = new MoveHistory(depth);
    }

    private BinaryTreeState(BinaryTreeState other) {
        this.game = other.game;
        this.depth = other.depth;
        this.path = other.path.copy();
        this.leftMoves = other.leftMoves;
        this.initialLefts = other.initialLefts;
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public String instanceId() {
        return BinaryTreeGame.DEPTH_PREFIX + depth;
    }

    public int depth() {
        return depth;
    }

    @Override
    public int legalMoves(int[] out) {
        if (path.count() == depth) {
            return 0;
        }
        out[0] = LEFT;
        out[1] = RIGHT;
        return 2;
    }

    @Override
    public int legalMoveCount() {
        return path.count() == depth ? 0 : 2;
    }

    @Override
    public int randomMove(SplitMix64 rng, int[] buffer) {
        return rng.nextInt(2);
    }

    @Override
    public void play(int move) {
        if (move == LEFT) {
            leftMoves++;
            if (initialLefts == path.count()) {
                initialLefts++;
            }
        }
        path.add(move);
    }

    @Override
    public boolean isTerminal() {
        return path.count() == depth;
    }

    @Override
    public int score() {
        return game.scoring() == BinaryTreeGame.Scoring.LEFT_MOVES ? leftMoves : initialLefts;
    }

    @Override
    public int moveCount() {
        return path.count();
    }

    @Override
    public int moveAt(int index) {
        return path.at(index);
    }

    @Override
    public State copy() {
        return new BinaryTreeState(this);
    }

    @Override
    public String formatMove(int move) {
        return move == LEFT ? "L" : "R";
    }

    @Override
    public MoveCheck readMove(String text) {
        if (path.count() == depth) {
            return MoveCheck.error("the path is complete at depth " + depth);
        }
        String t = text == null ? "" : text.trim();
        if (t.equals("L") || t.equals("l")) {
            return MoveCheck.ok(LEFT);
        }
        if (t.equals("R") || t.equals("r")) {
            return MoveCheck.ok(RIGHT);
        }
        return MoveCheck.error("not a move: expected L or R");
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder(depth + 80);
        for (int i = 0; i < path.count(); i++) {
            sb.append(path.at(i) == LEFT ? 'L' : 'R');
        }
        if (path.count() == 0) {
            sb.append("(root)");
        }
        sb.append("  [")
                .append(path.count())
                .append(" of ")
                .append(depth)
                .append(" moves, score ")
                .append(score())
                .append("]\n");
        return sb.toString();
    }

    @Override
    public String positionJson() {
        // The game id and the path are plain ASCII letters: nothing to escape.
        StringBuilder sb = new StringBuilder(path.count() + 80);
        sb.append("{\"scoring\":\"")
                .append(game.id())
                .append("\",\"depth\":")
                .append(depth)
                .append(",\"path\":\"");
        for (int i = 0; i < path.count(); i++) {
            sb.append(path.at(i) == LEFT ? 'L' : 'R');
        }
        return sb.append("\",\"score\":").append(score()).append('}').toString();
    }

    @Override
    public String moveJson(int move) {
        return move == LEFT ? "{\"dir\":\"L\"}" : "{\"dir\":\"R\"}";
    }

    @Override
    public String detailsJson() {
        return "\"depth\":" + depth + ",\"leftMoves\":" + leftMoves + ",\"initialLefts\":" + initialLefts;
    }
}
