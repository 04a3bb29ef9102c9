/* SPDX-License-Identifier: MIT */
/*
 * board.h - the board core: stones, groups with incremental liberties,
 * captures, simple ko and the Zobrist hash. Knows nothing of history or
 * rulesets.
 *
 * Layout: a padded 1-D array. Row y, column x live at index
 * (y + 1) * stride + x + 1 with stride = width + 1, so the four neighbours
 * of any point are i - 1, i + 1, i - stride, i + stride and the padding
 * (one shared column, a row above and below) holds BC_EDGE. Groups are
 * cyclic lists through `next`, named by a head stone `gid`.
 *
 * Liberties are pseudo-liberties: a group counts every (stone, empty
 * neighbour) pair, with the sum and the sum of squares of those empty
 * indices. That makes a move O(1) plus the smaller group of a merge (no
 * deduplication), and still answers exactly what the rules ask: a group
 * has no liberty iff its count is 0, and its only liberty is i iff every
 * pair names i (sum = n * i and sum of squares = n * i * i). The exact
 * number of distinct liberties is counted on demand (board_liberties).
 *
 * The kernel also holds what every player of random moves shares: the one
 * generator (rng.h), the one eye test and playouts with a policy plugged
 * in (policy.h: the uniform policy; the dead-stone estimate plugs in its
 * own). docs/internals.md describes the layout and the move path.
 */
#ifndef GOR_BOARD_H
#define GOR_BOARD_H

#include <stddef.h>
#include <stdint.h>

#include "gorules.h"

#define BC_EMPTY 0
#define BC_BLACK 1
#define BC_WHITE 2
#define BC_EDGE 3

/* Largest padded index + 1: (52 + 2) rows of stride 53. */
#define BOARD_MAX_INDEX ((GOR_MAX_SIZE + 2) * (GOR_MAX_SIZE + 1))

/* Zobrist keys by [colour - 1][padded index], from zobrist_table.c. */
extern const uint64_t gor_zobrist_table_[2][BOARD_MAX_INDEX];
/* XORed into the hash when White is to move (situational key). */
#define ZOBRIST_WHITE_TO_MOVE 0x9e3779b97f4a7c15ULL

/* Per group, kept at its head index. The count and the sum of the
 * pseudo-liberties share one word, count << 32 | sum, so that a contact
 * is one add (GROUP_LIB) and a capture test one compare; bit 63 of it is
 * GROUP_MARK, free for a user of the kernel to mark groups with: the
 * kernel never sets it, and GROUP_PLIBS leaves it out. */
typedef struct group {
    uint64_t libs;  /* pseudo-liberties << 32 | the sum of their indices */
    uint64_t hash;  /* XOR of the keys of its stones */
    uint64_t sumsq; /* sum of the squares of its pseudo-liberty indices;
                       not beside `libs`, or gcc pairs their two adds in a
                       vector register, which costs more than it saves */
    uint32_t size;  /* stones */
} group;

/* The word a pseudo-liberty at index e adds to `libs`. */
#define GROUP_LIB(e) ((uint64_t)1 << 32 | (uint32_t)(e))
#define GROUP_MARK ((uint64_t)1 << 63)
/* Pseudo-liberties: (stone, empty neighbour) pairs; and their index sum. */
#define GROUP_PLIBS(g) ((uint32_t)((g)->libs >> 32) & 0x7fffffffu)
#define GROUP_SUM(g) ((uint32_t)(g)->libs)

typedef struct board {
    int width, height, stride, nindex, area;
    uint64_t hash;        /* XOR of the keys of every stone */
    int ko;               /* index `ko_color` may not play now, or 0 */
    int ko_color;
    int stones[3];        /* stones on the board by colour */
    int caps[3];          /* stones captured by colour */
    uint8_t *color;       /* BC_* per index */
    uint8_t *ever;        /* colours (BC_BLACK | BC_WHITE bits) that ever
                             stood here, a superset */
    uint16_t *gid;        /* group head of a stone */
    uint16_t *next;       /* next stone of the group (cyclic) */
    uint16_t *index_of;   /* padded index of each gor_point */
    uint16_t *empty;      /* the empty points, in no order (nempty), kept
                             only while empty_ok: see board_empty_list() */
    uint16_t *empty_at;   /* position of an empty point in `empty` */
    int nempty;
    int empty_ok;         /* empty, empty_at and nempty are kept */
    group *grp;           /* per head index */
} board;

/* What a move would do, worked out without changing the board. */
typedef struct move_eval {
    int captures;   /* opponent stones it would remove */
    int suicide;    /* the mover's group would be left without liberties */
    int own_size;   /* size of the mover's group after placing; exact only
                       when the point has no empty neighbour (suicide) */
    uint64_t hash;  /* board hash after the move */
} move_eval;

/* A stack of removed or changed points: index (12 bits) | before << 12
 * | after << 14. */
typedef struct change_stack {
    uint16_t *v;
    size_t n, cap;
} change_stack;

