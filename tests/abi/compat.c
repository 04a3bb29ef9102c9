/* SPDX-License-Identifier: MIT */
/*
 * compat.c - sized structs across header versions (docs/abi.md).
 *
 * Built twice (tests/abi/CMakeLists.txt): against the real headers and run
 * on a library whose sized structs have grown, and with GOR_TEST_GROWN
 * against the grown headers and run on the real library. Either way the
 * calls must succeed with exact results, keep the caller's size field, and
 * write nothing past the part of the struct both sides know: the bytes
 * after an old caller's struct (guard) and the grown fields of a new
 * caller's struct (grown_tail, set to a sentinel) stay as they were.
 */
#include <stdio.h>
#include <string.h>

#include "gorules.h"
#include "gorules_score.h"

#include "check.h"

#define GUARD 0xA5
#define SENTINEL 42.25

/* A struct as the caller has it, with guard bytes behind it. */
#define GUARDED(type) \
    struct {          \
        type v;       \
        unsigned char guard[64]; \
    }

static int guard_intact(const unsigned char *g, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (g[i] != GUARD)
            return 0;
    return 1;
}

/* What the caller's own fields beyond the 1.0 layout look like after a
 * call: unchanged in a grown caller; nothing to check in an old one. */
#ifdef GOR_TEST_GROWN
#define SET_TAIL(s) \
    ((s).grown_tail[0] = (s).grown_tail[1] = (s).grown_tail[2] = SENTINEL)
#define TAIL_INTACT(s)                                                   \
    ((s).grown_tail[0] == SENTINEL && (s).grown_tail[1] == SENTINEL &&   \
     (s).grown_tail[2] == SENTINEL)
#else
#define SET_TAIL(s) ((void)0)
#define TAIL_INTACT(s) 1
#endif

int main(void)
{
    gor_game *g = NULL;
    gor_point centre;
    CHECK(gor_game_new(&g, 5, 5, NULL) == GOR_OK); /* chinese, komi 7.5 */
    CHECK(gor_point_from_gtp(5, 5, "C3", &centre) == GOR_OK);
    CHECK(gor_game_play(g, GOR_BLACK, centre) == GOR_OK);

    /* gor_score: Black has the whole board, 25 points against 7.5. */
    GUARDED(gor_score) sc;
    memset(&sc, GUARD, sizeof sc);
    gor_score_init(&sc.v);
    SET_TAIL(sc.v);
    unsigned size = sc.v.size;
    CHECK(gor_game_score(g, NULL, &sc.v, NULL, 0) == GOR_OK);
    CHECK(sc.v.size == size);
    CHECK(sc.v.black.stones == 1 && sc.v.black.territory == 24);
    CHECK(sc.v.white.komi == 7.5 && sc.v.margin == 17.5);
    CHECK(sc.v.winner == GOR_BLACK && sc.v.points == 25);
    CHECK(sc.v.black.reserved[7] == 0.0);
    CHECK(TAIL_INTACT(sc.v));
    CHECK(guard_intact(sc.guard, sizeof sc.guard));

    /* gor_result, three ways. */
    GUARDED(gor_result) r;
    memset(&r, GUARD, sizeof r);
    gor_result_init(&r.v);
    SET_TAIL(r.v);
    CHECK(gor_game_result(g, NULL, &r.v) == GOR_OK);
    CHECK(r.v.outcome == GOR_OUTCOME_WIN && r.v.winner == GOR_BLACK);
    CHECK(r.v.counted == 1 && r.v.margin == 17.5);
    CHECK(TAIL_INTACT(r.v) && guard_intact(r.guard, sizeof r.guard));
    CHECK(gor_result_from_score(&sc.v, GOR_END_PASSES, &r.v) == GOR_OK);
    CHECK(r.v.end == GOR_END_PASSES && r.v.margin_stones == 8.75);
    CHECK(TAIL_INTACT(r.v) && guard_intact(r.guard, sizeof r.guard));
    CHECK(gor_result_parse_sgf("W+3.5", &r.v) == GOR_OK);
    CHECK(r.v.winner == GOR_WHITE && r.v.margin == 3.5);
    CHECK(TAIL_INTACT(r.v) && guard_intact(r.guard, sizeof r.guard));
    char text[32];
    CHECK(gor_result_to_sgf(&r.v, text, sizeof text) == 5);
    CHECK(strcmp(text, "W+3.5") == 0);

    /* gor_prediction: 7 and 6 settle at 6.5; a lead of 7 wins by 0.5. */
    GUARDED(gor_prediction) p;
    memset(&p, GUARD, sizeof p);
    gor_prediction_init(&p.v);
    SET_TAIL(p.v);
    CHECK(gor_prediction_settle(7, 6, &p.v) == GOR_OK);
    CHECK(p.v.threshold == 6.5 && p.v.white_player == 0);
    CHECK(p.v.favoured == GOR_WHITE);
    CHECK(TAIL_INTACT(p.v) && guard_intact(p.guard, sizeof p.guard));
    CHECK(gor_prediction_judge(&p.v, 7, 0, &r.v) == GOR_OK);
    CHECK(r.v.winner == GOR_WHITE && r.v.margin == 0.5);
    CHECK(TAIL_INTACT(r.v) && guard_intact(r.guard, sizeof r.guard));

    /* A struct smaller than its 1.0 size is refused, untouched. */
    gor_score small;
    gor_score_init(&small);
    small.size = (unsigned)offsetof(gor_score, winner);
    CHECK(gor_game_score(g, NULL, &small, NULL, 0) == GOR_EINVAL);
    CHECK(small.margin == 0.0);

    gor_game_free(g);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
