/* SPDX-License-Identifier: MIT */
/*
 * test_coords.c - points, GTP vertices, SGF coordinates, star points.
 */
#include <string.h>

#include "testutil.h"

static gor_point gtp(int w, int h, const char *text, int want_status)
{
    gor_point p = 12345;
    assert_int_equal(gor_point_from_gtp(w, h, text, &p), want_status);
    if (want_status != GOR_OK)
        assert_int_equal(p, 12345); /* untouched on error */
    return p;
}

static gor_point sgf(int w, int h, const char *text, int want_status)
{
    gor_point p = 12345;
    assert_int_equal(gor_point_from_sgf(w, h, text, &p), want_status);
    if (want_status != GOR_OK)
        assert_int_equal(p, 12345);
    return p;
}

static void test_point_at_and_xy(void **state)
{
    (void)state;
    int x = -7, y = -7;
    assert_int_equal(gor_point_at(19, 19, 0, 0), 0);
    assert_int_equal(gor_point_at(19, 19, 3, 15), 288);
    assert_int_equal(gor_point_at(19, 19, 18, 18), 360);
    assert_int_equal(gor_point_at(19, 13, 18, 12), 246);
    assert_int_equal(gor_point_at(13, 19, 12, 18), 246);
    assert_int_equal(gor_point_at(13, 19, 0, 1), 13);
    assert_int_equal(gor_point_at(19, 19, 19, 0), GOR_NO_POINT);
    assert_int_equal(gor_point_at(19, 19, 0, 19), GOR_NO_POINT);
    assert_int_equal(gor_point_at(19, 19, -1, 0), GOR_NO_POINT);
    assert_int_equal(gor_point_at(19, 19, 0, -1), GOR_NO_POINT);
    assert_int_equal(gor_point_at(0, 19, 0, 0), GOR_NO_POINT);
    assert_int_equal(gor_point_at(53, 19, 0, 0), GOR_NO_POINT);
    assert_int_equal(gor_point_at(52, 52, 51, 51), 2703);

    assert_int_equal(gor_point_xy(19, 19, 288, &x, &y), GOR_OK);
    assert_int_equal(x, 3);
    assert_int_equal(y, 15);
    assert_int_equal(gor_point_xy(19, 13, 246, &x, &y), GOR_OK);
    assert_int_equal(x, 18);
    assert_int_equal(y, 12);
    assert_int_equal(gor_point_xy(19, 19, 5, NULL, NULL), GOR_OK);
    x = y = -7;
    assert_int_equal(gor_point_xy(19, 19, 361, &x, &y), GOR_EOFFBOARD);
    assert_int_equal(gor_point_xy(19, 19, GOR_PASS, &x, &y), GOR_EOFFBOARD);
    assert_int_equal(gor_point_xy(19, 19, GOR_NO_POINT, &x, &y),
                     GOR_EOFFBOARD);
    assert_int_equal(gor_point_xy(0, 19, 0, &x, &y), GOR_ESIZE);
    assert_int_equal(gor_point_xy(19, 53, 0, &x, &y), GOR_ESIZE);
    assert_int_equal(x, -7);
    assert_int_equal(y, -7);
}

