# SPDX-License-Identifier: MIT
"""Every public object of the gorules package has a docstring: the module,
each name in gorules.__all__, and each public member (methods, properties,
class and static methods, slots) a public class defines itself or takes
from the package's own mixins (Color's methods). Values
(enum and flag members, class constants) are described by their class; gorules.core is the C API itself (its
documentation is the C headers) and is not walked."""
import enum
import inspect

import gorules


def public_objects():
    """(qualified name, object) of everything the test requires a
    docstring on."""
    yield "gorules", gorules
    for name in gorules.__all__:
        obj = getattr(gorules, name)
        if not (inspect.isclass(obj) or inspect.isfunction(obj)):
            continue  # constants (PRESETS, MAX_SIZE): documented in the module
        yield f"gorules.{name}", obj
        if not inspect.isclass(obj):
            continue
        own = [k for k in obj.__mro__ if k.__module__.startswith("gorules")]
        for attr, member in [i for k in own for i in vars(k).items()]:
            if attr.startswith("_"):
                continue
            if isinstance(member, (staticmethod, classmethod)):
                member = member.__func__
            if not (inspect.isroutine(member) or inspect.isclass(member) or
                    inspect.isdatadescriptor(member)):
                continue  # values: enum members, class constants
            yield f"gorules.{name}.{attr}", member


def test_walk_finds_the_api():
    names = {n for n, _ in public_objects()}
    # The walk reaches the members that must be there (so that an empty
    # walk cannot pass).
    for n in ("gorules.Game", "gorules.Game.play", "gorules.Game.score",
              "gorules.Game.to_sgf", "gorules.Game.komi", "gorules.Rules.ko",
              "gorules.Clock.press", "gorules.Score", "gorules.load_sgf",
              "gorules.Result.sgf", "gorules.Color.of"):
        assert n in names
    assert len(names) > 200


def own_doc(name, obj):
    """The object's own docstring: not one inherited from a base class
    (inspect.getdoc would take IntEnum's for an undocumented enum). A slot
    is documented in its class's __slots__ dict, as help() shows it."""
    if inspect.ismemberdescriptor(obj):
        slots = getattr(obj.__objclass__, "__slots__", None)
        return slots.get(obj.__name__) if isinstance(slots, dict) else None
    return obj.__doc__


def test_every_public_object_has_a_docstring():
    missing = [name for name, obj in public_objects()
               if not (own_doc(name, obj) or "").strip()]
    assert missing == []


def test_an_undocumented_member_is_found():
    class Probe:
        """Documented."""
        def documented(self):
            """Yes."""
        def bare(self):
            pass
        __slots__ = {"slot": "a slot", "bare_slot": None}
    assert own_doc("", Probe) == "Documented."
    assert own_doc("", Probe.documented) == "Yes."
    assert own_doc("", Probe.bare) is None
    assert own_doc("", vars(Probe)["slot"]) == "a slot"
    assert own_doc("", vars(Probe)["bare_slot"]) is None

    class BareEnum(enum.IntEnum):
        A = 1
    assert not own_doc("", BareEnum)


def test_game_methods_are_defined_on_the_class():
    # score() and to_sgf() are in the class body (type checkers see them),
    # not attached afterwards.
    for name in ("score", "result", "area_map", "judge", "mark_judged",
                 "place_handicap", "place_free_handicap", "to_sgf",
                 "save_sgf"):
        func = vars(gorules.Game)[name]
        assert func.__qualname__ == f"Game.{name}"
        assert func.__module__ == "gorules"
