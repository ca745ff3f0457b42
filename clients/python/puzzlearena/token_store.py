"""A local file of API tokens, so a bot run again uses its token rather than making a new one.

The server shows a token's secret once, in the answer that creates it, and lists tokens without
their secrets; a token that is to be reused must therefore be kept by the client. The file is JSON,
``{"<server> <username> <token name>": "pa_..."}``, written readable by its owner only. Its path is
``$PUZZLEARENA_TOKENS`` when set, else ``~/.config/puzzlearena/tokens.json``.
"""

import json
import os


class _Default:
    def __repr__(self):
        return "the default token file"


# The default of ``store`` arguments: the file at default_path(), read when it is used.
DEFAULT = _Default()


def default_path():
    return os.environ.get("PUZZLEARENA_TOKENS") or os.path.join(
        os.path.expanduser("~"), ".config", "puzzlearena", "tokens.json"
    )


def _key(base_url, username, name):
    return "%s %s %s" % (base_url, username, name)


def _read(path):
    try:
        with open(path, encoding="utf-8") as f:
            tokens = json.load(f)
    except FileNotFoundError:
        return {}
    return tokens if isinstance(tokens, dict) else {}


def load(path, base_url, username, name):
    """The stored token for this server, account and token name, or None."""
    return _read(path).get(_key(base_url, username, name))


def save(path, base_url, username, name, token):
    """Stores (or replaces) the token, keeping the other entries; the file is private (0600)."""
    tokens = _read(path)
    tokens[_key(base_url, username, name)] = token
    directory = os.path.dirname(path)
    if directory:
        os.makedirs(directory, mode=0o700, exist_ok=True)
    # Written whole to a temporary file then renamed, so a crash never leaves half a file of secrets.
    temporary = path + ".tmp"
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(tokens, f, indent=1, sort_keys=True)
    os.replace(temporary, path)
