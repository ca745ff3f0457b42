package org.puzzlearena.rules.samegame;

/**
 * The board drawn as text: colour digits (the digits of the standard set), {@code .} for empty
 * cells, row labels with row 0 at the bottom and column labels underneath, so that a person can
 * read off the {@code col,row} of a move.
 */
final class SameGameBoardText {

    private SameGameBoardText() {}

    static String render(SameGameBoard board) {
        StringBuilder sb = new StringBuilder((board.width * 2 + 6) * (board.height + 3));
        for (int row = board.height - 1; row >= 0; row--) {
            sb.append(row < 10 ? " " : "").append(row).append(" |");
            for (int col = 0; col < board.width; col++) {
                int colour = board.colourAt(col * 16 + row);
                sb.append(' ').append(colour < 0 ? '.' : (char) ('0' + colour));
            }
            sb.append('\n');
        }
        sb.append("   +");
        for (int col = 0; col < board.width; col++) {
            sb.append("--");
        }
        sb.append('\n');
        if (board.width > 10) {
            sb.append("    ");
            for (int col = 0; col < board.width; col++) {
                sb.append(' ').append(col < 10 ? ' ' : (char) ('0' + col / 10));
            }
            sb.append('\n');
        }
        sb.append("    ");
        for (int col = 0; col < board.width; col++) {
            sb.append(' ').append((char) ('0' + col % 10));
        }
        sb.append('\n');
        return sb.toString();
    }
}
