/* SPDX-License-Identifier: MIT */
/*
 * test_bad_input.c - a catalogue of bad input through every public entry
 * point of gorules.h, gorules_score.h, gorules_sgf.h, gorules_clock.h and
 * gorules_referee.h:
 * NULL pointers,
 * out-of-range values, wrong colours, bad flags and versions, huge sizes
 * and counts, short buffers, truncated and hostile SGF. Each call must
 * return a clear error (a negative gor_status with a message, or the
 * documented "nothing" value for queries) and leave its objects exactly
 * as they were.
 *
 * tests/unit/test_errors.c covers gor_game_new, the NULL-game queries and
 * the basic refused moves; this file covers the rest and does not repeat
 * them. "Unchanged" is checked with the snapshots of tests/unit/testutil.h
 * (every observable query of a game), the printed form of a ruleset, the
 * written text of an SGF tree, and the life marks and handicap.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gorules_score.h"
#include "gorules_sgf.h"
#include "gorules_clock.h"
#include "gorules_referee.h"
#include "testutil.h"

/* A clear error: negative, with a message and a name of its own. A macro,
 * so that a failure names the caller's line. */
#define assert_clear_error(expr)                                        \
    do {                                                                \
        int st_ = (expr);                                               \
        if (st_ >= 0)                                                   \
            print_error("%s returned %d\n", #expr, st_);                \
        assert_true(st_ < 0);                                           \
        assert_string_not_equal(gor_strerror(st_), "unknown status");   \
        assert_true(strncmp(gor_status_name(st_), "GOR_E", 5) == 0);    \
    } while (0)

/* ---- marks and handicap are not in tu_snap: compare them too --------- */

typedef struct extra {
    int handicap, ndead, nseki;
    gor_point dead[64], seki[64];
} extra;

static void extra_take(extra *e, const gor_game *g)
{
    e->handicap = gor_game_handicap(g);
    e->ndead = gor_game_marked(g, GOR_LIFE_DEAD, e->dead, 64);
    e->nseki = gor_game_marked(g, GOR_LIFE_SEKI, e->seki, 64);
}

static void assert_extra_same(const extra *a, const extra *b)
{
    assert_int_equal(a->handicap, b->handicap);
    assert_int_equal(a->ndead, b->ndead);
    assert_int_equal(a->nseki, b->nseki);
    assert_memory_equal(a->dead, b->dead, (size_t)a->ndead * sizeof(gor_point));
    assert_memory_equal(a->seki, b->seki, (size_t)a->nseki * sizeof(gor_point));
}

/* assert_refused plus the marks and handicap. */
#define assert_refused_all(g, expr, status)       \
    do {                                          \
        extra xa_, xb_;                           \
        extra_take(&xa_, (g));                    \
        assert_refused((g), (expr), (status));    \
        extra_take(&xb_, (g));                    \
        assert_extra_same(&xa_, &xb_);            \
    } while (0)

/* A game with some history, a capture, a redo entry and marks. */
static gor_game *busy(const char *rules)
{
    static const char *const rows[] = {
        ".......",
        "..xo...",
        ".xo.o..",
        "..xo...",
        "......x",
        "x....xo",
        ".x.....",
    };
    gor_game *g = tu_diagram(7, 7, rules, rows);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 17), GOR_OK); /* ko */
    assert_int_equal(gor_game_play(g, GOR_WHITE, 0), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 6), GOR_OK);
    assert_int_equal(gor_game_undo(g), GOR_OK); /* a redo entry */
    assert_int_equal(gor_game_mark(g, 41, GOR_LIFE_DEAD), GOR_OK);
    return g;
}

/* ---- coordinates --------------------------------------------------------- */

static void test_coordinates(void **state)
{
    (void)state;
    gor_point p = 12345;
    int x = 7, y = 7;
    char buf[8] = "zzzzzzz";
    static const int sizes[][2] = {{0, 9}, {9, 0}, {-1, 9}, {53, 9},
                                   {9, 53}, {INT_MAX, INT_MAX}, {INT_MIN, 1}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        int w = sizes[k][0], h = sizes[k][1];
        assert_int_equal(gor_point_at(w, h, 0, 0), GOR_NO_POINT);
        assert_clear_error(gor_point_xy(w, h, 0, &x, &y));
        assert_clear_error(gor_point_from_gtp(w, h, "A1", &p));
        assert_clear_error(gor_point_from_sgf(w, h, "aa", &p));
        assert_clear_error(gor_point_to_gtp(w, h, 0, buf, sizeof buf));
        assert_clear_error(gor_point_to_sgf(w, h, 0, buf, sizeof buf));
        assert_true(gor_star_points(w, h, &p, 1) <= 0);
    }
    assert_int_equal(p, 12345); /* never written on failure */
    assert_int_equal(x, 7);
    assert_int_equal(y, 7);
    /* Off-board coordinates and points. */
    assert_int_equal(gor_point_at(9, 9, -1, 0), GOR_NO_POINT);
    assert_int_equal(gor_point_at(9, 9, 9, 0), GOR_NO_POINT);
    assert_int_equal(gor_point_at(9, 9, 0, INT_MAX), GOR_NO_POINT);
    assert_int_equal(gor_point_xy(9, 9, 81, &x, &y), GOR_EOFFBOARD);
    assert_int_equal(gor_point_xy(9, 9, -3, &x, &y), GOR_EOFFBOARD);
    assert_int_equal(gor_point_xy(9, 9, INT_MIN, &x, &y), GOR_EOFFBOARD);
    assert_int_equal(x, 7);
    /* NULL outputs and texts. */
    /* NULL for an output the caller does not want: allowed. */
    (void)gor_point_xy(9, 9, 0, NULL, &y);
    (void)gor_point_xy(9, 9, 0, &x, NULL);
    x = y = 7;
    assert_clear_error(gor_point_from_gtp(9, 9, NULL, &p));
    assert_clear_error(gor_point_from_gtp(9, 9, "A1", NULL));
    assert_clear_error(gor_point_from_sgf(9, 9, NULL, &p));
    assert_clear_error(gor_point_from_sgf(9, 9, "aa", NULL));
    /* Malformed and hostile vertex texts. */
    static const char *const bad_gtp[] = {
        "", " ", "A", "1", "I5", "i5", "A0", "A-1", "A+1", "A1x", "AA1",
        "A01", "A99999999999999999999", "\xff\xfe", "A 1", "passs", "pas",
        "A1\n", "\tA1", "Z0", "@1", "[1"};
    for (size_t k = 0; k < sizeof bad_gtp / sizeof bad_gtp[0]; k++) {
        p = 12345;
        int st = gor_point_from_gtp(9, 9, bad_gtp[k], &p);
        if (st != GOR_EPARSE && st != GOR_EOFFBOARD)
            print_error("GTP vertex \"%s\": %s\n", bad_gtp[k],
                        gor_status_name(st));
        assert_true(st == GOR_EPARSE || st == GOR_EOFFBOARD);
        assert_int_equal(p, 12345);
    }
    assert_int_equal(gor_point_from_gtp(9, 9, "K10", &p), GOR_EOFFBOARD);
    assert_int_equal(gor_point_from_gtp(9, 9, "J10", &p), GOR_EOFFBOARD);
    assert_int_equal(gor_point_from_gtp(30, 30, "AA1", &p), GOR_EPARSE);
    static const char *const bad_sgf[] = {"a", "abc", "a!", "!a",
                                          ("\xc3\xa9" "a"), "zz"};
    for (size_t k = 0; k < sizeof bad_sgf / sizeof bad_sgf[0]; k++) {
        p = 12345;
        int st = gor_point_from_sgf(19, 19, bad_sgf[k], &p);
        assert_true(st == GOR_EPARSE || st == GOR_EOFFBOARD);
        assert_int_equal(p, 12345);
    }
    /* "tt" is a pass only on boards up to 19; on 20x20 it is a point. */
    assert_int_equal(gor_point_from_sgf(9, 9, "tt", &p), GOR_OK);
    assert_int_equal(p, GOR_PASS);
    assert_int_equal(gor_point_from_sgf(20, 20, "tt", &p), GOR_OK);
    assert_int_equal(p, 19 * 20 + 19);
    /* Writers: off-board points, short buffers, NULL buffers. */
    assert_int_equal(gor_point_to_gtp(9, 9, 81, buf, sizeof buf),
                     GOR_EOFFBOARD);
    assert_int_equal(gor_point_to_gtp(9, 9, GOR_NO_POINT, buf, sizeof buf),
                     GOR_EOFFBOARD);
    assert_int_equal(gor_point_to_sgf(9, 9, -7, buf, sizeof buf),
                     GOR_EOFFBOARD);
    assert_int_equal(gor_point_to_gtp(9, 9, 0, NULL, 0), 2); /* "A9" */
    assert_int_equal(gor_point_to_gtp(9, 9, 0, buf, 2), 2);  /* truncated */
    assert_string_equal(buf, "A");
    assert_int_equal(gor_point_to_gtp(9, 9, GOR_PASS, buf, 1), 4);
    assert_string_equal(buf, "");
    /* Star points: NULL out with a cap, and a small cap. */
    assert_int_equal(gor_star_points(19, 19, NULL, 0), 9);
    gor_point stars[2] = {-9, -9};
    assert_int_equal(gor_star_points(19, 19, stars, 1), 9);
    assert_int_equal(stars[1], -9);
}

/* ---- status names ---------------------------------------------------- */

static void test_status_names(void **state)
{
    (void)state;
    static const int odd[] = {1, 2, -17, -100, INT_MIN, INT_MAX};
    for (size_t k = 0; k < sizeof odd / sizeof odd[0]; k++) {
        assert_non_null(gor_strerror(odd[k]));
        assert_non_null(gor_status_name(odd[k]));
        assert_false(gor_status_is_illegal_move(odd[k]));
    }
    assert_string_equal(gor_color_name((gor_color)7), gor_color_name((gor_color)7));
    assert_non_null(gor_color_name((gor_color)-1));
}

/* ---- rulesets -------------------------------------------------------- */

static void rules_text(const gor_rules *r, char *buf)
{
    assert_true(gor_rules_to_string(r, buf, 256) > 0);
}

