/* SPDX-License-Identifier: MIT */
/*
 * bench_replay.c - `gorules-bench replay`: the engine-neutral replay
 * workload. Every move of every game is checked and
 * played, each game on a fresh board and history: by gor_game_play()
 * alone, whose status is the legality answer (a refused move leaves the
 * game unchanged), or with --check legal by gor_game_legal() and then
 * gor_game_play(). One untimed pass computes the sums (and checks probes
 * and expectations), then N timed passes.
 */
#include "bench.h"

#include <stdlib.h>
#include <string.h>

const char help_replay[] =
    "Usage: gorules-bench replay FILE [OPTIONS]\n"
    "\n"
    "Reads a corpus (one game per line: \"N move move ...\", GTP vertices or\n"
    "\"pass\"; make one with gorules-bench\n"
    "gen) into memory, replays it once untimed to compute the sums, then N\n"
    "times timed. Each game starts on a fresh board and history; each move\n"
    "is checked and played by gor_game_play(), whose status is the legality\n"
    "answer (a refused move changes nothing), Black first, colours\n"
    "alternating (a pass is a move). Prints one line:\n"
    "  moves=M ns_per_move=MEDIAN min=MIN max=MAX black=B white=W\n"
    "  caps_black=CB caps_white=CW illegal=I games=G [probes=P probes_ok=K]\n"
    "  [expect_ok=K/G]\n"
    "black and white sum the final stones of every game, caps_black and\n"
    "caps_white the stones captured by Black and by White, illegal the moves\n"
    "refused. ns/move is a pass's time over all moves, passes included.\n"
    "\n"
    "Options:\n"
    "  --ko RULE         simple, positional (default), situational, natural\n"
    "  --suicide RULE    forbidden (default), multi, all\n"
    "  --repeat N        timed passes (default 5; 0: the untimed pass only)\n"
    "  --probes FILE     moves the rules must refuse (\"game ply move reason\n"
    "                    plies_back\", reasons suicide, simpleko, superko);\n"
    "                    a probe is ok when the move is refused with\n"
    "                    GOR_ESUICIDE, GOR_EKO or GOR_ESUPERKO after `ply`\n"
    "                    moves of the game (made for the default rules)\n"
    "  --expect FILE     per game \"moves passes black white capsB capsW\n"
    "                    area\" (area: Tromp-Taylor, B-W) to compare with\n"
    "  --no-check        skip the untimed pass (no sums, probes or\n"
    "                    expectations): for callgrind, with --repeat 1\n"
    "  --check HOW       play (default): gor_game_play() alone, its status\n"
    "                    the legality answer; legal: gor_game_legal() first,\n"
    "                    then gor_game_play() (for callers that ask without\n"
    "                    playing)\n"
    "  --fresh HOW       clear (default): one game object per board size,\n"
    "                    gor_game_clear() before each game; new:\n"
    "                    gor_game_new() and gor_game_free() for each game\n"
    "\n"
    "Instructions per move: valgrind --tool=callgrind\n"
    "  --toggle-collect=bench_replay_pass gorules-bench replay FILE\n"
    "  --repeat 1 --no-check   (then Ir / moves)\n"
    "\n"
    "Exit status 1 if a move was refused, a probe failed or an expectation\n"
    "was not met.\n";

long bench_replay_pass(const corpus *c, gor_game *const *games,
                       const gor_rules *rules, int legal_first)
{
    long illegal = 0;
    for (size_t i = 0; i < c->ngames; i++) {
        const corpus_game *cg = &c->games[i];
        gor_game *g = games ? games[cg->size] : NULL;
        if (g) {
            gor_game_clear(g);
        } else if (gor_game_new(&g, cg->size, cg->size, rules) != GOR_OK) {
            illegal += (long)cg->n;  /* out of memory: nothing played */
            continue;
        }
        const gor_point *mv = c->moves + cg->first;
        gor_color col = GOR_BLACK;
        if (legal_first) {
            for (size_t k = 0; k < cg->n; k++) {
                int st = gor_game_legal(g, col, mv[k]);
                if (st == GOR_OK)
                    st = gor_game_play(g, col, mv[k]);
                illegal += st != GOR_OK;
                col = (gor_color)(3 - col);
            }
        } else {
            for (size_t k = 0; k < cg->n; k++) {
                illegal += gor_game_play(g, col, mv[k]) != GOR_OK;
                col = (gor_color)(3 - col);
            }
        }
        if (!games)
            gor_game_free(g);
    }
    return illegal;
}

