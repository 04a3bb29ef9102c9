-- SPDX-License-Identifier: MIT
-- The Lua surface that matches Python's: points, life marks and judging,
-- score options and ownership tables, SGF files, record info, the SGF
-- tree (read, edit, write), SVG boards, light playouts. Plain asserts with
-- exact values.
-- LUA_CPATH must find the built gorules.so; GORULES_TOP names the source
-- tree (for data/).
local gorules = require "gorules"
local TOP = os.getenv("GORULES_TOP") or "."
local RECORD = TOP .. "/data/gnugo-selfplay-19x19.sgf"

local tests, failed = {}, 0
local function test(name, f) tests[#tests + 1] = { name, f } end

local function raises(text, f, ...)
  local ok, err = pcall(f, ...)
  assert(not ok, "expected an error containing " .. text)
  assert(tostring(err):find(text, 1, true),
         "error '" .. tostring(err) .. "' does not contain " .. text)
  return err
end

local function join(t) return table.concat(t, ",") end

test("points: names, {col, row} and g:at(col, row)", function()
  local g = gorules.Game(9)
  g:play("C7")                          -- col 3, row 3 from the top
  assert(g:at(3, 3) == "black" and g:at({ 3, 3 }) == "black")
  assert(g:at("C7") == "black" and g:at("cc") == "black")
  assert(g:at(1, 1) == "empty")
  assert(g:vertex({ 3, 3 }) == "C7")
  local col, row = g:point("C7")
  assert(col == 3 and row == 3)
  local err = raises('1 is not a vertex: give "D4", "dd" or {col, row}', g.at, g, 1)
  assert(err:find("(EINVAL)", 1, true))
  raises("{10, 1} is not on the 9x9 board", g.at, g, 10, 1)
  -- points read back are names
  assert(g:history()[1].vertex == "C7" and join(g:legal_moves()):sub(1, 6) == "A9,B9,")
end)

test("life marks", function()
  local g = gorules.Game(5)
  for y = 1, 5 do g:play("C" .. y, "black") end
  g:play("A3", "white"); g:play("A4", "white")
  g:mark("A3")
  assert(g:life("A4") == "dead" and g:life("C1") == "alive")
  assert(join(g:marked()) == "A4,A3")
  assert(join(g:marked("seki")) == "")
  g:clear_marks()
  assert(join(g:marked()) == "")
  g:mark({ "A3", "C1" }, "seki")           -- a list: every group
  assert(join(g:marked("seki")) == "C5,A4,C4,A3,C3,C2,C1")   -- board order
  raises("not a life mark: undead (alive, dead or seki)", g.mark, g, "A3", "undead")
  raises("(EINVAL)", g.mark, g, "B2")      -- an empty point
  assert(g:life("A3") == "seki")           -- unchanged after the refusal
end)

test("judging dead stones", function()
  -- black owns the right side (C and the area right of it, pass-alive
  -- with two eyes); white's stone at E3 sits in black's area
  local g = gorules.Game(5)
  for y = 1, 5 do g:play("B" .. y, "black") end
  for _, v in ipairs { "D1", "D2", "D4", "D5", "C3", "E2", "E4" } do g:play(v, "black") end
  g:play("A3", "white")
  local j = g:judge()
  assert(j["B1"].life == "alive" and j["B1"].certain and not j["B1"].guess)
  assert(j["A3"].life == "dead" and j["A3"].certain)
  local n = 0
  for _ in pairs(j) do n = n + 1 end
  assert(n == 13)                          -- every stone, nothing else
  assert(g:mark_judged(j) == 1)
  assert(join(g:marked()) == "A3")
  assert(g:mark_judged(j) == 0)            -- newly marked only
  raises("which must be certain, guess or both", g.mark_judged, g, j, "maybe")
  raises("not a judgement (g:judge gives one)", g.mark_judged, g, {})
  g:clear_marks()
  assert(g:mark_dead() == 1 and join(g:marked()) == "A3")
end)

test("estimate: guesses are flagged", function()
  -- a black wall on column B; white A3 alone on the left, D3 on the right
  -- (the playouts find that D3 cannot live against the wall either)
  local g = gorules.Game(5)
  for y = 1, 5 do g:play("B" .. y, "black") end
  g:play("A3", "white"); g:play("D3", "white")
  local j = g:judge { estimate = true }
  assert(j["A3"].life == "dead" and j["A3"].guess and not j["A3"].certain)
  assert(j["D3"].life == "dead" and j["D3"].guess and not j["D3"].certain)
  assert(j["B1"].life == "alive" and j["B1"].guess)
  assert(g:mark_judged(j) == 0)                 -- nothing certain
  assert(g:mark_dead { estimate = true } == 2 and join(g:marked()) == "A3,D3")
end)

test("score options and ownership tables", function()
  local g = gorules.Game(5, "japanese")
  for y = 1, 5 do g:play("C" .. y, "black") end
  g:play("A3", "white")
  g:mark("A3")
  local sc = g:score()
  assert(type(sc.ownership) == "table" and #sc.ownership == 5 and #sc.ownership[1] == 5)
  assert(sc.ownership[1][1] == "black" and sc.ownership[3][3] == "black")
  assert(#sc.map == 25 and math.type(sc.map[1]) == "integer")
  assert(sc.map[11] & gorules.MAP_DEAD ~= 0)       -- A3: y 2, x 0
  assert(sc.map[11] & gorules.MAP_OWNER_MASK == gorules.BLACK)
  assert(join(sc.dead) == "A3")
  -- names and numbers give the same count
  local a = g:score { dead = "marks+certain", territory = "plain" }
  local b = g:score { dead = gorules.DEAD_MARKS | gorules.DEAD_CERTAIN,
                      territory = gorules.TERRITORY_PLAIN }
  assert(a.result == b.result and a.margin == b.margin)
  local c = g:score { dead = { "marks" } }
  assert(c.result == sc.result)
  raises("score option dead: unknown flag bogus (one of certain, estimate, marks)",
         g.score, g, { dead = "marks+bogus" })
  raises("score option territory: unknown flag", g.score, g, { territory = "j1990" })
  -- penalties: one stone against black costs two points of margin
  local p = g:score { penalties = { 1, 0 } }
  assert(p.margin == sc.margin - 2, p.margin .. " " .. sc.margin)
  local rows = g:area_map("scoring")
  assert(rows[1][5] == "black" and #rows == 5)
  local r = g:result()
  assert(r.sgf == sc.result)
end)

test("SGF files and record info", function()
  local g, report = gorules.replay_sgf_file(RECORD)
  assert(report.moves == 295 and report.status == "OK")
  assert(report.info.PB == "GNU Go 3.8 (level 10)" and report.info.RE == "B+37.5")
  local g2 = gorules.load_sgf_file(RECORD)
  assert(g == g2)
  local f = gorules.read_sgf_file(RECORD)
  assert(#f == 1 and f:count() == 1 and f:encoding() == "UTF-8")
  -- the same name, the same thing: read_sgf* give the collection, as in
  -- Python and JavaScript; parse_sgf* are the same calls
  assert(gorules.parse_sgf_file == gorules.read_sgf_file and gorules.parse_sgf == gorules.read_sgf)
  assert(getmetatable(gorules.read_sgf("(;SZ[9])")) == getmetatable(f))
  local info = f:info()
  assert(info.SZ == "19" and info.KM == "7.5" and info.RE == "B+37.5")
  raises("no game 1 in a collection of 1 (games count from 0)", f.info, f, 1)
  raises("cannot open", gorules.load_sgf_file, TOP .. "/data/no-such-file.sgf")
  local gs = f:load { stop_before = 11 }
  assert(gs:move_number() == 10)
  -- SimpleText per FF[4]: a line break in PB reads as a space
  local h = gorules.parse_sgf("(;GM[1]SZ[9]PB[Lee\nSedol]C[line\none])")
  assert(h:info().PB == "Lee Sedol" and h:info().C == "line\none")
  -- the record info survives to_sgf{info = ...}
  local text = g:to_sgf { info = f }
  assert(text:find("PB[GNU Go 3.8 (level 10)]", 1, true))
end)

test("the SGF tree: read", function()
  local f = gorules.parse_sgf("(;GM[1]FF[4]SZ[9]AB[aa:bb]AW[cc]C[hi \\] there]XX[keep]"
    .. "(;B[dd]C[first];W[ee]C[second])(;B[ff]N[var\ntwo]))")
  local r = f:root()
  assert(join(r:properties()) == "GM,FF,SZ,AB,AW,C,XX")
  assert(r:comment() == "hi ] there" and r:get("XX") == "keep" and r:get("ZZ") == nil)
  assert(r:has("AB") and not r:has("B"))
  assert(join(r:values("AB")) == "aa:bb" and join(r:values("C")) == "hi \\] there")
  local st = r:setup_stones()
  assert(join(st.black) == "A9,B9,A8,B8" and join(st.white) == "C7" and #st.empty == 0)
  assert(join(r:points("AB")) == "A9,B9,A8,B8")
  local kids = r:children()
  assert(#kids == 2 and kids[1] == r:child(0) and kids[2] == r:child(1))
  assert(kids[1]:next_sibling() == kids[2] and kids[2]:next_sibling() == nil)
  assert(kids[1]:parent() == r and r:parent() == nil)
  local col, v = kids[2]:move()
  assert(col == "black" and v == "F4")
  assert(kids[2]:get("N") == "var two")             -- SimpleText
  local line = f:main_line()
  assert(#line == 3 and line[3]:comment() == "second")
  col, v = line[3]:move()
  assert(col == "white" and v == "E5")
  assert(r:move() == nil)
  local g = line[3]:game()
  assert(g["D6"] == "black" and g["E5"] == "white" and g["A9"] == "black")
  assert(g:move_number() == 2)
  local gv = kids[2]:game()
  assert(gv["F4"] == "black" and gv["D6"] == "empty")
end)

test("the SGF tree: edit and write", function()
  local f = gorules.parse_sgf("(;GM[1]FF[4]SZ[9]XX[keep](;B[dd]C[a])(;B[ff]))")
  local line = f:main_line()
  local n = line[2]:new_child()
  n:set_move("white", "E5")
  n:set("C", "new ] comment")
  line[2]:set("C", "edited")
  f:root():set("AB", { "aa", "bb" })
  f:root():delete("XX")
  local v = f:root():child(1):new_child()            -- a node under the variation
  v:set_move("black", "pass")
  local text = tostring(f)
  assert(text == "(;GM[1]FF[4]SZ[9]AB[aa][bb]\n(;B[dd]C[edited];W[ee]C[new \\] comment])\n"
    .. "(;B[ff];B[]))\n", text)
  -- read back: nothing lost
  local f2 = gorules.parse_sgf(text)
  assert(tostring(f2) == text)
  assert(f2:main_line()[3]:comment() == "new ] comment")
  raises("not a colour: green", n.set_move, n, "green", "A1")
  -- a new collection built from nothing
  local c = gorules.new_sgf()
  local root = c:add_game()
  root:set("GM", "1"); root:set("SZ", "5")
  local m = root:new_child(); m:set_move("black", "C3")
  assert(tostring(c) == "(;GM[1]SZ[5]\n;B[cc])\n", tostring(c))
  assert(c:root():child(0):game()["C3"] == "black")
end)

test("svg", function()
  local g = gorules.Game(9)
  g:play("E5"); g:play("C3")
  local s = g:svg()
  assert(s:find('<circle class="stone black" data-vertex="E5" cx="132" cy="132"', 1, true))
  assert(s:find('<circle class="stone white" data-vertex="C3" cx="84" cy="180"', 1, true))
  assert(s:find('<circle class="last-move" cx="84" cy="180"', 1, true))
  local t = g:svg { coordinates = false, last_move = false, cell = 20,
                    markup = { E5 = "triangle", A9 = "CR" }, labels = { J1 = "a<b" } }
  assert(t:find('width="180" height="180"', 1, true) and not t:find("<text x", 1, true))
  assert(t:find('class="mark triangle"', 1, true) and t:find('class="mark circle"', 1, true))
  assert(t:find(">a&lt;b</text>", 1, true) and not t:find("last-move", 1, true))
  g:mark("C3")
  local sc = g:score()
  local u = g:svg { ownership = sc }
  local _, terr = u:gsub('class="territory black"', "")
  assert(terr == 80, terr)                       -- every point but E5 itself
  assert(u:find('class="stone white dead"', 1, true))
  local _, rows = g:svg { ownership = sc.ownership }:gsub('class="territory black"', "")
  assert(rows == 80, rows)
  local _, benson = g:svg { ownership = g:area_map() }:gsub('class="territory ', "")
  assert(benson == 0, benson)                    -- nothing is pass-alive yet
  raises("not a mark: star", g.svg, g, { markup = { A1 = "star" } })
  raises("ownership must be a score, its map (81 integers) or rows of owners",
         g.svg, g, { ownership = { 1 } })
  raises("(EINVAL)", g.svg, g, { cell = 2 })
end)

-- Every node, property and value of a tree, in order, as one string.
local function dump(f)
  local out = {}
  local function walk(n, depth)
    local props = {}
    for _, id in ipairs(n:properties()) do
      props[#props + 1] = id .. "[" .. table.concat(n:values(id), "][") .. "]"
    end
    out[#out + 1] = depth .. ";" .. table.concat(props)
    for _, c in ipairs(n:children()) do walk(c, depth .. ">") end
  end
  for i = 0, #f - 1 do walk(f:root(i), "#" .. i) end
  return table.concat(out, "\n")
end

test("the SGF tree round trip over the corpus (read, edit, write, read)", function()
  local corpus = os.getenv("GORULES_CORPUS")
  local dir = corpus and corpus .. "/games/gnugo-regression/games"
  local list = dir and io.popen("find '" .. dir .. "' -name '*.sgf' 2>/dev/null | sort")
  local files = {}
  if list then
    for line in list:lines() do files[#files + 1] = line end
    list:close()
  end
  if #files == 0 then
    print("     (skipped: no corpus at " .. tostring(dir) .. ")")
    return
  end
  local n, nodes = 0, 0
  for _, path in ipairs(files) do
    local ok, f = pcall(gorules.parse_sgf_file, path)
    if ok then
      n = n + 1
      local before = dump(f)
      -- edit: a comment and a variation at the end of the main line
      local line = f:main_line()
      local last = line[#line]
      last:new_child():set("C", "added ] here")
      last:new_child():set("C", "and a variation")
      local f2 = gorules.parse_sgf(tostring(f))
      local after = dump(f2)
      -- nothing lost: the old tree is the start of the new one, plus the
      -- two new nodes under the last node of the main line
      local line2 = f2:main_line()
      local tail = line2[#line + 1]
      assert(tail and tail:comment() == "added ] here", path)
      assert(tail:next_sibling():comment() == "and a variation", path)
      assert(#after > #before, path)
      -- remove the two nodes by rebuilding: compare everything else
      local kept = after:gsub("\n[#%d>]+;C%[added \\%] here%]", "")
                        :gsub("\n[#%d>]+;C%[and a variation%]", "")
      assert(kept == before, path)
      nodes = nodes + #line
    end
  end
  assert(n > 1000, n)
  print(string.format("     (%d corpus records, %d main-line nodes)", n, nodes))
end)

test("light playouts: legal in a game, reproducible, counted", function()
  local start = gorules.Game(9, "koSIMPLEsui0cycleIGNORE")
  local po = gorules.Playout(start)
  local state = 11
  for _ = 1, 10 do
    po:restart()
    local g = gorules.Game(9, "koSIMPLEsui0cycleIGNORE")
    while not po:over() and po:move_count() < 243 do
      assert(po:to_move() == g:to_move())
      local v
      v, state = po:play_random(state)
      g:play(v)                          -- raises if it were illegal
    end
    assert(po:area_difference() == g:area_difference())
    local own, sum = po:ownership(), 0
    assert(#own == 81)
    for k = 1, 81 do
      local b = own:byte(k)
      sum = sum + (b == 1 and 1 or b == 2 and -1 or 0)
    end
    assert(sum == po:area_difference())
  end
  -- Seed 1 on 9x9: the first moves are points 22 and 53 (E7, J4).
  po:restart()
  local v, s = po:play_random(1)
  assert(v == "E7", v)
  v = po:play_random(s)
  assert(v == "J4", v)
  po:restart()
  local a = po:run(1)
  local board, n = po:board_bytes(), po:move_count()
  po:restart()
  assert(po:run(1) == a and po:board_bytes() == board and po:move_count() == n)
  -- Given moves, restart, reset and errors.
  local g = gorules.Game(9)
  g:play("E5")
  po = gorules.Playout(g)
  assert(po:to_move() == "white" and po:at("E5") == "black")
  raises("EOCCUPIED", po.play, po, "E5")
  po:play("D4")
  assert(po:at("D4") == "white" and g:at("D4") == "empty")
  po:restart()
  assert(po:at("D4") == "empty" and po:move_count() == 0)
  raises("EINVAL", po.reset, po, gorules.Game(13))
  raises("ERANGE", po.run, po, 1, -1)
  g:play("pass")
  po:reset(g)
  po:play("pass")
  assert(po:over() and po:ko_point() == nil)
  raises("EGAMEOVER", po.run, po, 1)
end)

for _, t in ipairs(tests) do
  local ok, err = pcall(t[2])
  if ok then
    print("ok   " .. t[1])
  else
    failed = failed + 1
    print("FAIL " .. t[1] .. ": " .. tostring(err))
  end
end
print(string.format("%d tests, %d failed", #tests, failed))
os.exit(failed == 0 and 0 or 1)
