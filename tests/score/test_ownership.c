/* SPDX-License-Identifier: MIT */
/*
 * test_ownership.c - gor_game_ownership_estimate(): the ownership and score
 * estimate of any position. Exact values for fixed seeds (they follow the
 * light playouts of gor_game_play_random(): a change there changes them),
 * determinism, the certain pass-alive areas, bad input.
 */
#include "scoretest.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The map as rows of "%4d". */
static void map_text(const signed char *m, int w, int h, char *buf,
                     size_t size)
{
    size_t k = 0;
    buf[0] = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            k += (size_t)snprintf(buf + k, size - k, "%4d%s", m[y * w + x],
                                  x == w - 1 && y < h - 1 ? "\n" : "");
}

static int estimate(const gor_game *g, int playouts, uint64_t seed,
                    signed char *map, gor_ownership *out)
{
    gor_ownership_options o = GOR_OWNERSHIP_OPTIONS_INIT;
    o.playouts = playouts;
    o.seed = seed;
    gor_ownership_init(out);
    return gor_game_ownership_estimate(g, &o, map, st_points(g), out);
}

/* Two pass-alive groups split a 5x5 board: every point is certain, so
 * every seed gives the exact count. */
static void test_all_certain(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".x.xo.o",
        "xxxxooo",
        ".x.xo.o",
        "xxxxooo",
        ".x.xo.o",
    };
    gor_game *g = st_diagram("chinese", rows, 5);
    signed char map[35];
    gor_ownership est;
    char buf[512];
    for (uint64_t seed = 0; seed < 3; seed++) {
        assert_int_equal(estimate(g, 16, seed, map, &est), GOR_OK);
        map_text(map, 7, 5, buf, sizeof buf);
        assert_string_equal(buf,
                            " 100 100 100 100-100-100-100\n"
                            " 100 100 100 100-100-100-100\n"
                            " 100 100 100 100-100-100-100\n"
                            " 100 100 100 100-100-100-100\n"
                            " 100 100 100 100-100-100-100");
        assert_int_equal(est.playouts, 16);
        assert_int_equal(est.certain, 35);
        assert_true(est.black_area == 20.0);
        assert_true(est.white_area == 15.0);
        assert_true(est.komi == 7.5);
        assert_true(est.margin == -2.5);
        assert_true(est.black_wins == 0.0);
        assert_int_equal(est.black_owned, 20);
        assert_int_equal(est.white_owned, 15);
        assert_true(est.owned_margin == -2.5);
    }
    gor_game_free(g);
}

/* A pass-alive corner group is certain (+100 exactly) whatever the
 * playouts do; the rest is left to them. */
static void test_pass_alive_certain(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".x.x.....",
        "xxxx.....",
        ".........",
        ".........",
        "....o....",
        ".........",
        ".........",
        "......o..",
        ".........",
    };
    gor_game *g = st_diagram("chinese", rows, 9);
    signed char map[81];
    gor_ownership est;
    for (uint64_t seed = 0; seed < 4; seed++) {
        assert_int_equal(estimate(g, 8, seed, map, &est), GOR_OK);
        assert_int_equal(est.certain, 8);
        for (int p = 0; p < 81; p++) {
            int certain = p < 4 || (p >= 9 && p < 13);
            if (certain)
                assert_int_equal(map[p], GOR_OWNERSHIP_FULL);
        }
    }
    gor_game_free(g);
}

/* Black's walls on row 5 against White's on row 7 of a 9x9 board: Black
 * 45 points, White 27, komi 7.5: Black ahead by about 10.5. */
static gor_game *walls(void)
{
    static const char *const rows[] = {
        ".........",
        ".........",
        "ooooooooo",
        ".........",
        "xxxxxxxxx",
        ".........",
        ".........",
        ".........",
        ".........",
    };
    return st_diagram("chinese", rows, 9);
}

static void test_clearly_won(void **state)
{
    (void)state;
    gor_game *g = walls();
    signed char map[81];
    char buf[1024];
    gor_ownership est;
    assert_int_equal(estimate(g, 0, 0, map, &est), GOR_OK);
    assert_int_equal(est.playouts, GOR_OWNERSHIP_PLAYOUTS);
    assert_int_equal(est.certain, 0);
    map_text(map, 9, 9, buf, sizeof buf);
    /* The map gives Black the points where it stands. The average of
     * the playouts gives Black less: in a wide empty area the playouts
     * let the invader live more often than a player would. */
    assert_string_equal(buf, " -91 -91 -91 -88 -88 -88 -88 -88 -88\n"
                             " -91 -91 -91 -91 -88 -88 -88 -88 -88\n"
                             " -91 -91 -91 -91 -91 -91 -91 -91 -91\n"
                             "   3  -3  -6   9 -19  -6   3  13   9\n"
                             "  91  91  91  91  91  91  91  91  91\n"
                             "  81  72  72  72  75  75  72  78  72\n"
                             "  75  72  69  69  75  69  69  72  69\n"
                             "  66  66  59  56  63  66  66  63  66\n"
                             "  66  66  59  53  56  69  63  63  66");
    assert_true(est.black_area == 44.703125);
    assert_true(est.white_area == 36.296875);
    assert_true(est.komi == 7.5);
    assert_true(est.margin == 0.90625);
    assert_true(est.black_wins == 0.703125);
    assert_int_equal(est.black_owned, 50);
    assert_int_equal(est.white_owned, 31);
    assert_true(est.owned_margin == 11.5);
    gor_game_free(g);
}

/* The same seed, position, player to move and ruleset give the same
 * answer, however the game came to the position. */
