# SPDX-License-Identifier: MIT
# Python: the package `gorules` = gorules/__init__.py (the Pythonic layer)
# + core.py and _core*.so (SWIG). Assembled in <build>/bindings/python, so
# that PYTHONPATH=<build>/bindings/python imports it from the build tree.
set(_gorb_pydir ${CMAKE_CURRENT_BINARY_DIR}/python)
set(_gorb_pkg ${_gorb_pydir}/gorules)
execute_process(
  COMMAND ${Python3_EXECUTABLE} -c
          "import sysconfig; print(sysconfig.get_config_var('EXT_SUFFIX'))"
  OUTPUT_VARIABLE _gorb_ext OUTPUT_STRIP_TRAILING_WHITESPACE)

gorb_swig(python gorules_python.i ${_gorb_pydir}/core_wrap.c ${_gorb_pkg}
          ${_gorb_pkg}/core.py -builtin)
gorb_module(gorules_python ${_gorb_pydir}/core_wrap.c)
if(TARGET Python3::Module)
  target_link_libraries(gorules_python PRIVATE Python3::Module)
else()
  target_include_directories(gorules_python PRIVATE ${Python3_INCLUDE_DIRS})
endif()
set_target_properties(gorules_python PROPERTIES
  OUTPUT_NAME _core SUFFIX "${_gorb_ext}"
  LIBRARY_OUTPUT_DIRECTORY ${_gorb_pkg})
