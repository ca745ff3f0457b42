"""What the in-process rules tests share: the server they compare with (PUZZLE_ARENA_URL, set by the
JUnit runner PythonRulesTest) and one position of every game."""

import os
import tempfile
import uuid

from puzzlearena import Client, rules

URL = os.environ.get("PUZZLE_ARENA_URL")

# use_token keeps tokens in a file: the tests' own, never the home directory's.
os.environ["PUZZLEARENA_TOKENS"] = os.path.join(tempfile.mkdtemp(prefix="puzzlearena-rules-tests-"), "tokens.json")

# Every game at an instance with room to play: the defaults, and more than one for the families of boards.
INSTANCES = [
    ("morpion-5t", "cross"),
    ("morpion-5d", "cross"),
    ("samegame", "standard/1"),
    ("samegame", "standard/13"),
    ("samegame-jsgames", "random/12/8x8x4"),
    ("sudoku16", "generated/3"),
    ("leftmove", "depth/20"),
    ("leftmost", "depth/20"),
    ("tic-tac-toe", "start"),
    ("connect-four", "start"),
    ("connect-four", "start/4455"),
]


def require_server():
    # Never a silent skip: without a server the tests fail and say why.
    if not URL:
        raise AssertionError("PUZZLE_ARENA_URL is not set: run these tests against a Puzzle Arena server")
    return URL


def fresh_account(prefix="pyrules"):
    """A new account on the server: (client, username, password)."""
    client = Client(require_server())
    name = "%s-%s" % (prefix, uuid.uuid4().hex[:8])
    client.register(name, "correct horse")
    return client, name, "correct horse"


def every_game_is_covered():
    return {g["id"] for g in rules.games()} == {game for game, _ in INSTANCES}
