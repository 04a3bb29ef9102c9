/* SPDX-License-Identifier: MIT */
/*
 * test_handicap.c - fixed handicap vertices (GTP, from the corpus JSON),
 * other sizes, free placement, placement onto a game, nigiri and the
 * prediction phase of the reformed ruleset (001's Examples 1-4).
 */
#include "scoretest.h"
#include "jsonmin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void vertices(int w, int h, int n, char *buf, size_t size)
{
    gor_point pts[9];
    int k = gor_handicap_fixed_points(w, h, n, pts, 9);
    size_t len = 0;
    assert_int_equal(k, n);
    buf[0] = '\0';
    for (int i = 0; i < k; i++) {
        char v[8];
        assert_true(gor_point_to_gtp(w, h, pts[i], v, sizeof v) > 0);
        len += (size_t)snprintf(buf + len, size - len, "%s%s", i ? " " : "",
                                v);
    }
}

static void test_fixed_19(void **state)
{
    (void)state;
    char buf[64];
    vertices(19, 19, 2, buf, sizeof buf);
    assert_string_equal(buf, "D4 Q16");
    vertices(19, 19, 3, buf, sizeof buf);
    assert_string_equal(buf, "D4 Q16 D16");
    vertices(19, 19, 5, buf, sizeof buf);
    assert_string_equal(buf, "D4 Q16 D16 Q4 K10");
    vertices(19, 19, 7, buf, sizeof buf);
    assert_string_equal(buf, "D4 Q16 D16 Q4 D10 Q10 K10");
    vertices(19, 19, 9, buf, sizeof buf);
    assert_string_equal(buf, "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10");
    vertices(13, 13, 3, buf, sizeof buf);
    assert_string_equal(buf, "D4 K10 D10");
    vertices(9, 9, 4, buf, sizeof buf);
    assert_string_equal(buf, "C3 G7 C7 G3");
}

static void test_fixed_limits(void **state)
{
    (void)state;
    gor_point pts[9];
    char buf[64];
    assert_int_equal(gor_handicap_max_fixed(19, 19), 9);
    assert_int_equal(gor_handicap_max_fixed(13, 13), 9);
    assert_int_equal(gor_handicap_max_fixed(9, 9), 9);
    assert_int_equal(gor_handicap_max_fixed(7, 7), 4);
    assert_int_equal(gor_handicap_max_fixed(8, 8), 4);
    assert_int_equal(gor_handicap_max_fixed(10, 10), 4);
    assert_int_equal(gor_handicap_max_fixed(6, 6), 0);
    assert_int_equal(gor_handicap_max_fixed(25, 25), 9);
    assert_int_equal(gor_handicap_max_fixed(19, 12), 4);
    assert_int_equal(gor_handicap_max_fixed(19, 5), 0);
    assert_int_equal(gor_handicap_fixed_points(19, 19, 1, pts, 9),
                     GOR_ERANGE);
    assert_int_equal(gor_handicap_fixed_points(19, 19, 10, pts, 9),
                     GOR_ERANGE);
    assert_int_equal(gor_handicap_fixed_points(8, 8, 5, pts, 9), GOR_ERANGE);
    assert_int_equal(gor_handicap_fixed_points(6, 6, 2, pts, 9), GOR_ERANGE);
    assert_int_equal(gor_handicap_fixed_points(0, 6, 2, pts, 9), GOR_ESIZE);
    /* Counting only. */
    assert_int_equal(gor_handicap_fixed_points(19, 19, 6, NULL, 0), 6);
    /* 7x7: third line, 4 at most; 8x8 even: no centre. */
    vertices(7, 7, 4, buf, sizeof buf);
    assert_string_equal(buf, "C3 E5 C5 E3");
    vertices(8, 8, 4, buf, sizeof buf);
    assert_string_equal(buf, "C3 F6 C6 F3");
    /* Beyond GTP: 21x21 on the 4th line; rectangular 19x13. */
    vertices(21, 21, 9, buf, sizeof buf);
    assert_string_equal(buf, "D4 S18 D18 S4 D11 S11 L4 L18 L11");
    vertices(19, 13, 5, buf, sizeof buf);
    assert_string_equal(buf, "D4 Q10 D10 Q4 K7");
}

static void test_fixed_corpus(void **state)
{
    (void)state;
    char path[1200], err[200];
    size_t len;
    int compared = 0;
    if (!st_corpus())
        skip();
    char *text = st_read_file(
        st_corpus_path(path, sizeof path,
                       "rules/handicap/fixed_handicap_gtp.json"),
        &len);
    assert_non_null(text);
    js_value *root = js_parse(text, len, err, sizeof err);
    assert_non_null(root);
    const js_value *all = js_get(root, "vertices_gtp");
    for (size_t i = 0; i < all->len; i++) {
        int size = atoi(all->keys[i]);
        const js_value *bysize = &all->items[i];
        for (size_t j = 0; j < bysize->len; j++) {
            int n = atoi(bysize->keys[j]);
            const js_value *list = &bysize->items[j];
            char want[128], got[128];
            size_t k = 0;
            want[0] = '\0';
            for (size_t m = 0; m < list->len; m++)
                k += (size_t)snprintf(want + k, sizeof want - k, "%s%s",
                                      m ? " " : "", js_str(js_at(list, m)));
            vertices(size, size, n, got, sizeof got);
            assert_string_equal(got, want);
            compared++;
        }
    }
    print_message("fixed handicap: %d placements compared with GTP\n",
                  compared);
    assert_int_equal(compared, 24);
    js_free(root);
    free(text);
}

