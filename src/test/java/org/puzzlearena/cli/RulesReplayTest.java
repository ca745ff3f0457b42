package org.puzzlearena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.rules.tictactoe.TicTacToeGame;
import org.puzzlearena.search.twoplayer.SeededGame;

/**
 * A remote bot's game re-verified by the rules ({@code arena replay} of a remote game): a record
 * that holds is verified, and says plainly that nobody's choices were re-run; a record with an
 * illegal move, a wrong result, a forfeit of a game the rules had ended, or another opening is not.
 */
class RulesReplayTest {

    private static final Game GAME = Games.byId(TicTacToeGame.ID).orElseThrow();
    private static final long SEED = 12345;
    private static final long REMOTE = 7;
    private static final long ANCHOR = 3;

    private record Out(int status, String json) {}

    /** A game played out from the seed's opening by taking the first legal move each turn. */
    private static Map<String, Object> record(String resultOverride) {
        State start = GAME.newInitialState(GAME.defaultInstance());
        List<String> opening = SeededGame.opening(start, 2, SEED);
        State s = start.copy();
        for (String m : opening) {
            s.play(moveOf(s, m));
        }
        int[] buffer = new int[GAME.maxLegalMoves()];
        List<Map<String, Object>> moves = new ArrayList<>();
        while (!s.isTerminal()) {
            s.legalMoves(buffer);
            int move = buffer[0];
            moves.add(Map.of("move", s.formatMove(move)));
            s.play(move);
        }
        int r = s.returns(0);
        Map<String, Object> rec = new HashMap<>();
        rec.put("game", GAME.id());
        rec.put("seed", SEED);
        rec.put("openingPlies", 2);
        rec.put("opening", opening);
        rec.put("moves", moves);
        rec.put("result", resultOverride != null ? resultOverride : r > 0 ? "first" : r < 0 ? "second" : "draw");
        rec.put("first", Map.of("playerId", REMOTE, "kind", "remote", "label", "my-bot"));
        rec.put("second", Map.of("playerId", ANCHOR, "kind", "reference", "spec", "random"));
        return rec;
    }

    private static int moveOf(State s, String text) {
        return ((org.puzzlearena.rules.MoveCheck.Ok) s.readMove(text)).move();
    }

    private static Out check(Map<String, Object> rec) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = RulesReplay.run("1", GAME, rec, new PrintStream(out, true, StandardCharsets.UTF_8));
        return new Out(status, out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aRemoteGameThatHoldsIsVerifiedAndSaysItsChoicesWereNotRerun() {
        Out o = check(record(null));
        assertEquals(0, o.status(), o.json());
        assertTrue(o.json().contains("\"reproduced\":false,\"verified\":true"), o.json());
        assertTrue(o.json().contains("\"choicesRerun\":false"), o.json());
        assertTrue(o.json().contains("cannot be run again"), o.json());
    }

    @Test
    void anIllegalMoveAWrongResultOrAnotherOpeningIsCaught() {
        Map<String, Object> illegal = record(null);
        List<Map<String, Object>> moves = new ArrayList<>(castMoves(illegal));
        moves.set(1, moves.get(0)); // the same square twice
        illegal.put("moves", moves);
        Out o = check(illegal);
        assertEquals(1, o.status(), o.json());
        assertTrue(o.json().contains("\"illegalPly\":1,"), o.json());

        Map<String, Object> rec = record(null);
        String wrong = rec.get("result").equals("first") ? "second" : "first";
        Out w = check(record(wrong));
        assertEquals(1, w.status(), w.json());
        assertTrue(w.json().contains("\"resultSame\":false"), w.json());

        Map<String, Object> opening = record(null);
        opening.put("seed", SEED + 1);
        Out x = check(opening);
        // Another seed draws another opening (or, by chance, the same: then the check holds).
        if (!SeededGame.opening(GAME.newInitialState(GAME.defaultInstance()), 2, SEED + 1)
                .equals(opening.get("opening"))) {
            assertEquals(1, x.status(), x.json());
            assertTrue(x.json().contains("\"openingSame\":false"), x.json());
        }
    }

    @Test
    void aForfeitIsTheForfeitersLossInAGameTheRulesHadNotEnded() {
        Map<String, Object> rec = record(null);
        List<Map<String, Object>> moves = castMoves(rec);
        rec.put("moves", new ArrayList<>(moves.subList(0, 2)));
        rec.put("forfeit", Map.of("playerId", REMOTE, "verdict", "time", "reason", "no move within 10 s"));
        rec.put("result", "second");
        Out o = check(rec);
        assertEquals(0, o.status(), o.json());
        assertTrue(o.json().contains("\"forfeit\":\"time\""), o.json());

        rec.put("result", "first"); // the forfeiter cannot have won
        assertEquals(1, check(rec).status());

        Map<String, Object> ended = record(null);
        ended.put("forfeit", Map.of("playerId", REMOTE, "verdict", "time", "reason", "late"));
        ended.put("result", "second");
        assertEquals(1, check(ended).status(), "no forfeit after the rules ended the game");
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> castMoves(Map<String, Object> rec) {
        return (List<Map<String, Object>>) rec.get("moves");
    }
}
