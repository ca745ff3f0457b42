package org.puzzlearena.hosting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BotPackageTest {

    @TempDir
    Path dir;

    private static byte[] zip(String... namesAndContents) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (int i = 0; i < namesAndContents.length; i += 2) {
                zip.putNextEntry(new ZipEntry(namesAndContents[i]));
                zip.write(namesAndContents[i + 1].getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    @Test
    void aSingleSourceFileNeedsNoEntryButAnythingElseDoes() {
        byte[] source = "print(1)".getBytes(StandardCharsets.UTF_8);
        assertNull(BotPackage.check(source, BotPackage.Kind.FILE, "bot.py", BotRuntime.PYTHON, null));
        assertEquals(
                "entry",
                BotPackage.check(source, BotPackage.Kind.FILE, "bot.txt", BotRuntime.PYTHON, null)
                        .field());
        assertNull(
                BotPackage.check(source, BotPackage.Kind.FILE, "bot.txt", BotRuntime.PYTHON, "python3 /bot/bot.txt"));
        assertEquals(
                "fileName",
                BotPackage.check(source, BotPackage.Kind.FILE, "../bot.py", BotRuntime.PYTHON, null)
                        .field());
        assertEquals(
                "body",
                BotPackage.check(new byte[0], BotPackage.Kind.FILE, "bot.py", BotRuntime.PYTHON, null)
                        .field());
    }

    @Test
    void anArchiveUnpacksItsTreeWithItsEntry() throws IOException {
        byte[] archive = zip("main.py", "import lib", "lib/__init__.py", "X = 1");
        assertEquals(
                "entry",
                BotPackage.check(archive, BotPackage.Kind.ZIP, "bot.zip", BotRuntime.PYTHON, null)
                        .field());
        assertNull(
                BotPackage.check(archive, BotPackage.Kind.ZIP, "bot.zip", BotRuntime.PYTHON, "python3 /bot/main.py"));
        BotPackage.unpack(archive, BotPackage.Kind.ZIP, "bot.zip", dir);
        assertEquals("X = 1", Files.readString(dir.resolve("lib/__init__.py")));
        assertEquals("import lib", Files.readString(dir.resolve("main.py")));
    }

    @Test
    void anArchiveEntryThatWouldLeaveTheDirectoryIsRefusedAndNothingIsWrittenOutside() throws IOException {
        for (String name : new String[] {"../evil.py", "/etc/evil", "a/../../evil", "a//b", "a\\b"}) {
            byte[] archive = zip("main.py", "ok", name, "evil");
            BotPackage.Problem problem =
                    BotPackage.check(archive, BotPackage.Kind.ZIP, "bot.zip", BotRuntime.PYTHON, "python3 main.py");
            assertEquals("body", problem.field(), name);
            assertTrue(problem.reason().contains("path"), problem.reason());
            Path into = Files.createDirectories(dir.resolve("in"));
            assertThrows(
                    ArenaFiles.StagingProblem.class,
                    () -> BotPackage.unpack(archive, BotPackage.Kind.ZIP, "bot.zip", into));
            assertTrue(Files.notExists(dir.resolve("evil.py")));
            ArenaFiles.delete(into);
        }
    }

    @Test
    void aZipBombIsRefusedAtItsCapNotUnpackedWhole() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry("zeros"));
            byte[] mb = new byte[1024 * 1024];
            for (int i = 0; i < 17; i++) {
                zip.write(mb);
            }
            zip.closeEntry();
        }
        assertTrue(bytes.size() < 100_000, "17 MB of zeros compress to " + bytes.size());
        BotPackage.Problem problem = BotPackage.check(
                bytes.toByteArray(), BotPackage.Kind.ZIP, "bot.zip", BotRuntime.PYTHON, "python3 /bot/x.py");
        assertTrue(problem.reason().contains("16 MB"), problem.reason());
    }

    @Test
    void somethingThatIsNoZipIsRefusedInWords() {
        BotPackage.Problem problem = BotPackage.check(
                "print(1)".getBytes(StandardCharsets.UTF_8),
                BotPackage.Kind.ZIP,
                "bot.zip",
                BotRuntime.PYTHON,
                "python3 /bot/x.py");
        assertEquals("body", problem.field());
        assertTrue(problem.reason().contains("zip"), problem.reason());
    }
}