static void test_place_on_game(void **state)
{
    (void)state;
    gor_game *g = NULL;
    assert_int_equal(gor_game_new(&g, 19, 19, NULL), GOR_OK);
    assert_int_equal(gor_game_place_handicap(g, 3, GOR_HANDICAP_NO_KOMI),
                     GOR_OK);
    assert_int_equal(gor_game_handicap(g), 3);
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    assert_int_equal(gor_game_at(g, st_p(g, "D4")), GOR_BLACK);
    assert_int_equal(gor_game_at(g, st_p(g, "Q16")), GOR_BLACK);
    assert_int_equal(gor_game_at(g, st_p(g, "D16")), GOR_BLACK);
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 3);
    assert_true(gor_rules_komi(gor_game_rules(g)) == 0.0);
    /* Not on a board with stones. */
    assert_int_equal(gor_game_place_handicap(g, 2, 0), GOR_EINVAL);
    gor_game_clear(g);
    /* Too many for 19x19; bad flags. */
    assert_int_equal(gor_game_place_handicap(g, 10, 0), GOR_ERANGE);
    assert_int_equal(gor_game_place_handicap(g, 2, 0x80), GOR_EINVAL);
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 0);
    /* 让先: handicap 1, no stone, Black to move, komi kept unless asked. */
    assert_int_equal(gor_game_place_handicap(g, 1, 0), GOR_OK);
    assert_int_equal(gor_game_handicap(g), 1);
    assert_int_equal(gor_game_to_move(g), GOR_BLACK);
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 0);
    assert_int_equal(gor_game_place_handicap(g, 1, GOR_HANDICAP_NO_KOMI),
                     GOR_OK);
    assert_true(gor_rules_komi(gor_game_rules(g)) == 0.0);
    gor_game_free(g);
}

static void test_free_placement(void **state)
{
    (void)state;
    gor_game *g = NULL;
    gor_rules *r = NULL;
    gor_point pts[4];
    assert_int_equal(gor_game_new(&g, 9, 9, NULL), GOR_OK); /* chinese */
    pts[0] = st_p(g, "E5");
    pts[1] = st_p(g, "C3");
    pts[2] = st_p(g, "C3");
    assert_int_equal(gor_handicap_check_free(9, 9, pts, 3), GOR_EOCCUPIED);
    assert_int_equal(gor_handicap_check_free(9, 9, pts, 1), GOR_ERANGE);
    pts[2] = 81;
    assert_int_equal(gor_handicap_check_free(9, 9, pts, 3), GOR_EOFFBOARD);
    pts[2] = st_p(g, "G7");
    assert_int_equal(gor_handicap_check_free(9, 9, pts, 3), GOR_OK);
    assert_int_equal(gor_game_place_free_handicap(g, pts, 3, 0), GOR_OK);
    assert_int_equal(gor_game_handicap(g), 3);
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    assert_int_equal(gor_game_at(g, st_p(g, "E5")), GOR_BLACK);
    gor_game_free(g);
    /* Japanese: fixed placement only. */
    assert_int_equal(gor_rules_new(&r, "japanese"), GOR_OK);
    assert_int_equal(gor_game_new(&g, 9, 9, r), GOR_OK);
    gor_rules_free(r);
    assert_int_equal(gor_game_place_free_handicap(g, pts, 3, 0), GOR_EINVAL);
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 0);
    gor_game_free(g);
}

static void test_nigiri(void **state)
{
    (void)state;
    gor_color c;
    /* One stone shown: guessing odd. 7 hidden: right, takes Black. */
    assert_int_equal(gor_nigiri(7, 1, GOR_BLACK, &c), GOR_OK);
    assert_int_equal(c, GOR_BLACK);
    assert_int_equal(gor_nigiri(8, 1, GOR_BLACK, &c), GOR_OK);
    assert_int_equal(c, GOR_WHITE);
    /* Two stones: guessing even. */
    assert_int_equal(gor_nigiri(8, 2, GOR_BLACK, &c), GOR_OK);
    assert_int_equal(c, GOR_BLACK);
    assert_int_equal(gor_nigiri(1, 2, GOR_BLACK, &c), GOR_OK);
    assert_int_equal(c, GOR_WHITE);
    /* Reformed ruleset: a right guess moves first, which is White. */
    assert_int_equal(gor_nigiri(5, 1, GOR_WHITE, &c), GOR_OK);
    assert_int_equal(c, GOR_WHITE);
    assert_int_equal(gor_nigiri(5, 2, GOR_WHITE, &c), GOR_OK);
    assert_int_equal(c, GOR_BLACK);
    assert_int_equal(gor_nigiri(0, 1, GOR_BLACK, &c), GOR_ERANGE);
    assert_int_equal(gor_nigiri(3, 3, GOR_BLACK, &c), GOR_EINVAL);
    assert_int_equal(gor_nigiri(3, 1, GOR_EMPTY, &c), GOR_EINVAL);
    assert_int_equal(gor_nigiri(3, 1, GOR_BLACK, NULL), GOR_EINVAL);
}

