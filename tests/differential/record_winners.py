#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Real records with a counted result: does the count name the winner?

    record_winners.py path/to/gorules [--corpus DIR] [--limit N]
                      [--gnugo PATH] [--gnugo-sample N] [--want F] [-v]

Every 19x19 record of DIR/games/ whose RE is a counted result (B+3.5,
W+0.5: a number, not R or T, and not 0: no count names a winner by
nothing, yet 43 Fox records say B+0.0 or W+0.0; their games stopped with
most of the board open, and how they were decided is not said) and whose
KM is stated and not 0 (Fox
writes komi x100: 750 and 375 are 7.5; KM[0] hides the server's komi, so
those are left out) is counted as its last position stands: `gorules
score --count --dead estimate --json` (the dead stones from the
judgement). Printed: records, winners named right, and with -v each miss.
With --gnugo-sample N, the first N of them (in path order) are also
scored by GNU Go's `final_score` (`gnugo --mode gtp --chinese-rules
--score aftermath` reading the record with loadsgf), and both engines'
right winners on those N are printed side by side.

Exit status 0 when the share named right is at least --want (default 0:
report only), 1 otherwise, 77 without the corpus.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus import corpus_dir, sgf_texts  # noqa: E402

SKIP = 77


def prop(text, name):
    m = re.search(r"(?<![A-Z])" + name + r"\[([^\]]*)\]", text)
    return m.group(1).strip() if m else None


def counted_records(top):
    out = []
    for p, text in sgf_texts(top):
        if prop(text, "SZ") not in ("19", None) or text.count("(;") > 1:
            continue
        re_ = prop(text, "RE") or ""
        m = re.match(r"^([BW])\+(\d+(\.\d+)?)$", re_)
        km = prop(text, "KM")
        if not m or km is None or float(m.group(2)) == 0:
            continue
        try:
            k = float(km)
        except ValueError:
            continue
        if k == 0:
            continue
        # Fox writes komi x100 (750 is 7.5): GNU Go is given the komi.
        out.append((p, m.group(1), k / 100 if abs(k) >= 100 else k))
    return out


def ours(tool, path):
    r = subprocess.run([tool, "score", "--count", "--dead", "estimate",
                        "--json", path], capture_output=True, timeout=120)
    try:
        d = json.loads(r.stdout.decode("utf-8", "replace"))
        m = d["score"]["margin"]
    except (ValueError, KeyError):
        return None
    return "B" if m > 0 else "W" if m < 0 else "0"


def gnugo(gnugo_path, path, komi):
    # GTP's loadsgf takes one word: the record goes to a plain name
    # (corpus names hold spaces and CJK characters).
    with tempfile.TemporaryDirectory() as tmp:
        plain = os.path.join(tmp, "record.sgf")
        shutil.copyfile(path, plain)
        cmds = "loadsgf %s\nkomi %g\nfinal_score\nquit\n" % (plain, komi)
        r = subprocess.run([gnugo_path, "--mode", "gtp", "--chinese-rules",
                            "--level", "1"], input=cmds.encode("utf-8"),
                           capture_output=True, timeout=600)
    ans = [ln for ln in r.stdout.decode("latin-1").split("\n")
           if ln.startswith("=")]
    if len(ans) < 3:
        return None
    v = ans[2][1:].strip()  # loadsgf, komi, final_score
    return v[:1] if v[:1] in "BW" else "0"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("tool")
    ap.add_argument("--corpus")
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--gnugo", default=os.environ.get("GNUGO", "/usr/games/gnugo"))
    ap.add_argument("--gnugo-sample", type=int, default=0)
    ap.add_argument("--want", type=float, default=0.0)
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    top = os.path.join(corpus_dir(a.corpus), "games")
    if not os.path.isdir(top):
        print("SKIPPED: no corpus at %s" % top)
        return SKIP
    recs = counted_records(top)
    if a.limit:
        recs = recs[:a.limit]
    right = 0
    sample_ours = sample_gnugo = 0
    for i, (path, winner, komi) in enumerate(recs):
        got = ours(a.tool, path)
        right += got == winner
        if a.v and got != winner:
            print("miss: %s RE %s, count %s" % (os.path.relpath(path, top),
                                                 winner, got))
        if i < a.gnugo_sample and os.path.exists(a.gnugo):
            sample_ours += got == winner
            sample_gnugo += gnugo(a.gnugo, path, komi) == winner
    share = right / len(recs) if recs else 0.0
    print("records %d, winner named right %d (%.1f%%)" % (
        len(recs), right, 100.0 * share))
    if a.gnugo_sample:
        n = min(a.gnugo_sample, len(recs))
        print("first %d: ours %d, GNU Go final_score %d" % (
            n, sample_ours, sample_gnugo))
    return 0 if share >= a.want else 1


if __name__ == "__main__":
    sys.exit(main())
