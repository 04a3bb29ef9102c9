/* SPDX-License-Identifier: MIT */
/*
 * ko.c - the simple ko rule and superko, on a triple ko.
 *
 * The simple ko rule forbids only the immediate recapture. With three kos
 * on the board the players can take in turn, one ko after another, and
 * after six moves the whole board is back where it started: a cycle that
 * could go on forever. Rulesets answer it differently: a superko rule
 * (positional in the Chinese rules and Tromp-Taylor, situational in the
 * AGA rules) forbids the move that repeats an earlier position; under the
 * Japanese rules it is played and the game ends with no result.
 */
#include <gorules.h>
#include <stdio.h>

#define W 9
#define H 7

/* Three kos. Top left: White's stone at B6 can be taken at C6; top right:
 * Black's stone at G6 can be taken at H6; bottom left: White's stone at B2
 * can be taken at C2. */
static const char *const diagram[H] = {
    ".XO...OX.",
    "XO.O.OX.X",
    ".XO...OX.",
    ".........",
    ".XO......",
    "XO.O.....",
    ".XO......",
};

/* Black takes, White takes, Black takes, then each retakes in turn. */
static const char *const cycle[6] = {"C6", "H6", "C2", "B6", "G6", "B2"};

/* Put the diagram on the board as setup stones (SGF AB / AW) in one
 * history entry: setup captures nothing and checks no rule, and the
 * position it makes is the first one a superko rule compares with. */
static void set_up(gor_game *game)
{
    gor_point stones[2][W * H];
    size_t n[2] = {0, 0};
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            char s = diagram[y][x];
            if (s != '.')
                stones[s == 'O'][n[s == 'O']++] = gor_point_at(W, H, x, y);
        }
    gor_game_setup_position(game, stones[0], n[0], stones[1], n[1], NULL, 0,
                            GOR_BLACK);
}

static const char *end_name(gor_end e)
{
    switch (e) {
    case GOR_END_NONE: return "the game goes on";
    case GOR_END_NO_RESULT: return "the game ends with no result";
    default: return "the game ends otherwise";
    }
}

static void run(const char *ruleset)
{
    gor_rules *rules;
    gor_game *game;
    gor_rules_new(&rules, ruleset);
    gor_game_new(&game, W, H, rules);
    gor_rules_free(rules);
    set_up(game);

    printf("%s:\n", ruleset);
    for (int k = 0; k < 6; k++) {
        gor_point p;
        gor_point_from_gtp(W, H, cycle[k], &p);
        int st = gor_game_play_next(game, p);
        printf("  %s %s: %s", k % 2 ? "W" : "B", cycle[k],
               gor_status_name(st));
        if (st != GOR_OK) {
            printf(" - %s\n", gor_game_last_error(game));
            break;
        }
        /* The history tells when a played move repeated a position, and
         * which one: the position after entry `repeats` (entries count
         * from 1; the setup is entry 1). */
        size_t last = gor_game_history_length(game);
        gor_move_info info;
        gor_game_move(game, last, &info);
        if (info.flags & GOR_MOVE_REPEATS)
            printf(", the board of %zu moves before",
                   last - (size_t)info.repeats);
        printf("\n");
    }
    printf("  then %s\n", end_name(gor_game_end_reason(game)));
    gor_game_free(game);
}

int main(void)
{
    /* The first retake (W B6) is never an immediate recapture: the last
     * move was elsewhere, so even the simple ko rule allows it. */
    run("chinese");            /* positional superko */
    run("japanese");           /* simple ko; a cycle means no result */
    run("koSITUATIONALscoreAREA"); /* a rules string: situational superko */
    run("koSIMPLEscoreAREAcycleREPORT"); /* simple ko, repetitions noted */

    /* A plain ko stays a ko under every rule: the immediate retake is
     * refused as GOR_EKO, not as a superko. */
    gor_game *game;
    gor_game_new(&game, W, H, NULL);
    set_up(game);
    gor_point c6, b6;
    gor_point_from_gtp(W, H, "C6", &c6);
    gor_point_from_gtp(W, H, "B6", &b6);
    gor_game_play_next(game, c6);
    printf("default rules, B C6 then W B6 at once: %s\n",
           gor_status_name(gor_game_legal_next(game, b6)));
    gor_game_free(game);
    return 0;
}
