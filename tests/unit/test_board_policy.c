/* SPDX-License-Identifier: MIT */
/*
 * test_board_policy.c - the board kernel's playout parts (board/policy.h,
 * board/rng.h): the one eye test, legality under simple ko, the filtered
 * uniform draw, playouts with the uniform policy, the sensible and quiet
 * filters, the tactical policy's answers, the ladder reader
 * (board/ladder.h), and the generator's stream.
 */
#include <stdlib.h>
#include <string.h>

#include "board/board_play.h"
#include "board/ladder.h"
#include "board/policy.h"
#include "board/rng.h"
#include "testutil.h"

/* A board from rows (x black, o white, anything else empty). */
static void load(board *b, int w, int h, const char *const *rows)
{
    assert_int_equal(board_init(b, w, h), GOR_OK);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            char ch = rows[y][x];
            board_set_raw(b, board_index(b, x, y),
                          ch == 'x' ? BC_BLACK : ch == 'o' ? BC_WHITE
                                                           : BC_EMPTY);
        }
    board_rebuild(b);
}

static void test_own_eye(void **state)
{
    (void)state;
    static const char *const rows[] = {".x...", "x....", ".....", "...o.",
                                       "..o.o"};
    board b;
    load(&b, 5, 5, rows);
    const int corner = board_index(&b, 0, 0), edge = board_index(&b, 3, 4);
    assert_int_equal(board_own_eye(&b, corner, BC_BLACK), 1);
    assert_int_equal(board_own_eye(&b, corner, BC_WHITE), 0);
    assert_int_equal(board_own_eye(&b, edge, BC_WHITE), 1);
    assert_int_equal(board_own_eye(&b, edge, BC_BLACK), 0);
    assert_int_equal(board_own_eye(&b, board_index(&b, 2, 2), BC_BLACK), 0);
    /* One own stone and empty neighbours: no eye. */
    assert_int_equal(board_own_eye(&b, board_index(&b, 2, 0), BC_BLACK), 0);
    board_free(&b);
}

/* White takes the corner stone: Black may not retake at once; a point
 * surrounded by the other colour with nothing to capture is suicide. */
static void test_legal_simple(void **state)
{
    (void)state;
    static const char *const rows[] = {".xo..", "xo...", ".....", ".....",
                                       "....."};
    board b;
    change_stack removed = {0}, merges = {0};
    load(&b, 5, 5, rows);
    assert_int_equal(change_stack_reserve(&removed, 25), GOR_OK);
    assert_int_equal(change_stack_reserve(&merges, 4), GOR_OK);
    const int corner = board_index(&b, 0, 0), taken = board_index(&b, 1, 0);
    assert_int_equal(board_legal_simple(&b, corner, BC_BLACK), 1);
    assert_int_equal(board_legal_simple(&b, corner, BC_WHITE), 1);
    unsigned flags = board_play(&b, corner, BC_WHITE, 0, &removed, &merges);
    assert_true(flags & GOR_MOVE_CAPTURED);
    assert_int_equal(b.ko, taken);
    assert_int_equal(board_legal_simple(&b, taken, BC_BLACK), 0);
    assert_int_equal(board_legal_simple(&b, taken, BC_WHITE), 1);
    /* Once the ko is gone, Black's retake is legal: it captures. */
    b.ko = b.ko_color = 0;
    assert_int_equal(board_legal_simple(&b, taken, BC_BLACK), 1);
    /* A point among White's stones where Black captures nothing. */
    static const char *const rows2[] = {".o...", "o.o..", ".o...", ".....",
                                        "....."};
    board c;
    load(&c, 5, 5, rows2);
    assert_int_equal(board_legal_simple(&c, board_index(&c, 1, 1), BC_BLACK),
                     0);
    assert_int_equal(board_legal_simple(&c, board_index(&c, 1, 1), BC_WHITE),
                     1);
    board_free(&c);
    board_free(&b);
    change_stack_free(&removed);
    change_stack_free(&merges);
}

