"""The server the tests talk to: PUZZLE_ARENA_URL (the JUnit runner sets it to its test server)."""

import os
import tempfile
import uuid

from puzzlearena import Client

URL = os.environ.get("PUZZLE_ARENA_URL")

# use_token keeps tokens in a file: the tests' own, never the home directory's.
os.environ["PUZZLEARENA_TOKENS"] = os.path.join(tempfile.mkdtemp(prefix="puzzlearena-tests-"), "tokens.json")


def require_server():
    # Never a silent skip: without a server the tests fail and say why.
    if not URL:
        raise AssertionError("PUZZLE_ARENA_URL is not set: run these tests against a Puzzle Arena server")
    return URL


def fresh_account(prefix="py"):
    """A new account on the server: (client, username, password)."""
    client = Client(require_server())
    name = "%s-%s" % (prefix, uuid.uuid4().hex[:8])
    client.register(name, "correct horse")
    return client, name, "correct horse"
