# SPDX-License-Identifier: MIT
# The reference documentation: doxygen over the public headers
# (docs/Doxyfile). With doxygen installed, the `docs` target is part of the
# default build (about a second) and its HTML is installed under
# ${CMAKE_INSTALL_DOCDIR}/html; -DGORULES_BUILD_DOCS=OFF leaves it out (the
# `docs` target can still be built on its own). Here a doxygen warning only
# warns, so that another doxygen version cannot break a user's build;
# tests/ci/docs.sh (CI) fails on any.
if(EMSCRIPTEN)
  set(_gor_docs_default OFF)
else()
  find_package(Doxygen QUIET)
  if(DOXYGEN_FOUND)
    set(_gor_docs_default ON)
  else()
    set(_gor_docs_default OFF)
  endif()
endif()
# Unless set with -D, decided again at each configure, so that installing
# doxygen after a first configure turns it on (as the bindings are).
if(NOT DEFINED CACHE{GORULES_BUILD_DOCS})
  set(GORULES_BUILD_DOCS ${_gor_docs_default})
endif()

if(DOXYGEN_FOUND)
  set(_gor_docs_dir ${CMAKE_CURRENT_BINARY_DIR}/docs)
  file(MAKE_DIRECTORY ${_gor_docs_dir})
  # docs/Doxyfile with the build's output directory and version.
  file(WRITE ${_gor_docs_dir}/Doxyfile
    "@INCLUDE = ${PROJECT_SOURCE_DIR}/docs/Doxyfile\n"
    "OUTPUT_DIRECTORY = ${_gor_docs_dir}\n"
    "PROJECT_NUMBER = ${PROJECT_VERSION}\n"
    "WARN_AS_ERROR = NO\n")
  set(_gor_docs_inputs
    ${PROJECT_SOURCE_DIR}/docs/Doxyfile ${PROJECT_SOURCE_DIR}/docs/mainpage.md
    ${PROJECT_SOURCE_DIR}/include/gorules.h
    ${PROJECT_SOURCE_DIR}/include/gorules_score.h
    ${PROJECT_SOURCE_DIR}/include/gorules_sgf.h
    ${PROJECT_SOURCE_DIR}/include/gorules_clock.h)
  add_custom_command(OUTPUT ${_gor_docs_dir}/html/index.html
    COMMAND ${CMAKE_COMMAND} -E remove_directory ${_gor_docs_dir}/html
    COMMAND Doxygen::doxygen ${_gor_docs_dir}/Doxyfile
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
    DEPENDS ${_gor_docs_inputs}
    COMMENT "Reference documentation (doxygen)"
    VERBATIM)
  if(GORULES_BUILD_DOCS)
    add_custom_target(docs ALL DEPENDS ${_gor_docs_dir}/html/index.html)
    install(DIRECTORY ${_gor_docs_dir}/html
      DESTINATION ${CMAKE_INSTALL_DOCDIR})
  else()
    add_custom_target(docs DEPENDS ${_gor_docs_dir}/html/index.html)
  endif()
  message(STATUS "Reference documentation: ${GORULES_BUILD_DOCS} "
    "(doxygen ${DOXYGEN_VERSION}; target `docs`, HTML in ${_gor_docs_dir}/html)")
elseif(GORULES_BUILD_DOCS)
  message(FATAL_ERROR "GORULES_BUILD_DOCS needs doxygen (apt-get install doxygen)")
else()
  message(STATUS "Reference documentation: OFF (doxygen not found)")
endif()

# docs/guide.md: its Python, Lua and C blocks run and print what the guide
# says; its rulesets table matches the library's presets. The C program of
# the reference's main page (docs/mainpage.md) runs too.
if(BUILD_TESTING AND TARGET gorules_python)
  list(GET GORULES_PYTHON_INTERPRETERS 0 _gor_guide_py)
  set(_gor_guide_args)
  set(_gor_guide_env "PYTHONPATH=${PROJECT_BINARY_DIR}/bindings/python"
      "PYTHONDONTWRITEBYTECODE=1")
  if(TARGET gorules_lua AND GORULES_LUA_EXECUTABLE)
    list(APPEND _gor_guide_args --lua ${GORULES_LUA_EXECUTABLE})
    list(APPEND _gor_guide_env "LUA_CPATH=${PROJECT_BINARY_DIR}/bindings/lua/?.so")
  endif()
  list(APPEND _gor_guide_args --cc ${CMAKE_C_COMPILER}
    --include ${PROJECT_SOURCE_DIR}/include --lib $<TARGET_FILE:gorules_static>)
  add_test(NAME docs-guide
    COMMAND ${_gor_guide_py} ${PROJECT_SOURCE_DIR}/tests/docs/guide_snippets.py
            ${PROJECT_SOURCE_DIR}/docs/guide.md
            --also ${PROJECT_SOURCE_DIR}/docs/mainpage.md ${_gor_guide_args})
  set_tests_properties(docs-guide PROPERTIES ENVIRONMENT "${_gor_guide_env}"
    TIMEOUT 120 LABELS docs)
endif()
