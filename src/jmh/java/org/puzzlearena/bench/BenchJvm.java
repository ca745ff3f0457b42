package org.puzzlearena.bench;

/**
 * The JVM flags every benchmark's forks run with: the serial collector on a fixed heap touched before
 * the benchmark starts. A page fault is CPU and wall time of the thread that touches the page; with
 * the parallel collector and only {@code -Xms1g}, its heap grew while the benchmark allocated, and on a
 * busy machine the measuring thread's rounds swung up to 15x with tens of thousands of faults each
 * (docs/BENCHMARKS.md, "PlayoutCpuTime on a busy machine"). {@code bench/playout-cpu-time.sh} runs
 * {@link PlayoutCpuTime} the same way (with a 256 MB heap: a playout loop needs no more).
 */
final class BenchJvm {

    static final String SERIAL_GC = "-XX:+UseSerialGC";
    static final String HEAP_MIN = "-Xms1g";
    static final String HEAP_MAX = "-Xmx1g";
    static final String PRE_TOUCH = "-XX:+AlwaysPreTouch";

    private BenchJvm() {}
}
