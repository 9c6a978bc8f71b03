#!/usr/bin/env python3
"""Reference implementation ("oracle") of the three referee commands of issue 4.

    python3 tools/oracle/referee_oracle.py score|validate|simulate < input > output

Written from the text of issue 4 and the seed statements only, deliberately naive: a board is a
list of lists, chains and regions are found by flood fill every time they are needed, every
position of a game is kept as a full copy and compared cell by cell. It is slow on purpose and
shares no design with an optimized implementation. Bad input is not diagnosed: the oracle may
crash on it (golden files are made from valid inputs only).
"""

import re
import sys

EMPTY = "."
BLACK = "B"
WHITE = "W"


def other(colour):
    return WHITE if colour == BLACK else BLACK


def empty_board(size):
    return [[EMPTY for _ in range(size)] for _ in range(size)]


def copy_board(board):
    return [list(row) for row in board]


def same_board(a, b):
    if len(a) != len(b):
        return False
    for r in range(len(a)):
        for c in range(len(a)):
            if a[r][c] != b[r][c]:
                return False
    return True


def neighbours(size, r, c):
    result = []
    if r > 0:
        result.append((r - 1, c))
    if r < size - 1:
        result.append((r + 1, c))
    if c > 0:
        result.append((r, c - 1))
    if c < size - 1:
        result.append((r, c + 1))
    return result


def flood(board, r, c):
    """All points connected to (r, c) through points of the same content (a chain or an empty region)."""
    size = len(board)
    what = board[r][c]
    seen = {(r, c)}
    todo = [(r, c)]
    while todo:
        pr, pc = todo.pop()
        for nr, nc in neighbours(size, pr, pc):
            if (nr, nc) not in seen and board[nr][nc] == what:
                seen.add((nr, nc))
                todo.append((nr, nc))
    return seen


def liberty_count(board, chain):
    size = len(board)
    libs = set()
    for r, c in chain:
        for nr, nc in neighbours(size, r, c):
            if board[nr][nc] == EMPTY:
                libs.add((nr, nc))
    return len(libs)


def remove(board, chain):
    for r, c in chain:
        board[r][c] = EMPTY


def place(board, colour, r, c):
    """Put a stone on the empty point (r, c) of board (modified in place) and remove the opponent
    chains left without liberties. Returns (opponent stones removed, the mover's chain)."""
    size = len(board)
    board[r][c] = colour
    captured = 0
    for nr, nc in neighbours(size, r, c):
        if board[nr][nc] == other(colour):
            chain = flood(board, nr, nc)
            if liberty_count(board, chain) == 0:
                captured += len(chain)
                remove(board, chain)
    own = flood(board, r, c)
    return captured, own


# ---------------------------------------------------------------- score (cormack "Problem B: Go")

MOVE_RE = re.compile(r"^([BW])\((-?\d+),(-?\d+)\)$")


def score_case(n, moves):
    board = empty_board(n)
    half = (n - 1) // 2
    prisoners = {BLACK: 0, WHITE: 0}  # stones captured BY that colour
    for colour, x, y in moves:
        r = y + half
        c = x + half
        if not (0 <= r < n and 0 <= c < n) or board[r][c] != EMPTY:
            raise ValueError("illegal move %s(%d,%d)" % (colour, x, y))
        captured, own = place(board, colour, r, c)
        prisoners[colour] += captured
        if liberty_count(board, own) == 0:  # self-capture: counted for the opponent
            prisoners[other(colour)] += len(own)
            remove(board, own)
    territory = {BLACK: 0, WHITE: 0}
    done = set()
    for r in range(n):
        for c in range(n):
            if board[r][c] != EMPTY or (r, c) in done:
                continue
            region = flood(board, r, c)
            done |= region
            borders = set()
            for pr, pc in region:
                for nr, nc in neighbours(n, pr, pc):
                    if board[nr][nc] != EMPTY:
                        borders.add(board[nr][nc])
            if borders == {BLACK}:
                territory[BLACK] += len(region)
            elif borders == {WHITE}:
                territory[WHITE] += len(region)
    return territory[BLACK] + prisoners[BLACK], territory[WHITE] + prisoners[WHITE]


def run_score(text, out):
    lines = [line.strip() for line in text.split("\n")]
    lines = [line for line in lines if line != ""]
    i = 0
    while True:
        n, m = (int(t) for t in lines[i].split())
        i += 1
        if n == 0 and m == 0:
            return
        moves = []
        for _ in range(m):
            match = MOVE_RE.match(lines[i].replace(" ", ""))
            if not match:
                raise ValueError("bad move line %r" % lines[i])
            moves.append((match.group(1), int(match.group(2)), int(match.group(3))))
            i += 1
        b, w = score_case(n, moves)
        out.write("%d %d\n" % (b, w))


