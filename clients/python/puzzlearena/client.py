"""A client for the Puzzle Arena HTTP API (https://.../q/openapi), with nothing but the standard library."""

import json
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid

from . import token_store


class ApiError(Exception):
    """An answer other than 2xx: ``status`` and the server's problem document (``problem``)."""

    def __init__(self, status, problem, headers=None):
        self.status = status
        self.problem = problem if isinstance(problem, dict) else {"detail": str(problem)}
        self.headers = headers or {}
        super().__init__("%s %s: %s" % (status, self.problem.get("title", ""), self.problem.get("detail", "")))


def _quote_instance(instance):
    # Instance ids contain slashes (standard/1): they stay path separators, as the server expects.
    return "/".join(urllib.parse.quote(part, safe="") for part in instance.split("/"))


class Client:
    """The API as Python calls. ``token`` (an API token) authenticates a bot; ``log_in`` a person.

    A 429 answer is retried after the server's ``Retry-After`` (at most ``max_retries`` times);
    submissions carry an ``Idempotency-Key``, so a retry never stores a result twice.
    """

    def __init__(self, base_url, token=None, max_retries=5, timeout=30):
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.max_retries = max_retries
        self.timeout = timeout
        self._cookie = None
        self.sleep = time.sleep  # replaceable in tests

    # -- the transport -------------------------------------------------------------------------
    def request(self, method, path, body=None, query=None, headers=None):
        """One API call: the decoded JSON answer, or ApiError. Retries 429 after Retry-After."""
        url = self.base_url + path
        if query:
            url += "?" + urllib.parse.urlencode({k: v for k, v in query.items() if v is not None})
        all_headers = {"Accept": "application/json"}
        data = None
        if body is not None:
            data = json.dumps(body).encode("utf-8")
            all_headers["Content-Type"] = "application/json"
        if self.token:
            all_headers["Authorization"] = "Bearer " + self.token
        elif self._cookie:
            all_headers["Cookie"] = self._cookie
            # Cookie-authenticated writes must come from the site itself (CSRF checks).
            all_headers["Origin"] = self.base_url
        all_headers.update(headers or {})
        attempt = 0
        while True:
            req = urllib.request.Request(url, data=data, headers=all_headers, method=method)
            try:
                with urllib.request.urlopen(req, timeout=self.timeout) as answer:
                    raw = answer.read()
                    cookie = answer.headers.get("Set-Cookie")
                    if cookie and cookie.startswith("arena_session="):
                        self._cookie = cookie.split(";")[0]
                    return json.loads(raw) if raw else None
            except urllib.error.HTTPError as e:
                raw = e.read()
                try:
                    problem = json.loads(raw) if raw else {}
                except ValueError:
                    problem = {"detail": raw.decode("utf-8", "replace")}
                if e.code == 429 and attempt < self.max_retries:
                    attempt += 1
                    self.sleep(_retry_after(e.headers.get("Retry-After")))
                    continue
                raise ApiError(e.code, problem, dict(e.headers)) from None

    # -- accounts and tokens -------------------------------------------------------------------
    def register(self, username, password):
        return self.request("POST", "/api/accounts", {"username": username, "password": password})

    def log_in(self, username, password):
        """A person's session (kept as a cookie by this client)."""
        return self.request("POST", "/api/session", {"username": username, "password": password})

    def create_token(self, name, username=None, password=None):
        """A new API token: with ``username``/``password`` in one call (no session needed), else
        for the logged-in person. Returns the answer; its ``token`` is shown only once."""
        body = {"name": name}
        if username is not None:
            body.update(username=username, password=password)
        return self.request("POST", "/api/tokens", body)

    def use_token(self, username, password, name="bot", store=token_store.DEFAULT):
        """Authenticates every later call with the account's token called ``name``: the one kept in
        the local token file from an earlier run when it still works, else a new one (made with the
        credentials, and kept). The server shows a secret only once, so the client keeps it; see
        ``token_store`` for the file. ``store`` is the file's path, or None to keep nothing and make
        a new token on every call."""
        path = token_store.default_path() if store is token_store.DEFAULT else store
        if path is not None:
            kept = token_store.load(path, self.base_url, username, name)
            if kept is not None and self._token_works(kept, name):
                self.token = kept
                return kept
        self.token = self.create_token(name, username, password)["token"]
        if path is not None:
            token_store.save(path, self.base_url, username, name, self.token)
        return self.token

    def _token_works(self, token, name):
        # A revoked or unknown token is 401; anything else is a real problem and is raised.
        saved, self.token = self.token, token
        try:
            me = self.me()
        except ApiError as e:
            if e.status != 401:
                raise
            me = None
        finally:
            self.token = saved
        return bool(me) and me.get("kind") == "bot" and me.get("botName") == name

    def revoke_token(self, token_id):
        """Revokes one of the logged-in person's tokens (``tokens()`` lists them, without secrets)."""
        return self.request("DELETE", "/api/tokens/%d" % token_id)

    def tokens(self):
        """The logged-in person's tokens, without their secrets."""
        return self.request("GET", "/api/tokens")

    def me(self):
        """Who this client is (a person's session or a token's bot), or None for nobody: the
        server answers 204 when no session or token is sent (a token that does not work raises)."""
        return self.request("GET", "/api/session")

    # -- catalogue, positions, verification ----------------------------------------------------
    def games(self):
        return self.request("GET", "/api/games")

    def instances(self, game):
        return self.request("GET", "/api/games/%s/instances" % game)

    def instance(self, game, instance):
        return self.request("GET", "/api/games/%s/instances/%s" % (game, _quote_instance(instance)))

    def position(self, game, instance, moves, offset=None, limit=None):
        """The step API: the position after ``moves``, its score, terminal and legal moves."""
        return self.request(
            "POST",
            "/api/games/%s/instances/%s/positions" % (game, _quote_instance(instance)),
            {"moves": list(moves)},
            {"offset": offset, "limit": limit},
        )

    def positions(self, game, instance, lines, offset=None, limit=None):
        """The step API's batch form: one answer per line, each ``{"status": 200, "position": {...}}``
        (as ``position`` answers) or ``{"status": 422, "problem": {...}}`` (its first illegal move)."""
        return self.request(
            "POST",
            "/api/games/%s/instances/%s/positions/batch" % (game, _quote_instance(instance)),
            {"lines": [list(line) for line in lines]},
            {"offset": offset, "limit": limit},
        )["lines"]

    def verify(self, game, instance, moves=None, solution=None):
        body = {"game": game, "instance": instance}
        if solution is not None:
            body["solution"] = solution
        else:
            body["moves"] = list(moves)
        return self.request("POST", "/api/verify", body)

    # -- results -------------------------------------------------------------------------------
    def submit(self, game, instance, moves, idempotency_key=None):
        """Submits moves; the key (a fresh one by default) makes the retries safe."""
        key = idempotency_key or str(uuid.uuid4())
        return self.request(
            "POST",
            "/api/submissions",
            {"game": game, "instance": instance, "moves": list(moves)},
            headers={"Idempotency-Key": key},
        )

    def leaderboard(self, game, instance, offset=None, limit=None):
        return self.request(
            "GET",
            "/api/leaderboards/%s/%s" % (game, _quote_instance(instance)),
            query={"offset": offset, "limit": limit},
        )

    def start_bot_run(self, game, instance, algorithm, **settings):
        """A reference bot on the server, e.g. ``algorithm="nmcs", level=1, seconds=5, seed=1``."""
        body = {"game": game, "instance": instance, "algorithm": algorithm}
        body.update(settings)
        return self.request("POST", "/api/bot-runs", body)

    def bot_run(self, run_id):
        return self.request("GET", "/api/bot-runs/%s" % run_id)

    def bot_runs(self, **filters):
        return self.request("GET", "/api/bot-runs", query=filters)

    def cancel_bot_run(self, run_id):
        return self.request("POST", "/api/bot-runs/%s/cancel" % run_id)

    # -- remote bots in the arena (docs/ARENA.md, "Remote bots") ------------------------------
    def register_remote_bot(self, game, name):
        """Registers a remote bot of this account in ``game``'s remote pool: the bot, with its ``playerId``."""
        return self.request("POST", "/api/arena/remote", {"game": game, "name": name})

    def remote_bots(self):
        """This account's remote bots, oldest first."""
        return self.request("GET", "/api/arena/remote")

    def remote_bot(self, bot_id):
        return self.request("GET", "/api/arena/remote/%d" % bot_id)

    def remote_caps(self):
        return self.request("GET", "/api/arena/remote/caps")

    def remote_events(self, bot_id, games=None):
        """The bot's stream: yields each event (a dict with its ``type``) as it arrives, skipping the
        empty keep-alive lines, until the server ends the stream. Refusals raise ApiError (429 with
        ``headers["Retry-After"]`` is not retried here: the wait is until the daily cap resets)."""
        url = self.base_url + "/api/arena/remote/%d/stream" % bot_id
        if games is not None:
            url += "?" + urllib.parse.urlencode({"games": games})
        headers = {"Accept": "application/x-ndjson"}
        if self.token:
            headers["Authorization"] = "Bearer " + self.token
        elif self._cookie:
            headers["Cookie"] = self._cookie
        try:
            # No read timeout beyond the client's: keep-alive lines arrive every few seconds.
            answer = urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=self.timeout)
        except urllib.error.HTTPError as e:
            raw = e.read()
            raise ApiError(e.code, json.loads(raw) if raw else {}, dict(e.headers)) from None
        with answer:
            for line in answer:
                line = line.strip()
                if line:
                    yield json.loads(line)

    def remote_move(self, game_id, move):
        """The bot's move in its game ``game_id`` after a ``yourTurn`` event; a 422 ApiError for a move
        the rules refuse (the game is then lost), 409 when it is not the bot's turn or too late."""
        return self.request("POST", "/api/arena/remote/games/%s/move" % game_id, {"move": move})


def _retry_after(value):
    try:
        return max(0.0, float(value))
    except (TypeError, ValueError):
        return 1.0
