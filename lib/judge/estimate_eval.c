/* SPDX-License-Identifier: MIT */
/*
 * estimate_eval.c - the analysis behind the dead-stone estimate
 * (estimate.c has the rules in full): clusters and their eyes, spheres of
 * influence, reaches, seki, killable eye shapes, and whether a cluster
 * looks dead.
 */
#include <stdlib.h>
#include <string.h>

#include "judge/estimate.h"

static int opp_of(int c) { return 3 - c; }
static int clean_point(const est *e, int p, int c);

int est_find(int *uf, int a)
{
    while (uf[a] != a) {
        uf[a] = uf[uf[a]];
        a = uf[a];
    }
    return a;
}

static void uf_join(int *uf, int a, int b)
{
    a = est_find(uf, a);
    b = est_find(uf, b);
    if (a < b)
        uf[b] = a;
    else if (b < a)
        uf[a] = b;
}

/*
 * Is the one-point eye `eye` of colour c false? Opposing stones on its
 * diagonals can cut the stones around it: one suffices on the edge, two
 * are needed in the middle.
 */
static int false_eye(const est *e, int eye, int c)
{
    int x, y, edge, opp = 0;
    x = eye % e->w;
    y = eye / e->w;
    edge = x == 0 || y == 0 || x == e->w - 1 || y == e->h - 1;
    for (int dy = -1; dy <= 1; dy += 2) {
        for (int dx = -1; dx <= 1; dx += 2) {
            int cx = x + dx, cy = y + dy;
            if (cx >= 0 && cy >= 0 && cx < e->w && cy < e->h &&
                e->col[cy * e->w + cx] == opp_of(c))
                opp++;
        }
    }
    return opp >= (edge ? 1 : 2);
}

/* Liberty l of chain a (colour c): count it for each other chain of c
 * next to it, flooded before a (chain >= 0), once per chain; a second
 * shared liberty joins the two. */
static void count_shared(est *e, int a, int c, int l)
{
    int seen[4], ns = 0;
    for (int d = 0; d < 4; d++) {
        int q = e->nb[4 * l + d], dup = 0;
        int b = q >= 0 && e->col[q] == c ? e->chain[q] : -1;
        if (b < 0 || b == a)
            continue;
        for (int m = 0; m < ns; m++)
            dup |= seen[m] == b;
        if (dup)
            continue;
        seen[ns++] = b;
        if (e->pairby[b] != a) {
            e->pairby[b] = a;
            e->pairn[b] = 0;
        }
        if (++e->pairn[b] == 2)
            uf_join(e->uf, a, b);
    }
}

/* Join the chains of one colour that share two liberties or more: the
 * opponent cannot cut them (he fills one, they connect at the other).
 * Each pair is counted once, when the later chain of the two in board
 * order is flooded; linear in the board. */
static void join_shared_liberties(est *e)
{
    for (int p = 0; p < e->n; p++)
        e->chain[p] = e->libseen[p] = e->pairby[p] = -1;
    for (int a = 0; a < e->n; a++) {
        const int c = e->col[a];
        if (c == GOR_EMPTY || e->chain[a] >= 0)
            continue;
        int qt = 0;
        e->chain[a] = a;
        e->queue[qt++] = a;
        for (int qh = 0; qh < qt; qh++)
            for (int d = 0; d < 4; d++) {
                int q = e->nb[4 * e->queue[qh] + d];
                if (q >= 0 && e->col[q] == c && e->chain[q] < 0) {
                    e->chain[q] = a;
                    e->queue[qt++] = q;
                }
            }
        for (int k = 0; k < qt; k++)
            for (int d = 0; d < 4; d++) {
                int l = e->nb[4 * e->queue[k] + d];
                if (l >= 0 && e->col[l] == GOR_EMPTY && e->libseen[l] != a) {
                    e->libseen[l] = a;
                    count_shared(e, a, c, l);
                }
            }
    }
}

