package org.puzzlearena.search.solver;

/**
 * The results book shipped with the solver (see {@link ConnectFourResults}): generated, do not edit.
 * Made by: bin/arena book --game connect-four --results --depth N, one run per ply from 5 (progress files bench/connect-four-book/results-N.progress).
 * 5 stones: 2144 of 2144 positions
 * 6 stones: 4810 of 8231 positions (partial)
 */
final class ConnectFourResultsData {

    private ConnectFourResultsData() {}

    static final int FROM = 5;

    /** Positions per ply, from {@link #FROM}. */
    static final int[] COUNTS = {2144, 8231};

    /** Three results a character, in key order, ply after ply. */
    static final String PACKED = ""
            + "r/d/ft/b/vq7b+3/r/+6f9flav/u2////+XVVr3/+//X+v/WZ9V79/1Vq9f9u191q5qb/V++fm//9X///33/n///fd//VZ2V"
            + "5a/Wv6fetu+/Z7u//fv/93/d/9/VVVVdVf1f99/v////fXlu+/3vuflfeftueu+vbff9W+7/fVv/vfVWdd+/d1/3/ff//+nb"
            + "ffl6rrb+/e/3/fV9v//3//95//7++/Zf/9X3+91dV/9/mXa+fven3up/73/Vf99569lXlV+5V1v3q1f9vv/bf/Vnnmnll///"
            + "/737+//9/d3a/9/1+/9/d9eVVVVX+f65X/nW7rf/////f5//n//V79//629+//+/1r+///t9//VW5l112l//////7v9/VVWr"
            + "V779//d95/rqp1mb61/V1///a9/9//+//Z/+u7fnem9+/Z+v+91/fV///b99//79r/p+5/V9Wn1VXfft/3/WV9//d9/X3bu9"
            + "/m93u/3++9lV6t29v9+9XW1/b1+vXV1vW31+3ef/+1v5tXXVlv9Wv3f5////+/+nv/3/q3/3/3/f/fVVmdvv3//77d///f+v"
            + "v/3/3//73//737+/3/XZ3352//3//7bt+///X//3n7v+X9/v/3///93//drf//+5///23f1/////3//+vv779ubp/f//f/7b"
            + "95rma6VVWV9b1nbeaWV3nlr+r527731/7/3/7/7r7rFAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAUzFAAA"
            + "AAEB/CAAAJ8AAAQA9UD0c9BK1FgQ9JXHM0/M/w3VZn9l///m/23//6+6AAAAAAAAAANM8BAQP9/DAAAGD971/9FX952//P8/"
            + "/XVlV17f//fV/nt+WAAAAAAAAAATA8DAAAKD9/2PAAC0/bxaf9ge/28/38V99qb+97//Xbt///AXUf9X3XVVXXX//XV/XAUM"
            + "89fV/f9Zf9vf/V93////XX9//wL///u6/////3//7/fq//AD8////////////n//9XXVX1d9X99919V59btlVmu9v3+rdtln"
            + "v233nV99/////f9//////////f3XVVV1Vd9Xfd//////11tv/7/7/f/f76//AAAAAAAAAAAAAAAAA98DAAAAAHD7O9AN/5wz"
            + "/DM8/3VvV3////vr/v//fAAUT9X7bo2vX3//be//AAAQzwf/+/8//P8W/uv6////v9/v/XX+/59X3f1//3v9+f///3//////"
            + "/////39VldZ7mW//////f///X99/X5//DAAAAAAAAAAAAAAAAAAUMo/AAAQArAH91AB9rwwvCX13n99n///dd1///DAAAHD9"
            + "/1vz//fgbevfp99/f52/fdDAwA//P8/3zv29/f9/vWVVXnXVW+X////XW/X/ft7//////f+//bV1/f9Xpmb5vaf/3/3/ff1X"
            + "9/rAAAwLX0D0cf21//X5/3XX+/49/3v19/33/X+////b//AAAAAwIkPgRfNQQ/f93////XX9/vF1911Zl1/1D////7/1/r11"
            + "//1///////nf/PAAAcQCP/PMc3/////v+/eZ2f9//f//8r//////fl////bW//fV1DAAADUDM8/D///////nP8v3/////3z/"
            + "///////+Wf9U35//GQRda133/3fZ9/X/nP0cW2b+2/fVt57fVPQQ7/9+bt/V6u+/1/0/97rf9////DD////ftf99//f9Pz//"
            + "///f/vv+w////X1dVp1Zb99+7uWb+//////v/v1ba/l/e+//+v7vAAAAAAAAAAAAAAAAAAAAAAAAAAAAA8AAL/AwzDAM83bJ"
            + "5pP+/Pf//779AAAQNX0Ds07X///b9/AAAAAwzw/D80/DM0/rv9////29/fd1/49/Xf9+/X/9f///3/w///////f/Xl7/5V//"
            + "//////f3//9/AAAAAAwDA8s7/P////UX/AP///////+fV///v/1AAAAAAAAAAA44DAEsWL9P/z372/D80//rfX/DM0//evV3"
            + "XXVv19////dr/w3///DAU8mL91/Xbdv29PA886z///V+///XDAM8P/z///////X2t6/Rr91//P+/7//fN/X9f/PAAAAAAAAA"
            + "AAAAAAAAAAAAAAAAAAAAA0UCAEsDADJQVTdiWc/zzXllvAAAAAQjg6B007BI03XnZf/9X1/DAAAB4DM87D/r9/f9XUVVVXVW"
            + "+D////1/1P////3/f8/fV9/X7v9+/d///fVX/DAAAAAAAAAAwRPAQQZtU98Pf59Pgj+v//e+DM0////pedZVe////f+PAAAA"
            + "AAAwQPwy7881Pgge/9ub3w/fVd9//tDAYUVP1W/1vZ/9AAD/ir89lW+/9AQQN/z//+/vnDM/7fVN/3dU1n821/z/8fd/DAAA"
            + "AAAAAAAAPPMv/QXHAwzf903e/1////DA//PAAAAOEXfdT/dPdx/w8/XPAAAAAAAAAAAAAAAAQBxBzDn9AANb1Sm9AAD/z3cf"
            + "V//9///f3DAAAQDS3n7kv9AAAAwM0HaJfPnBzdDy/C/9PAAAAAAAAAAAA0QMD0PA0U+zvPAM8zP7X9////f9AAAgDz/VP/fD"
            + "AAAMQ+8PvP/Dy3EfDf5AAAAAAAAAAAABA+DAM8PP7BM/3//f/AAAAwA/z/8/AATPM/DP8dDAM/gFAAAAAABFM9P4AENBAAAA"
            + "AP0w89wDQ0JAAAAAEAzC3DQ0AHAAAwQz8N8AiHAAAAQAINcPAhDUAAAACzD/ATDMAAAPwAAAAAAAwAAEAAAAAAAAAAAAAAAA"
            + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAMIIMMg//DAAAAADA0U+85DAAAAAAAAANAAD74zz7/k1AP/373Qzv//Oww///"
            + "ff1+d2////3/+AAAAAAAAAMDz/g1AAP/8//u///AAAAAAAAAAAAAABBMw/PAQzLePAww8cf179//fBw/PAAACyf349AAADzv"
            + "18fAAAwAP/8wzPIL/wcMPU/AAAAAAAAAAAwPAFAAADz/3O//Aw8DAAAA08wYDL8A88AAAAAAAAAAAAAAAAAQDAAwg0AAAwQV"
            + "T18zOAAAAwzDfDAAAQwTwDUAP0AAwDEAAAAAAC0DMABAAAAAwAvADwAAAAAwMADAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
            + "AAAAAAAAABBCDVAAAAAAAAQDAUVZeFAAAAAwgPHQVVVFQTvHcv2xXVlVW9VAAAAAAAAAAAABBSFAQlrFAQ/X1VaNAAAAAAAM"
            + "EAQ7Gc1DAAEUVXAAASFAAwsOwEEEEAAAAAAAAAAAAAAAAAABDAAMl2+AAAAQAAAAAAAAAAAAAAAAAAAAFDAAAAAAAAAAAAAA"
            + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
            + "AAA";
}
