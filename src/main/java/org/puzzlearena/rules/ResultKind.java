package org.puzzlearena.rules;

/** What the result of a finished game is, that is how {@link State#returns} reads. */
public enum ResultKind {

    /** A score the one player maximises: {@code returns(0)} is {@link State#score()}. */
    SCORE("score"),

    /**
     * Won, drawn or lost: at the end {@code returns(p)} is {@link #WIN}, {@link #DRAW} or
     * {@link #LOSS} for each player (they sum to zero); before the end, 0.
     */
    WIN_DRAW_LOSS("win-draw-loss");

    public static final int WIN = 1;
    public static final int DRAW = 0;
    public static final int LOSS = -1;

    private final String id;

    ResultKind(String id) {
        this.id = id;
    }

    /** The name in the catalogue API and the browser: {@code score} or {@code win-draw-loss}. */
    public String id() {
        return id;
    }
}