static void test_rules(void **state)
{
    (void)state;
    gor_rules *r = NULL, *sentinel = (gor_rules *)&r;
    char before[256], after[256];

    assert_int_equal(gor_rules_new(NULL, "chinese"), GOR_EINVAL);
    r = sentinel;
    assert_int_equal(gor_rules_new(&r, "no such rules"), GOR_EPARSE);
    assert_null(r);
    assert_int_equal(gor_rules_copy(NULL, r), GOR_EINVAL);
    gor_rules *c = sentinel;
    assert_clear_error(gor_rules_copy(&c, NULL));
    assert_int_equal(gor_rules_new(&r, "japanese"), GOR_OK);
    rules_text(r, before);

    /* Every setter: out-of-range values are refused, nothing changes. */
    assert_clear_error(gor_rules_set_ko(r, (gor_ko_rule)5));
    assert_clear_error(gor_rules_set_ko(r, (gor_ko_rule)-1));
    assert_clear_error(gor_rules_set_suicide(r, (gor_suicide_rule)4));
    assert_clear_error(gor_rules_set_cycle(r, (gor_cycle_rule)7));
    assert_clear_error(gor_rules_set_tie(r, (gor_tie_rule)3));
    assert_clear_error(gor_rules_set_tie(r, (gor_tie_rule)-1));
    assert_clear_error(gor_rules_set_free_opening(r, 17));
    assert_clear_error(gor_rules_set_free_opening(r, -1));
    assert_clear_error(gor_rules_set_scoring(r, (gor_scoring)3));
    assert_clear_error(gor_rules_set_tax(r, (gor_tax)3));
    assert_clear_error(gor_rules_set_handicap_comp(r, (gor_handicap_comp)3));
    assert_clear_error(gor_rules_set_first_player(r, GOR_EMPTY));
    assert_clear_error(gor_rules_set_first_player(r, (gor_color)3));
    assert_clear_error(gor_rules_set_komi(r, 7.3));
    assert_clear_error(gor_rules_set_komi(r, 1000.25));
    assert_clear_error(gor_rules_set_komi(r, -1000.25));
    assert_clear_error(gor_rules_set_komi(r, NAN));
    assert_clear_error(gor_rules_set_komi(r, INFINITY));
    assert_clear_error(gor_rules_set_komi(r, 1e300));
    rules_text(r, after);
    assert_string_equal(before, after);

    /* NULL rulesets. */
    assert_int_equal(gor_rules_set_ko(NULL, GOR_KO_SIMPLE), GOR_EINVAL);
    assert_int_equal(gor_rules_set_suicide(NULL, GOR_SUICIDE_MULTI),
                     GOR_EINVAL);
    assert_int_equal(gor_rules_set_cycle(NULL, GOR_CYCLE_REPORT), GOR_EINVAL);
    assert_int_equal(gor_rules_set_scoring(NULL, GOR_SCORING_AREA),
                     GOR_EINVAL);
    assert_int_equal(gor_rules_set_tax(NULL, GOR_TAX_NONE), GOR_EINVAL);
    assert_int_equal(gor_rules_set_handicap_comp(NULL, GOR_COMP_H),
                     GOR_EINVAL);
    assert_int_equal(gor_rules_set_first_player(NULL, GOR_BLACK), GOR_EINVAL);
    assert_int_equal(gor_rules_set_komi(NULL, 0), GOR_EINVAL);
    assert_int_equal(gor_rules_set_pass_stones(NULL, 1), GOR_EINVAL);
    assert_int_equal(gor_rules_set_white_passes_last(NULL, 1), GOR_EINVAL);
    assert_int_equal(gor_rules_set_free_handicap(NULL, 1), GOR_EINVAL);
    assert_int_equal(gor_rules_set_tie(NULL, GOR_TIE_BLACK), GOR_EINVAL);
    assert_int_equal(gor_rules_set_free_opening(NULL, 4), GOR_EINVAL);
    assert_int_equal(gor_rules_tie(NULL), GOR_TIE_DRAW);
    assert_int_equal(gor_rules_free_opening(NULL), 0);
    assert_int_equal(gor_rules_parse(NULL, "chinese"), GOR_EINVAL);
    assert_clear_error(gor_rules_to_string(NULL, before, sizeof before));
    assert_false(gor_rules_equal(NULL, r));
    assert_false(gor_rules_equal(r, NULL));
    gor_rules_free(NULL);
    /* Getters of NULL do not crash (their value is unspecified). */
    (void)gor_rules_ko(NULL);
    (void)gor_rules_suicide(NULL);
    (void)gor_rules_cycle(NULL);
    (void)gor_rules_scoring(NULL);
    (void)gor_rules_komi(NULL);
    (void)gor_rules_tax(NULL);
    (void)gor_rules_handicap_comp(NULL);
    (void)gor_rules_first_player(NULL);
    (void)gor_rules_pass_stones(NULL);
    (void)gor_rules_white_passes_last(NULL);
    (void)gor_rules_free_handicap(NULL);

    /* Hostile texts: refused with GOR_EPARSE, the ruleset unchanged. */
    static const char *const texts[] = {
        "koSIMPLEkoSIMPLE", "komi", "komi-", "komi1e3", "komi0x10",
        "komi7.5.5", "komi 7.5", "ko", "koPOSITIONALscore", "sui", "whbN+1",
        "\xff\xfe\xfd", "chinese\n", "japanese ", " japanese", "KO",
        "koSIMPLE\0scoreAREA" /* stops at the NUL: legal */,
        "komi99999999999999999999999999999999999", "komiNaN", "komiinf",
        "komi-0.125", "tromp taylor taylor"};
    for (size_t k = 0; k < sizeof texts / sizeof texts[0]; k++) {
        rules_text(r, before);
        int st = gor_rules_parse(r, texts[k]);
        rules_text(r, after);
        if (st == GOR_OK)
            continue; /* accepted forms are the round-trip test's */
        assert_int_equal(st, GOR_EPARSE);
        assert_string_equal(before, after);
    }
    /* A long text (64 KiB of parts). */
    size_t n = 65536;
    char *big = malloc(n + 1);
    assert_non_null(big);
    for (size_t k = 0; k < n; k++)
        big[k] = "koSIMPLE"[k % 8];
    big[n] = 0;
    rules_text(r, before);
    assert_int_equal(gor_rules_parse(r, big), GOR_EPARSE);
    rules_text(r, after);
    assert_string_equal(before, after);
    free(big);
    /* Short buffers: the needed length, a terminated prefix. */
    int len = gor_rules_to_string(r, NULL, 0);
    assert_true(len > 10);
    char small[4] = "xxx";
    assert_int_equal(gor_rules_to_string(r, small, 0), len);
    assert_string_equal(small, "xxx");
    assert_int_equal(gor_rules_to_string(r, small, sizeof small), len);
    assert_int_equal(strlen(small), 3);
    gor_rules_free(r);
}

/* ---- games ------------------------------------------------------------ */

