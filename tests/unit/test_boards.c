/* SPDX-License-Identifier: MIT */
/*
 * test_boards.c - board shapes: 1x1 (the only move is suicide), strips
 * 1xN and Nx1, the largest 52x52, rectangular 19x13, and every size.
 */
#include "testutil.h"

static void check_last(const gor_game *g, gor_color c, gor_point p,
                       int removed, unsigned flags)
{
    gor_move_info m;
    assert_int_equal(gor_game_move(g, gor_game_history_length(g), &m),
                     GOR_OK);
    assert_int_equal(m.kind, GOR_MOVE_PLAY);
    assert_int_equal(m.color, c);
    assert_int_equal(m.point, p);
    assert_int_equal(m.removed, removed);
    assert_int_equal(m.flags, flags);
}

static void test_one_by_one(void **state)
{
    (void)state;
    static const char *const no_suicide[] = {"chinese", "japanese", "aga",
                                             "new-zealand", "tromp-taylor",
                                             "ing"};
    for (size_t k = 0; k < sizeof no_suicide / sizeof no_suicide[0]; k++) {
        gor_game *g = tu_new(1, 1, no_suicide[k]);
        assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_ESUICIDE);
        assert_int_equal(gor_game_legal(g, GOR_WHITE, 0), GOR_ESUICIDE);
        assert_refused(g, gor_game_play(g, GOR_BLACK, 0), GOR_ESUICIDE);
        assert_int_equal(gor_game_legal(g, GOR_BLACK, 1), GOR_EOFFBOARD);
        assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
        assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
        assert_int_equal(gor_game_end_reason(g), GOR_END_PASSES);
        gor_game_free(g);
    }
    /* Suicide allowed, simple ko: the stone goes at once. */
    gor_game *g = tu_new(1, 1, "koSIMPLEsuiALLcycleIGNORE");
    for (int k = 0; k < 4; k++) {
        gor_color c = k % 2 ? GOR_WHITE : GOR_BLACK;
        assert_int_equal(gor_game_play(g, c, 0), GOR_OK);
        check_last(g, c, 0, 1, GOR_MOVE_SUICIDE);
        assert_int_equal(gor_game_at(g, 0), GOR_EMPTY);
        assert_true(gor_game_hash(g) == 0);
    }
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 2);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 2);
    gor_game_free(g);
    /* Positional superko: the empty board may not come back. */
    g = tu_new(1, 1, "koPOSITIONALsuiALL");
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_ESUPERKO);
    gor_game_free(g);
    /* Situational superko: once for each colour... and not again. */
    g = tu_new(1, 1, "koSITUATIONALsuiALL");
    assert_int_equal(gor_game_play(g, GOR_BLACK, 0), GOR_OK);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 0), GOR_ESUPERKO);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_ESUPERKO);
    gor_game_free(g);
    /* Coordinates and star points of 1x1. */
    char buf[8];
    assert_int_equal(gor_point_to_gtp(1, 1, 0, buf, sizeof buf), 2);
    assert_string_equal(buf, "A1");
    assert_int_equal(gor_point_to_sgf(1, 1, 0, buf, sizeof buf), 2);
    assert_string_equal(buf, "aa");
    assert_int_equal(gor_star_points(1, 1, NULL, 0), 0);
}

