#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A refereed game: what a tournament app does with illegal actions.

    PYTHONPATH=build/bindings/python python3 examples/python/referee_game.py [--reformed]

Without options: a 9x9 game under the Chinese Weiqi Rules (2002). White
retakes a ko at once (void, the turn lost, a warning: art. 18.3), plays on
an occupied point (void, the turn lost: art. 19), then plays twice in a
row (the second move void, a second warning: art. 17.2), and the second
warning loses the game (art. 24.2). Each decision is printed as
it happens; then the record with the decisions in it, and the same record
replayed through a new referee, which makes the same decisions again.

With --reformed: Example 4 of the reformed ruleset on a 7x7 board, from
nigiri through the free opening and the sealed statements to the result
statement "白0.5子胜".
"""
import sys

import gorules


def report(ref, what):
    """Print the decisions `what` added."""
    for d in ref.decisions()[report.seen:]:
        print(f"{what:>12}  {d.text}")
    report.seen = len(ref.decisions())


report.seen = 0


def chinese():
    ref = gorules.Referee(9)
    # A ko in the lower left: Black B4 A3 B2, White C4 B3 D3 C2; Black
    # takes at C3.
    for v in ("B4", "C4", "A3", "B3", "B2", "D3", "G7", "C2", "C3"):
        ref.play(ref.game.to_move, v)
    ref.play("white", "B3")           # the ko retaken at once: warning 1
    report(ref, "white B3")
    ref.play("black", "G3")
    ref.play("white", "G3")           # occupied: void, the turn lost
    report(ref, "white G3")
    ref.play("black", "G5")
    ref.play("white", "F5")
    ref.play("white", "F6")           # twice in a row: warning 2, a loss
    report(ref, "white F6")
    print("result", ref.result().sgf)
    record = ref.to_sgf()
    print(record)
    again = gorules.Referee.from_sgf(record)
    same = [d.text for d in again.decisions()] == \
        [d.text for d in ref.decisions()]
    print("replayed:", "the same decisions" if same else "DIFFERENT")


def reformed():
    ref = gorules.Referee(7, "prediction", code="reformed")
    first = ref.nigiri(7, 1)
    print("nigiri: the", "guesser" if first else "holder",
          "is the first player")
    for v in ("D7", "C7", "D6", "C6"):
        player = ref.opening_player
        ref.play(ref.game.to_move, v)
        print(f"free stone {v} placed by player {player}")
    ref.predict(0, 7)                 # 甲: White leads by 7
    ref.predict(1, 6)                 # 乙: White leads by 6
    p = ref.prediction()
    print(f"player {p['white_player']} takes White, threshold "
          f"{p['threshold']}")
    for v in ("D5", "C5", "D4", "C4", "D3", "C3", "D2", "C2", "D1", "C1"):
        ref.play(ref.game.to_move, v)
    ref.propose_end("white")
    ref.agree_end("black")
    ref.start_count()
    r = ref.result()
    print("result", r.sgf,
          r.chinese_form(gorules.ChineseFlag.DECIMAL))


if __name__ == "__main__":
    reformed() if "--reformed" in sys.argv[1:] else chinese()
