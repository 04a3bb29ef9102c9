/* SPDX-License-Identifier: MIT */
/**
 * @file gorules_score.h
 * @brief libgorules: life and death, scoring, results, handicap.
 *
 * The end of a game: which stones are alive (Benson's pass-alive analysis,
 * the player's marks, an optional clearly labelled estimate), the count
 * under area, territory or stone scoring with komi, handicap compensation,
 * AGA pass stones and penalties, the result and its written forms (SGF RE,
 * the Chinese statement), fixed and free handicap placement, nigiri and the
 * prediction phase of the reformed ruleset.
 *
 * Conventions are those of gorules.h (included here): gor_ prefix, int
 * status codes, caller-owned buffers with snprintf-style returns; every
 * output array comes with its size, and #GOR_EBUFFER (nothing written) says
 * it is too small. The small transparent structs (::gor_score,
 * ::gor_result, ::gor_prediction) start with a `size` field: the caller
 * sets it to sizeof the struct it has (the *_INIT macros and *_init()
 * calls do). Later versions only append fields; the library accepts every
 * size from the struct's 1.0 size up and reads and writes only the part
 * both sides know, so programs built against an older or a newer header
 * keep working. Options structs carry a `version` field instead
 * (#GOR_SCORE_OPTIONS_INIT): every version from 1 to the current one is
 * accepted, and only the fields that version had are read. docs/abi.md
 * states the whole policy.
 *
 * Points are counted in *points* (one board intersection = one point).
 * Area counting also states results in *stones* (子): under area counting a
 * lead of one stone of count is a margin of two points, because the
 * opponent's count drops by the same stone. All functions here are pure or
 * act on the game passed in; none keeps state between calls.
 */
#ifndef GORULES_SCORE_H
#define GORULES_SCORE_H

#include "gorules.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief An initializer for a struct whose first field is `size`, the rest
 * 0.
 *
 * Designated in C, so -Wmissing-field-initializers stays quiet; in C++
 * before C++20 prefer the gor_*_init() functions, which do the same. The
 * *_init() functions of this header are static inline on purpose: they
 * set the size of the struct the caller was compiled with, which a
 * function inside the library cannot know.
 * @param type the struct type.
 */
#ifdef __cplusplus
#  define GOR_SIZED_INIT_(type) { sizeof(type) }
#else
#  define GOR_SIZED_INIT_(type) { .size = sizeof(type) }
#endif

/* ------------------------------------------------------------------ */
/* Pass-alive analysis (Benson)                                        */
/* ------------------------------------------------------------------ */

/*
 * Flags for gor_area_map(). With no flag the map holds exactly what is
 * unconditionally settled (Benson's algorithm, as KataGo computes it): the
 * stones of pass-alive groups, and the pass-alive territory they enclose --
 * regions of empty points and opponent stones bordered only by pass-alive
 * groups with at most one point not adjacent to one of them. Stones of the
 * opponent inside such a territory are marked with the territory's owner.
 * The flags add less certain ownership on top (KataGo's calculateArea).
 */
#define GOR_AREA_SAFE_BIG    0x1u /**< gor_area_map() flag: empty regions
                                     containing no opponent stone and
                                     bordered only by pass-alive stones,
                                     whatever their size */
#define GOR_AREA_UNSAFE_BIG  0x2u /**< gor_area_map() flag: empty regions
                                     bordered by one colour's stones only,
                                     pass-alive or not (never overriding
                                     the other colour's pass-alive
                                     territory) */
#define GOR_AREA_STONES      0x4u /**< gor_area_map() flag: every stone not
                                     yet assigned counts for its own
                                     colour */
#define GOR_AREA_SUICIDE     0x8u /**< gor_area_map() flag: the variant for
                                     rulesets where suicide is legal: a
                                     region is vital to a group only if
                                     every one of its points, the
                                     opponent's stones included, touches
                                     the group (classic Benson looks at the
                                     empty points only, which is sound only
                                     when the opponent cannot remove his
                                     own stones by suicide) */
/** @brief All three ownership flags: Tromp-Taylor area counting, except
 *  that opponent stones inside pass-alive territory count for its owner. */
#define GOR_AREA_SCORING (GOR_AREA_SAFE_BIG | GOR_AREA_UNSAFE_BIG | \
                          GOR_AREA_STONES)

/**
 * @brief Ownership of each point of a bare board (Benson's pass-alive
 * analysis).
 *
 * With no flag the map holds exactly what is unconditionally settled
 * (Benson's algorithm, as KataGo computes it): the stones of pass-alive
 * groups, and the pass-alive territory they enclose -- regions of empty
 * points and opponent stones bordered only by pass-alive groups with at
 * most one point not adjacent to one of them. Stones of the opponent
 * inside such a territory are marked with the territory's owner. The
 * GOR_AREA_* flags add less certain ownership on top (KataGo's
 * calculateArea). Exact; runs in time linear in the board size times the
 * number of Benson iterations.
 * @param width  board width (1..52).
 * @param height board height (1..52).
 * @param board width*height bytes, board[y * width + x] #GOR_EMPTY,
 *        #GOR_BLACK or #GOR_WHITE.
 * @param flags GOR_AREA_* flags.
 * @param[out] out receives #GOR_BLACK, #GOR_WHITE or #GOR_EMPTY (nobody)
 *        per point; must not overlap board.
 * @param size bytes at out, at least width*height.
 * @return #GOR_OK; #GOR_ESIZE for a bad size; #GOR_EBUFFER for a small
 *         out; #GOR_EINVAL for a NULL pointer, an unknown flag or a board
 *         value other than 0, 1, 2.
 */
