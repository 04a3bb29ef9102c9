/* SPDX-License-Identifier: MIT */
/*
 * score.c - counting a finished position: ownership map and breakdown under
 * area, territory and stone scoring, with komi, handicap compensation, AGA
 * pass stones, group tax and penalties.
 *
 * After the dead stones are taken off, every connected set of points that
 * holds no living stone (empty points and the points of dead stones) is a
 * region. A region bordered by one colour's living stones only is that
 * colour's; a region bordered by both is dame (area counting splits it
 * half and half, territory counting gives it to nobody). Under GOR_TAX_SEKI
 * and GOR_TAX_ALL a region bordered by a group in seki counts for nobody.
 * The margin of area counting is therefore exactly the Tromp-Taylor
 * difference of stones plus territory.
 */
#include <stdlib.h>
#include <string.h>

#include "gorules_score.h"
#include "core/sized.h"
#include "score/territory.h"

int gor_rules_draw_possible(const gor_rules *rules, int handicap)
{
    double k;
    if (!rules)
        return 0;
    if (gor_rules_tie(rules) != GOR_TIE_DRAW)
        return 0; /* an even count has a winner */
    k = gor_rules_komi(rules) + gor_handicap_bonus(rules, handicap);
    return k == (double)(long long)k;
}

/* Per-point work arrays. */
typedef struct score_work {
    int w, h, n;
    unsigned char *c;      /* colours */
    unsigned char *judge;  /* judgement map (certain or estimate) */
    unsigned char *dead;   /* 1 where a stone counts as dead */
    unsigned char *seki;   /* 1 where a living stone is in seki */
    unsigned char *guess;  /* 1 where the status came from an estimate */
    int *region;           /* region id of a non-living point */
    int *queue;
    unsigned char *own;    /* the map being built (GOR_MAP_*) */
    unsigned char *terr;   /* TERR_* per point under the 1989 count, or NULL */
    int *rmask;            /* per region: the colours of living stones beside it */
    int *rseki;            /* per region: a seki stone beside it */
} score_work;

static void work_free(score_work *s)
{
    free(s->c);
    free(s->judge);
    free(s->dead);
    free(s->seki);
    free(s->guess);
    free(s->region);
    free(s->queue);
    free(s->own);
    free(s->terr);
    free(s->rmask);
    free(s->rseki);
}

/* The work arrays of a w x h board; GOR_ENOMEM leaves s for work_free. */
static int work_alloc(score_work *s, int w, int h)
{
    const size_t n = (size_t)w * (size_t)h;
    memset(s, 0, sizeof *s);
    s->w = w;
    s->h = h;
    s->n = w * h;
    s->c = malloc(n);
    s->judge = malloc(n);
    s->dead = calloc(n, 1);
    s->seki = calloc(n, 1);
    s->guess = calloc(n, 1);
    s->region = malloc(sizeof(int) * n);
    s->queue = malloc(sizeof(int) * n);
    s->own = malloc(n);
    s->rmask = malloc(sizeof(int) * n);
    s->rseki = malloc(sizeof(int) * n);
    if (!s->c || !s->judge || !s->dead || !s->seki || !s->guess ||
        !s->region || !s->queue || !s->own || !s->rmask || !s->rseki)
        return GOR_ENOMEM;
    return GOR_OK;
}

static int neighbour(const score_work *s, int p, int d)
{
    int x = p % s->w, y = p / s->w;
    switch (d) {
    case 0:
        return x > 0 ? p - 1 : -1;
    case 1:
        return x < s->w - 1 ? p + 1 : -1;
    case 2:
        return y > 0 ? p - s->w : -1;
    default:
        return y < s->h - 1 ? p + s->w : -1;
    }
}

static int live_color(const score_work *s, int p)
{
    return s->dead[p] ? GOR_EMPTY : s->c[p];
}