#define CHG_MAKE(i, before, after) \
    ((uint16_t)((i) | ((before) << 12) | ((after) << 14)))
#define CHG_INDEX(e) ((int)((e) & 0x0fff))
#define CHG_BEFORE(e) ((int)(((e) >> 12) & 3))
#define CHG_AFTER(e) ((int)(((e) >> 14) & 3))
/* A point a play removed has `after` EMPTY, so that field is free there:
 * it marks the first point of each removed group (its head; each group's
 * points follow in ring order). */
#define CHG_GROUP_START (1u << 14)

int board_init(board *b, int width, int height);
/* Heap bytes of the board's arrays. */
size_t board_bytes(const board *b);
void board_free(board *b);
int board_copy(board *dst, const board *src);
/* Copy src's position into dst, a board of the same size made by
 * board_init() or board_copy(): no allocation. */
void board_restore(board *dst, const board *src);
void board_clear(board *b);

/* The padded index of column x, row y with row stride `stride` (width
 * + 1), and the point (y * width + x) of an on-board index: the geometry
 * every copy of a position uses (the light playouts' included). */
static inline int board_cell(int stride, int x, int y)
{
    return (y + 1) * stride + x + 1;
}

static inline int board_cell_point(int stride, int width, int i)
{
    return (i / stride - 1) * width + (i % stride - 1);
}

static inline int board_index(const board *b, int x, int y)
{
    return board_cell(b->stride, x, y);
}

/* Public point <-> padded index; -1 when p is not on the board. */
static inline int board_index_of(const board *b, gor_point p)
{
    if ((unsigned)p >= (unsigned)(b->width * b->height))
        return -1;
    return b->index_of[p];
}
gor_point board_point_of(const board *b, int index);

/* Is i, a liberty of group head h, its only one? */
static inline int board_only_liberty(const board *b, int h, int i)
{
    const group *g = &b->grp[h];
    const uint64_t n = GROUP_PLIBS(g);
    return (g->libs & ~GROUP_MARK) == n * GROUP_LIB(i) &&
           g->sumsq == n * (uint64_t)i * (uint64_t)i;
}

/* Has index i an empty neighbour? */
static inline int board_has_empty_neighbour(const board *b, int i)
{
    const uint8_t *c = b->color;
    return c[i - 1] == BC_EMPTY || c[i + 1] == BC_EMPTY ||
           c[i - b->stride] == BC_EMPTY || c[i + b->stride] == BC_EMPTY;
}

/* The exact number of distinct liberties of the group of stone i. */
int board_liberties(const board *b, int i);

/* Start keeping the list of empty points (b->empty, b->nempty) if it is
 * not kept yet: a pass over the board. Moves keep it from then on, until
 * board_clear() (most games never ask for it). */
void board_empty_list_build(board *b);
static inline void board_empty_list(board *b)
{
    if (!b->empty_ok)
        board_empty_list_build(b);
}

/* Swap entries j and k of the empty-point list (their order is free). */
static inline void board_empty_swap(board *b, int j, int k)
{
    uint16_t a = b->empty[j], z = b->empty[k];
    b->empty[j] = z;
    b->empty[k] = a;
    b->empty_at[z] = (uint16_t)j;
    b->empty_at[a] = (uint16_t)k;
}

/* Tromp-Taylor area, Black minus White: stones, and empty regions that
 * reach stones of one colour only. */
int board_area_difference(const board *b);

/*
 * Evaluate colour c at empty on-board index i. remove_own: when both sides
 * lack liberties, the mover's group goes instead (GOR_SUICIDE_CHOICE).
 */
void board_eval(const board *b, int i, int c, int remove_own, move_eval *ev);

/* board_play(), placing a stone: board_play.h. Its flags may include
 * BOARD_MERGED: the stone joined two or more groups of its colour. */
#define BOARD_MERGED 0x08u

/*
 * Take back board_play(b, i, c, ...): `removed` holds the n points it
 * removed (as it pushed them; their colour was `victim`). If it merged
 * groups (BOARD_MERGED), `merges` holds what it pushed there: with
 * `exact` (every ring as board_play left it) the merges are undone in the
 * smaller groups' time, else the groups are flooded apart; either way the
 * entries are popped. Returns 0 if the rings are still exact, 1 if a
 * group's ring order changed. No pass over the board.
 */
int board_unplay(board *b, int i, int c, int victim, const uint16_t *removed,
                 int n, int merged, change_stack *merges, int exact);

/* Set the colour of index i without any rule; call board_rebuild() after. */
void board_set_raw(board *b, int i, int c);
/* Recompute groups, liberties and counts from the colours alone. */
void board_rebuild(board *b);
/* Nonzero if some group has no liberties (only possible after raw sets). */
int board_has_dead_group(const board *b);

int change_stack_reserve(change_stack *s, size_t extra);
void change_stack_free(change_stack *s);

#endif
