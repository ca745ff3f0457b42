import os
import sys
import unittest

from puzzlearena import ApiError, Client, Environment
from tests.server import fresh_account, require_server

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "examples"))
import random_bot  # noqa: E402  (the bot of the README, run as it is)


class EnvironmentTest(unittest.TestCase):
    def test_reset_step_and_legal_moves(self):
        env = Environment(Client(require_server()), "samegame", "standard/1")
        legal = env.legal_moves()
        self.assertEqual(env.legal_move_count, len(legal))
        self.assertFalse(env.terminal)
        score, terminal = env.step(legal[0])
        self.assertEqual([legal[0]], env.moves)
        self.assertFalse(terminal)
        with self.assertRaises(ApiError) as caught:
            env.step("99,99")
        self.assertEqual(422, caught.exception.status)
        self.assertEqual([legal[0]], env.moves, "an illegal move changes nothing")
        env.reset()
        self.assertEqual([], env.moves)
        self.assertEqual(legal, env.legal_moves())

    def test_clone_is_an_independent_copy_at_the_same_position(self):
        env = Environment(Client(require_server()), "samegame", "standard/1")
        env.step(env.legal_moves()[0])
        twin = env.clone()
        self.assertEqual((env.moves, env.score, env.position), (twin.moves, twin.score, twin.position))
        self.assertEqual(env.legal_moves(), twin.legal_moves())
        twin.step(twin.legal_moves()[-1])
        self.assertEqual(1, len(env.moves), "stepping the clone leaves the original where it was")
        self.assertEqual(2, len(twin.moves))
        self.assertNotEqual(env.position, twin.position)
        env.step(env.legal_moves()[0])
        self.assertEqual(2, len(twin.moves), "and the other way round")
        self.assertNotEqual(env.moves, twin.moves)

    def test_legal_move_points_are_what_each_move_scores(self):
        env = Environment(Client(require_server()), "samegame", "standard/1")
        moves, points = env.legal_moves(), env.legal_move_points()
        self.assertEqual(len(moves), len(points))
        best = max(range(len(moves)), key=points.__getitem__)
        score, _ = env.clone().step(moves[best])
        self.assertEqual(env.score + points[best], score)
        self.assertIsNone(Environment(env.client, "connect-four", "start").legal_move_points())
        sudoku = Environment(env.client, "sudoku16", "generated/7")
        self.assertEqual([1] * sudoku.legal_move_count, sudoku.legal_move_points(), "paged, one point a digit")

    def test_paged_legal_moves_of_a_sudoku(self):
        client = Client(require_server())
        env = Environment(client, "sudoku16", "generated/7")
        whole = env.legal_moves()
        self.assertEqual(env.legal_move_count, len(whole))
        self.assertTrue(all(m.startswith("r") and "=" in m for m in whole))
        env.step(whole[0])
        self.assertEqual(1, len(env.moves))

    def test_the_readme_bot_plays_samegame_to_the_end_and_its_score_verifies_and_ranks(self):
        client, name, password = fresh_account("pybot")
        env, result = random_bot.play(require_server(), name, password, seed=7)
        self.assertTrue(env.terminal)
        self.assertEqual([], env.legal_moves())
        verified = client.verify("samegame", "standard/1", moves=env.moves)
        self.assertTrue(verified["valid"])
        self.assertTrue(verified["terminal"])
        self.assertEqual(verified["score"], result["score"])
        self.assertEqual(env.score, result["score"])
        board = Client(require_server()).leaderboard("samegame", "standard/1", offset=result["rank"] - 1, limit=1)
        mine = [e for e in board["entries"] if e["submissionId"] == result["id"]]
        self.assertEqual(1, len(mine), "the bot's result is on the leaderboard")
        self.assertEqual(result["rank"], mine[0]["rank"])
        self.assertEqual("random-bot", mine[0]["participant"]["name"])


if __name__ == "__main__":
    unittest.main()