static void test_game_calls(void **state)
{
    (void)state;
    gor_game *g = busy("chinese");
    gor_point pts[4] = {0, 1, 2, 3};

    /* Setup: bad colour, off-board points, NULL list, points that would
     * leave a group without liberties, a huge count. */
    assert_refused_all(g, gor_game_setup(g, (gor_color)3, pts, 1), GOR_ECOLOR);
    assert_refused_all(g, gor_game_setup(g, (gor_color)-1, pts, 1),
                       GOR_ECOLOR);
    gor_point off[2] = {2, 49};
    assert_refused_all(g, gor_game_setup(g, GOR_BLACK, off, 2),
                       GOR_EOFFBOARD);
    gor_point neg[2] = {2, GOR_PASS};
    assert_refused_all(g, gor_game_setup(g, GOR_BLACK, neg, 2),
                       GOR_EOFFBOARD);
    assert_refused_all(g, gor_game_setup(g, GOR_BLACK, NULL, 3), GOR_EINVAL);
    /* Black stones on 1 and 7 would leave White's corner stone at 0
     * (played by busy()) without a liberty: refused whole. */
    gor_point corner[2] = {1, 7};
    assert_refused_all(g, gor_game_setup(g, GOR_BLACK, corner, 2),
                       GOR_EINVAL);

    /* Turn, resign, resume, end. */
    assert_refused_all(g, gor_game_set_to_move(g, GOR_EMPTY), GOR_ECOLOR);
    assert_refused_all(g, gor_game_resign(g, (gor_color)9), GOR_ECOLOR);
    assert_refused_all(g, gor_game_resume(g), GOR_EINVAL);
    assert_refused_all(g, gor_game_end(g, GOR_END_NONE, GOR_EMPTY),
                       GOR_EINVAL);
    assert_refused_all(g, gor_game_end(g, (gor_end)9, GOR_EMPTY), GOR_EINVAL);
    assert_refused_all(g, gor_game_end(g, (gor_end)-1, GOR_EMPTY),
                       GOR_EINVAL);
    assert_refused_all(g, gor_game_end(g, GOR_END_TIME, GOR_EMPTY),
                       GOR_EINVAL);
    assert_refused_all(g, gor_game_end(g, GOR_END_TIME, (gor_color)3),
                       GOR_EINVAL);
    assert_refused_all(g, gor_game_end(g, GOR_END_VOID, GOR_BLACK),
                       GOR_EINVAL);
    assert_int_equal(gor_game_end(NULL, GOR_END_AGREEMENT, GOR_EMPTY),
                     GOR_EINVAL);

    /* play_ex flags; play_list NULL and huge. */
    assert_refused_all(g, gor_game_play_ex(g, GOR_WHITE, 5, 0x4u),
                       GOR_EINVAL);
    assert_refused_all(g, gor_game_play_ex(g, GOR_WHITE, 5, ~0u), GOR_EINVAL);
    size_t played = 99;
    assert_refused_all(g, gor_game_play_list(g, NULL, 2, 0, &played),
                       GOR_EINVAL);
    gor_point list[2] = {81, 5};
    assert_refused_all(g, gor_game_play_list(g, list, 2, 0, &played),
                       GOR_EOFFBOARD);
    assert_int_equal(played, 0);
    assert_refused_all(g, gor_game_play_list(g, list, 2, 0x40u, NULL),
                       GOR_EINVAL);
    assert_int_equal(gor_game_play_list(NULL, list, 2, 0, &played),
                     GOR_EINVAL);
    /* An empty list plays nothing and succeeds. */
    played = 99;
    assert_int_equal(gor_game_play_list(g, list, 0, 0, &played), GOR_OK);
    assert_int_equal(played, 0);
    assert_int_equal(gor_game_legal_next(NULL, 0), GOR_EINVAL);

    /* Handicap values. */
    assert_refused_all(g, gor_game_set_handicap(g, -1), GOR_ERANGE);
    assert_refused_all(g, gor_game_set_handicap(g, 50), GOR_ERANGE);
    assert_refused_all(g, gor_game_set_handicap(g, INT_MAX), GOR_ERANGE);
    assert_int_equal(gor_game_set_handicap(NULL, 2), GOR_EINVAL);
    assert_int_equal(gor_game_handicap(NULL), 0);

    /* Marks: empty points, off-board, bad life values, NULL lists; a
     * list with one bad point marks nothing (all or nothing). */
    assert_refused_all(g, gor_game_mark(g, 3, GOR_LIFE_DEAD), GOR_EINVAL);
    assert_refused_all(g, gor_game_mark(g, 49, GOR_LIFE_DEAD),
                       GOR_EOFFBOARD);
    assert_refused_all(g, gor_game_mark(g, -1, GOR_LIFE_SEKI),
                       GOR_EOFFBOARD);
    assert_refused_all(g, gor_game_mark(g, 9, (gor_life)3), GOR_EINVAL);
    assert_refused_all(g, gor_game_mark(g, 9, (gor_life)-1), GOR_EINVAL);
    gor_point mix[2] = {9, 3}; /* a stone, then an empty point */
    assert_refused_all(g, gor_game_mark_list(g, GOR_LIFE_SEKI, mix, 2),
                       GOR_EINVAL);
    assert_refused_all(g, gor_game_mark_list(g, GOR_LIFE_SEKI, NULL, 1),
                       GOR_EINVAL);
    assert_int_equal(gor_game_mark(NULL, 0, GOR_LIFE_DEAD), GOR_EINVAL);
    assert_int_equal(gor_game_mark_list(NULL, GOR_LIFE_DEAD, mix, 1),
                     GOR_EINVAL);
    assert_int_equal(gor_game_life_at(g, 49), GOR_LIFE_ALIVE);
    assert_int_equal(gor_game_life_at(g, -5), GOR_LIFE_ALIVE);
    assert_int_equal(gor_game_life_at(NULL, 0), GOR_LIFE_ALIVE);
    assert_int_equal(gor_game_marked(NULL, GOR_LIFE_DEAD, pts, 4), 0);
    assert_int_equal(gor_game_marked(g, (gor_life)7, pts, 4), 0);
    assert_int_equal(gor_game_marked(g, GOR_LIFE_DEAD, NULL, 0), 1);
    gor_game_clear_marks(NULL);

    /* Group queries on off-board points and with NULL buffers. */
    assert_int_equal(gor_game_group_stones(g, 49, pts, 4), 0);
    assert_int_equal(gor_game_group_liberties(g, -2, pts, 4), 0);
    assert_int_equal(gor_game_group_stones(g, INT_MAX, NULL, 100), 0);
    assert_int_equal(gor_game_last_removed(g, NULL, 100),
                     gor_game_last_removed(g, NULL, 0));
    assert_int_equal(gor_game_pass_count(NULL, GOR_BLACK), 0);
    assert_int_equal(gor_game_pass_count(g, (gor_color)3), 0);
    assert_int_equal(gor_game_enforce_turn(NULL), 0);

    /* gor_game_move with a NULL out and out of range. */
    gor_move_info mi;
    size_t total = gor_game_history_length(g) + gor_game_redo_length(g);
    assert_int_equal(gor_game_move(g, total + 1, &mi), GOR_ENOMOVE);
    assert_int_equal(gor_game_move(g, SIZE_MAX, &mi), GOR_ENOMOVE);
    assert_refused_all(g, gor_game_goto(g, SIZE_MAX), GOR_ENOMOVE);

    /* Rules changes refused whole: NULL. */
    assert_refused_all(g, gor_game_set_rules(g, NULL), GOR_EINVAL);
    gor_game_free(g);
}

static void test_game_over_and_enforced_turn(void **state)
{
    (void)state;
    gor_game *g = busy("aga");
    gor_game_set_enforce_turn(g, 1);
    gor_color other = GOR_OTHER(gor_game_to_move(g));
    assert_refused_all(g, gor_game_play(g, other, 3), GOR_ETURN);
    assert_refused_all(g, gor_game_play(g, other, GOR_PASS), GOR_ETURN);
    assert_int_equal(gor_game_resign(g, gor_game_to_move(g)), GOR_OK);
    assert_refused_all(g, gor_game_play(g, gor_game_to_move(g), 3),
                       GOR_EGAMEOVER);
    assert_refused_all(g, gor_game_end(g, GOR_END_AGREEMENT, GOR_EMPTY),
                       GOR_EGAMEOVER);
    assert_refused_all(g, gor_game_resign(g, GOR_BLACK), GOR_EGAMEOVER);
    gor_game_free(g);
}

/* ---- scoring, handicap, results ------------------------------------------ */

