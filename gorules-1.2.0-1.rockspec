-- SPDX-License-Identifier: MIT
-- The Lua module gorules as a rock, built from this source tree:
--   luarocks --lua-version 5.4 make --tree DIR gorules-1.2.0-1.rockspec
-- CMake builds the module (SWIG wrapper, binding helpers and the static
-- library in one gorules.so); needs cmake, swig, a C compiler and the
-- Lua 5.4 headers. Lua 5.4 only (README.md, "Packages").
rockspec_format = "3.0"
package = "gorules"
version = "1.2.0-1"
source = {
   url = "file://.",
}
description = {
   summary = "Go (weiqi, baduk) rules engine: board, legality, ko, superko, scoring",
   detailed = [[
The libgorules C library for Lua: the board, move legality with the reason
a move is illegal, captures, simple ko and every superko variant, suicide
rules, undo and redo, game end, dead stones, area, territory and stone
scoring with komi and handicap, results in SGF and Chinese forms, SGF read
and write, game clocks.]],
   license = "MIT",
   labels = { "go", "baduk", "weiqi", "games" },
}
dependencies = {
   "lua >= 5.4, < 5.5",
}
build = {
   type = "command",
   build_command = [[cmake -S . -B build-luarocks -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF -DGORULES_BUILD_TOOLS=OFF -DGORULES_BUILD_PYTHON=OFF -DGORULES_BUILD_LUA=ON "-DLUA_INCLUDE_DIR=$(LUA_INCDIR)" && cmake --build build-luarocks --target gorules_lua -j2]],
   install = {
      lib = {
         gorules = "build-luarocks/bindings/lua/gorules.so",
      },
   },
}
