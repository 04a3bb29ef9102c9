/* SPDX-License-Identifier: MIT */
/*
 * test_scoring.c - area, territory and stone counting: the worked examples
 * of RULES.md sections 3 and 4 (004 and 003) on real positions, komi,
 * handicap compensation, AGA pass stones, group tax, seki, penalties, the
 * ownership map; Fuego's scoring_static.tst; Japanese 1989 territory
 * (goscorer's published maps are in test_goscorer.c).
 */
#include "scoretest.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void score_game(const gor_game *g, const gor_score_options *o,
                       gor_score *s)
{
    gor_score_init(s);
    assert_int_equal(gor_game_score(g, o, s, NULL, 0), GOR_OK);
}

/* A 19x19 position whose area is split at column 9: Black owns columns
 * 0-8 and rows 0..black_col9-1 of column 9, White the rest. Black's
 * territory is the rectangle of columns 0-3, rows 0..btrows-1; White's is
 * columns 15-18, rows 0..wtrows-1, plus (14,0) when wextra. Everything
 * else in an area is that colour's stones. */
static gor_game *split_position(const char *rules, int black_col9, int btrows,
                                int wtrows, int wextra)
{
    gor_game *g = NULL;
    gor_rules *r = NULL;
    gor_point bp[361], wp[361];
    size_t nb = 0, nw = 0;
    assert_int_equal(gor_rules_new(&r, rules), GOR_OK);
    assert_int_equal(gor_game_new(&g, 19, 19, r), GOR_OK);
    gor_rules_free(r);
    for (int y = 0; y < 19; y++) {
        for (int x = 0; x < 19; x++) {
            int black = x < 9 || (x == 9 && y < black_col9);
            gor_point p = gor_point_at(19, 19, x, y);
            if (black) {
                if (!(x <= 3 && y < btrows))
                    bp[nb++] = p;
            } else {
                int terr = (x >= 15 && y < wtrows) ||
                           (wextra && x == 14 && y == 0);
                if (!terr)
                    wp[nw++] = p;
            }
        }
    }
    assert_int_equal(gor_game_setup(g, GOR_BLACK, bp, nb), GOR_OK);
    assert_int_equal(gor_game_setup(g, GOR_WHITE, wp, nw), GOR_OK);
    return g;
}

/* RULES.md section 4 / 004: Black 140 stones + 44 territory = 184, White
 * 140 + 37 = 177, prisoners filled back (none left over). */
static gor_game *example_004(const char *rules)
{
    gor_game *g = split_position(rules, 13, 11, 9, 1);
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 140);
    assert_int_equal(gor_game_stone_count(g, GOR_WHITE), 140);
    return g;
}

static void result_texts(const gor_score *s, char *sgf, char *cn,
                         char *cn_black)
{
    gor_result r = GOR_RESULT_INIT;
    assert_int_equal(gor_result_from_score(s, GOR_END_PASSES, &r), GOR_OK);
    assert_true(gor_result_to_sgf(&r, sgf, 32) > 0);
    assert_true(gor_result_to_chinese(&r, 0, cn, 64) > 0);
    assert_true(gor_result_to_chinese(&r, GOR_CN_BLACK_VIEW, cn_black, 64) >
                0);
}

static void test_004_no_komi(void **state)
{
    (void)state;
    gor_score s;
    char sgf[32], cn[64], cnb[64];
    /* Area. */
    gor_game *g = example_004("chinese");
    st_set_komi(g, 0);
    score_game(g, NULL, &s);
    assert_int_equal(s.scoring, GOR_SCORING_AREA);
    assert_int_equal(s.black.stones, 140);
    assert_int_equal(s.black.territory, 44);
    assert_int_equal(s.white.stones, 140);
    assert_int_equal(s.white.territory, 37);
    assert_int_equal(s.dame, 0);
    assert_true(s.black_count == 184.0);
    assert_true(s.base == 180.5);
    assert_true(s.black.total == 184.0);
    assert_true(s.white.total == 177.0);
    assert_true(s.margin == 7.0);
    assert_true(s.margin_stones == 3.5); /* 184 - 180.5 */
    assert_true(s.black_needs == 180.5);
    assert_int_equal(s.winner, GOR_BLACK);
    result_texts(&s, sgf, cn, cnb);
    assert_string_equal(sgf, "B+7");
    assert_string_equal(cn, "黑胜3又1/2子");
    gor_game_free(g);
    /* Territory: 44 - 37 = 7 points. */
    g = example_004("japanese");
    st_set_komi(g, 0);
    score_game(g, NULL, &s);
    assert_int_equal(s.scoring, GOR_SCORING_TERRITORY);
    assert_true(s.black.total == 44.0);
    assert_true(s.white.total == 37.0);
    assert_true(s.margin == 7.0);
    result_texts(&s, sgf, cn, cnb);
    assert_string_equal(sgf, "B+7");
    assert_string_equal(cn, "黑胜7目");
    gor_game_free(g);
}

