package org.puzzlearena.search.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.connectfour.Bitboard;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.rules.connectfour.ConnectFourState;

/**
 * A strong Connect Four solver: the exact score of any 7x6 position, in the usual convention (from
 * the side to move, a win scores 22 minus the winner's stones at its win, so 18 at best; a loss the
 * negation; 0 a draw). Ideas from the published solver literature (Allis; Tromp; Pons' articles),
 * implemented here from their description:
 * <ul>
 *   <li>negamax with alpha-beta on bitboards: a position is the side to move's stones and the mask
 *       of all stones, so a move is two bit operations;
 *   <li>anticipating losses: a move under a cell where the opponent would complete four, or one that
 *       ignores an opponent's immediate threat, is never searched; two threats at once are a loss
 *       without search;
 *   <li>move ordering: moves creating more threats of our own first, centre columns first among equals;
 *   <li>a transposition table of lower and upper bounds by position, a position and its mirror image
 *       sharing one entry; buckets of two slots, one keeping the position with the fewest stones;
 *   <li>an enhanced transposition cutoff: before searching, the table is asked about each move's
 *       position, and one already known to be good enough ends the search;
 *   <li>the follow-up bound (Allis's claimeven): when every column's height is even, the second player
 *       can answer each stone on top of it; if the first player cannot make four even then, it
 *       cannot win;
 *   <li>an opening book ({@link ConnectFourBook}): the exact scores of the first plies, computed once
 *       by this solver, where a search from scratch would take hours;
 *   <li>iterative null-window search on the score: each search only asks "better than s?", which
 *       cuts far more than a full window, and the window closes on the exact score.
 * </ul>
 * One instance serves one thread; its table is kept between calls, so later positions of a game
 * solve faster.
 */
public final class ConnectFourSolver implements ExactSolver {

    private static final int CELLS = Bitboard.CELLS;
    /** Columns by distance from the centre: 4, 3, 5, 2, 6, 1, 7 (0-based here). */
    private static final int[] ORDER = {3, 2, 4, 1, 5, 0, 6};

    private static final int TABLE_SIZE = 1 << 23; // 8M slots, ~80 MB
    private static final int TIME_CHECK_MASK = (1 << 12) - 1;
    /**
     * Up to this many stones a position and its mirror image share a table entry. Later, mirror-image
     * transpositions are rare and computing the mirror would cost more than it saves (measured:
     * docs/BENCHMARKS.md); the number of stones is fixed by the position, so each position has one key.
     */
    private static final int MIRROR_PLIES = 12;

    private final TranspositionTable table;
    /** Whether the follow-up bound and the enhanced transposition cutoff are used (issue 38). */
    private final boolean extraCuts;

    private final ConnectFourBook book;
    /** Win, draw or loss of the plies past the book (issue 38), {@link ConnectFourResults#NONE} for none. */
    private final ConnectFourResults results;
    /** Move-ordering scratch per ply, so the search allocates nothing. */
    private final long[][] orderCells = new long[CELLS][Bitboard.COLUMNS];

    private final int[][] orderWeights = new int[CELLS][Bitboard.COLUMNS];
    private long nodes;
    private long deadline = Long.MAX_VALUE;
    /** Asked with the clock (every few thousand positions) whether to end early; never, by default. */
    private BooleanSupplier stop = NEVER;
    /**
     * Set once {@code stop} has answered true: every search left in the analysis then ends at its
     * first position, so the core is given up at once instead of after a few thousand positions per
     * remaining move.
     */
    private boolean stopped;

    private static final BooleanSupplier NEVER = () -> false;

    public ConnectFourSolver() {
        this(TABLE_SIZE);
    }

    /** A solver with a smaller table, for tests and the browser-sized budgets. */
    public ConnectFourSolver(int tableSize) {
        this(tableSize, ConnectFourBook.standard(), ConnectFourResults.standard(), true);
    }

    /**
     * A solver with its own opening book ({@link ConnectFourBook#NONE} to search everything) and no
     * results book, as the book builders and their checks need.
     */
    public ConnectFourSolver(int tableSize, ConnectFourBook book) {
        this(tableSize, book, ConnectFourResults.NONE, true);
    }

    /** A solver with its own opening book and results book. */
    public ConnectFourSolver(int tableSize, ConnectFourBook book, ConnectFourResults results) {
        this(tableSize, book, results, true);
    }

