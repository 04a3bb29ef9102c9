/* SPDX-License-Identifier: MIT */
/*
 * handicap.c - fixed and free handicap placement, nigiri, and the
 * prediction phase of the reformed ruleset (the tie-break by prediction).
 *
 * Fixed placement follows GTP (fixed_handicap): on a side of size s the
 * three lines are the 3rd line from each edge (s < 13) or the 4th (s >= 13)
 * and the centre line; the points in order, as (row from the bottom, column)
 * with 0 = near, 1 = centre, 2 = far:
 *   2: 00 22   3: + 20   4: + 02   5: 00 22 20 02 11
 *   6: 00 22 20 02 10 12   7: + 11   8: 00 22 20 02 10 12 01 21   9: + 11
 * GTP defines squares of 7..25; the library applies the same rule per axis
 * to any board whose sides are at least 7.
 */
#include <stdlib.h>
#include <string.h>

#include "gorules_score.h"
#include "core/sized.h"

static int side_max(int s)
{
    if (s < 7 || s > GOR_MAX_SIZE)
        return 0;
    if (s == 7 || s % 2 == 0)
        return 4;
    return 9;
}

int gor_handicap_max_fixed(int width, int height)
{
    int a = side_max(width), b = side_max(height);
    return a < b ? a : b;
}

/* Line index on a side: 0 near, 1 centre, 2 far. */
static int side_line(int s, int code)
{
    int edge = s < 13 ? 2 : 3;
    switch (code) {
    case 0:
        return edge;
    case 1:
        return s / 2;
    default:
        return s - 1 - edge;
    }
}

int gor_handicap_fixed_points(int width, int height, int stones,
                              gor_point *out, size_t cap)
{
    /* (row from bottom, column) codes in GTP order, per count. */
    static const char *const order[10] = {
        "", "", "00 22", "00 22 20", "00 22 20 02", "00 22 20 02 11",
        "00 22 20 02 10 12", "00 22 20 02 10 12 11",
        "00 22 20 02 10 12 01 21", "00 22 20 02 10 12 01 21 11"};
    const char *s;
    int k = 0;
    if (width < 1 || height < 1 || width > GOR_MAX_SIZE ||
        height > GOR_MAX_SIZE)
        return GOR_ESIZE;
    if (!out && cap)
        return GOR_EINVAL;
    if (stones < 2 || stones > 9 ||
        stones > gor_handicap_max_fixed(width, height))
        return GOR_ERANGE;
    for (s = order[stones]; *s; s += s[2] ? 3 : 2) {
        int row = side_line(height, s[0] - '0'); /* from the bottom */
        int col = side_line(width, s[1] - '0');
        if ((size_t)k < cap)
            out[k] = gor_point_at(width, height, col, height - 1 - row);
        k++;
        if (!s[2])
            break;
    }
    return k;
}

int gor_handicap_check_free(int width, int height, const gor_point *points,
                            size_t n)
{
    if (width < 1 || height < 1 || width > GOR_MAX_SIZE ||
        height > GOR_MAX_SIZE)
        return GOR_ESIZE;
    if (!points && n)
        return GOR_EINVAL;
    if (n < 2 || n >= (size_t)width * (size_t)height)
        return GOR_ERANGE;
    for (size_t i = 0; i < n; i++) {
        if (points[i] < 0 || points[i] >= width * height)
            return GOR_EOFFBOARD;
        for (size_t j = 0; j < i; j++)
            if (points[j] == points[i])
                return GOR_EOCCUPIED;
    }
    return GOR_OK;
}

/* Stones, handicap count, player to move and komi, all or nothing. */
static int place(gor_game *g, const gor_point *pts, int n, int handicap,
                 unsigned flags)
{
    gor_rules *nr = NULL;
    int st;
    if (flags & ~GOR_HANDICAP_NO_KOMI)
        return GOR_EINVAL;
    if (gor_game_stone_count(g, GOR_BLACK) ||
        gor_game_stone_count(g, GOR_WHITE))
        return GOR_EINVAL;
    if (flags & GOR_HANDICAP_NO_KOMI) {
        st = gor_rules_copy(&nr, gor_game_rules(g));
        if (!st)
            st = gor_rules_set_komi(nr, 0.0);
        if (st) {
            gor_rules_free(nr);
            return st;
        }
    }
    if (n > 0) {
        st = gor_game_setup(g, GOR_BLACK, pts, (size_t)n);
        if (st) {
            gor_rules_free(nr);
            return st;
        }
    }
    /* Nothing below can fail on a valid game. */
    gor_game_set_handicap(g, handicap);
    gor_game_set_to_move(g, n > 0 ? GOR_WHITE : GOR_BLACK);
    if (nr) {
        gor_game_set_rules(g, nr);
        gor_rules_free(nr);
    }
    return GOR_OK;
}

