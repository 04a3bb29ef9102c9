/* SPDX-License-Identifier: MIT */
/*
 * test_estimate.c - the dead-stone estimate (gor_game_judge_estimate) on
 * finished positions whose status a player reads at a glance. Each case
 * gives the whole board and the exact expected judgement of every stone,
 * derived by hand as the comment above it says:
 *   D  dead (guessed, or certain: inside the opponent's pass-alive area)
 *   S  alive in seki (guessed)
 *   A  alive (guessed, or certain: pass-alive)
 *   .  empty
 * Every guess must carry GOR_JUDGE_GUESS and never GOR_JUDGE_CERTAIN.
 */
#include "scoretest.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The estimate as a string of D S A . per point, rows joined by '\n'. */
static void judged(const gor_game *g, char *buf, size_t size)
{
    int w = gor_game_width(g), h = gor_game_height(g), n = w * h;
    unsigned char *cert = malloc((size_t)n), *est = malloc((size_t)n);
    size_t k = 0;
    assert_non_null(cert);
    assert_non_null(est);
    assert_int_equal(gor_game_judge_certain(g, cert, st_points(g)), GOR_OK);
    assert_int_equal(gor_game_judge_estimate(g, est, st_points(g)), GOR_OK);
    for (int p = 0; p < n; p++) {
        char c = '.';
        if (gor_game_at(g, p) != GOR_EMPTY) {
            int life = est[p] & GOR_JUDGE_LIFE_MASK;
            c = life == GOR_LIFE_DEAD ? 'D' : life == GOR_LIFE_SEKI ? 'S'
                                                                    : 'A';
            /* A proof stays a proof; anything else is labelled a guess
             * (marks aside: these positions have none). */
            if (cert[p] & GOR_JUDGE_CERTAIN)
                assert_int_equal(est[p], cert[p]);
            else
                assert_int_equal(est[p] & (GOR_JUDGE_CERTAIN |
                                           GOR_JUDGE_GUESS),
                                 GOR_JUDGE_GUESS);
        }
        if (p > 0 && p % w == 0 && k + 1 < size)
            buf[k++] = '\n';
        if (k + 1 < size)
            buf[k++] = c;
    }
    buf[k] = '\0';
    free(cert);
    free(est);
}

static void expect(const gor_game *g, const char *const *want, int rows)
{
    char got[4096], exp[4096];
    size_t k = 0;
    for (int y = 0; y < rows; y++) {
        k += (size_t)snprintf(exp + k, sizeof exp - k, "%s%s", y ? "\n" : "",
                              want[y]);
    }
    judged(g, got, sizeof got);
    if (strcmp(got, exp) != 0)
        print_message("estimate differs; want:\n%s\ngot:\n%s\n", exp, got);
    assert_string_equal(got, exp);
}

/*
 * tests/tools/data/handicap-9x9.sgf, its final position (two passes):
 *
 *      A B C D E F G H J
 *   9  . . . . X O . . .      Black's wall E9-E1 and C7 hold columns A-D
 *   8  . . . . X O . . .      (35 empty points): two eyes and more, alive.
 *   7  . . X . X O . . .      White's wall F9-F1 holds columns G-J, where
 *   6  . . . . X O . . .      Black's lone handicap stone G3 sits: it has
 *   5  . . . . X O . . .      no eye and one point (H3) that White does
 *   4  . . . . X O . . .      not touch, so it cannot live and is dead;
 *   3  . . . . X O X . .      without it White's wall surrounds 27 points
 *   2  . . . . X O . . .      and lives. The record's RE (B+6.5 with G3
 *   1  . . . . X O . . .      dead) says the same.
 *
 * The estimate before this version took White's wall for dead instead
 * (it borders Black's living wall and had no eye of its own).
 */
