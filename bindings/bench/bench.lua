-- SPDX-License-Identifier: MIT
-- Binding overhead, Lua side: calls per second of play and is_legal on the
-- same move list as bench.c and bench.py (see bindings/README.md).
--   LUA_CPATH='build/bindings/lua/?.so' lua5.4 bindings/bench/bench.lua bindings/bench/moves19.txt
local gorules = require "gorules"
local moves = {}
for v in io.open(arg[1] or "moves19.txt"):read("a"):gmatch("%S+") do moves[#moves + 1] = v end

local function rate(f, per_call)
  local n, t0 = 0, os.clock()
  while os.clock() - t0 < 1.0 do f(); n = n + per_call end
  return n / (os.clock() - t0)
end

local g = gorules.Game(19)
local h = g._g
local pts = {}
for i, v in ipairs(moves) do pts[i] = gorules.point_parse(19, 19, v) end
local res = {}
res[#res + 1] = { "play", rate(function()
  for i = 1, #moves do g:play(moves[i]) end
  g:clear()
end, #moves) }
res[#res + 1] = { "play (core)", rate(function()
  for i = 1, #pts do gorules.game_play_next(h, pts[i]) end
  gorules.game_clear(h)
end, #moves) }
res[#res + 1] = { "play_many", rate(function() g:play_many(moves); g:clear() end, #moves) }
for i = 1, #moves // 2 do g:play(moves[i]) end
local names = {}
for p = 0, 360 do names[p + 1] = g:vertex({ p % 19 + 1, p // 19 + 1 }) end
res[#res + 1] = { "is_legal", rate(function()
  for i = 1, 361 do g:is_legal(names[i]) end
end, 361) }
res[#res + 1] = { "is_legal (core)", rate(function()
  for p = 0, 360 do gorules.game_legal_next(h, p) end
end, 361) }
local out = {}
for _, r in ipairs(res) do out[#out + 1] = string.format("%s %.2fM/s", r[1], r[2] / 1e6) end
print(_VERSION .. "  " .. table.concat(out, "  "))
