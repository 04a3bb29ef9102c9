# SPDX-License-Identifier: MIT
# Debian packages with CPack (included from the top-level CMakeLists.txt).
#
#   cmake -S . -B build-deb -DCMAKE_INSTALL_PREFIX=/usr -DGORULES_DEBIAN=ON
#   cmake --build build-deb -j2
#   (cd build-deb && cpack -G DEB)
#
# One package per install component:
#   libgorules1      runtime   libgorules.so.1 (the shared library)
#   libgorules-dev   dev       headers, libgorules.a, libgorules.so, the .pc
#                              file, the CMake package, the documentation
#   gorules-tools    tools     gorules, gorules-gtp, gorules-bench, man pages
#   python3-gorules  python    the Python package, in /usr/lib/python3/dist-packages
#   lua-gorules      lua       the Lua 5.4 module, in /usr/lib/<multiarch>/lua/5.4
# GORULES_DEBIAN=ON also gives each package its /usr/share/doc/<package>/
# copyright and changelog.Debian.gz, and leaves out the tools' RPATH (the
# library is in the system's search path).

option(GORULES_DEBIAN "Install in Debian's layout, for the packages of `cpack -G DEB`" OFF)
set(GORULES_DEB_MAINTAINER
    "libgorules maintainers <maintainers@users.noreply.a-seed-bccfb46e.example>"
    CACHE STRING "Maintainer field of the Debian packages")
set(GORULES_DEB_RELEASE 1 CACHE STRING "Debian revision of the packages")

set(_gor_deb_packages libgorules1 libgorules-dev gorules-tools python3-gorules lua-gorules)
set(_gor_deb_components runtime dev tools python lua)

if(GORULES_DEBIAN)
  set(CMAKE_SKIP_INSTALL_RPATH ON)
  # Per-package copyright (machine-readable, DEP-5) and changelog.
  string(TIMESTAMP _gor_deb_date "%a, %d %b %Y %H:%M:%S +0000" UTC)
  find_program(GORULES_GZIP gzip)
  if(NOT GORULES_GZIP)
    message(FATAL_ERROR "GORULES_DEBIAN needs gzip")
  endif()
  foreach(_i RANGE 4)
    list(GET _gor_deb_packages ${_i} _pkg)
    list(GET _gor_deb_components ${_i} _comp)
    if(_comp STREQUAL "tools" AND NOT GORULES_BUILD_TOOLS)
      continue()
    endif()
    if(_comp STREQUAL "python" AND NOT GORULES_BUILD_PYTHON)
      continue()
    endif()
    if(_comp STREQUAL "lua" AND NOT GORULES_BUILD_LUA)
      continue()
    endif()
    set(_dir ${CMAKE_CURRENT_BINARY_DIR}/debian/${_pkg})
    file(MAKE_DIRECTORY ${_dir})
    configure_file(${CMAKE_CURRENT_LIST_DIR}/debian/copyright.in ${_dir}/copyright @ONLY)
    set(GORULES_DEB_PACKAGE ${_pkg})
    set(GORULES_DEB_DATE ${_gor_deb_date})
    configure_file(${CMAKE_CURRENT_LIST_DIR}/debian/changelog.in ${_dir}/changelog.Debian @ONLY)
    execute_process(COMMAND ${GORULES_GZIP} -9nf changelog.Debian
                    WORKING_DIRECTORY ${_dir} RESULT_VARIABLE _rc)
    if(NOT _rc EQUAL 0)
      message(FATAL_ERROR "gzip changelog.Debian failed")
    endif()
    install(FILES ${_dir}/copyright ${_dir}/changelog.Debian.gz
      DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/${_pkg} COMPONENT ${_comp})
  endforeach()
endif()

set(CPACK_PACKAGE_NAME gorules)
# Each package has its own description: first line the synopsis, then
# paragraphs separated by empty lines (CPack indents them). CPack puts
# CPACK_PACKAGE_DESCRIPTION_SUMMARY in front of it unless the summary is
# CPack's default, which it is here (and then appears nowhere).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${CMAKE_PROJECT_NAME} built using CMake")
set(CPACK_PACKAGE_VENDOR "libgorules")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${GORULES_DEB_MAINTAINER}")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/packages)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build.*/")

