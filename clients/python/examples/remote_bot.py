"""A remote bot for the Puzzle Arena's arena: it runs here, on your machine, and plays rated games in
a two-player game's remote pool over an NDJSON stream, answering each turn with a random legal move.
Usage: python3 remote_bot.py http://localhost:8080 USERNAME PASSWORD [GAME] [GAMES]"""

import random
import sys

from puzzlearena import Client


def play(base_url, username, password, game="tic-tac-toe", games=2, name="random-remote", seed=1):
    client = Client(base_url)
    client.use_token(username, password, name=name)  # the stream and the moves use the account's token
    # The bot of that name on that game if this account has one (from an earlier run), else a new one.
    mine = [b for b in client.remote_bots() if b["game"] == game and b["name"] == name]
    bot = mine[0] if mine else client.register_remote_bot(game, name)
    rng = random.Random(seed)
    ends = []
    for event in client.remote_events(bot["playerId"], games=games):
        if event["type"] == "yourTurn":
            # A real bot searches here, within event["secondsLeft"] wall seconds.
            client.remote_move(event["gameId"], rng.choice(event["legalMoves"]))
        elif event["type"] == "gameEnd":
            ends.append(event)
            print(
                event["result"], event["verdict"] or "", "rating", round(event["rating"]), "game", event["arenaGameId"]
            )
    return bot, ends


if __name__ == "__main__":
    args = sys.argv[1:]
    play(args[0], args[1], args[2], args[3] if len(args) > 3 else "tic-tac-toe", int(args[4]) if len(args) > 4 else 2)
