-- SPDX-License-Identifier: MIT
-- The Lua binding under a German locale (decimal comma) and a Turkish one
-- (dotless i), set with os.setlocale as a program embedding Lua may do:
-- komi, rules strings, results and SGF keep '.', keywords match in ASCII.
-- Exits 77 (skipped) only when the locales are not installed
-- (tools/install-deps.sh generates them). LUA_CPATH must find gorules.so.
local gorules = require "gorules"

for _, name in ipairs({ "tr_TR.UTF-8", "de_DE.UTF-8" }) do
  if not os.setlocale(name) then
    print("skipped: the locale " .. name .. " is not installed "
          .. "(tools/install-deps.sh generates it)")
    os.exit(77)
  end
end

local tests, failed = {}, 0
local function test(name, f) tests[#tests + 1] = { name, f } end

local function ends_with(s, tail) return s:sub(-#tail) == tail end

test("the locale is German: Lua's own tostring writes a comma", function()
  assert(os.setlocale(nil, "numeric") == "de_DE.UTF-8")
  assert(tostring(7.5) == "7,5")
end)

test("rules strings and komi", function()
  for _, k in ipairs({ { "7.5", 7.5 }, { "6.5", 6.5 }, { "-0.25", -0.25 },
                       { "0", 0 }, { "1000", 1000 } }) do
    local g = gorules.Game(9, "koPOSITIONALscoreAREAkomi" .. k[1])
    assert(g:komi() == k[2])
    assert(ends_with(g:rules(), "komi" .. k[1]), g:rules())
    local h = gorules.Game(9, g:rules())
    assert(h:komi() == k[2] and h:rules() == g:rules())
  end
  local g = gorules.Game(9, "chinese")
  g:set_komi(6.5)
  assert(g:rules() == "koPOSITIONALscoreAREAtaxNONEsui0whbN"
                      .. "firstBLACKpstones0wlast0freeh1cycleIGNOREkomi6.5")
  local ok, err = pcall(gorules.Game, 9, "koPOSITIONALscoreAREAkomi6,5")
  assert(not ok and tostring(err):find("EPARSE"))
  assert(gorules.unpack(g:pack()):komi() == 6.5)
end)

test("results written and read", function()
  local g = gorules.Game(9, "chinese")
  g:set_komi(6.5)
  g:play("E5")
  local s = g:score()
  assert(s.result == "B+74.5", s.result)
  assert(s.margin == 74.5 and s.white.komi == 6.5)
  g:set_komi(0.25)
  assert(g:score().result == "B+80.75")
  assert(g:result().sgf == "B+80.75")
  for _, c in ipairs({ { "B+7.5", 7.5, 1 }, { "W+0.5", 0.5, 2 },
                       { "W+73.5", 73.5, 2 } }) do
    local r = gorules.result_parse_sgf(c[1])
    assert(r.margin == c[2] and r.winner == c[3] and r.counted == 1)
    assert(gorules.result_sgf(r) == c[1])
  end
end)

if gorules.sgf_parse then
  test("SGF KM read and written", function()
    for _, c in ipairs({ { "(;GM[1]FF[4]SZ[19]KM[6.5])", 6.5 },
                         { "(;GM[1]FF[4]SZ[19]KM[7.5])", 7.5 },
                         { "(;GM[1]FF[4]AP[foxwq]SZ[19]KM[375])", 7.5 },
                         { "(;GM[1]FF[4]SZ[19]KM[6,5])", 6.5 } }) do
      assert(gorules.load_sgf(c[1]):komi() == c[2], c[1])
    end
    local g = gorules.Game(9, "japanese")
    g:set_komi(6.5)
    g:play("E5")
    local text = g:to_sgf()
    assert(text:find("KM[6.5]", 1, true) and not text:find(",", 1, true), text)
    assert(gorules.load_sgf(text):komi() == 6.5)
  end)
end

test("Turkish: keywords match whatever the case", function()
  assert(os.setlocale("tr_TR.UTF-8"))
  for _, name in ipairs({ "CHINESE", "JAPANESE", "kopositionalscoreareakomi7.5",
                          "NEW ZEALAND", "TROMP-TAYLOR" }) do
    local ok, err = pcall(gorules.Game, 9, name)
    assert(ok, name .. ": " .. tostring(err))
  end
  local r = gorules.result_parse_sgf("W+RESIGN")
  assert(r["end"] == gorules.END_RESIGN)
  assert(os.setlocale("de_DE.UTF-8"))
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
print(string.format("%d passed, %d failed", #tests - failed, failed))
os.exit(failed == 0 and 0 or 1, true)
