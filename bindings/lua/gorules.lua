-- SPDX-License-Identifier: MIT
-- gorules.lua - the Lua layer of the gorules module (Lua 5.4). SWIG
-- compiles this file into gorules.so and runs it when the module loads,
-- after the C calls (gorules.game_play, gorules.BLACK, ...) are in place.
--
--   local gorules = require "gorules"
--   local g = gorules.Game(9, "japanese")    -- or Game({19, 13}), Game(19)
--   g:play("E5")                             -- the player to move
--   g:play("C3", "white")
--   print(g["E5"], g:is_legal("E5"))         --> black   false
--   print(g)                                 -- the board
--   local ok, msg = g:try_play("E5")         --> nil, "black E5: point is occupied (EOCCUPIED)"
--
-- Vertices: GTP strings ("D4", "d4"; letters skip I; row 1 is the bottom),
-- SGF coordinates ("dd"), "pass" (or nil) for a pass, or a table
-- {col, row} with 1-based col (left to right) and row (top to bottom, as
-- the board prints): {1, 1} is the top-left corner, SGF "aa".
-- Colours: "black", "white" (or "b", "w", gorules.BLACK, gorules.WHITE);
-- points read back are "black", "white" or "empty".
-- Errors: error(e) with an error object e (e.name "GorulesError",
-- "IllegalMoveError", "ArgumentError" or "SgfError"; e.status, e.status_name,
-- e.message; gorules.is_error(e, "IllegalMoveError")); tostring(e) is
-- "gorules: <what happened> (<STATUS>)", raised at the caller's line;
-- try_play returns nil, message, status instead.

local M = gorules           -- the module table SWIG made (a global for now)
gorules = nil               -- no global: use `local gorules = require "gorules"`

local core = M
local fmt = string.format
local setmetatable, getmetatable, rawget = setmetatable, getmetatable, rawget
local type, error, pcall, tostring = type, error, pcall, tostring

-- ---- errors ---------------------------------------------------------------
local STATUS = {}           -- code -> "EOCCUPIED"
for code = core.EPASS, core.OK do
  STATUS[code] = core.status_name(code):gsub("^GOR_", "")
end
M.STATUS = STATUS

-- The rules preset names the library knows (gor_rules_preset_name()).
local PRESETS = {}
for i = 0, core.rules_preset_count() - 1 do
  PRESETS[#PRESETS + 1] = core.rules_preset_name(i)
end
M.PRESETS = PRESETS

-- Errors are tables {name, status, status_name, message [, line, column]}
-- raised with error(): name is one of the four names below, the same as in
-- Python and JavaScript. tostring(e) gives "<where>gorules: <message>
-- (<STATUS>)" as the errors were strings before (<where> is "file:line: "
-- of the caller when known), and string methods work on it (e:find(...)).
local ErrorMeta = core._error_metatable()   -- shared with the C calls
core._error_metatable = nil
ErrorMeta.__name = "gorules.error"
ErrorMeta.__tostring = function(e)
  return fmt("%sgorules: %s (%s)", rawget(e, "where") or "", e.message, e.status_name)
end
ErrorMeta.__concat = function(a, b) return tostring(a) .. tostring(b) end
ErrorMeta.__index = function(e, k)
  local f = string[k]
  if f then return function(self, ...) return f(tostring(self), ...) end end
end

local ERROR_NAMES = { "GorulesError", "IllegalMoveError", "ArgumentError", "SgfError" }
for _, name in ipairs(ERROR_NAMES) do M[name] = { name = name } end

--- gorules.is_error(e [, name]): is e an error of this library, and (with
--- a name, "IllegalMoveError", or one of the tables gorules.IllegalMoveError
--- ...) of that kind? Every one is a "GorulesError".
function M.is_error(e, name)
  if getmetatable(e) ~= ErrorMeta then return false end
  if type(name) == "table" then name = name.name end
  return name == nil or name == "GorulesError" or e.name == name
end

-- The kind of error a status means (as the C calls name it).
local function error_name(status)
  if core.status_is_illegal_move(status) ~= 0 then return "IllegalMoveError" end
  if status == core.EINVAL or status == core.ESIZE or status == core.EPARSE
     or status == core.ECOLOR or status == core.ERANGE or status == core.EBUFFER then
    return "ArgumentError"
  end
  return "GorulesError"
end

local function new_error(name, status, message)
  return setmetatable({ name = name or error_name(status), status = status,
    status_name = STATUS[status] or tostring(status), message = message }, ErrorMeta)
end

-- error(e, level) for an error object: the position is kept in e.where,
-- as error() puts it in front of a string.
local function throw(e, level)
  local info = level > 0 and debug.getinfo(level + 1, "Sl")
  e.where = info and info.currentline > 0
            and fmt("%s:%d: ", info.short_src, info.currentline) or nil
  error(e, 0)
end

-- An error object from what a pcall caught: the C calls raise objects;
-- a string is a wrong argument that SWIG or a typemap refused.
local function as_error(err)
  if getmetatable(err) == ErrorMeta then return err end
  return new_error("ArgumentError", core.EINVAL, tostring(err))
end

-- Re-raise a failed pcall at `level` above the caller of rethrow.
local function rethrow(level, ok, ...)
  if not ok then throw(as_error((...)), level + 1) end
  return ...
end

local function fail(status, what, level, name)
  throw(new_error(name, status, what), level + 1)
end

-- ---- colours --------------------------------------------------------------
local COLOR_IN = { black = core.BLACK, b = core.BLACK, B = core.BLACK,
  white = core.WHITE, w = core.WHITE, W = core.WHITE, empty = core.EMPTY,
  ["."] = core.EMPTY, [core.BLACK] = core.BLACK, [core.WHITE] = core.WHITE,
  [core.EMPTY] = core.EMPTY }
local COLOR_OUT = { [core.EMPTY] = "empty", [core.BLACK] = "black",
  [core.WHITE] = "white" }
M.COLOR_NAMES = COLOR_OUT

local function color_in(c, level)
  local v = COLOR_IN[c]
  if v == nil then
    if type(c) == "string" then v = COLOR_IN[c:lower()] end
    if v == nil then fail(core.ECOLOR, "not a colour: " .. tostring(c), level + 1) end
  end
  return v
end

-- A mover's colour: 0 (the player to move) for nil; empty is no player.
local function player_in(c, level)
  if c == nil then return 0 end
  local v = color_in(c, level + 1)
  if v == core.EMPTY then
    fail(core.ECOLOR, "not a player's colour: " .. tostring(c) ..
         " (black or white)", level + 1)
  end
  return v
end

-- ---- coordinates ------------------------------------------------------------
-- Per board size: vertex spelling -> point index, and index -> GTP name.
local coords_cache = {}
local function coords(w, h)
  local key = w * 64 + h
  local c = coords_cache[key]
  if c then return c end
  c = { w = w, h = h, index = { pass = core.PASS, PASS = core.PASS },
        names = {} }
  local name_of = w <= 25 and core.point_gtp or core.point_sgf
  for p = 0, w * h - 1 do
    local name = name_of(w, h, p)
    c.names[p] = name
    c.index[name] = p
  end
  coords_cache[key] = c
  return c
end

-- Why text is not a vertex on a w x h board, naming the text (the same
-- words as the Python layer).
local function vertex_error(v, w, h, q)
  if q.status == core.EOFFBOARD then
    return fmt("'%s' is not on the %dx%d board", v, w, h), q.status
  end
  local t = v:match("^%s*(.-)%s*$")
  local why
  if t == "" then why = "empty text; a pass is 'pass'"
  elseif t ~= v then why = "spaces around it"
  elseif t:match("^[Ii]%d+$") then why = "GTP has no I column"
  elseif t:match("^%a%d+$") then why = "rows count from 1"
  else why = "neither GTP like 'D4' nor SGF like 'dd'" end
  return fmt("'%s' is not a vertex on %dx%d (%s)", v, w, h, why), core.EPARSE
end

