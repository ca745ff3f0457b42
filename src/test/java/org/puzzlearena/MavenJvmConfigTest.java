package org.puzzlearena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build's JVM options ({@code .mvn/jvm.config}) keep a build quiet: on JDK 24 and newer the
 * formatter plugin calls a {@code sun.misc.Unsafe} memory method, and the JDK printed a four-line
 * warning on every build. The options allow that access the supported way; this runs a program
 * making the same call under them, on the JDK running the tests, and reads what it prints.
 */
class MavenJvmConfigTest {

    private static final String UNSAFE_CALLER = """
            import java.lang.reflect.Field;

            public class UnsafeCaller {
                @SuppressWarnings("removal")
                public static void main(String[] args) throws Exception {
                    Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
                    f.setAccessible(true);
                    sun.misc.Unsafe unsafe = (sun.misc.Unsafe) f.get(null);
                    // The method Spotless's ModuleHelper calls.
                    unsafe.staticFieldBase(UnsafeCaller.class.getDeclaredField("MARK"));
                    System.out.println("called");
                }

                static int MARK;
            }
            """;

    @Test
    void theBuildsJvmOptionsAreAcceptedAndSilenceTheUnsafeWarning(@TempDir Path dir) throws Exception {
        List<String> options = Arrays.stream(
                        Files.readString(Path.of(".mvn/jvm.config")).trim().split("\\s+"))
                .toList();
        Path source = dir.resolve("UnsafeCaller.java");
        Files.writeString(source, UNSAFE_CALLER);
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(options);
        command.add(source.toString());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = read(process);
        assertEquals(0, process.exitValue(), output);
        assertEquals(
                "called",
                output.lines().filter(l -> !l.startsWith("WARNING")).findFirst().orElse(""),
                output);
        assertFalse(output.contains("sun.misc.Unsafe"), "the JDK still warns: " + output);
    }

    private static String read(Process process) throws IOException, InterruptedException {
        byte[] bytes = process.getInputStream().readAllBytes();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
