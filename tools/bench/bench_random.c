/* SPDX-License-Identifier: MIT */
/*
 * bench_random.c - the random player of the replay workload (see bench.h):
 * corpus generation, light playouts, positions to score.
 */
#include "bench.h"

#include <stdlib.h>
#include <string.h>

int rplayer_init(rplayer *r, int size)
{
    memset(r, 0, sizeof *r);
    int n = size * size;
    r->size = size;
    r->npoints = n;
    r->nbr = malloc((size_t)n * 4 * sizeof *r->nbr);
    r->col = malloc((size_t)n);
    r->empty = malloc((size_t)n * sizeof *r->empty);
    r->where = malloc((size_t)n * sizeof *r->where);
    r->removed = malloc((size_t)n * sizeof *r->removed);
    if (!r->nbr || !r->col || !r->empty || !r->where || !r->removed) {
        rplayer_free(r);
        return -1;
    }
    static const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
    for (int p = 0; p < n; p++)
        for (int k = 0; k < 4; k++)
            r->nbr[4 * p + k] =
                gor_point_at(size, size, p % size + dx[k], p / size + dy[k]);
    return 0;
}

void rplayer_free(rplayer *r)
{
    free(r->nbr);
    free(r->col);
    free(r->empty);
    free(r->where);
    free(r->removed);
    memset(r, 0, sizeof *r);
}

/* An empty point whose on-board neighbours are all c's stones. */
static int own_eye(const rplayer *r, gor_point p, gor_color c)
{
    const gor_point *nb = r->nbr + 4 * p;
    for (int k = 0; k < 4; k++)
        if (nb[k] >= 0 && r->col[nb[k]] != c)
            return 0;
    return 1;
}

static void swap_empty(rplayer *r, int i, int j)
{
    gor_point a = r->empty[i], b = r->empty[j];
    r->empty[i] = b;
    r->empty[j] = a;
    r->where[b] = i;
    r->where[a] = j;
}

long rplayer_game(rplayer *r, gor_game *game, rng *g, gor_point *moves,
                  long *passes)
{
    memset(r->col, GOR_EMPTY, (size_t)r->npoints);
    for (int p = 0; p < r->npoints; p++) {
        r->empty[p] = p;
        r->where[p] = p;
    }
    r->nempty = r->npoints;
    long limit = 3L * r->npoints, n = 0, npass = 0;
    int in_a_row = 0;
    int caps[3] = {0, 0, 0};
    gor_color c = GOR_BLACK;
    while (n < limit) {
        gor_point chosen = GOR_PASS;
        int k = r->nempty;
        while (k > 0) {
            int i = (int)rng_below(g, (uint32_t)k);
            gor_point p = r->empty[i];
            /* gor_game_legal() first: a refused gor_game_play() also
             * writes the message of gor_game_last_error() (snprintf),
             * which costs more than checking the winner twice (measured
             * at 0b703e8: 28,000 against 33,000 9x9 playouts/s). Try
             * gor_game_play() alone again when refusals get cheaper. */
            if (!own_eye(r, p, c) && gor_game_legal(game, c, p) == GOR_OK &&
                gor_game_play(game, c, p) == GOR_OK) {
                chosen = p;
                break;
            }
            swap_empty(r, i, --k);  /* out of reach for this turn */
        }
        if (chosen == GOR_PASS) {
            gor_game_play(game, c, GOR_PASS);
            npass++;
            in_a_row++;
        } else {
            in_a_row = 0;
            swap_empty(r, r->where[chosen], --r->nempty);
            r->col[chosen] = (unsigned char)c;
            int now = gor_game_captures(game, c);
            if (now != caps[c]) {
                caps[c] = now;
                int m = gor_game_last_removed(game, r->removed,
                                              (size_t)r->npoints);
                for (int j = 0; j < m; j++) {
                    gor_point q = r->removed[j];
                    r->col[q] = GOR_EMPTY;
                    r->where[q] = r->nempty;
                    r->empty[r->nempty++] = q;
                }
            }
        }
        if (moves)
            moves[n] = chosen;
        n++;
        if (in_a_row == 2)
            break;
        c = (gor_color)(3 - c);
    }
    if (passes)
        *passes = npass;
    return n;
}
