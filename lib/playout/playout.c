/* SPDX-License-Identifier: MIT */
/*
 * playout.c - light random playouts (gorules_playout.h) on the board
 * kernel's board (board/board.h).
 *
 * The position is a kernel `board`: colours, group rings and heads, and
 * each group's pseudo-liberties (count and sum in one word, and the sum
 * of squares; see board.h). The playout keeps those exactly; it does not
 * keep the hashes, the group sizes or the stone counts, which it never
 * reads. A cell that holds no stone (empty, or the edge) has head 0 (an
 * edge cell), the junk group: a stone's neighbours all take the same
 * updates, and those of the junk group are never used. Beside the board,
 * each cell has the counts of its empty, black-or-edge and white-or-edge
 * neighbours (an eye is one load and compare).
 *
 * The empty points are kept in lists by what they are to the random
 * player (see L_PLAIN): a move draws among the plain points and the eyes
 * of the other side that it may fill, so the own eyes, and the other
 * side's eyes where no group is in atari, are not drawn. A point that
 * becomes an eye when a stone is placed next to it stays among the plain
 * points until it is drawn, and moves to its list then. An eye of c is
 * "shut" when no group of c around it is in atari; such a group is marked
 * (GROUP_MARK), and only marked groups are looked at when they lose a
 * liberty, to open the eye again when they come into atari. An eye stays
 * an eye until it is played: a group next to it has a liberty there, so
 * no stone around it is ever captured.
 *
 * Everything a playout changes lives in its board and one block beside
 * it; the start position is a second board and block, and a restart
 * copies both back.
 */
#include "gorules_playout.h"

#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/rng.h"


/* A cell's neighbour counts, 3 bits each: empty points, black stones or
 * edge, white stones or edge. A stone of colour c placed next to a cell
 * adds NB_DELTA(c) to it (one empty fewer, one c more). A field is 4
 * (its bit 2 set) exactly when every neighbour is c's or the edge. */
#define NB_EMPTY 0
#define NB_SHIFT(c) (4 * (c)) /* BC_BLACK 4, BC_WHITE 8 */
#define NB_DELTA(c) ((1u << NB_SHIFT(c)) - 1u)
#define NB_FIELD(v, sh) (((v) >> (sh)) & 7u)

/* Largest cell count: (52 + 2) rows of 53. */
#define PO_MAXCELLS ((GOR_MAX_SIZE + 2) * (GOR_MAX_SIZE + 1))


/* The scalars of a position, first in each block. */
typedef struct po_head {
    int to_move;   /* BC_BLACK or BC_WHITE */
    int ko;        /* cell the player to move may not play, 0 for none */
    int passes;    /* consecutive passes: 2 ends the playout */
    int count[3];  /* entries of the lists L_PLAIN, L_EYE(BC_BLACK),
                      L_EYE(BC_WHITE) */
    size_t moves;  /* since the start */
} po_head;

/*
 * The empty points, by what they are to a random player (lst[] of a
 * cell). The first three lists are arrays in any order, a cell knows its
 * entry (pos[]); the shut eyes and the rest are only marked.
 */
enum {
    L_PLAIN = 0, /* an eye of neither side when listed: drawn for both */
    /* L_EYE(c) = c: an eye of c the other side may play (a group of c
     * around it may be in atari, or the rule allows a one-stone suicide):
     * drawn for the other side */
    L_SHUT_BLACK = 3, /* L_SHUT(c) = c + 2: an eye of c none of whose */
    L_SHUT_WHITE = 4, /* groups is in atari: drawn for nobody */
    L_BOTH = 5        /* every neighbour the edge (1x1): drawn for nobody */
};
#define L_EYE(c) (c)
#define L_SHUT(c) ((c) + 2)

struct gor_playout {
    int width, height, stride, ncells;
    int suicide;        /* gor_suicide_rule */
    int one_suicide;    /* a one-stone suicide is legal */
    size_t bytes;       /* one block */
    /* By a mask of empty neighbours (bit k: the neighbour i + off[k], off
     * = -1, +1, -stride, +stride): the sum of the offsets and of their
     * squares. */
    int32_t dsum[16];
    uint32_t dsq[16];
    /* The position: the board core's board (colours, groups, rings), of
     * which the playout keeps the colours and the groups' rings, heads and
     * pseudo-liberties (not the hashes, sizes and counts, which it never
     * reads); a cell without a stone has head 0, the junk group. */
    board live_board, start_board;
    group *grp;         /* live_board's arrays */
    uint16_t *head, *next;
    unsigned char *color;
    /* the live block's parts: what only the playout keeps */
    po_head *h;
    uint16_t *nbc;      /* neighbour counts: NB_EMPTY, NB_BLACK, NB_WHITE */
    uint16_t *pos;      /* an empty cell's entry in its list */
    uint16_t *list[3];  /* L_PLAIN, L_EYE(BC_BLACK), L_EYE(BC_WHITE) */
    unsigned char *lst; /* an empty cell's list */
    unsigned char *live, *start;
};

/* ---- layout ---------------------------------------------------------- */

static size_t align8(size_t n) { return (n + 7) & ~(size_t)7; }

