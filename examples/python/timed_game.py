#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A timed game with the referee's byo-yomi call-outs, from a script.

    PYTHONPATH=build/bindings/python python3 examples/python/timed_game.py [--en] [--pass]

Chinese Weiqi Rules (2002), art. 12.3: 3 minutes of basic time each, with
2 one-minute periods reserved inside it, so byo-yomi starts after 1 minute.
The script says how long each player thinks; a one-second "timer" advances
the clock, as an app's timer would, and the referee's words come out when
they are due: 30, 40, 50, 55, 58 seconds, "1 minute, N left", and in the
last minute 30, 40, 50, then 1 ... 10. Black thinks too long in its last
minute and loses on time (W+T), or, with --pass (art. 22.5, at Black's
request), the time-out is a pass and play goes on. The record is printed
as SGF with each player's time after each move (BL/WL, OB/OW).
"""
import sys

import gorules

# (vertex, seconds of thought) for Black and White in turn.
SCRIPT = [
    ("E5", 20), ("C3", 25),
    ("G7", 30), ("G3", 40),    # White's main minute ends during this move
    ("C7", 70), ("D4", 55),    # Black: main ends, then exactly one minute
    ("F4", 75), ("F6", 10),    # Black's last minute runs out
    ("D6", 5), ("E3", 5),
]


def clock_time(ms):
    s = ms // 1000
    return f"{s // 60}:{s % 60:02d}"


def main(argv):
    lang = "en" if "--en" in argv else "zh"
    timeout_pass = "--pass" in argv
    game = gorules.Game(9, rules="chinese")
    clock = gorules.Clock("byoyomi", main_ms=180_000, period_ms=60_000,
                          periods=2, timeout_pass=timeout_pass)
    now = 0
    clock.start("black", now)
    for vertex, think in SCRIPT:
        color = clock.running
        if color == gorules.Color.EMPTY:
            break
        # The app's timer: one tick a second while the player thinks.
        for _ in range(think - 1):
            now += 1000
            clock.advance(now)
            for ev in clock.events():
                print(f"  {clock_time(ev.at_ms)}  {ev.color.name.lower():5}  "
                      f"{ev.text(lang)}")
            if clock.running != color:
                break
        if clock.running != color:
            if clock.loser != gorules.Color.EMPTY:
                break
            game.play(None, color)
            print(f"{clock_time(now)}  {color.name.lower():5}  pass (time)")
            continue
        now += 1000
        late = clock.press(color, now)
        for ev in clock.events():
            print(f"  {clock_time(ev.at_ms)}  {ev.color.name.lower():5}  "
                  f"{ev.text(lang)}")
        if late:
            if clock.loser != gorules.Color.EMPTY:
                break
            game.play(None, color)
            print(f"{clock_time(now)}  {color.name.lower():5}  pass (time)")
            continue
        game.play(vertex, color)
        st = clock.state(color)
        left = (f"{st.periods} x 60 s" if st.overtime
                else clock_time(st.main_ms + 120_000))
        print(f"{clock_time(now)}  {color.name.lower():5}  {vertex:3}  "
              f"left {left}")
    if clock.end_game(game):
        print("result", game.result().sgf)
    print(game.to_sgf(clock=clock))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
