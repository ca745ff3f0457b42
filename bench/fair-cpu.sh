#!/usr/bin/env bash
# Fair CPU: another user's latency idle, under one participant's 1 MiB verify storm and under one
# address's lab-grade storm, side by side in one run (bench/FairLoad.java says exactly what is
# measured). Starts its own server on a throw-away embedded database, loopback only, with the
# default rate limits (they are part of what is measured); prints one table, stops the server.
#   bench/fair-cpu.sh [SECONDS] [CONNECTIONS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}; connections=${2:-4}
export JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
export PORT=${PORT:-18083} ARENA_DATA_DIR=$(mktemp -d)
# The other users' lab searches each come from an address of their own (X-Forwarded-For), as many
# people's would; the benchmark is their proxy.
export ARENA_TRUSTED_PROXIES=127.0.0.1
base=http://127.0.0.1:$PORT
bin/server > "$ARENA_DATA_DIR/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true; rm -rf "$ARENA_DATA_DIR"' EXIT
for _ in $(seq 1 180); do curl -fsS "$base/q/health/ready" >/dev/null 2>&1 && break; sleep 1; done
echo "== $(date -u +%FT%TZ) $(git rev-parse --short HEAD), ${seconds} s per phase, ${connections} storm connections; load: $(cut -d' ' -f1-3 /proc/loadavg)"
timeout $(( seconds * 3 + 300 )) "$JAVA_HOME/bin/java" bench/FairLoad.java "$base" "$server" "$seconds" "$connections"
echo "== load after: $(cut -d' ' -f1-3 /proc/loadavg)"
