/* SPDX-License-Identifier: MIT */
/*
 * eyes.c - false eye points and eye values for the Japanese-1989
 * territory classification (territory.c; the steps are described there).
 *
 * A point of an eye is false when a chain bordering it cannot get back to
 * all its sides without passing through it: the eye only joins groups that
 * are not otherwise connected, and the owner will have to fill it. The
 * value of an eye, 0, 1 or 2, is read from its shape once the false points
 * are taken out; the values are heuristics meant for finished positions
 * (goscorer's, reproduced for agreement), not tactical reading.
 */
#include <stdlib.h>
#include <string.h>

#include "score/territory_ctx.h"

/* ------------------------------------------------------------------ */
/* False eye points                                                    */

static int is_real(const tctx *t, int p, int e)
{
    return t->eye[p] == e && !t->false1[p];
}

/* The sides of q still to reach: its neighbours in its region, each an
 * eye point (kind 0) or a living stone's macro-chain (kind 1). */
typedef struct sides {
    int id[4], kind[4], n, left;
} sides;

/* The search has just marked `id` (a point of e, or a macro-chain): when
 * that was the last side left, q is got around (the search may stop). */
static int reached(sides *sd, int kind, int id)
{
    for (int k = 0; k < sd->n; k++)
        if (sd->kind[k] == kind && sd->id[k] == id) {
            sd->kind[k] = -1;
            sd->left--;
        }
    return sd->left == 0;
}

/* The sides of eye point q of eye e, none reached yet. */
static void sides_of(const tctx *t, int e, int q, sides *sd)
{
    sd->n = sd->left = 0;
    for (int d = 0; d < 4; d++) {
        int a = onboard_nb(t, q, d);
        if (a < 0 || t->region[a] != t->region[q])
            continue;
        /* a side that is neither can never be reached (kind 2) */
        sd->kind[sd->n] = t->eye[a] == e ? 0 : t->live[a] ? 1 : 2;
        sd->id[sd->n++] = t->eye[a] == e ? a : t->live[a] ? t->mc[a] : -1;
        sd->left++;
    }
}

/*
 * Whether macro-chain m, starting next to the eye point q of eye e, gets
 * back to every side of q without passing through q: through the other
 * eyes it borders and the chains around them, and through the other points
 * of e. Reaching an eye worth something (another eye, or a real point of e
 * when e itself is worth something) is enough. With all values 0 this
 * finds the false eye points for life and death; with the values, the ones
 * that cannot be scored.
 */
static int gets_around(tctx *t, int e, int q, int m)
{
    int reg = t->region[q], sp = 0;
    int *stack = t->queue2;
    sides sd;
    sides_of(t, e, q, &sd);
    t->stamp++;
    t->pmark[q] = t->stamp;
    t->mmark[m] = t->stamp;
    if (reached(&sd, 1, m))
        return 1;
    stack[sp++] = m;
    while (sp > 0) {
        int cur = stack[--sp];
        for (int i = t->m2estart[cur]; i < t->m2estart[cur + 1]; i++) {
            int e2 = t->m2e[i];
            if (e2 != e) {
                if (t->emark[e2] == t->stamp)
                    continue;
                t->emark[e2] = t->stamp;
                if (t->value[e2] > 0)
                    return 1;
                for (int j = t->e2mstart[e2]; j < t->e2mstart[e2 + 1]; j++) {
                    int m2 = t->e2m[j];
                    if (t->mmark[m2] != t->stamp) {
                        t->mmark[m2] = t->stamp;
                        if (reached(&sd, 1, m2))
                            return 1;
                        stack[sp++] = m2;
                    }
                }
                continue;
            }
            /* The eye itself: spread from the points next to this chain
             * through the eye, never through q. */
            for (int j = t->mcstart[cur]; j < t->mcstart[cur + 1]; j++) {
                int s = t->mcpts[j];
                if (t->region[s] != reg)
                    continue;
                for (int d = 0; d < 4; d++) {
                    int a = onboard_nb(t, s, d), qt = 0;
                    if (a < 0 || t->eye[a] != e || t->pmark[a] == t->stamp)
                        continue;
                    t->pmark[a] = t->stamp;
                    if (reached(&sd, 0, a))
                        return 1;
                    t->queue[qt++] = a;
                    for (int qh = 0; qh < qt; qh++) {
                        int u = t->queue[qh];
                        if (t->value[e] > 0 && is_real(t, u, e))
                            return 1;
                        for (int d2 = 0; d2 < 4; d2++) {
                            int v = onboard_nb(t, u, d2);
                            if (v < 0)
                                continue;
                            if (t->eye[v] == e) {
                                if (t->pmark[v] != t->stamp) {
                                    t->pmark[v] = t->stamp;
                                    if (reached(&sd, 0, v))
                                        return 1;
                                    t->queue[qt++] = v;
                                }
                                continue;
                            }
                            int m2 = bordering_mc(t, u, v);
                            if (m2 >= 0 && t->mmark[m2] != t->stamp) {
                                t->mmark[m2] = t->stamp;
                                if (reached(&sd, 1, m2))
                                    return 1;
                                stack[sp++] = m2;
                            }
                        }
                    }
                }
            }
        }
    }
    return 0; /* a side not reached */
}