static void test_004_komi_3_25(void **state)
{
    (void)state;
    gor_score s;
    char sgf[32], cn[64], cnb[64];
    /* 3.25 stones = 6.5 points: area B+1/4 stone. */
    gor_game *g = example_004("chinese");
    st_set_komi(g, 6.5);
    score_game(g, NULL, &s);
    assert_true(s.white.komi == 6.5);
    assert_true(s.margin == 0.5);
    assert_true(s.margin_stones == 0.25); /* 184 - 3.25 - 180.5 */
    assert_true(s.black_needs == 183.75);
    result_texts(&s, sgf, cn, cnb);
    assert_string_equal(sgf, "B+0.5");
    assert_string_equal(cn, "黑胜1/4子");
    assert_string_equal(cnb, "黑胜1/4子");
    gor_game_free(g);
    /* Territory: 44 - 6.5 = 37.5 against 37: B+1/2 point. */
    g = example_004("japanese");
    st_set_komi(g, 6.5);
    score_game(g, NULL, &s);
    assert_true(s.margin == 0.5);
    result_texts(&s, sgf, cn, cnb);
    assert_string_equal(sgf, "B+0.5");
    assert_string_equal(cn, "黑胜半目");
    gor_game_free(g);
}

static void test_004_komi_3_75(void **state)
{
    (void)state;
    gor_score s;
    char sgf[32], cn[64], cnb[64];
    /* 3.75 stones = 7.5 points: W+1/4 stone. */
    gor_game *g = example_004("chinese");
    st_set_komi(g, 7.5);
    score_game(g, NULL, &s);
    assert_true(s.margin == -0.5);
    assert_true(s.margin_stones == -0.25);
    assert_true(s.black_needs == 184.25);
    assert_int_equal(s.winner, GOR_WHITE);
    result_texts(&s, sgf, cn, cnb);
    assert_string_equal(sgf, "W+0.5");
    assert_string_equal(cn, "白胜1/4子");
    assert_string_equal(cnb, "黑负1/4子");
    gor_game_free(g);
    g = example_004("japanese");
    st_set_komi(g, 7.5);
    score_game(g, NULL, &s);
    assert_true(s.margin == -0.5);
    result_texts(&s, sgf, cn, cnb);
    assert_string_equal(sgf, "W+0.5");
    assert_string_equal(cn, "白胜半目");
    gor_game_free(g);
}

/* RULES.md section 4: Black 185 -> 黑胜3/4子 (B+1.5); 184 -> 黑负1/4子
 * (W+0.5); 184.5 -> 黑胜1/4子 (B+0.5), with the Chinese komi 7.5. */
static void test_chinese_counts(void **state)
{
    (void)state;
    gor_score s;
    char sgf[32], cn[64], cnb[64];
    /* 185: Black owns 13 + 1 points of column 9 (185 = 171 + 14). */
    gor_game *g = split_position("chinese", 14, 11, 9, 1);
    score_game(g, NULL, &s);
    assert_true(s.black_count == 185.0);
    assert_true(s.margin == 1.5);
    result_texts(&s, sgf, cn, cnb);
    assert_string_equal(sgf, "B+1.5");
    assert_string_equal(cn, "黑胜3/4子");
    gor_game_free(g);
    /* 184. */
    g = split_position("chinese", 13, 11, 9, 1);
    score_game(g, NULL, &s);
    assert_true(s.black_count == 184.0);
    result_texts(&s, sgf, cn, cnb);
    assert_string_equal(sgf, "W+0.5");
    assert_string_equal(cnb, "黑负1/4子");
    assert_string_equal(cn, "白胜1/4子");
    gor_game_free(g);
    /* 184.5: one dame point on the border, shared half and half. Black
     * owns 184 points of column 0-9 and one point is dame: take the 185
     * split and empty the black stone at (9,13)'s neighbour... simpler: a
     * dame between the two sides at (9,13). */
    g = split_position("chinese", 14, 11, 9, 1);
    {
        gor_point p = gor_point_at(19, 19, 9, 13);
        assert_int_equal(gor_game_setup(g, GOR_EMPTY, &p, 1), GOR_OK);
    }
    score_game(g, NULL, &s);
    assert_int_equal(s.dame, 1);
    assert_true(s.black.dame_share == 0.5);
    assert_true(s.white.dame_share == 0.5);
    assert_true(s.black_count == 184.5);
    result_texts(&s, sgf, cn, cnb);
    assert_string_equal(sgf, "B+0.5");
    assert_string_equal(cn, "黑胜1/4子");
    gor_game_free(g);
}

/* 003: with 3 handicap stones Black gives back 1.5 stones: Black 182
 * against White 179 is a draw; Black needs more than 182. */
static void test_003_handicap_draw(void **state)
{
    (void)state;
    gor_score s;
    char sgf[32], cn[64], cnb[64];
    gor_game *g = split_position("chinese", 11, 11, 9, 1);
    st_set_komi(g, 0);
    assert_int_equal(gor_game_set_handicap(g, 3), GOR_OK);
    score_game(g, NULL, &s);
    assert_true(s.black_count == 182.0);
    assert_true(s.white.stones + s.white.territory == 179);
    assert_int_equal(s.handicap, 3);
    assert_true(s.white.handicap_bonus == 3.0);
    assert_true(s.black_needs == 182.0);
    assert_true(s.margin == 0.0);
    assert_int_equal(s.winner, GOR_EMPTY);
    result_texts(&s, sgf, cn, cnb);
    assert_string_equal(sgf, "0");
    assert_string_equal(cn, "和");
    /* The same count under AGA compensation (H - 1 = 2 points): B+1. */
    st_set_rules(g, "koPOSITIONALscoreAREAwhbN-1komi0");
    score_game(g, NULL, &s);
    assert_true(s.white.handicap_bonus == 2.0);
    assert_true(s.margin == 1.0);
    /* And none (Japanese-style compensation 0): B+3. */
    st_set_rules(g, "koPOSITIONALscoreAREAwhb0komi0");
    score_game(g, NULL, &s);
    assert_true(s.white.handicap_bonus == 0.0);
    assert_true(s.margin == 3.0);
    gor_game_free(g);
}

