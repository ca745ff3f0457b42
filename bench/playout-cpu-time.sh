#!/usr/bin/env bash
# PlayoutCpuTime (random playouts per CPU-second of the measuring thread) with the JVM flags its
# figures in docs/BENCHMARKS.md are taken with: the serial collector on a fixed heap touched in
# advance, so that no page fault of a growing heap is charged to the measured rounds (with the
# parallel collector and -Xms1g only, rounds swung up to 15x on a busy machine).
#   bench/playout-cpu-time.sh "morpion-5d cross" 2 7     warm-up rounds, measured rounds (1 CPU-s each)
# Against this build's target/classes (./mvnw -Pbench package), or against another build's rules and
# search classes with CLASSES=/path/to/classes (PlayoutCpuTime is then compiled alone beside them).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
java_home=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
flags=(-XX:+UseSerialGC -Xms256m -Xmx256m -XX:+AlwaysPreTouch)
if [ -n "${CLASSES:-}" ]; then
  harness=$(mktemp -d)
  trap 'rm -rf "$harness"' EXIT
  "$java_home/bin/javac" --release 21 -d "$harness" -cp "$CLASSES" src/jmh/java/org/puzzlearena/bench/PlayoutCpuTime.java
  classpath="$harness:$CLASSES"
else
  if [ ! -f target/classes/org/puzzlearena/bench/PlayoutCpuTime.class ]; then
    echo "playout-cpu-time: build the benchmarks first: ./mvnw -q -B -Pbench package -DskipTests -Dquarkus.build.skip=true" >&2
    exit 2
  fi
  classpath=target/classes
fi
exec "$java_home/bin/java" "${flags[@]}" -cp "$classpath" org.puzzlearena.bench.PlayoutCpuTime "$@"
