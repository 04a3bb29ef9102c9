/* SPDX-License-Identifier: MIT */
/*
 * estimate.c - the dead-stone estimate (gor_game_judge_estimate): a guess
 * for finished positions, every answer flagged GOR_JUDGE_GUESS. The sound
 * part (Benson's pass-alive analysis, benson.c) and the caller's marks are
 * taken as given; the estimate only decides the stones they leave open.
 *
 * Units: a *cluster* is a set of stones of one colour joined by adjacency,
 * by bordering the same *eye* (a connected set of empty points bordered
 * by that colour alone), or by sharing two liberties or more (the
 * opponent fills one, they connect at the other). Its eye value is the
 * sum over its eyes of 1, or 2 for an eye of seven points or more,
 * capped at 2; a one-point eye with opposing stones on its diagonals (one
 * on the edge, two elsewhere) is false and worth nothing. A cluster is
 * *strong* when it is worth 2 or holds a pass-alive stone. Stones judged
 * dead count as empty points.
 *
 * Every empty point belongs to the colour whose nearest stone is strictly
 * closer (distances walked through empty points; ties belong to nobody):
 * the spheres of influence. A cluster's *own area* is the number of empty
 * points in its colour's sphere connected to it (through its colour's
 * stones and sphere); its *reach* is the connected set of points holding no
 * opposing stone around it, and its *eye space* the empty points of the
 * reach that no opposing stone touches.
 *
 * A cluster is never judged dead when it holds a pass-alive stone or a
 * stone marked seki, when it is strong, or when it is in seki with an
 * opposing cluster: they share a liberty, both are worth the same (0 or 1;
 * with one eye each, neither eye is bigger and of three points or more),
 * each has fewer outside liberties (neither shared nor in its eyes) than
 * shared ones, without eyes they share at least two, filling a shared
 * liberty joins no third group, and every empty point of the areas around
 * them is a liberty of one of them -- whoever fills a shared liberty is
 * captured. Otherwise it *looks dead* when
 *  - its own area is smaller than the part of its reach in the opponent's
 *    sphere, and it is no bigger than the largest opposing cluster that
 *    sphere comes from (it sits in the sphere of a group at least its
 *    size), and, in an open position (est_open(): a game in progress,
 *    where the spheres say little), it keeps its stones in fewer than
 *    EST_MC_ALIVE of the playouts from the position before the rounds, or
 *  - its reach holds no friendly strong cluster and no opposing cluster
 *    it could capture (one without eyes whose liberties all lie in the
 *    reach, or one with a smaller eye that a big eye there beats in a
 *    race: big_eye_beats()), touches an opposing cluster worth more than
 *    itself, and
 *    its eye space is too small or too badly shaped for two eyes: three
 *    points or fewer, or a killable shape of four to six (square and
 *    pyramid four, bulky and crossed five, rabbity six).
 * Rounds: the clusters that look dead are weighed (at most EST_MAXCAND,
 * the deepest in the opponent's sphere first -- the opponent's part of the
 * reach less the own area). Taking off a cluster never saves another of
 * its colour, so when some of them could not be affected by any candidate
 * of the other colour (none has stones in or next to their reach), all
 * those are taken off together. Otherwise the EST_CHECK deepest are tried
 * against up to EST_TRIALS candidates of the other colour that could
 * affect them, each taken off in turn, and the first that looks dead
 * whichever is taken off first is taken off; when each could be saved by
 * taking off another, the smallest. The points taken off become empty and
 * everything is judged again, until none looks dead. Then the playouts
 * (mc_round below, estimate_mc.c) weigh every group still on the board
 * that is not pass-alive, marked seki or strong by eyes of its own
 * (strong_unaided()): one that keeps its stones in fewer than half of
 * them is taken off (mc_round has the exceptions), and the rounds run
 * again from their start with only those off. What stays is alive, or
 * in seki by the rule above. Deterministic (ties go to board order, the
 * playouts have a fixed seed); a round costs a few linear passes over the
 * board, the playouts 64 games from the position.
 */
#include <stdlib.h>
#include <string.h>

#include "judge/estimate.h"

/* Take candidate c's stones off the board (colour GOR_EMPTY) or put
 * them back (its colour). */
static void set_stones(est *e, const candidate *c, unsigned char colour)
{
    for (int i = 0; i < c->size; i++)
        e->col[e->candpts[c->first + i]] = colour;
}

