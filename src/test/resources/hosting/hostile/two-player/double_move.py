# Hostile two-player bot: answers its first turn with two moves, the second out of turn.
import json
import sys

sys.stdin.readline()
turn = json.loads(sys.stdin.readline())
print(json.dumps({"move": turn["legalMoves"][0]}), flush=True)
print(json.dumps({"move": turn["legalMoves"][1]}), flush=True)
sys.stdin.readline()