/* 让先: handicap 1, no komi, no compensation: Black 181 wins by half a
 * stone (003). */
static void test_rangxian(void **state)
{
    (void)state;
    gor_score s;
    char sgf[32], cn[64], cnb[64];
    gor_game *g = split_position("chinese", 10, 11, 9, 1);
    st_set_komi(g, 0);
    assert_int_equal(gor_game_set_handicap(g, 1), GOR_OK);
    score_game(g, NULL, &s);
    assert_true(s.black_count == 181.0);
    assert_true(s.white.handicap_bonus == 0.0);
    assert_true(s.margin == 1.0); /* 181 - 180 */
    assert_true(s.margin_stones == 0.5);
    result_texts(&s, sgf, cn, cnb);
    assert_string_equal(sgf, "B+1");
    assert_string_equal(cn, "黑胜1/2子");
    gor_game_free(g);
}

static void test_draw_possible(void **state)
{
    (void)state;
    gor_rules *r = NULL;
    assert_int_equal(gor_rules_new(&r, "chinese"), GOR_OK);
    assert_false(gor_rules_draw_possible(r, 0)); /* 7.5 */
    assert_int_equal(gor_rules_set_komi(r, 7), GOR_OK);
    assert_true(gor_rules_draw_possible(r, 0));
    assert_int_equal(gor_rules_set_komi(r, 7.25), GOR_OK);
    assert_false(gor_rules_draw_possible(r, 0));
    assert_int_equal(gor_rules_set_komi(r, 0), GOR_OK);
    assert_true(gor_rules_draw_possible(r, 3)); /* H = 3 */
    assert_true(gor_rules_draw_possible(r, 1));
    gor_rules_free(r);
    assert_int_equal(gor_rules_new(&r, "aga"), GOR_OK);
    assert_int_equal(gor_rules_set_komi(r, 0.5), GOR_OK);
    assert_false(gor_rules_draw_possible(r, 4));
    assert_true(gor_handicap_bonus(r, 4) == 3.0);
    assert_true(gor_handicap_bonus(r, 1) == 0.0);
    gor_rules_free(r);
    assert_int_equal(gor_rules_new(&r, "prediction"), GOR_OK);
    assert_true(gor_rules_draw_possible(r, 0)); /* komi 0: draws allowed */
    gor_rules_free(r);
    assert_int_equal(gor_rules_new(&r, "japanese"), GOR_OK);
    assert_false(gor_rules_draw_possible(r, 0));
    assert_true(gor_handicap_bonus(r, 9) == 0.0);
    gor_rules_free(r);
    assert_false(gor_rules_draw_possible(NULL, 0));
}

/* A small real game: captures, a dead stone, dame. */
static gor_game *small_game(const char *rules)
{
    /* 5x5: Black wall on B, White wall on D, a black invader at E3 that
     * White captures, dame on C filled, then passes. */
    static const char *const moves[] = {
        "B B1", "W D1", "B B2", "W D2", "B B3", "W D3", "B B4",
        "W D4", "B B5", "W D5", "B E3", "W E4", "B C3", "W E2",
        "B C4", "W C2", "B C5", "W C1",
    };
    gor_rules *r = NULL;
    gor_game *g = NULL;
    assert_int_equal(gor_rules_new(&r, rules), GOR_OK);
    assert_int_equal(gor_game_new(&g, 5, 5, r), GOR_OK);
    gor_rules_free(r);
    st_play(g, moves, sizeof moves / sizeof *moves);
    return g;
}

static void test_area_equals_territory_with_pass_stones(void **state)
{
    (void)state;
    gor_score a, t;
    /* AGA: area counting; White passes last so both counts agree. */
    gor_game *g = small_game("aga");
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 1);
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_end_reason(g), GOR_END_PASSES);
    score_game(g, NULL, &a);
    assert_int_equal(a.scoring, GOR_SCORING_AREA);
    assert_int_equal(a.black.stones, 8);
    assert_int_equal(a.white.stones, 9);
    assert_int_equal(a.black.territory, 5);
    assert_int_equal(a.white.territory, 3);
    /* Pass stones are reported, but area counting does not add them. */
    assert_int_equal(a.black.pass_stones, 1);
    assert_int_equal(a.white.pass_stones, 1);
    assert_true(a.margin == 13 - 12 - 7.5);
    st_set_rules(g, "aga");
    {
        gor_rules *r = NULL;
        assert_int_equal(gor_rules_copy(&r, gor_game_rules(g)), GOR_OK);
        assert_int_equal(gor_rules_set_scoring(r, GOR_SCORING_TERRITORY),
                         GOR_OK);
        assert_int_equal(gor_game_set_rules(g, r), GOR_OK);
        gor_rules_free(r);
    }
    score_game(g, NULL, &t);
    assert_int_equal(t.scoring, GOR_SCORING_TERRITORY);
    assert_int_equal(t.white.captures, 1);
    /* Black: 5 + 0 + 1 pass stone; White: 3 + 1 capture + 1 pass stone. */
    assert_true(t.black.total == 6.0);
    assert_true(t.white.total == 5.0 + 7.5);
    assert_true(t.margin == a.margin);
    gor_game_free(g);

    /* Pass stones under a territory ruleset of its own: each side holds
     * one pass stone, so they cancel. */
    g = small_game("koSITUATIONALscoreTERRITORYpstones1komi0");
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    score_game(g, NULL, &t);
    assert_int_equal(t.black.pass_stones, 1);
    assert_int_equal(t.white.pass_stones, 1);
    assert_true(t.margin == 6.0 - 5.0);
    gor_game_free(g);
}

