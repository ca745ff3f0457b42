package org.puzzlearena.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.State;

/**
 * {@code arena show}: draws the position after a solution's moves (the initial position without a
 * file). For an invalid file it draws the position before the first bad move and says why.
 */
final class ShowCommand implements Command {

    @Override
    public String name() {
        return "show";
    }

    @Override
    public String summary() {
        return "draw the position after the moves of a solution file as text";
    }

    @Override
    public String usage() {
        return "arena show --game GAME [--instance ID] [FILE]    (FILE '-' = standard input)";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        ReplayInput input = ReplayInput.parse(args, in, false, "show takes at most one FILE");
        GameSelection sel = input.selection();
        String text = input.text() == null ? "" : input.text();
        ReplayResult result = Replay.file(sel.game(), sel.instance(), text);
        switch (result) {
            case ReplayResult.Valid v -> {
                out.println(sel.game().title() + ", " + sel.instance() + ": " + v.moves() + " moves, score " + v.score()
                        + (v.finalState().isTerminal() ? " (game over)" : ""));
                out.print(v.finalState().render());
                return ExitStatus.OK;
            }
            case ReplayResult.Invalid bad -> {
                State before = positionBefore(sel, text, bad.moveIndex());
                out.println(sel.game().title() + ", " + sel.instance() + ": position before move index "
                        + bad.moveIndex() + ", score " + before.score());
                out.print(before.render());
                err.println(
                        "arena: move index " + bad.moveIndex() + " (" + bad.move() + ") is illegal: " + bad.reason());
                return ExitStatus.INVALID;
            }
            case ReplayResult.Unreadable u -> throw new InputReader.UnreadableInputException(u.reason());
        }
    }

    /** Replays the valid prefix again: the verifier returns values, not intermediate states. */
    private static State positionBefore(GameSelection sel, String text, int moveIndex) {
        State initial = sel.game().newInitialState(sel.instance());
        SolutionFormat.ParsedSolution parsed = sel.game().solutionFormat().read(text, initial);
        List<String> prefix = parsed.moves().subList(0, moveIndex);
        return ((ReplayResult.Valid) Replay.moves(initial, prefix)).finalState();
    }
}
