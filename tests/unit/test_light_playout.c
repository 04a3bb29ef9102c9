/* SPDX-License-Identifier: MIT */
/*
 * test_light_playout.c - gorules_playout.h: every move a playout plays is
 * legal in a gor_game under simple ko and the same suicide rule, leaves the
 * same board, never fills an own eye, and a pass comes only when nothing
 * else is left; the result is gor_game_score()'s area count; a seed gives
 * the same playouts; restart and reset; bad input.
 */
#include <stdlib.h>
#include <string.h>

#include "gorules_playout.h"
#include "gorules_score.h"
#include "testutil.h"


/* Is p an eye of c: every on-board neighbour c's? */
static int own_eye(const unsigned char *board, int w, int h, gor_point p,
                   gor_color c)
{
    const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
    for (int k = 0; k < 4; k++) {
        int x = p % w + dx[k], y = p / w + dy[k];
        if (x >= 0 && x < w && y >= 0 && y < h && board[y * w + x] != c)
            return 0;
    }
    return 1;
}

/* Tromp-Taylor owners by a plain flood fill, independent of the library. */
static void tt_owners(const unsigned char *board, int w, int h,
                      unsigned char *own)
{
    int n = w * h;
    int *stack = malloc(sizeof *stack * (size_t)n);
    int *region = malloc(sizeof *region * (size_t)n);
    unsigned char *seen = calloc((size_t)n, 1);
    assert_non_null(stack);
    assert_non_null(region);
    assert_non_null(seen);
    for (int p = 0; p < n; p++) {
        if (board[p] != GOR_EMPTY) {
            own[p] = board[p];
            continue;
        }
        if (seen[p])
            continue;
        int sp = 0, nr = 0;
        unsigned reach = 0;
        stack[sp++] = p;
        seen[p] = 1;
        while (sp) {
            int q = stack[--sp];
            region[nr++] = q;
            const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
            for (int k = 0; k < 4; k++) {
                int x = q % w + dx[k], y = q / w + dy[k];
                if (x < 0 || x >= w || y < 0 || y >= h)
                    continue;
                int r = y * w + x;
                if (board[r] == GOR_EMPTY) {
                    if (!seen[r]) {
                        seen[r] = 1;
                        stack[sp++] = r;
                    }
                } else {
                    reach |= board[r];
                }
            }
        }
        for (int k = 0; k < nr; k++)
            own[region[k]] = reach == 1 ? GOR_BLACK
                             : reach == 2 ? GOR_WHITE
                                          : GOR_EMPTY;
    }
    free(stack);
    free(region);
    free(seen);
}

/* Run playouts move by move next to a gor_game with simple ko and the same
 * suicide rule: each move is legal there, the boards agree, no own eye is
 * filled, a pass only when no legal non-eye point is left; the final area
 * and ownership agree with the game's count and a plain flood fill. */