/* The reach components the stones of candidate c lie in or touch. */
static void list_touched(est *e, candidate *c)
{
    int r = est_find(e->uf, c->stone);
    c->ntouch = 0;
    for (int i = e->cstart[r]; i < e->cstart[r + 1] && c->ntouch >= 0; i++) {
        for (int k = -1; k < 4 && c->ntouch >= 0; k++) {
            int q = k < 0 ? e->cpts[i] : e->nb[4 * e->cpts[i] + k];
            if (q < 0)
                continue;
            for (int b = GOR_BLACK; b <= GOR_WHITE; b++) {
                int comp = e->reach[b][q], key = comp * 4 + b, dup = 0;
                if (comp < 0 || c->ntouch < 0)
                    continue;
                for (int j = 0; j < c->ntouch; j++)
                    dup |= c->touch[j] == key;
                if (dup)
                    continue;
                if (c->ntouch == EST_MAXTOUCH)
                    c->ntouch = -1;
                else
                    c->touch[c->ntouch++] = key;
            }
        }
    }
}

/* Could taking off candidate a change how candidate b is judged? Only if
 * a's stones lie in or next to b's reach. */
static int interacts(const candidate *a, const candidate *b)
{
    if (a->ntouch < 0)
        return 1;
    for (int j = 0; j < a->ntouch; j++)
        if (a->touch[j] == b->where)
            return 1;
    return 0;
}

/*
 * One round: of the clusters that look dead, take off those that still
 * look dead whichever other of them is taken off first, the deepest in the
 * opponent's sphere first, and with them the next such clusters that are
 * too far from the ones already taken to change how they are judged; when
 * each could be saved by taking off another, only the smallest. Returns
 * how many clusters were taken off (0: none looks dead), -1 when memory
 * runs out.
 */
static int take_some(est *e, unsigned char *out)
{
    candidate *cand = e->cand;
    unsigned char robust[EST_MAXCAND], taken[EST_MAXCAND];
    int k = 0, ntaken = 0;
    est_analyse(e);
    for (int r = 0; r < e->n; r++) {
        if (e->col[r] == GOR_EMPTY || est_find(e->uf, r) != r)
            continue;
        int dead = est_looks_dead(e, r);
        if (dead < 0)
            return -1;
        if (!dead)
            continue;
        /* Keep the EST_MAXCAND deadest, in order (deadness down, size
         * up, board order). */
        int key = est_deadness(e, r), at = k;
        while (at > 0 && (cand[at - 1].key < key ||
                          (cand[at - 1].key == key &&
                           cand[at - 1].size > e->csize[r])))
            at--;
        if (at >= EST_MAXCAND)
            continue;
        if (k < EST_MAXCAND)
            k++;
        memmove(cand + at + 1, cand + at,
                sizeof *cand * (size_t)(k - 1 - at));
        cand[at].stone = r;
        cand[at].size = e->csize[r];
        cand[at].key = key;
        cand[at].where = e->reach[e->col[r]][r] * 4 + e->col[r];
    }
    if (k == 0)
        return 0;
    for (int i = 0, at = 0; i < k; i++) {
        int r = est_find(e->uf, cand[i].stone);
        cand[i].first = at;
        for (int j = e->cstart[r]; j < e->cstart[r + 1]; j++)
            e->candpts[at++] = e->cpts[j];
        list_touched(e, &cand[i]);
    }
    /* Taking off a cluster never saves another of its colour (it only
     * gives the opponent more room), so a candidate no candidate of the
     * other colour could affect is robust as it is. Of the others, the
     * EST_CHECK deepest are tried: each candidate of the other colour
     * that could affect them (EST_TRIALS at most, the deepest) is taken
     * off in turn. */
    for (int j = 0; j < k; j++) {
        int alone = 1, cj = e->col[cand[j].stone];
        for (int i = 0; i < k && alone; i++)
            alone = e->col[cand[i].stone] == cj ||
                    !interacts(&cand[i], &cand[j]);
        robust[j] = alone ? 1 : 2; /* 2: to be tried */
    }
    int nalone = 0;
    for (int j = 0; j < k; j++)
        nalone += robust[j] == 1;
    for (int j = 0, tried = 0; j < k; j++) {
        if (robust[j] == 2)
            robust[j] = !nalone && tried++ < EST_CHECK ? 3 : 0;
    }
    for (int i = 0, trials = 0; i < k && !nalone && trials < EST_TRIALS;
         i++) {
        int failed = 0, needed = 0;
        unsigned char ci = e->col[cand[i].stone];
        for (int j = 0; j < k; j++)
            needed |= robust[j] == 3 && e->col[cand[j].stone] != ci &&
                      interacts(&cand[i], &cand[j]);
        if (!needed)
            continue;
        trials++;
        set_stones(e, &cand[i], GOR_EMPTY);
        est_analyse(e);
        for (int j = 0; j < k; j++) {
            if (j == i || robust[j] != 3 || e->col[cand[j].stone] == ci ||
                !interacts(&cand[i], &cand[j]))
                continue;
            int dead = est_looks_dead(e, est_find(e->uf, cand[j].stone));
            if (dead < 0)
                failed = 1;
            else if (!dead)
                robust[j] = 0;
        }
        set_stones(e, &cand[i], ci);
        if (failed)
            return -1;
    }
    /* Take every candidate that needed no trial, or else the first tried
     * one that stood its trials. */
    memset(taken, 0, sizeof taken);
    for (int i = 0; i < k; i++) {
        if (robust[i] && (nalone || ntaken == 0)) {
            taken[i] = 1;
            ntaken++;
        }
    }
    if (ntaken == 0) {
        int pick = 0;
        for (int i = 1; i < k; i++)
            if (cand[i].size < cand[pick].size)
                pick = i;
        taken[pick] = 1;
        ntaken = 1;
    }
    for (int i = 0; i < k; i++) {
        if (!taken[i])
            continue;
        set_stones(e, &cand[i], GOR_EMPTY);
        for (int m = 0; m < cand[i].size; m++)
            out[e->candpts[cand[i].first + m]] =
                GOR_LIFE_DEAD | GOR_JUDGE_GUESS;
    }
    return ntaken;
}

