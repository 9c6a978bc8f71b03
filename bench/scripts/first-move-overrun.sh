#!/usr/bin/env bash
# The first timed genmove of fresh `tengen gtp` processes (issue 12): for each of N processes, start
# tengen, set up a 19x19 game with `time_settings 0 BUDGET 1` (BUDGET seconds a move), and time the first
# `genmove b` from sending it to its reply. Prints one line per process and the distribution of the
# overrun (reply time less the budget). Usage: bench/scripts/first-move-overrun.sh [N] [BUDGET] [JAR]
# Load the machine from elsewhere to measure it busy (for example two `while :; do :; done` loops).
set -euo pipefail
n=${1:-50}
budget=${2:-1}
root="$(cd "$(dirname "$0")/../.." && pwd)"
jar=${3:-$root/app/target/tengen.jar}
[ -f "$jar" ] || { echo "no $jar: run ./tengen --version first" >&2; exit 2; }

ask() { # send one command, read its reply up to the empty line
  printf '%s\n' "$1" >&"${gtp[1]}"
  reply=""
  while IFS= read -r line <&"${gtp[0]}"; do
    [ -z "$line" ] && break
    reply+="$line"
  done
}

overruns=()
for ((i = 1; i <= n; i++)); do
  coproc gtp { exec java ${TENGEN_JAVA_OPTS:-} -jar "$jar" gtp 2>/dev/null; }
  ask "boardsize 19"; ask "clear_board"; ask "time_settings 0 $budget 1"
  start=$(date +%s%N)
  ask "genmove b"
  end=$(date +%s%N)
  move=$reply
  ask "quit"
  wait "$gtp_PID" 2>/dev/null || true
  ms=$(( (end - start) / 1000000 ))
  over=$(( ms - budget * 1000 ))
  overruns+=("$over")
  echo "process $i: genmove ${ms} ms (overrun ${over} ms) ${move}"
done
sorted=($(printf '%s\n' "${overruns[@]}" | sort -n))
pick() { echo "${sorted[$(( ($1 * (n - 1)) / 100 ))]}"; }
echo "overrun over $n fresh processes, budget ${budget} s: min ${sorted[0]} ms, median $(pick 50) ms, 90th $(pick 90) ms, max ${sorted[$((n - 1))]} ms"
