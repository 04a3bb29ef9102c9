/* SPDX-License-Identifier: MIT */
/*
 * test_gameend.c - the end of the game (two passes, resignation, outside
 * reasons), resuming, the winner, and turn order (enforce_turn).
 */
#include "testutil.h"

static void check_last(const gor_game *g, gor_move_kind kind, gor_color c)
{
    gor_move_info m;
    assert_int_equal(gor_game_move(g, gor_game_history_length(g), &m),
                     GOR_OK);
    assert_int_equal(m.kind, kind);
    assert_int_equal(m.color, c);
    assert_int_equal(m.point, GOR_NO_POINT);
    assert_int_equal(m.removed, 0);
    assert_int_equal(m.flags, 0);
}

static void test_two_passes(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, NULL);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 40), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_consecutive_passes(g), 1);
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    check_last(g, GOR_MOVE_PASS, GOR_BLACK);
    assert_int_equal(gor_game_consecutive_passes(g), 2);
    assert_int_equal(gor_game_end_reason(g), GOR_END_PASSES);
    assert_int_equal(gor_game_winner(g), GOR_EMPTY);
    assert_int_equal(gor_game_move_number(g), 3);
    assert_int_equal(gor_game_pass_count(g, GOR_BLACK), 1);
    assert_int_equal(gor_game_pass_count(g, GOR_WHITE), 1);
    /* Everything that would continue the game is refused. */
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 41), GOR_EGAMEOVER);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, GOR_PASS), GOR_EGAMEOVER);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 40), GOR_EGAMEOVER);
    assert_refused(g, gor_game_play(g, GOR_WHITE, 41), GOR_EGAMEOVER);
    assert_string_equal(gor_game_last_error(g), "white F5: the game is over");
    assert_refused(g, gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_EGAMEOVER);
    assert_refused(g, gor_game_play_next(g, 41), GOR_EGAMEOVER);
    assert_refused(g, gor_game_resign(g, GOR_WHITE), GOR_EGAMEOVER);
    assert_refused(g, gor_game_end(g, GOR_END_AGREEMENT, GOR_EMPTY),
                   GOR_EGAMEOVER);
    /* Undo reopens it. */
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    assert_int_equal(gor_game_consecutive_passes(g), 1);
    assert_int_equal(gor_game_redo(g), GOR_OK);
    assert_int_equal(gor_game_end_reason(g), GOR_END_PASSES);
    gor_game_free(g);
}

static void test_resume(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, NULL);
    assert_refused(g, gor_game_resume(g), GOR_EINVAL);
    assert_string_equal(gor_game_last_error(g),
                        "resume: the game is not over: invalid argument");
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_resume(g), GOR_OK);
    check_last(g, GOR_MOVE_RESUME, GOR_EMPTY);
    assert_string_equal(gor_game_last_error(g), "");
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    assert_int_equal(gor_game_consecutive_passes(g), 0);
    assert_int_equal(gor_game_to_move(g), GOR_BLACK);
    assert_int_equal(gor_game_history_length(g), 3);
    assert_int_equal(gor_game_move_number(g), 2);
    /* One pass no longer ends it; two do. */
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 30), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_end_reason(g), GOR_END_PASSES);
    assert_int_equal(gor_game_resume(NULL), GOR_EINVAL);
    gor_game_free(g);
}

static void test_passes_of_one_colour(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, NULL);
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_end_reason(g), GOR_END_PASSES);
    assert_int_equal(gor_game_pass_count(g, GOR_BLACK), 2);
    assert_int_equal(gor_game_pass_count(g, GOR_WHITE), 0);
    assert_int_equal(gor_game_pass_count(g, GOR_EMPTY), 0);
    assert_int_equal(gor_game_pass_count(NULL, GOR_BLACK), 0);
    gor_game_free(g);
}

/* AGA: two passes end the game only if White passed last. */
static void test_aga_white_passes_last(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, "aga");
    assert_int_equal(gor_game_play(g, GOR_BLACK, 40), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_consecutive_passes(g), 2);
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_consecutive_passes(g), 3);
    assert_int_equal(gor_game_end_reason(g), GOR_END_PASSES);
    assert_int_equal(gor_game_pass_count(g, GOR_WHITE), 2);
    assert_int_equal(gor_game_pass_count(g, GOR_BLACK), 1);
    gor_game_free(g);
}

static void test_resign(void **state)
{
    (void)state;
    for (int c = GOR_BLACK; c <= GOR_WHITE; c++) {
        gor_game *g = tu_new(9, 9, NULL);
        assert_int_equal(gor_game_play(g, GOR_BLACK, 40), GOR_OK);
        assert_int_equal(gor_game_winner(g), GOR_EMPTY);
        assert_int_equal(gor_game_resign(g, (gor_color)c), GOR_OK);
        check_last(g, GOR_MOVE_RESIGN, (gor_color)c);
        assert_int_equal(gor_game_end_reason(g), GOR_END_RESIGN);
        assert_int_equal(gor_game_winner(g), GOR_OTHER((gor_color)c));
        assert_int_equal(gor_game_move_number(g), 1);
        assert_int_equal(gor_game_to_move(g), GOR_WHITE);
        assert_refused(g, gor_game_play(g, GOR_WHITE, 41), GOR_EGAMEOVER);
        assert_refused(g, gor_game_resign(g, GOR_OTHER((gor_color)c)),
                       GOR_EGAMEOVER);
        assert_refused(g, gor_game_resign(g, GOR_EMPTY), GOR_ECOLOR);
        assert_int_equal(gor_game_undo(g), GOR_OK);
        assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
        assert_int_equal(gor_game_winner(g), GOR_EMPTY);
        assert_int_equal(gor_game_redo(g), GOR_OK);
        assert_int_equal(gor_game_winner(g), GOR_OTHER((gor_color)c));
        /* Resuming after a resignation takes the win away. */
        assert_int_equal(gor_game_resume(g), GOR_OK);
        assert_int_equal(gor_game_winner(g), GOR_EMPTY);
        assert_int_equal(gor_game_play(g, GOR_WHITE, 41), GOR_OK);
        gor_game_free(g);
    }
    /* Resigning on an empty board, either colour, at any turn. */
    gor_game *g = tu_new(9, 9, NULL);
    gor_game_set_enforce_turn(g, 1);
    assert_int_equal(gor_game_resign(g, GOR_WHITE), GOR_OK);
    assert_int_equal(gor_game_winner(g), GOR_BLACK);
    assert_int_equal(gor_game_resign(NULL, GOR_WHITE), GOR_EINVAL);
    gor_game_free(g);
}