/* Decide dead stones and seki groups from the options. */
static int decide_life(const gor_game *g, const gor_score_options *o,
                       score_work *s)
{
    int st;
    unsigned char *est = NULL;
    st = gor_game_judge_certain(g, s->judge, (size_t)s->n);
    if (st)
        return st;
    if ((o->dead & GOR_DEAD_ESTIMATE) || (o->seki & GOR_SEKI_ESTIMATE)) {
        est = malloc((size_t)s->n);
        if (!est)
            return GOR_ENOMEM;
        st = gor_game_judge_estimate(g, est, (size_t)s->n);
        if (st) {
            free(est);
            return st;
        }
    }
    for (int p = 0; p < s->n; p++) {
        if (s->c[p] == GOR_EMPTY)
            continue;
        gor_life mark = gor_game_life_at(g, p);
        int cert = s->judge[p];
        if ((o->dead & GOR_DEAD_MARKS) && mark == GOR_LIFE_DEAD)
            s->dead[p] = 1;
        if ((o->dead & GOR_DEAD_CERTAIN) &&
            (cert & GOR_JUDGE_LIFE_MASK) == GOR_LIFE_DEAD)
            s->dead[p] = 1;
        if ((o->seki & GOR_SEKI_MARKS) && mark == GOR_LIFE_SEKI)
            s->seki[p] = 1;
        if (est && (est[p] & GOR_JUDGE_GUESS)) {
            int life = est[p] & GOR_JUDGE_LIFE_MASK;
            if ((o->dead & GOR_DEAD_ESTIMATE) && life == GOR_LIFE_DEAD &&
                !s->dead[p]) {
                s->dead[p] = 1;
                s->guess[p] = 1;
            }
            if ((o->seki & GOR_SEKI_ESTIMATE) && life == GOR_LIFE_SEKI &&
                !s->seki[p]) {
                s->seki[p] = 1;
                s->guess[p] = 1;
            }
        }
    }
    for (int p = 0; p < s->n; p++)
        if (s->dead[p])
            s->seki[p] = 0;
    free(est);
    return GOR_OK;
}

/*
 * A non-living point under GOR_TERRITORY_J1989 (t: its TERR_* byte;
 * marked_seki: it borders a stone the caller marked seki): its map byte,
 * counted into r.
 */
static unsigned j1989_point(unsigned t, int marked_seki, unsigned territory,
                            gor_tax tax, gor_score *r)
{
    unsigned m = 0;
    int owner = (int)(t & TERR_OWNER_MASK);
    int c = (int)(t >> TERR_REGION_SHIFT);
    gor_score_side *side = c == GOR_BLACK ? &r->black : &r->white;
    int seki = (t & TERR_SEKI) || marked_seki;
    int false_eye = (t & TERR_UNSCORABLE) != 0;
    if (t & TERR_DAME) {
        r->dame++;
        return GOR_MAP_DAME;
    }
    if (false_eye)
        m |= GOR_MAP_FALSE_EYE;
    if (territory & GOR_TERRITORY_FALSE_EYES)
        false_eye = 0;
    if (owner != GOR_EMPTY && !false_eye && !(seki && tax != GOR_TAX_NONE)) {
        side->territory++;
        return m | (unsigned)owner | (seki ? GOR_MAP_SEKI : 0u);
    }
    if (seki) {
        side->seki_eyes++;
        return m | GOR_MAP_SEKI;
    }
    r->dame++;
    return m | GOR_MAP_DAME;
}

/* Bytes of gor_score_options in each version: read only those, the rest
 * keeps its default. */
static const size_t options_size[] = {
    0, offsetof(gor_score_options, territory),
    SIZED_MIN_(gor_score_options, territory)};

/*
 * The options as this call reads them (*o) and the territory flags in
 * force (*territory): version checks, unknown bits refused, the ruleset's
 * own territory count where none is named.
 */
static int read_options(const gor_game *game, const gor_score_options *opts,
                        gor_score_options *o, unsigned *territory)
{
    const gor_rules *rules = gor_game_rules(game);
    gor_score_options given = GOR_SCORE_OPTIONS_INIT;
    if (opts) {
        if (opts->version < 1 || opts->version > GOR_SCORE_OPTIONS_VERSION)
            return GOR_EINVAL;
        memcpy(&given, opts, options_size[opts->version]);
    }
    if ((given.dead & ~0x7u) || (given.seki & ~0x3u) ||
        given.penalty[GOR_BLACK] < 0 || given.penalty[GOR_WHITE] < 0)
        return GOR_EINVAL;
    unsigned t = given.territory;
    if (opts && opts->version < 2)
        t = GOR_TERRITORY_PLAIN; /* version 1 ends before it */
    if ((t & ~0x7u) ||
        ((t & GOR_TERRITORY_PLAIN) &&
         (t & (GOR_TERRITORY_J1989 | GOR_TERRITORY_FALSE_EYES))))
        return GOR_EINVAL;
    /* The ruleset's own way: J1989 where territory counting has a seki
     * tax (Japanese Rules of Go (1989), art. 8), plain elsewhere. */
    if (!(t & (GOR_TERRITORY_J1989 | GOR_TERRITORY_PLAIN))) {
        if (gor_rules_scoring(rules) == GOR_SCORING_TERRITORY &&
            gor_rules_tax(rules) != GOR_TAX_NONE)
            t |= GOR_TERRITORY_J1989;
        else
            t &= ~GOR_TERRITORY_FALSE_EYES;
    }
    *o = given;
    *territory = t;
    return GOR_OK;
}

/* Regions of non-living points (s->region), with who borders each
 * (s->rmask, s->rseki). */
