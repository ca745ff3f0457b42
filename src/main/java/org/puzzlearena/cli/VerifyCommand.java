package org.puzzlearena.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Set;
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
        CliArgs parsed = CliArgs.parse(args, 0, Set.of("game", "instance"), Set.of());
        GameSelection sel = GameSelection.from(parsed);
        if (parsed.operands().size() != 1) {
            throw new CliArgs.UsageException("verify takes exactly one FILE (or - for standard input)");
        }
        String text = InputReader.read(parsed.operands().get(0), in);
        ReplayResult result = Replay.file(sel.game(), sel.instance(), text);
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
                out.println("{\"valid\":false,\"moveIndex\":" + bad.moveIndex()
                        + ",\"move\":" + JsonStrings.quote(bad.move())
                        + ",\"reason\":" + JsonStrings.quote(bad.reason()) + "}");
                return ExitStatus.INVALID;
            }
            case ReplayResult.Unreadable u -> throw new InputReader.UnreadableInputException(u.reason());
        }
    }
}
