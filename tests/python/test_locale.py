# SPDX-License-Identifier: MIT
"""The Python binding with the process switched to a German locale (decimal
comma) or a Turkish one (dotless i), as locale.setlocale(LC_ALL, "") does in
a GUI program: komi, rules strings, results, pickles and SGF keep '.',
keywords match in ASCII. The locales come from tools/install-deps.sh."""
import locale
import pickle

import pytest

import gorules

DE = "de_DE.UTF-8"
TR = "tr_TR.UTF-8"


def _switch(name):
    saved = locale.setlocale(locale.LC_ALL)
    try:
        locale.setlocale(locale.LC_ALL, name)
    except locale.Error:
        pytest.skip(f"the locale {name} is not installed "
                    "(tools/install-deps.sh test generates it)")
    return saved


@pytest.fixture
def german():
    saved = _switch(DE)
    try:
        yield
    finally:
        locale.setlocale(locale.LC_ALL, saved)


@pytest.fixture
def turkish():
    saved = _switch(TR)
    try:
        yield
    finally:
        locale.setlocale(locale.LC_ALL, saved)


def test_the_locale_is_german(german):
    assert locale.localeconv()["decimal_point"] == ","
    assert locale.format_string("%.1f", 7.5) == "7,5"


@pytest.mark.parametrize("text,value", [("7.5", 7.5), ("6.5", 6.5),
                                        ("-0.25", -0.25), ("0", 0.0),
                                        ("1000", 1000.0)])
def test_rules_strings(german, text, value):
    r = gorules.Rules("koPOSITIONALscoreAREAkomi" + text)
    assert r.komi == value
    assert str(r).endswith("komi" + text)
    assert gorules.Rules(str(r)) == r
    data = pickle.dumps(r, protocol=0)
    assert ("komi" + text).encode() in data
    assert pickle.loads(data) == r


def test_rules_komi_setter_and_comma(german):
    r = gorules.Rules("chinese")
    r.komi = 6.5
    assert str(r) == ("koPOSITIONALscoreAREAtaxNONEsui0whbN"
                      "firstBLACKpstones0wlast0freeh1cycleIGNOREkomi6.5")
    with pytest.raises(gorules.ParseError):
        gorules.Rules("koPOSITIONALscoreAREAkomi6,5")


def test_game_pickle(german):
    g = gorules.Game(9, rules="japanese", komi=6.5)
    g.play_many(["E5", "C3"])
    h = pickle.loads(pickle.dumps(g))
    assert h == g and h.komi == 6.5
    assert "komi6.5" in repr(h)


@pytest.mark.skipif(not hasattr(gorules.Game, "score"),
                    reason="library built without scoring")
def test_results(german):
    g = gorules.Game(9, komi=6.5)
    g.play("E5")
    s = g.score()
    assert s.result == "B+74.5" and s.margin == 74.5
    assert s.white.komi == 6.5
    g.komi = 0.25
    r = g.result()
    assert r.sgf == "B+80.75" and str(r) == "B+80.75"
    assert r.margin_stones == 40.375
    assert pickle.loads(pickle.dumps(r)) == r
    for text, margin in [("B+7.5", 7.5), ("W+0.5", 0.5), ("W+73.5", 73.5)]:
        p = gorules.parse_result(text)
        assert p.margin == margin and p.sgf == text


@pytest.mark.skipif(not hasattr(gorules, "load_sgf"),
                    reason="library built without SGF")
def test_sgf_komi(german):
    for text, komi in [("(;GM[1]FF[4]SZ[19]KM[6.5])", 6.5),
                       ("(;GM[1]FF[4]SZ[19]KM[7.5])", 7.5),
                       ("(;GM[1]FF[4]AP[foxwq]SZ[19]KM[375])", 7.5),
                       ("(;GM[1]FF[4]SZ[19]KM[6,5])", 6.5)]:
        assert gorules.load_sgf(text).komi == komi, text
    g = gorules.Game(9, rules="japanese", komi=6.5)
    g.play("E5")
    text = str(g.to_sgf())
    assert "KM[6.5]" in text and "," not in text
    assert gorules.load_sgf(text).komi == 6.5


def test_turkish_keywords(turkish):
    for name in ["CHINESE", "JAPANESE", "kopositionalscoreareakomi7.5",
                 "NEW ZEALAND", "TROMP-TAYLOR"]:
        gorules.Rules(name)
    if hasattr(gorules, "parse_result"):
        assert gorules.parse_result("W+RESIGN").end == gorules.End.RESIGN
