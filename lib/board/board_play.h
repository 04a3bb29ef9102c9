/* SPDX-License-Identifier: MIT */
/*
 * board_play.h - the move path of the board core (see board.h): placing a
 * stone, merging groups, removing captures. Inline, so that the game's
 * fast path for a move runs in one frame.
 */
#ifndef GOR_BOARD_PLAY_H
#define GOR_BOARD_PLAY_H

#include "board/board.h"

#define ZKEY(c, i) (gor_zobrist_table_[(c) - 1][(i)])

/* The four-neighbour loops are the hot path: unrolled, the neighbour
 * indices stay in registers (gcc and clang; others ignore it). */
#if defined(__GNUC__) && !defined(__INTEL_COMPILER)
#define UNROLL4 _Pragma("GCC unroll 4")
#define ALWAYS_INLINE inline __attribute__((always_inline))
#define NOINLINE __attribute__((noinline))
#else
#define UNROLL4
#define ALWAYS_INLINE inline
#define NOINLINE
#endif

/* Index i joins / leaves the empty-point list, if it is kept. */
static inline void empty_add(board *b, int i)
{
    if (!b->empty_ok)
        return;
    b->empty_at[i] = (uint16_t)b->nempty;
    b->empty[b->nempty++] = (uint16_t)i;
}

static inline void empty_remove(board *b, int i)
{
    if (!b->empty_ok)
        return;
    int j = b->empty_at[i];
    uint16_t last = b->empty[--b->nempty];
    b->empty[j] = last;
    b->empty_at[last] = (uint16_t)j;
}

/* Group g gains / loses the pseudo-liberty e (one stone's contact). */
static inline void add_liberty(group *g, int e)
{
    g->libs += GROUP_LIB(e);
    g->sumsq += (uint64_t)e * (uint64_t)e;
}

static inline void take_liberty(group *g, int e)
{
    g->libs -= GROUP_LIB(e);
    g->sumsq -= (uint64_t)e * (uint64_t)e;
}

/* Remove the group with head h; its neighbours regain liberties. The
 * arrays and the stack top are kept in locals: the colour stores may
 * alias anything, and would make the compiler reload them each time. */
static NOINLINE void remove_group(board *b, int h, change_stack *removed)
{
    uint8_t *const color = b->color;
    const uint16_t *const next = b->next;
    const uint16_t *const gid = b->gid;
    group *const grp = b->grp;
    uint16_t *const v = removed->v;
    const int stride = b->stride;
    const int c = color[h];
    size_t n = removed->n;
    int s = h;
    b->hash ^= grp[h].hash;
    b->stones[c] -= grp[h].size;
    v[n++] = (uint16_t)(CHG_MAKE(s, c, BC_EMPTY) | CHG_GROUP_START);
    do {
        color[s] = BC_EMPTY;
        empty_add(b, s);
        s = next[s];
        if (s != h)
            v[n++] = CHG_MAKE(s, c, BC_EMPTY);
    } while (s != h);
    removed->n = n;
    /* Colours already cleared: every stone left next to a freed point
     * gains it as a pseudo-liberty. */
    do {
        const int nb[4] = {s - 1, s + 1, s - stride, s + stride};
        const uint64_t ls = GROUP_LIB(s), sq = (uint64_t)s * (uint64_t)s;
        UNROLL4
        for (int k = 0; k < 4; k++) {
            int nc = color[nb[k]];
            if (nc == BC_BLACK || nc == BC_WHITE) {
                group *g = &grp[gid[nb[k]]];
                g->libs += ls;
                g->sumsq += sq;
            }
        }
        s = next[s];
    } while (s != h);
}

/* Merge the groups with heads h and g; returns the head kept (the larger
 * group's, so that only the smaller one's stones are renamed). */
static inline int merge(board *b, int h, int g)
{
    if (b->grp[g].size > b->grp[h].size) {
        int t = h;
        h = g;
        g = t;
    }
    int s = g;
    do {
        b->gid[s] = (uint16_t)h;
        s = b->next[s];
    } while (s != g);
    uint16_t t = b->next[h];
    b->next[h] = b->next[g];
    b->next[g] = t;
    group *a = &b->grp[h];
    const group *z = &b->grp[g];
    a->size += z->size;
    a->libs += z->libs;
    a->sumsq += z->sumsq;
    a->hash ^= z->hash;
    return h;
}

/* Join the lone new stone i (its group data in *own) to the group with
 * head h: i goes into h's ring right after h. */
static inline void join_stone(board *b, int h, int i, const group *own)
{
    group *a = &b->grp[h];
    b->gid[i] = (uint16_t)h;
    b->next[i] = b->next[h];
    b->next[h] = (uint16_t)i;
    a->size++;
    a->libs += own->libs;
    a->sumsq += own->sumsq;
    a->hash ^= own->hash;
}

