# SPDX-License-Identifier: MIT
"""Where the differential scripts find the external test corpus."""

import os

HERE = os.path.dirname(os.path.abspath(__file__))


def corpus_dir(arg):
    """The corpus folder: the script's argument, else $GORULES_CORPUS, else
    ../shared/corpus beside the source tree (it may not exist: the scripts
    then skip)."""
    if arg:
        return arg
    if os.environ.get("GORULES_CORPUS"):
        return os.environ["GORULES_CORPUS"]
    return os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "corpus"))


def sgf_texts(top):
    """(path, text) of every .sgf file below top, in sorted order, read as
    Latin-1 (the scripts look only at ASCII properties)."""
    for d, _, names in sorted(os.walk(top)):
        for n in sorted(names):
            if n.lower().endswith(".sgf"):
                p = os.path.join(d, n)
                with open(p, "rb") as f:
                    yield p, f.read().decode("latin-1")
