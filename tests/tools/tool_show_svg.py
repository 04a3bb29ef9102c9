#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""`gorules show --svg`: the SVG of the bundled record at move 60 is
well-formed, has one stone circle per stone of `gorules show --json` at the
same move, each at its point in its colour, and rsvg-convert turns it into
a 504x504 PNG (that part exits 77, skipped, without rsvg-convert).
Usage: tool_show_svg.py GORULES"""
import json
import pathlib
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"
TOP = pathlib.Path(__file__).resolve().parents[2]
RECORD = TOP / "data" / "gnugo-selfplay-19x19.sgf"


def main() -> int:
    tool = sys.argv[1]
    svg = subprocess.run([tool, "show", "--svg", "--move", "60", str(RECORD)],
                         check=True, capture_output=True, text=True).stdout
    js = json.loads(subprocess.run(
        [tool, "show", "--json", "--move", "60", str(RECORD)],
        check=True, capture_output=True, text=True).stdout)
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg", root.tag
    got = {}
    for c in root.iter(NS + "circle"):
        cls = c.get("class", "").split()
        if "stone" in cls:
            got[(int(c.get("cx")), int(c.get("cy")))] = (
                "X" if "black" in cls else "O")
    want = {}
    for y, row in enumerate(js["board"]):
        for x, ch in enumerate(row):
            if ch != ".":
                want[(36 + 24 * x, 36 + 24 * y)] = ch
    assert got == want, (len(got), len(want))
    assert len(want) > 40, len(want)
    last = [c for c in root.iter(NS + "circle") if c.get("class") == "last-move"]
    assert len(last) == 1
    bad = subprocess.run([tool, "show", "--svg", "--json", str(RECORD)],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "exclude each other" in bad.stderr, bad
    print(f"show --svg: {len(got)} stones where show --json has them")

    conv = shutil.which("rsvg-convert")
    if not conv:
        print("SKIP: rsvg-convert is not installed (Debian: librsvg2-bin); "
              "the SVG checks above passed")
        return 77
    with tempfile.TemporaryDirectory() as d:
        src, png = pathlib.Path(d, "b.svg"), pathlib.Path(d, "b.png")
        src.write_text(svg)
        subprocess.run([conv, str(src), "-o", str(png)], check=True)
        data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    assert struct.unpack(">II", data[16:24]) == (504, 504)
    print("rsvg-convert: 504x504 PNG")
    return 0


if __name__ == "__main__":
    sys.exit(main())
