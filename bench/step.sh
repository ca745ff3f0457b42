#!/usr/bin/env bash
# Throughput and latency of the step API for a bot calling it once per move: POST
# /api/games/samegame/instances/standard/1/positions with a 60-move prefix, on loopback, from
# bench/StepLoad.java (plain JDK HTTP client; wrk is not needed). Starts its own server on a
# throw-away embedded database, prints one line of figures, stops the server.
#   bench/step.sh [SECONDS] [CONNECTIONS] [LINES...]
# Each LINES given adds a run of the batch form with that many lines a request, against the same server.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}; connections=${2:-8}; batches=("${@:3}")
export JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
export PORT=${PORT:-18081} ARENA_DATA_DIR=$(mktemp -d)
# The benchmark measures the server's work, not its rate limits (docs/SECURITY.md): lifted here.
export ARENA_RATE_LIMITS_ANONYMOUS_REPLAYS_CAPACITY=1000000000 ARENA_RATE_LIMITS_PARTICIPANT_REPLAYS_CAPACITY=1000000000
base=http://127.0.0.1:$PORT
bin/server > "$ARENA_DATA_DIR/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true; rm -rf "$ARENA_DATA_DIR"' EXIT
for _ in $(seq 1 180); do curl -fsS "$base/q/health/ready" >/dev/null 2>&1 && break; sleep 1; done
"$JAVA_HOME/bin/java" -cp target/classes bench/StepLoad.java "$base" "$seconds" "$connections"
for lines in "${batches[@]}"; do
  "$JAVA_HOME/bin/java" -cp target/classes bench/StepLoad.java "$base" "$seconds" "$connections" "$lines"
done