static int accept_one(const board *b, int i, int c, void *ctx)
{
    (void)b;
    (void)c;
    return i == *(const int *)ctx;
}

static int accept_none(const board *b, int i, int c, void *ctx)
{
    (void)b, (void)i, (void)c, (void)ctx;
    return 0;
}

/* The draw finds the one point a filter accepts; with none, it returns 0
 * and the list of empty points still holds each of them once. */
static void test_pick_random(void **state)
{
    (void)state;
    static const char *const rows[] = {"x..", ".o.", "..x"};
    board b;
    load(&b, 3, 3, rows);
    uint64_t rng = rng_seed(7);
    int want = board_index(&b, 2, 1);
    assert_int_equal(board_pick_random(&b, BC_BLACK, &rng, accept_one, &want),
                     want);
    assert_int_equal(board_pick_random(&b, BC_BLACK, &rng, accept_none, NULL),
                     0);
    assert_int_equal(b.nempty, 6);
    int seen[BOARD_MAX_INDEX] = {0};
    for (int k = 0; k < b.nempty; k++) {
        assert_int_equal(b.color[b.empty[k]], BC_EMPTY);
        assert_int_equal(b.empty_at[b.empty[k]], k);
        seen[b.empty[k]]++;
    }
    for (int k = 0; k < b.nempty; k++)
        assert_int_equal(seen[b.empty[k]], 1);
    board_free(&b);
}

/* A uniform playout on an empty size x size board from seed, at most
 * 3 * size * size moves; returns the moves. */
static int uniform_playout(int size, uint64_t seed, board *b)
{
    board_scratch scratch = {{0}, {0}};
    assert_int_equal(board_init(b, size, size), GOR_OK);
    uint64_t rng = seed;
    int moves = board_playout(b, BC_BLACK, 3 * size * size,
                              board_policy_uniform, NULL, &rng, &scratch);
    board_scratch_free(&scratch);
    return moves;
}

/* A uniform playout ends with two passes: then every empty point is an
 * own eye or illegal, for both colours; the incremental groups match a
 * rebuild from the colours; a seed gives the same game. */
static void test_uniform_playout(void **state)
{
    (void)state;
    board b, again;
    int moves = uniform_playout(9, 1, &b);
    assert_int_equal(moves, 141);
    assert_int_equal(uniform_playout(9, 1, &again), moves);
    assert_memory_equal(b.color, again.color, (size_t)b.nindex);
    for (int p = 0; p < b.area; p++) {
        int i = b.index_of[p];
        if (b.color[i] != BC_EMPTY)
            continue;
        for (int c = BC_BLACK; c <= BC_WHITE; c++)
            assert_true(board_own_eye(&b, i, c) ||
                        !board_legal_simple(&b, i, c));
    }
    assert_int_equal(board_has_dead_group(&b), 0);
    int black = b.stones[BC_BLACK], white = b.stones[BC_WHITE];
    uint64_t hash = b.hash;
    board_rebuild(&b);
    assert_int_equal(b.stones[BC_BLACK], black);
    assert_int_equal(b.stones[BC_WHITE], white);
    assert_true(b.hash == hash);
    board_free(&b);
    board_free(&again);
    /* Simple ko only: seed 1 on 7x7 cycles until the move limit. */
    assert_int_equal(uniform_playout(7, 1, &b), 3 * 7 * 7);
    board_free(&b);
}

/* The generator's stream (the one gor_game_play_random() and the light
 * playouts draw from): 0 is moved off, and draws stay below n. */
/* The filters: a self-atari of three stones is refused, the capture
 * there accepted; a point inside Black's own quiet area is sensible but
 * not quiet. */