GOR_EXTERN int gor_area_map(int width, int height, const unsigned char *board,
                            unsigned flags, unsigned char *out, size_t size);

/**
 * @brief gor_area_map() of the game's current position.
 *
 * #GOR_AREA_SUICIDE is added automatically when the game's ruleset allows
 * any suicide.
 * @param game the game.
 * @param flags GOR_AREA_* flags.
 * @param[out] out the map, one byte per point.
 * @param size bytes at out, at least width*height.
 * @return as gor_area_map(); #GOR_ENOMEM.
 */
GOR_EXTERN int gor_game_area_map(const gor_game *game, unsigned flags,
                                 unsigned char *out, size_t size);

/* ------------------------------------------------------------------ */
/* Life and death judgement                                            */
/* ------------------------------------------------------------------ */

/*
 * A judgement map has one byte per point: the low two bits a gor_life
 * (GOR_LIFE_ALIVE, GOR_LIFE_DEAD, GOR_LIFE_SEKI) and one of the flags below.
 * Empty points are 0. A stone with neither flag is undecided (and treated
 * as alive).
 */
/** @brief Judgement map: the bits holding the ::gor_life of a stone. */
#define GOR_JUDGE_LIFE_MASK 0x03u
#define GOR_JUDGE_CERTAIN   0x04u /**< judgement map flag: proven: a
                                     pass-alive stone (ALIVE), or a stone
                                     inside the opponent's pass-alive
                                     territory (DEAD) */
#define GOR_JUDGE_GUESS     0x08u /**< judgement map flag: a heuristic
                                     estimate, NOT a proof */

/**
 * @brief The sound life and death judgement.
 *
 * A judgement map has one byte per point: the low two bits a ::gor_life
 * (#GOR_JUDGE_LIFE_MASK) and #GOR_JUDGE_CERTAIN or #GOR_JUDGE_GUESS. Empty
 * points are 0. A stone with neither flag is undecided (and treated as
 * alive). Here pass-alive stones are ALIVE|CERTAIN, stones inside the
 * opponent's pass-alive territory DEAD|CERTAIN; every other stone is left
 * undecided.
 * @param game the game.
 * @param[out] out the judgement map.
 * @param size bytes at out, at least width*height.
 * @return #GOR_OK; #GOR_EBUFFER; #GOR_EINVAL for NULL; #GOR_ENOMEM.
 */
GOR_EXTERN int gor_game_judge_certain(const gor_game *game,
                                      unsigned char *out, size_t size);

/**
 * @brief The certain judgement plus an estimate for the undecided stones,
 * each flagged #GOR_JUDGE_GUESS.
 *
 * Stones the game has marked dead or seki (gor_game_mark()) are taken as
 * given: they keep their mark, with no flag, unless proven otherwise, and
 * the estimate works around them. The estimate is a heuristic meant for
 * finished games (dame filled or nearly so). Groups worth two eyes (a
 * one-point eye with opposing stones on its diagonals is false), pass-alive
 * groups and groups in seki (sharing liberties that neither side can fill
 * without being captured) are never guessed dead. A group is guessed dead
 * when it sits in the sphere of influence of an opposing group at least its
 * size (more of the empty points it reaches are nearer the opponent than
 * its own), or when it is enclosed by a stronger opponent with too little
 * or too badly shaped eye space for two eyes (at most three points, or a
 * killable shape such as the square four or the bulky five) and nothing to
 * capture; dead groups are taken off a few at a time, the surest first,
 * and the rest judged again. Groups that share liberties in seki are
 * guessed SEKI. A group the opponent cannot start capturing (a short
 * capture reading: seki, double ko seki) is never taken off; one kept
 * alive only by a ko, and bent four in the corner under area counting,
 * keep neither flag (unsettled). Under territory counting with a seki tax
 * (the Japanese 1989 rules) bent four in the corner is dead. The groups
 * left then are settled by 64 light random playouts from the position: a
 * group (not pass-alive, not marked seki, not protected by the seki
 * reading) that keeps its stones in fewer than half of them is guessed
 * dead, in a fight with a weak opposing group only when it almost never
 * does. Deterministic (a fixed seed). It can be wrong; never present its guesses as certain
 * (docs/rules.md, "Dead-stone estimate").
 * @param game the game.
 * @param[out] out the judgement map (see gor_game_judge_certain()).
 * @param size bytes at out, at least width*height.
 * @return #GOR_OK; #GOR_EBUFFER; #GOR_EINVAL for NULL; #GOR_ENOMEM.
 */
GOR_EXTERN int gor_game_judge_estimate(const gor_game *game,
                                       unsigned char *out, size_t size);

/**
 * @brief Mark the game's stones from a judgement map.
 *
 * Every stone judged DEAD (or SEKI) with one of the flags in `which` gets
 * that mark through gor_game_mark(); other marks are left as they are.
 * @param game the game.
 * @param map a judgement map (see gor_game_judge_certain()).
 * @param size bytes at map, at least width*height.
 * @param which #GOR_JUDGE_CERTAIN, #GOR_JUDGE_GUESS or both.
 * @return the number of stones newly marked; #GOR_EBUFFER; #GOR_EINVAL
 *         for NULL or a `which` without (or beyond) those flags;
 *         #GOR_ENOMEM.
 */
GOR_EXTERN int gor_game_mark_judged(gor_game *game, const unsigned char *map,
                                    size_t size, unsigned which);

/* ------------------------------------------------------------------ */
/* Scoring                                                             */
/* ------------------------------------------------------------------ */

/* Where the dead stones come from (gor_score_options.dead, combinable). */
#define GOR_DEAD_MARKS    0x1u /**< dead stones from the game's life marks
                                  (gor_game_mark()) */
