/* SPDX-License-Identifier: MIT */
/*
 * territory.c - territory under the Japanese 1989 rules' practice.
 *
 * Article 8 of the 1989 rules: empty points surrounded by the living stones
 * of one player are his eye points; eye points of stones in seki are not
 * territory. In practice a point is also not counted when the owner will
 * have to fill it (a false eye between groups that are not otherwise
 * connected). Which groups are in seki must be read from the shape, since
 * the rules leave seki groups on the board.
 *
 * The reading here is that of the territory scorer of the goscorer project
 * (github.com/lightvector/goscorer, whose README names its commented
 * Python source as the documentation of the algorithm): "territory is not
 * counted for groups alive in seki ... obvious false eye shapes that must
 * eventually be filled" are not counted. It is written anew for this
 * library, with its heuristics kept exactly, so that the results are
 * goscorer's: its published expectations are conformance data
 * (tests/score/test_goscorer.c). The steps:
 *
 *  1. Connection blocks: an empty point inside a small shape of one colour
 *     (a tiger's mouth, a point between two stones on the edge...) is one
 *     through which the opponent cannot pass.
 *  2. Reach: which points a colour's living stones reach through anything
 *     but living opponent stones -- strictly, and stopping at the other
 *     colour's connection blocks.
 *  3. Regions: maximal sets of points reached by one colour only (blocks
 *     respected), joined through shared (dame) points.
 *  4. Macro-chains: a colour's living chains joined through region-less
 *     points the opponent does not block.
 *  5. Eyes: connected sets of non-living points of one region. A point of
 *     an eye next to a macro-chain is false when that chain cannot get
 *     around it -- through other eyes and chains, or the rest of the same
 *     eye -- back to every side of it.
 *  6. Eye values (0, 1, 2) from the shape: points that can be walled off in
 *     at most one move, bottlenecks splitting the eye in several such
 *     pieces, large eyes, the shape of dead opponent stones inside.
 *  7. False eyes again with the values: a false point is "unscorable" when
 *     its chain reaches no eye worth something. A region whose eyes are
 *     worth less than two is in seki: none of its points is territory.
 *     Territory is every other non-living point of a region that is not an
 *     unscorable false eye (nor next to a dead stone thrown in on one),
 *     not reached strictly by the opponent, and whose connected block of
 *     like points lies wholly inside the region.
 * Everything is deterministic: points are scanned in row-major order.
 */
#include <stdlib.h>
#include <string.h>

#include "score/territory_ctx.h"

/* ------------------------------------------------------------------ */
/* 1. Connection blocks                                                */

/* A shape around its centre (an empty point). Cells are (r, c): rows run
 * toward the board edge for edge shapes, where row +1 is off the board.
 * 'p' a living stone of the shape's colour; 'e' an empty point, a living
 * stone of that colour or a dead stone of the other; 'a' anything (the
 * cell only has to be on the board). */
typedef struct cell { signed char r, c; char kind; } cell;
typedef struct shape {
    int edge;
    cell cells[9]; /* up to a cell of kind 0 */
} shape;

static const shape shapes[] = {
    /* Two stones above and below, one diagonal: a hanging connection. */
    {0, {{-1, 0, 'p'}, {-1, 1, 'p'}, {0, 1, 'e'}, {1, 0, 'p'},
         {1, 1, 'e'}}},
    /* Stones above and below, open to both sides. */
    {0, {{-1, -1, 'e'}, {-1, 0, 'p'}, {-1, 1, 'a'}, {0, -1, 'e'},
         {0, 1, 'e'}, {1, -1, 'e'}, {1, 0, 'p'}, {1, 1, 'a'}}},
    /* One stone beside it and two on the far diagonals. */
    {0, {{-1, -1, 'p'}, {-1, 0, 'e'}, {-1, 1, 'e'}, {0, -1, 'e'},
         {0, 1, 'p'}, {1, -1, 'p'}, {1, 0, 'e'}, {1, 1, 'e'}}},
    /* On the edge, between two stones on the edge. */
    {1, {{-1, -1, 'a'}, {-1, 0, 'e'}, {-1, 1, 'a'}, {0, -1, 'p'},
         {0, 1, 'p'}}},
    /* On the edge, a stone inward and one diagonal. */
    {1, {{-1, 0, 'p'}, {-1, 1, 'p'}, {0, 1, 'e'}}},
    /* On the edge, a stone inward, open along the edge. */
    {1, {{-1, -1, 'e'}, {-1, 0, 'p'}, {-1, 1, 'a'}, {0, -1, 'e'},
         {0, 1, 'e'}}},
};