static void check_against_game(int w, int h, const char *rules, int playouts,
                               uint64_t seed, int *ended)
{
    gor_game *start = tu_new(w, h, rules);
    gor_playout *po = NULL;
    assert_int_equal(gor_playout_new(&po, start), GOR_OK);
    gor_game *g = tu_new(w, h, rules);
    const int n = w * h;
    unsigned char *board = malloc((size_t)n), *pboard = malloc((size_t)n),
                  *own = malloc((size_t)n), *ref = malloc((size_t)n);
    int *legal = malloc(sizeof *legal * (size_t)n);
    assert_true(board && pboard && own && ref && legal);
    uint64_t rng = seed;
    for (int k = 0; k < playouts; k++) {
        gor_playout_restart(po);
        gor_game_clear(g);
        size_t moves = 0, limit = 3 * (size_t)n;
        while (!gor_playout_over(po) && moves < limit) {
            gor_color c = gor_playout_to_move(po);
            assert_int_equal(c, gor_game_to_move(g));
            gor_game_board(g, board, (size_t)n);
            for (int q = 0; q < n; q++)
                legal[q] = gor_game_legal(g, c, q) == GOR_OK;
            gor_point p = GOR_NO_POINT;
            assert_int_equal(gor_playout_play_random(po, &rng, &p), GOR_OK);
            if (p == GOR_PASS) {
                for (int q = 0; q < n; q++)
                    if (legal[q])
                        assert_true(own_eye(board, w, h, q, c));
            } else {
                assert_true(p >= 0 && p < n);
                assert_true(legal[p]);
                assert_false(own_eye(board, w, h, p, c));
            }
            assert_int_equal(gor_game_play(g, c, p), GOR_OK);
            assert_int_equal(gor_playout_board(po, pboard, (size_t)n), n);
            gor_game_board(g, board, (size_t)n);
            assert_memory_equal(board, pboard, (size_t)n);
            assert_int_equal(gor_playout_ko_point(po), gor_game_ko_point(g));
            moves++;
            assert_int_equal(gor_playout_move_count(po), moves);
        }
        assert_int_equal(gor_playout_over(po),
                         gor_game_end_reason(g) == GOR_END_PASSES);
        *ended += gor_playout_over(po);
        int diff = gor_playout_area_difference(po);
        assert_int_equal(diff, gor_game_area_difference(g));
        assert_int_equal(gor_playout_ownership(po, own, (size_t)n), n);
        tt_owners(board, w, h, ref);
        assert_memory_equal(own, ref, (size_t)n);
        int sum = 0;
        for (int q = 0; q < n; q++)
            sum += own[q] == GOR_BLACK ? 1 : own[q] == GOR_WHITE ? -1 : 0;
        assert_int_equal(sum, diff);
    }
    free(board);
    free(pboard);
    free(own);
    free(ref);
    free(legal);
    gor_playout_free(po);
    gor_game_free(g);
    gor_game_free(start);
}

static void test_moves_agree_with_game(void **state)
{
    (void)state;
    int ended = 0;
    check_against_game(9, 9, "koSIMPLEsui0cycleIGNORE", 150, 1, &ended);
    /* Under simple ko some random games cycle until the move limit. */
    assert_int_equal(ended, 131);
    ended = 0;
    check_against_game(7, 5, "koSIMPLEsui1cycleIGNORE", 100, 2, &ended); /* multi */
    check_against_game(5, 5, "koSIMPLEsuiALLcycleIGNORE", 100, 3, &ended);
    check_against_game(1, 1, "koSIMPLEsui0cycleIGNORE", 3, 4, &ended);
    check_against_game(2, 3, "koSIMPLEsui0cycleIGNORE", 50, 5, &ended);
    check_against_game(19, 19, "koSIMPLEsui0cycleIGNORE", 5, 6, &ended);
    assert_int_equal(ended, 147);
}

/* From a position some moves into a game, random moves mixed with given
 * ones (any legal point, own eyes too, and passes) next to a gor_game:
 * the boards and ko points agree after every move, a random move is legal
 * and fills no own eye, and a random pass comes only when no such point
 * is left. */
