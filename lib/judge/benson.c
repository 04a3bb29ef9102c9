/* SPDX-License-Identifier: MIT */
/*
 * benson.c - pass-alive analysis (Benson's algorithm) and the life and
 * death judgement built on it.
 *
 * For one colour P:
 *  - chains are P's connected groups; regions are the maximal connected
 *    sets of points that are not P (empty points and opponent stones);
 *  - a region is vital to a chain when each of its empty points (each of
 *    its points under GOR_AREA_SUICIDE) is a neighbour of the chain;
 *  - repeatedly, a chain with fewer than two vital regions is dropped, and
 *    every region next to a dropped chain stops being vital to anything.
 *    The chains that remain are pass-alive;
 *  - a region bordered by no dropped chain and with at most one point
 *    without a P neighbour is pass-alive territory: P owns all its points,
 *    opponent stones included.
 * This is the computation of KataGo's Board::calculateAreaForPla, whose
 * published expectations (area_tests.json) are the conformance data.
 *
 * The judgement on top: pass-alive stones are certainly alive, stones in
 * the opponent's pass-alive territory certainly dead; the rest is left to
 * the caller, or to the clearly labelled estimate of estimate.c.
 */
#include <stdlib.h>
#include <string.h>

#include "gorules_score.h"

/*
 * Scratch for one analysis, on a padded board: point (x, y) lives at index
 * (y + 1) * stride + x + 1 with stride = width + 1, so the neighbours of i
 * are i - 1, i + 1, i - stride, i + stride, and the padding holds EDGE.
 * One allocation serves both colours.
 */
#define EDGE 3

typedef struct region_info {
    int head;          /* first point; `link` lists the rest */
    int nvital;
    int vital[4];      /* chains it is vital to (all touch its head) */
    int internal;      /* points without a P neighbour, capped at 2 */
    int has_opp;
    int borders_dead;  /* next to a dropped chain */
} region_info;

typedef struct area_ctx {
    int width, height, stride, nindex;
    int off[4];       /* the four neighbours' offsets */
    unsigned char *c; /* colours, EDGE in the padding */
    int *chain;       /* chain id of a stone of P, else -1 */
    int *region;      /* region id of a non-P point in a region, else -1 */
    int *link;        /* next point of the same chain / region (list) */
    int *queue;
    int *chead;       /* first stone of each chain */
    int *vitalcount;  /* per chain */
    unsigned char *dropped; /* per chain */
    region_info *reg;
} area_ctx;

static int touches_chain(const area_ctx *x, int p, int k)
{
    const int *ch = x->chain;
    return ch[p - 1] == k || ch[p + 1] == k || ch[p - x->stride] == k ||
           ch[p + x->stride] == k;
}

static int touches_color(const area_ctx *x, int p, int col)
{
    const unsigned char *c = x->c;
    return c[p - 1] == col || c[p + 1] == col || c[p - x->stride] == col ||
           c[p + x->stride] == col;
}

/* Add q to the search from `last` (its list through `link`), labelled
 * id in ids[]. */
static inline void reach(area_ctx *x, int *ids, int q, int id, int *qt,
                         int *last)
{
    ids[q] = id;
    x->queue[(*qt)++] = q;
    x->link[*last] = q;
    *last = q;
}

/* P's chains, each a list through `link` from chead[]; their count.
 * chain[] and region[] start as: -1 a point yet to reach, -2 never (the
 * other kind, or the padding). */
static int find_chains(area_ctx *x, int pla)
{
    const unsigned char *c = x->c;
    const int ni = x->nindex;
    int chain_init[4] = {-2, -2, -2, -2}, region_init[4] = {-1, -1, -1, -2};
    int nchains = 0;
    chain_init[pla] = -1;
    region_init[pla] = -2;
    for (int p = 0; p < ni; p++) {
        x->chain[p] = chain_init[c[p]];
        x->region[p] = region_init[c[p]];
    }
    for (int p = 0; p < ni; p++) {
        if (x->chain[p] != -1)
            continue;
        int qh = 0, qt = 0, last = p;
        x->chain[p] = nchains;
        x->queue[qt++] = p;
        while (qh < qt) {
            int s = x->queue[qh++];
            for (int d = 0; d < 4; d++)
                if (x->chain[s + x->off[d]] == -1)
                    reach(x, x->chain, s + x->off[d], nchains, &qt, &last);
        }
        x->link[last] = -1;
        x->chead[nchains++] = p;
    }
    return nchains;
}

