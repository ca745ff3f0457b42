"""NMCS level 1 on SameGame with the rules in this process: before each move, one random playout
after every legal move; play towards the best line seen so far. Submits the line for a verified score.
Usage: python3 nmcs_bot.py http://localhost:8080 USERNAME PASSWORD [SEED]"""

import random
import sys

from puzzlearena import Client, rules


def nmcs1(state, rng):
    best_score, best_line = -1, []
    while not state.is_terminal():
        for move in state.legal_moves():
            trial = state.clone()
            trial.play(move)
            score = trial.random_playout(seed=rng.getrandbits(48))
            if score > best_score:
                best_score, best_line = score, trial.moves()
        state.play(best_line[len(state.moves())])
    return state.score()


def play(base_url, username, password, seed=1, game="samegame", instance="standard/1"):
    state = rules.new_state(game, instance)
    score = nmcs1(state, random.Random(seed))
    client = Client(base_url)
    client.use_token(username, password, name="nmcs-bot")
    result = client.submit(game, instance, state.moves())  # the server replays it: the same score
    print("score", score, "verified", result["score"], "rank", result["rank"])
    return state, result


if __name__ == "__main__":
    play(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else 1)
