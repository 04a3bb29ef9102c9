/* SPDX-License-Identifier: MIT */
/*
 * legality.c - play moves, and ask whether a move is legal and why not.
 *
 * In libgorules an illegal move is an ordinary answer, not a failure: the
 * call returns the reason (GOR_EOCCUPIED, GOR_ESUICIDE, GOR_EKO, ...) and
 * leaves the game exactly as it was, so a user interface can show the
 * reason and wait for another move.
 */
#include <gorules.h>
#include <stdio.h>

/* The examples name points the way players and GTP do ("D4"); the library
 * itself works with gor_point numbers (y * width + x, 0 = top-left). */
static gor_point vertex(const gor_game *game, const char *text)
{
    gor_point p = GOR_NO_POINT;
    gor_point_from_gtp(gor_game_width(game), gor_game_height(game), text, &p);
    return p;
}

/* Ask first (gor_game_legal changes nothing), then play: a program that
 * only wants to play can call gor_game_play alone, which checks the same
 * way and answers the same code. */
static void try_move(gor_game *game, gor_color c, const char *where)
{
    gor_point p = vertex(game, where);
    int legal = gor_game_legal(game, c, p);
    int st = gor_game_play(game, c, p);
    printf("%s %-4s legal: %-13s play: %s", c == GOR_BLACK ? "black" : "white",
           where, gor_status_name(legal), gor_status_name(st));
    gor_point removed[8];
    int n = gor_game_last_removed(game, removed, 8);
    if (st != GOR_OK) {
        /* The game's own message names the move as well as the reason. */
        printf(" (%s)", gor_game_last_error(game));
    } else if (n > 0) {
        /* The captured stones are in the history, for undo and display. */
        char v[8];
        gor_point_to_gtp(gor_game_width(game), gor_game_height(game),
                         removed[0], v, sizeof v);
        printf(" (takes %s%s)", v, n > 1 ? " and more" : "");
    }
    printf("\n");
}

int main(void)
{
    gor_rules *rules;
    gor_game *game;

    /* Japanese rules: suicide is forbidden, ko is the simple ko. */
    if (gor_rules_new(&rules, "japanese") != GOR_OK)
        return 1;
    if (gor_game_new(&game, 9, 9, rules) != GOR_OK)
        return 1;
    gor_rules_free(rules); /* the game took its own copy */

    /* By default the library lets either colour move, as an editor or an
     * SGF reader needs; a referee wants the turn order checked. */
    gor_game_set_enforce_turn(game, 1);

    try_move(game, GOR_BLACK, "E5");
    try_move(game, GOR_WHITE, "E5");  /* onto a stone */
    try_move(game, GOR_BLACK, "D4");  /* out of turn */

    /* A vertex off the board never becomes a point (columns skip I, so
     * a 9x9 board ends at J). */
    gor_point off = GOR_NO_POINT;
    int st = gor_point_from_gtp(9, 9, "K9", &off);
    printf("K9 on 9x9: %s\n", gor_status_name(st));

    /* Build a ko: the white stone C3 will stand in Black's mouth, and
     * Black will take it at D3, inside White's shape. */
    try_move(game, GOR_WHITE, "D4");
    try_move(game, GOR_BLACK, "C4");
    try_move(game, GOR_WHITE, "D2");
    try_move(game, GOR_BLACK, "B3");
    try_move(game, GOR_WHITE, "E3");
    try_move(game, GOR_BLACK, "C2");
    try_move(game, GOR_WHITE, "C3");  /* one liberty left: legal anyway */
    try_move(game, GOR_BLACK, "A2");
    try_move(game, GOR_WHITE, "G7");
    try_move(game, GOR_BLACK, "B1");
    try_move(game, GOR_WHITE, "A1");  /* no liberty, takes nothing: suicide */
    try_move(game, GOR_WHITE, "G3");
    try_move(game, GOR_BLACK, "D3");  /* takes C3 */
    try_move(game, GOR_WHITE, "C3");  /* the immediate retake: ko */
    try_move(game, GOR_WHITE, "G5");  /* a threat elsewhere ... */
    try_move(game, GOR_BLACK, "H5");  /* ... answered ... */
    try_move(game, GOR_WHITE, "C3");  /* ... and now the retake is legal */
    printf("board after move %zu:\n", gor_game_move_number(game));

    /* The whole board as bytes, one per point (GOR_EMPTY, GOR_BLACK,
     * GOR_WHITE), in reading order from the top-left. */
    unsigned char board[81];
    gor_game_board(game, board, sizeof board);
    for (int y = 0; y < 9; y++) {
        printf("  %d ", 9 - y);
        for (int x = 0; x < 9; x++)
            printf(" %c", ".XO"[board[y * 9 + x]]);
        printf("\n");
    }
    printf("     A B C D E F G H J\n");

    /* Two passes end the game; after that every move is refused. */
    try_move(game, GOR_BLACK, "pass");
    try_move(game, GOR_WHITE, "pass");
    try_move(game, GOR_BLACK, "G7");

    gor_game_free(game);
    return 0;
}
