package org.puzzlearena.search.solver;

/**
 * The results book shipped with the solver (see {@link ConnectFourResults}): generated, do not edit.
 * Made by: bin/arena book --game connect-four --results --depth N, one run per ply from 5 (progress files bench/connect-four-book/results-N.progress).
 * 5 stones: 446 of 2144 positions (partial)
 */
final class ConnectFourResultsData {

    private ConnectFourResultsData() {}

    static final int FROM = 5;

    /** Positions per ply, from {@link #FROM}. */
    static final int[] COUNTS = {2144};

    /** Three results a character, in key order, ply after ply. */
    static final String PACKED = ""
            + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQMj8AAAAAAAAAAAAAAAAwAwAYwU++fmAAAAAAAAAAAAPMcdP/AAAQ"
            + "4Q/Wv6AAgC+zZ7uAAAD/x3/dAx/RVVVdRf1f99zv///zfXlu+/HAAAAAAAAAAAAAAAAAAAAAAQMzsPAAAAMAM1/HAAAAAOkb"
            + "fPkKorbO8e/H/fV9v//HAAAAAAAAAAAAAAQECNAAAAAPkXaOAgeg3up870/Vf9AAAAAAAAy5A0Awq1f9AAAAAAQEnAgllw//"
            + "PAAAAAAMDNAY/B/1+AAwB9OAQAAE+AAATPAWAAAzA8DAMAMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEzAAAAAAAMzQFAr"
            + "VA49D/d95/AAAAAAAAAAEAAzaNAAAAAAAAAAAzAkOAwAAAMAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAMAAAAQ9wDd9DAAAAA"
            + "AAAAADA+AAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
            + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAUzAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
            + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
}