/* Eyes and areas, clusters and their eye values. */
static void analyse_clusters(est *e)
{
    int n = e->n, nareas = 0;
    for (int p = 0; p < n; p++) {
        e->area[p] = -1;
        e->uf[p] = p;
        e->value[p] = e->csize[p] = e->eyemax[p] = 0;
        e->cpin[p] = e->cstrong[p] = 0;
        e->protect[p] = 0;
    }
    for (int p = 0; p < n; p++) {
        if (e->col[p] != GOR_EMPTY || e->area[p] >= 0)
            continue;
        int qt = 0, mask = 0;
        e->area[p] = nareas;
        e->queue[qt++] = p;
        for (int qh = 0; qh < qt; qh++) {
            int s = e->queue[qh];
            for (int d = 0; d < 4; d++) {
                int q = e->nb[4 * s + d];
                if (q < 0)
                    continue;
                if (e->col[q] != GOR_EMPTY)
                    mask |= e->col[q];
                else if (e->area[q] < 0) {
                    e->area[q] = nareas;
                    e->queue[qt++] = q;
                }
            }
        }
        e->areacol[nareas] = (unsigned char)mask;
        e->areasize[nareas] = qt;
        e->areaseed[nareas] = p;
        nareas++;
    }
    /* Join stones to neighbours of their colour and to the other stones
     * around the same eye (mark: the first stone seen around an area). */
    for (int a = 0; a < nareas; a++)
        e->areafirst[a] = -1;
    for (int p = 0; p < n; p++) {
        if (e->col[p] == GOR_EMPTY)
            continue;
        for (int d = 0; d < 4; d++) {
            int q = e->nb[4 * p + d];
            if (q < 0)
                continue;
            if (e->col[q] == e->col[p]) {
                uf_join(e->uf, p, q);
            } else if (e->col[q] == GOR_EMPTY &&
                       e->areacol[e->area[q]] == e->col[p]) {
                int a = e->area[q];
                if (e->areafirst[a] < 0)
                    e->areafirst[a] = p;
                else
                    uf_join(e->uf, e->areafirst[a], p);
            }
        }
    }
    join_shared_liberties(e);
    for (int a = 0; a < nareas; a++) {
        if (e->areafirst[a] < 0)
            continue;
        int r = est_find(e->uf, e->areafirst[a]);
        if (e->areasize[a] == 1 && false_eye(e, e->areaseed[a], e->col[r]))
            continue;
        e->value[r] += e->areasize[a] >= 7 ? 2 : 1;
        if (e->areasize[a] > e->eyemax[r])
            e->eyemax[r] = e->areasize[a];
        if (e->value[r] > 2)
            e->value[r] = 2;
    }
    for (int p = 0; p < n; p++) {
        unsigned adj = 0;
        for (int d = 0; d < 4; d++) {
            int q = e->nb[4 * p + d];
            if (q >= 0)
                adj |= e->col[q];
        }
        e->adj[p] = (unsigned char)adj;
        if (e->col[p] != GOR_EMPTY)
            e->uf[p] = est_find(e->uf, p); /* flat: uf[p] is the root */
    }
    for (int p = 0; p < n; p++) {
        if (e->col[p] == GOR_EMPTY)
            continue;
        int r = e->uf[p];
        e->csize[r]++;
        e->cpin[r] |= e->pin[p];
        e->cstrong[r] |= e->strongpt[p];
    }
    for (int p = 0; p < n; p++)
        if (e->col[p] != GOR_EMPTY && est_find(e->uf, p) == p &&
            e->value[p] >= 2)
            e->cstrong[p] = 1;
    /* Stone lists by root (a counting sort; queue is the cursor). */
    e->cstart[0] = 0;
    for (int p = 0; p < n; p++) {
        e->cstart[p + 1] = e->cstart[p] + e->csize[p];
        e->queue[p] = e->cstart[p];
    }
    for (int p = 0; p < n; p++)
        if (e->col[p] != GOR_EMPTY) {
            int r = est_find(e->uf, p);
            e->cpts[e->queue[r]++] = p;
        }
}

static int strong_at(est *e, int p)
{
    return e->cstrong[est_find(e->uf, p)];
}

/* The liberties an eye of `size` points gives in a capturing race, as
 * the attacker must fill it: 1, 2, 3, 5, 8, 12 for one to six points
 * (Sensei's Library, "Capturing race"; an eye of seven or more is worth
 * two eyes here). */
static int eye_liberties(int size)
{
    static const int libs[7] = {0, 1, 2, 3, 5, 8, 12};
    return size <= 6 ? libs[size] : 99;
}

/* The liberties of the cluster at root r outside its own eyes: the
 * first cap into list (list may be NULL); returns how many there are. */
static int outside_liberties(est *e, int r, int *list, int cap)
{
    int c = e->col[r], n = 0;
    e->stamp++;
    for (int i = e->cstart[r]; i < e->cstart[r + 1]; i++)
        for (int k = 0; k < 4; k++) {
            int q = e->nb[4 * e->cpts[i] + k];
            if (q < 0 || e->col[q] != GOR_EMPTY || e->mark[q] == e->stamp ||
                e->areacol[e->area[q]] == c)
                continue;
            e->mark[q] = e->stamp;
            if (list && n < cap)
                list[n] = q;
            n++;
        }
    return n;
}

/* Does empty point q touch a stone of the cluster at root r? */
static int touches_cluster(est *e, int q, int r)
{
    for (int k = 0; k < 4; k++) {
        int a = e->nb[4 * q + k];
        if (a >= 0 && e->col[a] != GOR_EMPTY && est_find(e->uf, a) == r)
            return 1;
    }
    return 0;
}

/*
 * Big eye against small eye: the cluster at root d (one eye of one or two
 * points) loses the race to a cluster r of the other colour worth one
 * eye, next to d's outside liberties, whose biggest eye is bigger and
 * three points or more, when r's liberties -- its eye's, its own outside
 * ones and the shared ones, which count for the big eye -- outnumber
 * d's (its eye's and its outside ones). Returns r's root, or -1. Each
 * cluster's outside liberties are counted once (olibs), so that the
 * whole pass stays linear in the board.
 */
#define EST_RACE_LIBS 16
static int big_eye_beats(est *e, int d)
{
    int dl[EST_RACE_LIBS], tried[4 * EST_RACE_LIBS], ntried = 0;
    const int ed = e->eyemax[d];
    if (ed >= 3)
        return -1;
    const int nd = outside_liberties(e, d, dl, EST_RACE_LIBS);
    if (nd > EST_RACE_LIBS) /* not a close race */
        return -1;
    for (int i = 0; i < nd; i++)
        for (int k = 0; k < 4; k++) {
            int q = e->nb[4 * dl[i] + k], dup = 0;
            if (q < 0 || e->col[q] != opp_of(e->col[d]))
                continue;
            int r = est_find(e->uf, q);
            for (int t = 0; t < ntried; t++)
                dup |= tried[t] == r;
            if (dup)
                continue;
            tried[ntried++] = r;
            if (e->value[r] != 1 || e->eyemax[r] < 3 || e->eyemax[r] <= ed)
                continue;
            if (e->olibs[r] < 0)
                e->olibs[r] = outside_liberties(e, r, NULL, 0);
            int shared = 0;
            for (int j = 0; j < nd; j++)
                shared += touches_cluster(e, dl[j], r);
            if (eye_liberties(e->eyemax[r]) + e->olibs[r] >
                eye_liberties(ed) + nd - shared)
                return r;
        }
    return -1;
}

