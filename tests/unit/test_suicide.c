/* SPDX-License-Identifier: MIT */
/*
 * test_suicide.c - moves that leave the mover without liberties, under
 * each suicide rule: FORBIDDEN, MULTI (2+ stones only), ALLOWED, and CHOICE
 * with GOR_PLAY_REMOVE_OWN.
 */
#include "testutil.h"

/* Black A5 (top-left) would make a four-stone group with no liberty. */
static const char *const multi_rows[] = {
    ".xo..",
    "xxo..",
    "oo...",
    ".....",
    ".....",
};

/* Black A5 alone would have no liberty (a single-stone suicide). */
static const char *const single_rows[] = {
    ".o...",
    "o....",
    ".....",
    ".....",
    ".....",
};

/* Black A5 takes both white stones; its own stone has no liberty of its
 * own, so under CHOICE Black may remove itself instead. */
static const char *const choice_rows[] = {
    ".ox..",
    "ox...",
    "x....",
    ".....",
    ".....",
};

static void assert_last(const gor_game *g, gor_color c, gor_point p,
                        int removed, unsigned flags)
{
    gor_move_info m;
    assert_int_equal(gor_game_move(g, gor_game_history_length(g), &m),
                     GOR_OK);
    assert_int_equal(m.kind, GOR_MOVE_PLAY);
    assert_int_equal(m.color, c);
    assert_int_equal(m.point, p);
    assert_int_equal(m.removed, removed);
    assert_int_equal(m.flags, flags);
}

static void test_forbidden(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(5, 5, "chinese", multi_rows);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_ESUICIDE);
    assert_refused(g, gor_game_play(g, GOR_BLACK, 0), GOR_ESUICIDE);
    /* White may play there: it captures. */
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 0), GOR_OK);
    gor_game_free(g);

    g = tu_diagram(5, 5, "japanese", single_rows);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_ESUICIDE);
    assert_refused(g, gor_game_play(g, GOR_BLACK, 0), GOR_ESUICIDE);
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 0), GOR_OK);
    gor_game_free(g);
}

static void test_multi(void **state)
{
    (void)state;
    static const char *const after[] = {
        "..o..", "..o..", "oo...", ".....", ".....",
    };
    gor_game *g = tu_diagram(5, 5, "koSIMPLEscoreAREAsui1", multi_rows);
    uint64_t before = gor_game_hash(g);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 0), GOR_OK);
    tu_assert_board(g, after);
    assert_last(g, GOR_BLACK, 0, 4, GOR_MOVE_SUICIDE);
    gor_point out[8];
    assert_int_equal(gor_game_last_removed(g, out, 8), 4);
    assert_int_equal(out[0], 0);
    assert_int_equal(out[1], 1);
    assert_int_equal(out[2], 5);
    assert_int_equal(out[3], 6);
    /* The opponent takes the suicided stones as prisoners. */
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 4);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 0);
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 0);
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    assert_true(gor_game_hash(g) != before);
    /* Undo puts the three stones back; redo removes them again. */
    assert_int_equal(gor_game_undo(g), GOR_OK);
    tu_assert_board(g, multi_rows);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 0);
    assert_true(gor_game_hash(g) == before);
    assert_int_equal(gor_game_redo(g), GOR_OK);
    tu_assert_board(g, after);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 4);
    gor_game_free(g);

    /* A single stone may not commit suicide under MULTI. */
    g = tu_diagram(5, 5, "new-zealand", single_rows);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_ESUICIDE);
    assert_refused(g, gor_game_play(g, GOR_BLACK, 0), GOR_ESUICIDE);
    gor_game_free(g);
    g = tu_diagram(5, 5, "tromp-taylor", single_rows);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_ESUICIDE);
    gor_game_free(g);
}

static void test_allowed(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(5, 5, "koSIMPLEsuiALL", single_rows);
    uint64_t before = gor_game_hash(g);
    size_t hist = gor_game_history_length(g);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 0), GOR_OK);
    tu_assert_board(g, single_rows);
    assert_true(gor_game_hash(g) == before);
    assert_last(g, GOR_BLACK, 0, 1, GOR_MOVE_SUICIDE);
    assert_int_equal(gor_game_history_length(g), hist + 1);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 1);
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    assert_int_equal(gor_game_move_number(g), 1);
    gor_point out[2];
    assert_int_equal(gor_game_last_removed(g, out, 2), 1);
    assert_int_equal(out[0], 0);
    gor_game_free(g);

    /* Multi-stone suicide too. */
    g = tu_diagram(5, 5, "koSIMPLEsuiALL", multi_rows);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 0), GOR_OK);
    assert_last(g, GOR_BLACK, 0, 4, GOR_MOVE_SUICIDE);
    gor_game_free(g);
}

