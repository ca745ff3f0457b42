"""The Gymnasium environments: Gymnasium's own checker, whole episodes against the rules' verifier, and
a SameGame episode submitted to the server (PUZZLE_ARENA_URL)."""

import unittest
import uuid

import gymnasium
import numpy as np
from gymnasium.utils.env_checker import check_env
from support import fresh_account

import puzzlearena.gym_env as gym_env
from puzzlearena import rules

# Each puzzle at an instance with room to play (the trees and Sudoku at their defaults).
PUZZLES = [
    ("samegame", "standard/1"),
    ("samegame", "random/42/10x10x4"),
    ("samegame-jsgames", "random/12/8x8x4"),
    ("sudoku16", None),
    ("leftmove", "depth/20"),
    ("leftmost", None),
    ("morpion-5t", None),
    ("morpion-5d", None),
]


class _LegalMoveSampling(gymnasium.spaces.Discrete):
    """The environment's action space, sampling a legal move only: check_env steps with
    action_space.sample() and the environments rightly refuse an index past the legal moves."""

    def __init__(self, env):
        super().__init__(env.action_space.n)
        self.env = env

    def sample(self, mask=None, probability=None):
        mask = np.zeros(self.n, np.int8)
        mask[: len(self.env.state.legal_moves())] = 1
        return super().sample(mask=mask)


def play_randomly(env, seed):
    """An episode of uniformly random legal actions: (start info, rewards, last info)."""
    rng = np.random.default_rng(seed)
    _, start = env.reset(seed=seed)
    info, rewards, terminated = start, [], False
    while not terminated:
        observation, reward, terminated, truncated, info = env.step(
            int(rng.choice(np.flatnonzero(info["action_mask"])))
        )
        assert env.observation_space.contains(observation)
        assert not truncated
        rewards.append(reward)
    return start, rewards, info


