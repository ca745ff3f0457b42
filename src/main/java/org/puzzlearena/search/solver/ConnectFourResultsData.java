package org.puzzlearena.search.solver;

/**
 * The results book shipped with the solver (see {@link ConnectFourResults}): generated, do not edit.
 * Made by: bin/arena book --game connect-four --results --depth N, one run per ply from 5 (progress files bench/connect-four-book/results-N.progress).
 * 5 stones: 2144 of 2144 positions
 */
final class ConnectFourResultsData {

    private ConnectFourResultsData() {}

    static final int FROM = 5;

    /** Positions per ply, from {@link #FROM}. */
    static final int[] COUNTS = {2144};

    /** Three results a character, in key order, ply after ply. */
    static final String PACKED = ""
            + "r/d/ft/b/vq7b+3/r/+6f9flav/u2////+XVVr3/+//X+v/WZ9V79/1Vq9f9u191q5qb/V++fm//9X///33/n///fd//VZ2V"
            + "5a/Wv6fetu+/Z7u//fv/93/d/9/VVVVdVf1f99/v////fXlu+/3vuflfeftueu+vbff9W+7/fVv/vfVWdd+/d1/3/ff//+nb"
            + "ffl6rrb+/e/3/fV9v//3//95//7++/Zf/9X3+91dV/9/mXa+fven3up/73/Vf99569lXlV+5V1v3q1f9vv/bf/Vnnmnll///"
            + "/737+//9/d3a/9/1+/9/d9eVVVVX+f65X/nW7rf/////f5//n//V79//629+//+/1r+///t9//VW5l112l//////7v9/VVWr"
            + "V779//d95/rqp1mb61/V1///a9/9//+//Z/+u7fnem9+/Z+v+91/fV///b99//79r/p+5/V9Wn1VXfft/3/WV9//d9/X3bu9"
            + "/m93u/3++9lV6t29v9+9XW1/b1+vXV1vW31+3ef/+1v5tXXVlv9Wv3f5////+/+nv/3/q3/3/3/f/fVVmdvv3//77d///f+v"
            + "v/3/3//73//737+/3/XZ3352//3//7bt+///X//3n7v+X9/v/3///93//drf//+5///23f1/////3//+vv779ubp/f//f/7b"
            + "95rma6VVWV9b1nbeaWV3nlr+r527731/7/3/7/7r7rF";
}
