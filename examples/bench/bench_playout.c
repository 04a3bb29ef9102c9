/*
 * bench_playout.c - `gorules-bench playout`: light random playouts from the
 * empty board, each scored by area counting.
 */
#include "bench.h"

#include <string.h>

const char help_playout[] =
    "Usage: gorules-bench playout [--size N] [--count K] [--seed S]\n"
    "                             [--ko simple|positional]\n"
    "\n"
    "Plays K light random playouts (default 10000) on an NxN board (default\n"
    "9) from the empty board: each move uniformly random among the legal\n"
    "moves that do not fill one of the mover's own one-point eyes, a pass\n"
    "if there is none, until two passes in a row or 3*N*N moves; suicide\n"
    "forbidden, positional superko unless --ko simple. Each playout starts\n"
    "with gor_game_clear() and ends with gor_game_score() (area counting,\n"
    "Chinese rules, komi 7.5, every stone alive). Prints\n"
    "  playouts=K per_sec=P ns_per_move=T moves=M black_wins=B komi=7.5\n"
    "  us_per_score=S\n"
    "per_sec counts whole playouts (scoring included); ns_per_move is the\n"
    "time outside scoring over the moves (passes included). The seed (default\n"
    "1) makes the games the same on every machine.\n";

int cmd_playout(int argc, char **argv)
{
    long size = 9, count = 10000, seed = 1;
    gor_ko_rule ko = GOR_KO_POSITIONAL;
    const char *v;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--size")) {
            if (!(v = option_value(argc, argv, &i)))
                return EXIT_USAGE;
            if (parse_long(v, 2, 25, &size))
                return usage_error("--size: 2 to 25, not \"%s\"", v);
        } else if (!strcmp(a, "--count")) {
            if (!(v = option_value(argc, argv, &i)))
                return EXIT_USAGE;
            if (parse_long(v, 1, 1000000000, &count))
                return usage_error("--count: a positive number, not \"%s\"",
                                   v);
        } else if (!strcmp(a, "--seed")) {
            if (!(v = option_value(argc, argv, &i)))
                return EXIT_USAGE;
            if (parse_long(v, 0, 2147483647, &seed))
                return usage_error("--seed: 0 to 2147483647, not \"%s\"", v);
        } else if (!strcmp(a, "--ko")) {
            if (!(v = option_value(argc, argv, &i)))
                return EXIT_USAGE;
            if (parse_ko(v, &ko) ||
                (ko != GOR_KO_SIMPLE && ko != GOR_KO_POSITIONAL))
                return usage_error("--ko: simple or positional, not \"%s\"",
                                   v);
        } else {
            return usage_error("playout: unknown argument \"%s\"", a);
        }
    }

    rplayer r = {0};
    gor_game *game = NULL;
    gor_rules *rules = make_rules(ko, GOR_SUICIDE_FORBIDDEN);
    if (!rules || rplayer_init(&r, (int)size) ||
        gor_game_new(&game, (int)size, (int)size, rules) != GOR_OK) {
        rplayer_free(&r);
        gor_rules_free(rules);
        return failure("out of memory");
    }
    double komi = gor_rules_komi(rules);
    rng g;
    rng_seed(&g, (uint64_t)seed);
    long moves = 0, black_wins = 0;
    uint64_t score_ns = 0, t0 = now_ns();
    for (long i = 0; i < count; i++) {
        gor_game_clear(game);
        moves += rplayer_game(&r, game, &g, NULL, NULL);
        uint64_t s0 = now_ns();
        gor_score sc = GOR_SCORE_INIT;
        gor_game_score(game, NULL, &sc, NULL);
        score_ns += now_ns() - s0;
        black_wins += sc.winner == GOR_BLACK;
    }
    uint64_t total = now_ns() - t0;
    printf("playouts=%ld per_sec=%.0f ns_per_move=%.1f moves=%ld "
           "black_wins=%ld komi=%g us_per_score=%.2f\n",
           count, (double)count * 1e9 / (double)total,
           (double)(total - score_ns) / (double)moves, moves, black_wins,
           komi, (double)score_ns / 1e3 / (double)count);
    gor_game_free(game);
    gor_rules_free(rules);
    rplayer_free(&r);
    return EXIT_CLEAN;
}
