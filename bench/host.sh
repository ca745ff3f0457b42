#!/usr/bin/env bash
# One line naming the host a benchmark runs on, for docs/BENCHMARKS.md's hosts table: these VMs all
# call their CPU "AMD EPYC", so the family, model and clock are what tell them apart.
set -euo pipefail
field() { sed -n "s/^$1[[:space:]]*: //p" /proc/cpuinfo | head -1; }
memory=$(awk '/^MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)
echo "\"$(field 'model name')\", CPU family $(field 'cpu family') model $(field model)," \
  "$(field 'cpu MHz' | cut -d. -f1) MHz, $(field 'cache size') cache per core, $(nproc) vCPU, $memory;" \
  "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
