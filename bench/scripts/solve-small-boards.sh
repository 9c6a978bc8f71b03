#!/usr/bin/env bash
# The cost of the small boards' proofs, summed, under aga rules (situational superko, no suicide) with komi 0,
# one thread (the alpha-beta search unless a line says proof numbers): of a whole solve, its proof (two null-window searches from scratch: the value's own search is
# mixed with the tests of the other first moves, whose budget follows the value's search, so a cheaper value can
# show more nodes there); of a bound the README states, the search that settled it. A capped prover's node count
# swings with any change to what the table reuses (the moves it keeps at a node follow the history heuristic),
# so 4x4 "at least 1" runs with two caps and the sum is what to compare. Node counts do not depend on load.
#
#   bench/scripts/solve-small-boards.sh JAR [JAVA_OPTION...]
#
# Prints a line a problem (its name, then the nodes, or "open" where 900 s ran out) and the total of the settled.
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 JAR [JAVA_OPTION...]" >&2
  exit 2
fi
JAR=$(realpath "$1")
shift

total=0
settled=0
run() {
  local name=$1
  shift
  local out status=0
  out=$(timeout 900 java -Xmx2g "${JAVA_OPTIONS[@]}" -jar "$JAR" solve --rules aga --komi 0 --threads 1 "$@" \
      2>/dev/null) || status=$?
  if [ "$status" -ne 0 ]; then
    echo "$name open"
    return
  fi
  # "N nodes": the proof's of a whole solve, the settling search's of a bound.
  local nodes
  nodes=$(echo "$out" | grep -o '[0-9][0-9,]* nodes' | head -n 1 | tr -dc '0-9')
  total=$((total + nodes))
  settled=$((settled + 1))
  echo "$name $nodes"
}
JAVA_OPTIONS=("$@")

run 3x3 --size 3x3
run 2x4 --size 2x4
run 1x7 --size 1x7
run 2x5 --size 2x5
run 2x6 --size 2x6
run 3x4-at-least-4 --size 3x4 --at-least 4 --search alpha-beta
run 4x4-at-least-1-caps-5 --size 4x4 --at-least 1 --caps 5,0
run 4x4-at-least-1-caps-6 --size 4x4 --at-least 1 --caps 6,0
run 4x4-at-least-2 --size 4x4 --at-least 2 --search alpha-beta
# The proof-number search (the default of --at-least since 2026-11-28), on the bounds alpha-beta settles and
# on the two it cannot.
run pn-3x4-at-least-4 --size 3x4 --at-least 4 --search proof-numbers
run pn-3x4-at-least-5 --size 3x4 --at-least 5 --search proof-numbers
run pn-4x4-at-least-2 --size 4x4 --at-least 2 --search proof-numbers
run pn-4x4-at-least-3 --size 4x4 --at-least 3 --search proof-numbers
echo "settled $settled, $total nodes in all"