#define GOR_DEAD_CERTAIN  0x2u /**< dead stones: those in the opponent's
                                  pass-alive territory (sound,
                                  automatic) */
#define GOR_DEAD_ESTIMATE 0x4u /**< dead stones from the heuristic estimate;
                                  points it decides carry #GOR_MAP_GUESS in
                                  the map */
/* Seki groups (gor_score_options.seki, combinable). */
#define GOR_SEKI_MARKS    0x1u /**< seki groups: stones the caller marked
                                  #GOR_LIFE_SEKI */
#define GOR_SEKI_ESTIMATE 0x2u /**< seki groups: the heuristic seki estimate
                                  (a guess) */

/*
 * How territory is counted under territory scoring (gor_score_options.
 * territory). Area and stone counting ignore it: under area counting a
 * point surrounded by one side is its area whatever the eye shape.
 */
#define GOR_TERRITORY_RULES      0x0u /**< territory counting as the
                                         ruleset counts (the default):
                                         territory scoring with a seki tax
                                         (#GOR_TAX_SEKI or #GOR_TAX_ALL:
                                         the japanese and korean presets)
                                         counts as #GOR_TERRITORY_J1989,
                                         any other as
                                         #GOR_TERRITORY_PLAIN. Area and
                                         stone counting ignore the
                                         territory flags. */
#define GOR_TERRITORY_J1989      0x1u /**< territory counting as the
                                         Japanese 1989 rules are played
                                         (art. 8: eye points of groups in
                                         seki are not territory), seki and
                                         false eyes read from the shape the
                                         way the goscorer scorer does; see
                                         docs/rules.md, "Territory" */
#define GOR_TERRITORY_FALSE_EYES 0x2u /**< with #GOR_TERRITORY_J1989 (or
                                         #GOR_TERRITORY_RULES where that
                                         means J1989): count the false eyes
                                         that must eventually be filled as
                                         territory after all */
#define GOR_TERRITORY_PLAIN      0x4u /**< every empty (or dead-stone)
                                         point bordered by one side's
                                         living stones only is its
                                         territory, the eyes of seki groups
                                         aside (from the GOR_SEKI_*
                                         sources) */

/** @brief The current version of ::gor_score_options. Version 2 added
 *  `territory`; a version 1 struct (without it) is still accepted and
 *  counts plain territory (#GOR_TERRITORY_PLAIN). */
#define GOR_SCORE_OPTIONS_VERSION 2
/** @brief Options of gor_game_score() and gor_game_result(). */
typedef struct gor_score_options {
    unsigned version;      /**< #GOR_SCORE_OPTIONS_VERSION (or 1) */
    unsigned dead;         /**< GOR_DEAD_* flags; default #GOR_DEAD_MARKS */
    unsigned seki;         /**< GOR_SEKI_* flags; default #GOR_SEKI_MARKS */
    int penalty[3];        /**< penalty stones against [#GOR_BLACK] and
                                [#GOR_WHITE] (warnings, Chinese Weiqi
                                Rules (2002), art. 19): each costs its side
                                two points of margin (one stone of count),
                                whatever the method; [0] is unused */
    unsigned territory;    /**< GOR_TERRITORY_* flags; default
                                #GOR_TERRITORY_RULES */
} gor_score_options;
/** @brief The default options (the same as gor_score_options_init()). */
#define GOR_SCORE_OPTIONS_INIT                                          \
    { GOR_SCORE_OPTIONS_VERSION, GOR_DEAD_MARKS, GOR_SEKI_MARKS, { 0, 0, 0 }, \
      GOR_TERRITORY_RULES }
/**
 * @brief Set options to the defaults (the same as #GOR_SCORE_OPTIONS_INIT).
 * @param[out] opts the options (NULL: nothing happens).
 */
static inline void gor_score_options_init(gor_score_options *opts)
{
    static gor_score_options zero; /* all 0, in C and C++ alike */
    if (opts) {
        *opts = zero;
        opts->version = GOR_SCORE_OPTIONS_VERSION;
        opts->dead = GOR_DEAD_MARKS;
        opts->seki = GOR_SEKI_MARKS;
    }
}

/*
 * Ownership map: one byte per point. The low two bits say whose area the
 * point is under the ruleset's scoring (tax applied): GOR_BLACK, GOR_WHITE,
 * or GOR_EMPTY for nobody. The flags describe it further.
 */
/** @brief Ownership map (gor_game_score()): the bits holding whose area the
 *  point is under the ruleset's scoring (tax applied): #GOR_BLACK,
 *  #GOR_WHITE, or #GOR_EMPTY for nobody. */
#define GOR_MAP_OWNER_MASK 0x03u
#define GOR_MAP_DAME       0x04u /**< ownership map flag: empty (or
                                    dead-stone) point reached by both
                                    sides: nobody's territory; area
                                    counting gives each side half. Under
                                    #GOR_TERRITORY_J1989 also the other
                                    points it withholds outside seki: false
                                    eyes, points the opponent reaches */
#define GOR_MAP_SEKI       0x08u /**< ownership map flag: part of a seki: a
                                    stone of a seki group, its eye or a
                                    shared liberty (under
                                    #GOR_TERRITORY_J1989: every point of a
                                    group's area whose eyes are worth less
                                    than two, its stones included) */
#define GOR_MAP_DEAD       0x10u /**< ownership map flag: a stone counted as
                                    dead (removed) */
#define GOR_MAP_CERTAIN    0x20u /**< ownership map flag: the stone's status
                                    is proven (pass-alive stone, or dead in
                                    pass-alive territory) */
