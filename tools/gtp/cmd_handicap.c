/* SPDX-License-Identifier: MIT */
/*
 * cmd_handicap.c - handicap stones: fixed_handicap, place_free_handicap,
 * set_free_handicap (GTP v2 section 4.1.1) and get_handicap (GNU Go).
 *
 *  - Every command needs an empty board ("board not empty") and 2 to
 *    (points - 1) stones ("invalid number of stones"); fixed_handicap
 *    allows at most gor_handicap_max_fixed() stones. The stones are setup
 *    stones, the game's handicap count is set (it is what handicap
 *    compensation is based on) and White is to move. The komi does not
 *    change (GTP leaves it to the controller).
 *  - fixed_handicap places GTP's points in GTP's order and answers them.
 *  - place_free_handicap chooses the fixed points while there are enough;
 *    beyond, it keeps the largest fixed set and adds points one at a time,
 *    each the empty point farthest (Euclidean) from the stones already
 *    placed and from the line just outside the board, so that the first
 *    and second lines come last; ties go to the first point in reading
 *    order. Deterministic.
 *  - set_free_handicap checks the list with gor_handicap_check_free():
 *    distinct points on the board, no pass ("bad vertex list").
 *  - Free placement is accepted whatever the ruleset's freeh setting: the
 *    GTP controller asked for it.
 */
#include "gtp.h"

#include <stdlib.h>

static int board_empty(const gtp_engine *e)
{
    return gor_game_stone_count(e->game, GOR_BLACK) == 0 &&
           gor_game_stone_count(e->game, GOR_WHITE) == 0;
}

/* Place freely chosen points, whatever the ruleset says of free placement. */
static int place_free(gtp_engine *e, const gor_point *pts, size_t n)
{
    if (gor_rules_free_handicap(e->rules))
        return gor_game_place_free_handicap(e->game, pts, n, 0);
    gor_rules *r;
    int st = gor_rules_copy(&r, e->rules);
    if (st != GOR_OK)
        return st;
    gor_rules_set_free_handicap(r, 1);
    st = gor_game_set_rules(e->game, r);
    if (st == GOR_OK) {
        st = gor_game_place_free_handicap(e->game, pts, n, 0);
        gor_game_set_rules(e->game, e->rules);
    }
    gor_rules_free(r);
    return st;
}

/* The stone count argument: 1 ok, else the failure answer is in out. */
static int stone_count(gtp_engine *e, int argc, char **argv, long max,
                       long *n, gtp_text *out)
{
    if (argc != 2)
        return gtp_syntax_error(out);
    int st = gtp_parse_long(argv[1], -1000000, 1000000, n);
    if (st == GOR_EPARSE)
        return gtp_syntax_error(out);
    if (!board_empty(e))
        return gtp_fail(out, "board not empty");
    if (st != GOR_OK || *n < 2 || *n > max)
        return gtp_fail(out, "invalid number of stones");
    return 1;
}

static int place_fixed(gtp_engine *e, long n, gtp_text *out)
{
    gor_point pts[16];
    int st = gor_game_place_handicap(e->game, (int)n, 0);
    if (st != GOR_OK)
        return gtp_fail(out, gor_strerror(st));
    int k = gor_handicap_fixed_points(gtp_width(e), gtp_height(e), (int)n,
                                      pts, 16);
    if (k < 0 || k > 16)
        return gtp_fail(out, "cannot list the handicap points");
    gtp_add_vertices(e, out, pts, (size_t)k);
    return 1;
}

GTP_HANDLER(gtp_cmd_fixed_handicap)
{
    (void)rest;
    long n;
    int max = gor_handicap_max_fixed(gtp_width(e), gtp_height(e));
    if (!stone_count(e, argc, argv, max, &n, out))
        return 0;
    return place_fixed(e, n, out);
}

/* n points: the largest fixed set, then the farthest points (see above). */
static size_t choose_free(const gtp_engine *e, size_t n, gor_point *pts)
{
    int w = gtp_width(e), h = gtp_height(e);
    size_t np = (size_t)w * (size_t)h, k = 0;
    int fixed = gor_handicap_max_fixed(w, h);
    if (fixed >= 2) {
        int got = gor_handicap_fixed_points(w, h, fixed, pts, n);
        k = got > 0 ? (size_t)got : 0;
    }
    /* far[p]: squared distance to the nearest stone placed, or to the line
     * just outside the board if that is nearer; -1 once taken. */
    long *far = malloc(np * sizeof *far);
    if (!far)
        return k;
    for (size_t p = 0; p < np; p++) {
        int x = (int)p % w, y = (int)p / w;
        int line = x;
        if (y < line)
            line = y;
        if (w - 1 - x < line)
            line = w - 1 - x;
        if (h - 1 - y < line)
            line = h - 1 - y;
        far[p] = (long)(line + 1) * (line + 1);
    }
    for (size_t i = 0; i < n; i++) {
        if (i >= k) {
            size_t best = 0;
            long bestd = -2;
            for (size_t p = 0; p < np; p++)
                if (far[p] > bestd) {
                    best = p;
                    bestd = far[p];
                }
            pts[k++] = (gor_point)best;
        }
        /* Update distances with the point just placed (or fixed). */
        int bx = pts[i] % w, by = pts[i] / w;
        for (size_t p = 0; p < np; p++) {
            long dx = (int)p % w - bx, dy = (int)p / w - by;
            long d = dx * dx + dy * dy;
            if (far[p] >= 0 && d < far[p])
                far[p] = d;
        }
        far[pts[i]] = -1;
    }
    free(far);
    return k;
}

GTP_HANDLER(gtp_cmd_place_free_handicap)
{
    (void)rest;
    long n;
    int w = gtp_width(e), h = gtp_height(e);
    if (!stone_count(e, argc, argv, (long)w * h - 1, &n, out))
        return 0;
    if (n <= gor_handicap_max_fixed(w, h))
        return place_fixed(e, n, out);
    size_t k = choose_free(e, (size_t)n, e->scratch);
    if (k != (size_t)n)
        return gtp_fail(out, "out of memory");
    int st = place_free(e, e->scratch, k);
    if (st != GOR_OK)
        return gtp_fail(out, gor_strerror(st));
    gtp_add_vertices(e, out, e->scratch, k);
    return 1;
}

GTP_HANDLER(gtp_cmd_set_free_handicap)
{
    (void)rest;
    int w = gtp_width(e), h = gtp_height(e);
    size_t n = 0;
    if (argc < 2)
        return gtp_syntax_error(out);
    int bad = 0;
    for (int i = 1; i < argc; i++) {
        gor_point p;
        int st = gtp_parse_vertex(e, argv[i], &p);
        if (st == GOR_EPARSE)
            return gtp_syntax_error(out);
        if (st != GOR_OK || p == GOR_PASS || n >= (size_t)w * h)
            bad = 1;
        else
            e->scratch[n++] = p;
    }
    if (!board_empty(e))
        return gtp_fail(out, "board not empty");
    if (bad || gor_handicap_check_free(w, h, e->scratch, n) != GOR_OK)
        return gtp_fail(out, "bad vertex list");
    int st = place_free(e, e->scratch, n);
    return st == GOR_OK ? 1 : gtp_fail(out, gor_strerror(st));
}

GTP_HANDLER(gtp_cmd_get_handicap)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    gtp_text_addf(out, "%d", gor_game_handicap(e->game));
    return 1;
}
