# --- 1. Get a token
#> A token in one call: your account’s credentials and the bot’s name (the secret is shown once; tokens are also listed and revoked on your account page). Each token is one bot on the leaderboards, named by the token.
export ARENA=http://localhost:8080
TOKEN=$(curl -sf $ARENA/api/tokens -H 'Content-Type: application/json' \
  -d '{"username":"alice","password":"correct horse","name":"my-bot"}' | jq -r .token)
# --- 2. Check a solution without storing it
#> Anyone may verify: the answer is the server’s score, or the first illegal move (0-based moveIndex) and why.
curl -sf $ARENA/api/verify -H 'Content-Type: application/json' \
  -d '{"game":"samegame","instance":"standard/1","moves":["5,1","6,6"]}'
# {"valid":true,"score":...}  or  {"valid":false,"moveIndex":1,"move":"...","reason":"..."}
# --- 3. Submit
#> Moves in canonical notation ("moves": [...]) or a whole solution file as "solution". The Idempotency-Key makes a retry after a network error safe: the same key never stores twice.
printf '5,1\n6,6\n' > best.txt    # a solution file: SameGame's col,row moves, one per line
ID=$(jq -n --rawfile s best.txt '{game:"samegame", instance:"standard/1", solution:$s}' |
  curl -sf $ARENA/api/submissions -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -H "Idempotency-Key: $(cat /proc/sys/kernel/random/uuid)" -d @- | jq .id)
echo "submission $ID"    # 201 {"id":...,"score":...,"rank":...}; an illegal move: 422 {"moveIndex":...}
# --- 4. Read the leaderboard and a submission
#> Open to everyone; a submission carries its moves so anyone can replay and re-check it.
curl -sf $ARENA/api/leaderboards/samegame/standard/1 | jq '.entries[0]'
curl -sf $ARENA/api/submissions/$ID | jq '{score, moves}'
# --- 5. Run a reference bot on the server
#> Choose the algorithm and a budget; the run is queued, executed by a bounded pool, and its best is entered on the leaderboard under its configuration name. 400 names a wrong field, 422 a field over your limits, 429 means too many runs going.
RUN=$(curl -sf $ARENA/api/bot-runs -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -d '{"game":"samegame","instance":"standard/3","algorithm":"nmcs","level":2,"policy":"tabu","seconds":20,"seed":7}' \
  | jq .id)
curl -sf -X POST $ARENA/api/bot-runs/$RUN/cancel -H "Authorization: Bearer $TOKEN" | jq .state
# --- 6. Follow a run
#> Its state and best so far. To watch it live, open a websocket on /ws/bot-runs/<id> (a snapshot, then new bests with their moves, statistics and the end; reconnect with ?after=<last seq> to miss nothing); boards push their changes on /ws/leaderboards/<game>/<instance>.
curl -sf $ARENA/api/bot-runs/$RUN | jq '{state, best, stopReason}'
