package org.puzzlearena.cli;

import java.io.InputStream;
import java.io.PrintStream;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;

/**
 * {@code arena verify}: replays a solution file with the rules core and prints one JSON object,
 * the same verdict the server gives.
 */
final class VerifyCommand implements Command {

    @Override
    public String name() {
        return "verify";
    }

    @Override
    public String summary() {
        return "replay a solution file and print its verified score as JSON";
    }

    @Override
    public String usage() {
        return "arena verify --game GAME [--instance ID] FILE    (FILE '-' = standard input)";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        ReplayInput input =
                ReplayInput.parse(args, in, true, "verify takes exactly one FILE (or - for standard input)");
        GameSelection sel = input.selection();
        ReplayResult result = Replay.file(sel.game(), sel.instance(), input.text());
        switch (result) {
            case ReplayResult.Valid v -> {
                String details = v.finalState().detailsJson();
                out.println("{\"valid\":true,\"score\":" + v.score() + ",\"moves\":" + v.moves()
                        + ",\"game\":" + JsonStrings.quote(sel.game().id())
                        + ",\"instance\":" + JsonStrings.quote(sel.instance())
                        + ",\"terminal\":" + v.finalState().isTerminal()
                        + (details.isEmpty() ? "" : "," + details) + "}");
                return ExitStatus.OK;
            }
            case ReplayResult.Invalid bad -> {
                return ReplayInput.printInvalid(out, bad);
            }
            case ReplayResult.Unreadable u -> throw new InputReader.UnreadableInputException(u.reason());
        }
    }
}
