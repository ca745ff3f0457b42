"""PettingZoo AEC environments for the two-player games (connect-four, tic-tac-toe), run by the
in-process rules and shaped as PettingZoo's classic games (connect_four_v3, tictactoe_v3):

    from puzzlearena import pettingzoo_env
    env = pettingzoo_env.env(game="connect-four")
    env.reset(seed=42)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        env.step(None if termination or truncation else int(observation["action_mask"].argmax()))

Agents player_0 (the first to move from the empty board) and player_1. An agent's observation is
{"observation": planes [row][column][0 its own pieces, 1 the opponent's], "action_mask"}; an action is
a column (connect-four, 0-6) or a cell (tic-tac-toe, 0-8 row by row), the move text str(action + 1).
The rewards come at the end: +1 the winner, -1 the loser, 0 each for a draw.
"""

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from . import rules

__all__ = ["GAMES", "env", "raw_env"]

# Each game's board (rows, columns); an action is a column of connect-four, a cell of tic-tac-toe.
GAMES = {"connect-four": (6, 7), "tic-tac-toe": (3, 3)}


def env(**kwargs):
    """raw_env wrapped as PettingZoo's classic games are: an illegal move ends the game with -1 for the
    agent that made it, an action outside the space is an error, and the API's order is enforced."""
    wrapped = raw_env(**kwargs)
    wrapped = wrappers.TerminateIllegalWrapper(wrapped, illegal_reward=-1)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)


class raw_env(AECEnv):  # noqa: N801 - PettingZoo's name for the unwrapped environment
    metadata = {"render_modes": ["human", "ansi"], "name": "puzzlearena_v0", "is_parallelizable": False}

    def __init__(self, game="connect-four", instance=None, render_mode=None):
        super().__init__()
        if game not in GAMES:
            raise rules.UnknownGame("no PettingZoo environment for %r; the games are %s" % (game, ", ".join(GAMES)))
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError("render_mode %r: 'human' (printed) or 'ansi' (returned)" % (render_mode,))
        self.game = game
        self.state = rules.new_state(game, instance)
        self.instance = self.state.instance
        self.render_mode = render_mode
        self.metadata = dict(self.metadata, name="puzzlearena_%s_v0" % game.replace("-", "_"))
        rows, columns = GAMES[game]
        actions = columns if game == "connect-four" else rows * columns
        self.possible_agents = ["player_0", "player_1"]
        self._action_spaces = {agent: spaces.Discrete(actions) for agent in self.possible_agents}
        observation = spaces.Dict(
            {
                "observation": spaces.Box(0, 1, (rows, columns, 2), np.int8),
                "action_mask": spaces.Box(0, 1, (actions,), np.int8),
            }
        )
        self._observation_spaces = {agent: observation for agent in self.possible_agents}

    def observation_space(self, agent):
        return self._observation_spaces[agent]

    def action_space(self, agent):
        return self._action_spaces[agent]

    def reset(self, seed=None, options=None):
        # The games have no chance; the seed only seeds the action spaces' sampling.
        if seed is not None:
            for i, agent in enumerate(self.possible_agents):
                self._action_spaces[agent].seed(seed + i)
        self.state = rules.new_state(self.game, self.instance)
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = self.agents[self.state.to_move()]

    def observe(self, agent):
        player = self.possible_agents.index(agent)
        pieces = self._pieces()
        planes = np.stack([pieces == player, pieces == 1 - player], axis=2).astype(np.int8)
        mask = np.zeros(self._action_spaces[agent].n, np.int8)
        if agent == self.agent_selection:
            mask[self._legal_actions()] = 1
        return {"observation": planes, "action_mask": mask}

    def step(self, action):
        if self.terminations[self.agent_selection] or self.truncations[self.agent_selection]:
            self._was_dead_step(action)
            return
        legal = self._legal_actions()
        if action not in legal:
            raise ValueError("action %r is not legal here; the legal actions are %s" % (action, legal))
        self._cumulative_rewards[self.agent_selection] = 0
        self.state.play(str(int(action) + 1))
        if self.state.is_terminal():
            for i, agent in enumerate(self.agents):
                self.rewards[agent] = int(self.state.returns(i))
                self.terminations[agent] = True
        self.agent_selection = self.possible_agents[self.state.to_move()]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self):
        if self.render_mode == "ansi":
            return self.state.render()
        if self.render_mode == "human":
            print(self.state.render())
        return None

    def close(self):
        pass

    def _legal_actions(self):
        return [int(move) - 1 for move in self.state.legal_moves()]

    def _pieces(self):
        """The board [row][column] from the top: 0 player_0's piece, 1 player_1's, -1 empty."""
        position = self.state.position()
        rows, columns = GAMES[self.game]
        if self.game == "connect-four":
            cells = "".join(position["cells"])
            return np.array([-1 if c == "." else int(c) for c in cells]).reshape(rows, columns)
        return np.array([{"X": 0, "O": 1}.get(c, -1) for c in position["cells"]]).reshape(rows, columns)
