# SPDX-License-Identifier: MIT
"""Game clocks (the library's gorules_clock.h).

    >>> clock = gorules.Clock("byoyomi", main_ms=600_000, period_ms=60_000,
    ...                       periods=3)
    >>> clock.start("black", 0)
    >>> clock.press("black", 539_000)      # False: in time
    >>> [ev.text() for ev in clock.events()]
    ['30秒', '40秒', ...]

Pure and deterministic: every call takes the caller's timestamp in
milliseconds; the clock never reads the wall clock. The names and the
semantics are those of the C calls (gor_clock_start -> Clock.start, ...);
docs/clock.md describes each system and the article it follows.
"""
from __future__ import annotations

from typing import Any, Dict, List, NamedTuple, Optional, Tuple, Union

from . import core as _c
from . import Color, Game, _expect

__all__: List[str] = []

if hasattr(_c, "clock_new"):
    from ._enums import ClockEventKind, ClockSystem
    from ._enum_methods import member_of
    __all__ = ["Clock", "ClockSystem", "ClockEventKind", "ClockEvent",
               "ClockState"]


    _LANGS = {"zh": _c.CLOCK_TEXT_ZH, "en": _c.CLOCK_TEXT_EN}

    class ClockEvent(NamedTuple):
        """Something the clock reports (gor_clock_event)."""
        kind: ClockEventKind
        color: Color
        at_ms: int
        value: int
        period_s: int

        def text(self, lang: str = "zh") -> str:
            """What the referee says: "30秒", "1分，还剩3分" (lang "zh") or
            "30 seconds", "1 minute used, 3 left" ("en")."""
            return _c.clock_event_text(self._asdict(), _LANGS[lang])

        def __str__(self) -> str:
            return self.text("en")

        @classmethod
        def _of(cls, d: Dict[str, Any]) -> "ClockEvent":
            return cls(ClockEventKind(d["kind"]), Color(d["color"]),
                       d["at_ms"], d["value"], d["period_s"])

    class ClockState(NamedTuple):
        """One player's time (gor_clock_state)."""
        main_ms: int
        period_ms: int
        periods: int
        moves: int
        overtime: bool
        flagged: bool
        running: bool
        presses: int

        @classmethod
        def _of(cls, d: Dict[str, Any]) -> "ClockState":
            return cls(d["main_ms"], d["period_ms"], d["periods"], d["moves"],
                       bool(d["overtime"]), bool(d["flagged"]),
                       bool(d["running"]), d["presses"])

    class Clock:
        """A game clock. Times are milliseconds on the caller's scale."""

        def __init__(self, system: Union[ClockSystem, str, int] = "none", *,
                     main_ms: int = 0, period_ms: int = 0, periods: int = 0,
                     period_moves: int = 0, increment_ms: int = 0,
                     late_limit_ms: int = 0, timeout_pass: bool = False,
                     quiet: bool = False) -> None:
            system = member_of(ClockSystem, system, "clock system")
            flags = ((_c.CLOCK_TIMEOUT_PASS if timeout_pass else 0) |
                     (_c.CLOCK_QUIET if quiet else 0))
            self._h = _c.clock_new({
                "system": int(system), "flags": flags, "main_ms": main_ms,
                "period_ms": period_ms, "periods": periods,
                "period_moves": period_moves, "increment_ms": increment_ms,
                "late_limit_ms": late_limit_ms})

        @property
        def options(self) -> Dict[str, Any]:
            """The options the clock was made with (system, flags, main_ms,
            period_ms, periods, period_moves, increment_ms, late_limit_ms)."""
            return _c.clock_options_get(self._h)

        def copy(self) -> "Clock":
            """An independent copy (times, pending events, record)."""
            c = Clock.__new__(Clock)
            c._h = _c.clock_clone(self._h)
            return c

        def start(self, color: Union[Color, str, int], now_ms: int) -> None:
            """Start the clock: color's time runs from now_ms."""
            _c.clock_start(self._h, Color.of(color), now_ms)

        def press(self, color: Union[Color, str, int], now_ms: int) -> bool:
            """color finished a move at now_ms. False when in time, True
            when the time had run out before it (see events())."""
            return bool(_c.clock_press(self._h, Color.of(color), now_ms))

        def advance(self, now_ms: int) -> int:
            """Time passes to now_ms; returns how many events it added."""
            return _c.clock_advance(self._h, now_ms)

        def pause(self, now_ms: int) -> None:
            """Pause at now_ms (an adjournment is not counted)."""
            _c.clock_pause(self._h, now_ms)

        def resume(self, now_ms: int) -> None:
            """Resume a paused clock at now_ms."""
            _c.clock_resume(self._h, now_ms)

        def late(self, color: Union[Color, str, int], late_ms: int) -> bool:
            """Late arrival (art. 22): True when it loses the game."""
            return bool(_c.clock_late(self._h, Color.of(color), late_ms))

        def set(self, color: Union[Color, str, int], *, main_ms: int = 0,
                period_ms: int = 0, periods: int = 0, moves: int = 0) -> None:
            """A player's time as a controller reports it (GTP time_left)."""
            _c.clock_set(self._h, Color.of(color), {
                "main_ms": main_ms, "period_ms": period_ms,
                "periods": periods, "moves": moves})

        def state(self, color: Union[Color, str, int]) -> ClockState:
            """A player's time as of the last timestamp given."""
            return ClockState._of(_c.clock_state_get(self._h, Color.of(color)))

        @property
        def running(self) -> Color:
            """Whose time runs (Color.EMPTY when stopped, paused or over)."""
            return Color(_c.clock_running(self._h))

        @property
        def loser(self) -> Color:
            """Who lost on time or by lateness, or Color.EMPTY."""
            return Color(_c.clock_loser(self._h))

        @property
        def now(self) -> int:
            """The last timestamp given (ms)."""
            return _c.clock_now(self._h)

        @property
        def pending(self) -> int:
            """Number of events not yet taken (poll(), events())."""
            return _c.clock_pending(self._h)

        @property
        def last_error(self) -> str:
            """The English account of the last refused call ("" if none)."""
            return _c.clock_last_error(self._h)

        def poll(self) -> Optional[ClockEvent]:
            """The oldest event not yet taken, or None."""
            got, ev = _c.clock_poll(self._h)
            return ClockEvent._of(ev) if got else None

        def events(self) -> List[ClockEvent]:
            """Every event not yet taken, oldest first."""
            out: List[ClockEvent] = []
            while True:
                ev = self.poll()
                if ev is None:
                    return out
                out.append(ev)

        def end_game(self, game: Game) -> bool:
            """End the game as the clock decided (B+T / W+T, or a forfeit
            for lateness); False when nobody lost on the clock."""
            return bool(_c.clock_end_game(
                self._h, _expect(game, Game, "the game")._g))

        def record(self) -> List[Tuple[Color, ClockState]]:
            """Each press's player and their time right after it."""
            out = []
            for i in range(_c.clock_record_count(self._h)):
                color, st = _c.clock_record(self._h, i)
                out.append((Color(color), ClockState._of(st)))
            return out
