/* SPDX-License-Identifier: MIT */
/*
 * bench_memory.c - `gorules-bench memory`: bytes per game object and per
 * move of history, as gor_game_memory() counts them.
 */
#include "bench.h"

#include <string.h>

const char help_memory[] =
    "Usage: gorules-bench memory [--games K] [--seed S]\n"
    "\n"
    "Heap bytes of a new game object on 9x9 and 19x19 (gor_game_new with\n"
    "positional superko), and what history costs per move over K random\n"
    "19x19 games (default 20, gor_game_play_random from seed S): the growth\n"
    "of gor_game_memory() (spare capacity included) and the bytes of the\n"
    "history records themselves (12 per entry, 2 per removed stone).\n"
    "Prints\n"
    "  game_bytes_9x9=A game_bytes_19x19=B history_bytes_per_move=C\n"
    "  record_bytes_per_move=D history_moves=M\n";

static size_t new_game_bytes(int size, const gor_rules *rules)
{
    gor_game *g = NULL;
    size_t n = gor_game_new(&g, size, size, rules) == GOR_OK
                   ? gor_game_memory(g)
                   : 0;
    gor_game_free(g);
    return n;
}

int cmd_memory(int argc, char **argv)
{
    long games = 20, seed = 1;
    const char *v;
    for (int i = 0; i < argc; i++) {
        long *num = !strcmp(argv[i], "--games")  ? &games
                    : !strcmp(argv[i], "--seed") ? &seed
                                                 : NULL;
        if (!num)
            return usage_error("memory: unknown argument \"%s\"", argv[i]);
        if (!(v = option_value(argc, argv, &i)))
            return EXIT_USAGE;
        if (parse_long(v, num == &games ? 1 : 0, 1000000, num))
            return usage_error("%s: not \"%s\"", argv[i - 1], v);
    }
    gor_rules *rules = make_rules(GOR_KO_POSITIONAL, GOR_SUICIDE_FORBIDDEN);
    if (!rules)
        return failure("out of memory");
    size_t b9 = new_game_bytes(9, rules), b19 = new_game_bytes(19, rules);
    uint64_t state = (uint64_t)seed;
    long moves = 0, removed = 0;
    size_t grown = 0;
    int bad = !b9 || !b19;
    for (long i = 0; i < games && !bad; i++) {
        gor_game *g = NULL;
        if (gor_game_new(&g, 19, 19, rules) != GOR_OK) {
            bad = 1;
            break;
        }
        size_t before = gor_game_memory(g);
        for (long n = 0; n < 3 * 361 && gor_game_end_reason(g) == GOR_END_NONE;
             n++)
            gor_game_play_random(g, &state, NULL);
        moves += (long)gor_game_history_length(g);
        removed += gor_game_captures(g, GOR_BLACK) +
                   gor_game_captures(g, GOR_WHITE);
        grown += gor_game_memory(g) - before;
        gor_game_free(g);
    }
    gor_rules_free(rules);
    if (bad || !moves)
        return failure("out of memory");
    printf("game_bytes_9x9=%zu game_bytes_19x19=%zu "
           "history_bytes_per_move=%.1f record_bytes_per_move=%.1f "
           "history_moves=%ld\n",
           b9, b19, (double)grown / (double)moves,
           12.0 + 2.0 * (double)removed / (double)moves, moves);
    return EXIT_CLEAN;
}
