"""Gymnasium environments for the puzzles, run by the in-process rules (puzzlearena.rules), registered
on import:

    import gymnasium, puzzlearena.gym_env
    env = gymnasium.make("puzzlearena/SameGame-v0", instance="standard/1")
    observation, info = env.reset()
    observation, reward, terminated, truncated, info = env.step(int(info["action_mask"].argmax()))

An action is an index into the position's legal moves (info["legal_moves"], in the rules' order);
info["action_mask"] marks the valid indices. The reward is the score the move gains, so an episode's
return is the line's score less the start's (info["score"]: 0 but in a Sudoku, which scores its givens);
an episode ends when the puzzle does and is never truncated.
env.unwrapped.state is the rules State (clone it to plan) and env.unwrapped.moves() the line to submit.
"""

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from . import rules

__all__ = ["ENV_IDS", "InvalidAction", "PuzzleEnv"]


class InvalidAction(ValueError):
    """An action that is not the index of a legal move here; the position is unchanged."""


# Points of a Morpion board in the position's Pentasol coordinates: the rules keep every line within
# 2..57 on both axes (rules/morpion/Lines.java: board 4..59, Pentasol = board - 2).
_MORPION_LOW, _MORPION_SIDE = 2, 56
# A line's direction and step, in the order of the observation's line planes.
_MORPION_DIRECTIONS = {"-": (1, 0), "|": (0, 1), "\\": (1, 1), "/": (1, -1)}


class _SameGameObserver:
    """The grid, rows from the top: 0 an empty cell, c + 1 a tile of colour c."""

    def __init__(self, start):
        grid = start["grid"]
        top = max([start["colours"]] + [int(c) + 1 for row in grid for c in row if c != "."])
        self.space = spaces.Box(0, top, (start["rows"], start["cols"]), np.int8)

    def __call__(self, position):
        return np.array([[0 if c == "." else int(c) + 1 for c in row] for row in position["grid"]], np.int8)


class _SudokuObserver:
    """The 16x16 grid, rows from the top: 0 an empty cell, d + 1 the hexadecimal digit d."""

    def __init__(self, start):
        self.side = start["size"]
        self.space = spaces.Box(0, self.side, (self.side, self.side), np.int8)

    def __call__(self, position):
        cells = [0 if c == "." else int(c, 16) + 1 for c in position["grid"]]
        return np.array(cells, np.int8).reshape(self.side, self.side)


class _TreeObserver:
    """The path from the root, one entry per level: 0 not yet chosen, 1 left, 2 right."""

    def __init__(self, start):
        self.space = spaces.Box(0, 2, (start["depth"],), np.int8)

    def __call__(self, position):
        path = np.zeros(self.space.shape, np.int8)
        path[: len(position["path"])] = [1 if c == "L" else 2 for c in position["path"]]
        return path


class _MorpionObserver:
    """Two planes: "dots", the board's dots [y][x]; "lines", per direction (-, |, \\, /) the segments lines use, a
    segment marked at its end nearer the line's start. Together they decide every later move's legality
    in both variants (5T: no shared segment within a direction; 5D: no shared point, which the segments
    show too since a line is 4 of them and lines of one direction never touch)."""

    def __init__(self, start):
        side = _MORPION_SIDE
        self.space = spaces.Dict(
            {
                "dots": spaces.Box(0, 1, (side, side), np.int8),
                "lines": spaces.Box(0, 1, (len(_MORPION_DIRECTIONS), side, side), np.int8),
            }
        )

    def __call__(self, position):
        dots = np.zeros(self.space["dots"].shape, np.int8)
        for x, y in position["dots"]:
            dots[y - _MORPION_LOW, x - _MORPION_LOW] = 1
        lines = np.zeros(self.space["lines"].shape, np.int8)
        planes = list(_MORPION_DIRECTIONS)
        for line in position["lines"]:
            dx, dy = _MORPION_DIRECTIONS[line["dir"]]
            x, y = line["from"]
            for step in range(4):
                lines[planes.index(line["dir"]), y + step * dy - _MORPION_LOW, x + step * dx - _MORPION_LOW] = 1
        return {"dots": dots, "lines": lines}


_OBSERVERS = {
    "samegame": _SameGameObserver,
    "samegame-jsgames": _SameGameObserver,
    "sudoku16": _SudokuObserver,
    "leftmove": _TreeObserver,
    "leftmost": _TreeObserver,
    "morpion-5t": _MorpionObserver,
    "morpion-5d": _MorpionObserver,
}

# Gymnasium id of each puzzle game.
ENV_IDS = {
    "samegame": "puzzlearena/SameGame-v0",
    "samegame-jsgames": "puzzlearena/SameGameJsGames-v0",
    "sudoku16": "puzzlearena/Sudoku16-v0",
    "leftmove": "puzzlearena/LeftMove-v0",
    "leftmost": "puzzlearena/LeftMost-v0",
    "morpion-5t": "puzzlearena/Morpion5T-v0",
    "morpion-5d": "puzzlearena/Morpion5D-v0",
}


class PuzzleEnv(gym.Env):
    """One puzzle instance as a Gymnasium environment (see the module's description)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, game, instance=None, render_mode=None):
        if game not in _OBSERVERS:
            raise rules.UnknownGame("no puzzle environment for %r; the puzzles are %s" % (game, ", ".join(ENV_IDS)))
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError("render_mode %r: the puzzles render as 'ansi' (text) only" % (render_mode,))
        self.game = game
        self.state = rules.new_state(game, instance)
        self.instance = self.state.instance
        self.render_mode = render_mode
        self._observe = _OBSERVERS[game](self.state.position())
        self.observation_space = self._observe.space
        max_legal = next(g["max_legal_moves"] for g in rules.games() if g["id"] == game)
        self.action_space = spaces.Discrete(max_legal)

    def reset(self, *, seed=None, options=None):
        # The puzzles have no chance: the seed only seeds the spaces' sampling, as Gymnasium asks.
        super().reset(seed=seed)
        self.state = rules.new_state(self.game, self.instance)
        return self._observation(), self._info(self.state.legal_moves())

    def step(self, action):
        legal = self.state.legal_moves()
        if not isinstance(action, (int, np.integer)) or isinstance(action, bool):
            raise InvalidAction("an action is the index of a legal move, not %r" % (action,))
        if not 0 <= action < len(legal):
            raise InvalidAction(
                "action %d is not a legal move's index: this position has %d legal moves (info['action_mask'])%s"
                % (action, len(legal), ", the puzzle is over" if self.state.is_terminal() else "")
            )
        before = self.state.score()
        self.state.play(legal[int(action)])
        reward = float(self.state.score() - before)
        return self._observation(), reward, self.state.is_terminal(), False, self._info(self.state.legal_moves())

    def render(self):
        if self.render_mode == "ansi":
            return self.state.render()
        return None

    def moves(self):
        """The moves played since the reset: the line to verify or submit."""
        return self.state.moves()

    def _observation(self):
        return self._observe(self.state.position())

    def _info(self, legal):
        mask = np.zeros(self.action_space.n, np.int8)
        mask[: len(legal)] = 1
        return {"action_mask": mask, "legal_moves": legal, "score": self.state.score()}


def _register():
    for game, env_id in ENV_IDS.items():
        if env_id not in gym.registry:
            gym.register(id=env_id, entry_point="puzzlearena.gym_env:PuzzleEnv", kwargs={"game": game})


_register()
