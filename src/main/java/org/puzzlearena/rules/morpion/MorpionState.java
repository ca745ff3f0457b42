package org.puzzlearena.rules.morpion;

import java.util.Arrays;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.MoveHistory;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * A Morpion position. The board is kept as lines (see {@link Lines}): for each of the 226 board
 * lines one long of dots, one long of blocked window starts (windows sharing a segment (5T) or a
 * point (5D) with a line already drawn in that direction, or touching the rim), and one long of
 * legal window starts. A move is the int {@code line * 64 + startBit}: the window of 5 points
 * starting at that bit, which fixes both the start point and the direction; it is also the NRPA
 * policy code.
 *
 * <p>A move adds one dot and blocks the windows around its line on one board line, so only windows
 * on the 4 lines through the new dot change legality, and on each only the 5 windows holding the
 * new dot can gain or lose their fourth dot: one table read over the 9 points around the dot, then
 * the line's legal starts are masked with its blocked ones. Nothing else is touched. The legal-move
 * count is kept exact.
 *
 * <p>The legal moves are also kept in one flat list, so that a uniform random move is one draw and
 * one array read. What makes that cheap is that a window is legal during one unbroken stretch of a
 * game: it becomes legal when its fourth dot arrives and, since dots and used bits are only ever
 * added, once it has stopped being legal (a fifth dot, a used segment or point) it never is again.
 * So a move enters the list once, when it becomes legal, and a move that stops being legal may
 * stay in the list as a stale entry: {@link #randomMove} draws from the whole list and draws again
 * when it hits a stale one, which keeps the pick uniform over the legal moves. {@link #play}
 * compacts the list (in order) once stale entries are more than half as many as legal ones, so a
 * pick takes at most 1.5 draws on average and the list {@link #legalMoves} reads (NRPA, at every
 * step) stays short. Only {@link #play} changes the list, so its layout, the order of
 * {@link #legalMoves} (the order in which the moves became legal) and the move a seeded draw picks
 * depend only on the moves played, as a search replayed on another machine needs. No map from move
 * to list position is needed, which keeps the copy of a state small.
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
 *
 * <p>The browser build (TeaVM, whose {@code long} is a JavaScript {@code BigInt}) compiles
 * src/browser/java's MorpionState in place of this one: the same lines as two {@code int}s each.
 * A change to the rules here goes there too; BrowserPlayoutParityTest compares the two.
 */
public final class MorpionState implements State {

    private static final int BLOCKED = Lines.COUNT;
    private static final int LEGAL = 2 * Lines.COUNT;
    /**
     * A new dot lies in 5 windows of each of its 4 lines, so one move makes at most this many
     * moves legal: the list keeps this much room free before every move.
     */
    private static final int MAX_NEW_MOVES = 20;

    private final MorpionGame game;
    private final Variant variant;
    /**
     * Bit i set when the 5 points at bits i..i+4 hold exactly 4 dots, for the 9 bits around a dot
     * (bit 4 of the index): which of the 5 windows through it have exactly one empty point.
     */
    private static final byte[] FOUR_OF_FIVE = new byte[512];

    static {
        for (int points = 0; points < 512; points++) {
            for (int i = 0; i < 5; i++) {
                if (Integer.bitCount((points >>> i) & 0x1F) == 4) {
                    FOUR_OF_FIVE[points] |= (byte) (1 << i);
                }
            }
        }
    }

    /**
     * The starts a drawn line blocks on its board line, from its start - 4: the 9 windows sharing a
     * point with it (5D), the 7 sharing a segment (5T).
     */
    private final long blockSpan;
    /**
     * Per line: dots at [line], blocked window starts (windows sharing a used point (5D) or segment
     * (5T) with an earlier line, or touching the rim) at [BLOCKED + line], legal starts at
     * [LEGAL + line].
     */
    private final long[] bits;
    /**
     * Every legal move, in the order they became legal, mixed with stale entries (moves that have
     * stopped being legal) at [0, listed). A move is below 2^15, so a char holds it.
     */
    private char[] list;

    private int listed;
    /**
     * The exact number of legal moves; the other {@code listed - legalCount} entries of the list are
     * stale.
     */
    private int legalCount;
    /** The moves played; a move is below 2^15. */
    private final MoveHistory history;

    /** The initial position of the cross. */
    MorpionState(MorpionGame game, Variant variant) {
        this.game = game;
        this.variant = variant;
        this.blockSpan = variant.disjoint() ? 0x1FFL : 0xFEL;
        this.bits = new long[3 * Lines.COUNT];
        this.list = new char[4 * MAX_NEW_MOVES];
        this.history = new MoveHistory(variant.maxGameLength);
        for (int i = 0; i < Cross.DOTS; i++) {
            int x = Cross.x(i);
            int y = Cross.y(i);
            for (int dir = 0; dir < 4; dir++) {
                bits[Lines.lineOf(dir, x, y)] |= 1L << Lines.bitOf(dir, x, y);
            }
        }
        for (int line = 0; line < Lines.COUNT; line++) {
            long rim = Lines.rimMask(line);
            // A window touching the rim must never be legal: the rim counts as used. In 5T the used
            // bits are segments, so every segment with an end on the rim is used.
            long used = variant.disjoint() ? rim : rim | (rim >>> 1);
            bits[BLOCKED + line] = LineRules.blockedStarts(used, variant.fifthBitRule());
            long legal = LineRules.legalStarts(bits[line], used, variant.fifthBitRule());
            bits[LEGAL + line] = legal;
            legalCount += Long.bitCount(legal);
            for (long rest = legal; rest != 0; rest &= rest - 1) {
                list[listed++] = (char) ((line << 6) | Long.numberOfTrailingZeros(rest));
            }
        }
    }

    private MorpionState(MorpionState from) {
        this.game = from.game;
        this.variant = from.variant;
        this.blockSpan = from.blockSpan;
        this.bits = from.bits.clone();
        // Room for the entries and a few moves' worth of new ones: the copy stays small.
        this.list = new char[from.listed + 4 * MAX_NEW_MOVES];
        System.arraycopy(from.list, 0, list, 0, from.listed);
        this.listed = from.listed;
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
        final char[] l = list;
        int n = 0;
        for (int i = 0; i < listed; i++) {
            int move = l[i];
            out[n] = move;
            // Branch-free: the slot is kept only when the move is still legal.
            n += (int) ((b[LEGAL + (move >>> 6)] >>> (move & 63)) & 1L);
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
        final char[] l = list;
        while (true) {
            int move = l[rng.nextInt(listed)];
            if (((b[LEGAL + (move >>> 6)] >>> (move & 63)) & 1L) != 0) {
                return move;
            }
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
        // Playable bits are 4..59 on every line, so start - 4 >= 0 and the span ends by bit 63.
        b[BLOCKED + line] |= blockSpan << (start - 4);
        addDot(Lines.rowLine(y), x);
        addDot(Lines.columnLine(x), y);
        addDot(Lines.diagonalLine(x, y), x);
        addDot(Lines.antidiagonalLine(x, y), x);
        history.add(move);
        if (2 * (listed - legalCount) > legalCount) {
            compact();
        }
        if (listed + MAX_NEW_MOVES > list.length) {
            list = Arrays.copyOf(list, 2 * list.length);
        }
    }

    /** Drops the stale entries, keeping the order of the others. */
    private void compact() {
        final long[] b = bits;
        final char[] l = list;
        int n = 0;
        for (int i = 0; i < listed; i++) {
            char move = l[i];
            l[n] = move;
            n += (int) ((b[LEGAL + (move >>> 6)] >>> (move & 63)) & 1L);
        }
        listed = n;
    }

    /**
     * Adds a dot at {@code bit} of {@code line} and brings the line's legal starts up to date: only
     * the 5 windows holding the new dot (starts bit - 4 .. bit) can gain or lose their fourth dot,
     * read from {@link #FOUR_OF_FIVE} over the 9 points around it, and the whole line is masked
     * with its blocked starts (which {@link #play} may just have extended). Appends the moves that
     * became legal to the list, in increasing start order.
     */
    private void addDot(int line, int bit) {
        final long[] b = bits;
        final long dots = b[line] | (1L << bit);
        b[line] = dots;
        final int low = bit - 4;
        final long before = b[LEGAL + line];
        final long after = ((before & ~(0x1FL << low)) | ((long) FOUR_OF_FIVE[(int) (dots >>> low) & 0x1FF] << low))
                & ~b[BLOCKED + line];
        b[LEGAL + line] = after;
        legalCount += Long.bitCount(after) - Long.bitCount(before);
        long added = after & ~before;
        // Usually no move or one: the first entry is written in any case (the list keeps room)
        // and counted only if there is one, which spares an unpredictable branch.
        final char[] l = list;
        int n = listed;
        final int base = line << 6;
        l[n] = (char) (base | Long.numberOfTrailingZeros(added));
        n += (int) ((added | -added) >>> 63);
        added &= added - 1;
        while (added != 0) {
            l[n++] = (char) (base | Long.numberOfTrailingZeros(added));
            added &= added - 1;
        }
        listed = n;
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

    /** Entries of the move list that are no longer legal (for tests of the redraw). */
    int staleEntries() {
        return listed - legalCount;
    }

    /** Bit i set when the window starting at bit i shares a used point (5D) or segment (5T), or the rim. */
    long blockedStartsOfLine(int line) {
        return bits[BLOCKED + line];
    }

    long legalStartsOfLine(int line) {
        return bits[LEGAL + line];
    }
}
