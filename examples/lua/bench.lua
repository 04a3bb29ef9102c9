-- SPDX-License-Identifier: MIT
-- bench.lua - the replay workload of gorules-bench, from Lua 5.4.
--
--   LUA_CPATH='build/bindings/lua/?.so' lua5.4 examples/lua/bench.lua \
--       corpus19.txt [REPEAT [MODE]]   (made by gorules-bench gen)
--
-- (after `cmake --install build`, plain `lua5.4 examples/lua/bench.lua ...`).
-- Reads the corpus (one game per line, "N move move ...", GTP vertices or
-- "pass"), parses it untimed, then replays it REPEAT times (default 5) in
-- each mode, every game on a fresh board and history (clear), Black first:
--
--   play   one idiomatic call per move: g:play(vertex) (a refused move
--          ends its game: the rest is skipped, counted as one refusal)
--   core   what gorules-bench replay does, through the raw calls:
--          gorules.game_legal(handle, colour, point), then
--          gorules.game_try_play(handle, colour, point, 0)
--   bulk   one call per game: gorules.game_play_list(handle, codes, 0), the
--          codes (4 * point + colour) made beforehand
--
-- and prints one line per mode, the keys of `gorules-bench replay` plus the
-- mode and moves_per_sec. The sums must equal those of gorules-bench replay.
-- Exits with status 1 if a move was refused or two modes disagree.
local gorules = require "gorules"

local path = arg[1] or error("usage: bench.lua CORPUS [REPEAT [MODE]]")
local repeat_n = tonumber(arg[2] or "5")
local only = arg[3]

-- The corpus: games[i] = {size = N, vertices = {...}, codes = {...}}.
local games, nmoves = {}, 0
for line in io.lines(path) do
  local size, vertices = nil, {}
  for tok in line:gmatch("%S+") do
    if not size then
      if tok:sub(1, 1) == "#" then break end
      size = tonumber(tok)
    else
      vertices[#vertices + 1] = tok
    end
  end
  if size then
    local codes = {}
    for k, v in ipairs(vertices) do
      local colour = k % 2 == 1 and gorules.BLACK or gorules.WHITE
      codes[k] = 4 * gorules.point_parse(size, size, v) + colour
    end
    games[#games + 1] = { size = size, vertices = vertices, codes = codes }
    nmoves = nmoves + #vertices
  end
end

local boards = {}
for _, g in ipairs(games) do
  boards[g.size] = boards[g.size] or gorules.Game(g.size, "chinese")
end

local stone_count, captures = gorules.game_stone_count, gorules.game_captures
local BLACK, WHITE = gorules.BLACK, gorules.WHITE

local function pass_of(mode)
  local black, white, caps_b, caps_w, illegal = 0, 0, 0, 0, 0
  local t0 = os.clock()
  for _, game in ipairs(games) do
    local g = boards[game.size]
    local h = g._g
    gorules.game_clear(h)
    if mode == "play" then
      -- g:play raises on a refused move: one pcall per game, not per move
      -- (the rest of such a game is skipped, and counted as one refusal).
      local ok = pcall(function(vertices)
        for k = 1, #vertices do g:play(vertices[k]) end
      end, game.vertices)
      if not ok then illegal = illegal + 1 end
    elseif mode == "core" then
      local legal, try_play, codes = gorules.game_legal, gorules.game_try_play, game.codes
      for k = 1, #codes do
        local code = codes[k]
        local c = code % 4              -- floor modulo: passes are negative
        local p = (code - c) // 4
        if legal(h, c, p) == 0 then try_play(h, c, p, 0) else illegal = illegal + 1 end
      end
    else
      local codes, done = game.codes, 0
      while done < #codes do
        local rest = codes
        if done > 0 then rest = table.move(codes, done + 1, #codes, 1, {}) end
        local n, st = gorules.game_play_list(h, rest, 0)
        done = done + n
        if st ~= 0 then illegal = illegal + 1; done = done + 1 end
      end
    end
    black = black + stone_count(h, BLACK)
    white = white + stone_count(h, WHITE)
    caps_b = caps_b + captures(h, BLACK)
    caps_w = caps_w + captures(h, WHITE)
  end
  return os.clock() - t0, string.format(
    "black=%d white=%d caps_black=%d caps_white=%d", black, white, caps_b,
    caps_w), illegal
end

local status, first_sums = 0, nil
for _, mode in ipairs({ "play", "core", "bulk" }) do
  if not only or only == mode then
    local t, sums, illegal = {}, nil, 0
    for r = 1, math.max(1, repeat_n) do
      local seconds
      seconds, sums, illegal = pass_of(mode)
      t[r] = seconds * 1e9 / nmoves
    end
    table.sort(t)
    local n = #t
    local median = n % 2 == 1 and t[(n + 1) // 2] or (t[n // 2] + t[n // 2 + 1]) / 2
    print(string.format(
      "mode=%s moves=%d ns_per_move=%.1f min=%.1f max=%.1f moves_per_sec=%.0f %s illegal=%d games=%d",
      mode, nmoves, median, t[1], t[n], 1e9 / median, sums, illegal, #games))
    if illegal > 0 then status = 1 end
    if first_sums and sums ~= first_sums then
      io.stderr:write("bench.lua: the modes disagree on the sums\n")
      status = 1
    end
    first_sums = first_sums or sums
  end
end
os.exit(status)