class GymEnvTest(unittest.TestCase):
    def test_every_puzzle_has_an_id_and_the_module_form_finds_it(self):
        puzzles = {g["id"] for g in rules.games() if g["players"] == 1}
        self.assertEqual(puzzles, set(gym_env.ENV_IDS))
        for env_id in gym_env.ENV_IDS.values():
            self.assertIn(env_id, gymnasium.registry)
        env = gymnasium.make("puzzlearena.gym_env:puzzlearena/SameGame-v0", instance="random/42/10x10x4")
        self.assertEqual(("samegame", "random/42/10x10x4"), (env.unwrapped.game, env.unwrapped.instance))
        self.assertEqual((10, 10), env.observation_space.shape)
        self.assertEqual("standard/1", gymnasium.make("puzzlearena/SameGame-v0").unwrapped.instance)

    def test_gymnasium_checker_accepts_every_puzzle(self):
        for game, instance in PUZZLES:
            with self.subTest(game=game, instance=instance):
                env = gymnasium.make(gym_env.ENV_IDS[game], instance=instance, render_mode="ansi").unwrapped
                env.action_space = _LegalMoveSampling(env)
                check_env(env, skip_render_check=False)

    def test_random_episodes_return_the_score_the_verifier_gives(self):
        for game, instance in PUZZLES:
            with self.subTest(game=game, instance=instance):
                env = gymnasium.make(gym_env.ENV_IDS[game], instance=instance)
                start, rewards, end = play_randomly(env, seed=5)
                state = env.unwrapped.state
                self.assertTrue(state.is_terminal())
                self.assertEqual(state.score() - start["score"], sum(rewards))
                self.assertEqual(state.score(), end["score"])
                self.assertEqual(([], 0), (end["legal_moves"], int(end["action_mask"].sum())))
                verdict = rules.verify(game, env.unwrapped.instance, env.unwrapped.moves())
                self.assertEqual((True, True, state.score()), (verdict["valid"], verdict["terminal"], verdict["score"]))
                self.assertEqual(len(rewards), verdict["moves"])

    def test_the_mask_and_the_legal_moves_agree_with_the_rules(self):
        env = gymnasium.make("puzzlearena/Morpion5T-v0")
        _, info = env.reset()
        legal = rules.new_state("morpion-5t").legal_moves()
        self.assertEqual(legal, info["legal_moves"])
        self.assertEqual([1] * len(legal) + [0] * (env.action_space.n - len(legal)), list(info["action_mask"]))

    def test_the_samegame_observation_is_the_grid(self):
        env = gymnasium.make("puzzlearena/SameGame-v0", instance="grid/1120,2210")
        observation, _ = env.reset()
        self.assertEqual([[2, 2, 3, 1], [3, 3, 2, 1]], observation.tolist())
        observation, reward, terminated, _, _ = env.step(0)
        grid = env.unwrapped.state.position()["grid"]
        self.assertEqual([[0 if c == "." else int(c) + 1 for c in row] for row in grid], observation.tolist())
        self.assertIn(0, observation.tolist()[0], "the move cleared a group")
        self.assertFalse(terminated)
        self.assertEqual(env.unwrapped.state.score(), reward)

    def test_the_morpion_observation_holds_every_dot_and_line_segment(self):
        for game in ("morpion-5t", "morpion-5d"):
            with self.subTest(game=game):
                env = gymnasium.make(gym_env.ENV_IDS[game])
                observation, info = env.reset()
                self.assertEqual((36, 0), (int(observation["dots"].sum()), int(observation["lines"].sum())))
                for _ in range(10):
                    observation, _, _, _, info = env.step(0)
                self.assertEqual(46, int(observation["dots"].sum()))
                self.assertEqual(10 * 4, int(observation["lines"].sum()), "a line is 4 segments, none shared")
                position = env.unwrapped.state.position()
                for line in position["lines"]:
                    x, y = line["from"]
                    plane = list(gym_env._MORPION_DIRECTIONS).index(line["dir"])
                    self.assertEqual(1, observation["lines"][plane, y - 2, x - 2])
                    dot_x, dot_y = line["dot"]
                    self.assertEqual(1, observation["dots"][dot_y - 2, dot_x - 2])

    def test_the_sudoku_and_tree_observations(self):
        env = gymnasium.make("puzzlearena/Sudoku16-v0")
        observation, _ = env.reset()
        grid = env.unwrapped.state.position()["grid"]
        self.assertEqual((16, 16), observation.shape)
        self.assertEqual(sum(c != "." for c in grid), int((observation > 0).sum()))
        self.assertEqual(int(grid[3], 16) + 1, observation[0, 3])
        tree = gymnasium.make("puzzlearena/LeftMove-v0", instance="depth/9")
        observation, info = tree.reset()
        self.assertEqual([0] * 9, observation.tolist())
        observation, *_ = tree.step(info["legal_moves"].index("R"))
        observation, *_ = tree.step(info["legal_moves"].index("L"))
        self.assertEqual([2, 1] + [0] * 7, observation.tolist())

    def test_an_invalid_action_is_refused_and_changes_nothing(self):
        env = gymnasium.make("puzzlearena/SameGame-v0", render_mode="ansi")
        _, info = env.reset()
        legal = len(info["legal_moves"])
        with self.assertRaisesRegex(gym_env.InvalidAction, "action %d is not a legal move's index" % legal):
            env.step(legal)
        with self.assertRaises(gym_env.InvalidAction):
            env.step(-1)
        with self.assertRaises(gym_env.InvalidAction):
            env.step("0,2")
        self.assertEqual([], env.unwrapped.moves())
        self.assertEqual(env.unwrapped.state.render(), env.render())

    def test_the_state_is_the_rules_state_to_plan_with(self):
        env = gymnasium.make("puzzlearena/SameGame-v0")
        env.reset()
        plan = env.unwrapped.state.clone()
        plan.random_playout(seed=3)
        self.assertEqual([], env.unwrapped.moves(), "playing on a clone leaves the episode alone")
        _, reward, *_ = env.step(0)
        self.assertEqual([env.unwrapped.state.moves()[0]], env.unwrapped.moves())
        self.assertEqual(env.unwrapped.state.score(), reward)
        env.reset()
        self.assertEqual([], env.unwrapped.moves())


class SubmitAnEpisodeTest(unittest.TestCase):
    def test_a_greedy_samegame_episode_scores_its_return_on_the_server(self):
        client, name, password = fresh_account("pygym")
        client.use_token(name, password, name="gym-greedy")
        env = gymnasium.make("puzzlearena/SameGame-v0", instance="standard/3")
        _, info = env.reset()
        episode_return, terminated = 0.0, False
        while not terminated:
            # Greedy by reward: the move that clears the largest group now.
            points = env.unwrapped.state.legal_move_points()
            _, reward, terminated, _, info = env.step(int(np.argmax(points)))
            episode_return += reward
        submitted = client.submit("samegame", "standard/3", env.unwrapped.moves(), idempotency_key=str(uuid.uuid4()))
        self.assertEqual(episode_return, submitted["score"])
        board = client.leaderboard("samegame", "standard/3", offset=submitted["rank"] - 1, limit=1)
        self.assertIn(submitted["id"], [entry["submissionId"] for entry in board["entries"]])


if __name__ == "__main__":
    unittest.main()
