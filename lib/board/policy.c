/* SPDX-License-Identifier: MIT */
/*
 * policy.c - playouts on the board kernel with a pluggable move choice
 * (policy.h).
 */
#include "board/policy.h"
#include "board/board_play.h"
#include "board/rng.h"

static int uniform_accepts(const board *b, int i, int c, void *ctx)
{
    (void)ctx;
    return !board_own_eye(b, i, c) && board_legal_simple(b, i, c);
}

int board_policy_uniform(board *b, int c, uint64_t *rng, void *ctx)
{
    return board_pick_random(b, c, rng, uniform_accepts, ctx);
}

int board_playout(board *b, int c, int max_moves, board_policy pick,
                  void *ctx, uint64_t *rng, board_scratch *scratch)
{
    if (change_stack_reserve(&scratch->removed, (size_t)b->area) ||
        change_stack_reserve(&scratch->merges, 4))
        return GOR_ENOMEM;
    *rng = rng_seed(*rng);
    board_empty_list(b);
    int moves = 0, passes = 0;
    for (; moves < max_moves && passes < 2; moves++, c = 3 - c) {
        const int i = pick(b, c, rng, ctx);
        if (!i) {
            passes++;
            b->ko = 0;
            b->ko_color = 0;
            continue;
        }
        passes = 0;
        scratch->removed.n = 0; /* nothing is taken back */
        scratch->merges.n = 0;
        board_play(b, i, c, 0, &scratch->removed, &scratch->merges);
    }
    return moves;
}

void board_scratch_free(board_scratch *s)
{
    change_stack_free(&s->removed);
    change_stack_free(&s->merges);
}

/* Is empty i an eye of c that c keeps: the one eye test, unless a group
 * of c around it is in atari? */
static int kept_eye(const board *b, int i, int c)
{
    if (!board_own_eye(b, i, c))
        return 0;
    const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
    for (int d = 0; d < 4; d++)
        if (b->color[nb[d]] == c && board_in_atari(b, b->gid[nb[d]]))
            return 0;
    return 1;
}

int board_sensible_move(const board *b, int i, int c, void *ctx)
{
    (void)ctx;
    const int s = b->stride, o = 3 - c;
    const int nb[4] = {i - 1, i + 1, i - s, i + s};
    const uint8_t *col = b->color;
    int libs = 0, stones = 1;
    if ((i == b->ko && c == b->ko_color) || kept_eye(b, i, c))
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

int board_quiet_move(const board *b, int i, int c, void *ctx)
{
    const int s = b->stride, o = 3 - c;
    const int nb[4] = {i - 1, i + 1, i - s, i + s};
    const int diag[4] = {i - s - 1, i - s + 1, i + s - 1, i + s + 1};
    int mine = 0, theirs = 0;
    for (int d = 0; d < 4; d++) {
        mine |= b->color[nb[d]] == c;
        theirs |= b->color[nb[d]] == o || b->color[diag[d]] == o;
    }
    return !(mine && !theirs) && board_sensible_move(b, i, c, ctx);
}

/* The liberty of group head h, which is in atari: every pseudo-liberty
 * is that point, so their sum over their count. */
static int atari_liberty(const board *b, int h)
{
    const group *g = &b->grp[h];
    return (int)(GROUP_SUM(g) / GROUP_PLIBS(g));
}

/* The local answer to the move at `last`, or 0. */
static int tactical_answer(board *b, int c, int last, board_reader *reader)
{
    const int s = b->stride;
    const int around[5] = {last, last - 1, last + 1, last - s, last + s};
    int save = 0;
    for (int d = 0; d < 5; d++) {
        const int q = around[d], qc = b->color[q];
        if ((qc != BC_BLACK && qc != BC_WHITE) ||
            !board_in_atari(b, b->gid[q]))
            continue;
        const int lib = atari_liberty(b, b->gid[q]);
        if (qc != c) {
            if (board_sensible_move(b, lib, c, NULL))
                return lib; /* a capture */
        } else if (!save && board_sensible_move(b, lib, c, NULL) &&
                   !(reader &&
                     board_ladder_caught(b, b->gid[q], reader) == 1)) {
            save = lib; /* not run into a ladder: it only feeds it */
        }
    }
    /* The ladder after the opponent's extension (or any move of its that
     * left its group two liberties). */
    if (!save && reader && b->color[last] == 3 - c) {
        const int a = board_ladder_attack(b, b->gid[last], reader);
        if (a > 0)
            return a;
    }
    return save;
}

int board_policy_tactical(board *b, int c, uint64_t *rng, void *ctx)
{
    board_tactics *t = ctx;
    int i = t->last ? tactical_answer(b, c, t->last, t->reader) : 0;
    if (!i)
        i = board_pick_random(b, c, rng, board_quiet_move, NULL);
    t->last = i;
    return i;
}

int board_setup_colors(board *b, const unsigned char *col,
                       board_scratch *scratch)
{
    const int n = b->width * b->height;
    board_empty_list(b);
    if (change_stack_reserve(&scratch->removed, (size_t)n) ||
        change_stack_reserve(&scratch->merges, 4))
        return GOR_ENOMEM;
    for (int q = 0; q < n; q++)
        if (col[q] == BC_BLACK || col[q] == BC_WHITE) {
            scratch->removed.n = scratch->merges.n = 0;
            board_play(b, b->index_of[q], col[q], 0, &scratch->removed,
                       &scratch->merges);
        }
    b->ko = b->ko_color = 0;
    return GOR_OK;
}
