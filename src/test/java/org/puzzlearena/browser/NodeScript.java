package org.puzzlearena.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a test script of src/test/resources/browser under Node.js against a TeaVM build of the
 * frontend (as the browser imports it), failing the test with node's output when it fails.
 */
final class NodeScript {

    private NodeScript() {}

    /** Fails at once, saying how to build it, when the TeaVM module {@code module} is missing. */
    static void requireBuilt(Path module) throws IOException {
        if (!Files.isRegularFile(module) || Files.size(module) == 0) {
            fail(module
                    + " is missing: it is built by `./mvnw process-classes` (TeaVM), which `./mvnw verify` runs first");
        }
    }

    /** Copies resource {@code /browser/<script>} into {@code work} and runs it with {@code args}. */
    static void run(Path work, String script, long timeoutSeconds, String... args) throws Exception {
        Path file = work.resolve(script);
        try (InputStream in = NodeScript.class.getResourceAsStream("/browser/" + script)) {
            Files.copy(in, file);
        }
        List<String> command = new ArrayList<>(List.of("node", file.toString()));
        command.addAll(List.of(args));
        Process node;
        try {
            node = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new AssertionError(
                    "Node.js (`node`, version 20 or newer) runs the browser build's tests; install it", e);
        }
        String output = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(node.waitFor(timeoutSeconds, TimeUnit.SECONDS), "node finished");
        assertEquals(0, node.exitValue(), "node failed:\n" + output);
    }
}