static void test_handicap_record(void **state)
{
    (void)state;
    static const char *const want[] = {
        "....AA...", "....AA...", "..A.AA...", "....AA...", "....AA...",
        "....AA...", "....AAD..", "....AA...", "....AA...",
    };
    char path[1200];
    st_sgf info;
    snprintf(path, sizeof path, "%s/handicap-9x9.sgf", GOR_TOOLS_DATA);
    gor_game *g = st_sgf_load(path, NULL, 1, 0, &info);
    assert_non_null(g);
    assert_int_equal(gor_game_at(g, st_p(g, "G3")), GOR_BLACK);
    expect(g, want, 9);
    /* Counted with the estimate, the record's own result. */
    gor_score_options o = GOR_SCORE_OPTIONS_INIT;
    gor_score s = GOR_SCORE_INIT;
    gor_result r = GOR_RESULT_INIT;
    char re[32];
    o.dead = GOR_DEAD_CERTAIN | GOR_DEAD_ESTIMATE;
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_OK);
    assert_int_equal(gor_result_from_score(&s, GOR_END_PASSES, &r), GOR_OK);
    assert_true(gor_result_to_sgf(&r, re, sizeof re) > 0);
    assert_string_equal(re, info.re);
    gor_game_free(g);
}

/*
 * Dead stones of both colours:
 *
 *      A B C D E F G H J
 *   9  . . . . X O . . .      Black's wall on E, White's on F, as in the
 *   8  . . . . X O . . .      handicap record. White's B3 is alone in
 *   7  . . . . X O . X .      Black's area: dead. In White's columns G-J,
 *   6  . . . . X O . . .      Black's H7 is alone, and the corner stones
 *   5  . . . . X O . . .      G2 H2 G1 J1 have one eye (H1) with the rest
 *   4  . . . . X O . . .      of the corner in White's reach: neither can
 *   3  . O . . X O . . .      make two eyes against the wall, both are
 *   2  . . . . X O X X .      dead, and White lives with all of G-J.
 *   1  . . . . X O X . X
 */
static void test_both_colours(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "....xo...", "....xo...", "....xo.x.", "....xo...", "....xo...",
        "....xo...", ".o..xo...", "....xoxx.", "....xox.x",
    };
    static const char *const want[] = {
        "....AA...", "....AA...", "....AA.D.", "....AA...", "....AA...",
        "....AA...", ".D..AA...", "....AADD.", "....AAD.D",
    };
    gor_game *g = st_diagram("japanese", rows, 9);
    expect(g, want, 9);
    gor_game_free(g);
}

/*
 * A false eye:
 *
 *      A B C D E F G H J
 *   9  . . . . . . . . .      Black holds rows 6-9. White's group at the
 *   8  . . . . . . . . .      bottom right (G5 F3 G3 H3 G2 H2 J2 H1, and
 *   7  . . . . . . . . .      F1 beside it) has two eye points, J1 and
 *   6  X X X X X X X X X      G1, but G1 is false: Black's F2 is on its
 *   5  O O O O X X X X X      diagonal at the edge, so the stones around
 *   4  . . . O X X O X X      it cannot all be connected and White has
 *   3  O O . O X O O O X      one eye: dead. White's group on the left
 *   2  . O . O X X O O O      has the eye A4 B4 C4 C3 C2 and A2: alive
 *   1  O O O O X O . O .      (pass-alive, in fact).
 */
static void test_false_eye(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".........", ".........", ".........", "xxxxxxxxx", "ooooxxxxx",
        "...oxxoxx", "oo.oxooox", ".o.oxxooo", "ooooxo.o.",
    };
    static const char *const want[] = {
        ".........", ".........", ".........", "AAAAAAAAA", "AAAAAAAAA",
        "...AAADAA", "AA.AADDDA", ".A.AAADDD", "AAAAAD.D.",
    };
    gor_game *g = st_diagram("japanese", rows, 9);
    expect(g, want, 9);
    gor_game_free(g);
}