/* The region grown from empty point p, as region id: the chains it is
 * vital to, its points without a P neighbour, whether it holds opponent
 * stones. */
static void grow_region(area_ctx *x, int pla, int suicide, int p, int id)
{
    const unsigned char *c = x->c;
    region_info *r = &x->reg[id];
    int qh = 0, qt = 0, last = p;
    memset(r, 0, sizeof *r);
    r->head = p;
    for (int d = 0; d < 4; d++) {
        int q = p + x->off[d], dup = 0;
        if (c[q] != pla)
            continue;
        for (int j = 0; j < r->nvital; j++)
            dup |= r->vital[j] == x->chain[q];
        if (!dup)
            r->vital[r->nvital++] = x->chain[q];
    }
    x->region[p] = id;
    x->queue[qt++] = p;
    while (qh < qt) {
        int s = x->queue[qh++];
        if (r->nvital > 0 && (suicide || c[s] == GOR_EMPTY)) {
            int m = 0;
            for (int j = 0; j < r->nvital; j++)
                if (touches_chain(x, s, r->vital[j]))
                    r->vital[m++] = r->vital[j];
            r->nvital = m;
        }
        if (r->internal < 2 && !touches_color(x, s, pla))
            r->internal++;
        if (c[s] == 3 - pla)
            r->has_opp = 1;
        for (int d = 0; d < 4; d++)
            if (x->region[s + x->off[d]] == -1)
                reach(x, x->region, s + x->off[d], id, &qt, &last);
    }
    x->link[last] = -1;
}

/* Regions, grown from each empty point not yet in one (as KataGo: a set
 * of opponent stones without an empty point forms none); their count. */
static int find_regions(area_ctx *x, int pla, int suicide)
{
    int nregions = 0;
    for (int p = 0; p < x->nindex; p++)
        if (x->c[p] == GOR_EMPTY && x->region[p] == -1)
            grow_region(x, pla, suicide, p, nregions++);
    return nregions;
}

/* Benson's iteration: a chain with fewer than two vital regions is
 * dropped (dropped[k]), and the regions next to it stop being vital. */
static void drop_chains(area_ctx *x, int nchains, int nregions)
{
    int *vitalcount = x->vitalcount;
    unsigned char *dropped = x->dropped;
    region_info *reg = x->reg;
    memset(vitalcount, 0, sizeof(int) * (size_t)nchains);
    memset(dropped, 0, (size_t)nchains);
    for (int i = 0; i < nregions; i++)
        for (int j = 0; j < reg[i].nvital; j++)
            vitalcount[reg[i].vital[j]]++;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int k = 0; k < nchains; k++) {
            if (dropped[k] || vitalcount[k] >= 2)
                continue;
            dropped[k] = 1;
            changed = 1;
            for (int s = x->chead[k]; s >= 0; s = x->link[s]) {
                for (int d = 0; d < 4; d++) {
                    int ri = x->region[s + x->off[d]];
                    if (ri < 0 || reg[ri].borders_dead)
                        continue;
                    reg[ri].borders_dead = 1;
                    for (int j = 0; j < reg[ri].nvital; j++)
                        vitalcount[reg[ri].vital[j]]--;
                }
            }
        }
    }
}

/* The chains left are pass-alive stones; a region bordered by none
 * dropped, with at most one point without a P neighbour (or, by the
 * flags, any such region without opponent stones), P's territory. */
