#!/usr/bin/env lua5.4
-- SPDX-License-Identifier: MIT
-- A game between two random players, refereed by libgorules from Lua.
--
--   lua5.4 random_game.lua [SIZE [SEED [RULES]]]     (defaults: 9, time, chinese)
--
-- Each player picks uniformly among its legal moves that do not fill one of
-- its own eyes (a point whose neighbours are all its stones), and passes
-- when there is none. Two passes end the game; the position is then
-- counted under the ruleset and the result printed in SGF and Chinese form.
-- The game loop asks the library for the legal moves (one call per turn)
-- and plays through it, so an illegal move can never slip through.
local gorules = require "gorules"

local size = tonumber(arg[1]) or 9
local seed = tonumber(arg[2]) or os.time()
local rules = arg[3] or "chinese"
math.randomseed(seed)

local game = gorules.Game(size, rules)

-- Is vertex v an eye of colour c: every neighbour on the board is c's?
local function own_eye(v, c)
  local col, row = game:point(v)
  for _, d in ipairs { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } } do
    local x, y = col + d[1], row + d[2]
    if x >= 1 and x <= size and y >= 1 and y <= size and game[{ x, y }] ~= c then
      return false
    end
  end
  return true
end

local function random_move()
  local me = game:to_move()
  local candidates = {}
  for _, v in ipairs(game:legal_moves()) do
    if not own_eye(v, me) then candidates[#candidates + 1] = v end
  end
  if #candidates == 0 then return "pass" end
  return candidates[math.random(#candidates)]
end

local limit = 4 * size * size       -- random games end long before this
while not game:is_over() and game:move_number() < limit do
  game:play(random_move())
end
if not game:is_over() then game:pass(); game:pass() end

print(game)
local black, white = game:captures()
print(string.format("%d moves (seed %d), captures: black %d, white %d",
                    game:move_number(), seed, black, white))
if game.score then             -- the library's scoring (gorules_score.h)
  local score = game:score { dead = gorules.DEAD_MARKS | gorules.DEAD_CERTAIN }
  print(string.format("Black %.1f, White %.1f (komi %.1f)", score.black.total,
                      score.white.total, game:komi()))
  print("Result: " .. score.result .. "  " .. score.chinese)
else                           -- a library built without it: count here
  -- Tromp-Taylor area: stones, plus empty regions that reach one colour only.
  local board, total, seen = game:board(), { black = 0, white = 0 }, {}
  for y = 1, size do
    for x = 1, size do
      local c = board[y][x]
      if c ~= "empty" then
        total[c] = total[c] + 1
      elseif not seen[y * 64 + x] then
        local stack, region, reach = { { x, y } }, 0, {}
        seen[y * 64 + x] = true
        while #stack > 0 do
          local p = table.remove(stack)
          region = region + 1
          for _, d in ipairs { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } } do
            local nx, ny = p[1] + d[1], p[2] + d[2]
            if nx >= 1 and nx <= size and ny >= 1 and ny <= size then
              local nc = board[ny][nx]
              if nc ~= "empty" then reach[nc] = true
              elseif not seen[ny * 64 + nx] then
                seen[ny * 64 + nx] = true
                stack[#stack + 1] = { nx, ny }
              end
            end
          end
        end
        if reach.black and not reach.white then total.black = total.black + region end
        if reach.white and not reach.black then total.white = total.white + region end
      end
    end
  end
  local margin = total.black - total.white - game:komi()
  print(string.format("Black %d, White %d (komi %.1f)", total.black, total.white, game:komi()))
  print("Result: " .. (margin > 0 and "B+" or margin < 0 and "W+" or "0")
        .. (margin ~= 0 and string.format("%g", math.abs(margin)) or ""))
end
