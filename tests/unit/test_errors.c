/* SPDX-License-Identifier: MIT */
/*
 * test_errors.c - every error path with its exact status, NULL arguments
 * to every call, and refusals that leave every observable query as it was.
 */
#include <string.h>

#include "testutil.h"

static void test_new_errors(void **state)
{
    (void)state;
    gor_game *g = NULL;
    const gor_game *sentinel = (const gor_game *)&g;
    static const int bad[][2] = {{0, 9},  {9, 0},   {53, 9}, {9, 53},
                                 {-1, 9}, {9, -19}, {0, 0},  {1000, 1000}};
    assert_int_equal(gor_game_new(NULL, 9, 9, NULL), GOR_EINVAL);
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        g = (gor_game *)sentinel;
        assert_int_equal(gor_game_new(&g, bad[k][0], bad[k][1], NULL),
                         GOR_ESIZE);
        assert_null(g);
    }
    assert_int_equal(gor_game_new(&g, 52, 52, NULL), GOR_OK);
    gor_game *c = NULL;
    assert_int_equal(gor_game_clone(NULL, g), GOR_EINVAL);
    assert_int_equal(gor_game_clone(&c, NULL), GOR_EINVAL);
    assert_null(c);
    gor_game_free(g);
    gor_game_free(NULL);
    gor_game_clear(NULL);
}

static void test_null_game_queries(void **state)
{
    (void)state;
    gor_move_info m;
    gor_point out[4];
    unsigned char board[4] = {9, 9, 9, 9};
    assert_int_equal(gor_game_width(NULL), 0);
    assert_int_equal(gor_game_height(NULL), 0);
    assert_null(gor_game_rules(NULL));
    assert_int_equal(gor_game_at(NULL, 0), GOR_EMPTY);
    gor_game_board(NULL, board, sizeof board);
    assert_int_equal(board[0], 9);
    assert_int_equal(gor_game_stone_count(NULL, GOR_BLACK), 0);
    assert_int_equal(gor_game_to_move(NULL), GOR_EMPTY);
    assert_int_equal(gor_game_captures(NULL, GOR_WHITE), 0);
    assert_int_equal(gor_game_ko_point(NULL), GOR_NO_POINT);
    assert_true(gor_game_hash(NULL) == 0);
    assert_true(gor_game_situation_hash(NULL) == 0);
    assert_int_equal(gor_game_legal(NULL, GOR_BLACK, 0), GOR_EINVAL);
    assert_int_equal(gor_game_play(NULL, GOR_BLACK, 0), GOR_EINVAL);
    assert_int_equal(gor_game_play_ex(NULL, GOR_BLACK, 0, 0), GOR_EINVAL);
    assert_int_equal(gor_game_play_next(NULL, 0), GOR_EINVAL);
    assert_int_equal(gor_game_resign(NULL, GOR_BLACK), GOR_EINVAL);
    assert_int_equal(gor_game_setup(NULL, GOR_BLACK, out, 0), GOR_EINVAL);
    assert_int_equal(gor_game_set_to_move(NULL, GOR_BLACK), GOR_EINVAL);
    assert_int_equal(gor_game_resume(NULL), GOR_EINVAL);
    assert_int_equal(gor_game_end_reason(NULL), GOR_END_NONE);
    assert_int_equal(gor_game_winner(NULL), GOR_EMPTY);
    assert_int_equal(gor_game_consecutive_passes(NULL), 0);
    assert_non_null(gor_game_last_error(NULL));
    assert_int_equal(gor_game_liberty_count(NULL, 0), 0);
    assert_int_equal(gor_game_group_stones(NULL, 0, out, 4), 0);
    assert_int_equal(gor_game_group_liberties(NULL, 0, out, 4), 0);
    assert_int_equal(gor_game_last_removed(NULL, out, 4), 0);
    assert_int_equal(gor_game_history_length(NULL), 0);
    assert_int_equal(gor_game_redo_length(NULL), 0);
    assert_int_equal(gor_game_move_number(NULL), 0);
    assert_int_equal(gor_game_move(NULL, 1, &m), GOR_EINVAL);
    assert_int_equal(gor_game_undo(NULL), GOR_EINVAL);
    assert_int_equal(gor_game_redo(NULL), GOR_EINVAL);
    assert_int_equal(gor_game_goto(NULL, 0), GOR_EINVAL);
    assert_int_equal(gor_game_set_rules(NULL, NULL), GOR_EINVAL);
    gor_game_set_enforce_turn(NULL, 1);
}