static void mark_area(const area_ctx *x, int pla, unsigned flags,
                      int nchains, int nregions, unsigned char *result)
{
    /* Locals: a store to result (bytes) could alias the fields of x. */
    const int *link = x->link, *chead = x->chead;
    const unsigned char *dropped = x->dropped;
    const region_info *reg = x->reg;
    for (int k = 0; k < nchains; k++)
        if (!dropped[k])
            for (int s = chead[k]; s >= 0; s = link[s])
                result[s] = (unsigned char)pla;
    for (int i = 0; i < nregions; i++) {
        const region_info *r = &reg[i];
        int mark = !r->borders_dead &&
                   (r->internal <= 1 ||
                    ((flags & GOR_AREA_SAFE_BIG) && !r->has_opp));
        int mark_empty = !mark && (flags & GOR_AREA_UNSAFE_BIG) &&
                         !r->has_opp;
        if (!mark && !mark_empty)
            continue;
        for (int s = r->head; s >= 0; s = link[s])
            if (mark || result[s] == GOR_EMPTY)
                result[s] = (unsigned char)pla;
    }
}

/* The analysis for colour `pla`, written into result (padded) as KataGo
 * does (the second colour's territory may overwrite the first's marks).
 * Without a stone of P nothing is P's. */
static void area_for(area_ctx *x, int pla, unsigned flags,
                     unsigned char *result)
{
    int nchains = find_chains(x, pla);
    int nregions = find_regions(x, pla, (flags & GOR_AREA_SUICIDE) != 0);
    drop_chains(x, nchains, nregions);
    if (nchains > 0)
        mark_area(x, pla, flags, nchains, nregions, result);
}

int gor_area_map(int width, int height, const unsigned char *board,
                 unsigned flags, unsigned char *out, size_t size)
{
    if (width < 1 || height < 1 || width > GOR_MAX_SIZE ||
        height > GOR_MAX_SIZE)
        return GOR_ESIZE;
    if (!board || !out || (flags & ~0xfu))
        return GOR_EINVAL;
    const int n = width * height;
    if (size < (size_t)n)
        return GOR_EBUFFER;
    for (int p = 0; p < n; p++)
        if (board[p] > 2)
            return GOR_EINVAL;
    area_ctx x;
    x.width = width;
    x.height = height;
    x.stride = width + 1;
    x.nindex = (height + 2) * x.stride;
    x.off[0] = -1;
    x.off[1] = 1;
    x.off[2] = -x.stride;
    x.off[3] = x.stride;
    const size_t ni = (size_t)x.nindex;
    /* Regions hold an empty point each, so there are at most n of them;
     * chains at most n / 2 + 1 per colour... n bounds both. */
    size_t bytes = 6 * ni * sizeof(int) + (size_t)n * sizeof(region_info) +
                   3 * ni;
    unsigned char *mem = malloc(bytes);
    if (!mem)
        return GOR_ENOMEM;
    x.reg = (region_info *)(void *)mem;
    x.chain = (int *)(void *)(mem + (size_t)n * sizeof(region_info));
    x.region = x.chain + ni;
    x.link = x.region + ni;
    x.queue = x.link + ni;
    x.chead = x.queue + ni;
    x.vitalcount = x.chead + ni;
    x.c = (unsigned char *)(x.vitalcount + ni);
    x.dropped = x.c + ni;
    unsigned char *result = x.dropped + ni;

    memset(x.c, EDGE, ni);
    memset(result, GOR_EMPTY, ni);
    for (int y = 0; y < height; y++)
        memcpy(x.c + (y + 1) * x.stride + 1, board + y * width,
               (size_t)width);
    area_for(&x, GOR_BLACK, flags, result);
    area_for(&x, GOR_WHITE, flags, result);
    for (int y = 0; y < height; y++)
        memcpy(out + y * width, result + (y + 1) * x.stride + 1,
               (size_t)width);
    if (flags & GOR_AREA_STONES)
        for (int p = 0; p < n; p++)
            if (out[p] == GOR_EMPTY)
                out[p] = board[p];
    free(mem);
    return GOR_OK;
}