static void test_scoring_calls(void **state)
{
    (void)state;
    gor_game *g = busy("japanese");
    unsigned char map[49], board[49];
    memset(map, 0x5a, sizeof map);
    memset(board, 0, sizeof board);

    /* Area maps. */
    assert_int_equal(gor_area_map(0, 7, board, 0, map, sizeof map), GOR_ESIZE);
    assert_int_equal(gor_area_map(7, 53, board, 0, map, sizeof map), GOR_ESIZE);
    assert_int_equal(gor_area_map(7, 7, NULL, 0, map, sizeof map), GOR_EINVAL);
    assert_int_equal(gor_area_map(7, 7, board, 0, NULL, 0), GOR_EINVAL);
    assert_int_equal(gor_area_map(7, 7, board, 0x100u, map, sizeof map), GOR_EINVAL);
    board[5] = 3;
    assert_int_equal(gor_area_map(7, 7, board, 0, map, sizeof map), GOR_EINVAL);
    board[5] = 255;
    assert_int_equal(gor_area_map(7, 7, board, 0, map, sizeof map), GOR_EINVAL);
    assert_int_equal(gor_area_map(7, 7, board, 0, map, 48), GOR_EBUFFER);
    assert_int_equal(map[0], 0x5a); /* nothing written on failure */
    assert_refused(g, gor_game_area_map(g, 0, map, 48), GOR_EBUFFER);
    assert_refused(g, gor_game_judge_certain(g, map, 48), GOR_EBUFFER);
    assert_refused(g, gor_game_judge_estimate(g, map, 0), GOR_EBUFFER);
    assert_int_equal(map[0], 0x5a);
    assert_refused(g, gor_game_area_map(g, 0x80u, map, sizeof map), GOR_EINVAL);
    assert_refused(g, gor_game_area_map(g, 0, NULL, 0), GOR_EINVAL);
    assert_int_equal(gor_game_area_map(NULL, 0, map, sizeof map), GOR_EINVAL);

    /* Judgements. */
    assert_int_equal(gor_game_judge_certain(NULL, map, sizeof map), GOR_EINVAL);
    assert_refused(g, gor_game_judge_certain(g, NULL, 0), GOR_EINVAL);
    assert_int_equal(gor_game_judge_estimate(NULL, map, sizeof map), GOR_EINVAL);
    assert_refused(g, gor_game_judge_estimate(g, NULL, 0), GOR_EINVAL);
    assert_refused_all(g, gor_game_mark_judged(g, NULL, 0, GOR_JUDGE_CERTAIN),
                       GOR_EINVAL);
    memset(map, 0, sizeof map);
    assert_refused_all(g, gor_game_mark_judged(g, map, sizeof map, 0x1000u), GOR_EINVAL);
    assert_refused_all(g, gor_game_mark_judged(g, map, 48, GOR_JUDGE_CERTAIN),
                       GOR_EBUFFER);
    assert_int_equal(gor_game_mark_judged(NULL, map, sizeof map, GOR_JUDGE_CERTAIN),
                     GOR_EINVAL);

    /* Scores. */
    gor_score sc = GOR_SCORE_INIT;
    gor_score_options o = GOR_SCORE_OPTIONS_INIT;
    assert_int_equal(gor_game_score(NULL, &o, &sc, NULL, 0), GOR_EINVAL);
    assert_refused(g, gor_game_score(g, &o, NULL, NULL, 0), GOR_EINVAL);
    gor_score small = GOR_SCORE_INIT;
    small.size = 4;
    assert_refused(g, gor_game_score(g, &o, &small, NULL, 0), GOR_EINVAL);
    assert_refused(g, gor_game_score(g, &o, &sc, map, 48), GOR_EBUFFER);
    small.size = 0;
    assert_refused(g, gor_game_score(g, &o, &small, NULL, 0), GOR_EINVAL);
    o.version = 99;
    assert_refused(g, gor_game_score(g, &o, &sc, NULL, 0), GOR_EINVAL);
    o.version = 0;
    assert_refused(g, gor_game_score(g, &o, &sc, NULL, 0), GOR_EINVAL);
    gor_score_options_init(&o);
    o.dead = 0x100u;
    assert_clear_error(gor_game_score(g, &o, &sc, NULL, 0));
    gor_score_options_init(&o);
    o.seki = 0x10u;
    assert_clear_error(gor_game_score(g, &o, &sc, NULL, 0));
    gor_score_options_init(&o);
    o.penalty[GOR_BLACK] = -1;
    assert_clear_error(gor_game_score(g, &o, &sc, NULL, 0));
    /* A huge penalty is no error, but must not overflow: two points per
     * stone, exactly. */
    gor_score_options_init(&o);
    o.penalty[GOR_WHITE] = INT_MAX;
    assert_int_equal(gor_game_score(g, &o, &sc, NULL, 0), GOR_OK);
    assert_true(sc.white.penalty == 2.0 * INT_MAX);
    gor_score_options_init(NULL);
    gor_score_init(NULL);
    gor_result_init(NULL);
    gor_prediction_init(NULL);

    /* Results. */
    gor_result r = GOR_RESULT_INIT;
    assert_int_equal(gor_game_result(NULL, NULL, &r), GOR_EINVAL);
    assert_refused(g, gor_game_result(g, NULL, NULL), GOR_EINVAL);
    gor_result rs = GOR_RESULT_INIT;
    rs.size = 1;
    assert_refused(g, gor_game_result(g, NULL, &rs), GOR_EINVAL);
    assert_int_equal(gor_result_from_score(NULL, GOR_END_NONE, &r),
                     GOR_EINVAL);
    assert_int_equal(gor_game_score(g, NULL, &sc, NULL, 0), GOR_OK);
    assert_int_equal(gor_result_from_score(&sc, GOR_END_NONE, NULL),
                     GOR_EINVAL);
    /* An end value outside gor_end is not checked here (noted in the
     * report); it must at least stay memory-safe through the writers. */
    if (gor_result_from_score(&sc, (gor_end)42, &r) == GOR_OK) {
        char t[64];
        (void)gor_result_to_sgf(&r, t, sizeof t);
        (void)gor_result_to_chinese(&r, 0, t, sizeof t);
    }
    char buf[64];
    assert_int_equal(gor_result_to_sgf(NULL, buf, sizeof buf), GOR_EINVAL);
    gor_result bad = GOR_RESULT_INIT;
    bad.outcome = (gor_outcome)9;
    (void)gor_result_to_sgf(&bad, buf, sizeof buf); /* "?" is fine */
    assert_int_equal(gor_result_to_chinese(&bad, 0, buf, sizeof buf),
                     GOR_EINVAL);
    bad.outcome = GOR_OUTCOME_WIN;
    bad.winner = (gor_color)3;
    assert_clear_error(gor_result_to_sgf(&bad, buf, sizeof buf));
    bad.winner = GOR_BLACK;
    bad.margin = NAN; /* garbage in: no crash is all that is asked */
    bad.counted = 1;
    (void)gor_result_to_sgf(&bad, buf, sizeof buf);
    assert_int_equal(gor_result_to_chinese(NULL, 0, buf, sizeof buf),
                     GOR_EINVAL);
    gor_result good = GOR_RESULT_INIT;
    good.outcome = GOR_OUTCOME_WIN;
    good.winner = GOR_WHITE;
    good.end = GOR_END_RESIGN;
    assert_clear_error(gor_result_to_chinese(&good, 0x80u, buf, sizeof buf));
    assert_int_equal(gor_result_to_sgf(&good, NULL, 0), 3); /* "W+R" */
    assert_int_equal(gor_result_parse_sgf(NULL, &r), GOR_EINVAL);
    assert_int_equal(gor_result_parse_sgf("B+7.5", NULL), GOR_EINVAL);
    static const char *const bad_re[] = {"X+7", "+", "7.5", "B-7", "\xff",
                                         "BW", "Q"};
    for (size_t k = 0; k < sizeof bad_re / sizeof bad_re[0]; k++) {
        gor_result pr = GOR_RESULT_INIT;
        int st = gor_result_parse_sgf(bad_re[k], &pr);
        if (st != GOR_OK) {
            assert_int_equal(st, GOR_EPARSE);
            assert_int_equal(pr.outcome, GOR_OUTCOME_UNKNOWN);
        }
    }

    /* Handicap helpers. */
    gor_point pts[16], pts_[16];
    assert_int_equal(gor_handicap_max_fixed(0, 9), 0);
    assert_int_equal(gor_handicap_max_fixed(53, 53), 0); /* no board */
    assert_int_equal(gor_handicap_max_fixed(52, 52), 4);
    assert_int_equal(gor_handicap_fixed_points(53, 53, 2, pts_, 16),
                     GOR_ESIZE);
    assert_int_equal(gor_handicap_fixed_points(19, 19, 1, pts, 16),
                     GOR_ERANGE);
    assert_int_equal(gor_handicap_fixed_points(19, 19, 10, pts, 16),
                     GOR_ERANGE);
    assert_int_equal(gor_handicap_fixed_points(19, 19, -3, pts, 16),
                     GOR_ERANGE);
    assert_int_equal(gor_handicap_fixed_points(5, 5, 2, pts, 16), GOR_ERANGE);
    assert_clear_error(gor_handicap_fixed_points(0, 19, 2, pts, 16));
    assert_int_equal(gor_handicap_fixed_points(19, 19, 9, NULL, 0), 9);
    gor_point two[2] = {0, 0};
    assert_int_equal(gor_handicap_check_free(9, 9, two, 2), GOR_EOCCUPIED);
    two[1] = 81;
    assert_int_equal(gor_handicap_check_free(9, 9, two, 2), GOR_EOFFBOARD);
    assert_int_equal(gor_handicap_check_free(9, 9, two, 1), GOR_ERANGE);
    assert_clear_error(gor_handicap_check_free(9, 9, NULL, 2));
    assert_clear_error(gor_handicap_check_free(1, 1, two, 1));
    assert_refused_all(g, gor_game_place_handicap(g, 2, 0), GOR_EINVAL);
    assert_refused_all(g, gor_game_place_handicap(g, 2, 0x10u), GOR_EINVAL);
    assert_int_equal(gor_game_place_handicap(NULL, 2, 0), GOR_EINVAL);
    assert_int_equal(gor_game_place_free_handicap(NULL, two, 2, 0),
                     GOR_EINVAL);
    assert_clear_error(gor_game_place_free_handicap(g, NULL, 2, 0));
    /* NULL rules: no bonus, and no draw answer to rely on. */
    assert_true(gor_handicap_bonus(NULL, 3) == 0);
    (void)gor_rules_draw_possible(NULL, 0);
    gor_rules *rr = NULL;
    assert_int_equal(gor_rules_new(&rr, "chinese"), GOR_OK);
    assert_true(gor_handicap_bonus(rr, -5) == 0);
    assert_true(gor_handicap_bonus(rr, INT_MIN) == 0);
    gor_rules_free(rr);

    /* Nigiri and the prediction phase. */
    gor_color guesser = (gor_color)9;
    assert_int_equal(gor_nigiri(0, 1, GOR_BLACK, &guesser), GOR_ERANGE);
    assert_int_equal(gor_nigiri(-5, 1, GOR_BLACK, &guesser), GOR_ERANGE);
    assert_int_equal(gor_nigiri(5, 3, GOR_BLACK, &guesser), GOR_EINVAL);
    assert_int_equal(gor_nigiri(5, 0, GOR_BLACK, &guesser), GOR_EINVAL);
    assert_int_equal(gor_nigiri(5, 1, GOR_EMPTY, &guesser), GOR_EINVAL);
    assert_clear_error(gor_nigiri(5, 1, GOR_BLACK, NULL));
    assert_int_equal(guesser, 9);
    gor_prediction pred = GOR_PREDICTION_INIT;
    assert_clear_error(gor_prediction_settle(7, 6, NULL));
    gor_prediction sp = GOR_PREDICTION_INIT;
    sp.size = 2;
    assert_clear_error(gor_prediction_settle(7, 6, &sp));
    assert_clear_error(gor_prediction_settle(NAN, 6, &pred));
    assert_clear_error(gor_prediction_settle(7, INFINITY, &pred));
    assert_int_equal(gor_prediction_settle(7, 6, &pred), GOR_OK);
    assert_clear_error(gor_prediction_judge(NULL, 7, 0, &r));
    assert_clear_error(gor_prediction_judge(&pred, 7, 0, NULL));
    /* (A NaN lead is accepted by gor_prediction_judge, while settle
     * refuses NaN predictions: noted in the report.) */
    (void)gor_prediction_judge(&pred, NAN, 0, &r);
    gor_game_free(g);
}

/* ---- SGF ------------------------------------------------------------------- */

/* Parse must fail with `status` and create nothing. */
static void sgf_refused(const char *data, size_t len,
                        const gor_sgf_parse_options *opts, int status)
{
    gor_sgf *sgf = (gor_sgf *)&len;
    gor_sgf_error err;
    memset(&err, 0, sizeof err);
    int st = gor_sgf_parse(&sgf, data, len, opts, &err);
    if (st != status)
        print_error("SGF %.*s: %s (%s)\n", (int)(len < 60 ? len : 60), data,
                    gor_status_name(st), err.message);
    assert_int_equal(st, status);
    assert_null(sgf);
    assert_int_equal(err.status, status);
    assert_true(err.message[0] != 0);
    assert_non_null(memchr(err.message, 0, sizeof err.message));
}

#define SGF_REFUSED(text, opts, status) \
    sgf_refused((text), sizeof(text) - 1, (opts), (status))

static char *write_sgf(const gor_sgf *sgf)
{
    int n = gor_sgf_write(sgf, NULL, 0);
    assert_true(n >= 0);
    char *buf = malloc((size_t)n + 1);
    assert_non_null(buf);
    assert_int_equal(gor_sgf_write(sgf, buf, (size_t)n + 1), n);
    return buf;
}

