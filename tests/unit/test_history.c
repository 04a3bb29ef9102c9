/* SPDX-License-Identifier: MIT */
/*
 * test_history.c - undo, redo and goto restore every observable detail
 * (hash, captures, player to move, ko point, end of game, history entries);
 * a new entry after undo drops the redo list; failed calls change nothing.
 */
#include <stdlib.h>

#include "testutil.h"

/* The ko of test_ko.c: Black takes at 17, White retakes at 16. */
static const char *const ko_rows[] = {
    ".......",
    "..xo...",
    ".xo.o..",
    "..xo...",
    ".......",
    ".......",
    ".......",
};

#define MAX_STEPS 32

typedef struct script {
    gor_game *g;
    tu_snap snap[MAX_STEPS]; /* snap[k]: after entry k */
    size_t n;                /* entries made */
} script;

static void record(script *s)
{
    assert_true(s->n + 1 < MAX_STEPS);
    s->n = gor_game_history_length(s->g);
    tu_snap_take(&s->snap[s->n], s->g);
}

/* A game using every kind of entry, with a snapshot after each. */
static void build(script *s)
{
    gor_game *g = s->g = tu_new(7, 7, "japanese");
    gor_point p;
    s->n = 0;
    tu_snap_take(&s->snap[0], g);
    for (int c = GOR_BLACK; c <= GOR_WHITE; c++) {
        gor_point pts[8];
        size_t n = 0;
        for (int y = 0; y < 7; y++)
            for (int x = 0; x < 7; x++) {
                char ch = ko_rows[y][x];
                if ((c == GOR_BLACK && ch == 'x') ||
                    (c == GOR_WHITE && ch == 'o'))
                    pts[n++] = y * 7 + x;
            }
        assert_int_equal(gor_game_setup(g, (gor_color)c, pts, n), GOR_OK);
        record(s);                                     /* 1, 2 */
    }
    assert_int_equal(gor_game_play(g, GOR_BLACK, 17), GOR_OK); /* take */
    record(s);                                                 /* 3 */
    assert_int_equal(gor_game_ko_point(g), 16);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 48), GOR_OK); /* threat */
    record(s);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 47), GOR_OK); /* answer */
    record(s);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 16), GOR_OK); /* retake */
    record(s);                                                 /* 6 */
    assert_int_equal(gor_game_ko_point(g), 17);
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    record(s);                                                 /* 7 */
    assert_int_equal(gor_game_play(g, GOR_WHITE, 0), GOR_OK);
    record(s);
    assert_int_equal(gor_game_set_to_move(g, GOR_WHITE), GOR_OK);
    record(s);                                                 /* 9 */
    assert_int_equal(gor_game_play(g, GOR_WHITE, 1), GOR_OK);
    record(s);
    p = 0;
    assert_int_equal(gor_game_setup(g, GOR_EMPTY, &p, 1), GOR_OK);
    record(s);                                                 /* 11 */
    assert_int_equal(gor_game_play(g, GOR_BLACK, 8), GOR_OK);
    record(s);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 2), GOR_OK);
    record(s);                                                 /* 13 */
    assert_int_equal(gor_game_play(g, GOR_BLACK, 0), GOR_OK); /* takes B7 */
    record(s);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 2);
    assert_int_equal(gor_game_resign(g, GOR_WHITE), GOR_OK);
    record(s);                                                 /* 15 */
    assert_int_equal(gor_game_resume(g), GOR_OK);
    record(s);
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    record(s);
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    record(s);                                                 /* 18 */
    assert_int_equal(gor_game_end_reason(g), GOR_END_PASSES);
    assert_int_equal(s->n, 18);
}

static void release(script *s)
{
    for (size_t k = 0; k <= s->n; k++)
        tu_snap_free(&s->snap[k]);
    gor_game_free(s->g);
}

static void expect_at(const script *s, size_t k)
{
    tu_snap now;
    tu_snap_take(&now, s->g);
    assert_int_equal(now.history, k);
    assert_int_equal(now.redo, s->n - k);
    int same = tu_snap_same_position(&now, &s->snap[k]);
    if (!same)
        print_error("position after entry %zu differs\n", k);
    tu_snap_free(&now);
    assert_true(same);
}