static void test_bad_arguments_on_a_game(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, NULL);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 40), GOR_OK);
    /* Colours. */
    static const int colors[] = {GOR_EMPTY, 3, -1, 100};
    for (size_t k = 0; k < 4; k++) {
        gor_color c = (gor_color)colors[k];
        assert_int_equal(gor_game_legal(g, c, 0), GOR_ECOLOR);
        assert_int_equal(gor_game_legal(g, c, GOR_PASS), GOR_ECOLOR);
        assert_refused(g, gor_game_play(g, c, 0), GOR_ECOLOR);
        assert_refused(g, gor_game_play(g, c, GOR_PASS), GOR_ECOLOR);
        assert_refused(g, gor_game_resign(g, c), GOR_ECOLOR);
        assert_refused(g, gor_game_set_to_move(g, c), GOR_ECOLOR);
        assert_int_equal(gor_game_stone_count(g, c), 0);
        assert_int_equal(gor_game_captures(g, c), 0);
    }
    /* Points. */
    static const gor_point off[] = {81, 82, -3, GOR_NO_POINT, 1 << 20,
                                    -(1 << 20)};
    for (size_t k = 0; k < sizeof off / sizeof off[0]; k++) {
        assert_int_equal(gor_game_legal(g, GOR_WHITE, off[k]), GOR_EOFFBOARD);
        assert_refused(g, gor_game_play(g, GOR_WHITE, off[k]), GOR_EOFFBOARD);
        assert_int_equal(gor_game_at(g, off[k]), GOR_EMPTY);
        assert_int_equal(gor_game_liberty_count(g, off[k]), 0);
    }
    assert_refused(g, gor_game_play(g, GOR_WHITE, 40), GOR_EOCCUPIED);
    assert_string_equal(gor_game_last_error(g),
                        "white E5: point is occupied");
    assert_refused(g, gor_game_play(g, GOR_WHITE, 81), GOR_EOFFBOARD);
    assert_string_equal(gor_game_last_error(g),
                        "white (0,9): point is not on the board");
    /* History. */
    gor_move_info m;
    assert_int_equal(gor_game_move(g, 1, NULL), GOR_EINVAL);
    assert_int_equal(gor_game_move(g, 0, &m), GOR_ENOMOVE);
    assert_int_equal(gor_game_move(g, 2, &m), GOR_ENOMOVE);
    assert_refused(g, gor_game_redo(g), GOR_ENOMOVE);
    assert_refused(g, gor_game_goto(g, 2), GOR_ENOMOVE);
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_refused(g, gor_game_undo(g), GOR_ENOMOVE);
    assert_string_equal(gor_game_last_error(g),
                        "undo: no such move in the history");
    assert_int_equal(gor_game_redo(g), GOR_OK);
    assert_string_equal(gor_game_last_error(g), "");
    /* Rules. */
    assert_refused(g, gor_game_set_rules(g, NULL), GOR_EINVAL);
    /* Query buffers. */
    gor_point out[4];
    assert_int_equal(gor_game_group_stones(g, 40, NULL, 4), 0);
    assert_int_equal(gor_game_group_liberties(g, 40, NULL, 4), 0);
    assert_int_equal(gor_game_group_stones(g, 40, out, 0), 1);
    assert_int_equal(gor_game_group_liberties(g, 40, out, 0), 4);
    gor_game_board(g, NULL, 0);
    gor_game_free(g);
}

/* The ko of test_ko.c, with a capture made and a redo entry kept. */
static const char *const ko_rows[] = {
    ".......",
    "..xo...",
    ".xo.o..",
    "..xo...",
    "......x",
    "x....xo",
    ".x.....",
};