/* Does a liberty of the cluster at root r touch an opposing stone? */
static int shares_liberty(est *e, int r)
{
    int o = 3 - e->col[r];
    for (int i = e->cstart[r]; i < e->cstart[r + 1]; i++)
        for (int k = 0; k < 4; k++) {
            int q = e->nb[4 * e->cpts[i] + k];
            if (q >= 0 && e->col[q] == GOR_EMPTY && (e->adj[q] & o))
                return 1;
        }
    return 0;
}

/*
 * All the arrays in one zeroed block: lay them out from base (NULL: only
 * measure) and return the size. Each starts on a 16-byte boundary.
 */
static size_t est_layout(est *e, char *base)
{
    size_t off = 0, n = (size_t)e->n + 1, iz = sizeof(int) * n;
#define TAKE(field, bytes)                                                 \
    do {                                                                   \
        if (base)                                                          \
            e->field = (void *)(base + off);                               \
        off += ((bytes) + 15) & ~(size_t)15;                               \
    } while (0)
    TAKE(nb, 4 * iz);
    TAKE(col, n);
    TAKE(col0, n);
    TAKE(pin, n);
    TAKE(strongpt, n);
    TAKE(area, iz);
    TAKE(areacol, n);
    TAKE(areasize, iz);
    TAKE(areaseed, iz);
    TAKE(uf, iz);
    TAKE(adj, n);
    TAKE(value, iz);
    TAKE(eyemax, iz);
    TAKE(olibs, iz);
    TAKE(csize, iz);
    TAKE(cstart, iz + sizeof(int));
    TAKE(cpts, iz);
    TAKE(areafirst, iz);
    TAKE(areaok, iz);
    TAKE(verdict, n);
    TAKE(cpin, n);
    TAKE(cstrong, n);
    TAKE(owner, n);
    TAKE(side, iz);
    TAKE(sidearea, iz);
    for (int c = GOR_BLACK; c <= GOR_WHITE; c++) {
        TAKE(dist[c], iz);
        TAKE(reach[c], iz);
        TAKE(rempty[c], iz);
        TAKE(roppin[c], iz);
        TAKE(roppsize[c], iz);
        TAKE(src[c], iz);
        TAKE(rclean[c], iz);
        TAKE(rstrong_own[c], n);
        TAKE(ropp_best[c], n);
        TAKE(rprey[c], n);
    }
    TAKE(queue, iz);
    TAKE(chain, iz);
    TAKE(libseen, iz);
    TAKE(pairby, iz);
    TAKE(pairn, iz);
    TAKE(mark, iz);
    TAKE(mark2, iz);
    TAKE(candpts, iz);
    TAKE(sc, n);
    TAKE(smark, iz);
    TAKE(lmark, iz);
    TAKE(squeue, iz);
    TAKE(slibs, iz);
    TAKE(protect, n);
    TAKE(cand, sizeof(candidate) * EST_MAXCAND);
#undef TAKE
    return off;
}

