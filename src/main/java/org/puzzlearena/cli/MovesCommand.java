package org.puzzlearena.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;

/**
 * {@code arena moves}: the legal moves of a position, the start of an instance or the end of a
 * prefix file in the game's notation, as the server's step API lists them: one JSON object with
 * the score, terminal and the moves' canonical texts.
 */
final class MovesCommand implements Command {

    @Override
    public String name() {
        return "moves";
    }

    @Override
    public String summary() {
        return "list the legal moves after a prefix (or at the start) as JSON";
    }

    @Override
    public String usage() {
        return "arena moves --game GAME [--instance ID] [FILE]    (FILE: a prefix in the game's notation, '-' = standard input)";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        ReplayInput input =
                ReplayInput.parse(args, in, false, "moves takes at most one FILE (or - for standard input)");
        GameSelection sel = input.selection();
        ReplayResult result = input.text() == null
                ? Replay.moves(sel.game(), sel.instance(), List.of())
                : Replay.file(sel.game(), sel.instance(), input.text());
        switch (result) {
            case ReplayResult.Valid v -> {
                State s = v.finalState();
                int[] buffer = new int[sel.game().maxLegalMoves()];
                int n = s.legalMoves(buffer);
                List<String> texts = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    texts.add(JsonStrings.quote(s.formatMove(buffer[i])));
                }
                out.println("{\"game\":" + JsonStrings.quote(sel.game().id()) + ",\"instance\":"
                        + JsonStrings.quote(sel.instance())
                        + ",\"moveCount\":" + s.moveCount() + ",\"score\":" + s.score() + ",\"terminal\":"
                        + s.isTerminal()
                        + ",\"legalMoveCount\":" + n + ",\"legalMoves\":[" + String.join(",", texts) + "]}");
                return ExitStatus.OK;
            }
            case ReplayResult.Invalid bad -> {
                return ReplayInput.printInvalid(out, bad);
            }
            case ReplayResult.Unreadable u -> throw new InputReader.UnreadableInputException(u.reason());
        }
    }
}
