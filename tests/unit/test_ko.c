/* SPDX-License-Identifier: MIT */
/*
 * test_ko.c - the simple ko: the ko point, who it binds, how it clears,
 * captures that look like a ko but are not, and the ko under every ko rule.
 */
#include "testutil.h"

/* A ko in the middle: Black plays 17 (D5) and takes the stone at 16 (C5);
 * White's retake at 16 is the immediate recapture. */
static const char *const ko_rows[] = {
    ".......",
    "..xo...",
    ".xo.o..",
    "..xo...",
    ".......",
    ".......",
    ".......",
};
#define KO_TAKE 17
#define KO_BACK 16

static gor_game *ko_game(const char *rules)
{
    gor_game *g = tu_diagram(7, 7, rules, ko_rows);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    assert_int_equal(gor_game_play(g, GOR_BLACK, KO_TAKE), GOR_OK);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 1);
    return g;
}

static void test_ko_point(void **state)
{
    (void)state;
    gor_game *g = ko_game(NULL);
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    assert_int_equal(gor_game_ko_point(g), KO_BACK);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, KO_BACK), GOR_EKO);
    assert_refused(g, gor_game_play(g, GOR_WHITE, KO_BACK), GOR_EKO);
    assert_refused(g, gor_game_play_next(g, KO_BACK), GOR_EKO);
    /* The ko binds White only: Black may fill it. */
    assert_int_equal(gor_game_legal(g, GOR_BLACK, KO_BACK), GOR_OK);
    /* Everything else is open to White. */
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 0), GOR_OK);
    gor_game_free(g);
}

static void test_ko_under_every_rule(void **state)
{
    (void)state;
    static const char *const forbid[] = {"japanese", "chinese", "aga",
                                         "koNATURAL", "tromp-taylor",
                                         "koSIMPLEsuiALL"};
    for (size_t k = 0; k < sizeof forbid / sizeof forbid[0]; k++) {
        gor_game *g = ko_game(forbid[k]);
        assert_int_equal(gor_game_ko_point(g), KO_BACK);
        assert_int_equal(gor_game_legal(g, GOR_WHITE, KO_BACK), GOR_EKO);
        assert_refused(g, gor_game_play(g, GOR_WHITE, KO_BACK), GOR_EKO);
        gor_game_free(g);
    }
    /* GOR_KO_NONE: the immediate recapture is allowed, and repeats. */
    gor_game *g = ko_game("koNONE");
    uint64_t before_take;
    assert_int_equal(gor_game_legal(g, GOR_WHITE, KO_BACK), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, KO_BACK), GOR_OK);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 1);
    tu_assert_board(g, ko_rows);
    before_take = gor_game_hash(g);
    for (int round = 0; round < 3; round++) {
        assert_int_equal(gor_game_play(g, GOR_BLACK, KO_TAKE), GOR_OK);
        assert_int_equal(gor_game_play(g, GOR_WHITE, KO_BACK), GOR_OK);
        assert_true(gor_game_hash(g) == before_take);
    }
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 4);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 4);
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    gor_game_free(g);
}

/* The ko point names where the player to move "may not retake a ko now";
 * under GOR_KO_NONE there is no such point. */
static void test_no_ko_point_under_ko_none(void **state)
{
    (void)state;
    gor_game *g = ko_game("koNONE");
    assert_int_equal(gor_game_legal(g, GOR_WHITE, KO_BACK), GOR_OK);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    gor_game_free(g);
}

static void test_ko_cleared_by_passes(void **state)
{
    (void)state;
    /* (Under Japanese rules the retakes below would repeat the position
     * before Black's take, which ends the game: see test_cycle.c.) */
    gor_game *g = ko_game("koSIMPLEscoreTERRITORY");
    /* A pass, even out of turn, lifts the ban. */
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, KO_BACK), GOR_OK);
    gor_game_free(g);

    g = ko_game("koSIMPLEscoreTERRITORY");
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, KO_BACK), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, KO_BACK), GOR_OK);
    /* And now Black is the one banned. */
    assert_int_equal(gor_game_ko_point(g), KO_TAKE);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, KO_TAKE), GOR_EKO);
    gor_game_free(g);
}

