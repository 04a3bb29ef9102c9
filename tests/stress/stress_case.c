/* SPDX-License-Identifier: MIT */
/*
 * stress_case CASE N: build the worst input of one reader or growing
 * structure at size N, run it, and print "CASE N peak_bytes allocations"
 * where peak_bytes is the most heap memory held at once, counted by the
 * malloc family below (this program replaces glibc's). run_stress.py runs
 * it at N and 4N, under callgrind for the work, and checks that both grow
 * at most linearly. Exit 0 when the input was handled as expected.
 */
#define _GNU_SOURCE
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gorules.h"
#include "gorules_clock.h"
#include "gorules_referee.h"
#include "gorules_sgf.h"

/* ---- the counting allocator ---------------------------------------------- */

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);

static size_t held, peak, allocations;

static void *counted(void *p)
{
    if (p) {
        held += malloc_usable_size(p);
        if (held > peak)
            peak = held;
        allocations++;
    }
    return p;
}

void *malloc(size_t n) { return counted(__libc_malloc(n)); }
void *calloc(size_t n, size_t m) { return counted(__libc_calloc(n, m)); }

void free(void *p)
{
    if (p)
        held -= malloc_usable_size(p);
    __libc_free(p);
}

void *realloc(void *p, size_t n)
{
    size_t before = p ? malloc_usable_size(p) : 0;
    void *q = __libc_realloc(p, n);
    if (q || !n)
        held -= before;
    return counted(q);
}

/* ---- inputs ------------------------------------------------------------------ */

typedef struct text {
    char *s;
    size_t len, cap;
} text;

static void put(text *t, const char *s)
{
    size_t n = strlen(s);
    if (t->len + n + 1 > t->cap) {
        t->cap = (t->len + n + 1) * 2;
        t->s = realloc(t->s, t->cap);
        if (!t->s)
            exit(2);
    }
    memcpy(t->s + t->len, s, n + 1);
    t->len += n;
}

static void repeat(text *t, const char *s, long n)
{
    for (long k = 0; k < n; k++)
        put(t, s);
}

/* Parse and replay t; returns the replay's status (parse errors: 10 +). */
static int replay_text(const text *t, size_t *moves)
{
    gor_sgf_parse_options po = GOR_SGF_PARSE_OPTIONS_INIT;
    po.max_depth = 100000000;
    po.max_nodes = 100000000;
    gor_sgf *sgf;
    int st = gor_sgf_parse(&sgf, t->s, t->len, &po, NULL);
    if (st)
        return 10 - st;
    gor_game *g = NULL;
    gor_sgf_report *rep = NULL;
    st = gor_sgf_replay(&g, &rep, gor_sgf_game(sgf, 0), NULL);
    if (g)
        *moves = gor_game_history_length(g);
    gor_game_free(g);
    gor_sgf_report_free(rep);
    gor_sgf_free(sgf);
    return st;
}

static int sgf_case(const char *name, long n)
{
    text t = {0};
    size_t moves = 0;
    if (!strcmp(name, "passes")) {
        put(&t, "(;SZ[19]");
        repeat(&t, ";B[tt];W[tt]", n / 2);
        put(&t, ")");
    } else if (!strcmp(name, "setup")) {
        put(&t, "(;SZ[52]AB");
        repeat(&t, "[aa:ZY]", n); /* all but the last line */
        put(&t, ")");
    } else if (!strcmp(name, "setup_full")) {
        /* the whole board, refused (no liberties) after reading it all */
        put(&t, "(;SZ[52]AB");
        repeat(&t, "[aa:ZZ]", n);
        put(&t, ")");
    } else if (!strcmp(name, "nested")) {
        put(&t, "(;SZ[19]");
        repeat(&t, "(;C[x]", n);
        repeat(&t, ")", n);
        put(&t, ")");
    } else if (!strcmp(name, "flat")) {
        put(&t, "(;SZ[19]");
        repeat(&t, "(;B[aa])", n);
        put(&t, ")");
    } else if (!strcmp(name, "long_value")) {
        put(&t, "(;SZ[19]C[");
        repeat(&t, "x", n);
        put(&t, "];B[aa])");
    } else {
        return -1;
    }
    int st = replay_text(&t, &moves);
    free(t.s);
    if (!strcmp(name, "passes") && moves < (size_t)n)
        return 3;
    return st;
}

static int resumes_case(long n)
{
    gor_game *g;
    if (gor_game_new(&g, 19, 19, NULL))
        return 2;
    int st = 0;
    for (long k = 0; k < n && !st; k++) {
        st = gor_game_play(g, GOR_BLACK, GOR_PASS);
        if (!st)
            st = gor_game_play(g, GOR_WHITE, GOR_PASS);
        if (!st)
            st = gor_game_resume(g);
    }
    gor_game_free(g);
    return st;
}

static int clock_case(long n)
{
    gor_clock_options o;
    gor_clock_options_init(&o, GOR_CLOCK_OPTIONS_VERSION);
    o.system = GOR_CLOCK_JAPANESE;
    o.main_ms = 0;
    o.period_ms = 30000;
    o.periods = n < 1000000 ? (int)n : 1000000;
    gor_clock *c;
    if (gor_clock_new(&c, &o))
        return 2;
    int st = gor_clock_start(c, GOR_BLACK, 0);
    gor_clock_event ev;
    /* a period at a time: its call-outs and the period event */
    for (long k = 1; k <= n && st >= 0; k++) {
        st = gor_clock_advance(c, (int64_t)k * 30000);
        while (gor_clock_poll(c, &ev) > 0)
            ;
    }
    /* and one call over a vast time, with periods of 2^42 ms */
    gor_clock_free(c);
    o.system = GOR_CLOCK_BYOYOMI;
    o.main_ms = INT64_C(1) << 62;
    o.period_ms = INT64_C(1) << 42;
    o.periods = 1000000;
    if (gor_clock_new(&c, &o))
        return 2;
    gor_clock_start(c, GOR_BLACK, 0);
    if (gor_clock_advance(c, (int64_t)n * (INT64_C(1) << 40)) < 0)
        st = -1;
    gor_clock_free(c);
    return st < 0 ? 4 : 0;
}

static int referee_case(long n)
{
    gor_referee *r;
    if (gor_referee_new(&r, 19, 19, NULL, GOR_REFEREE_REFORMED))
        return 2;
    int st = 0;
    for (long k = 0; k < n && !st; k++)
        st = gor_referee_set_prediction_limit(r, 1000 + k);
    size_t steps = gor_referee_steps(r);
    gor_referee_free(r);
    return st ? 5 : steps < (size_t)n ? 6 : 0;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: stress_case CASE N\n");
        return 2;
    }
    const char *name = argv[1];
    long n = atol(argv[2]);
    int st;
    if (!strcmp(name, "resumes"))
        st = resumes_case(n);
    else if (!strcmp(name, "clock"))
        st = clock_case(n);
    else if (!strcmp(name, "referee"))
        st = referee_case(n);
    else
        st = sgf_case(name, n);
    if (st == -1) {
        fprintf(stderr, "stress_case: unknown case %s\n", name);
        return 2;
    }
    printf("%s %ld %zu %zu\n", name, n, peak, allocations);
    if (st)
        fprintf(stderr, "stress_case %s %ld: status %d\n", name, n, st);
    return st ? 1 : 0;
}
