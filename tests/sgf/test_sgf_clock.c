/* SPDX-License-Identifier: MIT */
/*
 * test_sgf_clock.c - SGF time properties: TM and OT read into clock
 * options, BL/WL with OB/OW into the clock's per-move record and each
 * player's time, and written back by gor_sgf_from_game_clock().
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "gorules_clock.h"
#include "sgf_testutil.h"

static gor_clock *clock_of(const char *text, int want)
{
    gor_sgf *sgf = parse_ok(text);
    assert_non_null(sgf);
    gor_clock *c = NULL;
    assert_int_equal(gor_sgf_clock(&c, gor_sgf_game(sgf, 0), NULL), want);
    gor_sgf_free(sgf);
    return c;
}

static void expect_options(const char *text, int system, int64_t main_ms,
                           int64_t period_ms, int periods, int moves,
                           int64_t inc)
{
    gor_clock *c = clock_of(text, GOR_OK);
    gor_clock_options o;
    assert_int_equal(gor_clock_options_get(c, &o), GOR_OK);
    assert_int_equal(o.system, system);
    assert_int_equal(o.main_ms, main_ms);
    assert_int_equal(o.period_ms, period_ms);
    assert_int_equal(o.periods, periods);
    assert_int_equal(o.period_moves, moves);
    assert_int_equal(o.increment_ms, inc);
    gor_clock_free(c);
}

static void test_ot_forms(void **state)
{
    (void)state;
    expect_options("(;TM[60]OT[3x30 byo-yomi])", GOR_CLOCK_JAPANESE, 60000,
                   30000, 3, 0, 0);
    expect_options("(;TM[600]OT[5x60 byo-yomi within TM])",
                   GOR_CLOCK_BYOYOMI, 600000, 60000, 5, 0, 0);
    expect_options("(;TM[600]OT[25/600 Canadian])", GOR_CLOCK_CANADIAN,
                   600000, 600000, 0, 25, 0);
    expect_options("(;TM[300]OT[1 moves / 30 sec])", GOR_CLOCK_CANADIAN,
                   300000, 30000, 0, 1, 0);
    expect_options("(;TM[3600]OT[15/600 carry-over])", GOR_CLOCK_MOVES,
                   3600000, 600000, 0, 15, 0);
    expect_options("(;TM[300]OT[+10 Fischer])", GOR_CLOCK_FISCHER, 300000, 0,
                   0, 0, 10000);
    expect_options("(;TM[300]OT[5 Bronstein])", GOR_CLOCK_BRONSTEIN, 300000,
                   0, 0, 0, 5000);
    expect_options("(;TM[1800]OT[None])", GOR_CLOCK_ABSOLUTE, 1800000, 0, 0,
                   0, 0);
    expect_options("(;TM[90.5])", GOR_CLOCK_ABSOLUTE, 90500, 0, 0, 0, 0);
    expect_options("(;GM[1])", GOR_CLOCK_NONE, 0, 0, 0, 0, 0);
    /* Unreadable or impossible: nothing made. */
    assert_null(clock_of("(;TM[60]OT[8 xyz 16])", GOR_EPARSE));
    assert_null(clock_of("(;TM[ten])", GOR_EPARSE));
    assert_null(clock_of("(;TM[60]OT[5x60 byo-yomi within TM])", GOR_EPARSE));
}

static const char kgs[] =
    "(;FF[4]GM[1]SZ[9]TM[60]OT[3x30 byo-yomi]"
    ";B[ee]BL[45.5];W[cc]WL[50];B[gg]BL[28.25]OB[3];W[gc]WL[10]OW[2];B[cg])";

