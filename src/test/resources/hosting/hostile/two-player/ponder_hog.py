# Hostile two-player bot: answers each turn at once, then computes between its turns ("pondering")
# for CPU_PER_PONDER seconds of CPU each time, until the game's CPU budget is gone.
import json
import sys
import time

sys.stdin.readline()
for line in iter(sys.stdin.readline, ""):
    turn = json.loads(line)
    print(json.dumps({"move": turn["legalMoves"][0]}), flush=True)
    end = time.process_time() + CPU_PER_PONDER
    while time.process_time() < end:
        pass
