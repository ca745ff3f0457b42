#!/usr/bin/env bash
# HTTP load benchmark of the server with wrk (Debian package): POST /api/verify (the 82-move 5D
# record) and GET /api/leaderboards on a board of 200 participants. Starts its own server on a
# throw-away embedded database, prints wrk's figures, stops the server.
#   bench/load.sh [SECONDS] [CONNECTIONS] [THREADS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}; connections=${2:-32}; threads=${3:-2}
command -v wrk >/dev/null || { echo "bench/load.sh: wrk is missing (apt-get install wrk)" >&2; exit 2; }
export PORT=${PORT:-18080} ARENA_DATA_DIR=$(mktemp -d)
# The benchmark measures the server's work, not its rate limits (docs/SECURITY.md): lifted for this
# server, which sees every request from 127.0.0.1 (200 API tokens, thousands of verifications a second).
export ARENA_RATE_LIMITS_ANONYMOUS_REPLAYS_CAPACITY=1000000000 ARENA_RATE_LIMITS_PARTICIPANT_REPLAYS_CAPACITY=1000000000 \
  ARENA_RATE_LIMITS_TOKENS_CAPACITY=100000
base=http://127.0.0.1:$PORT
bin/server > "$ARENA_DATA_DIR/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true; rm -rf "$ARENA_DATA_DIR"' EXIT
for _ in $(seq 1 120); do curl -fsS "$base/q/health/ready" >/dev/null 2>&1 && break; sleep 1; done

# A leaderboard worth reading: 200 participants (one account's 200 bots, each its own API token).
python3 - "$base" <<'PY'
import json, sys, urllib.request, uuid
base = sys.argv[1]
def call(path, body, headers={}):
    req = urllib.request.Request(base + path, json.dumps(body).encode(), {"Content-Type": "application/json", **headers})
    with urllib.request.urlopen(req) as r:
        return r.headers, json.loads(r.read() or b"{}")
name = "load-" + uuid.uuid4().hex[:8]
call("/api/accounts", {"username": name, "password": "correct horse"})
h, _ = call("/api/session", {"username": name, "password": "correct horse"})
cookie = h["Set-Cookie"].split(";")[0]
for i in range(200):
    _, t = call("/api/tokens", {"name": "bot-%d" % i}, {"Cookie": cookie})
    path = "".join("L" if (i >> k) & 1 else "R" for k in range(20))
    call("/api/submissions", {"game": "leftmove", "instance": "depth/20", "solution": path},
         {"Authorization": "Bearer " + t["token"]})
PY

echo "== POST /api/verify (5D record, 82 moves), ${seconds}s, ${connections} connections"
wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency -s bench/verify.lua "$base/api/verify"
echo "== GET /api/leaderboards/leftmove/depth/20 (200 participants), ${seconds}s, ${connections} connections"
wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency "$base/api/leaderboards/leftmove/depth/20"