static void test_entries(void **state)
{
    (void)state;
    script s;
    build(&s);
    static const struct {
        gor_move_kind kind;
        gor_color color;
        gor_point point;
        int removed;
        unsigned flags;
    } want[] = {
        {GOR_MOVE_SETUP, GOR_EMPTY, GOR_NO_POINT, 3, 0},
        {GOR_MOVE_SETUP, GOR_EMPTY, GOR_NO_POINT, 4, 0},
        {GOR_MOVE_PLAY, GOR_BLACK, 17, 1, GOR_MOVE_CAPTURED},
        {GOR_MOVE_PLAY, GOR_WHITE, 48, 0, 0},
        {GOR_MOVE_PLAY, GOR_BLACK, 47, 0, 0},
        {GOR_MOVE_PLAY, GOR_WHITE, 16, 1, GOR_MOVE_CAPTURED},
        {GOR_MOVE_PASS, GOR_BLACK, GOR_NO_POINT, 0, 0},
        {GOR_MOVE_PLAY, GOR_WHITE, 0, 0, 0},
        {GOR_MOVE_TURN, GOR_WHITE, GOR_NO_POINT, 0, 0},
        {GOR_MOVE_PLAY, GOR_WHITE, 1, 0, 0},
        {GOR_MOVE_SETUP, GOR_EMPTY, GOR_NO_POINT, 1, 0},
        {GOR_MOVE_PLAY, GOR_BLACK, 8, 0, 0},
        {GOR_MOVE_PLAY, GOR_BLACK, 2, 0, 0},
        {GOR_MOVE_PLAY, GOR_BLACK, 0, 1, GOR_MOVE_CAPTURED},
        {GOR_MOVE_RESIGN, GOR_WHITE, GOR_NO_POINT, 0, 0},
        {GOR_MOVE_RESUME, GOR_EMPTY, GOR_NO_POINT, 0, 0},
        {GOR_MOVE_PASS, GOR_WHITE, GOR_NO_POINT, 0, 0},
        {GOR_MOVE_PASS, GOR_BLACK, GOR_NO_POINT, 0, 0},
    };
    for (size_t k = 0; k < 18; k++) {
        gor_move_info m;
        assert_int_equal(gor_game_move(s.g, k + 1, &m), GOR_OK);
        assert_int_equal(m.kind, want[k].kind);
        assert_int_equal(m.color, want[k].color);
        assert_int_equal(m.point, want[k].point);
        assert_int_equal(m.removed, want[k].removed);
        assert_int_equal(m.flags, want[k].flags);
        assert_int_equal(m.repeats, -1);
    }
    /* Stone moves and passes: 9 + 3. */
    assert_int_equal(gor_game_move_number(s.g), 12);
    assert_int_equal(s.snap[6].move_number, 4);
    assert_int_equal(s.snap[2].move_number, 0);
    assert_int_equal(s.snap[15].end, GOR_END_RESIGN);
    assert_int_equal(s.snap[15].winner, GOR_BLACK);
    assert_int_equal(s.snap[16].end, GOR_END_NONE);
    assert_int_equal(s.snap[16].winner, GOR_EMPTY);
    assert_int_equal(s.snap[17].passes, 1);
    assert_int_equal(s.snap[18].passes, 2);
    assert_int_equal(s.snap[18].end, GOR_END_PASSES);
    assert_int_equal(s.snap[18].winner, GOR_EMPTY);
    assert_int_equal(s.snap[14].caps_b, 2);
    assert_int_equal(s.snap[13].caps_b, 1);
    assert_int_equal(s.snap[6].caps_w, 1);
    assert_int_equal(s.snap[3].ko, 16);
    assert_int_equal(s.snap[6].ko, 17);
    assert_int_equal(s.snap[7].ko, GOR_NO_POINT);
    assert_int_equal(s.snap[9].to_move, GOR_WHITE);
    assert_int_equal(s.snap[8].to_move, GOR_BLACK);
    release(&s);
}