/* Spheres of influence, and the components built on them. */
static void analyse_spheres(est *e)
{
    int n = e->n;
    for (int c = GOR_BLACK; c <= GOR_WHITE; c++) {
        int qt = 0;
        for (int p = 0; p < n; p++) {
            e->dist[c][p] = e->col[p] == c ? 0 : EST_FAR;
            if (e->col[p] == c) {
                e->queue[qt++] = p;
                e->src[c][p] = est_find(e->uf, p);
            }
        }
        for (int qh = 0; qh < qt; qh++) {
            int s = e->queue[qh];
            for (int d = 0; d < 4; d++) {
                int q = e->nb[4 * s + d];
                if (q >= 0 && e->col[q] == GOR_EMPTY &&
                    e->dist[c][q] == EST_FAR) {
                    e->dist[c][q] = e->dist[c][s] + 1;
                    e->src[c][q] = e->src[c][s];
                    e->queue[qt++] = q;
                }
            }
        }
    }
    for (int p = 0; p < n; p++) {
        int b = e->dist[GOR_BLACK][p], w = e->dist[GOR_WHITE][p];
        e->owner[p] = (unsigned char)(e->col[p] != GOR_EMPTY ? 0
                                      : b < w             ? GOR_BLACK
                                      : w < b             ? GOR_WHITE
                                                          : 0);
    }
    /* Side components: a colour's stones with its sphere. */
    int ns = 0;
    for (int p = 0; p < n; p++)
        e->side[p] = -1;
    for (int p = 0; p < n; p++) {
        int c = e->col[p] ? e->col[p] : e->owner[p];
        if (!c || e->side[p] >= 0)
            continue;
        int qt = 0, empty = 0;
        e->side[p] = ns;
        e->queue[qt++] = p;
        for (int qh = 0; qh < qt; qh++) {
            int s = e->queue[qh];
            empty += e->col[s] == GOR_EMPTY;
            for (int d = 0; d < 4; d++) {
                int q = e->nb[4 * s + d];
                if (q >= 0 && e->side[q] < 0 &&
                    (e->col[q] ? e->col[q] : e->owner[q]) == c) {
                    e->side[q] = ns;
                    e->queue[qt++] = q;
                }
            }
        }
        e->sidearea[ns++] = empty;
    }
    /* Reach components per colour: points holding no opposing stone. */
    for (int c = GOR_BLACK; c <= GOR_WHITE; c++) {
        int o = opp_of(c), nr = 0;
        int *reach = e->reach[c];
        for (int p = 0; p < n; p++)
            reach[p] = -1;
        for (int p = 0; p < n; p++) {
            if (e->col[p] == o || reach[p] >= 0)
                continue;
            int qt = 0, empty = 0, oppin = 0, clean = 0, sown = 0, sopp = 0;
            int oppsize = 0;
            reach[p] = nr;
            e->queue[qt++] = p;
            for (int qh = 0; qh < qt; qh++) {
                int s = e->queue[qh];
                if (e->col[s] == GOR_EMPTY) {
                    empty++;
                    if (e->owner[s] == o) {
                        int sz = e->csize[e->src[o][s]];
                        oppin++;
                        if (sz > oppsize)
                            oppsize = sz;
                    }
                    clean += clean_point(e, s, c);
                } else if (strong_at(e, s)) {
                    sown = 1;
                }
                for (int d = 0; d < 4; d++) {
                    int q = e->nb[4 * s + d];
                    if (q < 0)
                        continue;
                    if (e->col[q] == o) {
                        int oc = est_find(e->uf, q);
                        int v = e->cstrong[oc] ? 3 : e->value[oc];
                        if (v > sopp)
                            sopp = v;
                    } else if (reach[q] < 0) {
                        reach[q] = nr;
                        e->queue[qt++] = q;
                    }
                }
            }
            e->rempty[c][nr] = empty;
            e->roppin[c][nr] = oppin;
            e->roppsize[c][nr] = oppsize;
            e->rclean[c][nr] = clean;
            e->rstrong_own[c][nr] = (unsigned char)sown;
            e->ropp_best[c][nr] = (unsigned char)sopp;
            e->rprey[c][nr] = 0;
            nr++;
        }
        /* Opposing clusters without eyes whose liberties all lie in one
         * reach component: prey for the stones there. */
        for (int r = 0; r < n; r++) {
            if (e->col[r] != o || est_find(e->uf, r) != r || e->value[r])
                continue;
            int comp = -1, one = 1;
            for (int i = e->cstart[r]; i < e->cstart[r + 1] && one; i++) {
                for (int k = 0; k < 4; k++) {
                    int q = e->nb[4 * e->cpts[i] + k];
                    if (q < 0 || e->col[q] != GOR_EMPTY)
                        continue;
                    if (comp < 0)
                        comp = reach[q];
                    else if (reach[q] != comp)
                        one = 0;
                }
            }
            if (one && comp >= 0)
                e->rprey[c][comp] = 1;
        }
        /* Opposing clusters with a small eye that a big eye of c beats:
         * prey for the stones of the big eye's component. */
        for (int p = 0; p < n; p++)
            e->olibs[p] = -1;
        for (int d = 0; d < n; d++) {
            if (e->col[d] != o || est_find(e->uf, d) != d ||
                e->value[d] != 1)
                continue;
            int r = big_eye_beats(e, d);
            if (r >= 0)
                e->rprey[c][reach[r]] = 1;
        }
    }
}

