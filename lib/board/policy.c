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
