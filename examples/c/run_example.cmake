# SPDX-License-Identifier: MIT
# Run one example and compare its standard output, byte for byte, with the
# expected file, and its exit status with EXIT.
#   cmake -DPROGRAM=path -DEXPECTED=file [-DARGS=arg] [-DEXIT=n] -P run_example.cmake
if(NOT DEFINED EXIT)
  set(EXIT 0)
endif()
execute_process(COMMAND ${PROGRAM} ${ARGS}
  OUTPUT_VARIABLE _out RESULT_VARIABLE _rc)
file(READ ${EXPECTED} _want)
if(NOT _out STREQUAL _want)
  get_filename_component(_name ${PROGRAM} NAME)
  set(_got ${CMAKE_CURRENT_BINARY_DIR}/${_name}.out)
  file(WRITE ${_got} "${_out}")
  find_program(_diff diff)
  if(_diff)
    execute_process(COMMAND ${_diff} -u ${EXPECTED} ${_got})
  endif()
  message(FATAL_ERROR "${_name}: output differs from ${EXPECTED} (got ${_got})")
endif()
if(NOT _rc STREQUAL "${EXIT}")
  message(FATAL_ERROR "${PROGRAM}: exit status ${_rc}, expected ${EXIT}")
endif()
message(STATUS "output as expected, exit status ${_rc}")
