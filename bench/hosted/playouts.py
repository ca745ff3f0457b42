"""The sandbox's overhead, measured from inside a bot: random playouts of SameGame standard/1 with
the in-process rules (puzzlearena.rules) for a fixed CPU time after a warm-up, then the rate on
standard error and an empty answer. Run directly and in the sandbox by bench/hosted/overhead.sh."""

import json
import sys
import time

from puzzlearena import rules

WARM_UP, MEASURED = 1.0, 4.0  # CPU-seconds of this process, JVM threads included

sys.stdin.readline()
seed = 0
start = None
while True:
    state = rules.new_state("samegame", "standard/1")
    state.random_playout(seed)
    seed += 1
    now = time.process_time()
    if start is None and now >= WARM_UP:
        start, first = now, seed
    if start is not None and now - start >= MEASURED:
        break
print("playouts/CPU-s %.0f" % ((seed - first) / (now - start)), file=sys.stderr)
print(json.dumps({"moves": []}))
