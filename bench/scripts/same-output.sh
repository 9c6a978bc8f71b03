#!/usr/bin/env bash
# Runs the five seed-problem commands (score, validate, simulate, move, agent and its arena) of two tengen
# jars on the same random inputs, valid and invalid, and compares what each prints: standard output,
# standard error and the exit status (for agent also output.txt and the state file it keeps). The inputs
# come from a fixed seed, so a run can be repeated.
#
#   bench/scripts/same-output.sh OLD_JAR NEW_JAR [INPUTS_PER_COMMAND] [SEED]
#
# COMMANDS="score move" limits the run to those commands (default: all six, the arena as its own).
# Prints per command the inputs compared and the mismatches; exits 1 if any output differs. The arena's
# "slowest move" times are masked: they are clock readings, not output.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 OLD_JAR NEW_JAR [INPUTS_PER_COMMAND] [SEED]" >&2
  exit 2
fi
OLD=$(realpath "$1")
NEW=$(realpath "$2")
N=${3:-40}
SEED=${4:-1}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

python3 - "$WORK" "$N" "$SEED" <<'PY'
import os, random, sys
work, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rnd = random.Random(seed)

def neighbours(p, s):
    r, c = p
    for q in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= q[0] < s and 0 <= q[1] < s:
            yield q

def chain(b, p, s):
    col, seen, todo = b[p[0]][p[1]], {p}, [p]
    while todo:
        for q in neighbours(todo.pop(), s):
            if q not in seen and b[q[0]][q[1]] == col:
                seen.add(q); todo.append(q)
    return seen

def free(b, ch, s):
    return any(b[q[0]][q[1]] == 0 for p in ch for q in neighbours(p, s))

def play(b, p, col, s):
    """A move with captures; None for an occupied point or a suicide (ko is not checked)."""
    if b[p[0]][p[1]] != 0:
        return None
    b = [row[:] for row in b]
    b[p[0]][p[1]] = col
    for q in neighbours(p, s):
        if b[q[0]][q[1]] == 3 - col:
            ch = chain(b, q, s)
            if not free(b, ch, s):
                for r in ch:
                    b[r[0]][r[1]] = 0
    if not free(b, chain(b, p, s), s):
        return None
    return b

def random_game(s, moves, pass_rate=0.1):
    """Boards after each move of a random game of alternate colours from an empty board."""
    b = [[0] * s for _ in range(s)]
    boards, col = [b], 1
    for _ in range(moves):
        nb = None
        if rnd.random() > pass_rate:
            pts = [(r, c) for r in range(s) for c in range(s)]
            rnd.shuffle(pts)
            for p in pts[:8]:
                nb = play(b, p, col, s)
                if nb is not None:
                    break
        b = nb if nb is not None else b
        boards.append(b)
        col = 3 - col
    return boards

def mutate(text):
    """A valid input made invalid (or not): a word replaced, a line dropped or doubled, or text cut short."""
    lines = text.split("\n")
    k = rnd.randrange(6)
    if k == 0 and len(lines) > 1:
        del lines[rnd.randrange(len(lines))]
    elif k == 1:
        i = rnd.randrange(len(lines)); lines.insert(i, lines[i])
    elif k == 2:
        i = rnd.randrange(len(lines)); words = lines[i].split(" ")
        words[rnd.randrange(len(words))] = rnd.choice(["x", "-1", "99", "", "1 2", "B(0,0)", "0", "12345678901", "W"])
        lines[i] = " ".join(words)
    elif k == 3:
        return text[: rnd.randrange(len(text) + 1)]
    elif k == 4:
        i = rnd.randrange(len(lines)); lines[i] = lines[i] + rnd.choice([" extra", "  ", "\t1", "0"])
    else:
        return text.replace("\n", "\r\n") if rnd.random() < 0.5 else text + rnd.choice(["", "\n", "junk\n"])
    return "\n".join(lines)

def score_input():
    out = []
    for _ in range(rnd.randint(1, 4)):
        s = rnd.choice([3, 5, 7, 9, 19])
        h = (s - 1) // 2
        b = [[0] * s for _ in range(s)]
        placed = []
        for _ in range(rnd.randint(0, s * s)):
            empty = [(r, c) for r in range(s) for c in range(s) if b[r][c] == 0]
            if not empty or rnd.random() < 0.01:
                r, c = rnd.randrange(s), rnd.randrange(s)  # on a stone, or the board full: an error
            else:
                r, c = rnd.choice(empty)
            col = rnd.choice((1, 2))
            placed.append(f"{'BW'[col - 1]}({c - h},{h - r})")
            if b[r][c] != 0:
                break
            b = place_any(b, (r, c), col, s)
        if rnd.random() < 0.02:
            placed.append(f"B({h + 1},0)")
        out.append(f"{s} {len(placed)}")
        out.extend(placed)
    out.append("0 0")
    return "\n".join(out) + "\n"

def place_any(b, p, col, s):
    """A placement with captures first, then self-capture (Cormack's rules)."""
    b = [row[:] for row in b]
    b[p[0]][p[1]] = col
    for q in neighbours(p, s):
        if b[q[0]][q[1]] == 3 - col:
            ch = chain(b, q, s)
            if not free(b, ch, s):
                for r in ch:
                    b[r[0]][r[1]] = 0
    ch = chain(b, p, s)
    if not free(b, ch, s):
        for r in ch:
            b[r[0]][r[1]] = 0
    return b

