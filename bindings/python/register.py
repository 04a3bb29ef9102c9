# SPDX-License-Identifier: MIT
"""Make an installed gorules package importable by the Python running this.

Usage: python3 register.py DIR   (DIR holds the gorules/ package)

Writes gorules.pth, one line naming DIR, into this interpreter's
site-packages, or into its user site-packages when that is not writable,
and prints the file written (nothing if neither could be written). Run by
`cmake --install` for each interpreter in GORULES_PYTHON_INTERPRETERS; run
it by hand for another interpreter of the same Python version.
"""
import os
import site
import sys
import sysconfig


def main() -> int:
    pkg_parent = os.path.abspath(sys.argv[1])
    targets = [sysconfig.get_path("purelib")]
    if site.ENABLE_USER_SITE:
        targets.append(site.getusersitepackages())
    for target in targets:
        pth = os.path.join(target, "gorules.pth")
        try:
            os.makedirs(target, exist_ok=True)
            with open(pth, "w", encoding="utf-8") as f:
                f.write(pkg_parent + "\n")
        except OSError:
            continue
        print(pth)
        return 0
    print(f"register.py: could not write gorules.pth for {sys.executable}",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
