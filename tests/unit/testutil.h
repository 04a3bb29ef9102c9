/* SPDX-License-Identifier: MIT */
/*
 * testutil.h - helpers shared by the cmocka unit tests: games from
 * diagrams, points from text, snapshots of every observable query (to
 * prove a refused call changed nothing), and the shared corpus.
 */
#ifndef GOR_TESTUTIL_H
#define GOR_TESTUTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "gorules.h"
#include "jsonmin.h"

/* A new empty game under rules text (NULL = default); asserts success. */
gor_game *tu_new(int width, int height, const char *rules);
/*
 * A new game whose position is the diagram: rows top to bottom, one
 * character per point: x X # black, o O white, anything else empty. The
 * stones are placed by setup (black, then white: up to two history
 * entries); Black is to move.
 */
gor_game *tu_diagram(int width, int height, const char *rules,
                     const char *const *rows);
/* Set rules on a game from text (asserts success). */
void tu_set_rules(gor_game *g, const char *rules);

/* Point of a GTP vertex ("D4", "pass") on g's board; asserts it parses. */
gor_point tu_p(const gor_game *g, const char *vertex);
/* Point of column x, row y (0,0 = top-left); asserts it is on the board. */
gor_point tu_xy(const gor_game *g, int x, int y);
/* Play colour c at a GTP vertex; returns the status. */
int tu_play(gor_game *g, gor_color c, const char *vertex);
/* Play a list of "B D4" / "W pass" moves, each asserted GOR_OK. */
void tu_play_all(gor_game *g, const char *const *moves, size_t n);

/* The board as rows of x/o/. joined by '\n' into buf. */
void tu_board_text(const gor_game *g, char *buf, size_t size);
/* Assert the board equals the diagram (same characters as tu_diagram). */
void tu_assert_board(const gor_game *g, const char *const *rows);
/* The points removed by the last entry, as a sorted, space separated list
 * of GTP vertices ("" for none) into buf. */
void tu_removed_text(const gor_game *g, char *buf, size_t size);

/*
 * A triple ko on 9x7 (tu_triple_ko rows), Black to move. The six moves of
 * tu_triple_ko_cycle (Black first, alternating) take each ko in turn and
 * bring back the starting position with Black to move; no move is an
 * immediate ko recapture.
 */
extern const char *const tu_triple_ko[7];
extern const gor_point tu_triple_ko_cycle[6];

/* Everything the public API can tell about a game. */
typedef struct tu_snap {
    int width, height;
    unsigned char *board;
    int *libs;
    int *legal_b, *legal_w;
    uint64_t hash, situation;
    int stones_b, stones_w, caps_b, caps_w;
    gor_color to_move, winner;
    gor_point ko;
    gor_end end;
    int passes;
    size_t history, redo, move_number;
    gor_move_info *moves; /* entries 1 .. history + redo */
    int nremoved;
    gor_point *removed;
    char rules[128];
} tu_snap;

void tu_snap_take(tu_snap *s, const gor_game *g);
void tu_snap_free(tu_snap *s);
/* 1 if equal; else prints the first difference and returns 0. */
int tu_snap_equal(const tu_snap *a, const tu_snap *b);
/* The same, but the redo entries (their number and contents) are not
 * compared: the position and the history up to it are. */
int tu_snap_same_position(const tu_snap *a, const tu_snap *b);

/* Snapshot g, evaluate expr (which must be a refused call returning
 * `status`), and assert that nothing observable changed. */
#define assert_refused(g, expr, status)                      \
    do {                                                     \
        tu_snap before_, after_;                             \
        tu_snap_take(&before_, (g));                         \
        assert_int_equal((expr), (status));                  \
        tu_snap_take(&after_, (g));                          \
        int same_ = tu_snap_equal(&before_, &after_);        \
        tu_snap_free(&before_);                              \
        tu_snap_free(&after_);                               \
        assert_true(same_);                                  \
    } while (0)

/* Assert that two games are observably identical. */
void tu_assert_same_game(const gor_game *a, const gor_game *b);

/* ---- the shared corpus ------------------------------------------------ */

/* The corpus folder ($GORULES_CORPUS, else next to the source tree), or
 * NULL if it does not exist. */
const char *tu_corpus_dir(void);
/* The JSON file at corpus-relative path rel. If the corpus is missing, print
 * why and skip() the test; a file that is present but unreadable or
 * invalid fails the test. */
js_value *tu_corpus_json(const char *rel);
/* main()'s exit status: failures, else 77 ("skipped" for ctest) when the
 * corpus is missing, else 0. */
int tu_corpus_exit(int failed);

#endif