#define GOR_MAP_GUESS      0x40u /**< ownership map flag: the status comes
                                    from an estimate */
#define GOR_MAP_FALSE_EYE  0x80u /**< ownership map flag, under
                                    #GOR_TERRITORY_J1989: a false eye that
                                    will have to be filled, so nobody's
                                    territory (unless
                                    #GOR_TERRITORY_FALSE_EYES) */

/**
 * @brief One side's part of a count.
 *
 * Every field is its own part; `total` is the sum the scoring method uses
 * (see ::gor_score). Embedded in ::gor_score, so its size is fixed: later
 * versions give names to reserved fields.
 */
typedef struct gor_score_side {
    int stones;            /**< its living stones on the board */
    int territory;         /**< points it surrounds alone, the points of
                                removed dead stones included (minus seki
                                eyes under #GOR_TAX_SEKI / #GOR_TAX_ALL) */
    int seki_eyes;         /**< points it surrounds that the tax gives
                                nobody (#GOR_TERRITORY_J1989: the points of
                                its seki groups' area that count for
                                nobody) */
    int captures;          /**< prisoners taken during play */
    int dead;              /**< opponent stones removed as dead at the
                                end */
    int pass_stones;       /**< prisoners from the opponent's passes
                                (AGA) */
    int groups;            /**< living groups paying the group tax */
    double dame_share;     /**< area counting: half the dame points */
    double tax;            /**< points the group tax takes (2 per group) */
    double komi;           /**< White: the komi (Black: 0) */
    double handicap_bonus; /**< White: handicap compensation (Black: 0) */
    double penalty;        /**< points lost to penalties (2 per stone) */
    double total;          /**< this side's score */
    double reserved[8];    /**< 0; room for later fields */
} gor_score_side;

/**
 * @brief A count: both sides' parts, the margin and the Chinese figures.
 *
 * Totals by method (each side; komi and handicap bonus added to White;
 * tax and penalty subtracted):
 *  - AREA:      stones + territory + dame_share
 *  - TERRITORY: territory + captures + dead + pass_stones
 *  - STONES:    stones
 *
 * AGA pass stones count only under territory counting: with White passing
 * last they make it agree with area counting.
 */
typedef struct gor_score {
    unsigned size;          /**< set by the caller: sizeof(gor_score) */
    gor_scoring scoring;    /**< the method used (the game's ruleset) */
    gor_tax tax;            /**< the tax applied (the game's ruleset) */
    int pass_stones_rule;   /**< the ruleset's AGA pass stones setting */
    int handicap;           /**< gor_game_handicap() of the game */
    gor_score_side black, white;
    int dame;               /**< neutral empty points (and dead-stone
                                 points reached by both sides; under
                                 #GOR_TERRITORY_J1989 also the points it
                                 withholds outside seki) */
    int points;             /**< width * height */
    double margin;          /**< black.total - white.total in points:
                                 > 0 Black wins, < 0 White wins, 0 an even
                                 count */
    double margin_stones;   /**< margin / 2: the lead in stones of count
                                 (area counting; 1/4 precision for komi in
                                 half points) */
    double base;            /**< Chinese counting: points / 2, the 归本数
                                 (180.5 on 19x19) */
    double black_count;     /**< Chinese counting: Black's count, stones +
                                 territory + half the dame (before komi
                                 and compensation) */
    double black_needs;     /**< Chinese counting: Black wins with a count
                                 above this, draws at it: (points - seki
                                 eyes + komi + handicap bonus + Black's
                                 tax and penalty - White's) / 2; 184.25
                                 under Chinese rules */
    gor_color winner;       /**< #GOR_BLACK, #GOR_WHITE, or #GOR_EMPTY
                                 (draw) */
} gor_score;
/** @var gor_score::black
 *  Black's part of the count. */
/** @var gor_score::white
 *  White's part of the count. */
/** @brief An empty ::gor_score with its size set (the same as
 *  gor_score_init()). */
#define GOR_SCORE_INIT GOR_SIZED_INIT_(gor_score)
/**
 * @brief Zero a score and set its size (the same as #GOR_SCORE_INIT).
 * @param[out] score the score (NULL: nothing happens).
 */
static inline void gor_score_init(gor_score *score)
{
    static gor_score zero; /* all 0, in C and C++ alike */
    if (score) {
        *score = zero;
        score->size = sizeof *score;
    }
}

/**
 * @brief Score the game's current position under its ruleset.
 *
 * Scoring method, tax, komi, handicap compensation, pass stones and
 * penalties, with the dead stones and seki groups the options name. The
 * game is not changed. Under territory scoring with #GOR_TERRITORY_J1989,
 * points the 1989 rules withhold count for nobody: those of a seki group's
 * area go to its side's seki_eyes (or, under #GOR_TAX_NONE, its real eyes
 * to its territory), the others to dame.
 * @param game the game.
 * @param opts the options, or NULL for the defaults (the game's marks for
 *        dead stones and seki).
 * @param[out] out the count; out->size must be set (#GOR_SCORE_INIT).
 * @param[out] map NULL, or receives the ownership map (GOR_MAP_* per
 *        point).
 * @param map_size bytes at map, at least width*height when map is not
 *        NULL.
 * @return #GOR_OK; #GOR_EBUFFER for a small map; #GOR_EINVAL for a NULL
 *         game or out, a too small out->size, a bad options version (1 or
 *         2 are accepted) or an unknown flag; #GOR_ENOMEM.
 */
GOR_EXTERN int gor_game_score(const gor_game *game,
                              const gor_score_options *opts,
                              gor_score *out, unsigned char *map,
                              size_t map_size);

/**
 * @brief Points White receives for Black's handicap stones.
 * @param rules the ruleset.
 * @param handicap the handicap (SGF HA).
 * @return #GOR_COMP_NONE: 0; #GOR_COMP_H: H; #GOR_COMP_H_MINUS_1: H - 1;
 *         always 0 for a handicap of 0 or 1 (让先: Black without komi) and
 *         for NULL.
 */
GOR_EXTERN double gor_handicap_bonus(const gor_rules *rules, int handicap);

/**
 * @brief Whether a game can end in a draw.
 *
 * The margin of every method is an integer number of points, so a draw is
 * possible exactly when komi plus handicap bonus is a whole number (and
 * the tie rule is #GOR_TIE_DRAW).
 * @param rules the ruleset.
 * @param handicap the handicap.
 * @return nonzero when a draw is possible; 0 otherwise or for NULL.
 */
GOR_EXTERN int gor_rules_draw_possible(const gor_rules *rules, int handicap);

/* ------------------------------------------------------------------ */
/* Results                                                             */
/* ------------------------------------------------------------------ */

/** @brief The kind of a result. */
typedef enum gor_outcome {
    GOR_OUTCOME_UNKNOWN = 0,   /**< not decided: the game goes on, or "?" */
    GOR_OUTCOME_WIN = 1,       /**< `winner` won */
    GOR_OUTCOME_DRAW = 2,      /**< a draw (jigo, 和) */
    GOR_OUTCOME_NO_RESULT = 3  /**< no result (无胜负, void) */
} gor_outcome;

/** @brief A game's result. */
typedef struct gor_result {
    unsigned size;        /**< set by the caller: sizeof(gor_result) */
    gor_outcome outcome;  /**< win, draw, no result or unknown */
    gor_color winner;     /**< the winner for #GOR_OUTCOME_WIN, else
                               #GOR_EMPTY */
    gor_end end;          /**< how the game ended (#GOR_END_NONE: unknown
                               or not over; a count without an end is
                               NONE) */
    int counted;          /**< nonzero when the margin comes from a
                               count */
    gor_scoring scoring;  /**< the counting method (when counted) */
    double margin;        /**< the winner's lead in points (0 for a
                               draw) */
    double margin_stones; /**< the same in stones of count (area:
                               margin / 2) */
} gor_result;
/** @brief An empty ::gor_result with its size set (the same as
 *  gor_result_init()). */
#define GOR_RESULT_INIT GOR_SIZED_INIT_(gor_result)
/**
 * @brief Zero a result and set its size (the same as #GOR_RESULT_INIT).
 * @param[out] result the result (NULL: nothing happens).
 */
static inline void gor_result_init(gor_result *result)
{
    static gor_result zero; /* all 0, in C and C++ alike */
    if (result) {
        *result = zero;
        result->size = sizeof *result;
    }
}

/**
 * @brief The result a count gives (counted = 1).
 * @param score a count from gor_game_score().
 * @param end the end to record in the result.
 * @param[out] out the result; out->size must be set.
 * @return #GOR_OK; #GOR_EINVAL for NULL or a too small size field.
 */
GOR_EXTERN int gor_result_from_score(const gor_score *score, gor_end end,
                                     gor_result *out);

/**
 * @brief The game's result.
 *
 * By resignation, time, forfeit or repetition (winner from
 * gor_game_winner(); a forfeit without a winner is a draw by decision), no
 * result (#GOR_END_NO_RESULT, #GOR_END_VOID), or else -- ended by passes,
 * by agreement, or not ended at all (end #GOR_END_NONE) -- by counting
 * with gor_game_score().
 * @param game the game.
 * @param opts scoring options, or NULL for the defaults.
 * @param[out] out the result; out->size must be set (#GOR_RESULT_INIT).
 * @return #GOR_OK; #GOR_EINVAL for NULL or a too small size field;
 *         gor_game_score()'s errors.
 */
GOR_EXTERN int gor_game_result(const gor_game *game,
                               const gor_score_options *opts,
                               gor_result *out);

/**
 * @brief The SGF RE text of a result, snprintf-style.
 *
 * "B+7.5", "W+0.5", "B+R" (resignation), "W+T" (time), "B+F" (forfeit,
 * repetition and other referee decisions), "B+" (a win of unknown margin),
 * "0" (draw), "Void" (no result), "?" (unknown).
 * @param result the result.
 * @param[out] buf the text (may be NULL when size is 0).
 * @param size bytes at buf.
 * @return the length needed (without the NUL); #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_result_to_sgf(const gor_result *result, char *buf,
                                 size_t size);

/**
 * @brief Parse an SGF RE value, accepting the spellings seen in real
 * records.
 *
 * "B+7.5", "W+R", "W+Resign", "B+T", "W+Time", "W+Time Over", "B+F",
 * "W+Forfeit", "B+Illegal" (forfeit), "W+Repetition", "B+J" (a referee's
 * decision), "B+" or bare "B" / "W" (a win, margin unknown), "0", "Draw",
 * "Jigo", "D", "D+J" (draw), "Void", "?" or "" (unknown), "White
 * resigns.", "Black resigns." and free text after a recognised start
 * ("B+, human judge ..."). Case is ignored. A margin fills `margin`
 * (counted = 1, scoring AREA, margin_stones = margin / 2).
 * @param text the RE value.
 * @param[out] out the result; out->size must be set.
 * @return #GOR_OK; #GOR_EPARSE if nothing is recognised (out is then
 *         #GOR_OUTCOME_UNKNOWN); #GOR_EINVAL for NULL or a too small size
 *         field.
 */
GOR_EXTERN int gor_result_parse_sgf(const char *text, gor_result *out);

/* Flags for gor_result_to_chinese(). */
#define GOR_CN_BLACK_VIEW 0x1u /**< gor_result_to_chinese() flag: state a
                                  count from Black's side: "黑负1/4子"
                                  instead of "白胜1/4子" (the count of
                                  Black's stones, as the Chinese rules'
                                  count does) */
#define GOR_CN_COLLOQUIAL 0x2u /**< gor_result_to_chinese() flag: the
                                  spoken form of the rules' commentary: a
                                  margin of n¼ or n¾ stones is called n½
                                  ("1/2子") */
#define GOR_CN_DECIMAL    0x4u /**< gor_result_to_chinese() flag: the
                                  reformed ruleset's form: "白0.5子胜" */

/**
 * @brief The Chinese statement of a result (UTF-8), snprintf-style.
 *
 * By count under area or stone counting in stones: "黑胜3/4子",
 * "白胜1/4子", "黑胜2又1/2子", "黑胜3子"; under territory counting in
 * points: "黑胜7目", "白胜半目", "黑胜6目半"; "黑中盘胜" (resignation),
 * "黑超时负" (the loser's time ran out), "白判负" (forfeit, repetition),
 * "和" (draw), "无胜负" (no result). A win without a known margin is
 * "黑胜".
 * @param result the result.
 * @param flags GOR_CN_* flags, or 0.
 * @param[out] buf the text (may be NULL when size is 0).
 * @param size bytes at buf.
 * @return the length needed in bytes (without the NUL); #GOR_EINVAL for an
 *         unknown outcome, an unknown flag or NULL.
 */
GOR_EXTERN int gor_result_to_chinese(const gor_result *result, unsigned flags,
                                     char *buf, size_t size);

/* ------------------------------------------------------------------ */
/* Handicap                                                            */
/* ------------------------------------------------------------------ */

/**
 * @brief The largest fixed handicap on a board (GTP's rule, on each axis).
 *
 * 0 when a side is below 7; 4 when a side is even or 7; 9 otherwise; 0 for
 * a side past #GOR_MAX_SIZE (no board). GTP defines squares from 7 to 25;
 * larger and rectangular boards follow the same rule per axis (an
 * extension GTP leaves open).
 * @param width  board width.
 * @param height board height.
 * @return the largest number of fixed handicap stones.
 */
GOR_EXTERN int gor_handicap_max_fixed(int width, int height);

/**
 * @brief The fixed handicap points, in GTP order.
 *
 * On 19x19, 2: D4 Q16; 3: + D16; 4: + Q4; 5: + K10; 6: D4 Q16 D16 Q4 D10
 * Q10; 7: + K10; 8: D4 Q16 D16 Q4 D10 Q10 K4 K16; 9: + K10. The stones
 * stand on the 3rd line for sides below 13, on the 4th line otherwise; the
 * middle line is the centre row or column.
 * @param width  board width (1..52).
 * @param height board height (1..52).
 * @param stones 2 .. gor_handicap_max_fixed().
 * @param[out] out receives at most cap points (may be NULL when cap is 0).
 * @param cap room at out.
 * @return the number of points (which may exceed cap); #GOR_ERANGE for a
 *         count the board does not allow; #GOR_ESIZE; #GOR_EINVAL.
 */
GOR_EXTERN int gor_handicap_fixed_points(int width, int height, int stones,
                                         gor_point *out, size_t cap);

/**
 * @brief Check a free handicap placement.
 *
 * 2 or more distinct points on the board, fewer than the number of
 * points.
 * @param width  board width (1..52).
 * @param height board height (1..52).
 * @param points the points.
 * @param n how many.
 * @return #GOR_OK; #GOR_ERANGE (count); #GOR_EOFFBOARD; #GOR_EOCCUPIED (a
 *         point given twice); #GOR_ESIZE; #GOR_EINVAL for NULL points.
 */
GOR_EXTERN int gor_handicap_check_free(int width, int height,
                                       const gor_point *points, size_t n);

/* Flags for the placement calls. */
#define GOR_HANDICAP_NO_KOMI 0x1u /**< handicap placement flag: also set the
                                     game's komi to 0 (Chinese handicap
                                     games and 让先) */