static void test_undo_redo_step_by_step(void **state)
{
    (void)state;
    script s;
    build(&s);
    for (size_t k = s.n; k > 0; k--) {
        expect_at(&s, k);
        assert_int_equal(gor_game_undo(s.g), GOR_OK);
    }
    expect_at(&s, 0);
    assert_refused(s.g, gor_game_undo(s.g), GOR_ENOMOVE);
    for (size_t k = 1; k <= s.n; k++) {
        assert_int_equal(gor_game_redo(s.g), GOR_OK);
        expect_at(&s, k);
    }
    assert_refused(s.g, gor_game_redo(s.g), GOR_ENOMOVE);
    release(&s);
}

static void test_goto_anywhere(void **state)
{
    (void)state;
    script s;
    build(&s);
    unsigned seed = 12345;
    for (int round = 0; round < 200; round++) {
        seed = seed * 1103515245u + 12345u;
        size_t k = (seed >> 16) % (s.n + 1);
        assert_int_equal(gor_game_goto(s.g, k), GOR_OK);
        expect_at(&s, k);
    }
    for (size_t k = 0; k <= s.n; k++) {
        assert_int_equal(gor_game_goto(s.g, k), GOR_OK);
        expect_at(&s, k);
        assert_int_equal(gor_game_goto(s.g, k), GOR_OK); /* no-op */
        expect_at(&s, k);
    }
    /* A clone at any point has the same past and future. */
    assert_int_equal(gor_game_goto(s.g, 5), GOR_OK);
    gor_game *c = NULL;
    assert_int_equal(gor_game_clone(&c, s.g), GOR_OK);
    tu_assert_same_game(c, s.g);
    assert_int_equal(gor_game_goto(c, s.n), GOR_OK);
    assert_int_equal(gor_game_goto(s.g, s.n), GOR_OK);
    tu_assert_same_game(c, s.g);
    gor_game_free(c);
    release(&s);
}

static void test_goto_beyond_end(void **state)
{
    (void)state;
    script s;
    build(&s);
    assert_refused(s.g, gor_game_goto(s.g, s.n + 1), GOR_ENOMOVE);
    assert_refused(s.g, gor_game_goto(s.g, (size_t)-1), GOR_ENOMOVE);
    assert_string_equal(gor_game_last_error(s.g),
                        "goto: no such move in the history");
    assert_int_equal(gor_game_goto(s.g, 4), GOR_OK);
    assert_string_equal(gor_game_last_error(s.g), "");
    assert_refused(s.g, gor_game_goto(s.g, s.n + 1), GOR_ENOMOVE);
    expect_at(&s, 4);
    gor_move_info m;
    assert_int_equal(gor_game_move(s.g, 0, &m), GOR_ENOMOVE);
    assert_int_equal(gor_game_move(s.g, s.n + 1, &m), GOR_ENOMOVE);
    assert_int_equal(gor_game_move(s.g, s.n, &m), GOR_OK); /* redo entry */
    assert_int_equal(m.kind, GOR_MOVE_PASS);
    release(&s);
}