file(GLOB _gorb_pyfiles RELATIVE ${GORB_SRC}/python/gorules
     ${GORB_SRC}/python/gorules/*.py ${GORB_SRC}/python/gorules/*.pyi
     ${GORB_SRC}/python/gorules/py.typed)
foreach(_f IN LISTS _gorb_pyfiles)
  configure_file(${GORB_SRC}/python/gorules/${_f} ${_gorb_pkg}/${_f} COPYONLY)
endforeach()
# The enums, generated from the public headers (no value written by hand).
file(GLOB _gorb_py_headers ${GORB_INCLUDE_DIR}/gorules*.h)
add_custom_command(OUTPUT ${_gorb_pkg}/_enums.py
  COMMAND ${Python3_EXECUTABLE} ${GORB_SRC}/gen_enums.py ${GORB_INCLUDE_DIR}
          --py ${_gorb_pkg}/_enums.py
  DEPENDS ${GORB_SRC}/gen_enums.py ${_gorb_py_headers})
add_custom_target(gorules_python_enums ALL DEPENDS ${_gorb_pkg}/_enums.py)
add_dependencies(gorules_python gorules_python_enums)

# Interpreters that can load this module: the one built against, and every
# other python3 found (PATH, /usr/bin) with the same extension suffix
# (cpython-311-x86_64-linux-gnu: same minor version and ABI).
set(_gorb_found "")
find_program(GORULES_PYTHON3_IN_PATH NAMES python3
  DOC "The python3 found in PATH (a candidate for GORULES_PYTHON_INTERPRETERS)")
foreach(_py IN ITEMS ${Python3_EXECUTABLE} ${GORULES_PYTHON3_IN_PATH} /usr/bin/python3)
  if(NOT EXISTS ${_py})
    continue()
  endif()
  execute_process(
    COMMAND ${_py} -c "import sys, sysconfig; print(sysconfig.get_config_var('EXT_SUFFIX') + ';' + sys.executable)"
    OUTPUT_VARIABLE _out OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE _rc)
  list(LENGTH _out _n)
  if(NOT _rc EQUAL 0 OR NOT _n EQUAL 2)
    continue()
  endif()
  list(GET _out 0 _ext)
  list(GET _out 1 _exe)   # the real interpreter behind a shim (pyenv)
  if(_ext STREQUAL _gorb_ext AND NOT _exe IN_LIST _gorb_found)
    list(APPEND _gorb_found ${_exe})
  endif()
endforeach()
set(GORULES_PYTHON_INTERPRETERS "${_gorb_found}" CACHE STRING
    "Pythons that `cmake --install` registers the package with (a gorules.pth in their site-packages) and that run the tests")

install(DIRECTORY ${_gorb_pkg}/ DESTINATION ${GORULES_PYTHON_INSTALL_DIR}/gorules
  COMPONENT python
  FILES_MATCHING PATTERN "*.py" PATTERN "*.pyi" PATTERN "py.typed"
  PATTERN "__pycache__" EXCLUDE)
install(TARGETS gorules_python
  LIBRARY DESTINATION ${GORULES_PYTHON_INSTALL_DIR}/gorules COMPONENT python)
# Registration writes outside the prefix, so only a plain install does it:
# with DESTDIR or `--prefix DIR` other than the configured one, it says
# which directory to put on PYTHONPATH instead. Then the dist-info
# (gorules-<version>.dist-info beside the package: importlib.metadata,
# `pip uninstall gorules`, whose RECORD lists the .pth files too).
install(CODE "
  set(_dir \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${GORULES_PYTHON_INSTALL_DIR}\")
  if(IS_ABSOLUTE \"${GORULES_PYTHON_INSTALL_DIR}\")
    set(_dir \"\$ENV{DESTDIR}${GORULES_PYTHON_INSTALL_DIR}\")
  endif()
  set(_pths \"\")
  if(\"\$ENV{DESTDIR}\" STREQUAL \"\" AND
     \"\${CMAKE_INSTALL_PREFIX}\" STREQUAL \"${CMAKE_INSTALL_PREFIX}\")
    foreach(_py IN ITEMS ${GORULES_PYTHON_INTERPRETERS})
      execute_process(COMMAND \${_py} \"${GORB_SRC}/python/register.py\" \"\${_dir}\"
        OUTPUT_VARIABLE _pth OUTPUT_STRIP_TRAILING_WHITESPACE)
      if(_pth)
        message(STATUS \"Registered: \${_pth} (for \${_py})\")
        list(APPEND CMAKE_INSTALL_MANIFEST_FILES \"\${_pth}\")
        list(APPEND _pths \"\${_pth}\")
      endif()
    endforeach()
  elseif(NOT \"${GORULES_PYTHON_INSTALL_DIR}\" MATCHES \"dist-packages|site-packages\")
    message(STATUS \"gorules Python package in \${_dir}: put it on PYTHONPATH\")
  endif()
  execute_process(COMMAND \"${Python3_EXECUTABLE}\" \"${GORB_SRC}/python/dist_info.py\"
    \"\${_dir}\" \"${GORB_VERSION}\" \${_pths}
    OUTPUT_VARIABLE _info OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR \"writing the gorules dist-info in \${_dir} failed\")
  endif()
  string(REPLACE \"\\n\" \";\" _info \"\${_info}\")
  foreach(_f IN LISTS _info)
    message(STATUS \"Installing: \${_f}\")
    list(APPEND CMAKE_INSTALL_MANIFEST_FILES \"\${_f}\")
  endforeach()" COMPONENT python)

if(BUILD_TESTING)
  # The Lua module, for the Lua examples of the READMEs (test_doc_examples.py).
  set(_gorb_lua_cpath "")
  if(GORULES_BUILD_LUA)
    set(_gorb_lua_cpath "${CMAKE_CURRENT_BINARY_DIR}/lua/?.so")
  endif()
  foreach(_py IN LISTS GORULES_PYTHON_INTERPRETERS)
    execute_process(COMMAND ${_py} -c "import platform; print(platform.python_version())"
      OUTPUT_VARIABLE _ver OUTPUT_STRIP_TRAILING_WHITESPACE)
    set(_name python-${_ver})
    if(TEST ${_name})
      set(_name ${_name}-2)
    endif()
    add_test(NAME ${_name}
      COMMAND ${_py} ${GORB_TESTS}/python/run_pytest.py ${GORB_TESTS}/python)
    set_tests_properties(${_name} PROPERTIES
      ENVIRONMENT "PYTHONPATH=${_gorb_pydir};PYTHONDONTWRITEBYTECODE=1;GORULES_CORPUS=${GORB_CORPUS};GORULES_EXAMPLES=${GORB_TOP}/examples;GORULES_LUA_CPATH=${_gorb_lua_cpath}"
      TIMEOUT 900)
  endforeach()
endif()