static void test_sgf_parse_hostile(void **state)
{
    (void)state;
    gor_sgf *sgf = NULL;
    gor_sgf_error err;
    assert_int_equal(gor_sgf_parse(NULL, "(;)", 3, NULL, &err), GOR_EINVAL);
    assert_int_equal(gor_sgf_parse(&sgf, NULL, 3, NULL, &err), GOR_EINVAL);
    assert_null(sgf);
    /* NULL data of length 0: refused (EINVAL or "no game tree"). */
    assert_clear_error(gor_sgf_parse(&sgf, NULL, 0, NULL, NULL));
    assert_null(sgf);

    /* Truncated input: a missing "]", or a missing ")" when strict (by
     * default a game that only lacks its final ")" is read, with a note). */
    SGF_REFUSED("(;B[aa", NULL, GOR_EPARSE);
    gor_sgf_parse_options strict_open = GOR_SGF_PARSE_OPTIONS_INIT;
    strict_open.flags = GOR_SGF_STRICT;
    SGF_REFUSED("(;B[aa]", &strict_open, GOR_EPARSE);
    SGF_REFUSED("(;B[aa];W[bb](;B[cc]", &strict_open, GOR_EPARSE);
    SGF_REFUSED("(;C[a \\]", NULL, GOR_EPARSE);
    SGF_REFUSED("(;C[\\", NULL, GOR_EPARSE);
    SGF_REFUSED("(", NULL, GOR_EPARSE);
    SGF_REFUSED("(;", NULL, GOR_EPARSE);
    /* No game tree at all. */
    SGF_REFUSED("", NULL, GOR_EPARSE);
    SGF_REFUSED("hello", NULL, GOR_EPARSE);
    SGF_REFUSED("\0\0\0\0", NULL, GOR_EPARSE);
    SGF_REFUSED(")))", NULL, GOR_EPARSE);
    /* Structure errors. */
    SGF_REFUSED("(;B[aa](;W[bb]);B[cc])", NULL, GOR_EPARSE); /* node after */
    SGF_REFUSED("(;[aa])", NULL, GOR_EPARSE);   /* value without id */
    SGF_REFUSED("(;B)", NULL, GOR_EPARSE);      /* property without value */
    SGF_REFUSED("(;B[aa]!)", NULL, GOR_EPARSE); /* stray character */
    /* Strict mode refuses what the default repairs. */
    gor_sgf_parse_options o = GOR_SGF_PARSE_OPTIONS_INIT;
    o.flags = GOR_SGF_STRICT;
    SGF_REFUSED("(;B[aa]())", &o, GOR_EPARSE);
    SGF_REFUSED("(;add[aa])", &o, GOR_EPARSE);

    /* Limits: size, nodes, depth. */
    o = (gor_sgf_parse_options)GOR_SGF_PARSE_OPTIONS_INIT;
    o.max_size = 10;
    SGF_REFUSED("(;B[aa];W[bb];B[cc])", &o, GOR_ERANGE);
    o = (gor_sgf_parse_options)GOR_SGF_PARSE_OPTIONS_INIT;
    o.max_nodes = 2;
    SGF_REFUSED("(;B[aa];W[bb];B[cc])", &o, GOR_ERANGE);
    o = (gor_sgf_parse_options)GOR_SGF_PARSE_OPTIONS_INIT;
    o.max_depth = 3;
    SGF_REFUSED("(;B[aa]((((;W[bb]))))))", &o, GOR_ERANGE);
    /* Deep nesting within the default limit: no stack overflow. */
    size_t depth = 200000;
    char *deep = malloc(2 * depth + 16);
    assert_non_null(deep);
    size_t n = 0;
    for (size_t k = 0; k < depth; k++)
        deep[n++] = '(';
    memcpy(deep + n, ";B[aa]", 6);
    n += 6;
    for (size_t k = 0; k < depth; k++)
        deep[n++] = ')';
    int st = gor_sgf_parse(&sgf, deep, n, NULL, &err);
    assert_true(st == GOR_OK || st == GOR_EPARSE || st == GOR_ERANGE);
    gor_sgf_free(sgf);
    sgf = NULL;
    /* The same, never closed: refused, not a crash. */
    st = gor_sgf_parse(&sgf, deep, n - depth, NULL, &err);
    assert_int_equal(st, GOR_EPARSE);
    assert_null(sgf);
    free(deep);
    /* A very long value and a long chain of nodes. */
    size_t big = 1 << 20;
    char *text = malloc(big + 16);
    assert_non_null(text);
    memcpy(text, "(;C[", 4);
    memset(text + 4, 'x', big);
    memcpy(text + 4 + big, "])", 2);
    assert_int_equal(gor_sgf_parse(&sgf, text, big + 6, NULL, &err), GOR_OK);
    gor_sgf_free(sgf);
    sgf = NULL;
    free(text);
    /* Options: bad versions. */
    gor_sgf_parse_options bad = GOR_SGF_PARSE_OPTIONS_INIT;
    bad.version = 99;
    sgf_refused("(;)", 3, &bad, GOR_EINVAL);
    assert_int_equal(gor_sgf_parse_options_init(&bad, 99), GOR_EINVAL);
    assert_int_equal(gor_sgf_parse_options_init(NULL, 1), GOR_EINVAL);
    /* An unknown forced encoding. */
    gor_sgf_parse_options enc = GOR_SGF_PARSE_OPTIONS_INIT;
    enc.encoding = "NO-SUCH-ENCODING-42";
    st = gor_sgf_parse(&sgf, "(;C[x])", 7, &enc, &err);
    if (st != GOR_OK) {
        assert_clear_error(st);
        assert_null(sgf);
    }
    gor_sgf_free(sgf);
    sgf = NULL;
    /* Files. */
    assert_int_equal(gor_sgf_parse_file(&sgf, "/nonexistent/dir/x.sgf", NULL,
                                        &err),
                     GOR_EINVAL);
    assert_null(sgf);
    assert_true(err.message[0] != 0);
    assert_int_equal(gor_sgf_parse_file(&sgf, NULL, NULL, &err), GOR_EINVAL);
    assert_int_equal(gor_sgf_parse_file(&sgf, "/", NULL, &err), GOR_EINVAL);
    assert_null(sgf);
}

static void test_sgf_tree_calls(void **state)
{
    (void)state;
    static const char text[] =
        "(;FF[4]GM[1]SZ[9]KM[6.5]RU[Japanese]AB[aa][bb]"
        ";B[cc]C[a comment];W[dd](;B[ee])(;B[ff]))";
    gor_sgf *sgf = NULL;
    assert_int_equal(gor_sgf_parse(&sgf, text, sizeof text - 1, NULL, NULL),
                     GOR_OK);
    char *before = write_sgf(sgf);
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    gor_sgf_node *b1 = gor_sgf_node_mutable(sgf, gor_sgf_node_child(root, 0));
    assert_non_null(b1);
    /* A node is mutable only through the collection that holds it. */
    gor_sgf *other = NULL;
    assert_int_equal(gor_sgf_new(&other), GOR_OK);
    assert_null(gor_sgf_node_mutable(other, root));
    assert_null(gor_sgf_node_mutable(NULL, root));
    assert_null(gor_sgf_node_mutable(sgf, NULL));
    gor_sgf_free(other);

    /* Accessors with NULL and out-of-range indices. */
    assert_int_equal(gor_sgf_game_count(NULL), 0);
    assert_null(gor_sgf_game(NULL, 0));
    assert_null(gor_sgf_game(sgf, 1));
    assert_null(gor_sgf_game(sgf, SIZE_MAX));
    assert_null(gor_sgf_node_parent(NULL));
    assert_int_equal(gor_sgf_node_child_count(NULL), 0);
    assert_null(gor_sgf_node_child(NULL, 0));
    assert_null(gor_sgf_node_child(b1, 5));
    assert_null(gor_sgf_node_next_sibling(NULL));
    assert_int_equal(gor_sgf_node_property_count(NULL), 0);
    assert_null(gor_sgf_node_property_id(NULL, 0));
    assert_null(gor_sgf_node_property_id(root, 1000));
    assert_false(gor_sgf_node_has(NULL, "B"));
    assert_false(gor_sgf_node_has(root, NULL));
    assert_int_equal(gor_sgf_node_value_count(NULL, "AB"), 0);
    assert_int_equal(gor_sgf_node_value_count(root, NULL), 0);
    assert_null(gor_sgf_node_value(root, "AB", 2));
    assert_null(gor_sgf_node_value(root, NULL, 0));
    assert_null(gor_sgf_node_value(NULL, "AB", 0));
    int col = 5;
    assert_int_equal(gor_sgf_node_property_line(root, "XX", &col), 0);
    assert_int_equal(gor_sgf_node_property_line(NULL, "B", &col), 0);
    (void)gor_sgf_node_property_line(root, "AB", NULL);
    assert_int_equal(gor_sgf_node_line(NULL), 0);
    assert_int_equal(gor_sgf_node_column(NULL), 0);
    assert_null(gor_sgf_parse_note(sgf, 1000));
    assert_null(gor_sgf_parse_note(NULL, 0));
    assert_int_equal(gor_sgf_parse_note_count(NULL), 0);
    (void)gor_sgf_encoding(NULL); /* no crash */

    /* Edits refused: bad identifiers, unescaped values, NULLs. */
    static const char *const bad_ids[] = {"", "b", "B1", "AB ", "A-B",
                                          "\xff"};
    for (size_t k = 0; k < sizeof bad_ids / sizeof bad_ids[0]; k++) {
        assert_int_equal(gor_sgf_node_set(b1, bad_ids[k], "x"), GOR_EINVAL);
        assert_int_equal(gor_sgf_node_add_value(b1, bad_ids[k], "x"),
                         GOR_EINVAL);
        assert_int_equal(gor_sgf_node_set_text(b1, bad_ids[k], "x"),
                         GOR_EINVAL);
    }
    static const char *const bad_raw[] = {"a]b", "]", "ends\\", "x\\\\\\"};
    for (size_t k = 0; k < sizeof bad_raw / sizeof bad_raw[0]; k++) {
        assert_int_equal(gor_sgf_node_set(b1, "C", bad_raw[k]), GOR_EINVAL);
        assert_int_equal(gor_sgf_node_add_value(b1, "C", bad_raw[k]),
                         GOR_EINVAL);
    }
    assert_int_equal(gor_sgf_node_set(NULL, "C", "x"), GOR_EINVAL);
    assert_int_equal(gor_sgf_node_set(b1, NULL, "x"), GOR_EINVAL);
    assert_int_equal(gor_sgf_node_set(b1, "C", NULL), GOR_EINVAL);
    assert_int_equal(gor_sgf_node_set_text(b1, "C", NULL), GOR_EINVAL);
    assert_int_equal(gor_sgf_node_remove(NULL, "C"), GOR_EINVAL);
    assert_int_equal(gor_sgf_node_remove(b1, NULL), GOR_EINVAL);
    assert_int_equal(gor_sgf_node_add_child(NULL, &b1), GOR_EINVAL);
    gor_sgf_node *child = NULL;
    assert_int_equal(gor_sgf_add_game(NULL, &child), GOR_EINVAL);
    char *after = write_sgf(sgf);
    assert_string_equal(before, after); /* nothing changed */
    free(after);

    /* Text helpers. */
    char buf[16] = "untouched";
    assert_int_equal(gor_sgf_text(NULL, 0, buf, sizeof buf), GOR_EINVAL);
    assert_int_equal(gor_sgf_escape(NULL, 0, buf, sizeof buf), GOR_EINVAL);
    /* Unknown flags are refused, the buffer untouched. */
    assert_int_equal(gor_sgf_text("x", 0x80u, buf, sizeof buf), GOR_EINVAL);
    assert_int_equal(gor_sgf_escape("x", 0x80u, buf, sizeof buf), GOR_EINVAL);
    assert_string_equal(buf, "untouched");
    assert_int_equal(gor_sgf_text("abc", 0, NULL, 0), 3);
    assert_int_equal(gor_sgf_node_text(NULL, "C", buf, sizeof buf), 0);
    assert_int_equal(gor_sgf_node_text(b1, "XX", buf, sizeof buf), 0);
    assert_string_equal(buf, "");

    /* Go values: bad sizes, points, moves, komi, rules. */
    int w = 3, h = 3;
    assert_int_equal(gor_sgf_game_size(NULL, &w, &h), GOR_EINVAL);
    (void)gor_sgf_game_size(root, NULL, &h); /* an unwanted output */
    gor_point pts[8];
    assert_int_equal(gor_sgf_node_points(root, "AB", 1, 1, pts, 8),
                     GOR_EOFFBOARD);
    assert_clear_error(gor_sgf_node_points(root, "AB", 0, 9, pts, 8));
    assert_int_equal(gor_sgf_node_points(NULL, "AB", 9, 9, pts, 8), 0);
    assert_int_equal(gor_sgf_node_points(root, "AB", 9, 9, NULL, 0), 2);
    gor_color c = GOR_EMPTY;
    gor_point p = 0;
    assert_int_equal(gor_sgf_node_move(root, 9, 9, &c, &p), GOR_ENOMOVE);
    assert_clear_error(gor_sgf_node_move(NULL, 9, 9, &c, &p));
    (void)gor_sgf_node_move(b1, 9, 9, NULL, &p); /* unwanted outputs */
    (void)gor_sgf_node_move(b1, 9, 9, &c, NULL);
    assert_int_equal(gor_sgf_node_move(b1, 2, 2, &c, &p), GOR_EOFFBOARD);
    double komi = 1.0;
    assert_clear_error(gor_sgf_game_komi(NULL, &komi, NULL));
    assert_clear_error(gor_sgf_game_komi(root, NULL, NULL));
    gor_rules *r = NULL;
    assert_int_equal(gor_rules_new(&r, "korean"), GOR_OK);
    char rb[256], ra[256];
    gor_rules_to_string(r, rb, sizeof rb);
    assert_int_equal(gor_sgf_rules_parse(r, "Martian rules"), GOR_EPARSE);
    assert_int_equal(gor_sgf_rules_parse(r, ""), GOR_EPARSE);
    assert_clear_error(gor_sgf_rules_parse(r, NULL));
    assert_clear_error(gor_sgf_rules_parse(NULL, "Japanese"));
    gor_rules_to_string(r, ra, sizeof ra);
    assert_string_equal(rb, ra);
    gor_rules_free(r);

    /* Writing: short buffers and unwritable files. */
    int len = gor_sgf_write(sgf, NULL, 0);
    assert_true(len > 20);
    char tiny[8] = "xxxxxxx";
    assert_int_equal(gor_sgf_write(sgf, tiny, sizeof tiny), len);
    assert_int_equal(strlen(tiny), 7);
    assert_int_equal(gor_sgf_write(NULL, tiny, sizeof tiny), GOR_EINVAL);
    assert_int_equal(gor_sgf_write_file(sgf, "/nonexistent/dir/out.sgf"),
                     GOR_EINVAL);
    assert_int_equal(gor_sgf_write_file(sgf, NULL), GOR_EINVAL);
    assert_int_equal(gor_sgf_write_file(NULL, "/tmp/x.sgf"), GOR_EINVAL);
    gor_sgf *out = (gor_sgf *)&len;
    assert_int_equal(gor_sgf_from_game(&out, NULL, NULL), GOR_EINVAL);
    assert_int_equal(gor_sgf_from_game(NULL, NULL, NULL), GOR_EINVAL);
    assert_int_equal(gor_sgf_new(NULL), GOR_EINVAL);
    after = write_sgf(sgf);
    assert_string_equal(before, after);
    free(after);
    free(before);
    gor_sgf_free(sgf);
    gor_sgf_free(NULL);
}