static void test_times_read(void **state)
{
    (void)state;
    gor_clock *c = clock_of(kgs, GOR_OK);
    assert_int_equal(gor_clock_record_count(c), 5);
    gor_color col;
    gor_clock_state st;
    assert_int_equal(gor_clock_record(c, 0, &col, &st), GOR_OK);
    assert_int_equal(col, GOR_BLACK);
    assert_int_equal(st.main_ms, 45500);
    assert_int_equal(st.overtime, 0);
    assert_int_equal(gor_clock_record(c, 2, &col, &st), GOR_OK);
    assert_int_equal(st.overtime, 1);
    assert_int_equal(st.period_ms, 28250);
    assert_int_equal(st.periods, 3);
    assert_int_equal(gor_clock_record(c, 4, &col, &st), GOR_OK);
    assert_int_equal(st.main_ms, -1); /* B[cg] has no BL */
    assert_int_equal(gor_clock_record(c, 5, &col, &st), GOR_ERANGE);
    /* Each player's last known time. */
    assert_int_equal(gor_clock_state_get(c, GOR_BLACK, &st), GOR_OK);
    assert_int_equal(st.overtime, 1);
    assert_int_equal(st.period_ms, 28250);
    assert_int_equal(st.periods, 3);
    assert_int_equal(gor_clock_state_get(c, GOR_WHITE, &st), GOR_OK);
    assert_int_equal(st.period_ms, 10000);
    assert_int_equal(st.periods, 2);
    gor_clock_free(c);
}

static void test_times_to_target(void **state)
{
    (void)state;
    gor_sgf *sgf = parse_ok("(;TM[600]OT[25/600 Canadian];B[aa]BL[590]"
                            "(;W[bb]WL[500])(;W[cc]WL[120]OW[7]))");
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    const gor_sgf_node *b = gor_sgf_node_child(root, 0);
    const gor_sgf_node *w2 = gor_sgf_node_child(b, 1);
    gor_clock *c = NULL;
    assert_int_equal(gor_sgf_clock(&c, root, w2), GOR_OK);
    gor_clock_state st;
    gor_clock_state_get(c, GOR_WHITE, &st);
    assert_int_equal(st.overtime, 1);
    assert_int_equal(st.period_ms, 120000);
    assert_int_equal(st.moves, 7);
    gor_clock_state_get(c, GOR_BLACK, &st);
    assert_int_equal(st.main_ms, 590000);
    gor_clock_free(c);
    /* A target from another game. */
    gor_sgf *other = parse_ok("(;GM[1];B[aa])");
    assert_int_equal(gor_sgf_clock(&c, root,
                                   gor_sgf_node_child(gor_sgf_game(other, 0), 0)),
                     GOR_EINVAL);
    assert_null(c);
    gor_sgf_free(other);
    gor_sgf_free(sgf);
}

static void test_round_trip(void **state)
{
    (void)state;
    gor_sgf *sgf = parse_ok(kgs);
    gor_game *g = NULL;
    assert_int_equal(gor_sgf_replay(&g, NULL, gor_sgf_game(sgf, 0), NULL),
                     GOR_OK);
    gor_clock *c = NULL;
    assert_int_equal(gor_sgf_clock(&c, gor_sgf_game(sgf, 0), NULL), GOR_OK);
    gor_sgf *out = NULL;
    assert_int_equal(gor_sgf_from_game_clock(&out, g, gor_sgf_game(sgf, 0), c),
                     GOR_OK);
    char *text = write_str(out);
    assert_non_null(strstr(text, "TM[60]"));
    assert_non_null(strstr(text, "OT[3x30 byo-yomi]"));
    assert_non_null(strstr(text, ";B[ee]BL[45.5]"));
    assert_non_null(strstr(text, ";W[cc]WL[50]"));
    assert_non_null(strstr(text, ";B[gg]BL[28.25]OB[3]"));
    assert_non_null(strstr(text, ";W[gc]WL[10]OW[2]"));
    assert_non_null(strstr(text, ";B[cg])"));
    /* Read back: the same record. */
    gor_sgf *again = parse_ok(text);
    gor_clock *c2 = NULL;
    assert_int_equal(gor_sgf_clock(&c2, gor_sgf_game(again, 0), NULL), GOR_OK);
    assert_int_equal(gor_clock_record_count(c2), gor_clock_record_count(c));
    for (size_t i = 0; i < gor_clock_record_count(c); i++) {
        gor_color a, b;
        gor_clock_state sa, sb;
        gor_clock_record(c, i, &a, &sa);
        gor_clock_record(c2, i, &b, &sb);
        assert_int_equal(a, b);
        assert_memory_equal(&sa, &sb, sizeof sa);
    }
    free(text);
    gor_clock_free(c);
    gor_clock_free(c2);
    gor_sgf_free(again);
    gor_sgf_free(out);
    gor_game_free(g);
    gor_sgf_free(sgf);
}

