/* SPDX-License-Identifier: MIT */
/*
 * game_random.c - random play (gor_game_play_random): a uniform legal
 * move that fills no eye of its own, or a pass.
 */
#include <stdint.h>

#include "board/policy.h"
#include "board/rng.h"
#include "core/game_impl.h"

/*
 * Should the random player skip empty index i for colour c without a full
 * judgement? Yes for an own eye (board_own_eye(), the one eye test), and
 * for a point surrounded by the other colour where nothing would be
 * captured (a one-stone suicide: refused unless any suicide is legal).
 */
static int random_skip(const gor_game *g, int i, int c)
{
    const board *b = &g->b;
    if (board_own_eye(b, i, c))
        return 1;
    const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
    if (!board_own_eye(b, i, 3 - c) ||
        g->rules.suicide == GOR_SUICIDE_ALLOWED ||
        g->rules.suicide == GOR_SUICIDE_CHOICE)
        return 0; /* not surrounded, or a one-stone suicide is legal */
    for (int k = 0; k < 4; k++)
        if (b->color[nb[k]] == 3 - c && board_only_liberty(b, b->gid[nb[k]], i))
            return 0; /* a capture: judge it (ko) */
    return 1;
}

int gor_game_play_random(gor_game *g, uint64_t *rng, gor_point *played)
{
    if (played)
        *played = GOR_PASS;
    if (!g || !rng)
        return g ? game_fail(g, GOR_EINVAL, "random move: no generator")
                 : GOR_EINVAL;
    const int c = g->to_move;
    if (g->end != GOR_END_NONE)
        return game_fail_move(g, GOR_EGAMEOVER, c, GOR_PASS);
    board *b = &g->b;
    board_empty_list(b);
    if (b->nempty > 0)
        *rng = rng_seed(*rng);
    /* Draw among the untried empty points, entries [0, k) of the board's
     * list; a refused one is swapped past k (the list's order is free). */
    for (int k = b->nempty; k > 0; k--) {
        int j = (int)rng_below(rng, (uint32_t)k);
        int i = b->empty[j];
        if (!random_skip(g, i, c)) {
            move_eval ev;
            long repeat;
            if (judge(g, i, c, 0, &ev, &repeat) == GOR_OK) {
                int st = game_play_judged(g, i, c, 0, 0, &ev, repeat);
                if (st == GOR_OK && played)
                    *played = board_point_of(b, i);
                return st;
            }
        }
        board_empty_swap(b, j, k - 1);
    }
    return game_play_pass(g, c, 0);
}