/* Is every point of the empty area holding q a liberty marked by the
 * current stamp (mark or mark2)? */
static int libs_fill_area(est *e, int q)
{
    int a = e->area[q];
    if (e->areaok[a] == e->stamp)
        return 1;
    for (int p = 0; p < e->n; p++) {
        if (e->area[p] == a && e->mark[p] != e->stamp &&
            e->mark2[p] != e->stamp)
            return 0;
    }
    e->areaok[a] = e->stamp;
    return 1;
}

/* Does the empty point q touch a stone of neither cluster r nor d? */
static int touches_other(est *e, int q, int r, int d)
{
    for (int k = 0; k < 4; k++) {
        int a = e->nb[4 * q + k];
        if (a >= 0 && e->col[a] != GOR_EMPTY) {
            int ra = est_find(e->uf, a);
            if (ra != r && ra != d)
                return 1;
        }
    }
    return 0;
}

/*
 * Are the clusters at roots r and d (of the other colour) in seki?
 * Liberties are counted with stamps: mark2 on d's, mark on those seen.
 * One eye each is seki only when neither eye is bigger and big (three
 * points or more): a big eye against a smaller one wins the race, the
 * shared liberties counting for the big eye (Sensei's Library, "Big eye
 * versus small eye").
 */
static int in_seki(est *e, int r, int d)
{
    int c = e->col[r], shared = 0, out_r = 0, out_d = 0;
    int v = e->value[r];
    if (v >= 2 || e->value[d] != v)
        return 0;
    if (v == 1) {
        const int er = e->eyemax[r], ed = e->eyemax[d];
        if (er != ed && (er >= 3 || ed >= 3))
            return 0;
    }
    /* Liberties of d: mark2 = stamp. Then r's, classified. */
    e->stamp++;
    for (int i = e->cstart[d]; i < e->cstart[d + 1]; i++) {
        int p = e->cpts[i];
        for (int k = 0; k < 4; k++) {
            int q = e->nb[4 * p + k];
            if (q >= 0 && e->col[q] == GOR_EMPTY)
                e->mark2[q] = e->stamp;
        }
    }
    for (int i = e->cstart[r]; i < e->cstart[r + 1]; i++) {
        int p = e->cpts[i];
        for (int k = 0; k < 4; k++) {
            int q = e->nb[4 * p + k];
            if (q < 0 || e->col[q] != GOR_EMPTY || e->mark[q] == e->stamp)
                continue;
            e->mark[q] = e->stamp;
            if (e->mark2[q] == e->stamp) {
                shared++;
                /* Filling it must not join a third group. */
                if (touches_other(e, q, r, d))
                    return 0;
            } else if (e->areacol[e->area[q]] != c) {
                out_r++;
            }
        }
    }
    if (shared == 0)
        return 0;
    for (int i = e->cstart[d]; i < e->cstart[d + 1]; i++) {
        int p = e->cpts[i];
        for (int k = 0; k < 4; k++) {
            int q = e->nb[4 * p + k];
            if (q < 0 || e->col[q] != GOR_EMPTY || e->mark[q] == e->stamp ||
                e->mark2[q] != e->stamp)
                continue;
            e->mark[q] = e->stamp; /* counted once */
            if (e->areacol[e->area[q]] != e->col[d])
                out_d++;
        }
    }
    if (out_r >= shared || out_d >= shared || (v == 0 && shared < 2))
        return 0;
    /* No room to grow: every empty point of the areas around them is a
     * liberty of one of the two. */
    for (int k = 0; k < 2; k++) {
        int root = k ? d : r;
        for (int i = e->cstart[root]; i < e->cstart[root + 1]; i++) {
            for (int j = 0; j < 4; j++) {
                int q = e->nb[4 * e->cpts[i] + j];
                if (q >= 0 && e->col[q] == GOR_EMPTY &&
                    !libs_fill_area(e, q))
                    return 0;
            }
        }
    }
    return 1;
}

/* The opposing clusters sharing a liberty with cluster r, each tried. */
int est_seki_with_any(est *e, int r)
{
    int c = e->col[r], found = 0;
    int *cand = NULL, nc = 0, cap = 0;
    for (int i = e->cstart[r]; i < e->cstart[r + 1]; i++) {
        int p = e->cpts[i];
        for (int k = 0; k < 4; k++) {
            int l = e->nb[4 * p + k];
            if (l < 0 || e->col[l] != GOR_EMPTY)
                continue;
            for (int j = 0; j < 4; j++) {
                int q = e->nb[4 * l + j], dup = 0;
                if (q < 0 || e->col[q] != opp_of(c))
                    continue;
                int d = est_find(e->uf, q);
                for (int j2 = 0; j2 < nc; j2++)
                    dup |= cand[j2] == d;
                if (dup)
                    continue;
                if (nc == cap) {
                    int *bigger = realloc(cand, sizeof(int) *
                                                    (size_t)(cap ? 2 * cap
                                                                 : 8));
                    if (!bigger) {
                        free(cand);
                        return -1;
                    }
                    cand = bigger;
                    cap = cap ? 2 * cap : 8;
                }
                cand[nc++] = d;
            }
        }
    }
    for (int i = 0; i < nc && !found; i++) {
        found = in_seki(e, r, cand[i]);
    }
    free(cand);
    return found;
}

