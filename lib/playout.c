/* SPDX-License-Identifier: MIT */
/*
 * playout.c - light random playouts on a board of their own
 * (gorules_playout.h).
 *
 * The board: a padded array of cells, row stride width + 1 (the extra
 * column is the edge on both sides), one edge row above and below; cell
 * (x, y) is (y + 1) * stride + x. Each cell has a colour, the counts of
 * its empty, black-or-edge and white-or-edge neighbours (an own eye is
 * one load and compare), the head of its group and the next stone of its
 * group (a ring); edge cells keep head 0. Each group, stored at its head,
 * counts pseudo-liberties (pairs of a stone and an empty neighbour),
 * their sum and their sum of squares: the group is captured when the
 * count is 0, and its one liberty is p exactly when sum = n p and
 * squares = n p^2 (the squared distances to p add up to 0; n is then at
 * most 4). The empty points are a list in any order, so a random
 * candidate is one draw; a move knows its entry.
 *
 * Everything a playout changes lives in one block; the start position is
 * a second block of the same layout, and a restart copies it back.
 */
#include "gorules_playout.h"

#include <stdlib.h>
#include <string.h>

enum { EMPTY = 0, BLACK = 1, WHITE = 2, EDGE = 3 };

/* A cell's neighbour counts, 3 bits each: empty points, black stones or
 * edge, white stones or edge. A stone of colour c placed next to a cell
 * adds NB_DELTA(c) to it (one empty fewer, one c more). */
#define NB_EMPTY 0
#define NB_SHIFT(c) (4 * (c)) /* BLACK 4, WHITE 8 */
#define NB_DELTA(c) ((1u << NB_SHIFT(c)) - 1u)
#define NB_FIELD(v, sh) (((v) >> (sh)) & 7u)


/* Largest cell count: (52 + 2) rows of 53. */
#define PO_MAXCELLS ((GOR_MAX_SIZE + 2) * (GOR_MAX_SIZE + 1))

typedef struct po_group {
    uint16_t libs;  /* pseudo-liberties */
    uint16_t size;  /* stones */
    uint32_t sum;   /* sum of the pseudo-liberties' cells */
    uint64_t sq;    /* sum of their squares */
} po_group;

/* The scalars of a position, first in each block. */
typedef struct po_head {
    int to_move;   /* BLACK or WHITE */
    int ko;        /* cell the player to move may not play, 0 for none */
    int passes;    /* consecutive passes: 2 ends the playout */
    int nempty;    /* entries in the empty list */
    size_t moves;  /* since the start */
} po_head;

struct gor_playout {
    int width, height, stride, ncells;
    int suicide;        /* gor_suicide_rule */
    int one_suicide;    /* a one-stone suicide is legal */
    size_t bytes;       /* one block */
    /* the live block's parts */
    po_head *h;
    po_group *grp;      /* by head cell */
    uint16_t *head, *next, *empty;
    uint16_t *nbc;      /* neighbour counts: NB_EMPTY, NB_BLACK, NB_WHITE */
    unsigned char *color;
    unsigned char *live, *start;
};

/* ---- the generator (the one gor_game_play_random() uses) ---------- */

/* The state a xorshift64* generator starts from: any value, 0 moved off. */
static inline uint64_t po_seed(uint64_t state)
{
    return state ? state : 0x9e3779b97f4a7c15ULL;
}

/* Advance a xorshift64* state (never 0); returns the output. */
static inline uint64_t po_next(uint64_t *r)
{
    uint64_t x = *r;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *r = x;
    return x * 0x2545f4914f6cdd1dULL;
}

/* Lemire's multiply-shift draw in [0, n) came out as m with a low half
 * below n: reject the few values that would favour small results, as
 * gor_game_play_random() does. Returns the final product. */
static uint64_t po_below_slow(uint64_t *r, uint64_t m, uint32_t n)
{
    uint32_t floor = (uint32_t)(-n) % n;
    while ((uint32_t)m < floor)
        m = (po_next(r) >> 32) * (uint64_t)n;
    return m;
}