/*
 * Seki. On the 5x5 board Black's group (eye A1) and White's (eye E1) share
 * the liberty C1: whoever plays it is captured. On the 7x2 board each
 * side has one eye and two shared liberties (D2, D1): the first to fill
 * one is captured. Nothing is dead; everything is in seki.
 */
static void test_seki(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "xxxoo", "xxxoo", "xxxoo", "xxxoo", ".x.o.",
    };
    static const char *const want[] = {
        "SSSSS", "SSSSS", "SSSSS", "SSSSS", ".S.S.",
    };
    gor_game *g = st_diagram("japanese", rows, 5);
    expect(g, want, 5);
    gor_game_free(g);

    static const char *const rows2[] = {"x.x.o.o", "xxx.ooo"};
    static const char *const want2[] = {"S.S.S.S", "SSS.SSS"};
    g = st_diagram("japanese", rows2, 2);
    expect(g, want2, 2);
    gor_game_free(g);
}

/*
 * Two real eyes live however deep in the opponent's sphere: White's group
 * (eyes D6 and F6) inside Black's ring is alive (pass-alive), and so is
 * the ring, with all the rest of the board.
 */
static void test_two_eyes_live(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".........", ".xxxxxxx.", ".xooooox.", ".xo.o.ox.", ".xooooox.",
        ".xxxxxxx.", ".........", ".........", ".........",
    };
    static const char *const want[] = {
        ".........", ".AAAAAAA.", ".AAAAAAA.", ".AA.A.AA.", ".AAAAAAA.",
        ".AAAAAAA.", ".........", ".........", ".........",
    };
    gor_game *g = st_diagram("japanese", rows, 9);
    expect(g, want, 9);
    gor_game_free(g);
}

/*
 * The playouts settle what the shapes leave open. The final position of a
 * GNU Go 3.8 self-play game (9x9, Japanese rules, --level 1 --seed
 * 1017762682, both passed):
 *
 *      A B C D E F G H J
 *   9  . . . X O O O O X      Black's stones on the right (F4 G3 H3, J4,
 *   8  . . X X X O . X X      G5 G6 G7, H8 J7 J8 J9) surround G4 H5 H6 J5
 *   7  . . X O X O X . X      J6 H7 G8 and White's H4, but G3 H3 and J4
 *   6  . . X O O O X . .      are in atari and White's H4 G4 takes two
 *   5  . . X X O . X . .      of them: the group cannot make two eyes.
 *   4  . . X O O X . O X      Black's sphere is large enough that the
 *   3  . X X X O O X X O      shape rules take only H4; the playouts kill
 *   2  . O X O O O O O O      the eleven Black stones, and with them gone
 *   1  . . X X O . . . .      H4 is White's and alive. White's B2 is dead.
 *
 * GNU Go's final_status_list dead gives the same twelve stones.
 */
static void test_playouts_settle(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "...xoooox", "..xxxo.xx", "..xoxox.x", "..xooox..", "..xxo.x..",
        "..xoox.ox", ".xxxooxxo", ".oxoooooo", "..xxo....",
    };
    static const char *const want[] = {
        "...AAAAAD", "..AAAA.DD", "..AAAAD.D", "..AAAAD..", "..AAA.D..",
        "..AAAD.AD", ".AAAAADDA", ".DAAAAAAA", "..AAA....",
    };
    gor_game *g = st_diagram("japanese", rows, 9);
    expect(g, want, 9);
    gor_game_free(g);
    g = st_diagram("chinese", rows, 9);
    expect(g, want, 9);
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_handicap_record),
        cmocka_unit_test(test_both_colours),
        cmocka_unit_test(test_false_eye),
        cmocka_unit_test(test_seki),
        cmocka_unit_test(test_two_eyes_live),
        cmocka_unit_test(test_playouts_settle),
    };
    return st_finish(cmocka_run_group_tests(tests, NULL, NULL), 0);
}