/*
 * Capture reading on the scratch board e->sc: can the opponent start
 * capturing a chain? A chain is *stuck* when it has two liberties or more
 * and the opponent cannot fill any of them with profit: the point is an
 * eye (suicide), or filling it leaves the filler with one liberty and
 * capturing nothing, and when the chain's side takes the filler back the
 * chain keeps two liberties or more (a throw-in that works is profit).
 * A liberty the opponent fills while keeping two liberties himself is
 * taken (the outside liberties of a semeai, the approach from his own
 * territory) and the chain looked at again; a fill that captures stones
 * of the chain's side is profit, except a ko (one stone taken by a stone
 * left with that one point as its liberty), which only a won ko fight
 * would make profitable. This is the seki test: the liberties shared by
 * groups without two eyes are each a self-atari for whoever fills them.
 */
#define EST_READ_LIBS 16  /* a chain with more liberties is not read */
#define EST_READ_FILLS 24 /* outside liberties filled at most */

/* The chain at p on e->sc: its liberties (up to cap, into e->slibs) and
 * its stones (e->squeue[0 .. *nstones)). Returns the liberties found (cap
 * + 1 when there are more: the flood stops). */
static int sc_chain(est *e, int p, int cap, int *nstones)
{
    unsigned char c = e->sc[p];
    int qt = 0, nl = 0;
    e->sstamp++;
    e->smark[p] = e->sstamp;
    e->squeue[qt++] = p;
    for (int qh = 0; qh < qt; qh++) {
        int s = e->squeue[qh];
        for (int d = 0; d < 4; d++) {
            int q = e->nb[4 * s + d];
            if (q < 0)
                continue;
            if (e->sc[q] == GOR_EMPTY) {
                if (e->lmark[q] != e->sstamp) {
                    e->lmark[q] = e->sstamp;
                    if (nl == cap) {
                        if (nstones)
                            *nstones = qt;
                        return cap + 1;
                    }
                    e->slibs[nl++] = q;
                }
            } else if (e->sc[q] == c && e->smark[q] != e->sstamp) {
                e->smark[q] = e->sstamp;
                e->squeue[qt++] = q;
            }
        }
    }
    if (nstones)
        *nstones = qt;
    return nl;
}

enum { FILL_SAFE, FILL_PROFIT, FILL_NONE, FILL_KO };

/* The liberties of the chain at x on e->sc plus the opposing stones next
 * to it that it can take (chains in atari, each counted by its last
 * liberty, up to two in all): what it has left to breathe, a ko to take
 * back counting as a liberty (the double ko seki). */
static int sc_libs_and_takes(est *e, int x)
{
    int ns, nl = sc_chain(e, x, 2, &ns), takes[2], nt = 0;
    int stones[64];
    if (nl >= 2 || ns > 64)
        return nl;
    memcpy(stones, e->squeue, sizeof(int) * (size_t)ns);
    for (int i = 0; i < ns && nl + nt < 2; i++)
        for (int d = 0; d < 4 && nl + nt < 2; d++) {
            int q = e->nb[4 * stones[i] + d];
            if (q < 0 || e->sc[q] == GOR_EMPTY || e->sc[q] == e->sc[x])
                continue;
            if (sc_chain(e, q, 1, NULL) == 1) {
                int dup = 0;
                for (int k = 0; k < nt; k++)
                    dup |= takes[k] == e->slibs[0];
                if (!dup)
                    takes[nt++] = e->slibs[0];
            }
        }
    (void)takes;
    return nl + nt;
}

/*
 * The opponent o fills the liberty l of the chain at x (colour c = 3 - o)
 * on e->sc. FILL_SAFE: he keeps two liberties and captures nothing (the
 * stone stays on e->sc); FILL_PROFIT: he captures, or throws in with
 * profit; FILL_KO: a ko capture; FILL_NONE: no profit (suicide, or a
 * self-atari the chain's side answers by capturing and the chain keeps
 * two liberties). Except for FILL_SAFE e->sc is left as it was.
 */
static int sc_fill(est *e, int l, int x, unsigned char o)
{
    unsigned char c = (unsigned char)opp_of(o);
    int captured = 0, cap_at = -1, libs, ns;
    e->sc[l] = o;
    for (int d = 0; d < 4; d++) {
        int q = e->nb[4 * l + d];
        if (q >= 0 && e->sc[q] == c && sc_chain(e, q, 0, &ns) == 0) {
            captured += ns;
            cap_at = q;
        }
    }
    if (captured) {
        int ko = 0;
        if (captured == 1) {
            /* A ko: the capturing stone alone, with the taken point as
             * its one liberty. */
            e->sc[cap_at] = GOR_EMPTY;
            ko = sc_chain(e, l, 1, &ns) == 1 && ns == 1 &&
                 e->slibs[0] == cap_at;
            e->sc[cap_at] = c;
        }
        e->sc[l] = GOR_EMPTY;
        return ko ? FILL_KO : FILL_PROFIT;
    }
    libs = sc_chain(e, l, 1, &ns);
    if (libs >= 2)
        return FILL_SAFE;
    if (libs == 0) {
        e->sc[l] = GOR_EMPTY;
        return FILL_NONE;
    }
    {
        /* Self-atari: the chain's side takes it at m. Does the chain at x
         * keep two liberties? Played on a copy of the affected points. */
        int m = e->slibs[0], keeps;
        int removed = ns, *pts = e->queue, k = 0;
        for (int i = 0; i < removed; i++)
            pts[k++] = e->squeue[i];
        for (int i = 0; i < removed; i++)
            e->sc[pts[i]] = GOR_EMPTY;
        e->sc[m] = c;
        keeps = e->sc[x] == c && sc_libs_and_takes(e, x) >= 2;
        e->sc[m] = GOR_EMPTY;
        for (int i = 0; i < removed; i++)
            e->sc[pts[i]] = o;
        e->sc[l] = GOR_EMPTY;
        e->approach = m;
        return keeps ? FILL_NONE : FILL_PROFIT;
    }
}

