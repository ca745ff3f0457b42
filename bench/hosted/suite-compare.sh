#!/usr/bin/env bash
# A hosted Python NMCS bot (bots/nmcs/nmcs.py) against the reference NMCS at the same CPU budget on a
# suite, through the API of a server of its own (throw-away embedded database, loopback only).
# Build first: ./mvnw -q package -DskipTests
#   bench/hosted/suite-compare.sh [SUITE] [REPEATS] [REFERENCE_JSON]
#   (defaults: samegame-standard-10, 1, '{"algorithm":"nmcs","level":1}')
set -euo pipefail
cd "$(dirname "$0")/../.."
suite=${1:-samegame-standard-10}; repeats=${2:-1}; reference=${3:-'{"algorithm":"nmcs","level":1}'}
export JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
export PORT=${PORT:-18085} ARENA_DATA_DIR=$(mktemp -d)
base=http://127.0.0.1:$PORT
bin/server > "$ARENA_DATA_DIR/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true; rm -rf "$ARENA_DATA_DIR"' EXIT
for _ in $(seq 1 180); do curl -fsS "$base/q/health/ready" >/dev/null 2>&1 && break; sleep 1; done
echo "== $(date -u +%FT%TZ) $(git rev-parse --short HEAD) suite $suite, $repeats repeat(s); $(nproc) cores; load: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 bench/hosted/suite-compare.py "$base" "$suite" bots/nmcs/nmcs.py "$reference" "$repeats"
echo "== load after: $(cut -d' ' -f1-3 /proc/loadavg)"