/* Point the live pointers into the block at `base`; returns its size. */
static size_t po_layout(gor_playout *po, unsigned char *base)
{
    size_t n = (size_t)po->ncells, off = 0;
    size_t np = (size_t)po->width * (size_t)po->height;
    unsigned char *b = base;
#define PO_PART(field, type, count)                                           \
    do {                                                                      \
        if (b)                                                                \
            po->field = (type *)(void *)(b + off);                            \
        off += align8(sizeof(type) * (count));                                \
    } while (0)
    PO_PART(h, po_head, 1);
    PO_PART(nbc, uint16_t, n);
    PO_PART(pos, uint16_t, n);
    PO_PART(list[0], uint16_t, np);
    PO_PART(list[1], uint16_t, np);
    PO_PART(list[2], uint16_t, np);
    PO_PART(lst, unsigned char, n);
#undef PO_PART
    return off;
}

static int po_cell(const gor_playout *po, gor_point p)
{
    if (p < 0 || p >= po->width * po->height)
        return 0;
    return board_cell(po->stride, p % po->width, p / po->width);
}

static gor_point po_point(const gor_playout *po, int i)
{
    return board_cell_point(po->stride, po->width, i);
}

/* ---- moves ----------------------------------------------------------- */

#if defined(__GNUC__)
#define PO_INLINE static inline __attribute__((always_inline))
#define PO_NOINLINE static __attribute__((noinline))
#else
#define PO_INLINE static inline
#define PO_NOINLINE static
#endif

/* The lowest set bit of a nonzero mask of the four neighbours. */
PO_INLINE int po_low_bit(unsigned m)
{
#if defined(__GNUC__)
    return __builtin_ctz(m);
#else
    return m & 1u ? 0 : m & 2u ? 1 : m & 4u ? 2 : 3;
#endif
}

/*
 * The neighbours of a cell, by a code of their colours (2 bits each, in
 * the order i - 1, i + 1, i - stride, i + stride), for the mover c: bits
 * 0-3 the empty ones, 4-7 c's, 8-11 the other side's, 12-15 the stones,
 * 16-18 the first of c's plus 1 (0 for none).
 */
#define PO_COL(code, k) (((code) >> (2 * (k))) & 3u)
#define PO_IS(code, v)                                                        \
    ((PO_COL(code, 0) == (v)) | (PO_COL(code, 1) == (v)) << 1 |               \
     (PO_COL(code, 2) == (v)) << 2 | (PO_COL(code, 3) == (v)) << 3)
#define PO_FIRST(m)                                                           \
    ((m) & 1u ? 1u : (m) & 2u ? 2u : (m) & 4u ? 3u : (m) & 8u ? 4u : 0u)
#define PO_NB(c, code)                                                        \
    (PO_IS(code, 0u) | PO_IS(code, (c)) << 4 | PO_IS(code, 3u - (c)) << 8 |   \
     (PO_IS(code, (c)) | PO_IS(code, 3u - (c))) << 12 |                       \
     PO_FIRST(PO_IS(code, (c))) << 16)
#define PO_NB4(c, b)                                                          \
    PO_NB(c, (b) + 0u), PO_NB(c, (b) + 1u), PO_NB(c, (b) + 2u),               \
        PO_NB(c, (b) + 3u)
#define PO_NB16(c, b)                                                         \
    PO_NB4(c, b), PO_NB4(c, (b) + 4u), PO_NB4(c, (b) + 8u),                   \
        PO_NB4(c, (b) + 12u)
#define PO_NB64(c, b)                                                         \
    PO_NB16(c, b), PO_NB16(c, (b) + 16u), PO_NB16(c, (b) + 32u),              \
        PO_NB16(c, (b) + 48u)
static const uint32_t po_nbtab[2][256] = {
    {PO_NB64(1u, 0u), PO_NB64(1u, 64u), PO_NB64(1u, 128u), PO_NB64(1u, 192u)},
    {PO_NB64(2u, 0u), PO_NB64(2u, 64u), PO_NB64(2u, 128u), PO_NB64(2u, 192u)},
};
#undef PO_NB64
#undef PO_NB16
#undef PO_NB4
#undef PO_NB
#undef PO_FIRST
#undef PO_IS
#undef PO_COL
/* Bits set in a 4-bit mask. */
static const unsigned char po_bits4[16] = {0, 1, 1, 2, 1, 2, 2, 3,
                                           1, 2, 2, 3, 2, 3, 3, 4};

/* Is p the only liberty of g? (p, whose square is pp, is one of them.) */
PO_INLINE int po_only_lib(const group *g, uint32_t p, uint64_t pp)
{
    const uint64_t ls = g->libs & ~GROUP_MARK, n = ls >> 32;
    return ls == n * GROUP_LIB(p) && g->sumsq == n * pp;
}

/* ---- the lists of empty points ---- */

/* Put empty cell i in list l. */
PO_INLINE void po_list_add(gor_playout *po, int i, int l)
{
    po->lst[i] = (unsigned char)l;
    if (l <= L_EYE(BC_WHITE)) {
        int n = po->h->count[l]++;
        po->list[l][n] = (uint16_t)i;
        po->pos[i] = (uint16_t)n;
    }
}

/* Take cell i out of its list. */
PO_INLINE void po_list_remove(gor_playout *po, int i)
{
    int l = po->lst[i];
    if (l <= L_EYE(BC_WHITE)) {
        uint16_t *a = po->list[l];
        int p = po->pos[i], last = a[--po->h->count[l]];
        a[p] = (uint16_t)last;
        po->pos[last] = (uint16_t)p;
    }
}

