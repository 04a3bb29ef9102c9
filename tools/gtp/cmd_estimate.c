/* SPDX-License-Identifier: MIT */
/*
 * cmd_estimate.c - gorules-estimate: the ownership and score estimate of
 * the current position (gor_game_ownership_estimate()), for a game in play
 * or after a resignation. An estimate from random playouts, never a count:
 * final_score and final_status_list do not use it.
 *
 *   gorules-estimate [playouts [seed]]
 *
 * answers one line of figures (numbers to at most four decimals), then
 * the board's rows from the top, each point -100 (White's in every
 * playout, or certainly) .. 100 (Black's):
 *
 *   = estimate B+9.5 owned_margin 9.5 margin 1.3125 black_owned 48
 *     white_owned 31 black_area 44.9062 white_area 36.0938 komi 7.5
 *     black_wins 0.7188 certain 0 playouts 64 seed 0
 *   -84 -84 ...
 *
 * "estimate" is the result the map shows (owned_margin, each point to the
 * side owning it in more playouts), margin the playouts' average.
 */
#include "gtp.h"

#include <stdlib.h>

GTP_HANDLER(gtp_cmd_gorules_estimate)
{
    (void)rest;
    long playouts = 0;
    uint64_t seed = 0;
    if (argc > 3 ||
        (argc > 1 && gtp_parse_long(argv[1], 1, GOR_OWNERSHIP_MAX_PLAYOUTS,
                                    &playouts) != GOR_OK) ||
        (argc > 2 && gtp_parse_u64(argv[2], &seed) != GOR_OK))
        return gtp_syntax_error(out);
    int w = gor_game_width(e->game), h = gor_game_height(e->game);
    size_t n = (size_t)w * (size_t)h;
    signed char *map = malloc(n);
    if (!map)
        return gtp_fail(out, "out of memory");
    gor_ownership_options o = GOR_OWNERSHIP_OPTIONS_INIT;
    o.playouts = (int)playouts;
    o.seed = seed;
    gor_ownership est = GOR_OWNERSHIP_INIT;
    int st = gor_game_ownership_estimate(e->game, &o, map, n, &est);
    if (st != GOR_OK) {
        free(map);
        return gtp_fail(out, gor_strerror(st));
    }
    double m = est.owned_margin;
    gtp_text_add(out, "estimate ");
    if (m == 0) {
        gtp_text_add(out, "0");
    } else {
        gtp_text_add(out, m > 0 ? "B+" : "W+");
        gtp_text_add_number(out, m > 0 ? m : -m);
    }
    static const char *const keys[] = {"owned_margin", "margin"};
    const double values[] = {est.owned_margin, est.margin};
    for (int i = 0; i < 2; i++) {
        gtp_text_addf(out, " %s ", keys[i]);
        gtp_text_add_number(out, values[i]);
    }
    gtp_text_addf(out, " black_owned %d white_owned %d black_area ",
                  est.black_owned, est.white_owned);
    gtp_text_add_number(out, est.black_area);
    gtp_text_add(out, " white_area ");
    gtp_text_add_number(out, est.white_area);
    gtp_text_add(out, " komi ");
    gtp_text_add_number(out, est.komi);
    gtp_text_add(out, " black_wins ");
    gtp_text_add_number(out, est.black_wins);
    gtp_text_addf(out, " certain %d playouts %d seed %llu", est.certain,
                  est.playouts, (unsigned long long)seed);
    for (int y = 0; y < h; y++) {
        gtp_text_add(out, "\n");
        for (int x = 0; x < w; x++)
            gtp_text_addf(out, "%s%d", x ? " " : "", map[y * w + x]);
    }
    free(map);
    return 1;
}