int gor_game_place_handicap(gor_game *game, int stones, unsigned flags)
{
    gor_point pts[9];
    int n;
    if (!game)
        return GOR_EINVAL;
    if (stones == 0 || stones == 1)
        return place(game, NULL, 0, stones, flags);
    n = gor_handicap_fixed_points(gor_game_width(game), gor_game_height(game),
                                  stones, pts, 9);
    if (n < 0)
        return n;
    return place(game, pts, n, n, flags);
}

int gor_game_place_free_handicap(gor_game *game, const gor_point *points,
                                 size_t n, unsigned flags)
{
    int st;
    if (!game)
        return GOR_EINVAL;
    if (!gor_rules_free_handicap(gor_game_rules(game)))
        return GOR_EINVAL;
    st = gor_handicap_check_free(gor_game_width(game), gor_game_height(game),
                                 points, n);
    if (st)
        return st;
    return place(game, points, (int)n, (int)n, flags);
}

/* ------------------------------------------------------------------ */
/* Nigiri and prediction                                               */

int gor_nigiri(int hidden, int shown, gor_color first, gor_color *guesser)
{
    if (!guesser || (shown != 1 && shown != 2) ||
        (first != GOR_BLACK && first != GOR_WHITE))
        return GOR_EINVAL;
    if (hidden < 1)
        return GOR_ERANGE;
    /* One stone shown guesses odd, two guess even. */
    *guesser = (hidden % 2 == shown % 2) ? first : GOR_OTHER(first);
    return GOR_OK;
}

int gor_prediction_settle(double first, double second, gor_prediction *out)
{
    gor_prediction p;
    if (!out || !sized_ok(out, PREDICTION_SIZE_1_0))
        return GOR_EINVAL;
    if (first != first || second != second || first > 1e6 || first < -1e6 ||
        second > 1e6 || second < -1e6)
        return GOR_ERANGE;
    gor_prediction_init(&p);
    p.white_player = second > first ? 1 : 0;
    p.threshold = (first + second) / 2.0;
    p.favoured = p.threshold >= 0 ? GOR_WHITE : GOR_BLACK;
    sized_store(out, &p, sizeof p);
    return GOR_OK;
}

/* gor_prediction_judge() into a cleared full result. */
static void judge_into(const gor_prediction *pred, double white_lead,
                       int need_winner, gor_result *out)
{
    double over;
    out->counted = 1;
    out->scoring = GOR_SCORING_AREA;
    out->end = GOR_END_NONE;
    /* The favoured colour's lead over the threshold. */
    over = pred->favoured == GOR_WHITE ? white_lead - pred->threshold
                                       : pred->threshold - white_lead;
    if (over > 0 || (over == 0 && need_winner)) {
        out->outcome = GOR_OUTCOME_WIN;
        out->winner = pred->favoured;
    } else if (over < 0) {
        out->outcome = GOR_OUTCOME_WIN;
        out->winner = GOR_OTHER(pred->favoured);
    } else {
        out->outcome = GOR_OUTCOME_DRAW;
        out->winner = GOR_EMPTY;
    }
    out->margin = over < 0 ? -over : over;
    /* This ruleset states leads in stones of count difference. */
    out->margin_stones = out->margin;
}

int gor_prediction_judge(const gor_prediction *pred, double white_lead,
                         int need_winner, gor_result *out)
{
    gor_result r;
    if (!pred || !sized_ok(pred, PREDICTION_SIZE_1_0) || !out ||
        !sized_ok(out, RESULT_SIZE_1_0))
        return GOR_EINVAL;
    gor_result_init(&r);
    judge_into(pred, white_lead, need_winner, &r);
    sized_store(out, &r, sizeof r);
    return GOR_OK;
}

