package org.puzzlearena.server.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The page refuses a solution over the size the server accepts before reading it: its limit
 * (frontend/src/lib/solutionSize.ts) is the server's body limit, {@link BodySizeLimit#MAX_BYTES}.
 */
class SolutionSizeLimitParityTest {

    static final Path PAGE_LIMIT = Path.of("frontend", "src", "lib", "solutionSize.ts");

    @Test
    void thePageRefusesWhatTheServerRefuses() throws IOException {
        Matcher m = Pattern.compile("export const MAX_SOLUTION_BYTES = ([0-9_ *]+);")
                .matcher(Files.readString(PAGE_LIMIT));
        assertTrue(m.find(), PAGE_LIMIT + " names its limit MAX_SOLUTION_BYTES");
        long pageLimit = Arrays.stream(m.group(1).replace("_", "").split("\\*"))
                .mapToLong(f -> Long.parseLong(f.strip()))
                .reduce(1, (a, b) -> a * b);
        assertEquals(BodySizeLimit.MAX_BYTES, pageLimit, "the page's limit is the server's");
    }
}