-- Point index of a vertex; raises (at `level` above the caller) if bad.
local function point(c, v, level)
  if v == nil then return core.PASS end
  local p = c.index[v]
  if p then return p end
  if type(v) == "string" then
    local ok, q = pcall(core.point_parse, c.w, c.h, v)
    if not ok then
      local what, status = vertex_error(v, c.w, c.h, as_error(q))
      fail(status, what, level + 1)
    end
    c.index[v] = q
    return q
  elseif type(v) == "table" then
    local col, row = v[1], v[2]
    if math.type(col) == "integer" and math.type(row) == "integer" and
       next(v, next(v, next(v))) == nil then     -- {col, row} and no more
      if col >= 1 and col <= c.w and row >= 1 and row <= c.h then
        return (row - 1) * c.w + col - 1
      end
      fail(core.EOFFBOARD, fmt("{%d, %d} is not on the %dx%d board", col, row,
                               c.w, c.h), level + 1)
    end
    local items = {}
    for k, x in pairs(v) do
      if #items == 4 then items[5] = "..." break end
      items[#items + 1] = math.type(k) == "integer" and tostring(x)
                          or tostring(k) .. " = " .. tostring(x)
    end
    fail(core.EINVAL, fmt("{%s} is not a vertex: a table vertex is {col, row},"
                          .. " two integers and nothing more",
                          table.concat(items, ", ")), level + 1)
  end
  if math.type(v) == "integer" then
    fail(core.EINVAL, fmt("%d is not a vertex: give \"D4\", \"dd\" or {col, row} "
      .. "(g:at(col, row) also takes two numbers)", v), level + 1)
  end
  fail(core.EINVAL, "not a vertex: " .. tostring(v), level + 1)
end

-- A ruleset from a preset name or rules string; a bad one raises naming
-- the text and the presets.
local function rules_new(text, level)
  local ok, r = pcall(core.rules_new, text)
  if ok then return r end
  r = as_error(r)
  if type(text) == "string" and r.status == core.EPARSE then
    fail(core.EPARSE, fmt("'%s' is not a ruleset: the presets are %s; or a rules "
              .. "string such as 'koPOSITIONALscoreAREAsui1komi7.5'",
              text, table.concat(PRESETS, ", ")), level + 1)
  end
  throw(r, level + 1)
end

local function name_of(c, p)
  if p < 0 then return "pass" end
  return c.names[p]
end

-- ---- games ----------------------------------------------------------------
local Game = {}
M.GameMethods = Game
local GameMeta = { __name = "gorules.Game" }

local function wrap(handle)
  local w, h = core.game_width(handle), core.game_height(handle)
  return setmetatable({ _g = handle, _c = coords(w, h) }, GameMeta)
end

--- gorules.Game(size [, rules [, komi]]): size a number or {width, height};
--- rules a preset name ("chinese", the default) or a rules string.
function M.Game(size, rules, komi)
  local w, h
  if type(size) == "table" then w, h = size[1], size[2] else w, h = size or 19, size or 19 end
  if math.type(w) ~= "integer" or math.type(h) ~= "integer" then
    fail(core.ESIZE, "board size must be an integer or {width, height}", 2)
  end
  local r = rules_new(rules, 2)
  local g = wrap(rethrow(2, pcall(core.game_new, w, h, r)))
  if komi then g:set_komi(komi) end
  return g
end

--- gorules.unpack(bytes): a game from g:pack().
function M.unpack(bytes)
  return wrap(rethrow(2, pcall(core.game_unpack, bytes)))
end

function Game:width() return self._c.w end
function Game:height() return self._c.h end
function Game:size() return self._c.w, self._c.h end

--- The colour at a vertex: "black", "white" or "empty". Also g[vertex].
function Game:at(v, row)
  if row ~= nil and math.type(v) == "integer" then v = { v, row } end
  local p = point(self._c, v, 2)
  if p < 0 then fail(core.EOFFBOARD, "a pass is not a point", 2) end
  return COLOR_OUT[core.game_at(self._g, p)]
end

--- Play at vertex for colour (default: the player to move). Raises on an
--- illegal move; the game is then unchanged.
function Game:play(v, color, flags)
  local p = self._c.index[v] or point(self._c, v, 2)
  local st = core.game_try_play(self._g, player_in(color, 2), p, flags or 0)
  if st ~= 0 then fail(st, core.game_last_error(self._g), 2) end
end

--- As play, but returns true, or nil, message, status name.
function Game:try_play(v, color, flags)
  local ok, p = pcall(point, self._c, v, 1)
  if not ok then return nil, tostring(p), p.status_name end
  local okc, c = pcall(player_in, color, 1)
  if not okc then return nil, tostring(c), c.status_name end
  local st = core.game_try_play(self._g, c, p, flags or 0)
  if st ~= 0 then
    return nil, fmt("%s (%s)", core.game_last_error(self._g), STATUS[st]), STATUS[st]
  end
  return true
end

function Game:pass(color) return self:play(nil, color) end

--- Is the move legal for colour (default: the player to move)?
function Game:is_legal(v, color)
  local c = self._c
  local p = c.index[v]
  if not p then
    local ok, q = pcall(point, c, v, 1)
    if not ok then return false end
    p = q
  end
  if color then return core.game_legal(self._g, player_in(color, 2), p) == 0 end
  return core.game_legal_next(self._g, p) == 0
end

--- "OK", or why the move is illegal ("EOCCUPIED", "EKO", "ESUPERKO", ...).
function Game:legal_reason(v, color)
  local ok, p = pcall(point, self._c, v, 1)
  if not ok then return as_error(p).status_name end
  local st
  if color then st = core.game_legal(self._g, player_in(color, 2), p)
  else st = core.game_legal_next(self._g, p) end
  return STATUS[st]
end

--- Every vertex where colour (default: the player to move) may play now.
function Game:legal_moves(color)
  local pts = core.game_legal_moves(self._g, player_in(color, 2))
  local names = self._c.names
  for k = 1, #pts do pts[k] = names[pts[k]] end
  return pts
end

--- Play a list of vertices (or {colour, vertex} pairs, e.g. {"W", "D4"})
--- in one call into C. Raises at the first illegal move (the ones before
--- it stay played); returns the number played.
function Game:play_many(moves)
  local c, codes = self._c, {}
  for k = 1, #moves do
    local m, col = moves[k], 0
    if type(m) == "table" and type(m[2]) ~= "number" then
      col, m = player_in(m[1], 2), m[2]    -- {colour, vertex}
    end
    codes[k] = 4 * (c.index[m] or point(c, m, 2)) + col
  end
  local n, st = core.game_play_list(self._g, codes, 0)
  if st ~= 0 then
    fail(st, fmt("move %d: %s", n + 1, core.game_last_error(self._g)), 2)
  end
  return n
end

--- Light playouts: play a uniformly random legal move for the player to
--- move that does not fill its own one-point eye, or pass when none is
--- left. state is the generator's state (any integer); returns the vertex
--- played ("pass") and the next state: v, state = g:play_random(state)
function Game:play_random(state)
  local ok, nxt, p = pcall(core.game_play_random, self._g, state)
  if not ok then throw(as_error(nxt), 2) end
  return name_of(self._c, p), nxt
end

--- Tromp-Taylor area, Black minus White, as the board stands (no komi).
function Game:area_difference() return core.game_area_difference(self._g) end
--- Heap bytes the game holds (board, history, superko index).
function Game:memory() return core.game_memory(self._g) end

function Game:resign(color)
  rethrow(2, pcall(core.game_resign, self._g,
                   color and color_in(color, 2) or core.game_to_move(self._g)))
end

--- g:setup{black = {...}, white = {...}, empty = {...} [, to_move =
--- "white"]}: stones placed or removed without captures, as ONE history
--- entry like an SGF node's AE, AB, AW (and PL) together: no intermediate
--- position enters the history, so none counts for superko.
function Game:setup(t)
  local lists = {}
  for _, key in ipairs { "black", "white", "empty" } do
    local pts, list = {}, t[key] or {}
    if type(list) ~= "table" or list[1] ~= nil and math.type(list[1]) == "integer" then
      list = { list }      -- one vertex: "D4" or {col, row}
    end
    for k = 1, #list do
      pts[k] = point(self._c, list[k], 2)
      if pts[k] < 0 then fail(core.EINVAL, "setup of a pass", 2) end
    end
    lists[key] = pts
  end
  rethrow(2, pcall(core.game_setup_position, self._g, lists.black, lists.white,
                   lists.empty, t.to_move and color_in(t.to_move, 2) or core.EMPTY))
end

function Game:undo() rethrow(2, pcall(core.game_undo, self._g)) end
function Game:redo() rethrow(2, pcall(core.game_redo, self._g)) end
--- Go to the position after history entry n (0 = the start).
function Game:go_to(n)
  local ok, err = pcall(core.game_goto, self._g, n)
  if ok then return end
  err = as_error(err)
  if err.status == core.ENOMOVE and math.type(n) == "integer" then
    fail(core.ENOMOVE, fmt("no history entry %d: go_to takes 0 (the start) to %d", n,
         core.game_history_length(self._g) + core.game_redo_length(self._g)), 2)
  end
  throw(err, 2)
end
--- Go to the position after move number n as players count moves (stones
--- and passes; setup and handicap placement are not moves): 0 = before the
--- first move. go_to counts history entries instead.
function Game:go_to_move(n) rethrow(2, pcall(core.game_goto_move, self._g, n)) end
function Game:clear() core.game_clear(self._g) end

function Game:to_move() return COLOR_OUT[core.game_to_move(self._g)] end
function Game:set_to_move(color)
  rethrow(2, pcall(core.game_set_to_move, self._g, color_in(color, 2)))
end
--- Prisoners held: black's, white's.
function Game:captures()
  return core.game_captures(self._g, core.BLACK), core.game_captures(self._g, core.WHITE)
end
function Game:stone_count(color) return core.game_stone_count(self._g, color_in(color, 2)) end
function Game:hash() return core.game_hash(self._g) end
function Game:situation_hash() return core.game_situation_hash(self._g) end
function Game:ko_point()
  local p = core.game_ko_point(self._g)
  if p >= 0 then return self._c.names[p] end
end
function Game:move_number() return core.game_move_number(self._g) end
function Game:is_over() return core.game_end_reason(self._g) ~= core.END_NONE end
local END = { [core.END_NONE] = nil, [core.END_PASSES] = "passes",
  [core.END_RESIGN] = "resign", [core.END_NO_RESULT] = "no result",
  [core.END_REPETITION] = "repetition", [core.END_AGREEMENT] = "agreement",
  [core.END_TIME] = "time", [core.END_FORFEIT] = "forfeit",
  [core.END_VOID] = "void", [core.END_CYCLE_DRAW] = "cycle draw",
  [core.END_REPLAY] = "replay" }
--- Why the game ended ("passes", "resign", ...), nil while it goes on.
function Game:end_reason() return END[core.game_end_reason(self._g)] end
function Game:winner()
  local c = core.game_winner(self._g)
  if c ~= core.EMPTY then return COLOR_OUT[c] end
end
function Game:consecutive_passes() return core.game_consecutive_passes(self._g) end
function Game:last_error() return core.game_last_error(self._g) end
function Game:liberties(v) return core.game_liberty_count(self._g, point(self._c, v, 2)) end

-- ---- rules ------------------------------------------------------------------
--- The ruleset as its canonical rules string.
function Game:rules() return core.rules_string(core.game_rules(self._g)) end
--- Install a ruleset: a preset name or a rules string.
function Game:set_rules(text)
  local r = rules_new(text, 2)
  rethrow(2, pcall(core.game_set_rules, self._g, r))
end
function Game:komi() return core.rules_komi(core.game_rules(self._g)) end
function Game:set_komi(komi)
  local r = core.game_rules(self._g)
  rethrow(2, pcall(core.rules_set_komi, r, komi))
  rethrow(2, pcall(core.game_set_rules, self._g, r))
end
function Game:handicap() return core.game_handicap(self._g) end
function Game:set_handicap(n) rethrow(2, pcall(core.game_set_handicap, self._g, n)) end

-- ---- history and groups -------------------------------------------------------
local KIND = { [core.MOVE_PLAY] = "play", [core.MOVE_PASS] = "pass",
  [core.MOVE_RESIGN] = "resign", [core.MOVE_SETUP] = "setup",
  [core.MOVE_TURN] = "turn", [core.MOVE_RESUME] = "resume",
  [core.MOVE_END] = "end" }

local function entry(g, i)
  local m = core.game_move(g._g, i)
  return { kind = KIND[m.kind], color = COLOR_OUT[m.color],
    vertex = m.kind == core.MOVE_PLAY and g._c.names[m.point]
             or m.kind == core.MOVE_PASS and "pass" or nil,
    removed = m.removed, flags = m.flags,
    repeats = m.repeats >= 0 and m.repeats or nil }
end

--- History entries up to the current position: tables {kind = "play",
--- color = "black", vertex = "D4", removed = 0, flags = 0, repeats = nil};
--- g:history()[i] is entry i, g:move(i).
function Game:history()
  local out = {}
  for i = 1, core.game_history_length(self._g) do out[i] = entry(self, i) end
  return out
end

--- g:move(i): history entry i, counted from 1 (as g:go_to(i), the position
--- after it), past the current position the redo entries; a negative i
--- counts back from the current position (-1: the last one played).
function Game:move(i)
  local played = core.game_history_length(self._g)
  local redo = core.game_redo_length(self._g)
  local k = math.type(i) == "integer" and i < 0 and i + played + 1 or i
  if math.type(k) ~= "integer" or k < 1 or k > played + redo then
    local why
    if played + redo == 0 then why = "the history is empty"
    else
      why = fmt("entries count from 1 (1 to %d here%s)", played + redo,
                played > 0 and "; -1 is the last one played" or "")
    end
    fail(core.ENOMOVE, fmt("no history entry %s: %s", tostring(i), why), 2)
  end
  return entry(self, k)
end

local function names(c, pts)
  for k = 1, #pts do pts[k] = c.names[pts[k]] end
  return pts
end

--- The group at vertex: {color =, stones = {...}, liberties = {...}}, or nil.
function Game:group(v)
  local p = point(self._c, v, 2)
  local col = core.game_at(self._g, p)
  if col == core.EMPTY then return nil end
  return { color = COLOR_OUT[col],
    stones = names(self._c, core.game_group_stones(self._g, p)),
    liberties = names(self._c, core.game_group_liberties(self._g, p)) }
end

--- for group in g:groups() do ... end: every group, in board order.
function Game:groups()
  local board, seen, p, area = core.game_board(self._g), {}, -1, self._c.w * self._c.h
  return function()
    while true do
      p = p + 1
      if p >= area then return nil end
      if board:byte(p + 1) ~= 0 and not seen[p] then
        for _, q in ipairs(core.game_group_stones(self._g, p)) do seen[q] = true end
        return self:group(self._c.names[p])
      end
    end
  end
end

--- The board as a table of rows (top to bottom) of "black"/"white"/"empty".
function Game:board()
  local b, w, rows = core.game_board(self._g), self._c.w, {}
  for y = 1, self._c.h do
    local row = {}
    for x = 1, w do row[x] = COLOR_OUT[b:byte((y - 1) * w + x)] end
    rows[y] = row
  end
  return rows
end

--- g:vertex{col, row} -> "D4"; g:point("D4") -> col, row (1-based).
function Game:vertex(v) return name_of(self._c, point(self._c, v, 2)) end
function Game:point(v)
  local p = point(self._c, v, 2)
  if p < 0 then return nil end
  return p % self._c.w + 1, p // self._c.w + 1
end

-- ---- life and death marks ------------------------------------------------------
local LIFE_IN = { alive = core.LIFE_ALIVE, dead = core.LIFE_DEAD, seki = core.LIFE_SEKI,
  [core.LIFE_ALIVE] = core.LIFE_ALIVE, [core.LIFE_DEAD] = core.LIFE_DEAD,
  [core.LIFE_SEKI] = core.LIFE_SEKI }
local LIFE_OUT = { [core.LIFE_ALIVE] = "alive", [core.LIFE_DEAD] = "dead",
  [core.LIFE_SEKI] = "seki" }
M.LIFE_NAMES = LIFE_OUT

local function life_in(life, level)
  if life == nil then return core.LIFE_DEAD end
  local v = LIFE_IN[life]
  if v == nil then
    fail(core.EINVAL, "not a life mark: " .. tostring(life)
         .. " (alive, dead or seki)", level + 1)
  end
  return v
end

-- A list of vertices (not a {col, row} pair).
local function is_list(v)
  return type(v) == "table" and type(v[1]) ~= "number"
end

--- g:mark(vertex or {vertex, ...} [, life]): mark the whole group(s) at
--- the vertex (or at each of a list, all or nothing) "dead" (the default),
--- "alive" or "seki", for scoring. Marks vanish when the position changes.
function Game:mark(v, life)
  local l = life_in(life, 2)
  if is_list(v) then
    local pts = {}
    for k = 1, #v do pts[k] = point(self._c, v[k], 2) end
    rethrow(2, pcall(core.game_mark_list, self._g, l, pts))
  else
    rethrow(2, pcall(core.game_mark, self._g, point(self._c, v, 2), l))
  end
end
--- The mark of the stone at vertex: "alive", "dead" or "seki".
function Game:life(v) return LIFE_OUT[core.game_life_at(self._g, point(self._c, v, 2))] end
--- The vertices marked `life` ("dead" by default), in board order.
function Game:marked(life)
  return names(self._c, core.game_marked(self._g, life_in(life, 2)))
end
function Game:clear_marks() core.game_clear_marks(self._g) end

function Game:copy() return wrap(rethrow(2, pcall(core.game_clone, self._g))) end
--- The whole game as a compact string (gorules.unpack reads it back).
function Game:pack() return core.game_pack(self._g) end

-- ---- scoring (when the library has gorules_score.h) -------------------------
if core.game_score then
  local OUTCOME = { [core.OUTCOME_UNKNOWN] = "unknown", [core.OUTCOME_WIN] = "win",
    [core.OUTCOME_DRAW] = "draw", [core.OUTCOME_NO_RESULT] = "no result" }

  local function result_table(r, sgf, cn)
    r.sgf, r.chinese = sgf, cn
    r.outcome = OUTCOME[r.outcome]
    r.winner = r.winner ~= core.EMPTY and COLOR_OUT[r.winner] or nil
    r["end"] = END[r["end"]]
    return r
  end

  -- Score options: flags as numbers (gorules.DEAD_MARKS | ...) or names
  -- ("marks", "certain", "estimate"; a list or a "+"-joined string).
  local DEAD_NAMES = { marks = core.DEAD_MARKS, certain = core.DEAD_CERTAIN,
    estimate = core.DEAD_ESTIMATE }
  local SEKI_NAMES = { marks = core.SEKI_MARKS, estimate = core.SEKI_ESTIMATE }
  local TERRITORY_NAMES = { rules = core.TERRITORY_RULES, plain = core.TERRITORY_PLAIN,
    j1989 = core.TERRITORY_J1989, false_eyes = core.TERRITORY_FALSE_EYES }
  local function flags_of(v, names_, default, what, level)
    if v == nil then return default end
    if math.type(v) == "integer" then return v end
    local list = v
    if type(v) == "string" then
      list = {}
      for word in v:gmatch("[^+%s,]+") do list[#list + 1] = word end
    end
    if type(list) ~= "table" then
      fail(core.EINVAL, fmt("score option %s: not flags: %s", what, tostring(v)), level + 1)
    end
    local f = 0
    for _, word in ipairs(list) do
      local bit = names_[word]
      if not bit then
        local known = {}
        for k in pairs(names_) do known[#known + 1] = k end
        table.sort(known)
        fail(core.EINVAL, fmt("score option %s: unknown flag %s (one of %s)", what,
             tostring(word), table.concat(known, ", ")), level + 1)
      end
      f = f | bit
    end
    return f
  end
  local function score_args(opts, level)
    opts = opts or {}
    local dead = flags_of(opts.dead, DEAD_NAMES, core.DEAD_MARKS, "dead", level + 1)
    local seki = flags_of(opts.seki, SEKI_NAMES, core.SEKI_MARKS, "seki", level + 1)
    if opts.estimate then
      dead, seki = dead | core.DEAD_ESTIMATE, seki | core.SEKI_ESTIMATE
    end
    local territory = flags_of(opts.territory, TERRITORY_NAMES, 0, "territory", level + 1)
    local p = opts.penalties or {}
    return dead, seki, territory, p[1] or 0, p[2] or 0, opts.chinese or 0
  end

  -- A byte map as rows (top to bottom) of colour names (low two bits).
  local function owner_rows(c, map)
    local rows = {}
    for y = 1, c.h do
      local row = {}
      for x = 1, c.w do row[x] = COLOR_OUT[map:byte((y - 1) * c.w + x) & 3] end
      rows[y] = row
    end
    return rows
  end
  local function byte_list(map)
    local t = {}
    for k = 1, #map do t[k] = map:byte(k) end
    return t
  end

  --- g:score{dead = ..., seki = ..., estimate = bool, territory = ...,
  --- penalties = {b, w}, chinese = flags} counts the position. dead:
  --- gorules.DEAD_* flags or names ("marks", "certain", "estimate"; a
  --- list or "marks+certain"; default "marks"); seki: "marks",
  --- "estimate"; territory: "rules" (default), "plain", "j1989",
  --- "false_eyes". Returns a table with .result ("B+1.5"), .chinese
  --- ("黑胜3/4子"), .margin, .winner, .black / .white (stones, territory,
  --- captures, ..., total), .dame, .outcome (the result as a table),
  --- .ownership (rows, top to bottom, of "black" / "white" / "empty"),
  --- .map (one integer per point, index y * width + x + 1: the owner in
  --- the low two bits and the gorules.MAP_* flags), .dead (the vertices
  --- counted dead), .finished (false when the game had not ended by passes
  --- or agreement: the position counted as it stands, the stones still in
  --- play judged, not played out).
  function Game:score(opts)
    local sc, map, res, sgf, cn = rethrow(2, pcall(core.game_score, self._g,
      score_args(opts, 2)))
    sc.result, sc.chinese = sgf, cn
    sc.ownership = owner_rows(self._c, map)
    sc.map = byte_list(map)
    local dead = {}
    for k = 1, #map do
      if map:byte(k) & core.MAP_DEAD ~= 0 then dead[#dead + 1] = self._c.names[k - 1] end
    end
    sc.dead = dead
    sc.outcome = result_table(res, sgf, cn)
    sc.winner = sc.winner ~= core.EMPTY and COLOR_OUT[sc.winner] or nil
    local ended = core.game_end_reason(self._g)
    sc.finished = ended == core.END_PASSES or ended == core.END_AGREEMENT
    return sc
  end

  --- g:result(opts): the game's result (resignation, time, ..., or by
  --- counting, with the options of g:score): {sgf = "W+R", chinese =
  --- "白中盘胜", outcome = "win", winner = "white", margin = ...,
  --- ["end"] = "resign"}.
  function Game:result(opts)
    return result_table(rethrow(2, pcall(core.game_result, self._g, score_args(opts, 2))))
  end

  local AREA_NAMES = { safe_big = core.AREA_SAFE_BIG, unsafe_big = core.AREA_UNSAFE_BIG,
    stones = core.AREA_STONES, suicide = core.AREA_SUICIDE, scoring = core.AREA_SCORING }
  --- g:area_map([flags]): the owner of each point by pass-alive analysis
  --- (Benson), rows top to bottom of "black" / "white" / "empty". flags:
  --- gorules.AREA_* or names ("safe_big", "unsafe_big", "stones",
  --- "scoring"); default none (only what is unconditionally settled).
  function Game:area_map(flags)
    local f = flags_of(flags, AREA_NAMES, 0, "area", 2)
    return owner_rows(self._c, rethrow(2, pcall(core.game_area_map, self._g, f)))
  end

  --- g:judge{estimate = bool}: the life-and-death judgement of every
  --- stone: a table vertex -> {life = "alive" / "dead" / "seki", certain =
  --- bool (proven), guess = bool (the heuristic estimate: it can be
  --- wrong)}; stones with neither flag are undecided. Without estimate
  --- only what is proven (pass-alive stones, stones in the opponent's
  --- pass-alive area). g:mark_judged(j) marks from it.
  function Game:judge(opts)
    local map = rethrow(2, pcall(opts and opts.estimate and core.game_judge_estimate
                                 or core.game_judge_certain, self._g))
    local j, board = setmetatable({}, { __index = { _map = map } }), core.game_board(self._g)
    for k = 1, #map do
      if board:byte(k) ~= 0 then
        local b = map:byte(k)
        j[self._c.names[k - 1]] = { life = LIFE_OUT[b & core.JUDGE_LIFE_MASK],
          certain = b & core.JUDGE_CERTAIN ~= 0, guess = b & core.JUDGE_GUESS ~= 0 }
      end
    end
    return j
  end

  local WHICH = { certain = core.JUDGE_CERTAIN, guess = core.JUDGE_GUESS,
    both = core.JUDGE_CERTAIN | core.JUDGE_GUESS }
  --- g:mark_judged(judgement [, which]): mark the stones a judgement
  --- (g:judge) finds dead or in seki; which: "certain" (default), "guess"
  --- or "both". Returns how many stones were newly marked.
  function Game:mark_judged(j, which)
    local w = WHICH[which or "certain"] or
      fail(core.EINVAL, "which must be certain, guess or both", 2)
    if type(j) ~= "table" or type(j._map) ~= "string" then
      fail(core.EINVAL, "not a judgement (g:judge gives one)", 2)
    end
    return (rethrow(2, pcall(core.game_mark_judged, self._g, j._map, w)))
  end

  --- g:ownership_estimate{playouts = K, seed = S}: an ownership and score
  --- ESTIMATE of the position as it stands (in play, resigned or
  --- unfinished; not the count of a finished game: see g:score). Random
  --- playouts that answer ataris and read ladders, from the position
  --- (K: 1 .. 100000, 0 for gorules.OWNERSHIP_PLAYOUTS), the pass-alive
  --- areas certain; the same seed (an integer, default 0) gives the same
  --- answer. Returns a table:
  --- .values (one integer per point, index y * width + x + 1, -100 White's
  --- .. 100 Black's), .rows (the same as rows, top to bottom),
  --- .owned_margin (the result the map shows: black_owned - white_owned -
  --- komi), .margin (the playouts' average: black_area - white_area -
  --- komi; > 0 Black ahead), .black_owned, .white_owned, .black_area,
  --- .white_area, .komi, .black_wins (share of playouts Black won),
  --- .certain (points owned with certainty), .playouts.
  function Game:ownership_estimate(opts)
    opts = opts or {}
    if type(opts) ~= "table" then
      fail(core.EINVAL, "options must be a table", 2)
    end
    local k, seed = opts.playouts or 0, opts.seed or 0
    if math.type(k) ~= "integer" or math.type(seed) ~= "integer" then
      fail(core.EINVAL, "playouts and seed must be integers", 2)
    end
    local est, map = rethrow(2, pcall(core.game_ownership_estimate, self._g, k, seed))
    local values, rows, w = {}, {}, core.game_width(self._g)
    for i = 1, #map do
      local v = map:byte(i)
      values[i] = v > 127 and v - 256 or v
    end
    for y = 0, #map // w - 1 do
      rows[y + 1] = table.move(values, y * w + 1, y * w + w, 1, {})
    end
    est.values, est.rows = values, rows
    return est
  end

  --- g:mark_dead{estimate = bool}: judge and mark in one call (proven dead
  --- stones; with estimate, the estimate's guesses too). Returns the
  --- number of stones marked.
  function Game:mark_dead(opts)
    local est = opts and opts.estimate
    return self:mark_judged(self:judge { estimate = est }, est and "both" or "certain")
  end

  --- Fixed handicap stones on the empty board (White to move after).
  function Game:place_handicap(stones, no_komi)
    rethrow(2, pcall(core.game_place_handicap, self._g, stones,
                     no_komi and core.HANDICAP_NO_KOMI or 0))
  end
end

-- ---- SGF (when the library has gorules_sgf.h) --------------------------------
if core.sgf_parse then
  -- ---- collections ----------------------------------------------------
  local Sgf = {}
  M.SgfMethods = Sgf
  local SgfMeta = { __name = "gorules.Sgf", __index = Sgf }
  SgfMeta.__len = function(f) return core.sgf_game_count(f._s) end
  SgfMeta.__tostring = function(f) return core.sgf_write(f._s) end

  local function parse_opts(opts)
    opts = opts or {}
    return opts.strict and core.SGF_STRICT or 0, opts.encoding
  end

  -- FF[4] SimpleText properties: line breaks read as spaces.
  local SIMPLE = {}
  for id in ("AN AP BR BT CA CP DT EV GN N ON OT PB PC PW RE RO RU SO US WR WT")
      :gmatch("%u+") do
    SIMPLE[id] = core.SGF_TEXT_SIMPLE
  end

  local function check_index(f, index, level)
    index = index or 0
    local n = core.sgf_game_count(f._s)
    if math.type(index) ~= "integer" or index < 0 or index >= n then
      fail(core.ERANGE, fmt("no game %s in a collection of %d (games count from 0)",
           tostring(index), n), level + 1)
    end
    return index
  end

  --- The root properties of game index (0) as text: {PB = "Honinbo
  --- Shusaku", RE = "B+2", KM = "6.5", ...} (the first value of each,
  --- escapes resolved).
  function Sgf:info(index)
    index = check_index(self, index, 2)
    local t, root = {}, core.sgf_game(self._s, index)
    for id in core.sgf_root_ids(self._s, index):gmatch("%S+") do
      t[id] = core.sgf_text(core.sgf_node_value(root, id, 0), SIMPLE[id] or 0)
    end
    return t
  end
  --- The number of games (also #sgf).
  function Sgf:count() return core.sgf_game_count(self._s) end
  --- The character set the text was read in ("UTF-8", "GB18030", ...).
  function Sgf:encoding() return core.sgf_encoding(self._s) end
  function Sgf:to_sgf() return core.sgf_write(self._s) end
  function Sgf:save(path) rethrow(2, pcall(core.sgf_write_file, self._s, path)) end

  local function replay(f, opts, level)
    opts = opts or {}
    local index = check_index(f, opts.index, level + 1)
    local rules = opts.rules and rules_new(opts.rules, level + 1) or nil
    local g, rep = rethrow(level + 1, pcall(core.sgf_replay, f._s, index,
      opts.tolerant and core.SGF_REPLAY_TOLERANT or 0, rules, opts.stop_before or 0))
    local issues, errors = {}, {}
    for i = 0, core.sgf_report_count(rep) - 1 do
      local it = core.sgf_report_issue(rep, i)
      it.color = COLOR_OUT[it.color]
      issues[#issues + 1] = it
      if it.severity == core.SGF_ERROR then errors[#errors + 1] = it end
    end
    return wrap(g), { issues = issues, errors = errors,
      moves = core.sgf_report_moves(rep), status = STATUS[core.sgf_report_status(rep)],
      info = f:info(index) }
  end

  local function checked(g, report, opts, level)
    if #report.errors > 0 and not (opts and opts.tolerant) then
      local e = report.errors[1]
      local status = e.status
      fail(status, e.message, level + 1,
           core.status_is_illegal_move(status) ~= 0 and "IllegalMoveError" or "SgfError")
    end
    return g
  end

  --- sgf:replay{index = 0, tolerant = bool, rules = "japanese",
  --- stop_before = N} -> game, report: report = {issues = {...}, errors =
  --- {...}, moves = n, status = "OK", info = {PB = ..., ...}}.
  function Sgf:replay(opts) return replay(self, opts, 2) end
  --- sgf:load(opts) -> game: as replay, but an illegal move in the record
  --- raises (unless opts.tolerant).
  function Sgf:load(opts)
    local g, report = replay(self, opts, 2)
    return checked(g, report, opts, 2)
  end

  -- Parse SGF text or a file; a failure names the text (its start when
  -- long) or the path.
  local function sgf_parse(parse, what, flags, enc, level)
    local ok, sgf = pcall(parse, what, flags, enc)
    if ok then return sgf end
    sgf = as_error(sgf)
    sgf.name = "SgfError"
    local shown = type(what) == "string" and (#what <= 40 and what
                  or what:sub(1, 37) .. "...") or tostring(what)
    if not (parse == core.sgf_parse_file and sgf.message:find(what, 1, true)) then
      sgf.message = fmt("'%s': %s", shown, sgf.message)  -- else names the path
    end
    throw(sgf, level + 1)
  end
  M._sgf_parse = function(text, level) return sgf_parse(core.sgf_parse, text, 0, nil, level + 1) end

  local function collection(parse, what, opts, level)
    if type(what) ~= "string" then
      fail(core.EINVAL, parse == core.sgf_parse and "the SGF text must be a string"
           or "the path must be a string", level + 1)
    end
    local flags, enc = parse_opts(opts)
    return setmetatable({ _s = sgf_parse(parse, what, flags, enc, level + 1) }, SgfMeta)
  end

  --- gorules.read_sgf(text [, {strict = bool, encoding = "GB18030"}]) ->
  --- a collection (gorules.Sgf), as in Python and JavaScript: #sgf games,
  --- sgf:info(i), sgf:replay(opts), sgf:load(opts), tostring(sgf),
  --- sgf:save(path). Raises an SgfError on text that is not SGF, with the
  --- line and column. gorules.read_sgf_file(path [, opts]): of a file.
  --- (parse_sgf and parse_sgf_file are the same calls.)
  function M.read_sgf(text, opts) return collection(core.sgf_parse, text, opts, 2) end
  function M.read_sgf_file(path, opts) return collection(core.sgf_parse_file, path, opts, 2) end
  M.parse_sgf, M.parse_sgf_file = M.read_sgf, M.read_sgf_file

  --- gorules.replay_sgf(text [, opts]) -> game, report: replay game
  --- opts.index (0) of a record; opts.tolerant plays on past illegal moves.
  --- report = {issues = {...}, errors = {...}, moves = n, status = "OK",
  --- info = {PB = ..., RE = ..., ...}}. gorules.replay_sgf_file(path [,
  --- opts]): of a file. (What read_sgf and read_sgf_file gave before 1.3.)
  function M.replay_sgf(text, opts)
    return replay(collection(core.sgf_parse, text, opts, 2), opts, 2)
  end
  function M.replay_sgf_file(path, opts)
    return replay(collection(core.sgf_parse_file, path, opts, 2), opts, 2)
  end

  --- gorules.load_sgf(text [, opts]) -> game: as replay_sgf, but an
  --- illegal move in the record raises an IllegalMoveError (unless
  --- opts.tolerant). gorules.load_sgf_file(path [, opts]): of a file.
  function M.load_sgf(text, opts)
    local g, report = replay(collection(core.sgf_parse, text, opts, 2), opts, 2)
    return checked(g, report, opts, 2)
  end
  function M.load_sgf_file(path, opts)
    local g, report = replay(collection(core.sgf_parse_file, path, opts, 2), opts, 2)
    return checked(g, report, opts, 2)
  end

  -- ---- the game tree --------------------------------------------------
  -- Nodes borrow from their collection: each keeps it alive (node._f).
  local Node = {}
  M.NodeMethods = Node
  local NodeMeta = { __name = "gorules.Node", __index = Node }
  local same = _G.swig_equals   -- SWIG: do two handles hold the same pointer?
  NodeMeta.__eq = function(a, b) return same(a._n, b._n) end
  local function node(f, n)
    if n == nil then return nil end
    return setmetatable({ _f = f, _n = n }, NodeMeta)
  end
  local function mutable(nd, level)
    local m = core.sgf_node_mutable(nd._f._s, nd._n)
    if not m then fail(core.EINVAL, "the node is not in this collection", level + 1) end
    return m
  end
  local function node_size(nd)
    local root = nd._n
    while core.sgf_node_parent(root) do root = core.sgf_node_parent(root) end
    local ok, w, h = pcall(core.sgf_game_size, root)
    if not ok then return 19, 19 end
    return w, h
  end

  --- sgf:root(index): the root node of game index (0).
  function Sgf:root(index)
    return node(self, core.sgf_game(self._s, check_index(self, index, 2)))
  end
  --- sgf:main_line(index): the nodes from the root along first children.
  function Sgf:main_line(index) return self:root(index):main_line() end
  --- sgf:add_game(): a new game with an empty root node (returned).
  function Sgf:add_game() return node(self, rethrow(2, pcall(core.sgf_add_game, self._s))) end
  --- gorules.new_sgf(): an empty collection.
  function M.new_sgf() return setmetatable({ _s = core.sgf_new() }, SgfMeta) end

  function Node:parent() return node(self._f, core.sgf_node_parent(self._n)) end
  --- The children, main line first (variations after).
  function Node:children()
    local out = {}
    for i = 0, core.sgf_node_child_count(self._n) - 1 do
      out[#out + 1] = node(self._f, core.sgf_node_child(self._n, i))
    end
    return out
  end
  function Node:child(i) return node(self._f, core.sgf_node_child(self._n, i or 0)) end
  function Node:next_sibling() return node(self._f, core.sgf_node_next_sibling(self._n)) end
  --- This node and its first children to the end of the line.
  function Node:main_line()
    local out, n = {}, self._n
    while n do
      out[#out + 1] = node(self._f, n)
      n = core.sgf_node_child(n, 0)
    end
    return out
  end
  --- The property identifiers of the node, in order ({"B", "C"}).
  function Node:properties()
    local out = {}
    for i = 0, core.sgf_node_property_count(self._n) - 1 do
      out[#out + 1] = core.sgf_node_property_id(self._n, i)
    end
    return out
  end
  function Node:has(id) return core.sgf_node_has(self._n, id) ~= 0 end
  --- The first value of id as text (escapes resolved; SimpleText
  --- properties such as GN, PB, RE with line breaks as spaces, per FF[4]),
  --- nil if absent.
  function Node:get(id)
    if core.sgf_node_has(self._n, id) == 0 then return nil end
    return core.sgf_text(core.sgf_node_value(self._n, id, 0), SIMPLE[id] or 0)
  end
  --- Every value of id as text (as get).
  function Node:texts(id)
    local out = {}
    for k = 0, core.sgf_node_value_count(self._n, id) - 1 do
      out[#out + 1] = core.sgf_text(core.sgf_node_value(self._n, id, k), SIMPLE[id] or 0)
    end
    return out
  end
  --- The points of a point-list property (AB, TB, MA, ...; compressed
  --- lists expanded) as vertices.
  function Node:points(id)
    local w, h = node_size(self)
    return names(coords(w, h), rethrow(2, pcall(core.sgf_node_points, self._n, id, w, h)))
  end
  --- Every value of id, raw (escapes kept) as in the file.
  function Node:values(id)
    local out = {}
    for k = 0, core.sgf_node_value_count(self._n, id) - 1 do
      out[#out + 1] = core.sgf_node_value(self._n, id, k)
    end
    return out
  end
  --- node:set(id, text): one value, plain text escaped on the way in;
  --- node:set(id, {raw, raw, ...}): raw values as they go in the file.
  function Node:set(id, value)
    local m = mutable(self, 2)
    if type(value) == "table" then
      rethrow(2, pcall(core.sgf_node_remove, m, id))
      for _, raw in ipairs(value) do rethrow(2, pcall(core.sgf_node_add_value, m, id, raw)) end
    else
      rethrow(2, pcall(core.sgf_node_set_text, m, id, tostring(value)))
    end
  end
  function Node:delete(id) rethrow(2, pcall(core.sgf_node_remove, mutable(self, 2), id)) end
  function Node:comment() return self:get("C") end
  --- The node's move: colour ("black" / "white"), vertex ("D4", "pass");
  --- nil without a move.
  function Node:move()
    local w, h = node_size(self)
    local ok, col, p = pcall(core.sgf_node_move, self._n, w, h)
    if not ok then
      col = as_error(col)
      if col.status == core.ENOMOVE then return nil end
      throw(col, 2)
    end
    return COLOR_OUT[col], name_of(coords(w, h), p)
  end
  --- node:set_move(colour, vertex): B[] or W[] (the other removed).
  function Node:set_move(color, v)
    local w, h = node_size(self)
    local c, p = color_in(color, 2), point(coords(w, h), v, 2)
    local m = mutable(self, 2)
    core.sgf_node_remove(m, "B"); core.sgf_node_remove(m, "W")
    rethrow(2, pcall(core.sgf_node_set, m, c == core.BLACK and "B" or "W",
                     core.point_sgf(w, h, p)))
  end
  --- Setup stones of the node: {black = {...}, white = {...}, empty = {...}}
  --- (AB, AW, AE; compressed lists expanded).
  function Node:setup_stones()
    local w, h = node_size(self)
    local c, out = coords(w, h), {}
    for key, id in pairs { black = "AB", white = "AW", empty = "AE" } do
      out[key] = names(c, rethrow(2, pcall(core.sgf_node_points, self._n, id, w, h)))
    end
    return out
  end
  --- A new child node (after the existing ones: a variation if there is
  --- one already); returned.
  function Node:new_child()
    return node(self._f, rethrow(2, pcall(core.sgf_node_add_child, mutable(self, 2))))
  end
  --- The position at this node: replay from the root (opts as sgf:replay).
  function Node:game(opts)
    opts = opts or {}
    local rules = opts.rules and rethrow(2, pcall(core.rules_new, opts.rules)) or nil
    local g = rethrow(2, pcall(core.sgf_replay_node, self._f._s, self._n,
      opts.tolerant and core.SGF_REPLAY_TOLERANT or 0, rules, 0))
    return wrap(g)
  end
  --- The collection the node belongs to.
  function Node:sgf() return self._f end

  --- The game as SGF text. g:to_sgf(clock) or g:to_sgf{clock = clock,
  --- info = sgf, index = 0}: with a clock (gorules.Clock) its time control
  --- (TM, OT) and per-move times (BL/WL, OB/OW) too; with info (a
  --- gorules.Sgf, e.g. the record the game came from) the other root
  --- properties of its game index (players, date, ...).
  function Game:to_sgf(opts)
    local clock, info, index
    if type(opts) == "table" and opts._k then
      clock = opts
    elseif type(opts) == "table" then
      clock, info, index = opts.clock, opts.info, opts.index or 0
    end
    local s = info and info._s or nil
    if info then check_index(info, index, 2) end
    if clock then
      return rethrow(2, pcall(core.game_to_sgf_clock, self._g, s, index or 0, clock._k))
    end
    return rethrow(2, pcall(core.game_to_sgf, self._g, s, index or 0))
  end

  --- Save the game as an SGF file (options as to_sgf).
  function Game:save_sgf(path, opts)
    local f = setmetatable({ _s = rethrow(2, pcall(core.sgf_parse,
      self:to_sgf(opts), 0, nil)) }, SgfMeta)
    f:save(path)
  end
end

-- ---- SVG boards (gorules_svg.h) ------------------------------------------------
if core.game_svg then
  local MARKS = { circle = core.SVG_MARK_CIRCLE, square = core.SVG_MARK_SQUARE,
    triangle = core.SVG_MARK_TRIANGLE, cross = core.SVG_MARK_CROSS,
    CR = core.SVG_MARK_CIRCLE, SQ = core.SVG_MARK_SQUARE,
    TR = core.SVG_MARK_TRIANGLE, MA = core.SVG_MARK_CROSS }

  --- g:svg{coordinates = true, last_move = true, dead = true, background =
  --- true, cell = 24, ownership = score, markup = {D4 = "triangle"},
  --- labels = {Q16 = "A"}} -> the position as an SVG document (a string).
  --- dead: stones marked dead (g:mark) drawn faded and crossed;
  --- ownership: a g:score() table (its territory and dead stones), its
  --- .map, or rows of owners (g:area_map()); markup: vertex -> "circle", "square", "triangle", "cross";
  --- labels: vertex -> text.
  function Game:svg(opts)
    opts = opts or {}
    local function on(k) return opts[k] == nil or opts[k] == true end
    local flags = (on("coordinates") and core.SVG_COORDINATES or 0) |
      (on("last_move") and core.SVG_LAST_MOVE or 0) | (on("dead") and core.SVG_DEAD or 0) |
      (on("background") and 0 or core.SVG_NO_STYLE)
    local c, area = self._c, self._c.w * self._c.h
    local own = ""
    if opts.ownership then
      local map = opts.ownership.map or opts.ownership
      if type(map) == "table" and type(map[1]) == "table" then
        local flat = {}            -- rows of owners (g:area_map(), score.ownership)
        for _, row in ipairs(map) do
          for _, col in ipairs(row) do flat[#flat + 1] = color_in(col, 2) end
        end
        map = flat
      end
      if type(map) ~= "table" or #map ~= area then
        fail(core.EINVAL, fmt("ownership must be a score, its map (%d integers) "
             .. "or rows of owners", area), 2)
      end
      own = string.char(table.unpack(map))
    end
    local marks = ""
    if opts.markup then
      local b = {}
      for k = 1, area do b[k] = 0 end
      for v, m in pairs(opts.markup) do
        local code = MARKS[m] or fail(core.EINVAL, "not a mark: " .. tostring(m)
          .. " (circle, square, triangle, cross)", 2)
        b[point(c, v, 2) + 1] = code
      end
      marks = string.char(table.unpack(b))
    end
    local labels = {}
    for v, text in pairs(opts.labels or {}) do
      labels[#labels + 1] = fmt("%d %s\n", point(c, v, 2), tostring(text):gsub("\n", " "))
    end
    table.sort(labels)
    return rethrow(2, pcall(core.game_svg, self._g, flags, opts.cell or 0, own, marks,
                            table.concat(labels)))
  end
end

-- ---- metatable: g[vertex], tostring(g), #g, g1 == g2 --------------------------
GameMeta.__index = function(g, k)
  local m = Game[k]
  if m ~= nil then return m end
  local p = g._c.index[k]
  if p == nil and (type(k) == "table" or type(k) == "string") then
    local ok, q = pcall(point, g._c, k, 1)
    p = ok and q or nil                -- g:misspelt() stays a nil method
  end
  if p == nil or p < 0 then return nil end
  return COLOR_OUT[core.game_at(g._g, p)]
end
GameMeta.__tostring = function(g) return core.game_draw(g._g) end
GameMeta.__len = function(g) return core.game_history_length(g._g) end
GameMeta.__eq = function(a, b) return core.game_pack(a._g) == core.game_pack(b._g) end

-- ---- clocks (gorules_clock.h) -------------------------------------------
-- The C calls' names and semantics: clock:start(color, now_ms),
-- clock:press(color, now_ms) (false in time, true when the time had run
-- out), clock:advance(now_ms), clock:events(), ... Times in milliseconds,
-- given by the caller; docs/clock.md describes each system.
if core.clock_new then
  local Clock = {}
  M.ClockMethods = Clock
  local ClockMeta = { __index = Clock }
  local SYSTEMS = { none = core.CLOCK_NONE, absolute = core.CLOCK_ABSOLUTE,
    byoyomi = core.CLOCK_BYOYOMI, japanese = core.CLOCK_JAPANESE,
    canadian = core.CLOCK_CANADIAN, moves = core.CLOCK_MOVES,
    fischer = core.CLOCK_FISCHER, bronstein = core.CLOCK_BRONSTEIN }
  M.CLOCK_SYSTEMS = SYSTEMS
  local KINDS = { [core.CLOCK_EV_CALL] = "call", [core.CLOCK_EV_COUNT] = "count",
    [core.CLOCK_EV_PERIOD] = "period", [core.CLOCK_EV_OVERTIME] = "overtime",
    [core.CLOCK_EV_TIMEOUT] = "timeout",
    [core.CLOCK_EV_TIMEOUT_PASS] = "timeout_pass",
    [core.CLOCK_EV_LATE_FORFEIT] = "late_forfeit" }
  M.CLOCK_EVENT_KINDS = KINDS
  local LANGS = { zh = core.CLOCK_TEXT_ZH, en = core.CLOCK_TEXT_EN }

  -- gorules.Clock{system = "byoyomi", main_ms = 600000, period_ms = 60000,
  --   periods = 3, period_moves = 0, increment_ms = 0, late_limit_ms = 0,
  --   timeout_pass = false, quiet = false}
  function M.Clock(t)
    t = t or {}
    local sys = t.system or "none"
    if type(sys) == "string" then
      sys = SYSTEMS[sys] or fail(core.EINVAL, "unknown clock system " .. sys, 2)
    end
    local flags = (t.timeout_pass and core.CLOCK_TIMEOUT_PASS or 0) |
                  (t.quiet and core.CLOCK_QUIET or 0)
    local h = rethrow(2, pcall(core.clock_new, { system = sys, flags = flags,
      main_ms = t.main_ms or 0, period_ms = t.period_ms or 0,
      periods = t.periods or 0, period_moves = t.period_moves or 0,
      increment_ms = t.increment_ms or 0, late_limit_ms = t.late_limit_ms or 0 }))
    return setmetatable({ _k = h }, ClockMeta)
  end

  local function event(e)
    e.kind_name = KINDS[e.kind]
    e.color_name = COLOR_OUT[e.color]
    return e
  end
  -- The words a referee says: "30秒" (lang "zh", the default) or "30 seconds".
  function M.clock_text(e, lang)
    return core.clock_event_text(e, LANGS[lang or "zh"] or
      fail(core.EINVAL, "unknown language", 2))
  end

  function Clock:start(color, now)
    rethrow(2, pcall(core.clock_start, self._k, color_in(color, 2), now))
  end
  function Clock:press(color, now)
    return rethrow(2, pcall(core.clock_press, self._k, color_in(color, 2), now)) == 1
  end
  function Clock:advance(now) return rethrow(2, pcall(core.clock_advance, self._k, now)) end
  function Clock:pause(now) rethrow(2, pcall(core.clock_pause, self._k, now)) end
  function Clock:resume(now) rethrow(2, pcall(core.clock_resume, self._k, now)) end
  function Clock:late(color, late_ms)
    return rethrow(2, pcall(core.clock_late, self._k, color_in(color, 2), late_ms)) == 1
  end
  -- clock:set(color, {main_ms =, period_ms =, periods =, moves =})
  function Clock:set(color, t)
    rethrow(2, pcall(core.clock_set, self._k, color_in(color, 2), {
      main_ms = t.main_ms or 0, period_ms = t.period_ms or 0,
      periods = t.periods or 0, moves = t.moves or 0 }))
  end
  function Clock:state(color)
    local s = rethrow(2, pcall(core.clock_state_get, self._k, color_in(color, 2)))
    for _, k in ipairs { "overtime", "flagged", "running" } do s[k] = s[k] ~= 0 end
    return s
  end
  function Clock:options() return core.clock_options_get(self._k) end
  function Clock:copy()
    return setmetatable({ _k = core.clock_clone(self._k) }, ClockMeta)
  end
  function Clock:running() return COLOR_OUT[core.clock_running(self._k)] end
  function Clock:loser() return COLOR_OUT[core.clock_loser(self._k)] end
  function Clock:now() return core.clock_now(self._k) end
  function Clock:pending() return core.clock_pending(self._k) end
  function Clock:last_error() return core.clock_last_error(self._k) end
  function Clock:poll()
    local got, e = core.clock_poll(self._k)
    if got == 1 then return event(e) end
    return nil
  end
  function Clock:events()
    local out = {}
    for e in function() return self:poll() end do out[#out + 1] = e end
    return out
  end
  function Clock:end_game(game)
    return rethrow(2, pcall(core.clock_end_game, self._k, game._g)) == 1
  end
  -- gorules.read_sgf_clock(text [, index]): the clock of a record's game
  -- (TM, OT; BL/WL with OB/OW of the main line). Not started.
  if core.sgf_clock then
    function M.read_sgf_clock(text, index)
      local sgf = rethrow(2, pcall(core.sgf_parse, text, 0, nil))
      local h = rethrow(2, pcall(core.sgf_clock, sgf, index or 0))
      return setmetatable({ _k = h }, ClockMeta)
    end
  end

  function Clock:record()
    local out = {}
    for i = 0, core.clock_record_count(self._k) - 1 do
      local c, st = core.clock_record(self._k, i)
      out[#out + 1] = { color = COLOR_OUT[c], state = st }
    end
    return out
  end
end

-- ---- the referee (gorules_referee.h) --------------------------------------
-- The C calls' names and semantics as methods: ref:play(color, vertex)
-- (played: "none", or the decision taken: "forbidden", "ko", "twice", ...),
-- ref:warn(color), ref:take_back(color), ref:ruling(kind, offender, from,
-- to), ref:time_out(color, as_pass), ref:propose_end(color),
-- ref:agree_end(color), ref:dispute(claims_dead), ref:start_count(),
-- ref:resign(color), ref:nigiri(hidden, shown), ref:predict(player, lead),
-- ref:set_time(now_ms), ref:undo(), ref:redo(), ref:decisions(),
-- ref:result(), ref:to_sgf(). docs/referee.md lists each penalty.
if core.referee_new then
  local Referee = {}
  M.RefereeMethods = Referee
  local RefereeMeta = { __index = Referee, __name = "gorules.Referee" }
  local CODES = { chinese = core.REFEREE_CHINESE, club = core.REFEREE_CLUB,
    reformed = core.REFEREE_REFORMED }
  local PHASES = { [core.PHASE_OPENING] = "opening",
    [core.PHASE_PREDICTION] = "prediction", [core.PHASE_PLAY] = "play",
    [core.PHASE_OVER] = "over", [core.PHASE_COUNT] = "count" }
  local KINDS = { [0] = "none", "forbidden", "ko", "twice", "twice-loss",
    "take-back", "take-back-loss", "warning", "warnings-loss", "moved-back",
    "moved-valid", "draw", "replay", "loss", "timeout", "timeout-pass",
    "end-proposed", "end-agreed", "dispute", "count", "resign", "nigiri",
    "prediction", "settled", "prediction-timeout" }
  local KIND = {}
  for k = 0, #KINDS do KIND[KINDS[k]] = k end
  M.DECISION_KINDS = KINDS

  local function wrap_referee(h)
    local g = core.referee_game(h)
    return setmetatable({ _r = h, _c = coords(core.game_width(g),
      core.game_height(g)) }, RefereeMeta)
  end

  --- gorules.Referee(size [, rules [, code]]): code "chinese" (the
  --- default), "club" or "reformed"; rules default to "prediction" for
  --- "reformed", "chinese" otherwise.
  function M.Referee(size, rules, code)
    local w, h
    if type(size) == "table" then w, h = size[1], size[2] else w, h = size or 19, size or 19 end
    local c = CODES[code or "chinese"] or fail(core.EINVAL, "unknown referee code " .. tostring(code), 2)
    local r = rules and rethrow(2, pcall(core.rules_new, rules)) or nil
    return wrap_referee(rethrow(2, pcall(core.referee_new, w, h, r, c)))
  end

  --- gorules.read_sgf_referee(text [, index]): replay a record written by
  --- ref:to_sgf(); the decisions are made again and must match.
  function M.read_sgf_referee(text, index)
    local sgf = rethrow(2, pcall(core.sgf_parse, text, 0, nil))
    return wrap_referee(rethrow(2, pcall(core.referee_from_sgf, sgf, index or 0)))
  end

  function Referee:play(color, v)
    return KINDS[rethrow(2, pcall(core.referee_play, self._r, color_in(color, 2),
      point(self._c, v, 2)))]
  end
  function Referee:warn(color) rethrow(2, pcall(core.referee_warn, self._r, color_in(color, 2))) end
  function Referee:take_back(color)
    rethrow(2, pcall(core.referee_take_back, self._r, color_in(color, 2)))
  end
  function Referee:ruling(kind, offender, from, to)
    local k = KIND[kind] or fail(core.EINVAL, "unknown ruling " .. tostring(kind), 2)
    rethrow(2, pcall(core.referee_ruling, self._r, k,
      offender and color_in(offender, 2) or core.EMPTY,
      from and point(self._c, from, 2) or core.NO_POINT,
      to and point(self._c, to, 2) or core.NO_POINT))
  end
  function Referee:time_out(color, as_pass)
    rethrow(2, pcall(core.referee_time_out, self._r, color_in(color, 2), as_pass and 1 or 0))
  end
  function Referee:propose_end(color)
    rethrow(2, pcall(core.referee_propose_end, self._r, color_in(color, 2)))
  end
  function Referee:agree_end(color)
    rethrow(2, pcall(core.referee_agree_end, self._r, color_in(color, 2)))
  end
  function Referee:dispute(color)
    rethrow(2, pcall(core.referee_dispute, self._r, color_in(color, 2)))
  end
  function Referee:start_count() rethrow(2, pcall(core.referee_start_count, self._r)) end
  function Referee:resign(color) rethrow(2, pcall(core.referee_resign, self._r, color_in(color, 2))) end
  --- true when the guesser is the first player
  function Referee:nigiri(hidden, shown)
    return rethrow(2, pcall(core.referee_nigiri, self._r, hidden, shown)) == 1
  end
  function Referee:predict(player, lead)
    rethrow(2, pcall(core.referee_predict, self._r, player, lead))
  end
  --- true when a deadline ended the game
  function Referee:set_time(now)
    return rethrow(2, pcall(core.referee_set_time, self._r, now)) == 1
  end
  function Referee:set_prediction_limit(ms)
    rethrow(2, pcall(core.referee_set_prediction_limit, self._r, ms))
  end
  function Referee:undo() rethrow(2, pcall(core.referee_undo, self._r)) end
  function Referee:redo() rethrow(2, pcall(core.referee_redo, self._r)) end
  --- a copy of the referee's game (a gorules.Game)
  function Referee:game() return wrap(core.referee_game(self._r)) end
  function Referee:phase() return PHASES[core.referee_phase_of(self._r)] end
  function Referee:steps() return core.referee_steps(self._r) end
  function Referee:time() return core.referee_time(self._r) end
  function Referee:opening_player()
    local p = core.referee_opening_player(self._r)
    if p < 0 then return nil end
    return p
  end
  function Referee:player_color(player)
    local c = core.referee_player_color(self._r, player)
    return c ~= core.EMPTY and COLOR_OUT[c] or nil
  end
  function Referee:warnings(color) return core.referee_warnings(self._r, color_in(color, 2)) end
  --- the settled prediction {white_player, threshold, favoured}, or nil
  function Referee:prediction()
    local ok, p = pcall(core.referee_prediction, self._r)
    if ok then return p end
    return nil
  end
  --- every decision: {kind = "ko", color = "white", point = "B3", warnings,
  --- player, value, at_ms, step, text}
  function Referee:decisions()
    local out = {}
    for i = 0, core.referee_decision_count(self._r) - 1 do
      local d = core.referee_decision(self._r, i)
      local text = core.decision_text(d)
      d.kind = KINDS[d.kind]
      d.color = d.color ~= core.EMPTY and COLOR_OUT[d.color] or nil
      d.point = d.point >= 0 and name_of(self._c, d.point) or nil
      d.from = d.from >= 0 and name_of(self._c, d.from) or nil
      d.text = text
      out[#out + 1] = d
    end
    return out
  end
  --- the result with the warnings counted: .sgf ("B+F"), .chinese (with
  --- GOR_CN_* flags cn, e.g. gorules.CN_DECIMAL), .winner, .margin, ...
  function Referee:result(cn)
    local r = rethrow(2, pcall(core.referee_result, self._r, nil))
    local sgf, chinese = core.result_sgf(r), core.result_chinese(r, cn or 0)
    r.sgf, r.chinese = sgf, chinese
    r.winner = r.winner ~= core.EMPTY and COLOR_OUT[r.winner] or nil
    return r
  end
  function Referee:to_sgf()
    return core.sgf_write(rethrow(2, pcall(core.referee_to_sgf, self._r)))
  end
  function Referee:last_error() return core.referee_last_error(self._r) end
end

-- ---- light playouts (gorules_playout.h) -----------------------------------------
-- local po = gorules.Playout(g)   -- a copy of g's position, no history
-- po:restart(); state = po:run(state); po:area_difference(), po:ownership()
-- Each move is uniformly random among the legal moves that do not fill one
-- of the mover's own one-point eyes, a pass when there is none; only simple
-- ko holds inside a playout, the game's suicide rule does; two passes in a
-- row end it.
if core.playout_new then
  local Playout = {}
  M.PlayoutMethods = Playout
  local PlayoutMeta = { __index = Playout, __name = "gorules.Playout" }

  --- gorules.Playout(game): a copy of the game's current position.
  function M.Playout(game)
    local h = rethrow(2, pcall(core.playout_new, game._g))
    return setmetatable({ _p = h, _c = game._c }, PlayoutMeta)
  end
  --- po:reset(game): copy another position of a game of the same size.
  function Playout:reset(game) rethrow(2, pcall(core.playout_reset, self._p, game._g)) end
  --- po:restart(): back to the copied position.
  function Playout:restart() core.playout_restart(self._p) end
  --- po:play_random(state) -> vertex played ("pass"), next state.
  function Playout:play_random(state)
    local ok, nxt, p = pcall(core.playout_play_random, self._p, state)
    if not ok then throw(as_error(nxt), 2) end
    return name_of(self._c, p), nxt
  end
  --- po:run(state [, max_moves]) -> next state: random moves until two
  --- passes in a row or max_moves moves (0 or nil: three per point).
  function Playout:run(state, max_moves)
    return rethrow(2, pcall(core.playout_run, self._p, state, max_moves or 0))
  end
  --- po:play(vertex): a given move for the player to move ("pass" or nil
  --- to pass); raises when it is illegal inside the playout.
  function Playout:play(v)
    rethrow(2, pcall(core.playout_play, self._p, point(self._c, v, 2)))
  end
  function Playout:over() return core.playout_over(self._p) == 1 end
  function Playout:to_move() return COLOR_OUT[core.playout_to_move(self._p)] end
  function Playout:move_count() return core.playout_move_count(self._p) end
  function Playout:ko_point()
    local p = core.playout_ko_point(self._p)
    return p >= 0 and name_of(self._c, p) or nil
  end
  --- po:at(vertex) -> "black", "white" or "empty".
  function Playout:at(v)
    local p = point(self._c, v, 2)
    if p < 0 then fail(core.EOFFBOARD, "a pass is not a point", 2) end
    return COLOR_OUT[core.playout_at(self._p, p)]
  end
  --- po:board_bytes(): a colour code (0, 1, 2) per point, row by row.
  function Playout:board_bytes() return core.playout_board(self._p) end
  --- po:area_difference(): Tromp-Taylor area, Black minus White (no komi).
  function Playout:area_difference() return core.playout_area_difference(self._p) end
  --- po:ownership(): each point's Tromp-Taylor owner (0 nobody, 1 Black,
  --- 2 White), one byte per point, row by row.
  function Playout:ownership() return core.playout_ownership(self._p) end
end

return M
