import os
import sys
import unittest

from puzzlearena import ApiError, Client

from .server import fresh_account, require_server

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "examples"))
import remote_bot  # noqa: E402  (the example, as its README shows it)


class RemoteBotTest(unittest.TestCase):
    def test_the_example_remote_bot_plays_rated_games_over_its_stream(self):
        _, name, password = fresh_account("py-remote")
        bot, ends = remote_bot.play(require_server(), name, password, games=2)
        self.assertEqual(2, len(ends))
        for end in ends:
            self.assertTrue(end["counted"], end)  # replayed by the rules before it counted
            self.assertIsNone(end["verdict"], end)
        after = Client(require_server())
        seen = after.remote_bot(bot["playerId"])
        self.assertEqual(2, seen["games"])
        self.assertLess(seen["deviation"], 350)
        self.assertEqual("remote", seen["kind"])
        # A second run finds the same bot rather than registering another.
        again, more = remote_bot.play(require_server(), name, password, games=2)
        self.assertEqual(bot["playerId"], again["playerId"])
        self.assertEqual(2, len(more))

    def test_a_move_the_rules_refuse_is_a_422_naming_it(self):
        client, name, password = fresh_account("py-remote-bad")
        client.use_token(name, password, name="bad-remote", store=None)
        bot = client.register_remote_bot("tic-tac-toe", "bad")
        for event in client.remote_events(bot["playerId"], games=2):
            if event["type"] == "yourTurn":
                with self.assertRaises(ApiError) as refused:
                    client.remote_move(event["gameId"], "zz")
                self.assertEqual(422, refused.exception.status)
                self.assertEqual("move", refused.exception.problem["field"])
            elif event["type"] == "gameEnd":
                self.assertEqual("illegal move", event["verdict"])


if __name__ == "__main__":
    unittest.main()
