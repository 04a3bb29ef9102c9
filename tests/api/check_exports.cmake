# check_exports.cmake - run by ctest as
#   cmake -DNM=nm -DLIBRARY=libgorules.so -DINCLUDE_DIR=include -P this-file
# Fails if the shared library defines a dynamic symbol that does not start
# with gor_ (linker-made symbols such as _init, _fini, _edata, _end and
# __bss_start aside), or a gor_ symbol that no public header (INCLUDE_DIR/
# *.h) declares with GOR_EXTERN.
foreach(v NM LIBRARY INCLUDE_DIR)
  if(NOT ${v})
    message(FATAL_ERROR "check_exports: -D${v}=... is required")
  endif()
endforeach()

execute_process(COMMAND ${NM} -D --defined-only ${LIBRARY}
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "check_exports: ${NM} failed on ${LIBRARY}: ${err}")
endif()

# The functions the headers declare: "GOR_EXTERN <type> gor_name(".
file(GLOB headers ${INCLUDE_DIR}/*.h)
set(declared "")
foreach(h IN LISTS headers)
  file(READ ${h} header)
  string(REGEX MATCHALL "GOR_EXTERN[^;(]*[ *](gor_[A-Za-z0-9_]+)[ ]*\\("
         decls "${header}")
  foreach(d IN LISTS decls)
    string(REGEX MATCH "(gor_[A-Za-z0-9_]+)[ ]*\\($" _ "${d}")
    list(APPEND declared ${CMAKE_MATCH_1})
  endforeach()
endforeach()

set(allowed_other _init _fini _edata _end __bss_start _DYNAMIC
    _GLOBAL_OFFSET_TABLE_ _PROCEDURE_LINKAGE_TABLE_)
string(REPLACE "\n" ";" lines "${out}")
set(bad "")
set(count 0)
foreach(line IN LISTS lines)
  # "0000000000001234 T gor_game_new" (address, type, name[@version])
  if(NOT line MATCHES "^[0-9a-fA-F]* *[A-Za-z] +([^ @]+)")
    continue()
  endif()
  set(name ${CMAKE_MATCH_1})
  if(name MATCHES "^gor_")
    math(EXPR count "${count} + 1")
    list(FIND declared ${name} idx)
    if(idx LESS 0)
      list(APPEND bad "${name} (not declared in gorules.h)")
    endif()
  else()
    list(FIND allowed_other ${name} idx)
    if(idx LESS 0)
      list(APPEND bad "${name} (no gor_ prefix)")
    endif()
  endif()
endforeach()

if(count EQUAL 0)
  message(FATAL_ERROR "check_exports: no gor_ symbol exported by ${LIBRARY}")
endif()
if(bad)
  string(REPLACE ";" "\n  " bad "${bad}")
  message(FATAL_ERROR "check_exports: unexpected exports:\n  ${bad}")
endif()
message(STATUS "check_exports: ${count} gor_ symbols, all declared")
