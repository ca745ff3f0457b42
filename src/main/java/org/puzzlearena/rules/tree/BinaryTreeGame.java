package org.puzzlearena.rules.tree;

import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.GameType;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.UnknownInstanceException;

/**
 * The two abstract problems of the NMCS paper (section 4): a binary tree of depth d where every
 * move goes left or right. They exist to check search algorithms against the paper's exact score
 * distributions, so the rules are deliberately trivial.
 */
public final class BinaryTreeGame implements Game {

    /** How a finished path is scored. */
    public enum Scoring {
        /** The number of left moves anywhere on the path. */
        LEFT_MOVES,
        /** The number of moves on the leftmost path: the length of the initial run of left moves. */
        LEFTMOST_PATH
    }

    public static final int MAX_DEPTH = 10_000;
    static final String DEPTH_PREFIX = "depth/";

    private static final SolutionFormat FORMAT = new TreePathFormat();
    private static final GameType TYPE = GameType.puzzle("tree");
    private static final BinaryTreeGame LEFT_MOVE = new BinaryTreeGame(Scoring.LEFT_MOVES);
    private static final BinaryTreeGame LEFTMOST_PATH = new BinaryTreeGame(Scoring.LEFTMOST_PATH);

    private final Scoring scoring;

    private BinaryTreeGame(Scoring scoring) {
        this.scoring = scoring;
    }

    /** The left-move problem: score = number of left moves. */
    public static BinaryTreeGame leftMove() {
        return LEFT_MOVE;
    }

    /** The leftmost-path problem: score = length of the initial run of left moves. */
    public static BinaryTreeGame leftmostPath() {
        return LEFTMOST_PATH;
    }

    public Scoring scoring() {
        return scoring;
    }

    @Override
    public GameType type() {
        return TYPE;
    }

    @Override
    public String id() {
        return scoring == Scoring.LEFT_MOVES ? "leftmove" : "leftmost";
    }

    @Override
    public String title() {
        return scoring == Scoring.LEFT_MOVES ? "Left-move tree (NMCS paper)" : "Leftmost-path tree (NMCS paper)";
    }

    @Override
    public String description() {
        String common = "A binary tree of depth d from the Nested Monte-Carlo Search paper: each of the d moves goes"
                + " left (L) or right (R). ";
        return common
                + (scoring == Scoring.LEFT_MOVES
                        ? "The score is the number of left moves, wherever they are; the best path, all L, scores d."
                        : "The score is the number of moves on the leftmost path, that is the number of L before the first R;"
                                + " the best path, all L, scores d.")
                + " Used to check search algorithms against the paper's exact score distributions.";
    }

    @Override
    public List<String> instances() {
        return List.of("depth/9", "depth/20", "depth/60", "depth/100");
    }

    @Override
    public String instanceSyntax() {
        return DEPTH_PREFIX + "<d>, 1 <= d <= " + MAX_DEPTH;
    }

    /** Depth 60 is the depth of the paper's figures. */
    @Override
    public String defaultInstance() {
        return "depth/60";
    }

    @Override
    public State newInitialState(String instanceId) {
        return new BinaryTreeState(this, parseDepth(instanceId));
    }

    @Override
    public int maxLegalMoves() {
        return 2;
    }

    @Override
    public int maxGameLength() {
        return MAX_DEPTH;
    }

    @Override
    public SolutionFormat solutionFormat() {
        return FORMAT;
    }

    private int parseDepth(String id) {
        if (id == null || !id.startsWith(DEPTH_PREFIX)) {
            String shown = id == null ? "" : id.length() <= 40 ? id : id.substring(0, 37) + "...";
            throw new UnknownInstanceException(
                    "unknown " + id() + " instance '" + shown + "': use " + instanceSyntax() + ", e.g. depth/60");
        }
        String digits = id.substring(DEPTH_PREFIX.length());
        int depth = 0;
        boolean ok = !digits.isEmpty() && digits.length() <= 6;
        for (int i = 0; ok && i < digits.length(); i++) {
            char c = digits.charAt(i);
            ok = c >= '0' && c <= '9';
            depth = depth * 10 + (c - '0');
        }
        if (!ok || depth < 1 || depth > MAX_DEPTH) {
            String shown = digits.length() <= 20 ? digits : digits.substring(0, 17) + "...";
            throw new UnknownInstanceException(
                    "depth/" + shown + ": the depth must be a whole number from 1 to " + MAX_DEPTH);
        }
        return depth;
    }
}
