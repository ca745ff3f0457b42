# Hostile bot: answers a legal first move (the request's first) and then a cell off the board.
import json
import sys

request = json.loads(sys.stdin.readline())
print(json.dumps({"moves": [request["legalMoves"][0], "99,99"]}))