/* Swap entries p and q of list a. */
PO_INLINE void po_list_swap(gor_playout *po, uint16_t *a, int p, int q)
{
    int x = a[p], y = a[q];
    a[p] = (uint16_t)y;
    a[q] = (uint16_t)x;
    po->pos[y] = (uint16_t)p;
    po->pos[x] = (uint16_t)q;
}

/* Does a stone at i, whose neighbours are all the other side's stones
 * (or the edge), capture? */
PO_NOINLINE int po_captures(const gor_playout *po, int i)
{
    const unsigned char *color = po->color;
    const uint16_t *head = po->head;
    const group *grp = po->grp;
    const int s = po->stride;
    const uint32_t ui = (uint32_t)i;
    const uint64_t ii = (uint64_t)ui * ui;
    /* A group whose one liberty is i counts it at most 4 times. */
#define PO_ATARI(n)                                                           \
    (color[n] != BC_EDGE && GROUP_PLIBS(&grp[head[n]]) <= 4 &&                \
     po_only_lib(&grp[head[n]], ui, ii))
    return PO_ATARI(i - 1) || PO_ATARI(i + 1) || PO_ATARI(i - s) ||
           PO_ATARI(i + s);
#undef PO_ATARI
}

/* Mark the groups around cell i, an eye found shut. */
static void po_mark_shut(gor_playout *po, int i)
{
    const uint16_t *head = po->head;
    const int s = po->stride;
    group *grp = po->grp;
    grp[head[i - 1]].libs |= GROUP_MARK; /* an edge marks the junk group */
    grp[head[i + 1]].libs |= GROUP_MARK;
    grp[head[i - s]].libs |= GROUP_MARK;
    grp[head[i + s]].libs |= GROUP_MARK;
}

/* Put empty cell i in its list, from its neighbours (and, for an eye,
 * whether a group around it is in atari: if none, the eye is shut and
 * its groups are marked). */
static void po_classify(gor_playout *po, int i)
{
    const unsigned v = po->nbc[i];
    const int b = NB_FIELD(v, NB_SHIFT(BC_BLACK)) == 4,
              w = NB_FIELD(v, NB_SHIFT(BC_WHITE)) == 4;
    if (!(b | w)) {
        po_list_add(po, i, L_PLAIN);
    } else if (b & w) {
        po_list_add(po, i, L_BOTH);
    } else {
        const int c = b ? BC_BLACK : BC_WHITE;
        if (po->one_suicide || po_captures(po, i)) {
            po_list_add(po, i, L_EYE(c));
        } else {
            po_list_add(po, i, L_SHUT(c));
            po_mark_shut(po, i);
        }
    }
}

/* The marked group at head g has lost a liberty: when it is now in atari
 * at a shut eye of its colour, the other side may capture there. */
static void po_check_atari(gor_playout *po, int g)
{
    const group *G = &po->grp[g];
    const uint32_t n = GROUP_PLIBS(G);
    if (n - 1u >= 4u) /* a group in atari counts its liberty 1 to 4 times */
        return;
    const uint64_t sum = GROUP_SUM(G);
    if (sum * sum != n * G->sumsq) /* not all the same point */
        return;
    const int l = (int)(sum / n), t = po->lst[l];
    if (t == L_SHUT_BLACK || t == L_SHUT_WHITE)
        po_list_add(po, l, t - 2);
}

/* Remove the group at head hd; its neighbours of colour `by` gain the
 * points as liberties, the points join the lists. Returns the stones
 * removed. A removed group had no empty neighbour, so no other point
 * changes lists. A neighbour of a removed stone is a stone of `by`, the
 * edge (the junk group), a stone already removed (the junk group) or one
 * still to go, whose group is dropped: all take the liberty, no branch. */
static int po_remove_group(gor_playout *po, int hd, int by, int taker)
{
    unsigned char *color = po->color;
    uint16_t *head = po->head;
    const uint16_t *next = po->next;
    uint16_t *nbc = po->nbc;
    group *grp = po->grp;
    const int s = po->stride;
    const uint16_t delta = (uint16_t)NB_DELTA(3 - by);
    int n = 0, t = hd;
    do {
        const uint64_t lt = GROUP_LIB(t), tt = (uint64_t)t * (uint64_t)t;
        color[t] = BC_EMPTY;
        head[t] = 0;
        nbc[t - 1] = (uint16_t)(nbc[t - 1] - delta);
        nbc[t + 1] = (uint16_t)(nbc[t + 1] - delta);
        nbc[t - s] = (uint16_t)(nbc[t - s] - delta);
        nbc[t + s] = (uint16_t)(nbc[t + s] - delta);
#define PO_GAIN(q)                                                            \
    do {                                                                      \
        group *g_ = &grp[head[q]];                                         \
        g_->libs += lt;                                                       \
        g_->sumsq += tt;                                                      \
    } while (0)
        PO_GAIN(t - 1);
        PO_GAIN(t + 1);
        PO_GAIN(t - s);
        PO_GAIN(t + s);
#undef PO_GAIN
        n++;
        t = next[t];
    } while (t != hd);
    /* The points' lists. A point is an eye of `by` or plain (its
     * neighbours are stones of `by`, the edge, removed points). Of the
     * groups of `by` around an eye, only the taker's (the group of the
     * stone that captured, -1 for a suicide) may be in atari there: any
     * other had a liberty before and gains this one. */
    const unsigned full = 4u << NB_SHIFT(by),
                   both = full | 4u << NB_SHIFT(3 - by);
    do {
        const unsigned v = nbc[t];
        if (!(v & full)) {
            po_list_add(po, t, L_PLAIN);
        } else if ((v & both) == both) {
            po_list_add(po, t, L_BOTH);
        } else if (po->one_suicide ||
                   (taker >= 0 && GROUP_PLIBS(&grp[taker]) <= 4 &&
                    po_only_lib(&grp[taker], (uint32_t)t,
                                (uint64_t)t * (uint64_t)t))) {
            po_list_add(po, t, L_EYE(by));
        } else {
            po_list_add(po, t, L_SHUT(by));
            po_mark_shut(po, t);
        }
        t = next[t];
    } while (t != hd);
    return n;
}

