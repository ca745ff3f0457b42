#!/usr/bin/env bash
# Submissions and leaderboards under load as the stored rows grow (1k, 100k, 1M), board reads, and
# live leaderboard updates at a fixed rate: org.puzzlearena.bench.SubmissionLoad (its comment says
# exactly what is measured). Each server runs against a throw-away PostgreSQL of its own (fsync on),
# on loopback ports; rows are seeded with SQL. Several source trees (git worktrees) are measured one
# after the other in one run, so a before/after comparison shares the machine's conditions.
#   bench/submissions.sh [SECONDS] [SIZES] [CONCURRENCY] [LIVE_RATE] [TREE...]
#   bench/submissions.sh 10 1000,100000,1000000 16 500 /work/wt/speed-before .
# Environment: ARENA_BENCH_WARM_UP (the least seconds of load before the first size, 40 by default; the
# warm-up goes on until the server's C2 compiler is nearly idle), ARENA_BENCH_PHASES=submissions (the
# closed-loop sizes only), ARENA_BENCH_SERVER_JAVA_OPTS (the servers' JVM options, "@label@" replaced by
# the tree's label, e.g. -XX:StartFlightRecording=filename=/tmp/@label@.jfr,settings=profile).
# Each size prints where the server's and PostgreSQL's CPU went in the window ("#   server threads").
set -euo pipefail
cd "$(dirname "$0")/.."
here=$(pwd)
seconds=${1:-10}; sizes=${2:-1000,100000,1000000}; concurrency=${3:-16}; rate=${4:-500}
shift $(( $# < 4 ? $# : 4 ))
trees=("$@"); [ ${#trees[@]} -eq 0 ] && trees=(.)
if [ -z "${JAVA_HOME:-}" ] && [ -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ]; then
  export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64
fi
# The benchmark measures the server's work, not its rate limits (docs/SECURITY.md): lifted for these
# servers, which see every request from 127.0.0.1 (many participants, a thousand submissions a second;
# the open-loop live phase holds hundreds of connections at once).
# Trees without rate limits ignore them.
export ARENA_RATE_LIMITS_ANONYMOUS_REPLAYS_CAPACITY=1000000000 ARENA_RATE_LIMITS_PARTICIPANT_REPLAYS_CAPACITY=1000000000 \
  ARENA_RATE_LIMITS_TOKENS_CAPACITY=100000 ARENA_RATE_LIMITS_SIGN_UPS_CAPACITY=100000 \
  ARENA_HTTP_MAX_CONNECTIONS_PER_ADDRESS=0
# Each tree's server jar (built when missing or stale), then the benchmark's own classes (this tree).
for tree in "${trees[@]}"; do
  (cd "$tree"
   jar=target/quarkus-app/quarkus-run.jar
   if [ ! -f "$jar" ] || [ -n "$(find src pom.xml -newer "$jar" -not -path "*/generated/*" -not -path "src/jmh/*" -print -quit)" ]; then
     ./mvnw -q -B package -DskipTests
   fi)
done
./mvnw -q -B -Pbench package -DskipTests -Dquarkus.build.skip=true
for tree in "${trees[@]}"; do
  jar=$(cd "$tree" && pwd)/target/quarkus-app/quarkus-run.jar
  label="$(cd "$tree" && git rev-parse --short HEAD)"
  timeout 1800 "$JAVA_HOME/bin/java" -cp "$here/target/classes:$(cat "$here/target/bench.classpath")" \
    org.puzzlearena.bench.SubmissionLoad "$jar" "$label" "$seconds" "$sizes" "$concurrency" "$rate"
done
