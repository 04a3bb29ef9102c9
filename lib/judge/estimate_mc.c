/* SPDX-License-Identifier: MIT */
/*
 * estimate_mc.c - light playouts for the dead-stone estimate (estimate.c):
 * from the position left by the rounds (e->col, stones judged dead taken
 * off), the two sides play random moves (quiet_move() below says which)
 * until both pass or 3 * points + 50 moves are played; the points each
 * colour holds at the end (its stones and the empty points only it
 * borders) are counted. Half the playouts start with Black to move, half
 * with White. Deterministic: the random numbers come from a fixed seed.
 * A playout on 19x19 from a finished position costs a few tens of
 * microseconds.
 *
 * The playouts run on the board kernel (board/policy.h) with this file's
 * policy plugged in.
 */
#include <stdlib.h>
#include <string.h>

#include "board/policy.h"
#include "board/board_play.h"
#include "board/rng.h"
#include "judge/estimate.h"

/* Is empty i an eye of c that c keeps: the one eye test, unless a group
 * of c around it is in atari (a false eye whose groups the opponent
 * threatens is filled to save them)? */
static int own_eye(const board *b, int i, int c)
{
    if (!board_own_eye(b, i, c))
        return 0;
    const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
    for (int d = 0; d < 4; d++)
        if (b->color[nb[d]] == c && board_in_atari(b, b->gid[nb[d]]))
            return 0;
    return 1;
}

/*
 * Is c at empty i a move the playouts make? Legal (not suicide, not the
 * ko), not in c's own eye, not inside c's own quiet area (a stone of c
 * next to it and no opposing stone among its eight neighbours: such
 * points are filled only after the opponent comes near), and not a
 * self-atari of two or more stones unless it captures.
 */
static int quiet_move(const board *b, int i, int c, void *ctx)
{
    (void)ctx;
    const int s = b->stride, o = 3 - c;
    const int nb[4] = {i - 1, i + 1, i - s, i + s};
    const int diag[4] = {i - s - 1, i - s + 1, i + s - 1, i + s + 1};
    const uint8_t *col = b->color;
    int libs = 0, stones = 1, mine = 0, theirs = 0;
    if ((i == b->ko && c == b->ko_color) || own_eye(b, i, c))
        return 0;
    for (int d = 0; d < 4; d++) {
        mine |= col[nb[d]] == c;
        theirs |= col[nb[d]] == o || col[diag[d]] == o;
    }
    if (mine && !theirs)
        return 0;
    for (int d = 0; d < 4; d++) {
        const int q = nb[d];
        if (col[q] == BC_EMPTY) {
            libs++;
        } else if (col[q] == o) {
            if (board_in_atari(b, b->gid[q]))
                return 1; /* captures */
        } else if (col[q] == c) {
            int h = b->gid[q], dup = 0;
            for (int k = 0; k < d; k++)
                dup |= col[nb[k]] == c && b->gid[nb[k]] == h;
            if (dup)
                continue;
            stones += b->grp[h].size;
            if (!board_in_atari(b, h))
                libs += 2; /* a liberty other than i: counted as two */
        }
    }
    if (libs == 0)
        return 0; /* suicide */
    return libs >= 2 || stones < 2;
}

static int quiet_policy(board *b, int c, uint64_t *rng, void *ctx)
{
    return board_pick_random(b, c, rng, quiet_move, ctx);
}

/* The start position: e->col's stones placed one by one on an empty
 * board (nothing is captured: in a position every chain has a liberty,
 * and so has every part of one). */
static int start_position(const est *e, board *b, board_scratch *scratch)
{
    if (board_init(b, e->w, e->h) != GOR_OK)
        return -1;
    board_empty_list(b);
    if (change_stack_reserve(&scratch->removed, (size_t)e->n) ||
        change_stack_reserve(&scratch->merges, 4))
        return -1;
    for (int q = 0; q < e->n; q++)
        if (e->col[q] != GOR_EMPTY) {
            scratch->removed.n = scratch->merges.n = 0;
            board_play(b, b->index_of[q], e->col[q], 0, &scratch->removed,
                       &scratch->merges);
        }
    b->ko = b->ko_color = 0;
    return 0;
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