/**
 * @brief Give Black fixed handicap stones.
 *
 * The game must have an empty board. Places setup stones
 * (gor_game_setup()), records the handicap (gor_game_set_handicap()) and
 * makes White to move. stones = 1 is 让先: no stone, handicap 1, Black to
 * move; stones = 0 clears the handicap.
 * @param game the game.
 * @param stones 0, 1, or 2 .. gor_handicap_max_fixed().
 * @param flags #GOR_HANDICAP_NO_KOMI or 0.
 * @return #GOR_OK; #GOR_EINVAL if the board is not empty, for an unknown
 *         flag or NULL; #GOR_ERANGE for a count the board does not allow;
 *         #GOR_ENOMEM.
 */
GOR_EXTERN int gor_game_place_handicap(gor_game *game, int stones,
                                       unsigned flags);

/**
 * @brief Give Black handicap stones on freely chosen points.
 *
 * As gor_game_place_handicap(), with the points checked by
 * gor_handicap_check_free().
 * @param game the game.
 * @param points the points.
 * @param n how many (2 or more).
 * @param flags #GOR_HANDICAP_NO_KOMI or 0.
 * @return #GOR_OK; #GOR_EINVAL if the ruleset does not allow free
 *         placement (gor_rules_free_handicap()), the board is not empty,
 *         for an unknown flag or NULL; gor_handicap_check_free()'s errors.
 */
