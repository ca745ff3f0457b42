package org.puzzlearena.rules.morpion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.SolutionFormat.ParsedSolution;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/** Reading and writing whole games in the Pentasol notation of morpionsolitaire.com. */
class PentasolFormatTest {

    private static final Game GAME = MorpionGame.touching();
    private static final SolutionFormat PENTASOL = GAME.solutionFormat();

    static List<Game> games() {
        return List.of(MorpionGame.touching(), MorpionGame.disjoint());
    }

    private static State randomGame(Game game, long seed) {
        SplitMix64 rng = new SplitMix64(seed);
        int[] buffer = new int[game.maxLegalMoves()];
        State state = game.newInitialState("cross");
        while (!state.isTerminal()) {
            state.play(state.randomMove(rng, buffer));
        }
        return state;
    }

    private static ParsedSolution read(String text) {
        return PENTASOL.read(text, GAME.newInitialState("cross"));
    }

    @ParameterizedTest
    @MethodSource("games")
    void writtenGameReadsBackToTheSameGame(Game game) {
        for (long seed = 1; seed <= 20; seed++) {
            State played = randomGame(game, seed);
            String file = game.solutionFormat().write(played);

            ReplayResult.Valid replayed = assertInstanceOf(ReplayResult.Valid.class, Replay.file(game, "cross", file));
            assertArrayEquals(played.history(), replayed.finalState().history());
            assertEquals(file, game.solutionFormat().write(replayed.finalState()));
        }
    }

    @Test
    void writtenFileStartsWithTheCanonicalReference() {
        State state = GAME.newInitialState("cross");
        state.play(state.readMove("(28,29) | -2").move());

        String file = PENTASOL.write(state);

        assertTrue(file.startsWith("#"), file);
        assertTrue(file.endsWith("(28,28)\n(28,29) | -2\n"), file);
    }

    @Test
    void aFileLongerThanAnyGameOfTheVariantKeepsItsFirstMovesAndCountsThemAll() {
        // Rosin's 178-move 5T record read as 5D: replay decides by move 122 (5D games are shorter),
        // but the message about the file must say how many moves it has (it once said 122).
        ParsedSolution.Ok parsed = (ParsedSolution.Ok) PENTASOL.read(
                Fixtures.text("5T-178-rosin.psol"), MorpionGame.disjoint().newInitialState("cross"));
        assertEquals(MorpionGame.disjoint().maxGameLength() + 1, parsed.moves().size());
        assertEquals(178, parsed.movesInFile());
        assertEquals(178, ((ParsedSolution.Ok) read(Fixtures.text("5T-178-rosin.psol"))).movesInFile());
    }

    @Test
    void recordFileRoundTrips() {
        String record = Fixtures.text("5T-178-rosin.psol");
        ReplayResult.Valid valid = (ReplayResult.Valid) Replay.file(GAME, "cross", record);

        ReplayResult.Valid again = (ReplayResult.Valid) Replay.file(GAME, "cross", PENTASOL.write(valid.finalState()));

        assertArrayEquals(valid.finalState().history(), again.finalState().history());
    }

    @Test
    void movesAreTranslatedFromAnyReference() {
        ParsedSolution parsed = read("# shifted by (-18,+12)\n(10,40)\n(10,41) | -2\n(10,42) | 1\n");

        assertEquals(List.of("(28,29) | -2", "(28,30) | +1"), parsed.moves());
    }

    @Test
    void commentsBlankLinesAndWindowsLineEndingsAreIgnored() {
        ParsedSolution parsed =
                read("# a game\r\n\r\n   # indented comment\r\n(28,28)\r\n\r\n(28,29) | -2\r\n# done\r\n");

        assertEquals(List.of("(28,29) | -2"), parsed.moves());
    }

    @Test
    void referenceOnlyIsAnEmptyGame() {
        ReplayResult.Valid valid = assertInstanceOf(ReplayResult.Valid.class, Replay.file(GAME, "cross", "(28,28)\n"));
        assertEquals(0, valid.score());
    }

    @Test
    void lineThatIsNotAMoveIsReportedAtItsIndex() {
        ReplayResult result = Replay.file(GAME, "cross", "(28,28)\n(28,29) | -2\nthis is not a move\n(28,30) | +1\n");

        ReplayResult.Invalid invalid = assertInstanceOf(ReplayResult.Invalid.class, result);
        assertEquals(1, invalid.moveIndex());
        assertEquals("this is not a move", invalid.move());
        assertTrue(invalid.reason().startsWith("not a Pentasol move"), invalid.reason());
    }

    @Test
    void fileWithoutReferenceIsUnreadable() {
        ParsedSolution parsed = read("# no reference\n(28,29) | -2\n");

        assertTrue(!parsed.isReadable());
        assertTrue(parsed.error().contains("expected the reference point (X,Y)"), parsed.error());
        assertTrue(parsed.error().contains("line 2"), parsed.error());
    }

    @Test
    void emptyFileIsUnreadable() {
        for (String text : new String[] {"", "\n\n", "# only comments\n"}) {
            ParsedSolution parsed = read(text);
            assertTrue(!parsed.isReadable());
            assertTrue(parsed.error().startsWith("no reference line"), parsed.error());
        }
    }

    @Test
    void binaryIsUnreadable() {
        ReplayResult result = Replay.file(GAME, "cross", "(28,28)\n\u0000\u0001\u0002\u00ff");

        ReplayResult.Unreadable unreadable = assertInstanceOf(ReplayResult.Unreadable.class, result);
        assertTrue(unreadable.reason().startsWith("not a text file"), unreadable.reason());
        assertTrue(!read(null).isReadable());
    }

    @Test
    void farAwayReferenceIsUnreadable() {
        ParsedSolution parsed = read("(99999999999999999999,28)\n(28,29) | -2\n");

        assertTrue(!parsed.isReadable());
        assertTrue(parsed.error().contains("too far away"), parsed.error());
    }
}
