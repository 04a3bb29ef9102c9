# SPDX-License-Identifier: MIT
"""Write the dist-info of an installed gorules package, so that
importlib.metadata finds it (version, files) and pip can uninstall it.

Usage: python3 dist_info.py DIR VERSION [FILE...]

DIR holds the gorules/ package; gorules-VERSION.dist-info is written next
to it (METADATA, INSTALLER, top_level.txt, RECORD), replacing any other
gorules-*.dist-info there. RECORD lists every file of the package, the
dist-info's own files and each extra FILE (the .pth files that make DIR
importable), relative to DIR. Prints the files written. Run by
`cmake --install`.
"""
import base64
import hashlib
import os
import shutil
import sys

SUMMARY = "Go (weiqi, baduk) rules engine: board, legality, ko, superko, scoring"


def record_line(site: str, path: str) -> str:
    with open(path, "rb") as f:
        data = f.read()
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest())
    rel = os.path.relpath(path, site).replace(os.sep, "/")
    return f"{rel},sha256={digest.rstrip(b'=').decode()},{len(data)}"


def main() -> int:
    site, version, extra = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3:]
    for name in os.listdir(site):
        if name.startswith("gorules-") and name.endswith(".dist-info"):
            shutil.rmtree(os.path.join(site, name))
    info = os.path.join(site, f"gorules-{version}.dist-info")
    os.makedirs(info)
    texts = {
        "METADATA": (
            "Metadata-Version: 2.1\n"
            "Name: gorules\n"
            f"Version: {version}\n"
            f"Summary: {SUMMARY}\n"
            "License: MIT\n"
            "Requires-Python: >=3.8\n"
            "Classifier: License :: OSI Approved :: MIT License\n"
            "Classifier: Programming Language :: C\n"
            "Classifier: Programming Language :: Python :: 3\n"
            "Classifier: Topic :: Games/Entertainment :: Board Games\n"
            "Classifier: Typing :: Typed\n"),
        "INSTALLER": "cmake\n",
        "top_level.txt": "gorules\n",
    }
    for name, text in texts.items():
        with open(os.path.join(info, name), "w", encoding="utf-8") as f:
            f.write(text)
    files = []
    for root, dirs, names in os.walk(os.path.join(site, "gorules")):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        files += [os.path.join(root, n) for n in sorted(names)]
    files += [os.path.join(info, n) for n in sorted(texts)]
    lines = [record_line(site, p) for p in files + extra if os.path.isfile(p)]
    record = os.path.join(info, "RECORD")
    lines.append(f"{os.path.relpath(record, site).replace(os.sep, '/')},,")
    with open(record, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    for name in sorted(texts) + ["RECORD"]:
        print(os.path.join(info, name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
