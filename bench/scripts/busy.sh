#!/usr/bin/env bash
# Keeps N cores busy (default 2, both of this machine's) while a command runs, for the figures "on a busy
# machine": `bench/scripts/busy.sh 2 bench/scripts/first-move-overrun.sh 50 1`.
set -euo pipefail
n=${1:?usage: busy.sh N COMMAND...}
shift
pids=()
for ((i = 0; i < n; i++)); do
  ( while :; do :; done ) &
  pids+=($!)
done
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
"$@"