static void check_given_moves(int w, int h, const char *rules, int playouts,
                              uint64_t seed)
{
    const int n = w * h;
    gor_game *start = tu_new(w, h, rules), *g = tu_new(w, h, rules);
    gor_point opening[30];
    int nopen = 0;
    uint64_t rng = seed;
    while (nopen < 30) {
        gor_point p;
        assert_int_equal(gor_game_play_random(start, &rng, &p), GOR_OK);
        opening[nopen++] = p;
        if (gor_game_end_reason(start) != GOR_END_NONE) {
            nopen -= 2; /* drop the two passes */
            break;
        }
    }
    gor_game_clear(start);
    for (int k = 0; k < nopen; k++)
        assert_int_equal(gor_game_play(start, gor_game_to_move(start),
                                       opening[k]),
                         GOR_OK);
    gor_playout *po = NULL;
    assert_int_equal(gor_playout_new(&po, start), GOR_OK);
    unsigned char *board = malloc((size_t)n), *pboard = malloc((size_t)n);
    int *legal = malloc(sizeof *legal * (size_t)n);
    assert_true(board && pboard && legal);
    uint64_t pick = seed * 2654435761u + 1;
    for (int k = 0; k < playouts; k++) {
        gor_playout_restart(po);
        gor_game_clear(g);
        for (int m = 0; m < nopen; m++)
            assert_int_equal(gor_game_play(g, gor_game_to_move(g), opening[m]),
                             GOR_OK);
        for (int moves = 0; !gor_playout_over(po) && moves < 3 * n; moves++) {
            const gor_color c = gor_playout_to_move(po);
            assert_int_equal(c, gor_game_to_move(g));
            gor_game_board(g, board, (size_t)n);
            int nlegal = 0;
            for (int q = 0; q < n; q++)
                nlegal += legal[q] = gor_game_legal(g, c, q) == GOR_OK;
            pick = pick * 6364136223846793005ULL + 1442695040888963407ULL;
            gor_point p = GOR_PASS;
            if ((pick >> 60) < 4) { /* a given move, one in four */
                int r = (int)((pick >> 20) % (uint64_t)(nlegal + 1));
                for (int q = 0; q < n && r >= 0; q++)
                    if (legal[q] && r-- == 0)
                        p = q; /* r == nlegal: a pass */
                assert_int_equal(gor_playout_play(po, p), GOR_OK);
            } else {
                assert_int_equal(gor_playout_play_random(po, &rng, &p),
                                 GOR_OK);
                for (int q = 0; q < n; q++)
                    if (p == GOR_PASS ? legal[q] : q == p)
                        assert_true(legal[q] &&
                                    own_eye(board, w, h, q, c) ==
                                        (p == GOR_PASS));
            }
            assert_int_equal(gor_game_play(g, c, p), GOR_OK);
            assert_int_equal(gor_playout_board(po, pboard, (size_t)n), n);
            gor_game_board(g, board, (size_t)n);
            assert_memory_equal(board, pboard, (size_t)n);
            assert_int_equal(gor_playout_ko_point(po), gor_game_ko_point(g));
        }
        assert_int_equal(gor_playout_area_difference(po),
                         gor_game_area_difference(g));
    }
    free(board);
    free(pboard);
    free(legal);
    gor_playout_free(po);
    gor_game_free(g);
    gor_game_free(start);
}

static void test_given_moves_agree_with_game(void **state)
{
    (void)state;
    check_given_moves(9, 9, "koSIMPLEsui0cycleIGNORE", 40, 7);
    check_given_moves(7, 5, "koSIMPLEsui1cycleIGNORE", 40, 8); /* multi */
    check_given_moves(5, 5, "koSIMPLEsuiALLcycleIGNORE", 40, 9);
}

/* The area count is gor_game_score()'s (area, komi 0, every stone alive)
 * on the final board. */
static void test_area_matches_score(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, "koSIMPLEscoreAREAsui0komi0cycleIGNORE");
    gor_playout *po = NULL;
    assert_int_equal(gor_playout_new(&po, g), GOR_OK);
    uint64_t rng = 77;
    unsigned char board[81];
    for (int k = 0; k < 40; k++) {
        gor_playout_restart(po);
        assert_int_equal(gor_playout_run(po, &rng, 0), GOR_OK);
        /* The final board, set up in a game. */
        assert_int_equal(gor_playout_board(po, board, sizeof board), 81);
        gor_point black[81], white[81];
        size_t nb = 0, nw = 0;
        for (int p = 0; p < 81; p++) {
            if (board[p] == GOR_BLACK)
                black[nb++] = p;
            else if (board[p] == GOR_WHITE)
                white[nw++] = p;
        }
        gor_game_clear(g);
        assert_int_equal(gor_game_setup_position(g, black, nb, white, nw,
                                                 NULL, 0, GOR_EMPTY),
                         GOR_OK);
        gor_score sc;
        gor_score_init(&sc);
        assert_int_equal(gor_game_score(g, NULL, &sc, NULL, 0), GOR_OK);
        assert_true(sc.margin == (double)gor_playout_area_difference(po));
        gor_game_clear(g);
    }
    gor_playout_free(po);
    gor_game_free(g);
}

/* A seed gives the same playouts: run() and play_random() one by one give
 * the same moves; the figures of seed 1 on 9x9 are pinned. */
