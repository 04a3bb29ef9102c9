# SPDX-License-Identifier: MIT
#
# `gorules check` on a record of 200,000 nested variations:
# "(;GM[1]SZ[19]" then "(;B[aa]" 200,000 times then the closing ")"s.
# Every move after the first is onto the stone of the first: 199,999
# errors, each on its own line. Run as
#   cmake -DGORULES=path/to/gorules -DWORK=dir -P tool_check_deep.cmake

if(NOT GORULES OR NOT WORK)
  message(FATAL_ERROR "GORULES and WORK must be set")
endif()
set(n 200000)
string(REPEAT "(;B[aa]" ${n} open)
string(REPEAT ")" ${n} close)
set(sgf "${WORK}/deep-${n}.sgf")
set(out "${WORK}/deep-${n}.out")
file(WRITE "${sgf}" "(;GM[1]SZ[19]${open}${close})")
execute_process(COMMAND "${GORULES}" check "${sgf}"
  RESULT_VARIABLE rc OUTPUT_FILE "${out}" ERROR_VARIABLE err)
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "exit status ${rc}, not 1: ${err}")
endif()
# The first line, and the last two from the end of the output (the
# summary counts the errors).
file(READ "${out}" head LIMIT 300)
string(REGEX MATCH "^[^\n]*" first "${head}")
file(SIZE "${out}" size)
math(EXPR offset "${size} - 300")
file(READ "${out}" tail OFFSET ${offset})
if(NOT tail MATCHES "([^\n]*)\n([^\n]*)\n$")
  message(FATAL_ERROR "output ends: ${tail}")
endif()
set(last_error "${CMAKE_MATCH_1}")
set(summary "${CMAKE_MATCH_2}")
# The second move: column 13 + 7 + 3.
if(NOT first STREQUAL "${sgf}:1:23: error: move 2, B A19: point is occupied (by a black stone); move skipped")
  message(FATAL_ERROR "first line: ${first}")
endif()
# The last move: column 13 + 7 * 199999 + 3.
if(NOT last_error STREQUAL "${sgf}:1:1400009: error: move 200000, B A19: point is occupied (by a black stone); move skipped")
  message(FATAL_ERROR "last error: ${last_error}")
endif()
if(NOT summary MATCHES "^checked 1 file \\(1 game, 1 moves\\) in [0-9.]+ s: 199999 errors in 1 file, 0 notes$")
  message(FATAL_ERROR "summary: ${summary}")
endif()
file(REMOVE "${sgf}" "${out}")
message(STATUS "${summary}")