/* Replay refused or reported: the game is not created for a record that
 * cannot be replayed; an illegal move is an ordinary, listed result. */
static void replay_of(const char *text, int want, size_t errors)
{
    gor_sgf *sgf = NULL;
    assert_int_equal(gor_sgf_parse(&sgf, text, strlen(text), NULL, NULL),
                     GOR_OK);
    gor_game *g = (gor_game *)&sgf;
    gor_sgf_report *rep = NULL;
    int st = gor_sgf_replay(&g, &rep, gor_sgf_game(sgf, 0), NULL);
    if (st != want)
        print_error("replay %s: %s\n", text, gor_status_name(st));
    assert_int_equal(st, want);
    assert_non_null(rep);
    if (st != GOR_OK)
        assert_null(g);
    assert_int_equal(gor_sgf_report_errors(rep), errors);
    for (size_t i = 0; i < gor_sgf_report_count(rep); i++) {
        const gor_sgf_issue *is = gor_sgf_report_issue(rep, i);
        assert_non_null(is);
        assert_true(is->message[0] != 0);
        if (is->severity == GOR_SGF_ERROR)
            assert_clear_error(is->status);
    }
    gor_game_free(g);
    gor_sgf_report_free(rep);
    gor_sgf_free(sgf);
}

static void test_sgf_replay_hostile(void **state)
{
    (void)state;
    replay_of("(;SZ[0];B[aa])", GOR_ESIZE, 1);
    replay_of("(;SZ[53];B[aa])", GOR_ESIZE, 1);
    replay_of("(;SZ[-9];B[aa])", GOR_ESIZE, 1);
    replay_of("(;SZ[99999999999999999999];B[aa])", GOR_ESIZE, 1);
    replay_of("(;SZ[9:0])", GOR_ESIZE, 1);
    replay_of("(;SZ[nine])", GOR_ESIZE, 1);
    replay_of("(;GM[2]SZ[8])", GOR_EINVAL, 0);
    /* Moves on the board but broken: listed, the replay stops before. */
    replay_of("(;SZ[9];B[ee];W[ee])", GOR_OK, 1);
    replay_of("(;SZ[9];B[zz])", GOR_OK, 1);
    replay_of("(;SZ[9];B[e])", GOR_OK, 1);
    replay_of("(;SZ[9]AB[aa:ii])", GOR_OK, 1); /* setup with no liberty */
    replay_of("(;SZ[9]KM[seven];B[ee])", GOR_OK, 0);
    /* NULL arguments and a target from another game. */
    gor_game *g = NULL;
    gor_sgf_report *rep = NULL;
    assert_int_equal(gor_sgf_replay(&g, &rep, NULL, NULL), GOR_EINVAL);
    assert_null(g);
    gor_sgf_report_free(rep);
    rep = NULL;
    gor_sgf *a = NULL, *b = NULL;
    assert_int_equal(gor_sgf_parse(&a, "(;B[aa])", 8, NULL, NULL), GOR_OK);
    assert_int_equal(gor_sgf_parse(&b, "(;B[bb];W[cc])", 14, NULL, NULL),
                     GOR_OK);
    gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
    o.target = gor_sgf_node_child(gor_sgf_game(b, 0), 0);
    assert_int_equal(gor_sgf_replay(&g, &rep, gor_sgf_game(a, 0), &o),
                     GOR_EINVAL);
    assert_null(g);
    gor_sgf_report_free(rep);
    rep = NULL;
    o = (gor_sgf_replay_options)GOR_SGF_REPLAY_OPTIONS_INIT;
    o.version = 42;
    assert_clear_error(gor_sgf_replay(&g, &rep, gor_sgf_game(a, 0), &o));
    assert_null(g);
    gor_sgf_report_free(rep);
    assert_int_equal(gor_sgf_replay_options_init(&o, 42), GOR_EINVAL);
    assert_int_equal(gor_sgf_replay_options_init(NULL, 1), GOR_EINVAL);
    gor_sgf_free(a);
    gor_sgf_free(b);
    /* Report queries on NULL. */
    assert_int_equal(gor_sgf_report_count(NULL), 0);
    assert_null(gor_sgf_report_issue(NULL, 0));
    assert_int_equal(gor_sgf_report_errors(NULL), 0);
    assert_int_equal(gor_sgf_report_moves(NULL), 0);
    assert_int_equal(gor_sgf_report_move_number(NULL), 0);
    gor_point pts[4];
    assert_true(gor_sgf_report_territory(NULL, GOR_BLACK, pts, 4) <= 0);
    gor_sgf_report_free(NULL);
}


/* The clock: NULL everywhere, bad colours, versions, systems and ranges;
 * a refused call changes neither the states nor the queue. */
static void clock_same(const gor_clock *a, const gor_clock *b)
{
    gor_clock_state x, y;
    for (int c = GOR_BLACK; c <= GOR_WHITE; c++) {
        assert_int_equal(gor_clock_state_get(a, (gor_color)c, &x), GOR_OK);
        assert_int_equal(gor_clock_state_get(b, (gor_color)c, &y), GOR_OK);
        assert_memory_equal(&x, &y, sizeof x);
    }
    assert_int_equal(gor_clock_now(a), gor_clock_now(b));
    assert_int_equal(gor_clock_pending(a), gor_clock_pending(b));
    assert_int_equal(gor_clock_running(a), gor_clock_running(b));
    assert_int_equal(gor_clock_record_count(a), gor_clock_record_count(b));
}

/* gor_clock_options_check() says why gor_clock_new() refuses, and
 * refuses exactly what it refuses. */
