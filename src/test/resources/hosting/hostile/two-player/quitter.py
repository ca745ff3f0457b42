# Hostile two-player bot: answers its first turn, then exits in the middle of the game.
import json
import sys

sys.stdin.readline()
turn = json.loads(sys.stdin.readline())
print(json.dumps({"move": turn["legalMoves"][0]}), flush=True)
sys.stdin.readline()
print("giving up", file=sys.stderr)
sys.exit(4)
