#!/usr/bin/env bash
# A hosted Python bot's playouts per CPU-second run directly and in the sandbox (bin/arena host-run),
# interleaved, ROUNDS times each (default 5). Build first: ./mvnw -q package -DskipTests
#   bench/hosted/overhead.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The same rules jar the sandbox gets: the rules and search classes of this build.
(cd target/classes && "${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/jar" cf "$work/rules.jar" org/puzzlearena/rules org/puzzlearena/search)
request='{"game":"samegame","instance":"standard/1","budget":{"cpuSeconds":10,"wallSeconds":30}}'
for i in $(seq 1 "$rounds"); do
  direct=$(echo "$request" | PYTHONPATH=clients/python PUZZLE_ARENA_RULES_JAR="$work/rules.jar" \
    PUZZLE_ARENA_JVM_OPTS="-XX:+UseSerialGC -XX:-UsePerfData -Xmx512m" /usr/bin/python3 bench/hosted/playouts.py 2>&1 >/dev/null)
  hosted=$(bin/arena host-run --runtime python --bot bench/hosted/playouts.py --game samegame --instance standard/1 \
    --cpu-seconds 10 --wall-seconds 30 | python3 -c 'import json,sys; print(json.load(sys.stdin)["stderr"].strip())')
  echo "round $i: direct $direct | sandbox $hosted"
done
