/* SPDX-License-Identifier: MIT */
/*
 * test_svg.c - gor_game_svg(): exact elements of small positions, the
 * snprintf-style buffer, refused options. The document is checked for
 * well-formedness by the Python test (an XML parser) and turned into PNG
 * by tests/tools/svg_png.sh.
 */
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "gorules_score.h"
#include "gorules_svg.h"

static char *svg(const gor_game *g, const gor_svg_options *o)
{
    int n = gor_game_svg(g, o, NULL, 0);
    assert_true(n > 0);
    char *s = malloc((size_t)n + 1);
    assert_non_null(s);
    assert_int_equal(gor_game_svg(g, o, s, (size_t)n + 1), n);
    assert_int_equal((int)strlen(s), n);
    return s;
}

static int count(const char *s, const char *what)
{
    int n = 0;
    for (const char *p = s; (p = strstr(p, what)) != NULL; p++)
        n++;
    return n;
}

static gor_game *game9(void)
{
    gor_game *g = NULL;
    assert_int_equal(gor_game_new(&g, 9, 9, NULL), GOR_OK);
    gor_point p;
    assert_int_equal(gor_point_from_gtp(9, 9, "E5", &p), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, p), GOR_OK);
    assert_int_equal(gor_point_from_gtp(9, 9, "C3", &p), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, p), GOR_OK);
    return g;
}

static void test_stones_and_geometry(void **state)
{
    (void)state;
    gor_game *g = game9();
    char *s = svg(g, NULL);
    /* 9x9, cell 24, coordinates: margin 12 + 24 = 36; 2*36 + 8*24 = 264 */
    assert_non_null(strstr(s, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                              "version=\"1.1\" class=\"gorules-board\" "
                              "width=\"264\" height=\"264\" "
                              "viewBox=\"0 0 264 264\">\n"));
    /* E5 = (4, 4) -> 36 + 96 = 132; C3 = (2, 6) -> 84, 180 */
    assert_non_null(strstr(s, "<circle class=\"stone black\" "
                              "data-vertex=\"E5\" cx=\"132\" cy=\"132\" "
                              "r=\"11\" fill=\"#000\""));
    assert_non_null(strstr(s, "<circle class=\"stone white\" "
                              "data-vertex=\"C3\" cx=\"84\" cy=\"180\" "
                              "r=\"11\" fill=\"#fff\""));
    assert_int_equal(count(s, "class=\"stone "), 2);
    /* the last move (C3, white): a black ring */
    assert_non_null(strstr(s, "<circle class=\"last-move\" cx=\"84\" "
                              "cy=\"180\" r=\"6\" fill=\"none\" "
                              "stroke=\"#000\""));
    /* 5 star points on 9x9, 9 letters and 9 numbers on both sides */
    assert_int_equal(count(s, "class=\"star\""), 5);
    assert_int_equal(count(s, "<text "), 36);
    assert_non_null(strstr(s, ">J</text>"));
    assert_null(strstr(s, ">I</text>"));
    assert_int_equal(count(s, "\"territory "), 0);
    assert_true(strlen(s) > 7 &&
                !strcmp(s + strlen(s) - 7, "</svg>\n"));
    free(s);

    /* without coordinates and last move, another cell */
    gor_svg_options o = GOR_SVG_OPTIONS_INIT;
    o.flags = GOR_SVG_NO_STYLE;
    o.cell = 20;
    s = svg(g, &o);
    /* margin 10: E5 at 10 + 80 = 90; picture 20 + 160 = 180 */
    assert_non_null(strstr(s, "width=\"180\" height=\"180\""));
    assert_non_null(strstr(s, "data-vertex=\"E5\" cx=\"90\" cy=\"90\""));
    assert_null(strstr(s, "<text"));
    assert_null(strstr(s, "last-move"));
    assert_null(strstr(s, "class=\"board\""));
    free(s);
    gor_game_free(g);
}

static void test_buffer(void **state)
{
    (void)state;
    gor_game *g = game9();
    int n = gor_game_svg(g, NULL, NULL, 0);
    char *full = svg(g, NULL);
    char small[40];
    memset(small, 'x', sizeof small);
    assert_int_equal(gor_game_svg(g, NULL, small, sizeof small), n);
    assert_int_equal(strlen(small), sizeof small - 1);
    assert_memory_equal(small, full, sizeof small - 1);
    free(full);
    gor_game_free(g);
}

static void test_refused(void **state)
{
    (void)state;
    gor_game *g = game9();
    char buf[16] = "untouched";
    gor_svg_options o = GOR_SVG_OPTIONS_INIT;
    assert_int_equal(gor_game_svg(NULL, NULL, buf, sizeof buf), GOR_EINVAL);
    assert_int_equal(gor_game_svg(g, NULL, NULL, 5), GOR_EINVAL);
    o.version = GOR_SVG_OPTIONS_VERSION + 1;
    assert_int_equal(gor_game_svg(g, &o, buf, sizeof buf), GOR_EINVAL);
    o.version = 0;
    assert_int_equal(gor_game_svg(g, &o, buf, sizeof buf), GOR_EINVAL);
    o.version = GOR_SVG_OPTIONS_VERSION;
    o.flags = 0x100u;
    assert_int_equal(gor_game_svg(g, &o, buf, sizeof buf), GOR_EINVAL);
    o.flags = GOR_SVG_DEFAULT;
    o.cell = 7;
    assert_int_equal(gor_game_svg(g, &o, buf, sizeof buf), GOR_EINVAL);
    o.cell = 201;
    assert_int_equal(gor_game_svg(g, &o, buf, sizeof buf), GOR_EINVAL);
    o.cell = 0;
    unsigned char map[81] = {0};
    o.ownership = map;
    o.ownership_size = 80;
    assert_int_equal(gor_game_svg(g, &o, buf, sizeof buf), GOR_EBUFFER);
    o.ownership = NULL;
    o.markup = map;
    o.markup_size = 81;
    map[3] = 5;
    assert_int_equal(gor_game_svg(g, &o, buf, sizeof buf), GOR_ERANGE);
    assert_string_equal(buf, "untouched");
    gor_game_free(g);
}

