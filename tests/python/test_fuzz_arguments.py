# SPDX-License-Identifier: MIT
"""Hostile arguments for every public call (fuzz_arguments.py): a fixed
seed on every build, so that a finding stays a test; tests/ci/fuzz.sh
runs more for a bounded time."""
import gorules
import pytest

import fuzz_arguments


def test_hostile_arguments_fixed_seeds():
    for seed in (1, 2, 3):
        assert fuzz_arguments.run(seed, calls=4000) == 4000


def finding_of_undo(monkeypatch, undo):
    """Run the harness over Game.undo replaced by `undo`; its finding."""
    monkeypatch.setattr(gorules.Game, "undo", undo)
    monkeypatch.setattr(fuzz_arguments, "members",
                        lambda obj: [("undo", "method")])
    monkeypatch.setattr(fuzz_arguments, "factories",
                        lambda: {"Game": fuzz_arguments.new_game})
    monkeypatch.setattr(fuzz_arguments.random.Random, "random",
                        lambda self: 0.99)
    with pytest.raises(fuzz_arguments.Finding) as e:
        fuzz_arguments.run(1, calls=50)
    return str(e.value)


def test_a_finding_is_reported(monkeypatch):
    # the harness itself: a call that raises an AttributeError is a finding
    def broken(self, *args, **kwargs):
        raise AttributeError("'int' object has no attribute '_g'")
    found = finding_of_undo(monkeypatch, broken)
    assert "Game.undo" in found and "AttributeError" in found


def test_a_call_that_writes_a_file_is_reported(monkeypatch):
    # a text taken for a path: the harness runs in an empty directory
    def writes(self, *args, **kwargs):
        open("D4", "w").close()
    found = finding_of_undo(monkeypatch, writes)
    assert "Game.undo" in found
    assert "wrote ['D4'] into the working directory" in found
