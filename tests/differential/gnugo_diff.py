#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Differential test: gorules-gtp against GNU Go, over GTP.

For each ko rule (simple ko, positional superko, situational superko) and
each suicide rule (forbidden; multi-stone suicide allowed, which is GNU Go's
--allow-suicide and our sui1), and each board size, random games are played
on both engines at once. Every move is sent to both with `play`, and the two
verdicts (accepted or refused) must agree. Every few moves, and at the end of
each game, the whole state is compared: `is_legal` for every empty point and
both colours, `captures` for both colours, `list_stones` for both colours and
`countlib` for every stone.

Moves are chosen by a seeded PRNG: mostly a uniformly random legal move that
does not fill the mover's own one-point eye (the same policy as gorules-gtp's
genmove, sometimes by calling that genmove), else probes that may be illegal:
retaking at a point where stones were just captured (ko and superko), a
random empty point, an occupied point, a pass. After two passes a game may
go on in a "fill" phase where eyes are filled too, so that large groups die
and whole-board positions recur (superko). Colours alternate; with
--same-colour-rate > 0 a colour sometimes moves twice (GTP allows it, but
the engines then differ by definition under situational superko, see the
README).

GNU Go remembers only its last 500 moves for superko (MAX_MOVE_HISTORY in
engine/board.h; older moves are folded into its initial position), so a game
stops before 480 moves.

