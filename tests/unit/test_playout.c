/* SPDX-License-Identifier: MIT */
/*
 * test_playout.c - the calls for engines: gor_game_play_random() (legal,
 * never an own eye, uniform, reproducible, passes when nothing is left),
 * gor_game_area_difference() (Tromp-Taylor area against gor_game_score),
 * gor_game_memory().
 */
#include <stdlib.h>
#include <string.h>

#include "gorules_score.h"
#include "testutil.h"

/* Every empty point is an eye of one side and suicide for the other:
 * both sides pass, and the game ends. */
static void test_passes_when_only_eyes_are_left(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "x.xo.",
        "xxxoo",
        "xxxo.",
        "xxxoo",
        ".xxo.",
    };
    gor_game *g = tu_diagram(5, 5, "koPOSITIONALsui0", rows);
    uint64_t rng = 7;
    gor_point played = 0;
    /* Black's empty points: B5 and A1 are Black eyes; E5, E3, E1 are
     * single-point White eyes, suicide for Black. Nothing is left. */
    assert_int_equal(gor_game_play_random(g, &rng, &played), GOR_OK);
    assert_int_equal(played, GOR_PASS);
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    /* White: its eyes E5, E3, E1 are not played; B5 and A1 are suicide. */
    assert_int_equal(gor_game_play_random(g, &rng, &played), GOR_OK);
    assert_int_equal(played, GOR_PASS);
    assert_int_equal(gor_game_end_reason(g), GOR_END_PASSES);
    assert_int_equal(gor_game_play_random(g, &rng, &played), GOR_EGAMEOVER);
    assert_int_equal(played, GOR_PASS);
    gor_game_free(g);
}

/* Is p an eye of c on a 7x7 board: every on-board neighbour c's? */
static int own_eye_7x7(const unsigned char *board, gor_point p, gor_color c)
{
    const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
    for (int k = 0; k < 4; k++) {
        int x = p % 7 + dx[k], y = p / 7 + dy[k];
        if (x >= 0 && x < 7 && y >= 0 && y < 7 && board[y * 7 + x] != c)
            return 0;
    }
    return 1;
}

/* Every random move is one gor_game_legal() accepts, never an own eye,
 * and a pass only when nothing else is left; the same seed replays the
 * same game. Games stop at 3 * 49 moves (the bench's limit: without a ko
 * rule, or with suicide, they need not end). */
static void test_random_games_are_legal_and_reproducible(void **state)
{
    (void)state;
    static const char *const rules[] = {"koPOSITIONALsui0", "koSIMPLEsui0",
                                        "koSITUATIONALsui1", "koNONEsui1"};
    int ended = 0;
    for (int r = 0; r < 4; r++) {
        gor_game *g = tu_new(7, 7, rules[r]);
        gor_game *h = tu_new(7, 7, rules[r]);
        for (int game = 0; game < 20; game++) {
            uint64_t rng = (uint64_t)game * 1000003u + 1, rng2 = rng;
            gor_game_clear(g);
            gor_game_clear(h);
            int moves = 0;
            while (gor_game_end_reason(g) == GOR_END_NONE && moves < 147) {
                gor_color c = gor_game_to_move(g);
                gor_point p;
                /* Which points are candidates, before the move. */
                unsigned char board[49];
                gor_game_board(g, board, sizeof board);
                int legal[49];
                for (int q = 0; q < 49; q++)
                    legal[q] = gor_game_legal(g, c, q) == GOR_OK;
                assert_int_equal(gor_game_play_random(g, &rng, &p), GOR_OK);
                if (p != GOR_PASS) {
                    assert_true(legal[p]);
                    assert_false(own_eye_7x7(board, p, c));
                    assert_int_equal(gor_game_play(h, c, p), GOR_OK);
                } else {
                    /* A pass only when no legal non-eye point is left. */
                    for (int q = 0; q < 49; q++)
                        if (legal[q])
                            assert_true(own_eye_7x7(board, q, c));
                    assert_int_equal(gor_game_play(h, c, GOR_PASS), GOR_OK);
                }
                moves++;
            }
            assert_true(gor_game_hash(g) == gor_game_hash(h));
            assert_int_equal(gor_game_end_reason(g), gor_game_end_reason(h));
            /* The same seed from the start gives the same game. */
            gor_game_clear(h);
            for (int again = 0; again < moves; again++)
                assert_int_equal(gor_game_play_random(h, &rng2, NULL), GOR_OK);
            assert_true(gor_game_hash(g) == gor_game_hash(h));
            assert_true(rng == rng2);
            ended += gor_game_end_reason(g) == GOR_END_PASSES;
        }
        gor_game_free(g);
        gor_game_free(h);
    }
    assert_true(ended >= 40); /* the ko rules with suicide forbidden end */
}

