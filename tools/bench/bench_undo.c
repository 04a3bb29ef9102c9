/* SPDX-License-Identifier: MIT */
/*
 * bench_undo.c - `gorules-bench undo`: play, undo and redo per move. Every
 * game of a corpus is played (gor_game_play), undone move by move back to
 * the empty board (gor_game_undo), then redone to its end (gor_game_redo);
 * each phase is timed on its own and checked against the position it must
 * reach.
 */
#include "bench.h"

#include <stdlib.h>
#include <string.h>

const char help_undo[] =
    "Usage: gorules-bench undo FILE [--repeat N] [--ko RULE]\n"
    "\n"
    "Reads a corpus (as gorules-bench replay does) and, for every game on one\n"
    "game object per board size: plays every move with gor_game_play(),\n"
    "undoes them one by one with gor_game_undo() back to the empty board,\n"
    "then redoes them one by one with gor_game_redo(). Checks that undo ends\n"
    "on the empty board and that redo ends on the position play reached\n"
    "(hash, stones and captures). Prints\n"
    "  moves=M play_ns=P undo_ns=U redo_ns=R undo_over_play=X games=G\n"
    "  mismatches=K\n"
    "with the median over N passes (default 5) of each phase's time per\n"
    "move. Instructions per move of each phase: valgrind --tool=callgrind\n"
    "  --toggle-collect=bench_undo_phase_play (or _undo, _redo)\n"
    "  gorules-bench undo FILE --repeat 1   (then Ir / moves)\n"
    "\n"
    "Options:\n"
    "  --repeat N   timed passes (default 5)\n"
    "  --ko RULE    simple, positional (default), situational, natural\n";

/* The three phases, exported and never inlined so that callgrind can
 * count each alone. */
#if defined(__GNUC__)
#define PHASE __attribute__((noinline))
#else
#define PHASE
#endif
PHASE long bench_undo_phase_play(gor_game *g, const gor_point *mv, size_t n);
PHASE long bench_undo_phase_undo(gor_game *g, size_t n);
PHASE long bench_undo_phase_redo(gor_game *g, size_t n);

long bench_undo_phase_play(gor_game *g, const gor_point *mv, size_t n)
{
    long bad = 0;
    gor_color col = GOR_BLACK;
    for (size_t k = 0; k < n; k++) {
        bad += gor_game_play(g, col, mv[k]) != GOR_OK;
        col = (gor_color)(3 - col);
    }
    return bad;
}

long bench_undo_phase_undo(gor_game *g, size_t n)
{
    long bad = 0;
    for (size_t k = 0; k < n; k++)
        bad += gor_game_undo(g) != GOR_OK;
    return bad;
}

long bench_undo_phase_redo(gor_game *g, size_t n)
{
    long bad = 0;
    for (size_t k = 0; k < n; k++)
        bad += gor_game_redo(g) != GOR_OK;
    return bad;
}

/* What a position is checked by. */
typedef struct snapshot {
    uint64_t hash;
    int black, white, caps_black, caps_white;
} snapshot;

static snapshot snapshot_of(const gor_game *g)
{
    snapshot s;
    s.hash = gor_game_hash(g);
    s.black = gor_game_stone_count(g, GOR_BLACK);
    s.white = gor_game_stone_count(g, GOR_WHITE);
    s.caps_black = gor_game_captures(g, GOR_BLACK);
    s.caps_white = gor_game_captures(g, GOR_WHITE);
    return s;
}

static int same_snapshot(const snapshot *a, const snapshot *b)
{
    return a->hash == b->hash && a->black == b->black &&
           a->white == b->white && a->caps_black == b->caps_black &&
           a->caps_white == b->caps_white;
}

int cmd_undo(int argc, char **argv)
{
    const char *path = NULL, *v;
    gor_ko_rule ko = GOR_KO_POSITIONAL;
    long repeat = 5;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--repeat")) {
            int bad = number_option(argc, argv, &i, 1, 100000, &repeat);
            if (bad)
                return bad;
        } else if (!strcmp(a, "--ko")) {
            if (!(v = option_value(argc, argv, &i)))
                return EXIT_USAGE;
            if (parse_ko(v, &ko) || ko == GOR_KO_NONE)
                return usage_error("--ko: simple, positional, situational "
                                   "or natural, not \"%s\"", v);
        } else if (a[0] == '-' && a[1]) {
            return usage_error("undo: unknown option \"%s\"", a);
        } else if (path) {
            return usage_error("undo takes one corpus file");
        } else {
            path = a;
        }
    }
    if (!path)
        return usage_error("undo needs a corpus FILE");

    corpus c;
    if (corpus_read(&c, path))
        return EXIT_PROBLEMS;
    int st = EXIT_CLEAN;
    gor_game *games[26] = {0};
    gor_rules *rules = make_rules(ko, GOR_SUICIDE_FORBIDDEN);
    double *ns = malloc(3 * (size_t)repeat * sizeof *ns);
    if (!rules || !ns) {
        st = failure("out of memory");
        goto done;
    }
    for (size_t i = 0; i < c.ngames; i++) {
        int n = c.games[i].size;
        if (!games[n] && gor_game_new(&games[n], n, n, rules) != GOR_OK) {
            st = failure("out of memory");
            goto done;
        }
    }
    long bad = 0, mismatches = 0;
    double *play = ns, *undo = ns + repeat, *redo = ns + 2 * repeat;
    for (long r = 0; r < repeat; r++) {
        uint64_t tp = 0, tu = 0, tr = 0;
        for (size_t i = 0; i < c.ngames; i++) {
            const corpus_game *cg = &c.games[i];
            gor_game *g = games[cg->size];
            gor_game_clear(g);
            snapshot empty = snapshot_of(g);
            uint64_t t0 = now_ns();
            bad += bench_undo_phase_play(g, c.moves + cg->first, cg->n);
            uint64_t t1 = now_ns();
            snapshot end = snapshot_of(g);
            uint64_t t2 = now_ns();
            bad += bench_undo_phase_undo(g, cg->n);
            uint64_t t3 = now_ns();
            snapshot back = snapshot_of(g);
            uint64_t t4 = now_ns();
            bad += bench_undo_phase_redo(g, cg->n);
            uint64_t t5 = now_ns();
            snapshot again = snapshot_of(g);
            mismatches += !same_snapshot(&empty, &back) ||
                          !same_snapshot(&end, &again);
            tp += t1 - t0;
            tu += t3 - t2;
            tr += t5 - t4;
        }
        play[r] = (double)tp / (double)c.nmoves;
        undo[r] = (double)tu / (double)c.nmoves;
        redo[r] = (double)tr / (double)c.nmoves;
    }
    stats sp = stats_of(play, (size_t)repeat);
    stats su = stats_of(undo, (size_t)repeat);
    stats sr = stats_of(redo, (size_t)repeat);
    printf("moves=%zu play_ns=%.1f undo_ns=%.1f redo_ns=%.1f "
           "undo_over_play=%.2f games=%zu refused=%ld mismatches=%ld\n",
           c.nmoves, sp.median, su.median, sr.median,
           sp.median > 0 ? su.median / sp.median : 0.0, c.ngames, bad,
           mismatches);
    if (bad || mismatches)
        st = EXIT_PROBLEMS;
done:
    for (int n = 0; n < 26; n++)
        gor_game_free(games[n]);
    gor_rules_free(rules);
    free(ns);
    corpus_free(&c);
    return st;
}