/* Join the groups at heads a and b (a != b); returns the new head. */
static int po_merge(gor_playout *po, int a, int b)
{
    group *grp = po->grp;
    uint16_t *head = po->head, *next = po->next;
    /* relabel the smaller */
    if (GROUP_PLIBS(&grp[a]) < GROUP_PLIBS(&grp[b])) {
        int t = a;
        a = b;
        b = t;
    }
    int t = b;
    do {
        head[t] = (uint16_t)a;
        t = next[t];
    } while (t != b);
    uint16_t na = next[a];
    next[a] = next[b];
    next[b] = na;
    grp[a].libs =
        ((grp[a].libs & ~GROUP_MARK) + (grp[b].libs & ~GROUP_MARK)) |
        ((grp[a].libs | grp[b].libs) & GROUP_MARK);
    grp[a].sumsq += grp[b].sumsq;
    return a;
}

/*
 * May colour c play at empty cell i, which has no empty neighbour? Yes
 * when an own neighbour group keeps another liberty or an opponent group
 * is captured (its one liberty is i), or when the suicide rule allows it.
 * The ko point is checked by the caller.
 */
PO_NOINLINE int po_legal_full(const gor_playout *po, int i, int c)
{
    const unsigned char *color = po->color;
    const uint16_t *head = po->head;
    const group *grp = po->grp;
    const int s = po->stride;
    const uint32_t ui = (uint32_t)i;
    const uint64_t ii = (uint64_t)ui * ui;
    int own = 0;
    /* An own group with another liberty, or a capture: legal. */
#define PO_LOOK(n)                                                            \
    do {                                                                      \
        int col_ = color[n];                                                  \
        if (col_ != BC_EDGE) {                                                \
            int only_ = po_only_lib(&grp[head[n]], ui, ii);                   \
            if (col_ == c) {                                                  \
                if (!only_)                                                   \
                    return GOR_OK;                                            \
                own = 1;                                                      \
            } else if (only_) {                                               \
                return GOR_OK;                                                \
            }                                                                 \
        }                                                                     \
    } while (0)
    PO_LOOK(i - 1);
    PO_LOOK(i + 1);
    PO_LOOK(i - s);
    PO_LOOK(i + s);
#undef PO_LOOK
    return po->suicide == GOR_SUICIDE_ALLOWED ||
                   po->suicide == GOR_SUICIDE_CHOICE ||
                   (po->suicide == GOR_SUICIDE_MULTI && own)
               ? GOR_OK
               : GOR_ESUICIDE;
}

/* The stone at i has joined the group at head hd, and its neighbours of
 * the mask m (c's) belong to other groups still: join them. Returns the
 * head. */
PO_NOINLINE int po_join_more(gor_playout *po, int i, int hd, unsigned m)
{
    const int s = po->stride;
    const int nb[4] = {i - 1, i + 1, i - s, i + s};
    for (; m; m &= m - 1) {
        int h_ = po->head[nb[po_low_bit(m)]];
        if (h_ != hd)
            hd = po_merge(po, hd, h_);
    }
    return hd;
}

/* The stone at i (c's, in the group at head hd) leaves the groups of the
 * neighbours of the mask m (the other side's) without a liberty: remove
 * them, and set the ko point. */
PO_NOINLINE void po_capture(gor_playout *po, int i, int c, int hd,
                            unsigned m)
{
    const int s = po->stride;
    const int nb[4] = {i - 1, i + 1, i - s, i + s};
    int captured = 0, last = 0;
    for (; m; m &= m - 1) {
        int n = nb[po_low_bit(m)];
        if (po->color[n] == 3 - c) { /* not taken already */
            captured += po_remove_group(po, po->head[n], c, hd);
            last = n;
        }
    }
    if (captured == 1 && hd == i && GROUP_PLIBS(&po->grp[i]) == 1)
        po->h->ko = last;
}

/* After a stone at i (c's): the marked groups that lost a liberty (the
 * joined group at hd, the other side's groups of the mask m) may have
 * come into atari at a shut eye. */
PO_NOINLINE void po_atari_marked(gor_playout *po, int i, int c, int hd,
                                 unsigned m)
{
    const int s = po->stride;
    const int nb[4] = {i - 1, i + 1, i - s, i + s};
    if (po->color[hd] == c && po->grp[hd].libs & GROUP_MARK)
        po_check_atari(po, hd);
    for (; m; m &= m - 1) {
        int n = nb[po_low_bit(m)];
        if (po->color[n] == 3 - c && po->grp[po->head[n]].libs & GROUP_MARK)
            po_check_atari(po, po->head[n]);
    }
}

