import unittest
import uuid

from puzzlearena import ApiError, Client
from tests.server import fresh_account, require_server


class ClientTest(unittest.TestCase):
    def test_catalogue_and_step_api(self):
        client = Client(require_server())
        self.assertIn("samegame", [g["id"] for g in client.games()])
        self.assertIn("standard/1", [i["id"] for i in client.instances("samegame")])
        start = client.instance("samegame", "standard/1")
        step = client.position("samegame", "standard/1", [])
        self.assertEqual(start["position"], step["position"])
        self.assertEqual(start["legalMoves"], step["legalMoveCount"])

    def test_verify_names_the_first_illegal_move(self):
        client = Client(require_server())
        ok = client.verify("samegame", "standard/1", moves=["5,1", "6,6"])
        self.assertTrue(ok["valid"])
        bad = client.verify("samegame", "standard/1", moves=["5,1", "99,99"])
        self.assertFalse(bad["valid"])
        self.assertEqual(1, bad["moveIndex"])
        with self.assertRaises(ApiError) as caught:
            client.position("samegame", "standard/1", ["5,1", "99,99"])
        self.assertEqual(422, caught.exception.status)
        self.assertEqual(1, caught.exception.problem["moveIndex"])
        self.assertEqual(bad["reason"], caught.exception.problem["reason"])

    def test_token_in_one_call_and_an_idempotent_submission(self):
        client, name, password = fresh_account()
        token = client.use_token(name, password, name="py-bot")
        self.assertTrue(token.startswith("pa_"))
        me = client.me()
        self.assertEqual(("bot", "py-bot"), (me["kind"], me["botName"]))
        key = str(uuid.uuid4())
        first = client.submit("leftmove", "depth/9", ["L"] * 9, idempotency_key=key)
        again = client.submit("leftmove", "depth/9", ["L"] * 9, idempotency_key=key)
        self.assertEqual(first["id"], again["id"], "a retry with the same key stores nothing new")
        board = client.leaderboard("leftmove", "depth/9", offset=first["rank"] - 1, limit=1)
        ids = [e["submissionId"] for e in board["entries"]]
        self.assertIn(first["id"], ids)

    def test_use_token_reuses_the_named_token_of_an_earlier_run(self):
        import json
        import os
        import stat
        import tempfile

        _, name, password = fresh_account()
        path = os.path.join(tempfile.mkdtemp(), "sub", "tokens.json")
        first = Client(require_server()).use_token(name, password, name="nmcs", store=path)
        again = Client(require_server()).use_token(name, password, name="nmcs", store=path)
        self.assertEqual(first, again, "a second run reuses the kept token")
        other = Client(require_server()).use_token(name, password, name="greedy", store=path)
        self.assertNotEqual(first, other, "another name is another bot")
        self.assertEqual(0o600, stat.S_IMODE(os.stat(path).st_mode), "the secrets are the owner's only")
        with open(path, encoding="utf-8") as f:
            self.assertEqual(2, len(json.load(f)))
        person = Client(require_server())
        person.log_in(name, password)
        mine = person.tokens()
        self.assertEqual(["greedy", "nmcs"], sorted(t["name"] for t in mine), "no token piled up")
        # A revoked token is replaced (and the file updated); the new one works.
        person.revoke_token([t["id"] for t in mine if t["name"] == "nmcs"][0])
        bot = Client(require_server())
        replaced = bot.use_token(name, password, name="nmcs", store=path)
        self.assertNotEqual(first, replaced)
        self.assertEqual(("bot", "nmcs"), (bot.me()["kind"], bot.me()["botName"]))
        self.assertEqual(replaced, Client(require_server()).use_token(name, password, name="nmcs", store=path))
        # Without a file, every call makes a token, as a bot that keeps its own would want.
        fresh = Client(require_server())
        self.assertNotEqual(replaced, fresh.use_token(name, password, name="nmcs", store=None))

    def test_the_batch_step_answers_each_line(self):
        client = Client(require_server())
        lines = client.positions("samegame", "standard/1", [["5,1"], ["5,1", "99,99"], []], limit=3)
        self.assertEqual([200, 422, 200], [line["status"] for line in lines])
        single = client.position("samegame", "standard/1", ["5,1"], limit=3)
        self.assertEqual(single, lines[0]["position"])
        self.assertEqual(1, lines[1]["problem"]["moveIndex"])
        self.assertEqual(len(single["legalMoves"]), len(single["legalMovePoints"]))

    def test_me_is_none_for_nobody_and_the_person_once_logged_in(self):
        client, name, password = fresh_account()
        self.assertIsNone(client.me())
        client.log_in(name, password)
        self.assertEqual(("person", name), (client.me()["kind"], client.me()["username"]))

    def test_a_person_logs_in_and_makes_a_token(self):
        client, name, password = fresh_account()
        client.log_in(name, password)
        made = client.create_token("from-session")
        self.assertEqual("from-session", made["name"])
        with self.assertRaises(ApiError) as caught:
            Client(require_server()).create_token("x", name, "wrong password")
        self.assertEqual(401, caught.exception.status)

    def test_a_429_is_retried_after_retry_after(self):
        import http.server
        import threading

        calls = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                calls.append(self.path)
                if len(calls) < 3:
                    self.send_response(429)
                    self.send_header("Retry-After", "2")
                    self.send_header("Content-Type", "application/problem+json")
                    body = b'{"status":429,"title":"Too many requests"}'
                else:
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    body = b"[]"
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            client = Client("http://127.0.0.1:%d" % server.server_port)
            slept = []
            client.sleep = slept.append
            self.assertEqual([], client.games())
            self.assertEqual([2.0, 2.0], slept)
            client.max_retries = 0
            calls.clear()
            with self.assertRaises(ApiError) as caught:
                client.games()
            self.assertEqual(429, caught.exception.status)
        finally:
            server.shutdown()

    def test_bot_runs(self):
        client, name, password = fresh_account()
        client.use_token(name, password)
        run = client.start_bot_run("leftmove", "depth/9", "sample", playouts=50, seed=3)
        self.assertIn(run["state"], ("queued", "running", "finished"))
        self.assertEqual(run["id"], client.bot_run(run["id"])["id"])
        listed = client.bot_runs(account=name)
        self.assertIn(run["id"], [r["id"] for r in listed["runs"]])