    /**
     * A solver with or without the cuts added for issue 38 (the follow-up bound and the enhanced
     * transposition cutoff): without them it searches as before, for tests that check both agree.
     */
    ConnectFourSolver(int tableSize, ConnectFourBook book, boolean extraCuts) {
        this(tableSize, book, ConnectFourResults.NONE, extraCuts);
    }

    private ConnectFourSolver(int tableSize, ConnectFourBook book, ConnectFourResults results, boolean extraCuts) {
        this.extraCuts = extraCuts;
        table = new TranspositionTable(tableSize);
        this.book = book;
        this.results = results;
    }

    /**
     * The results book's bound on a position's score: {lower, upper}, or null when it does not hold
     * the position. A draw is exactly 0; a win at least 1, a loss at most -1.
     */
    private int[] resultBounds(long current, long mask, int plies) {
        if (!results.covers(plies)) {
            return null;
        }
        int r = results.result(canonicalKey(current, mask));
        return switch (r) {
            case ConnectFourResults.WIN -> new int[] {1, CELLS};
            case ConnectFourResults.DRAW -> new int[] {0, 0};
            case ConnectFourResults.LOSS -> new int[] {-CELLS, -1};
            default -> null;
        };
    }

    /**
     * The key of a position (side to move's stones and the mask) shared with its mirror image: the
     * smaller of the two {@code stones + mask} values, which identify a position uniquely.
     */
    public static long canonicalKey(long current, long mask) {
        long key = current + mask;
        return Math.min(key, Bitboard.mirror(key));
    }

    @Override
    public String game() {
        return ConnectFourGame.ID;
    }

    @Override
    public String scoreConvention() {
        return "from the side to move: a win scores 22 minus the winner's stones at its win (18 = the fastest win),"
                + " a loss the negation, 0 a draw";
    }

    /** Positions searched since this solver was made. */
    public long nodes() {
        return nodes;
    }

    @Override
    public int score(State position) {
        ConnectFourState s = (ConnectFourState) position;
        if (s.winner() != State.NO_PLAYER) {
            return -(22 - (s.plies() + 1) / 2);
        }
        if (s.isTerminal()) {
            return 0;
        }
        deadline = Long.MAX_VALUE;
        long current = s.stones(s.currentPlayer());
        return solve(current, s.mask(), s.plies(), new int[2]);
    }

    @Override
    public Analysis analyse(State position, long deadlineNanos) {
        return analyseFor(position, -1, deadlineNanos);
    }

    /**
     * Solves the played column first, then the others while time lasts; a position in the opening
     * book has its exact score at once. So a move played from a book position is graded exactly as
     * soon as its own position is solved, however long its siblings would take.
     */
    @Override
    public Analysis analyseFor(State position, int move, long deadlineNanos) {
        return analyseFor(position, move, deadlineNanos, NEVER);
    }

    @Override
    public Analysis analyseFor(State position, int move, long deadlineNanos, BooleanSupplier stopWhen) {
        stop = stopWhen;
        stopped = false;
        try {
            return analyseWithin(position, move, deadlineNanos);
        } finally {
            stop = NEVER;
            stopped = false;
        }
    }

    private Analysis analyseWithin(State position, int move, long deadlineNanos) {
        ConnectFourState s = (ConnectFourState) position;
        if (s.isTerminal()) {
            throw new IllegalArgumentException("the game is over: no move to analyse");
        }
        long before = nodes;
        deadline = deadlineNanos;
        long current = s.stones(s.currentPlayer());
        long mask = s.mask();
        int plies = s.plies();
        Analysis.Bounds[] scores = new Analysis.Bounds[Bitboard.COLUMNS];
        int[] bounds = new int[2];
        if (move >= 0 && move < Bitboard.COLUMNS && Bitboard.canPlay(mask, move)) {
            scores[move] = moveScore(current, mask, plies, move, bounds);
        }
        List<Analysis.MoveScore> moves = new ArrayList<>();
        int lower = Integer.MIN_VALUE;
        int upper = Integer.MIN_VALUE;
        for (int column = 0; column < Bitboard.COLUMNS; column++) {
            if (!Bitboard.canPlay(mask, column)) {
                continue;
            }
            Analysis.Bounds score =
                    scores[column] != null ? scores[column] : moveScore(current, mask, plies, column, bounds);
            lower = Math.max(lower, score.lower());
            upper = Math.max(upper, score.upper());
            moves.add(new Analysis.MoveScore(column, String.valueOf(column + 1), score));
        }
        deadline = Long.MAX_VALUE;
        Analysis.Bounds score = new Analysis.Bounds(lower, upper);
        int known = plies <= book.depth() ? book.score(canonicalKey(current, mask)) : ConnectFourBook.ABSENT;
        if (known != ConnectFourBook.ABSENT) {
            score = Analysis.Bounds.exact(known);
        }
        return new Analysis(s.moveString(), s.currentPlayer(), score, moves, nodes - before);
    }

