"""The NMCS bot of docs/BOTS.md and clients/python/examples, run as it is against a real server."""

import os
import sys
import unittest

from support import fresh_account, require_server

from puzzlearena import Client, rules

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples"))

import nmcs_bot  # noqa: E402  (the examples directory is not a package)


class NmcsBotTest(unittest.TestCase):
    def test_the_nmcs_bot_scores_on_samegame_and_the_server_verifies_and_ranks_it(self):
        _, name, password = fresh_account("nmcs")
        state, result = nmcs_bot.play(require_server(), name, password, seed=3)
        self.assertTrue(state.is_terminal())
        self.assertEqual(state.score(), result["score"], "the server scores what the local rules scored")
        random_score = rules.new_state("samegame", "standard/1").random_playout(seed=3)
        self.assertGreater(result["score"], random_score, "level 1 beats one random playout")
        board = Client(require_server()).leaderboard("samegame", "standard/1", offset=result["rank"] - 1, limit=1)
        self.assertEqual(result["id"], board["entries"][0]["submissionId"])
        self.assertEqual("nmcs-bot", board["entries"][0]["participant"]["name"])


if __name__ == "__main__":
    unittest.main()
