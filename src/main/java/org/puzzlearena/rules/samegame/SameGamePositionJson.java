package org.puzzlearena.rules.samegame;

/**
 * The position as the JSON object of {@link SameGameState#positionJson()}. The grid rows are
 * written as the standard set file writes them (top row first, colour digits, {@code .} empty), so
 * the initial position of standard/N is that file's rows verbatim. Never used in the hot path.
 */
final class SameGamePositionJson {

    private SameGamePositionJson() {}

    static String of(SameGameBoard board, int score) {
        StringBuilder out = new StringBuilder(96 + board.height * (board.width + 3));
        out.append("{\"cols\":")
                .append(board.width)
                .append(",\"rows\":")
                .append(board.height)
                .append(",\"colours\":")
                .append(board.colours)
                .append(",\"grid\":[");
        for (int row = board.height - 1; row >= 0; row--) {
            // Only digits and '.' appear in a row, so it needs no escaping.
            out.append('"');
            for (int col = 0; col < board.width; col++) {
                int colour = board.colourAt(col * 16 + row);
                out.append(colour < 0 ? '.' : (char) ('0' + colour));
            }
            out.append('"');
            if (row > 0) {
                out.append(',');
            }
        }
        out.append("],\"score\":")
                .append(score)
                .append(",\"remaining\":")
                .append(board.remaining())
                .append(",\"cleared\":")
                .append(board.remaining() == 0)
                .append('}');
        return out.toString();
    }
}
