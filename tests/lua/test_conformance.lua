-- SPDX-License-Identifier: MIT
-- The conformance cases of tests/conformance/<topic>/*.txt, run through the
-- Lua binding's C calls (gorules.game_play_ex, ...). The format is in
-- tests/conformance/README.md; the C runner (tests/conformance/conformance.c)
-- and the Python runner (tests/python/test_conformance_data.py) read the
-- same files and must agree.
--
--   LUA_CPATH='build/bindings/lua/?.so' lua5.4 tests/lua/test_conformance.lua \
--       tests/conformance [more files or folders]
--
-- Exit status 0 when every case passed, 1 otherwise (failures listed).
local g_ = require "gorules"
local c = g_            -- the C calls live in the module table

local fmt = string.format

local END_NAMES = { [0] = "NONE", "PASSES", "RESIGN", "NO_RESULT",
  "REPETITION", "AGREEMENT", "TIME", "FORFEIT", "VOID", "CYCLE_DRAW", "REPLAY" }
local END_CODE = {}
for k = 0, 8 do END_CODE[END_NAMES[k]] = k end
local OUTCOME_NAMES = { [0] = "UNKNOWN", "WIN", "DRAW", "NO_RESULT" }
local SCORING_NAMES = { [0] = "AREA", "TERRITORY", "STONES" }
local TAX_NAMES = { [0] = "NONE", "SEKI", "ALL" }
local MOVE_FLAGS = { CAPTURED = c.MOVE_CAPTURED, SUICIDE = c.MOVE_SUICIDE,
  REPEATS = c.MOVE_REPEATS, BROKE_SUICIDE = c.MOVE_BROKE_SUICIDE,
  BROKE_KO = c.MOVE_BROKE_KO, BROKE_SUPERKO = c.MOVE_BROKE_SUPERKO,
  BROKE_TURN = c.MOVE_BROKE_TURN, BROKE_GAMEOVER = c.MOVE_BROKE_GAMEOVER }
local AREA_FLAGS = { SAFE_BIG = c.AREA_SAFE_BIG, UNSAFE_BIG = c.AREA_UNSAFE_BIG,
  STONES = c.AREA_STONES, SUICIDE = c.AREA_SUICIDE, SCORING = c.AREA_SCORING }
local MAP_FLAGS = { DAME = c.MAP_DAME, SEKI = c.MAP_SEKI, DEAD = c.MAP_DEAD,
  CERTAIN = c.MAP_CERTAIN, GUESS = c.MAP_GUESS, FALSE_EYE = c.MAP_FALSE_EYE }
local DEAD_FLAGS = { marks = c.DEAD_MARKS, certain = c.DEAD_CERTAIN,
  estimate = c.DEAD_ESTIMATE }
local SEKI_FLAGS = { marks = c.SEKI_MARKS, estimate = c.SEKI_ESTIMATE }
local TERRITORY_FLAGS = { rules = c.TERRITORY_RULES, plain = c.TERRITORY_PLAIN, j1989 = c.TERRITORY_J1989,
  false_eyes = c.TERRITORY_FALSE_EYES }
local CN_FLAGS = { black_view = c.CN_BLACK_VIEW, colloquial = c.CN_COLLOQUIAL,
  decimal = c.CN_DECIMAL }
local COLORS = { B = c.BLACK, W = c.WHITE, E = c.EMPTY, none = c.EMPTY }
local LIVES = { alive = c.LIFE_ALIVE, dead = c.LIFE_DEAD, seki = c.LIFE_SEKI }
local STATUS = {}          -- "GOR_EKO" -> -8
local SHORT = {}           -- "EKO" -> -8 (the binding's error messages)
for code = c.EPASS, c.OK do
  local name = c.status_name(code)
  STATUS[name] = code
  SHORT[name:gsub("^GOR_", "")] = code
end
local OK = c.OK

local MALFORMED = {}       -- error object for mistakes in the case files

local function malformed(msg) error({ MALFORMED, msg }, 0) end

-- ---- calls that raise become status codes ---------------------------------
local function status_of(fn, ...)
  local res = table.pack(pcall(fn, ...))
  if res[1] then return OK, table.unpack(res, 2, res.n) end
  local msg = tostring(res[2])
  if type(res[2]) == "table" and res[2][1] == MALFORMED then error(res[2], 0) end
  local short = msg:match("%((E%u+)%)%s*$") or msg:match("%((E%u+)%)")
  if not short or not SHORT[short] then
    error("unexpected error from the binding: " .. msg, 0)
  end
  return SHORT[short]
end

local function flags_of(tbl, text)
  if text == "none" then return 0 end
  local v = 0
  for name in text:gmatch("[^+]+") do
    if not tbl[name] then malformed("unknown flag " .. name) end
    v = v | tbl[name]
  end
  return v
end

local function color_text(col)
  if col == c.BLACK then return "B" elseif col == c.WHITE then return "W"
  elseif col == c.EMPTY then return "none" end
  return "?"
end

local function number(text)
  local v = tonumber(text)
  if not v then malformed("not a number: " .. tostring(text)) end
  return v + 0.0
end

local function integer(text)
  local v = math.tointeger(tonumber(text))
  if not v then malformed("not an integer: " .. tostring(text)) end
  return v
end

-- ---- reading the files -----------------------------------------------------
local function strip_comment(line)
  local s = line:find("^#") or line:find("%s#")
  if s then return line:sub(1, s - 1) end
  return line
end

local function words(s)
  local t = {}
  for w in s:gmatch("%S+") do t[#t + 1] = w end
  return t
end

local function rest_after(raw, skip)
  local s = raw
  for _ = 1, skip do s = s:gsub("^%s*%S+", "", 1) end
  return (s:gsub("^%s+", ""):gsub("%s+$", ""))
end

local function read_cases(path)
  local f = assert(io.open(path, "rb"))
  local text = f:read("a")
  f:close()
  local lines = {}
  for line in (text .. "\n"):gmatch("(.-)\n") do lines[#lines + 1] = line end
  local cases, cur, i = {}, nil, 1
  while i <= #lines do
    local raw = strip_comment(lines[i]):gsub("%s+$", "")
    local lineno = i
    i = i + 1
    local tok = words(raw)
    if #tok > 0 then
      if tok[1] == "case" then
        cur = { name = tok[2] or "?", cmds = {} }
        cases[#cases + 1] = cur
      else
        if not cur then error(fmt("%s:%d: a command before the first case", path, lineno)) end
        local diagram
        if tok[1] == "board" or (tok[1] == "expect" and
            (tok[2] == "board" or tok[2] == "ownership" or tok[2] == "area")) then
          diagram = {}
          local closed = false
          while i <= #lines do
            local row = strip_comment(lines[i]):gsub("%s", "")
            i = i + 1
            if row == "end" then closed = true break end
            if row ~= "" then diagram[#diagram + 1] = row end
          end
          if not closed then error(fmt("%s:%d: diagram without 'end'", path, lineno)) end
        end
        cur.cmds[#cur.cmds + 1] = { line = lineno, tok = tok, raw = raw, diagram = diagram }
      end
    end
  end
  return cases
end

-- ---- running a case --------------------------------------------------------
local Runner = {}
Runner.__index = Runner

local function new_runner(where)
  return setmetatable({ where = where, failures = {}, game = nil,
    rules_text = "chinese", saves = {}, cn = 0, line = 0 }, Runner)
end

function Runner:fail(msg)
  self.failures[#self.failures + 1] = fmt("%s:%d: %s", self.where, self.line, msg)
end

function Runner:eq(what, want, got)
  if want ~= got then
    self:fail(fmt("%s: expected %s, got %s", what, tostring(want), tostring(got)))
  end
end

function Runner:size()
  return c.game_width(self.game), c.game_height(self.game)
end

function Runner:point(text)
  local w, h = self:size()
  local st, p = status_of(c.point_from_gtp, w, h, text)
  if st ~= OK then malformed("bad vertex " .. text) end
  return p
end

function Runner:vertex(p)
  local w, h = self:size()
  return c.point_gtp(w, h, p)
end

function Runner:snapshot()
  local g = self.game
  return table.concat({ c.game_board(g), tostring(c.game_hash(g)),
    tostring(c.game_situation_hash(g)), c.game_to_move(g), c.game_winner(g),
    c.game_captures(g, c.BLACK), c.game_captures(g, c.WHITE),
    c.game_consecutive_passes(g), c.game_handicap(g), c.game_ko_point(g),
    c.game_end_reason(g), c.game_history_length(g), c.game_redo_length(g),
    c.game_move_number(g), c.rules_string(c.game_rules(g)) }, "|")
end

function Runner:check_status(what, got, want, before)
  if got ~= want then
    local err = self.game and c.game_last_error(self.game) or ""
    self:fail(fmt("%s: expected %s, got %s%s", what, c.status_name(want),
      c.status_name(got), err ~= "" and (" (" .. err .. ")") or ""))
  elseif want ~= OK and before and self:snapshot() ~= before then
    self:fail(fmt("%s: refused with %s but the game changed", what, c.status_name(got)))
  end
end

function Runner:pending_rules()
  local st, r = status_of(c.rules_new, self.rules_text)
  if st == OK and self.komi then st = status_of(c.rules_set_komi, r, self.komi) end
  if st ~= OK then malformed("rules " .. self.rules_text .. " (komi)") end
  return r
end

function Runner:make_game(w, h)
  local r = self:pending_rules()
  local st2, g = status_of(c.game_new, w, h, r)
  if st2 ~= OK then malformed(fmt("game %dx%d: %s", w, h, c.status_name(st2))) end
  self.game = g
end

function Runner:need_game()
  if not self.game then malformed("no game yet (size or board first)") end
  return self.game
end

function Runner:points(list, first)
  local pts = {}
  for k = first, #list do pts[#pts + 1] = self:point(list[k]) end
  return pts
end

function Runner:compare_points(what, want, got)
  table.sort(want)
  local g2 = {}
  for k = 1, #got do g2[k] = got[k] end
  table.sort(g2)
  local a, b = {}, {}
  for k = 1, #want do a[k] = self:vertex(want[k]) end
  for k = 1, #g2 do b[k] = self:vertex(g2[k]) end
  local sa, sb = table.concat(a, " "), table.concat(b, " ")
  if sa ~= sb then self:fail(fmt("%s: expected {%s}, got {%s}", what, sa, sb)) end
end

function Runner:compare_diagram(what, rows, bytes)
  local w, h = self:size()
  if #rows ~= h then malformed("diagram is not " .. w .. "x" .. h) end
  local chars = { [0] = ".", "X", "O", "." }
  for y = 1, h do
    local want = rows[y]:gsub("%+", ".")
    if #want ~= w then malformed("diagram is not " .. w .. "x" .. h) end
    local got = {}
    for x = 1, w do got[x] = chars[bytes:byte((y - 1) * w + x) & 3] end
    got = table.concat(got)
    if got ~= want then
      self:fail(fmt("%s differs at row %d: expected %s, got %s", what, y, want, got))
    end
  end
end

function Runner:run(cmds)
  for _, cmd in ipairs(cmds) do
    self.line = cmd.line
    if cmd.tok[1] == "expect" then
      self:expect(cmd.tok, cmd.raw, cmd.diagram)
    else
      self:command(cmd.tok, cmd.raw, cmd.diagram)
    end
  end
end

-- ---- clocks -----------------------------------------------------------------
local CLOCK_SYSTEMS = { none = 0, absolute = 1, byoyomi = 2, japanese = 3,
  canadian = 4, moves = 5, fischer = 6, bronstein = 7 }
local CLOCK_KINDS = { "call", "count", "period", "overtime", "timeout",
  "timeout_pass", "late_forfeit" }
local CLOCK_KIND = {}
for i, k in ipairs(CLOCK_KINDS) do CLOCK_KIND[k] = i end
local CLOCK_UNITS = { [""] = 1, ms = 1, s = 1000, m = 60000, h = 3600000 }

local function ms_of(text)
  local n, unit = tostring(text):match("^(%d+)(%a*)$")
  if not n or not CLOCK_UNITS[unit] then malformed("not a duration: " .. tostring(text)) end
  return math.tointeger(tonumber(n)) * CLOCK_UNITS[unit]
end

local function clock_event_text(e)
  local k = CLOCK_KINDS[e.kind] or "?"
  if e.kind <= c.CLOCK_EV_OVERTIME then
    return fmt("%s@%d:%s=%d", color_text(e.color), e.at_ms, k, e.value)
  end
  return fmt("%s@%d:%s", color_text(e.color), e.at_ms, k)
end

local function clock_parse_event(text)
  local col, at, kind, value = text:match("^([BW])@(%w+):([%a_]+)=?(%-?%d*)$")
  if not col or not CLOCK_KIND[kind] then
    malformed("bad event " .. text .. " (C@TIME:KIND[=VALUE])")
  end
  local k = CLOCK_KIND[kind]
  if (k <= c.CLOCK_EV_OVERTIME) ~= (value ~= "") then malformed("bad event value " .. text) end
  return clock_event_text({ color = COLORS[col], at_ms = ms_of(at), kind = k,
    value = value ~= "" and integer(value) or 0 })
end

local function clock_fields(tok, from, state)
  local d = {}
  if not state then d.flags = 0 end
  local names = state and { main = "main_ms", period = "period_ms",
      periods = "periods", moves = "moves" } or
    { main = "main_ms", period = "period_ms", periods = "periods",
      moves = "period_moves", increment = "increment_ms", late_limit = "late_limit_ms" }
  for i = from, #tok do
    local t = tok[i]
    if not state and t == "timeout_pass" then d.flags = d.flags | c.CLOCK_TIMEOUT_PASS
    elseif not state and t == "quiet" then d.flags = d.flags | c.CLOCK_QUIET
    else
      local key, val = t:match("^([%a_]+)=(.*)$")
      if not key or not names[key] then malformed("bad clock field " .. t) end
      local is_time = key == "main" or key == "period" or key == "increment" or key == "late_limit"
      d[names[key]] = is_time and ms_of(val) or integer(val)
    end
  end
  return d
end

function Runner:clock_snapshot()
  local k = self.clock
  local b, w = c.clock_state_get(k, c.BLACK), c.clock_state_get(k, c.WHITE)
  local parts = { c.clock_pending(k), c.clock_now(k), c.clock_running(k) }
  for _, st in ipairs { b, w } do
    for _, f in ipairs { "main_ms", "period_ms", "periods", "moves", "overtime",
        "flagged", "running", "presses" } do parts[#parts + 1] = st[f] end
  end
  return table.concat(parts, ",")
end

function Runner:clock_command(tok, raw)
  local cmd = tok[1]
  local want = OK
  local n = #tok
  if n > 1 and tok[n] == "timeout" then want = 1; n = n - 1
  elseif n > 1 and STATUS[tok[n]] then want = STATUS[tok[n]]; n = n - 1 end
  local t = table.move(tok, 1, n, 1, {})
  if cmd == "clock" then
    if not t[2] or not CLOCK_SYSTEMS[t[2]] then malformed("clock SYSTEM [key=value ...]") end
    local opts = clock_fields(t, 3, false)
    opts.system = CLOCK_SYSTEMS[t[2]]
    local st, k = status_of(c.clock_new, opts)
    if st ~= want then self:fail(fmt("%s: expected %s, got %s", raw, want, st)) end
    if st == OK then self.clock = k end
    return
  end
  if not self.clock then malformed(cmd .. " before clock") end
  local k = self.clock
  local before = self:clock_snapshot()
  local st, v
  if cmd == "clock_start" and n == 3 then
    st, v = status_of(c.clock_start, k, COLORS[t[2]], ms_of(t[3]))
  elseif cmd == "clock_press" and n == 3 then
    st, v = status_of(c.clock_press, k, COLORS[t[2]], ms_of(t[3]))
  elseif cmd == "clock_advance" and n == 2 then
    st = status_of(c.clock_advance, k, ms_of(t[2]))
  elseif cmd == "clock_pause" and n == 2 then
    st = status_of(c.clock_pause, k, ms_of(t[2]))
  elseif cmd == "clock_resume" and n == 2 then
    st = status_of(c.clock_resume, k, ms_of(t[2]))
  elseif cmd == "clock_late" and n == 3 then
    st, v = status_of(c.clock_late, k, COLORS[t[2]], ms_of(t[3]))
  elseif cmd == "clock_set" and n >= 2 then
    st = status_of(c.clock_set, k, COLORS[t[2]], clock_fields(t, 3, true))
  elseif cmd == "clock_end_game" and n == 1 then
    st = status_of(c.clock_end_game, k, self:need_game())
  else
    malformed("malformed clock command " .. raw)
  end
  local got = (st == OK and v == 1) and 1 or st
  if got ~= want then
    self:fail(fmt("%s: expected %s, got %s (%s)", raw, want, got, c.clock_last_error(k)))
  elseif st ~= OK and self:clock_snapshot() ~= before then
    self:fail(raw .. ": refused but the clock changed")
  end
end

function Runner:clock_expect(tok, raw)
  local k = tok[2]
  if not self.clock then malformed("expect " .. k .. " before clock") end
  local clk = self.clock
  if k == "clock_events" then
    local want = {}
    if not (#tok == 3 and tok[3] == "none") then
      for i = 3, #tok do want[#want + 1] = clock_parse_event(tok[i]) end
    end
    self.clock_events = {}
    local got = {}
    while true do
      local n, e = c.clock_poll(clk)
      if n ~= 1 then break end
      self.clock_events[#self.clock_events + 1] = e
      got[#got + 1] = clock_event_text(e)
    end
    local w, g = table.concat(want, " "), table.concat(got, " ")
    self:eq("clock_events", w ~= "" and w or "none", g ~= "" and g or "none")
  elseif k == "clock_text" then
    local lang = ({ zh = c.CLOCK_TEXT_ZH, en = c.CLOCK_TEXT_EN })[tok[3]]
    if not lang then malformed("expect clock_text zh|en TEXT") end
    local got = {}
    for i, e in ipairs(self.clock_events or {}) do got[i] = c.clock_event_text(e, lang) end
    self:eq("clock_text", rest_after(raw, 3), table.concat(got, " | "))
  elseif k == "clock_running" or k == "clock_loser" then
    local fn = k == "clock_running" and c.clock_running or c.clock_loser
    self:eq(k, tok[3], color_text(fn(clk)))
  elseif k == "clock" and #tok == 5 then
    local st = c.clock_state_get(clk, COLORS[tok[3]])
    local f = tok[4]
    if f == "main" or f == "period" then
      self:eq("clock " .. tok[3] .. " " .. f, ms_of(tok[5]), st[f == "main" and "main_ms" or "period_ms"])
    elseif st[f] ~= nil then
      self:eq("clock " .. tok[3] .. " " .. f, integer(tok[5]), st[f])
    else
      malformed("unknown clock field " .. f)
    end
  else
    malformed("malformed " .. raw)
  end
end

-- ---- the referee (gorules_referee.h) ----------------------------------------
local REF_CODES = { chinese = 0, club = 1, reformed = 2 }
local REF_PHASES = { [0] = "opening", "prediction", "play", "over", "count" }
local REF_KINDS = { [0] = "none", "forbidden", "ko", "twice", "twice-loss",
  "take-back", "take-back-loss", "warning", "warnings-loss", "moved-back",
  "moved-valid", "draw", "replay", "loss", "timeout", "timeout-pass",
  "end-proposed", "end-agreed", "dispute", "count", "resign", "nigiri",
  "prediction", "settled", "prediction-timeout" }
local REF_KIND = {}
for k = 0, #REF_KINDS do REF_KIND[REF_KINDS[k]] = k end
local REF_CHECKS = { decisions = true, warnings = true, phase = true,
  steps = true, opening_player = true, player_color = true, ref_sgf = true,
  ref_roundtrip = true }

function Runner:ref_decisions(ref)
  local out = {}
  for k = 0, c.referee_decision_count(ref) - 1 do
    local d = c.referee_decision(ref, k)
    local v = d.point == c.NO_POINT and "-" or self:vertex(d.point)
    local col = d.color == c.EMPTY and "-" or color_text(d.color)
    out[#out + 1] = fmt("%s:%s:%s:%d", REF_KINDS[d.kind] or "?", col, v,
      d.warnings)
  end
  return #out > 0 and table.concat(out, " ") or "none"
end

function Runner:ref_state()
  local r = self.ref
  return table.concat({ c.referee_steps(r), c.referee_phase_of(r),
    c.referee_time(r), self:ref_decisions(r) }, "|")
end

local function result_text(r)
  return table.concat({ r.outcome, r.winner, r["end"], r.counted, r.scoring,
    r.margin, r.margin_stones }, "|")
end

function Runner:ref_roundtrip()
  local r = self.ref
  local st, sgf = status_of(c.referee_to_sgf, r)
  if st ~= OK then return "writing: " .. c.status_name(st) end
  local text = c.sgf_write(sgf)
  local back, again
  st, back = status_of(c.sgf_parse, text, 0, nil)
  if st == OK then st, again = status_of(c.referee_from_sgf, back, 0) end
  if st ~= OK then return "reading back: " .. c.status_name(st) end
  local a, b = self:ref_decisions(r), self:ref_decisions(again)
  if a ~= b then return fmt("decisions '%s' came back as '%s'", a, b) end
  local ga, gb = c.referee_game(r), c.referee_game(again)
  local same = c.game_board(ga) == c.game_board(gb)
    and c.game_to_move(ga) == c.game_to_move(gb)
    and c.game_end_reason(ga) == c.game_end_reason(gb)
    and c.game_winner(ga) == c.game_winner(gb)
    and c.game_history_length(ga) == c.game_history_length(gb)
    and c.referee_steps(r) == c.referee_steps(again)
    and c.referee_phase_of(r) == c.referee_phase_of(again)
    and result_text(c.referee_result(r, nil))
      == result_text(c.referee_result(again, nil))
  return same and "" or "the game, steps, phase or result differ"
end

function Runner:ref_command(tok, raw)
  local cmd = tok[1]
  if cmd == "referee" then
    if self.game or (#tok ~= 3 and #tok ~= 4) or not REF_CODES[tok[2]] then
      malformed("referee chinese|club|reformed W [H]")
    end
    local w = integer(tok[3])
    local h = #tok == 4 and integer(tok[4]) or w
    local st, ref = status_of(c.referee_new, w, h, self:pending_rules(),
      REF_CODES[tok[2]])
    self:check_status(raw, st, OK, nil)
    if st == OK then
      self.ref = ref
      self.game = c.referee_game(ref)
    end
    return
  end
  if not self.ref then malformed(cmd .. " before referee") end
  local r = self.ref
  local n, want, deadline = #tok, OK, 0
  if n > 1 and STATUS[tok[n]] then want = STATUS[tok[n]]; n = n - 1 end
  if cmd == "ref_time" and n == 3 and tok[3] == "deadline" then
    deadline = 1; n = n - 1
  end
  local before, rbefore = self:snapshot(), self:ref_state()
  local col = n > 1 and COLORS[tok[2]] or nil
  local st, v
  if cmd == "ref_play" and n == 3 then
    st, v = status_of(c.referee_play, r, col, self:point(tok[3]))
  elseif cmd == "ref_moves" and n >= 2 then
    for k = 2, n do
      local to_move = c.game_to_move(c.referee_game(r))
      local st2, kind = status_of(c.referee_play, r, to_move, self:point(tok[k]))
      if st2 ~= OK or kind ~= c.DECISION_NONE then
        self:fail(fmt("%s: %s was not played (%s, decision %s)", raw, tok[k],
          c.status_name(st2), tostring(kind)))
        break
      end
    end
    self.game = c.referee_game(r)
    return
  elseif cmd == "ref_time" and n == 2 then
    st, v = status_of(c.referee_set_time, r, ms_of(tok[2]))
    if st == OK and v ~= deadline then
      self:fail(raw .. ": a deadline " .. (v == 1 and "ended the game" or "was expected"))
    end
  elseif cmd == "ref_limit" and n == 2 then
    st = status_of(c.referee_set_prediction_limit, r, ms_of(tok[2]))
  elseif cmd == "ref_nigiri" and n == 4 then
    st, v = status_of(c.referee_nigiri, r, integer(tok[2]), integer(tok[3]))
    if st == OK then self:eq(raw, tok[4], tostring(v)) end
  elseif cmd == "ref_warn" and n == 2 then st = status_of(c.referee_warn, r, col)
  elseif cmd == "ref_take_back" and n == 2 then
    st = status_of(c.referee_take_back, r, col)
  elseif cmd == "ref_ruling" and (n == 3 or n == 5) and REF_KIND[tok[2]] then
    local p, q = c.NO_POINT, c.NO_POINT
    if n == 5 then p, q = self:point(tok[4]), self:point(tok[5]) end
    local who = tok[3] == "-" and c.EMPTY or COLORS[tok[3]]
    st = status_of(c.referee_ruling, r, REF_KIND[tok[2]], who, p, q)
  elseif cmd == "ref_timeout" and (n == 2 or n == 3) then
    st = status_of(c.referee_time_out, r, col, n == 3 and 1 or 0)
  elseif cmd == "ref_propose" and n == 2 then
    st = status_of(c.referee_propose_end, r, col)
  elseif cmd == "ref_agree" and n == 2 then st = status_of(c.referee_agree_end, r, col)
  elseif cmd == "ref_dispute" and n == 2 then st = status_of(c.referee_dispute, r, col)
  elseif cmd == "ref_count" and n == 1 then st = status_of(c.referee_start_count, r)
  elseif cmd == "ref_resign" and n == 2 then st = status_of(c.referee_resign, r, col)
  elseif cmd == "ref_predict" and n == 3 then
    st = status_of(c.referee_predict, r, integer(tok[2]), number(tok[3]))
  elseif cmd == "ref_undo" and n == 1 then st = status_of(c.referee_undo, r)
  elseif cmd == "ref_redo" and n == 1 then st = status_of(c.referee_redo, r)
  elseif cmd == "ref_prediction" and n == 1 then
    st, v = status_of(c.referee_prediction, r)
    self.pred = st == OK and v or nil
  elseif cmd == "ref_result" and n <= 2 then
    self.cn = 0
    if n == 2 then
      local f = tok[2]:match("^cn=(.*)$")
      if not f then malformed("ref_result [cn=F]") end
      self.cn = flags_of(CN_FLAGS, f)
    end
    st, v = status_of(c.referee_result, r, nil)
    self.result = st == OK and v or nil
    local st2, sc = status_of(c.referee_score, r, nil)
    self.score = st2 == OK and sc or nil
  else
    malformed("malformed referee command " .. raw)
  end
  self.game = c.referee_game(r)
  self:check_status(raw, st, want, before)
  if want ~= OK and st == want and self:ref_state() ~= rbefore then
    self:fail(raw .. ": refused but the referee changed")
  end
end

function Runner:ref_expect(tok, raw)
  local k, r = tok[2], self.ref
  if not r then malformed("expect " .. k .. " before referee") end
  if k == "decisions" then
    self:eq("decisions", table.concat(tok, " ", 3), self:ref_decisions(r))
  elseif k == "warnings" and #tok == 4 then
    self:eq("warnings", tok[3] .. " " .. tok[4],
      c.referee_warnings(r, c.BLACK) .. " " .. c.referee_warnings(r, c.WHITE))
  elseif k == "phase" then
    self:eq("phase", tok[3], REF_PHASES[c.referee_phase_of(r)])
  elseif k == "steps" then self:eq("steps", integer(tok[3]), c.referee_steps(r))
  elseif k == "opening_player" then
    self:eq("opening_player", integer(tok[3]), c.referee_opening_player(r))
  elseif k == "player_color" then
    self:eq("player_color", tok[4],
      color_text(c.referee_player_color(r, integer(tok[3]))))
  elseif k == "ref_sgf" then
    local text = c.sgf_write(c.referee_to_sgf(r))
    local needle = tok[3]:gsub("_", " ")
    if not text:find(needle, 1, true) then
      self:fail(fmt("ref_sgf: '%s' not in %s", needle, text))
    end
  elseif k == "ref_roundtrip" then
    local why = self:ref_roundtrip()
    if why ~= "" then self:fail("ref_roundtrip: " .. why) end
  else
    malformed("malformed " .. raw)
  end
end

function Runner:command(tok, raw, diagram)
  local cmd = tok[1]
  if cmd == "source" then return end
  if cmd:sub(1, 5) == "clock" then return self:clock_command(tok, raw) end
  if cmd == "referee" or cmd:sub(1, 4) == "ref_" then
    return self:ref_command(tok, raw)
  end
  if cmd == "rules" then
    local text, want = rest_after(raw, 1), OK
    local t2, st_name = text:match("^(.-)%s+(GOR_%u+)$")
    if t2 then text, want = t2, STATUS[st_name] end
    if not self.game then
      local st = status_of(c.rules_new, text)
      self:check_status("rules", st, want, nil)
      if st == OK then self.rules_text = text end
    else
      local before = self:snapshot()
      local st, r = status_of(c.rules_new, text)
      if st == OK then st = status_of(c.game_set_rules, self.game, r) end
      self:check_status(raw, st, want, before)
    end
    return
  end
  if cmd == "size" then
    local want = OK
    if tok[#tok]:match("^GOR_") then
      want = STATUS[tok[#tok]]
      tok = table.move(tok, 1, #tok - 1, 1, {})
    end
    local w = integer(tok[2])
    local h = tok[3] and integer(tok[3]) or w
    if want == OK then
      self:make_game(w, h)
    else
      local st = status_of(c.game_new, w, h, nil)
      self:check_status("size", st, want, nil)
    end
    return
  end
  if cmd == "predict" then
    local st, p = status_of(c.prediction_settle, number(tok[2]), number(tok[3]))
    self.pred = p
    self:check_status(raw, st, OK, nil)
    return
  end
  if cmd == "judge" then
    local need = 0
    self.cn = 0
    for k = 3, #tok do
      if tok[k] == "need_winner" then need = 1
      elseif tok[k]:sub(1, 3) == "cn=" then self.cn = flags_of(CN_FLAGS, tok[k]:sub(4))
      else malformed("judge option " .. tok[k]) end
    end
    local st, r = status_of(c.prediction_judge, self.pred, number(tok[2]), need)
    self.result = r
    self:check_status(raw, st, OK, nil)
    return
  end

  if cmd == "komi" and not self.game then
    self.komi = number(tok[2])
    self:pending_rules()
    return
  end

  local want = OK
  if #tok > 1 and tok[#tok]:match("^GOR_") and cmd ~= "moves" then
    want = STATUS[tok[#tok]]
    if not want then malformed("unknown status " .. tok[#tok]) end
    tok = table.move(tok, 1, #tok - 1, 1, {})
  end
  if cmd == "board" then
    if not self.game then self:make_game(#diagram[1], #diagram) end
    local w, h = self:size()
    if #diagram ~= h then malformed("diagram does not fit the board") end
    local now = c.game_board(self.game)
    local lists = { [c.EMPTY] = {}, [c.BLACK] = {}, [c.WHITE] = {} }
    for y = 1, h do
      local row = diagram[y]
      if #row ~= w then malformed("diagram does not fit the board") end
      for x = 1, w do
        local ch = row:sub(x, x)
        local col = ch == "X" and c.BLACK or ch == "O" and c.WHITE or c.EMPTY
        if not ("XO.+"):find(ch, 1, true) then malformed("diagram character " .. ch) end
        local p = (y - 1) * w + (x - 1)
        if now:byte(p + 1) ~= col then table.insert(lists[col], p) end
      end
    end
    local before = self:snapshot()
    local st = OK
    for _, col in ipairs { c.EMPTY, c.BLACK, c.WHITE } do
      if #lists[col] > 0 and st == OK then
        st = status_of(c.game_setup, self.game, col, lists[col])
      end
    end
    self:check_status("board", st, want, before)
    return
  end

  local g = self:need_game()
  if cmd == "moves" then
    for k = 2, #tok do
      local before = self:snapshot()
      local st = status_of(c.game_play_next, g, self:point(tok[k]))
      self:check_status(fmt("moves: %s (move %d of the line)", tok[k], k - 1), st, OK, before)
      if st ~= OK then return end
    end
    return
  end
  if cmd == "save" then
    self.saves[tok[2]] = { c.game_hash(g), c.game_situation_hash(g) }
    return
  end
  if cmd == "enforce_turn" then
    c.game_set_enforce_turn(g, tok[2] == "1" and 1 or 0)
    return
  end
  if cmd == "score" then return self:do_score(tok) end

  local before = self:snapshot()
  local st
  if cmd == "komi" then
    local r = c.game_rules(g)
    st = status_of(c.rules_set_komi, r, number(tok[2]))
    if st == OK then st = status_of(c.game_set_rules, g, r) end
  elseif cmd == "setup" then
    st = status_of(c.game_setup, g, COLORS[tok[2]], self:points(tok, 3))
  elseif cmd == "turn" then
    st = status_of(c.game_set_to_move, g, COLORS[tok[2]])
  elseif cmd == "play" then
    local flags = 0
    for k = 4, #tok do
      if tok[k] == "tolerant" then flags = flags | c.PLAY_TOLERANT
      elseif tok[k] == "remove_own" then flags = flags | c.PLAY_REMOVE_OWN
      else malformed("play option " .. tok[k]) end
    end
    st = status_of(c.game_play_ex, g, COLORS[tok[2]], self:point(tok[3]), flags)
  elseif cmd == "resign" then
    st = status_of(c.game_resign, g, COLORS[tok[2]])
  elseif cmd == "undo" then st = status_of(c.game_undo, g)
  elseif cmd == "redo" then st = status_of(c.game_redo, g)
  elseif cmd == "resume" then st = status_of(c.game_resume, g)
  elseif cmd == "goto" then st = status_of(c.game_goto, g, integer(tok[2]))
  elseif cmd == "end" then
    st = status_of(c.game_end, g, END_CODE[tok[2]], tok[3] and COLORS[tok[3]] or c.EMPTY)
  elseif cmd == "mark" then
    st = status_of(c.game_mark_list, g, LIVES[tok[2]], self:points(tok, 3))
  elseif cmd == "handicap" then
    st = status_of(c.game_place_handicap, g, integer(tok[2]),
      tok[3] == "nokomi" and c.HANDICAP_NO_KOMI or 0)
  elseif cmd == "free_handicap" then
    local flags, first = 0, 2
    if tok[2] == "nokomi" then flags, first = c.HANDICAP_NO_KOMI, 3 end
    st = status_of(c.game_place_free_handicap, g, self:points(tok, first), flags)
  elseif cmd == "set_handicap" then
    st = status_of(c.game_set_handicap, g, integer(tok[2]))
  else
    malformed("unknown command " .. cmd)
  end
  self:check_status(raw, st, want, before)
end

function Runner:do_score(tok)
  local dead, seki, pb, pw = c.DEAD_MARKS, c.SEKI_MARKS, 0, 0
  local territory = c.TERRITORY_RULES
  self.cn = 0
  for k = 2, #tok do
    local key, val = tok[k]:match("^(%w+)=(.*)$")
    if key == "dead" then dead = flags_of(DEAD_FLAGS, val)
    elseif key == "seki" then seki = flags_of(SEKI_FLAGS, val)
    elseif key == "territory" then territory = flags_of(TERRITORY_FLAGS, val)
    elseif key == "cn" then self.cn = flags_of(CN_FLAGS, val)
    elseif key == "penalty" then
      local a, b = val:match("^(%-?%d+),(%-?%d+)$")
      pb, pw = integer(a), integer(b)
    else malformed("score option " .. tok[k]) end
  end
  local st, sc, map = status_of(c.game_score, self.game, dead, seki, territory, pb, pw,
    self.cn)
  if st ~= OK then
    self:fail("score: " .. c.status_name(st))
    self.score, self.map, self.result = nil, nil, nil
    return
  end
  self.score, self.map = sc, map
  local st2, res = status_of(c.game_result, self.game, dead, seki, territory, pb, pw,
    self.cn)
  if st2 ~= OK then
    self:fail("result: " .. c.status_name(st2))
    self.result = nil
  else
    self.result = res
  end
end

function Runner:expect(tok, raw, diagram)
  local k = tok[2]
  if k:sub(1, 5) == "clock" then return self:clock_expect(tok, raw) end
  if REF_CHECKS[k] then return self:ref_expect(tok, raw) end
  if k == "parse" then
    local want, text = STATUS[tok[3]], rest_after(raw, 3)
    local st, r = status_of(c.rules_new, text)
    if st ~= want then
      self:fail(fmt("parse '%s': expected %s, got %s", text, tok[3], c.status_name(st)))
    elseif st == OK then
      local a = c.rules_string(r)
      local st2, back = status_of(c.rules_new, a)
      if st2 ~= OK or c.rules_equal(back, r) == 0 then
        self:fail(fmt("parse '%s': printed '%s' does not read back", text, a))
      elseif c.rules_string(back) ~= a then
        self:fail(fmt("parse '%s': printed '%s', then '%s'", text, a, c.rules_string(back)))
      end
    end
    return
  end
  if k == "rules" and not self.game then
    self:eq("expect rules", rest_after(raw, 2), c.rules_string(self:pending_rules()))
    return
  end
  if k == "nigiri" then
    local st, got = status_of(c.nigiri, integer(tok[3]), integer(tok[4]), COLORS[tok[5]])
    if st ~= OK then self:fail("nigiri: " .. c.status_name(st))
    else self:eq("expect nigiri", tok[6], color_text(got)) end
    return
  end
  if k == "prediction" then
    if not self.pred then malformed("expect prediction without predict") end
    if tok[3] == "favoured" then
      self:eq("prediction.favoured", tok[4], color_text(self.pred.favoured))
    else
      self:eq("prediction." .. tok[3], number(tok[4]), self.pred[tok[3]] + 0.0)
    end
    return
  end
  if k == "result" then return self:expect_result(tok[3], rest_after(raw, 3)) end
  if k == "handicap_points" then
    local w, h, n = integer(tok[3]), integer(tok[4]), integer(tok[5])
    local st, pts = status_of(c.handicap_fixed_points, w, h, n)
    local got
    if st ~= OK then got = c.status_name(st) else
      local names = {}
      for i = 1, #pts do names[i] = c.point_gtp(w, h, pts[i]) end
      got = table.concat(names, " ")
    end
    self:eq("expect handicap_points", table.concat(tok, " ", 6), got)
    return
  end

  local g = self:need_game()
  local w, h = self:size()
  if k == "legal" then
    local got = c.game_legal(g, COLORS[tok[3]], self:point(tok[4]))
    if got ~= STATUS[tok[5]] then
      self:fail(fmt("legal %s %s: expected %s, got %s", tok[3], tok[4], tok[5], c.status_name(got)))
    end
  elseif k == "points" then
    local col, want, got = COLORS[tok[3]], STATUS[tok[4]], {}
    for p = 0, w * h - 1 do
      if c.game_legal(g, col, p) == want then got[#got + 1] = p end
    end
    self:compare_points(fmt("points %s %s", tok[3], tok[4]), self:points(tok, 5), got)
  elseif k == "board" then
    self:compare_diagram("expect board", diagram, c.game_board(g))
  elseif k == "ownership" then
    if not self.map then malformed("expect ownership without a score") end
    self:compare_diagram("expect ownership", diagram, self.map)
  elseif k == "area" then
    local st, m = status_of(c.game_area_map, g, flags_of(AREA_FLAGS, tok[3]))
    if st ~= OK then self:fail("area map: " .. c.status_name(st))
    else self:compare_diagram("expect area", diagram, m) end
  elseif k == "flagged" then
    local flag, got = flags_of(MAP_FLAGS, tok[3]), {}
    for p = 0, w * h - 1 do
      if self.map:byte(p + 1) & flag ~= 0 then got[#got + 1] = p end
    end
    self:compare_points("flagged " .. tok[3], self:points(tok, 4), got)
  elseif k == "color" then
    local got = c.game_at(g, self:point(tok[3]))
    self:eq("color of " .. tok[3], tok[4], got == c.EMPTY and "E" or color_text(got))
  elseif k == "captures" or k == "stones" then
    local fn = k == "captures" and c.game_captures or c.game_stone_count
    self:eq(k .. " by black", integer(tok[3]), fn(g, c.BLACK))
    self:eq(k .. " by white", integer(tok[4]), fn(g, c.WHITE))
  elseif k == "removed" then
    local got = c.game_last_removed(g)
    self:eq("removed", integer(tok[3]), #got)
    if #tok > 3 then self:compare_points("removed points", self:points(tok, 4), got) end
  elseif k == "liberties" then
    self:eq("liberties of " .. tok[3], integer(tok[4]), c.game_liberty_count(g, self:point(tok[3])))
  elseif k == "group" then
    self:eq("group of " .. tok[3], integer(tok[4]), #c.game_group_stones(g, self:point(tok[3])))
  elseif k == "ko" then
    local p = c.game_ko_point(g)
    self:eq("ko point", tok[3], p < 0 and "none" or self:vertex(p))
  elseif k == "to_move" then
    self:eq("to_move", tok[3], color_text(c.game_to_move(g)))
  elseif k == "winner" then
    self:eq("winner", tok[3], color_text(c.game_winner(g)))
  elseif k == "hash" or k == "situation" then
    local now = k == "hash" and c.game_hash(g) or c.game_situation_hash(g)
    if tok[3] == "zero" then
      self:eq("hash", 0, now)
    else
      local s = self.saves[tok[4]]
      if not s then malformed("no saved position " .. tostring(tok[4])) end
      local thenv = k == "hash" and s[1] or s[2]
      if (now == thenv) ~= (tok[3] == "equal") then
        self:fail(fmt("%s %s %s", k, tok[3], tok[4]))
      end
    end
  elseif k == "end" then
    self:eq("end", tok[3], END_NAMES[c.game_end_reason(g)])
  elseif k == "flags" or k == "repeats" then
    local n = c.game_history_length(g)
    if n == 0 then self:fail(k .. ": no history entry") return end
    local m = c.game_move(g, n)
    if k == "flags" then
      self:eq("flags of the last entry", flags_of(MOVE_FLAGS, tok[3]), m.flags)
    else
      self:eq("repeats of the last entry", tok[3] == "none" and -1 or integer(tok[3]), m.repeats)
    end
  elseif k == "passes" then self:eq(k, integer(tok[3]), c.game_consecutive_passes(g))
  elseif k == "history" then self:eq(k, integer(tok[3]), c.game_history_length(g))
  elseif k == "redo" then self:eq(k, integer(tok[3]), c.game_redo_length(g))
  elseif k == "move_number" then self:eq(k, integer(tok[3]), c.game_move_number(g))
  elseif k == "handicap" then self:eq(k, integer(tok[3]), c.game_handicap(g))
  elseif k == "bonus" then
    self:eq("bonus for " .. tok[3], number(tok[4]), c.handicap_bonus(c.game_rules(g), integer(tok[3])) + 0.0)
  elseif k == "draw_possible" then
    self:eq("draw_possible " .. tok[3], integer(tok[4]),
      c.rules_draw_possible(c.game_rules(g), integer(tok[3])) ~= 0 and 1 or 0)
  elseif k == "rules" then
    self:eq("rules", rest_after(raw, 2), c.rules_string(c.game_rules(g)))
  elseif k == "komi" then
    self:eq("komi", number(tok[3]), c.rules_komi(c.game_rules(g)) + 0.0)
  elseif k == "score" then
    self:expect_score(tok[3], tok[4])
  else
    malformed("unknown check 'expect " .. tostring(k) .. "'")
  end
end

function Runner:expect_score(field, value)
  local sc = self.score
  if not sc then malformed("expect score without a score") end
  if field == "winner" then self:eq("score.winner", value, color_text(sc.winner))
  elseif field == "scoring" then self:eq("score.scoring", value, SCORING_NAMES[sc.scoring])
  elseif field == "tax" then self:eq("score.tax", value, TAX_NAMES[sc.tax])
  else
    local side, sub = field:match("^(%a+)%.([%w_]+)$")
    local got
    if side then got = sc[side] and sc[side][sub] else got = sc[field] end
    if got == nil then malformed("unknown score field " .. field) end
    self:eq("score." .. field, number(value), got + 0.0)
  end
end

function Runner:expect_result(field, value)
  local r = self.result
  if not r then malformed("expect result without a score or judge") end
  if field == "outcome" then self:eq("result.outcome", value, OUTCOME_NAMES[r.outcome])
  elseif field == "winner" then self:eq("result.winner", value, color_text(r.winner))
  elseif field == "end" then self:eq("result.end", value, END_NAMES[r["end"]])
  elseif field == "sgf" then self:eq("result.sgf", value, c.result_sgf(r))
  elseif field == "chinese" then self:eq("result.chinese", value, c.result_chinese(r, self.cn))
  elseif field == "counted" or field == "margin" or field == "margin_stones" then
    self:eq("result." .. field, number(value), r[field] + 0.0)
  else
    malformed("unknown result field " .. field)
  end
end

-- ---- main ------------------------------------------------------------------
local function files_of(path)
  local f = io.open(path, "r")
  if f and f:read(0) ~= nil or (f and path:match("%.txt$")) then
    if f then f:close() end
    return { path }
  end
  if f then f:close() end
  local list = {}
  local p = io.popen('find "' .. path .. '" -name "*.txt" ! -name CMakeLists.txt -type f | LC_ALL=C sort')
  for line in p:lines() do list[#list + 1] = line end
  p:close()
  return list
end

local args = { ... }
if #args == 0 then
  io.stderr:write("usage: lua test_conformance.lua FOLDER_OR_FILE...\n")
  os.exit(2)
end
-- Cases in a folder named open-bugs record library bugs not fixed yet:
-- they are expected to fail, and one that passes is reported (the bug
-- was fixed: move the case to its topic).
local ncases, nfailed, nxfail = 0, 0, 0
for _, arg in ipairs(args) do
  for _, path in ipairs(files_of(arg)) do
    local open_bug = path:find("/open%-bugs/") ~= nil
    for _, case in ipairs(read_cases(path)) do
      ncases = ncases + 1
      local r = new_runner(path .. ": " .. case.name)
      local ok, err = pcall(r.run, r, case.cmds)
      if not ok then
        if type(err) == "table" and err[1] == MALFORMED then
          r:fail("malformed: " .. err[2])
        else
          r:fail("error: " .. tostring(err))
        end
      end
      if open_bug then
        if #r.failures > 0 then
          nxfail = nxfail + 1
        else
          nfailed = nfailed + 1
          io.stderr:write(fmt("%s: %s: passes now: the bug is fixed, move the case to its topic\n",
                              path, case.name))
        end
      elseif #r.failures > 0 then
        nfailed = nfailed + 1
        for _, f in ipairs(r.failures) do io.stderr:write(f, "\n") end
      end
    end
  end
end
print(fmt("lua conformance: %d cases, %d failed, %d expected failures (open bugs)",
          ncases, nfailed, nxfail))
if ncases == 0 then os.exit(1) end
os.exit(nfailed == 0 and 0 or 1)