static void test_gtp_parse(void **state)
{
    (void)state;
    assert_int_equal(gtp(19, 19, "D4", GOR_OK), 288);
    assert_int_equal(gtp(19, 19, "d4", GOR_OK), 288);
    assert_int_equal(gtp(19, 19, "A1", GOR_OK), 342);
    assert_int_equal(gtp(19, 19, "A19", GOR_OK), 0);
    assert_int_equal(gtp(19, 19, "T19", GOR_OK), 18);
    assert_int_equal(gtp(19, 19, "T1", GOR_OK), 360);
    assert_int_equal(gtp(19, 19, "H1", GOR_OK), 349);  /* x = 7 */
    assert_int_equal(gtp(19, 19, "J1", GOR_OK), 350);  /* no I: x = 8 */
    assert_int_equal(gtp(19, 19, "j1", GOR_OK), 350);
    assert_int_equal(gtp(19, 19, "K10", GOR_OK), 180); /* tengen */
    assert_int_equal(gtp(19, 19, "Q16", GOR_OK), 72);
    assert_int_equal(gtp(19, 19, "pass", GOR_OK), GOR_PASS);
    assert_int_equal(gtp(19, 19, "PASS", GOR_OK), GOR_PASS);
    assert_int_equal(gtp(19, 19, "Pass", GOR_OK), GOR_PASS);
    assert_int_equal(gtp(9, 9, "J9", GOR_OK), 8);
    assert_int_equal(gtp(9, 9, "A1", GOR_OK), 72);
    assert_int_equal(gtp(1, 1, "A1", GOR_OK), 0);
    /* GTP's last column letter is Z (25 columns). */
    assert_int_equal(gtp(25, 25, "Z25", GOR_OK), 24);
    assert_int_equal(gtp(52, 52, "Z1", GOR_OK), 51 * 52 + 24);
    assert_int_equal(gtp(52, 52, "A52", GOR_OK), 0);
    assert_int_equal(gtp(52, 52, "A1", GOR_OK), 51 * 52);
}

static void test_gtp_bad_text(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "",    "I5",  "i5",   "I1", "D",     "D0",    "D04", "D100",
        "4D",  "D4 ", " D4",  "D-4", "D+4", "pas",   "passx", "pass ",
        "@4",  "[4",  "DD4",  "D4x", ("\xc3\x84" "4"), "-1", "D4\n",
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++)
        gtp(19, 19, bad[k], GOR_EPARSE);
}

static void test_gtp_off_board(void **state)
{
    (void)state;
    gtp(19, 19, "U1", GOR_EOFFBOARD);
    gtp(19, 19, "A20", GOR_EOFFBOARD);
    gtp(19, 19, "Z99", GOR_EOFFBOARD);
    gtp(9, 9, "K1", GOR_EOFFBOARD);
    gtp(9, 9, "A10", GOR_EOFFBOARD);
    gtp(1, 1, "B1", GOR_EOFFBOARD);
    gtp(1, 1, "A2", GOR_EOFFBOARD);
    gtp(19, 13, "A14", GOR_EOFFBOARD);
    gtp(13, 19, "O1", GOR_EOFFBOARD);
}

static void test_gtp_bad_args(void **state)
{
    (void)state;
    gor_point p = 7;
    char buf[8] = "xyz";
    assert_int_equal(gor_point_from_gtp(19, 19, NULL, &p), GOR_EINVAL);
    assert_int_equal(gor_point_from_gtp(19, 19, "D4", NULL), GOR_EINVAL);
    assert_int_equal(gor_point_from_gtp(0, 19, "D4", &p), GOR_ESIZE);
    assert_int_equal(gor_point_from_gtp(19, 0, "D4", &p), GOR_ESIZE);
    assert_int_equal(gor_point_from_gtp(53, 19, "D4", &p), GOR_ESIZE);
    assert_int_equal(gor_point_from_gtp(19, 53, "D4", &p), GOR_ESIZE);
    assert_int_equal(gor_point_from_gtp(-1, 19, "D4", &p), GOR_ESIZE);
    assert_int_equal(p, 7);
    assert_int_equal(gor_point_to_gtp(19, 19, 0, NULL, 4), GOR_EINVAL);
    assert_int_equal(gor_point_to_gtp(0, 19, 0, buf, sizeof buf), GOR_ESIZE);
    assert_int_equal(gor_point_to_gtp(19, 53, 0, buf, sizeof buf),
                     GOR_ESIZE);
    assert_int_equal(gor_point_to_gtp(19, 19, 361, buf, sizeof buf),
                     GOR_EOFFBOARD);
    assert_int_equal(gor_point_to_gtp(19, 19, -3, buf, sizeof buf),
                     GOR_EOFFBOARD);
    assert_int_equal(gor_point_to_gtp(19, 19, GOR_NO_POINT, buf, sizeof buf),
                     GOR_EOFFBOARD);
    /* Column 26 and beyond have no GTP letter. */
    assert_int_equal(gor_point_to_gtp(26, 26, 25, buf, sizeof buf),
                     GOR_EOFFBOARD);
    assert_int_equal(gor_point_to_gtp(52, 52, 51 * 52 + 51, buf, sizeof buf),
                     GOR_EOFFBOARD);
    assert_string_equal(buf, "xyz");
}