Python 3 standard library only. Exit status: 0 when every combination agrees,
1 if any disagreement, 2 on a usage error or a crashed or hung engine.
"""

import argparse
import json
import os
import random
import select
import subprocess
import sys
import time

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

# name, GNU Go options, ko part (and more) of our rules string
KO_RULES = [
    ("simple", ["--simple-ko"], "SIMPLE"),
    ("positional", ["--positional-superko"], "POSITIONAL"),
    ("situational", ["--situational-superko"], "SITUATIONAL"),
]
# Not in the default matrix (--ko simple-noresult adds it): simple ko where
# a whole-board repetition ends the game with no result (Japanese). The
# moves are judged as under simple ko; gorules-gtp resumes the game after
# each such end, so this exercises resumption and undo across game ends.
SIMPLE_NORESULT = ("simple-noresult", ["--simple-ko"], "SIMPLE", "cycleNORESULT")
SUICIDE_RULES = [
    ("no-suicide", ["--forbid-suicide"], "0"),
    ("multi-suicide", ["--allow-suicide"], "1"),
]
# Not in the default matrix (--all-suicide adds it): every suicide allowed.
ALL_SUICIDE = ("all-suicide", ["--allow-all-suicide"], "ALL")

SKIP = 77  # exit status when GNU Go is missing (ctest SKIP_RETURN_CODE)

HISTORY_CAP = 480  # below GNU Go's MAX_MOVE_HISTORY of 500

# Games per board size: quick (CI, well under 2 minutes), default, long.
BUDGETS = {
    "quick": {5: 24, 7: 16, 9: 10, 13: 3, 19: 3},
    "default": {5: 150, 7: 100, 9: 60, 13: 20, 19: 16},
    "long": {5: 800, 7: 500, 9: 300, 13: 100, 19: 80},
}


class EngineError(Exception):
    pass


class Gtp:
    """A GTP engine in a subprocess, with pipelined (batched) commands."""

    def __init__(self, argv, name, timeout):
        self.name = name
        self.timeout = timeout
        self.argv = argv
        try:
            self.proc = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL if name == "gnugo" else None)
        except OSError as exc:
            raise EngineError("%s: cannot start %s: %s" % (name, argv[0], exc))
        self.fd = self.proc.stdout.fileno()
        self.buf = b""
        self.next_id = 1
        self.commands = 0

    def send(self, cmds):
        """Write commands (without reading); returns their ids."""
        ids, lines = [], []
        for c in cmds:
            ids.append(self.next_id)
            lines.append("%d %s\n" % (self.next_id, c))
            self.next_id += 1
        try:
            self.proc.stdin.write("".join(lines).encode())
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise EngineError("%s: died (exit %s)" % (self.name, self.proc.poll()))
        self.commands += len(cmds)
        return ids

    def _read_block(self):
        deadline = time.monotonic() + self.timeout
        while b"\n\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise EngineError("%s: no answer within %gs" % (self.name, self.timeout))
            ready, _, _ = select.select([self.fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(self.fd, 1 << 16)
            if not chunk:
                raise EngineError("%s: died (exit %s)" % (self.name, self.proc.wait()))
            self.buf += chunk
        block, self.buf = self.buf.split(b"\n\n", 1)
        return block.decode("utf-8", "replace")

    def receive(self, ids):
        """Read the answers to ids: a list of (ok, text)."""
        out = []
        for want in ids:
            block = self._read_block()
            if not block or block[0] not in "=?":
                raise EngineError("%s: malformed answer %r" % (self.name, block[:80]))
            k = 1
            while k < len(block) and block[k].isdigit():
                k += 1
            got = block[1:k]
            if got != str(want):
                raise EngineError("%s: answer id %r, expected %d" % (self.name, got, want))
            out.append((block[0] == "=", block[k:].strip()))
        return out

    def run(self, cmds, chunk=400):
        """Send and receive in chunks small enough for the pipes."""
        out = []
        for i in range(0, len(cmds), chunk):
            out.extend(self.receive(self.send(cmds[i:i + chunk])))
        return out

    def one(self, cmd):
        return self.run([cmd])[0]

    def close(self):
        try:
            self.send(["quit"])
            self.proc.stdin.close()
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()
            self.proc.wait()


def both(a, b, cmds, chunk=400):
    """The same commands on two engines, both working at once."""
    ra, rb = [], []
    for i in range(0, len(cmds), chunk):
        part = cmds[i:i + chunk]
        ia, ib = a.send(part), b.send(part)
        ra.extend(a.receive(ia))
        rb.extend(b.receive(ib))
    return ra, rb


def vertex(size, x, y):
    """GTP vertex of column x, row y counted from the top."""
    return "%s%d" % (LETTERS[x], size - y)


def parse_vertex(size, v):
    return LETTERS.index(v[0].upper()), size - int(v[1:])


def neighbours(size, p):
    x, y = p
    for nx, ny in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
        if 0 <= nx < size and 0 <= ny < size:
            yield nx, ny


def group(size, stones, p):
    """The stones of p's group and the number of its liberties."""
    colour = stones[p]
    seen, todo, libs = {p}, [p], set()
    while todo:
        q = todo.pop()
        for n in neighbours(size, q):
            c = stones.get(n)
            if c is None:
                libs.add(n)
            elif c == colour and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen, len(libs)


def play_on(size, stones, colour, p):
    """A separate, plain model of one move (RULES.md section 1): the new
    board and whether the move was a suicide (its own group removed)."""
    other = "w" if colour == "b" else "b"
    new = dict(stones)
    new[p] = colour
    for n in neighbours(size, p):
        if new.get(n) == other:
            g, libs = group(size, new, n)
            if libs == 0:
                for q in g:
                    del new[q]
    g, libs = group(size, new, p)
    if libs == 0:
        for q in g:
            del new[q]
        return new, True
    return new, False


class Stats:
    def __init__(self):
        self.games = self.moves = self.refused = self.points = 0
        self.queries = self.disagreements = self.undos = 0
        self.known = {}
        self.reasons = {}


