# SPDX-License-Identifier: MIT
# Lua: one module, gorules.so (the C calls and, run at load, gorules.lua).
set(_gorb_luadir ${CMAKE_CURRENT_BINARY_DIR}/lua)
gorb_swig(lua gorules_lua.i ${_gorb_luadir}/gorules_wrap.c ${_gorb_luadir} "")
gorb_module(gorules_lua ${_gorb_luadir}/gorules_wrap.c)
target_include_directories(gorules_lua PRIVATE ${LUA_INCLUDE_DIR})
set_target_properties(gorules_lua PROPERTIES
  OUTPUT_NAME gorules LIBRARY_OUTPUT_DIRECTORY ${_gorb_luadir})
install(TARGETS gorules_lua
  LIBRARY DESTINATION ${GORULES_LUA_INSTALL_DIR} COMPONENT lua)

if(BUILD_TESTING AND GORULES_LUA_EXECUTABLE)
  set(_gorb_luaenv "LUA_CPATH=${_gorb_luadir}/?.so;GORULES_CORPUS=${GORB_CORPUS}")
  add_test(NAME lua-bindings
    COMMAND ${GORULES_LUA_EXECUTABLE} ${GORB_TESTS}/lua/test_gorules.lua)
  add_test(NAME lua-example-random-game
    COMMAND ${GORULES_LUA_EXECUTABLE} ${GORB_TOP}/examples/lua/random_game.lua 9 42)
  add_test(NAME lua-coroutines
    COMMAND ${GORULES_LUA_EXECUTABLE} ${GORB_TESTS}/lua/test_coroutines.lua)
  # Lua states in separate OS threads, each requiring the module.
  add_executable(test_lua_threads ${GORB_TESTS}/lua/test_lua_threads.c)
  target_include_directories(test_lua_threads PRIVATE ${LUA_INCLUDE_DIR})
  target_link_libraries(test_lua_threads PRIVATE ${LUA_LIBRARIES} Threads::Threads)
  add_dependencies(test_lua_threads gorules_lua)
  add_test(NAME lua-threads COMMAND test_lua_threads)
  # Under German and Turkish locales (os.setlocale); 77: not installed.
  add_test(NAME lua-locale
    COMMAND ${GORULES_LUA_EXECUTABLE} ${GORB_TESTS}/lua/test_locale.lua)
  set_tests_properties(lua-locale PROPERTIES SKIP_RETURN_CODE 77)
  set_tests_properties(lua-bindings lua-example-random-game lua-coroutines
    lua-threads lua-locale PROPERTIES ENVIRONMENT "${_gorb_luaenv}")
  set_tests_properties(lua-example-random-game PROPERTIES
    PASS_REGULAR_EXPRESSION "Result: [BW0]")
  # Errors that name their input, setup as one entry, moves by number.
  add_test(NAME lua-errors
    COMMAND ${GORULES_LUA_EXECUTABLE} ${GORB_TESTS}/lua/test_errors.lua)
  set_tests_properties(lua-errors PROPERTIES ENVIRONMENT "${_gorb_luaenv}")
  find_program(GORB_VALGRIND valgrind)
  if(GORB_VALGRIND)
    # Lua frees everything at exit: any leak is ours.
    add_test(NAME lua-bindings-valgrind
      COMMAND ${GORB_VALGRIND} --error-exitcode=99 --leak-check=full
              --errors-for-leak-kinds=definite,indirect,possible
              ${GORULES_LUA_EXECUTABLE} ${GORB_TESTS}/lua/test_gorules.lua)
    set_tests_properties(lua-bindings-valgrind PROPERTIES
      ENVIRONMENT "${_gorb_luaenv}" TIMEOUT 900)
  endif()
endif()
