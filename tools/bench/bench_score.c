/* SPDX-License-Identifier: MIT */
/*
 * bench_score.c - `gorules-bench score`: score finished positions by area
 * counting with Benson's pass-alive analysis deciding the dead stones.
 */
#include "bench.h"

#include <stdlib.h>
#include <string.h>

const char help_score[] =
    "Usage: gorules-bench score [FILE | RECORD.sgf...] [--repeat N]\n"
    "                           [--games K] [--size N] [--seed S]\n"
    "\n"
    "Scores finished positions: the final positions of the games of a\n"
    "corpus FILE (replayed untimed), of SGF records (names ending in .sgf,\n"
    "each game replayed tolerantly under its own rules), or else of K\n"
    "random games (default 200)\n"
    "on NxN (default 19) played by the generator's random player with seed\n"
    "S (default 1). Each pass (N passes, default 5) times only the calls:\n"
    "gor_game_score() under Chinese rules (area counting, komi 7.5) with the\n"
    "stones inside the opponent's pass-alive territory dead\n"
    "(GOR_DEAD_CERTAIN), and separately gor_game_area_map() with no flag\n"
    "(Benson's pass-alive analysis alone), and the end-of-game judgement\n"
    "gor_game_judge_estimate() of each position: us_per_judge is the\n"
    "median pass, judge_max_us the slowest position (each position's\n"
    "fastest time over the passes). --size goes up to 52 for random games.\n"
    "Prints\n"
    "  positions=P us_per_score=MEDIAN min=MIN max=MAX us_per_benson=B\n"
    "  us_per_judge=J judge_max_us=JMAX black_wins=W dead_stones=D\n"
    "  judged_dead=JD\n";

/* The positions: finished games, kept. */
typedef struct positions {
    gor_game **v;
    size_t n;
} positions;

static void positions_free(positions *ps)
{
    for (size_t i = 0; i < ps->n; i++)
        gor_game_free(ps->v[i]);
    free(ps->v);
}

static int from_corpus(positions *ps, const char *path,
                       const gor_rules *rules)
{
    corpus c;
    if (corpus_read(&c, path))
        return -1;
    int bad = !(ps->v = calloc(c.ngames, sizeof *ps->v));
    for (size_t i = 0; i < c.ngames && !bad; i++) {
        const corpus_game *cg = &c.games[i];
        gor_game *g;
        if (gor_game_new(&g, cg->size, cg->size, rules) != GOR_OK) {
            bad = 1;
            break;
        }
        ps->v[ps->n++] = g;
        gor_color col = GOR_BLACK;
        for (size_t k = 0; k < cg->n; k++) {
            gor_game_play(g, col, c.moves[cg->first + k]);
            col = (gor_color)(3 - col);
        }
    }
    corpus_free(&c);
    if (bad)
        failure("out of memory");
    return bad ? -1 : 0;
}

/* The final positions of the games of SGF records. */
static int from_sgf(positions *ps, char **paths, int n)
{
    gor_sgf_replay_options ro = GOR_SGF_REPLAY_OPTIONS_INIT;
    ro.flags = GOR_SGF_REPLAY_TOLERANT;
    for (int i = 0; i < n; i++) {
        gor_sgf *sgf;
        gor_sgf_error err;
        if (gor_sgf_parse_file(&sgf, paths[i], NULL, &err) != GOR_OK) {
            failure("%s: %s", paths[i], err.message);
            return -1;
        }
        for (size_t j = 0; j < gor_sgf_game_count(sgf); j++) {
            gor_game *g = NULL;
            gor_game **bigger = realloc(ps->v, (ps->n + 1) * sizeof *ps->v);
            if (!bigger) {
                gor_sgf_free(sgf);
                return failure("out of memory"), -1;
            }
            ps->v = bigger;
            if (gor_sgf_replay(&g, NULL, gor_sgf_game(sgf, j), &ro) ==
                    GOR_OK &&
                g)
                ps->v[ps->n++] = g;
            else
                gor_game_free(g);
        }
        gor_sgf_free(sgf);
    }
    return 0;
}

static int from_random(positions *ps, long games, long size, long seed,
                       const gor_rules *rules)
{
    rplayer r;
    if (rplayer_init(&r, (int)size)) {
        failure("out of memory");
        return -1;
    }
    int bad = !(ps->v = calloc((size_t)games, sizeof *ps->v));
    rng g;
    rng_seed(&g, (uint64_t)seed);
    for (long i = 0; i < games && !bad; i++) {
        gor_game *game;
        if (gor_game_new(&game, (int)size, (int)size, rules) != GOR_OK) {
            bad = 1;
            break;
        }
        ps->v[ps->n++] = game;
        rplayer_game(&r, game, &g, NULL, NULL);
    }
    rplayer_free(&r);
    if (bad)
        failure("out of memory");
    return bad ? -1 : 0;
}

