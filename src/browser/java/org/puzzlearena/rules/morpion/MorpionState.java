package org.puzzlearena.rules.morpion;

import java.util.Arrays;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.MoveHistory;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * The browser build's stand-in for src/main/java's MorpionState (same name, same methods, the same
 * rules and the same move list, so a seeded playout picks the same moves): each 64-bit line is two
 * {@code int}s here. TeaVM compiles {@code long} to JavaScript {@code BigInt}, which allocates at
 * every operation, and the JVM class's hot path is all {@code long}s; on the JVM that class stays
 * (pom.xml stages this one over it only for TeaVM). Read the JVM class for the design: the list of
 * legal moves with stale entries, the table over the 9 points around a new dot.
 * BrowserPlayoutParityTest plays thousands of seeded games through both and compares them.
 */
public final class MorpionState implements State {

    private static final int BLOCKED = Lines.COUNT;
    private static final int LEGAL = 2 * Lines.COUNT;
    /** A new dot lies in 5 windows of each of its 4 lines: at most this many new legal moves per move. */
    private static final int MAX_NEW_MOVES = 20;

    private final MorpionGame game;
    private final Variant variant;
    /** Bit i set when the 5 points at bits i..i+4 hold exactly 4 dots, for the 9 bits around a dot. */
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

    /** The starts a drawn line blocks on its board line, from its start - 4. */
    private final int blockSpan;
    /**
     * Line word i (dots of line i, blocked starts at BLOCKED + i, legal starts at LEGAL + i) as
     * bits [2i] (bits 0..31) and [2i + 1] (bits 32..63).
     */
    private final int[] bits;
    /** Every legal move in the order they became legal, mixed with stale entries, at [0, listed). */
    private char[] list;

    private int listed;
    /** The exact number of legal moves. */
    private int legalCount;

    private final MoveHistory history;

