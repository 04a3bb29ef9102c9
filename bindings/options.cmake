# SPDX-License-Identifier: MIT
# bindings/options.cmake - the binding options, included by the top-level
# CMakeLists.txt (after its own option() lines) and by bindings/ when it is
# built on its own. Each binding is ON when SWIG and its language are found
# (decided again at every configure unless set with -D).
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

# Why each is on or off, for the configure summary (cmake/summary.cmake).
set(_gor_python_default OFF)
set(_gor_lua_default OFF)
if(EMSCRIPTEN)
  set(GORULES_PYTHON_WHY "a WebAssembly build")
  set(GORULES_LUA_WHY "a WebAssembly build")
elseif(GORULES_SANITIZE)
  set(GORULES_PYTHON_WHY "a sanitizer build")
  set(GORULES_LUA_WHY "a sanitizer build")
elseif(NOT SWIG_FOUND)
  set(GORULES_PYTHON_WHY "SWIG 4 not found (Debian: swig)")
  set(GORULES_LUA_WHY "SWIG 4 not found (Debian: swig)")
else()
  if(Python3_Interpreter_FOUND AND (Python3_Development.Module_FOUND OR
                                    Python3_Development_FOUND))
    set(_gor_python_default ON)
    set(GORULES_PYTHON_WHY "SWIG and Python ${Python3_VERSION} found")
  else()
    set(GORULES_PYTHON_WHY "Python 3 headers not found (Debian: python3-dev)")
  endif()
  if(LUA_FOUND AND LUA_VERSION_STRING VERSION_GREATER_EQUAL 5.4)
    set(_gor_lua_default ON)
    set(GORULES_LUA_WHY "SWIG and Lua ${LUA_VERSION_STRING} found")
  else()
    set(GORULES_LUA_WHY "Lua 5.4 headers not found (Debian: liblua5.4-dev)")
  endif()
endif()
# Set on the command line (-DGORULES_BUILD_PYTHON=OFF), an option stays
# as set. Left alone, it is decided again at each configure, so that
# installing SWIG, Python or Lua after a first configure turns it on (a
# cached OFF would keep it off).
foreach(_lang IN ITEMS PYTHON LUA)
  string(TOLOWER ${_lang} _l)
  if(DEFINED CACHE{GORULES_BUILD_${_lang}})
    set(GORULES_${_lang}_WHY "set: GORULES_BUILD_${_lang}=${GORULES_BUILD_${_lang}}")
  else()
    set(GORULES_BUILD_${_lang} ${_gor_${_l}_default})
  endif()
endforeach()
