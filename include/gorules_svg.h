/* SPDX-License-Identifier: MIT */
/**
 * @file gorules_svg.h
 * @brief libgorules: a position drawn as an SVG picture.
 *
 * gor_game_svg() writes the game's current position as a standalone SVG
 * 1.1 document: the board, the grid and star points, the coordinates
 * (GTP letters without I and row numbers from the bottom, as the text
 * board prints them; SGF letters on boards wider than 25), the stones, the
 * last move, markup (the SGF CR, SQ, TR, MA and LB marks), the ownership
 * of each point (territory, from a gor_game_score() or gor_game_area_map()
 * map) and the dead stones (the game's marks, or the map's GOR_MAP_DEAD).
 *
 * Every number in the document is an integer (pixels), so the text does
 * not depend on the locale. The elements carry classes a program or a
 * style sheet can find: each stone is a `<circle class="stone black">`
 * (or "stone white", with "dead" added for a dead stone) whose
 * `data-vertex` attribute names its point ("D4"); territory marks are
 * `<rect class="territory black">`; the last move is
 * `<circle class="last-move">`; markup elements have class "mark" and
 * the mark's name.
 *
 * Conventions are those of gorules.h: the text is written snprintf-style
 * (the return value is the length needed, nothing past `size` is written);
 * the options struct carries a `version` (docs/abi.md): every version from
 * 1 up to GOR_SVG_OPTIONS_VERSION is accepted and only its fields are read.
 */
#ifndef GORULES_SVG_H
#define GORULES_SVG_H

#include "gorules.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @name What gor_game_svg() draws (gor_svg_options.flags)
 * @{ */
#define GOR_SVG_COORDINATES 0x1u /**< column letters and row numbers    */
#define GOR_SVG_LAST_MOVE   0x2u /**< a ring on the last stone played    */
#define GOR_SVG_DEAD        0x4u /**< stones the game marked dead
                                      (gor_game_mark()) drawn faded with
                                      a cross                           */
#define GOR_SVG_NO_STYLE    0x8u /**< no board colour: a transparent
                                      background                        */
/** What a NULL options pointer draws. */
#define GOR_SVG_DEFAULT (GOR_SVG_COORDINATES | GOR_SVG_LAST_MOVE | GOR_SVG_DEAD)
/** @} */

/** Markup of a point (one byte per point in gor_svg_options.markup). */
typedef enum gor_svg_mark {
    GOR_SVG_MARK_NONE = 0,     /**< nothing                       */
    GOR_SVG_MARK_CIRCLE = 1,   /**< a circle (SGF CR)             */
    GOR_SVG_MARK_SQUARE = 2,   /**< a square (SGF SQ)             */
    GOR_SVG_MARK_TRIANGLE = 3, /**< a triangle (SGF TR)           */
    GOR_SVG_MARK_CROSS = 4     /**< a cross (SGF MA)              */
} gor_svg_mark;

/** The current version of gor_svg_options. */
#define GOR_SVG_OPTIONS_VERSION 1

/**
 * Options of gor_game_svg(). Zero or NULL fields take the defaults; later
 * versions append fields.
 */
typedef struct gor_svg_options {
    unsigned version;       /**< GOR_SVG_OPTIONS_VERSION                    */
    unsigned flags;         /**< GOR_SVG_* flags (GOR_SVG_DEFAULT in the
                                 initializer)                              */
    int cell;               /**< pixels between two lines, 8 to 200; 0 = 24 */
    const unsigned char *ownership; /**< NULL, or one byte per point
                                 (y * width + x): the owner in the low two
                                 bits (GOR_BLACK, GOR_WHITE, GOR_EMPTY), as
                                 gor_game_score() and gor_game_area_map()
                                 write it; owned empty points and dead
                                 stones get a square of the owner's colour,
                                 and stones flagged GOR_MAP_DEAD (0x10) are
                                 drawn dead                                */
    size_t ownership_size;  /**< bytes at ownership (at least width*height) */
    const unsigned char *markup; /**< NULL, or one gor_svg_mark per point   */
    size_t markup_size;     /**< bytes at markup (at least width*height)    */
    const char *const *labels; /**< NULL, or one string per point (NULL or
                                 "" for none): text written on the point
                                 (SGF LB), XML-escaped                     */
    size_t labels_count;    /**< entries at labels (at least width*height)  */
} gor_svg_options;

/** An initializer holding the defaults. */
#define GOR_SVG_OPTIONS_INIT \
    { GOR_SVG_OPTIONS_VERSION, GOR_SVG_DEFAULT, 0, NULL, 0, NULL, 0, NULL, 0 }

/**
 * @brief The game's current position as an SVG document (UTF-8).
 *
 * The picture is 2 * margin + (width - 1) * cell pixels wide (likewise
 * high), where margin is cell / 2, plus cell with GOR_SVG_COORDINATES.
 * The centre of point (x, y) (0, 0 = top-left) is at
 * (margin + x * cell, margin + y * cell).
 *
 * @param game the game (not changed)
 * @param opts the options, or NULL for the defaults (GOR_SVG_OPTIONS_INIT)
 * @param buf  where the text goes (may be NULL when size is 0)
 * @param size bytes at buf; the text is cut to size - 1 bytes and
 *             NUL-terminated when longer
 * @return the length of the whole text (excluding the NUL); GOR_EINVAL for
 *         a NULL game, an unknown flag or version, or a cell outside 8..200;
 *         GOR_EBUFFER for an ownership, markup or labels array smaller than
 *         the board (nothing written); GOR_ERANGE for a mark value above
 *         GOR_SVG_MARK_CROSS; GOR_ENOMEM.
 */
GOR_EXTERN int gor_game_svg(const gor_game *game, const gor_svg_options *opts,
                            char *buf, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* GORULES_SVG_H */