/* A game played with the Chinese byo-yomi: 10 minutes with 3 reserved
 * one-minute periods (main part 7 minutes). */
static void test_played_game(void **state)
{
    (void)state;
    gor_clock_options o = GOR_CLOCK_OPTIONS_INIT;
    o.system = GOR_CLOCK_BYOYOMI;
    o.main_ms = 600000;
    o.period_ms = 60000;
    o.periods = 3;
    gor_clock *c = NULL;
    assert_int_equal(gor_clock_new(&c, &o), GOR_OK);
    gor_game *g = NULL;
    assert_int_equal(gor_game_new(&g, 9, 9, NULL), GOR_OK);
    assert_int_equal(gor_clock_start(c, GOR_BLACK, 0), GOR_OK);
    static const char *moves[] = {"E5", "C3", "G7", "pass"};
    static const int64_t at[] = {100000, 130000, 600000, 610500};
    for (int i = 0; i < 4; i++) {
        gor_point p;
        gor_color who = i % 2 ? GOR_WHITE : GOR_BLACK;
        assert_int_equal(gor_point_from_gtp(9, 9, moves[i], &p), GOR_OK);
        assert_int_equal(gor_clock_press(c, who, at[i]), 0);
        assert_int_equal(gor_game_play(g, who, p), GOR_OK);
    }
    gor_sgf *out = NULL;
    assert_int_equal(gor_sgf_from_game_clock(&out, g, NULL, c), GOR_OK);
    char *text = write_str(out);
    /* TM is the whole basic time; OT says the periods are within it; BL
     * in main time counts the reserve: Black E5 after 100 s leaves 320 s
     * of the 420 s main part, BL 320 + 180; White C3 (SGF cg) after 30 s,
     * WL 390 + 180. Black G7 (gc) comes 470 s after 130 s: the main part
     * ends at 450 s, two periods are used (510 s, 570 s), the move is 30 s
     * into the last one: BL 60 (the full period the next move has), OB 1.
     * White passes after 10.5 s: WL 379.5 + 180. */
    assert_non_null(strstr(text, "TM[600]"));
    assert_non_null(strstr(text, "OT[3x60 byo-yomi within TM]"));
    assert_non_null(strstr(text, ";B[ee]BL[500]"));
    assert_non_null(strstr(text, ";W[cg]WL[570]"));
    assert_non_null(strstr(text, ";B[gc]BL[60]OB[1]"));
    assert_non_null(strstr(text, ";W[]WL[559.5]"));
    gor_sgf *again = parse_ok(text);
    gor_clock *c2 = NULL;
    assert_int_equal(gor_sgf_clock(&c2, gor_sgf_game(again, 0), NULL), GOR_OK);
    gor_clock_state st;
    gor_clock_state_get(c2, GOR_BLACK, &st);
    assert_int_equal(st.periods, 1);
    assert_int_equal(st.period_ms, 60000);
    gor_clock_state_get(c2, GOR_WHITE, &st);
    assert_int_equal(st.main_ms, 379500); /* 559.5 s less the reserve */
    free(text);
    gor_clock_free(c2);
    gor_sgf_free(again);
    gor_sgf_free(out);
    gor_game_free(g);
    gor_clock_free(c);
}

static void test_bad_input(void **state)
{
    (void)state;
    gor_clock *c = NULL;
    gor_sgf *out = NULL;
    assert_int_equal(gor_sgf_clock(NULL, NULL, NULL), GOR_EINVAL);
    assert_int_equal(gor_sgf_clock(&c, NULL, NULL), GOR_EINVAL);
    assert_int_equal(gor_sgf_from_game_clock(&out, NULL, NULL, NULL),
                     GOR_EINVAL);
    assert_null(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ot_forms),
        cmocka_unit_test(test_times_read),
        cmocka_unit_test(test_times_to_target),
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_played_game),
        cmocka_unit_test(test_bad_input),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
