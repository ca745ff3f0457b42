"""Parity with the server: two thousand seeded random games per instance of every game, played
through this package (a Python loop over legal_moves/play, and random_playout inside the engine),
some with an illegal move slipped in, replayed by the server; every score and every refusal must be the server's own.
rules.verify must answer exactly what POST /api/verify answers."""

import random
import unittest

from support import INSTANCES, require_server

from puzzlearena import Client, rules

GAMES_PER_INSTANCE = 2000  # half played by a Python loop, half by random_playout
BATCH_LINES = 100  # the step API's batch form takes at most 100 lines and 20,000 moves


def mischief(rng, s):
    """A move text that is often illegal here: garbage, a move already played, a legal move's neighbour."""
    kind = rng.randrange(3)
    if kind == 0:
        return "zz"
    if kind == 1 and s.moves():
        return rng.choice(s.moves())
    legal = s.legal_moves()
    return (rng.choice(legal) if legal else "1") + "9"


def local_line(game, instance, seed):
    """A seeded game: (moves sent, expected answer) where the answer is (score, terminal) or (index, reason)."""
    rng = random.Random(seed)
    s = rules.new_state(game, instance)
    if seed % 2:
        s.random_playout(seed=seed)
        if rng.randrange(10) == 0:  # one move after the end
            text = mischief(rng, s)
            try:
                s.play(text)
            except rules.IllegalMove as e:
                return s.moves() + [text], ("illegal", e.move_index, e.reason)
        return s.moves(), ("valid", s.score(), s.is_terminal())
    while not s.is_terminal():
        if rng.randrange(40) == 0:
            text = mischief(rng, s)
            try:
                s.play(text)
            except rules.IllegalMove as e:
                return s.moves() + [text], ("illegal", e.move_index, e.reason)
            continue
        s.play(rng.choice(s.legal_moves()))
    return s.moves(), ("valid", s.score(), s.is_terminal())


def batches(lines):
    batch, moves = [], 0
    for line in lines:
        if batch and (len(batch) == BATCH_LINES or moves + len(line[0]) > 20000):
            yield batch
            batch, moves = [], 0
        batch.append(line)
        moves += len(line[0])
    if batch:
        yield batch


class ServerParityTest(unittest.TestCase):
    def test_thousands_of_random_games_per_game_score_and_fail_as_the_server_says(self):
        client = Client(require_server())
        for game, instance in INSTANCES:
            with self.subTest(game=game, instance=instance):
                lines = [local_line(game, instance, seed) for seed in range(GAMES_PER_INSTANCE)]
                illegal = sum(1 for _, expected in lines if expected[0] == "illegal")
                self.assertGreater(illegal, 10, "some lines carry an illegal move")
                for batch in batches(lines):
                    answers = client.positions(game, instance, [moves for moves, _ in batch], limit=1)
                    for (moves, expected), answer in zip(batch, answers):
                        if expected[0] == "valid":
                            self.assertEqual(200, answer["status"], (moves, answer))
                            got = answer["position"]
                            self.assertEqual(expected[1:], (got["score"], got["terminal"]), moves)
                        else:
                            self.assertEqual(422, answer["status"], (moves, answer))
                            got = answer["problem"]
                            self.assertEqual(expected[1:], (got["moveIndex"], got["reason"]), moves)

    def test_verify_answers_what_the_servers_verify_answers(self):
        client = Client(require_server())
        for game, instance in INSTANCES:
            with self.subTest(game=game, instance=instance):
                for seed in range(3):
                    moves, _ = local_line(game, instance, seed)
                    for line in (moves, moves[: len(moves) // 2], moves + ["1"], ["zz"]):
                        self.assertEqual(client.verify(game, instance, moves=line), rules.verify(game, instance, line))


if __name__ == "__main__":
    unittest.main()
