# SPDX-License-Identifier: MIT
"""Typing: typing_sample.py calls every public method and property of the
package, runs, and passes `mypy --strict` (with the package itself, found
through MYPYPATH, checked strictly too)."""
import importlib.util
import os
import pathlib
import re
import subprocess
import sys

import pytest

import gorules
import typing_sample
from test_docstrings import public_objects

SAMPLE = pathlib.Path(typing_sample.__file__)


def test_sample_runs(capsys):
    typing_sample.main()
    assert capsys.readouterr().out == "typing sample: ok\n"


def test_sample_calls_every_public_member():
    text = SAMPLE.read_text(encoding="utf-8")
    missing = []
    for name, _ in public_objects():
        parts = name.split(".")
        if len(parts) == 1:
            continue
        word = parts[-1]
        pattern = (rf"\.{word}\b" if len(parts) == 3
                   else rf"(\.|import .*|\(|\s){word}\b")
        if not re.search(pattern, text):
            missing.append(name)
    assert missing == []


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None,
                    reason="mypy not installed (Debian: python3-mypy)")
def test_mypy_strict(tmp_path):
    package_parent = pathlib.Path(gorules.__file__).parent.parent
    env = dict(os.environ, MYPYPATH=str(package_parent))
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental",
         "--cache-dir", str(tmp_path / "cache"), str(SAMPLE)],
        env=env, capture_output=True, text=True, check=False)
    assert run.stdout.splitlines()[-1:] == [
        "Success: no issues found in 1 source file"], run.stdout + run.stderr
    assert run.returncode == 0