/* The eight orientations: row direction (ry, rx), column direction (cy,
 * cx). A cell (r, c) is at dy = ry*r + cy*c, dx = rx*r + cx*c. */
static const signed char orients[8][4] = {
    {1, 0, 0, 1},  {-1, 0, 0, 1},  {1, 0, 0, -1},  {-1, 0, 0, -1},
    {0, 1, 1, 0},  {0, -1, 1, 0},  {0, 1, -1, 0},  {0, -1, -1, 0},
};

/*
 * Where an edge shape's centre may stand. For shapes whose rows run along
 * y the centre is on the top or bottom edge. For rows along x goscorer
 * takes the column from the sign of the column direction: the left or
 * right edge when the two directions agree, but the third line from the
 * other side when they do not (x = w - 3 or x = 2, with no edge beyond the
 * shape). No published expectation depends on it; it is reproduced so
 * that the connection blocks -- and the territory -- are goscorer's on
 * every position (checked against goscorer on some 10,000 random ones).
 */
static int edge_centre_ok(const tctx *t, int x, int y, const signed char *o)
{
    if (o[0] != 0)
        return y == (o[0] == 1 ? t->h - 2 : 1) + o[0];
    return x == (o[2] == 1 ? t->w - 2 : 1) + o[1];
}

static int cell_ok(const tctx *t, int p, char kind, int pla)
{
    int opp = opp_of(pla);
    switch (kind) {
    case 'p':
        return t->live[p] == pla;
    case 'e':
        return t->col[p] == GOR_EMPTY || t->live[p] == pla ||
               (t->col[p] == opp && t->dead[p]);
    default:
        return 1;
    }
}

/* Is a living stone of pla next to (x, y)? Every shape has one there (a
 * 'p' cell one step along its row or its column from the centre, in every
 * orientation), so a point without one matches no shape. */
static int live_beside(const tctx *t, int x, int y, int pla)
{
    int p = y * t->w + x;
    return (x > 0 && t->live[p - 1] == pla) ||
           (x + 1 < t->w && t->live[p + 1] == pla) ||
           (y > 0 && t->live[p - t->w] == pla) ||
           (y + 1 < t->h && t->live[p + t->w] == pla);
}

/*
 * The shapes in their eight orientations as masks over the 3x3 square
 * around the centre (bit (dy + 1) * 3 + dx + 1): the cells that must hold
 * a living stone ('p'), be empty or the like ('e'), or just be on the
 * board (every cell). A point is matched against all of them with a few
 * ANDs instead of reading cell by cell.
 */
typedef struct shape_mask {
    unsigned short p, e, on;
    signed char edge_o; /* the orientation an edge shape needs, else -1 */
} shape_mask;

#define NSHAPE_MASKS (8 * (sizeof shapes / sizeof *shapes))

static void shape_masks(shape_mask *m)
{
    size_t k = 0;
    for (int oi = 0; oi < 8; oi++) {
        const signed char *o = orients[oi];
        for (size_t si = 0; si < sizeof shapes / sizeof *shapes; si++, k++) {
            const shape *s = &shapes[si];
            m[k].p = m[k].e = m[k].on = 0;
            m[k].edge_o = (signed char)(s->edge ? oi : -1);
            for (int c = 0; s->cells[c].kind; c++) {
                int r = s->cells[c].r, cc = s->cells[c].c;
                int dy = o[0] * r + o[2] * cc, dx = o[1] * r + o[3] * cc;
                unsigned bit = 1u << ((dy + 1) * 3 + dx + 1);
                m[k].on |= (unsigned short)bit;
                if (s->cells[c].kind == 'p')
                    m[k].p |= (unsigned short)bit;
                else if (s->cells[c].kind == 'e')
                    m[k].e |= (unsigned short)bit;
            }
        }
    }
}