/* A single-stone suicide leaves the board as it was: positional superko
 * forbids it, situational only once the same player is to move again. */
static void test_allowed_suicide_and_superko(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(5, 5, "koPOSITIONALsuiALL", single_rows);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_ESUPERKO);
    assert_refused(g, gor_game_play(g, GOR_BLACK, 0), GOR_ESUPERKO);
    gor_game_free(g);

    static const char *const both[] = {
        ".o.x.", "o...x", ".....", ".....", ".....",
    };
    g = tu_diagram(5, 5, "koSITUATIONALsuiALL", both);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 0), GOR_OK);
    /* Same board, White to move: new. Then White's suicide would bring
     * back the start with Black to move. */
    assert_int_equal(gor_game_legal(g, GOR_WHITE, 4), GOR_ESUPERKO);
    assert_refused(g, gor_game_play(g, GOR_WHITE, 4), GOR_ESUPERKO);
    /* Black may not suicide again either: (board, White) was seen. */
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_ESUPERKO);
    gor_game_free(g);
}

static void test_choice_default_captures(void **state)
{
    (void)state;
    static const char *const after[] = {
        "x.x..", ".x...", "x....", ".....", ".....",
    };
    gor_game *g = tu_diagram(5, 5, "koSIMPLEsuiCHOICE", choice_rows);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, 0), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 0), GOR_OK);
    tu_assert_board(g, after);
    assert_last(g, GOR_BLACK, 0, 2, GOR_MOVE_CAPTURED);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 2);
    gor_game_free(g);
}

static void test_choice_remove_own(void **state)
{
    (void)state;
    gor_game *g = tu_diagram(5, 5, "koSIMPLEsuiCHOICE", choice_rows);
    uint64_t before = gor_game_hash(g);
    assert_int_equal(gor_game_play_ex(g, GOR_BLACK, 0, GOR_PLAY_REMOVE_OWN),
                     GOR_OK);
    /* The mover's stone goes; both white stones live on. */
    tu_assert_board(g, choice_rows);
    assert_true(gor_game_hash(g) == before);
    assert_last(g, GOR_BLACK, 0, 1, GOR_MOVE_SUICIDE);
    assert_int_equal(gor_game_liberty_count(g, 1), 1);
    assert_int_equal(gor_game_liberty_count(g, 5), 1);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 1);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 0);
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    gor_point out[2];
    assert_int_equal(gor_game_last_removed(g, out, 2), 1);
    assert_int_equal(out[0], 0);
    /* Undo and redo replay the same choice. */
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 0);
    assert_int_equal(gor_game_redo(g), GOR_OK);
    tu_assert_board(g, choice_rows);
    assert_last(g, GOR_BLACK, 0, 1, GOR_MOVE_SUICIDE);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 1);
    gor_game_free(g);
}

/* A group of several stones chooses to die, reviving a white group. */
static void test_choice_remove_own_group(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".xxo.",
        "ooox.",
        "xxx..",
        ".....",
    };
    static const char *const after[] = {
        "...o.",
        "ooox.",
        "xxx..",
        ".....",
    };
    static const char *const captured[] = {
        "xxxo.",
        "...x.",
        "xxx..",
        ".....",
    };
    gor_game *g = tu_diagram(5, 4, "koNONEsuiCHOICE", rows);
    gor_game *h = NULL;
    assert_int_equal(gor_game_clone(&h, g), GOR_OK);
    /* Without the flag Black captures the three white stones. */
    assert_int_equal(gor_game_play(h, GOR_BLACK, 0), GOR_OK);
    tu_assert_board(h, captured);
    assert_last(h, GOR_BLACK, 0, 3, GOR_MOVE_CAPTURED);
    gor_game_free(h);
    assert_int_equal(gor_game_play_ex(g, GOR_BLACK, 0, GOR_PLAY_REMOVE_OWN),
                     GOR_OK);
    tu_assert_board(g, after);
    assert_last(g, GOR_BLACK, 0, 3, GOR_MOVE_SUICIDE);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 3);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 0);
    assert_int_equal(gor_game_liberty_count(g, 5), 3);
    assert_int_equal(gor_game_liberty_count(g, 3), 2);
    gor_game_free(g);
}

