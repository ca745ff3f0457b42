# --- No rules of your own: the step API
#> Any language, nothing to install: post the moves so far and get the position they lead to, its score, whether the game is over, a page of the legal moves (?offset=&limit=, with legalMoveCount) and what each would add at once: legalMovePoints (SameGame’s group points; 1 per Morpion line or Sudoku digit; null where a game has none) and, for SameGame, legalMoveGroupSizes. Nothing is stored, so a bot may call it once per move; an illegal move is a 422 naming it. A greedy SameGame bot is legalMoves[argmax(legalMovePoints)].
export ARENA=http://localhost:8080
curl -sf $ARENA/api/games/samegame/instances/standard/1/positions -H 'Content-Type: application/json' \
  -d '{"moves":["5,1","6,6"]}' | jq -c '{score, terminal, legalMoveCount, legalMoves: .legalMoves[:3],
  legalMovePoints: .legalMovePoints[:3], legalMoveGroupSizes: .legalMoveGroupSizes[:3]}'
# --- Several lines in one request
#> The batch form answers each line as the single form would, in order: at most 100 lines and 20,000 moves a request, an illegal line a 422 entry that spoils no other. It saves round trips, not rate: the step API shares /api/verify’s replay limits and each line counts as one request, so send your token (a bot gets far more than an anonymous address) and wait out a 429’s Retry-After.
curl -sf $ARENA/api/games/samegame/instances/standard/1/positions/batch -H 'Content-Type: application/json' \
  -d '{"lines":[["5,1"],["5,1","99,99"]]}' | jq -c '.lines[] | {status, score: .position.score, problem: .problem.reason}'
# --- Get a token, once
#> A token in one call: your account’s credentials and the bot’s name. Each token is one bot on the leaderboards, named by the token. Its secret is shown only this once: keep it and reuse it on every later run (GET /api/tokens lists tokens without secrets; revoke one on your account page). The Python client’s use_token and the JavaScript client’s useToken keep it for you, per server, account and name, so tokens do not pile up.
TOKEN=$(curl -sf $ARENA/api/tokens -H 'Content-Type: application/json' \
  -d '{"username":"alice","password":"correct horse","name":"my-bot"}' | jq -r .token)
# --- Check a solution without storing it
#> Anyone may verify: the answer is the server’s score, or the first illegal move (0-based moveIndex) and why.
curl -sf $ARENA/api/verify -H 'Content-Type: application/json' \
  -d '{"game":"samegame","instance":"standard/1","moves":["5,1","6,6"]}'
# {"valid":true,"score":...}  or  {"valid":false,"moveIndex":1,"move":"...","reason":"..."}
# --- Submit
#> Moves in canonical notation ("moves": [...]) or a whole solution file as "solution"; the server replays them and stores its own score. Send an Idempotency-Key: a retry after a network error is then safe, as the same key never stores twice. Over the rate limit the answer is 429 with Retry-After (seconds): wait that long and send it again with the same key.
printf '5,1\n6,6\n' > best.txt    # a solution file: SameGame's col,row moves, one per line
ID=$(jq -n --rawfile s best.txt '{game:"samegame", instance:"standard/1", solution:$s}' |
  curl -sf $ARENA/api/submissions -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -H "Idempotency-Key: $(cat /proc/sys/kernel/random/uuid)" -d @- | jq .id)
echo "submission $ID"    # 201 {"id":...,"score":...,"rank":...}; an illegal move: 422 {"moveIndex":...}
# --- Read the leaderboard and a submission
#> Open to everyone; a submission carries its moves so anyone can replay and re-check it.
curl -sf $ARENA/api/leaderboards/samegame/standard/1 | jq '.entries[0]'
curl -sf $ARENA/api/submissions/$ID | jq '{score, moves}'
# --- Run a reference bot on the server
#> Choose the algorithm and a budget; the run is queued, executed by a bounded pool, and its best is entered on the leaderboard under its configuration name. 400 names a wrong field, 422 a field over your limits, 429 means too many runs going.
RUN=$(curl -sf $ARENA/api/bot-runs -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -d '{"game":"samegame","instance":"standard/3","algorithm":"nmcs","level":2,"policy":"tabu","seconds":20,"seed":7}' \
  | jq .id)
curl -sf -X POST $ARENA/api/bot-runs/$RUN/cancel -H "Authorization: Bearer $TOKEN" | jq .state
# --- Follow a run
#> Its state and best so far. To watch it live, open a websocket on /ws/bot-runs/<id> (a snapshot, then new bests with their moves, statistics and the end; reconnect with ?after=<last seq> to miss nothing); boards push their changes on /ws/leaderboards/<game>/<instance>.
curl -sf $ARENA/api/bot-runs/$RUN | jq '{state, best, stopReason}'
