package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.Slow;

/**
 * {@code bin/server backup} never builds: it runs from cron beside a live server, where a build would
 * take the cores for minutes and rewrite the jar the server runs from. The script runs in a copy of
 * the project's layout with no {@code mvnw}, so any attempt to build fails the command.
 */
@Slow
class ServerScriptBackupIT {

    @TempDir
    Path project;

    @TempDir
    Path dataDir;

    @Test
    void aBackupRunsTheBuiltJarEvenWhenTheSourcesAreNewer() throws Exception {
        Path builtApp = Path.of(System.getProperty("arena.server.jar", "target/quarkus-app/quarkus-run.jar"))
                .toAbsolutePath()
                .getParent();
        assertTrue(Files.isRegularFile(builtApp.resolve("quarkus-run.jar")), "the *IT tests run after package");
        copyScript();
        Files.createDirectories(project.resolve("target"));
        Files.createSymbolicLink(project.resolve("target/quarkus-app"), builtApp);
        Path source = Files.createDirectories(project.resolve("src/main/java")).resolve("Edited.java");
        Files.writeString(source, "class Edited {}\n");
        Files.setLastModifiedTime(source, FileTime.from(Instant.now().plusSeconds(3600)));

        Run r = run("backup", dataDir.resolve("backup").toString());

        assertFalse(r.out.contains("rebuilding"), r.out);
        // The jar ran: it found no server on the empty data directory and said so.
        assertTrue(r.out.contains("no server is running"), r.out);
        assertEquals(1, r.status, r.out);
    }

    @Test
    void aBackupWithoutABuiltApplicationSaysSoAndBuildsNothing() throws Exception {
        copyScript();
        Files.createDirectories(project.resolve("src/main/java"));

        Run backup = run("backup", dataDir.resolve("backup").toString());
        Run restore = run("restore", dataDir.resolve("backup").toString());

        for (Run r : new Run[] {backup, restore}) {
            assertEquals(1, r.status, r.out);
            assertTrue(r.out.contains("the application is not built"), r.out);
            assertFalse(r.out.contains("building"), r.out);
        }
        assertFalse(Files.exists(project.resolve("target")), "nothing was built");
    }

    private void copyScript() throws Exception {
        Path bin = Files.createDirectories(project.resolve("bin"));
        Files.copy(Path.of("bin/server"), bin.resolve("server"), StandardCopyOption.COPY_ATTRIBUTES);
        assertTrue(Files.isExecutable(bin.resolve("server")));
    }

    private record Run(int status, String out) {}

    private Run run(String... args) throws Exception {
        var command = new ArrayList<String>();
        command.add(project.resolve("bin/server").toString());
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("ARENA_DATA_DIR", dataDir.toString());
        pb.environment().remove("DB_URL");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(2, TimeUnit.MINUTES), out);
        return new Run(p.exitValue(), out);
    }
}
