package org.puzzlearena.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.training.Datasets;
import org.puzzlearena.training.LabelledPosition;

/**
 * The labelled-position files an option names ({@code --data a.txt,b.txt}), read once each, for the
 * commands that train on them and grade on them: an unreadable file or line is a clear input error.
 */
final class PositionFiles {

    private PositionFiles() {}

    /** The files of {@code option}, comma-separated; none when the option is absent. */
    static List<Path> of(CliArgs a, String option) {
        String v = a.option(option);
        List<Path> paths = new ArrayList<>();
        if (v != null) {
            for (String f : v.split(",")) {
                if (!f.isBlank()) {
                    paths.add(Path.of(f.trim()));
                }
            }
        }
        return paths;
    }

    /** Every position of {@code files} once ({@link Datasets#read}), or an input error naming the file and line. */
    static List<LabelledPosition> read(List<Path> files) {
        try {
            return Datasets.read(files);
        } catch (IOException e) {
            throw new InputReader.UnreadableInputException("cannot read " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new InputReader.UnreadableInputException(e.getMessage());
        }
    }
}
