-- SPDX-License-Identifier: MIT
-- Two coroutines on one Game, interleaved move by move: each C call runs
-- to its end before the other coroutine resumes, so the game sees one
-- sequence of calls. LUA_CPATH must find the built gorules.so.
local gorules = require "gorules"

-- A 4x4 ko with no ko rule: Black takes at C3, White retakes at B3.
local g = gorules.Game(4, "koNONEscoreAREAsui0")
g:setup({ black = { "B4", "A3", "B2" }, white = { "C4", "D3", "C2", "B3" } })
local start = g:move_number()
local ROUNDS = 1000

local function player(color, vertex)
  return coroutine.create(function()
    for _ = 1, ROUNDS do
      g:play(vertex, color)
      assert(g:at(vertex) == color)
      coroutine.yield(g:captures())
    end
  end)
end

local black, white = player("black", "C3"), player("white", "B3")
for _ = 1, ROUNDS do
  assert(coroutine.resume(black))
  assert(coroutine.resume(white))
end
local b, w = g:captures()
assert(b == ROUNDS and w == ROUNDS, ("captures %d %d"):format(b, w))
assert(g:move_number() == start + 2 * ROUNDS)

-- A coroutine abandoned in the middle of its work leaves the game whole:
-- every call it made was complete.
local co = coroutine.wrap(function()
  local state = 7
  while not g:is_over() do
    local v
    v, state = g:play_random(state)
    coroutine.yield(v)
  end
end)
for _ = 1, 10 do co() end
local copy = gorules.unpack(g:pack())
assert(copy:pack() == g:pack())
assert(copy:hash() == g:hash())
collectgarbage()
print("coroutines: ok")