    /** The initial position of the cross. */
    MorpionState(MorpionGame game, Variant variant) {
        this.game = game;
        this.variant = variant;
        this.blockSpan = variant.disjoint() ? 0x1FF : 0xFE;
        this.bits = new int[2 * 3 * Lines.COUNT];
        this.list = new char[4 * MAX_NEW_MOVES];
        this.history = new MoveHistory(variant.maxGameLength);
        for (int i = 0; i < Cross.DOTS; i++) {
            int x = Cross.x(i);
            int y = Cross.y(i);
            for (int dir = 0; dir < 4; dir++) {
                orShifted(Lines.lineOf(dir, x, y), 1, Lines.bitOf(dir, x, y));
            }
        }
        // Once per game, not per playout: long arithmetic is fine here.
        for (int line = 0; line < Lines.COUNT; line++) {
            long rim = Lines.rimMask(line);
            long used = variant.disjoint() ? rim : rim | (rim >>> 1);
            setLong(BLOCKED + line, LineRules.blockedStarts(used, variant.fifthBitRule()));
            long legal = LineRules.legalStarts(asLong(line), used, variant.fifthBitRule());
            setLong(LEGAL + line, legal);
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

    /** 1 when {@code move} is legal in this position, else 0. */
    private int legal(int move) {
        return (bits[2 * (LEGAL + (move >>> 6)) + ((move >>> 5) & 1)] >>> (move & 31)) & 1;
    }

    @Override
    public int legalMoves(int[] out) {
        final char[] l = list;
        int n = 0;
        for (int i = 0; i < listed; i++) {
            int move = l[i];
            out[n] = move;
            n += legal(move);
        }
        return n;
    }

    @Override
    public int legalMoveCount() {
        return legalCount;
    }

    @Override
    public int randomMove(SplitMix64 rng, int[] buffer) {
        final char[] l = list;
        while (true) {
            int move = l[rng.nextInt(listed)];
            if (legal(move) != 0) {
                return move;
            }
        }
    }

    @Override
    public void play(int move) {
        final int line = move >>> 6;
        final int start = move & 63;
        // The window holds exactly one empty point: the new dot.
        final int at = start + Integer.numberOfTrailingZeros(~window(line, start));
        final int x = Lines.X0[line] + Lines.XSTEP[line] * at;
        final int y =
                Lines.Y0[line] + Lines.YSTEP[line] * at + (Lines.YJUMP[line] & ((Lines.SPLIT[line] - 1 - at) >> 31));
        orShifted(BLOCKED + line, blockSpan, start - 4);
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
        final char[] l = list;
        int n = 0;
        for (int i = 0; i < listed; i++) {
            char move = l[i];
            l[n] = move;
            n += legal(move);
        }
        listed = n;
    }

    /**
     * Adds a dot at {@code bit} of {@code line} and brings the line's legal starts up to date, as the
     * JVM class does over one long: the 5 windows holding the new dot from the table, the whole line
     * masked with its blocked starts; the moves that became legal are appended in increasing order.
     */
    private void addDot(int line, int bit) {
        final int[] b = bits;
        orShifted(line, 1, bit);
        final int low = bit - 4;
        final int four = FOUR_OF_FIVE[window(line, low) & 0x1FF];
        // 0x1F << low and four << low, in two halves.
        final int maskLo = low >= 32 ? 0 : 0x1F << low;
        final int maskHi = low >= 32 ? 0x1F << (low - 32) : (0x1F >>> 1) >>> (31 - low);
        final int fourLo = low >= 32 ? 0 : four << low;
        final int fourHi = low >= 32 ? four << (low - 32) : (four >>> 1) >>> (31 - low);
        final int li = 2 * (LEGAL + line);
        final int bi = 2 * (BLOCKED + line);
        final int beforeLo = b[li];
        final int beforeHi = b[li + 1];
        final int afterLo = ((beforeLo & ~maskLo) | fourLo) & ~b[bi];
        final int afterHi = ((beforeHi & ~maskHi) | fourHi) & ~b[bi + 1];
        b[li] = afterLo;
        b[li + 1] = afterHi;
        legalCount += Integer.bitCount(afterLo)
                + Integer.bitCount(afterHi)
                - Integer.bitCount(beforeLo)
                - Integer.bitCount(beforeHi);
        final char[] l = list;
        int n = listed;
        final int base = line << 6;
        for (int added = afterLo & ~beforeLo; added != 0; added &= added - 1) {
            l[n++] = (char) (base | Integer.numberOfTrailingZeros(added));
        }
        for (int added = afterHi & ~beforeHi; added != 0; added &= added - 1) {
            l[n++] = (char) (base | 32 | Integer.numberOfTrailingZeros(added));
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
        return Math.min(4, Integer.numberOfTrailingZeros(~window(line, start)));
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
        return Lines.playable(x, y) && bit(Lines.rowLine(y), x) != 0;
    }

    /** Entries of the move list that are no longer legal (for tests of the redraw). */
    int staleEntries() {
        return listed - legalCount;
    }

    /** Bit i set when the window starting at bit i shares a used point (5D) or segment (5T), or the rim. */
    long blockedStartsOfLine(int line) {
        return asLong(BLOCKED + line);
    }

    long legalStartsOfLine(int line) {
        return asLong(LEGAL + line);
    }

    // ---------------------------------------------------------------- 64-bit lines in two ints

    /** Bit {@code b} (0..63) of line word {@code i}: 0 or 1. */
    private int bit(int i, int b) {
        return (bits[2 * i + (b >>> 5)] >>> (b & 31)) & 1;
    }

    /** The low 32 bits of line word {@code i} shifted right by {@code low} (0..63). */
    private int window(int i, int low) {
        int lo = bits[2 * i];
        int hi = bits[2 * i + 1];
        if (low >= 32) {
            return hi >>> (low - 32);
        }
        // (hi << 1) << (31 - low) is hi << (32 - low), and 0 when low is 0 (a shift by 32 would not be).
        return (lo >>> low) | ((hi << 1) << (31 - low));
    }

    /** ORs {@code value} (below 2^31) shifted left by {@code shift} (0..63) into line word {@code i}. */
    private void orShifted(int i, int value, int shift) {
        if (shift >= 32) {
            bits[2 * i + 1] |= value << (shift - 32);
        } else {
            bits[2 * i] |= value << shift;
            bits[2 * i + 1] |= (value >>> 1) >>> (31 - shift);
        }
    }

    private long asLong(int i) {
        return ((long) bits[2 * i + 1] << 32) | (bits[2 * i] & 0xFFFF_FFFFL);
    }

    private void setLong(int i, long value) {
        bits[2 * i] = (int) value;
        bits[2 * i + 1] = (int) (value >>> 32);
    }
}