static void test_seed_gives_same_playouts(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, "koSIMPLEsui0cycleIGNORE");
    gor_playout *a = NULL, *b = NULL;
    assert_int_equal(gor_playout_new(&a, g), GOR_OK);
    assert_int_equal(gor_playout_new(&b, g), GOR_OK);
    uint64_t ra = 1, rb = 1;
    size_t moves = 0;
    long diffs = 0;
    unsigned char ba[81], bb[81];
    for (int k = 0; k < 100; k++) {
        gor_playout_restart(a);
        gor_playout_restart(b);
        assert_int_equal(gor_playout_run(a, &ra, 0), GOR_OK);
        while (!gor_playout_over(b) && gor_playout_move_count(b) < 243)
            assert_int_equal(gor_playout_play_random(b, &rb, NULL), GOR_OK);
        assert_true(ra == rb);
        assert_int_equal(gor_playout_move_count(a), gor_playout_move_count(b));
        gor_playout_board(a, ba, sizeof ba);
        gor_playout_board(b, bb, sizeof bb);
        assert_memory_equal(ba, bb, sizeof ba);
        moves += gor_playout_move_count(a);
        diffs += gor_playout_area_difference(a);
    }
    /* Pinned: the generator and the draw order are part of the promise
     * "the same state and position give the same move". */
    assert_int_equal(moves, 13256);
    assert_int_equal(diffs, 188);
    /* The first moves of seed 1, as points. */
    uint64_t r = 1;
    gor_playout_restart(a);
    gor_point first[6];
    for (int k = 0; k < 6; k++)
        assert_int_equal(gor_playout_play_random(a, &r, &first[k]), GOR_OK);
    const gor_point expect[6] = {22, 53, 57, 23, 4, 59};
    assert_memory_equal(first, expect, sizeof first);
    gor_playout_free(a);
    gor_playout_free(b);
    gor_game_free(g);
}

/* The draws from positions with stones are pinned too: random openings
 * (9x9 and 19x19, 20 to 215 moves; those that end in two passes are left
 * out), 200 playouts from each, folded into one checksum of every
 * playout's length and area. How a playout rings the groups it loads and
 * lists their points sets the draws. */
static void test_draws_from_positions_are_pinned(void **state)
{
    (void)state;
    unsigned long long sum = 0;
    int positions = 0;
    for (int size = 9; size <= 19; size += 10)
        for (int t = 0; t < 40; t++) {
            gor_game *g;
            assert_int_equal(gor_game_new(&g, size, size, NULL), GOR_OK);
            uint64_t r = 1000 + (uint64_t)t;
            for (int k = 0; k < 20 + 5 * t; k++)
                if (gor_game_play_random(g, &r, NULL) != GOR_OK)
                    break;
            if (gor_game_end_reason(g) != GOR_END_NONE) {
                gor_game_free(g);
                continue;
            }
            positions++;
            gor_playout *po;
            assert_int_equal(gor_playout_new(&po, g), GOR_OK);
            uint64_t x = 7 + (uint64_t)t;
            for (int k = 0; k < 200; k++) {
                gor_playout_restart(po);
                assert_int_equal(gor_playout_run(po, &x, 0), GOR_OK);
                sum = sum * 1000003u + gor_playout_move_count(po) * 1000u +
                      (unsigned)(gor_playout_area_difference(po) + 500);
            }
            gor_playout_free(po);
            gor_game_free(g);
        }
    assert_int_equal(positions, 58);
    assert_true(sum == 0x50febadf43e4f3eULL);
}

/* On an empty 3x3 board each of the 9 points is drawn about equally
 * (the seed fixes the counts; 5 standard deviations is about 150). */
static void test_first_move_is_uniform(void **state)
{
    (void)state;
    gor_game *g = tu_new(3, 3, NULL);
    gor_playout *po = NULL;
    assert_int_equal(gor_playout_new(&po, g), GOR_OK);
    int count[9] = {0};
    uint64_t rng = 12345;
    for (int n = 0; n < 9000; n++) {
        gor_point p;
        gor_playout_restart(po);
        assert_int_equal(gor_playout_play_random(po, &rng, &p), GOR_OK);
        assert_true(p >= 0 && p < 9);
        count[p]++;
    }
    for (int p = 0; p < 9; p++)
        assert_in_range(count[p], 850, 1150);
    gor_playout_free(po);
    gor_game_free(g);
}