static void test_gtp_write(void **state)
{
    (void)state;
    char buf[16];
    assert_int_equal(gor_point_to_gtp(19, 19, 288, buf, sizeof buf), 2);
    assert_string_equal(buf, "D4");
    assert_int_equal(gor_point_to_gtp(19, 19, 180, buf, sizeof buf), 3);
    assert_string_equal(buf, "K10");
    assert_int_equal(gor_point_to_gtp(19, 19, 350, buf, sizeof buf), 2);
    assert_string_equal(buf, "J1");
    assert_int_equal(gor_point_to_gtp(19, 19, GOR_PASS, buf, sizeof buf), 4);
    assert_string_equal(buf, "pass");
    assert_int_equal(gor_point_to_gtp(19, 13, 246, buf, sizeof buf), 2);
    assert_string_equal(buf, "T1");
    assert_int_equal(gor_point_to_gtp(13, 19, 12, buf, sizeof buf), 3);
    assert_string_equal(buf, "N19");
    assert_int_equal(gor_point_to_gtp(52, 52, 24, buf, sizeof buf), 3);
    assert_string_equal(buf, "Z52");
    /* snprintf-style: the needed length, the text truncated. */
    assert_int_equal(gor_point_to_gtp(19, 19, 180, NULL, 0), 3);
    memset(buf, '#', sizeof buf);
    assert_int_equal(gor_point_to_gtp(19, 19, 180, buf, 3), 3);
    assert_string_equal(buf, "K1");
    assert_int_equal(gor_point_to_gtp(19, 19, 180, buf, 1), 3);
    assert_string_equal(buf, "");
    assert_int_equal(gor_point_to_gtp(19, 19, GOR_PASS, buf, 2), 4);
    assert_string_equal(buf, "p");
}

static void test_gtp_round_trip(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1, 1}, {9, 9}, {19, 19}, {25, 25},
                                   {19, 13}, {13, 19}, {1, 7}, {7, 1},
                                   {25, 52}};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int w = sizes[s][0], h = sizes[s][1];
        for (gor_point p = 0; p < w * h; p++) {
            char buf[8];
            gor_point q = -5;
            int n = gor_point_to_gtp(w, h, p, buf, sizeof buf);
            assert_true(n >= 2 && n <= 3);
            assert_int_equal((int)strlen(buf), n);
            assert_true(buf[0] != 'I');
            assert_int_equal(gor_point_from_gtp(w, h, buf, &q), GOR_OK);
            assert_int_equal(q, p);
        }
    }
}

