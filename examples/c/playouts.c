/* SPDX-License-Identifier: MIT */
/*
 * playouts.c - light random playouts, the inner loop of a Monte Carlo
 * engine: rate a few candidate moves by how often Black wins random games
 * that start with them.
 *
 * Three calls do the work. gor_game_play_random() plays a uniformly random
 * legal move that does not fill the mover's own eye (or passes), taking
 * candidates from the board's own list of empty points: far cheaper than
 * asking gor_game_legal() point by point. gor_game_area_difference() is
 * the quick Tromp-Taylor count at the end. gor_game_goto() takes the whole
 * playout back from the history, so one game object serves every playout
 * without copying the board.
 */
#include <gorules.h>
#include <stdint.h>
#include <stdio.h>

#define SIZE 9
#define PLAYOUTS 500

int main(void)
{
    gor_rules *rules;
    gor_game *game;
    gor_rules_new(&rules, "tromp-taylor"); /* area counting, komi 7.5 */
    gor_game_new(&game, SIZE, SIZE, rules);
    double komi = gor_rules_komi(rules);
    gor_rules_free(rules);

    /* The generator state is the caller's: the same seed gives the same
     * playouts on every machine, which makes an engine's results
     * reproducible (and this example's output fixed). */
    uint64_t rng = 2026;

    const char *candidates[] = {"E5", "C3", "B2", "A1", "pass"};
    for (int c = 0; c < 5; c++) {
        gor_point p;
        gor_point_from_gtp(SIZE, SIZE, candidates[c], &p);
        gor_game_play(game, GOR_BLACK, p);
        size_t start = gor_game_history_length(game);

        long wins = 0, moves = 0;
        for (int i = 0; i < PLAYOUTS; i++) {
            /* Two passes (nothing left but the eyes) end a playout; the
             * cap on its length is a guard that costs nothing. */
            for (int n = 0; n < 3 * SIZE * SIZE &&
                            gor_game_end_reason(game) == GOR_END_NONE;
                 n++, moves++)
                gor_game_play_random(game, &rng, NULL);
            /* The quick count takes every stone as alive: at the end of
             * a random game the dead ones have almost all been taken. */
            wins += gor_game_area_difference(game) > komi;
            gor_game_goto(game, start); /* back to the candidate move */
        }
        printf("black %-4s wins %3ld of %d playouts (%.1f moves each)\n",
               candidates[c], wins, PLAYOUTS, (double)moves / PLAYOUTS);
        gor_game_goto(game, 0); /* back to the empty board */
    }
    gor_game_free(game);
    return 0;
}
