package org.puzzlearena.search.solver;

/**
 * The results book shipped with the solver (see {@link ConnectFourResults}): generated, do not edit.
 * Made by: bin/arena book --game connect-four --results --depth N, one run per ply from 5 (progress files bench/connect-four-book/results-N.progress).
 * 5 stones: 1475 of 2144 positions (partial)
 */
final class ConnectFourResultsData {

    private ConnectFourResultsData() {}

    static final int FROM = 5;

    /** Positions per ply, from {@link #FROM}. */
    static final int[] COUNTS = {2144};

    /** Three results a character, in key order, ply after ply. */
    static final String PACKED = ""
            + "AAAAAAAAAAAAAAAzoDAAANPAYvPg2/A//yXVVr3/+//X+v/AAAQ49/1Qq9f8u191q5qb/V++fmAA8X/z/33/n///fd//VZ2V"
            + "5a/Wv6fetu+/Z7u//fv/93/d/9/VVVVdVf1f99/v////fXlu+/HAAAAAMTNAcuOAbff9W+7/fVv/vPUWdd+/d1/H/ff//+nb"
            + "ffl6rrb+/e/3/fV9v//HAAA48A4++8Zf/9X3+N1dV/9/mXa+fven3up/73/Vf9Aw69lXlV+5V1v3q1f9Av/bf/Vnnmnll///"
            + "Pw37+//9/d3a/9/1+89/d9eVVVVX+f65X/nW7rf/////f5//AAAAAAAAAAw+AA8/0o+8//t9//AQ5l112l/A8///7v9/VVWr"
            + "V779//d95/AAg1kY61/V1///aNAA/P+//Z/+u7fnOm98/Z+s+91/fV/PAAAAAAAMrwh+5zV9Ak1VXfftz3/WV9//d9DAwYi9"
            + "/m93u/3+w9lVyt29vx+9DAAAAB8vTF1vWD1A3efDAAAwNXTVlv9Av3c5DAAAwz+kv/3Do3w3DAMfwPQAANAA3AwAANAMADAA"
            + "AAAAAAAAAAAAAACM3/DAAz42DA0//7bt+///X/DAAAA+T9/vAAAwz93//QDfD8y5AAAAADE8/wDwHAAAAgwLBsIgAQAAAAAA"
            + "AAAAAABAAVBb1HAAAEVDEAAAAAAAAAAAAAAAAAAAAAA";
}
