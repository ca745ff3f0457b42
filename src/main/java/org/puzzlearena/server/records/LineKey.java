package org.puzzlearena.server.records;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.GameType;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.Sha256;

/**
 * What two lines of a board are compared by to find a copy: the SHA-256 of the canonical moves
 * joined by newlines. Where the order of the moves does not change the final position (a Morpion
 * grid is its set of lines, each with its new dot; a Sudoku grid is its set of placements), the
 * moves are sorted first, so replaying a record's lines in another legal order is still a copy of
 * it. SameGame and the trees are sequences: there the order is the line. The migration V7
 * backfills stored submissions with the same function in SQL: change both together.
 */
public final class LineKey {

    private LineKey() {}

    public static String of(String game, List<String> canonicalMoves) {
        List<String> moves = canonicalMoves;
        if (orderFree(game)) {
            moves = new ArrayList<>(canonicalMoves);
            moves.sort(null);
        }
        return Sha256.hex(String.join("\n", moves));
    }

    /**
     * True for the games whose final position is the set of moves played, not their order: the
     * game's own fact. An id the catalogue does not know (a line stored by a game since retired)
     * keeps its order, which only makes copies harder to find, never a false one.
     */
    static boolean orderFree(String game) {
        return Games.byId(game)
                .map(g -> g.type().has(GameType.Trait.ORDER_FREE))
                .orElse(false);
    }
}
