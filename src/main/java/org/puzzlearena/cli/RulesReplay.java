package org.puzzlearena.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.twoplayer.SeededGame;

/**
 * {@code arena replay <id>} of a game with a remote bot on one side: re-verified by the rules, not
 * re-played. The remote bot chose its moves on its owner's machine, so nobody can ask it again; what
 * the record can still prove is checked here: the opening is the one the seed draws, every stored
 * move is legal where it was played, and the stored result follows: a game played out ends in a
 * terminal position with that result, a forfeit is the forfeiting side's loss in a position the
 * rules had not ended. The output says plainly that the moves' choices were not re-run.
 */
final class RulesReplay {

    /** What the output says of the choices, in one sentence, so no reader takes the check for a replay. */
    static final String NOT_RERUN = "re-verified by the rules only: the remote bot's moves were chosen on its owner's"
            + " machine and cannot be run again, and its opponent's were not re-run";

    private RulesReplay() {}

    static boolean remote(Map<?, ?> side) {
        return "remote".equals(side.get("kind"));
    }

    static int run(String id, Game game, Map<?, ?> record, PrintStream out) {
        State start = game.newInitialState(game.defaultInstance());
        long seed = ((Number) record.get("seed")).longValue();
        int plies = ((Number) record.get("openingPlies")).intValue();
        List<String> opening = new ArrayList<>();
        for (Object o : (List<?>) record.get("opening")) {
            opening.add((String) o);
        }
        List<String> moves = new ArrayList<>();
        for (Object o : (List<?>) record.get("moves")) {
            moves.add((String) ((Map<?, ?>) o).get("move"));
        }
        boolean openingSame = SeededGame.opening(start, plies, seed).equals(opening);
        List<String> line = new ArrayList<>(opening);
        line.addAll(moves);
        Integer illegalPly = null;
        String why = null;
        String result = null;
        boolean terminal = false;
        switch (Replay.moves(start, line)) {
            case ReplayResult.Valid v -> {
                terminal = v.finalState().isTerminal();
                if (terminal) {
                    int r = v.finalState().returns(0);
                    result = r > 0 ? "first" : r < 0 ? "second" : "draw";
                }
            }
            case ReplayResult.Invalid i -> {
                illegalPly = i.moveIndex() - opening.size();
                why = i.reason();
            }
            case ReplayResult.Unreadable u -> why = u.reason();
        }
        Map<?, ?> forfeit = (Map<?, ?>) record.get("forfeit");
        String storedResult = (String) record.get("result");
        boolean resultSame;
        if (forfeit == null) {
            resultSame = terminal && result.equals(storedResult);
        } else {
            // A forfeit ends a game the rules had not ended, as the forfeiting side's loss.
            long loser = ((Number) forfeit.get("playerId")).longValue();
            boolean firstLost = ((Number) ((Map<?, ?>) record.get("first")).get("playerId")).longValue() == loser;
            result = firstLost ? "second" : "first";
            resultSame = illegalPly == null && why == null && !terminal && result.equals(storedResult);
        }
        boolean verified = openingSame && illegalPly == null && why == null && resultSame;
        out.println("{\"id\":" + id + ",\"game\":" + JsonStrings.quote(game.id()) + ",\"reproduced\":false"
                + ",\"verified\":" + verified + ",\"plies\":" + moves.size() + ",\"openingSame\":" + openingSame
                + ",\"illegalPly\":" + illegalPly + ",\"illegal\":" + (why == null ? "null" : JsonStrings.quote(why))
                + ",\"resultSame\":" + resultSame + ",\"storedResult\":" + quoteOrNull(storedResult)
                + ",\"result\":" + quoteOrNull(result)
                + ",\"forfeit\":" + (forfeit == null ? "null" : JsonStrings.quote((String) forfeit.get("verdict")))
                + ",\"choicesRerun\":false,\"note\":" + JsonStrings.quote(NOT_RERUN) + ",\"seed\":" + seed + "}");
        return verified ? ExitStatus.OK : ExitStatus.INVALID;
    }

    private static String quoteOrNull(String s) {
        return s == null ? "null" : JsonStrings.quote(s);
    }
}