static void test_dead_stones_and_map(void **state)
{
    (void)state;
    /* Black owns the left, White the right; a dead white stone at A3 in
     * Black's area, a dead black stone at E3 in White's; C2 is dame. */
    static const char *const rows[] = {
        ".xo..",
        ".xo..",
        "oxo.x",
        ".x.o.",
        ".xo..",
    };
    gor_game *g = st_diagram("japanese", rows, 5);
    gor_score s;
    unsigned char map[25];
    char buf[64];
    st_set_komi(g, 0);
    /* Marks: the white stone at A3 and the black stone at E3. */
    assert_int_equal(gor_game_mark(g, st_p(g, "A3"), GOR_LIFE_DEAD), GOR_OK);
    assert_int_equal(gor_game_mark(g, st_p(g, "E3"), GOR_LIFE_DEAD), GOR_OK);
    gor_score_init(&s);
    assert_int_equal(gor_game_score(g, NULL, &s, map, sizeof map), GOR_OK);
    /* Letters: b/w living stones, + Black's territory, o White's
     * territory, d dame, X a dead stone in Black's area, O a dead stone in
     * White's area. */
    for (int p = 0; p < 25; p++) {
        unsigned m = map[p];
        char ch = "._o"[m & 3];
        if (m & GOR_MAP_DAME)
            ch = 'd';
        if ((m & GOR_MAP_DEAD) && (m & 3) == GOR_BLACK)
            ch = 'X';
        if ((m & GOR_MAP_DEAD) && (m & 3) == GOR_WHITE)
            ch = 'O';
        if ((m & 3) == GOR_BLACK && !(m & GOR_MAP_DEAD) &&
            gor_game_at(g, p) == GOR_BLACK)
            ch = 'b';
        if ((m & 3) == GOR_WHITE && !(m & GOR_MAP_DEAD) &&
            gor_game_at(g, p) == GOR_WHITE)
            ch = 'w';
        if ((m & 3) == GOR_BLACK && gor_game_at(g, p) == GOR_EMPTY)
            ch = '+';
        buf[p] = ch;
    }
    buf[25] = '\0';
    assert_string_equal(buf, "+bwoo"
                             "+bwoo"
                             "XbwoO"
                             "+bdwo"
                             "+bwoo");
    assert_int_equal(s.black.territory, 5);
    assert_int_equal(s.white.territory, 9);
    assert_int_equal(s.dame, 1);
    assert_int_equal(s.black.dead, 1);
    assert_int_equal(s.white.dead, 1);
    assert_true(s.black.total == 6.0);
    assert_true(s.white.total == 10.0);
    /* Area, same marks: stones + territory + half the dame. */
    st_set_rules(g, "koPOSITIONALscoreAREAkomi0");
    assert_int_equal(gor_game_life_at(g, st_p(g, "A3")), GOR_LIFE_DEAD);
    score_game(g, NULL, &s);
    assert_true(s.black.total == 5 + 5 + 0.5);
    assert_true(s.white.total == 5 + 9 + 0.5);
    assert_true(s.black_count == 10.5);
    assert_true(s.black_needs == 12.5);
    gor_game_free(g);
}

static void test_dead_sources(void **state)
{
    (void)state;
    /* A white stone inside Black's pass-alive corner: counted dead when
     * the caller asks for the certain marking, not otherwise. */
    static const char *const rows[] = {
        "o.x.x....",
        ".xx.x....",
        "xxxxx....",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "........o",
    };
    gor_game *g = st_diagram("koPOSITIONALscoreAREAsui0komi0", rows, 9);
    gor_score s;
    gor_score_options o = GOR_SCORE_OPTIONS_INIT;
    unsigned char map[81];
    score_game(g, NULL, &s);
    /* Tromp-Taylor: A9 white stone counts for White, its neighbours reach
     * both colours. */
    assert_int_equal(s.white.stones, 2);
    o.dead = GOR_DEAD_CERTAIN;
    gor_score_init(&s);
    assert_int_equal(gor_game_score(g, &o, &s, map, sizeof map), GOR_OK);
    assert_int_equal(s.white.stones, 1);
    assert_int_equal(s.black.dead, 1);
    assert_true(map[0] & GOR_MAP_DEAD);
    assert_true(map[0] & GOR_MAP_CERTAIN);
    assert_int_equal(map[0] & GOR_MAP_OWNER_MASK, GOR_BLACK);
    /* Black's group is pass-alive: certain. */
    assert_true(map[2] & GOR_MAP_CERTAIN);
    /* The lone white stone at J1 is neither. */
    assert_false(map[80] & (GOR_MAP_CERTAIN | GOR_MAP_GUESS));
    /* Marks and certain together, and the estimate. */
    o.dead = GOR_DEAD_MARKS | GOR_DEAD_CERTAIN | GOR_DEAD_ESTIMATE;
    gor_score_init(&s);
    assert_int_equal(gor_game_score(g, &o, &s, map, sizeof map), GOR_OK);
    assert_true(map[0] & GOR_MAP_CERTAIN);
    assert_false(map[0] & GOR_MAP_GUESS);
    /* Where suicide is legal the corner is not provably Black's: White
     * could fill it and suicide, so Black's group has one vital region
     * in the strict sense; nothing is certain. */
    st_set_rules(g, "koPOSITIONALscoreAREAsui1komi0");
    o.dead = GOR_DEAD_CERTAIN;
    gor_score_init(&s);
    assert_int_equal(gor_game_score(g, &o, &s, map, sizeof map), GOR_OK);
    assert_int_equal(s.white.stones, 2);
    assert_false(map[0] & GOR_MAP_CERTAIN);
    gor_game_free(g);
}