/* Does empty point (x, y) match a shape of pla's? */
static int shape_at(const tctx *t, const shape_mask *m, int x, int y,
                    int pla)
{
    unsigned on = 0, p = 0, e = 0;
    for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) {
            int cx = x + dx, cy = y + dy;
            if (cx < 0 || cy < 0 || cx >= t->w || cy >= t->h)
                continue;
            unsigned bit = 1u << ((dy + 1) * 3 + dx + 1);
            int q = cy * t->w + cx;
            on |= bit;
            p |= cell_ok(t, q, 'p', pla) ? bit : 0;
            e |= cell_ok(t, q, 'e', pla) ? bit : 0;
        }
    }
    for (size_t k = 0; k < NSHAPE_MASKS; k++) {
        if ((m[k].on & ~on) || (m[k].p & ~p) || (m[k].e & ~e))
            continue;
        if (m[k].edge_o < 0 || edge_centre_ok(t, x, y, orients[m[k].edge_o]))
            return 1;
    }
    return 0;
}

static void mark_blocks(tctx *t)
{
    shape_mask m[NSHAPE_MASKS];
    shape_masks(m);
    memset(t->block, 0, (size_t)t->n);
    for (int pla = GOR_BLACK; pla <= GOR_WHITE; pla++) {
        for (int p = 0; p < t->n; p++) {
            if (t->col[p] != GOR_EMPTY || t->block[p] == pla)
                continue;
            int x = p % t->w, y = p / t->w;
            if (live_beside(t, x, y, pla) && shape_at(t, m, x, y, pla))
                t->block[p] = (unsigned char)pla;
        }
    }
}

/* ------------------------------------------------------------------ */
/* 2. Reach                                                            */

static void flood_reach(tctx *t, int pla, int use_blocks)
{
    unsigned bit = use_blocks ? (pla == GOR_BLACK ? R_BLOCK_B : R_BLOCK_W)
                              : (pla == GOR_BLACK ? R_STRICT_B : R_STRICT_W);
    int opp = opp_of(pla), qt = 0;
    for (int p = 0; p < t->n; p++) {
        if (t->live[p] == pla) {
            t->reach[p] |= (unsigned char)bit;
            t->queue[qt++] = p;
        }
    }
    for (int qh = 0; qh < qt; qh++) {
        int p = t->queue[qh];
        if (use_blocks && t->block[p] == opp)
            continue; /* entered, but not passed through */
        for (int d = 0; d < 4; d++) {
            int q = onboard_nb(t, p, d);
            if (q < 0 || (t->reach[q] & bit) || t->live[q] == opp)
                continue;
            t->reach[q] |= (unsigned char)bit;
            t->queue[qt++] = q;
        }
    }
}

static int only_reaches(const tctx *t, int p, int pla)
{
    unsigned mine = pla == GOR_BLACK ? R_BLOCK_B : R_BLOCK_W;
    unsigned theirs = pla == GOR_BLACK ? R_BLOCK_W : R_BLOCK_B;
    return (t->reach[p] & mine) && !(t->reach[p] & theirs);
}

/* ------------------------------------------------------------------ */
/* 3. Regions                                                          */

static void mark_regions(tctx *t)
{
    for (int p = 0; p < t->n; p++)
        t->region[p] = -1;
    t->nregions = 0;
    for (int p = 0; p < t->n; p++) {
        for (int pla = GOR_BLACK; pla <= GOR_WHITE; pla++) {
            if (t->region[p] >= 0 || !only_reaches(t, p, pla))
                continue;
            int id = t->nregions++, opp = opp_of(pla), qt = 0;
            t->regcol[id] = (unsigned char)pla;
            t->stamp++;
            t->pmark[p] = t->stamp;
            t->region[p] = id;
            t->queue[qt++] = p;
            for (int qh = 0; qh < qt; qh++) {
                int a = t->queue[qh];
                if (t->block[a] == opp)
                    continue;
                for (int d = 0; d < 4; d++) {
                    int q = onboard_nb(t, a, d);
                    if (q < 0 || t->pmark[q] == t->stamp ||
                        t->region[q] >= 0 || t->live[q] == opp)
                        continue;
                    t->pmark[q] = t->stamp;
                    if (only_reaches(t, q, pla))
                        t->region[q] = id;
                    t->queue[qt++] = q;
                }
            }
        }
    }
}

