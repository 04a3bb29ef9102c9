# SPDX-License-Identifier: MIT
"""Shared fixtures for the Python binding tests."""
import os
import pathlib

import pytest

HERE = pathlib.Path(__file__).resolve().parent
TOP = HERE.parent.parent


def corpus_dir() -> pathlib.Path:
    """The shared corpus: $GORULES_CORPUS, else ../shared/corpus beside the
    repository (never copied into it)."""
    env = os.environ.get("GORULES_CORPUS")
    return pathlib.Path(env) if env else TOP.parent / "shared" / "corpus"


@pytest.fixture
def corpus() -> pathlib.Path:
    d = corpus_dir()
    if not d.is_dir():
        pytest.skip(f"shared corpus not found at {d}")
    return d


@pytest.fixture
def examples() -> pathlib.Path:
    env = os.environ.get("GORULES_EXAMPLES")
    return pathlib.Path(env) if env else TOP / "examples"
