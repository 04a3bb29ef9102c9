/* SPDX-License-Identifier: MIT */
/*
 * test_position_runs.c - passes and resumptions repeat one position; the
 * position set keeps a few slots for such a run, not one a repetition
 * (each new slot stepped over all the earlier ones: quadratic time), and
 * undo and redo put back exactly what was there.
 */
#include <stdio.h>

#include "testutil.h"
#include "core/game_impl.h"

#define ROUNDS 30000

static gor_game *new_game(const char *rules_text)
{
    gor_rules rules;
    assert_int_equal(gor_rules_parse(&rules, rules_text), GOR_OK);
    gor_game *g = NULL;
    assert_int_equal(gor_game_new(&g, 9, 9, &rules), GOR_OK);
    return g;
}

static void pass_pass_resume(gor_game *g, int rounds)
{
    for (int k = 0; k < rounds; k++) {
        assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
        assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
        assert_int_equal(gor_game_resume(g), GOR_OK);
    }
}

static void test_runs_keep_few_slots(void **state)
{
    (void)state;
    static const char *const names[] = {"koPOSITIONAL", "koSITUATIONAL",
                                        "koNATURAL", "koSIMPLE"};
    for (size_t r = 0; r < sizeof names / sizeof names[0]; r++) {
        gor_game *g = new_game(names[r]);
        assert_int_equal(gor_game_play(g, GOR_BLACK, 40), GOR_OK);
        assert_int_equal(gor_game_play(g, GOR_WHITE, 30), GOR_OK);
        size_t before = g->set.count;
        pass_pass_resume(g, ROUNDS);
        assert_int_equal(gor_game_history_length(g), 2 + 3 * ROUNDS);
        /* the run's first entries, then one slot a kind of entry */
        assert_true(g->set.count <= before + 4);
        /* undo every entry: the set as it was before the run */
        for (int k = 0; k < 3 * ROUNDS; k++)
            assert_int_equal(gor_game_undo(g), GOR_OK);
        assert_int_equal(g->set.count, before);
        assert_int_equal(g->set.ntook, 0);
        /* redo them all, then a move: legal, the run is behind it */
        assert_int_equal(gor_game_goto(g, 2 + 3 * ROUNDS), GOR_OK);
        assert_true(g->set.count <= before + 4);
        assert_int_equal(gor_game_play(g, GOR_BLACK, 50), GOR_OK);
        gor_game_free(g);
    }
}

/* A ko taken back after a run of passes: the retake repeats the position
 * before the capture, found past the run's shared slots. */
static void test_superko_past_a_run(void **state)
{
    (void)state;
    static const char *const ko[] = {
        ".xo......",
        "xo.o.....",
        ".xo......",
    };
    gor_game *g = tu_diagram(9, 3, "koPOSITIONAL", ko);
    /* Black at 11 takes the white stone at 10 */
    assert_int_equal(gor_game_play(g, GOR_BLACK, 11), GOR_OK);
    assert_int_equal(gor_game_at(g, 10), GOR_EMPTY);
    pass_pass_resume(g, 1000);
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    /* White retaking at 10 would bring back the position before Black's
     * capture */
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 10), GOR_ESUPERKO);
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_runs_keep_few_slots),
        cmocka_unit_test(test_superko_past_a_run),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