static void test_strips(void **state)
{
    (void)state;
    /* 7 wide, 1 high. */
    gor_game *g = tu_new(7, 1, NULL);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 0), GOR_OK);
    assert_int_equal(gor_game_liberty_count(g, 0), 1);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 3), GOR_OK);
    assert_int_equal(gor_game_liberty_count(g, 3), 2);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 1), GOR_OK);
    check_last(g, GOR_WHITE, 1, 1, GOR_MOVE_CAPTURED);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 4), GOR_OK);
    assert_int_equal(gor_game_liberty_count(g, 3), 1);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 2), GOR_OK);
    check_last(g, GOR_WHITE, 2, 1, GOR_MOVE_CAPTURED);
    assert_int_equal(gor_game_stone_count(g, GOR_WHITE), 3);
    assert_int_equal(gor_game_liberty_count(g, 1), 2); /* 0 and 3 */
    assert_int_equal(gor_game_liberty_count(g, 4), 2); /* 3 and 5 */
    gor_point out[8];
    assert_int_equal(gor_game_group_stones(g, 2, out, 8), 2);
    assert_int_equal(out[0], 1);
    assert_int_equal(out[1], 2);
    gor_game_free(g);

    /* 1 wide, 7 high: the same along a column. */
    g = tu_new(1, 7, NULL);
    assert_int_equal(tu_play(g, GOR_BLACK, "A7"), GOR_OK); /* top */
    assert_int_equal(gor_game_liberty_count(g, 0), 1);
    assert_int_equal(tu_play(g, GOR_WHITE, "A6"), GOR_OK);
    check_last(g, GOR_WHITE, 1, 1, GOR_MOVE_CAPTURED);
    assert_int_equal(tu_play(g, GOR_BLACK, "A1"), GOR_OK); /* bottom */
    assert_int_equal(gor_point_at(1, 7, 0, 6), 6);
    assert_int_equal(gor_game_at(g, 6), GOR_BLACK);
    assert_int_equal(tu_play(g, GOR_WHITE, "A2"), GOR_OK);
    check_last(g, GOR_WHITE, 5, 1, GOR_MOVE_CAPTURED);
    /* Suicide at the ends. */
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_ESUICIDE);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 6), GOR_ESUICIDE);
    gor_game_free(g);

    /* 2x1: two points, each one liberty of the other. */
    g = tu_new(2, 1, "koSIMPLE");
    assert_int_equal(gor_game_play(g, GOR_BLACK, 0), GOR_OK);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 1), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 1), GOR_OK);
    check_last(g, GOR_WHITE, 1, 1, GOR_MOVE_CAPTURED);
    /* Black retaking would be a ko: one stone for one. */
    assert_int_equal(gor_game_ko_point(g), 0);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_EKO);
    gor_game_free(g);
}

static void test_largest_board(void **state)
{
    (void)state;
    gor_game *g = tu_new(52, 52, NULL);
    assert_int_equal(gor_game_width(g), 52);
    assert_int_equal(gor_game_height(g), 52);
    const gor_point corners[] = {0, 51, 51 * 52, 52 * 52 - 1};
    for (int k = 0; k < 4; k++) {
        assert_int_equal(gor_game_play(g, GOR_BLACK, corners[k]), GOR_OK);
        assert_int_equal(gor_game_liberty_count(g, corners[k]), 2);
    }
    assert_int_equal(gor_game_play(g, GOR_BLACK, 52 * 52), GOR_EOFFBOARD);
    /* Capture in the bottom-right corner. */
    assert_int_equal(gor_game_play(g, GOR_WHITE, 52 * 52 - 2), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 51 * 52 - 1), GOR_OK);
    check_last(g, GOR_WHITE, 51 * 52 - 1, 1, GOR_MOVE_CAPTURED);
    assert_int_equal(gor_game_at(g, 52 * 52 - 1), GOR_EMPTY);
    /* A full row of 52 black stones has 52 liberties on row 1. */
    gor_point row[52];
    for (int x = 0; x < 52; x++)
        row[x] = 10 * 52 + x;
    assert_int_equal(gor_game_setup(g, GOR_BLACK, row, 52), GOR_OK);
    assert_int_equal(gor_game_liberty_count(g, 10 * 52), 104);
    assert_int_equal(gor_game_group_stones(g, 10 * 52 + 17, NULL, 0), 52);
    /* Surround it and take all 52 at once. */
    for (int x = 0; x < 52; x++) {
        assert_int_equal(gor_game_play(g, GOR_WHITE, 9 * 52 + x), GOR_OK);
        if (x < 51)
            assert_int_equal(gor_game_play(g, GOR_WHITE, 11 * 52 + x),
                             GOR_OK);
    }
    assert_int_equal(gor_game_liberty_count(g, 10 * 52), 1);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 11 * 52 + 51), GOR_OK);
    check_last(g, GOR_WHITE, 11 * 52 + 51, 52, GOR_MOVE_CAPTURED);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 53);
    /* Undo brings all of them back. */
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_int_equal(gor_game_group_stones(g, 10 * 52, NULL, 0), 52);
    assert_int_equal(gor_game_liberty_count(g, 10 * 52), 1);
    /* Coordinates at the far corner. */
    char buf[8];
    assert_int_equal(gor_point_to_sgf(52, 52, 52 * 52 - 1, buf, sizeof buf),
                     2);
    assert_string_equal(buf, "ZZ");
    assert_int_equal(gor_point_to_gtp(52, 52, 52 * 52 - 1, buf, sizeof buf),
                     GOR_EOFFBOARD);
    assert_int_equal(gor_point_to_gtp(52, 52, 51 * 52 + 24, buf, sizeof buf),
                     2);
    assert_string_equal(buf, "Z1");
    gor_game_free(g);
}