static void test_sensible_and_quiet(void **state)
{
    (void)state;
    static const char *const rows[] = {"xo...", "xo...", ".o...", "...x.",
                                       "....."};
    board b;
    load(&b, 5, 5, rows);
    const int fill = board_index(&b, 0, 2), inside = board_index(&b, 3, 2);
    assert_int_equal(board_sensible_move(&b, fill, BC_BLACK, NULL), 0);
    assert_int_equal(board_sensible_move(&b, fill, BC_WHITE, NULL), 1);
    assert_int_equal(board_sensible_move(&b, inside, BC_BLACK, NULL), 1);
    assert_int_equal(board_quiet_move(&b, inside, BC_BLACK, NULL), 0);
    assert_int_equal(board_quiet_move(&b, inside, BC_WHITE, NULL), 1);
    assert_int_equal(board_quiet_move(&b, board_index(&b, 2, 2), BC_BLACK,
                                      NULL), 1);
    board_free(&b);
}

/* The tactical policy answers the last move: Black's C4 stone, put in
 * atari by White's C3, escapes to C5 (two liberties); had Black played
 * C4 into atari, White takes it at C5. Neither answer draws a number. */
static void test_tactical_answers(void **state)
{
    (void)state;
    static const char *const rows[] = {".....", ".oxo.", "..o..", ".....",
                                       "....."};
    board b;
    load(&b, 5, 5, rows);
    const int lib = board_index(&b, 2, 0);
    uint64_t rng = 7;
    board_tactics t = {board_index(&b, 2, 2), NULL};
    assert_int_equal(board_policy_tactical(&b, BC_BLACK, &rng, &t), lib);
    assert_int_equal(t.last, lib);
    t.last = board_index(&b, 2, 1);
    assert_int_equal(board_policy_tactical(&b, BC_WHITE, &rng, &t), lib);
    assert_true(rng == 7);
    board_free(&b);
}

/* The ladder of the conformance case judge/races.txt, ladder-dead-in-atari
 * (top row first): Black D4 in atari, its way out a ladder to the left
 * edge. GNU Go 3.8's attack agrees. */
static const char *const ladder_rows[] = {
    "......x..", "......x..", "......xxx", "......x.x", "....o.xxx",
    "..oxo.x.x", "...o..xxx", "ooooooooo", ".o.o.o.o."};

/* Every point's colour and the exact liberties of every stone's group. */
/* What a reading must leave as it found: each point's colour and its
 * group's liberties, and the hash. */
typedef struct {
    int points[81];
    uint64_t hash;
} board_shot;

static void take_shot(const board *b, board_shot *shot)
{
    for (int y = 0, k = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++, k++) {
            const int i = board_index(b, x, y);
            shot->points[k] = b->color[i] * 1000 +
                (b->color[i] == BC_EMPTY ? 0 : board_liberties(b, i));
        }
    shot->hash = b->hash;
}

static void assert_unchanged(const board *b, const board_shot *before)
{
    board_shot after;
    take_shot(b, &after);
    assert_memory_equal(before->points, after.points, sizeof after.points);
    assert_true(b->hash == before->hash);
    assert_int_equal(b->ko, 0);
    assert_int_equal(b->caps[BC_BLACK] + b->caps[BC_WHITE], 0);
    assert_int_equal(board_has_dead_group(b), 0);
}

static void test_ladder_caught(void **state)
{
    (void)state;
    board b;
    board_reader r = {{0}, {0}};
    board_shot before;
    load(&b, 9, 9, ladder_rows);
    take_shot(&b, &before);
    const int d4 = board_index(&b, 3, 5);
    assert_int_equal(board_ladder_caught(&b, b.gid[d4], &r), 1);
    assert_unchanged(&b, &before);
    /* A black stone at B7 breaks it: after White C7, Black B6 joins it. */
    board_set_raw(&b, board_index(&b, 1, 2), BC_BLACK);
    board_rebuild(&b);
    assert_int_equal(board_ladder_caught(&b, b.gid[d4], &r), 0);
    board_free(&b);
    /* White E4 E5 in atari (Black at E3 F4 F5 E6; D5 their liberty):
     * Black escapes by taking them, so the ladder is not read. */
    load(&b, 9, 9, ladder_rows);
    board_set_raw(&b, board_index(&b, 4, 6), BC_BLACK);
    board_set_raw(&b, board_index(&b, 4, 3), BC_BLACK);
    board_set_raw(&b, board_index(&b, 5, 5), BC_BLACK);
    board_set_raw(&b, board_index(&b, 5, 4), BC_BLACK);
    board_rebuild(&b);
    assert_int_equal(board_liberties(&b, board_index(&b, 4, 5)), 1);
    assert_int_equal(board_ladder_caught(&b, b.gid[d4], &r), 0);
    board_free(&b);
    board_reader_free(&r);
}

