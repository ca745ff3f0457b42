"""Random playouts per CPU-second of this process (time.process_time: every thread, the JVM's JIT and
collector included), with the in-process Python rules, three ways side by side, interleaved round by
round: clone().random_playout() (the whole playout inside the engine), rollout() (the same playout
in one call, nothing handed back) and a Python loop that picks each move itself (legal_moves +
random.choice + play), which also gives moves per CPU-second. Each playout
starts from a clone of the instance's initial position, as the jar's PlayoutCpuTime copies it.
  python bench/python-rules.py [CPU-seconds per round] [rounds]
(a Python with puzzlearena installed, e.g. target/python-rules-venv/bin/python after PythonRulesTest,
or bench/rules-languages.sh, which runs this beside the jar and the JavaScript package)"""

import random
import sys
import time

from puzzlearena import rules

seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
rng = random.Random(12345)
sink = 0


def rate(batch):
    """Playouts and moves per CPU-second over one round; batch() plays 16 playouts."""
    global sink
    start = time.process_time()
    playouts = moves = 0
    while True:
        score, n = batch()  # the clock is read every 16 playouts, as PlayoutCpuTime reads it every 64
        sink += score
        playouts += 16
        moves += n
        now = time.process_time()
        if now - start >= seconds:
            return playouts / (now - start), moves / (now - start)


def engine_playouts(initial):
    seeds = iter(range(1, 1 << 62, 16))

    def batch():
        first = next(seeds)
        return sum(initial.clone().random_playout(seed=seed) for seed in range(first, first + 16)), 0

    return batch


def engine_rollouts(initial):
    seeds = iter(range(1, 1 << 62, 16))

    def batch():
        first = next(seeds)
        return sum(initial.rollout(seed=seed) for seed in range(first, first + 16)), 0

    return batch


def python_loop(initial):
    def batch():
        total = n = 0
        for _ in range(16):
            s = initial.clone()
            legal = s.legal_moves()
            while legal:
                s.play(rng.choice(legal))
                n += 1
                legal = s.legal_moves()
            total += s.score()
        return total, n

    return batch


print(f"python {sys.version.split()[0]}; {rounds} rounds of {seconds:g} CPU-s per line, interleaved")
for game, instance in [("samegame", "standard/1"), ("morpion-5d", "cross")]:
    initial = rules.new_state(game, instance)
    ways = [
        ("clone().random_playout()", engine_playouts(initial)),
        ("rollout() (no clone handed back)", engine_rollouts(initial)),
        ("Python loop (legal_moves + play)", python_loop(initial)),
    ]
    results = {name: [] for name, _ in ways}
    for _ in range(2):  # warm-up rounds, as the jar's: the JVM compiles the hot paths
        for _, batch in ways:
            rate(batch)
    for _ in range(rounds):
        for name, batch in ways:
            results[name].append(rate(batch))
    for name, measured in results.items():
        playouts = sorted(r[0] for r in measured)[len(measured) // 2]
        moves = sorted(r[1] for r in measured)[len(measured) // 2]
        shown = " ".join(str(round(r[0])) for r in measured)
        line = f"{game} {instance} | {name} | median {round(playouts)} playouts/CPU-s"
        if moves:
            line += f", {round(moves)} moves/CPU-s"
        print(line + " | rounds " + shown)
print(f"(checksum {sink % 1000})")
