# SPDX-License-Identifier: MIT
# bindings/options.cmake - the binding options, included by the top-level
# CMakeLists.txt (after its own option() lines) and by bindings/ when it is
# built on its own. Each binding is ON when SWIG and its language are found.
#
#   GORULES_BUILD_PYTHON  Python 3 module `gorules` (SWIG + Python headers)
#   GORULES_BUILD_LUA     Lua 5.4 module `gorules`  (SWIG + Lua headers)
#
# Both are OFF by default in a WebAssembly build (no interpreter there) and
# in a sanitizer build: an interpreter that was not built with the
# sanitizers cannot load an instrumented extension.

find_package(SWIG 4.0 QUIET)
if(CMAKE_VERSION VERSION_LESS 3.18)
  find_package(Python3 3.8 QUIET COMPONENTS Interpreter Development)
else()
  find_package(Python3 3.8 QUIET COMPONENTS Interpreter Development.Module)
endif()
find_package(Lua 5.4 QUIET)
find_program(GORULES_LUA_EXECUTABLE NAMES lua5.4 lua
  DOC "Lua 5.4 interpreter for the Lua binding tests and example")

set(_gor_python_default OFF)
set(_gor_lua_default OFF)
if(SWIG_FOUND AND NOT GORULES_SANITIZE AND NOT EMSCRIPTEN)
  if(Python3_Interpreter_FOUND AND (Python3_Development.Module_FOUND OR
                                    Python3_Development_FOUND))
    set(_gor_python_default ON)
  endif()
  if(LUA_FOUND AND LUA_VERSION_STRING VERSION_GREATER_EQUAL 5.4)
    set(_gor_lua_default ON)
  endif()
endif()
option(GORULES_BUILD_PYTHON "Build the Python bindings (SWIG)"
       ${_gor_python_default})
option(GORULES_BUILD_LUA "Build the Lua 5.4 bindings (SWIG)"
       ${_gor_lua_default})
