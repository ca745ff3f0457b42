package org.puzzlearena.search.solver;

/**
 * The results book shipped with the solver (see {@link ConnectFourResults}): generated, do not edit.
 * Made by: bin/arena book --game connect-four --results --depth N, one run per ply from 5 (progress files bench/connect-four-book/results-N.progress).
 * 5 stones: 802 of 2144 positions (partial)
 */
final class ConnectFourResultsData {

    private ConnectFourResultsData() {}

    static final int FROM = 5;

    /** Positions per ply, from {@link #FROM}. */
    static final int[] COUNTS = {2144};

    /** Three results a character, in key order, ply after ply. */
    static final String PACKED = ""
            + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEUA38AzDX+v/AAAAAAAAAAwfAA090o5ob/V++fmAAAAAAAw0DH//Pfd//AQ2V"
            + "5a/Wv6Aetu+/Z7uA/fv/93/dw9/VVVVdVf1f99/v////fXlu+/HAAAAAAAAAAAAAAAAMQOwPfVv/vPAAcNO/d1/HAATP/+nb"
            + "ffl6rrb+/e/3/fV9v//HAAAAAAAAAAAczBX3+NAARP9/mXaOQsen3up/73/Vf9AAAAgAlV+5U1s3q1f9AAAAczVnnknll8//"
            + "PAAAA/w9/N3a/x/1+AA/R9OUVAVX+A65XPkWArf/w/D/f5//AAAAAAAAAAAAAAAAAAAAAAMx8zAAAAwA2l/AAAAA7s9/UFWr"
            + "V479z/d95/AAAAAAAEzQFw//aNAAAAAAAZMwu7QnOA9AAI+AAM1AMRwAAAAAAAAAAAAAAAQBAAAAAfctDA8UV98zd9DAAAAA"
            + "AgAwuP0+AAAUCAANABwAAAAAAAAAAAAAUDAAAAAAAAAAAAAAAA9AAAAAAAAAAAAAAA0DAAAAAAAQAAAAAAAAAAAAAAAAAAAA"
            + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAwAB8D8DX/DAAAAAAAAsAAAAAAAAwAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAA"
            + "AAAAAAAAAAAAEEAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
}
