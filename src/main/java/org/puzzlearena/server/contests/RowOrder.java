package org.puzzlearena.server.contests;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How the rows' order changed between two boards, in as few moves as the order allows: the rows
 * that kept their order relative to each other (a longest increasing run of their old positions)
 * stay put, every other row (and every new one) is a move {@code [key, index]} to its new index.
 * A client removes the removed and the moved rows, then inserts the moved ones at their indexes in
 * increasing order, and has the new order (docs/WEBSOCKETS.md, "boardUpdate"). A row jumping from
 * 300th to 50th is one move, not 250 shifted rows.
 */
final class RowOrder {

    private RowOrder() {}

    /** A row to put at {@code index} of the new order. */
    record Move(String key, int index) {}

    /** The moves from {@code before} to {@code after} (keys distinct in each); {@code removed} are left out by the client first. */
    static List<Move> moves(List<String> before, List<String> after) {
        if (before.equals(after)) {
            return List.of();
        }
        Map<String, Integer> oldIndex = new HashMap<>();
        for (int i = 0; i < before.size(); i++) {
            oldIndex.put(before.get(i), i);
        }
        // The old positions of the kept rows, in their new order; those on a longest increasing run stay.
        int[] positions = new int[after.size()];
        for (int j = 0; j < after.size(); j++) {
            positions[j] = oldIndex.getOrDefault(after.get(j), -1);
        }
        Set<Integer> staying = longestIncreasing(positions);
        List<Move> moves = new ArrayList<>();
        for (int j = 0; j < after.size(); j++) {
            if (!staying.contains(j)) {
                moves.add(new Move(after.get(j), j));
            }
        }
        return moves;
    }

    /** The indexes (into {@code values}) of a longest strictly increasing run of its non-negative values. */
    private static Set<Integer> longestIncreasing(int[] values) {
        int[] tails = new int[values.length]; // tails[l]: index of the smallest end of a run of length l + 1
        int[] previous = new int[values.length];
        int length = 0;
        for (int j = 0; j < values.length; j++) {
            if (values[j] < 0) {
                continue;
            }
            int lo = 0;
            int hi = length;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (values[tails[mid]] < values[j]) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            previous[j] = lo > 0 ? tails[lo - 1] : -1;
            tails[lo] = j;
            if (lo == length) {
                length++;
            }
        }
        Integer[] run = new Integer[length];
        for (int k = length - 1, j = length == 0 ? -1 : tails[length - 1]; k >= 0; k--, j = previous[j]) {
            run[k] = j;
        }
        return Set.copyOf(Arrays.asList(run));
    }
}
