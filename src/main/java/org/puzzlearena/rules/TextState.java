package org.puzzlearena.rules;

/**
 * A position that another language plays on in place: the rules' own mutable {@link State} behind
 * methods that take and give canonical move texts, for the bindings (Python over JPype, JavaScript
 * over TeaVM). A bot's loop pays one call per move instead of a replay of the whole line, and every
 * call crosses the language boundary once: lists of moves come back as one string, one move a line
 * (splitting a string is far cheaper on the other side than converting an array element by
 * element). An illegal move comes back as its reason, never as an exception.
 */
public final class TextState {

    /** The instance's initial position, shared by every copy and never played on: undo replays from it. */
    private final State initial;

    private State state;

    /**
     * Scratch space for the legal moves and the random playouts, one per thread rather than one per
     * position: a bot clones a position for every playout, and a fresh buffer each time (1,200 ints
     * for Morpion) cost as much as copying the board. No method calls out while it fills the buffer.
     */
    private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[0]);

    private TextState(State initial, State state) {
        this.initial = initial;
        this.state = state;
    }

    /** A position at {@code initial}, which is never changed (it is copied before any move). */
    public static TextState at(State initial) {
        return new TextState(initial, initial.copy());
    }

    private int[] scratch() {
        int[] buffer = SCRATCH.get();
        if (buffer.length < state.game().maxLegalMoves()) {
            buffer = new int[state.game().maxLegalMoves()];
            SCRATCH.set(buffer);
        }
        return buffer;
    }

    /** The game's id ({@code samegame}, {@code connect-four}, ...). */
    public String gameId() {
        return state.game().id();
    }

    /** The instance's id as the rules name it. */
    public String instanceId() {
        return initial.instanceId();
    }

    /** The legal moves' canonical texts, one per line, in the rules' order; empty when the position is terminal. */
    public String legalMoves() {
        int[] buffer = scratch();
        int n = state.legalMoves(buffer);
        StringBuilder out = new StringBuilder(n * 6);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                out.append('\n');
            }
            out.append(state.formatMove(buffer[i]));
        }
        return out.toString();
    }

    /**
     * What each legal move adds to the score at once ({@link State#movePoints}), in the order of
     * {@link #legalMoves()}; null for a game that is won or lost rather than scored.
     */
    public int[] legalMovePoints() {
        if (state.game().type().result() != ResultKind.SCORE) {
            return null;
        }
        int[] buffer = scratch();
        int n = state.legalMoves(buffer);
        int[] points = new int[n];
        for (int i = 0; i < n; i++) {
            points[i] = state.movePoints(buffer[i]).orElseThrow();
        }
        return points;
    }

    /**
     * Plays the move that {@code text} names (any spelling the game reads): an empty answer, or the
     * reason it is not legal here, with the position unchanged. After the end every move is refused
     * with the verifier's words.
     */
    public String play(String text) {
        if (state.isTerminal()) {
            return Replay.gameOver(state.moveCount());
        }
        return switch (state.readMove(text == null ? "" : text)) {
            case MoveCheck.Ok ok -> {
                state.play(ok.move());
                yield "";
            }
            case MoveCheck.Refused refused -> refused.reason();
        };
    }

    /**
     * Takes back the last move; false when no move has been played. The rules have no inverse move,
     * so this replays the line from the initial position: its cost grows with the moves played.
     */
    public boolean undo() {
        int n = state.moveCount();
        if (n == 0) {
            return false;
        }
        State back = initial.copy();
        for (int i = 0; i < n - 1; i++) {
            back.play(state.moveAt(i));
        }
        state = back;
        return true;
    }

    /** An independent copy: playing on one never changes the other. */
    public TextState copy() {
        return new TextState(initial, state.copy());
    }

    public int score() {
        return state.score();
    }

    public boolean isTerminal() {
        return state.isTerminal();
    }

    /** The player to move, 0 or 1; always 0 in a puzzle. */
    public int toMove() {
        return state.currentPlayer();
    }

    /** What the position gives {@code player} ({@link State#returns}): the score, or +1/0/-1 at a two-player game's end. */
    public int returns(int player) {
        return state.returns(player);
    }

    /** How many moves were played from the initial position. */
    public int moveCount() {
        return state.moveCount();
    }

    /** The moves played from the initial position, canonical texts one per line. */
    public String moves() {
        return String.join("\n", MoveTexts.of(initial, state.history()));
    }

    /** The position drawn as text, as {@code bin/arena show} draws it. */
    public String render() {
        return state.render();
    }

    /** The drawable position as JSON ({@code docs/FORMATS.md}). */
    public String positionJson() {
        return state.positionJson();
    }

    /**
     * Plays uniformly random legal moves to the end, drawn as the Java engine's playouts draw them
     * ({@link State#randomMove} with {@link SplitMix64} of {@code seed}), and answers the final
     * score. The position is left at the end.
     */
    public int randomPlayout(long seed) {
        SplitMix64 rng = new SplitMix64(seed);
        State s = state;
        int[] scratch = scratch();
        while (!s.isTerminal()) {
            s.play(s.randomMove(rng, scratch));
        }
        return s.score();
    }

    /**
     * The final score of a random playout from a copy of this position, which stays as it is: the
     * same playout as {@link #randomPlayout} for the same seed, in one call and with no new position
     * to hand back, the cheapest way for another language to score a position by playouts.
     */
    public int rollout(long seed) {
        SplitMix64 rng = new SplitMix64(seed);
        State s = state.copy();
        int[] scratch = scratch();
        while (!s.isTerminal()) {
            s.play(s.randomMove(rng, scratch));
        }
        return s.score();
    }
}