    /**
     * The analysis a grade of {@code move} needs, results first (issue 38): the played move's result
     * (win, draw or loss) by null-window probes around 0, then whether the position holds a better
     * result (one probe of the position itself, which stops at the first move that has one), and only
     * when the move keeps the position's win or loss the distances, until {@code distanceDeadline}:
     * the move's exact score, then one probe of the position "better than that?". A result is proven
     * far sooner than a distance (a win is a win at the first line found), so an early position's
     * move is graded in seconds where its exact score takes minutes. The other moves' scores are
     * given as far as known (the book's, an immediate win; else bounds). Results are searched until
     * {@code deadline}; what is not proven by then stays as bounds, and {@link MoveGrade#of} grades
     * what the bounds prove.
     */
    @Override
    public Analysis analyseForGrade(
            State position, int move, long distanceDeadline, long deadlineNanos, BooleanSupplier stopWhen) {
        ConnectFourState s = (ConnectFourState) position;
        if (s.isTerminal()) {
            throw new IllegalArgumentException("the game is over: no move to analyse");
        }
        if (move < 0 || move >= Bitboard.COLUMNS || !Bitboard.canPlay(s.mask(), move)) {
            throw new IllegalArgumentException("move " + move + " is not legal in " + s.moveString());
        }
        stop = stopWhen;
        stopped = false;
        long before = nodes;
        try {
            deadline = deadlineNanos;
            return gradeWithin(s, move, distanceDeadline, before);
        } finally {
            stop = NEVER;
            stopped = false;
            deadline = Long.MAX_VALUE;
        }
    }

    private Analysis gradeWithin(ConnectFourState s, int move, long distanceDeadline, long before) {
        long current = s.stones(s.currentPlayer());
        long mask = s.mask();
        int plies = s.plies();
        // What is known without search first: the played move is worth at most the position.
        Analysis.Bounds score = positionBounds(current, mask, plies, s);
        int[] out = new int[2];
        Analysis.Bounds played = moveResult(current, mask, plies, move, score, out);
        score = new Analysis.Bounds(Math.max(score.lower(), played.lower()), score.upper());
        try {
            if (result(played) == UNPROVEN) {
                throw OutOfTime.INSTANCE;
            }
            score = sharpenResult(current, mask, plies, score);
            int kept = result(played);
            if (kept != 0 && kept == result(score) && !(played.isExact() && score.isExact())) {
                deadline = Math.min(deadline, distanceDeadline);
                if (!played.isExact()) {
                    long cell = Bitboard.landing(mask, move);
                    Analysis.Bounds child = played.negate();
                    out[0] = child.lower();
                    out[1] = child.upper();
                    try {
                        narrow(current ^ mask, mask | cell, plies + 1, out);
                    } finally {
                        played = new Analysis.Bounds(out[0], out[1]).negate();
                    }
                }
                // Is any move better than the played one? One probe of the position answers.
                int got = played.lower();
                if (score.isExact()) {
                    // An immediate win or the book: nothing to probe.
                } else if (score.upper() > got) {
                    int r = negamax(current, mask, plies, got, got + 1);
                    score = r > got
                            ? new Analysis.Bounds(Math.max(score.lower(), r), score.upper())
                            : Analysis.Bounds.exact(got);
                } else {
                    score = Analysis.Bounds.exact(got);
                }
            }
        } catch (OutOfTime e) {
            // What was proven stands as bounds.
        }
        List<Analysis.MoveScore> moves = new ArrayList<>();
        for (int column = 0; column < Bitboard.COLUMNS; column++) {
            if (Bitboard.canPlay(mask, column)) {
                Analysis.Bounds b = column == move ? played : knownMoveScore(current, mask, plies, column, score);
                moves.add(new Analysis.MoveScore(column, String.valueOf(column + 1), b));
            }
        }
        return new Analysis(s.moveString(), s.currentPlayer(), score, moves, nodes - before);
    }

