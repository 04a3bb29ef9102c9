/* SPDX-License-Identifier: MIT */
/*
 * test_threads.c - the library used from several threads at once, each
 * thread with its own objects: random playouts (gor_game_play_random),
 * scoring, SGF written from the games, parsed and replayed, rulesets
 * parsed and printed. Every thread must get exactly what one thread gets
 * doing the same work. Built with -fsanitize=thread in CI, where any data
 * race the library has (shared caches, lazily built tables) is reported.
 */
#define _POSIX_C_SOURCE 200809L  /* pthread barriers */

#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gorules.h"
#include "gorules_score.h"
#include "gorules_sgf.h"

#define THREADS 4
#define GAMES 24

typedef struct work {
    int seed;
    uint64_t sum;         /* everything the work computed, folded */
    char error[256];      /* the first failure, "" if none */
    pthread_barrier_t *start;
} work;

static uint64_t fold(uint64_t sum, uint64_t v)
{
    return (sum ^ v) * UINT64_C(0x100000001B3);
}

#define CHECK(cond, ...)                                                 \
    do {                                                                 \
        if (!(cond)) {                                                   \
            if (!w->error[0])                                            \
                snprintf(w->error, sizeof w->error, __VA_ARGS__);        \
            goto done;                                                   \
        }                                                                \
    } while (0)

/* Every preset: parsed, printed, parsed back from its text, equal. */
static void rules_work(work *w)
{
    gor_rules *a = NULL, *b = NULL;
    for (size_t i = 0; i < gor_rules_preset_count(); i++) {
        char text[256];
        const char *name = gor_rules_preset_name(i);
        CHECK(gor_rules_new(&a, name) == GOR_OK, "rules %s", name);
        CHECK(gor_rules_to_string(a, text, sizeof text) > 0, "print %s",
              name);
        CHECK(gor_rules_new(&b, text) == GOR_OK, "parse %.200s", text);
        CHECK(gor_rules_equal(a, b), "round trip %s", name);
        for (const char *s = text; *s; s++)
            w->sum = fold(w->sum, (unsigned char)*s);
        gor_rules_free(a);
        gor_rules_free(b);
        a = b = NULL;
    }
done:
    gor_rules_free(a);
    gor_rules_free(b);
}

/* One random game to its end, scored, written as SGF, read back and
 * replayed: the replay must reach the same position. */
static void game_work(work *w, int size, const char *preset, uint64_t rng)
{
    gor_rules *rules = NULL;
    gor_game *g = NULL, *back = NULL;
    gor_sgf *sgf = NULL, *parsed = NULL;
    gor_sgf_report *report = NULL;
    char *text = NULL;
    unsigned char map[GOR_MAX_SIZE * GOR_MAX_SIZE];

    CHECK(gor_rules_new(&rules, preset) == GOR_OK, "rules %s", preset);
    CHECK(gor_game_new(&g, size, size, rules) == GOR_OK, "new game");
    for (int n = 0; gor_game_end_reason(g) == GOR_END_NONE; n++) {
        gor_point p;
        CHECK(n < 4 * size * size, "playout does not end");
        CHECK(gor_game_play_random(g, &rng, &p) == GOR_OK, "play_random");
        w->sum = fold(w->sum, (uint64_t)(p + 2));
    }
    w->sum = fold(w->sum, gor_game_hash(g));

    gor_score sc = GOR_SCORE_INIT;
    gor_score_options opts;
    gor_score_options_init(&opts);
    CHECK(gor_game_score(g, &opts, &sc, map, sizeof map) == GOR_OK, "score");
    w->sum = fold(w->sum, (uint64_t)(int64_t)(sc.margin * 4));
    w->sum = fold(w->sum, (uint64_t)sc.black.stones);
    w->sum = fold(w->sum, (uint64_t)sc.white.territory);
    for (int p = 0; p < size * size; p++)
        w->sum = fold(w->sum, map[p]);

    CHECK(gor_sgf_from_game(&sgf, g, NULL) == GOR_OK, "sgf_from_game");
    int len = gor_sgf_write(sgf, NULL, 0);
    CHECK(len > 0 && (text = malloc((size_t)len + 1)) != NULL, "sgf size");
    CHECK(gor_sgf_write(sgf, text, (size_t)len + 1) == len, "sgf_write");
    gor_sgf_error err;
    CHECK(gor_sgf_parse(&parsed, text, (size_t)len, NULL, &err) == GOR_OK,
          "sgf_parse: %.200s", err.message);
    CHECK(gor_sgf_replay(&back, &report, gor_sgf_game(parsed, 0), NULL) ==
              GOR_OK, "sgf_replay");
    CHECK(gor_sgf_report_status(report) == GOR_OK, "replay status");
    CHECK(gor_game_hash(back) == gor_game_hash(g), "replayed position");
    for (int i = 0; i < len; i++)
        w->sum = fold(w->sum, (unsigned char)text[i]);
done:
    free(text);
    gor_sgf_report_free(report);
    gor_sgf_free(parsed);
    gor_sgf_free(sgf);
    gor_game_free(back);
    gor_game_free(g);
    gor_rules_free(rules);
}

static void run(work *w)
{
    static const char *const presets[] = {"tromp-taylor", "chinese",
                                          "japanese", "aga"};
    rules_work(w);
    for (int k = 0; k < GAMES && !w->error[0]; k++)
        game_work(w, k % 3 == 2 ? 13 : 9, presets[k % 4],
                  (uint64_t)w->seed * 1000 + (uint64_t)k);
}

static void *thread_main(void *arg)
{
    work *w = arg;
    pthread_barrier_wait(w->start);
    run(w);
    return NULL;
}

int main(void)
{
    work alone[THREADS], together[THREADS];
    pthread_t t[THREADS];
    pthread_barrier_t start;
    int failed = 0;

    memset(alone, 0, sizeof alone);
    memset(together, 0, sizeof together);
    for (int k = 0; k < THREADS; k++) {
        alone[k].seed = together[k].seed = k + 1;
        run(&alone[k]);
        if (alone[k].error[0]) {
            fprintf(stderr, "one thread, seed %d: %s\n", k + 1,
                    alone[k].error);
            return 1;
        }
    }
    pthread_barrier_init(&start, NULL, THREADS);
    for (int k = 0; k < THREADS; k++) {
        together[k].start = &start;
        if (pthread_create(&t[k], NULL, thread_main, &together[k]) != 0) {
            fprintf(stderr, "pthread_create failed\n");
            return 1;
        }
    }
    for (int k = 0; k < THREADS; k++)
        pthread_join(t[k], NULL);
    pthread_barrier_destroy(&start);
    for (int k = 0; k < THREADS; k++) {
        if (together[k].error[0]) {
            fprintf(stderr, "thread %d: %s\n", k, together[k].error);
            failed = 1;
        } else if (together[k].sum != alone[k].sum) {
            fprintf(stderr, "thread %d: sum %016" PRIx64 ", one thread %016"
                    PRIx64 "\n", k, together[k].sum, alone[k].sum);
            failed = 1;
        }
    }
    if (!failed)
        printf("%d threads x (%zu rulesets, %d games): same results as one "
               "thread\n", THREADS, gor_rules_preset_count(), GAMES);
    return failed;
}