void eyes_mark_false(tctx *t, unsigned char *out)
{
    memset(out, 0, (size_t)t->n);
    for (int e = 0; e < t->neyes; e++) {
        for (int i = t->eyestart[e]; i < t->eyestart[e + 1]; i++) {
            int q = t->eyepts[i], inside = 0, ms[4], nm = 0;
            for (int d = 0; d < 4; d++) {
                int a = onboard_nb(t, q, d);
                if (a < 0)
                    continue;
                if (t->eye[a] == e)
                    inside++;
                int m = bordering_mc(t, q, a), dup = 0;
                for (int j = 0; j < nm; j++)
                    dup |= ms[j] == m;
                if (m >= 0 && !dup)
                    ms[nm++] = m;
            }
            if (inside > 1)
                continue;
            for (int j = 0; j < nm; j++) {
                if (!gets_around(t, e, q, ms[j])) {
                    out[q] = 1;
                    break;
                }
            }
        }
    }
}

/* ------------------------------------------------------------------ */
/* 6. Eye values                                                       */

/* Could `pla` put a stone at p (ignoring ko and the opponent's captures
 * other than of a chain in atari)? */
static int playable(const tctx *t, int p, int pla)
{
    int opp = opp_of(pla);
    if (t->col[p] != GOR_EMPTY)
        return 0;
    for (int d = 0; d < 4; d++) {
        int a = onboard_nb(t, p, d);
        if (a < 0)
            continue;
        if (t->col[a] != opp || t->chainlibs[t->chain[a]] <= 1)
            return 1;
    }
    return 0;
}

/* Pieces of the real points of eye e (flagged in t->inset) once the
 * points r1 and r2 (or -1) are taken out. *good1 receives how
 * many pieces hold a point with at most `th` moves to wall off, *good2 how
 * many hold two points with none. Returns the number of pieces. */
static int pieces(tctx *t, int e, int r1, int r2, int th, int *good1,
                  int *good2)
{
    int np = 0;
    *good1 = *good2 = 0;
    t->stamp++;
    if (r1 >= 0)
        t->vmark[r1] = t->stamp;
    if (r2 >= 0)
        t->vmark[r2] = t->stamp;
    for (int i = t->eyestart[e]; i < t->eyestart[e + 1]; i++) {
        int p = t->eyepts[i], qt = 0, n1 = 0, n0 = 0;
        if (!t->inset[p] || t->vmark[p] == t->stamp)
            continue;
        np++;
        t->vmark[p] = t->stamp;
        t->queue[qt++] = p;
        for (int qh = 0; qh < qt; qh++) {
            int a = t->queue[qh];
            n1 += t->mtb[a] <= th;
            n0 += t->mtb[a] <= 0;
            for (int d = 0; d < 4; d++) {
                int b = onboard_nb(t, a, d);
                if (b >= 0 && t->inset[b] && t->vmark[b] != t->stamp) {
                    t->vmark[b] = t->stamp;
                    t->queue[qt++] = b;
                }
            }
        }
        *good1 += n1 > 0;
        *good2 += n0 > 1;
    }
    return np;
}

/*
 * The shape made of the points in `list` (n of them, flagged in
 * t->inshape):
 * its number of pieces, of cut points (articulation points: taking one out
 * makes more pieces) and of other points with three or more neighbours in
 * the shape. Tarjan's algorithm, iteratively.
 */
