"""A hosted Python bot and a reference bot on one suite at the same CPU budget, through the API as any
author would: sign up, upload the bot (a new version), run the suite with it and with the reference
configuration, wait for both, print the comparison and where both stand on the per-budget boards.
Stdlib only.

    python3 bench/hosted/suite-compare.py BASE_URL SUITE BOT_FILE 'REFERENCE_JSON' [REPEATS]
    e.g. python3 bench/hosted/suite-compare.py http://127.0.0.1:18085 samegame-standard-10 \\
         bots/nmcs/nmcs.py '{"algorithm":"nmcs","level":1}' 1
"""

import json
import secrets
import sys
import time
import urllib.error
import urllib.request


def call(base, method, path, body=None, token=None, content_type="application/json", raw=None):
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    request = urllib.request.Request(base + path, data=data, method=method)
    if data is not None:
        request.add_header("Content-Type", content_type)
    if token:
        request.add_header("Authorization", "Bearer " + token)
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            text = answer.read().decode()
            return json.loads(text) if text else None
    except urllib.error.HTTPError as e:
        sys.exit(f"{method} {path}: {e.code} {e.read().decode()[:500]}")


def main(base, suite, bot_file, reference, repeats):
    username, password = "bench" + secrets.token_hex(4), secrets.token_hex(12)
    call(base, "POST", "/api/accounts", {"username": username, "password": password})
    token = call(base, "POST", "/api/tokens", {"username": username, "password": password, "name": "suite"})["token"]
    bot = call(base, "POST", "/api/hosted-bots", {"name": "nmcs-python"}, token)
    with open(bot_file, "rb") as f:
        name = bot_file.rsplit("/", 1)[-1]
        version = call(
            base, "POST", f"/api/hosted-bots/{bot['id']}/versions?runtime=python&fileName={name}",
            token=token, content_type="application/octet-stream", raw=f.read())
    print(f"uploaded {name} as version {version['number']}, sha256 {version['sha256']}")
    started = []
    for seed in range(1, repeats + 1):
        # A hosted bot takes no seed (its program decides); the reference bot's runs are seeded 1, 2, ...
        hosted = {"algorithm": "hosted", "hostedBot": bot["id"], "version": version["number"]}
        started.append(call(base, "POST", f"/api/suites/{suite}/runs", hosted, token)["id"])
        started.append(call(base, "POST", f"/api/suites/{suite}/runs", dict(reference, seed=seed), token)["id"])
    began = time.time()
    while True:
        runs = [call(base, "GET", f"/api/suite-runs/{i}", token=token) for i in started]
        if all(r["state"] != "running" for r in runs):
            break
        time.sleep(5)
    print(f"{len(runs)} suite runs ended in {time.time() - began:.0f} s wall")
    for r in runs:
        cpu = []
        for item in r["runs"]:
            view = call(base, "GET", f"/api/bot-runs/{item['botRunId']}", token=token)
            record = (view.get("hosted") or {}).get("record")
            cpu.append(record["cpuMs"] if record else view["progress"]["cpuMs"])
        print(json.dumps({"suiteRun": r["id"], "bot": r["bot"], "state": r["state"], "total": r["total"],
                          "scores": [i["score"] for i in r["runs"]], "cpuMs": cpu}))
    comparison = call(base, "GET", f"/api/suites/{suite}/comparison")
    for row in comparison["rows"]:
        print(json.dumps({"bot": row["bot"], "hosted": row["hosted"], "suiteRuns": row["suiteRuns"],
                          "total": row["total"]}))
    item = comparison["suite"]["items"][0]
    board = call(base, "GET", f"/api/leaderboards/{item['game']}/{item['instance']}?cpuSeconds={item['cpuSeconds']}")
    entries = board["entries"] if isinstance(board, dict) else board
    print(f"per-budget board {item['game']} {item['instance']} at {item['cpuSeconds']} CPU-s:")
    for e in entries:
        print(f"  {e['rank']}. {e['participant']['name']} {e['score']} hosted={e.get('hosted')}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4]), int(sys.argv[5]) if len(sys.argv) > 5 else 1)