GOR_EXTERN int gor_game_place_free_handicap(gor_game *game,
                                            const gor_point *points, size_t n,
                                            unsigned flags);

/* ------------------------------------------------------------------ */
/* Nigiri and the prediction phase of the reformed ruleset            */
/* ------------------------------------------------------------------ */

/**
 * @brief Nigiri (猜先): who takes the colour that moves first.
 *
 * One player hides `hidden` stones, the other shows one (guessing odd) or
 * two (guessing even). A right guess takes the colour that moves first.
 * @param hidden the stones hidden (1 or more).
 * @param shown 1 (odd) or 2 (even).
 * @param first the colour that moves first: #GOR_BLACK normally,
 *        #GOR_WHITE in the reformed ruleset (gor_rules_first_player()).
 * @param[out] guesser the guesser's colour.
 * @return #GOR_OK; #GOR_ERANGE for hidden < 1; #GOR_EINVAL for shown not 1
 *         or 2, a bad colour or NULL.
 */
GOR_EXTERN int gor_nigiri(int hidden, int shown, gor_color first,
                          gor_color *guesser);

/**
 * @brief The prediction phase of the reformed ruleset.
 *
 * Each player states "colour X leads by N stones", given here as White's
 * lead in stones of count difference (White's count minus Black's, as in
 * "白子多7子(白184子)" = +7; a Black lead is negative).
 */