static void shape_stats(tctx *t, const int *list, int n, int *npieces,
                        int *ncuts, int *nthick)
{
    int time = 0;
    *npieces = *ncuts = *nthick = 0;
    for (int i = 0; i < n; i++)
        t->disc[list[i]] = 0;
    for (int i = 0; i < n; i++) {
        int root = list[i], sp = 0, rootkids = 0;
        if (t->disc[root])
            continue;
        (*npieces)++;
        t->disc[root] = t->low[root] = ++time;
        t->parent[root] = -1;
        t->iter[root] = 0;
        t->queue2[sp++] = root;
        while (sp > 0) {
            int v = t->queue2[sp - 1];
            if (t->iter[v] < 4) {
                int u = onboard_nb(t, v, t->iter[v]++);
                if (u < 0 || !t->inshape[u])
                    continue;
                if (!t->disc[u]) {
                    t->disc[u] = t->low[u] = ++time;
                    t->parent[u] = v;
                    t->iter[u] = 0;
                    t->cut[u] = 0;
                    t->queue2[sp++] = u;
                } else if (u != t->parent[v] && t->disc[u] < t->low[v]) {
                    t->low[v] = t->disc[u];
                }
                continue;
            }
            sp--;
            int par = t->parent[v];
            if (par < 0)
                continue;
            if (t->low[v] < t->low[par])
                t->low[par] = t->low[v];
            if (par == root)
                rootkids++;
            else if (t->low[v] >= t->disc[par])
                t->cut[par] = 1;
        }
        t->cut[root] = rootkids >= 2;
    }
    for (int i = 0; i < n; i++) {
        int p = list[i], deg = 0;
        if (t->cut[p]) {
            (*ncuts)++;
            continue;
        }
        for (int d = 0; d < 4; d++) {
            int a = onboard_nb(t, p, d);
            deg += a >= 0 && t->inshape[a];
        }
        *nthick += deg >= 3;
    }
}

/* Moves the owner needs to wall off the real point p of the eye from its
 * neighbour a: an empty point outside the real eye, or one an opponent
 * stone thrown in on a false point touches, costs one; a dead opponent
 * stone next to an empty false point costs one; one standing on a false
 * point, or poking into the eye from one, makes walling off impossible. */
static int wall_cost(const tctx *t, int a, int opp)
{
    int c = 0;
    if (t->col[a] == GOR_EMPTY && !t->inset[a])
        c = 1;
    if (t->col[a] == GOR_EMPTY && t->inset[a] && t->oadjfalse[a] >= 1)
        c = 1;
    if (t->col[a] == opp && t->inset[a] && t->eadjfalse[a] >= 1)
        c = 1;
    if (t->col[a] == opp && t->false1[a])
        c = 1000;
    if (t->col[a] == opp && t->inset[a] && t->poke[a])
        c = 1000;
    return c;
}

static int on_border(const tctx *t, int p)
{
    int x = p % t->w, y = p / t->w;
    return x == 0 || y == 0 || x == t->w - 1 || y == t->h - 1;
}

/* Two neighbouring crossing points of the eye that cut it into pieces
 * that are eyes by themselves: worth two. */
static int double_cut(tctx *t, int e, int pla)
{
    for (int i = t->eyestart[e]; i < t->eyestart[e + 1]; i++) {
        int d1 = t->eyepts[i];
        if (!t->inset[d1] || t->col[d1] != GOR_EMPTY || on_border(t, d1) ||
            !playable(t, d1, pla) || t->mtb[d1] > 1 || t->adjeye[d1] < 3)
            continue;
        for (int k = 0; k < 4; k++) {
            int d2 = onboard_nb(t, d1, k), g1, g2;
            if (d2 < 0 || !t->inset[d2] || t->adjeye[d2] < 3 ||
                t->mtb[d2] > 1 ||
                (t->col[d2] != GOR_EMPTY && t->eadjeye[d2] <= 1))
                continue;
            if (pieces(t, e, d1, d2, 0, &g1, &g2) >= 2 && g1 >= 2 &&
                g2 >= 1 && (t->col[d2] == GOR_EMPTY || g2 >= 2))
                return 1;
        }
    }
    return 0;
}

/* Dead opponent stones that would, once captured, leave a living shape:
 * whichever single unplayable point the opponent keeps out of it. */
