/*
 * bench_memory.c - `gorules-bench memory`: heap bytes per game object and
 * per move of history.
 *
 * The public API says nothing about memory, so this counts the heap around
 * the calls with glibc's mallinfo2() (bytes handed out, chunk overhead
 * included). Elsewhere (or under a sanitizer's malloc) it prints
 * "unknown".
 * TODO(lead): a call such as `size_t gor_game_memory(const gor_game *)`
 * (bytes the game holds: board, history, superko set, capacity included)
 * would make this exact and portable.
 */
#include "bench.h"

#include <stdlib.h>
#include <string.h>

#if defined(__GLIBC__) && \
    (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>
#define HAVE_HEAP_COUNT 1
static long heap_in_use(void)
{
    struct mallinfo2 mi = mallinfo2();
    return (long)(mi.uordblks + mi.hblkhd);
}
#else
#define HAVE_HEAP_COUNT 0
static long heap_in_use(void)
{
    return 0;
}
#endif

const char help_memory[] =
    "Usage: gorules-bench memory [--games K] [--seed S]\n"
    "\n"
    "Heap bytes of a new game object on 9x9 and 19x19 (gor_game_new with\n"
    "Chinese rules), and the bytes one move adds to a 19x19 game's history:\n"
    "the heap growth over K random games (default 20) of the generator's\n"
    "random player divided by their moves, in the live game (spare capacity\n"
    "included) and in a gor_game_clone() of it. Counted with glibc's\n"
    "mallinfo2(); other C libraries print \"unknown\". Prints\n"
    "  game_bytes_9x9=A game_bytes_19x19=B history_bytes_per_move=C\n"
    "  clone_bytes_per_move=D history_moves=M\n";

/* Heap bytes of one new size x size game (the mean of 64). */
static long game_bytes(int size, const gor_rules *rules)
{
    enum { N = 64 };
    gor_game *v[N];
    long h0 = heap_in_use();
    int n = 0;
    while (n < N && gor_game_new(&v[n], size, size, rules) == GOR_OK)
        n++;
    long h1 = heap_in_use();
    for (int i = 0; i < n; i++)
        gor_game_free(v[i]);
    return n ? (h1 - h0) / n : -1;
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
        return EXIT_PROBLEMS;
    long b9 = game_bytes(9, rules), b19 = game_bytes(19, rules);
    /* No count, or another malloc (a sanitizer's) that glibc cannot see. */
    if (!HAVE_HEAP_COUNT || b9 <= 0) {
        printf("game_bytes_9x9=unknown game_bytes_19x19=unknown "
               "history_bytes_per_move=unknown clone_bytes_per_move=unknown "
               "history_moves=0\n");
        gor_rules_free(rules);
        return EXIT_CLEAN;
    }

    /* The moves of the games first, so that only the games are counted. */
    rplayer r;
    gor_game *scratch = NULL;
    gor_point *moves = malloc((size_t)games * 3 * 361 * sizeof *moves);
    long *len = malloc((size_t)games * sizeof *len);
    if (!moves || !len || rplayer_init(&r, 19)) {
        free(moves);
        free(len);
        gor_rules_free(rules);
        return failure("out of memory");
    }
    rng g;
    rng_seed(&g, (uint64_t)seed);
    long total = 0, grown = 0, cloned = 0;
    int bad = gor_game_new(&scratch, 19, 19, rules) != GOR_OK;
    for (long i = 0; i < games && !bad; i++) {
        gor_game_clear(scratch);
        len[i] = rplayer_game(&r, scratch, &g, moves + i * 3 * 361, NULL);
    }
    gor_game_free(scratch);
    rplayer_free(&r);
    for (long i = 0; i < games && !bad; i++) {
        gor_game *game, *copy;
        long h0 = heap_in_use();
        if (gor_game_new(&game, 19, 19, rules) != GOR_OK) {
            bad = 1;
            break;
        }
        long h1 = heap_in_use();
        gor_color col = GOR_BLACK;
        for (long k = 0; k < len[i]; k++) {
            gor_game_play(game, col, moves[i * 3 * 361 + k]);
            col = (gor_color)(3 - col);
        }
        long h2 = heap_in_use();
        bad = gor_game_clone(&copy, game) != GOR_OK;
        long h3 = heap_in_use();
        grown += h2 - h1;
        cloned += (h3 - h2) - (h1 - h0);
        total += len[i];
        gor_game_free(copy);
        gor_game_free(game);
    }
    free(moves);
    free(len);
    gor_rules_free(rules);
    if (bad)
        return failure("out of memory");
    printf("game_bytes_9x9=%ld game_bytes_19x19=%ld "
           "history_bytes_per_move=%.1f clone_bytes_per_move=%.1f "
           "history_moves=%ld\n",
           b9, b19, (double)grown / (double)total,
           (double)cloned / (double)total, total);
    return EXIT_CLEAN;
}
