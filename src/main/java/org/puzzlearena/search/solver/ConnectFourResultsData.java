package org.puzzlearena.search.solver;

/**
 * The results book shipped with the solver (see {@link ConnectFourResults}): generated, do not edit.
 * Made by: bin/arena book --game connect-four --results --depth N, one run per ply from 5 (progress files bench/connect-four-book/results-N.progress).
 * 5 stones: 1344 of 2144 positions (partial)
 */
final class ConnectFourResultsData {

    private ConnectFourResultsData() {}

    static final int FROM = 5;

    /** Positions per ply, from {@link #FROM}. */
    static final int[] COUNTS = {2144};

    /** Three results a character, in key order, ply after ply. */
    static final String PACKED = ""
            + "AAAAAAAAAAAAAAAAoDAAAAPAQvPA0/Aw/CXVVr3/+//X+v/AAAAA9/1Aq9fMu191q5qb/V++fmAAAU/z833zn///fd//VZ2V"
            + "5a/Wv6fetu+/Z7u//fv/93/d/9/VVVVdVf1f99/v////fXlu+/HAAAAAAQNAQuOAQff9W+7/fVv/vPQWdd+/d1/Hzff//+nb"
            + "ffl6rrb+/e/3/fV9v//HAAAA8AA++wZf/9X3+NwdV/9/mXaOfven3up/73/Vf9AA69lXlV+5V1v3q1f9Ag/bf/Vnnmnll///"
            + "PA07+//9/d3a/9/1+w9/d9eVVVVX+f65X/nW7rf/////f5//AAAAAAAAAAA+AAA/0g+w/8t9//AA5l112l/AA///7v9/VVWr"
            + "V779//d95/AAA1kQ61/V1///aNAAwP8P/Z/+u7fnOm9w/Z+g+918fV/PAAAAAAAArAB+xzV9AA1VXfftD3/WV9//d9DAAYC9"
            + "zm93u/3+AxlVCt2Nvx+9DAAAABwvTF0vWD1A0efDAAAANUDVls9As3Q5DAAAAD+gvz3Dg3w3DAMfwPQAANAA0AwAANAMADAA"
            + "AAAAAAAAAAAAAAAA0/DAAww2DAAAP7bt+///X/DAAAA8TB/vAAAAA9w/8QDQDwC5AAAAAAEA/ADADAAAAAAIBgAAAAAAAAAA"
            + "AAAAAABAAEBY1HAAAEUAAAAAAAAAAAAAAAAAAAAAAAA";
}
