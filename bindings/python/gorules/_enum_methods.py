# SPDX-License-Identifier: MIT
"""The methods of the few enums that have some (Color, Status).

The enums themselves, their members and values, are generated from the
public headers into _enums.py (bindings/gen_enums.py); they take these
classes as mixins. A mixin's self is typed as "an int enum of this kind"
(_IntEnumLike), so that `mypy --strict` sees Color.BLACK.other as a Color.
"""
from __future__ import annotations

import difflib
import enum
from typing import Protocol, Sequence, Type, TypeVar, Union

from . import core as _c


class _IntEnumLike(Protocol):
    """What the enum a mixin goes into has: made from an int, read as one."""

    def __init__(self, value: int) -> None: ...

    def __int__(self) -> int: ...


_E = TypeVar("_E", bound=_IntEnumLike)

_COLOR_NAMES = {"b": _c.BLACK, "black": _c.BLACK, "w": _c.WHITE,
                "white": _c.WHITE, ".": _c.EMPTY, "empty": _c.EMPTY,
                "e": _c.EMPTY}
_LETTERS = {_c.BLACK: "B", _c.WHITE: "W"}


def _not_a_colour(value: object) -> Exception:
    from . import InvalidArgument  # the package's errors come after its enums
    return InvalidArgument(_c.ECOLOR, f"not a colour: {value!r}")


class ColorMethods:
    """Color's methods."""
    __slots__ = ()

    @property
    def other(self: _E) -> _E:
        """BLACK <-> WHITE; EMPTY stays EMPTY."""
        return type(self)(_c.BLACK + _c.WHITE - int(self)
                          if int(self) != _c.EMPTY else _c.EMPTY)

    @property
    def letter(self: _IntEnumLike) -> str:
        """"B", "W" or "." (also what str() gives)."""
        return _LETTERS.get(int(self), ".")

    def __str__(self: _IntEnumLike) -> str:
        return _LETTERS.get(int(self), ".")

    @classmethod
    def of(cls: Type[_E], value: Union[_E, int, str]) -> _E:
        """A colour from a Color, an int, or a name: "B", "black", "W",
        "white", "." or "empty" (any case)."""
        if isinstance(value, str):
            try:
                return cls(_COLOR_NAMES[value.lower()])
            except KeyError:
                raise _not_a_colour(value) from None
        if not isinstance(value, int):
            raise _not_a_colour(value)
        try:
            return cls(int(value))
        except ValueError:
            raise _not_a_colour(value) from None


class StatusMethods:
    """Status's methods."""
    __slots__ = ()

    @property
    def message(self: _IntEnumLike) -> str:
        """The library's English message ("point is occupied")."""
        return str(_c.strerror(int(self)))

    @property
    def is_illegal_move(self: _IntEnumLike) -> bool:
        """True for the codes that mean a move is against the rules
        (EOCCUPIED, ESUICIDE, EKO, ESUPERKO, EGAMEOVER, ETURN, EOFFBOARD)."""
        return bool(_c.status_is_illegal_move(int(self)))


_M = TypeVar("_M", bound=enum.IntEnum)


def member_of(cls: Type[_M], value: Union[_M, int, str], what: str,
              only: Sequence[_M] = ()) -> _M:
    """cls's member (one of only, when given) for a member, an int value
    or a name (any case, "-" for "_"). An ArgumentError names what was
    expected, the nearest name and every name, or the values."""
    from . import ArgumentError, ArgumentTypeError
    members = list(only or cls)
    names = [m.name.lower() for m in members]
    if isinstance(value, str):
        key = value.upper().replace("-", "_")
        if key in cls.__members__ and cls[key] in members:
            return cls[key]
        near = difflib.get_close_matches(value.lower(), names, 1)
        hint = f" (did you mean {near[0]!r}?)" if near else ""
        raise ArgumentError(_c.EINVAL, f"{value!r} is not a {what}{hint}: "
                            f"the names are {', '.join(names)}")
    if not isinstance(value, int) or isinstance(value, bool):
        raise ArgumentTypeError(_c.EINVAL, f"a {what} is a name or an int, "
                                f"not {type(value).__name__}")
    for m in members:
        if int(m) == value:
            return m
    label = f"{int(value)} ({value.name.lower()})" if isinstance(
        value, enum.Enum) and value.name else f"{int(value)}"
    raise ArgumentError(_c.EINVAL, f"{label} is not a {what}: the values "
                        f"are {', '.join(f'{int(m)} ({n})' for m, n in zip(members, names))}")
