/* SPDX-License-Identifier: MIT */
/*
 * estimate_mc.c - light playouts for the dead-stone estimate (estimate.c):
 * from the position left by the rounds (e->col, stones judged dead taken
 * off), the two sides play random quiet moves (board_quiet_move(),
 * board/policy.c) until both pass or 3 * points + 50 moves are played;
 * the points each colour holds at the end (its stones and the empty
 * points only it borders) are counted. Half the playouts start with
 * Black to move, half with White. Deterministic: the random numbers come
 * from a fixed seed.
 * A playout on 19x19 from a finished position costs a few tens of
 * microseconds.
 *
 * The playouts run on the board kernel (board/policy.h), drawing quiet
 * moves (board_quiet_move(): sensible, and not inside the mover's own
 * quiet area).
 */
#include <stdlib.h>
#include <string.h>

#include "board/policy.h"
#include "board/board_play.h"
#include "board/rng.h"
#include "judge/estimate.h"

static int quiet_policy(board *b, int c, uint64_t *rng, void *ctx)
{
    return board_pick_random(b, c, rng, board_quiet_move, ctx);
}

/* The start position: e->col's stones on an empty board. */
static int start_position(const est *e, board *b, board_scratch *scratch)
{
    if (board_init(b, e->w, e->h) != GOR_OK)
        return -1;
    return board_setup_colors(b, e->col, scratch) == GOR_OK ? 0 : -1;
}

/* Count the points each colour holds on b into own. */
static void count_owners(const est *e, const board *b, unsigned short *own)
{
    for (int q = 0; q < e->n; q++) {
        const int i = b->index_of[q];
        int c = b->color[i];
        if (c == BC_EMPTY) {
            const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
            int seen = 0;
            for (int d = 0; d < 4; d++)
                if (b->color[nb[d]] != BC_EDGE)
                    seen |= b->color[nb[d]];
            c = seen == BC_BLACK || seen == BC_WHITE ? seen : 0;
        }
        if (c)
            own[2 * q + c - 1]++;
    }
}

int est_playouts(est *e, int nplay, unsigned short *own)
{
    board start, b;
    board_scratch scratch = {{0}, {0}};
    uint64_t rng = rng_seed(0);
    int st = -1;
    memset(own, 0, sizeof *own * 2 * (size_t)e->n);
    if (start_position(e, &start, &scratch) < 0) {
        board_free(&start);
        board_scratch_free(&scratch);
        return -1;
    }
    if (board_copy(&b, &start) != GOR_OK)
        goto done;
    st = 0;
    for (int k = 0; k < nplay && st == 0; k++) {
        board_restore(&b, &start);
        if (board_playout(&b, (k & 1) ? BC_WHITE : BC_BLACK, 3 * e->n + 50,
                          quiet_policy, NULL, &rng, &scratch) < 0)
            st = -1;
        else
            count_owners(e, &b, own);
    }
    board_free(&b);
done:
    board_free(&start);
    board_scratch_free(&scratch);
    return st;
}