static void test_seki_and_tax(void **state)
{
    (void)state;
    /* Seki with one eye each: Black's group (eye A1) and White's (eye
     * E1) share the liberty C1; whoever plays C1 is captured. */
    static const char *const rows[] = {
        "xxxoo",
        "xxxoo",
        "xxxoo",
        "xxxoo",
        ".x.o.",
    };
    gor_game *g = st_diagram("japanese", rows, 5);
    gor_score s;
    gor_score_options plain = GOR_SCORE_OPTIONS_INIT;
    plain.territory = GOR_TERRITORY_PLAIN;
    st_set_komi(g, 0);
    /* Unmarked, plain counting: A1 is Black's territory, E1 White's, C1
     * dame. */
    score_game(g, &plain, &s);
    assert_int_equal(s.black.territory, 1);
    assert_int_equal(s.white.territory, 1);
    assert_int_equal(s.dame, 1);
    /* The japanese preset's own counting (the default, J1989, art. 8)
     * reads the seki from the shape: the eyes count for nobody. */
    score_game(g, NULL, &s);
    assert_int_equal(s.black.territory, 0);
    assert_int_equal(s.white.territory, 0);
    assert_int_equal(s.black.seki_eyes, 1);
    assert_int_equal(s.white.seki_eyes, 1);
    /* Marked seki: under taxSEKI the eyes count for nobody. */
    assert_int_equal(gor_game_mark(g, st_p(g, "A5"), GOR_LIFE_SEKI), GOR_OK);
    assert_int_equal(gor_game_mark(g, st_p(g, "E5"), GOR_LIFE_SEKI), GOR_OK);
    score_game(g, &plain, &s);
    assert_int_equal(s.black.territory, 0);
    assert_int_equal(s.white.territory, 0);
    assert_int_equal(s.black.seki_eyes, 1);
    assert_int_equal(s.white.seki_eyes, 1);
    assert_true(s.margin == 0.0);
    /* The seki estimate finds the same without marks. */
    gor_game_clear_marks(g);
    {
        gor_score_options o = GOR_SCORE_OPTIONS_INIT;
        unsigned char map[25];
        o.seki = GOR_SEKI_ESTIMATE;
        o.territory = GOR_TERRITORY_PLAIN;
        gor_score_init(&s);
        assert_int_equal(gor_game_score(g, &o, &s, map, sizeof map), GOR_OK);
        assert_int_equal(s.black.seki_eyes, 1);
        assert_int_equal(s.white.seki_eyes, 1);
        assert_true(map[20] & GOR_MAP_SEKI);
        assert_true(map[0] & GOR_MAP_GUESS);
    }
    /* Tax NONE (territory): seki eyes count again. */
    assert_int_equal(gor_game_mark(g, st_p(g, "A5"), GOR_LIFE_SEKI), GOR_OK);
    st_set_rules(g, "koSIMPLEscoreTERRITORYtaxNONEkomi0");
    assert_int_equal(gor_game_mark(g, st_p(g, "A5"), GOR_LIFE_SEKI), GOR_OK);
    score_game(g, &plain, &s);
    assert_int_equal(s.black.territory, 1);
    assert_int_equal(s.black.seki_eyes, 0);
    /* Group tax: each side has one group outside seki... here Black's
     * group is in seki (marked), White's is not: White pays 2. */
    st_set_rules(g, "koSIMPLEscoreTERRITORYtaxALLkomi0");
    assert_int_equal(gor_game_mark(g, st_p(g, "A5"), GOR_LIFE_SEKI), GOR_OK);
    score_game(g, &plain, &s);
    assert_int_equal(s.black.groups, 0);
    assert_int_equal(s.white.groups, 1);
    assert_true(s.white.tax == 2.0);
    assert_int_equal(s.white.territory, 1);
    assert_true(s.white.total == -1.0);
    gor_game_free(g);
}

static void test_group_tax_area(void **state)
{
    (void)state;
    /* Two black groups, one white group, no seki: 2 points per group. */
    static const char *const rows[] = {
        ".x.xo.o",
        "xxxxooo",
        "ooooooo",
        "xxxxooo",
        ".x.xo.o",
    };
    gor_game *g = st_diagram("koPOSITIONALscoreAREAtaxALLkomi0", rows, 5);
    gor_score s;
    score_game(g, NULL, &s);
    assert_int_equal(s.black.groups, 2);
    assert_int_equal(s.white.groups, 1);
    assert_true(s.black.tax == 4.0);
    assert_true(s.white.tax == 2.0);
    assert_true(s.black.total == 16.0 - 4.0);
    assert_true(s.white.total == 19.0 - 2.0);
    /* Stone scoring counts stones only. */
    st_set_rules(g, "koPOSITIONALscoreSTONEStaxNONEkomi0");
    score_game(g, NULL, &s);
    assert_true(s.black.total == 12.0);
    assert_true(s.white.total == 17.0);
    gor_game_free(g);
}