/* From a position with an own eye (A5), the other side's eye where a stone
 * captures (A1) and one where it would be a suicide (E5), each of the
 * legal points that do not fill an own eye is drawn about equally and no
 * other point ever (8 points; 5 standard deviations is about 150). */
static void test_first_move_is_uniform_among_eyes(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".x.o.",
        "xx.oo",
        "xx.xx",
        "oox..",
        ".ox..",
    };
    gor_game *g = tu_diagram(5, 5, "koSIMPLEsui0", rows);
    unsigned char board[25];
    assert_int_equal(gor_game_board(g, board, sizeof board), 25);
    int candidate[25], ncand = 0;
    for (int p = 0; p < 25; p++) {
        candidate[p] = gor_game_legal(g, GOR_BLACK, p) == GOR_OK &&
                       !own_eye(board, 5, 5, p, GOR_BLACK);
        ncand += candidate[p];
    }
    assert_int_equal(ncand, 8);
    assert_true(candidate[tu_p(g, "A1")] && !candidate[tu_p(g, "A5")] &&
                !candidate[tu_p(g, "E5")]);
    gor_playout *po = NULL;
    assert_int_equal(gor_playout_new(&po, g), GOR_OK);
    int count[25] = {0};
    uint64_t rng = 2024;
    for (int n = 0; n < 8000; n++) {
        gor_point p;
        gor_playout_restart(po);
        assert_int_equal(gor_playout_play_random(po, &rng, &p), GOR_OK);
        assert_true(p >= 0 && p < 25);
        count[p]++;
    }
    for (int p = 0; p < 25; p++) {
        if (candidate[p])
            assert_in_range(count[p], 850, 1150);
        else
            assert_int_equal(count[p], 0);
    }
    gor_playout_free(po);
    gor_game_free(g);
}

/* Restart returns to the copied position, reset copies another one: the
 * player to move, the ko point and a pass carry over; no history does. */
static void test_restart_and_reset(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".ox..",
        "ox...",
        ".....",
        ".....",
        ".....",
    };
    gor_game *g = tu_diagram(5, 5, "koPOSITIONALsui0", rows);
    /* Black captures at A5 (a ko): White may not retake at B5 now. */
    assert_int_equal(tu_play(g, GOR_BLACK, "A5"), GOR_OK);
    gor_playout *po = NULL;
    assert_int_equal(gor_playout_new(&po, g), GOR_OK);
    assert_int_equal(gor_playout_to_move(po), GOR_WHITE);
    assert_int_equal(gor_playout_ko_point(po), gor_game_ko_point(g));
    assert_int_equal(gor_playout_ko_point(po), tu_p(g, "B5"));
    assert_int_equal(gor_playout_play(po, tu_p(g, "B5")), GOR_EKO);
    assert_int_equal(gor_playout_play(po, tu_p(g, "A5")), GOR_EOCCUPIED);
    assert_int_equal(gor_playout_play(po, tu_p(g, "E1")), GOR_OK);
    assert_int_equal(gor_playout_at(po, tu_p(g, "E1")), GOR_WHITE);
    assert_int_equal(gor_playout_ko_point(po), GOR_NO_POINT);
    /* After a move elsewhere White may take back at B5... */
    assert_int_equal(gor_playout_play(po, GOR_PASS), GOR_OK);
    assert_int_equal(gor_playout_play(po, tu_p(g, "B5")), GOR_OK);
    assert_int_equal(gor_playout_at(po, tu_p(g, "A5")), GOR_EMPTY);
    assert_int_equal(gor_playout_ko_point(po), tu_p(g, "A5"));
    assert_int_equal(gor_playout_move_count(po), 3);
    /* ...and the game is untouched; restart brings the copy back. */
    assert_int_equal(gor_game_at(g, tu_p(g, "E1")), GOR_EMPTY);
    gor_playout_restart(po);
    assert_int_equal(gor_playout_move_count(po), 0);
    assert_int_equal(gor_playout_at(po, tu_p(g, "E1")), GOR_EMPTY);
    assert_int_equal(gor_playout_at(po, tu_p(g, "A5")), GOR_BLACK);
    assert_int_equal(gor_playout_ko_point(po), tu_p(g, "B5"));
    assert_int_equal(gor_playout_to_move(po), GOR_WHITE);
    /* After a pass in the game, one pass ends the playout. */
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    assert_int_equal(gor_playout_reset(po, g), GOR_OK);
    assert_int_equal(gor_playout_to_move(po), GOR_BLACK);
    assert_int_equal(gor_playout_ko_point(po), GOR_NO_POINT);
    assert_false(gor_playout_over(po));
    assert_int_equal(gor_playout_play(po, GOR_PASS), GOR_OK);
    assert_true(gor_playout_over(po));
    assert_int_equal(gor_playout_play(po, GOR_PASS), GOR_EGAMEOVER);
    uint64_t rng = 3;
    assert_int_equal(gor_playout_run(po, &rng, 0), GOR_EGAMEOVER);
    assert_true(rng == 3);
    gor_point p = 0;
    assert_int_equal(gor_playout_play_random(po, &rng, &p), GOR_EGAMEOVER);
    assert_int_equal(p, GOR_PASS);
    gor_playout_restart(po);
    assert_false(gor_playout_over(po));
    gor_playout_free(po);
    gor_game_free(g);
}