static void test_sgf_parse(void **state)
{
    (void)state;
    assert_int_equal(sgf(19, 19, "aa", GOR_OK), 0);
    assert_int_equal(sgf(19, 19, "dd", GOR_OK), 60);
    assert_int_equal(sgf(19, 19, "pd", GOR_OK), 72);
    assert_int_equal(sgf(19, 19, "ss", GOR_OK), 360);
    assert_int_equal(sgf(19, 19, "", GOR_OK), GOR_PASS);
    /* "tt" is a pass only while both sides are at most 19. */
    assert_int_equal(sgf(19, 19, "tt", GOR_OK), GOR_PASS);
    assert_int_equal(sgf(9, 9, "tt", GOR_OK), GOR_PASS);
    assert_int_equal(sgf(19, 13, "tt", GOR_OK), GOR_PASS);
    assert_int_equal(sgf(20, 20, "tt", GOR_OK), 19 * 20 + 19);
    assert_int_equal(sgf(21, 21, "tt", GOR_OK), 19 * 21 + 19);
    sgf(20, 19, "tt", GOR_EOFFBOARD);
    sgf(19, 20, "tt", GOR_EOFFBOARD);
    /* a-z are 0..25, A-Z 26..51. */
    assert_int_equal(sgf(27, 27, "Aa", GOR_OK), 26);
    assert_int_equal(sgf(27, 27, "aA", GOR_OK), 26 * 27);
    sgf(27, 27, "Ba", GOR_EOFFBOARD);
    assert_int_equal(sgf(52, 52, "ZZ", GOR_OK), 2703);
    assert_int_equal(sgf(52, 52, "zA", GOR_OK), 26 * 52 + 25);
    assert_int_equal(sgf(52, 52, "aZ", GOR_OK), 51 * 52);
    assert_int_equal(sgf(19, 13, "sm", GOR_OK), 12 * 19 + 18);
    sgf(19, 13, "sn", GOR_EOFFBOARD);
    sgf(9, 9, "ja", GOR_EOFFBOARD);
    sgf(9, 9, "aj", GOR_EOFFBOARD);
    sgf(9, 9, "ss", GOR_EOFFBOARD);
    sgf(19, 19, "a", GOR_EPARSE);
    sgf(19, 19, "abc", GOR_EPARSE);
    sgf(19, 19, "1a", GOR_EPARSE);
    sgf(19, 19, "a1", GOR_EPARSE);
    sgf(19, 19, " a", GOR_EPARSE);
    sgf(19, 19, "a ", GOR_EPARSE);
    sgf(19, 19, "[]", GOR_EPARSE);
    sgf(0, 19, "aa", GOR_ESIZE);
    sgf(19, 53, "aa", GOR_ESIZE);
    gor_point p = 3;
    assert_int_equal(gor_point_from_sgf(19, 19, NULL, &p), GOR_EINVAL);
    assert_int_equal(gor_point_from_sgf(19, 19, "aa", NULL), GOR_EINVAL);
    assert_int_equal(p, 3);
}

static void test_sgf_write(void **state)
{
    (void)state;
    char buf[8] = "zz";
    assert_int_equal(gor_point_to_sgf(19, 19, GOR_PASS, buf, sizeof buf), 0);
    assert_string_equal(buf, "");
    assert_int_equal(gor_point_to_sgf(19, 19, 60, buf, sizeof buf), 2);
    assert_string_equal(buf, "dd");
    assert_int_equal(gor_point_to_sgf(52, 52, 26, buf, sizeof buf), 2);
    assert_string_equal(buf, "Aa");
    assert_int_equal(gor_point_to_sgf(52, 52, 2703, buf, sizeof buf), 2);
    assert_string_equal(buf, "ZZ");
    assert_int_equal(gor_point_to_sgf(20, 20, 399, buf, sizeof buf), 2);
    assert_string_equal(buf, "tt");
    assert_int_equal(gor_point_to_sgf(19, 19, 60, NULL, 0), 2);
    assert_int_equal(gor_point_to_sgf(19, 19, 60, buf, 2), 2);
    assert_string_equal(buf, "d");
    strcpy(buf, "keep");
    assert_int_equal(gor_point_to_sgf(19, 19, 60, NULL, 3), GOR_EINVAL);
    assert_int_equal(gor_point_to_sgf(19, 19, 361, buf, sizeof buf),
                     GOR_EOFFBOARD);
    assert_int_equal(gor_point_to_sgf(19, 19, GOR_NO_POINT, buf, sizeof buf),
                     GOR_EOFFBOARD);
    assert_int_equal(gor_point_to_sgf(0, 19, 0, buf, sizeof buf), GOR_ESIZE);
    assert_int_equal(gor_point_to_sgf(53, 53, 0, buf, sizeof buf),
                     GOR_ESIZE);
    assert_string_equal(buf, "keep");
}

static void test_sgf_round_trip(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1, 1}, {19, 19}, {20, 20}, {52, 52},
                                   {19, 13}, {52, 3}, {3, 52}};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int w = sizes[s][0], h = sizes[s][1];
        for (gor_point p = 0; p < w * h; p++) {
            char buf[4];
            gor_point q = -5;
            assert_int_equal(gor_point_to_sgf(w, h, p, buf, sizeof buf), 2);
            assert_int_equal(gor_point_from_sgf(w, h, buf, &q), GOR_OK);
            assert_int_equal(q, p);
        }
    }
}

