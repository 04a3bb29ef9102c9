/* SPDX-License-Identifier: MIT */
/*
 * test_captures.c - captures: single stones, several groups at once,
 * snapback, edges and corners, prisoners per colour, the removed points,
 * and the group queries (stones, liberties) around them.
 */
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

static void assert_removed(const gor_game *g, const char *want)
{
    char buf[256];
    tu_removed_text(g, buf, sizeof buf);
    assert_string_equal(buf, want);
}

static void assert_last_move(const gor_game *g, gor_color c, gor_point p,
                             int removed, unsigned flags)
{
    gor_move_info m;
    size_t n = gor_game_history_length(g);
    assert_int_equal(gor_game_move(g, n, &m), GOR_OK);
    assert_int_equal(m.kind, GOR_MOVE_PLAY);
    assert_int_equal(m.color, c);
    assert_int_equal(m.point, p);
    assert_int_equal(m.removed, removed);
    assert_int_equal(m.flags, flags);
    assert_int_equal(m.repeats, -1);
}

static void test_single_stone_centre(void **state)
{
    (void)state;
    static const char *const moves[] = {"B E5", "W E4", "W E6", "W D5"};
    static const char *const after[] = {
        ".........", ".........", ".........", "....o....", "...o.o...",
        "....o....", ".........", ".........", ".........",
    };
    gor_game *g = tu_new(9, 9, NULL);
    tu_play_all(g, moves, 4);
    assert_int_equal(gor_game_liberty_count(g, tu_p(g, "E5")), 1);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 0);
    assert_removed(g, "");
    assert_int_equal(tu_play(g, GOR_WHITE, "F5"), GOR_OK);
    tu_assert_board(g, after);
    assert_last_move(g, GOR_WHITE, tu_p(g, "F5"), 1, GOR_MOVE_CAPTURED);
    assert_removed(g, "E5");
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 1);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 0);
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 0);
    assert_int_equal(gor_game_stone_count(g, GOR_WHITE), 4);
    assert_int_equal(gor_game_at(g, tu_p(g, "E5")), GOR_EMPTY);
    for (int k = 0; k < 4; k++)
        assert_int_equal(gor_game_liberty_count(g, tu_p(g, k == 0   ? "E4"
                                                         : k == 1 ? "E6"
                                                         : k == 2 ? "D5"
                                                                  : "F5")),
                         4);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);

    /* The hash is the hash of the same stones set up directly. */
    gor_game *same = tu_diagram(9, 9, NULL, after);
    assert_true(gor_game_hash(g) == gor_game_hash(same));
    assert_true(gor_game_hash(g) != 0);
    gor_game_free(same);
    gor_game_free(g);
}

static void test_corner_and_edge(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, NULL);
    static const char *const corner[] = {"B A1", "W B1"};
    tu_play_all(g, corner, 2);
    assert_int_equal(gor_game_liberty_count(g, tu_p(g, "A1")), 1);
    assert_int_equal(tu_play(g, GOR_WHITE, "A2"), GOR_OK);
    assert_last_move(g, GOR_WHITE, tu_p(g, "A2"), 1, GOR_MOVE_CAPTURED);
    assert_removed(g, "A1");
    assert_int_equal(gor_game_at(g, tu_p(g, "A1")), GOR_EMPTY);

    static const char *const edge[] = {"B E1", "W D1", "W F1"};
    tu_play_all(g, edge, 3);
    assert_int_equal(gor_game_liberty_count(g, tu_p(g, "E1")), 1);
    assert_int_equal(tu_play(g, GOR_WHITE, "E2"), GOR_OK);
    assert_removed(g, "E1");
    /* The top-right corner: two black stones on the edge. */
    static const char *const top[] = {"B J9", "B H9", "W G9", "W J8"};
    tu_play_all(g, top, 4);
    assert_int_equal(gor_game_liberty_count(g, tu_p(g, "J9")), 1);
    assert_int_equal(tu_play(g, GOR_WHITE, "H8"), GOR_OK);
    assert_removed(g, "H9 J9");
    assert_last_move(g, GOR_WHITE, tu_p(g, "H8"), 2, GOR_MOVE_CAPTURED);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 4);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 0);
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 0);
    assert_int_equal(gor_game_stone_count(g, GOR_WHITE), 8);
    gor_game_free(g);
}

static void test_several_groups_at_once(void **state)
{
    (void)state;
    static const char *const before[] = {
        ".xx.x..",
        "xoo.ox.",
        ".xx.x..",
        ".......",
    };
    gor_game *g = tu_diagram(7, 4, NULL, before);
    gor_point p = tu_xy(g, 3, 1);
    assert_int_equal(gor_game_play(g, GOR_BLACK, p), GOR_OK);
    assert_last_move(g, GOR_BLACK, p, 3, GOR_MOVE_CAPTURED);
    gor_point out[8] = {0};
    assert_int_equal(gor_game_last_removed(g, out, 8), 3);
    assert_int_equal(out[0], 8);
    assert_int_equal(out[1], 9);
    assert_int_equal(out[2], 11);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 3);
    assert_int_equal(gor_game_stone_count(g, GOR_WHITE), 0);
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 9);
    /* The new stone joined nothing: liberties above and below, and the
     * points it emptied on both sides. */
    assert_int_equal(gor_game_liberty_count(g, p), 4);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    gor_game_free(g);
}

