# Hostile two-player bot: answers its first turn, then reads the next one and never answers it.
import json
import sys
import time

sys.stdin.readline()
turn = json.loads(sys.stdin.readline())
print(json.dumps({"move": turn["legalMoves"][0]}), flush=True)
sys.stdin.readline()
time.sleep(3600)