set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_GROUPING IGNORE)
set(CPACK_COMPONENTS_ALL runtime dev)
if(GORULES_BUILD_TOOLS)
  list(APPEND CPACK_COMPONENTS_ALL tools)
endif()
if(GORULES_BUILD_PYTHON)
  list(APPEND CPACK_COMPONENTS_ALL python)
endif()
if(GORULES_BUILD_LUA)
  list(APPEND CPACK_COMPONENTS_ALL lua)
endif()

set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${GORULES_DEB_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_RELEASE ${GORULES_DEB_RELEASE})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The tools link the library of this build: dpkg-shlibdeps finds it here,
# not in an installed copy (which a clean machine does not have).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${PROJECT_BINARY_DIR}/lib)
set(_gor_v "${PROJECT_VERSION}-${GORULES_DEB_RELEASE}")
set(_gor_about
"libgorules is a Go (weiqi, baduk) rules engine in C: the board, move
legality with the reason a move is illegal, captures, simple ko and every
superko variant, suicide rules, setup stones, undo and redo, game end,
dead stones, area, territory and stone scoring with komi and handicap,
results in SGF and Chinese forms, SGF read and write, game clocks, on
every board from 1x1 to 52x52.")

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME libgorules1)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION libs)
# shlibs (for dpkg-shlibdeps of packages linking it) and the ldconfig
# trigger of a shared library package.
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_CONTROL_EXTRA
    ${CMAKE_CURRENT_LIST_DIR}/debian/triggers)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")
set(CPACK_COMPONENT_RUNTIME_DESCRIPTION
"Go (weiqi, baduk) rules engine - shared library
${_gor_about}

This package contains the shared library.")

set(CPACK_DEBIAN_DEV_PACKAGE_NAME libgorules-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "libgorules1 (= ${_gor_v})")
set(CPACK_COMPONENT_DEV_DESCRIPTION
"Go (weiqi, baduk) rules engine - development files
${_gor_about}

This package contains the C headers, the static library, the pkg-config
file, the CMake package (find_package(gorules)) and the documentation.")

set(CPACK_DEBIAN_TOOLS_PACKAGE_NAME gorules-tools)
set(CPACK_DEBIAN_TOOLS_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_TOOLS_PACKAGE_DEPENDS "libgorules1 (= ${_gor_v})")
set(CPACK_COMPONENT_TOOLS_DESCRIPTION
"Go (weiqi, baduk) rules engine - command-line tools
${_gor_about}

This package contains gorules (check, show, score and convert SGF game
records), gorules-gtp (a GTP engine that referees a game) and
gorules-bench (benchmarks).")

set(CPACK_DEBIAN_PYTHON_PACKAGE_NAME python3-gorules)
set(CPACK_DEBIAN_PYTHON_PACKAGE_SECTION python)
set(CPACK_COMPONENT_PYTHON_DESCRIPTION
"Go (weiqi, baduk) rules engine - Python 3 module
${_gor_about}

This package contains the Python 3 module gorules (the library is built
into it).")

set(CPACK_DEBIAN_LUA_PACKAGE_NAME lua-gorules)
set(CPACK_DEBIAN_LUA_PACKAGE_SECTION interpreters)
set(CPACK_COMPONENT_LUA_DESCRIPTION
"Go (weiqi, baduk) rules engine - Lua 5.4 module
${_gor_about}

This package contains the Lua 5.4 module gorules (the library is built
into it).")

if(GORULES_BUILD_PYTHON)
  # The extension is built for one Python minor version.
  string(REGEX MATCH "^[0-9]+\\.[0-9]+" _gor_pyv "${Python3_VERSION}")
  string(REGEX MATCH "^[0-9]+" _gor_pymaj "${Python3_VERSION}")
  math(EXPR _gor_pynext "${Python3_VERSION_MINOR} + 1")
  set(CPACK_DEBIAN_PYTHON_PACKAGE_DEPENDS
      "python3 (>= ${_gor_pyv}~), python3 (<< ${_gor_pymaj}.${_gor_pynext})")
endif()
if(GORULES_BUILD_LUA)
  set(CPACK_DEBIAN_LUA_PACKAGE_DEPENDS "lua5.4")
endif()

include(CPack)
