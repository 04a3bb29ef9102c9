/* SPDX-License-Identifier: MIT */
/*
 * game_internal.h - calls on a gor_game for the library's other modules,
 * not exported: what a hot loop such as the SGF replay reads after every
 * move, without building a gor_move_info.
 */
#ifndef GOR_GAME_INTERNAL_H
#define GOR_GAME_INTERNAL_H

#include "gorules.h"

/* The gor_move_flags of the entry that made the current position (0 at
 * the start), as gor_game_move() reports them. */
unsigned game_last_flags(const gor_game *g);

/* gor_game_play_ex(g, c, p, 0) inside the library, for the SGF replay:
 * on GOR_OK *mflags are the move's flags (game_last_flags()) and *entry
 * the new history length; otherwise both are left alone. */
int game_play_flags(gor_game *g, gor_color c, gor_point p, unsigned *mflags,
                    size_t *entry);

#endif