class Combo:
    """One option set on one board size."""

    def __init__(self, args, ko, setname, rules, size, ours, gnugo, rng, out):
        self.args = args
        self.ko = ko
        self.setname = setname
        self.rules = rules
        self.size = size
        self.ours = ours
        self.gg = gnugo
        self.rng = rng
        self.out = out
        self.st = Stats()
        self.reported = 0
        self.points_all = [(x, y) for y in range(size) for x in range(size)]

    # -- state ---------------------------------------------------------
    def board(self):
        """{(x, y): 'b' | 'w'} from our engine."""
        (okb, tb), (okw, tw) = self.ours.run(["list_stones black", "list_stones white"])
        if not (okb and okw):
            raise EngineError("gorules-gtp: list_stones failed")
        stones = {}
        for colour, t in (("b", tb), ("w", tw)):
            for v in t.split():
                stones[parse_vertex(self.size, v)] = colour
        return stones

    def own_eye(self, stones, colour, x, y):
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            nx, ny = x + dx, y + dy
            if 0 <= nx < self.size and 0 <= ny < self.size and stones.get((nx, ny)) != colour:
                return False
        return True

    # -- known GNU Go deviations ------------------------------------------
    def known_deviation(self, colour, v, ours_ok, gg_ok, stones, history):
        """Name of a known difference between GNU Go and the rules that
        explains a disagreement on colour playing at v, once the model above
        confirms that each engine answered by its own definition; None when
        the disagreement is not one of them.

        "suicide-superko": GNU Go tests superko on the board that
        do_play_move() leaves (engine/board.c: is_superko_violation ->
        really_do_trymove), which never removes a suicided group, so a
        suicide is never a superko violation for GNU Go.

        "turn-order": under situational superko GNU Go gives an earlier
        position the colour that actually moved next from it
        (move_history_color[k]); libgorules gives it the opponent of the
        colour that made it, i.e. its player to move. The two agree while
        colours alternate (passes included)."""
        if v == "pass" or self.ko.startswith("simple"):
            return None
        p = parse_vertex(self.size, v)
        if p in stones:
            return None
        ok, reason = self.ours.one("gorules-legal %s %s" % (colour, v))
        if reason not in ("GOR_OK", "GOR_ESUPERKO") or ours_ok != (reason == "GOR_OK"):
            return None
        c = colour[0]
        new, suicide = play_on(self.size, stones, c, p)
        key = frozenset(new.items())
        nxt = "w" if c == "b" else "b"
        positional = self.ko == "positional"
        lib = any(board == key and (positional or to_move == nxt)
                  for board, to_move in self.positions)

        def gnugo_rule(with_suicide):
            if suicide and not with_suicide:
                return False
            if positional:
                return any(board == key for board, _ in self.positions)
            return any(board == key and history[k][0][0] == nxt
                       for k, (board, _) in enumerate(self.positions[:-1]))

        gg, gg_fixed = gnugo_rule(False), gnugo_rule(True)
        if ours_ok == lib or gg_ok == gg:
            return None  # an engine disagrees with its own definition
        if lib != gg_fixed:
            return "turn-order"
        if gg != gg_fixed:
            return "suicide-superko"
        return None

    def note_known(self, name):
        self.st.known[name] = self.st.known.get(name, 0) + 1

    # -- reporting -----------------------------------------------------
    def disagree(self, what, detail, history, query=None):
        self.st.disagreements += 1
        self.game_disagreements += 1
        if self.args.dump:
            rec = {"set": self.setname, "size": self.size, "gnugo_options": self.gg.argv[3:],
                   "rules": self.rules, "history": [list(m) for m in history],
                   "query": query or what, "detail": detail}
            with open(self.args.dump, "a") as f:
                f.write(json.dumps(rec) + "\n")
        if self.reported >= self.args.max_reports:
            return
        self.reported += 1
        w = self.out
        w("DISAGREEMENT [%s %dx%d, game %d] %s" % (self.setname, self.size, self.size,
                                                  self.st.games, what))
        for line in detail:
            w("    " + line)
        replay = "; ".join("play %s %s" % m for m in history) or "(no moves)"
        if len(replay) > 600 and not self.args.verbose:
            replay = "... %d moves (see --dump, --verbose)" % len(history)
        w("    replay: boardsize %d; clear_board; %s" % (self.size, replay))

    # -- one full comparison -------------------------------------------
    def full_check(self, history):
        """Compare is_legal everywhere, captures, stones, liberties.
        Returns False if the boards differ (the game cannot go on)."""
        head = ["list_stones black", "list_stones white", "captures black", "captures white"]
        ra, rb = both(self.ours, self.gg, head)
        self.st.queries += len(head)
        same_board = True
        for cmd, a, b in zip(head, ra, rb):
            ta, tb = a[1], b[1]
            if cmd.startswith("list_stones"):
                ta, tb = sorted(ta.split()), sorted(tb.split())
            if a[0] != b[0] or ta != tb:
                self.disagree(cmd, ["gorules: %s %s" % ("=" if a[0] else "?", a[1]),
                                    "gnugo:   %s %s" % ("=" if b[0] else "?", b[1])], history)
                if cmd.startswith("list_stones"):
                    same_board = False
        if not same_board:
            return False
        stones = {}
        for colour, (_, t) in (("b", ra[0]), ("w", ra[1])):
            for v in t.split():
                stones[parse_vertex(self.size, v)] = colour
        empties = [p for p in self.points_all if p not in stones]
        cmds = ["is_legal %s %s" % (c, vertex(self.size, x, y))
                for (x, y) in empties for c in ("black", "white")]
        cmds += ["countlib %s" % vertex(self.size, x, y) for (x, y) in sorted(stones)]
        ra, rb = both(self.ours, self.gg, cmds)
        self.st.queries += len(cmds)
        why = []
        for cmd, a, b in zip(cmds, ra, rb):
            if cmd.startswith("is_legal"):
                self.st.points += 1
                if a[0] and a[1] == "0":
                    why.append(cmd.replace("is_legal", "gorules-legal"))
            if a != b:
                known = None
                if cmd.startswith("is_legal") and a[0] and b[0] and not self.args.strict:
                    _, c, v = cmd.split()
                    known = self.known_deviation(c, v, a[1] == "1", b[1] == "1", stones,
                                                  history)
                if known:
                    self.note_known(known)
                    continue
                self.disagree(cmd, ["gorules: %s %s" % ("=" if a[0] else "?", a[1]),
                                    "gnugo:   %s %s" % ("=" if b[0] else "?", b[1])], history)
        for ok, reason in self.ours.run(why):
            self.st.reasons[reason] = self.st.reasons.get(reason, 0) + 1
        return True

    # -- move choice ---------------------------------------------------
    def choose(self, colour, stones, fill, recapture):
        """A move to try: (vertex, kind)."""
        rng, size = self.rng, self.size
        r = rng.random()
        if recapture and r < self.args.recapture_rate:
            x, y = rng.choice(recapture)
            return vertex(size, x, y), "recapture"
        r = rng.random()
        if r < self.args.pass_rate:
            return "pass", "pass"
        if r < self.args.pass_rate + self.args.probe_rate:
            if rng.random() < 0.2:
                x, y = rng.choice(self.points_all)  # may be occupied
            else:
                empties = [p for p in self.points_all if p not in stones]
                if not empties:
                    return "pass", "pass"
                x, y = rng.choice(empties)
            return vertex(size, x, y), "probe"
        ok, legal = self.ours.one("all_legal %s" % colour)
        if not ok:
            raise EngineError("gorules-gtp: all_legal failed")
        cands = [parse_vertex(size, v) for v in legal.split()]
        if not fill:
            cands = [p for p in cands if not self.own_eye(stones, colour[0], *p)]
        if not cands:
            return "pass", "pass"
        x, y = rng.choice(cands)
        return vertex(size, x, y), "random"

    # -- one game ------------------------------------------------------
    def play_game(self):
        args, rng = self.args, self.rng
        self.st.games += 1
        ra, rb = both(self.ours, self.gg, ["clear_board"])
        if not (ra[0][0] and rb[0][0]):
            raise EngineError("clear_board failed")
        self.ours.one("gorules-seed %d" % rng.getrandbits(63))
        history = []        # accepted moves: (colour, vertex)
        self.game_disagreements = 0
        no_genmove = False
        colour = "black"
        passes = 0
        fill = False
        recapture = []
        since_check = 0
        steps = 0
        stones = self.board()
        # Positions so far (board, player to move), for the model above.
        self.positions = [(frozenset(stones.items()), "b")]
        while len(history) < HISTORY_CAP and steps < 4 * HISTORY_CAP:
            steps += 1
            # Sometimes take a move back on both sides.
            if history and rng.random() < args.undo_rate:
                ra, rb = both(self.ours, self.gg, ["undo"])
                self.st.undos += 1
                if ra[0][0] != rb[0][0]:
                    self.disagree("undo", ["gorules: %s" % (ra[0],), "gnugo: %s" % (rb[0],)], history)
                    return
                if ra[0][0]:
                    colour = history.pop()[0]
                    self.positions.pop()
                    passes = 0
                    stones = self.board()
                    recapture = []
                    if not self.full_check(history):
                        return
                continue
            before = stones
            if self.game_disagreements >= 3:
                break  # the game has said enough
            if rng.random() < args.genmove_rate and not fill and not no_genmove:
                ok, v = self.ours.one("genmove %s" % colour)
                if not ok:
                    raise EngineError("gorules-gtp: genmove failed: %s" % v)
                if v.lower() == "resign":
                    raise EngineError("gorules-gtp: genmove resigned")
                (ok_b, tb), = self.gg.run(["play %s %s" % (colour, v)])
                ok_a, ta, kind = True, "", "genmove"
            else:
                v, kind = self.choose(colour, stones, fill, recapture)
                ra, rb = both(self.ours, self.gg, ["play %s %s" % (colour, v)])
                (ok_a, ta), (ok_b, tb) = ra[0], rb[0]
            self.st.moves += 1
            no_genmove = ok_a != ok_b  # genmove would choose the same again
            if ok_a != ok_b:
                # Take the move back where it was accepted, then judge.
                side = self.ours if ok_a else self.gg
                ok, t = side.one("undo")
                if not ok:
                    raise EngineError("%s: cannot undo after a disagreement" % side.name)
                known = None
                if not args.strict:
                    known = self.known_deviation(colour, v, ok_a, ok_b, stones, history)
                if known:
                    self.note_known(known)
                    self.st.refused += 1
                    continue
                self.disagree("play %s %s (%s)" % (colour, v, kind),
                              ["gorules: %s %s" % ("=" if ok_a else "?", ta),
                               "gnugo:   %s %s" % ("=" if ok_b else "?", tb)], history,
                              "play %s %s" % (colour, v))
                if not self.full_check(history):
                    return
                recapture = []
                continue
            if not ok_a:
                self.st.refused += 1
                # gorules-gtp adds the reason ("illegal move: superko").
                if ta.split(":")[0] != "illegal move" or tb != "illegal move":
                    self.disagree("refusal text for play %s %s" % (colour, v),
                                  ["gorules: ? %s" % ta, "gnugo:   ? %s" % tb], history)
                continue
            history.append((colour, v))
            mover = colour
            if v == "pass":
                passes += 1
            else:
                passes = 0
            if rng.random() >= args.same_colour_rate:
                colour = "white" if colour == "black" else "black"
            stones = self.board()
            if v != "pass":
                model, _ = play_on(self.size, before, mover[0], parse_vertex(self.size, v))
                if model != stones:
                    self.disagree("board after play %s %s" % (mover, v), [
                        "gorules: %s" % sorted(stones.items()),
                        "model:   %s" % sorted(model.items())], history[:-1])
            self.positions.append((frozenset(stones.items()), "b" if mover == "white" else "w"))
            removed = [p for p in before if p not in stones]
            recapture = removed if 0 < len(removed) <= 4 else []
            since_check += 1
            if since_check >= self.check_every:
                since_check = 0
                if not self.full_check(history):
                    return
            if passes >= 2:
                if fill or rng.random() >= args.fill_rate:
                    break
                fill = True
                passes = 0
        self.full_check(history)

    def run(self, games):
        self.check_every = self.args.check_every or max(1, self.size * self.size // 40)
        for _ in range(games):
            self.play_game()
        return self.st


def start_engines(args, ko, sui, timeout):
    gg = Gtp([args.gnugo, "--mode", "gtp"] + ko[1] + sui[1], "gnugo", timeout)
    ours = Gtp([args.engine], "gorules-gtp", timeout)
    extra = ko[3] if len(ko) > 3 else ""
    rules = "ko%sscoreAREAsui%s%s" % (ko[2], sui[2], extra)
    ok, t = ours.one("kata-set-rules %s" % rules)
    if not ok:
        raise EngineError("gorules-gtp refuses kata-set-rules %s: %s" % (rules, t))
    ok, t = ours.one("kata-get-rules")
    if not ok or ("ko%s" % ko[2]) not in t or ("sui%s" % sui[2]) not in t or extra not in t:
        raise EngineError("gorules-gtp: kata-get-rules says %r after %s" % (t, rules))
    return ours, gg, rules


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("engine", help="path to the gorules-gtp executable")
    ap.add_argument("--gnugo", default=os.environ.get("GNUGO", "/usr/games/gnugo"),
                    help="GNU Go executable (default /usr/games/gnugo or $GNUGO)")
    ap.add_argument("--games", type=int, help="games per option set and size "
                    "(default: the budget's own count per size)")
    ap.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
    ap.add_argument("--sizes", default="5,7,9,19", help="board sizes, comma-separated "
                    "(1..19, GNU Go's limit; default 5,7,9,19)")
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--quick", action="store_true", help="small budget for CI (< 2 min)")
    mode.add_argument("--long", action="store_true", help="large budget (tens of minutes)")
    ap.add_argument("--ko", default="simple,positional,situational",
                    help="ko rules to test: simple, positional, situational (default), "
                    "simple-noresult")
    ap.add_argument("--suicide", default="no-suicide,multi-suicide",
                    help="suicide rules: no-suicide, multi-suicide, all-suicide")
    ap.add_argument("--check-every", type=int, default=0,
                    help="full comparison every N accepted moves (default size*size/40)")
    ap.add_argument("--probe-rate", type=float, default=0.25,
                    help="share of moves that are probes, possibly illegal")
    ap.add_argument("--pass-rate", type=float, default=0.03)
    ap.add_argument("--recapture-rate", type=float, default=0.5,
                    help="after a capture of 1-4 stones, chance to play on a freed point")
    ap.add_argument("--genmove-rate", type=float, default=0.2,
                    help="share of moves chosen by gorules-gtp's genmove")
    ap.add_argument("--undo-rate", type=float, default=0.02)
    ap.add_argument("--fill-rate", type=float, default=0.6,
                    help="chance a game goes on after two passes, filling eyes")
    ap.add_argument("--same-colour-rate", type=float, default=0.0,
                    help="chance a colour moves twice in a row (default 0)")
    ap.add_argument("--strict", action="store_true",
                    help="count known GNU Go deviations as disagreements too")
    ap.add_argument("--dump", metavar="FILE",
                    help="append each disagreement to FILE as a JSON line (for minimize.py)")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="print whole move lists in reports")
    ap.add_argument("--max-reports", type=int, default=5,
                    help="disagreements printed in full per combination")
    ap.add_argument("--timeout", type=float, default=60.0,
                    help="seconds to wait for one answer")
    args = ap.parse_args()

    try:
        sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
    except ValueError:
        ap.error("--sizes: a comma-separated list of integers")
    if not sizes or any(s < 1 or s > 19 for s in sizes):
        ap.error("--sizes: each size must be within 1..19 (GNU Go's range)")
    kos = {k[0]: k for k in KO_RULES + [SIMPLE_NORESULT]}
    sus = {s[0]: s for s in SUICIDE_RULES + [ALL_SUICIDE]}
    try:
        ko_list = [kos[k] for k in args.ko.split(",")]
        sui_list = [sus[s] for s in args.suicide.split(",")]
    except KeyError as exc:
        ap.error("unknown rule %s" % exc)
    if not os.access(args.engine, os.X_OK):
        ap.error("not an executable: %s" % args.engine)
    if not os.access(args.gnugo, os.X_OK):
        print("SKIP: GNU Go not found at %s (Debian: gnugo; or --gnugo, $GNUGO)"
              % args.gnugo, flush=True)
        return SKIP
    budget = BUDGETS["quick" if args.quick else "long" if args.long else "default"]

    def out(line):
        print(line, flush=True)

    out("gnugo_diff: engine %s, gnugo %s, seed %d, sizes %s, %s budget" % (
        args.engine, args.gnugo, args.seed, ",".join(map(str, sizes)),
        "quick" if args.quick else "long" if args.long else "default"))
    passed = failed = 0
    t0 = time.monotonic()
    for ko in ko_list:
        for sui in sui_list:
            setname = "%s/%s" % (ko[0], sui[0])
            ours = gg = None
            done = 0
            total = Stats()
            total.games = total.moves = total.points = total.disagreements = 0
            try:
                ours, gg, rules = start_engines(args, ko, sui, args.timeout)
                for size in sizes:
                    rng = random.Random("%d:%s:%d" % (args.seed, setname, size))
                    games = args.games if args.games is not None else \
                        budget.get(size, budget[min(budget, key=lambda s: abs(s - size))])
                    ra, rb = both(ours, gg, ["boardsize %d" % size])
                    if not (ra[0][0] and rb[0][0]):
                        raise EngineError("boardsize %d refused: %s / %s" % (size, ra, rb))
                    t1 = time.monotonic()
                    combo = Combo(args, ko[0], setname, rules, size, ours, gg, rng, out)
                    err = None
                    try:
                        st = combo.run(games)
                    except EngineError as exc:
                        st, err = combo.st, str(exc)
                    for field in ("games", "moves", "points", "disagreements"):
                        setattr(total, field, getattr(total, field) + getattr(st, field))
                    for k, v in st.known.items():
                        total.known[k] = total.known.get(k, 0) + v
                    bad = st.disagreements or err
                    passed += not bad
                    failed += bool(bad)
                    done += 1
                    reasons = ", ".join("%s %d" % (k.replace("GOR_E", "").lower(), v)
                                        for k, v in sorted(st.reasons.items()))
                    known = ", ".join("%s %d" % kv for kv in sorted(st.known.items()))
                    out("%-26s %2dx%-2d games %4d, moves %6d (refused %5d, undos %3d), "
                        "points compared %8d, disagreements %d%s  [illegal seen: %s] "
                        "%.1fs%s" % (
                            setname, size, size, st.games, st.moves,
                            st.refused, st.undos, st.points, st.disagreements,
                            " (known GNU Go deviations: %s)" % known if known else "",
                            reasons or "none", time.monotonic() - t1,
                            "  ERROR: " + err if err else ""))
                    if err:
                        raise EngineError(err)
            except EngineError as exc:
                out("%s: stopped: %s" % (setname, exc))
                failed += len(sizes) - done  # sizes not run count as failed
            finally:
                for e in (ours, gg):
                    if e:
                        e.close()
            known = ", ".join("%s %d" % kv for kv in sorted(total.known.items()))
            out("== %s (%s, gnugo %s): games %d, moves %d, points compared %d, "
                "disagreements %d%s" % (
                    setname, "ko%sscoreAREAsui%s%s" % (ko[2], sui[2], ko[3] if len(ko) > 3 else ""),
                    " ".join(ko[1] + sui[1]),
                    total.games, total.moves, total.points, total.disagreements,
                    " (known GNU Go deviations: %s)" % known if known else ""))
    out("elapsed %.1fs" % (time.monotonic() - t0))
    out("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
