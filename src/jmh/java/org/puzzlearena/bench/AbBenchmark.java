package org.puzzlearena.bench;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Two builds of the rules and search code in one JMH run, for before/after figures measured side by
 * side on a shared machine: build A is the class directory in the system property {@code ab.A}
 * (e.g. an older commit compiled into /tmp), build B is {@code ab.B} (default: this build's
 * classes). Each fork loads {@link AbWorkloads} in a class loader that sees only that build (the
 * build's directory first, then this benchmark's own classes for {@link AbWorkloads} itself), so
 * A and B run the same workload code against different engines.
 *
 * <pre>
 * git worktree add /tmp/ab-before OLD_COMMIT
 * javac --release 21 -d /tmp/ab/A $(find /tmp/ab-before/src/main/java/org/puzzlearena/{rules,search} -name '*.java')
 * bin/bench AbBenchmark -jvmArgsPrepend -Dab.A=/tmp/ab/A -p workload="playout morpion-5d cross"
 * </pre>
 *
 * <p>{@code -jvmArgsPrepend}, not {@code -jvmArgsAppend}: a {@code -jvmArgsAppend} on the command line
 * replaces the fork's own ({@link BenchJvm}'s collector and heap), which earlier runs did.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
        value = 2,
        jvmArgsAppend = {BenchJvm.SERIAL_GC, BenchJvm.HEAP_MIN, BenchJvm.HEAP_MAX, BenchJvm.PRE_TOUCH})
public class AbBenchmark {

    @Param({"A", "B"})
    public String build;

    @Param({
        "playout samegame standard/1",
        "playout morpion-5d cross",
        "playout morpion-5t cross",
        "playout sudoku16 generated/1",
        "nmcs1 samegame standard/1",
        "nmcs1 morpion-5d cross",
        "nmcs2 morpion-5d cross",
        "nrpa2 morpion-5t cross 10000",
        "nrpa3 morpion-5t cross 30000"
    })
    public String workload;

    private IntSupplier op;

    @Setup
    public void setUp() throws Exception {
        String dir = System.getProperty("ab." + build, build.equals("B") ? "target/classes" : null);
        if (dir == null) {
            throw new IllegalStateException("give build A's class directory: -jvmArgsPrepend -Dab.A=DIR");
        }
        URL own = AbWorkloads.class.getProtectionDomain().getCodeSource().getLocation();
        URLClassLoader loader = new URLClassLoader(new URL[] {url(dir), own}, ClassLoader.getPlatformClassLoader());
        op = (IntSupplier) loader.loadClass(AbWorkloads.class.getName())
                .getMethod("create", String.class)
                .invoke(null, workload);
    }

    private static URL url(String dir) throws MalformedURLException {
        return new File(dir).toURI().toURL();
    }

    @Benchmark
    public int run() {
        return op.getAsInt();
    }
}