static const char *judge_text(const gor_prediction *p, double lead,
                              int need_winner, unsigned flags)
{
    static char buf[64];
    gor_result r = GOR_RESULT_INIT;
    assert_int_equal(gor_prediction_judge(p, lead, need_winner, &r), GOR_OK);
    assert_true(gor_result_to_chinese(&r, flags, buf, sizeof buf) >= 0);
    return buf;
}

static void test_prediction_examples(void **state)
{
    (void)state;
    gor_prediction p = GOR_PREDICTION_INIT;
    /* Example 1: A "White +7 (184)", B "White +6 (183.5)": A takes White;
     * White must lead by more than 6.5 (183.75). */
    assert_int_equal(gor_prediction_settle(7, 6, &p), GOR_OK);
    assert_int_equal(p.white_player, 0);
    assert_true(p.threshold == 6.5);
    assert_int_equal(p.favoured, GOR_WHITE);
    assert_true(180.5 + p.threshold / 2 == 183.75);
    /* Example 2: A "White +7", B "Black +6" (White 177.5): A takes White;
     * threshold White +0.5 (180.75). */
    assert_int_equal(gor_prediction_settle(7, -6, &p), GOR_OK);
    assert_int_equal(p.white_player, 0);
    assert_true(p.threshold == 0.5);
    assert_true(180.5 + p.threshold / 2 == 180.75);
    /* Example 3: both "White +7": the first player takes White, threshold
     * 7 (184). */
    assert_int_equal(gor_prediction_settle(7, 7, &p), GOR_OK);
    assert_int_equal(p.white_player, 0);
    assert_true(p.threshold == 7);
    /* The second player rating White higher takes White. */
    assert_int_equal(gor_prediction_settle(3, 5, &p), GOR_OK);
    assert_int_equal(p.white_player, 1);
    assert_true(p.threshold == 4);
    /* Example 4: threshold 6.5, White leads by 7 (184): "白0.5子胜". */
    assert_int_equal(gor_prediction_settle(7, 6, &p), GOR_OK);
    assert_string_equal(judge_text(&p, 7, 0, GOR_CN_DECIMAL), "白0.5子胜");
    /* At the threshold: a draw, or with a winner required White wins. */
    assert_string_equal(judge_text(&p, 6.5, 0, 0), "和");
    assert_string_equal(judge_text(&p, 6.5, 1, GOR_CN_DECIMAL), "白0子胜");
    /* Below: Black wins by the shortfall. */
    assert_string_equal(judge_text(&p, 5, 0, GOR_CN_DECIMAL), "黑1.5子胜");
    /* A Black-favoured threshold: both say Black leads. */
    assert_int_equal(gor_prediction_settle(-4, -2, &p), GOR_OK);
    assert_int_equal(p.white_player, 1);
    assert_true(p.threshold == -3);
    assert_int_equal(p.favoured, GOR_BLACK);
    assert_string_equal(judge_text(&p, -5, 0, GOR_CN_DECIMAL), "黑2子胜");
    assert_string_equal(judge_text(&p, -3, 1, GOR_CN_DECIMAL), "黑0子胜");
    assert_string_equal(judge_text(&p, -3, 0, 0), "和");
    /* Bad input. */
    gor_prediction bad;
    memset(&bad, 0, sizeof bad);
    assert_int_equal(gor_prediction_settle(1, 2, &bad), GOR_EINVAL);
    gor_prediction_init(&bad);
    assert_int_equal(gor_prediction_settle(1e9, 2, &bad), GOR_ERANGE);
}

/* The reformed ruleset end to end: white first, area counting, komi 0; the
 * count decides against the threshold. */
static void test_prediction_game(void **state)
{
    (void)state;
    gor_rules *r = NULL;
    assert_int_equal(gor_rules_new(&r, "prediction"), GOR_OK);
    assert_int_equal(gor_rules_first_player(r), GOR_WHITE);
    assert_true(gor_rules_komi(r) == 0.0);
    assert_int_equal(gor_rules_scoring(r), GOR_SCORING_AREA);
    gor_rules_free(r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fixed_19),
        cmocka_unit_test(test_fixed_limits),
        cmocka_unit_test(test_fixed_corpus),
        cmocka_unit_test(test_place_on_game),
        cmocka_unit_test(test_free_placement),
        cmocka_unit_test(test_nigiri),
        cmocka_unit_test(test_prediction_examples),
        cmocka_unit_test(test_prediction_game),
    };
    return st_finish(cmocka_run_group_tests(tests, NULL, NULL), 0);
}