/* Star points of w x h must be exactly want[0..n-1]. */
static void check_stars(int w, int h, const gor_point *want, int n)
{
    gor_point out[16];
    for (int k = 0; k < 16; k++)
        out[k] = -77;
    assert_int_equal(gor_star_points(w, h, out, 16), n);
    for (int k = 0; k < n; k++)
        assert_int_equal(out[k], want[k]);
    for (int k = n; k < 16; k++)
        assert_int_equal(out[k], -77);
    assert_int_equal(gor_star_points(w, h, NULL, 0), n);
}

static void test_star_points(void **state)
{
    (void)state;
    static const gor_point s19[] = {60, 66, 72, 174, 180, 186, 288, 294, 300};
    static const gor_point s13[] = {42, 48, 84, 120, 126};
    static const gor_point s9[] = {20, 24, 40, 56, 60};
    /* 7x7: the 9x9 rule (third lines and the centre) on a smaller board. */
    static const gor_point s7[] = {16, 18, 24, 30, 32};
    static const gor_point s8[] = {18, 21, 42, 45};
    static const gor_point s10[] = {22, 27, 72, 77};
    static const gor_point s15[] = {48, 52, 56, 108, 112, 116, 168, 172, 176};
    static const gor_point s52[] = {159, 204, 2499, 2544};
    /* Rectangular: each side keeps its own lines; sides of 15+ have a
     * middle point, the centre needs both sides odd. */
    static const gor_point s19x13[] = {60, 66, 72, 123, 174, 180, 186};
    static const gor_point s19x9[] = {41, 47, 53, 85, 117, 123, 129};
    static const gor_point s19x8[] = {41, 47, 53, 98, 104, 110};
    check_stars(19, 19, s19, 9);
    check_stars(13, 13, s13, 5);
    check_stars(9, 9, s9, 5);
    check_stars(7, 7, s7, 5);
    check_stars(8, 8, s8, 4);
    check_stars(10, 10, s10, 4);
    check_stars(15, 15, s15, 9);
    check_stars(52, 52, s52, 4);
    check_stars(19, 13, s19x13, 7);
    check_stars(19, 9, s19x9, 7);
    check_stars(19, 8, s19x8, 6);
    for (int w = 1; w <= 6; w++)
        for (int h = 1; h <= 19; h++) {
            check_stars(w, h, NULL, 0);
            check_stars(h, w, NULL, 0);
        }
}

static void test_star_points_rect_13x19(void **state)
{
    (void)state;
    /* Transposed 19x13: (3,3) (9,3) (6,9) (3,15) (9,15), and the middle
     * points of the long sides (3,9) (9,9). */
    static const gor_point want[] = {42, 48, 120, 123, 126, 198, 204};
    check_stars(13, 19, want, 7);
}

static void test_star_points_cap_and_errors(void **state)
{
    (void)state;
    gor_point out[9];
    for (int k = 0; k < 9; k++)
        out[k] = -1;
    assert_int_equal(gor_star_points(19, 19, out, 4), 9);
    assert_int_equal(out[0], 60);
    assert_int_equal(out[3], 174);
    assert_int_equal(out[4], -1);
    assert_int_equal(gor_star_points(0, 19, out, 9), GOR_ESIZE);
    assert_int_equal(gor_star_points(19, 53, out, 9), GOR_ESIZE);
    assert_int_equal(out[4], -1);
}

/* A NULL buffer with a nonzero capacity is a bad argument, not a bad size. */
static void test_star_points_null_buffer(void **state)
{
    (void)state;
    assert_int_equal(gor_star_points(19, 19, NULL, 9), GOR_EINVAL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_point_at_and_xy),
        cmocka_unit_test(test_gtp_parse),
        cmocka_unit_test(test_gtp_bad_text),
        cmocka_unit_test(test_gtp_off_board),
        cmocka_unit_test(test_gtp_bad_args),
        cmocka_unit_test(test_gtp_write),
        cmocka_unit_test(test_gtp_round_trip),
        cmocka_unit_test(test_sgf_parse),
        cmocka_unit_test(test_sgf_write),
        cmocka_unit_test(test_sgf_round_trip),
        cmocka_unit_test(test_star_points),
        cmocka_unit_test(test_star_points_rect_13x19),
        cmocka_unit_test(test_star_points_cap_and_errors),
        cmocka_unit_test(test_star_points_null_buffer),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
