/* SPDX-License-Identifier: MIT */
/*
 * test_cycle.c - what a repetition the ko rule permits means: nothing
 * (IGNORE), a flag (REPORT), no result (Japanese), a loss (LOSS).
 */
#include "testutil.h"

static void check_entry(const gor_game *g, size_t i, gor_color c,
                        gor_point p, unsigned flags, int repeats)
{
    gor_move_info m;
    assert_int_equal(gor_game_move(g, i, &m), GOR_OK);
    assert_int_equal(m.kind, GOR_MOVE_PLAY);
    assert_int_equal(m.color, c);
    assert_int_equal(m.point, p);
    assert_int_equal(m.flags, flags);
    assert_int_equal(m.repeats, repeats);
}

/* Play the first n moves of the triple-ko cycle, repeated, from move k0. */
static void play_cycle(gor_game *g, int k0, int n)
{
    for (int k = k0; k < k0 + n; k++) {
        gor_color c = k % 2 ? GOR_WHITE : GOR_BLACK;
        int st = gor_game_play(g, c, tu_triple_ko_cycle[k % 6]);
        if (st != GOR_OK)
            print_error("cycle move %d: %s\n", k + 1, gor_status_name(st));
        assert_int_equal(st, GOR_OK);
    }
}

static void test_japanese_triple_ko_no_result(void **state)
{
    (void)state;
    static const char *const presets[] = {"japanese", "korean"};
    for (int r = 0; r < 2; r++) {
        gor_game *g = tu_diagram(9, 7, presets[r], tu_triple_ko);
        /* Two setup entries: position 2 is the start. */
        assert_int_equal(gor_game_history_length(g), 2);
        play_cycle(g, 0, 5);
        assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
        for (int k = 0; k < 5; k++)
            check_entry(g, 3 + (size_t)k, k % 2 ? GOR_WHITE : GOR_BLACK,
                        tu_triple_ko_cycle[k], GOR_MOVE_CAPTURED, -1);
        /* The sixth move is legal (simple ko) and repeats the start. */
        assert_int_equal(gor_game_legal(g, GOR_WHITE, tu_triple_ko_cycle[5]),
                         GOR_OK);
        assert_int_equal(gor_game_play(g, GOR_WHITE, tu_triple_ko_cycle[5]),
                         GOR_OK);
        tu_assert_board(g, tu_triple_ko);
        check_entry(g, 8, GOR_WHITE, tu_triple_ko_cycle[5],
                    GOR_MOVE_CAPTURED | GOR_MOVE_REPEATS, 2);
        assert_int_equal(gor_game_end_reason(g), GOR_END_NO_RESULT);
        assert_int_equal(gor_game_winner(g), GOR_EMPTY);
        assert_int_equal(gor_game_legal(g, GOR_BLACK, tu_triple_ko_cycle[0]),
                         GOR_EGAMEOVER);
        assert_refused(g, gor_game_play(g, GOR_BLACK, tu_triple_ko_cycle[0]),
                       GOR_EGAMEOVER);
        assert_refused(g, gor_game_play(g, GOR_BLACK, GOR_PASS),
                       GOR_EGAMEOVER);
        assert_refused(g, gor_game_resign(g, GOR_BLACK), GOR_EGAMEOVER);
        /* Undo reopens the game; redo ends it again. */
        assert_int_equal(gor_game_undo(g), GOR_OK);
        assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
        assert_int_equal(gor_game_redo(g), GOR_OK);
        assert_int_equal(gor_game_end_reason(g), GOR_END_NO_RESULT);
        check_entry(g, 8, GOR_WHITE, tu_triple_ko_cycle[5],
                    GOR_MOVE_CAPTURED | GOR_MOVE_REPEATS, 2);
        /* Resuming lets the cycle go on; the next lap ends it again. */
        assert_int_equal(gor_game_resume(g), GOR_OK);
        play_cycle(g, 0, 1);
        assert_int_equal(gor_game_end_reason(g), GOR_END_NO_RESULT);
        check_entry(g, 10, GOR_BLACK, tu_triple_ko_cycle[0],
                    GOR_MOVE_CAPTURED | GOR_MOVE_REPEATS, 3);
        gor_game_free(g);
    }
}

static void test_cycle_loss(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(9, 7, "koSIMPLEcycleLOSS", tu_triple_ko);
    play_cycle(g, 0, 6);
    assert_int_equal(gor_game_end_reason(g), GOR_END_REPETITION);
    /* White made the repetition and loses. */
    assert_int_equal(gor_game_winner(g), GOR_BLACK);
    check_entry(g, 8, GOR_WHITE, tu_triple_ko_cycle[5],
                GOR_MOVE_CAPTURED | GOR_MOVE_REPEATS, 2);
    assert_refused(g, gor_game_play(g, GOR_BLACK, 0), GOR_EGAMEOVER);
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_int_equal(gor_game_winner(g), GOR_EMPTY);
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    gor_game_free(g);

    /* One lap later, with Black making the repetition. */
    g = tu_diagram(9, 7, "koSIMPLEcycleLOSS", tu_triple_ko);
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    /* After White's pass the start recurs with Black to move; the cycle
     * brings that position (entry 3) back with White's sixth move. */
    play_cycle(g, 0, 6);
    assert_int_equal(gor_game_end_reason(g), GOR_END_REPETITION);
    assert_int_equal(gor_game_winner(g), GOR_BLACK);
    check_entry(g, 9, GOR_WHITE, tu_triple_ko_cycle[5],
                GOR_MOVE_CAPTURED | GOR_MOVE_REPEATS, 3);
    gor_game_free(g);
}