static void find_regions(score_work *s)
{
    int nregions = 0;
    for (int p = 0; p < s->n; p++)
        s->region[p] = -1;
    for (int p = 0; p < s->n; p++) {
        if (live_color(s, p) != GOR_EMPTY || s->region[p] >= 0)
            continue;
        int qh = 0, qt = 0, mask = 0, seki = 0;
        s->region[p] = nregions;
        s->queue[qt++] = p;
        while (qh < qt) {
            int a = s->queue[qh++];
            for (int d = 0; d < 4; d++) {
                int q = neighbour(s, a, d);
                if (q < 0)
                    continue;
                int lc = live_color(s, q);
                if (lc != GOR_EMPTY) {
                    mask |= lc;
                    seki |= s->seki[q];
                } else if (s->region[q] < 0) {
                    s->region[q] = nregions;
                    s->queue[qt++] = q;
                }
            }
        }
        s->rmask[nregions] = mask;
        s->rseki[nregions] = seki;
        nregions++;
    }
}

/* The map byte of living stone p (colour lc), counted into r. */
static unsigned living_point(const score_work *s, int p, int lc, gor_score *r)
{
    unsigned m = (unsigned)lc;
    if (s->seki[p] || (s->terr && (s->terr[p] & TERR_SEKI)))
        m |= GOR_MAP_SEKI;
    if ((s->judge[p] & GOR_JUDGE_CERTAIN) &&
        (s->judge[p] & GOR_JUDGE_LIFE_MASK) == GOR_LIFE_ALIVE)
        m |= GOR_MAP_CERTAIN;
    if (s->guess[p])
        m |= GOR_MAP_GUESS;
    if (lc == GOR_BLACK)
        r->black.stones++;
    else
        r->white.stones++;
    return m;
}

/* The map byte of non-living point p (empty or a dead stone), counted
 * into r: territory, seki eye or dame by its region. */
static unsigned region_point(const score_work *s, int p, unsigned territory,
                             gor_score *r)
{
    int ri = s->region[p], mask = s->rmask[ri];
    unsigned m;
    if (s->terr) {
        m = j1989_point(s->terr[p], s->rseki[ri], territory, r->tax, r);
    } else if (mask == GOR_BLACK || mask == GOR_WHITE) {
        gor_score_side *side = mask == GOR_BLACK ? &r->black : &r->white;
        if (s->rseki[ri] && r->tax != GOR_TAX_NONE) {
            m = GOR_MAP_SEKI;
            side->seki_eyes++;
        } else {
            m = (unsigned)mask;
            if (s->rseki[ri])
                m |= GOR_MAP_SEKI;
            side->territory++;
        }
    } else {
        m = GOR_MAP_DAME | (s->rseki[ri] ? GOR_MAP_SEKI : 0u);
        r->dame++;
    }
    if (s->c[p] != GOR_EMPTY) {
        m |= GOR_MAP_DEAD;
        if (s->guess[p])
            m |= GOR_MAP_GUESS;
        else if ((s->judge[p] & GOR_JUDGE_CERTAIN) &&
                 (s->judge[p] & GOR_JUDGE_LIFE_MASK) == GOR_LIFE_DEAD)
            m |= GOR_MAP_CERTAIN;
        if (s->c[p] == GOR_BLACK)
            r->white.dead++;
        else
            r->black.dead++;
    }
    return m;
}

/* The ownership map (s->own), with stones, territory, dead stones and dame
 * counted into r. */
static void map_points(score_work *s, unsigned territory, gor_score *r)
{
    for (int p = 0; p < s->n; p++) {
        int lc = live_color(s, p);
        s->own[p] = (unsigned char)(lc != GOR_EMPTY
                                        ? living_point(s, p, lc, r)
                                        : region_point(s, p, territory, r));
    }
}

/* Group tax: each connected set of one colour's points (stones and
 * territory) holding a living stone and no seki stone pays 2 points. */
static void count_groups(score_work *s, gor_score *r)
{
    for (int p = 0; p < s->n; p++)
        s->region[p] = -1;
    for (int p = 0; p < s->n; p++) {
        int col = s->own[p] & GOR_MAP_OWNER_MASK;
        if (col == GOR_EMPTY || s->region[p] >= 0)
            continue;
        int qh = 0, qt = 0, stone = 0, seki = 0;
        s->region[p] = 1;
        s->queue[qt++] = p;
        while (qh < qt) {
            int a = s->queue[qh++];
            if (live_color(s, a) == col) {
                stone = 1;
                seki |= s->seki[a] || (s->terr && (s->terr[a] & TERR_SEKI));
            }
            for (int d = 0; d < 4; d++) {
                int q = neighbour(s, a, d);
                if (q >= 0 && s->region[q] < 0 &&
                    (s->own[q] & GOR_MAP_OWNER_MASK) == (unsigned)col) {
                    s->region[q] = 1;
                    s->queue[qt++] = q;
                }
            }
        }
        if (stone && !seki) {
            if (col == GOR_BLACK)
                r->black.groups++;
            else
                r->white.groups++;
        }
    }
    r->black.tax = 2.0 * r->black.groups;
    r->white.tax = 2.0 * r->white.groups;
}