/* Is the chain at x stuck (see above)? 1 no, 2 yes, 3 yes but by ko.
 * A ko counts only when the chain's cluster has a ko to take back
 * (`takes`: an opposing chain next to it in atari): a double ko. */
static int chain_stuck(est *e, int x, int takes)
{
    unsigned char c = e->sc[x], o = (unsigned char)opp_of(c);
    int ko = 0;
    for (int fills = 0; fills <= EST_READ_FILLS; fills++) {
        int libs[EST_READ_LIBS + 1], nl, safe = 0;
        nl = sc_chain(e, x, EST_READ_LIBS, NULL);
        if (nl == 1) /* in atari: taken, unless only as a ko */
            return takes && sc_fill(e, e->slibs[0], x, o) == FILL_KO ? 3
                                                                      : 1;
        if (nl < 1 || nl > EST_READ_LIBS)
            return 1;
        memcpy(libs, e->slibs, sizeof(int) * (size_t)nl);
        for (int i = 0; i < nl && !safe; i++) {
            e->approach = -1;
            int f = sc_fill(e, libs[i], x, o);
            if (f == FILL_PROFIT || (f == FILL_KO && !takes))
                return 1;
            if (f == FILL_KO)
                ko = 1;
            safe = f == FILL_SAFE;
            /* A self-atari whose other liberty m is no liberty of the
             * chain: the opponent may play m first (an approach move)
             * when his stone there keeps two liberties. */
            if (!safe && e->approach >= 0) {
                int m = e->approach, own = 0;
                for (int j = 0; j < nl; j++)
                    own |= libs[j] == m;
                if (!own && e->sc[m] == GOR_EMPTY)
                    safe = sc_fill(e, m, x, o) == FILL_SAFE;
            }
        }
        if (!safe)
            return ko ? 3 : 2;
    }
    return 1;
}

/* Do all the liberties of the cluster at root r lie in one eye of its
 * own (an empty area bordered by its colour alone) of two points or more,
 * where the opponent can play without suicide? */
static int libs_in_one_big_eye(const est *e, int r)
{
    int eye = -1;
    for (int i = e->cstart[r]; i < e->cstart[r + 1]; i++)
        for (int k = 0; k < 4; k++) {
            int q = e->nb[4 * e->cpts[i] + k];
            if (q < 0 || e->col[q] != GOR_EMPTY)
                continue;
            if (e->areacol[e->area[q]] != e->col[r] ||
                (eye >= 0 && e->area[q] != eye))
                return 0;
            eye = e->area[q];
        }
    return eye >= 0 && e->areasize[eye] >= 2;
}

int est_protection(est *e, int r)
{
    int worst = 2, takes = 0;
    if (e->protect[r])
        return e->protect[r];
    /* An opposing chain next to the cluster in atari? */
    memcpy(e->sc, e->col, (size_t)e->n);
    for (int i = e->cstart[r]; i < e->cstart[r + 1] && !takes; i++)
        for (int d = 0; d < 4 && !takes; d++) {
            int q = e->nb[4 * e->cpts[i] + d];
            takes = q >= 0 && e->col[q] == opp_of(e->col[r]) &&
                    sc_chain(e, q, 1, NULL) == 1;
        }
    /* With one eye and no liberty outside it, and no opposing chain
     * next to it in atari (a ko to take back), there is no seki to
     * fear: the opponent plays inside (a nakade), and a stone taken
     * back only gives him the next try. */
    if (!takes && e->value[r] < 2 && !e->cpin[r] &&
        libs_in_one_big_eye(e, r)) {
        e->protect[r] = 1;
        return 1;
    }
    /* Every chain of the cluster must be stuck. */
    for (int i = e->cstart[r]; i < e->cstart[r + 1] && worst > 1; i++) {
        int p = e->cpts[i], first = 1;
        /* One test per chain: its first stone in the cluster's list. */
        for (int j = 0; j < 4; j++) {
            int q = e->nb[4 * p + j];
            if (q >= 0 && e->col[q] == e->col[p] && q < p)
                first = 0;
        }
        if (!first)
            continue;
        memcpy(e->sc, e->col, (size_t)e->n);
        int s = chain_stuck(e, p, takes);
        if (s == 1)
            worst = 1;
        else if (s == 3)
            worst = 3;
    }
    /* Seki is mutual: each opposing cluster sharing a liberty with it
     * must be stuck too (a strong one is; one being read is assumed). */
    e->protect[r] = 4;
    for (int i = e->cstart[r]; i < e->cstart[r + 1] && worst > 1; i++)
        for (int k = 0; k < 4 && worst > 1; k++) {
            int l = e->nb[4 * e->cpts[i] + k];
            if (l < 0 || e->col[l] != GOR_EMPTY)
                continue;
            for (int j = 0; j < 4 && worst > 1; j++) {
                int q = e->nb[4 * l + j], d, pd;
                if (q < 0 || e->col[q] != opp_of(e->col[r]))
                    continue;
                d = est_find(e->uf, q);
                if (e->cstrong[d] || e->cpin[d] || e->value[d] >= 2)
                    continue;
                pd = e->protect[d] == 4 ? 2 : est_protection(e, d);
                if (pd == 1)
                    worst = 1;
                else if (pd == 3)
                    worst = 3;
            }
        }
    e->protect[r] = (unsigned char)worst;
    return worst;
}

/* take_chain()'s answers besides FILL_KO. */
enum { TAKE_NONE = 8, TAKE_SNAPBACK, TAKE_CLEAN };