/* Under the prediction preset (White first, no ko rule, repetition loses,
 * RULES.md section 7) an immediate ko recapture loses at once. */
static void test_prediction_ko_recapture_loses(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(9, 7, "prediction", tu_triple_ko);
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    assert_int_equal(gor_game_play_next(g, 16), GOR_OK);
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 15), GOR_OK);
    assert_int_equal(gor_game_play_next(g, 15), GOR_OK);
    assert_int_equal(gor_game_end_reason(g), GOR_END_REPETITION);
    assert_int_equal(gor_game_winner(g), GOR_WHITE);
    check_entry(g, 4, GOR_BLACK, 15, GOR_MOVE_CAPTURED | GOR_MOVE_REPEATS,
                2);
    gor_game_free(g);
}

/* RULES.md section 7: "Any repetition of a whole-board position loses at
 * once for the player who made it" - the board alone, whoever is to move.
 * White's single-stone suicide (legal under the choice rule) leaves the
 * starting board as it was. */
static void test_prediction_board_repetition_loses(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(9, 7, "prediction", tu_triple_ko);
    assert_int_equal(gor_game_play_next(g, 8), GOR_OK);
    tu_assert_board(g, tu_triple_ko);
    check_entry(g, 3, GOR_WHITE, 8, GOR_MOVE_SUICIDE | GOR_MOVE_REPEATS, 2);
    assert_int_equal(gor_game_end_reason(g), GOR_END_REPETITION);
    assert_int_equal(gor_game_winner(g), GOR_BLACK);
    gor_game_free(g);
}

static void test_cycle_report(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(9, 7, "koSIMPLEcycleREPORT", tu_triple_ko);
    play_cycle(g, 0, 5);
    for (int k = 0; k < 5; k++)
        check_entry(g, 3 + (size_t)k, k % 2 ? GOR_WHITE : GOR_BLACK,
                    tu_triple_ko_cycle[k], GOR_MOVE_CAPTURED, -1);
    play_cycle(g, 5, 7);
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    /* Move k of the second lap (entry 8 + k) repeats position 2 + k. */
    for (int k = 5; k < 12; k++)
        check_entry(g, 3 + (size_t)k, k % 2 ? GOR_WHITE : GOR_BLACK,
                    tu_triple_ko_cycle[k % 6],
                    GOR_MOVE_CAPTURED | GOR_MOVE_REPEATS, k - 3);
    /* The notes follow undo, redo and a new branch. */
    assert_int_equal(gor_game_goto(g, 8), GOR_OK);
    check_entry(g, 8, GOR_WHITE, tu_triple_ko_cycle[5],
                GOR_MOVE_CAPTURED | GOR_MOVE_REPEATS, 2);
    check_entry(g, 9, GOR_BLACK, tu_triple_ko_cycle[0],
                GOR_MOVE_CAPTURED | GOR_MOVE_REPEATS, 3);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 60), GOR_OK);
    check_entry(g, 9, GOR_BLACK, 60, 0, -1);
    assert_int_equal(gor_game_move(g, 10, &(gor_move_info){0}), GOR_ENOMOVE);
    gor_game *c = NULL;
    assert_int_equal(gor_game_clone(&c, g), GOR_OK);
    check_entry(c, 8, GOR_WHITE, tu_triple_ko_cycle[5],
                GOR_MOVE_CAPTURED | GOR_MOVE_REPEATS, 2);
    gor_game_free(c);
    gor_game_free(g);
}

/* An immediate recapture under GOR_KO_NONE is a repetition too. */
static void test_report_immediate_recapture(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(9, 7, "koNONEcycleREPORT", tu_triple_ko);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 11), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 10), GOR_OK);
    check_entry(g, 4, GOR_WHITE, 10, GOR_MOVE_CAPTURED | GOR_MOVE_REPEATS,
                2);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 11), GOR_OK);
    check_entry(g, 5, GOR_BLACK, 11, GOR_MOVE_CAPTURED | GOR_MOVE_REPEATS,
                3);
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    gor_game_free(g);
}

static void test_cycle_ignore(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(9, 7, "koSIMPLEcycleIGNORE", tu_triple_ko);
    play_cycle(g, 0, 18);
    assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
    for (int k = 0; k < 18; k++)
        check_entry(g, 3 + (size_t)k, k % 2 ? GOR_WHITE : GOR_BLACK,
                    tu_triple_ko_cycle[k % 6], GOR_MOVE_CAPTURED, -1);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 9);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 9);
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_japanese_triple_ko_no_result),
        cmocka_unit_test(test_cycle_loss),
        cmocka_unit_test(test_prediction_ko_recapture_loses),
        cmocka_unit_test(test_prediction_board_repetition_loses),
        cmocka_unit_test(test_cycle_report),
        cmocka_unit_test(test_report_immediate_recapture),
        cmocka_unit_test(test_cycle_ignore),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