static void test_penalties(void **state)
{
    (void)state;
    gor_score s;
    gor_score_options o = GOR_SCORE_OPTIONS_INIT;
    gor_game *g = example_004("chinese");
    st_set_komi(g, 6.5);
    /* A warning costs Black one stone of count: B+1/4 becomes W+3/4. */
    o.penalty[GOR_BLACK] = 1;
    gor_score_init(&s);
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_OK);
    assert_true(s.black.penalty == 2.0);
    assert_true(s.margin == -1.5);
    assert_true(s.margin_stones == -0.75);
    assert_true(s.black_needs == 184.75);
    o.penalty[GOR_BLACK] = 0;
    o.penalty[GOR_WHITE] = 2;
    gor_score_init(&s);
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_OK);
    assert_true(s.margin == 4.5);
    /* Bad options. */
    o.penalty[GOR_WHITE] = -1;
    gor_score_init(&s);
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_EINVAL);
    o.penalty[GOR_WHITE] = 0;
    o.version = 99;
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_EINVAL);
    gor_score_options_init(&o);
    o.dead = 0x80;
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_EINVAL);
    s.size = 4;
    assert_int_equal(gor_game_score(g, NULL, &s, NULL, 0), GOR_EINVAL);
    assert_int_equal(gor_game_score(NULL, NULL, &s, NULL, 0), GOR_EINVAL);
    assert_int_equal(gor_game_score(g, NULL, NULL, NULL, 0), GOR_EINVAL);
    gor_game_free(g);
}

static void test_empty_board(void **state)
{
    (void)state;
    gor_game *g = NULL;
    gor_score s;
    assert_int_equal(gor_game_new(&g, 19, 19, NULL), GOR_OK);
    score_game(g, NULL, &s);
    assert_int_equal(s.dame, 361);
    assert_true(s.black_count == 180.5);
    assert_true(s.margin == -7.5);
    gor_game_free(g);
}

/* ------------------------------------------------------------------ */
/* Fuego scoring_static.tst                                            */

static void test_fuego_scoring_static(void **state)
{
    (void)state;
    char dir[1200], path[1600];
    if (!st_corpus())
        skip();
    st_corpus_path(dir, sizeof dir, "games/fuego-regression");
    snprintf(path, sizeof path, "%s/scoring_static.tst", dir);
    char *text = st_read_file(path, NULL);
    assert_non_null(text);
    gor_game *g = NULL;
    int which = -1, checks = 0, agree = 0, tt = 0, tt_agree = 0;
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line;
         line = strtok_r(NULL, "\n", &save)) {
        char a[300], want[64];
        int before = 0;
        if (sscanf(line, "loadsgf %299s %d", a, &before) >= 1) {
            snprintf(path, sizeof path, "%s/%s", dir, a);
            gor_game_free(g);
            g = st_sgf_load(path, NULL, 0, before, NULL);
            assert_non_null(g);
            continue;
        }
        if (strstr(line, "static_score tromp_taylor_score")) {
            which = 0;
            continue;
        }
        if (strstr(line, "static_score japanese_score")) {
            which = 1;
            continue;
        }
        if (which >= 0 && sscanf(line, "#? [%63[^]]", want) == 1) {
            /* The expectations are regexps: B\+0\.5 */
            char clean[64];
            size_t k = 0;
            for (const char *q = want; *q && k + 1 < sizeof clean; q++)
                if (*q != '\\')
                    clean[k++] = *q;
            clean[k] = '\0';
            st_set_rules(g, which == 0 ? "tromp-taylor" : "japanese");
            st_set_komi(g, 6.5);
            gor_result r = GOR_RESULT_INIT;
            char got[32];
            assert_int_equal(gor_game_result(g, NULL, &r), GOR_OK);
            gor_result_to_sgf(&r, got, sizeof got);
            checks++;
            tt += which == 0;
            if (strcmp(got, clean) == 0) {
                agree++;
                tt_agree += which == 0;
            } else {
                print_message("%s: want %s got %s\n", line, clean, got);
            }
            which = -1;
        }
    }
    print_message("fuego scoring_static: %d scores, %d agree (Tromp-Taylor "
                  "%d/%d)\n",
                  checks, agree, tt_agree, tt);
    assert_int_equal(checks, 30);
    assert_int_equal(agree, checks);
    gor_game_free(g);
    free(text);
}

/* ------------------------------------------------------------------ */
/* Japanese 1989 territory (GOR_TERRITORY_J1989)                       */

/* Seki with one eye each and two shared liberties: whoever plays a shared
 * liberty first is captured, so neither does. Art. 8 of the 1989 rules:
 * the eyes of stones in seki are not territory. The plain count gives
 * each side its eye unless the seki is marked; J1989 reads it from the
 * shape (each group's only eye is worth one). Derived by hand. */