/*
 * The other colour takes the chain at x (on e->col), in atari, at its
 * last liberty (*at): FILL_KO for a ko capture; TAKE_CLEAN when the
 * capturing chain keeps two liberties or more (left so on e->sc, the
 * taken stones off); TAKE_SNAPBACK when it is left in atari, to be taken
 * back; TAKE_NONE when x is not in atari.
 */
static int take_chain(est *e, int x, int *at)
{
    int ns, l;
    unsigned char c = e->col[x], o = (unsigned char)opp_of(c);
    memcpy(e->sc, e->col, (size_t)e->n);
    if (sc_chain(e, x, 1, &ns) != 1)
        return TAKE_NONE;
    l = *at = e->slibs[0];
    if (sc_fill(e, l, x, o) == FILL_KO)
        return FILL_KO;
    e->sc[l] = o;
    for (int d = 0; d < 4; d++) {
        int q = e->nb[4 * l + d];
        if (q >= 0 && e->sc[q] == c && sc_chain(e, q, 0, &ns) == 0)
            for (int i = 0; i < ns; i++)
                e->sc[e->squeue[i]] = GOR_EMPTY;
    }
    return sc_chain(e, l, 2, NULL) < 2 ? TAKE_SNAPBACK : TAKE_CLEAN;
}

/*
 * Is the chain at x (on e->col) in atari and taken safely by the other
 * colour: not as a ko, the capturing stone keeps two liberties (no
 * snapback) and joins a strong group?
 */
static int taken_safely(est *e, int x)
{
    int l;
    if (take_chain(e, x, &l) != TAKE_CLEAN)
        return 0;
    unsigned char o = (unsigned char)opp_of(e->col[x]);
    for (int d = 0; d < 4; d++) {
        int q = e->nb[4 * l + d];
        if (q >= 0 && e->col[q] == o && e->cstrong[est_find(e->uf, q)])
            return 1;
    }
    return 0;
}

/*
 * Is the cluster at root r one chain in atari that the opponent takes
 * safely, while it cannot take safely an opposing chain next to it in
 * atari (a mutual atari, as in a hane seki, is left alone)? At the end of
 * a game such a chain is dead.
 */
static int taken_in_atari(est *e, int r)
{
    int ns;
    memcpy(e->sc, e->col, (size_t)e->n);
    if (sc_chain(e, r, 1, &ns) != 1 || ns != e->csize[r] ||
        !taken_safely(e, r))
        return 0;
    for (int i = e->cstart[r]; i < e->cstart[r + 1]; i++)
        for (int d = 0; d < 4; d++) {
            int q = e->nb[4 * e->cpts[i] + d];
            if (q >= 0 && e->col[q] == opp_of(e->col[r]) &&
                taken_safely(e, q))
                return 0;
        }
    return 1;
}

/*
 * Does taking the chain at q (in atari) hold: the capture is a ko, or
 * the capturing chain keeps two liberties? Otherwise the capturer is
 * taken back at once (a snapback). Leaves e->sc as e->col.
 */
static int capture_holds(est *e, int q)
{
    int at, t = take_chain(e, q, &at);
    memcpy(e->sc, e->col, (size_t)e->n);
    return t == FILL_KO || t == TAKE_CLEAN;
}

/*
 * Is a chain of the cluster at root r in atari while an opposing chain
 * next to it, or sharing its last liberty, is in atari too and its
 * capture holds (a mutual atari, as in a hane seki)? Whoever fills the
 * point first captures, so the playouts decide such a shape by the move
 * order; the estimate leaves it on the board. When the capture would be
 * taken back at once (a snapback), the chain is simply in atari.
 */
int est_mutual_atari(est *e, int r)
{
    unsigned char o = (unsigned char)opp_of(e->col[r]);
    memcpy(e->sc, e->col, (size_t)e->n);
    for (int i = e->cstart[r]; i < e->cstart[r + 1]; i++) {
        int p = e->cpts[i], l;
        if (sc_chain(e, p, 1, NULL) != 1)
            continue;
        l = e->slibs[0];
        for (int k = 0; k < 2; k++) {
            int s = k ? l : p;
            for (int d = 0; d < 4; d++) {
                int q = e->nb[4 * s + d];
                if (q >= 0 && e->sc[q] == o && sc_chain(e, q, 1, NULL) == 1 &&
                    capture_holds(e, q))
                    return 1;
            }
        }
    }
    return 0;
}

/* Is p an empty point with no opposing stone (of colour c's opponent)
 * next to it: eye space for c? */
static int clean_point(const est *e, int p, int c)
{
    return e->col[p] == GOR_EMPTY && !(e->adj[p] & opp_of(c));
}

/*
 * The eye space of reach component `rc` (colour c) -- its empty points
 * with no opposing stone next to them -- is too small or too badly shaped
 * for two eyes: at most three points, or four to six in one piece making
 * a killable shape.
 */