static void test_clock_options_reasons(void **state)
{
    (void)state;
    static const struct {
        int system;
        unsigned flags;
        int64_t main_ms, period_ms;
        int periods, period_moves;
        const char *why;
    } cases[] = {
        {GOR_CLOCK_BYOYOMI, 0, 60000, 5000, 3, 0, ""},
        {42, 0, 0, 0, 0, 0, "unknown clock system 42"},
        {GOR_CLOCK_ABSOLUTE, 0x80, 60000, 0, 0, 0,
         "unknown clock flags 0x80"},
        {GOR_CLOCK_ABSOLUTE, 0, 60000, -5, 0, 0,
         "period_ms -5: clock times and counts must not be negative"},
        {GOR_CLOCK_BYOYOMI, 0, 60000, 0, 3, 0,
         "this clock system needs a period length"},
        {GOR_CLOCK_JAPANESE, 0, 60000, 30000, 0, 0,
         "byo-yomi needs 1 to 1000000 periods"},
        {GOR_CLOCK_BYOYOMI, 0, 1000, 5000, 3, 0,
         "the reserved periods must fit in the basic time (main_ms >= "
         "periods * period_ms)"},
        {GOR_CLOCK_CANADIAN, 0, 60000, 300000, 0, 0,
         "a block system needs at least one move per block"},
        {GOR_CLOCK_FISCHER, 0, 0, 0, 0, 0, "this clock system needs main time"},
        {GOR_CLOCK_ABSOLUTE, GOR_CLOCK_TIMEOUT_PASS, 60000, 0, 0, 0,
         "a time-out becomes a pass only under byo-yomi"},
    };
    char why[160];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        gor_clock_options o = GOR_CLOCK_OPTIONS_INIT;
        o.system = cases[i].system;
        o.flags = cases[i].flags;
        o.main_ms = cases[i].main_ms;
        o.period_ms = cases[i].period_ms;
        o.periods = cases[i].periods;
        o.period_moves = cases[i].period_moves;
        int want = cases[i].why[0] ? GOR_EINVAL : GOR_OK;
        assert_int_equal(gor_clock_options_check(&o, why, sizeof why), want);
        assert_string_equal(why, cases[i].why);
        gor_clock *c = NULL;
        assert_int_equal(gor_clock_new(&c, &o), want);
        assert_true((c != NULL) == (want == GOR_OK));
        gor_clock_free(c);
    }
    /* NULL options are untimed; the reason is cut to its buffer. */
    assert_int_equal(gor_clock_options_check(NULL, why, sizeof why), GOR_OK);
    assert_string_equal(why, "");
    gor_clock_options o = GOR_CLOCK_OPTIONS_INIT;
    o.system = 42;
    assert_int_equal(gor_clock_options_check(&o, why, 8), GOR_EINVAL);
    assert_string_equal(why, "unknown");
    assert_int_equal(gor_clock_options_check(&o, NULL, 0), GOR_EINVAL);
}

static void test_clock_calls(void **state)
{
    (void)state;
    gor_clock_options o = GOR_CLOCK_OPTIONS_INIT;
    gor_clock *c = NULL, *copy = NULL;
    gor_clock_state st;
    gor_clock_event ev;
    gor_color col;
    char buf[64];

    assert_clear_error(gor_clock_new(NULL, NULL));
    assert_clear_error(gor_clock_options_init(NULL, 1));
    assert_clear_error(gor_clock_options_init(&o, 99));
    o.version = 99;
    assert_clear_error(gor_clock_new(&c, &o));
    assert_null(c);
    gor_clock_options_init(&o, GOR_CLOCK_OPTIONS_VERSION);
    o.system = 42;
    assert_clear_error(gor_clock_new(&c, &o));
    o.system = GOR_CLOCK_ABSOLUTE;
    o.main_ms = -1;
    assert_clear_error(gor_clock_new(&c, &o));
    o.main_ms = 60000;
    o.flags = 0x80;
    assert_clear_error(gor_clock_new(&c, &o));
    o.flags = GOR_CLOCK_TIMEOUT_PASS;
    assert_clear_error(gor_clock_new(&c, &o));
    o.system = GOR_CLOCK_JAPANESE;
    o.flags = 0;
    o.period_ms = 30000;
    o.periods = 0;
    assert_clear_error(gor_clock_new(&c, &o));
    o.periods = 3;
    assert_int_equal(gor_clock_new(&c, &o), GOR_OK);

    /* NULL objects: errors or the documented "nothing". */
    assert_clear_error(gor_clock_start(NULL, GOR_BLACK, 0));
    assert_clear_error(gor_clock_press(NULL, GOR_BLACK, 0));
    assert_clear_error(gor_clock_advance(NULL, 0));
    assert_clear_error(gor_clock_pause(NULL, 0));
    assert_clear_error(gor_clock_resume(NULL, 0));
    assert_clear_error(gor_clock_late(NULL, GOR_BLACK, 0));
    assert_clear_error(gor_clock_set(NULL, GOR_BLACK, &st));
    assert_clear_error(gor_clock_set(c, GOR_BLACK, NULL));
    assert_clear_error(gor_clock_state_get(NULL, GOR_BLACK, &st));
    assert_clear_error(gor_clock_state_get(c, GOR_BLACK, NULL));
    assert_clear_error(gor_clock_state_get(c, GOR_EMPTY, &st));
    assert_clear_error(gor_clock_options_get(NULL, &o));
    assert_clear_error(gor_clock_options_get(c, NULL));
    assert_clear_error(gor_clock_clone(NULL, c));
    assert_clear_error(gor_clock_clone(&copy, NULL));
    assert_clear_error(gor_clock_poll(NULL, &ev));
    assert_clear_error(gor_clock_poll(c, NULL));
    assert_clear_error(gor_clock_record(NULL, 0, &col, &st));
    assert_clear_error(gor_clock_record(c, 0, &col, &st));
    assert_clear_error(gor_clock_end_game(NULL, NULL));
    assert_clear_error(gor_clock_event_text(NULL, 0, buf, sizeof buf));
    ev.kind = GOR_CLOCK_EV_CALL;
    assert_clear_error(gor_clock_event_text(&ev, 7, buf, sizeof buf));
    assert_clear_error(gor_clock_event_text(&ev, 0, NULL, 5));
    ev.kind = 99;
    assert_clear_error(gor_clock_event_text(&ev, 0, buf, sizeof buf));
    assert_int_equal(gor_clock_running(NULL), GOR_EMPTY);
    assert_int_equal(gor_clock_loser(NULL), GOR_EMPTY);
    assert_int_equal(gor_clock_pending(NULL), 0);
    assert_int_equal(gor_clock_record_count(NULL), 0);
    assert_int_equal(gor_clock_now(NULL), 0);
    assert_string_equal(gor_clock_last_error(NULL), "");
    gor_clock_free(NULL);

    /* Refusals on a running clock leave it as it was. */
    assert_int_equal(gor_clock_start(c, GOR_BLACK, 1000), GOR_OK);
    assert_int_equal(gor_clock_clone(&copy, c), GOR_OK);
    assert_clear_error(gor_clock_start(c, GOR_WHITE, 2000));
    assert_clear_error(gor_clock_start(c, (gor_color)7, 2000));
    assert_clear_error(gor_clock_press(c, GOR_WHITE, 2000));
    assert_clear_error(gor_clock_press(c, (gor_color)-1, 2000));
    assert_clear_error(gor_clock_press(c, GOR_BLACK, 999));
    assert_clear_error(gor_clock_advance(c, 0));
    assert_clear_error(gor_clock_resume(c, 2000));
    assert_clear_error(gor_clock_late(c, GOR_BLACK, -1));
    assert_clear_error(gor_clock_late(c, GOR_EMPTY, 0));
    memset(&st, 0, sizeof st);
    st.main_ms = -5;
    assert_clear_error(gor_clock_set(c, GOR_BLACK, &st));
    st.main_ms = 0;
    st.periods = 4;
    st.period_ms = 1000;
    assert_clear_error(gor_clock_set(c, GOR_BLACK, &st));
    st.periods = 1;
    st.period_ms = 30001;
    assert_clear_error(gor_clock_set(c, GOR_BLACK, &st));
    assert_clear_error(gor_clock_set(c, GOR_EMPTY, &st));
    assert_true(strlen(gor_clock_last_error(c)) > 0);
    clock_same(c, copy);
    gor_clock_free(copy);
    gor_clock_free(c);

    /* An absolute clock: no overtime to set. */
    gor_clock_options_init(&o, GOR_CLOCK_OPTIONS_VERSION);
    o.system = GOR_CLOCK_ABSOLUTE;
    o.main_ms = 1000;
    assert_int_equal(gor_clock_new(&c, &o), GOR_OK);
    memset(&st, 0, sizeof st);
    assert_clear_error(gor_clock_set(c, GOR_WHITE, &st));
    /* After a loss every change is refused. */
    assert_int_equal(gor_clock_start(c, GOR_WHITE, 0), GOR_OK);
    assert_int_equal(gor_clock_press(c, GOR_WHITE, 1000), 1);
    assert_int_equal(gor_clock_clone(&copy, c), GOR_OK);
    assert_clear_error(gor_clock_press(c, GOR_WHITE, 2000));
    assert_clear_error(gor_clock_late(c, GOR_BLACK, 10));
    st.main_ms = 500;
    assert_clear_error(gor_clock_set(c, GOR_BLACK, &st));
    clock_same(c, copy);
    gor_clock_free(copy);
    gor_clock_free(c);

    /* SGF entry points. */
    gor_sgf *out = NULL;
    assert_clear_error(gor_sgf_clock(NULL, NULL, NULL));
    assert_clear_error(gor_sgf_clock(&c, NULL, NULL));
    assert_clear_error(gor_sgf_from_game_clock(&out, NULL, NULL, NULL));
    assert_clear_error(gor_sgf_from_game_clock(NULL, NULL, NULL, NULL));
}

/* The referee: NULL everywhere, bad colours, players, rulings and
 * leads, refusals in every phase, hostile records. A refusal leaves the
 * steps, the decisions, the game and the time as they were. */
typedef struct ref_snap {
    size_t steps, decisions;
    uint64_t hash;
    gor_color to_move;
    gor_end end;
    int64_t now;
    int phase;
} ref_snap;

static void ref_take(const gor_referee *r, ref_snap *s)
{
    memset(s, 0, sizeof *s);
    s->steps = gor_referee_steps(r);
    s->decisions = gor_referee_decision_count(r);
    s->hash = gor_game_situation_hash(gor_referee_game(r));
    s->to_move = gor_game_to_move(gor_referee_game(r));
    s->end = gor_game_end_reason(gor_referee_game(r));
    s->now = gor_referee_time(r);
    s->phase = (int)gor_referee_phase_of(r);
}

#define assert_ref_refused(r, expr)                                     \
    do {                                                                \
        ref_snap a_, b_;                                                \
        ref_take((r), &a_);                                             \
        assert_clear_error(expr);                                       \
        assert_string_not_equal(gor_referee_last_error(r), "");         \
        ref_take((r), &b_);                                             \
        assert_memory_equal(&a_, &b_, sizeof a_);                       \
    } while (0)

