/* SPDX-License-Identifier: MIT */
/*
 * test_superko.c - positional, situational and natural situational superko
 * in positions built so that they disagree, with exact legality codes.
 */
#include <stdio.h>

#include "testutil.h"

/*
 * Two independent kos. Left: a white stone at 10 that Black takes at 11
 * (White retakes at 10). Right: a black stone at 15 that White takes at 16
 * (Black retakes at 15). Black to move.
 */
static const char *const two_kos[] = {
    ".xo...ox.",
    "xo.o.ox.x",
    ".xo...ox.",
    ".........",
    ".........",
};

/* Both kos hold a black stone that White can take: at 11 (Black retakes at
 * 10) and at 16 (Black retakes at 15). Black to move. */
static const char *const two_white_kos[] = {
    ".ox...ox.",
    "ox.x.ox.x",
    ".ox...ox.",
    ".........",
    ".........",
};

static const char *const rules_names[] = {"koSIMPLE", "koPOSITIONAL",
                                          "koSITUATIONAL", "koNATURAL",
                                          "koNONE"};

static int play(gor_game *g, gor_color c, gor_point p)
{
    int st = gor_game_play(g, c, p);
    if (st != GOR_OK)
        print_error("%s at %d: %s\n", c == GOR_BLACK ? "black" : "white", p,
                    gor_status_name(st));
    return st;
}

/*
 * B takes the left ko, W takes the right ko, B passes, W retakes the left
 * ko; now B's retake on the right brings back the starting board with
 * White to move. The board repeats (positional) but the situation, with the
 * other player to move, does not.
 */
static void test_positional_vs_situational(void **state)
{
    (void)state;
    const int want[] = {GOR_OK, GOR_ESUPERKO, GOR_OK, GOR_OK, GOR_OK};
    for (int r = 0; r < 5; r++) {
        gor_game *g = tu_diagram(9, 5, rules_names[r], two_kos);
        uint64_t start = gor_game_hash(g);
        assert_int_equal(play(g, GOR_BLACK, 11), GOR_OK);
        assert_int_equal(play(g, GOR_WHITE, 16), GOR_OK);
        assert_int_equal(play(g, GOR_BLACK, GOR_PASS), GOR_OK);
        assert_int_equal(play(g, GOR_WHITE, 10), GOR_OK);
        /* Black's retake at 11 would recreate the board of position 2
         * (and of position 3, made by Black's pass, with White to move):
         * banned under simple ko and positional and situational superko;
         * natural superko ignores the pass-made position, and koNONE bans
         * nothing, so there is no ko point to report. */
        assert_int_equal(gor_game_ko_point(g),
                         r >= 3 ? GOR_NO_POINT : 11);
        assert_int_equal(gor_game_legal(g, GOR_BLACK, 15), want[r]);
        if (want[r] != GOR_OK) {
            assert_refused(g, gor_game_play(g, GOR_BLACK, 15), want[r]);
            /* The last error names the move and the reason. */
            assert_string_equal(gor_game_last_error(g),
                                "black G4: move repeats an earlier position "
                                "(superko)");
        } else {
            assert_int_equal(play(g, GOR_BLACK, 15), GOR_OK);
            tu_assert_board(g, two_kos);
            assert_true(gor_game_hash(g) == start);
            assert_int_equal(gor_game_to_move(g), GOR_WHITE);
        }
        gor_game_free(g);
    }
}

/*
 * Black passes at the start. Later Black's retake brings back the starting
 * board with White to move: a situation that only Black's pass created.
 * Situational superko forbids it, natural situational does not.
 */
