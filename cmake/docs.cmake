# SPDX-License-Identifier: MIT
# The reference documentation: doxygen over the public headers
# (docs/Doxyfile). With doxygen installed, the `docs` target is part of the
# default build (about a second) and its HTML is installed under
# ${CMAKE_INSTALL_DOCDIR}/html; -DGORULES_BUILD_DOCS=OFF leaves it out (the
# `docs` target can still be built on its own). Doxygen warnings are errors.
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
option(GORULES_BUILD_DOCS
  "Build the reference documentation with doxygen (and install it)"
  ${_gor_docs_default})

if(DOXYGEN_FOUND)
  set(_gor_docs_dir ${CMAKE_CURRENT_BINARY_DIR}/docs)
  file(MAKE_DIRECTORY ${_gor_docs_dir})
  # docs/Doxyfile with the build's output directory and version.
  file(WRITE ${_gor_docs_dir}/Doxyfile
    "@INCLUDE = ${PROJECT_SOURCE_DIR}/docs/Doxyfile\n"
    "OUTPUT_DIRECTORY = ${_gor_docs_dir}\n"
    "PROJECT_NUMBER = ${PROJECT_VERSION}\n")
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
