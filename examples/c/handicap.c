/* SPDX-License-Identifier: MIT */
/*
 * handicap.c - handicap stones: where they go, and what White gets back.
 *
 * A handicap game gives the weaker player (Black) extra stones at the
 * start, and then White moves. Rulesets differ in where the stones may go
 * (fixed star points, or anywhere) and in what White receives for them at
 * the count: nothing under the Japanese rules, H - 1 points under the AGA
 * rules, and H points under the Chinese rules, where Black returns half a
 * stone of count per handicap stone (Chinese Weiqi Rules (2002), art. 11
 * and its commentary).
 */
#include <gorules.h>
#include <gorules_score.h>
#include <stdio.h>

static void print_points(int size, const gor_point *pts, int n)
{
    for (int i = 0; i < n; i++) {
        char v[8];
        gor_point_to_gtp(size, size, pts[i], v, sizeof v);
        printf(" %s", v);
    }
    printf("\n");
}

int main(void)
{
    /* Fixed placement follows GTP: up to 9 stones on odd boards of 9 and
     * more, 4 on even ones, none below 7. */
    int sizes[] = {7, 9, 13, 19};
    for (int i = 0; i < 4; i++)
        printf("%dx%d: at most %d fixed stones\n", sizes[i], sizes[i],
               gor_handicap_max_fixed(sizes[i], sizes[i]));

    gor_point pts[9];
    for (int h = 2; h <= 9; h++) {
        int n = gor_handicap_fixed_points(19, 19, h, pts, 9);
        printf("19x19, %d stones:", h);
        print_points(19, pts, n);
    }

    /* What White receives for H stones, in points, per ruleset. */
    const char *presets[] = {"chinese", "japanese", "aga"};
    for (int i = 0; i < 3; i++) {
        gor_rules *rules;
        gor_rules_new(&rules, presets[i]);
        printf("%-8s White receives for 2, 4, 9 stones: %g, %g, %g\n",
               presets[i], gor_handicap_bonus(rules, 2),
               gor_handicap_bonus(rules, 4), gor_handicap_bonus(rules, 9));
        gor_rules_free(rules);
    }

    /* A four-stone game under the Chinese rules: no komi (the flag sets
     * it to 0), the stones placed as setup, and White to move. */
    gor_rules *rules;
    gor_game *game;
    gor_rules_new(&rules, "chinese");
    gor_game_new(&game, 19, 19, rules);
    gor_rules_free(rules);
    gor_game_place_handicap(game, 4, GOR_HANDICAP_NO_KOMI);
    printf("handicap %d, komi %g, %s to move\n", gor_game_handicap(game),
           gor_rules_komi(gor_game_rules(game)),
           gor_game_to_move(game) == GOR_WHITE ? "White" : "Black");

    /* The count Black needs: half the board plus the compensation. On
     * 19x19 with four stones, 180.5 + 2 = 182.5 stones of count. The
     * score is the same for any position; this one is just the start. */
    gor_score s = GOR_SCORE_INIT;
    gor_game_score(game, NULL, &s, NULL, 0);
    printf("White's compensation %g points; Black needs more than %g\n",
           s.white.handicap_bonus, s.black_needs);
    gor_game_free(game);

    /* Free placement: Black chooses the points, where the rules allow it
     * (Chinese yes, Japanese no: the call refuses and changes nothing). */
    const char *free_rules[] = {"chinese", "japanese"};
    for (int i = 0; i < 2; i++) {
        gor_rules_new(&rules, free_rules[i]);
        gor_game_new(&game, 9, 9, rules);
        gor_rules_free(rules);
        gor_point mine[3];
        gor_point_from_gtp(9, 9, "C3", &mine[0]);
        gor_point_from_gtp(9, 9, "G7", &mine[1]);
        gor_point_from_gtp(9, 9, "E5", &mine[2]);
        int st = gor_game_place_free_handicap(game, mine, 3, 0);
        printf("%s, free placement of C3 G7 E5: %s, %d black stones\n",
               free_rules[i], gor_status_name(st),
               gor_game_stone_count(game, GOR_BLACK));
        gor_game_free(game);
    }
    return 0;
}
