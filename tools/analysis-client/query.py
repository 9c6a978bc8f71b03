#!/usr/bin/env python3
"""A client of KataGo's JSON analysis engine, written the way KataGo's example query script works, run
against `tengen analysis` to check that such tools work with tengen unchanged.

It starts the engine as a subprocess, sends each query as one line of JSON, reads one JSON line per
analysed turn, and checks what a tool relies on: the ids and turn numbers asked for, moveInfos in order
with the documented fields, rootInfo, and an ownership array of boardXSize * boardYSize values.

    python3 tools/analysis-client/query.py -- ./tengen analysis --visits 200 --seed 1

Prints one line per turn (the best move, Black's win rate and lead) and exits 0, or names the first
thing that is wrong and exits 1.
"""
import json
import subprocess
import sys
import threading


class Engine:
    """The analysis engine as a subprocess: one query line in, one answer line per turn out."""

    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True, encoding="utf-8")
        self.stderr = []
        threading.Thread(target=self._drain_stderr, daemon=True).start()

    def _drain_stderr(self):
        for line in self.process.stderr:
            self.stderr.append(line.rstrip("\n"))

    def send(self, query):
        self.process.stdin.write(json.dumps(query) + "\n")
        self.process.stdin.flush()

    def answers(self, count):
        """The next `count` answer lines, parsed; warnings are kept apart."""
        out, warnings = [], []
        while len(out) < count:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("the engine ended its output early; its standard error: " + " | ".join(self.stderr))
            answer = json.loads(line)
            (warnings if "warning" in answer else out).append(answer)
        return out, warnings

    def close(self):
        self.process.stdin.close()
        return self.process.wait(timeout=120)


def fail(message):
    print("analysis client: " + message, file=sys.stderr)
    sys.exit(1)


def check_turn(answer, query):
    width, height = query["boardXSize"], query["boardYSize"]
    for key in ("id", "turnNumber", "isDuringSearch", "moveInfos", "rootInfo"):
        if key not in answer:
            fail("no %s in %s" % (key, answer))
    if answer["isDuringSearch"] is not False:
        fail("a final answer must have isDuringSearch false: %s" % answer)
    infos = answer["moveInfos"]
    if not infos:
        fail("no moveInfos for turn %d" % answer["turnNumber"])
    for i, info in enumerate(infos):
        for key in ("move", "visits", "winrate", "scoreLead", "scoreMean", "scoreStdev", "prior", "lcb", "order", "pv"):
            if key not in info:
                fail("moveInfos[%d] has no %s" % (i, key))
        if info["order"] != i:
            fail("moveInfos out of order: %s" % [m["order"] for m in infos])
        if not 0 <= info["winrate"] <= 1 or not 0 <= info["prior"] <= 1:
            fail("a win rate or prior out of 0..1: %s" % info)
        if not info["pv"] or info["pv"][0] != info["move"]:
            fail("the pv must start with the move: %s" % info)
    root = answer["rootInfo"]
    for key in ("winrate", "scoreLead", "visits", "currentPlayer"):
        if key not in root:
            fail("rootInfo has no %s" % key)
    if query.get("includeOwnership"):
        if len(answer.get("ownership", [])) != width * height:
            fail("ownership must have %d values" % (width * height))
        if any(not -1 <= o <= 1 for o in answer["ownership"]):
            fail("an owner out of -1..1")


def main(argv):
    if "--" not in argv:
        fail("usage: query.py -- ENGINE COMMAND...")
    engine = Engine(argv[argv.index("--") + 1:])
    moves = [["B", "E5"], ["W", "C3"], ["B", "G4"], ["W", "G6"]]
    queries = [
        {"id": "game", "moves": moves, "rules": "chinese", "komi": 7, "boardXSize": 9, "boardYSize": 9,
         "analyzeTurns": list(range(len(moves) + 1)), "includeOwnership": True, "maxVisits": 200},
        {"id": "big", "moves": [["B", "Q16"], ["W", "D4"]], "rules": "japanese", "komi": 6.5,
         "boardXSize": 19, "boardYSize": 19, "includeOwnership": True, "maxVisits": 200, "priority": 1},
    ]
    expected = {}
    for q in queries:
        engine.send(q)
        for turn in q.get("analyzeTurns", [len(q["moves"])]):
            expected[(q["id"], turn)] = q
    engine.send({"id": "bad", "moves": [["B", "Z99"]], "rules": "chinese", "boardXSize": 9, "boardYSize": 9})
    answers, _ = engine.answers(len(expected) + 1)
    if engine.close() != 0:
        fail("the engine's exit status was not 0")
    errors = [a for a in answers if "error" in a]
    if len(errors) != 1 or errors[0].get("id") != "bad" or errors[0].get("field") != "moves":
        fail("expected one error, for the bad query's moves: %s" % errors)
    for answer in answers:
        if "error" in answer:
            continue
        key = (answer["id"], answer["turnNumber"])
        if key not in expected:
            fail("an answer nobody asked for, or twice: %s" % (key,))
        check_turn(answer, expected.pop(key))
        best = answer["moveInfos"][0]
        print("%s turn %d: %s to play %s, winrate %.3f, lead %+.1f (Black's view), %d visits"
              % (answer["id"], answer["turnNumber"], answer["rootInfo"]["currentPlayer"], best["move"],
                 best["winrate"], best["scoreLead"], answer["rootInfo"]["visits"]))
    if expected:
        fail("no answer for %s" % sorted(expected))
    print("ok: %d turns analysed, the bad query refused" % (len(answers) - 1))


if __name__ == "__main__":
    main(sys.argv)
