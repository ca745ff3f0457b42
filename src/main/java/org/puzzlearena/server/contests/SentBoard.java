package org.puzzlearena.server.contests;

import java.util.List;
import java.util.Map;

/**
 * A board as one watcher was last sent it, kept as text: {@code header} the board without its rows
 * (the fields around them, {@code you} included), {@code keys} its rows' keys in order and
 * {@code rows} each row's JSON by its key ({@link BoardUpdates#key}), without the ranks a client
 * derives ({@link DerivedRanks}). The next board's update is
 * computed against this, so it is always relative to what that watcher holds.
 */
record SentBoard(String header, List<String> keys, Map<String, String> rows) {

    boolean sameAs(SentBoard other) {
        return header.equals(other.header) && keys.equals(other.keys) && rows.equals(other.rows);
    }

    /** Two rows share a key: an update could not name them apart, so such a board is always sent whole. */
    boolean keysRepeat() {
        return rows.size() != keys.size();
    }

    /** About the length of the whole board's text (the header, the rows and their commas). */
    int fullLength() {
        int length = header.length() + 10;
        for (String row : rows.values()) {
            length += row.length() + 1;
        }
        return length;
    }
}
