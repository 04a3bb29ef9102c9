# SPDX-License-Identifier: MIT
"""The package's enums are the headers' (read by bindings/gen_enums.py, as
the JavaScript package's enums.js is): the same members with the same
values, none missing, none extra. A value or member added to a header
fails here until the Python enum has it."""
import importlib.util
import pathlib

import pytest

import gorules

TOP = pathlib.Path(__file__).resolve().parent.parent.parent

# Tables the Python package has no enum for: their values are module
# constants (gorules.core.HANDICAP_NO_KOMI, ...) or keyword arguments.
NOT_IN_PYTHON = {"HandicapFlag", "SgfTextFlag", "KomiFix", "ClockFlag",
                 "ClockText", "SvgFlag"}


def header_tables():
    spec = importlib.util.spec_from_file_location(
        "gen_enums", TOP / "bindings" / "gen_enums.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    return gen.build_tables(TOP / "include")


TABLES, CONSTANTS = header_tables()


@pytest.mark.parametrize("table", sorted(set(TABLES) - NOT_IN_PYTHON))
def test_enum_is_the_headers(table):
    cls = getattr(gorules, table, None)
    if cls is None:
        pytest.skip(f"library built without the module of {table}")
    # __members__: aliases and zero or combined flags too (RULES, SCORING)
    assert {n: int(m) for n, m in cls.__members__.items()} == TABLES[table]


def test_every_table_is_decided():
    assert NOT_IN_PYTHON <= set(TABLES)
    assert gorules.MAX_SIZE == CONSTANTS["MAX_SIZE"]


def test_gorules_h_names_every_public_header():
    """gorules.h's file comment and docs/mainpage.md list the public
    headers: all of them, with their number."""
    headers = sorted(p.name for p in (TOP / "include").glob("gorules*.h"))
    words = {6: "six", 7: "seven", 8: "eight", 9: "nine"}
    comment = (TOP / "include" / "gorules.h").read_text().split("*/")[1]
    mainpage = (TOP / "docs" / "mainpage.md").read_text()
    flat = " ".join(comment.replace("*", " ").split())
    assert f"has {words[len(headers)]} public headers" in flat
    assert f"the {words[len(headers)]} public headers" in mainpage
    for name in headers:
        assert name in comment or name == "gorules.h", name
        assert f"| {name} |" in mainpage, name
