package org.puzzlearena.rules.morpion;

import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.MoveHistory;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * A Morpion position. The board is kept as lines (see {@link Lines}): for each of the 226 board
 * lines one long of dots, one long of used segments (5T) or points (5D), and one long of legal
 * window starts. A move is the int {@code line * 64 + startBit}: the window of 5 points starting
 * at that bit, which fixes both the start point and the direction; it is also the NRPA policy code.
 *
 * <p>A move adds one dot and marks used bits on one line through it, so only windows on the 4
 * lines through the new dot change legality: those 4 legality masks are recomputed (a few dozen
 * word operations each) and nothing else is touched. The legal-move count is kept exact, and the
 * lines that hold legal moves are kept in a short list (O(1) add and swap-remove through a
 * position map), so a uniform random move is found by walking that list, not the whole board.
 *
 * <p>{@link #positionJson()} (built by {@link PositionJson}), all points {@code [x,y]} in Pentasol
 * coordinates with the cross's inner north-west corner at (28,28), x to the right, y down:
 * <pre>
 * {"variant":"5D","reference":[28,28],
 *  "dots":[[x,y],...],          every dot on the board, sorted by y then x
 *  "initialDots":[[x,y],...],   the 36 dots of the cross, same order
 *  "lines":[{"move":0,"dot":[x,y],"from":[x,y],"to":[x,y],"dir":"/"},...],
 *  "moves":N}
 * </pre>
 * {@code variant} is "5T" or "5D". {@code lines} is in move order: {@code dot} is the dot that
 * move added, {@code from} and {@code to} are the two end points of its 5-point line, with
 * to = from + 4 * (dx,dy) for {@code dir} {@code -} (1,0), {@code |} (0,1), {@code \} (1,1) or
 * {@code /} (1,-1) (as a JSON string the backslash is escaped: {@code "\"}).
 *
 * <p>{@link #moveJson(int)} of a legal move: {@code {"dot":[x,y],"from":[x,y],"to":[x,y],"dir":"|"}},
 * the dot it would add and its line, in the same terms as an entry of {@code lines}.
 */
public final class MorpionState implements State {

    private static final int USED = Lines.COUNT;
    private static final int LEGAL = 2 * Lines.COUNT;
    /** Where {@link #active} keeps each line's position in the list of lines with legal moves. */
    private static final int POSITION = Lines.COUNT;

    private final MorpionGame game;
    private final Variant variant;
    private final long drawnMask;
    private final long fifthBitRule;
    /** Per line: dots at [line], used bits at [USED + line], legal starts at [LEGAL + line]. */
    private final long[] bits;
    /**
     * The lines with at least one legal move at [0, activeCount), in the order they got one, and
     * each such line's index in that list at [POSITION + line]. Lines number fewer than 256.
     */
    private final byte[] active;

    private int activeCount;
    /** The exact number of legal moves. */
    private int legalCount;
    /** The moves played; a move is below 2^15. */
    private final MoveHistory history;

    /** The initial position of the cross. */
    MorpionState(MorpionGame game, Variant variant) {
        this.game = game;
        this.variant = variant;
        this.drawnMask = variant.drawnMask();
        this.fifthBitRule = variant.fifthBitRule();
        this.bits = new long[3 * Lines.COUNT];
        this.active = new byte[2 * Lines.COUNT];
        this.history = new MoveHistory(variant.maxGameLength);
        for (int line = 0; line < Lines.COUNT; line++) {
            long rim = Lines.rimMask(line);
            // A window touching the rim must never be legal: mark the rim used. In 5T the used
            // bits are segments, so every segment with an end on the rim is used.
            bits[USED + line] = variant.disjoint() ? rim : rim | (rim >>> 1);
        }
        for (int i = 0; i < Cross.DOTS; i++) {
            int x = Cross.x(i);
            int y = Cross.y(i);
            for (int dir = 0; dir < 4; dir++) {
                bits[Lines.lineOf(dir, x, y)] |= 1L << Lines.bitOf(dir, x, y);
            }
        }
        for (int line = 0; line < Lines.COUNT; line++) {
            updateLegal(line);
        }
    }

    private MorpionState(MorpionState from) {
        this.game = from.game;
        this.variant = from.variant;
        this.drawnMask = from.drawnMask;
        this.fifthBitRule = from.fifthBitRule;
        this.bits = from.bits.clone();
        this.active = from.active.clone();
        this.activeCount = from.activeCount;
        this.legalCount = from.legalCount;
        this.history = from.history.copy();
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public String instanceId() {
        return MorpionGame.CROSS;
    }

    @Override
    public int legalMoves(int[] out) {
        final long[] b = bits;
        int n = 0;
        for (int i = 0; i < activeCount; i++) {
            int line = active[i] & 0xFF;
            for (long starts = b[LEGAL + line]; starts != 0; starts &= starts - 1) {
                out[n++] = (line << 6) | Long.numberOfTrailingZeros(starts);
            }
        }
        return n;
    }

    @Override
    public int legalMoveCount() {
        return legalCount;
    }

    @Override
    public int randomMove(SplitMix64 rng, int[] buffer) {
        final long[] b = bits;
        final byte[] lines = active;
        int r = rng.nextInt(legalCount);
        for (int i = 0; ; i++) {
            int line = lines[i] & 0xFF;
            long starts = b[LEGAL + line];
            int c = Long.bitCount(starts);
            if (r < c) {
                for (; r > 0; r--) {
                    starts &= starts - 1;
                }
                return (line << 6) | Long.numberOfTrailingZeros(starts);
            }
            r -= c;
        }
    }

    @Override
    public void play(int move) {
        final long[] b = bits;
        final int line = move >>> 6;
        final int start = move & 63;
        final int at = start + Long.numberOfTrailingZeros(~b[line] >>> start);
        final int x = Lines.X0[line] + Lines.XSTEP[line] * at;
        final int y =
                Lines.Y0[line] + Lines.YSTEP[line] * at + (Lines.YJUMP[line] & ((Lines.SPLIT[line] - 1 - at) >> 31));
        b[USED + line] |= drawnMask << start;
        addDot(Lines.rowLine(y), x);
        addDot(Lines.columnLine(x), y);
        addDot(Lines.diagonalLine(x, y), x);
        addDot(Lines.antidiagonalLine(x, y), x);
        history.add(move);
    }

    private void addDot(int line, int bit) {
        bits[line] |= 1L << bit;
        updateLegal(line);
    }

    /** Recomputes the legal starts of {@code line} and keeps the count and active list in step. */
    private void updateLegal(int line) {
        final long[] b = bits;
        final long before = b[LEGAL + line];
        final long after = LineRules.legalStarts(b[line], b[USED + line], fifthBitRule);
        b[LEGAL + line] = after;
        legalCount += Long.bitCount(after) - Long.bitCount(before);
        if (before == 0) {
            if (after != 0) {
                active[POSITION + line] = (byte) activeCount;
                active[activeCount++] = (byte) line;
            }
        } else if (after == 0) {
            int position = active[POSITION + line] & 0xFF;
            byte last = active[--activeCount];
            active[position] = last;
            active[POSITION + (last & 0xFF)] = (byte) position;
        }
    }

    @Override
    public boolean isTerminal() {
        return legalCount == 0;
    }

    @Override
    public int score() {
        return history.count();
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
    public MorpionState copy() {
        return new MorpionState(this);
    }

    @Override
    public String formatMove(int move) {
        return Pentasol.moveText(move, newDotIndex(move));
    }

    /** The index (0..4) in the window of {@code move} of its empty point, in this position. */
    int newDotIndex(int move) {
        int line = move >>> 6;
        int start = move & 63;
        return Math.min(4, Long.numberOfTrailingZeros(~bits[line] >>> start));
    }

    /** The canonical Pentasol text of every move played, found by replaying them from the cross. */
    String[] playedMoveTexts() {
        MorpionState replay = game.initialState();
        String[] texts = new String[history.count()];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = replay.formatMove(history.at(i));
            replay.play(history.at(i));
        }
        return texts;
    }

    /** For each move played, the index (0..4) of its new dot in its window. */
    int[] playedNewDots() {
        MorpionState replay = game.initialState();
        int[] k = new int[history.count()];
        for (int i = 0; i < k.length; i++) {
            k[i] = replay.newDotIndex(history.at(i));
            replay.play(history.at(i));
        }
        return k;
    }

    @Override
    public MoveCheck readMove(String text) {
        return MoveReader.read(this, text);
    }

    @Override
    public String render() {
        return BoardDrawing.draw(this);
    }

    @Override
    public String positionJson() {
        return PositionJson.of(this);
    }

    @Override
    public String moveJson(int move) {
        return PositionJson.ofMove(this, move);
    }

    @Override
    public String detailsJson() {
        return "\"variant\":\"" + variant.label + "\",\"legalMoves\":" + legalCount;
    }

    Variant variant() {
        return variant;
    }

    /** Whether the point (x,y) has a dot; false off the playable board. */
    boolean hasDot(int x, int y) {
        return Lines.playable(x, y) && ((bits[Lines.rowLine(y)] >>> x) & 1L) != 0;
    }

    long usedOfLine(int line) {
        return bits[USED + line];
    }

    long legalStartsOfLine(int line) {
        return bits[LEGAL + line];
    }
}
