-- SPDX-License-Identifier: MIT
-- Errors that name their input (exact texts), Game:setup as one history
-- entry, Game:go_to_move. LUA_CPATH must find the built gorules.so.
local gorules = require "gorules"

local tests, failed = {}, 0
local function test(name, f) tests[#tests + 1] = { name, f } end

-- The error message without the "file:line: " that error() adds.
local function message(f, ...)
  local ok, err = pcall(f, ...)
  assert(not ok, "expected an error")
  return (tostring(err):gsub("^[^:]*:%d+: ", ""))
end

local function eq(got, want)
  if got ~= want then
    error(string.format("\n got: %q\nwant: %q", tostring(got), tostring(want)), 2)
  end
end

test("vertices name the text", function()
  local g = gorules.Game(19)
  eq(message(g.play, g, "i5"),
     "gorules: 'i5' is not a vertex on 19x19 (GTP has no I column) (EPARSE)")
  eq(message(g.play, g, ""),
     "gorules: '' is not a vertex on 19x19 (empty text; a pass is 'pass') (EPARSE)")
  eq(message(g.play, g, "T20"),
     "gorules: 'T20' is not on the 19x19 board (EOFFBOARD)")
  eq(message(g.play, g, "d0"),
     "gorules: 'd0' is not a vertex on 19x19 (rows count from 1) (EPARSE)")
  eq(message(g.play, g, "D4x"), "gorules: 'D4x' is not a vertex on 19x19 "
     .. "(neither GTP like 'D4' nor SGF like 'dd') (EPARSE)")
  eq(#g, 0)
  g:play("D4")
  eq(message(g.play, g, "D4"), "gorules: white D4: point is occupied (EOCCUPIED)")
end)

test("rules name the text and the presets", function()
  eq(message(gorules.Game, 9, "chinesee"),
     "gorules: 'chinesee' is not a ruleset: the presets are "
     .. table.concat(gorules.PRESETS, ", ")
     .. "; or a rules string such as 'koPOSITIONALscoreAREAsui1komi7.5' (EPARSE)")
  local g = gorules.Game(9)
  assert(message(g.set_rules, g, "koWRONG"):find(
    "gorules: 'koWRONG' is not a ruleset: the presets are chinese, ", 1, true) == 1)
  eq(g:rules(), gorules.Game(9):rules())
end)

if gorules.sgf_parse then
  test("records name the text and the report's reason", function()
    eq(message(gorules.load_sgf, "(;GM[2]SZ[9])"),
       "gorules: GM[2]: not a Go record, not replayed (EINVAL)")
    eq(message(gorules.read_sgf, "(;B)"),
       "gorules: '(;B)': line 1, column 3: property B has no value (EPARSE)")
    local ok, err = pcall(gorules.sgf_parse_file, "/nonexistent/x.sgf", 0, nil)
    assert(not ok)
    eq(tostring(err), "gorules: '/nonexistent/x.sgf': cannot open: No such file or "
       .. "directory (EINVAL)")
    assert(gorules.is_error(err, "SgfError") and err.status_name == "EINVAL")
  end)
end

-- The error model shared with Python (tests/python/test_errors.py) and
-- JavaScript (tests/js/errors.test.mjs).
local function caught(f, ...)
  local ok, err = pcall(f, ...)
  assert(not ok, "expected an error")
  assert(gorules.is_error(err), "not an error object: " .. tostring(err))
  return err
end

test("the four error names", function()
  for _, name in ipairs { "GorulesError", "IllegalMoveError", "ArgumentError", "SgfError" } do
    eq(gorules[name].name, name)
  end
  assert(not gorules.is_error("gorules: text"))
  assert(not gorules.is_error({ name = "ArgumentError" }))
end)

test("a bad move raises IllegalMoveError", function()
  local g = gorules.Game(9)
  g:play("E5")
  local e = caught(g.play, g, "E5")
  eq(e.name, "IllegalMoveError"); eq(e.status, -6); eq(e.status_name, "EOCCUPIED")
  eq(e.message, "white E5: point is occupied")
  assert(gorules.is_error(e, "IllegalMoveError") and gorules.is_error(e, "GorulesError"))
  assert(gorules.is_error(e, gorules.IllegalMoveError))
  assert(not gorules.is_error(e, "ArgumentError"))
  eq(tostring(e), "gorules: white E5: point is occupied (EOCCUPIED)")
  eq(#g, 1)
  -- the C calls raise the same objects
  e = caught(gorules.game_play, gorules.game_new(9, 9, nil), gorules.BLACK, 81)
  eq(e.name, "IllegalMoveError"); eq(e.status_name, "EOFFBOARD")
end)

test("a bad argument raises ArgumentError", function()
  local e = caught(gorules.Game, 53)
  eq(e.name, "ArgumentError"); eq(e.status, -3); eq(e.status_name, "ESIZE")
  e = caught(gorules.Game, 9, "chinesee")
  eq(e.name, "ArgumentError"); eq(e.status, -4); eq(e.status_name, "EPARSE")
  assert(e.message:find("'chinesee' is not a ruleset: the presets are chinese, ", 1, true) == 1)
  local g = gorules.Game(9)
  e = caught(g.play, g, "Z")
  eq(e.name, "ArgumentError"); eq(e.status_name, "EPARSE")
  eq(e.message, "'Z' is not a vertex on 9x9 (neither GTP like 'D4' nor SGF like 'dd')")
  e = caught(g.play, g, "D4", "purple")
  eq(e.name, "ArgumentError"); eq(e.status, -13); eq(e.status_name, "ECOLOR")
  -- a wrong type refused by the C call itself
  e = caught(gorules.game_new, "nine", 9, nil)
  eq(e.name, "ArgumentError"); eq(e.status_name, "EINVAL")
  eq(e.message, "game_new: argument 1 must be int, not string")
  -- a NUL byte would cut the text short in C
  e = caught(gorules.rules_new, "chinese\0japanese")
  eq(e.name, "ArgumentError"); eq(e.status_name, "EINVAL")
  eq(e.message, "rules_new: argument 1: text with a NUL byte")
  e = caught(g.play, g, "D4\0")
  eq(e.name, "ArgumentError")
  eq(#g, 0)
end)

if gorules.sgf_parse then
  test("a bad SGF raises SgfError", function()
    local e = caught(gorules.read_sgf, "(;B)")
    eq(e.name, "SgfError"); eq(e.status, -4); eq(e.status_name, "EPARSE")
    eq(e.message, "'(;B)': line 1, column 3: property B has no value")
    eq(e.line, 1); eq(e.column, 3)
    e = caught(gorules.load_sgf, "(;GM[2]SZ[9])")
    eq(e.name, "SgfError"); eq(e.status, -1); eq(e.status_name, "EINVAL")
    eq(e.message, "GM[2]: not a Go record, not replayed")
    e = caught(gorules.load_sgf, "(;SZ[9];B[ee];W[ee])")
    eq(e.name, "IllegalMoveError"); eq(e.status_name, "EOCCUPIED")
  end)
end

test("history entries count from 1, errors say the range", function()
  local g = gorules.Game(9)
  eq(message(g.move, g, 1), "gorules: no history entry 1: the history is empty (ENOMOVE)")
  g:play("E5"); g:play("D4"); g:undo()
  eq(g:move(1).vertex, "E5"); eq(g:move(-1).vertex, "E5"); eq(g:move(2).vertex, "D4")
  eq(g:history()[1].vertex, "E5"); eq(#g:history(), 1)
  for _, i in ipairs { 0, 3, -2 } do
    local e = caught(g.move, g, i)
    eq(e.name, "GorulesError"); eq(e.status_name, "ENOMOVE")
    eq(e.message, "no history entry " .. i .. ": entries count from 1 (1 to 2 here; "
       .. "-1 is the last one played)")
  end
  eq(caught(g.go_to, g, 3).message, "no history entry 3: go_to takes 0 (the start) to 2")
  g:go_to(2)
  eq(#g, 2)
end)

test("setup is one history entry", function()
  -- 5x5, Black A2 B2 C1, White A1: under positional superko with suicide
  -- allowed, White's two-stone suicide at B1 is legal (no black-only
  -- position entered the history).
  local g = gorules.Game(5, "koPOSITIONALscoreAREAsui1")
  g:setup { black = { "A2", "B2", "C1" }, white = { "A1" }, to_move = "white" }
  eq(#g, 1)
  g:play("B1")
  eq(g["A1"], "empty"); eq(g["B1"], "empty"); eq(g["C1"], "black")
  g:setup { black = "E5" }
  eq(#g, 3); eq(g["E5"], "black")
  assert(message(g.setup, g, { white = { "pass" } }):find("(EINVAL)", 1, true))
  eq(#g, 3)
end)

if gorules.sgf_parse then
  test("go_to_move counts moves, go_to entries", function()
    -- Q3 C17 R5 E17 C15 D13 F3 K16 R14 P17 O16 N17
    local moves = { "pq", "cc", "qo", "ec", "ce", "dg", "fq", "jd", "qf",
                    "oc", "nd", "mc" }
    local parts = { "(;GM[1]SZ[19]HA[3]AB[dd][pd][dp]" }
    for k, m in ipairs(moves) do
      parts[#parts + 1] = string.format(";%s[%s]", k % 2 == 1 and "W" or "B", m)
    end
    local g = gorules.load_sgf(table.concat(parts) .. ")")
    eq(#g, 13)
    g:go_to_move(10)
    eq(#g, 11); eq(g["P17"], "black"); eq(g["O16"], "empty")
    g:go_to(10)
    eq(g["P17"], "empty")
    g:go_to_move(0)
    eq(#g, 1)
    eq(message(g.go_to_move, g, 13),
       "gorules: no move 13: the history has 12 moves (ENOMOVE)")
    eq(#g, 1)
  end)
end

test("a vertex table and a mover's colour are checked whole", function()
  local g = gorules.Game(9)
  -- {1, 2, 3} was read as {1, 2}; "empty" as the player to move
  eq(message(g.play, g, {1, 2, 3}),
     "gorules: {1, 2, 3} is not a vertex: a table vertex is {col, row}, two "
     .. "integers and nothing more (EINVAL)")
  eq(message(g.play, g, "D6", "empty"),
     "gorules: not a player's colour: empty (black or white) (ECOLOR)")
  local ok, why, status = g:try_play("D6", gorules.EMPTY)
  eq(ok, nil); eq(status, "ECOLOR")
  eq(why, "gorules: not a player's colour: 0 (black or white) (ECOLOR)")
  ok, why, status = g:try_play("Z99")
  eq(status, "EOFFBOARD"); eq(why, "gorules: 'Z99' is not on the 9x9 board (EOFFBOARD)")
  eq(#g, 0)
  g:play({1, 2}, gorules.BLACK)           -- the constants stay colours
  eq(g:at(1, 2), "black"); eq(#g, 1)
end)

test("a refused clock says why", function()
  eq(message(gorules.Clock, {system = "byoyomi", main_ms = 1000,
                             period_ms = 5000, periods = 3}),
     "gorules: the reserved periods must fit in the basic time "
     .. "(main_ms >= periods * period_ms) (EINVAL)")
  eq(message(gorules.Clock, {system = "absolute", main_ms = -1}),
     "gorules: main_ms -1: clock times and counts must not be negative (EINVAL)")
end)

for _, t in ipairs(tests) do
  local ok, err = pcall(t[2])
  if not ok then
    failed = failed + 1
    print("FAIL " .. t[1] .. ": " .. tostring(err))
  end
end
print(string.format("%d tests, %d failed", #tests, failed))
os.exit(failed == 0 and 0 or 1)