# ---------------------------------------------------------------- validate (CodinGame "A Game of Go")

def run_validate(text, out):
    tokens = text.split()
    size = int(tokens[0])
    count = int(tokens[1])
    board = [list(tokens[2 + r]) for r in range(size)]
    for row in board:
        if len(row) != size or any(ch not in ".BW" for ch in row):
            raise ValueError("bad board row")
    moves = []
    pos = 2 + size
    for _ in range(count):
        moves.append((tokens[pos], int(tokens[pos + 1]), int(tokens[pos + 2])))
        pos += 3
    history = [copy_board(board)]  # history[k] = the board before move k (0-based)
    for k, (colour, i, j) in enumerate(moves):
        if colour not in (BLACK, WHITE):
            raise ValueError("bad colour")
        if not (0 <= i < size and 0 <= j < size):
            out.write("NOT_VALID\n")
            return
        if board[i][j] != EMPTY:
            out.write("NOT_VALID\n")
            return
        after = copy_board(board)
        _, own = place(after, colour, i, j)
        if liberty_count(after, own) == 0:  # suicide
            out.write("NOT_VALID\n")
            return
        if k >= 1 and same_board(after, history[k - 1]):  # ko: the board before the previous move
            out.write("NOT_VALID\n")
            return
        board = after
        history.append(copy_board(board))
    for row in board:
        out.write("".join(row) + "\n")


# ---------------------------------------------------------------- simulate (UVa 1273 "Weiqi")

SIM_SIZE = 19


def colour_name(turn):
    return "black" if turn % 2 == 1 else "white"


def board_text(board):
    symbol = {BLACK: "e", WHITE: "o", EMPTY: "+"}
    return "".join("".join(symbol[ch] for ch in row) + "\n" for row in board)


def run_simulate(text, out):
    tokens = text.split()
    numbers = [int(t) for t in tokens]
    if len(numbers) % 2 != 0:
        raise ValueError("odd number of integers")
    pairs = [(numbers[k], numbers[k + 1]) for k in range(0, len(numbers), 2)]
    p = 0
    game = 0
    while p < len(pairs):
        if pairs[p] == (-1, -1):
            return
        game += 1
        out.write("Game #%d\n" % game)
        board = empty_board(SIM_SIZE)
        # before[t] = the board just before turn t; after[t] = the board just after turn t
        before = {}
        after = {}
        passed = {}  # passed[t] = True if turn t was a pass of any kind
        by_player = {}  # by_player[t] = True if turn t was a pass by the player (0 0)
        turn = 0
        tie = False
        while p < len(pairs) and pairs[p] != (-1, -1):
            a, b = pairs[p]
            p += 1
            turn += 1
            colour = BLACK if turn % 2 == 1 else WHITE
            name = colour_name(turn)
            before[turn] = copy_board(board)
            passed[turn] = True
            by_player[turn] = False
            if a == 0 and b == 0:
                out.write("Turn %d %s pass (by player)\n" % (turn, name))
                by_player[turn] = True
            elif not (1 <= a <= SIM_SIZE and 1 <= b <= SIM_SIZE) or board[a - 1][b - 1] != EMPTY:
                out.write("Turn %d %s pass (invalid put %d,%d)\n" % (turn, name, a, b))
            else:
                trial = copy_board(board)
                _, own = place(trial, colour, a - 1, b - 1)
                suicide = liberty_count(trial, own) == 0
                ko = turn >= 2 and same_board(trial, before[turn - 1])
                if suicide or ko:
                    out.write("Turn %d %s pass (taboo point %d,%d)\n" % (turn, name, a, b))
                else:
                    board = trial
                    passed[turn] = False
            after[turn] = copy_board(board)
            if not passed[turn]:
                # same loop: equal to the board after an earlier turn s with no pass in s+1 .. turn
                s = turn - 1
                while s >= 1:
                    if same_board(after[s], board):
                        tie = True
                        break
                    if passed[s]:
                        break  # turns before s have a pass (turn s) after them
                    s -= 1
                if tie:
                    break
            if turn >= 2 and by_player[turn] and by_player[turn - 1]:
                break
        out.write("Total %d turn(s)\n" % turn)
        if tie:
            out.write("(Tie)\n")
        out.write(board_text(board))
        out.write("\n")
        if p < len(pairs) and pairs[p] == (-1, -1):
            # -1 -1 inside a game ends the input (as does the first pair of a game being -1 -1)
            return


def main(argv):
    if len(argv) != 2 or argv[1] not in ("score", "validate", "simulate"):
        sys.stderr.write("usage: referee_oracle.py score|validate|simulate < input\n")
        return 2
    text = sys.stdin.read()
    out = sys.stdout
    {"score": run_score, "validate": run_validate, "simulate": run_simulate}[argv[1]](text, out)
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