static void test_new_move_drops_redo(void **state)
{
    (void)state;
    script s;
    build(&s);
    assert_int_equal(gor_game_goto(s.g, 8), GOR_OK);
    assert_int_equal(gor_game_redo_length(s.g), 10);
    assert_int_equal(gor_game_play(s.g, GOR_BLACK, 30), GOR_OK);
    assert_int_equal(gor_game_history_length(s.g), 9);
    assert_int_equal(gor_game_redo_length(s.g), 0);
    gor_move_info m;
    assert_int_equal(gor_game_move(s.g, 9, &m), GOR_OK);
    assert_int_equal(m.kind, GOR_MOVE_PLAY);
    assert_int_equal(m.point, 30);
    assert_int_equal(gor_game_move(s.g, 10, &m), GOR_ENOMOVE);
    assert_int_equal(gor_game_redo(s.g), GOR_ENOMOVE);
    /* Undo keeps the new entry for redo. */
    assert_int_equal(gor_game_undo(s.g), GOR_OK);
    tu_snap now;
    tu_snap_take(&now, s.g);
    int same = tu_snap_same_position(&now, &s.snap[8]);
    tu_snap_free(&now);
    assert_true(same);
    assert_int_equal(gor_game_redo_length(s.g), 1);
    assert_int_equal(gor_game_redo(s.g), GOR_OK);
    assert_int_equal(gor_game_at(s.g, 30), GOR_BLACK);
    gor_game_free(s.g);
    for (size_t k = 0; k <= s.n; k++)
        tu_snap_free(&s.snap[k]);

    /* Every kind of new entry drops the redo list: replaying the same move
     * too. */
    for (int kind = 0; kind < 6; kind++) {
        build(&s);
        assert_int_equal(gor_game_goto(s.g, 5), GOR_OK);
        gor_point p = 44;
        switch (kind) {
        case 0:
            assert_int_equal(gor_game_play(s.g, GOR_WHITE, 16), GOR_OK);
            break;
        case 1:
            assert_int_equal(gor_game_play(s.g, GOR_WHITE, GOR_PASS), GOR_OK);
            break;
        case 2:
            assert_int_equal(gor_game_setup(s.g, GOR_WHITE, &p, 1), GOR_OK);
            break;
        case 3:
            assert_int_equal(gor_game_set_to_move(s.g, GOR_BLACK), GOR_OK);
            break;
        case 4:
            assert_int_equal(gor_game_resign(s.g, GOR_BLACK), GOR_OK);
            break;
        case 5:
            assert_int_equal(gor_game_end(s.g, GOR_END_AGREEMENT, GOR_EMPTY),
                             GOR_OK);
            break;
        }
        assert_int_equal(gor_game_history_length(s.g), 6);
        assert_int_equal(gor_game_redo_length(s.g), 0);
        release(&s);
    }
}

/* Refused calls keep the redo list. */
static void test_refusals_keep_redo(void **state)
{
    (void)state;
    script s;
    build(&s);
    assert_int_equal(gor_game_goto(s.g, 3), GOR_OK);
    assert_refused(s.g, gor_game_play(s.g, GOR_WHITE, 16), GOR_EKO);
    assert_refused(s.g, gor_game_play(s.g, GOR_WHITE, 17), GOR_EOCCUPIED);
    assert_refused(s.g, gor_game_play(s.g, GOR_WHITE, 49), GOR_EOFFBOARD);
    assert_refused(s.g, gor_game_play(s.g, GOR_EMPTY, 40), GOR_ECOLOR);
    assert_refused(s.g, gor_game_resume(s.g), GOR_EINVAL);
    assert_refused(s.g, gor_game_set_to_move(s.g, GOR_EMPTY), GOR_ECOLOR);
    expect_at(&s, 3);
    release(&s);
}

/* Undoing and redoing a player-to-move entry keeps the ko ban as it was. */
static void test_turn_entry_keeps_ko(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(7, 7, "japanese", ko_rows);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 17), GOR_OK);
    assert_int_equal(gor_game_set_to_move(g, GOR_WHITE), GOR_OK);
    assert_int_equal(gor_game_ko_point(g), 16);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 16), GOR_EKO);
    tu_snap before;
    tu_snap_take(&before, g);
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_int_equal(gor_game_redo(g), GOR_OK);
    tu_snap after;
    tu_snap_take(&after, g);
    int same = tu_snap_equal(&before, &after);
    tu_snap_free(&after);
    assert_true(same);
    /* And when a later move is undone back to the turn entry. */
    assert_int_equal(gor_game_play(g, GOR_WHITE, 48), GOR_OK);
    assert_int_equal(gor_game_undo(g), GOR_OK);
    tu_snap_take(&after, g);
    assert_int_equal(after.ko, 16);
    assert_int_equal(after.legal_w[16], GOR_EKO);
    same = tu_snap_same_position(&before, &after); /* W's move is redoable */
    tu_snap_free(&after);
    tu_snap_free(&before);
    assert_true(same);
    gor_game_free(g);
}