static gor_game *busy_game(const char *rules)
{
    gor_game *g = tu_diagram(7, 7, rules, ko_rows);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 48), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 47), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 17), GOR_OK); /* ko */
    assert_int_equal(gor_game_play(g, GOR_WHITE, 0), GOR_OK);
    assert_int_equal(gor_game_undo(g), GOR_OK); /* a redo entry */
    /* Black took the ko out of turn: White's retake would recreate the
     * board after 47 with Black to move, which never occurred, so
     * situational superko (aga) bans nothing; positional (chinese) does. */
    assert_int_equal(gor_game_ko_point(g),
                     strcmp(rules, "aga") ? 16 : GOR_NO_POINT);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 3);
    assert_int_equal(gor_game_redo_length(g), 1);
    return g;
}

static void test_refused_moves_change_nothing(void **state)
{
    (void)state;
    gor_game *g = busy_game("chinese");
    gor_game_set_enforce_turn(g, 1);
    assert_refused(g, gor_game_play(g, GOR_WHITE, 16), GOR_EKO);
    assert_refused(g, gor_game_play_next(g, 16), GOR_EKO);
    assert_refused(g, gor_game_play(g, GOR_WHITE, 17), GOR_EOCCUPIED);
    assert_refused(g, gor_game_play(g, GOR_WHITE, 49), GOR_EOFFBOARD);
    assert_refused(g, gor_game_play(g, GOR_BLACK, 1), GOR_ETURN);
    assert_refused(g, gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_ETURN);
    assert_refused(g, gor_game_play(g, GOR_EMPTY, 1), GOR_ECOLOR);
    assert_refused(g, gor_game_play_ex(g, GOR_WHITE, 1, 0x8u), GOR_EINVAL);
    assert_refused(g, gor_game_play_ex(g, GOR_WHITE, 1, GOR_PLAY_REMOVE_OWN),
                   GOR_EINVAL);
    assert_refused(g, gor_game_resume(g), GOR_EINVAL);
    assert_refused(g, gor_game_goto(g, 100), GOR_ENOMOVE);
    /* White's suicide in Black's corner, then game over. */
    gor_game_set_enforce_turn(g, 0);
    assert_refused(g, gor_game_play(g, GOR_WHITE, 42), GOR_ESUICIDE);
    assert_int_equal(gor_game_resign(g, GOR_WHITE), GOR_OK);
    assert_refused(g, gor_game_play(g, GOR_WHITE, 1), GOR_EGAMEOVER);
    assert_refused(g, gor_game_play(g, GOR_WHITE, 16), GOR_EGAMEOVER);
    assert_refused(g, gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_EGAMEOVER);
    assert_refused(g, gor_game_resign(g, GOR_BLACK), GOR_EGAMEOVER);
    gor_game_free(g);
}

/* A game and its clone stay equal under the same refused calls. */
static void test_clone_is_independent(void **state)
{
    (void)state;
    gor_game *g = busy_game("chinese");
    gor_game *c = NULL;
    assert_int_equal(gor_game_clone(&c, g), GOR_OK);
    tu_assert_same_game(g, c);
    assert_int_equal(gor_game_play(c, GOR_WHITE, 1), GOR_OK);
    assert_int_equal(gor_game_redo_length(g), 1);
    assert_int_equal(gor_game_redo_length(c), 0);
    assert_int_equal(gor_game_at(g, 1), GOR_EMPTY);
    assert_int_equal(gor_game_ko_point(g), 16);
    gor_game_free(g);
    /* The clone lives on alone. */
    assert_int_equal(gor_game_undo(c), GOR_OK);
    assert_int_equal(gor_game_ko_point(c), 16);
    gor_game_free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_errors),
        cmocka_unit_test(test_null_game_queries),
        cmocka_unit_test(test_bad_arguments_on_a_game),
        cmocka_unit_test(test_refused_moves_change_nothing),
        cmocka_unit_test(test_clone_is_independent),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
