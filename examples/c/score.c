/* SPDX-License-Identifier: MIT */
/*
 * score.c - count one finished position under Chinese and Japanese rules.
 *
 * The Chinese rules count area (stones on the board plus the points they
 * surround) and state the result in stones: a 9x9 board has 81 points,
 * half of it is 40.5, and with komi 7.5 (3 3/4 stones) Black needs more
 * than 40.5 + 3.75 = 44.25 (Chinese Weiqi Rules (2002), art. 11 and its
 * commentary). The Japanese rules count territory (surrounded points plus
 * prisoners) with komi 6.5. On the same board the two usually agree on the
 * winner; the margins differ by the komi and the counting.
 */
#include <gorules.h>
#include <gorules_score.h>
#include <stdio.h>

#define N 9

/* The game is over: Black's wall on column E, White's on F. White's
 * stone at B6 and Black's at H3 are dead: neither can live there. */
static const char *const diagram[N] = {
    "....XO...",
    "....XO...",
    "....XO...",
    ".O..XO...",
    "....XO...",
    "....XO...",
    "....XO.X.",
    "....XO...",
    "....XO...",
};

static gor_game *finished_game(const char *ruleset)
{
    gor_rules *rules;
    gor_game *game;
    gor_rules_new(&rules, ruleset); /* the preset's komi comes with it */
    gor_game_new(&game, N, N, rules);
    gor_rules_free(rules);
    /* The diagram as setup stones (SGF AB, AW), Black to move. */
    gor_point stones[2][N * N];
    size_t n[2] = {0, 0};
    for (int y = 0; y < N; y++)
        for (int x = 0; x < N; x++) {
            char s = diagram[y][x];
            if (s != '.')
                stones[s == 'O'][n[s == 'O']++] = gor_point_at(N, N, x, y);
        }
    gor_game_setup_position(game, stones[0], n[0], stones[1], n[1], NULL, 0,
                            GOR_BLACK);
    /* Which stones are dead is for the players to agree on (or for a
     * judge): the library counts what it is told. gorules_score.h also
     * has gor_game_judge_certain() for the stones that are provably dead. */
    gor_point dead[2];
    gor_point_from_gtp(N, N, "B6", &dead[0]);
    gor_point_from_gtp(N, N, "H3", &dead[1]);
    gor_game_mark_list(game, GOR_LIFE_DEAD, dead, 2);
    gor_game_play_next(game, GOR_PASS);
    gor_game_play_next(game, GOR_PASS); /* two passes: the game is over */
    return game;
}

static void count(const char *ruleset)
{
    gor_game *game = finished_game(ruleset);
    gor_score s = GOR_SCORE_INIT; /* sized struct: set its size first */
    unsigned char map[N * N];
    if (gor_game_score(game, NULL, &s, map, sizeof map) != GOR_OK)
        return;

    printf("%s (komi %.1f):\n", ruleset, s.white.komi);
    printf("  black: stones %d, territory %d, prisoners %d, total %.1f\n",
           s.black.stones, s.black.territory,
           s.black.captures + s.black.dead, s.black.total);
    printf("  white: stones %d, territory %d, prisoners %d, total %.1f\n",
           s.white.stones, s.white.territory,
           s.white.captures + s.white.dead, s.white.total);
    if (s.scoring == GOR_SCORING_AREA)
        printf("  black's count %.1f against %.2f needed\n", s.black_count,
               s.black_needs);

    /* A result ties the count to how the game ended, and writes itself as
     * SGF RE text or in the Chinese form. */
    gor_result r = GOR_RESULT_INIT;
    char sgf[32], chinese[64];
    gor_game_result(game, NULL, &r);
    gor_result_to_sgf(&r, sgf, sizeof sgf);
    gor_result_to_chinese(&r, 0, chinese, sizeof chinese);
    printf("  result %s, %s\n", sgf, chinese);

    /* The ownership map: whose area each point is, with flags (here the
     * dead stones). */
    if (s.scoring == GOR_SCORING_AREA) {
        for (int y = 0; y < N; y++) {
            printf("   ");
            for (int x = 0; x < N; x++) {
                unsigned m = map[y * N + x];
                char c = ".bw"[m & GOR_MAP_OWNER_MASK];
                printf(" %c", (m & GOR_MAP_DEAD) ? '#' : c);
            }
            printf("\n");
        }
        printf("  (b, w: whose area; #: a dead stone)\n");
    }
    gor_game_free(game);
}

int main(void)
{
    count("chinese");
    count("japanese");
    return 0;
}
