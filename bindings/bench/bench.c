/* SPDX-License-Identifier: MIT */
/*
 * bench.c - the C baseline for the binding overhead figures: is_legal
 * (gor_game_legal) and play (gor_game_play_next) calls per second on the
 * move list that bench.py and bench.lua use. Build and run:
 *   cc -O2 -I include bindings/bench/bench.c build/lib/libgorules.a -lm -o /tmp/bench_c
 *   /tmp/bench_c bindings/bench/moves19.txt
 */
#define _POSIX_C_SOURCE 199309L
#include <gorules.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);   /* CPU time: steady under load */
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    FILE *f = fopen(argc > 1 ? argv[1] : "moves19.txt", "r");
    gor_point moves[1024];
    char word[16];
    int n = 0;
    if (!f)
        return 1;
    while (n < 1024 && fscanf(f, "%15s", word) == 1)
        if (gor_point_from_gtp(19, 19, word, &moves[n]) == GOR_OK)
            n++;
    fclose(f);

    gor_game *g;
    gor_game_new(&g, 19, 19, NULL);
    long plays = 0;
    double t0 = now();
    while (now() - t0 < 1.0) {
        for (int k = 0; k < n; k++)
            if (gor_game_play_next(g, moves[k]) != GOR_OK)
                return 2;
        plays += n;
        gor_game_clear(g);
    }
    double play_rate = (double)plays / (now() - t0);

    for (int k = 0; k < n / 2; k++)
        gor_game_play_next(g, moves[k]);
    long legal = 0, yes = 0;
    t0 = now();
    while (now() - t0 < 1.0) {
        for (int r = 0; r < 100; r++)
            for (gor_point p = 0; p < 361; p++)
                yes += gor_game_legal(g, gor_game_to_move(g), p) == GOR_OK;
        legal += 36100;
    }
    double legal_rate = (double)legal / (now() - t0);
    printf("C       play %.2fM/s  is_legal %.2fM/s  (%ld legal answers)\n",
           play_rate / 1e6, legal_rate / 1e6, yes);
    gor_game_free(g);
    return 0;
}