static void test_ko_cleared_by_threat_exchange(void **state)
{
    (void)state;
    gor_game *g = ko_game("japanese");
    assert_int_equal(gor_game_play(g, GOR_WHITE, 48), GOR_OK); /* threat */
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 47), GOR_OK); /* answer */
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, KO_BACK), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, KO_BACK), GOR_OK);
    assert_int_equal(gor_game_ko_point(g), KO_TAKE);
    /* Black's own move elsewhere also lifts the ban on Black. */
    assert_int_equal(gor_game_play(g, GOR_BLACK, 0), GOR_OK);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    gor_game_free(g);
}

static void test_ko_in_the_corner(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".xo..",
        "xo...",
        ".....",
        ".....",
        ".....",
    };
    gor_game *g = tu_diagram(5, 5, "japanese", rows);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 0), GOR_OK);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 1);
    assert_int_equal(gor_game_to_move(g), GOR_BLACK);
    assert_int_equal(gor_game_ko_point(g), 1);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 1), GOR_EKO);
    gor_game_free(g);
}

static void test_not_a_ko(void **state)
{
    (void)state;
    /* One stone taken by a stone that keeps two liberties. */
    static const char *const one[] = {
        "x....",
        "o....",
        ".....",
        ".....",
        ".....",
    };
    gor_game *g = tu_diagram(5, 5, "japanese", one);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 1), GOR_OK);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 1);
    assert_int_equal(gor_game_liberty_count(g, 1), 3);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    gor_game_free(g);

    /* Two stones taken by one stone with one liberty. */
    static const char *const two[] = {
        ".x...",
        "xo...",
        "xo...",
        "o....",
        ".....",
    };
    g = tu_diagram(5, 5, "japanese", two);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 0), GOR_OK);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 2);
    assert_int_equal(gor_game_liberty_count(g, 0), 1);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 5), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 5), GOR_OK);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 1);
    gor_game_free(g);

    /* A stone captured by a stone that joins its group (snapback). */
    static const char *const snap[] = {
        "x.ox.",
        "oxxx.",
        ".....",
    };
    g = tu_diagram(5, 3, "japanese", snap);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 1), GOR_OK);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 1);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 0), GOR_OK);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 2);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    gor_game_free(g);
}

static void test_ko_point_and_undo(void **state)
{
    (void)state;
    gor_game *g = ko_game("japanese");
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, KO_BACK), GOR_EOCCUPIED);
    assert_int_equal(gor_game_redo(g), GOR_OK);
    assert_int_equal(gor_game_ko_point(g), KO_BACK);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, KO_BACK), GOR_EKO);
    /* White's threat, undone: the ban is back. */
    assert_int_equal(gor_game_play(g, GOR_WHITE, 48), GOR_OK);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, KO_BACK), GOR_OK);
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_int_equal(gor_game_ko_point(g), KO_BACK);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, KO_BACK), GOR_EKO);
    /* A setup entry clears the ko. */
    gor_point far = 42;
    assert_int_equal(gor_game_setup(g, GOR_BLACK, &far, 1), GOR_OK);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, KO_BACK), GOR_OK);
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_int_equal(gor_game_ko_point(g), KO_BACK);
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ko_point),
        cmocka_unit_test(test_ko_under_every_rule),
        cmocka_unit_test(test_no_ko_point_under_ko_none),
        cmocka_unit_test(test_ko_cleared_by_passes),
        cmocka_unit_test(test_ko_cleared_by_threat_exchange),
        cmocka_unit_test(test_ko_in_the_corner),
        cmocka_unit_test(test_not_a_ko),
        cmocka_unit_test(test_ko_point_and_undo),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