static void test_rectangular_19x13(void **state)
{
    (void)state;
    gor_game *g = tu_new(19, 13, NULL);
    assert_int_equal(gor_game_width(g), 19);
    assert_int_equal(gor_game_height(g), 13);
    /* The four corners by GTP vertex. */
    assert_int_equal(tu_p(g, "A13"), 0);
    assert_int_equal(tu_p(g, "T13"), 18);
    assert_int_equal(tu_p(g, "A1"), 12 * 19);
    assert_int_equal(tu_p(g, "T1"), 12 * 19 + 18);
    /* Corner captures in all four corners. */
    static const char *const moves[] = {
        "B A13", "W B13", "W A12",  /* top-left */
        "B T13", "W S13", "W T12",  /* top-right */
        "B A1",  "W B1",  "W A2",   /* bottom-left */
        "B T1",  "W S1",  "W T2",   /* bottom-right */
    };
    tu_play_all(g, moves, 12);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 4);
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 0);
    assert_int_equal(gor_game_stone_count(g, GOR_WHITE), 8);
    /* Edge liberties. */
    assert_int_equal(tu_play(g, GOR_BLACK, "K13"), GOR_OK);
    assert_int_equal(gor_game_liberty_count(g, tu_p(g, "K13")), 3);
    assert_int_equal(tu_play(g, GOR_BLACK, "A7"), GOR_OK);
    assert_int_equal(gor_game_liberty_count(g, tu_p(g, "A7")), 3);
    assert_int_equal(tu_play(g, GOR_BLACK, "K7"), GOR_OK);
    assert_int_equal(gor_game_liberty_count(g, tu_p(g, "K7")), 4);
    gor_point p = 0;
    assert_int_equal(gor_point_from_gtp(19, 13, "A14", &p), GOR_EOFFBOARD);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 19 * 13), GOR_EOFFBOARD);
    gor_game_free(g);
}

static void test_every_size(void **state)
{
    (void)state;
    for (int w = 1; w <= GOR_MAX_SIZE; w += (w < 6 ? 1 : 7))
        for (int h = 1; h <= GOR_MAX_SIZE; h += (h < 6 ? 1 : 5)) {
            gor_game *g = NULL;
            assert_int_equal(gor_game_new(&g, w, h, NULL), GOR_OK);
            assert_int_equal(gor_game_width(g), w);
            assert_int_equal(gor_game_height(g), h);
            assert_true(gor_game_hash(g) == 0);
            assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 0);
            /* The last point is on the board, the next is not. */
            gor_point last = w * h - 1;
            int want = w * h == 1 ? GOR_ESUICIDE : GOR_OK;
            assert_int_equal(gor_game_legal(g, GOR_BLACK, last), want);
            assert_int_equal(gor_game_legal(g, GOR_BLACK, last + 1),
                             GOR_EOFFBOARD);
            if (w * h > 1) {
                assert_int_equal(gor_game_play(g, GOR_BLACK, last), GOR_OK);
                assert_int_equal(gor_game_at(g, last), GOR_BLACK);
                assert_int_equal(gor_game_liberty_count(g, last),
                                 (w > 1) + (h > 1));
            }
            gor_game_free(g);
        }
    assert_int_equal(gor_game_new(&(gor_game *){NULL}, 52, 53, NULL),
                     GOR_ESIZE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_by_one),
        cmocka_unit_test(test_strips),
        cmocka_unit_test(test_largest_board),
        cmocka_unit_test(test_rectangular_19x13),
        cmocka_unit_test(test_every_size),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
