"""A starter bot for Puzzle Arena's hosted runs (docs/HOSTED_BOTS.md): random playouts from the
start until half the CPU budget is spent, then the best line found. It reads one request line on
standard input and writes JSON lines on standard output: a progress line at each improvement, then
the answer. Its CPU clock is the process's, which is what the platform counts (start-up included).

    bin/arena host-run --runtime python --bot bots/starter/bot.py --game samegame \\
        --instance standard/1 --cpu-seconds 5
"""

import json
import sys
import time

from puzzlearena import rules


def main():
    request = json.loads(sys.stdin.readline())
    deadline = request["budget"]["cpuSeconds"] * 0.5  # the rest is the margin for start-up and answering
    best_score, best_moves, seed = None, [], 0
    while best_score is None or time.process_time() < deadline:
        state = rules.new_state(request["game"], request["instance"])
        score = state.random_playout(seed)
        seed += 1
        if best_score is None or score > best_score:
            best_score, best_moves = score, state.moves()
            print(json.dumps({"best": best_score, "moves": best_moves}), flush=True)
    print(json.dumps({"moves": best_moves}), flush=True)


if __name__ == "__main__":
    main()