/* ------------------------------------------------------------------ */
/* 4. Chains and macro-chains                                          */

static int same_block(const tctx *t, int p, int q)
{
    return t->col[p] == t->col[q] && t->dead[p] == t->dead[q];
}

static void mark_chains(tctx *t)
{
    int nchains = 0;
    for (int p = 0; p < t->n; p++)
        t->chain[p] = -1;
    for (int p = 0; p < t->n; p++) {
        if (t->chain[p] >= 0)
            continue;
        int id = nchains++, qt = 0, libs = 0;
        t->chainreg[id] = t->region[p];
        t->chain[p] = id;
        t->queue[qt++] = p;
        t->stamp++;
        for (int qh = 0; qh < qt; qh++) {
            int a = t->queue[qh];
            if (t->region[a] != t->chainreg[id])
                t->chainreg[id] = -1;
            for (int d = 0; d < 4; d++) {
                int q = onboard_nb(t, a, d);
                if (q < 0)
                    continue;
                if (same_block(t, a, q)) {
                    if (t->chain[q] < 0) {
                        t->chain[q] = id;
                        t->queue[qt++] = q;
                    }
                } else if (t->col[q] == GOR_EMPTY &&
                           t->pmark[q] != t->stamp) {
                    t->pmark[q] = t->stamp;
                    libs++;
                }
            }
        }
        t->chainlibs[id] = libs;
    }
}

static void mark_macrochains(tctx *t)
{
    int k = 0;
    t->nmc = 0;
    for (int p = 0; p < t->n; p++)
        t->mc[p] = -1;
    for (int pla = GOR_BLACK; pla <= GOR_WHITE; pla++) {
        int opp = opp_of(pla);
        t->stamp++;
        for (int p = 0; p < t->n; p++) {
            if (t->live[p] != pla || t->mc[p] >= 0)
                continue;
            int id = t->nmc++, qt = 0;
            t->mcstart[id] = k;
            t->pmark[p] = t->stamp;
            t->queue[qt++] = p;
            for (int qh = 0; qh < qt; qh++) {
                int a = t->queue[qh];
                if (t->live[a] == pla) {
                    t->mc[a] = id;
                    t->mcpts[k++] = a;
                }
                for (int d = 0; d < 4; d++) {
                    int q = onboard_nb(t, a, d);
                    if (q < 0 || t->pmark[q] == t->stamp)
                        continue;
                    /* Through its own stones and through region-less
                     * points the opponent does not block. */
                    if (t->live[q] == pla ||
                        (t->region[q] < 0 && t->block[q] != opp)) {
                        t->pmark[q] = t->stamp;
                        t->queue[qt++] = q;
                    }
                }
            }
        }
    }
    t->mcstart[t->nmc] = k;
}

/* ------------------------------------------------------------------ */
/* 5. Eyes and their neighbouring macro-chains                         */

static int mark_eyes(tctx *t)
{
    int k = 0, npairs = 0;
    t->neyes = 0;
    for (int p = 0; p < t->n; p++)
        t->eye[p] = -1;
    for (int p = 0; p < t->n; p++) {
        if (t->live[p] || t->region[p] < 0 || t->eye[p] >= 0)
            continue;
        int id = t->neyes++, qh = k;
        t->eyestart[id] = k;
        t->eye[p] = id;
        t->eyepts[k++] = p;
        for (; qh < k; qh++) {
            int a = t->eyepts[qh];
            for (int d = 0; d < 4; d++) {
                int q = onboard_nb(t, a, d);
                if (q >= 0 && !t->live[q] && t->eye[q] < 0 &&
                    t->region[q] == t->region[p]) {
                    t->eye[q] = id;
                    t->eyepts[k++] = q;
                }
            }
        }
    }
    t->eyestart[t->neyes] = k;

    /* Eye -> macro-chains, without repeats. */
    t->e2m = malloc(sizeof(int) * (size_t)(4 * t->n + 1));
    t->e2mstart = malloc(sizeof(int) * (size_t)(t->neyes + 1));
    if (!t->e2m || !t->e2mstart)
        return GOR_ENOMEM;
    for (int i = 0; i < t->nmc; i++)
        t->mmark[i] = -1;
    for (int e = 0; e < t->neyes; e++) {
        t->e2mstart[e] = npairs;
        for (int i = t->eyestart[e]; i < t->eyestart[e + 1]; i++) {
            int q = t->eyepts[i];
            for (int d = 0; d < 4; d++) {
                int m = bordering_mc(t, q, onboard_nb(t, q, d));
                if (m >= 0 && t->mmark[m] != e) {
                    t->mmark[m] = e;
                    t->e2m[npairs++] = m;
                }
            }
        }
    }
    t->e2mstart[t->neyes] = npairs;

    /* Macro-chain -> eyes, by transposition. */
    t->m2e = malloc(sizeof(int) * (size_t)(npairs + 1));
    t->m2estart = calloc((size_t)t->nmc + 2, sizeof(int));
    if (!t->m2e || !t->m2estart)
        return GOR_ENOMEM;
    for (int i = 0; i < npairs; i++)
        t->m2estart[t->e2m[i] + 2]++;
    for (int m = 0; m < t->nmc; m++)
        t->m2estart[m + 2] += t->m2estart[m + 1];
    for (int e = 0; e < t->neyes; e++)
        for (int i = t->e2mstart[e]; i < t->e2mstart[e + 1]; i++)
            t->m2e[t->m2estart[t->e2m[i] + 1]++] = e;
    return GOR_OK;
}