/* The mover's stone i touches two or more of its groups (heads[0..n-1],
 * distinct): join i to the largest, then merge the others into it (the
 * largest stays the head). The heads merged in, then their number, go on
 * `merges` (room for 4 entries), for board_unplay. */
static ALWAYS_INLINE int join_groups(board *b, int i, const group *own,
                                const int *heads, int n,
                                change_stack *merges)
{
    int h = heads[0];
    for (int k = 1; k < n; k++)
        if (b->grp[heads[k]].size > b->grp[h].size)
            h = heads[k];
    join_stone(b, h, i, own);
    for (int k = 0; k < n; k++)
        if (heads[k] != h) {
            merges->v[merges->n++] = (uint16_t)heads[k];
            merge(b, h, heads[k]);
        }
    merges->v[merges->n++] = (uint16_t)(n - 1);
    return h;
}

/*
 * Place colour c at empty index i; remove captured opponent groups, or the
 * mover's group if it has no liberties (the caller has judged it legal), or
 * with remove_own, the mover's group when both sides lack liberties.
 * Removed points are pushed on `removed` (which must have room for
 * width * height entries), the groups it merged into the stone's on
 * `merges` (room for 4 entries). Returns GOR_MOVE_CAPTURED /
 * GOR_MOVE_SUICIDE, and BOARD_MERGED.
 *
 * One pass over the neighbours: an empty one is a pseudo-liberty of the
 * new stone, an adjacent group loses i once per contact, and the mover's
 * groups are noted (the common case, one group, takes the stone in
 * without renaming anything).
 */
static ALWAYS_INLINE unsigned board_play(board *b, int i, int c,
                                         int remove_own,
                                         change_stack *removed,
                                         change_stack *merges)
{
    const int o = 3 - c;
    const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
    const uint8_t *color = b->color;
    const uint64_t ii = (uint64_t)i * (uint64_t)i, li = GROUP_LIB(i);
    unsigned flags = 0;
    group own = {0, ZKEY(c, i), 0, 1};
    /* heads[] past nheads holds 0 (no head is 0: index 0 is padding) or
     * repeats of heads already counted, so the test for a repeat need not
     * know nheads. */
    int heads[4] = {0, 0, 0, 0}, nheads = 0;
    int dead = 0; /* some opponent group lost its last liberty */
    UNROLL4
    for (int k = 0; k < 4; k++) {
        const int n = nb[k], nc = color[n];
        if (nc == BC_EMPTY) {
            own.libs += GROUP_LIB(n);
            own.sumsq += (uint64_t)n * (uint64_t)n;
        } else if (nc != BC_EDGE) {
            const int gh = b->gid[n];
            group *g = &b->grp[gh];
            g->libs -= li;
            g->sumsq -= ii;
            if (nc == o) {
                dead |= g->libs == 0;
            } else {
                const int dup = (gh == heads[0]) | (gh == heads[1]) |
                                (gh == heads[2]);
                heads[nheads] = gh;
                nheads += !dup;
            }
        }
    }
    b->color[i] = (uint8_t)c;
    empty_remove(b, i);
    b->ever[i] |= (uint8_t)c;
    b->hash ^= own.hash;
    b->stones[c]++;
    b->ko = 0;
    b->ko_color = 0;

    int h;
    if (nheads == 0) {
        h = i;
        b->grp[i] = own;
        b->gid[i] = (uint16_t)i;
        b->next[i] = (uint16_t)i;
    } else if (nheads == 1) {
        h = heads[0];
        join_stone(b, h, i, &own);
    } else {
        h = join_groups(b, i, &own, heads, nheads, merges);
        flags |= BOARD_MERGED;
    }

    /* Captures. With remove_own and no own liberty, the mover's group goes
     * first, which revives the opponent (the reformed ruleset's choice). */
    if (dead && !(remove_own && b->grp[h].libs == 0)) {
        size_t before = removed->n;
        UNROLL4
        for (int k = 0; k < 4; k++)
            if (b->color[nb[k]] == o && b->grp[b->gid[nb[k]]].libs == 0)
                remove_group(b, b->gid[nb[k]], removed);
        int n = (int)(removed->n - before);
        flags |= GOR_MOVE_CAPTURED;
        b->caps[c] += n;
        /* A single stone that took a single stone and has that point as
         * its only liberty: the retake is a ko. */
        if (n == 1 && b->grp[h].size == 1 && GROUP_PLIBS(&b->grp[h]) == 1) {
            b->ko = CHG_INDEX(removed->v[before]);
            b->ko_color = o;
        }
    }
    if (b->grp[h].libs == 0) {
        size_t before = removed->n;
        remove_group(b, h, removed);
        b->caps[o] += (int)(removed->n - before);
        flags |= GOR_MOVE_SUICIDE;
    }
    return flags;
}

#endif
