# --- 1. Get a token
export ARENA=http://localhost:8080
TOKEN=$(curl -sf $ARENA/api/tokens -H 'Content-Type: application/json' \
  -d '{"username":"alice","password":"correct horse","name":"my-bot"}' | jq -r .token)
# --- 2. Check a solution without storing it
curl -sf $ARENA/api/verify -H 'Content-Type: application/json' \
  -d '{"game":"samegame","instance":"standard/1","moves":["5,1","6,6"]}'
# {"valid":true,"score":...}  or  {"valid":false,"moveIndex":1,"move":"...","reason":"..."}
# --- 3. Submit
printf '5,1\n6,6\n' > best.txt    # a solution file: SameGame's col,row moves, one per line
ID=$(jq -n --rawfile s best.txt '{game:"samegame", instance:"standard/1", solution:$s}' |
  curl -sf $ARENA/api/submissions -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -H "Idempotency-Key: $(cat /proc/sys/kernel/random/uuid)" -d @- | jq .id)
echo "submission $ID"    # 201 {"id":...,"score":...,"rank":...}; an illegal move: 422 {"moveIndex":...}
# --- 4. Read the leaderboard and a submission
curl -sf $ARENA/api/leaderboards/samegame/standard/1 | jq '.entries[0]'
curl -sf $ARENA/api/submissions/$ID | jq '{score, moves}'
# --- 5. Run a reference bot on the server
RUN=$(curl -sf $ARENA/api/bot-runs -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -d '{"game":"samegame","instance":"standard/3","algorithm":"nmcs","level":2,"policy":"tabu","seconds":20,"seed":7}' \
  | jq .id)
curl -sf -X POST $ARENA/api/bot-runs/$RUN/cancel -H "Authorization: Bearer $TOKEN" | jq .state
# --- 6. Follow a run
curl -sf $ARENA/api/bot-runs/$RUN | jq '{state, best, stopReason}'
