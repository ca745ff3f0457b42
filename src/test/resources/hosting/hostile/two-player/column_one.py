# Hostile two-player bot: plays column 1 on every turn, legal or not (Connect Four: a column holds six).
import json
import sys

sys.stdin.readline()
for line in iter(sys.stdin.readline, ""):
    if "result" in json.loads(line):
        break
    print(json.dumps({"move": "1"}), flush=True)
