"""A random bot for Puzzle Arena: plays SameGame standard/1 to the end with legal moves, submits.
Usage: python3 random_bot.py http://localhost:8080 USERNAME PASSWORD [SEED]"""

import random
import sys

from puzzlearena import Client, Environment


def play(base_url, username, password, seed=1, game="samegame", instance="standard/1"):
    client = Client(base_url)
    client.use_token(username, password, name="random-bot")  # one call, no browser session
    env = Environment(client, game, instance)
    rng = random.Random(seed)
    while not env.terminal:
        env.step(rng.choice(env.legal_moves()))
    result = client.submit(game, instance, env.moves)  # retried on 429, safely (Idempotency-Key)
    print("score", result["score"], "rank", result["rank"], "after", len(env.moves), "moves")
    return env, result


if __name__ == "__main__":
    play(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else 1)