/* The game's board in a fresh buffer. */
static unsigned char *game_colors(const gor_game *g)
{
    int n = gor_game_width(g) * gor_game_height(g);
    unsigned char *c = malloc((size_t)n);
    if (c)
        gor_game_board(g, c, (size_t)n);
    return c;
}

static unsigned suicide_flag(const gor_game *g)
{
    return gor_rules_suicide(gor_game_rules(g)) != GOR_SUICIDE_FORBIDDEN
               ? GOR_AREA_SUICIDE
               : 0u;
}

/* The size of the game's per-point maps. */
static size_t points_of(const gor_game *g)
{
    return (size_t)gor_game_width(g) * (size_t)gor_game_height(g);
}

int gor_game_area_map(const gor_game *game, unsigned flags,
                      unsigned char *out, size_t size)
{
    unsigned char *c;
    int st;
    if (!game || !out)
        return GOR_EINVAL;
    if (size < points_of(game))
        return GOR_EBUFFER;
    c = game_colors(game);
    if (!c)
        return GOR_ENOMEM;
    st = gor_area_map(gor_game_width(game), gor_game_height(game), c,
                      flags | suicide_flag(game), out, size);
    free(c);
    return st;
}

/* ------------------------------------------------------------------ */
/* The sound judgement                                                 */

static int judge_certain(const gor_game *g, const unsigned char *c,
                         unsigned char *out)
{
    int w = gor_game_width(g), h = gor_game_height(g), n = w * h;
    unsigned char *area = malloc((size_t)n);
    int st;
    if (!area)
        return GOR_ENOMEM;
    st = gor_area_map(w, h, c, suicide_flag(g), area, (size_t)n);
    if (!st) {
        for (int p = 0; p < n; p++) {
            if (c[p] == GOR_EMPTY)
                out[p] = 0;
            else if (area[p] == c[p])
                out[p] = GOR_LIFE_ALIVE | GOR_JUDGE_CERTAIN;
            else if (area[p] != GOR_EMPTY)
                out[p] = GOR_LIFE_DEAD | GOR_JUDGE_CERTAIN;
            else
                out[p] = GOR_LIFE_ALIVE;
        }
    }
    free(area);
    return st;
}

int gor_game_judge_certain(const gor_game *game, unsigned char *out,
                           size_t size)
{
    unsigned char *c;
    int st;
    if (!game || !out)
        return GOR_EINVAL;
    if (size < points_of(game))
        return GOR_EBUFFER;
    c = game_colors(game);
    if (!c)
        return GOR_ENOMEM;
    st = judge_certain(game, c, out);
    free(c);
    return st;
}

int gor_game_mark_judged(gor_game *game, const unsigned char *map,
                         size_t size, unsigned which)
{
    int n, count = 0;
    const unsigned both = GOR_JUDGE_CERTAIN | GOR_JUDGE_GUESS;
    if (!game || !map || !(which & both) || (which & ~both))
        return GOR_EINVAL;
    if (size < points_of(game))
        return GOR_EBUFFER;
    n = gor_game_width(game) * gor_game_height(game);
    /* A buffer for the group sizes (gor_game_group_stones with a NULL
     * buffer would be enough, but hands qsort a NULL pointer). */
    gor_point *buf = malloc(sizeof(gor_point) * (size_t)n);
    if (!buf)
        return GOR_ENOMEM;
    for (int p = 0; p < n; p++) {
        gor_life life = (gor_life)(map[p] & GOR_JUDGE_LIFE_MASK);
        if (gor_game_at(game, p) == GOR_EMPTY || !(map[p] & which) ||
            life == GOR_LIFE_ALIVE || gor_game_life_at(game, p) == life)
            continue;
        int st = gor_game_mark(game, p, life);
        if (st) {
            free(buf);
            return st;
        }
        count += gor_game_group_stones(game, p, buf, (size_t)n);
    }
    free(buf);
    return count;
}
