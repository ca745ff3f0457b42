package org.puzzlearena.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;
import org.puzzlearena.cli.command.CliArgs;

/**
 * A book build's record ({@code bench/connect-four-book/*.progress}, for the exact book and the
 * results book alike): one line a proven position, "key value moves positions-searched", appended
 * as soon as it is proven, so that a build stopped at any moment resumes where it was.
 */
final class ProgressRecord {

    private ProgressRecord() {}

    /**
     * The record's values by key (empty when there is no file). A last line cut short (the build was
     * killed while writing it) is dropped from the file, so that its position is proven again.
     */
    static Map<Long, Integer> read(Path progress) {
        Map<Long, Integer> values = new HashMap<>();
        if (!Files.exists(progress)) {
            return values;
        }
        try {
            String text = Files.readString(progress, StandardCharsets.UTF_8);
            int complete = text.lastIndexOf('\n') + 1;
            if (complete < text.length()) {
                text = text.substring(0, complete);
                Files.writeString(progress, text, StandardCharsets.UTF_8);
            }
            for (String line : text.split("\n")) {
                String[] f = line.trim().split(" ");
                if (f.length >= 2) {
                    values.put(Long.parseLong(f[0]), Integer.parseInt(f[1]));
                }
            }
        } catch (IOException | NumberFormatException e) {
            throw new CliArgs.UsageException("cannot read the progress file " + progress + ": " + e.getMessage());
        }
        return values;
    }

    /** Appends {@code line} (with its newline); an empty line checks that the file can be written. */
    static void append(Path progress, String line) {
        try {
            Path dir = progress.toAbsolutePath().getParent();
            if (dir != null) {
                Files.createDirectories(dir);
            }
            Files.writeString(
                    progress, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new CliArgs.UsageException("cannot write the progress file " + progress + ": " + e);
        }
    }
}
