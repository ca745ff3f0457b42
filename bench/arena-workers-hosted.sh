#!/usr/bin/env bash
# Hosted arena games per minute on one worker (bin/worker with the sandbox, docs/ARENA.md "Games on
# the workers"): the Python starter bot (bots/starter/two_player_bot.py, in bubblewrap at the hosted
# budget) against a reference anchor of Connect Four, on the machine's PostgreSQL and RabbitMQ. A
# database of its own, an API-only instance that plays nothing and schedules no ladder pair, one
# worker; the starter is uploaded and entered through the API, then PAIRS ladder-pair jobs (the
# version against SPEC) are written to arena_game_jobs as not yet published, and the instance's sweep
# publishes them to the hosted queue at once (within 30 s); the clock runs from that publication to
# the last pair stored, both read from the database. Prints the anchor's CPU ms a move and the bot's
# wall ms a move (its sandbox start-up included in its first move) from arena_moves.
#   bench/arena-workers-hosted.sh [PAIRS] [SPEC] [AMQP_URL]
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-10}; spec=${2:-uct:sims=3200}; broker=${3:-amqp://guest:guest@127.0.0.1:5672}
pg="postgresql://postgres:postgres@127.0.0.1:5432"
if [ -z "${JAVA_HOME:-}" ] && [ -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ]; then
  export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64
fi
jar=target/quarkus-app/quarkus-run.jar
if [ ! -f "$jar" ] || [ -n "$(find src/main pom.xml -newer "$jar" -not -path "*/generated/*" -print -quit)" ]; then
  ./mvnw -q -B package -DskipTests
fi
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
pids=()
queue="arena.game-jobs.bench-hosted-$$"
db="arena_bench_hosted_workers_$(date +%s)"
tmp=$(mktemp -d)
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true
  rabbitmqctl -q delete_queue "$queue" >/dev/null 2>&1 || true
  rabbitmqctl -q delete_queue "$queue.hosted" >/dev/null 2>&1 || true
  psql "$pg/postgres" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" || true
  rm -rf "$tmp"
}
trap cleanup EXIT
await_ready() { # port
  for _ in $(seq 1 600); do curl -sf "http://127.0.0.1:$1/q/health/ready" >/dev/null && return 0; sleep 0.2; done
  echo "no process ready on port $1" >&2; exit 1
}
bash bench/host.sh
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
psql "$pg/postgres" -qc "CREATE DATABASE $db"
common=(DB_URL="jdbc:postgresql://127.0.0.1:5432/$db" DB_USER=postgres DB_PASSWORD=postgres ARENA_BROKER_URL="$broker"
  ARENA_LADDER_REPUBLISH_AFTER=1h ARENA_LADDER_JOBS_QUEUE="$queue")
env "${common[@]}" ARENA_DATA_DIR="$tmp/api" PORT=18380 ARENA_BOT_RUNS_POOL_SIZE=0 \
  ARENA_LADDER_GAMES_AT_ONCE=0 ARENA_LADDER_PAIRS_PER_MINUTE=0 \
  "$java" -jar "$jar" > "$tmp/api.log" 2>&1 & pids+=($!)
await_ready 18380
env "${common[@]}" ARENA_DATA_DIR="$tmp/w1" WORKER_PORT=18381 ARENA_BOT_RUNS_POOL_SIZE=0 \
  ARENA_LADDER_GAMES_AT_ONCE=1 "$java" -jar "$jar" worker > "$tmp/w1.log" 2>&1 & pids+=($!)
await_ready 18381
grep -q "hosted versions' arena pairs from the queue" "$tmp/w1.log" || { echo "the worker has no sandbox" >&2; exit 1; }
api=http://127.0.0.1:18380
jar_cookies="$tmp/cookies"
credentials='{"username":"bench-hosted","password":"correct horse"}'
curl -sf -o /dev/null -H 'Content-Type: application/json' -d "$credentials" "$api/api/accounts"
curl -sf -o /dev/null -c "$jar_cookies" -H 'Content-Type: application/json' -d "$credentials" "$api/api/session"
bot=$(curl -sf -b "$jar_cookies" -H 'Content-Type: application/json' -d '{"name":"starter","description":""}' \
  "$api/api/hosted-bots" | sed -E 's/.*"id":([0-9]+).*/\1/')
version=$(curl -sf -b "$jar_cookies" -H 'Content-Type: application/octet-stream' \
  --data-binary @bots/starter/two_player_bot.py \
  "$api/api/hosted-bots/$bot/versions?runtime=python&fileName=bot.py" | sed -E 's/^\{"id":([0-9]+).*/\1/')
[[ "$version" =~ ^[0-9]+$ ]] || { echo "the upload did not answer a version id: $version" >&2; exit 1; }
player=$(curl -sf -b "$jar_cookies" -H 'Content-Type: application/json' \
  -d "{\"game\":\"connect-four\",\"version\":$version}" "$api/api/arena/hosted" | sed -E 's/.*"playerId":([0-9]+).*/\1/')
psql "$pg/$db" -qc "
  INSERT INTO arena_game_jobs (game, first_player_id, second_player_id, seed, created_at, published_at)
    SELECT 'connect-four', $player, b.id, i, now(), '-infinity'
    FROM arena_players b, generate_series(1, $pairs) i
    WHERE b.game = 'connect-four' AND b.pool = 'server' AND b.kind = 'reference' AND b.spec = '$spec';"
while [ "$(psql "$pg/$db" -tAc "SELECT count(*) FROM arena_game_jobs WHERE done_at IS NULL")" != 0 ]; do sleep 0.5; done
read -r stored games wall refcpu botwall forfeits < <(psql "$pg/$db" -tA -F' ' -c "
  SELECT count(first_game_id), 2 * count(first_game_id),
         extract(epoch FROM max(done_at) - min(published_at)),
         (SELECT avg(cpu_ms) FROM arena_moves WHERE player_id <> $player),
         (SELECT avg(wall_ms) FROM arena_moves WHERE player_id = $player),
         (SELECT count(*) FROM arena_forfeits)
  FROM arena_game_jobs")
printf '%-7s %6s %8s %10s %16s %14s %9s %s\n' pairs games "wall s" "games/min" "anchor CPU ms/mv" "bot wall ms/mv" forfeits "load after"
printf '%-7s %6s %8.1f %10.1f %16.1f %14.1f %9s %s\n' "$stored/$pairs" "$games" "$wall" \
  "$(echo "$games * 60 / $wall" | bc -l)" "$refcpu" "$botwall" "$forfeits" "$(cut -d' ' -f1-3 /proc/loadavg)"
