/* SPDX-License-Identifier: MIT */
/*
 * test_corpus_cgos.c - the CGOS server's rules-engine tests
 * (rules/cgos-gogame/gogame_tests.json in the shared corpus). Its make()
 * plays for the side to move and returns the stones captured, -1 for
 * suicide, -2 for ko or superko, -3 for an occupied point, -4 for text
 * that is malformed or off the board; a refused move changes nothing.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "testutil.h"

/* make(): play text for the side to move, as CGOS answers. */
static int make(gor_game *g, const char *text)
{
    int size = gor_game_width(g);
    gor_point p;
    int st = gor_point_from_gtp(size, size, text, &p);
    if (st == GOR_EPARSE || st == GOR_EOFFBOARD)
        return -4;
    assert_int_equal(st, GOR_OK);
    gor_color mover = gor_game_to_move(g);
    size_t before = gor_game_history_length(g);
    st = gor_game_play_next(g, p);
    switch (st) {
    case GOR_OK: {
        gor_move_info m;
        assert_int_equal(gor_game_history_length(g), before + 1);
        assert_int_equal(gor_game_move(g, before + 1, &m), GOR_OK);
        assert_int_equal(m.color, mover);
        assert_int_equal(gor_game_to_move(g), GOR_OTHER(mover));
        return p == GOR_PASS ? 0 : m.removed;
    }
    case GOR_ESUICIDE:
        return -1;
    case GOR_EKO:
    case GOR_ESUPERKO:
        return -2;
    case GOR_EOCCUPIED:
        return -3;
    }
    print_error("move \"%s\": %s\n", text, gor_status_name(st));
    fail();
    return 0;
}

/* Play [text, code] pairs; a null code is not compared. */
static void play_list(gor_game *g, const char *name, const js_value *list)
{
    assert_true(list && list->type == JS_ARRAY);
    for (size_t k = 0; k < list->len; k++) {
        const js_value *pair = js_at(list, k);
        const char *text = js_str(js_at(pair, 0));
        const js_value *want = js_at(pair, 1);
        assert_non_null(text);
        assert_non_null(want);
        gor_color mover = gor_game_to_move(g);
        uint64_t hash = gor_game_hash(g);
        int got = make(g, text);
        if (want->type == JS_NULL) {
            assert_true(got >= 0);
            continue;
        }
        assert_int_equal(want->type, JS_NUMBER);
        if (got != (int)want->number)
            print_error("%s: move %zu \"%s\": %d, wanted %d\n", name, k + 1,
                        text, got, (int)want->number);
        assert_int_equal(got, (int)want->number);
        if (got < 0) {
            assert_true(gor_game_hash(g) == hash);
            assert_int_equal(gor_game_to_move(g), mover);
        }
    }
}

/* Rows with X/O for the stones. */
static void check_board(const gor_game *g, const js_value *rows)
{
    const char *ptrs[GOR_MAX_SIZE];
    assert_true(rows && rows->type == JS_ARRAY);
    assert_int_equal((int)rows->len, gor_game_height(g));
    for (size_t y = 0; y < rows->len; y++)
        ptrs[y] = js_str(js_at(rows, y));
    tu_assert_board(g, ptrs);
}

/* The free-text "then" of test_simplegame: "twopass() false; PASS -> 0,
 * twopass() false; ..." - a tiny interpreter for exactly these forms. */
static void run_then(gor_game *g, const char *text)
{
    char buf[256];
    assert_true(strlen(text) < sizeof buf);
    strcpy(buf, text);
    for (char *part = strtok(buf, ";,"); part; part = strtok(NULL, ";,")) {
        while (isspace((unsigned char)*part))
            part++;
        if (strcmp(part, "twopass() false") == 0) {
            assert_int_equal(gor_game_end_reason(g), GOR_END_NONE);
        } else if (strcmp(part, "twopass() true") == 0) {
            assert_int_equal(gor_game_end_reason(g), GOR_END_PASSES);
        } else if (strcmp(part, "PASS -> 0") == 0) {
            assert_int_equal(make(g, "PASS"), 0);
        } else {
            print_error("unknown step \"%s\"\n", part);
            fail();
        }
    }
}

static void test_gogame(void **state)
{
    (void)state;
    js_value *doc = tu_corpus_json("rules/cgos-gogame/gogame_tests.json");
    const js_value *tests = js_get(doc, "tests");
    assert_true(tests && tests->type == JS_ARRAY);
    assert_int_equal(tests->len, 7);
    for (size_t k = 0; k < tests->len; k++) {
        const js_value *t = js_at(tests, k);
        const char *name = js_str(js_get(t, "name"));
        const js_value *size = js_get(t, "size");
        const char *ko = js_str(js_get(t, "ko_rule"));
        const js_value *pos = js_get(t, "position");
        assert_non_null(name);
        assert_non_null(ko);
        assert_true(size && size->type == JS_NUMBER);
        int n = (int)size->number;
        char rules[64];
        /* CGOS forbids every suicide. */
        snprintf(rules, sizeof rules, "ko%ssui0", ko);
        gor_game *g;
        if (pos) {
            const char *ptrs[GOR_MAX_SIZE];
            assert_true(pos->type == JS_ARRAY && (int)pos->len == n);
            for (size_t y = 0; y < pos->len; y++)
                ptrs[y] = js_str(js_at(pos, y));
            g = tu_diagram(n, n, rules, ptrs);
        } else {
            g = tu_new(n, n, rules);
        }
        assert_int_equal(gor_game_to_move(g), GOR_BLACK);
        play_list(g, name, js_get(t, "moves"));
        if (js_get(t, "expect_board"))
            check_board(g, js_get(t, "expect_board"));
        if (js_get(t, "then_moves")) {
            play_list(g, name, js_get(t, "then_moves"));
            check_board(g, js_get(t, "then_board"));
        }
        if (js_get(t, "then_moves2")) {
            play_list(g, name, js_get(t, "then_moves2"));
            check_board(g, js_get(t, "then_board2"));
        }
        if (js_get(t, "then"))
            run_then(g, js_str(js_get(t, "then")));
        gor_game_free(g);
    }
    js_free(doc);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gogame),
    };
    return tu_corpus_exit(cmocka_run_group_tests(tests, NULL, NULL));
}