/* ------------------------------------------------------------------ */
/* 7. The classification                                               */

static void classify(tctx *t, unsigned char *out)
{
    int *regsum = t->queue2; /* nregions <= n */
    unsigned char *extra = t->poke;
    for (int r = 0; r < t->nregions; r++)
        regsum[r] = 0;
    for (int e = 0; e < t->neyes; e++)
        regsum[t->region[t->eyepts[t->eyestart[e]]]] += t->value[e];
    /* A dead stone thrown in on an unscorable false eye spoils the
     * neighbouring points too (for the side that captures it). */
    memset(extra, 0, (size_t)t->n);
    for (int p = 0; p < t->n; p++) {
        if (!t->false2[p] || !t->dead[p])
            continue;
        for (int d = 0; d < 4; d++) {
            int a = onboard_nb(t, p, d);
            if (a >= 0)
                extra[a] |= (unsigned char)opp_of(t->col[p]);
        }
    }
    for (int p = 0; p < t->n; p++) {
        int r = t->region[p];
        if (r < 0) {
            out[p] = TERR_DAME;
            continue;
        }
        int c = t->regcol[r];
        unsigned v = (unsigned)c << TERR_REGION_SHIFT;
        if (regsum[r] <= 1)
            v |= TERR_SEKI;
        if (!t->live[p]) {
            if (t->false1[p])
                v |= TERR_FALSE_EYE;
            if (t->false2[p] || (extra[p] & c))
                v |= TERR_UNSCORABLE;
            unsigned strict_opp = c == GOR_BLACK ? R_STRICT_W : R_STRICT_B;
            if (t->chainreg[t->chain[p]] == r && !(t->reach[p] & strict_opp))
                v |= (unsigned)c;
        }
        out[p] = (unsigned char)v;
    }
}

static void ctx_free(tctx *t)
{
    free(t->live);
    free(t->dead);
    free(t->nb);
    free(t->block);
    free(t->reach);
    free(t->region);
    free(t->regcol);
    free(t->chain);
    free(t->chainreg);
    free(t->chainlibs);
    free(t->mc);
    free(t->mcstart);
    free(t->mcpts);
    free(t->eye);
    free(t->eyestart);
    free(t->eyepts);
    free(t->e2mstart);
    free(t->e2m);
    free(t->m2estart);
    free(t->m2e);
    free(t->false1);
    free(t->false2);
    free(t->value);
    free(t->queue);
    free(t->queue2);
    free(t->pmark);
    free(t->mmark);
    free(t->emark);
    free(t->vmark);
    free(t->mtb);
    free(t->adjeye);
    free(t->eadjfalse);
    free(t->oadjfalse);
    free(t->eadjeye);
    free(t->poke);
    free(t->inset);
    free(t->inshape);
    free(t->cut);
    free(t->disc);
    free(t->low);
    free(t->parent);
    free(t->iter);
}