/*
 * Play colour c at empty cell i, judged legal and out of its list: the
 * stone, its liberties, the neighbour counts; i leaves the liberties of the
 * neighbours' groups, it joins its own, captures, ko, a suicide the rule
 * allows, the marked groups that may have come into atari. The common
 * steps take no branch on the neighbours' colours (a random point's
 * neighbours are not predictable): the updates meant for a neighbour
 * that is no stone go to the junk group.
 */
PO_INLINE void po_place(gor_playout *po, size_t i, unsigned c)
{
    unsigned char *const color = po->color;
    uint16_t *const head = po->head, *const nbc = po->nbc;
    group *const grp = po->grp;
    const size_t s = (size_t)po->stride, n0 = i - 1, n1 = i + 1, n2 = i - s,
                 n3 = i + s;
    const unsigned nb = po_nbtab[c - 1][color[n0] | color[n1] << 2 |
                                        color[n2] << 4 | color[n3] << 6];
    color[i] = (unsigned char)c;
    /* The neighbour counts. An empty neighbour that has become an eye of
     * c stays among the plain points until it is drawn. */
    const uint16_t delta = (uint16_t)NB_DELTA(c);
    nbc[n0] = (uint16_t)(nbc[n0] + delta);
    nbc[n1] = (uint16_t)(nbc[n1] + delta);
    nbc[n2] = (uint16_t)(nbc[n2] + delta);
    nbc[n3] = (uint16_t)(nbc[n3] + delta);
    po_head *const h = po->h;
    h->ko = 0;
    h->passes = 0;
    h->moves++;
    h->to_move = (int)(3 - c);
    const uint64_t ii = (uint64_t)i * i;
    const unsigned em = nb & 15u;
    const uint64_t nl = po_bits4[em];
    const int64_t ds = po->dsum[em];
    if (!(nb & 0xf000u)) { /* no stone around: a group of its own */
        group *const g = &grp[i];
        g->libs = (nl << 32) + nl * i + (uint64_t)ds;
        g->sumsq = nl * ii + (uint64_t)(2 * ds) * i + po->dsq[em];
        head[i] = (uint16_t)i;
        po->next[i] = (uint16_t)i;
        if (!nl) /* no neighbour but the edge (1x1): a suicide allowed */
            po_remove_group(po, (int)i, (int)(3 - c), -1);
        return;
    }
    /* i leaves the liberties of the stone neighbours' groups (the others
     * update the junk group). */
    const size_t h0 = head[n0], h1 = head[n1], h2 = head[n2], h3 = head[n3];
    group *const g0 = &grp[h0], *const g1 = &grp[h1], *const g2 = &grp[h2],
                    *const g3 = &grp[h3];
    /* zero: no liberty left (the mark aside; arithmetic, not a compare,
     * which the compiler would make a branch); watch: marked, with 1 to 4
     * pseudo-liberties (a group met twice is also seen between the two,
     * with one more: a call for nothing at worst). */
    const uint64_t li = GROUP_LIB(i);
    unsigned zero = 0, watch = 0;
#define PO_LANE(k, g)                                                         \
    do {                                                                      \
        const uint64_t ls_ = (g)->libs - li;                                  \
        (g)->libs = ls_;                                                      \
        (g)->sumsq -= ii;                                                     \
        zero |= (unsigned)(((ls_ << 1) - 1) >> 63) << (k);                    \
        watch |= (unsigned)((uint32_t)(ls_ >> 32) - 0x80000001u < 4u) << (k); \
    } while (0)
    PO_LANE(0, g0);
    PO_LANE(1, g1);
    PO_LANE(2, g2);
    PO_LANE(3, g3);
#undef PO_LANE
    /* The new stone's liberties, from the offsets of the empty ones; it
     * joins the group of an own neighbour, if any (else starts one). */
    const unsigned own = nb >> 4 & 15u, opp = nb >> 8 & 15u;
    const size_t hs[5] = {i, h0, h1, h2, h3};
    size_t hd = hs[nb >> 16];
    const uint64_t keep = (uint64_t)0 - (own != 0);
    group *const g = &grp[hd];
    g->libs = (g->libs & keep) + (nl << 32) + nl * i + (uint64_t)ds;
    g->sumsq =
        (g->sumsq & keep) + nl * ii + (uint64_t)(2 * ds) * i + po->dsq[em];
    uint16_t *const next = po->next;
    head[i] = (uint16_t)hd;
    next[i] = next[hd];
    next[hd] = (uint16_t)i;
    if (own & (own - 1)) { /* more own neighbours: other groups? */
        const unsigned more = own & ((h0 != hd) | (h1 != hd) << 1 |
                                     (h2 != hd) << 2 | (h3 != hd) << 3);
        if (more)
            hd = (size_t)po_join_more(po, (int)i, (int)hd, more);
    }
    const unsigned cap = opp & zero;
    if (cap)
        po_capture(po, (int)i, (int)c, (int)hd, cap);
    else if (!(grp[hd].libs << 1))
        po_remove_group(po, (int)hd, (int)(3 - c), -1); /* a suicide allowed */
    /* Marked groups that lost a liberty and may be in atari now (the
     * captured ones have none left). */
    if (!po->one_suicide) {
        /* the mark and the count: marked with 1 to 4 pseudo-liberties */
        const uint32_t mark_n = (uint32_t)(grp[hd].libs >> 32);
        const unsigned chk = (mark_n - 0x80000001u < 4u) | (opp & watch);
        if (chk)
            po_atari_marked(po, (int)i, (int)c, (int)hd, opp & ~cap);
    }
}