typedef struct gor_prediction {
    unsigned size;        /**< set by the caller: sizeof(gor_prediction) */
    int white_player;     /**< who takes White: 0 the first player (甲), 1
                               the second (乙) */
    double threshold;     /**< the average of the two predictions: White's
                               lead in count difference to beat */
    gor_color favoured;   /**< the colour the threshold favours (White
                               when it is >= 0, else Black) */
} gor_prediction;
/** @brief An empty ::gor_prediction with its size set (the same as
 *  gor_prediction_init()). */
#define GOR_PREDICTION_INIT GOR_SIZED_INIT_(gor_prediction)
/**
 * @brief Zero a prediction and set its size (the same as
 * #GOR_PREDICTION_INIT).
 * @param[out] pred the prediction (NULL: nothing happens).
 */
static inline void gor_prediction_init(gor_prediction *pred)
{
    static gor_prediction zero; /* all 0, in C and C++ alike */
    if (pred) {
        *pred = zero;
        pred->size = sizeof *pred;
    }
}

/**
 * @brief Settle colours and threshold from the two predictions.
 *
 * The player who rates White higher takes White; equal predictions give
 * White to the first player.
 * @param first the first player's (先手方, 甲) prediction: White's lead.
 * @param second the second player's prediction.
 * @param[out] out the settlement; out->size must be set.
 * @return #GOR_OK; #GOR_ERANGE for a prediction that is not a number or
 *         beyond a million; #GOR_EINVAL for NULL or a too small size field.
 */
GOR_EXTERN int gor_prediction_settle(double first, double second,
                                     gor_prediction *out);

/**
 * @brief Judge a finished game of the prediction ruleset.
 *
 * The holder of the favoured colour wins when its lead exceeds the
 * threshold, loses when it falls short; equality is a draw, or with
 * need_winner a win for the favoured colour ("≥ wins"). out->margin and
 * margin_stones hold the lead over the threshold (the rules' example 4:
 * lead 7 over 6.5 gives "白0.5子胜" with #GOR_CN_DECIMAL); counted = 1,
 * scoring AREA, end #GOR_END_NONE.
 * @param pred the settlement (gor_prediction_settle()).
 * @param white_lead White's count minus Black's (the Tromp-Taylor margin
 *        for White, in stones of count).
 * @param need_winner nonzero when an even result must have a winner.
 * @param[out] out the result; out->size must be set.
 * @return #GOR_OK; #GOR_EINVAL for NULL or a too small size field.
 */
GOR_EXTERN int gor_prediction_judge(const gor_prediction *pred,
                                    double white_lead, int need_winner,
                                    gor_result *out);

/* ------------------------------------------------------------------ */
/* Ownership and score estimate of any position                       */
/* ------------------------------------------------------------------ */

/*
 * What a game app shows during play, or after a resignation: who is likely
 * to own each point and by how much a side leads. It is NOT the count of a
 * finished game (gor_game_score() with the end-of-game judgement is): it
 * guesses from random play, so it is an estimate and must be shown as one.
 * docs/rules.md, "Ownership estimate", describes the method and its limits.
 */

/** @brief The current version of ::gor_ownership_options. */
#define GOR_OWNERSHIP_OPTIONS_VERSION 1
/** @brief gor_game_ownership_estimate(): playouts run when the options
 *  ask for 0 (the default). */
#define GOR_OWNERSHIP_PLAYOUTS 64
/** @brief gor_game_ownership_estimate(): the most playouts one call
 *  runs. */
#define GOR_OWNERSHIP_MAX_PLAYOUTS 100000
/** @brief Ownership estimate map: the value of a point Black owns in every
 *  playout, or with certainty (White: the negative). */
#define GOR_OWNERSHIP_FULL 100

/** @brief Options of gor_game_ownership_estimate(). */
typedef struct gor_ownership_options {
    int version;   /**< #GOR_OWNERSHIP_OPTIONS_VERSION (the only
                        version so far: 1) */
    int playouts;  /**< playouts to run, 1 .. #GOR_OWNERSHIP_MAX_PLAYOUTS;
                        0 for #GOR_OWNERSHIP_PLAYOUTS */
    uint64_t seed; /**< the random generator's seed: the same seed,
                        position, player to move and ruleset give the same
                        estimate on every machine */
} gor_ownership_options;
/** @brief The default ::gor_ownership_options (64 playouts, seed 0). */
#define GOR_OWNERSHIP_OPTIONS_INIT { GOR_OWNERSHIP_OPTIONS_VERSION, 0, 0 }
/**
 * @brief Set options to the defaults (the same as
 * #GOR_OWNERSHIP_OPTIONS_INIT).
 * @param[out] opts the options (NULL: nothing happens).
 */
