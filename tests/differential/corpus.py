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