/* What the untimed pass finds. */
typedef struct totals {
    game_stats sum;
    long illegal;
    size_t probes_ok;
    size_t expect_ok;
} totals;

static int check_probe(gor_game *g, const probe *p, gor_color col,
                       int *reported)
{
    int st = gor_game_legal(g, col, p->point);
    if (st == p->status)
        return 1;
    if ((*reported)++ < 5) {
        char vtx[8];
        gor_point_to_gtp(gor_game_width(g), gor_game_height(g), p->point, vtx,
                         sizeof vtx);
        fprintf(stderr,
                "gorules-bench: probe game %zu ply %zu %s %s: expected %s, "
                "got %s\n",
                p->game, p->ply, gor_color_name(col), vtx,
                gor_status_name(p->status), gor_status_name(st));
    }
    return 0;
}

static int same_stats(const game_stats *a, const game_stats *b)
{
    return a->moves == b->moves && a->passes == b->passes &&
           a->black == b->black && a->white == b->white &&
           a->caps_black == b->caps_black && a->caps_white == b->caps_white &&
           a->area == b->area;
}

/* The untimed pass: sums, probes, expectations. -1 if out of memory. */
static int check_pass(const corpus *c, const gor_rules *rules,
                      int legal_first, const probe *pr, size_t npr,
                      const game_stats *ex, size_t nex, totals *t)
{
    memset(t, 0, sizeof *t);
    size_t next = 0;
    int bad_probes = 0, bad_games = 0;
    for (size_t i = 0; i < c->ngames; i++) {
        const corpus_game *cg = &c->games[i];
        gor_game *g;
        if (gor_game_new(&g, cg->size, cg->size, rules) != GOR_OK)
            return -1;
        const gor_point *mv = c->moves + cg->first;
        gor_color col = GOR_BLACK;
        game_stats s;
        memset(&s, 0, sizeof s);
        for (size_t k = 0; k <= cg->n; k++) {
            for (; next < npr && pr[next].game == i && pr[next].ply == k;
                 next++)
                t->probes_ok += (size_t)check_probe(g, &pr[next], col,
                                                    &bad_probes);
            if (k == cg->n)
                break;
            int st = legal_first ? gor_game_legal(g, col, mv[k]) : GOR_OK;
            if (st == GOR_OK)
                st = gor_game_play(g, col, mv[k]);
            t->illegal += st != GOR_OK;
            s.passes += mv[k] == GOR_PASS;
            col = (gor_color)(3 - col);
        }
        s.moves = (long)cg->n;
        game_stats_of(g, &s);
        gor_game_free(g);
        t->sum.moves += s.moves;
        t->sum.passes += s.passes;
        t->sum.black += s.black;
        t->sum.white += s.white;
        t->sum.caps_black += s.caps_black;
        t->sum.caps_white += s.caps_white;
        t->sum.area += s.area;
        if (i < nex && same_stats(&s, &ex[i])) {
            t->expect_ok++;
        } else if (ex && bad_games++ < 5) {
            fprintf(stderr, "gorules-bench: game %zu: got ", i);
            game_stats_write(stderr, &s);
            if (i < nex) {
                fprintf(stderr, "gorules-bench: game %zu: expected ", i);
                game_stats_write(stderr, &ex[i]);
            } else {
                fprintf(stderr, "gorules-bench: game %zu: no expectation\n",
                        i);
            }
        }
    }
    return 0;
}

