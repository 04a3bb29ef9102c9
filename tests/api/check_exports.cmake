# SPDX-License-Identifier: MIT
# check_exports.cmake - run by ctest as
#   cmake -DNM=nm -DLIBRARY=libgorules.so [-DARCHIVE=libgorules.a]
#         [-DVERSION_SCRIPT=lib/libgorules.map] -DINCLUDE_DIR=include
#         -P this-file
# The shared library (nm -D --defined-only) must define, as dynamic
# symbols, exactly the functions the public headers (INCLUDE_DIR/*.h)
# declare with GOR_EXTERN: every name starts with gor_, every declared
# function is there, and, with VERSION_SCRIPT, each carries as its default
# version one of the script's version nodes (name@@GORULES_1.0; the nodes'
# own symbols are the only other ones allowed).
# The static archive, when given (nm --defined-only --extern-only), must
# define as global symbols exactly the same gor_ names: its internals are
# local.
foreach(v NM LIBRARY INCLUDE_DIR)
  if(NOT ${v})
    message(FATAL_ERROR "check_exports: -D${v}=... is required")
  endif()
endforeach()

# The functions the headers declare. Comments, string literals (deprecation
# messages) and preprocessor lines are removed first; then each
# "GOR_EXTERN ... ;" declaration names its function as the first
# "gor_name(" in it (a GOR_DEPRECATED("...") before it is no name).
file(GLOB headers ${INCLUDE_DIR}/*.h)
set(declared "")
foreach(h IN LISTS headers)
  file(READ ${h} text)
  string(REGEX REPLACE "/\\*([^*]|\\*+[^*/])*\\*+/" " " text "${text}")
  string(REGEX REPLACE "//[^\n]*" "" text "${text}")
  string(REPLACE "\\\n" " " text "${text}")
  string(REGEX REPLACE "\"([^\"\\\\]|\\\\.)*\"" "\"\"" text "${text}")
  string(REGEX REPLACE "(^|\n)[ \t]*#[^\n]*" "\\1" text "${text}")
  # ";" separates CMake list items and "[" "]" group them: swap them out.
  string(REPLACE ";" "`" text "${text}")
  string(REGEX REPLACE "[][]" " " text "${text}")
  string(REGEX MATCHALL "GOR_EXTERN[^`]*`" decls "${text}")
  foreach(d IN LISTS decls)
    if(d MATCHES "(gor_[A-Za-z0-9_]+)[ \t\n]*\\(")
      list(APPEND declared ${CMAKE_MATCH_1})
    else()
      message(FATAL_ERROR "check_exports: no function name in: ${d}")
    endif()
  endforeach()
endforeach()
list(REMOVE_DUPLICATES declared)
list(SORT declared)
list(LENGTH declared ndeclared)
if(ndeclared EQUAL 0)
  message(FATAL_ERROR "check_exports: no GOR_EXTERN function in ${INCLUDE_DIR}")
endif()

# nm_names(<nm arguments...>): the defined names nm lists, in out_names;
# "name@@VERSION" stays whole. Archive member headers and blank lines are
# skipped.
function(nm_names out_names)
  execute_process(COMMAND ${NM} ${ARGN}
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "check_exports: ${NM} ${ARGN} failed: ${err}")
  endif()
  string(REPLACE "\n" ";" lines "${out}")
  set(names "")
  foreach(line IN LISTS lines)
    # "0000000000001234 T gor_game_new@@GORULES_1.0" (address, type, name)
    if(line MATCHES "^[0-9a-fA-F]* *[A-Za-z] +([^ ]+)$")
      list(APPEND names ${CMAKE_MATCH_1})
    endif()
  endforeach()
  set(${out_names} "${names}" PARENT_SCOPE)
endfunction()

# The version nodes of the linker version script: "GORULES_1.0 {".
set(nodes "")
if(VERSION_SCRIPT)
  file(READ ${VERSION_SCRIPT} text)
  string(REGEX REPLACE "/\\*([^*]|\\*+[^*/])*\\*+/" " " text "${text}")
  string(REGEX MATCHALL "[A-Za-z_][A-Za-z0-9_.]*[ \t\n]*{" heads "${text}")
  foreach(hd IN LISTS heads)
    string(REGEX REPLACE "[ \t\n]*{$" "" hd "${hd}")
    list(APPEND nodes ${hd})
  endforeach()
  if(NOT nodes)
    message(FATAL_ERROR "check_exports: no version node in ${VERSION_SCRIPT}")
  endif()
endif()

set(bad "")

# ---- the shared library --------------------------------------------------
nm_names(dyn -D --defined-only ${LIBRARY})
set(exported "")
foreach(sym IN LISTS dyn)
  string(REGEX REPLACE "@.*" "" name "${sym}")
  list(FIND nodes "${name}" idx)
  if(idx GREATER -1)
    # A version node's own (absolute) symbol: "GORULES_1.0" (GNU nm) or
    # "GORULES_1.0@@GORULES_1.0" (llvm-nm).
    continue()
  endif()
  if(NOT name MATCHES "^gor_")
    list(APPEND bad "${LIBRARY}: ${sym} (no gor_ prefix)")
    continue()
  endif()
  if(nodes)
    string(REGEX REPLACE "^[^@]*@@?" "" version "${sym}")
    list(FIND nodes "${version}" idx)
    if(NOT sym MATCHES "@@" OR idx LESS 0)
      list(APPEND bad "${LIBRARY}: ${sym} (default version is not one of: ${nodes})")
    endif()
  endif()
  list(FIND declared ${name} idx)
  if(idx LESS 0)
    list(APPEND bad "${LIBRARY}: ${name} (not declared in a public header)")
  endif()
  list(APPEND exported ${name})
endforeach()
list(SORT exported)
foreach(name IN LISTS declared)
  list(FIND exported ${name} idx)
  if(idx LESS 0)
    list(APPEND bad "${LIBRARY}: ${name} (declared but not exported)")
  endif()
endforeach()
list(LENGTH exported nexported)

# ---- the static archive --------------------------------------------------
if(ARCHIVE)
  nm_names(globals --defined-only --extern-only ${ARCHIVE})
  list(SORT globals)
  foreach(name IN LISTS globals)
    if(NOT name MATCHES "^gor_")
      list(APPEND bad "${ARCHIVE}: ${name} (global, no gor_ prefix)")
    endif()
  endforeach()
  if(NOT globals STREQUAL exported)
    string(REPLACE ";" " " _a "${globals}")
    string(REPLACE ";" " " _s "${exported}")
    list(APPEND bad "${ARCHIVE}: its global symbols differ from the shared library's exports:\n    archive: ${_a}\n    shared:  ${_s}")
  endif()
endif()

if(bad)
  string(REPLACE ";" "\n  " bad "${bad}")
  message(FATAL_ERROR "check_exports: unexpected symbols:\n  ${bad}")
endif()
if(ARCHIVE)
  set(_also ", and the archive's global symbols are the same")
else()
  set(_also "")
endif()
message(STATUS "check_exports: ${nexported} gor_ symbols exported, the "
  "${ndeclared} functions the headers declare${_also}")