int territory_j1989(int w, int h, const unsigned char *col,
                    const unsigned char *dead, unsigned char *out)
{
    tctx t;
    int n = w * h, st = GOR_ENOMEM;
    size_t nz = (size_t)n + 1, iz = sizeof(int) * ((size_t)n + 2);
    memset(&t, 0, sizeof t);
    t.w = w;
    t.h = h;
    t.n = n;
    t.col = col;
    t.live = malloc(nz);
    t.dead = malloc(nz);
    t.nb = malloc(4 * iz);
    t.block = malloc(nz);
    t.reach = calloc(nz, 1);
    t.region = malloc(iz);
    t.regcol = malloc(nz);
    t.chain = malloc(iz);
    t.chainreg = malloc(iz);
    t.chainlibs = malloc(iz);
    t.mc = malloc(iz);
    t.mcstart = malloc(iz);
    t.mcpts = malloc(iz);
    t.eye = malloc(iz);
    t.eyestart = malloc(iz);
    t.eyepts = malloc(iz);
    t.false1 = calloc(nz, 1);
    t.false2 = calloc(nz, 1);
    t.value = calloc(nz, sizeof(int));
    t.queue = malloc(iz);
    t.queue2 = malloc(iz);
    t.pmark = calloc(nz, sizeof(int));
    t.mmark = calloc(nz, sizeof(int));
    t.emark = calloc(nz, sizeof(int));
    t.vmark = calloc(nz, sizeof(int));
    t.mtb = malloc(iz);
    t.adjeye = malloc(iz);
    t.eadjfalse = malloc(iz);
    t.oadjfalse = malloc(iz);
    t.eadjeye = malloc(iz);
    t.poke = calloc(nz, 1);
    t.inset = calloc(nz, 1);
    t.inshape = calloc(nz, 1);
    t.cut = calloc(nz, 1);
    t.disc = malloc(iz);
    t.low = malloc(iz);
    t.parent = malloc(iz);
    t.iter = malloc(iz);
    if (!t.live || !t.dead || !t.nb || !t.block || !t.reach || !t.region ||
        !t.regcol || !t.chain || !t.chainreg || !t.chainlibs || !t.mc ||
        !t.mcstart || !t.mcpts || !t.eye || !t.eyestart || !t.eyepts ||
        !t.false1 || !t.false2 || !t.value || !t.queue || !t.queue2 ||
        !t.pmark || !t.mmark || !t.emark || !t.vmark || !t.mtb ||
        !t.adjeye || !t.eadjfalse || !t.oadjfalse || !t.eadjeye || !t.poke ||
        !t.inset || !t.inshape || !t.cut || !t.disc || !t.low ||
        !t.parent || !t.iter)
        goto out;
    for (int p = 0; p < n; p++) {
        int x = p % w, y = p / w;
        t.dead[p] = (unsigned char)(col[p] != GOR_EMPTY && dead[p]);
        t.live[p] = (unsigned char)(t.dead[p] ? GOR_EMPTY : col[p]);
        t.nb[4 * p + 0] = x > 0 ? p - 1 : -1;
        t.nb[4 * p + 1] = x < w - 1 ? p + 1 : -1;
        t.nb[4 * p + 2] = y > 0 ? p - w : -1;
        t.nb[4 * p + 3] = y < h - 1 ? p + w : -1;
    }

    mark_blocks(&t);
    for (int pla = GOR_BLACK; pla <= GOR_WHITE; pla++) {
        flood_reach(&t, pla, 0);
        flood_reach(&t, pla, 1);
    }
    mark_regions(&t);
    mark_chains(&t);
    mark_macrochains(&t);
    st = mark_eyes(&t);
    if (st)
        goto out;
    /* Stamps restart: the marks of the macro-chains were eye ids. */
    for (int m = 0; m < t.nmc; m++)
        t.mmark[m] = 0;
    eyes_mark_false(&t, t.false1);
    for (int e = 0; e < t.neyes; e++) {
        t.value[e] = eyes_value(&t, e);
        if (t.value[e] < 0) {
            st = GOR_ENOMEM;
            goto out;
        }
    }
    eyes_mark_false(&t, t.false2);
    classify(&t, out);
    st = GOR_OK;
out:
    ctx_free(&t);
    return st;
}
