package org.puzzlearena.search.solver;

/**
 * The results book shipped with the solver (see {@link ConnectFourResults}): generated, do not edit.
 * Made by: bin/arena book --game connect-four --results --depth N, one run per ply from 5 (progress files bench/connect-four-book/results-N.progress).
 * 5 stones: 2144 of 2144 positions
 * 6 stones: 8231 of 8231 positions
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
            + "95rma6VVWV9b1nbeaWV3nlr+r527731/7/3/7/7r7r1V/Vq2/XV3tfV2/v3rXqm7p/fl7f99b9r//5rvd++35/f1l1X/lalr"
            + "9vX5/+///5////f/9XX1d9Za11va9pX3/3////3VZn9l///m/23//6+6VVV6V/f3qf99/Vte/9/rq5pW/971/9VX952/////"
            + "/XVlV17f//fV/nt+W///f+//3//f//7///q/9/2///+3/b9af9ve/2//3/V99qb+97//Xbt///VXVf9X3XVVXXX//XV/X/Xv"
            + "/9fV/f9Zf9vf/V93////XX9//+7///u6/////3//7/fq/////////////////n//9XXVX1d9X99919V59btlVmu9v3+rdtln"
            + "v233nV99/////f9//////////f3XVVV1Vd9Xfd//////11tv/7/7/f/f76//fVv7f//du/+3uV9f/9//+//d/n37+9Vd/5//"
            + "/////3VvV3////vr/v//fVXVf9X7bq2vX3//be//v7/f7/f/+//////W/uv6////v9/v/XX+/59X3f1//3v9+f///3//////"
            + "/////39VldZ7mW//////f///X99/X5////v91//9//99/v/9///Xvr/+/7f/rln91/59r//v+X13n99n///dd1///XVlpn/9"
            + "/1v///fqbevfp99/f52/fd/////////3/v29/f9/vWVVXnXVW+X////XW/X/ft7//////f+//bV1/f9Xpmb5vaf/3/3/ff1X"
            + "9/r1/l/7X3/3df21//X5/3XX+/59/3v19/33/X+////b//+X6n+37n/mZf9ff/f93////XX9/vV1911Zl1/1/////7/1/r11"
            + "//1///////nf//f//fb2////f3/////v+/eZ2f9//f///r//////fl////bW//fV13////X////////////n//v3/////3//"
            + "///////+Wf9X35//Wddda133/3fZ9/X/nf2eW2b+2/fVt57fVfde7/9+bt/V6u+/1/3/97rf9//////////ftf99//f9////"
            + "///f/vv+/////X1dVp1Zb99+7uWb+//////v/v1ba/l/e+//+v7vfmv/t+f9//+//l+q/9v/+1/+/3///9Wd7////////3bp"
            + "5p/+//f//779VX1f9X3Xv17X///b9////////////3///3/rv9////29/fd1/69/Xf9+/X/9f///3/////////f/Xl7/5V//"
            + "//////f3//9/+/9///3/7+v7//////XX//////////+fV///v/1pf5f//d///+77/r3vWb9///372/n+3//rfX//v3//evV3"
            + "XXVv19////dr//3///X1X/m791/Xbdv29/7+/6////V+///X//////////////X2t6/Zr91///+/7//f9/X9f//v/3X//39/"
            + "31/9+/vr6f6et7/r71XWW1Xu2Wv///5fVXdqWf///XllvavWf6fvv6p1371723XnZf/9X1/////97///7//r9/f9XVVVVXVW"
            + "+/////1/1/////3/f//fV9/X7v9+/d///fVX/7ulXd/V115f/d//fdZtW9//f59/uv+v//e+//2////pedZVe////f+v////"
            + "f///f//27//1vmqe/9ub3//fVd9//tr1ZVVf1W/1vZ/9////qr/9lW+/9vff9////+/vn///7fV9/3dW1n/21////fd/Xuq9"
            + "b/f9X/9X///v/XX3///f933e/1/////v//fZv9/+2Xfdb/dfd9////X/eq6Z/959Xb2X//m/Xd59//n9Vp9b1am9/////3ff"
            + "V//9///f3n2ZlVve3n7lv9////3/3Xa5ffn9/d/+/+/9///73/v/+//7/2b+/3fd2X+/v//////7X9////f9/7/p///V//f/"
            + "/9//f++/v///+3nf/f5+//f/9//7d//t/+//////79//3//f///1d/////////f//////dfdf/pVWWbd92d1/9f6/39d3/32"
            + "2/1//9+/d35///353//+3nV2/3e/19X//t/2u3/rupfr59f/Wt/X/v//+////f/v/////XV9nb7d3Za29/////3v//9/v/v/"
            + "7rp/f6/X//b//uv/f////v7/9/u+///////3+q7//v//Xdd//vXu2X+/5////+/////9///77//7/n1///373f/v//+/////"
            + "ff1+d2////3/+//+////u/v///n1///////u///+v9///9/////v/99///v5e/re/////ff179//f97//euv++f379v////v"
            + "1/f////////17/67//f//X/6/7////+/////d1//////3+/////v7//v39/b37///9vv//6f5++Z//vu9//fr/3/v3//6/fV"
            + "f1//uv7//+7/f//77e5f9rW//1///32qd916nu33ve1/v///1/v/////v//////13//22vrq//1/bv3Xu93V3Xpr79m/19+m"
            + "elVdVZ//fVZu/VVWVa1eXVanmWVZe1///3//v/XVVVV1ffvnev29XVlVW9Vub5m3fVdf/7WZteVVblr1/b/X1Vad/+63//e+"
            + "Xld72f1n1VVVVX+2Ze1/v/v+/Vl23bel7r/VmW9feV19Vvdp//r/l2+vuf9Wved27V93/r/9//7eWZ1/1rmlv/f1nlVZZlnZ"
            + "/15///+//3V3////////b////////vf//7/uvvu/7W/7++7/v6ntn9/f//62n//176r9//auWbt+fWp9f+53vfb/1/7vV/3/"
            + "//D";
}