/* On an empty 3x3 board each of the 9 points is drawn about equally. */
static void test_first_move_is_uniform(void **state)
{
    (void)state;
    gor_game *g = tu_new(3, 3, NULL);
    int count[9] = {0};
    uint64_t rng = 12345;
    for (int n = 0; n < 9000; n++) {
        gor_point p;
        assert_int_equal(gor_game_play_random(g, &rng, &p), GOR_OK);
        assert_true(p >= 0 && p < 9);
        count[p]++;
        assert_int_equal(gor_game_undo(g), GOR_OK);
    }
    /* 1000 expected each; 5 standard deviations is about 150. */
    for (int p = 0; p < 9; p++)
        assert_in_range(count[p], 850, 1150);
    gor_game_free(g);
}

/* Refused: NULL arguments leave the game as it was. */
static void test_bad_arguments(void **state)
{
    (void)state;
    gor_point p = 5;
    assert_int_equal(gor_game_play_random(NULL, NULL, &p), GOR_EINVAL);
    assert_int_equal(p, GOR_PASS);
    gor_game *g = tu_new(9, 9, NULL);
    assert_int_equal(gor_game_play(g, GOR_BLACK, tu_p(g, "E5")), GOR_OK);
    tu_snap before, after;
    tu_snap_take(&before, g);
    assert_int_equal(gor_game_play_random(g, NULL, NULL), GOR_EINVAL);
    tu_snap_take(&after, g);
    assert_true(tu_snap_equal(&before, &after));
    tu_snap_free(&before);
    tu_snap_free(&after);
    assert_int_equal(gor_game_area_difference(NULL), 0);
    gor_game_free(g);
}

/* gor_game_memory: 0 for NULL; history grows it; a clone holds the same
 * capacities as its game; clearing keeps the capacity. */
static void test_memory(void **state)
{
    (void)state;
    assert_int_equal(gor_game_memory(NULL), 0);
    gor_game *g = tu_new(19, 19, NULL);
    size_t fresh = gor_game_memory(g);
    assert_true(fresh > 19 * 19);
    uint64_t rng = 5;
    for (int n = 0; n < 300; n++)
        assert_int_equal(gor_game_play_random(g, &rng, NULL), GOR_OK);
    size_t played = gor_game_memory(g);
    /* 300 entries of 16 bytes: the history's capacity is at least that. */
    assert_true(played >= fresh + 300 * 16 - 64 * 16);
    gor_game *c = NULL;
    assert_int_equal(gor_game_clone(&c, g), GOR_OK);
    assert_true(gor_game_memory(c) == played);
    gor_game_clear(g);
    assert_true(gor_game_memory(g) == played);
    gor_game_free(c);
    gor_game_free(g);
}

/* Tromp-Taylor area by hand on a small position. */
static void test_area_difference_by_hand(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".x.o.",
        "xx.oo",
        ".x.o.",
        "xxxo.",
        "..xo.",
    };
    gor_game *g = tu_diagram(5, 5, NULL, rows);
    /* Black: 8 stones + A5, A3, and A1-B1 = 12. White: 6 stones + E5 and
     * E3-E2-E1 = 10. C5-C4-C3 touches both: nobody's. 12 - 10 = 2. */
    assert_int_equal(gor_game_area_difference(g), 2);
    gor_game_free(g);
    gor_game *e = tu_new(9, 9, NULL);
    assert_int_equal(gor_game_area_difference(e), 0); /* reaches nothing */
    assert_int_equal(gor_game_play(e, GOR_WHITE, tu_p(e, "E5")), GOR_OK);
    assert_int_equal(gor_game_area_difference(e), -81);
    gor_game_free(e);
}

/* The quick count agrees with gor_game_score()'s area scoring (every
 * stone alive) on the final positions of random games. */
static void test_area_difference_matches_score(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, "koPOSITIONALscoreAREAsui0komi0");
    for (int game = 0; game < 50; game++) {
        uint64_t rng = (uint64_t)game + 99;
        gor_game_clear(g);
        while (gor_game_end_reason(g) == GOR_END_NONE)
            assert_int_equal(gor_game_play_random(g, &rng, NULL), GOR_OK);
        gor_score sc;
        gor_score_init(&sc);
        assert_int_equal(gor_game_score(g, NULL, &sc, NULL, 0), GOR_OK);
        assert_true(sc.margin == (double)gor_game_area_difference(g));
    }
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_passes_when_only_eyes_are_left),
        cmocka_unit_test(test_random_games_are_legal_and_reproducible),
        cmocka_unit_test(test_first_move_is_uniform),
        cmocka_unit_test(test_bad_arguments),
        cmocka_unit_test(test_memory),
        cmocka_unit_test(test_area_difference_by_hand),
        cmocka_unit_test(test_area_difference_matches_score),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
