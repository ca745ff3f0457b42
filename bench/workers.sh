#!/usr/bin/env bash
# Bot runs completed per minute and playouts per second with 1 and 2 worker JVMs (bin/worker), on
# the machine's PostgreSQL and RabbitMQ: an API-only instance (no bot pool) admits RUNS runs of
# SECONDS seconds each (NMCS level 1, tabu, SameGame standard/3, seeds 1..RUNS) all at once, the
# workers (one pool thread each) take them from the queue; the clock runs from the first POST to the
# last run's end. Each round gets a throw-away database of its own.
#   bench/workers.sh [RUNS] [SECONDS] [AMQP_URL]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-40}; seconds=${2:-3}; broker=${3:-amqp://guest:guest@127.0.0.1:5672}
pg="postgresql://postgres:postgres@127.0.0.1:5432"
if [ -z "${JAVA_HOME:-}" ] && [ -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ]; then
  export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64
fi
jar=target/quarkus-app/quarkus-run.jar
if [ ! -f "$jar" ] || [ -n "$(find src pom.xml -newer "$jar" -not -path "*/generated/*" -not -path "src/jmh/*" -print -quit)" ]; then
  ./mvnw -q -B package -DskipTests
fi
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT
await_ready() { # port
  for _ in $(seq 1 600); do curl -sf "http://127.0.0.1:$1/q/health/ready" >/dev/null && return 0; sleep 0.2; done
  echo "no process ready on port $1" >&2; exit 1
}
printf '%-8s %5s %8s %10s %10s %14s\n' workers runs seconds "wall s" "runs/min" "playouts/s"
for workers in 1 2; do
  db="arena_bench_workers_$(date +%s)"
  psql "$pg/postgres" -qc "CREATE DATABASE $db"
  common=(DB_URL="jdbc:postgresql://127.0.0.1:5432/$db" DB_USER=postgres DB_PASSWORD=postgres ARENA_BROKER_URL="$broker")
  tmp=$(mktemp -d)
  env "${common[@]}" ARENA_DATA_DIR="$tmp/api" PORT=18180 ARENA_BOT_RUNS_POOL_SIZE=0 \
    ARENA_BOT_RUNS_LIMITS_MAX_ACTIVE=100000 ARENA_BOT_RUNS_MAX_QUEUED=100000 \
    ARENA_RATE_LIMITS_BOT_RUNS_CAPACITY=100000 ARENA_RATE_LIMITS_SIGN_UPS_CAPACITY=100000 \
    "$java" -jar "$jar" > "$tmp/api.log" 2>&1 & pids+=($!)
  await_ready 18180
  for w in $(seq 1 "$workers"); do
    env "${common[@]}" ARENA_DATA_DIR="$tmp/w$w" WORKER_PORT=$((18180 + w)) ARENA_BOT_RUNS_POOL_SIZE=1 \
      "$java" -jar "$jar" worker > "$tmp/w$w.log" 2>&1 & pids+=($!)
  done
  for w in $(seq 1 "$workers"); do await_ready $((18180 + w)); done
  creds='{"username":"bench-workers","password":"correct horse battery"}'
  curl -sf -o /dev/null -H 'Content-Type: application/json' -d "$creds" http://127.0.0.1:18180/api/accounts
  cookie=$(curl -sf -D - -o /dev/null -H 'Content-Type: application/json' -d "$creds" http://127.0.0.1:18180/api/session \
    | sed -n 's/^[Ss]et-[Cc]ookie: arena_session=\([^;]*\).*/\1/p')
  start=$(date +%s.%N)
  for seed in $(seq 1 "$runs"); do
    curl -sf -o /dev/null -H 'Content-Type: application/json' -H "Cookie: arena_session=$cookie" \
      -d "{\"game\":\"samegame\",\"instance\":\"standard/3\",\"algorithm\":\"nmcs\",\"level\":1,\"policy\":\"tabu\",\"seconds\":$seconds,\"seed\":$seed}" \
      http://127.0.0.1:18180/api/bot-runs
  done
  while [ "$(psql "$pg/$db" -tAc "SELECT count(*) FROM bot_runs WHERE state IN ('queued','running')")" != 0 ]; do sleep 0.2; done
  read -r finished playouts last < <(psql "$pg/$db" -tA -F' ' -c \
    "SELECT count(*) FILTER (WHERE state = 'finished'), sum(playouts_done), extract(epoch FROM max(ended_at)) FROM bot_runs")
  wall=$(echo "$last - $start" | bc -l)
  printf '%-8s %5s %8s %10.1f %10.1f %14.0f\n' "$workers" "$finished/$runs" "$seconds" "$wall" \
    "$(echo "$finished * 60 / $wall" | bc -l)" "$(echo "$playouts / $wall" | bc -l)"
  cleanup; pids=()
  psql "$pg/postgres" -qc "DROP DATABASE $db WITH (FORCE)"
  rm -rf "$tmp"
done