static void po_pass(gor_playout *po)
{
    po_head *h = po->h;
    h->ko = 0;
    h->passes++;
    h->moves++;
    h->to_move = 3 - h->to_move;
}

/*
 * A drawn point i with no empty neighbour (among the other side's eyes
 * when in_eye): 1 when c may play it, 0 when not now (the ko point, a
 * suicide), -1 when it must leave its list (an eye found shut, or an eye
 * still among the plain points).
 */
PO_NOINLINE int po_judge(const gor_playout *po, int i, int c, int in_eye)
{
    if (i == po->h->ko)
        return 0;
    if (in_eye)
        return po->one_suicide || po_captures(po, i) ? 1 : -1;
    if (po->nbc[i] & (4u << NB_SHIFT(BC_BLACK) | 4u << NB_SHIFT(BC_WHITE)))
        return -1;
    return po_legal_full(po, i, c) == GOR_OK;
}

/*
 * Point i, just swapped past the drawn entries of its list, leaves it: an
 * eye of the other side found shut, or an eye still among the plain points
 * (they are sorted when drawn: an empty point that became an eye stays
 * there until then). Returns whether c may play it (the other side's eye,
 * where a stone captures).
 */
PO_NOINLINE int po_relist(gor_playout *po, int i, int c)
{
    po_list_remove(po, i);
    if (po->lst[i] == L_EYE(3 - c)) {
        po->lst[i] = (unsigned char)L_SHUT(3 - c);
        po_mark_shut(po, i);
        return 0;
    }
    po_classify(po, i);
    return po->lst[i] == L_EYE(3 - c);
}

/*
 * One random move; returns the cell played, 0 for a pass. The candidates
 * are the entries of two lists: the plain points and the eyes of the other
 * side it may play; a draw is uniform over the first kp entries of one
 * and the first ke of the other. A point found illegal is swapped past
 * them (a list's order is free), so every legal point is equally likely;
 * a point found in the wrong list moves to its own. x is the generator
 * state, never 0.
 */
PO_INLINE int po_random_move(gor_playout *po, uint64_t *x)
{
    po_head *h = po->h;
    const int c = h->to_move;
    uint16_t *const pl = po->list[L_PLAIN], *const pe = po->list[L_EYE(3 - c)];
    const uint16_t *nbc = po->nbc;
    int kp = h->count[L_PLAIN], ke = h->count[L_EYE(3 - c)];
    uint64_t r = *x;
    while (kp + ke > 0) {
        const uint32_t k = (uint32_t)(kp + ke);
        uint64_t m = (rng_next(&r) >> 32) * (uint64_t)k;
        if ((uint32_t)m < k)
            m = rng_below_slow(&r, m, k);
        const int j = (int)(m >> 32);
        int in_eye = j >= kp;
        uint16_t *a = in_eye ? pe : pl;
        int e = in_eye ? j - kp : j;
        const int i = a[e];
        if (!(nbc[i] & 7u)) { /* no liberty */
            const int st = po_judge(po, i, c, in_eye);
            if (st <= 0) {
                po_list_swap(po, a, e, in_eye ? --ke : --kp);
                if (!st || !po_relist(po, i, c))
                    continue;
                in_eye = 1; /* now among the other side's eyes */
                a = pe;
                e = po->pos[i];
            }
        }
        /* out of its list: entry e of a */
        const int last = a[--h->count[in_eye ? L_EYE(3 - c) : L_PLAIN]];
        a[e] = (uint16_t)last;
        po->pos[last] = (uint16_t)e;
        *x = r;
        po_place(po, (size_t)i, (unsigned)c);
        return i;
    }
    *x = r;
    po_pass(po);
    return 0;
}

/* ---- objects --------------------------------------------------------- */