static int dead_shape_lives(tctx *t, int e, int pla)
{
    int opp = opp_of(pla), nd = 0, nu = 0, throwins = 0, lives = 1;
    int b = t->eyestart[e], end = t->eyestart[e + 1];
    int *dead = malloc(sizeof(int) * (size_t)(end - b) * 2 + sizeof(int));
    if (!dead)
        return -1;
    int *unpl = dead + (end - b);
    for (int i = b; i < end; i++) {
        int p = t->eyepts[i];
        if (t->col[p] == opp && t->false1[p])
            throwins++;
        if (!t->inset[p])
            continue;
        if (t->col[p] == opp && t->dead[p])
            dead[nd++] = p;
        else if (!playable(t, p, pla))
            unpl[nu++] = p;
    }
    if (nd == 0) {
        free(dead);
        return 0;
    }
    /* The shape is dead[0..nd) followed by the kept unplayable points. */
    int *pts = malloc(sizeof(int) * (size_t)(nd + nu + 1));
    if (!pts) {
        free(dead);
        return -1;
    }
    for (int omit = -1; omit < nu && lives; omit++) {
        int ns = 0, np, ncut, nthick;
        for (int i = 0; i < nd; i++)
            pts[ns++] = dead[i];
        for (int i = 0; i < nu; i++)
            if (i != omit)
                pts[ns++] = unpl[i];
        for (int i = 0; i < ns; i++)
            t->inshape[pts[i]] = 1;
        shape_stats(t, pts, ns, &np, &ncut, &nthick);
        for (int i = 0; i < ns; i++)
            t->inshape[pts[i]] = 0;
        if (np - throwins + (ncut + nthick + (ns >= 7)) / 2 < 2)
            lives = 0;
    }
    free(pts);
    free(dead);
    return lives;
}

/* The number of eyes (0, 1 or 2) eye e is worth to its owner. */
int eyes_value(tctx *t, int e)
{
    int b = t->eyestart[e], end = t->eyestart[e + 1];
    int pla = t->regcol[t->region[t->eyepts[b]]], opp = opp_of(pla);
    int value = 0, nreal = 0, ndead = 0, weak = 0, thick = 0;

    for (int i = b; i < end; i++) {
        int p = t->eyepts[i];
        t->inset[p] = !t->false1[p];
        nreal += t->inset[p];
    }
    for (int i = b; i < end; i++) {
        int p = t->eyepts[i];
        if (!t->inset[p])
            continue;
        t->adjeye[p] = t->eadjeye[p] = t->eadjfalse[p] = t->oadjfalse[p] = 0;
        for (int d = 0; d < 4; d++) {
            int a = onboard_nb(t, p, d);
            if (a < 0)
                continue;
            t->adjeye[p] += t->inset[a];
            t->eadjeye[p] += t->col[a] == GOR_EMPTY && t->inset[a];
            t->eadjfalse[p] += t->col[a] == GOR_EMPTY && t->false1[a];
            t->oadjfalse[p] += t->col[a] == opp && t->false1[a];
        }
        t->poke[p] = t->col[p] == opp &&
                     (t->oadjfalse[p] > 0 || t->eadjfalse[p] >= 2);
    }
    for (int i = b; i < end; i++) {
        int p = t->eyepts[i];
        if (!t->inset[p])
            continue;
        t->mtb[p] = 0;
        for (int d = 0; d < 4; d++) {
            int a = onboard_nb(t, p, d);
            if (a >= 0)
                t->mtb[p] += wall_cost(t, a, opp);
        }
        /* Any point that can be walled off in one move: one eye. */
        if (t->mtb[p] <= 1)
            value = 1;
        ndead += t->col[p] == opp && t->dead[p];
        weak += (t->mtb[p] >= 1) + (t->mtb[p] >= 2) +
                (t->col[p] == opp && t->adjeye[p] >= 2);
        thick += t->col[p] == GOR_EMPTY
                     ? (t->adjeye[p] >= 4) + (t->adjeye[p] >= 3)
                     : 0;
    }
    /* A playable point that cuts the eye into pieces, each of which can be
     * walled off at once (in one move when the cut itself walls it). */
    for (int i = b; i < end; i++) {
        int d = t->eyepts[i], g1, g2;
        if (!t->inset[d] || !playable(t, d, pla))
            continue;
        int th = t->oadjfalse[d] == 1 ? 1 : 0;
        if (pieces(t, e, d, -1, th, &g1, &g2) >= 2 && g1 > value)
            value = g1;
    }
    /* Many dead opponent stones inside. */
    if (ndead >= 5 && value < 1)
        value = 1;
    if (ndead >= 8)
        value = 2;
    /* A large eye with few weaknesses, or many open crossing points. */
    if (value < 2 && (nreal - weak >= 6 || thick >= 6))
        value = 2;
    if (value < 2 && double_cut(t, e, pla))
        value = 2;
    if (value < 2) {
        int lives = dead_shape_lives(t, e, pla);
        if (lives < 0)
            value = -1;
        else if (lives)
            value = 2;
    }
    for (int i = b; i < end; i++)
        t->inset[t->eyepts[i]] = 0;
    return value > 2 ? 2 : value;
}

