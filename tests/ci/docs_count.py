#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Count the documented entities of the public headers from doxygen's XML
output and fail if any public entity has no documentation.

usage: docs_count.py XML_DIR
"""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def documented(node):
    """True when the brief or the detailed description has text."""
    for tag in ("briefdescription", "detaileddescription"):
        d = node.find(tag)
        if d is not None and "".join(d.itertext()).strip():
            return True
    return False


def main():
    xml = Path(sys.argv[1])
    counts = {}
    missing = []

    def count(kind, node, name):
        counts[kind] = counts.get(kind, 0) + 1
        if not documented(node):
            missing.append(f"{kind} {name}")

    index = ET.parse(xml / "index.xml").getroot()
    for comp in index.findall("compound"):
        kind = comp.get("kind")
        if kind not in ("file", "struct"):
            continue
        root = ET.parse(xml / f"{comp.get('refid')}.xml").getroot()
        cdef = root.find("compounddef")
        name = cdef.findtext("compoundname")
        if kind == "file" and not name.endswith(".h"):
            continue
        count("files" if kind == "file" else "structs", cdef, name)
        for m in cdef.iter("memberdef"):
            mk = m.get("kind")
            mname = m.findtext("name")
            if kind == "struct":
                if mk == "variable":
                    count("fields", m, f"{name}::{mname}")
                continue
            if mk == "function":
                count("functions", m, mname)
            elif mk == "define":
                count("macros", m, mname)
            elif mk == "typedef":
                count("typedefs", m, mname)
            elif mk == "enum":
                count("enums", m, mname)
                for v in m.findall("enumvalue"):
                    count("enum values", v, v.findtext("name"))
            elif mk == "variable":
                count("variables", m, mname)
    order = ["files", "functions", "structs", "fields", "enums",
             "enum values", "macros", "typedefs", "variables"]
    total = 0
    for k in order:
        if k in counts:
            print(f"{k:12} {counts[k]}")
            total += counts[k]
    print(f"{'total':12} {total}")
    for m in missing:
        print("undocumented:", m)
    return 1 if missing or not counts.get("functions") else 0


if __name__ == "__main__":
    sys.exit(main())