/* A one-stone suicide is refused under sui0 and sui1, played (and
 * removed) under suiALL; a two-stone suicide is played under sui1. */
static void test_suicide_rules(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".o...",
        "o....",
        ".....",
        "oo...",
        "..o..",
    };
    static const char *const rules[3] = {"koSIMPLEsui0cycleIGNORE", "koSIMPLEsui1cycleIGNORE",
                                         "koSIMPLEsuiALLcycleIGNORE"};
    for (int r = 0; r < 3; r++) {
        gor_game *g = tu_diagram(5, 5, rules[r], rows);
        gor_playout *po = NULL;
        assert_int_equal(gor_playout_new(&po, g), GOR_OK);
        int st = gor_playout_play(po, tu_p(g, "A5"));
        assert_int_equal(st, gor_game_legal(g, GOR_BLACK, tu_p(g, "A5")));
        assert_int_equal(st, r == 2 ? GOR_OK : GOR_ESUICIDE);
        assert_int_equal(gor_playout_at(po, tu_p(g, "A5")), GOR_EMPTY);
        assert_int_equal(gor_playout_to_move(po), r == 2 ? GOR_WHITE
                                                         : GOR_BLACK);
        gor_playout_restart(po);
        /* A1 then B1: two black stones with no liberty under sui1. */
        assert_int_equal(gor_playout_play(po, tu_p(g, "A1")), GOR_OK);
        assert_int_equal(gor_playout_play(po, GOR_PASS), GOR_OK);
        st = gor_playout_play(po, tu_p(g, "B1"));
        assert_int_equal(st, r == 0 ? GOR_ESUICIDE : GOR_OK);
        assert_int_equal(gor_playout_at(po, tu_p(g, "A1")),
                         r == 0 ? GOR_BLACK : GOR_EMPTY);
        gor_playout_free(po);
        gor_game_free(g);
    }
}