static void ref_from_text(const char *text, int want)
{
    gor_sgf *sgf = NULL;
    gor_sgf_error err;
    gor_referee *r = (gor_referee *)&err;
    assert_int_equal(gor_sgf_parse(&sgf, text, strlen(text), NULL, &err),
                     GOR_OK);
    assert_int_equal(gor_referee_from_sgf(&r, gor_sgf_game(sgf, 0)), want);
    if (want == GOR_OK)
        gor_referee_free(r);
    else
        assert_null(r);
    gor_sgf_free(sgf);
}

static void test_referee_calls(void **state)
{
    (void)state;
    gor_referee *r = NULL;
    gor_rules *japanese = NULL;
    gor_decision d = GOR_DECISION_INIT;
    gor_prediction pred = GOR_PREDICTION_INIT;
    gor_result res = GOR_RESULT_INIT;
    gor_score sc = GOR_SCORE_INIT;
    gor_decision_kind kind;
    int first;
    char buf[256];

    /* NULL and out-of-range creation. */
    assert_clear_error(gor_referee_new(NULL, 9, 9, NULL, GOR_REFEREE_CHINESE));
    assert_clear_error(gor_referee_new(&r, 0, 9, NULL, GOR_REFEREE_CHINESE));
    assert_null(r);
    assert_clear_error(gor_referee_new(&r, 9, 9, NULL, (gor_referee_code)7));
    assert_null(r);
    /* The reformed procedure needs White first and a free opening. */
    assert_int_equal(gor_rules_new(&japanese, "japanese"), GOR_OK);
    assert_clear_error(gor_referee_new(&r, 9, 9, japanese,
                                       GOR_REFEREE_REFORMED));
    assert_null(r);
    gor_rules_free(japanese);

    /* NULL referee: errors, or the documented "nothing". */
    assert_clear_error(gor_referee_play(NULL, GOR_BLACK, 0, &kind));
    assert_clear_error(gor_referee_warn(NULL, GOR_BLACK));
    assert_clear_error(gor_referee_take_back(NULL, GOR_BLACK));
    assert_clear_error(gor_referee_ruling(NULL, GOR_DECISION_DRAW, GOR_EMPTY,
                                          GOR_NO_POINT, GOR_NO_POINT));
    assert_clear_error(gor_referee_time_out(NULL, GOR_BLACK, 0));
    assert_clear_error(gor_referee_propose_end(NULL, GOR_BLACK));
    assert_clear_error(gor_referee_agree_end(NULL, GOR_BLACK));
    assert_clear_error(gor_referee_dispute(NULL, GOR_BLACK));
    assert_clear_error(gor_referee_start_count(NULL));
    assert_clear_error(gor_referee_resign(NULL, GOR_BLACK));
    assert_clear_error(gor_referee_predict(NULL, 0, 1));
    assert_clear_error(gor_referee_prediction(NULL, &pred));
    assert_clear_error(gor_referee_nigiri(NULL, 3, 1, &first));
    assert_clear_error(gor_referee_set_time(NULL, 0));
    assert_clear_error(gor_referee_set_prediction_limit(NULL, 0));
    assert_clear_error(gor_referee_decision(NULL, 0, &d));
    assert_clear_error(gor_referee_undo(NULL));
    assert_clear_error(gor_referee_redo(NULL));
    assert_clear_error(gor_referee_score(NULL, NULL, &sc));
    assert_clear_error(gor_referee_result(NULL, NULL, &res));
    assert_clear_error(gor_referee_to_sgf(NULL, NULL));
    assert_clear_error(gor_referee_from_sgf(NULL, NULL));
    assert_clear_error(gor_decision_text(NULL, buf, sizeof buf));
    assert_null(gor_referee_game(NULL));
    assert_int_equal(gor_referee_steps(NULL), 0);
    assert_int_equal(gor_referee_decision_count(NULL), 0);
    assert_int_equal(gor_referee_warnings(NULL, GOR_BLACK), 0);
    assert_int_equal(gor_referee_opening_player(NULL), -1);
    assert_int_equal(gor_referee_player_color(NULL, 0), GOR_EMPTY);
    assert_string_equal(gor_referee_last_error(NULL), "");
    gor_referee_free(NULL);

    /* A Chinese game: bad colours, points, rulings, refused states. */
    assert_int_equal(gor_referee_new(&r, 9, 9, NULL, GOR_REFEREE_CHINESE),
                     GOR_OK);
    assert_ref_refused(r, gor_referee_play(r, GOR_EMPTY, 0, &kind));
    assert_ref_refused(r, gor_referee_play(r, (gor_color)7, 0, &kind));
    assert_ref_refused(r, gor_referee_play(r, GOR_BLACK, 81, &kind));
    assert_ref_refused(r, gor_referee_play(r, GOR_BLACK, -7, &kind));
    assert_ref_refused(r, gor_referee_warn(r, GOR_EMPTY));
    assert_ref_refused(r, gor_referee_take_back(r, GOR_BLACK));
    assert_ref_refused(r, gor_referee_ruling(r, GOR_DECISION_KO, GOR_BLACK,
                                             GOR_NO_POINT, GOR_NO_POINT));
    assert_ref_refused(r, gor_referee_ruling(r, (gor_decision_kind)99,
                                             GOR_BLACK, 0, 1));
    assert_ref_refused(r, gor_referee_ruling(r, GOR_DECISION_MOVED_VALID,
                                             GOR_EMPTY, 0, 1));
    assert_ref_refused(r, gor_referee_ruling(r, GOR_DECISION_LOSS, (gor_color)3,
                                             GOR_NO_POINT, GOR_NO_POINT));
    assert_ref_refused(r, gor_referee_time_out(r, GOR_WHITE, 1));
    assert_ref_refused(r, gor_referee_propose_end(r, GOR_WHITE));
    assert_ref_refused(r, gor_referee_agree_end(r, GOR_WHITE));
    assert_ref_refused(r, gor_referee_dispute(r, GOR_BLACK));
    assert_ref_refused(r, gor_referee_start_count(r));
    assert_ref_refused(r, gor_referee_predict(r, 0, 1));
    assert_ref_refused(r, gor_referee_predict(r, 2, 1));
    assert_ref_refused(r, gor_referee_predict(r, 0, NAN));
    assert_ref_refused(r, gor_referee_nigiri(r, 0, 1, &first));
    assert_ref_refused(r, gor_referee_nigiri(r, 3, 3, &first));
    assert_ref_refused(r, gor_referee_undo(r));
    assert_ref_refused(r, gor_referee_redo(r));
    assert_ref_refused(r, gor_referee_set_prediction_limit(r, -1));
    assert_int_equal(gor_referee_set_time(r, 100), 0);
    assert_ref_refused(r, gor_referee_set_time(r, 99));
    assert_int_equal(gor_referee_prediction(r, &pred), GOR_ENOMOVE);
    assert_int_equal(gor_referee_decision(r, 0, &d), GOR_ENOMOVE);
    d.size = 4;
    assert_clear_error(gor_referee_decision(r, 0, &d));
    assert_clear_error(gor_decision_text(&d, buf, sizeof buf));
    d.size = sizeof d;
    d.kind = (gor_decision_kind)200;
    assert_clear_error(gor_decision_text(&d, buf, sizeof buf));
    res.size = 4;
    assert_clear_error(gor_referee_result(r, NULL, &res));
    res.size = sizeof res;
    assert_int_equal(gor_referee_play(r, GOR_BLACK, 40, &kind), GOR_OK);
    assert_int_equal(kind, GOR_DECISION_NONE);
    assert_ref_refused(r, gor_referee_nigiri(r, 3, 1, &first));
    assert_int_equal(gor_referee_resign(r, GOR_WHITE), GOR_OK);
    assert_ref_refused(r, gor_referee_play(r, GOR_BLACK, 41, &kind));
    assert_ref_refused(r, gor_referee_warn(r, GOR_BLACK));
    assert_ref_refused(r, gor_referee_resign(r, GOR_BLACK));
    assert_ref_refused(r, gor_referee_time_out(r, GOR_BLACK, 0));
    assert_ref_refused(r, gor_referee_ruling(r, GOR_DECISION_DRAW, GOR_EMPTY,
                                             GOR_NO_POINT, GOR_NO_POINT));
    gor_referee_free(r);

    /* Hostile records: unknown rules code, unknown or malformed actions,
     * decisions that the replay does not make again. */
    ref_from_text("(;SZ[9]GR[olympic])", GOR_EPARSE);
    ref_from_text("(;SZ[9]RU[nonsense])", GOR_EPARSE);
    ref_from_text("(;SZ[9];GA[juggle B])", GOR_EPARSE);
    ref_from_text("(;SZ[9];GA[play B zz])", GOR_EPARSE);
    ref_from_text("(;SZ[9];GA[play])", GOR_EPARSE);
    ref_from_text("(;SZ[9];B[ee];GA[play W ee])", GOR_EPARSE);
    ref_from_text("(;SZ[9];B[ee];GA[play W ee]GD[ko W ee 1 -1 0])",
                  GOR_EPARSE);
    ref_from_text("(;SZ[9];B[ee];GA[play W ee]GD[forbidden W ee 0 -1 0])",
                  GOR_OK);
    ref_from_text("(;SZ[9];GT[5];GT[4]B[ee])", GOR_ERANGE);
    ref_from_text("(;SZ[9];GT[5s]B[ee])", GOR_EPARSE);
    ref_from_text("(;SZ[9]GR[reformed]RU[prediction];GA[limit -3])",
                  GOR_EPARSE);
    ref_from_text("(;SZ[9]GR[reformed]RU[prediction];GA[limit 3000])",
                  GOR_OK);
    ref_from_text("(;SZ[9];GA[nigiri x 1])", GOR_ERANGE);
    ref_from_text("(;SZ[9];GA[play B ee extra words and more])",
                  GOR_EPARSE);
    ref_from_text("(;SZ[9];B[ee];W[ee])", GOR_OK); /* a void move: ruled */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_coordinates),
        cmocka_unit_test(test_status_names),
        cmocka_unit_test(test_rules),
        cmocka_unit_test(test_game_calls),
        cmocka_unit_test(test_game_over_and_enforced_turn),
        cmocka_unit_test(test_scoring_calls),
        cmocka_unit_test(test_sgf_parse_hostile),
        cmocka_unit_test(test_sgf_tree_calls),
        cmocka_unit_test(test_sgf_replay_hostile),
        cmocka_unit_test(test_clock_options_reasons),
        cmocka_unit_test(test_clock_calls),
        cmocka_unit_test(test_referee_calls),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
