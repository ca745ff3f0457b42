#!/usr/bin/env bash
# Random playouts per CPU-second of the platform's rules in each language a bot author can use, one
# after the other in one run, on SameGame standard/1 and Morpion 5D: the Java jar (PlayoutCpuTime:
# the measuring thread's CPU time), Python (random_playout in the engine, and a loop in Python over
# legal_moves + play; the process's CPU time, JVM threads included) and JavaScript (the npm package:
# State.randomPlayout, a loop in JavaScript, and the replaying Position; the process's CPU time).
#   bench/rules-languages.sh [CPU-seconds per round] [rounds]
# Needs a Python with puzzlearena installed (PUZZLE_ARENA_PYTHON, by default the venv PythonRulesTest
# leaves in target/python-rules-venv) and the browser rules built (./mvnw process-classes).
# The jar measured is the one that Python package carries, compiled from this checkout.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seconds=${1:-2}
rounds=${2:-3}
python=${PUZZLE_ARENA_PYTHON:-target/python-rules-venv/bin/python}
if ! "$python" -c 'import puzzlearena.rules' 2>/dev/null; then
  echo "rules-languages: no Python with puzzlearena at $python; make one:" >&2
  echo "  /usr/bin/python3 -m venv --system-site-packages target/python-rules-venv && target/python-rules-venv/bin/pip install ./clients/python" >&2
  exit 2
fi
jar=$("$python" -c 'import os, puzzlearena; print(os.path.join(os.path.dirname(puzzlearena.__file__), "jars", "puzzle-arena-rules.jar"))')
echo "== Java jar ($jar), rounds of 1 CPU-s"
for position in "samegame standard/1" "morpion-5d cross"; do
  CLASSES=$jar bench/playout-cpu-time.sh "$position" 2 "$rounds"
done
echo "== Python"
# The embedded JVM with the jar's heap (bench/playout-cpu-time.sh): a heap growing under the rounds
# charges its page faults to them (Morpion's playouts ran at 0.35x the jar's rate without this, 0.53x with).
PUZZLE_ARENA_JVM_OPTS="-Xms256m -Xmx256m -XX:+AlwaysPreTouch" "$python" bench/python-rules.py "$seconds" "$rounds"
echo "== JavaScript"
cd clients/js
npm run -s rules
node bench/playouts.mjs "$seconds" "$rounds"
