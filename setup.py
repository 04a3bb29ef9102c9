# SPDX-License-Identifier: MIT
"""Build the gorules wheel (pyproject.toml): the Python files of
bindings/python/gorules plus the SWIG extension, which CMake builds (the
target gorules_python: the wrapper, the binding helpers and the static
library in one module), and core.py, which SWIG writes beside it."""
import os
import re
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

TOP = os.path.dirname(os.path.abspath(__file__))
os.makedirs(os.path.join(TOP, "build-python"), exist_ok=True)  # egg_base


def version() -> str:
    with open(os.path.join(TOP, "include", "gorules.h"), encoding="utf-8") as f:
        text = f.read()
    parts = []
    for part in ("MAJOR", "MINOR", "PATCH"):
        m = re.search(rf"^#define GOR_VERSION_{part} +(\d+)", text, re.M)
        if not m:
            sys.exit(f"setup.py: GOR_VERSION_{part} not found in include/gorules.h")
        parts.append(m.group(1))
    return ".".join(parts)


class CMakeBuild(build_ext):
    """Configure and build the gorules_python target with CMake, then copy
    the module, core.py and _enums.py into the wheel's gorules/."""

    def build_extension(self, ext: Extension) -> None:
        build = os.path.join(os.path.abspath(self.build_temp), "cmake")
        subprocess.check_call([
            "cmake", "-S", TOP, "-B", build, "-DCMAKE_BUILD_TYPE=Release",
            "-DBUILD_TESTING=OFF", "-DGORULES_BUILD_TOOLS=OFF",
            "-DGORULES_BUILD_LUA=OFF", "-DGORULES_BUILD_PYTHON=ON",
            f"-DPython3_EXECUTABLE={sys.executable}"])
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", "2")
        subprocess.check_call(["cmake", "--build", build, "--target",
                               "gorules_python", "-j", jobs])
        built = os.path.join(build, "bindings", "python", "gorules")
        dest = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        shutil.copyfile(os.path.join(built, "_core" + suffix), dest)
        for generated in ("core.py", "_enums.py"):  # SWIG's, gen_enums.py's
            shutil.copyfile(os.path.join(built, generated),
                            os.path.join(os.path.dirname(dest), generated))


setup(
    version=version(),
    packages=["gorules"],
    package_dir={"gorules": "bindings/python/gorules"},
    package_data={"gorules": ["py.typed", "*.pyi"]},
    ext_modules=[Extension("gorules._core", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
    options={"build": {"build_base": "build-python"},
             "egg_info": {"egg_base": "build-python"}},
    zip_safe=False,
)