    /** Marks a result the bounds do not pin. */
    private static final int UNPROVEN = Integer.MIN_VALUE;

    /** The result (1 win, 0 draw, -1 loss) the bounds pin, or {@link #UNPROVEN}. */
    private static int result(Analysis.Bounds b) {
        if (b.lower() > 0) {
            return 1;
        }
        if (b.upper() < 0) {
            return -1;
        }
        return b.lower() == 0 && b.upper() == 0 ? 0 : UNPROVEN;
    }

    /**
     * The played move's result for its player (its exact score when cheap), or bounds at the
     * deadline; {@code position} bounds it from above. The child's proven bounds go to the table,
     * where the next grade (of the reply, played in that very position) finds them.
     */
    private Analysis.Bounds moveResult(
            long current, long mask, int plies, int column, Analysis.Bounds position, int[] out) {
        long cell = Bitboard.landing(mask, column);
        if (Bitboard.hasFour(current | cell)) {
            return Analysis.Bounds.exact(winScore(plies));
        }
        if (plies + 1 == CELLS) {
            return Analysis.Bounds.exact(0);
        }
        long next = current ^ mask;
        long nextMask = mask | cell;
        out[0] = -position.upper();
        out[1] = CELLS;
        // When the position is won, the likeliest question is whether the move keeps the win.
        int firstGuess = position.lower() > 0 ? -1 : 0;
        try {
            proveResult(next, nextMask, plies + 1, out, firstGuess);
        } catch (OutOfTime e) {
            // out holds the window narrowed so far
        }
        if (!canWinNow(next, nextMask)) {
            long key = plies + 1 <= MIRROR_PLIES ? canonicalKey(next, nextMask) : next + nextMask;
            table.putLower(key, out[0]);
            table.putUpper(key, out[1]);
        }
        return new Analysis.Bounds(out[0], out[1]).negate();
    }

    /**
     * What is known of the position before any search: an immediate win, the book, and the book's
     * score of the position before the last stone (whose player got at most that score, so this
     * position is worth at least its negation).
     */
    private Analysis.Bounds positionBounds(long current, long mask, int plies, ConnectFourState s) {
        if (canWinNow(current, mask)) {
            return Analysis.Bounds.exact(winScore(plies));
        }
        int known = plies <= book.depth() ? book.score(canonicalKey(current, mask)) : ConnectFourBook.ABSENT;
        if (known != ConnectFourBook.ABSENT) {
            return Analysis.Bounds.exact(known);
        }
        int lower = -(CELLS - plies) / 2;
        int upper = (CELLS - 1 - plies) / 2;
        int[] result = resultBounds(current, mask, plies);
        if (result != null) {
            lower = Math.max(lower, result[0]);
            upper = Math.min(upper, result[1]);
        }
        if (plies >= 1 && (plies - 1 <= book.depth() || results.covers(plies - 1))) {
            int last = s.moveString().charAt(plies - 1) - '1';
            long stones = mask & Bitboard.column(last);
            long top = Long.highestOneBit(stones);
            long before = mask ^ top;
            long parentStones = (current ^ mask) ^ top;
            int parent =
                    plies - 1 <= book.depth() ? book.score(canonicalKey(parentStones, before)) : ConnectFourBook.ABSENT;
            if (parent != ConnectFourBook.ABSENT) {
                lower = Math.max(lower, -parent);
            }
            int[] parentResult = resultBounds(parentStones, before, plies - 1);
            if (parentResult != null) {
                // The parent's player got at most its result with this move: a lost parent makes this a win.
                lower = Math.max(lower, -parentResult[1]);
            }
        }
        return new Analysis.Bounds(Math.min(lower, upper), upper);
    }

    /** Narrows the position's bounds by probes at 0 (and -1) until its result is pinned. */
    private Analysis.Bounds sharpenResult(long current, long mask, int plies, Analysis.Bounds score) {
        while (result(score) == UNPROVEN) {
            int guess = score.lower() < 0 ? -1 : 0;
            int r = negamax(current, mask, plies, guess, guess + 1);
            score = r > guess
                    ? new Analysis.Bounds(Math.max(score.lower(), r), score.upper())
                    : new Analysis.Bounds(score.lower(), Math.min(score.upper(), r));
        }
        return score;
    }