static void test_end_outside_the_board(void **state)
{
    (void)state;
    static const struct {
        gor_end reason;
        gor_color winner;
    } ok[] = {
        {GOR_END_AGREEMENT, GOR_EMPTY}, {GOR_END_TIME, GOR_BLACK},
        {GOR_END_TIME, GOR_WHITE},      {GOR_END_FORFEIT, GOR_WHITE},
        {GOR_END_VOID, GOR_EMPTY},
    };
    for (size_t k = 0; k < sizeof ok / sizeof ok[0]; k++) {
        gor_game *g = tu_new(9, 9, NULL);
        assert_int_equal(gor_game_end(g, ok[k].reason, ok[k].winner), GOR_OK);
        check_last(g, GOR_MOVE_END, ok[k].winner);
        assert_int_equal(gor_game_end_reason(g), ok[k].reason);
        assert_int_equal(gor_game_winner(g), ok[k].winner);
        assert_refused(g, gor_game_play(g, GOR_BLACK, 0), GOR_EGAMEOVER);
        assert_int_equal(gor_game_undo(g), GOR_OK);
        assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
        gor_game_free(g);
    }
    static const struct {
        gor_end reason;
        gor_color winner;
    } bad[] = {
        {GOR_END_AGREEMENT, GOR_BLACK}, {GOR_END_TIME, GOR_EMPTY},
        {GOR_END_FORFEIT, (gor_color)3}, {GOR_END_VOID, GOR_WHITE},
        {GOR_END_NONE, GOR_EMPTY},      {GOR_END_PASSES, GOR_EMPTY},
        {GOR_END_RESIGN, GOR_BLACK},    {GOR_END_NO_RESULT, GOR_EMPTY},
        {GOR_END_REPETITION, GOR_BLACK}, {(gor_end)9, GOR_EMPTY},
    };
    gor_game *g = tu_new(9, 9, NULL);
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++)
        assert_refused(g, gor_game_end(g, bad[k].reason, bad[k].winner),
                       GOR_EINVAL);
    assert_int_equal(gor_game_end(NULL, GOR_END_VOID, GOR_EMPTY), GOR_EINVAL);
    gor_game_free(g);
}

static void test_enforce_turn(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, NULL);
    /* Off by default: either colour may move. */
    assert_int_equal(gor_game_play(g, GOR_WHITE, 0), GOR_OK);
    assert_int_equal(gor_game_to_move(g), GOR_BLACK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 1), GOR_OK);
    assert_int_equal(gor_game_to_move(g), GOR_BLACK);
    gor_game_set_enforce_turn(g, 1);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 2), GOR_ETURN);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, GOR_PASS), GOR_ETURN);
    assert_refused(g, gor_game_play(g, GOR_WHITE, 2), GOR_ETURN);
    assert_string_equal(gor_game_last_error(g),
                        "white C9: it is not that colour's turn");
    assert_refused(g, gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_ETURN);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 2), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 2), GOR_OK);
    assert_refused(g, gor_game_play(g, GOR_BLACK, 3), GOR_ETURN);
    assert_int_equal(gor_game_play_next(g, 3), GOR_OK);
    assert_int_equal(gor_game_at(g, 3), GOR_WHITE);
    /* The turn is checked before the point. */
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 3), GOR_ETURN);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 3), GOR_EOCCUPIED);
    /* The player to move can be set. */
    assert_int_equal(gor_game_set_to_move(g, GOR_WHITE), GOR_OK);
    check_last(g, GOR_MOVE_TURN, GOR_WHITE);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 4), GOR_OK);
    /* Turned off again. */
    gor_game_set_enforce_turn(g, 0);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 5), GOR_OK);
    gor_game_set_enforce_turn(g, 7); /* any nonzero value */
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 6), GOR_ETURN);
    gor_game_set_enforce_turn(NULL, 1);
    gor_game_free(g);
}

static void test_first_player_from_rules(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, "prediction");
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    assert_int_equal(gor_game_play_next(g, 40), GOR_OK);
    assert_int_equal(gor_game_at(g, 40), GOR_WHITE);
    assert_int_equal(gor_game_to_move(g), GOR_BLACK);
    gor_game_clear(g);
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    gor_game_free(g);
    g = tu_new(9, 9, "japanese");
    assert_int_equal(gor_game_to_move(g), GOR_BLACK);
    tu_set_rules(g, "prediction");
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_passes),
        cmocka_unit_test(test_resume),
        cmocka_unit_test(test_passes_of_one_colour),
        cmocka_unit_test(test_aga_white_passes_last),
        cmocka_unit_test(test_resign),
        cmocka_unit_test(test_end_outside_the_board),
        cmocka_unit_test(test_enforce_turn),
        cmocka_unit_test(test_first_player_from_rules),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