/* Captures, pass stones, komi, handicap and penalties; each side's total,
 * the margin and the winner, from the counts already in r. */
static void add_totals(const gor_game *game, const gor_score_options *o,
                       int points, gor_score *r)
{
    const gor_rules *rules = gor_game_rules(game);
    r->black.captures = gor_game_captures(game, GOR_BLACK);
    r->white.captures = gor_game_captures(game, GOR_WHITE);
    if (r->pass_stones_rule) {
        r->black.pass_stones = gor_game_pass_count(game, GOR_WHITE);
        r->white.pass_stones = gor_game_pass_count(game, GOR_BLACK);
    }
    r->white.komi = gor_rules_komi(rules);
    r->white.handicap_bonus = gor_handicap_bonus(rules, r->handicap);
    r->black.penalty = 2.0 * o->penalty[GOR_BLACK];
    r->white.penalty = 2.0 * o->penalty[GOR_WHITE];
    for (int k = 0; k < 2; k++) {
        gor_score_side *side = k ? &r->white : &r->black;
        double t;
        switch (r->scoring) {
        case GOR_SCORING_TERRITORY:
            t = side->territory + side->captures + side->dead +
                side->pass_stones;
            break;
        case GOR_SCORING_STONES:
            t = side->stones;
            break;
        default:
            side->dame_share = r->dame / 2.0;
            t = side->stones + side->territory + side->dame_share;
            break;
        }
        side->total = t - side->tax + side->komi + side->handicap_bonus -
                      side->penalty;
    }
    r->margin = r->black.total - r->white.total;
    r->margin_stones = r->margin / 2.0;
    r->base = points / 2.0;
    r->black_count = r->black.stones + r->black.territory + r->dame / 2.0;
    r->black_needs =
        (points - r->black.seki_eyes - r->white.seki_eyes + r->white.komi +
         r->white.handicap_bonus + r->black.tax + r->black.penalty -
         r->white.tax - r->white.penalty) / 2.0;
    r->winner = r->margin > 0   ? GOR_BLACK
                : r->margin < 0 ? GOR_WHITE
                : gor_rules_tie(rules) == GOR_TIE_BLACK ? GOR_BLACK
                : gor_rules_tie(rules) == GOR_TIE_WHITE ? GOR_WHITE
                                                         : GOR_EMPTY;
}

/*
 * The count in stages: read the options; decide which stones are dead or
 * in seki; under the Japanese 1989 count classify the territory; find the
 * regions of non-living points; build the map and count stones,
 * territory and dame; the group tax; the totals.
 */
int gor_game_score(const gor_game *game, const gor_score_options *opts,
                   gor_score *out, unsigned char *map, size_t map_size)
{
    gor_score_options o;
    unsigned territory;
    score_work s;
    gor_score r;
    int st;

    if (!game || !out || !sized_ok(out, SCORE_SIZE_1_0))
        return GOR_EINVAL;
    if (map && map_size < (size_t)gor_game_width(game) * (size_t)
                              gor_game_height(game))
        return GOR_EBUFFER;
    st = read_options(game, opts, &o, &territory);
    if (st)
        return st;
    const gor_rules *rules = gor_game_rules(game);
    st = work_alloc(&s, gor_game_width(game), gor_game_height(game));
    if (st)
        goto out;
    gor_game_board(game, s.c, (size_t)s.n);
    st = decide_life(game, &o, &s);
    if (st)
        goto out;

    memset(&r, 0, sizeof r);
    r.size = sizeof r;
    r.scoring = gor_rules_scoring(rules);
    r.tax = gor_rules_tax(rules);
    r.pass_stones_rule = gor_rules_pass_stones(rules);
    r.handicap = gor_game_handicap(game);
    r.points = s.n;
    if ((territory & GOR_TERRITORY_J1989) &&
        r.scoring == GOR_SCORING_TERRITORY) {
        st = GOR_ENOMEM;
        s.terr = malloc((size_t)s.n);
        if (!s.terr)
            goto out;
        st = territory_j1989(s.w, s.h, s.c, s.dead, s.terr);
        if (st)
            goto out;
    }
    find_regions(&s);
    map_points(&s, territory, &r);
    if (r.tax == GOR_TAX_ALL)
        count_groups(&s, &r);
    add_totals(game, &o, s.n, &r);

    sized_store(out, &r, sizeof r);
    if (map)
        memcpy(map, s.own, (size_t)s.n);
    st = GOR_OK;
out:
    work_free(&s);
    return st;
}