    /**
     * A move's score as far as it is known without search: an immediate win, the last cell, the book;
     * else at most the position's.
     */
    private Analysis.Bounds knownMoveScore(long current, long mask, int plies, int column, Analysis.Bounds score) {
        long cell = Bitboard.landing(mask, column);
        if (Bitboard.hasFour(current | cell)) {
            return Analysis.Bounds.exact(winScore(plies));
        }
        if (plies + 1 == CELLS) {
            return Analysis.Bounds.exact(0);
        }
        long next = current ^ mask;
        long nextMask = mask | cell;
        if (!canWinNow(next, nextMask) && plies + 1 <= book.depth()) {
            int known = book.score(canonicalKey(next, nextMask));
            if (known != ConnectFourBook.ABSENT) {
                return Analysis.Bounds.exact(-known);
            }
        }
        if (canWinNow(next, nextMask)) {
            return Analysis.Bounds.exact(-winScore(plies + 1));
        }
        int lower = -(CELLS - plies) / 2;
        int upper = Math.min(score.upper(), (CELLS - 1 - plies) / 2);
        int[] result = resultBounds(next, nextMask, plies + 1);
        if (result != null) {
            lower = Math.max(lower, -result[1]);
            upper = Math.min(upper, -result[0]);
        }
        return new Analysis.Bounds(Math.min(lower, upper), upper);
    }

    /**
     * Pins the result of a position that is not over, {@code out = {lower, upper}} holding bounds
     * already proven: probes "better than a draw?" (guess 0) and "better than a loss?" (guess -1),
     * {@code firstGuess} first when both are open; the book and an immediate win answer exactly.
     */
    private void proveResult(long current, long mask, int plies, int[] out, int firstGuess) {
        if (canWinNow(current, mask)) {
            out[0] = out[1] = winScore(plies);
            return;
        }
        if (plies <= book.depth()) {
            int known = book.score(canonicalKey(current, mask));
            if (known != ConnectFourBook.ABSENT) {
                out[0] = out[1] = known;
                return;
            }
        }
        out[0] = Math.max(out[0], -(CELLS - plies) / 2);
        out[1] = Math.min(out[1], (CELLS - 1 - plies) / 2);
        int[] known = resultBounds(current, mask, plies);
        if (known != null) {
            out[0] = Math.max(out[0], known[0]);
            out[1] = Math.min(out[1], known[1]);
        }
        while (result(new Analysis.Bounds(out[0], out[1])) == UNPROVEN) {
            int guess = out[0] >= 0 ? 0 : out[1] <= 0 ? -1 : firstGuess;
            int r = negamax(current, mask, plies, guess, guess + 1);
            if (r > guess) {
                out[0] = Math.max(out[0], r);
            } else {
                out[1] = Math.min(out[1], r);
            }
        }
    }

    /**
     * Narrows {@code out = {lower, upper}}, bounds already proven for a position that is not over
     * and cannot be won at once, to its exact score by null-window probes; throws at the deadline
     * with {@code out} as far as it got.
     */
    private void narrow(long current, long mask, int plies, int[] out) {
        while (out[0] < out[1]) {
            int guess = out[0] + (out[1] - out[0]) / 2;
            int r = negamax(current, mask, plies, guess, guess + 1);
            if (r <= guess) {
                out[1] = r;
            } else {
                out[0] = r;
            }
        }
    }

    /** The score of playing {@code column}, for the player playing it: exact, or bounds at the deadline. */
    private Analysis.Bounds moveScore(long current, long mask, int plies, int column, int[] bounds) {
        long cell = Bitboard.landing(mask, column);
        if (Bitboard.hasFour(current | cell)) {
            return Analysis.Bounds.exact(winScore(plies));
        }
        if (plies + 1 == CELLS) {
            return Analysis.Bounds.exact(0);
        }
        solveWithin(current ^ mask, mask | cell, plies + 1, bounds);
        return new Analysis.Bounds(bounds[0], bounds[1]).negate();
    }

    /**
     * The exact score of a position given as bits (the side to move's stones, the mask), whose game
     * is not over: for building the opening book, however long it takes.
     */
    int solveExact(long current, long mask, int plies) {
        deadline = Long.MAX_VALUE;
        return solve(current, mask, plies, new int[2]);
    }