/* With D5 Black too (liberties C5 and D6), White's atari at D6 catches
 * the two stones (GNU Go's attack says D6); C5 lets them out at D6. The
 * tactical policy plays the ladder, and does not run into it. */
static void test_ladder_attack(void **state)
{
    (void)state;
    board b;
    board_reader r = {{0}, {0}};
    board_shot before;
    load(&b, 9, 9, ladder_rows);
    const int d4 = board_index(&b, 3, 5);
    board_set_raw(&b, board_index(&b, 3, 4), BC_BLACK);
    board_rebuild(&b);
    take_shot(&b, &before);
    assert_int_equal(board_ladder_attack(&b, b.gid[d4], &r),
                     board_index(&b, 3, 3));
    assert_unchanged(&b, &before);
    /* A group with three liberties is not attacked. */
    assert_int_equal(board_ladder_attack(&b, b.gid[board_index(&b, 4, 4)],
                                         &r), 0);
    /* The tactical policy with the reader answers Black's D5 with D6,
     * drawing no number; Black's answer to White E4 is not to run: the
     * quiet draw instead. */
    uint64_t rng = 7;
    board_tactics t = {board_index(&b, 3, 4), &r};
    assert_int_equal(board_policy_tactical(&b, BC_WHITE, &rng, &t),
                     board_index(&b, 3, 3));
    assert_true(rng == 7);
    board_free(&b);
    load(&b, 9, 9, ladder_rows);
    /* Not D5 but the quiet draw, as a copy of the board draws it after
     * the same reading (which leaves the empty points in another
     * order). */
    board twin;
    assert_int_equal(board_copy(&twin, &b), GOR_OK);
    assert_int_equal(board_ladder_caught(&twin, twin.gid[d4], &r), 1);
    uint64_t twin_rng = rng;
    const int quiet = board_pick_random(&twin, BC_BLACK, &twin_rng,
                                        board_quiet_move, NULL);
    assert_int_not_equal(quiet, board_index(&b, 3, 4));
    t.last = board_index(&b, 4, 5);
    assert_int_equal(board_policy_tactical(&b, BC_BLACK, &rng, &t), quiet);
    assert_true(rng == twin_rng);
    board_free(&twin);
    t.last = board_index(&b, 4, 5);
    t.reader = NULL;
    assert_int_equal(board_policy_tactical(&b, BC_BLACK, &rng, &t),
                     board_index(&b, 3, 4));
    board_free(&b);
    board_reader_free(&r);
}

static void test_rng(void **state)
{
    (void)state;
    uint64_t a = rng_seed(0), b = 0x9e3779b97f4a7c15ULL;
    assert_true(a == b);
    assert_true(rng_next(&a) == rng_next(&b));
    uint64_t r = rng_seed(1);
    assert_true(rng_next(&r) == 0x47e4ce4b896cdd1dULL);
    for (uint32_t n = 1; n < 200; n++)
        assert_true(rng_below(&r, n) < n);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_own_eye),
        cmocka_unit_test(test_legal_simple),
        cmocka_unit_test(test_pick_random),
        cmocka_unit_test(test_uniform_playout),
        cmocka_unit_test(test_sensible_and_quiet),
        cmocka_unit_test(test_tactical_answers),
        cmocka_unit_test(test_ladder_caught),
        cmocka_unit_test(test_ladder_attack),
        cmocka_unit_test(test_rng),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
