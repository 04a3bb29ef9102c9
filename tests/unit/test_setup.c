/* SPDX-License-Identifier: MIT */
/*
 * test_setup.c - setup stones (SGF AB, AW, AE): history entries, the
 * position they make counts for superko, refusals change nothing.
 */
#include "testutil.h"

static void check_setup_entry(const gor_game *g, size_t i, int changed)
{
    gor_move_info m;
    assert_int_equal(gor_game_move(g, i, &m), GOR_OK);
    assert_int_equal(m.kind, GOR_MOVE_SETUP);
    assert_int_equal(m.color, GOR_EMPTY);
    assert_int_equal(m.point, GOR_NO_POINT);
    assert_int_equal(m.removed, changed);
    assert_int_equal(m.flags, 0);
    assert_int_equal(m.repeats, -1);
}

static void test_add_and_remove(void **state)
{
    (void)state;
    gor_game *g = tu_new(5, 5, NULL);
    const gor_point black[] = {0, 6, 12, 6};
    const gor_point white[] = {12, 13, 24};
    const gor_point empty[] = {0, 1, 24};
    static const char *const after_ab[] = {
        "x....", ".x...", "..x..", ".....", ".....",
    };
    static const char *const after_aw[] = {
        "x....", ".x...", "..oo.", ".....", "....o",
    };
    static const char *const after_ae[] = {
        ".....", ".x...", "..oo.", ".....", ".....",
    };
    assert_int_equal(gor_game_setup(g, GOR_BLACK, black, 4), GOR_OK);
    tu_assert_board(g, after_ab);
    check_setup_entry(g, 1, 3); /* the repeated point counts once */
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 3);
    assert_int_equal(gor_game_setup(g, GOR_WHITE, white, 3), GOR_OK);
    tu_assert_board(g, after_aw);
    check_setup_entry(g, 2, 3); /* 12 turned from black to white */
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 2);
    assert_int_equal(gor_game_stone_count(g, GOR_WHITE), 3);
    assert_int_equal(gor_game_liberty_count(g, 12), 6);
    assert_int_equal(gor_game_setup(g, GOR_EMPTY, empty, 3), GOR_OK);
    tu_assert_board(g, after_ae);
    check_setup_entry(g, 3, 2); /* 1 was empty already */
    assert_int_equal(gor_game_history_length(g), 3);
    /* Setup is not a move: Black is still to move, no captures, move 0. */
    assert_int_equal(gor_game_to_move(g), GOR_BLACK);
    assert_int_equal(gor_game_move_number(g), 0);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 0);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 0);
    assert_int_equal(gor_game_last_removed(g, NULL, 0), 0);
    /* The same stones played give the same hash. */
    gor_game *p = tu_new(5, 5, NULL);
    assert_int_equal(gor_game_play(p, GOR_WHITE, 12), GOR_OK);
    assert_int_equal(gor_game_play(p, GOR_BLACK, 6), GOR_OK);
    assert_int_equal(gor_game_play(p, GOR_WHITE, 13), GOR_OK);
    assert_true(gor_game_hash(p) == gor_game_hash(g));
    gor_game_free(p);
    /* Undo restores each step. */
    assert_int_equal(gor_game_undo(g), GOR_OK);
    tu_assert_board(g, after_aw);
    assert_int_equal(gor_game_undo(g), GOR_OK);
    tu_assert_board(g, after_ab);
    assert_int_equal(gor_game_redo(g), GOR_OK);
    assert_int_equal(gor_game_redo(g), GOR_OK);
    tu_assert_board(g, after_ae);
    gor_game_free(g);
}

static void test_no_change_makes_no_entry(void **state)
{
    (void)state;
    gor_game *g = tu_new(5, 5, NULL);
    const gor_point pts[] = {3, 4};
    assert_int_equal(gor_game_setup(g, GOR_EMPTY, pts, 2), GOR_OK);
    assert_int_equal(gor_game_setup(g, GOR_BLACK, pts, 0), GOR_OK);
    assert_int_equal(gor_game_setup(g, GOR_BLACK, NULL, 0), GOR_OK);
    assert_int_equal(gor_game_history_length(g), 0);
    assert_int_equal(gor_game_setup(g, GOR_BLACK, pts, 2), GOR_OK);
    assert_int_equal(gor_game_setup(g, GOR_BLACK, pts, 2), GOR_OK);
    assert_int_equal(gor_game_history_length(g), 1);
    gor_game_free(g);
}

