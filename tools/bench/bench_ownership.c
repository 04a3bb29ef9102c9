/* SPDX-License-Identifier: MIT */
/*
 * bench_ownership.c - `gorules-bench ownership`: the ownership and score
 * estimate of a position of a record (gor_game_ownership_estimate()), how
 * long one estimate takes.
 */
#include "bench.h"

#include <stdlib.h>
#include <string.h>

const char help_ownership[] =
    "Usage: gorules-bench ownership RECORD.sgf [--move N] [--playouts K]\n"
    "                               [--seed S] [--repeat R]\n"
    "\n"
    "Times gor_game_ownership_estimate(), the ownership and score estimate\n"
    "of any position (light random playouts plus the certain pass-alive\n"
    "areas), on the position after move N (default: the end of the main\n"
    "line) of the first game of RECORD.sgf, replayed tolerantly under its\n"
    "own rules. K playouts per estimate (default 0: the library's default,\n"
    "64), seed S (default 0); R timed estimates (default 5), the median\n"
    "reported. For example, a 19x19 middle game:\n"
    "  gorules-bench ownership data/gnugo-selfplay-19x19.sgf --move 120\n"
    "Prints\n"
    "  move=N playouts=K ms_per_estimate=MEDIAN min=MIN max=MAX\n"
    "  us_per_playout=U margin=M black_wins=B certain=C\n"
    "margin is the estimated result (Black's expected area minus White's\n"
    "minus komi), black_wins the share of playouts Black won, certain the\n"
    "points owned with certainty. The same seed gives the same figures on\n"
    "every machine.\n";

int cmd_ownership(int argc, char **argv)
{
    const char *path = NULL;
    long move = -1, playouts = 0, seed = 0, repeat = 5;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        int bad = 0;
        if (!strcmp(a, "--move"))
            bad = number_option(argc, argv, &i, 0, 100000, &move);
        else if (!strcmp(a, "--playouts"))
            bad = number_option(argc, argv, &i, 0,
                                GOR_OWNERSHIP_MAX_PLAYOUTS, &playouts);
        else if (!strcmp(a, "--seed"))
            bad = number_option(argc, argv, &i, 0, 2147483647, &seed);
        else if (!strcmp(a, "--repeat"))
            bad = number_option(argc, argv, &i, 1, 100000, &repeat);
        else if (a[0] == '-' && a[1])
            return usage_error("ownership: unknown option \"%s\"", a);
        else if (!path)
            path = a;
        else
            return usage_error("ownership: one record at a time");
        if (bad)
            return bad;
    }
    if (!path)
        return usage_error("ownership: no record given");
    gor_sgf *sgf;
    gor_sgf_error err;
    if (gor_sgf_parse_file(&sgf, path, NULL, &err) != GOR_OK)
        return failure("%s: %s", path, err.message);
    gor_sgf_replay_options ro = GOR_SGF_REPLAY_OPTIONS_INIT;
    ro.flags = GOR_SGF_REPLAY_TOLERANT;
    if (move >= 0)
        ro.stop_before = (size_t)move + 1;
    gor_game *g = NULL;
    int st = gor_sgf_game_count(sgf)
                 ? gor_sgf_replay(&g, NULL, gor_sgf_game(sgf, 0), &ro)
                 : GOR_EINVAL;
    gor_sgf_free(sgf);
    if (st != GOR_OK || !g) {
        gor_game_free(g);
        return failure("%s: cannot replay: %s", path, gor_strerror(st));
    }
    size_t n = (size_t)gor_game_width(g) * (size_t)gor_game_height(g);
    signed char *map = malloc(n);
    double *ms = malloc((size_t)repeat * sizeof *ms);
    if (!map || !ms) {
        free(map);
        free(ms);
        gor_game_free(g);
        return failure("out of memory");
    }
    gor_ownership_options o = GOR_OWNERSHIP_OPTIONS_INIT;
    o.playouts = (int)playouts;
    o.seed = (uint64_t)seed;
    gor_ownership est = GOR_OWNERSHIP_INIT;
    for (long r = 0; r < repeat && st == GOR_OK; r++) {
        uint64_t t0 = now_ns();
        st = gor_game_ownership_estimate(g, &o, map, n, &est);
        ms[r] = (double)(now_ns() - t0) / 1e6;
    }
    if (st == GOR_OK) {
        stats s = stats_of(ms, (size_t)repeat);
        printf("move=%zu playouts=%d ms_per_estimate=%.2f min=%.2f "
               "max=%.2f us_per_playout=%.1f margin=%g black_wins=%g "
               "certain=%d\n",
               gor_game_move_number(g), est.playouts, s.median, s.min,
               s.max, s.median * 1e3 / est.playouts, est.margin,
               est.black_wins, est.certain);
    }
    free(map);
    free(ms);
    gor_game_free(g);
    return st == GOR_OK ? EXIT_CLEAN
                        : failure("estimate failed: %s", gor_strerror(st));
}