static void test_j1989_seki(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "x.x.o.o",
        "xxx.ooo",
    };
    gor_game *g = st_diagram("japanese", rows, 2);
    gor_score_options o = GOR_SCORE_OPTIONS_INIT;
    gor_score s;
    unsigned char map[14];
    char text[32];
    o.territory = GOR_TERRITORY_PLAIN;
    score_game(g, &o, &s);
    assert_int_equal(s.black.territory, 1);
    assert_int_equal(s.white.territory, 1);
    assert_int_equal(s.dame, 2);
    o.territory = GOR_TERRITORY_J1989;
    gor_score_init(&s);
    assert_int_equal(gor_game_score(g, &o, &s, map, sizeof map), GOR_OK);
    assert_int_equal(s.black.territory, 0);
    assert_int_equal(s.white.territory, 0);
    assert_int_equal(s.black.seki_eyes, 1);
    assert_int_equal(s.white.seki_eyes, 1);
    assert_int_equal(s.dame, 2);
    assert_int_equal(s.black.stones, 5);
    assert_int_equal(s.white.stones, 5);
    assert_true(s.margin == -s.white.komi);
    /* Seki (S) on every stone and eye, the shared liberties dame (d). */
    for (int p = 0; p < 14; p++)
        map[p] = (unsigned char)((map[p] & GOR_MAP_SEKI)   ? 1
                                 : (map[p] & GOR_MAP_DAME) ? 2
                                                           : 0);
    st_map_text(map, 7, 2, "-Sd", text, sizeof text);
    assert_string_equal(text, "SSSdSSS\nSSSdSSS");
    /* Area counting ignores the option: the eyes are area. */
    st_set_rules(g, "chinese");
    gor_score_init(&s);
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_OK);
    assert_int_equal(s.black.territory, 1);
    assert_int_equal(s.white.territory, 1);
    gor_game_free(g);
}

/* Version 1 options (without `territory`) still work and count plain
 * territory; bad territory flags are refused. */
static void test_score_options_versions(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".x.o.",
        "xx.oo",
        ".x.o.",
    };
    gor_game *g = st_diagram("japanese", rows, 3);
    gor_score_options o = GOR_SCORE_OPTIONS_INIT;
    gor_score s = GOR_SCORE_INIT;
    assert_int_equal(o.version, 2);
    assert_int_equal(o.territory, GOR_TERRITORY_RULES);
    o.version = 1;
    o.territory = 0xdeadu; /* not read from a version 1 struct */
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_OK);
    assert_int_equal(s.black.territory, 2);
    assert_int_equal(s.white.territory, 2);
    gor_score_options_init(&o);
    o.territory = 0x8u;
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_EINVAL);
    o.territory = GOR_TERRITORY_PLAIN | GOR_TERRITORY_J1989;
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_EINVAL);
    o.territory = GOR_TERRITORY_PLAIN | GOR_TERRITORY_FALSE_EYES;
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_EINVAL);
    /* The ruleset's counting with the false eyes counted. */
    o.territory = GOR_TERRITORY_RULES | GOR_TERRITORY_FALSE_EYES;
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_OK);
    o.territory = GOR_TERRITORY_J1989 | GOR_TERRITORY_FALSE_EYES;
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_OK);
    o.version = 3;
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_EINVAL);
    gor_game_free(g);
}

/* ------------------------------------------------------------------ */
/* Invariants on random positions                                      */

static unsigned long long lcg_state = 12345;
static unsigned rnd(unsigned n)
{
    lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)((lcg_state >> 33) % n);
}