static void test_markup_labels(void **state)
{
    (void)state;
    gor_game *g = game9();
    unsigned char marks[81] = {0};
    const char *labels[81] = {0};
    marks[4 * 9 + 4] = GOR_SVG_MARK_TRIANGLE;  /* E5, black stone */
    marks[0] = GOR_SVG_MARK_CIRCLE;            /* A9 */
    marks[8] = GOR_SVG_MARK_SQUARE;            /* J9 */
    marks[80] = GOR_SVG_MARK_CROSS;            /* J1 */
    labels[72] = "a<&\"b";                     /* A1 */
    gor_svg_options o = GOR_SVG_OPTIONS_INIT;
    o.markup = marks;
    o.markup_size = sizeof marks;
    o.labels = labels;
    o.labels_count = 81;
    char *s = svg(g, &o);
    /* on a black stone the mark is white */
    assert_non_null(strstr(s, "<path class=\"mark triangle\" "
                              "d=\"M132 126L138 136L126 136Z\" fill=\"none\" "
                              "stroke=\"#fff\""));
    assert_non_null(strstr(s, "<circle class=\"mark circle\" cx=\"36\" "
                              "cy=\"36\" r=\"6\" fill=\"none\" "
                              "stroke=\"#000\""));
    assert_non_null(strstr(s, "<rect class=\"mark square\" x=\"222\" "
                              "y=\"30\" width=\"12\" height=\"12\""));
    assert_non_null(strstr(s, "<path class=\"mark cross\" "
                              "d=\"M222 222L234 234M222 234L234 222\""));
    assert_non_null(strstr(s, ">a&lt;&amp;&quot;b</text>"));
    free(s);
    gor_game_free(g);
}

static void test_ownership_dead(void **state)
{
    (void)state;
    /* 5x5: a black wall on column C, a white stone inside black's area */
    gor_game *g = NULL;
    assert_int_equal(gor_game_new(&g, 5, 5, NULL), GOR_OK);
    for (int y = 0; y < 5; y++)
        assert_int_equal(gor_game_play(g, GOR_BLACK, y * 5 + 2), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 2 * 5 + 0), GOR_OK); /* A3 */
    assert_int_equal(gor_game_mark(g, 10, GOR_LIFE_DEAD), GOR_OK);
    char *s = svg(g, NULL);
    /* marked dead, no map: faded with a cross */
    assert_non_null(strstr(s, "<circle class=\"stone white dead\" "
                              "data-vertex=\"A3\""));
    assert_int_equal(count(s, "opacity=\"0.45\""), 1);
    assert_int_equal(count(s, "class=\"dead-mark\""), 1);
    free(s);

    gor_score_options so = GOR_SCORE_OPTIONS_INIT;
    gor_score sc = GOR_SCORE_INIT;
    unsigned char map[25];
    assert_int_equal(gor_game_score(g, &so, &sc, map, sizeof map), GOR_OK);
    gor_svg_options o = GOR_SVG_OPTIONS_INIT;
    o.ownership = map;
    o.ownership_size = sizeof map;
    s = svg(g, &o);
    /* Chinese area: everything is black's (columns A, B with the dead
       stone, D, E empty): 20 territory squares, all black; the dead
       stone is faded but not crossed (the square shows it) */
    assert_int_equal(count(s, "class=\"territory black\""), 20);
    assert_int_equal(count(s, "class=\"territory white\""), 0);
    assert_int_equal(count(s, "class=\"dead-mark\""), 0);
    assert_non_null(strstr(s, "class=\"stone white dead\""));
    /* A3 = (0, 2): margin 36, centre (36, 84), square of 8 at (32, 80) */
    assert_non_null(strstr(s, "<rect class=\"territory black\" x=\"32\" "
                              "y=\"80\" width=\"8\" height=\"8\""));
    free(s);
    gor_game_free(g);
}

static void test_wide_board(void **state)
{
    (void)state;
    gor_game *g = NULL;
    assert_int_equal(gor_game_new(&g, 30, 3, NULL), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 29), GOR_OK);
    char *s = svg(g, NULL);
    /* past 25 columns: SGF letters for the labels and the vertex */
    assert_non_null(strstr(s, "data-vertex=\"Da\""));
    assert_non_null(strstr(s, ">D</text>"));
    free(s);
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stones_and_geometry),
        cmocka_unit_test(test_buffer),
        cmocka_unit_test(test_refused),
        cmocka_unit_test(test_markup_labels),
        cmocka_unit_test(test_ownership_dead),
        cmocka_unit_test(test_wide_board),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
