package org.puzzlearena.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.ReplayResult;

/**
 * What the commands that replay one game's moves share (verify, moves, show): the {@code --game}
 * and {@code --instance} options, at most one FILE operand in the game's notation ('-' = standard
 * input), and the verifier's JSON verdict on an illegal move.
 *
 * @param text the FILE's text, or null when none was given
 */
record ReplayInput(GameSelection selection, String text) {

    /**
     * Parses {@code args}; a FILE is required when {@code fileRequired}, and {@code operandError} is
     * the usage error for a missing FILE or more than one.
     */
    static ReplayInput parse(String[] args, InputStream in, boolean fileRequired, String operandError) {
        CliArgs parsed = CliArgs.parse(args, 0, Set.of("game", "instance"), Set.of());
        GameSelection selection = GameSelection.from(parsed);
        List<String> operands = parsed.operands();
        if (operands.size() > 1 || (fileRequired && operands.isEmpty())) {
            throw new CliArgs.UsageException(operandError);
        }
        return new ReplayInput(selection, operands.isEmpty() ? null : InputReader.read(operands.get(0), in));
    }

    /** Prints an illegal move as the verifier's JSON verdict; returns the exit status that says so. */
    static int printInvalid(PrintStream out, ReplayResult.Invalid bad) {
        out.println("{\"valid\":false,\"moveIndex\":" + bad.moveIndex()
                + ",\"move\":" + JsonStrings.quote(bad.move())
                + ",\"reason\":" + JsonStrings.quote(bad.reason()) + "}");
        return ExitStatus.INVALID;
    }
}
