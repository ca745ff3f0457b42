package org.puzzlearena.search.solver;

/**
 * The opening book shipped with the solver (see {@link ConnectFourBook}): generated, do not edit.
 * Made by: bin/arena book --game connect-four --depth 2
 * 30 positions of 0 to 2 stones (mirror images once), exact scores from the side to move.
 */
final class ConnectFourOpenings {

    private ConnectFourOpenings() {}

    static final ConnectFourBook BOOK = new ConnectFourBook(
            2,
            new long[] {
                0L,
                1L,
                4L,
                128L,
                130L,
                257L,
                512L,
                16384L,
                16386L,
                16640L,
                32769L,
                32896L,
                65536L,
                2097152L,
                2097154L,
                2097408L,
                2129920L,
                4194305L,
                4194432L,
                4210688L,
                8388608L,
                268435458L,
                268435712L,
                268468224L,
                536870913L,
                536871040L,
                34359738370L,
                34359738624L,
                68719476737L,
                4398046511106L,
            },
            new byte[] {
                1, 2, 1, 1, -2, 2, 0, 0, -1, -1, 2, 2, 0, -1, -2, 0, 0, 4, 2, 2, 1, 1, 2, 0, 3, 0, -1, 2, 3, 2,
            });
}
