/* SPDX-License-Identifier: MIT */
/*
 * threads.c - separate games on separate threads, with no locking.
 *
 * The library keeps no mutable global state, so separate objects may be
 * used from separate threads at once. Here four threads each run playouts
 * on a game of their own, all created from one shared ruleset, which they
 * only read (const calls may run together). One object changed from
 * several threads at once would need the caller's own lock.
 */
#include <gorules.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

#define THREADS 4
#define PLAYOUTS 200

struct job {
    const gor_rules *rules; /* shared, read only */
    uint64_t seed;          /* each thread its own generator */
    long black_wins;        /* written by this thread alone */
    long moves;
};

static void *run(void *arg)
{
    struct job *job = arg;
    gor_game *game;
    if (gor_game_new(&game, 9, 9, job->rules) != GOR_OK)
        return NULL;
    double komi = gor_rules_komi(job->rules);
    uint64_t rng = job->seed;
    for (int i = 0; i < PLAYOUTS; i++) {
        gor_game_clear(game); /* the empty board again; rules kept */
        for (int n = 0; n < 243 && gor_game_end_reason(game) == GOR_END_NONE;
             n++, job->moves++)
            gor_game_play_random(game, &rng, NULL);
        job->black_wins += gor_game_area_difference(game) > komi;
    }
    gor_game_free(game);
    return NULL;
}

int main(void)
{
    gor_rules *rules;
    gor_rules_new(&rules, "chinese");

    pthread_t tid[THREADS];
    struct job jobs[THREADS];
    for (int t = 0; t < THREADS; t++) {
        jobs[t] = (struct job){rules, 1000 + (uint64_t)t, 0, 0};
        if (pthread_create(&tid[t], NULL, run, &jobs[t]) != 0)
            return 1;
    }
    for (int t = 0; t < THREADS; t++)
        pthread_join(tid[t], NULL);

    /* Print after every thread is done, in thread order: the results
     * depend only on each thread's seed, never on the scheduling. */
    for (int t = 0; t < THREADS; t++)
        printf("thread %d (seed %d): black won %ld of %d, %ld moves\n", t,
               1000 + t, jobs[t].black_wins, PLAYOUTS, jobs[t].moves);

    /* The same work on this thread alone gives the same answer. */
    struct job again = {rules, 1000, 0, 0};
    run(&again);
    printf("seed 1000 again on the main thread: %s\n",
           again.black_wins == jobs[0].black_wins &&
                   again.moves == jobs[0].moves
               ? "same result"
               : "DIFFERENT");
    gor_rules_free(rules);
    return 0;
}