static inline void gor_ownership_options_init(gor_ownership_options *opts)
{
    static gor_ownership_options zero; /* all 0, in C and C++ alike */
    if (opts) {
        *opts = zero;
        opts->version = GOR_OWNERSHIP_OPTIONS_VERSION;
    }
}

/**
 * @brief The score part of an ownership estimate: expected areas under
 * area counting, from Black's view, komi included. An estimate, not a
 * count.
 */
typedef struct gor_ownership {
    unsigned size;      /**< set by the caller: sizeof(gor_ownership) */
    int playouts;       /**< playouts run */
    int certain;        /**< points whose owner is certain (pass-alive
                             stones and the areas they enclose, Benson):
                             #GOR_OWNERSHIP_FULL or its negative in the
                             map, whatever the playouts said */
    int black_owned;    /**< points of the map above 0 (Black's in more
                             playouts than White's) */
    int white_owned;    /**< points of the map below 0 */
    double black_area;  /**< Black's expected area: the sum over the
                             points of the share of playouts (certain
                             points: all) in which Black owns it */
    double white_area;  /**< White's expected area, the same way */
    double komi;        /**< what White receives on top: the ruleset's
                             komi plus its handicap compensation
                             (gor_handicap_bonus()) */
    double margin;      /**< the playouts' average result: black_area -
                             white_area - komi; > 0 Black ahead, < 0 White
                             ahead */
    double owned_margin; /**< the result the map shows: black_owned -
                             white_owned - komi (each point to the side
                             owning it in more playouts); often steadier
                             than `margin`, as random play invades large
                             empty areas more than good play would */
    double black_wins;  /**< the share of playouts (0 .. 1) that Black won
                             on area with that komi */
} gor_ownership;
/** @brief An empty ::gor_ownership with its size set (the same as
 *  gor_ownership_init()). */
#define GOR_OWNERSHIP_INIT GOR_SIZED_INIT_(gor_ownership)
/**
 * @brief Zero an ownership estimate and set its size (the same as
 * #GOR_OWNERSHIP_INIT).
 * @param[out] est the estimate (NULL: nothing happens).
 */
static inline void gor_ownership_init(gor_ownership *est)
{
    static gor_ownership zero; /* all 0, in C and C++ alike */
    if (est) {
        *est = zero;
        est->size = sizeof *est;
    }
}

/**
 * @brief Estimate who owns each point and the score of any position, for
 * a game still in play, resigned, or unfinished.
 *
 * Runs random playouts from the position as it stands, the player to
 * move first (simple ko, no suicide), each to its end by two passes (or
 * 3 * width * height moves). Each move answers the one before when it
 * can (it captures a group next to it left in atari, else saves one of
 * its own put in atari unless a ladder catches it, else plays the atari
 * of a ladder that catches the group just played); otherwise it is a
 * random legal move that does not fill the mover's own eye or quiet area
 * nor put two or more of its stones in atari (docs/rules.md, "Ownership
 * estimate").
 * Each finished playout is counted by area (stones, and empty regions
 * reaching one colour only). A point's value is the share of playouts in
 * which Black owns it minus the share in which White does, on a scale of
 * -#GOR_OWNERSHIP_FULL (White's in every playout) to #GOR_OWNERSHIP_FULL
 * (Black's), rounded to the nearest integer (halves away from 0). Points
 * whose owner is certain -- pass-alive stones and the areas they enclose
 * (gor_game_area_map() with no flag) -- are exactly +-#GOR_OWNERSHIP_FULL
 * whatever the playouts do.
 *
 * The position is taken without its history: a ko ban and the superko
 * history do not carry into the playouts, the game's end (resignation,
 * passes) is ignored, marks are not used. Groups in seki and dead stones
 * the playouts do not capture are judged as random play leaves them: see
 * docs/rules.md, "Ownership estimate". The game is not changed.
 * Deterministic: the same seed, position, player to move and ruleset
 * give the same answer. Costs about playouts * (empty points) random
 * moves.
 * @param game the game.
 * @param opts the options, or NULL for the defaults
 *        (#GOR_OWNERSHIP_OPTIONS_INIT).
 * @param[out] ownership NULL, or receives width*height signed bytes,
 *        ownership[y * width + x] in -#GOR_OWNERSHIP_FULL ..
 *        #GOR_OWNERSHIP_FULL (positive: Black's).
 * @param size bytes at ownership (0 when it is NULL).
 * @param[out] out NULL, or receives the score estimate; out->size must be
 *        set (#GOR_OWNERSHIP_INIT).
 * @return #GOR_OK; #GOR_EINVAL for a NULL game, both outputs NULL, a NULL
 *         ownership with a nonzero size, a bad options version or a too
 *         small out->size; #GOR_ERANGE for a playout count outside 0 ..
 *         #GOR_OWNERSHIP_MAX_PLAYOUTS; #GOR_EBUFFER for a size below
 *         width*height (nothing written); #GOR_ENOMEM.
 */
GOR_EXTERN int gor_game_ownership_estimate(const gor_game *game,
                                           const gor_ownership_options *opts,
                                           signed char *ownership,
                                           size_t size, gor_ownership *out);

#ifdef __cplusplus
}
#endif

#endif /* GORULES_SCORE_H */