/* Copy the game's position into the live block. */
static int po_load(gor_playout *po, const gor_game *game)
{
    if (gor_game_end_reason(game) != GOR_END_NONE)
        return GOR_EGAMEOVER;
    const int w = po->width, hgt = po->height, s = po->stride;
    unsigned char points[GOR_MAX_SIZE * GOR_MAX_SIZE];
    if (gor_game_board(game, points, sizeof points) != w * hgt)
        return GOR_EINVAL;
    memset(po->live, 0, po->bytes);
    unsigned char *color = po->color;
    uint16_t *head = po->head, *next = po->next;
    group *grp = po->grp;
    /* Group data from nothing (grp[0] is the junk group, whose values
     * are never read, only kept defined). The flood below, not
     * board_rebuild(): its ring order is the one the playouts' draws have
     * always followed. */
    memset(grp, 0, (size_t)po->ncells * sizeof *grp);
    memset(head, 0, (size_t)po->ncells * sizeof *head);
    memset(color, BC_EDGE, (size_t)po->ncells);
    po_head *h = po->h;
    for (int y = 0; y < hgt; y++)
        for (int x = 0; x < w; x++) {
            int i = board_cell(s, x, y);
            color[i] = points[y * w + x];
        }
    /* Groups: each unassigned stone starts a flood fill; its stones are
     * linked into a ring as they are found (head 0 = not yet seen; cell 0
     * is an edge); every other cell keeps head 0, the junk group. */
    uint16_t stack[PO_MAXCELLS];
    for (int i = s; i < (hgt + 1) * s; i++) {
        int c = color[i];
        if ((c != BC_BLACK && c != BC_WHITE) || head[i])
            continue;
        group *g = &grp[i];
        int sp = 0;
        stack[sp++] = (uint16_t)i;
        head[i] = (uint16_t)i;
        next[i] = (uint16_t)i;
        while (sp) {
            int t = stack[--sp];
            const int nb[4] = {t - 1, t + 1, t - s, t + s};
            for (int k = 0; k < 4; k++) {
                int n = nb[k];
                if (color[n] == BC_EMPTY) {
                    g->libs += GROUP_LIB(n);
                    g->sumsq += (uint64_t)n * (uint64_t)n;
                } else if (color[n] == c && !head[n]) {
                    head[n] = (uint16_t)i;
                    next[n] = next[i];
                    next[i] = (uint16_t)n;
                    stack[sp++] = (uint16_t)n;
                }
            }
        }
    }
    /* Neighbour counts of every board cell. */
    static const uint16_t count_of[4] = {1u, 1u << NB_SHIFT(BC_BLACK),
                                         1u << NB_SHIFT(BC_WHITE),
                                         (1u << NB_SHIFT(BC_BLACK)) |
                                             (1u << NB_SHIFT(BC_WHITE))};
    for (int y = 0; y < hgt; y++)
        for (int x = 0; x < w; x++) {
            int i = board_cell(s, x, y);
            po->nbc[i] = (uint16_t)(count_of[color[i - 1]] +
                                    count_of[color[i + 1]] +
                                    count_of[color[i - s]] +
                                    count_of[color[i + s]]);
        }
    po->suicide = (int)gor_rules_suicide(gor_game_rules(game));
    po->one_suicide = po->suicide == GOR_SUICIDE_ALLOWED ||
                      po->suicide == GOR_SUICIDE_CHOICE;
    /* The lists, in the board's order. */
    for (int y = 0; y < hgt; y++)
        for (int x = 0; x < w; x++) {
            int i = board_cell(s, x, y);
            if (color[i] == BC_EMPTY)
                po_classify(po, i);
        }
    h->to_move = gor_game_to_move(game) == GOR_WHITE ? BC_WHITE : BC_BLACK;
    gor_point ko = gor_game_ko_point(game);
    h->ko = ko >= 0 ? po_cell(po, ko) : 0;
    h->passes = gor_game_consecutive_passes(game) > 0;
    h->moves = 0;
    return GOR_OK;
}

/* The start position is the live one / back to the start. board_restore
 * keeps each board's memory, so the live pointers stay valid. */
static void po_save(gor_playout *po)
{
    board_restore(&po->start_board, &po->live_board);
    memcpy(po->start, po->live, po->bytes);
}

static void po_restart(gor_playout *po)
{
    board_restore(&po->live_board, &po->start_board);
    memcpy(po->live, po->start, po->bytes);
}

int gor_playout_new(gor_playout **out, const gor_game *game)
{
    if (out)
        *out = NULL;
    if (!out || !game)
        return GOR_EINVAL;
    if (gor_game_end_reason(game) != GOR_END_NONE)
        return GOR_EGAMEOVER;
    gor_playout *po = calloc(1, sizeof *po);
    if (!po)
        return GOR_ENOMEM;
    po->width = gor_game_width(game);
    po->height = gor_game_height(game);
    po->stride = po->width + 1;
    po->ncells = (po->height + 2) * po->stride;
    po->bytes = po_layout(po, NULL);
    po->live = malloc(2 * po->bytes);
    if (!po->live) {
        free(po);
        return GOR_ENOMEM;
    }
    po->start = po->live + po->bytes;
    po_layout(po, po->live);
    if (board_init(&po->live_board, po->width, po->height) != GOR_OK ||
        board_init(&po->start_board, po->width, po->height) != GOR_OK) {
        gor_playout_free(po);
        return GOR_ENOMEM;
    }
    po->grp = po->live_board.grp;
    po->head = po->live_board.gid;
    po->next = po->live_board.next;
    po->color = po->live_board.color;
    const int off[4] = {-1, 1, -po->stride, po->stride};
    for (unsigned m = 0; m < 16; m++)
        for (int k = 0; k < 4; k++)
            if (m >> k & 1u) {
                po->dsum[m] += off[k];
                po->dsq[m] += (uint32_t)(off[k] * off[k]);
            }
    int st = po_load(po, game);
    if (st != GOR_OK) {
        gor_playout_free(po);
        return st;
    }
    po_save(po);
    *out = po;
    return GOR_OK;
}

void gor_playout_free(gor_playout *po)
{
    if (!po)
        return;
    board_free(&po->live_board);
    board_free(&po->start_board);
    free(po->live);
    free(po);
}

int gor_playout_reset(gor_playout *po, const gor_game *game)
{
    if (!po || !game || gor_game_width(game) != po->width ||
        gor_game_height(game) != po->height)
        return GOR_EINVAL;
    if (gor_game_end_reason(game) != GOR_END_NONE)
        return GOR_EGAMEOVER;
    int st = po_load(po, game);
    if (st != GOR_OK) { /* not reached: the size was checked */
        po_restart(po);
        return st;
    }
    po_save(po);
    return GOR_OK;
}

void gor_playout_restart(gor_playout *po)
{
    if (po)
        po_restart(po);
}

int gor_playout_play_random(gor_playout *po, uint64_t *rng, gor_point *played)
{
    if (played)
        *played = GOR_PASS;
    if (!po || !rng)
        return GOR_EINVAL;
    if (po->h->passes >= 2)
        return GOR_EGAMEOVER;
    uint64_t r = rng_seed(*rng);
    int i = po_random_move(po, &r);
    *rng = r;
    if (i && played)
        *played = po_point(po, i);
    return GOR_OK;
}