static void test_dead_group_refused(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "o....", ".....", ".xxx.", ".x.x.", ".xxx.",
    };
    gor_game *g = tu_diagram(5, 5, NULL, rows);
    /* Black around the white corner stone: it would have no liberty. */
    const gor_point surround[] = {1, 5};
    assert_refused(g, gor_game_setup(g, GOR_BLACK, surround, 2), GOR_EINVAL);
    assert_string_equal(gor_game_last_error(g),
                        "setup: it would leave a group without liberties: "
                        "invalid argument");
    /* A white stone in Black's eye would have no liberty. */
    const gor_point eye = 17;
    assert_refused(g, gor_game_setup(g, GOR_WHITE, &eye, 1), GOR_EINVAL);
    /* One point of several is enough to refuse them all. */
    const gor_point mixed[] = {9, 1, 5};
    assert_refused(g, gor_game_setup(g, GOR_BLACK, mixed, 3), GOR_EINVAL);
    assert_int_equal(gor_game_at(g, 9), GOR_EMPTY);
    gor_game_free(g);

    /* A black stone set inside white's corner. */
    static const char *const corner[] = {
        ".o...", "o....", ".....", ".....", ".....",
    };
    g = tu_diagram(5, 5, NULL, corner);
    const gor_point in = 0;
    assert_refused(g, gor_game_setup(g, GOR_BLACK, &in, 1), GOR_EINVAL);
    /* Removing stones never kills: White's A5 corner freed. */
    const gor_point gone[] = {1, 5};
    assert_int_equal(gor_game_setup(g, GOR_EMPTY, gone, 2), GOR_OK);
    assert_int_equal(gor_game_setup(g, GOR_BLACK, &in, 1), GOR_OK);
    gor_game_free(g);
}

static void test_refusals_change_nothing(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "o....", ".....", ".xxx.", ".x.x.", ".xxx.",
    };
    gor_game *g = tu_diagram(5, 5, NULL, rows);
    /* A full board: no group can keep a liberty. */
    gor_point all[25];
    for (int k = 0; k < 25; k++)
        all[k] = k;
    assert_refused(g, gor_game_setup(g, GOR_BLACK, all, 25), GOR_EINVAL);
    assert_refused(g, gor_game_setup(g, GOR_WHITE, all, 25), GOR_EINVAL);
    /* Bad arguments: nothing is applied, not even the valid points. */
    const gor_point off[] = {3, 25};
    assert_refused(g, gor_game_setup(g, GOR_BLACK, off, 2), GOR_EOFFBOARD);
    const gor_point neg[] = {3, GOR_PASS};
    assert_refused(g, gor_game_setup(g, GOR_WHITE, neg, 2), GOR_EOFFBOARD);
    const gor_point none[] = {3, GOR_NO_POINT};
    assert_refused(g, gor_game_setup(g, GOR_EMPTY, none, 2), GOR_EOFFBOARD);
    assert_refused(g, gor_game_setup(g, (gor_color)3, off, 1), GOR_ECOLOR);
    assert_refused(g, gor_game_setup(g, (gor_color)-1, off, 1), GOR_ECOLOR);
    assert_refused(g, gor_game_setup(g, GOR_BLACK, NULL, 1), GOR_EINVAL);
    gor_point many[26];
    for (int k = 0; k < 26; k++)
        many[k] = 3;
    assert_refused(g, gor_game_setup(g, GOR_BLACK, many, 26), GOR_EINVAL);
    assert_int_equal(gor_game_setup(NULL, GOR_BLACK, many, 1), GOR_EINVAL);
    gor_game_free(g);
}

