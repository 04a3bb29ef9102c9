/* SPDX-License-Identifier: MIT */
/*
 * bench_playout.c - `gorules-bench playout`: light random playouts from the
 * empty board, each scored by area counting.
 */
#include "bench.h"
#include "gorules_playout.h"

#include <string.h>

const char help_playout[] =
    "Usage: gorules-bench playout [--size N] [--count K] [--seed S]\n"
    "                             [--ko simple|positional] [--full-score]\n"
    "                             [--rewind] [--api game|playout]\n"
    "\n"
    "Plays K light random playouts (default 10000) on an NxN board (default\n"
    "9) from the empty board with gor_game_play_random(): each move uniformly\n"
    "random among the legal moves that do not fill one of the mover's own\n"
    "one-point eyes, a pass if there is none, until two passes in a row or\n"
    "3*N*N moves; suicide forbidden, positional superko unless --ko simple.\n"
    "Each playout starts with gor_game_clear() and is scored with\n"
    "gor_game_area_difference() (Tromp-Taylor area, komi 7.5), or with\n"
    "gor_game_score() (Chinese rules, every stone alive) with --full-score.\n"
    "Prints\n"
    "  playouts=K per_sec=P ns_per_move=T moves=M black_wins=B komi=7.5\n"
    "  us_per_score=S\n"
    "per_sec counts whole playouts (scoring included); ns_per_move is the\n"
    "time outside scoring over the moves (passes included). The seed (default\n"
    "1) makes the games the same on every machine.\n"
    "\n"
    "--rewind: each playout after the first starts by taking the previous\n"
    "one back with gor_game_goto(game, 0) instead of gor_game_clear(): how\n"
    "an engine runs playouts from a position without copying its history\n"
    "(the take-back is counted in ns_per_move).\n"
    "\n"
    "--api playout: the playouts run on a gor_playout (gorules_playout.h)\n"
    "made once from the empty game: each starts with gor_playout_restart(),\n"
    "plays with gor_playout_run() (simple ko, so --ko is not taken) and is\n"
    "scored with gor_playout_area_difference(); --full-score and --rewind\n"
    "are not taken. The same figures are printed. --api game (the default)\n"
    "is gor_game_play_random() as above. Instructions per move: run under\n"
    "valgrind --tool=callgrind --toggle-collect=gor_playout_run (or\n"
    "gor_game_play_random) and divide by moves.\n";

/* --api playout: K playouts from the empty board of `game`. */
static int run_playouts(const gor_game *game, long count, uint64_t state,
                        double komi)
{
    gor_playout *po = NULL;
    if (gor_playout_new(&po, game) != GOR_OK)
        return failure("out of memory");
    long moves = 0, black_wins = 0;
    uint64_t score_ns = 0, t0 = now_ns();
    for (long i = 0; i < count; i++) {
        gor_playout_restart(po);
        gor_playout_run(po, &state, 0);
        moves += (long)gor_playout_move_count(po);
        uint64_t s0 = now_ns();
        black_wins += gor_playout_area_difference(po) > komi;
        score_ns += now_ns() - s0;
    }
    uint64_t total = now_ns() - t0;
    printf("playouts=%ld per_sec=%.0f ns_per_move=%.1f moves=%ld "
           "black_wins=%ld komi=%g us_per_score=%.2f\n",
           count, (double)count * 1e9 / (double)total,
           (double)(total - score_ns) / (double)moves, moves, black_wins,
           komi, (double)score_ns / 1e3 / (double)count);
    gor_playout_free(po);
    return EXIT_CLEAN;
}

int cmd_playout(int argc, char **argv)
{
    long size = 9, count = 10000, seed = 1;
    gor_ko_rule ko = GOR_KO_POSITIONAL;
    int full = 0, rewind = 0, api_playout = 0, ko_given = 0;
    const char *v;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        int bad = 0;
        if (!strcmp(a, "--size")) {
            bad = number_option(argc, argv, &i, 2, 25, &size);
        } else if (!strcmp(a, "--count")) {
            bad = number_option(argc, argv, &i, 1, 1000000000, &count);
        } else if (!strcmp(a, "--seed")) {
            bad = number_option(argc, argv, &i, 0, 2147483647, &seed);
        } else if (!strcmp(a, "--ko")) {
            if (!(v = option_value(argc, argv, &i)))
                return EXIT_USAGE;
            ko_given = 1;
            if (parse_ko(v, &ko) ||
                (ko != GOR_KO_SIMPLE && ko != GOR_KO_POSITIONAL))
                return usage_error("--ko: simple or positional, not \"%s\"",
                                   v);
        } else if (!strcmp(a, "--full-score")) {
            full = 1;
        } else if (!strcmp(a, "--rewind")) {
            rewind = 1;
        } else if (!strcmp(a, "--api")) {
            if (!(v = option_value(argc, argv, &i)))
                return EXIT_USAGE;
            if (!strcmp(v, "playout"))
                api_playout = 1;
            else if (strcmp(v, "game"))
                return usage_error("--api: game or playout, not \"%s\"", v);
        } else {
            return usage_error("playout: unknown argument \"%s\"", a);
        }
        if (bad)
            return bad;
    }

    if (api_playout && (full || rewind || ko_given))
        return usage_error("playout: --api playout takes no --full-score, "
                           "--rewind or --ko");

    gor_game *game = NULL;
    gor_rules *rules = make_rules(ko, GOR_SUICIDE_FORBIDDEN);
    if (!rules || gor_game_new(&game, (int)size, (int)size, rules) != GOR_OK) {
        gor_rules_free(rules);
        return failure("out of memory");
    }
    double komi = gor_rules_komi(rules);
    if (api_playout) {
        int st = run_playouts(game, count, (uint64_t)seed, komi);
        gor_game_free(game);
        gor_rules_free(rules);
        return st;
    }
    uint64_t state = (uint64_t)seed;
    long limit = 3 * size * size, moves = 0, black_wins = 0;
    uint64_t score_ns = 0, t0 = now_ns();
    for (long i = 0; i < count; i++) {
        if (rewind)
            gor_game_goto(game, 0);
        else
            gor_game_clear(game);
        for (long n = 0; n < limit && gor_game_end_reason(game) == GOR_END_NONE;
             n++, moves++)
            gor_game_play_random(game, &state, NULL);
        uint64_t s0 = now_ns();
        if (full) {
            gor_score sc = GOR_SCORE_INIT;
            gor_game_score(game, NULL, &sc, NULL, 0);
            black_wins += sc.winner == GOR_BLACK;
        } else {
            black_wins += gor_game_area_difference(game) > komi;
        }
        score_ns += now_ns() - s0;
    }
    uint64_t total = now_ns() - t0;
    printf("playouts=%ld per_sec=%.0f ns_per_move=%.1f moves=%ld "
           "black_wins=%ld komi=%g us_per_score=%.2f\n",
           count, (double)count * 1e9 / (double)total,
           (double)(total - score_ns) / (double)moves, moves, black_wins,
           komi, (double)score_ns / 1e3 / (double)count);
    gor_game_free(game);
    gor_rules_free(rules);
    return EXIT_CLEAN;
}