int gor_playout_run(gor_playout *po, uint64_t *rng, size_t max_moves)
{
    if (!po || !rng)
        return GOR_EINVAL;
    if (po->h->passes >= 2)
        return GOR_EGAMEOVER;
    if (!max_moves)
        max_moves = 3 * (size_t)po->width * (size_t)po->height;
    const po_head *h = po->h;
    uint64_t r = rng_seed(*rng);
    for (size_t n = 0; n < max_moves && h->passes < 2; n++)
        po_random_move(po, &r);
    *rng = r;
    return GOR_OK;
}

int gor_playout_play(gor_playout *po, gor_point p)
{
    if (!po)
        return GOR_EINVAL;
    if (po->h->passes >= 2)
        return GOR_EGAMEOVER;
    if (p == GOR_PASS) {
        po_pass(po);
        return GOR_OK;
    }
    int i = po_cell(po, p);
    if (!i)
        return GOR_EOFFBOARD;
    if (po->color[i] != BC_EMPTY)
        return GOR_EOCCUPIED;
    const int c = po->h->to_move, s = po->stride;
    int st = GOR_OK;
    if (i == po->h->ko)
        st = GOR_EKO;
    else if (po->color[i - 1] && po->color[i + 1] && po->color[i - s] &&
             po->color[i + s])
        st = po_legal_full(po, i, c);
    if (st != GOR_OK)
        return st;
    po_list_remove(po, i);
    po_place(po, (size_t)i, (unsigned)c);
    return GOR_OK;
}

int gor_playout_over(const gor_playout *po)
{
    return po && po->h->passes >= 2;
}

gor_color gor_playout_to_move(const gor_playout *po)
{
    return po ? (gor_color)po->h->to_move : GOR_EMPTY;
}

size_t gor_playout_move_count(const gor_playout *po)
{
    return po ? po->h->moves : 0;
}

gor_point gor_playout_ko_point(const gor_playout *po)
{
    return po && po->h->ko ? po_point(po, po->h->ko) : GOR_NO_POINT;
}

gor_color gor_playout_at(const gor_playout *po, gor_point p)
{
    int i = po ? po_cell(po, p) : 0;
    return i ? (gor_color)po->color[i] : GOR_EMPTY;
}

int gor_playout_board(const gor_playout *po, unsigned char *out, size_t size)
{
    if (!po || !out)
        return GOR_EINVAL;
    const int w = po->width, hgt = po->height;
    if (size < (size_t)w * (size_t)hgt)
        return GOR_EBUFFER;
    for (int y = 0; y < hgt; y++)
        memcpy(out + y * w, po->color + board_cell(po->stride, 0, y),
               (size_t)w);
    return w * hgt;
}

/*
 * Tromp-Taylor area: Black minus White; with `own`, each point's owner.
 * A lone empty point (no empty neighbour) is judged from its neighbours;
 * larger regions are flood-filled.
 */
static int po_area(const gor_playout *po, unsigned char *own)
{
    const unsigned char *color = po->color;
    const int w = po->width, hgt = po->height, s = po->stride;
    unsigned char seen[PO_MAXCELLS];
    uint16_t stack[PO_MAXCELLS], region[PO_MAXCELLS];
    memset(seen, 0, (size_t)po->ncells);
    int diff = 0;
    for (int y = 0; y < hgt; y++)
        for (int x = 0; x < w; x++) {
            int i = board_cell(s, x, y), c = color[i], owner;
            if (c == BC_BLACK || c == BC_WHITE) {
                diff += c == BC_BLACK ? 1 : -1;
                if (own)
                    own[y * w + x] = (unsigned char)c;
                continue;
            }
            if (seen[i])
                continue;
            /* Flood the empty region; `reach` collects the colour bits of
             * the stones it touches (the edge counts for none). */
            unsigned reach = 0;
            int sp = 0, nr = 0;
            stack[sp++] = (uint16_t)i;
            seen[i] = 1;
            while (sp) {
                int t = stack[--sp];
                region[nr++] = (uint16_t)t;
                const int nb[4] = {t - 1, t + 1, t - s, t + s};
                for (int k = 0; k < 4; k++) {
                    int n = nb[k], cn = color[n];
                    if (cn == BC_EMPTY) {
                        if (!seen[n]) {
                            seen[n] = 1;
                            stack[sp++] = (uint16_t)n;
                        }
                    } else if (cn != BC_EDGE) {
                        reach |= (unsigned)cn;
                    }
                }
            }
            owner = reach == BC_BLACK || reach == BC_WHITE ? (int)reach
                                                           : BC_EMPTY;
            diff += owner == BC_BLACK ? nr : owner == BC_WHITE ? -nr : 0;
            if (own)
                for (int r = 0; r < nr; r++)
                    own[po_point(po, region[r])] = (unsigned char)owner;
        }
    return diff;
}

int gor_playout_area_difference(const gor_playout *po)
{
    return po ? po_area(po, NULL) : 0;
}

int gor_playout_ownership(const gor_playout *po, unsigned char *out,
                          size_t size)
{
    if (!po || !out)
        return GOR_EINVAL;
    const int w = po->width, hgt = po->height;
    if (size < (size_t)w * (size_t)hgt)
        return GOR_EBUFFER;
    po_area(po, out);
    return w * hgt;
}
