/* SPDX-License-Identifier: MIT */
/*
 * bench_gen.c - `gorules-bench gen`: write a corpus of random legal games
 * in the engine-neutral format, and its .expect sidecar.
 */
#include "bench.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

const char help_gen[] =
    "Usage: gorules-bench gen --size N --games K --seed S [-o FILE]\n"
    "\n"
    "Writes K random legal games on an NxN board (2 to 25), one per line:\n"
    "\"N move move ...\", moves as GTP vertices or \"pass\" - the replay\n"
    "workload's format (gorules-bench replay reads it). With -o the games go to\n"
    "FILE and the expectations to FILE.expect (per game: moves passes black\n"
    "white capsB capsW area, the last the Tromp-Taylor area B-W); without it\n"
    "the games go to standard output.\n"
    "\n"
    "The games follow the workload's rules: Black first, strict alternation\n"
    "(a pass is a move), positional superko (the empty start counts),\n"
    "suicide forbidden; each move uniformly random among the legal moves\n"
    "that do not fill one of the mover's own one-point eyes (an empty point\n"
    "whose neighbours on the board are all the mover's stones), a pass if\n"
    "there is none; the game ends after two passes in a row or 3*N*N moves.\n"
    "The PRNG is splitmix64: the same seed gives the same file everywhere.\n"
    "(The games are not those of gen_corpus.py, whose own-eye test also\n"
    "looks at the diagonals.)\n";

int cmd_gen(int argc, char **argv)
{
    long size = 0, games = 0, seed = 0;
    const char *out = NULL;
    int have_seed = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        int bad = 0;
        if (!strcmp(a, "--size")) {
            bad = number_option(argc, argv, &i, 2, 25, &size);
        } else if (!strcmp(a, "--games")) {
            bad = number_option(argc, argv, &i, 1, 100000000, &games);
        } else if (!strcmp(a, "--seed")) {
            bad = number_option(argc, argv, &i, 0, 2147483647, &seed);
            have_seed = 1;
        } else if (!strcmp(a, "-o") || !strcmp(a, "--output")) {
            if (!(out = option_value(argc, argv, &i)))
                return EXIT_USAGE;
        } else {
            return usage_error("gen: unknown argument \"%s\"", a);
        }
        if (bad)
            return bad;
    }
    if (!size || !games || !have_seed)
        return usage_error("gen needs --size, --games and --seed");

    FILE *f = stdout, *fe = NULL;
    char *expect_path = NULL;
    if (out) {
        f = fopen(out, "w");
        size_t n = strlen(out) + sizeof ".expect";
        expect_path = malloc(n);
        if (expect_path)
            snprintf(expect_path, n, "%s.expect", out);
        fe = f && expect_path ? fopen(expect_path, "w") : NULL;
        if (!fe) {
            int e = errno;
            if (f)
                fclose(f);
            free(expect_path);
            return failure("%s: %s", out, strerror(e));
        }
        fprintf(fe, "# moves passes black_stones white_stones "
                    "caps_by_black caps_by_white tt_area_b_minus_w\n");
    }

    int st = EXIT_CLEAN;
    rplayer r = {0};
    gor_rules *rules = make_rules(GOR_KO_POSITIONAL, GOR_SUICIDE_FORBIDDEN);
    gor_game *game = NULL;
    gor_point *moves = malloc(3 * (size_t)(size * size) * sizeof *moves);
    if (!rules || !moves || rplayer_init(&r, (int)size) ||
        gor_game_new(&game, (int)size, (int)size, rules) != GOR_OK) {
        st = failure("out of memory");
        goto done;
    }
    rng g;
    rng_seed(&g, (uint64_t)seed);
    long total = 0;
    for (long i = 0; i < games; i++) {
        gor_game_clear(game);
        game_stats s;
        s.moves = rplayer_game(&r, game, &g, moves, &s.passes);
        total += s.moves;
        fprintf(f, "%ld", size);
        for (long k = 0; k < s.moves; k++) {
            char vtx[8];
            gor_point_to_gtp((int)size, (int)size, moves[k], vtx, sizeof vtx);
            fprintf(f, " %s", vtx);
        }
        fputc('\n', f);
        if (fe) {
            game_stats_of(game, &s);
            game_stats_write(fe, &s);
        }
    }
    if (fflush(f) || ferror(f) || (fe && (fflush(fe) || ferror(fe))))
        st = failure("%s: write error", out ? out : "standard output");
    else if (out)
        fprintf(stderr, "gorules-bench: %ld games, %ld moves to %s and %s\n",
                games, total, out, expect_path);
done:
    rplayer_free(&r);
    if (out && f)
        fclose(f);
    if (fe)
        fclose(fe);
    free(expect_path);
    free(moves);
    gor_game_free(game);
    gor_rules_free(rules);
    return st;
}