static int est_alloc(est *e, int w, int h)
{
    e->w = w;
    e->h = h;
    e->n = w * h;
    e->mem = calloc(est_layout(e, NULL), 1);
    if (!e->mem)
        return GOR_ENOMEM;
    est_layout(e, e->mem);
    for (int p = 0; p < e->n; p++) {
        int x = p % w, y = p / w;
        e->nb[4 * p + 0] = x > 0 ? p - 1 : -1;
        e->nb[4 * p + 1] = x < w - 1 ? p + 1 : -1;
        e->nb[4 * p + 2] = y > 0 ? p - w : -1;
        e->nb[4 * p + 3] = y < h - 1 ? p + w : -1;
    }
    return GOR_OK;
}

/* Is the opposing cluster at root d, next to the cluster at root r or
 * sharing a liberty with it, in doubt as r is: surviving fewer than
 * EST_MC_FIGHT of the playouts and not clearly more often than r
 * (EST_MC_MARGIN)? Then the two fight or are in seki. */
static int doubtful(const float *sv, int r, int d)
{
    return sv[d] < EST_MC_FIGHT && sv[d] < sv[r] + EST_MC_MARGIN;
}

/* Is the cluster at root r in a fight or a seki with an opposing cluster
 * (doubtful())? */
static int contested(est *e, int r, const float *sv)
{
    int o = 3 - e->col[r];
    for (int i = e->cstart[r]; i < e->cstart[r + 1]; i++)
        for (int k = 0; k < 4; k++) {
            int q = e->nb[4 * e->cpts[i] + k];
            if (q < 0)
                continue;
            if (e->col[q] == o) {
                if (doubtful(sv, r, est_find(e->uf, q)))
                    return 1;
                continue;
            }
            if (e->col[q] != GOR_EMPTY)
                continue;
            for (int j = 0; j < 4; j++) {
                int t = e->nb[4 * q + j];
                if (t >= 0 && e->col[t] == o &&
                    doubtful(sv, r, est_find(e->uf, t)))
                    return 1;
            }
        }
    return 0;
}

/* Does the cluster at root r hold a pass-alive stone? */
static int pass_alive(const est *e, int r)
{
    for (int i = e->cstart[r]; i < e->cstart[r + 1]; i++)
        if (e->strongpt[e->cpts[i]])
            return 1;
    return 0;
}

/* Is the cluster at root r strong (estimate.h) by eyes of its own, none
 * of them holding a point the rounds emptied (vacated[area]: a big eye
 * made by taking off a stone inside it proves nothing)? */
static int strong_unaided(const est *e, int r, const unsigned char *vacated)
{
    if (!e->cstrong[r])
        return 0;
    for (int i = e->cstart[r]; i < e->cstart[r + 1]; i++)
        for (int k = 0; k < 4; k++) {
            int q = e->nb[4 * e->cpts[i] + k];
            if (q >= 0 && e->col[q] == GOR_EMPTY && vacated[e->area[q]])
                return 0;
        }
    return 1;
}

/*
 * The playouts (estimate_mc.c), from the position the rounds leave: a
 * cluster neither pass-alive, marked seki nor strong_unaided() that
 * survives fewer than half of them (EST_MC_DEAD) is taken off, unless
 * the opponent cannot start capturing it, it is in seki by the shape
 * rule or in a mutual atari (est_mutual_atari(): the hane seki), and
 * unless an opposing cluster next to it is in doubt as well
 * (contested()): then only one that almost never survives (EST_MC_SURE)
 * is. If any is, the rounds' own guesses are put back and the rounds run
 * again with only the playouts' dead taken off (a stone the rounds took
 * from inside a group the playouts kill may be alive after all). Returns
 * GOR_OK or GOR_ENOMEM.
 */
