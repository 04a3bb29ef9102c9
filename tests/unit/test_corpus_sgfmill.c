/* SPDX-License-Identifier: MIT */
/*
 * test_corpus_sgfmill.c - sgfmill's board tests (rules/sgfmill/
 * board_tests.json in the shared corpus): captures, self-capture (which
 * sgfmill executes: suicide ALLOWED), the simple ko point, and setup.
 * Area scores in the file are not checked here.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* The diagram "9  .  #  o ...\n...\n   A  B ..." as 9 rows of x/o/. */
static void parse_diagram(const char *text, char rows[9][10])
{
    int y = 0;
    const char *s = text;
    while (*s && y < 9) {
        const char *end = strchr(s, '\n');
        assert_non_null(end);
        assert_true(isdigit((unsigned char)*s));
        assert_int_equal(atoi(s), 9 - y);
        int x = 0;
        for (const char *q = s; q < end; q++) {
            if (*q == '.' || *q == '#' || *q == 'o') {
                assert_true(x < 9);
                rows[y][x++] = *q == '#' ? 'x' : *q;
            }
        }
        assert_int_equal(x, 9);
        rows[y][9] = 0;
        y++;
        s = end + 1;
    }
    assert_int_equal(y, 9);
}

static void assert_diagram(const gor_game *g, const char *text)
{
    char rows[9][10];
    const char *ptrs[9];
    parse_diagram(text, rows);
    for (int y = 0; y < 9; y++)
        ptrs[y] = rows[y];
    tu_assert_board(g, ptrs);
}

static void test_play_tests(void **state)
{
    (void)state;
    js_value *doc = tu_corpus_json("rules/sgfmill/board_tests.json");
    const js_value *tests = js_get(doc, "play_tests");
    assert_true(tests && tests->type == JS_ARRAY);
    assert_int_equal(tests->len, 16);
    int with_ko = 0;
    for (size_t k = 0; k < tests->len; k++) {
        const js_value *t = js_at(tests, k);
        const char *code = js_str(js_get(t, "code"));
        const js_value *moves = js_get(t, "moves");
        assert_non_null(code);
        assert_true(moves && moves->type == JS_ARRAY);
        /* sgfmill executes self-capture and checks no ko: suicide allowed,
         * every move played tolerantly (it never needs to be). */
        gor_game *g = tu_new(9, 9, "koSIMPLEsuiALL");
        for (size_t j = 0; j < moves->len; j++) {
            const char *mv = js_str(js_at(moves, j));
            assert_non_null(mv);
            assert_true((mv[0] == 'B' || mv[0] == 'W') && mv[1] == ' ');
            gor_color c = mv[0] == 'B' ? GOR_BLACK : GOR_WHITE;
            gor_point p = tu_p(g, mv + 2);
            int st = gor_game_play_ex(g, c, p, GOR_PLAY_TOLERANT);
            if (st != GOR_OK)
                print_error("%s: %s: %s\n", code, mv, gor_status_name(st));
            assert_int_equal(st, GOR_OK);
            gor_move_info info;
            assert_int_equal(gor_game_move(g, j + 1, &info), GOR_OK);
            assert_int_equal(info.flags & ~(unsigned)(GOR_MOVE_CAPTURED |
                                                      GOR_MOVE_SUICIDE),
                             0);
        }
        assert_diagram(g, js_str(js_get(t, "diagram")));
        const js_value *ko = js_get(t, "expected_simple_ko_point");
        assert_non_null(ko);
        if (ko->type == JS_NULL) {
            assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
        } else {
            assert_int_equal(gor_game_ko_point(g), tu_p(g, js_str(ko)));
            with_ko++;
        }
        gor_game_free(g);
    }
    assert_int_equal(with_ko, 1);
    js_free(doc);
}

static int setup_list(gor_game *g, gor_color c, const js_value *list)
{
    gor_point pts[81];
    assert_true(list && list->type == JS_ARRAY && list->len <= 81);
    for (size_t k = 0; k < list->len; k++)
        pts[k] = tu_p(g, js_str(js_at(list, k)));
    return gor_game_setup(g, c, pts, list->len);
}

/* sgfmill removes strings left without liberties; the library refuses
 * such a setup (GOR_EINVAL) and changes nothing. */
static void test_setup_tests(void **state)
{
    (void)state;
    js_value *doc = tu_corpus_json("rules/sgfmill/board_tests.json");
    const js_value *tests = js_get(doc, "setup_tests");
    assert_true(tests && tests->type == JS_ARRAY);
    assert_int_equal(tests->len, 3);
    for (size_t k = 0; k < tests->len; k++) {
        const js_value *t = js_at(tests, k);
        const js_value *legal = js_get(t, "expected_is_legal");
        assert_true(legal && legal->type == JS_BOOL);
        gor_game *g = tu_new(9, 9, NULL);
        int st = setup_list(g, GOR_BLACK, js_get(t, "black"));
        if (st == GOR_OK)
            st = setup_list(g, GOR_WHITE, js_get(t, "white"));
        if (st == GOR_OK)
            st = setup_list(g, GOR_EMPTY, js_get(t, "empty"));
        assert_int_equal(st, legal->boolean ? GOR_OK : GOR_EINVAL);
        if (legal->boolean)
            assert_diagram(g, js_str(js_get(t, "diagram")));
        gor_game_free(g);
    }
    js_free(doc);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_play_tests),
        cmocka_unit_test(test_setup_tests),
    };
    return tu_corpus_exit(cmocka_run_group_tests(tests, NULL, NULL));
}
