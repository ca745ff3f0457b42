#!/usr/bin/env bash
# Side by side with a public peer: anagorko's Morpion Solitaire NRPA (github.com/anagorko/morpion-lpp,
# directory src/nrpa; measured at commit 3d279c5). Its code is not part of this repository: give a
# checkout in PEER_SRC (a directory holding src/nrpa), or let this script clone it into $PEER_DIR.
#
#   bench/peers/anagorko.sh build
#       compiles the peer's own nrpa (the flags of its CMake Release build) and anagorko-playouts.cpp
#       (PlayoutCpuTime's operation on the peer's MorpionGame) into $PEER_DIR (/tmp/peer-anagorko)
#   bench/peers/anagorko.sh playouts 5D|5T WARMUP ROUNDS
#       random playouts per CPU-second on the peer's engine (compare: bench/playout-cpu-time.sh)
#   bench/peers/anagorko.sh nrpa LEVEL FIRST_SEED SEARCHES [standard|layers]
#       complete 5T searches of the peer's nrpa (N = 100 per level), one process per seed, CPU time
#       (user + system) of each process less its start-up; simulations per CPU-second (compare:
#       NrpaCpuTime, which counts the searching thread after the JVM's start and warm-up)
#   bench/peers/anagorko.sh budget LEVEL CPU_SECONDS SEED [standard|layers]
#       the peer's level-LEVEL 5T searches restarted (seeds SEED*100000, +1, ...) until their CPU time
#       less start-ups reaches CPU_SECONDS, as `arena solve --cpu-seconds` restarts NRPA's top level;
#       the best line (compare: bin/arena solve --game morpion-5t --algo nrpa --level 2 --cpu-seconds 30)
#
# A process start (exec, dynamic linking, the first touch of the engine's tables) costs 5-20 ms of CPU
# on a busy 2-vCPU VM, a tenth of a level-2 search; it is measured as the median of 7 runs of a
# one-simulation search (-l 1 -n 1) just before, and subtracted from every search.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
peer_dir=${PEER_DIR:-/tmp/peer-anagorko}
cmd=${1:?usage: anagorko.sh build|playouts|nrpa|budget ...}
shift

# The peer's CMakeLists.txt, Release: -std=c++11 plus these.
cxxflags=(-std=c++11 -Ofast -flto -march=native -funroll-loops -fomit-frame-pointer -fno-trapping-math -ffinite-math-only)

strip_colours() { sed 's/\x1b\[[0-9;]*m//g'; }

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# The CPU seconds of a process start: median of 7 one-simulation runs.
start_up() {
  local i
  for i in 1 2 3 4 5 6 7; do
    { TIMEFORMAT='%3U %3S'; time "$peer_dir/nrpa" -v 5T -l 1 -n 1 -s "$i" > /dev/null; } 2>&1 | awk '{ printf "%.3f\n", $1 + $2 }'
  done | median
}

# Runs the peer's nrpa once; prints "SIMULATIONS BEST CPU_SECONDS".
run_nrpa() {
  local level=$1 seed=$2 adapt=$3 out cpu
  local standard=1
  [ "$adapt" = layers ] && standard=0
  out=$(mktemp)
  # bash's time: user and system CPU of the process, to the millisecond.
  cpu=$( { TIMEFORMAT='%3U %3S'; time "$peer_dir/nrpa" -v 5T -l "$level" -n 100 -s "$seed" --standard "$standard" \
      > "$out"; } 2>&1 )
  local sims best
  sims=$(strip_colours < "$out" | sed -n 's/^ *Simulations: \([0-9]*\).*/\1/p')
  best=$(strip_colours < "$out" | sed -n 's/^ *Best line: \([0-9]*\).*/\1/p')
  rm -f "$out"
  echo "$sims $best $(echo "$cpu" | awk '{ printf "%.3f", $1 + $2 }')"
}

case "$cmd" in
  build)
    mkdir -p "$peer_dir"
    src=${PEER_SRC:-$peer_dir/morpion-lpp}
    if [ ! -d "$src/src/nrpa" ]; then
      git clone -q https://github.com/anagorko/morpion-lpp "$src"
      git -C "$src" checkout -q 3d279c5    # the commit docs/BENCHMARKS.md's figures were taken with
    fi
    (cd "$src/src/nrpa" && g++ "${cxxflags[@]}" -o "$peer_dir/nrpa" nrpa.cpp morpiongame.cpp -lboost_program_options)
    (cd "$src/src/nrpa" && g++ "${cxxflags[@]}" -I. -o "$peer_dir/anagorko-playouts" "$here/anagorko-playouts.cpp" morpiongame.cpp)
    echo "built $peer_dir/nrpa and $peer_dir/anagorko-playouts ($(g++ --version | head -1))"
    ;;
  playouts)
    exec "$peer_dir/anagorko-playouts" "$@"
    ;;
  nrpa)
    level=$1 first=$2 count=$3 adapt=${4:-standard}
    s0=$(start_up)
    echo "start-up: $s0 CPU-s per process (median of 7), subtracted below"
    rates=()
    for ((s = first; s < first + count; s++)); do
      read -r sims best cpu < <(run_nrpa "$level" "$s" "$adapt")
      rate=$(awk -v n="$sims" -v c="$cpu" -v s0="$s0" 'BEGIN { printf "%.0f", n / (c - s0) }')
      echo "seed $s: best $best, $sims simulations in $cpu CPU-s with the start-up, $rate per CPU-second without"
      rates+=("$rate")
    done
    median=$(printf '%s\n' "${rates[@]}" | median)
    printf "anagorko 5T NRPA level %s (%s), %s searches: median %.0f simulations per CPU-second\n" "$level" "$adapt" "$count" "$median"
    ;;
  budget)
    level=$1 budget=$2 seed=$3 adapt=${4:-standard}
    s0=$(start_up)
    total=0 sims_total=0 best=0 searches=0 s=$((seed * 100000))
    while awk -v t="$total" -v b="$budget" 'BEGIN { exit !(t < b) }'; do
      read -r sims line cpu < <(run_nrpa "$level" "$s" "$adapt")
      total=$(awk -v t="$total" -v c="$cpu" -v s0="$s0" 'BEGIN { printf "%.3f", t + c - s0 }')
      sims_total=$((sims_total + sims))
      searches=$((searches + 1))
      [ "$line" -gt "$best" ] && best=$line
      s=$((s + 1))
    done
    echo "anagorko 5T NRPA level $level ($adapt), seed $seed, $budget CPU-s: best $best ($searches searches, $sims_total simulations, $total CPU-s without $s0 CPU-s of start-up each)"
    ;;
  *)
    echo "anagorko.sh: unknown command $cmd (build, playouts, nrpa, budget)" >&2
    exit 2
    ;;
esac
