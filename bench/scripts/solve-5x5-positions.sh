#!/usr/bin/env bash
# The cost of 5x5 proofs, measured where they end: "Black gets all 25 points" (`solve --at-least 25`, by proof
# numbers, or with SOLVE_SEARCH=alpha-beta by alpha-beta with Black held to five moves a node; one thread) from
# middle-game positions of tengen's 5x5 games against GNU
# Go, where the search settles in seconds to minutes. The horizon a whole-board run reaches for so many nodes
# says little about its proof (life under alternating play costs nodes a horizon there and saves them here);
# these proofs are the proof's own work on a smaller scale. Node counts do not depend on the machine's load.
#
#   [SOLVE_SEARCH=alpha-beta] bench/scripts/solve-5x5-positions.sh JAR [JAVA_OPTION...]
#
# The positions: after moves 13 and 15 of games 1 and 3 of bench/games/2026-11-21-5x5-gnugo-level10 (Black
# has just moved), and each legal White reply to the two positions after move 13 (Black to move). Prints a
# line a position (its name, then the nodes, "no", "open" where 300 s ran out, or "failed" with the exit status of a
# run that ended otherwise) and the total of the solved.
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 JAR [JAVA_OPTION...]" >&2
  exit 2
fi
JAR=$(realpath "$1")
shift
# SOLVE_SEARCH=alpha-beta measures the alpha-beta search, Black held to five moves a node (the figures before
# 2026-11-28's proof-number search); the default is the proof-number search, as `solve --at-least` runs it.
if [ "${SOLVE_SEARCH:-proof-numbers}" = alpha-beta ]; then
  SEARCH=(--search alpha-beta --caps 5)
else
  SEARCH=(--search proof-numbers)
fi
GAMES=$(dirname "$0")/../games/2026-11-21-5x5-gnugo-level10
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# The first N moves of a game record, as an SGF record under aga rules, komi 0.
prefix() {
  local moves
  moves=$(grep -o ';[BW]\[[a-z]*\]' "$GAMES/game-$1.sgf" | head -n "$2" | tr -d '\n')
  echo "(;GM[1]FF[4]SZ[5]KM[0]RU[AGA]$moves"
}

for game in 001 003; do
  for n in 13 15; do
    echo "$(prefix $game $n))" > "$WORK/g$game-$n.sgf"
  done
  for column in a b c d e; do
    for row in a b c d e; do
      echo "$(prefix $game 13);W[$column$row])" > "$WORK/g$game-13-$column$row.sgf"
    done
  done
  echo "$(prefix $game 13);W[])" > "$WORK/g$game-13-pass.sgf"
done

total=0
solved=0
for f in "$WORK"/*.sgf; do
  name=$(basename "$f" .sgf)
  status=0
  out=$(timeout 300 java -Xmx1g "$@" -jar "$JAR" solve "$f" --rules aga --komi 0 --at-least 25 "${SEARCH[@]}" \
      --threads 1 --table-size 21 2>/dev/null) || status=$?
  if [ "$status" -eq 2 ]; then
    continue # White's reply is not legal there
  elif echo "$out" | grep -q 'at least 25: yes'; then
    nodes=$(echo "$out" | grep -o '[0-9,]* nodes' | head -n 1 | tr -d ', nodes')
    total=$((total + nodes))
    solved=$((solved + 1))
    echo "$name $nodes"
  elif echo "$out" | grep -q 'at least 25: no'; then
    echo "$name no"
  elif [ "$status" -eq 124 ]; then
    echo "$name open" # 300 s ran out
  else
    echo "$name failed (exit status $status)"
  fi
done
echo "solved $solved, $total nodes in all"