/* Bad input: clear codes, nothing changed. */
static void test_bad_input(void **state)
{
    (void)state;
    gor_playout *po = (gor_playout *)&po;
    assert_int_equal(gor_playout_new(&po, NULL), GOR_EINVAL);
    assert_null(po);
    gor_game *g = tu_new(9, 9, NULL);
    assert_int_equal(gor_playout_new(NULL, g), GOR_EINVAL);
    uint64_t rng = 5;
    gor_point p = 7;
    assert_int_equal(gor_playout_play_random(NULL, &rng, &p), GOR_EINVAL);
    assert_int_equal(p, GOR_PASS);
    assert_int_equal(gor_playout_run(NULL, &rng, 0), GOR_EINVAL);
    assert_int_equal(gor_playout_play(NULL, 0), GOR_EINVAL);
    assert_int_equal(gor_playout_reset(NULL, g), GOR_EINVAL);
    gor_playout_restart(NULL);
    gor_playout_free(NULL);
    assert_int_equal(gor_playout_over(NULL), 0);
    assert_int_equal(gor_playout_to_move(NULL), GOR_EMPTY);
    assert_int_equal(gor_playout_move_count(NULL), 0);
    assert_int_equal(gor_playout_ko_point(NULL), GOR_NO_POINT);
    assert_int_equal(gor_playout_at(NULL, 0), GOR_EMPTY);
    assert_int_equal(gor_playout_area_difference(NULL), 0);
    unsigned char buf[81];
    assert_int_equal(gor_playout_board(NULL, buf, sizeof buf), GOR_EINVAL);
    assert_int_equal(gor_playout_ownership(NULL, buf, sizeof buf), GOR_EINVAL);

    assert_int_equal(gor_game_play(g, GOR_BLACK, tu_p(g, "E5")), GOR_OK);
    assert_int_equal(gor_playout_new(&po, g), GOR_OK);
    /* NULL rng, off-board and occupied points: nothing changes. */
    assert_int_equal(gor_playout_play_random(po, NULL, NULL), GOR_EINVAL);
    assert_int_equal(gor_playout_run(po, NULL, 0), GOR_EINVAL);
    assert_int_equal(gor_playout_play(po, 81), GOR_EOFFBOARD);
    assert_int_equal(gor_playout_play(po, -7), GOR_EOFFBOARD);
    assert_int_equal(gor_playout_play(po, GOR_NO_POINT), GOR_EOFFBOARD);
    assert_int_equal(gor_playout_play(po, tu_p(g, "E5")), GOR_EOCCUPIED);
    assert_int_equal(gor_playout_at(po, 81), GOR_EMPTY);
    assert_int_equal(gor_playout_at(po, -1), GOR_EMPTY);
    assert_int_equal(gor_playout_board(po, NULL, 81), GOR_EINVAL);
    assert_int_equal(gor_playout_board(po, buf, 80), GOR_EBUFFER);
    assert_int_equal(gor_playout_ownership(po, buf, 80), GOR_EBUFFER);
    assert_int_equal(gor_playout_move_count(po), 0);
    assert_int_equal(gor_playout_to_move(po), GOR_WHITE);
    assert_int_equal(gor_playout_area_difference(po), 81);
    /* Another size, or a finished game: refused, the copy unchanged. */
    gor_game *small = tu_new(7, 9, NULL);
    assert_int_equal(gor_playout_reset(po, small), GOR_EINVAL);
    assert_int_equal(gor_playout_reset(po, NULL), GOR_EINVAL);
    assert_int_equal(gor_game_resign(small, GOR_BLACK), GOR_OK);
    gor_playout *other = (gor_playout *)&po;
    assert_int_equal(gor_playout_new(&other, small), GOR_EGAMEOVER);
    assert_null(other);
    gor_game *over = tu_new(9, 9, NULL);
    assert_int_equal(gor_game_play(over, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_play(over, GOR_WHITE, GOR_PASS), GOR_OK);
    assert_int_equal(gor_playout_reset(po, over), GOR_EGAMEOVER);
    assert_int_equal(gor_playout_at(po, tu_p(g, "E5")), GOR_BLACK);
    assert_int_equal(gor_playout_to_move(po), GOR_WHITE);
    gor_playout_restart(po);
    assert_int_equal(gor_playout_at(po, tu_p(g, "E5")), GOR_BLACK);
    gor_playout_free(po);
    gor_game_free(over);
    gor_game_free(small);
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_moves_agree_with_game),
        cmocka_unit_test(test_given_moves_agree_with_game),
        cmocka_unit_test(test_area_matches_score),
        cmocka_unit_test(test_seed_gives_same_playouts),
        cmocka_unit_test(test_draws_from_positions_are_pinned),
        cmocka_unit_test(test_first_move_is_uniform),
        cmocka_unit_test(test_first_move_is_uniform_among_eyes),
        cmocka_unit_test(test_restart_and_reset),
        cmocka_unit_test(test_suicide_rules),
        cmocka_unit_test(test_bad_input),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
