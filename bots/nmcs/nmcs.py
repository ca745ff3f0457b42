"""Nested Monte-Carlo Search, level 1, as a hosted bot (docs/HOSTED_BOTS.md): the Python twin of the
platform's reference `nmcs` bot, for comparing the two at the same CPU budget on a suite.

Before each move it plays one random playout after every legal move and moves towards the best line
seen so far (Cazenave 2009, level 1, with the best sequence memorised). When a whole line is done and
budget remains it starts again from the initial position with new seeds, keeping the best line. It
stops at 80% of the CPU budget (its own process's clock, start-up included, is what the platform counts)
and answers the best line; a progress line goes out at each improvement.

    bin/arena host-run --runtime python --bot bots/nmcs/nmcs.py --game samegame \\
        --instance standard/1 --cpu-seconds 10
"""

import json
import random
import sys
import time

from puzzlearena import rules

SHARE_OF_BUDGET = 0.8


def nmcs1(state, rng, out_of_time):
    """Plays `state` to its end; returns the best (score, moves) seen, or None if time ran out first."""
    best_score, best_line = None, []
    while not state.is_terminal():
        for move in state.legal_moves():
            if out_of_time():
                return None
            trial = state.clone()
            trial.play(move)
            score = trial.random_playout(seed=rng.getrandbits(48))
            if best_score is None or score > best_score:
                best_score, best_line = score, trial.moves()
        state.play(best_line[len(state.moves())])
    return state.score(), state.moves()


def main():
    request = json.loads(sys.stdin.readline())
    deadline = request["budget"]["cpuSeconds"] * SHARE_OF_BUDGET
    rng = random.Random(request.get("seed", 1))
    best_score, best_moves = None, []

    def out_of_time():
        return best_score is not None and time.process_time() >= deadline

    while not out_of_time():
        found = nmcs1(rules.new_state(request["game"], request["instance"]), rng, out_of_time)
        if found is not None and (best_score is None or found[0] > best_score):
            best_score, best_moves = found
            print(json.dumps({"best": best_score, "moves": best_moves}), flush=True)
    print(json.dumps({"moves": best_moves}), flush=True)


if __name__ == "__main__":
    main()