static int dead_shape(est *e, int c, int rc)
{
    int cnt = e->rclean[c][rc], pts[6], np = 0, maxdeg = 0, square = 0;
    if (cnt <= 3)
        return 1;
    if (cnt > 6)
        return 0;
    for (int p = 0; p < e->n && np < cnt; p++)
        if (e->reach[c][p] == rc && clean_point(e, p, c))
            pts[np++] = p;
    for (int i = 0; i < np; i++) {
        int deg = 0, x = pts[i] % e->w, y = pts[i] / e->w;
        for (int k = 0; k < 4; k++) {
            int q = e->nb[4 * pts[i] + k];
            for (int j = 0; j < np; j++)
                deg += pts[j] == q;
        }
        if (deg > maxdeg)
            maxdeg = deg;
        /* A 2x2 square with its top-left corner here. */
        if (x + 1 < e->w && y + 1 < e->h) {
            int need[3] = {pts[i] + 1, pts[i] + e->w, pts[i] + e->w + 1};
            int have = 0;
            for (int k = 0; k < 3; k++)
                for (int j = 0; j < np; j++)
                    have += pts[j] == need[k];
            square |= have == 3;
        }
    }
    /* In several pieces it may give two eyes. */
    {
        int seen[6] = {1, 0, 0, 0, 0, 0}, changed = 1;
        while (changed) {
            changed = 0;
            for (int i = 0; i < np; i++) {
                if (!seen[i])
                    continue;
                for (int k = 0; k < 4; k++) {
                    int q = e->nb[4 * pts[i] + k];
                    for (int j = 0; j < np; j++)
                        if (pts[j] == q && !seen[j])
                            seen[j] = changed = 1;
                }
            }
        }
        for (int i = 0; i < np; i++)
            if (!seen[i])
                return 0;
    }
    switch (np) {
    case 4:
        return square || maxdeg == 3;
    case 5:
        return square || maxdeg == 4;
    default:
        return square && maxdeg == 4;
    }
}

/*
 * Bent four in the corner: the cluster at root r has one eye, an empty
 * area of four points bordered by it alone -- the corner point, the two
 * next to it along one edge and the one next to it along the other --
 * every liberty of its stones lies in that eye, and every opposing
 * cluster next to it is strong. Its owner can only live by ko, which the
 * opponent starts when he likes: the Japanese Rules of Go (1989) count it
 * dead without play; under area counting it has to be played out.
 */
int est_bent_four(est *e, int r)
{
    int c = e->col[r], eye = -1;
    for (int i = e->cstart[r]; i < e->cstart[r + 1]; i++)
        for (int k = 0; k < 4; k++) {
            int q = e->nb[4 * e->cpts[i] + k];
            if (q < 0)
                continue;
            if (e->col[q] == GOR_EMPTY) {
                if (eye < 0)
                    eye = e->area[q];
                else if (e->area[q] != eye)
                    return 0;
            } else if (e->col[q] != c) {
                int d = est_find(e->uf, q);
                if (!e->cstrong[d])
                    return 0;
            }
        }
    if (eye < 0 || e->areacol[eye] != c || e->areasize[eye] != 4)
        return 0;
    {
        int w = e->w, h = e->h, pts[4], np = 0;
        if (w < 3 || h < 3)
            return 0;
        for (int p = 0; p < e->n && np < 4; p++)
            if (e->area[p] == eye)
                pts[np++] = p;
        /* The four corners, each with its two edge directions. */
        int corner[4][3] = {{0, 1, w},
                            {w - 1, -1, w},
                            {(h - 1) * w, 1, -w},
                            {h * w - 1, -1, -w}};
        for (int k = 0; k < 4; k++) {
            for (int t = 0; t < 2; t++) {
                int a = corner[k][1 + t], b = corner[k][2 - t];
                int want[4] = {corner[k][0], corner[k][0] + a,
                               corner[k][0] + 2 * a, corner[k][0] + b};
                int have = 0;
                for (int i = 0; i < 4; i++)
                    for (int j = 0; j < 4; j++)
                        have += pts[j] == want[i];
                if (have == 4)
                    return 1;
            }
        }
    }
    return 0;
}

/* The opponent's part of its reach less its own area. */
int est_deadness(const est *e, int r)
{
    int c = e->col[r];
    return e->roppin[c][e->reach[c][r]] - e->sidearea[e->side[r]];
}

int est_open(const est *e)
{
    int open = 0, shared = 0;
    for (int p = 0; p < e->n; p++) {
        int b = e->dist[GOR_BLACK][p], w = e->dist[GOR_WHITE][p];
        open += e->col[p] == GOR_EMPTY && b >= 2 && w >= 2 &&
                b < EST_FAR && w < EST_FAR && b - w <= 1 && w - b <= 1;
        shared += e->col[p] == GOR_EMPTY && e->areacol[e->area[p]] == 3;
    }
    return open > e->n / EST_OPEN_SHARE || shared > e->n / 2;
}

int est_survives_playouts(const est *e, int r, double share)
{
    long held = 0;
    if (!e->open || !e->own0)
        return 0;
    for (int i = e->cstart[r]; i < e->cstart[r + 1]; i++)
        held += e->own0[2 * e->cpts[i] + e->col[r] - 1];
    return (double)held >= share * EST_MC_PLAYOUTS * (double)e->csize[r];
}

int est_looks_dead(est *e, int r)
{
    int c = e->col[r], rc = e->reach[c][r];
    if (e->cpin[r] || e->value[r] >= 2)
        return 0;
    if (e->bent4_dead && est_bent_four(e, r))
        return 1;
    if (taken_in_atari(e, r))
        return 1;
    /* The sphere rule holds where the borders are closed; where they
     * are open (a game in progress) the spheres say little, so the
     * playouts must agree. */
    int sphere = e->sidearea[e->side[r]] < e->roppin[c][rc] &&
                 e->csize[r] <= e->roppsize[c][rc] &&
                 !est_survives_playouts(e, r, EST_MC_ALIVE);
    int enclosed = !e->rstrong_own[c][rc] && !e->rprey[c][rc] &&
                   e->ropp_best[c][rc] > e->value[r] &&
                   dead_shape(e, c, rc);
    if (!sphere && !enclosed)
        return 0;
    /* Never taken off when the opponent cannot start capturing it. */
    if (est_protection(e, r) >= 2)
        return 0;
    int seki = est_seki_with_any(e, r);
    return seki < 0 ? -1 : !seki;
}

void est_analyse(est *e)
{
    analyse_clusters(e);
    analyse_spheres(e);
}
