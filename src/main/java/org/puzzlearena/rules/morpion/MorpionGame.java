package org.puzzlearena.rules.morpion;

import java.util.List;
import org.puzzlearena.rules.Clip;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.GameType;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.UnknownInstanceException;

/** Morpion Solitaire (Join Five) from the Greek cross, in its touching (5T) or disjoint (5D) rules. */
public final class MorpionGame implements Game {

    static final String CROSS = "cross";

    private static final GameType TYPE =
            GameType.puzzle("morpion").with(GameType.Trait.ORDER_FREE).with(GameType.Trait.MOVES_STAY_LEGAL);

    private static final MorpionGame TOUCHING = new MorpionGame(Variant.TOUCHING);
    private static final MorpionGame DISJOINT = new MorpionGame(Variant.DISJOINT);

    private final Variant variant;
    /** The cross, built once; every new game is a copy of it. */
    private final MorpionState initial;

    private MorpionGame(Variant variant) {
        this.variant = variant;
        this.initial = new MorpionState(this, variant);
    }

    /** 5T: a new line may touch an earlier line of the same direction at an end point. */
    public static MorpionGame touching() {
        return TOUCHING;
    }

    /** 5D: a new line may not share any point with an earlier line of the same direction. */
    public static MorpionGame disjoint() {
        return DISJOINT;
    }

    @Override
    public GameType type() {
        return TYPE;
    }

    @Override
    public String id() {
        return variant.id;
    }

    @Override
    public String title() {
        return variant.title;
    }

    @Override
    public String description() {
        String rule = variant.disjoint()
                ? "5D (disjoint): a new line may not share any point with an earlier line of the same direction."
                : "5T (touching): a new line may not share a unit segment with an earlier line of the same direction,"
                        + " but may touch one at an end point.";
        return "Start from the 36-dot Greek cross. A move adds one dot on an empty point and draws a line through 5"
                + " consecutive dots (horizontal, vertical or diagonal) including the new one. " + rule
                + " Lines of different directions may cross. Score: the number of moves. Moves are written in Pentasol"
                + " notation, (X,Y) DIR OFFSET, with the cross's inner north-west corner at (28,28).";
    }

    @Override
    public List<String> instances() {
        return List.of(CROSS);
    }

    @Override
    public String instanceSyntax() {
        return CROSS;
    }

    @Override
    public String defaultInstance() {
        return CROSS;
    }

    @Override
    public State newInitialState(String instanceId) {
        if (!CROSS.equals(instanceId)) {
            throw new UnknownInstanceException(
                    id() + " has one instance, \"cross\" (the standard 36-dot Greek cross); got "
                            + (instanceId == null ? "none" : "\"" + Clip.clip(instanceId, 40) + "\""));
        }
        return initial.copy();
    }

    MorpionState initialState() {
        return initial.copy();
    }

    @Override
    public int maxLegalMoves() {
        return variant.maxLegalMoves();
    }

    @Override
    public int maxGameLength() {
        return variant.maxGameLength;
    }

    @Override
    public SolutionFormat solutionFormat() {
        return PentasolFormat.INSTANCE;
    }
}