int cmd_replay(int argc, char **argv)
{
    const char *path = NULL, *probes_path = NULL, *expect_path = NULL, *v;
    gor_ko_rule ko = GOR_KO_POSITIONAL;
    gor_suicide_rule suicide = GOR_SUICIDE_FORBIDDEN;
    long repeat = 5;
    int check = 1, fresh_new = 0, legal_first = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--ko")) {
            if (!(v = option_value(argc, argv, &i)))
                return EXIT_USAGE;
            if (parse_ko(v, &ko) || ko == GOR_KO_NONE)
                return usage_error("--ko: simple, positional, situational "
                                   "or natural, not \"%s\"", v);
        } else if (!strcmp(a, "--suicide")) {
            if (!(v = option_value(argc, argv, &i)))
                return EXIT_USAGE;
            if (parse_suicide(v, &suicide))
                return usage_error("--suicide: forbidden, multi or all, not "
                                   "\"%s\"", v);
        } else if (!strcmp(a, "--repeat")) {
            if (!(v = option_value(argc, argv, &i)))
                return EXIT_USAGE;
            if (parse_long(v, 0, 100000, &repeat))
                return usage_error("--repeat: 0 to 100000, not \"%s\"", v);
        } else if (!strcmp(a, "--probes")) {
            if (!(probes_path = option_value(argc, argv, &i)))
                return EXIT_USAGE;
        } else if (!strcmp(a, "--expect")) {
            if (!(expect_path = option_value(argc, argv, &i)))
                return EXIT_USAGE;
        } else if (!strcmp(a, "--no-check")) {
            check = 0;
        } else if (!strcmp(a, "--check")) {
            if (!(v = option_value(argc, argv, &i)))
                return EXIT_USAGE;
            if (strcmp(v, "play") && strcmp(v, "legal"))
                return usage_error("--check: play or legal, not \"%s\"", v);
            legal_first = !strcmp(v, "legal");
        } else if (!strcmp(a, "--fresh")) {
            if (!(v = option_value(argc, argv, &i)))
                return EXIT_USAGE;
            if (strcmp(v, "clear") && strcmp(v, "new"))
                return usage_error("--fresh: clear or new, not \"%s\"", v);
            fresh_new = !strcmp(v, "new");
        } else if (a[0] == '-' && a[1]) {
            return usage_error("replay: unknown option \"%s\"", a);
        } else if (path) {
            return usage_error("replay takes one corpus file");
        } else {
            path = a;
        }
    }
    if (!path)
        return usage_error("replay needs a corpus FILE");
    if (!check && (probes_path || expect_path))
        return usage_error("--no-check leaves no pass for --probes or "
                           "--expect");
    if (!check && !repeat)
        return usage_error("--no-check with --repeat 0 does nothing");

    corpus c;
    if (corpus_read(&c, path))
        return EXIT_PROBLEMS;
    int st = EXIT_CLEAN;
    probe *pr = NULL;
    game_stats *ex = NULL;
    size_t npr = 0, nex = 0;
    double *ns = NULL;
    gor_game *games[26] = {0};
    gor_rules *rules = make_rules(ko, suicide);
    if (!rules || (probes_path && probes_read(probes_path, &c, &pr, &npr)) ||
        (expect_path && expect_read(expect_path, &ex, &nex))) {
        st = EXIT_PROBLEMS;
        goto done;
    }

    totals t;
    memset(&t, 0, sizeof t);
    if (check && check_pass(&c, rules, legal_first, pr, npr, ex, nex, &t)) {
        st = failure("out of memory");
        goto done;
    }

    /* The timed passes. */
    if (!fresh_new) {
        for (size_t i = 0; i < c.ngames; i++) {
            int n = c.games[i].size;
            if (!games[n] &&
                gor_game_new(&games[n], n, n, rules) != GOR_OK) {
                st = failure("out of memory");
                goto done;
            }
        }
    }
    ns = malloc(((size_t)repeat + 1) * sizeof *ns);
    if (!ns) {
        st = failure("out of memory");
        goto done;
    }
    long illegal = -1;
    for (long r = 0; r < repeat; r++) {
        uint64_t t0 = now_ns();
        long bad = bench_replay_pass(&c, fresh_new ? NULL : games, rules,
                                     legal_first);
        uint64_t t1 = now_ns();
        ns[r] = (double)(t1 - t0) / (double)c.nmoves;
        if (bad > illegal)
            illegal = bad;
    }

    printf("moves=%zu", c.nmoves);
    if (repeat) {
        stats s = stats_of(ns, (size_t)repeat);
        printf(" ns_per_move=%.1f min=%.1f max=%.1f", s.median, s.min,
               s.max);
    }
    if (check) {
        printf(" black=%ld white=%ld caps_black=%ld caps_white=%ld", t.sum.black,
               t.sum.white, t.sum.caps_black, t.sum.caps_white);
        if (t.illegal > illegal)
            illegal = t.illegal;
    }
    printf(" illegal=%ld games=%zu", illegal, c.ngames);
    if (probes_path)
        printf(" probes=%zu probes_ok=%zu", npr, t.probes_ok);
    if (expect_path)
        printf(" expect_ok=%zu/%zu", t.expect_ok, c.ngames);
    printf("\n");
    if (illegal > 0 || (probes_path && t.probes_ok != npr) ||
        (expect_path && t.expect_ok != c.ngames))
        st = EXIT_PROBLEMS;
done:
    for (int n = 0; n < 26; n++)
        gor_game_free(games[n]);
    gor_rules_free(rules);
    free(ns);
    free(pr);
    free(ex);
    corpus_free(&c);
    return st;
}
