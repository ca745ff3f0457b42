"""The PettingZoo environments of the two-player games: PettingZoo's API and seed tests, whole random
games against the rules' verifier, the planes each agent sees and what an illegal move costs."""

import unittest

import numpy as np
from pettingzoo.test import api_test, seed_test

from puzzlearena import pettingzoo_env, rules


def play_randomly(env, seed):
    """A whole game of random legal actions: the agents' summed rewards."""
    rng = np.random.default_rng(seed)
    env.reset(seed=seed)
    returns = {agent: 0 for agent in env.possible_agents}
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        returns[agent] += reward
        if termination or truncation:
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    return returns


class PettingZooEnvTest(unittest.TestCase):
    def test_pettingzoo_api_and_seed_tests_pass(self):
        for game in pettingzoo_env.GAMES:
            with self.subTest(game=game):
                api_test(pettingzoo_env.env(game=game), num_cycles=1000)
                api_test(pettingzoo_env.raw_env(game=game, render_mode="ansi"), num_cycles=1000)
                seed_test(lambda game=game: pettingzoo_env.env(game=game), num_cycles=500)

    def test_every_two_player_game_has_an_environment(self):
        self.assertEqual({g["id"] for g in rules.games() if g["players"] == 2}, set(pettingzoo_env.GAMES))

    def test_random_games_reward_what_the_verifier_scores(self):
        for game, instance in [("connect-four", None), ("connect-four", "start/4455"), ("tic-tac-toe", None)]:
            for seed in range(8):
                with self.subTest(game=game, instance=instance, seed=seed):
                    env = pettingzoo_env.env(game=game, instance=instance)
                    returns = play_randomly(env, seed)
                    state = env.unwrapped.state
                    verdict = rules.verify(game, state.instance, state.moves())
                    self.assertTrue(verdict["valid"] and verdict["terminal"])
                    self.assertEqual(state.returns(0), returns["player_0"])
                    self.assertEqual(-returns["player_0"], returns["player_1"])
                    self.assertEqual(verdict["score"], returns["player_0"])

    def test_a_won_tic_tac_toe_game(self):
        env = pettingzoo_env.env(game="tic-tac-toe", render_mode="ansi")
        env.reset()
        for cell in [0, 3, 1, 4]:
            env.step(cell)
        self.assertEqual("player_0", env.agent_selection)
        mine = env.observe("player_0")
        self.assertEqual([[1, 1, 0], [0, 0, 0], [0, 0, 0]], mine["observation"][:, :, 0].tolist())
        self.assertEqual([[0, 0, 0], [1, 1, 0], [0, 0, 0]], mine["observation"][:, :, 1].tolist())
        self.assertEqual([0, 0, 1, 0, 0, 1, 1, 1, 1], mine["action_mask"].tolist())
        theirs = env.observe("player_1")
        self.assertEqual(mine["observation"][:, :, 0].tolist(), theirs["observation"][:, :, 1].tolist())
        self.assertEqual([0] * 9, theirs["action_mask"].tolist(), "only the agent to move has actions")
        env.step(2)
        self.assertEqual({"player_0": 1, "player_1": -1}, env.rewards)
        self.assertTrue(all(env.terminations.values()))
        self.assertEqual(["1", "4", "2", "5", "3"], env.unwrapped.state.moves())
        self.assertIn("X", env.render())

    def test_connect_four_planes_are_rows_from_the_top(self):
        env = pettingzoo_env.env(game="connect-four")
        env.reset()
        env.step(3)
        observation = env.observe("player_1")["observation"]
        self.assertEqual((6, 7, 2), observation.shape)
        self.assertEqual(1, observation[5, 3, 1], "player_0's piece, the opponent's to player_1, at the bottom")
        self.assertEqual(1, int(observation.sum()))

    def test_an_illegal_move_loses_through_env_and_is_refused_by_raw_env(self):
        env = pettingzoo_env.env(game="tic-tac-toe")
        env.reset()
        env.step(4)
        env.step(4)
        self.assertEqual({"player_0": 0, "player_1": -1}, env._cumulative_rewards)
        self.assertTrue(all(env.terminations.values()))
        raw = pettingzoo_env.raw_env(game="tic-tac-toe")
        raw.reset()
        raw.step(4)
        with self.assertRaisesRegex(ValueError, "action 4 is not legal here"):
            raw.step(4)
        self.assertEqual(["5"], raw.state.moves())

    def test_an_unknown_game_is_named(self):
        with self.assertRaisesRegex(rules.UnknownGame, "connect-four, tic-tac-toe"):
            pettingzoo_env.raw_env(game="samegame")


if __name__ == "__main__":
    unittest.main()