static void test_situational_vs_natural(void **state)
{
    (void)state;
    const int want[] = {GOR_OK, GOR_ESUPERKO, GOR_ESUPERKO, GOR_OK, GOR_OK};
    for (int r = 0; r < 5; r++) {
        gor_game *g = tu_diagram(9, 5, rules_names[r], two_white_kos);
        assert_int_equal(play(g, GOR_BLACK, GOR_PASS), GOR_OK);
        assert_int_equal(play(g, GOR_WHITE, 11), GOR_OK);
        assert_int_equal(play(g, GOR_BLACK, GOR_PASS), GOR_OK);
        assert_int_equal(play(g, GOR_WHITE, 16), GOR_OK);
        assert_int_equal(gor_game_legal(g, GOR_BLACK, 10), GOR_OK);
        assert_int_equal(play(g, GOR_BLACK, 10), GOR_OK);
        assert_int_equal(play(g, GOR_WHITE, GOR_PASS), GOR_OK);
        assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
        assert_int_equal(gor_game_legal(g, GOR_BLACK, 15), want[r]);
        if (want[r] != GOR_OK) {
            assert_refused(g, gor_game_play(g, GOR_BLACK, 15), want[r]);
        } else {
            assert_int_equal(play(g, GOR_BLACK, 15), GOR_OK);
            tu_assert_board(g, two_white_kos);
        }
        gor_game_free(g);
    }
}

/*
 * Sensei's Library's example of natural situational superko: Black plays,
 * White passes, Black takes a ko, and White retakes at once. The board is
 * the one after Black's first move; with Black to move it arose only from
 * White's pass. Positional and situational superko forbid the retake (an
 * immediate ko recapture); natural situational superko allows it.
 */
static void test_natural_retake_after_pass(void **state)
{
    (void)state;
    const int want[] = {GOR_EKO, GOR_EKO, GOR_EKO, GOR_OK, GOR_OK};
    for (int r = 0; r < 5; r++) {
        gor_game *g = tu_diagram(9, 5, rules_names[r], two_kos);
        assert_int_equal(play(g, GOR_BLACK, 40), GOR_OK);
        assert_int_equal(play(g, GOR_WHITE, GOR_PASS), GOR_OK);
        assert_int_equal(play(g, GOR_BLACK, 11), GOR_OK);
        int st = gor_game_legal(g, GOR_WHITE, 10);
        if (st != want[r])
            print_error("rules %s: %s\n", rules_names[r],
                        gor_status_name(st));
        assert_int_equal(st, want[r]);
        if (want[r] != GOR_OK)
            assert_refused(g, gor_game_play(g, GOR_WHITE, 10), want[r]);
        else
            assert_int_equal(play(g, GOR_WHITE, 10), GOR_OK);
        gor_game_free(g);
    }
}

/*
 * The simple-ko shortcut is exact only when the position before the ko
 * capture had the same player to move. Here White moves first; Black takes
 * the ko out of turn, and White's retake brings back the start with Black
 * to move: a situation that never occurred. Situational superko allows it;
 * positional superko and the simple ko forbid it.
 */
static void test_situational_retake_after_out_of_turn_take(void **state)
{
    (void)state;
    const int want[] = {GOR_EKO, GOR_EKO, GOR_OK, GOR_OK, GOR_OK};
    for (int r = 0; r < 5; r++) {
        char rules[64];
        snprintf(rules, sizeof rules, "%sfirstWHITE", rules_names[r]);
        gor_game *g = tu_diagram(9, 5, rules, two_kos);
        assert_int_equal(gor_game_to_move(g), GOR_WHITE);
        assert_int_equal(play(g, GOR_BLACK, 11), GOR_OK);
        assert_int_equal(gor_game_to_move(g), GOR_WHITE);
        int st = gor_game_legal(g, GOR_WHITE, 10);
        if (st != want[r])
            print_error("rules %s: %s\n", rules, gor_status_name(st));
        assert_int_equal(st, want[r]);
        gor_game_free(g);
    }
}

/* A triple ko: the sixth move repeats the start with Black to move, a
 * repetition under every superko rule, with GOR_ESUPERKO (not GOR_EKO). */