    /**
     * The result (1 win, 0 draw, -1 loss) of a position given as bits whose game is not over, known
     * to be at least {@code atLeast}: for building the results book, however long it takes.
     */
    int provenResult(long current, long mask, int plies, int atLeast) {
        deadline = Long.MAX_VALUE;
        int[] out = {atLeast > 0 ? 1 : atLeast == 0 ? 0 : -CELLS, CELLS};
        // A position reached from a drawn one is likelier to draw than to win; else ask "win?" first.
        proveResult(current, mask, plies, out, 0);
        return result(new Analysis.Bounds(out[0], out[1]));
    }

    /** The bounds reached on a non-terminal position before the deadline: {@code out = {lower, upper}}. */
    private void solveWithin(long current, long mask, int plies, int[] out) {
        try {
            solve(current, mask, plies, out);
        } catch (OutOfTime e) {
            // out holds the window narrowed so far
        }
    }

    /**
     * The exact score of a position that is not over, narrowing {@code out = {lower, upper}} by
     * null-window searches, each asking whether the score exceeds a guess.
     */
    private int solve(long current, long mask, int plies, int[] out) {
        if (Bitboard.hasFour(current)) {
            throw new IllegalStateException("the side to move cannot already have four");
        }
        if (canWinNow(current, mask)) {
            out[0] = out[1] = winScore(plies);
            return out[0];
        }
        if (plies <= book.depth()) {
            int known = book.score(canonicalKey(current, mask));
            if (known != ConnectFourBook.ABSENT) {
                out[0] = out[1] = known;
                return known;
            }
        }
        int min = -(CELLS - plies) / 2;
        int max = (CELLS + 1 - plies) / 2;
        int[] known = resultBounds(current, mask, plies);
        if (known != null) {
            min = Math.max(min, known[0]);
            max = Math.min(max, known[1]);
        }
        out[0] = min;
        out[1] = max;
        while (min < max) {
            int guess = min + (max - min) / 2;
            // Probe near zero first: most positions' scores are small, and the sign is what matters most.
            if (guess <= 0 && min / 2 < guess) {
                guess = min / 2;
            } else if (guess >= 0 && max / 2 > guess) {
                guess = max / 2;
            }
            int r = negamax(current, mask, plies, guess, guess + 1);
            if (r <= guess) {
                max = r;
            } else {
                min = r;
            }
            out[0] = min;
            out[1] = max;
        }
        return min;
    }

    /** The score of winning with the stone played after {@code plies} stones. */
    private static int winScore(int plies) {
        return (CELLS + 1 - plies) / 2;
    }

    private static boolean canWinNow(long current, long mask) {
        return (Bitboard.winningCells(current, mask) & Bitboard.playable(mask)) != 0;
    }