static int mc_round(est *e, unsigned char *out)
{
    int nopen = 0, killed = 0, st = GOR_OK;
    unsigned short *own = NULL;
    float *sv = NULL;
    unsigned char *vacated = NULL;
    est_analyse(e);
    for (int r = 0; r < e->n; r++)
        if (e->col[r] != GOR_EMPTY && est_find(e->uf, r) == r &&
            !e->cpin[r] && !pass_alive(e, r))
            nopen++;
    if (!nopen)
        return GOR_OK;
    own = malloc(sizeof *own * 2 * (size_t)e->n);
    sv = malloc(sizeof *sv * (size_t)e->n);
    vacated = calloc((size_t)e->n, 1);
    if (!own || !sv || !vacated ||
        est_playouts(e, EST_MC_PLAYOUTS, own) < 0) {
        st = GOR_ENOMEM;
        goto done;
    }
    for (int p = 0; p < e->n; p++)
        if (e->col[p] == GOR_EMPTY && e->col0[p] != GOR_EMPTY)
            vacated[e->area[p]] = 1;
    /* Each cluster's share of its stones held at the end. */
    for (int r = 0; r < e->n; r++) {
        if (e->col[r] == GOR_EMPTY || est_find(e->uf, r) != r)
            continue;
        int c = e->col[r];
        long held = 0;
        for (int i = e->cstart[r]; i < e->cstart[r + 1]; i++)
            held += own[2 * e->cpts[i] + c - 1];
        sv[r] = (float)((double)held /
                        ((double)EST_MC_PLAYOUTS * e->csize[r]));
    }
    for (int r = 0; r < e->n; r++) {
        if (e->col[r] == GOR_EMPTY || est_find(e->uf, r) != r ||
            e->cpin[r] || pass_alive(e, r) || sv[r] >= EST_MC_DEAD ||
            strong_unaided(e, r, vacated))
            continue;
        if (sv[r] >= EST_MC_SURE && contested(e, r, sv))
            continue;
        /* These playouts start without the rounds' guesses; in an open
         * position the first ones, from the position itself, must agree
         * too, or each guess makes the next look right. */
        if (est_survives_playouts(e, r, EST_MC_DEAD))
            continue;
        if (est_protection(e, r) >= 2 || est_mutual_atari(e, r))
            continue;
        int seki = est_seki_with_any(e, r);
        if (seki < 0) {
            st = GOR_ENOMEM;
            goto done;
        }
        if (seki)
            continue;
        e->verdict[r] = 9; /* to take off */
        killed++;
    }
    if (!killed)
        goto done;
    /* mark: the playouts' dead */
    e->stamp++;
    for (int p = 0; p < e->n; p++)
        if (e->col[p] != GOR_EMPTY && e->verdict[est_find(e->uf, p)] == 9)
            e->mark[p] = e->stamp;
    for (int p = 0; p < e->n; p++) {
        if (e->mark[p] == e->stamp) {
            out[p] = GOR_LIFE_DEAD | GOR_JUDGE_GUESS;
            e->col[p] = GOR_EMPTY;
        } else if (out[p] == (GOR_LIFE_DEAD | GOR_JUDGE_GUESS)) {
            out[p] = 0; /* the rounds' guess: judged again */
            e->col[p] = e->col0[p];
        }
    }
    for (;;) {
        int got = take_some(e, out);
        if (got < 0) {
            st = GOR_ENOMEM;
            goto done;
        }
        if (!got)
            break;
    }
done:
    memset(e->verdict, 0, (size_t)e->n);
    free(own);
    free(sv);
    free(vacated);
    return st;
}

/* The rounds of the sphere and shape rules, then the playouts'. In an
 * open position the sphere rule needs the playouts' consent
 * (est_looks_dead): they are played once, before the rounds. */
static int judge_rounds(est *e, unsigned char *out)
{
    if (e->open && !e->own0) {
        e->own0 = malloc(sizeof *e->own0 * 2 * (size_t)e->n);
        if (!e->own0 || est_playouts(e, EST_MC_PLAYOUTS, e->own0) < 0)
            return GOR_ENOMEM;
    }
    /* Take off the clusters that look dead, a few at a time. */
    for (;;) {
        int got = take_some(e, out);
        if (got < 0)
            return GOR_ENOMEM;
        if (!got)
            break;
    }
    return mc_round(e, out);
}

/* Has one side kept a quarter of its stones or fewer (EST_KEPT_SHARE)
 * through the rounds? */
static int cascaded(const est *e)
{
    int before[3] = {0, 0, 0}, now[3] = {0, 0, 0};
    for (int p = 0; p < e->n; p++) {
        before[e->col0[p]]++;
        now[e->col[p]]++;
    }
    for (int c = GOR_BLACK; c <= GOR_WHITE; c++)
        if (before[c] && now[c] * EST_KEPT_SHARE <= before[c])
            return 1;
    return 0;
}

