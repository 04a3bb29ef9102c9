/* SPDX-License-Identifier: MIT */
/*
 * test_corpus_katago.c - KataGo's ko test cases (rules/katago/ko_cases.json
 * in the shared corpus): play each case and, after each move, compare the
 * exact set of points that the ko or superko rule forbids to the player to
 * move next. KataGo lists only ko/superko bans (a point illegal only as
 * suicide is left out), so the set is the points where gor_game_legal says
 * GOR_EKO or GOR_ESUPERKO.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

static gor_color color_of(const js_value *v)
{
    const char *s = js_str(v);
    assert_non_null(s);
    assert_true(strcmp(s, "B") == 0 || strcmp(s, "W") == 0);
    return s[0] == 'B' ? GOR_BLACK : GOR_WHITE;
}

static int number(const js_value *v)
{
    assert_non_null(v);
    assert_int_equal(v->type, JS_NUMBER);
    return (int)v->number;
}

static gor_point move_point(const gor_game *g, const js_value *mv)
{
    if (mv->type == JS_STRING) {
        assert_string_equal(mv->string, "pass");
        return GOR_PASS;
    }
    assert_int_equal(mv->type, JS_ARRAY);
    assert_int_equal(mv->len, 2);
    return tu_xy(g, number(js_at(mv, 0)), number(js_at(mv, 1)));
}

static int cmp_point(const void *a, const void *b)
{
    gor_point x = *(const gor_point *)a, y = *(const gor_point *)b;
    return (x > y) - (x < y);
}

/* Play one case; returns the number of ko sets compared. */
static int run_case(const js_value *tc)
{
    const char *name = js_str(js_get(tc, "name"));
    const js_value *size = js_get(tc, "size");
    const js_value *rows = js_get(tc, "board");
    const js_value *moves = js_get(tc, "moves");
    const char *ko = js_str(js_get(tc, "ko_rule"));
    const js_value *sui = js_get(tc, "suicide");
    assert_non_null(name);
    assert_non_null(ko);
    assert_true(sui && sui->type == JS_BOOL);
    int w = number(js_at(size, 0)), h = number(js_at(size, 1));
    assert_true(rows && rows->type == JS_ARRAY && (int)rows->len == h);
    assert_true(moves && moves->type == JS_ARRAY);

    /* KataGo's suicide flag is multi-stone suicide; cycles are ignored. */
    char rules[64];
    snprintf(rules, sizeof rules, "ko%ssui%d", ko, sui->boolean ? 1 : 0);
    const char *row_text[GOR_MAX_SIZE];
    for (int y = 0; y < h; y++)
        row_text[y] = js_str(js_at(rows, (size_t)y));
    gor_game *g = tu_diagram(w, h, rules, row_text);
    gor_color first = color_of(js_get(tc, "first"));
    if (first != gor_game_to_move(g))
        assert_int_equal(gor_game_set_to_move(g, first), GOR_OK);

    int compared = 0;
    for (size_t k = 0; k < moves->len; k++) {
        const js_value *m = js_at(moves, k);
        gor_color c = color_of(js_get(m, "colour"));
        gor_point p = move_point(g, js_get(m, "move"));
        int st = gor_game_legal(g, c, p);
        if (st != GOR_OK)
            print_error("%s, move %zu: %s\n", name, k + 1,
                        gor_status_name(st));
        assert_int_equal(st, GOR_OK);
        assert_int_equal(gor_game_play(g, c, p), GOR_OK);

        const js_value *want = js_get(m, "then_illegal_for_next");
        assert_non_null(want);
        if (want->type == JS_NULL)
            continue;
        assert_int_equal(want->type, JS_ARRAY);
        gor_point expected[64], got[64];
        size_t ne = 0, ng = 0;
        for (size_t j = 0; j < want->len; j++) {
            assert_true(ne < 64);
            expected[ne++] = move_point(g, js_at(want, j));
        }
        gor_color next = GOR_OTHER(c);
        for (gor_point q = 0; q < w * h; q++) {
            int lst = gor_game_legal(g, next, q);
            if (lst == GOR_EKO || lst == GOR_ESUPERKO) {
                assert_true(ng < 64);
                got[ng++] = q;
            }
        }
        qsort(expected, ne, sizeof *expected, cmp_point);
        if (ng != ne || memcmp(expected, got, ne * sizeof *got) != 0) {
            print_error("%s, after move %zu: %zu ko-illegal points, "
                        "wanted %zu\n",
                        name, k + 1, ng, ne);
            for (size_t j = 0; j < ng; j++)
                print_error("  got (%d,%d)\n", got[j] % w, got[j] / w);
            for (size_t j = 0; j < ne; j++)
                print_error("  want (%d,%d)\n", expected[j] % w,
                            expected[j] / w);
            fail();
        }
        compared++;
    }
    gor_game_free(g);
    return compared;
}

static void test_ko_cases(void **state)
{
    (void)state;
    js_value *doc = tu_corpus_json("rules/katago/ko_cases.json");
    const js_value *cases = js_get(doc, "cases");
    assert_true(cases && cases->type == JS_ARRAY);
    assert_int_equal(cases->len, 6);
    int compared = 0;
    for (size_t k = 0; k < cases->len; k++)
        compared += run_case(js_at(cases, k));
    print_message("%zu KataGo ko cases, %d ko-illegal sets compared\n",
                  cases->len, compared);
    js_free(doc);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ko_cases),
    };
    return tu_corpus_exit(cmocka_run_group_tests(tests, NULL, NULL));
}