static void test_deterministic(void **state)
{
    (void)state;
    gor_game *g = walls();
    signed char m1[81], m2[81], m3[81];
    gor_ownership e1, e2, e3;
    assert_int_equal(estimate(g, 20, 7, m1, &e1), GOR_OK);
    assert_int_equal(estimate(g, 20, 7, m2, &e2), GOR_OK);
    assert_memory_equal(m1, m2, sizeof m1);
    assert_memory_equal(&e1, &e2, sizeof e1);
    /* Another seed plays other games. */
    assert_int_equal(estimate(g, 20, 8, m3, &e3), GOR_OK);
    assert_true(memcmp(m1, m3, sizeof m1) != 0);
    /* The same position reached by moves and captures, then undone to: */
    gor_game *h = walls();
    static const char *const moves[] = {"B E8", "W E2", "B pass", "W pass"};
    st_play(h, moves, 4);
    for (int i = 0; i < 4; i++)
        assert_int_equal(gor_game_undo(h), GOR_OK);
    assert_int_equal(estimate(h, 20, 7, m3, &e3), GOR_OK);
    assert_memory_equal(m1, m3, sizeof m1);
    assert_true(e1.margin == e3.margin);
    /* A resigned game is estimated as it stands. */
    assert_int_equal(gor_game_resign(h, GOR_WHITE), GOR_OK);
    assert_int_equal(estimate(h, 20, 7, m3, &e3), GOR_OK);
    assert_memory_equal(m1, m3, sizeof m1);
    gor_game_free(h);
    gor_game_free(g);
}

/* Bad input: clear codes, nothing written, the game unchanged. */
static void test_bad_input(void **state)
{
    (void)state;
    gor_game *g = walls();
    uint64_t hash = gor_game_situation_hash(g);
    size_t hist = gor_game_history_length(g);
    signed char map[81], keep[81];
    memset(map, 0x55, sizeof map);
    memcpy(keep, map, sizeof map);
    gor_ownership est = GOR_OWNERSHIP_INIT, est0;
    est.playouts = 12345;
    est0 = est;
    gor_ownership_options o = GOR_OWNERSHIP_OPTIONS_INIT;
    assert_int_equal(gor_game_ownership_estimate(NULL, &o, map, 81, &est),
                     GOR_EINVAL);
    assert_int_equal(gor_game_ownership_estimate(g, &o, NULL, 0, NULL),
                     GOR_EINVAL);
    assert_int_equal(gor_game_ownership_estimate(g, &o, NULL, 81, &est),
                     GOR_EINVAL);
    assert_int_equal(gor_game_ownership_estimate(g, &o, map, 80, &est),
                     GOR_EBUFFER);
    o.version = 0;
    assert_int_equal(gor_game_ownership_estimate(g, &o, map, 81, &est),
                     GOR_EINVAL);
    o.version = 2;
    assert_int_equal(gor_game_ownership_estimate(g, &o, map, 81, &est),
                     GOR_EINVAL);
    o.version = GOR_OWNERSHIP_OPTIONS_VERSION;
    o.playouts = -1;
    assert_int_equal(gor_game_ownership_estimate(g, &o, map, 81, &est),
                     GOR_ERANGE);
    o.playouts = GOR_OWNERSHIP_MAX_PLAYOUTS + 1;
    assert_int_equal(gor_game_ownership_estimate(g, &o, map, 81, &est),
                     GOR_ERANGE);
    o.playouts = 1;
    gor_ownership small = est;
    small.size = (unsigned)sizeof small - 1;
    assert_int_equal(gor_game_ownership_estimate(g, &o, map, 81, &small),
                     GOR_EINVAL);
    assert_memory_equal(map, keep, sizeof map);
    assert_memory_equal(&est, &est0, sizeof est);
    assert_true(gor_game_situation_hash(g) == hash);
    assert_int_equal(gor_game_history_length(g), hist);
    /* One output alone is enough; the defaults with NULL options. */
    assert_int_equal(gor_game_ownership_estimate(g, &o, NULL, 0, &est),
                     GOR_OK);
    assert_int_equal(est.playouts, 1);
    assert_int_equal(gor_game_ownership_estimate(g, NULL, map, 81, NULL),
                     GOR_OK);
    gor_ownership_options d;
    gor_ownership_options_init(&d);
    assert_int_equal(d.version, 1);
    assert_int_equal(d.playouts, 0);
    assert_true(d.seed == 0);
    assert_true(gor_game_situation_hash(g) == hash);
    assert_int_equal(gor_game_history_length(g), hist);
    gor_game_free(g);
}

/* Every preset: the estimate runs (under the prediction ruleset a pass
 * in the free opening is refused: the playout ends there). */
static void test_every_preset(void **state)
{
    (void)state;
    static const char *const rows[] = {".....", "..x..", ".....", "..o..",
                                       "....."};
    for (size_t i = 0; i < gor_rules_preset_count(); i++) {
        gor_game *g = st_diagram(gor_rules_preset_name(i), rows, 5);
        signed char map[25];
        gor_ownership est;
        assert_int_equal(estimate(g, 8, 1, map, &est), GOR_OK);
        assert_int_equal(est.playouts, 8);
        assert_true(est.black_owned + est.white_owned <= 25);
        gor_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_all_certain),
        cmocka_unit_test(test_pass_alive_certain),
        cmocka_unit_test(test_clearly_won),
        cmocka_unit_test(test_deterministic),
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_every_preset),
    };
    return st_finish(cmocka_run_group_tests(tests, NULL, NULL), 0);
}
