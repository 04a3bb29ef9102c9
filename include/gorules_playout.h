/* SPDX-License-Identifier: MIT */
/**
 * @file gorules_playout.h
 * @brief libgorules: light random playouts from a game's position.
 *
 * A ::gor_playout holds a copy of one position of a ::gor_game (the board,
 * the player to move, the ko point and whether the last move was a pass)
 * and nothing of its history, on a board of its own built for random
 * playouts. A search engine makes one per search, or per thread, and runs
 * thousands of playouts from it: gor_playout_restart() goes back to the
 * copied position in one memory copy, gor_playout_reset() copies another
 * position of a game of the same size.
 *
 * The random player is the one of gor_game_play_random(): each move is
 * uniformly random among the legal moves that do not fill one of the
 * mover's own one-point eyes (an empty point whose on-board neighbours
 * are all the mover's stones), a pass when there is none.
 *
 * The rules inside a playout are deliberately few, so that a move costs
 * little:
 *  - ko: simple ko only, whatever the game's ko rule: a stone that has just
 *    captured exactly one stone, and is itself a single stone with that
 *    one liberty, may not be captured back at once. Earlier positions are
 *    not remembered, so a playout may repeat a position a superko rule
 *    forbids (the move limit of gor_playout_run() bounds such cycles). The
 *    first move obeys the game's own ko point (gor_game_ko_point()).
 *  - suicide: the game's suicide rule (#GOR_SUICIDE_CHOICE plays as
 *    #GOR_SUICIDE_ALLOWED); a suicide removes the mover's stones, which
 *    count for nobody.
 *  - the end: two passes in a row (one if the game's last move was a pass).
 *    Handicap, pass stones, turn rules and the game's other settings play
 *    no part.
 *
 * The result is read with Tromp-Taylor area on the final board (every stone
 * alive): gor_playout_area_difference() and gor_playout_ownership(), the
 * same counts as gor_game_area_difference() and gor_game_area_map() on a
 * game showing that board. Points are the ::gor_point numbers of the game.
 *
 * A playout object is not shared between threads while it plays; its const
 * calls may run concurrently.
 */
#ifndef GORULES_PLAYOUT_H
#define GORULES_PLAYOUT_H

#include "gorules.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A position copied from a game, and the playout running from it. */
typedef struct gor_playout gor_playout;

/**
 * @brief A playout object holding the game's current position.
 *
 * That position is also the start gor_playout_restart() returns to.
 * @param[out] out receives the object (NULL on failure).
 * @param game the game (not changed, not referenced afterwards).
 * @return #GOR_OK; #GOR_EINVAL for NULL; #GOR_EGAMEOVER if the game has
 *         ended; #GOR_ENOMEM.
 */
GOR_EXTERN int gor_playout_new(gor_playout **out, const gor_game *game);
/**
 * @brief Free a playout object (NULL is ignored).
 * @param playout the object.
 */
GOR_EXTERN void gor_playout_free(gor_playout *playout);
/**
 * @brief Copy another position: the game's current one, which becomes the
 * start gor_playout_restart() returns to.
 * @param playout the object.
 * @param game a game of the same width and height as the one the object
 *        was made from.
 * @return #GOR_OK; #GOR_EINVAL (nothing changed) for NULL or another board
 *         size; #GOR_EGAMEOVER (nothing changed) if the game has ended.
 */
GOR_EXTERN int gor_playout_reset(gor_playout *playout, const gor_game *game);
/**
 * @brief Go back to the start position (the one copied last).
 *
 * One memory copy (3.4 KB on 9x9, 13 KB on 19x19); nothing is
 * allocated. NULL is ignored.
 * @param playout the object.
 */
GOR_EXTERN void gor_playout_restart(gor_playout *playout);
/**
 * @brief Play one random move for the player to move.
 *
 * The move is uniformly random among the legal moves that do not fill one
 * of the mover's own one-point eyes, a pass when there is none; the rules
 * are those of this header's introduction.
 * @param playout the object.
 * @param[in,out] rng the caller's generator state (any value, advanced
 *        here: the same state and position give the same move).
 * @param[out] played the move, #GOR_PASS for a pass (may be NULL).
 * @return #GOR_OK; #GOR_EGAMEOVER (nothing changed) after two passes in a
 *         row; #GOR_EINVAL for a NULL object or rng.
 */
