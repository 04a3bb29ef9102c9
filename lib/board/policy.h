/* SPDX-License-Identifier: MIT */
/*
 * policy.h - playouts on the board kernel (board.h) with the move choice
 * plugged in by the caller.
 *
 * A playout here plays on a plain `board` (simple ko, no history) until
 * two passes in a row or a move limit; which move each side makes is the
 * policy's choice. The kernel gives the draw most policies are built on
 * (board_pick_random(): uniform among the empty points a filter accepts),
 * the one eye test of the library (board_own_eye()), the uniform policy
 * (any legal move that does not fill an own eye) and the tactical one
 * (captures and escapes after the opponent's move, else a quiet move:
 * the ownership estimate's, judge/ownership.c). The dead-stone estimate
 * draws quiet moves (judge/estimate_mc.c). A heavier policy (shapes
 * first) is a board_policy that looks at the position and falls back on
 * board_pick_random().
 */
#ifndef GOR_POLICY_H
#define GOR_POLICY_H

#include "board/board.h"
#include "board/ladder.h"
#include "board/rng.h"

/* Would the policy play colour c at empty index i? (b is not changed.) */
typedef int (*board_filter)(const board *b, int i, int c, void *ctx);

/* The move of colour c: an empty index legal under simple ko and without
 * suicide, or 0 to pass. May draw from *rng (see rng.h) and reorder the
 * board's list of empty points (its order is free). */
typedef int (*board_policy)(board *b, int c, uint64_t *rng, void *ctx);

/* Is empty index i an eye of colour c: every on-board neighbour c's? The
 * one eye test of the library: no random player fills its own eye. */
static inline int board_own_eye(const board *b, int i, int c)
{
    const uint8_t *col = b->color;
    const int s = b->stride;
    /* A neighbour is c's or the edge exactly when its colour has c's bit
     * (BC_EDGE = BC_BLACK | BC_WHITE) and is not empty. */
    return (col[i - 1] & c) && (col[i + 1] & c) && (col[i - s] & c) &&
           (col[i + s] & c);
}

/* Is the group with head h in atari (exactly one distinct liberty)? */
static inline int board_in_atari(const board *b, int h)
{
    const group *g = &b->grp[h];
    const uint64_t n = GROUP_PLIBS(g), sum = GROUP_SUM(g);
    return n > 0 && sum * sum == n * g->sumsq;
}

/* May c play at empty index i under simple ko, suicide forbidden?
 * A stone at i with no empty neighbour has a liberty after the move
 * exactly when it captures (a neighbouring group of the other colour has
 * i for its only liberty) or joins a group of its own with a liberty
 * other than i. */
static inline int board_legal_simple(const board *b, int i, int c)
{
    if (i == b->ko && c == b->ko_color)
        return 0;
    if (board_has_empty_neighbour(b, i))
        return 1;
    const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
    for (int k = 0; k < 4; k++) {
        const int nc = b->color[nb[k]];
        if (nc == BC_BLACK || nc == BC_WHITE) {
            const int only = board_only_liberty(b, b->gid[nb[k]], i);
            if (nc == c ? !only : only)
                return 1;
        }
    }
    return 0;
}

/* Draw uniformly among the empty points until `accept` takes one (each
 * point tried once; a refused one is swapped past the untried ones);
 * returns it, or 0 when none is accepted. `accept` must only accept
 * moves legal by board_legal_simple(). Inline, so that a policy's filter
 * is inlined into its draw. */
static inline int board_pick_random(board *b, int c, uint64_t *rng,
                                    board_filter accept, void *ctx)
{
    board_empty_list(b);
    for (int n = b->nempty; n > 0; n--) {
        const int j = (int)rng_below(rng, (uint32_t)n), i = b->empty[j];
        if (accept(b, i, c, ctx))
            return i;
        board_empty_swap(b, j, n - 1);
    }
    return 0;
}

/* The uniform policy: a legal move (simple ko, no suicide) that does not
 * fill an own eye, uniformly at random; ctx unused. */
int board_policy_uniform(board *b, int c, uint64_t *rng, void *ctx);

/* Is c at empty i a sensible move: legal (simple ko, no suicide), not in
 * c's own eye (unless a group of c around it is in atari: a false eye is
 * filled to save it), and not a self-atari of two or more stones unless
 * it captures? ctx unused. */
int board_sensible_move(const board *b, int i, int c, void *ctx);

/* Is c at empty i a quiet move: sensible, and not inside c's own quiet
 * area (a stone of c next to it and no opposing stone among its eight
 * neighbours: such points are filled only after the opponent comes
 * near)? Playouts with quiet moves keep the territory a position shows.
 * ctx unused. */
int board_quiet_move(const board *b, int i, int c, void *ctx);

/* The tactical policy's state: the last move played (0: none yet), and
 * the ladder reader's stacks (NULL: no ladder is read). */
typedef struct board_tactics {
    int last;
    board_reader *reader;
} board_tactics;

/*
 * The tactical policy (ctx: a board_tactics, last = 0 at the start):
 * after the opponent's move, capture a group next to it (or the stone
 * itself) that is in atari, else save a group of c next to it that the
 * move put in atari by playing its liberty, when either move is
 * sensible and, with a reader, the group is not caught in a ladder
 * (board_ladder_caught()); else, with a reader, the atari of a ladder
 * that catches the group just played (board_ladder_attack());
 * otherwise a quiet move uniformly at random. The local answers of the
 * heavy playouts of Pachi and Fuego, without patterns.
 */
int board_policy_tactical(board *b, int c, uint64_t *rng, void *ctx);

/* Scratch stacks board_play() needs during a playout. */
typedef struct board_scratch {
    change_stack removed, merges;
} board_scratch;

/*
 * Play from b, colour c first, until two passes in a row or max_moves
 * moves (a pass counts as a move), each move chosen by `pick`. The board
 * keeps its list of empty points from then on. Returns the moves played,
 * or GOR_ENOMEM (nothing played) when the scratch stacks cannot grow.
 */
int board_playout(board *b, int c, int max_moves, board_policy pick,
                  void *ctx, uint64_t *rng, board_scratch *scratch);

void board_scratch_free(board_scratch *s);

/* Put the stones of col (GOR_ colours, one per point, row by row) on b,
 * an empty board of that size, one by one: nothing is captured (in a
 * position every chain and every part of one has a liberty). */
int board_setup_colors(board *b, const unsigned char *col,
                       board_scratch *scratch);

#endif
