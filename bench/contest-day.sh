#!/usr/bin/env bash
# A contest day, measured (issue 37): PARTICIPANTS people sign up, log in, register, watch the
# scoreboard over a websocket and submit real SameGame lines at random, then a final burst
# (bench/ContestDay.java says exactly what is measured). Starts the packaged server (build it first:
# arena-mvn -o -q package -DskipTests) on a throw-away embedded database, loopback only, with the
# default rate limits except the per-address connection cap, which a reverse proxy in front would
# hold instead (docs/SECURITY.md): here every participant's connections come through 127.0.0.1, the
# benchmark being their proxy (X-Forwarded-For, ARENA_TRUSTED_PROXIES). Prints one table, stops the server.
#   bench/contest-day.sh [PARTICIPANTS] [STEADY_S] [BURST_S] [BURST_COUNT] [STEADY_RATE/s] [RATE_LIMIT/min]
# Environment: CONTEST_DAY_NICE (a nice level for the load generator, none by default).
set -euo pipefail
cd "$(dirname "$0")/.."
participants=${1:-500}; steady=${2:-180}; burst=${3:-60}; burst_count=${4:-5000}; rate=${5:-5}; limit=${6:-30}
export JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
export PORT=${PORT:-18087} ARENA_DATA_DIR=$(mktemp -d)
export ARENA_TRUSTED_PROXIES=127.0.0.1 ARENA_HTTP_MAX_CONNECTIONS_PER_ADDRESS=0
export ARENA_ADMIN_USERNAME=contestday ARENA_ADMIN_PASSWORD="contest day admin $$"
base=http://127.0.0.1:$PORT
jar=target/quarkus-app/quarkus-run.jar
[ -f "$jar" ] || { echo "build first: $jar is missing" >&2; exit 1; }
"$JAVA_HOME/bin/java" ${ARENA_JAVA_OPTS:-} -jar "$jar" > "$ARENA_DATA_DIR/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true; rm -rf "$ARENA_DATA_DIR"' EXIT
for _ in $(seq 1 180); do curl -fsS "$base/q/health/ready" >/dev/null 2>&1 && break; sleep 1; done
echo "== $(date -u +%FT%TZ) $(git rev-parse --short HEAD), nproc $(nproc), ${participants} participants, ${steady} s steady at ${rate}/s, ${burst} s burst of ${burst_count}, limit ${limit}/min; load: $(cut -d' ' -f1-3 /proc/loadavg)"
cpu() { awk '{print $14 + $15}' /proc/$server/stat; }
before=$(cpu)
${CONTEST_DAY_NICE:+nice -n $CONTEST_DAY_NICE} timeout $(( steady + burst + 1800 )) "$JAVA_HOME/bin/java" bench/ContestDay.java \
  "$base" "$participants" "$steady" "$burst" "$burst_count" "$rate" "$limit" "$ARENA_ADMIN_USERNAME" "$ARENA_ADMIN_PASSWORD"
# The server's own figures for its board refreshes (docs/OPERATIONS.md, Metrics): all of them, and the
# median and 99th percentile of the last two minutes (the burst's).
curl -fsS "$base/q/metrics" | awk -F'[{} ]' '/^arena_live_contest_refresh_seconds/ {
    split($2, labels, ","); step = ""; q = ""
    for (i in labels) { if (labels[i] ~ /^step=/) step = labels[i]; if (labels[i] ~ /^quantile=/) q = labels[i] }
    gsub(/"|step=|quantile=/, "", step); gsub(/"|quantile=/, "", q)
    name = $1; sub(/^arena_live_contest_refresh_seconds/, "", name)
    v[step, (q != "" ? "p" q : name)] = $NF; steps[step] = 1 }
  END { for (s in steps) printf "== board refreshes, %s: %d, mean %.1f ms, max %.1f ms; last two minutes p50 %.1f ms, p99 %.1f ms\n",
      s, v[s, "_count"], (v[s, "_count"] > 0 ? 1000 * v[s, "_sum"] / v[s, "_count"] : 0), 1000 * v[s, "_max"], 1000 * v[s, "p0.5"], 1000 * v[s, "p0.99"] }' || true
echo "== server CPU: $(( ($(cpu) - before) / $(getconf CLK_TCK) )) s; load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== server log: $(grep -c ' ERROR ' "$ARENA_DATA_DIR/server.log" || true) ERROR lines, $(grep -c ' WARN ' "$ARENA_DATA_DIR/server.log" || true) WARN lines"
grep -E ' (ERROR|WARN) ' "$ARENA_DATA_DIR/server.log" | cut -c1-220 | sort | uniq -c | sort -rn | head -8 || true