GOR_EXTERN int gor_playout_play_random(gor_playout *playout, uint64_t *rng,
                                       gor_point *played);
/**
 * @brief Play random moves to the end: two passes in a row, or a number
 * of moves.
 *
 * The same moves as that many gor_playout_play_random() calls with the
 * same generator. Read the outcome with gor_playout_over(),
 * gor_playout_area_difference() and gor_playout_ownership().
 * @param playout the object.
 * @param[in,out] rng the caller's generator state (advanced here).
 * @param max_moves the most moves (passes included) this call plays; 0
 *        for three times the number of points.
 * @return #GOR_OK (the playout over, or max_moves played); #GOR_EGAMEOVER
 *         (nothing changed) if it was already over; #GOR_EINVAL for a NULL
 *         object or rng.
 */
GOR_EXTERN int gor_playout_run(gor_playout *playout, uint64_t *rng,
                               size_t max_moves);
/**
 * @brief Play a given move for the player to move (a tree search's moves
 * before its playout), under the playout's rules.
 *
 * Filling an own eye is allowed here.
 * @param playout the object.
 * @param p the point, or #GOR_PASS.
 * @return #GOR_OK; (nothing changed) #GOR_EOFFBOARD, #GOR_EOCCUPIED,
 *         #GOR_EKO, #GOR_ESUICIDE, #GOR_EGAMEOVER after two passes in a
 *         row; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_playout_play(gor_playout *playout, gor_point p);
/**
 * @brief Whether the playout is over (two passes in a row).
 * @param playout the object.
 * @return 1 or 0 (0 for NULL).
 */
GOR_EXTERN int gor_playout_over(const gor_playout *playout);
/**
 * @brief The player to move.
 * @param playout the object.
 * @return #GOR_BLACK or #GOR_WHITE (#GOR_EMPTY for NULL).
 */
GOR_EXTERN gor_color gor_playout_to_move(const gor_playout *playout);
/**
 * @brief Moves played since the start position (passes included).
 * @param playout the object.
 * @return the count (0 for NULL).
 */
GOR_EXTERN size_t gor_playout_move_count(const gor_playout *playout);
/**
 * @brief The point where the player to move may not retake a ko now.
 * @param playout the object.
 * @return the point, or #GOR_NO_POINT (none, or NULL).
 */
GOR_EXTERN gor_point gor_playout_ko_point(const gor_playout *playout);
/**
 * @brief The colour at a point.
 * @param playout the object.
 * @param p the point.
 * @return #GOR_EMPTY, #GOR_BLACK or #GOR_WHITE; #GOR_EMPTY off the board
 *         or for NULL.
 */
GOR_EXTERN gor_color gor_playout_at(const gor_playout *playout, gor_point p);
/**
 * @brief The colour of every point, as gor_game_board().
 * @param playout the object.
 * @param[out] out receives width*height bytes, out[y * width + x] a
 *             ::gor_color.
 * @param size bytes at out.
 * @return width*height; #GOR_EBUFFER (nothing written) when size is
 *         smaller; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_playout_board(const gor_playout *playout,
                                 unsigned char *out, size_t size);
/**
 * @brief Tromp-Taylor area as it stands, Black minus White.
 *
 * Stones plus the empty regions that reach stones of one colour only; no
 * komi, every stone alive (gor_game_area_difference() of the same board).
 * @param playout the object.
 * @return Black's area minus White's (0 for NULL).
 */
GOR_EXTERN int gor_playout_area_difference(const gor_playout *playout);
/**
 * @brief Who owns each point by Tromp-Taylor area as it stands.
 *
 * A stone's point is its colour's; an empty point is the colour of the
 * only colour its empty region reaches, #GOR_EMPTY when it reaches both
 * or none. Engines add these up over many playouts.
 * @param playout the object.
 * @param[out] out receives width*height bytes, out[y * width + x] a
 *             ::gor_color.
 * @param size bytes at out.
 * @return width*height; #GOR_EBUFFER (nothing written) when size is
 *         smaller; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_playout_ownership(const gor_playout *playout,
                                     unsigned char *out, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* GORULES_PLAYOUT_H */