static void test_four_directions(void **state)
{
    (void)state;
    static const char *const before[] = {
        "..x..", ".xox.", "xo.ox", ".xox.", "..x..",
    };
    static const char *const after[] = {
        "..x..", ".x.x.", "x.x.x", ".x.x.", "..x..",
    };
    gor_game *g = tu_diagram(5, 5, NULL, before);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 12), GOR_OK);
    tu_assert_board(g, after);
    assert_last_move(g, GOR_BLACK, 12, 4, GOR_MOVE_CAPTURED);
    assert_removed(g, "C4 B3 D3 C2");
    assert_int_equal(gor_game_liberty_count(g, 12), 4);
    /* Four single stones taken: not a ko. */
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    gor_game_free(g);
}

/* W captures one stone and joins a second stone; B takes both back at
 * once. That immediate recapture is not a ko. */
static void test_snapback(void **state)
{
    (void)state;
    static const char *const before[] = {
        "..ox.",
        "oxxx.",
        ".....",
    };
    static const char *const end[] = {
        "x..x.",
        "oxxx.",
        ".....",
    };
    gor_game *g = tu_diagram(5, 3, "japanese", before);
    assert_int_equal(tu_play(g, GOR_BLACK, "A3"), GOR_OK); /* throw-in */
    assert_int_equal(gor_game_liberty_count(g, tu_p(g, "A3")), 1);
    assert_int_equal(tu_play(g, GOR_WHITE, "B3"), GOR_OK);
    assert_removed(g, "A3");
    assert_int_equal(gor_game_liberty_count(g, tu_p(g, "B3")), 1);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, tu_p(g, "A3")), GOR_OK);
    assert_int_equal(tu_play(g, GOR_BLACK, "A3"), GOR_OK);
    assert_removed(g, "B3 C3");
    assert_last_move(g, GOR_BLACK, tu_p(g, "A3"), 2, GOR_MOVE_CAPTURED);
    tu_assert_board(g, end);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 2);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 1);
    assert_int_equal(gor_game_ko_point(g), GOR_NO_POINT);
    gor_game_free(g);
}

static void test_capture_counts_accumulate(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, NULL);
    static const char *const moves[] = {
        "B A1", "W B1", "W A2",         /* W takes 1 */
        "W J9", "B H9", "B J8",         /* B takes 1 */
        "W E5", "W E6", "B E4", "B D5", "B F5", "B D6", "B F6", "B E7",
        /* B takes 2 */
    };
    tu_play_all(g, moves, sizeof moves / sizeof moves[0]);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 1);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 3);
    assert_int_equal(gor_game_captures(g, GOR_EMPTY), 0);
    assert_int_equal(gor_game_captures(g, (gor_color)3), 0);
    assert_int_equal(gor_game_captures(NULL, GOR_BLACK), 0);
    assert_removed(g, "E6 E5");
    /* Undo gives the prisoners back. */
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 1);
    assert_int_equal(gor_game_stone_count(g, GOR_WHITE), 4);
    assert_removed(g, "");
    assert_int_equal(gor_game_redo(g), GOR_OK);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 3);
    assert_removed(g, "E6 E5");
    gor_game_free(g);
}

static void test_last_removed_queries(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, NULL);
    gor_point out[4] = {-9, -9, -9, -9};
    assert_int_equal(gor_game_last_removed(g, out, 4), 0); /* no history */
    static const char *const moves[] = {"W C3", "W D3", "W E3", "B B3",
                                        "B C4", "B D4", "B E4", "B F3",
                                        "B C2", "B D2"};
    tu_play_all(g, moves, 10);
    assert_int_equal(tu_play(g, GOR_BLACK, "E2"), GOR_OK);
    assert_int_equal(gor_game_last_removed(g, NULL, 0), 3);
    assert_int_equal(gor_game_last_removed(g, out, 4), 3);
    assert_int_equal(out[0], tu_p(g, "C3"));
    assert_int_equal(out[1], tu_p(g, "D3"));
    assert_int_equal(out[2], tu_p(g, "E3"));
    assert_int_equal(out[3], -9);
    assert_int_equal(gor_game_last_removed(g, NULL, 2), 0);
    assert_int_equal(gor_game_last_removed(NULL, out, 4), 0);
    /* A pass removes nothing. */
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_last_removed(g, out, 4), 0);
    gor_game_free(g);
}

/* Group queries write the points in board order; a short buffer gets the
 * first points of that order. */
