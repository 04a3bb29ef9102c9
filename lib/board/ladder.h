/* SPDX-License-Identifier: MIT */
/*
 * ladder.h - reading ladders on the board kernel: is a group in atari
 * caught even when its owner moves first? The playouts' tactical policy
 * asks before it runs a group out (a random player that runs into a
 * working ladder only feeds it). Internal.
 */
#ifndef GOR_LADDER_H
#define GOR_LADDER_H

#include "board/board.h"

/* Plies a reading may play at most, along all its lines together. */
#define LADDER_BUDGET 256

/* The reader's stacks for its plays and take-backs. */
typedef struct board_reader {
    change_stack removed, merges;
} board_reader;

/*
 * The group with head h is in atari. Is it caught in a ladder: the owner
 * extends at its liberty, the other side answers each extension that
 * leaves two liberties with an atari at one of them, until the group has
 * three liberties (it escapes) or one after the owner's move (caught)?
 * The owner also escapes when a group next to it is in atari, to be
 * taken, or when the reading runs past LADDER_BUDGET plies: only a
 * ladder read to its end is caught. Ko and suicide are judged as
 * board_legal_simple() judges them. The board is left as it was
 * (stones, groups, liberties, hash, ko, captures; a group's ring and
 * the list of empty points may be in another order, so take-backs of
 * earlier plays on this board must not count on the rings:
 * board_unplay's `exact`). Returns
 * 1 caught, 0 not, GOR_ENOMEM when the stacks cannot grow.
 */
int board_ladder_caught(board *b, int h, board_reader *r);

/* The group with head h has two liberties. The atari that catches it in
 * a ladder (the owner then in atari, and board_ladder_caught()), or 0
 * when neither does; GOR_ENOMEM as above. */
int board_ladder_attack(board *b, int h, board_reader *r);

/* Room on r's stacks for any reading on a board of b's size: GOR_OK or
 * GOR_ENOMEM. The readings reserve it themselves; a caller that cannot
 * report their GOR_ENOMEM (a playout's policy) reserves it first, and
 * then no reading allocates. */
int board_reader_reserve(const board *b, board_reader *r);

void board_reader_free(board_reader *r);

#endif