    /**
     * Alpha-beta negamax of a position where the side to move cannot win at once and the board is
     * not full; fails soft within [alpha, beta].
     */
    private int negamax(long current, long mask, int plies, int alpha, int beta) {
        if (stopped
                || ((++nodes & TIME_CHECK_MASK) == 0
                        && (System.nanoTime() > deadline || (stopped = stop.getAsBoolean())))) {
            throw OutOfTime.INSTANCE;
        }
        long key = plies <= MIRROR_PLIES ? canonicalKey(current, mask) : current + mask;
        if (plies <= book.depth()) {
            // The book's keys are mirror-shared at every ply (a book under a middle-game position too).
            int known = book.score(plies <= MIRROR_PLIES ? key : canonicalKey(current, mask));
            if (known != ConnectFourBook.ABSENT) {
                return known;
            }
        }
        int resultLower = Integer.MIN_VALUE;
        int resultUpper = Integer.MAX_VALUE;
        if (results.covers(plies)) {
            int r = results.result(plies <= MIRROR_PLIES ? key : canonicalKey(current, mask));
            if (r == ConnectFourResults.DRAW) {
                return 0;
            }
            if (r == ConnectFourResults.WIN) {
                resultLower = 1;
            } else if (r == ConnectFourResults.LOSS) {
                resultUpper = -1;
            }
        }
        long safe = nonLosingMoves(current, mask);
        if (safe == 0) {
            // Every move lets the opponent complete four with its next stone.
            return -(CELLS - plies) / 2;
        }
        if (plies >= CELLS - 2) {
            // No win now, no loss next: the last two stones cannot change a draw.
            return 0;
        }
        int min = -(CELLS - 2 - plies) / 2;
        if (alpha < min) {
            alpha = min;
            if (alpha >= beta) {
                return alpha;
            }
        }
        int max = (CELLS - 1 - plies) / 2;
        if (extraCuts && (Bitboard.playable(mask) & EVEN_ROWS) == 0) {
            // Every column's height even, so the first player is to move: the follow-up bound.
            int followUp = followUpBound(current, mask);
            if (followUp < max) {
                max = followUp;
                if (alpha >= max) {
                    return max;
                }
            }
        }
        if (resultUpper < max) {
            max = resultUpper;
        }
        if (resultLower > alpha) {
            alpha = resultLower;
        }
        int slot = table.find(key);
        if (slot >= 0) {
            int storedUpper = table.upperAt(slot);
            if (storedUpper != TranspositionTable.NONE && storedUpper < max) {
                max = storedUpper;
            }
            int storedLower = table.lowerAt(slot);
            if (storedLower != TranspositionTable.NONE && storedLower > alpha) {
                alpha = storedLower;
            }
        }
        if (beta > max) {
            beta = max;
        }
        if (alpha >= beta) {
            return alpha >= max ? max : alpha;
        }

        if (extraCuts) {
            // Enhanced transposition cutoff: a move whose position the table already knows to be good
            // enough ends the search before any move is searched. Each probe may miss the cache, but it
            // saves a third of the positions on five-stone results (docs/BENCHMARKS.md, issue 38).
            for (long moves = safe; moves != 0; moves &= moves - 1) {
                long cell = moves & -moves;
                long childMask = mask | cell;
                long child = current ^ mask;
                long childKey = plies + 1 <= MIRROR_PLIES ? canonicalKey(child, childMask) : child + childMask;
                int childSlot = table.find(childKey);
                if (childSlot >= 0) {
                    int childUpper = table.upperAt(childSlot);
                    if (childUpper != TranspositionTable.NONE && -childUpper >= beta) {
                        table.putLower(key, -childUpper);
                        return -childUpper;
                    }
                }
            }
        }
        // Order the safe moves: most threats created first, centre first among equals (stable insertion).
        long[] cells = orderCells[plies];
        int[] weights = orderWeights[plies];
        int n = 0;
        for (int column : ORDER) {
            long cell = safe & Bitboard.column(column);
            if (cell != 0) {
                int weight = Long.bitCount(Bitboard.winningCells(current | cell, mask | cell));
                int i = n++;
                while (i > 0 && weights[i - 1] < weight) {
                    cells[i] = cells[i - 1];
                    weights[i] = weights[i - 1];
                    i--;
                }
                cells[i] = cell;
                weights[i] = weight;
            }
        }
        for (int i = 0; i < n; i++) {
            long cell = cells[i];
            // The opponent moves next: its stones become the side to move's.
            int score = -negamax(current ^ mask, mask | cell, plies + 1, -beta, -alpha);
            if (score >= beta) {
                table.putLower(key, score);
                return score;
            }
            if (score > alpha) {
                alpha = score;
            }
        }
        table.putUpper(key, alpha);
        return alpha;
    }

    private static final long ODD_ROWS = Bitboard.BOTTOM * 0b10101;
    private static final long EVEN_ROWS = Bitboard.BOTTOM * 0b101010;

    /**
     * Follow-up (claimeven): with the first player to move and every column's height even, the second
     * player can answer each stone with one on top of it, so the first gets exactly the empty cells of
     * the odd rows (1, 3, 5 from the bottom) and the second the even ones. When the first player's
     * stones and those empty cells hold no four, the first player cannot win (at most 0); when the
     * second player's stones and the even rows' empty cells then hold a four, the second wins (at most
     * -1 for the first). Else nothing is known ({@code CELLS}). Every column's height must be even.
     */
    static int followUpBound(long current, long mask) {
        long empty = Bitboard.BOARD & ~mask;
        if (Bitboard.hasFour(current | (empty & ODD_ROWS))) {
            return CELLS;
        }
        return Bitboard.hasFour((current ^ mask) | (empty & EVEN_ROWS)) ? -1 : 0;
    }

    /**
     * The cells the side to move can play without losing at once: it must block an immediate
     * threat of the opponent (two at once cannot be blocked: none), and never play just under a
     * cell where the opponent would complete four.
     */
    private static long nonLosingMoves(long current, long mask) {
        long possible = Bitboard.playable(mask);
        long opponentWins = Bitboard.winningCells(current ^ mask, mask);
        long forced = possible & opponentWins;
        if (forced != 0) {
            if ((forced & (forced - 1)) != 0) {
                return 0;
            }
            possible = forced;
        }
        return possible & ~(opponentWins >>> 1);
    }
}