def validate_input():
    s = rnd.randint(1, 9)
    boards = random_game(s, rnd.randint(0, s * s * 2))
    b = boards[-1]
    rows = ["".join(".BW"[v] for v in row) for row in b]
    moves = []
    col = rnd.choice("BW")
    for _ in range(rnd.randint(0, 12)):
        moves.append(f"{col} {rnd.randint(-1, s)} {rnd.randint(-1, s)}" if rnd.random() < 0.15
                     else f"{col} {rnd.randrange(s)} {rnd.randrange(s)}")
        col = "W" if col == "B" else "B"
    return f"{s}\n{len(moves)}\n" + "\n".join(rows + moves) + "\n"

def simulate_input():
    words = []
    for _ in range(rnd.randint(1, 3)):
        lo, hi = (1, rnd.choice([3, 4, 5, 19]))
        for _ in range(rnd.randint(1, 300)):
            r = rnd.random()
            if r < 0.05:
                words.append("0 0")
            elif r < 0.08:
                words.append(f"{rnd.randint(-1, 21)} {rnd.randint(-1, 21)}")
            else:
                words.append(f"{rnd.randint(lo, hi)} {rnd.randint(lo, hi)}")
    if rnd.random() < 0.8:
        words.append("-1 -1")
    sep = rnd.choice([" ", "\n"])
    return sep.join(words) + "\n"

def move_input():
    s = rnd.randint(2, 7)
    b = random_game(s, rnd.randint(0, s * s))[-1]
    rows = ["".join("_12"[v] for v in row) for row in b]
    text = "\n".join(rows) + f"\n{rnd.choice('12')}\n"
    if rnd.random() < 0.5:
        text += f"{rnd.randint(0, 1)} {rnd.randint(0, 1)}\n"
    return text

def agent_input():
    boards = random_game(5, rnd.randint(0, 23), pass_rate=0.08)
    k = len(boards) - 1
    colour = 1 if k % 2 == 0 else 2
    previous = boards[k - 1] if k >= 1 else boards[0]
    current = boards[k]
    def rows(b):
        return ["".join(str(v) for v in row) for row in b]
    return f"{colour}\n" + "\n".join(rows(previous) + rows(current)) + "\n"

gens = {"score": score_input, "validate": validate_input, "simulate": simulate_input, "move": move_input,
        "agent": agent_input}
for name, gen in gens.items():
    d = os.path.join(work, name)
    os.makedirs(d)
    for i in range(n):
        text = gen()
        if i % 4 == 3:
            text = mutate(text)
        with open(os.path.join(d, f"{i}.txt"), "w", newline="") as f:
            f.write(text)
PY

# run JAR COMMAND INPUT OUTDIR: the command's stdout, stderr and exit status (and agent's files) in OUTDIR.
run() {
  local jar=$1 cmd=$2 input=$3 out=$4 i=$5
  mkdir -p "$out"
  local status=0
  case $cmd in
    score|validate|simulate)
      java -jar "$jar" "$cmd" "$input" >"$out/stdout" 2>"$out/stderr" || status=$? ;;
    move)
      java -jar "$jar" move --playouts 300 --seed "$i" --time 60 "$input" >"$out/stdout" 2>"$out/stderr" || status=$? ;;
    agent)
      cp "$input" "$out/input.txt"
      (cd "$out" && java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -jar "$jar" agent --playouts 200 --seed "$i" \
        --time 60 >stdout 2>stderr) || status=$? ;;
    arena)
      java -jar "$jar" agent --arena "$input" --games 2 --depth 2 --playouts 50 --seed "$i" --time 60 \
        >"$out/stdout.raw" 2>"$out/stderr" || status=$?
      sed -E 's/slowest move [0-9.]+ s/slowest move _ s/' "$out/stdout.raw" >"$out/stdout"; rm "$out/stdout.raw" ;;
  esac
  echo "$status" >"$out/status"
}

total_mismatches=0
for cmd in ${COMMANDS:-score validate simulate move agent arena}; do
  compared=0
  mismatched=0
  if [ "$cmd" = arena ]; then
    inputs="random greedy alphabeta random greedy alphabeta"
  else
    inputs=$(ls "$WORK/$cmd" | sort -n)
  fi
  i=0
  for input in $inputs; do
    i=$((i + 1))
    path=$input
    [ "$cmd" != arena ] && path="$WORK/$cmd/$input"
    run "$OLD" "$cmd" "$path" "$WORK/out/$cmd/$i/old" "$i"
    run "$NEW" "$cmd" "$path" "$WORK/out/$cmd/$i/new" "$i"
    compared=$((compared + 1))
    if ! diff -r "$WORK/out/$cmd/$i/old" "$WORK/out/$cmd/$i/new" >/dev/null; then
      mismatched=$((mismatched + 1))
      echo "MISMATCH $cmd on $path:" >&2
      diff -r "$WORK/out/$cmd/$i/old" "$WORK/out/$cmd/$i/new" | head -20 >&2 || true
      [ "$cmd" != arena ] && cat "$path" | head -20 >&2
    fi
  done
  errors=$(cat "$WORK"/out/$cmd/*/old/status | grep -cv '^0$' || true)
  printf '%-9s %4d inputs compared (%d with exit status != 0), %d mismatches\n' "$cmd" "$compared" "$errors" "$mismatched"
  total_mismatches=$((total_mismatches + mismatched))
done
[ "$total_mismatches" -eq 0 ]
