"""A starter two-player bot for Puzzle Arena's hosted games (docs/HOSTED_BOTS.md, "The protocol
(two-player games)"): it wins at once when it can, otherwise plays a random move that does not hand
the opponent a win on its next move. It keeps its own position with the rules package, reads one
request line, then one turn line each time it is to move, and answers each with {"move": ...}.

    bin/arena host-run --runtime python --bot bots/starter/two_player_bot.py --game connect-four \\
        --opponent uct:sims=200 --games 2 --cpu-seconds 10
"""

import json
import random
import sys

from puzzlearena import rules


def wins(state, player):
    return state.is_terminal() and state.returns(player) > 0


def choose(state, me, rng):
    moves = state.legal_moves()
    safe = []
    for move in moves:
        after = state.clone()
        after.play(move)
        if wins(after, me):
            return move
        if not any(wins(_played(after, reply), 1 - me) for reply in after.legal_moves()):
            safe.append(move)
    return rng.choice(safe or moves)


def _played(state, move):
    after = state.clone()
    after.play(move)
    return after


def main():
    request = json.loads(sys.stdin.readline())
    me = request["player"]
    state = rules.new_state(request["game"], request["instance"])
    rng = random.Random(1)
    for line in iter(sys.stdin.readline, ""):
        message = json.loads(line)
        if "result" in message:  # the game is over: win, draw or loss
            break
        if message["opponentMove"] is not None:
            state.play(message["opponentMove"])
        move = choose(state, me, rng)
        state.play(move)
        print(json.dumps({"move": move}), flush=True)


if __name__ == "__main__":
    main()
