package org.puzzlearena.rules.sudoku;

import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.MoveHistory;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * A 16x16 Sudoku as the NMCS paper's constraint problem. Every empty cell is a variable whose
 * domain (a 16-bit mask) holds the symbols its row, column and box do not yet contain; assigning a
 * value removes it from the domains of the cell's 39 peers. The search is over as soon as an empty
 * cell's domain is empty, or when all 256 cells are filled. The score is the number of filled
 * cells, givens included: 256 means solved.
 *
 * <p>The bots branch as the paper does: {@link #legalMoves} are the values, ascending, of the empty
 * cell with the smallest domain (ties: the lowest cell index). Every solution stays reachable that
 * way, since some value of that cell is the solution's. {@link #readMove} accepts more: any empty
 * cell with a value still in its domain, because people fill cells in whatever order they see them.
 * It is the same constraint problem and the same score; only the order of the assignments differs.
 *
 * <p>Move int: {@code cell * 16 + value}, cell = 16 * row + col (0-based). It does not depend on
 * the position, so it is also the {@link #moveCode}.
 *
 * <p>Hot path: the empty cells are kept in 17 bitsets by domain size (4 longs each) plus a mask of
 * the non-empty sizes, so the smallest-domain cell is two trailing-zero counts away and a move
 * touches only its 39 peers. Nothing is allocated after {@link #copy}.
 *
 * <p>{@link #positionJson()} (built by {@link SudokuPositionJson}):
 * <pre>
 * {"size":16,
 *  "grid":"...",       256 characters row by row (cell = 16 * row + col), 0-9 A-F, '.' empty
 *  "givens":"...",     the same 256 cells holding the instance's givens only
 *  "filled":N,         filled cells, givens included (the score)
 *  "solved":false,     all 256 cells filled
 *  "contradiction":false,  some empty cell has no symbol left: the search is over unsolved
 *  "candidates":[...]} 256 ints: bit v set when symbol value v (0..15) is still possible in that
 *                      cell, 0 for a filled cell
 * </pre>
 *
 * <p>{@link #moveJson(int)}: {@code {"cell":c,"row":r,"col":k,"value":v,"symbol":"A"}}, 0-based
 * row and column, value 0..15 and its symbol.
 */
public final class SudokuState implements State {

    private static final int WORDS = SudokuGeometry.CELLS / 64;

    private final SudokuGame game;
    private final SudokuPuzzle puzzle;
    /** Symbol value per cell, {@link SudokuPuzzle#EMPTY} when empty. */
    private final byte[] values;
    /** Domain mask per empty cell; 0 for filled cells, so play() needs no emptiness test on peers. */
    private final int[] domains;
    /** Bit (cell & 63) of word size * 4 + (cell >> 6) is set when that empty cell's domain has size bits. */
    private final long[] emptyCellsByDomainSize;
    /** Bit s is set when some empty cell has a domain of size s; bit 0 means the search is over. */
    private int domainSizesPresent;

    private final MoveHistory moves;
    private int filled;
    /** The cell the bots branch on, or -1 when the state is terminal. */
    private int branchCell;

    SudokuState(SudokuGame game, SudokuPuzzle puzzle) {
        this.game = game;
        this.puzzle = puzzle;
        this.values = new byte[SudokuGeometry.CELLS];
        this.domains = new int[SudokuGeometry.CELLS];
        this.emptyCellsByDomainSize = new long[(SudokuGeometry.SIZE + 1) * WORDS];
        this.moves = new MoveHistory(SudokuGeometry.CELLS);
        int[] rowUsed = new int[SudokuGeometry.SIZE];
        int[] colUsed = new int[SudokuGeometry.SIZE];
        int[] boxUsed = new int[SudokuGeometry.SIZE];
        for (int cell = 0; cell < SudokuGeometry.CELLS; cell++) {
            int g = puzzle.given(cell);
            values[cell] = (byte) g;
            if (g != SudokuPuzzle.EMPTY) {
                filled++;
                rowUsed[SudokuGeometry.row(cell)] |= 1 << g;
                colUsed[SudokuGeometry.col(cell)] |= 1 << g;
                boxUsed[SudokuGeometry.box(cell)] |= 1 << g;
            }
        }
        for (int cell = 0; cell < SudokuGeometry.CELLS; cell++) {
            if (values[cell] == SudokuPuzzle.EMPTY) {
                int used = rowUsed[SudokuGeometry.row(cell)]
                        | colUsed[SudokuGeometry.col(cell)]
                        | boxUsed[SudokuGeometry.box(cell)];
                domains[cell] = ~used & SudokuRules.ALL_SYMBOLS;
                addToSizeSet(cell, Integer.bitCount(domains[cell]));
            }
        }
        updateBranchCell();
    }

    private SudokuState(SudokuState other) {
        this.game = other.game;
        this.puzzle = other.puzzle;
        this.values = other.values.clone();
        this.domains = other.domains.clone();
        this.emptyCellsByDomainSize = other.emptyCellsByDomainSize.clone();
        this.domainSizesPresent = other.domainSizesPresent;
        this.moves = other.moves.copy();
        this.filled = other.filled;
        this.branchCell = other.branchCell;
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public String instanceId() {
        return puzzle.instanceId();
    }

    @Override
    public int legalMoves(int[] out) {
        if (branchCell < 0) {
            return 0;
        }
        int base = branchCell << 4;
        int n = 0;
        for (int d = domains[branchCell]; d != 0; d &= d - 1) {
            out[n++] = base + Integer.numberOfTrailingZeros(d);
        }
        return n;
    }

    @Override
    public int legalMoveCount() {
        return branchCell < 0 ? 0 : Integer.bitCount(domains[branchCell]);
    }

    /** A uniform value of the branching cell, without listing the moves. */
    @Override
    public int randomMove(SplitMix64 rng, int[] buffer) {
        int d = domains[branchCell];
        for (int skip = rng.nextInt(Integer.bitCount(d)); skip > 0; skip--) {
            d &= d - 1;
        }
        return (branchCell << 4) + Integer.numberOfTrailingZeros(d);
    }

    @Override
    public void play(int move) {
        int cell = move >> 4;
        int value = move & 15;
        int bit = 1 << value;
        removeFromSizeSet(cell, Integer.bitCount(domains[cell]));
        domains[cell] = 0;
        values[cell] = (byte) value;
        filled++;
        moves.add(move);
        int base = cell * SudokuGeometry.PEER_COUNT;
        for (int k = 0; k < SudokuGeometry.PEER_COUNT; k++) {
            int peer = SudokuGeometry.PEERS[base + k];
            int d = domains[peer];
            if ((d & bit) != 0) {
                int size = Integer.bitCount(d);
                removeFromSizeSet(peer, size);
                domains[peer] = d & ~bit;
                addToSizeSet(peer, size - 1);
            }
        }
        updateBranchCell();
    }

    @Override
    public boolean isTerminal() {
        return branchCell < 0;
    }

    @Override
    public int score() {
        return filled;
    }

    @Override
    public int moveCount() {
        return moves.count();
    }

    @Override
    public int moveAt(int index) {
        return moves.at(index);
    }

    @Override
    public State copy() {
        return new SudokuState(this);
    }

    @Override
    public String formatMove(int move) {
        return SudokuNotation.formatMove(move);
    }

    @Override
    public MoveCheck readMove(String text) {
        if (branchCell < 0) {
            return MoveCheck.error(overMessage());
        }
        MoveCheck parsed = SudokuNotation.parseMove(text);
        if (!parsed.isOk()) {
            return parsed;
        }
        int cell = parsed.move() >> 4;
        int value = parsed.move() & 15;
        if (values[cell] != SudokuPuzzle.EMPTY) {
            return MoveCheck.error(SudokuNotation.cellName(cell) + " already holds "
                    + SudokuNotation.symbol(values[cell]) + " (" + howFilled(cell) + ")");
        }
        if ((domains[cell] & (1 << value)) == 0) {
            return MoveCheck.error(SudokuNotation.symbol(value) + " is not possible in " + SudokuNotation.cellName(cell)
                    + ": " + whatExcludes(cell, value));
        }
        return parsed;
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder(700);
        for (int r = 0; r < SudokuGeometry.SIZE; r++) {
            if (r > 0 && r % SudokuGeometry.BOX == 0) {
                sb.append("--------+---------+---------+--------\n");
            }
            for (int c = 0; c < SudokuGeometry.SIZE; c++) {
                if (c > 0) {
                    sb.append(c % SudokuGeometry.BOX == 0 ? " | " : " ");
                }
                int v = values[r * SudokuGeometry.SIZE + c];
                sb.append(v == SudokuPuzzle.EMPTY ? '.' : SudokuNotation.symbol(v));
            }
            sb.append('\n');
        }
        // A comment line, so that the drawing is itself a readable solution file.
        sb.append("# ").append(filled).append(" of 256 cells filled");
        if (filled == SudokuGeometry.CELLS) {
            sb.append(": solved");
        } else if (branchCell < 0) {
            sb.append(": ").append(overMessage());
        }
        sb.append('\n');
        return sb.toString();
    }

    @Override
    public String positionJson() {
        return SudokuPositionJson.of(puzzle, values, domains, filled, (domainSizesPresent & 1) != 0);
    }

    @Override
    public String moveJson(int move) {
        int cell = move >>> 4;
        int value = move & 15;
        return "{\"cell\":" + cell + ",\"row\":" + (cell >>> 4) + ",\"col\":" + (cell & 15) + ",\"value\":" + value
                + ",\"symbol\":\"" + SudokuNotation.symbol(value) + "\"}";
    }

    @Override
    public String detailsJson() {
        return "\"solved\":" + (filled == SudokuGeometry.CELLS) + ",\"filled\":" + filled + ",\"empty\":"
                + (SudokuGeometry.CELLS - filled);
    }

    /** The symbol value at a cell, or -1 when it is empty (for the format and for tests). */
    public int valueAt(int cell) {
        return values[cell];
    }

    /** True when the cell holds a given of the puzzle. */
    public boolean isGiven(int cell) {
        return puzzle.given(cell) != SudokuPuzzle.EMPTY;
    }

    /** The branching cell's index (0..255), or -1 when the state is terminal. */
    public int branchCell() {
        return branchCell;
    }

    private void addToSizeSet(int cell, int size) {
        emptyCellsByDomainSize[size * WORDS + (cell >> 6)] |= 1L << cell;
        domainSizesPresent |= 1 << size;
    }

    private void removeFromSizeSet(int cell, int size) {
        int base = size * WORDS;
        emptyCellsByDomainSize[base + (cell >> 6)] &= ~(1L << cell);
        if ((emptyCellsByDomainSize[base]
                        | emptyCellsByDomainSize[base + 1]
                        | emptyCellsByDomainSize[base + 2]
                        | emptyCellsByDomainSize[base + 3])
                == 0) {
            domainSizesPresent &= ~(1 << size);
        }
    }

    /** The lowest-index cell of the smallest non-empty size class; none if a domain is empty or all is filled. */
    private void updateBranchCell() {
        if (domainSizesPresent == 0 || (domainSizesPresent & 1) != 0) {
            branchCell = -1;
            return;
        }
        branchCell = firstCellOfSize(Integer.numberOfTrailingZeros(domainSizesPresent));
    }

    private int firstCellOfSize(int size) {
        int base = size * WORDS;
        for (int w = 0; w < WORDS; w++) {
            long bits = emptyCellsByDomainSize[base + w];
            if (bits != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        return -1;
    }

    private String overMessage() {
        if (filled == SudokuGeometry.CELLS) {
            return "the grid is complete: every cell is filled";
        }
        int blocked = firstCellOfSize(0);
        return "the search is over: " + SudokuNotation.cellName(blocked)
                + " has no possible symbol left (its row, column and box hold all 16 between them)";
    }

    private String howFilled(int cell) {
        if (isGiven(cell)) {
            return "a given";
        }
        for (int i = 0; i < moves.count(); i++) {
            if (moves.at(i) >> 4 == cell) {
                return "filled by move " + (i + 1);
            }
        }
        return "filled";
    }

    /** Names the first unit (row, then column, then box) that already holds the value, and where. */
    private String whatExcludes(int cell, int value) {
        char s = SudokuNotation.symbol(value);
        int holder = holderIn(cell, value, true, false);
        if (holder >= 0) {
            return SudokuRules.rowName(cell) + " already has " + s + " in " + SudokuNotation.cellName(holder);
        }
        holder = holderIn(cell, value, false, true);
        if (holder >= 0) {
            return SudokuRules.colName(cell) + " already has " + s + " in " + SudokuNotation.cellName(holder);
        }
        holder = holderIn(cell, value, false, false);
        return SudokuRules.boxName(cell) + " already has " + s + " in " + SudokuNotation.cellName(holder);
    }

    private int holderIn(int cell, int value, boolean sameRow, boolean sameCol) {
        int base = cell * SudokuGeometry.PEER_COUNT;
        for (int k = 0; k < SudokuGeometry.PEER_COUNT; k++) {
            int peer = SudokuGeometry.PEERS[base + k];
            boolean inUnit = sameRow
                    ? SudokuGeometry.row(peer) == SudokuGeometry.row(cell)
                    : sameCol
                            ? SudokuGeometry.col(peer) == SudokuGeometry.col(cell)
                            : SudokuGeometry.box(peer) == SudokuGeometry.box(cell);
            if (inUnit && values[peer] == value) {
                return peer;
            }
        }
        return -1;
    }
}