/* ---- layout ---------------------------------------------------------- */

static size_t align8(size_t n) { return (n + 7) & ~(size_t)7; }

/* Point the live pointers into the block at `base`; returns its size. */
static size_t po_layout(gor_playout *po, unsigned char *base)
{
    size_t n = (size_t)po->ncells, off = 0;
    unsigned char *b = base;
#define PO_PART(field, type, count)                                           \
    do {                                                                      \
        if (b)                                                                \
            po->field = (type *)(void *)(b + off);                            \
        off += align8(sizeof(type) * (count));                                \
    } while (0)
    PO_PART(h, po_head, 1);
    PO_PART(grp, po_group, n);
    PO_PART(head, uint16_t, n);
    PO_PART(next, uint16_t, n);
    PO_PART(empty, uint16_t, n);
    PO_PART(nbc, uint16_t, n);
    PO_PART(color, unsigned char, n);
#undef PO_PART
    return off;
}

static int po_cell(const gor_playout *po, gor_point p)
{
    if (p < 0 || p >= po->width * po->height)
        return 0;
    return (p / po->width + 1) * po->stride + p % po->width;
}

static gor_point po_point(const gor_playout *po, int i)
{
    return (i / po->stride - 1) * po->width + i % po->stride;
}

/* ---- moves ----------------------------------------------------------- */

#if defined(__GNUC__)
#define PO_INLINE static inline __attribute__((always_inline))
#define PO_NOINLINE static __attribute__((noinline))
#else
#define PO_INLINE static inline
#define PO_NOINLINE static
#endif

PO_INLINE void po_add_lib(po_group *g, uint32_t p, uint64_t pp)
{
    g->libs++;
    g->sum += p;
    g->sq += pp;
}

PO_INLINE void po_remove_lib(po_group *g, uint32_t p, uint64_t pp)
{
    g->libs--;
    g->sum -= p;
    g->sq -= pp;
}

/* Is p the only liberty of g? (p, whose square is pp, is one of them.) */
PO_INLINE int po_only_lib(const po_group *g, uint32_t p, uint64_t pp)
{
    return g->sum == (uint32_t)g->libs * p && g->sq == g->libs * pp;
}

/* Remove the group at head hd; its neighbours of colour `by` gain the
 * points as liberties, the points join the empty list. Returns the stones
 * removed. */
static int po_remove_group(gor_playout *po, int hd, int by)
{
    unsigned char *color = po->color;
    const uint16_t *head = po->head, *next = po->next;
    uint16_t *empty = po->empty;
    uint16_t *nbc = po->nbc;
    po_group *grp = po->grp;
    const int s = po->stride;
    const uint16_t delta = (uint16_t)NB_DELTA(3 - by);
    int n = 0, t = hd, ne = po->h->nempty;
    do {
        const uint32_t ut = (uint32_t)t;
        const uint64_t tt = (uint64_t)ut * ut;
        color[t] = EMPTY;
        empty[ne++] = (uint16_t)t;
        nbc[t - 1] = (uint16_t)(nbc[t - 1] - delta);
        nbc[t + 1] = (uint16_t)(nbc[t + 1] - delta);
        nbc[t - s] = (uint16_t)(nbc[t - s] - delta);
        nbc[t + s] = (uint16_t)(nbc[t + s] - delta);
        if (color[t - 1] == by)
            po_add_lib(&grp[head[t - 1]], ut, tt);
        if (color[t + 1] == by)
            po_add_lib(&grp[head[t + 1]], ut, tt);
        if (color[t - s] == by)
            po_add_lib(&grp[head[t - s]], ut, tt);
        if (color[t + s] == by)
            po_add_lib(&grp[head[t + s]], ut, tt);
        n++;
        t = next[t];
    } while (t != hd);
    po->h->nempty = ne;
    return n;
}