static void test_group_queries(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".....",
        ".xxx.",
        ".x.o.",
        ".x...",
        ".....",
    };
    gor_game *g = tu_diagram(5, 5, NULL, rows);
    gor_point out[16];
    const gor_point stones[] = {6, 7, 8, 11, 16};
    const gor_point libs[] = {1, 2, 3, 5, 9, 10, 12, 15, 17, 21};
    for (size_t k = 0; k < 5; k++) {
        memset(out, 0xff, sizeof out);
        assert_int_equal(gor_game_group_stones(g, stones[k], out, 16), 5);
        for (int j = 0; j < 5; j++)
            assert_int_equal(out[j], stones[j]);
        assert_int_equal(gor_game_group_liberties(g, stones[k], out, 16), 10);
        for (int j = 0; j < 10; j++)
            assert_int_equal(out[j], libs[j]);
        assert_int_equal(gor_game_liberty_count(g, stones[k]), 10);
    }
    assert_int_equal(gor_game_group_stones(g, 13, out, 16), 1);
    assert_int_equal(out[0], 13);
    assert_int_equal(gor_game_group_liberties(g, 13, out, 16), 3);
    assert_int_equal(out[0], 12);
    assert_int_equal(out[1], 14);
    assert_int_equal(out[2], 18);
    /* Counts without a buffer; empty and off-board points. */
    assert_int_equal(gor_game_group_stones(g, 7, NULL, 0), 5);
    assert_int_equal(gor_game_group_liberties(g, 7, NULL, 0), 10);
    assert_int_equal(gor_game_group_stones(g, 0, out, 16), 0);
    assert_int_equal(gor_game_group_liberties(g, 0, out, 16), 0);
    assert_int_equal(gor_game_liberty_count(g, 0), 0);
    assert_int_equal(gor_game_group_stones(g, 25, out, 16), 0);
    assert_int_equal(gor_game_liberty_count(g, 25), 0);
    assert_int_equal(gor_game_liberty_count(g, GOR_PASS), 0);
    assert_int_equal(gor_game_liberty_count(g, GOR_NO_POINT), 0);
    assert_int_equal(gor_game_group_stones(NULL, 7, out, 16), 0);
    assert_int_equal(gor_game_liberty_count(NULL, 7), 0);
    gor_game_free(g);
}

/* A buffer shorter than the group gets the first points in board order
 * ("Points in board order", gorules.h). */
static const char *const short_rows[] = {
    ".....",
    ".xxx.",
    ".x.o.",
    ".x...",
    ".....",
};
static const gor_point short_stones[] = {6, 7, 8, 11, 16};

static void test_group_stones_short_buffer(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(5, 5, NULL, short_rows);
    gor_point out[16];
    for (size_t k = 0; k < 5; k++) {
        memset(out, 0xff, sizeof out);
        assert_int_equal(gor_game_group_stones(g, short_stones[k], out, 2),
                         5);
        assert_int_equal(out[0], 6);
        assert_int_equal(out[1], 7);
        assert_int_equal(out[2], -1);
    }
    gor_game_free(g);
}

static void test_group_liberties_short_buffer(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(5, 5, NULL, short_rows);
    gor_point out[16];
    for (size_t k = 0; k < 5; k++) {
        memset(out, 0xff, sizeof out);
        assert_int_equal(
            gor_game_group_liberties(g, short_stones[k], out, 3), 10);
        assert_int_equal(out[0], 1);
        assert_int_equal(out[1], 2);
        assert_int_equal(out[2], 3);
        assert_int_equal(out[3], -1);
    }
    gor_game_free(g);
}

static void test_one_liberty_shared_by_two_groups(void **state)
{
    (void)state;
    /* The black stone at B2 touches the same white group twice. */
    static const char *const rows[] = {
        ".xxx.",
        "xooox",
        "xo.ox",
        "xooox",
        ".xxx.",
    };
    gor_game *g = tu_diagram(5, 5, NULL, rows);
    assert_int_equal(gor_game_liberty_count(g, 6), 1);
    assert_int_equal(gor_game_group_stones(g, 6, NULL, 0), 8);
    assert_int_equal(gor_game_group_liberties(g, 18, NULL, 0), 1);
    assert_int_equal(gor_game_liberty_count(g, 1), 2);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 12), GOR_OK);
    assert_last_move(g, GOR_BLACK, 12, 8, GOR_MOVE_CAPTURED);
    assert_removed(g, "B4 C4 D4 B3 D3 B2 C2 D2");
    assert_int_equal(gor_game_stone_count(g, GOR_WHITE), 0);
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 13);
    assert_int_equal(gor_game_liberty_count(g, 12), 4);
    assert_int_equal(gor_game_liberty_count(g, 1), 5);
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_single_stone_centre),
        cmocka_unit_test(test_corner_and_edge),
        cmocka_unit_test(test_several_groups_at_once),
        cmocka_unit_test(test_four_directions),
        cmocka_unit_test(test_snapback),
        cmocka_unit_test(test_capture_counts_accumulate),
        cmocka_unit_test(test_last_removed_queries),
        cmocka_unit_test(test_group_queries),
        cmocka_unit_test(test_group_stones_short_buffer),
        cmocka_unit_test(test_group_liberties_short_buffer),
        cmocka_unit_test(test_one_liberty_shared_by_two_groups),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
