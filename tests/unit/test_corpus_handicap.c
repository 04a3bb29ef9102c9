/* SPDX-License-Identifier: MIT */
/*
 * test_corpus_handicap.c - the GTP fixed-handicap vertices
 * (rules/handicap/fixed_handicap_gtp.json in the shared corpus) against
 * the coordinates and star points: every vertex parses on its board and
 * prints back the same, and the largest handicap that fits the star points
 * uses exactly the star points.
 */
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

static int cmp_point(const void *a, const void *b)
{
    gor_point x = *(const gor_point *)a, y = *(const gor_point *)b;
    return (x > y) - (x < y);
}

static void test_fixed_handicap_vertices(void **state)
{
    (void)state;
    js_value *doc = tu_corpus_json("rules/handicap/fixed_handicap_gtp.json");
    const js_value *sizes = js_get(doc, "vertices_gtp");
    assert_true(sizes && sizes->type == JS_OBJECT);
    assert_int_equal(sizes->len, 3);
    for (size_t s = 0; s < sizes->len; s++) {
        int n = atoi(sizes->keys[s]);
        const js_value *byh = &sizes->items[s];
        gor_point stars[16];
        int nstars = gor_star_points(n, n, stars, 16);
        assert_int_equal(nstars, n == 19 ? 9 : 5);
        int matched = 0;
        for (size_t h = 0; h < byh->len; h++) {
            const js_value *list = &byh->items[h];
            int stones = atoi(byh->keys[h]);
            assert_int_equal((int)list->len, stones);
            gor_point pts[16];
            for (size_t k = 0; k < list->len; k++) {
                const char *v = js_str(js_at(list, k));
                char back[8];
                assert_non_null(v);
                assert_int_equal(gor_point_from_gtp(n, n, v, &pts[k]),
                                 GOR_OK);
                assert_int_equal(gor_point_to_gtp(n, n, pts[k], back,
                                                  sizeof back),
                                 (int)strlen(v));
                assert_string_equal(back, v);
            }
            if (stones != nstars)
                continue;
            qsort(pts, list->len, sizeof *pts, cmp_point);
            for (int k = 0; k < nstars; k++)
                assert_int_equal(pts[k], stars[k]);
            matched++;
        }
        assert_int_equal(matched, 1);
    }
    js_free(doc);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fixed_handicap_vertices),
    };
    return tu_corpus_exit(cmocka_run_group_tests(tests, NULL, NULL));
}
