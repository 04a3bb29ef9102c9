/* SPDX-License-Identifier: MIT */
/*
 * test_tolerant.c - GOR_PLAY_TOLERANT plays moves the rules forbid (ko,
 * suicide, superko, turn, game over) and flags what they broke; occupied
 * and off-board points are still refused.
 */
#include "testutil.h"

static const char *const ko_rows[] = {
    ".......",
    "..xo...",
    ".xo.o..",
    "..xo...",
    ".......",
    ".......",
    "......x",
};

static void check_last(const gor_game *g, gor_move_kind kind, gor_color c,
                       gor_point p, int removed, unsigned flags, int repeats)
{
    gor_move_info m;
    assert_int_equal(gor_game_move(g, gor_game_history_length(g), &m),
                     GOR_OK);
    assert_int_equal(m.kind, kind);
    assert_int_equal(m.color, c);
    assert_int_equal(m.point, p);
    assert_int_equal(m.removed, removed);
    assert_int_equal(m.flags, flags);
    assert_int_equal(m.repeats, repeats);
}

static void test_ko(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(7, 7, "koSIMPLE", ko_rows);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 17), GOR_OK);
    assert_int_equal(gor_game_play_ex(g, GOR_WHITE, 16, GOR_PLAY_TOLERANT),
                     GOR_OK);
    check_last(g, GOR_MOVE_PLAY, GOR_WHITE, 16, 1,
               GOR_MOVE_CAPTURED | GOR_MOVE_BROKE_KO, -1);
    tu_assert_board(g, ko_rows);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 1);
    /* The flags stay through undo, redo and clone. */
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_int_equal(gor_game_redo(g), GOR_OK);
    check_last(g, GOR_MOVE_PLAY, GOR_WHITE, 16, 1,
               GOR_MOVE_CAPTURED | GOR_MOVE_BROKE_KO, -1);
    gor_game *c = NULL;
    assert_int_equal(gor_game_clone(&c, g), GOR_OK);
    check_last(c, GOR_MOVE_PLAY, GOR_WHITE, 16, 1,
               GOR_MOVE_CAPTURED | GOR_MOVE_BROKE_KO, -1);
    gor_game_free(c);
    gor_game_free(g);

    /* Under a superko rule the retake also repeats the position. */
    g = tu_diagram(7, 7, "chinese", ko_rows);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 17), GOR_OK);
    assert_int_equal(gor_game_play_ex(g, GOR_WHITE, 16, GOR_PLAY_TOLERANT),
                     GOR_OK);
    check_last(g, GOR_MOVE_PLAY, GOR_WHITE, 16, 1,
               GOR_MOVE_CAPTURED | GOR_MOVE_BROKE_KO | GOR_MOVE_REPEATS, 2);
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    gor_game_free(g);
}

/* The repetition a tolerant ko recapture makes names the position before
 * the ko was taken, even with a player-to-move entry in between. */
static void test_ko_repeat_after_turn_entry(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(7, 7, "chinese", ko_rows);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 17), GOR_OK); /* entry 3 */
    assert_int_equal(gor_game_set_to_move(g, GOR_WHITE), GOR_OK);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 16), GOR_EKO);
    assert_int_equal(gor_game_play_ex(g, GOR_WHITE, 16, GOR_PLAY_TOLERANT),
                     GOR_OK);
    tu_assert_board(g, ko_rows); /* position 2, before Black's take */
    check_last(g, GOR_MOVE_PLAY, GOR_WHITE, 16, 1,
               GOR_MOVE_CAPTURED | GOR_MOVE_BROKE_KO | GOR_MOVE_REPEATS, 2);
    gor_game_free(g);
}

static void test_suicide(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".xo..", "xxo..", "oo...", ".....", ".....",
    };
    static const char *const after[] = {
        "..o..", "..o..", "oo...", ".....", ".....",
    };
    gor_game *g = tu_diagram(5, 5, "japanese", rows);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_ESUICIDE);
    assert_int_equal(gor_game_play_ex(g, GOR_BLACK, 0, GOR_PLAY_TOLERANT),
                     GOR_OK);
    check_last(g, GOR_MOVE_PLAY, GOR_BLACK, 0, 4,
               GOR_MOVE_SUICIDE | GOR_MOVE_BROKE_SUICIDE, -1);
    tu_assert_board(g, after);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 4);
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    gor_game_free(g);
}

static const char *const two_kos[] = {
    ".xo...ox.",
    "xo.o.ox.x",
    ".xo...ox.",
    ".........",
    ".........",
};

static void test_superko(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(9, 5, "koPOSITIONAL", two_kos);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 11), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 16), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 10), GOR_OK);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 15), GOR_ESUPERKO);
    assert_int_equal(gor_game_play_ex(g, GOR_BLACK, 15, GOR_PLAY_TOLERANT),
                     GOR_OK);
    check_last(g, GOR_MOVE_PLAY, GOR_BLACK, 15, 1,
               GOR_MOVE_CAPTURED | GOR_MOVE_BROKE_SUPERKO | GOR_MOVE_REPEATS,
               2);
    tu_assert_board(g, two_kos);
    gor_game_free(g);
}

