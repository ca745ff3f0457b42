package org.puzzlearena.hosting;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;

/**
 * An uploaded bot as bytes: one source file, or a zip archive of a directory. Checked once when it is
 * uploaded ({@link #check}) and unpacked into a run's staging directory by every worker that runs it
 * ({@link #unpack}). An archive is untrusted input: no entry may leave the directory (absolute paths,
 * {@code ..}), every entry is written as a plain file (a symbolic link's entry becomes a file holding
 * its target's name, so nothing can point outside), and the unpacked size and entry count are capped, so a zip bomb is
 * refused at upload and cannot fill a worker's disk either (the caps hold again while unpacking).
 */
public final class BotPackage {

    public enum Kind {
        FILE,
        ZIP;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The most a bot may unpack to: a bot is a program, not a data set. */
    public static final long MAX_UNPACKED_BYTES = 16L * 1024 * 1024;

    public static final int MAX_ENTRIES = 1000;

    private static final Pattern FILE_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,99}");

    private BotPackage() {}

    /** Why an upload cannot be a bot: the request's field it is about, and the reason in words. */
    public record Problem(String field, String reason) {}

    /**
     * The first thing wrong with an upload, or null. {@code entry} null means the runtime runs the
     * single file by itself ({@link BotRuntime#defaultEntry}); an archive always needs one.
     */
    public static Problem check(byte[] content, Kind kind, String fileName, BotRuntime runtime, String entry) {
        if (content.length == 0) {
            return new Problem("body", "the upload is empty");
        }
        if (fileName == null || !FILE_NAME.matcher(fileName).matches()) {
            return new Problem(
                    "fileName",
                    "a file name of letters, digits, '.', '_' and '-' (at most 100), not starting with '.'");
        }
        if (entry != null && (entry.isBlank() || entry.length() > 1000 || entry.indexOf('\n') >= 0)) {
            return new Problem("entry", "one line of at most 1000 characters, the command run in /scratch");
        }
        if (kind == Kind.FILE) {
            if (entry == null && !runtime.runsByItself(fileName)) {
                return new Problem(
                        "entry",
                        "the " + runtime.id() + " runtime does not run " + fileName + " by itself: give entry");
            }
            return null;
        }
        if (entry == null) {
            return new Problem(
                    "entry", "an archive needs entry, the command that starts the bot (its files are in /bot)");
        }
        try {
            Listing listing = walk(content, null);
            if (listing.files() == 0) {
                return new Problem("body", "the archive holds no file");
            }
            return null;
        } catch (Refused e) {
            return new Problem("body", e.getMessage());
        } catch (IOException e) {
            return new Problem("body", "not a readable zip archive (" + e.getMessage() + ")");
        }
    }

    /** Writes the bot's files into {@code dir} (which must exist and be empty), world-readable. */
    public static void unpack(byte[] content, Kind kind, String fileName, Path dir) {
        try {
            if (kind == Kind.FILE) {
                Path file = dir.resolve(fileName);
                Files.write(file, content);
                Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
                return;
            }
            walk(content, dir);
        } catch (Refused e) {
            throw new ArenaFiles.StagingProblem("the bot's archive cannot be unpacked: " + e.getMessage());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private record Listing(int files, long bytes) {}

    private static final class Refused extends Exception {
        Refused(String message) {
            super(message);
        }
    }

    /** Reads every entry, checking the caps; writes them under {@code into} unless it is null. */
    private static Listing walk(byte[] content, Path into) throws Refused, IOException {
        int entries = 0;
        int files = 0;
        long bytes = 0;
        Set<String> seen = new HashSet<>();
        byte[] buffer = new byte[8192];
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(content))) {
            for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
                if (++entries > MAX_ENTRIES) {
                    throw new Refused("more than " + MAX_ENTRIES + " entries");
                }
                String name = e.getName();
                String path = safePath(name);
                if (!seen.add(path)) {
                    throw new Refused("the entry " + name + " appears twice");
                }
                Path target = into == null ? null : into.resolve(path);
                if (e.isDirectory()) {
                    if (target != null) {
                        directory(target);
                    }
                    continue;
                }
                files++;
                OutputStream out = null;
                if (target != null) {
                    directory(target.getParent());
                    out = Files.newOutputStream(target);
                }
                try (OutputStream closing = out) {
                    for (int n = zip.read(buffer); n > 0; n = zip.read(buffer)) {
                        bytes += n;
                        if (bytes > MAX_UNPACKED_BYTES) {
                            throw new Refused("it unpacks to more than " + MAX_UNPACKED_BYTES / (1024 * 1024) + " MB");
                        }
                        if (closing != null) {
                            closing.write(buffer, 0, n);
                        }
                    }
                }
                if (target != null) {
                    Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r--r--"));
                }
            }
        } catch (ZipException e) {
            throw new Refused("not a readable zip archive (" + e.getMessage() + ")");
        }
        if (entries == 0) {
            throw new Refused("not a zip archive, or an empty one");
        }
        return new Listing(files, bytes);
    }

    /** The entry's path relative to the bot's directory, or a refusal if it could leave it. */
    private static String safePath(String name) throws Refused {
        String path = name.endsWith("/") ? name.substring(0, name.length() - 1) : name;
        if (path.isEmpty() || path.startsWith("/") || path.contains("\\") || path.indexOf('\0') >= 0) {
            throw new Refused("the entry " + printable(name) + " is not a relative path");
        }
        for (String part : path.split("/", -1)) {
            if (part.isEmpty() || part.equals(".") || part.equals("..")) {
                throw new Refused("the entry " + printable(name) + " is not a plain relative path");
            }
        }
        return path;
    }

    private static String printable(String name) {
        return name.length() > 100 ? name.substring(0, 100) + "..." : name;
    }

    private static void directory(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            Files.createDirectories(dir);
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }
}