/* Join the groups at heads a and b (a != b); returns the new head. */
static int po_merge(gor_playout *po, int a, int b)
{
    po_group *grp = po->grp;
    uint16_t *head = po->head, *next = po->next;
    if (grp[a].size < grp[b].size) {
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
    grp[a].libs = (uint16_t)(grp[a].libs + grp[b].libs);
    grp[a].size = (uint16_t)(grp[a].size + grp[b].size);
    grp[a].sum += grp[b].sum;
    grp[a].sq += grp[b].sq;
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
    const po_group *grp = po->grp;
    const int s = po->stride;
    const uint32_t ui = (uint32_t)i;
    const uint64_t ii = (uint64_t)ui * ui;
    int own = 0;
    /* An own group with another liberty, or a capture: legal. */
#define PO_LOOK(n)                                                            \
    do {                                                                      \
        int col_ = color[n];                                                  \
        if (col_ != EDGE) {                                                   \
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

/* Does a stone at i, whose neighbours are all the other side's stones
 * (or the edge), capture? */
PO_NOINLINE int po_captures(const gor_playout *po, int i)
{
    const uint16_t *head = po->head;
    const po_group *grp = po->grp;
    const int s = po->stride;
    const uint32_t ui = (uint32_t)i;
    const uint64_t ii = (uint64_t)ui * ui;
    /* An edge cell's head is cell 0, whose group never has i alone. */
    /* A group whose one liberty is i counts it at most 4 times. */
#define PO_ATARI(g) ((g)->libs <= 4 && po_only_lib((g), ui, ii))
    return PO_ATARI(&grp[head[i - 1]]) || PO_ATARI(&grp[head[i + 1]]) ||
           PO_ATARI(&grp[head[i - s]]) || PO_ATARI(&grp[head[i + s]]);
#undef PO_ATARI
}

/* Play colour c at empty cell i, judged legal, entry j of the empty list:
 * the stone, its liberties, the neighbour counts; then, when it touches
 * stones, i leaves their liberties, the own groups join, the other side's
 * groups left without a liberty are captured, and the ko point is set (or
 * a suicide the rule allows removes the stones). */
PO_NOINLINE void po_place(gor_playout *po, int i, int j, int c)
{
    unsigned char *color = po->color;
    uint16_t *head = po->head, *next = po->next, *empty = po->empty;
    po_group *grp = po->grp;
    po_head *h = po->h;
    const int s = po->stride;

    empty[j] = empty[--h->nempty];
    const int a = color[i - 1], b = color[i + 1], d = color[i - s],
              e = color[i + s];
    color[i] = (unsigned char)c;
    head[i] = (uint16_t)i;
    next[i] = (uint16_t)i;
    uint16_t *nbc = po->nbc;
    const uint16_t delta = (uint16_t)NB_DELTA(c);
    nbc[i - 1] = (uint16_t)(nbc[i - 1] + delta);
    nbc[i + 1] = (uint16_t)(nbc[i + 1] + delta);
    nbc[i - s] = (uint16_t)(nbc[i - s] + delta);
    nbc[i + s] = (uint16_t)(nbc[i + s] + delta);
    uint32_t libs = 0, sum = 0;
    uint64_t sq = 0;
#define PO_LIB(col, n)                                                        \
    do {                                                                      \
        if (!(col)) {                                                         \
            uint32_t n_ = (uint32_t)(n);                                      \
            libs++;                                                           \
            sum += n_;                                                        \
            sq += (uint64_t)n_ * n_;                                          \
        }                                                                     \
    } while (0)
    PO_LIB(a, i - 1);
    PO_LIB(b, i + 1);
    PO_LIB(d, i - s);
    PO_LIB(e, i + s);
#undef PO_LIB
    grp[i].libs = (uint16_t)libs;
    grp[i].size = 1;
    grp[i].sum = sum;
    grp[i].sq = sq;
    h->ko = 0;
    h->passes = 0;
    h->moves++;
    h->to_move = 3 - c;
    if (libs == 4)
        return; /* no stone around */

    /* Colours seen before any capture: a capture only empties cells of
     * the other side, and a group captured through one neighbour is not
     * captured again through another (its count goes below 0). */
    const uint32_t ui = (uint32_t)i;
    const uint64_t ii = (uint64_t)ui * ui;
    const int o = 3 - c;
    int hd = i, captured = 0, last_captured = 0;
#define PO_JOIN(col, n)                                                       \
    do {                                                                      \
        if ((col) == c) {                                                     \
            int h_ = head[n];                                                 \
            po_remove_lib(&grp[h_], ui, ii);                                  \
            if (h_ != hd)                                                     \
                hd = po_merge(po, hd, h_);                                    \
        } else if ((col) == o) {                                              \
            int h_ = head[n];                                                 \
            po_group *g_ = &grp[h_];                                          \
            po_remove_lib(g_, ui, ii);                                        \
            if (!g_->libs) {                                                  \
                captured += po_remove_group(po, h_, c);                       \
                last_captured = n;                                            \
            }                                                                 \
        }                                                                     \
    } while (0)
    PO_JOIN(a, i - 1);
    PO_JOIN(b, i + 1);
    PO_JOIN(d, i - s);
    PO_JOIN(e, i + s);
#undef PO_JOIN
    if (captured == 1 && grp[hd].size == 1 && grp[hd].libs == 1)
        h->ko = last_captured;
    else if (!captured && grp[hd].libs == 0)
        po_remove_group(po, hd, o); /* a suicide the rule allows */
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
 * One random move; returns the cell played, 0 for a pass. Candidates are
 * drawn among entries [0, k) of the empty list; a refused one is swapped
 * past k (the list's order is free), so every acceptable point is equally
 * likely. x is the generator state, never 0.
 */
PO_INLINE int po_random_move(gor_playout *po, uint64_t *x,
                             const uint16_t *nbc, uint16_t *empty, po_head *h)
{
    const int c = h->to_move, ko = h->ko;
    const unsigned shc = NB_SHIFT(c), sho = NB_SHIFT(3 - c);
    uint64_t r = *x;
    for (int k = h->nempty; k > 0; k--) {
        uint64_t m = (po_next(&r) >> 32) * (uint64_t)k;
        if ((uint32_t)m < (uint32_t)k)
            m = po_below_slow(&r, m, (uint32_t)k);
        int j = (int)(m >> 32), i = empty[j];
        unsigned v = nbc[i];
        if (NB_FIELD(v, shc) != 4) { /* not an own eye */
            int ok;
            if (v & 7u)
                ok = 1; /* a liberty */
            else if (i == ko)
                ok = 0;
            else if (NB_FIELD(v, sho) == 4) /* the other side's eye */
                ok = po->one_suicide || po_captures(po, i);
            else
                ok = po_legal_full(po, i, c) == GOR_OK;
            if (ok) {
                *x = r;
                po_place(po, i, j, c);
                return i;
            }
        }
        empty[j] = empty[k - 1];
        empty[k - 1] = (uint16_t)i;
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
    unsigned char board[GOR_MAX_SIZE * GOR_MAX_SIZE];
    if (gor_game_board(game, board, sizeof board) != w * hgt)
        return GOR_EINVAL;
    memset(po->live, 0, po->bytes);
    unsigned char *color = po->color;
    uint16_t *head = po->head, *next = po->next;
    po_group *grp = po->grp;
    memset(color, EDGE, (size_t)po->ncells);
    po_head *h = po->h;
    for (int y = 0; y < hgt; y++)
        for (int x = 0; x < w; x++) {
            int i = (y + 1) * s + x;
            color[i] = board[y * w + x];
            if (color[i] == EMPTY)
                po->empty[h->nempty++] = (uint16_t)i;
        }
    /* Groups: each unassigned stone starts a flood fill; its stones are
     * linked into a ring as they are found (head 0 = not yet seen; cell 0
     * is an edge). */
    uint16_t stack[PO_MAXCELLS];
    for (int i = s; i < (hgt + 1) * s; i++) {
        int c = color[i];
        if ((c != BLACK && c != WHITE) || head[i])
            continue;
        po_group *g = &grp[i];
        int sp = 0;
        stack[sp++] = (uint16_t)i;
        head[i] = (uint16_t)i;
        next[i] = (uint16_t)i;
        while (sp) {
            int t = stack[--sp];
            g->size++;
            const int nb[4] = {t - 1, t + 1, t - s, t + s};
            for (int k = 0; k < 4; k++) {
                int n = nb[k];
                if (color[n] == EMPTY) {
                    po_add_lib(g, (uint32_t)n, (uint64_t)n * (uint64_t)n);
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
    static const uint16_t count_of[4] = {1u, 1u << NB_SHIFT(BLACK),
                                         1u << NB_SHIFT(WHITE),
                                         (1u << NB_SHIFT(BLACK)) |
                                             (1u << NB_SHIFT(WHITE))};
    for (int y = 0; y < hgt; y++)
        for (int x = 0; x < w; x++) {
            int i = (y + 1) * s + x;
            po->nbc[i] = (uint16_t)(count_of[color[i - 1]] +
                                    count_of[color[i + 1]] +
                                    count_of[color[i - s]] +
                                    count_of[color[i + s]]);
        }
    /* Edge cells keep head 0; its group (cell 0 is an edge) has 5
     * pseudo-liberties summing to 0, so it is never "in atari at i". */
    grp[0].libs = 5;
    h->to_move = gor_game_to_move(game) == GOR_WHITE ? WHITE : BLACK;
    gor_point ko = gor_game_ko_point(game);
    h->ko = ko >= 0 ? po_cell(po, ko) : 0;
    h->passes = gor_game_consecutive_passes(game) > 0;
    h->moves = 0;
    po->suicide = (int)gor_rules_suicide(gor_game_rules(game));
    po->one_suicide = po->suicide == GOR_SUICIDE_ALLOWED ||
                      po->suicide == GOR_SUICIDE_CHOICE;
    return GOR_OK;
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
    int st = po_load(po, game);
    if (st != GOR_OK) {
        gor_playout_free(po);
        return st;
    }
    memcpy(po->start, po->live, po->bytes);
    *out = po;
    return GOR_OK;
}

void gor_playout_free(gor_playout *po)
{
    if (!po)
        return;
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
        memcpy(po->live, po->start, po->bytes);
        return st;
    }
    memcpy(po->start, po->live, po->bytes);
    return GOR_OK;
}

void gor_playout_restart(gor_playout *po)
{
    if (po)
        memcpy(po->live, po->start, po->bytes);
}

int gor_playout_play_random(gor_playout *po, uint64_t *rng, gor_point *played)
{
    if (played)
        *played = GOR_PASS;
    if (!po || !rng)
        return GOR_EINVAL;
    if (po->h->passes >= 2)
        return GOR_EGAMEOVER;
    uint64_t r = po_seed(*rng);
    int i = po_random_move(po, &r, po->nbc, po->empty, po->h);
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
    po_head *h = po->h;
    const uint16_t *nbc = po->nbc;
    uint16_t *empty = po->empty;
    uint64_t r = po_seed(*rng);
    for (size_t n = 0; n < max_moves && h->passes < 2; n++)
        po_random_move(po, &r, nbc, empty, h);
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
    if (po->color[i] != EMPTY)
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
    int j = 0;
    while (po->empty[j] != i)
        j++;
    po_place(po, i, j, c);
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
        memcpy(out + y * w, po->color + (y + 1) * po->stride, (size_t)w);
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
            int i = (y + 1) * s + x, c = color[i], owner;
            if (c == BLACK || c == WHITE) {
                diff += c == BLACK ? 1 : -1;
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
                    if (cn == EMPTY) {
                        if (!seen[n]) {
                            seen[n] = 1;
                            stack[sp++] = (uint16_t)n;
                        }
                    } else if (cn != EDGE) {
                        reach |= (unsigned)cn;
                    }
                }
            }
            owner = reach == BLACK || reach == WHITE ? (int)reach : EMPTY;
            diff += owner == BLACK ? nr : owner == WHITE ? -nr : 0;
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