static void test_turn(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, NULL);
    gor_game_set_enforce_turn(g, 1);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 40), GOR_ETURN);
    assert_int_equal(gor_game_play_ex(g, GOR_WHITE, 40, GOR_PLAY_TOLERANT),
                     GOR_OK);
    check_last(g, GOR_MOVE_PLAY, GOR_WHITE, 40, 0, GOR_MOVE_BROKE_TURN, -1);
    assert_int_equal(gor_game_to_move(g), GOR_BLACK);
    assert_int_equal(gor_game_play_ex(g, GOR_WHITE, GOR_PASS,
                                      GOR_PLAY_TOLERANT),
                     GOR_OK);
    check_last(g, GOR_MOVE_PASS, GOR_WHITE, GOR_NO_POINT, 0,
               GOR_MOVE_BROKE_TURN, -1);
    /* A legal move under tolerance breaks nothing. */
    assert_int_equal(gor_game_play_ex(g, GOR_BLACK, 41, GOR_PLAY_TOLERANT),
                     GOR_OK);
    check_last(g, GOR_MOVE_PLAY, GOR_BLACK, 41, 0, 0u, -1);
    gor_game_free(g);
}

static void test_several_rules_at_once(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".x...", "x....", ".....", ".....", ".....",
    };
    gor_game *g = tu_diagram(5, 5, "koSIMPLE", rows);
    gor_game_set_enforce_turn(g, 1);
    /* Black is to move: White's suicide is out of turn too. */
    assert_int_equal(gor_game_play_ex(g, GOR_WHITE, 0, GOR_PLAY_TOLERANT),
                     GOR_OK);
    check_last(g, GOR_MOVE_PLAY, GOR_WHITE, 0, 1,
               GOR_MOVE_SUICIDE | GOR_MOVE_BROKE_SUICIDE |
                   GOR_MOVE_BROKE_TURN,
               -1);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 1);
    gor_game_free(g);
}

static void test_game_over(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, NULL);
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_end_reason(g), GOR_END_PASSES);
    assert_int_equal(gor_game_play_ex(g, GOR_BLACK, 40, GOR_PLAY_TOLERANT),
                     GOR_OK);
    check_last(g, GOR_MOVE_PLAY, GOR_BLACK, 40, 0, GOR_MOVE_BROKE_GAMEOVER,
               -1);
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 41), GOR_OK);
    gor_game_free(g);

    g = tu_new(9, 9, NULL);
    assert_int_equal(gor_game_resign(g, GOR_WHITE), GOR_OK);
    assert_int_equal(gor_game_play_ex(g, GOR_WHITE, GOR_PASS,
                                      GOR_PLAY_TOLERANT),
                     GOR_OK);
    check_last(g, GOR_MOVE_PASS, GOR_WHITE, GOR_NO_POINT, 0,
               GOR_MOVE_BROKE_GAMEOVER, -1);
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    assert_int_equal(gor_game_winner(g), GOR_EMPTY);
    gor_game_free(g);
}

static void test_still_refused(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(7, 7, "japanese", ko_rows);
    gor_game_set_enforce_turn(g, 1);
    const unsigned t = GOR_PLAY_TOLERANT;
    assert_refused(g, gor_game_play_ex(g, GOR_BLACK, 9, t), GOR_EOCCUPIED);
    assert_refused(g, gor_game_play_ex(g, GOR_WHITE, 9, t), GOR_EOCCUPIED);
    assert_refused(g, gor_game_play_ex(g, GOR_BLACK, 49, t), GOR_EOFFBOARD);
    assert_refused(g, gor_game_play_ex(g, GOR_BLACK, -3, t), GOR_EOFFBOARD);
    assert_refused(g, gor_game_play_ex(g, GOR_BLACK, GOR_NO_POINT, t),
                   GOR_EOFFBOARD);
    assert_refused(g, gor_game_play_ex(g, GOR_EMPTY, 0, t), GOR_ECOLOR);
    assert_refused(g, gor_game_play_ex(g, (gor_color)3, 0, t), GOR_ECOLOR);
    assert_refused(g, gor_game_play_ex(g, GOR_BLACK, 0, 0x4u), GOR_EINVAL);
    assert_refused(g, gor_game_play_ex(g, GOR_BLACK, 0, t | 0x100u),
                   GOR_EINVAL);
    assert_refused(g, gor_game_play_ex(g, GOR_BLACK, 0, t | GOR_PLAY_REMOVE_OWN),
                   GOR_EINVAL);
    assert_int_equal(gor_game_play_ex(NULL, GOR_BLACK, 0, t), GOR_EINVAL);
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ko),
        cmocka_unit_test(test_ko_repeat_after_turn_entry),
        cmocka_unit_test(test_suicide),
        cmocka_unit_test(test_superko),
        cmocka_unit_test(test_turn),
        cmocka_unit_test(test_several_rules_at_once),
        cmocka_unit_test(test_game_over),
        cmocka_unit_test(test_still_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
