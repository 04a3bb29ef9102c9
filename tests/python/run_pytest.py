# SPDX-License-Identifier: MIT
"""Run the Python binding tests with pytest under the interpreter running
this script (ctest runs it once per interpreter in
GORULES_PYTHON_INTERPRETERS).

pytest comes from Debian (python3-pytest) for /usr/bin/python3. Another
Python of the same version without its own pytest (pyenv's, say) borrows
Debian's: its dist-packages is appended to sys.path, after the
interpreter's own site-packages, so its own packages still win.
Usage: python3 run_pytest.py TESTS_DIR [pytest args...]
"""
import os
import sys

DEBIAN_DIST = "/usr/lib/python3/dist-packages"

try:
    import pytest
except ImportError:
    if os.path.isdir(DEBIAN_DIST) and DEBIAN_DIST not in sys.path:
        sys.path.append(DEBIAN_DIST)
        # Worker processes (concurrent.futures, dask) need it too.
        os.environ["PYTHONPATH"] = os.pathsep.join(
            p for p in (os.environ.get("PYTHONPATH"), DEBIAN_DIST) if p)
    import pytest

if __name__ == "__main__":
    print(f"python {sys.version.split()[0]} ({sys.executable}), "
          f"pytest {pytest.__version__}")
    sys.exit(pytest.main(["-p", "no:cacheprovider", "-q", "-rs",
                          "-W", "ignore::DeprecationWarning"]
                         + sys.argv[1:]))