/* The same through a resignation and a resumption. */
static void test_resume_entry_keeps_ko(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(7, 7, "japanese", ko_rows);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 17), GOR_OK);
    assert_int_equal(gor_game_resign(g, GOR_BLACK), GOR_OK);
    assert_int_equal(gor_game_resume(g), GOR_OK);
    assert_int_equal(gor_game_ko_point(g), 16);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 16), GOR_EKO);
    tu_snap before, after;
    tu_snap_take(&before, g);
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_int_equal(gor_game_end_reason(g), GOR_END_RESIGN);
    assert_int_equal(gor_game_redo(g), GOR_OK);
    tu_snap_take(&after, g);
    int same = tu_snap_equal(&before, &after);
    tu_snap_free(&after);
    tu_snap_free(&before);
    assert_true(same);
    gor_game_free(g);
}

static void test_clear(void **state)
{
    (void)state;
    script s;
    build(&s);
    gor_game_clear(s.g);
    tu_snap now;
    tu_snap_take(&now, s.g);
    int same = tu_snap_equal(&now, &s.snap[0]);
    tu_snap_free(&now);
    assert_true(same);
    /* The rules stay. */
    assert_int_equal(gor_rules_ko(gor_game_rules(s.g)), GOR_KO_SIMPLE);
    gor_game_clear(NULL);
    release(&s);
}

/* gor_game_goto_move counts moves (stones and passes), not entries:
 * setup, handicap placement and PL are skipped. */
static void test_goto_move(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, NULL);
    const gor_point hcap[] = {20, 24, 60};
    assert_int_equal(gor_game_setup_position(g, hcap, 3, NULL, 0, NULL, 0,
                                             GOR_WHITE), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 40), GOR_OK);   /* move 1 */
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK); /* 2 */
    const gor_point more[] = {0};
    assert_int_equal(gor_game_setup(g, GOR_BLACK, more, 1), GOR_OK);
    assert_int_equal(gor_game_set_to_move(g, GOR_WHITE), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, 41), GOR_OK);   /* move 3 */
    assert_int_equal(gor_game_history_length(g), 6);
    assert_int_equal(gor_game_goto_move(g, 2), GOR_OK);
    assert_int_equal(gor_game_history_length(g), 3);
    assert_int_equal(gor_game_move_number(g), 2);
    assert_int_equal(gor_game_at(g, 0), GOR_EMPTY);  /* setup after move 2 */
    assert_int_equal(gor_game_goto_move(g, 3), GOR_OK);
    assert_int_equal(gor_game_history_length(g), 6);
    assert_int_equal(gor_game_goto_move(g, 0), GOR_OK);
    assert_int_equal(gor_game_history_length(g), 1);  /* handicap placed */
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 3);
    assert_int_equal(gor_game_goto_move(g, 1), GOR_OK);
    assert_int_equal(gor_game_history_length(g), 2);
    assert_int_equal(gor_game_at(g, 40), GOR_WHITE);
    /* beyond the moves: refused, the game unchanged (redo entries count) */
    assert_int_equal(gor_game_goto_move(g, 4), GOR_ENOMOVE);
    assert_string_equal(gor_game_last_error(g),
                        "no move 4: the history has 3 moves");
    assert_int_equal(gor_game_history_length(g), 2);
    assert_int_equal(gor_game_goto_move(NULL, 0), GOR_EINVAL);
    /* no moves at all: 0 is the end of the setup */
    gor_game *e = tu_new(9, 9, NULL);
    assert_int_equal(gor_game_goto_move(e, 0), GOR_OK);
    assert_int_equal(gor_game_goto_move(e, 1), GOR_ENOMOVE);
    gor_game_free(e);
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_entries),
        cmocka_unit_test(test_undo_redo_step_by_step),
        cmocka_unit_test(test_goto_anywhere),
        cmocka_unit_test(test_goto_beyond_end),
        cmocka_unit_test(test_new_move_drops_redo),
        cmocka_unit_test(test_refusals_keep_redo),
        cmocka_unit_test(test_turn_entry_keeps_ko),
        cmocka_unit_test(test_resume_entry_keeps_ko),
        cmocka_unit_test(test_clear),
        cmocka_unit_test(test_goto_move),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