static void test_random_invariants(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1, 1}, {2, 1}, {3, 3}, {5, 7}, {9, 9},
                                   {13, 13}, {19, 19}, {25, 4}, {52, 52}};
    static const char *const rules[] = {
        "chinese", "japanese", "tromp-taylor", "aga",
        "koPOSITIONALscoreAREAtaxSEKIkomi0",
        "koPOSITIONALscoreTERRITORYtaxALLkomi0.5",
        "koPOSITIONALscoreSTONESkomi0"};
    int positions = 0;
    for (size_t si = 0; si < sizeof sizes / sizeof *sizes; si++) {
        int w = sizes[si][0], h = sizes[si][1], n = w * h;
        for (int iter = 0; iter < 12; iter++) {
            gor_game *g = NULL;
            gor_rules *r = NULL;
            const char *rt = rules[rnd(7)];
            assert_int_equal(gor_rules_new(&r, rt), GOR_OK);
            assert_int_equal(gor_game_new(&g, w, h, r), GOR_OK);
            gor_rules_free(r);
            /* Random legal play, density varying with the iteration. */
            int moves = (int)(n * (0.3 + 0.1 * (iter % 8)));
            for (int m = 0; m < moves; m++) {
                gor_color c = m % 2 ? GOR_WHITE : GOR_BLACK;
                gor_point p = (gor_point)rnd((unsigned)n);
                if (gor_game_play(g, c, p) != GOR_OK)
                    gor_game_play(g, c, GOR_PASS);
                if (gor_game_end_reason(g) != GOR_END_NONE)
                    gor_game_resume(g);
            }
            /* Random marks. */
            for (int k = 0; k < 3; k++) {
                gor_point p = (gor_point)rnd((unsigned)n);
                if (gor_game_at(g, p) != GOR_EMPTY)
                    gor_game_mark(g, p, k == 2 ? GOR_LIFE_SEKI
                                               : GOR_LIFE_DEAD);
            }
            unsigned char *map = malloc((size_t)n);
            unsigned char *est = malloc((size_t)n);
            unsigned char *cert = malloc((size_t)n);
            assert_int_equal(gor_game_judge_certain(g, cert, st_points(g)), GOR_OK);
            assert_int_equal(gor_game_judge_estimate(g, est, st_points(g)), GOR_OK);
            for (int p = 0; p < n; p++) {
                if (gor_game_at(g, p) == GOR_EMPTY) {
                    assert_int_equal(est[p], 0);
                    continue;
                }
                /* The estimate never overrides a proof, never claims one. */
                if (cert[p] & GOR_JUDGE_CERTAIN)
                    assert_int_equal(est[p], cert[p]);
                else
                    assert_false(est[p] & GOR_JUDGE_CERTAIN);
            }
            for (unsigned dead = 0; dead < 8; dead++) {
                gor_score_options o = GOR_SCORE_OPTIONS_INIT;
                gor_score sc = GOR_SCORE_INIT;
                o.dead = dead;
                o.seki = dead & 3;
                o.territory = dead & 1 ? GOR_TERRITORY_J1989 : 0u;
                assert_int_equal(gor_game_score(g, &o, &sc, map, (size_t)n), GOR_OK);
                /* Every point is accounted for exactly once. */
                int total = sc.black.stones + sc.white.stones +
                            sc.black.territory + sc.white.territory +
                            sc.black.seki_eyes + sc.white.seki_eyes + sc.dame;
                assert_int_equal(total, n);
                int owned_b = 0, owned_w = 0, dame = 0;
                for (int p = 0; p < n; p++) {
                    unsigned own = map[p] & GOR_MAP_OWNER_MASK;
                    assert_true(own != 3);
                    owned_b += own == GOR_BLACK;
                    owned_w += own == GOR_WHITE;
                    dame += (map[p] & GOR_MAP_DAME) != 0;
                    if (map[p] & GOR_MAP_DEAD)
                        assert_int_not_equal(gor_game_at(g, p), GOR_EMPTY);
                    assert_false((map[p] & GOR_MAP_CERTAIN) &&
                                 (map[p] & GOR_MAP_GUESS));
                }
                assert_int_equal(owned_b,
                                 sc.black.stones + sc.black.territory);
                assert_int_equal(owned_w,
                                 sc.white.stones + sc.white.territory);
                assert_int_equal(dame, sc.dame);
                assert_true(sc.margin == sc.black.total - sc.white.total);
                assert_true(sc.margin_stones * 2 == sc.margin);
                if (sc.scoring == GOR_SCORING_AREA)
                    assert_true((sc.margin > 0) ==
                                (sc.black_count > sc.black_needs));
                gor_result res = GOR_RESULT_INIT;
                char buf[64];
                assert_int_equal(gor_result_from_score(&sc, GOR_END_NONE,
                                                       &res),
                                 GOR_OK);
                assert_true(gor_result_to_sgf(&res, buf, sizeof buf) > 0);
                assert_true(gor_result_to_chinese(&res, 0, buf, sizeof buf) >
                            0);
            }
            /* Area counting without dead stones is Tromp-Taylor: the
             * margin equals the area map's difference. */
            {
                gor_score_options o = GOR_SCORE_OPTIONS_INIT;
                gor_score sc = GOR_SCORE_INIT;
                unsigned char *area = malloc((size_t)n);
                o.dead = 0;
                o.seki = 0;
                assert_int_equal(gor_game_area_map(g, GOR_AREA_SCORING, area, st_points(g)),
                                 GOR_OK);
                assert_int_equal(gor_game_score(g, &o, &sc, NULL, 0), GOR_OK);
                if (sc.scoring == GOR_SCORING_AREA && sc.tax == GOR_TAX_NONE) {
                    /* With the pass-alive dead stones taken off. */
                    o.dead = GOR_DEAD_CERTAIN;
                    gor_score_init(&sc);
                    assert_int_equal(gor_game_score(g, &o, &sc, NULL, 0),
                                     GOR_OK);
                    int diff = 0;
                    for (int p = 0; p < n; p++)
                        diff += area[p] == GOR_BLACK ? 1
                                : area[p] == GOR_WHITE ? -1 : 0;
                    assert_true(sc.margin + sc.white.komi +
                                    sc.white.handicap_bonus ==
                                (double)diff);
                }
                free(area);
            }
            positions++;
            free(map);
            free(est);
            free(cert);
            gor_game_free(g);
        }
    }
    print_message("random positions checked: %d\n", positions);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_004_no_komi),
        cmocka_unit_test(test_004_komi_3_25),
        cmocka_unit_test(test_004_komi_3_75),
        cmocka_unit_test(test_chinese_counts),
        cmocka_unit_test(test_003_handicap_draw),
        cmocka_unit_test(test_rangxian),
        cmocka_unit_test(test_draw_possible),
        cmocka_unit_test(test_area_equals_territory_with_pass_stones),
        cmocka_unit_test(test_dead_stones_and_map),
        cmocka_unit_test(test_dead_sources),
        cmocka_unit_test(test_seki_and_tax),
        cmocka_unit_test(test_group_tax_area),
        cmocka_unit_test(test_penalties),
        cmocka_unit_test(test_empty_board),
        cmocka_unit_test(test_fuego_scoring_static),
        cmocka_unit_test(test_j1989_seki),
        cmocka_unit_test(test_score_options_versions),
        cmocka_unit_test(test_random_invariants),
    };
    return st_finish(cmocka_run_group_tests(tests, NULL, NULL), 0);
}
