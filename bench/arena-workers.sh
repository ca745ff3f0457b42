#!/usr/bin/env bash
# Arena games per minute per worker at about 100 ms a move, with 1 and 2 worker JVMs (bin/worker,
# docs/ARENA.md "Games on the workers"), on the machine's PostgreSQL and RabbitMQ. Each round: a
# database of its own, an API-only instance that plays nothing and schedules no ladder pair, the
# workers (one arena pair at a time each); then PAIRS ladder-pair jobs of Connect Four between two
# UCT players of SIMS simulations a move (c = sqrt 2 and c = 1, so the two are distinct players of
# one budget) are written to arena_game_jobs as not yet published, and the instance's sweep of
# unpublished jobs publishes them all at once (within 30 s); the clock runs from that publication to
# the last pair stored, both read from the database. Prints the measured CPU ms a move too (the
# deciding thread's, from arena_moves), which is what SIMS is chosen for. Rounds alternate 1 and 2
# workers ROUNDS times, so both see the same noise of a shared machine.
#   bench/arena-workers.sh [PAIRS] [SIMS] [ROUNDS] [AMQP_URL]
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-12}; sims=${2:-3200}; rounds=${3:-1}; broker=${4:-amqp://guest:guest@127.0.0.1:5672}
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
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT
await_ready() { # port
  for _ in $(seq 1 600); do curl -sf "http://127.0.0.1:$1/q/health/ready" >/dev/null && return 0; sleep 0.2; done
  echo "no process ready on port $1" >&2; exit 1
}
bash bench/host.sh
# A queue of this run's own, so no other process on the machine's broker takes its jobs.
queue="arena.game-jobs.bench-$$"
trap 'cleanup; rabbitmqctl -q delete_queue "$queue" >/dev/null 2>&1 || true' EXIT
printf '%-8s %6s %6s %8s %10s %17s %12s %13s %s\n' workers pairs games "wall s" "games/min" "games/min/worker" "CPU ms/move" "wall ms/move" "pairs by worker"
for round in $(seq 1 "$rounds"); do
  for workers in 1 2; do
    db="arena_bench_arena_workers_$(date +%s)"
    psql "$pg/postgres" -qc "CREATE DATABASE $db"
    common=(DB_URL="jdbc:postgresql://127.0.0.1:5432/$db" DB_USER=postgres DB_PASSWORD=postgres ARENA_BROKER_URL="$broker"
      ARENA_LADDER_REPUBLISH_AFTER=1h ARENA_LADDER_JOBS_QUEUE="$queue")
    tmp=$(mktemp -d)
    env "${common[@]}" ARENA_DATA_DIR="$tmp/api" PORT=18280 ARENA_BOT_RUNS_POOL_SIZE=0 \
      ARENA_LADDER_GAMES_AT_ONCE=0 ARENA_LADDER_PAIRS_PER_MINUTE=0 \
      "$java" -jar "$jar" > "$tmp/api.log" 2>&1 & pids+=($!)
    await_ready 18280
    for w in $(seq 1 "$workers"); do
      env "${common[@]}" ARENA_DATA_DIR="$tmp/w$w" WORKER_PORT=$((18280 + w)) ARENA_BOT_RUNS_POOL_SIZE=0 \
        ARENA_LADDER_GAMES_AT_ONCE=1 "$java" -jar "$jar" worker > "$tmp/w$w.log" 2>&1 & pids+=($!)
    done
    for w in $(seq 1 "$workers"); do await_ready $((18280 + w)); done
    # The large game: the one whose ladder has UCT at 3,200 simulations.
    game=$(psql "$pg/$db" -tAc "SELECT game FROM arena_players WHERE spec = 'uct:sims=3200' LIMIT 1")
    psql "$pg/$db" -qc "
      INSERT INTO arena_players (game, kind, pool, spec, label, rating, deviation, volatility, created_at)
        SELECT '$game', 'reference', 'server', s, s, 1500, 350, 0.06, now()
        FROM (VALUES ('uct:c=1,sims=$sims'), ('uct:sims=$sims')) v(s)
        ON CONFLICT DO NOTHING;
      INSERT INTO arena_game_jobs (game, first_player_id, second_player_id, seed, created_at, published_at)
        SELECT a.game, a.id, b.id, i, now(), '-infinity'
        FROM arena_players a, arena_players b, generate_series(1, $pairs) i
        WHERE a.game = '$game' AND b.game = '$game' AND a.spec = 'uct:c=1,sims=$sims' AND b.spec = 'uct:sims=$sims';"
    while [ "$(psql "$pg/$db" -tAc "SELECT count(*) FROM arena_game_jobs WHERE done_at IS NULL")" != 0 ]; do sleep 0.5; done
    read -r stored games wall cpu wallms split < <(psql "$pg/$db" -tA -F' ' -c "
      SELECT count(first_game_id), 2 * count(first_game_id),
             extract(epoch FROM max(done_at) - min(published_at)),
             (SELECT avg(cpu_ms) FROM arena_moves), (SELECT avg(wall_ms) FROM arena_moves),
             (SELECT string_agg(n::text, '+' ORDER BY n DESC) FROM
               (SELECT count(*) AS n FROM arena_game_jobs WHERE first_game_id IS NOT NULL GROUP BY done_by) w)
      FROM arena_game_jobs")
    printf '%-8s %6s %6s %8.1f %10.1f %17.1f %12.1f %13.1f %s\n' "$workers" "$stored/$pairs" "$games" "$wall" \
      "$(echo "$games * 60 / $wall" | bc -l)" "$(echo "$games * 60 / $wall / $workers" | bc -l)" "$cpu" "$wallms" "$split"
    cleanup; pids=()
    psql "$pg/postgres" -qc "DROP DATABASE $db WITH (FORCE)"
    rm -rf "$tmp"
  done
done