/* GOR_PLAY_REMOVE_OWN changes nothing when there is no choice to make. */
static void test_choice_flag_without_conflict(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "o....", "x....", ".....", ".....", ".....",
    };
    gor_game *g = tu_diagram(5, 5, "koSIMPLEsuiCHOICE", rows);
    /* An ordinary move. */
    assert_int_equal(gor_game_play_ex(g, GOR_BLACK, 12, GOR_PLAY_REMOVE_OWN),
                     GOR_OK);
    assert_last(g, GOR_BLACK, 12, 0, 0u);
    /* A capture where the mover keeps liberties. */
    assert_int_equal(gor_game_play_ex(g, GOR_BLACK, 1, GOR_PLAY_REMOVE_OWN),
                     GOR_OK);
    assert_last(g, GOR_BLACK, 1, 1, GOR_MOVE_CAPTURED);
    assert_int_equal(gor_game_at(g, 0), GOR_EMPTY);
    /* A plain suicide (nothing to capture) is allowed under CHOICE. */
    assert_int_equal(gor_game_play(g, GOR_WHITE, 0), GOR_OK);
    assert_last(g, GOR_WHITE, 0, 1, GOR_MOVE_SUICIDE);
    assert_int_equal(gor_game_play_ex(g, GOR_WHITE, 0, GOR_PLAY_REMOVE_OWN),
                     GOR_OK);
    assert_last(g, GOR_WHITE, 0, 1, GOR_MOVE_SUICIDE);
    assert_int_equal(gor_game_captures(g, GOR_BLACK), 3);
    gor_game_free(g);
}

/* Filling every point with black leaves an empty board: the last stone
 * takes the liberty of the whole black board (as sgfmill's board tests check). */
static void test_fill_the_board(void **state)
{
    (void)state;
    gor_game *g = tu_new(9, 9, "koSIMPLEsuiALL");
    for (gor_point p = 0; p < 80; p++)
        assert_int_equal(gor_game_play(g, GOR_BLACK, p), GOR_OK);
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 80);
    assert_int_equal(gor_game_play(g, GOR_BLACK, 80), GOR_OK);
    gor_move_info info;
    assert_int_equal(gor_game_move(g, 81, &info), GOR_OK);
    assert_int_equal(info.flags, GOR_MOVE_SUICIDE);
    assert_int_equal(info.removed, 81);
    assert_int_equal(gor_game_stone_count(g, GOR_BLACK), 0);
    assert_true(gor_game_hash(g) == 0);
    assert_int_equal(gor_game_captures(g, GOR_WHITE), 81);
    /* Outside 0..8 is off the board. */
    assert_int_equal(gor_game_play(g, GOR_BLACK, 81), GOR_EOFFBOARD);
    assert_int_equal(gor_game_play(g, GOR_BLACK, -3), GOR_EOFFBOARD);
    gor_game_free(g);
}

static void test_remove_own_needs_choice(void **state)
{
    (void)state;
    static const char *const rules[] = {"koSIMPLEsui0", "koSIMPLEsui1",
                                        "koSIMPLEsuiALL", "chinese"};
    for (size_t k = 0; k < 4; k++) {
        gor_game *g = tu_diagram(5, 5, rules[k], choice_rows);
        assert_refused(g, gor_game_play_ex(g, GOR_BLACK, 0,
                                           GOR_PLAY_REMOVE_OWN),
                       GOR_EINVAL);
        assert_refused(g, gor_game_play_ex(g, GOR_BLACK, 12,
                                           GOR_PLAY_REMOVE_OWN),
                       GOR_EINVAL);
        gor_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forbidden),
        cmocka_unit_test(test_multi),
        cmocka_unit_test(test_allowed),
        cmocka_unit_test(test_allowed_suicide_and_superko),
        cmocka_unit_test(test_choice_default_captures),
        cmocka_unit_test(test_choice_remove_own),
        cmocka_unit_test(test_choice_remove_own_group),
        cmocka_unit_test(test_choice_flag_without_conflict),
        cmocka_unit_test(test_fill_the_board),
        cmocka_unit_test(test_remove_own_needs_choice),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