static void test_triple_ko(void **state)
{
    (void)state;
    const int want[] = {GOR_OK, GOR_ESUPERKO, GOR_ESUPERKO, GOR_ESUPERKO,
                        GOR_OK};
    for (int r = 0; r < 5; r++) {
        gor_game *g = tu_diagram(9, 7, rules_names[r], tu_triple_ko);
        uint64_t start = gor_game_situation_hash(g);
        for (int k = 0; k < 5; k++) {
            gor_color c = k % 2 ? GOR_WHITE : GOR_BLACK;
            assert_int_equal(gor_game_legal(g, c, tu_triple_ko_cycle[k]),
                             GOR_OK);
            assert_int_equal(play(g, c, tu_triple_ko_cycle[k]), GOR_OK);
        }
        assert_int_equal(gor_game_legal(g, GOR_WHITE, tu_triple_ko_cycle[5]),
                         want[r]);
        if (want[r] != GOR_OK) {
            assert_refused(g, gor_game_play(g, GOR_WHITE,
                                            tu_triple_ko_cycle[5]),
                           want[r]);
        } else {
            assert_int_equal(play(g, GOR_WHITE, tu_triple_ko_cycle[5]),
                             GOR_OK);
            tu_assert_board(g, tu_triple_ko);
            assert_true(gor_game_situation_hash(g) == start);
        }
        gor_game_free(g);
    }
}

/* Switching to a superko rule mid-game counts the whole history. */
static void test_rules_switch_mid_game(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(9, 5, "koSIMPLE", two_kos);
    assert_int_equal(play(g, GOR_BLACK, 11), GOR_OK);
    assert_int_equal(play(g, GOR_WHITE, 16), GOR_OK);
    assert_int_equal(play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(play(g, GOR_WHITE, 10), GOR_OK);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 15), GOR_OK);
    tu_set_rules(g, "koPOSITIONAL");
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 15), GOR_ESUPERKO);
    gor_game *c = NULL;
    assert_int_equal(gor_game_clone(&c, g), GOR_OK);
    assert_int_equal(gor_game_legal(c, GOR_BLACK, 15), GOR_ESUPERKO);
    tu_set_rules(g, "koSIMPLE");
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 15), GOR_OK);
    assert_int_equal(gor_game_legal(c, GOR_BLACK, 15), GOR_ESUPERKO);
    tu_set_rules(g, "koSITUATIONAL");
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 15), GOR_OK);
    tu_set_rules(g, "koPOSITIONAL");
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 15), GOR_ESUPERKO);
    gor_game_free(c);
    gor_game_free(g);
}

/* Undone positions no longer count; redone ones count again. */
static void test_undo_forgets_positions(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(9, 5, "koPOSITIONAL", two_kos);
    assert_int_equal(play(g, GOR_BLACK, 11), GOR_OK);
    assert_int_equal(play(g, GOR_WHITE, 16), GOR_OK);
    assert_int_equal(play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(play(g, GOR_WHITE, 10), GOR_OK);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 15), GOR_ESUPERKO);
    /* Back to before White's take on the right: Black may take and White
     * retake freely again. */
    assert_int_equal(gor_game_goto(g, 3), GOR_OK);
    assert_int_equal(gor_game_history_length(g), 3);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 10), GOR_EKO);
    assert_int_equal(play(g, GOR_WHITE, 44), GOR_OK);
    assert_int_equal(gor_game_redo_length(g), 0);
    assert_int_equal(play(g, GOR_BLACK, 16), GOR_OK); /* fill */
    gor_game_free(g);

    g = tu_diagram(9, 5, "koPOSITIONAL", two_kos);
    assert_int_equal(play(g, GOR_BLACK, 11), GOR_OK);
    assert_int_equal(play(g, GOR_WHITE, 16), GOR_OK);
    assert_int_equal(play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(play(g, GOR_WHITE, 10), GOR_OK);
    assert_int_equal(gor_game_goto(g, 2), GOR_OK);
    /* Only the start is history now: the retake sequence is open. */
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 11), GOR_OK);
    assert_int_equal(gor_game_goto(g, 6), GOR_OK);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 15), GOR_ESUPERKO);
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_positional_vs_situational),
        cmocka_unit_test(test_situational_vs_natural),
        cmocka_unit_test(test_natural_retake_after_pass),
        cmocka_unit_test(test_situational_retake_after_out_of_turn_take),
        cmocka_unit_test(test_triple_ko),
        cmocka_unit_test(test_rules_switch_mid_game),
        cmocka_unit_test(test_undo_forgets_positions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
