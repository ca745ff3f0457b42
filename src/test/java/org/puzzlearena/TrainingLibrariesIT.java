package org.puzzlearena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What package builds for training and for the server, apart: the server (target/quarkus-app, and
 * so the Docker image that copies it) carries no DJL or PyTorch jar, which it never loads, while
 * target/training-lib holds them and bin/arena train, as README runs it, trains with them.
 */
class TrainingLibrariesIT {

    private static List<String> jars(Path dir) throws Exception {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".jar"))
                    .toList();
        }
    }

    @Test
    void theServerShipsNoTrainingLibrary() throws Exception {
        List<String> server = jars(Path.of("target/quarkus-app"));
        assertTrue(server.stream().anyMatch(n -> n.contains("quarkus-core")), "the server's libraries: " + server);
        for (String jar : server) {
            assertTrue(
                    !jar.startsWith("ai.djl") && !jar.contains("pytorch"), "a training library in the server: " + jar);
        }
        List<String> training = jars(Path.of("target/training-lib"));
        assertTrue(training.stream().anyMatch(n -> n.startsWith("pytorch-native-cpu-")), training.toString());
        assertTrue(training.stream().anyMatch(n -> n.startsWith("pytorch-engine-")), training.toString());
    }

    @Test
    @Slow
    void binArenaTrainTrainsWithThePackagedLibraries(@TempDir Path dir) throws Exception {
        Path network = dir.resolve("tiny.net");
        Process p = new ProcessBuilder(
                        Path.of("bin/arena").toAbsolutePath().toString(),
                        "train",
                        "--stage",
                        "supervised",
                        "--data",
                        "bench/connect-four-positions/set-end.txt",
                        "--hidden",
                        "16",
                        "--steps",
                        "20",
                        "--batch",
                        "32",
                        "--out",
                        network.toString())
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), out);
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("kept the network of step"), out);
        assertTrue(Files.readString(network).length() > 1000, "a written network");
    }
}
