package org.puzzlearena.hosting;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.puzzlearena.rules.Replay;

/**
 * The read-only files a sandbox sees besides the system's: the bot at {@code /bot} and the runtimes'
 * rules packages at {@code /arena}, copied from a checkout of the platform into a staging directory
 * first. Copies, because the sandbox's unprivileged user must be able to read them wherever the
 * originals live (a home directory, /work), and so that a bot's files cannot change while it runs.
 */
public final class ArenaFiles {

    static final String RULES_JAR_IN_SANDBOX = "/arena/rules.jar";

    /** The largest bot a run copies in: a bot is a program, not a data set. */
    static final long MAX_BOT_BYTES = 64L * 1024 * 1024;

    private static final String JS_PACKAGE = "node_modules/puzzle-arena-rules";

    private final Path checkout;

    /** @param checkout the platform's checkout: its clients/ and the TeaVM build of the rules */
    public ArenaFiles(Path checkout) {
        this.checkout = checkout;
    }

    /** What cannot be staged, in words a person can act on. */
    public static final class StagingProblem extends RuntimeException {
        StagingProblem(String message) {
            super(message);
        }
    }

    /**
     * Writes {@code into/arena} (what {@code runtime} needs) and {@code into/bot} (a copy of the
     * bot, a file or a directory), world-readable. Symbolic links inside a bot directory are copied
     * as links, never followed, so they can only point inside the sandbox.
     */
    public void stage(BotRuntime runtime, Path bot, Path into) {
        try {
            Path arena = readableDirectory(into.resolve("arena"));
            writeRulesJar(arena.resolve("rules.jar"));
            switch (runtime) {
                case PYTHON ->
                    copyTree(checkout.resolve("clients/python/puzzlearena"), arena.resolve("python/puzzlearena"));
                case NODE -> stageJsPackage(arena.resolve(JS_PACKAGE));
                case JAVA -> {}
            }
            Path botDir = readableDirectory(into.resolve("bot"));
            if (Files.isDirectory(bot)) {
                copyTree(bot, botDir);
            } else {
                copyFile(bot, botDir.resolve(bot.getFileName().toString()));
            }
            if (size(botDir) > MAX_BOT_BYTES) {
                throw new StagingProblem("the bot is larger than " + MAX_BOT_BYTES / (1024 * 1024) + " MB");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void stageJsPackage(Path dest) throws IOException {
        Path js = checkout.resolve("clients/js");
        Path compiled = checkout.resolve("frontend/src/rules/generated/rules.js");
        if (!Files.isRegularFile(compiled)) {
            throw new StagingProblem("the JavaScript rules are not built (" + compiled
                    + " is missing): run ./mvnw -q process-classes -Dquinoa.skip=true first");
        }
        readableDirectory(dest);
        for (String name : List.of("package.json", "index.js", "client.js", "token-store.js")) {
            copyFile(js.resolve(name), dest.resolve(name));
        }
        copyFile(compiled, dest.resolve("rules.js"));
    }

    /**
     * The rules and search classes as a jar: the one the running program was loaded from, or, when
     * it runs from a build's classes directory, a jar of that directory's rules and search packages.
     */
    private static void writeRulesJar(Path dest) throws IOException {
        Path source;
        try {
            source = Path.of(Replay.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        if (Files.isRegularFile(source)) {
            copyFile(source, dest);
            return;
        }
        try (OutputStream out = Files.newOutputStream(dest);
                JarOutputStream jar = new JarOutputStream(out)) {
            for (String pkg : List.of("org/puzzlearena/rules", "org/puzzlearena/search", "org/puzzlearena/rating")) {
                try (Stream<Path> files = Files.walk(source.resolve(pkg))) {
                    for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                        jar.putNextEntry(
                                new JarEntry(source.relativize(f).toString().replace('\\', '/')));
                        Files.copy(f, jar);
                        jar.closeEntry();
                    }
                }
            }
        }
        Files.setPosixFilePermissions(dest, PosixFilePermissions.fromString("rw-r--r--"));
    }

    private static void copyTree(Path from, Path to) throws IOException {
        if (!Files.isDirectory(from)) {
            throw new StagingProblem(from + " is not a directory");
        }
        Files.walkFileTree(from, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                readableDirectory(to.resolve(from.relativize(dir).toString()));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Path dest = to.resolve(from.relativize(file).toString());
                if (attrs.isSymbolicLink()) {
                    Files.copy(file, dest, LinkOption.NOFOLLOW_LINKS);
                } else if (attrs.isRegularFile()) {
                    copyFile(file, dest);
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private static void copyFile(Path from, Path to) throws IOException {
        if (!Files.isRegularFile(from)) {
            throw new StagingProblem(from + " is not a file");
        }
        Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
        boolean executable = Files.isExecutable(from);
        Files.setPosixFilePermissions(to, PosixFilePermissions.fromString(executable ? "rwxr-xr-x" : "rw-r--r--"));
    }

    private static Path readableDirectory(Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        return dir;
    }

    private static long size(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS))
                    .mapToLong(p -> p.toFile().length())
                    .sum();
        }
    }

    /** Removes a staging directory and everything in it. */
    public static void delete(Path dir) {
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p :
                    all.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