int cmd_score(int argc, char **argv)
{
    const char *path = NULL, *v;
    char **sgfs = NULL;
    int nsgf = 0;
    long repeat = 5, games = 200, size = 19, seed = 1;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        long *num = NULL, lo = 1, hi = 1000000;
        if (!strcmp(a, "--repeat"))
            num = &repeat;
        else if (!strcmp(a, "--games"))
            num = &games;
        else if (!strcmp(a, "--size"))
            num = &size, lo = 2, hi = GOR_MAX_SIZE;
        else if (!strcmp(a, "--seed"))
            num = &seed, lo = 0, hi = 2147483647;
        else if (a[0] == '-' && a[1])
            return usage_error("score: unknown option \"%s\"", a);
        else if (strlen(a) > 4 && !strcmp(a + strlen(a) - 4, ".sgf")) {
            if (!sgfs)
                sgfs = argv + i;
            else if (sgfs + nsgf != argv + i)
                return usage_error("score: the records come together");
            nsgf++;
        } else if (path)
            return usage_error("score takes one corpus file");
        else
            path = a;
        if (num) {
            if (!(v = option_value(argc, argv, &i)))
                return EXIT_USAGE;
            if (parse_long(v, lo, hi, num))
                return usage_error("%s: %ld to %ld, not \"%s\"", a, lo, hi,
                                   v);
        }
    }

    gor_rules *rules = make_rules(GOR_KO_POSITIONAL, GOR_SUICIDE_FORBIDDEN);
    positions ps = {NULL, 0};
    double *us = malloc(3 * (size_t)repeat * sizeof *us);
    unsigned char *map = malloc(GOR_MAX_SIZE * GOR_MAX_SIZE);
    int st = EXIT_CLEAN;
    if (!rules || !us || !map) {
        st = failure("out of memory");
        goto done;
    }
    if (nsgf ? from_sgf(&ps, sgfs, nsgf)
        : path ? from_corpus(&ps, path, rules)
               : from_random(&ps, games, size, seed, rules)) {
        st = EXIT_PROBLEMS;
        goto done;
    }

    gor_score_options opts = GOR_SCORE_OPTIONS_INIT;
    opts.dead = GOR_DEAD_CERTAIN;
    long black_wins = 0, dead = 0, judged_dead = 0;
    double *benson = us + repeat, *judge = us + 2 * repeat, judge_max = 0;
    /* Per position, its fastest judgement over the passes (the others
     * carry the machine's noise); judge_max_us is the slowest of those. */
    double *judge_one = malloc((ps.n ? ps.n : 1) * sizeof *judge_one);
    if (!judge_one) {
        st = failure("out of memory");
        goto done;
    }
    for (long r = 0; r < repeat; r++) {
        black_wins = dead = 0;
        uint64_t t0 = now_ns();
        for (size_t i = 0; i < ps.n; i++) {
            gor_score sc = GOR_SCORE_INIT;
            gor_game_score(ps.v[i], &opts, &sc, NULL, 0);
            black_wins += sc.winner == GOR_BLACK;
            dead += sc.black.dead + sc.white.dead;
        }
        uint64_t t1 = now_ns();
        for (size_t i = 0; i < ps.n; i++)
            gor_game_area_map(ps.v[i], 0, map, GOR_MAX_SIZE * GOR_MAX_SIZE);
        uint64_t t2 = now_ns();
        judged_dead = 0;
        for (size_t i = 0; i < ps.n; i++) {
            int np = gor_game_width(ps.v[i]) * gor_game_height(ps.v[i]);
            uint64_t j0 = now_ns();
            gor_game_judge_estimate(ps.v[i], map, GOR_MAX_SIZE * GOR_MAX_SIZE);
            double one = (double)(now_ns() - j0) / 1e3;
            if (r == 0 || one < judge_one[i])
                judge_one[i] = one;
            for (int p = 0; p < np; p++)
                judged_dead += gor_game_at(ps.v[i], p) != GOR_EMPTY &&
                               (map[p] & GOR_JUDGE_LIFE_MASK) ==
                                   GOR_LIFE_DEAD;
        }
        uint64_t t3 = now_ns();
        us[r] = (double)(t1 - t0) / 1e3 / (double)ps.n;
        benson[r] = (double)(t2 - t1) / 1e3 / (double)ps.n;
        judge[r] = (double)(t3 - t2) / 1e3 / (double)ps.n;
    }
    stats jd = stats_of(judge, (size_t)repeat);
    for (size_t i = 0; i < ps.n; i++)
        if (judge_one[i] > judge_max)
            judge_max = judge_one[i];
    free(judge_one);
    stats s = stats_of(us, (size_t)repeat);
    stats b = stats_of(benson, (size_t)repeat);
    printf("positions=%zu us_per_score=%.2f min=%.2f max=%.2f "
           "us_per_benson=%.2f us_per_judge=%.2f judge_max_us=%.2f "
           "black_wins=%ld dead_stones=%ld judged_dead=%ld\n",
           ps.n, s.median, s.min, s.max, b.median, jd.median, judge_max,
           black_wins, dead, judged_dead);
done:
    positions_free(&ps);
    gor_rules_free(rules);
    free(us);
    free(map);
    return st;
}