static void test_refused_setup_keeps_redo(void **state)
{
    (void)state;
    gor_game *g = tu_new(5, 5, NULL);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 0), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 1), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 12), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 5), GOR_OK); /* takes A5 */
    tu_snap end;
    tu_snap_take(&end, g);
    assert_int_equal(gor_game_goto(g, 1), GOR_OK);
    const gor_point kill[] = {1, 5};
    assert_refused(g, gor_game_setup(g, GOR_BLACK, kill, 2), GOR_EINVAL);
    assert_int_equal(gor_game_redo_length(g), 3);
    assert_int_equal(gor_game_goto(g, 4), GOR_OK);
    tu_snap now;
    tu_snap_take(&now, g);
    int same = tu_snap_equal(&end, &now);
    tu_snap_free(&now);
    tu_snap_free(&end);
    assert_true(same);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 1);
    /* An accepted setup drops them. */
    assert_int_equal(gor_game_goto(g, 1), GOR_OK);
    const gor_point one = 20;
    assert_int_equal(gor_game_setup(g, GOR_BLACK, &one, 1), GOR_OK);
    assert_int_equal(gor_game_redo_length(g), 0);
    assert_int_equal(gor_game_history_length(g), 2);
    gor_game_free(g);
}

/* The ko of test_ko.c: Black takes at 17, White retakes at 16. */
static const char *const ko_rows[] = {
    ".......",
    "..xo...",
    ".xo.o..",
    "..xo...",
    ".......",
    ".......",
    ".......",
};

/*
 * A mid-game setup completes the ko shape. Black takes, White passes and
 * retakes (out of turn, so no pass ends the game): the board, with Black
 * to move, is the one the setup made. Every superko rule forbids it; with
 * the simple ko rule the pass lifted the ban.
 */
static void test_setup_position_counts_for_superko(void **state)
{
    (void)state;
    static const char *const rules[] = {"koSIMPLE", "koPOSITIONAL",
                                        "koSITUATIONAL", "koNATURAL"};
    const int want[] = {GOR_OK, GOR_ESUPERKO, GOR_ESUPERKO, GOR_ESUPERKO};
    for (int r = 0; r < 4; r++) {
        gor_game *g = tu_new(7, 7, rules[r]);
        /* Black's stones by play, White's by setup, the last one added
         * after a move. */
        assert_int_equal(gor_game_play(g, GOR_BLACK, 9), GOR_OK);
        assert_int_equal(gor_game_play(g, GOR_BLACK, 15), GOR_OK);
        assert_int_equal(gor_game_play(g, GOR_BLACK, 23), GOR_OK);
        const gor_point w1[] = {10, 16, 18};
        assert_int_equal(gor_game_setup(g, GOR_WHITE, w1, 3), GOR_OK);
        assert_int_equal(gor_game_play(g, GOR_WHITE, 48), GOR_OK);
        const gor_point w2[] = {24, 48};
        assert_int_equal(gor_game_setup(g, GOR_WHITE, w2, 1), GOR_OK);
        const gor_point gone = 48;
        assert_int_equal(gor_game_setup(g, GOR_EMPTY, &gone, 1), GOR_OK);
        tu_assert_board(g, ko_rows);
        assert_int_equal(gor_game_set_to_move(g, GOR_BLACK), GOR_OK);
        assert_int_equal(gor_game_play(g, GOR_BLACK, 17), GOR_OK);
        assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
        assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
        assert_int_equal(gor_game_legal(g, GOR_WHITE, 16), want[r]);
        gor_game_free(g);
    }
}

/* A setup between two passes: the passes are not consecutive. */
static void test_setup_between_passes(void **state)
{
    (void)state;
    gor_game *g = tu_new(5, 5, NULL);
    const gor_point p = 7;
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_consecutive_passes(g), 1);
    assert_int_equal(gor_game_setup(g, GOR_BLACK, &p, 1), GOR_OK);
    assert_int_equal(gor_game_consecutive_passes(g), 0);
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_consecutive_passes(g), 1);
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_int_equal(gor_game_consecutive_passes(g), 1);
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_add_and_remove),
        cmocka_unit_test(test_no_change_makes_no_entry),
        cmocka_unit_test(test_dead_group_refused),
        cmocka_unit_test(test_refusals_change_nothing),
        cmocka_unit_test(test_refused_setup_keeps_redo),
        cmocka_unit_test(test_setup_position_counts_for_superko),
        cmocka_unit_test(test_setup_between_passes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
