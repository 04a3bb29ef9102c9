-- SPDX-License-Identifier: MIT
-- Tests of the Lua binding, plain asserts (run by ctest, also under
-- valgrind). LUA_CPATH must find the built gorules.so.
local gorules = require "gorules"

local tests, failed = {}, 0
local function test(name, f) tests[#tests + 1] = { name, f } end

local function raises(pattern, f, ...)
  local ok, err = pcall(f, ...)
  assert(not ok, "expected an error matching " .. pattern)
  assert(tostring(err):find(pattern),
         "error '" .. tostring(err) .. "' does not match " .. pattern)
  return err
end

test("module", function()
  assert(type(gorules) == "table" and _G.gorules == nil)
  assert(gorules.version_string() == "1.2.0")
  assert(table.concat(gorules.PRESETS, " ") == "chinese japanese korean aga "
    .. "new-zealand tromp-taylor ing prediction chinese-ogs stone-scoring bga french")
  assert(gorules.game_is_legal(gorules.game_new(9, 9, nil), gorules.BLACK, 0) == 1)
  assert(gorules.BLACK == 1 and gorules.WHITE == 2 and gorules.PASS == -1)
  assert(math.type(gorules.game_history_length(gorules.game_new(9, 9, nil))) == "integer")
end)

test("play, index, tostring", function()
  local g = gorules.Game(9, "japanese")
  assert(g:to_move() == "black")
  g:play("E5")
  g:play({3, 7})                               -- C3: col 3, row 7 from the top
  assert(g["E5"] == "black" and g["e5"] == "black" and g:at("E5") == "black")
  assert(g["C3"] == "white" and g[{3, 7}] == "white" and g["cg"] == "white")
  assert(g["A9"] == "empty")
  assert(g:vertex({3, 7}) == "C3")
  local col, row = g:point("C3")
  assert(col == 3 and row == 7)
  local text = tostring(g)
  assert(text:find(" 5 . . . . X . . . . 5", 1, true))
  assert(text:find(" 3 . . O . . . + . . 3", 1, true))
  assert(#g == 2 and g:move_number() == 2)
  assert(g:width() == 9 and select(2, g:size()) == 9)
end)

test("rectangular boards and sizes", function()
  local g = gorules.Game({19, 13})
  assert(g:width() == 19 and g:height() == 13)
  raises("ESIZE", gorules.Game, 0)
  raises("ESIZE", gorules.Game, 53)
  raises("ESIZE", gorules.Game, 9.5)
end)

test("illegal moves raise with clear messages", function()
  local g = gorules.Game(9)
  g:play("E5")
  local before = g:pack()
  local err = raises("white E5: point is occupied %(EOCCUPIED%)", g.play, g, "E5")
  assert(err:find("^gorules: "), err)
  -- raised at the caller's line
  local ok, e = pcall(function() g:play("E5") end)
  assert(not ok and e:find("test_gorules.lua:%d+: gorules:"), e)
  raises("EOFFBOARD", g.play, g, "K10")
  raises("EOFFBOARD", g.play, g, {10, 1})
  raises("EPARSE", g.play, g, "Z")
  raises("not a vertex", g.play, g, 3.5)
  raises("not a colour", g.play, g, "D4", "purple")
  assert(g:pack() == before)
  local r, msg, status = g:try_play("E5")
  assert(r == nil and status == "EOCCUPIED" and msg:find("point is occupied"))
  assert(g:try_play("D4") == true)
end)

test("legality", function()
  local g = gorules.Game(5)
  g:play("B5", "black")
  g:play("A4", "black")
  assert(not g:is_legal("A5", "white"))
  assert(g:legal_reason("A5", "white") == "ESUICIDE")
  assert(g:is_legal("A5", "black") and g:legal_reason("A5", "b") == "OK")
  assert(g:legal_reason("B5") == "EOCCUPIED")
  assert(g:legal_reason("Z9") == "EOFFBOARD" and not g:is_legal("Z9"))
  assert(#g:legal_moves() == 23 - 1)           -- A5 is suicide for White
end)

test("ko", function()
  local g = gorules.Game(4, "koSIMPLEscoreAREAsui0")
  g:setup { black = { "B4", "A3", "B2" }, white = { "C4", "D3", "C2", "B3" } }
  g:play("C3", "black")
  local b, w = g:captures()
  assert(b == 1 and w == 0)
  assert(g:ko_point() == "B3")
  assert(g:legal_reason("B3", "white") == "EKO")
  raises("EKO", g.play, g, "B3", "white")
end)

test("undo, redo, go_to, history", function()
  local g = gorules.Game(9)
  assert(g:play_many { "E5", "C3", "G7" } == 3)
  g:undo()
  assert(g["G7"] == "empty")
  g:redo()
  assert(g["G7"] == "black")
  g:go_to(0)
  assert(#g == 0 and g:hash() == 0)
  raises("ENOMOVE", g.undo, g)
  g:go_to(3)
  local h = g:history()
  assert(#h == 3 and h[2].vertex == "C3" and h[2].color == "white" and h[2].kind == "play")
  g:pass()
  assert(g:history()[4].kind == "pass")
  g:pass()
  assert(g:is_over() and g:end_reason() == "passes")
  raises("EGAMEOVER", g.play, g, "A1")
end)

test("play_many stops at the first illegal move", function()
  local g = gorules.Game(9)
  raises("move 3: black D4: point is occupied", g.play_many, g, { "D4", "E5", "D4", "F6" })
  assert(#g == 2)
  assert(g:play_many { { "W", "F6" }, { "B", { 1, 1 } }, "pass" } == 3)
  assert(g["F6"] == "white" and g["A9"] == "black")
end)

test("groups", function()
  local g = gorules.Game(9)
  g:setup { black = { "A1", "B1", "E5" }, white = { "A2" } }
  local seen = {}
  for gr in g:groups() do seen[#seen + 1] = gr.color .. ":" .. table.concat(gr.stones, ",") end
  assert(table.concat(seen, " ") == "black:E5 white:A2 black:A1,B1", table.concat(seen, " "))
  local gr = g:group("A1")
  assert(#gr.liberties == 2 and g:liberties("B1") == 2)
  assert(g:group("D4") == nil)
  assert(g:board()[9][1] == "black")
end)

test("rules and komi", function()
  local g = gorules.Game(9, "japanese")
  assert(g:komi() == 6.5)
  g:set_komi(0.5)
  assert(g:komi() == 0.5 and g:rules():find("komi0.5"))
  g:set_rules("koPOSITIONALscoreAREAsui1")
  assert(g:rules():find("^koPOSITIONALscoreAREA"))
  raises("EPARSE", g.set_rules, g, "no such rules")
  raises("EINVAL", g.set_komi, g, 0.3)
end)

test("copy, pack, equality", function()
  local g = gorules.Game({13, 11}, "aga")
  g:setup { black = { "C3", "K9" } }
  g:play_many { "D4", "E5", "pass", "F6" }
  g:set_to_move("white")
  g:play("G7")
  g:undo()
  local c, u = g:copy(), gorules.unpack(g:pack())
  assert(c == g and u == g and tostring(u) == tostring(g) and u:hash() == g:hash())
  c:play("A1")
  assert(c ~= g)
  raises("EPARSE", gorules.unpack, "not a game")
end)

test("resign and winner", function()
  local g = gorules.Game(9)
  g:resign()
  assert(g:is_over() and g:winner() == "white" and g:end_reason() == "resign")
end)

test("misspelt methods stay nil", function()
  local g = gorules.Game(9)
  assert(g.no_such_method == nil)
  raises("attempt to call a nil value", function() g:no_such_method() end)
end)

if gorules.game_score then
  test("score and result", function()
    local g = gorules.Game(9)
    g:play_many { "E5", "C3", "pass", "pass" }
    local s = g:score()
    assert(s.result == "W+7.5" and s.chinese == "白胜3又3/4子", s.result)
    assert(s.winner == "white" and s.margin == -7.5 and s.black.stones == 1)
    assert(#s.ownership == 9 and s.ownership[5][5] == "black")
    assert(#s.map == 81 and s.map[41] & 3 == gorules.BLACK)
    local r = g:result()
    assert(r.sgf == "W+7.5" and r["end"] == "passes" and r.outcome == "win")
    assert(s.finished == true)
    g:undo()                                -- one pass: not ended
    assert(g:score().finished == false and g:score().result == "W+7.5")
    g:pass()
    local h = gorules.Game(19)
    h:place_handicap(2)
    assert(h:handicap() == 2 and h:to_move() == "white")
    local q = gorules.Game(9)
    q:resign("black")
    assert(q:result().sgf == "W+R" and q:result().chinese == "白中盘胜")
  end)
end

if gorules.sgf_parse then
  test("sgf", function()
    local g = gorules.Game(9, "japanese")
    g:play_many { "E5", "C3", "D4", "pass" }
    local h = gorules.load_sgf(g:to_sgf())
    assert(h:hash() == g:hash() and h:move_number() == 4 and h:komi() == 6.5)
    local bad = "(;SZ[9];B[ee];W[ee];B[dd])"
    raises("move 2, W E5: point is occupied.*%(EOCCUPIED%)", gorules.load_sgf, bad)
    local t, report = gorules.replay_sgf(bad, { tolerant = true })
    assert(#report.errors == 1 and report.status == "EOCCUPIED" and t:move_number() == 2)
    raises("line 1, column %d+: .*%(EPARSE%)", gorules.load_sgf, "(;B[ee")
  end)
end

test("random playouts are legal and reproducible", function()
  local g, h = gorules.Game(9), gorules.Game(9)
  local state, moves = 77, {}
  while not g:is_over() do
    local legal = {}
    for _, v in ipairs(g:legal_moves()) do legal[v] = true end
    local v
    v, state = g:play_random(state)
    assert(v == "pass" or legal[v], v)
    moves[#moves + 1] = v
    h:play(v)
  end
  assert(g:hash() == h:hash() and g:end_reason() == "passes")
  g:clear()
  state = 77
  for k = 1, #moves do
    local v
    v, state = g:play_random(state)
    assert(v == moves[k])
  end
  raises("EGAMEOVER", g.play_random, g, 1)
  assert(g:memory() > 0)
  local a = gorules.Game(5)
  a:setup { black = { "B5", "A4", "B4", "B3", "A2", "B2", "C2", "C1" },
            white = { "D5", "D4", "E4", "D3", "D2", "D1" } }
  assert(a:area_difference() == 2)   -- Black 8 + 4, White 6 + 4
end)

if gorules.TERRITORY_J1989 then
  test("territory under the 1989 rules reads seki from the shape", function()
    -- the seki of tests/score/test_scoring.c test_j1989_seki
    local g = gorules.Game({ 7, 2 }, "japanese")
    g:setup { black = { "A2", "C2", "A1", "B1", "C1" },
              white = { "E2", "G2", "E1", "F1", "G1" } }
    local s = g:score { territory = gorules.TERRITORY_PLAIN }
    assert(s.black.territory == 1 and s.white.territory == 1 and s.dame == 2)
    -- the japanese preset counts as J1989 by default (art. 8)
    s = g:score()
    assert(s.black.seki_eyes == 1 and s.white.seki_eyes == 1)
    s = g:score { territory = gorules.TERRITORY_J1989 }
    assert(s.black.territory == 0 and s.white.territory == 0)
    assert(s.black.seki_eyes == 1 and s.white.seki_eyes == 1 and s.dame == 2)
    assert(g:result({ territory = gorules.TERRITORY_J1989 }).sgf == "W+6.5")
  end)
end

if gorules.Clock then
  test("clock: byo-yomi call-outs, time out, names as in C", function()
    local c = gorules.Clock { system = "byoyomi", main_ms = 180000,
      period_ms = 60000, periods = 2 }
    assert(c:state("black").main_ms == 60000)
    c:start("black", 0)
    assert(c:running() == "black")
    assert(c:press("black", 120000) == false)
    local texts = {}
    for _, e in ipairs(c:events()) do texts[#texts + 1] = gorules.clock_text(e) end
    assert(table.concat(texts, "|") == "基本时限用完|30秒|40秒|50秒|55秒|58秒|1分，还剩1分")
    c:press("white", 121000)
    assert(c:advance(181000) == 14)
    local evs = c:events()
    assert(evs[#evs].kind_name == "timeout" and evs[#evs].at_ms == 181000)
    assert(gorules.clock_text(evs[#evs], "en") == "time out")
    assert(c:loser() == "black")
    local g = gorules.Game(9)
    assert(c:end_game(g) == true and g:result().sgf == "W+T")
    local ok, msg = pcall(c.press, c, "black", 200000)
    assert(not ok and msg:find("EGAMEOVER"))
    ok, msg = pcall(gorules.Clock, { system = "byoyomi", main_ms = 1, period_ms = 60000, periods = 3 })
    assert(not ok and msg:find("EINVAL"))
  end)
  test("clock: blocks, late arrival, SGF times", function()
    local c = gorules.Clock { system = "canadian", main_ms = 0, period_ms = 300000,
      period_moves = 2, late_limit_ms = 900000 }
    assert(c:late("white", 900001) == true)
    assert(c:events()[1].kind_name == "late_forfeit")
    local d = gorules.Clock { system = "moves", main_ms = 0, period_ms = 600000, period_moves = 2 }
    d:start("white", 0)
    d:press("white", 100000); d:press("black", 100000); d:press("white", 200000)
    local st = d:state("white")
    assert(st.period_ms == 1000000 and st.moves == 2 and st.overtime == true)
    assert(#d:record() == 3 and d:record()[2].color == "black")
    if gorules.read_sgf_clock then
      local t = "(;FF[4]GM[1]SZ[9]TM[60]OT[25/300 Canadian];B[ee]BL[45.5];W[cc]WL[50]OW[3])"
      local k = gorules.read_sgf_clock(t)
      assert(k:state("white").moves == 3 and k:state("black").main_ms == 45500)
      assert(gorules.load_sgf(t):to_sgf(k):find(";W[cc]WL[50]OW[3]", 1, true))
    end
  end)
end

if gorules.game_ownership_estimate then
  test("ownership estimate", function()
    -- Black's wall on the fifth line, White's on the seventh (9x9): the
    -- figures of tests/score/test_ownership.c for seed 0, 64 playouts.
    local function walls()
      local g, b, w = gorules.Game(9), {}, {}
      for c = 1, 9 do b[c], w[c] = { c, 5 }, { c, 3 } end
      g:setup { black = b, white = w }
      return g
    end
    local g = walls()
    local hash, n = g:situation_hash(), gorules.game_history_length(g._g)
    local e = g:ownership_estimate()
    assert(e.playouts == 64 and e.playouts == gorules.OWNERSHIP_PLAYOUTS)
    assert(e.black_owned == 50 and e.white_owned == 31 and e.owned_margin == 11.5)
    assert(e.black_area == 44.703125 and e.white_area == 36.296875 and e.komi == 7.5)
    assert(e.margin == 0.90625 and e.black_wins == 0.703125 and e.certain == 0)
    assert(#e.values == 81 and #e.rows == 9 and e.values[37] == 91)
    assert(table.concat(e.rows[4], " ") == "3 -3 -6 9 -19 -6 3 13 9")
    -- The same seed, the same answer; another seed, other playouts.
    local a, b = g:ownership_estimate { playouts = 20, seed = 7 },
                 g:ownership_estimate { playouts = 20, seed = 7 }
    assert(table.concat(a.values, ",") == table.concat(b.values, ","))
    local c = g:ownership_estimate { playouts = 20, seed = 8 }
    assert(table.concat(a.values, ",") ~= table.concat(c.values, ","))
    -- Bad input raises and leaves the game as it was.
    raises("ERANGE", g.ownership_estimate, g, { playouts = -1 })
    raises("ERANGE", g.ownership_estimate, g, { playouts = 100001 })
    raises("EINVAL", g.ownership_estimate, g, { seed = 1.5 })
    raises("EINVAL", g.ownership_estimate, g, 5)
    assert(g:situation_hash() == hash and gorules.game_history_length(g._g) == n)
    -- Pass-alive areas are certain: +-100 exactly.
    local p = gorules.Game { 7, 5 }
    local rows, bl, wh = { ".x.xo.o", "xxxxooo", ".x.xo.o", "xxxxooo", ".x.xo.o" }, {}, {}
    for r, line in ipairs(rows) do
      for col = 1, 7 do
        local ch = line:sub(col, col)
        if ch == "x" then bl[#bl + 1] = { col, r } elseif ch == "o" then wh[#wh + 1] = { col, r } end
      end
    end
    p:setup { black = bl, white = wh }
    local q = p:ownership_estimate { playouts = 16, seed = 2 }
    assert(q.certain == 35 and q.margin == -2.5 and q.black_area == 20)
    assert(table.concat(q.rows[5], " ") == "100 100 100 100 -100 -100 -100")
  end)
end

test("many games are collected", function()
  for _ = 1, 2000 do
    local g = gorules.Game(19)
    g:play_many { "D4", "Q16" }
    local _ = g:pack() .. tostring(g)
    pcall(g.play, g, "D4")
  end
  collectgarbage()
end)

if gorules.referee_new then
  test("referee", function()
    local ref = gorules.Referee(5)
    assert(ref:play("black", "E5") == "none")
    assert(ref:play("white", "E5") == "forbidden")
    local d = ref:decisions()[1]
    assert(d.kind == "forbidden" and d.color == "white" and d.point == "E5"
      and d.warnings == 0, d.kind)
    assert(d.text:find("^White played on an occupied point"))
    assert(ref:game():to_move() == "black")
    ref:play("black", "D4")
    assert(ref:play("black", "C3") == "twice")
    assert(ref:warnings("black") == 1 and ref:game():at("C3") == "empty")
    local text = ref:to_sgf()
    assert(text:find("GD[twice B cc 1 -1 0]", 1, true), text)
    local again = gorules.read_sgf_referee(text)
    assert(#again:decisions() == 2 and again:steps() == ref:steps())
    ref:undo()
    assert(ref:warnings("black") == 0)
    ref:warn("white")
    ref:warn("white")
    assert(ref:phase() == "over")
    local r = ref:result()
    assert(r.sgf == "B+F" and r.winner == "black", r.sgf)
    raises("game is over", ref.warn, ref, "black")
  end)

  test("referee: the reformed ruleset, example 4", function()
    local ref = gorules.Referee(7, "prediction", "reformed")
    assert(ref:nigiri(7, 1) == true and ref:opening_player() == 0)
    for _, v in ipairs { "D7", "C7", "D6", "C6" } do ref:play(ref:game():to_move(), v) end
    assert(ref:phase() == "prediction" and ref:prediction() == nil)
    ref:predict(0, 7)
    ref:predict(1, 6)
    assert(ref:prediction().threshold == 6.5 and ref:player_color(0) == "white")
    for _, v in ipairs { "D5", "C5", "D4", "C4", "D3", "C3", "D2", "C2", "D1", "C1" } do
      assert(ref:play(ref:game():to_move(), v) == "none")
    end
    ref:propose_end("white")
    ref:agree_end("black")
    ref:start_count()
    local r = ref:result(gorules.CN_DECIMAL)
    assert(r.chinese == "白0.5子胜" and r.sgf == "W+0.5", r.chinese)
  end)
end

for _, t in ipairs(tests) do
  local ok, err = pcall(t[2])
  if not ok then
    failed = failed + 1
    print("FAIL " .. t[1] .. ": " .. tostring(err))
  end
end
print(string.format("%d passed, %d failed", #tests - failed, failed))
os.exit(failed == 0 and 0 or 1, true)   -- true: close the state, free everything