int gor_game_judge_estimate(const gor_game *game, unsigned char *out,
                            size_t size)
{
    est e;
    unsigned char *marks = NULL;
    int st;
    if (!game || !out)
        return GOR_EINVAL;
    if (size < (size_t)gor_game_width(game) * (size_t)gor_game_height(game))
        return GOR_EBUFFER;
    memset(&e, 0, sizeof e);
    st = est_alloc(&e, gor_game_width(game), gor_game_height(game));
    if (!st)
        st = gor_game_judge_certain(game, out, size);
    if (st)
        goto done;
    gor_game_board(game, e.col, (size_t)e.n);
    {
        const gor_rules *rules = gor_game_rules(game);
        e.bent4_dead = rules &&
                       gor_rules_scoring(rules) == GOR_SCORING_TERRITORY &&
                       gor_rules_tax(rules) != GOR_TAX_NONE;
    }
    /* The caller's marks are given: a stone marked dead or seki keeps its
     * mark (no flag) unless it is proven otherwise. */
    for (int p = 0; p < e.n; p++) {
        gor_life mark;
        if (e.col[p] == GOR_EMPTY)
            continue;
        if (out[p] & GOR_JUDGE_CERTAIN) {
            if ((out[p] & GOR_JUDGE_LIFE_MASK) == GOR_LIFE_DEAD)
                e.col[p] = GOR_EMPTY;
            else
                e.pin[p] = e.strongpt[p] = 1;
            continue;
        }
        mark = gor_game_life_at(game, p);
        if (mark == GOR_LIFE_DEAD || mark == GOR_LIFE_SEKI)
            out[p] = (unsigned char)mark;
        if (mark == GOR_LIFE_DEAD)
            e.col[p] = GOR_EMPTY;
        if (mark == GOR_LIFE_SEKI)
            e.pin[p] = 1;
    }

    memcpy(e.col0, e.col, (size_t)e.n);
    est_analyse(&e);
    e.open = est_open(&e);
    marks = malloc((size_t)e.n);
    if (!marks) {
        st = GOR_ENOMEM;
        goto done;
    }
    memcpy(marks, out, (size_t)e.n);
    st = judge_rounds(&e, out);
    /* Most of one side's stones taken off is a cascade of the sphere
     * rule (each group taken off widens the other side's sphere), not the
     * end of a game: judged again as an open position. */
    if (st == GOR_OK && !e.open && cascaded(&e)) {
        memcpy(e.col, e.col0, (size_t)e.n);
        memcpy(out, marks, (size_t)e.n);
        e.open = 1;
        est_analyse(&e);
        st = judge_rounds(&e, out);
    }
    if (st)
        goto done;
    est_analyse(&e);
    /* The rest: alive, or in seki. */
    for (int p = 0; p < e.n; p++) {
        if (e.col[p] == GOR_EMPTY || (out[p] & GOR_JUDGE_CERTAIN) ||
            out[p] == GOR_LIFE_SEKI)
            continue;
        int r = est_find(e.uf, p);
        if (!e.verdict[r]) {
            int seki = est_seki_with_any(&e, r);
            if (seki < 0) {
                st = GOR_ENOMEM;
                goto done;
            }
            e.verdict[r] = seki ? 2 : 1;
            /* Without two eyes and kept alive only by a ko the opponent
             * cannot start: unsettled (no flag). */
            if (!seki && !e.cstrong[r] && !e.cpin[r] && e.value[r] < 2 &&
                shares_liberty(&e, r) && est_protection(&e, r) == 3)
                e.verdict[r] = 3;
            /* Bent four in the corner under area counting: to be played
             * out, so unsettled. */
            if (!e.bent4_dead && !e.cpin[r] && est_bent_four(&e, r))
                e.verdict[r] = 3;
        }
        out[p] = (unsigned char)(e.verdict[r] == 3 ? GOR_LIFE_ALIVE
                                 : (e.verdict[r] == 2 ? GOR_LIFE_SEKI
                                                      : GOR_LIFE_ALIVE) |
                                       GOR_JUDGE_GUESS);
    }
    st = GOR_OK;
done:
    free(marks);
    free(e.own0);
    free(e.mem);
    return st;
}
