/* SPDX-License-Identifier: MIT */
/**
 * @file gorules.h
 * @brief libgorules, a Go (weiqi, baduk) rules engine: the core header.
 *
 * Board geometry, coordinates, rulesets, and the game (a board plus its
 * history) with move legality, captures, ko and superko, setup stones,
 * undo and redo. The library has seven public headers: this one,
 * gorules_score.h (life and death, scoring, results, handicap),
 * gorules_sgf.h (game records), gorules_clock.h (game clocks),
 * gorules_referee.h (the referee of a competition game), gorules_svg.h
 * (a position as an SVG picture) and gorules_playout.h (light random
 * playouts); each of the others includes this one.
 *
 * @par Conventions
 *  - Every public name starts with gor_ / GOR_.
 *  - Calls that can fail return an int status: #GOR_OK (0) or a negative
 *    ::gor_status code. Illegal moves are ordinary results with their own
 *    codes (#GOR_EOCCUPIED, #GOR_ESUICIDE, #GOR_EKO, ...). gor_strerror()
 *    names them. A failed call leaves every object exactly as it was.
 *  - Objects are opaque and created through `**out` parameters; each has a
 *    _free() that accepts NULL. Pointers returned by queries are borrowed
 *    and live as long as their parent object (or until it next changes).
 *  - Text goes into caller buffers snprintf-style: the return value is the
 *    length needed (without the NUL), so a call with size 0 measures.
 *  - Points: a board has width W (columns, x) and height H (rows, y);
 *    (x, y) = (0, 0) is the TOP-LEFT corner, as in SGF ("aa") and as the
 *    board is printed. A ::gor_point is y * W + x; #GOR_PASS is the pass
 *    move. GTP vertices ("D4", no letter I) count rows from the bottom.
 *
 * @par Threads
 * The library has no mutable global state and needs no initialisation.
 * Separate objects may be used from separate threads at once; one object
 * used from several threads needs the caller's locking (const queries may
 * run concurrently with each other). The Python binding does that locking
 * itself (every call holds its objects' locks); a Lua state is
 * single-threaded, and separate states may run in separate threads.
 */
#ifndef GORULES_H
#define GORULES_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief Marks a declaration exported by the shared library.
 *
 * Empty when GORULES_STATIC is defined (linking the static library); on
 * Windows the DLL import or export attribute; with GCC and Clang default
 * symbol visibility.
 */
#if defined(GORULES_STATIC)
#  define GOR_EXTERN
#elif defined(_WIN32)
#  ifdef GORULES_BUILDING
#    define GOR_EXTERN __declspec(dllexport)
#  else
#    define GOR_EXTERN __declspec(dllimport)
#  endif
#elif defined(__GNUC__)
#  define GOR_EXTERN __attribute__((visibility("default")))
#else
#  define GOR_EXTERN
#endif

/**
 * @brief Marks a declaration kept for compatibility.
 *
 * Deprecated calls stay for at least one minor release (docs/abi.md).
 * Define GOR_NO_DEPRECATION_WARNINGS to silence the compiler's warnings.
 * @param msg text naming the replacement, shown in the compiler's warning.
 */
#if defined(GORULES_BUILDING) || defined(GOR_NO_DEPRECATION_WARNINGS)
#  define GOR_DEPRECATED(msg)
#elif defined(__GNUC__) || defined(__clang__)
#  define GOR_DEPRECATED(msg) __attribute__((deprecated(msg)))
#elif defined(_MSC_VER)
#  define GOR_DEPRECATED(msg) __declspec(deprecated(msg))
#else
#  define GOR_DEPRECATED(msg)
#endif

/* ------------------------------------------------------------------ */
/* Version                                                             */
/* ------------------------------------------------------------------ */

/** @brief Major version of this header (the build reads the version from
 *  here: single source). */
#define GOR_VERSION_MAJOR 1
/** @brief Minor version of this header. */
#define GOR_VERSION_MINOR 2
/** @brief Patch version of this header. */
#define GOR_VERSION_PATCH 0
/** @brief The header's version as one number: MAJOR * 10000 + MINOR * 100
 *  + PATCH (10200 for 1.2.0). */
#define GOR_VERSION_NUMBER \
    (GOR_VERSION_MAJOR * 10000 + GOR_VERSION_MINOR * 100 + GOR_VERSION_PATCH)
/** @brief The header's version as text; gor_version_string() gives the
 *  linked library's. */
#define GOR_VERSION_STRING "1.2.0"

/**
 * @brief Run-time version of the library actually linked.
 * @return its #GOR_VERSION_NUMBER (10200 for 1.2.0).
 */
GOR_EXTERN int gor_version_number(void);
/**
 * @brief Run-time version of the library actually linked, as text.
 * @return "MAJOR.MINOR.PATCH" (static text).
 */
GOR_EXTERN const char *gor_version_string(void);

/* ------------------------------------------------------------------ */
/* Status codes                                                        */
/* ------------------------------------------------------------------ */

/**
 * @brief The status codes as an X-macro: X(name, value, message).
 *
 * Values are pinned forever; new codes only append. Codes from
 * #GOR_EOFFBOARD to #GOR_ETURN, and #GOR_EPASS, are the reasons a move is
 * illegal (gor_status_is_illegal_move()).
 * @param X a macro taking (name, value, message), applied to every code.
 */
#define GOR_STATUS_LIST(X)                                                   \
    X(GOR_OK,          0,  "success")                                        \
    X(GOR_EINVAL,     -1,  "invalid argument")                               \
    X(GOR_ENOMEM,     -2,  "out of memory")                                  \
    X(GOR_ESIZE,      -3,  "board size out of range (1 to 52 on each side)") \
    X(GOR_EPARSE,     -4,  "text could not be parsed")                       \
    X(GOR_EOFFBOARD,  -5,  "point is not on the board")                      \
    X(GOR_EOCCUPIED,  -6,  "point is occupied")                              \
    X(GOR_ESUICIDE,   -7,  "suicide is forbidden by the ruleset")            \
    X(GOR_EKO,        -8,  "immediate ko recapture is forbidden")            \
    X(GOR_ESUPERKO,   -9,  "move repeats an earlier position (superko)")     \
    X(GOR_EGAMEOVER, -10,  "the game is over")                               \
    X(GOR_ETURN,     -11,  "it is not that colour's turn")                   \
    X(GOR_ENOMOVE,   -12,  "no such move in the history")                    \
    X(GOR_ECOLOR,    -13,  "invalid colour")                                 \
    X(GOR_ERANGE,    -14,  "value out of range")                             \
    X(GOR_EBUFFER,   -15,  "buffer too small")                              \
    X(GOR_EPASS,     -16,  "no pass during the free opening")

/**
 * @brief Status codes returned by the library's calls (0 or negative).
 *
 * gor_strerror() gives each one's message, gor_status_name() its name.
 */
typedef enum gor_status {
/** @brief Expands one GOR_STATUS_LIST() entry into an enumerator (defined
 *  and undefined inside the enum). */
#define GOR_X_ENUM(name, value, msg) name = value,
    GOR_STATUS_LIST(GOR_X_ENUM)
#undef GOR_X_ENUM
    GOR_STATUS_LAST_ = -16 /**< the lowest code so far (not a status) */
} gor_status;

/** @var GOR_OK
 *  success (0). */
/** @var GOR_EINVAL
 *  invalid argument: a NULL pointer, an unknown flag or enum value, or a
 *  call the object's state does not allow. */
/** @var GOR_ENOMEM
 *  out of memory. */
/** @var GOR_ESIZE
 *  board size out of range (1 to 52 on each side). */
/** @var GOR_EPARSE
 *  text could not be parsed. */
/** @var GOR_EOFFBOARD
 *  point is not on the board (an illegal move). */
/** @var GOR_EOCCUPIED
 *  point is occupied (an illegal move). */
/** @var GOR_ESUICIDE
 *  suicide is forbidden by the ruleset (an illegal move). */
/** @var GOR_EKO
 *  immediate ko recapture is forbidden (an illegal move). */
/** @var GOR_ESUPERKO
 *  move repeats an earlier position under a superko rule (an illegal
 *  move). */
/** @var GOR_EGAMEOVER
 *  the game is over (an illegal move). */
/** @var GOR_ETURN
 *  it is not that colour's turn, with turn order enforced (an illegal
 *  move). */
/** @var GOR_ENOMOVE
 *  no such move in the history (undo, redo, goto, a history index). */
/** @var GOR_ECOLOR
 *  invalid colour (neither #GOR_BLACK nor #GOR_WHITE where a player is
 *  needed). */
/** @var GOR_ERANGE
 *  value out of range. */
/** @var GOR_EBUFFER
 *  buffer too small (nothing was written). */
/** @var GOR_EPASS
 *  no pass during the free opening of the reformed ruleset (an illegal
 *  move). */

/**
 * @brief The message of a status code.
 * @param status a ::gor_status value (any int is accepted).
 * @return a static English message, "unknown status" for an unknown code.
 */
GOR_EXTERN const char *gor_strerror(int status);
/**
 * @brief The name of a status code, for logs and bindings.
 * @param status a ::gor_status value (any int is accepted).
 * @return static text such as "GOR_ESUICIDE"; "GOR_UNKNOWN" for an unknown
 *         code.
 */
GOR_EXTERN const char *gor_status_name(int status);
/**
 * @brief Whether a status is one of the reasons a move is illegal.
 * @param status a ::gor_status value.
 * @return nonzero for #GOR_EOFFBOARD .. #GOR_ETURN and #GOR_EPASS, else 0.
 */
GOR_EXTERN int gor_status_is_illegal_move(int status);

/* ------------------------------------------------------------------ */
/* Colours and points                                                  */
/* ------------------------------------------------------------------ */

/** @brief The contents of a point, and the players. */
typedef enum gor_color {
    GOR_EMPTY = 0, /**< no stone; "nobody" where a colour is expected */
    GOR_BLACK = 1, /**< Black (a black stone) */
    GOR_WHITE = 2  /**< White (a white stone) */
} gor_color;

/**
 * @brief The other colour: #GOR_BLACK <-> #GOR_WHITE; #GOR_EMPTY stays
 * #GOR_EMPTY.
 * @param c a ::gor_color.
 */
#define GOR_OTHER(c) ((gor_color)((3 - (int)(c)) % 3))

/**
 * @brief A point of the board: y * width + x, with (0, 0) the top-left
 * corner; or #GOR_PASS, or #GOR_NO_POINT.
 */
typedef int gor_point;

#define GOR_PASS      (-1)   /**< the pass move */
#define GOR_NO_POINT  (-2)   /**< "none": no ko point, no last move, ... */
#define GOR_MAX_SIZE  52     /**< the largest side: SGF FF[4] allows boards
                                  up to 52x52 */

/**
 * @brief The letter of a colour.
 * @param c a ::gor_color.
 * @return "B", "W" or "." (static text, never NULL; "." for anything but
 *         Black and White).
 */
GOR_EXTERN const char *gor_color_name(gor_color c);

/* ------------------------------------------------------------------ */
/* Coordinates (pure functions of the board size)                      */
/* ------------------------------------------------------------------ */

/**
 * @brief The point of column x, row y.
 * @param width  board width (1..52).
 * @param height board height (1..52).
 * @param x column, 0 = the left edge.
 * @param y row, 0 = the top edge.
 * @return y * width + x, or #GOR_NO_POINT if (x, y) is off the board or
 *         the size is out of range.
 */
GOR_EXTERN gor_point gor_point_at(int width, int height, int x, int y);
/**
 * @brief Column and row of a point.
 * @param width  board width (1..52).
 * @param height board height (1..52).
 * @param p the point.
 * @param[out] x its column (may be NULL).
 * @param[out] y its row, 0 = the top (may be NULL).
 * @return #GOR_OK; #GOR_ESIZE for a bad size; #GOR_EOFFBOARD if p is not
 *         on the board (a pass included).
 */
GOR_EXTERN int gor_point_xy(int width, int height, gor_point p, int *x, int *y);

/**
 * @brief Parse a GTP vertex.
 *
 * "D4", "d4" or "pass", case-insensitive; column letters skip I; row 1 is
 * the bottom. GTP has 25 column letters, so columns past Z do not exist in
 * GTP.
 * @param width  board width (1..52).
 * @param height board height (1..52).
 * @param text the vertex.
 * @param[out] out the point, or #GOR_PASS.
 * @return #GOR_OK; #GOR_EPARSE for malformed text; #GOR_EOFFBOARD for a
 *         well-formed vertex outside the board; #GOR_ESIZE; #GOR_EINVAL for
 *         NULL text or out.
 */
GOR_EXTERN int gor_point_from_gtp(int width, int height, const char *text,
                                  gor_point *out);
/**
 * @brief Write the GTP vertex of a point, snprintf-style.
 * @param width  board width (1..52).
 * @param height board height (1..52).
 * @param p the point; #GOR_PASS gives "pass".
 * @param[out] buf the text (may be NULL when size is 0).
 * @param size bytes at buf.
 * @return the length needed (without the NUL); #GOR_EOFFBOARD for a point
 *         off the board or in a column past Z; #GOR_ESIZE; #GOR_EINVAL.
 */
GOR_EXTERN int gor_point_to_gtp(int width, int height, gor_point p,
                                char *buf, size_t size);
/**
 * @brief Parse SGF coordinates.
 *
 * Two letters, column then row, "aa" the top-left corner; a-z then A-Z for
 * lines 27..52. An empty string is a pass; so is "tt" when both sides are
 * at most 19.
 * @param width  board width (1..52).
 * @param height board height (1..52).
 * @param text the coordinates.
 * @param[out] out the point, or #GOR_PASS.
 * @return #GOR_OK; #GOR_EPARSE for malformed text; #GOR_EOFFBOARD for a
 *         point outside the board; #GOR_ESIZE; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_point_from_sgf(int width, int height, const char *text,
                                  gor_point *out);
/**
 * @brief Write the SGF coordinates of a point, snprintf-style.
 * @param width  board width (1..52).
 * @param height board height (1..52).
 * @param p the point; #GOR_PASS is written as "" (FF[4]).
 * @param[out] buf the text (may be NULL when size is 0).
 * @param size bytes at buf.
 * @return the length needed (without the NUL); #GOR_EOFFBOARD;
 *         #GOR_ESIZE; #GOR_EINVAL.
 */
GOR_EXTERN int gor_point_to_sgf(int width, int height, gor_point p,
                                char *buf, size_t size);
/**
 * @brief The star points (hoshi) of a board size, in reading order.
 *
 * 19x19: 9 points; 13x13: 5; 9x9: 5; sizes below 7 have none. Rectangular
 * boards follow the same per-side placement.
 * @param width  board width (1..52).
 * @param height board height (1..52).
 * @param[out] out receives at most cap points (may be NULL when cap is 0).
 * @param cap room at out.
 * @return how many star points there are (which may exceed cap);
 *         #GOR_ESIZE; #GOR_EINVAL for a NULL out with cap > 0.
 */
GOR_EXTERN int gor_star_points(int width, int height, gor_point *out,
                               size_t cap);

/* ------------------------------------------------------------------ */
/* Rulesets                                                            */
/* ------------------------------------------------------------------ */

/** @brief Which repeated positions are illegal (the ko rule). */
typedef enum gor_ko_rule {
    GOR_KO_SIMPLE = 0,      /**< only the immediate recapture of a ko */
    GOR_KO_POSITIONAL = 1,  /**< no board position may repeat (positional
                                 superko) */
    GOR_KO_SITUATIONAL = 2, /**< no (board, player to move) may repeat
                                 (situational superko) */
    GOR_KO_NATURAL = 3,     /**< situational, but positions created by a
                                 pass do not count as earlier
                                 occurrences */
    GOR_KO_NONE = 4         /**< nothing is forbidden, not even a ko */
} gor_ko_rule;

/** @brief What happens to a move whose own group is left without
 *  liberties. */
typedef enum gor_suicide_rule {
    GOR_SUICIDE_FORBIDDEN = 0, /**< illegal (Chinese, Japanese, AGA) */
    GOR_SUICIDE_MULTI = 1,     /**< legal if it removes 2+ stones (New
                                    Zealand, Tromp-Taylor, Ing);
                                    single-stone suicide is illegal */
    GOR_SUICIDE_ALLOWED = 2,   /**< any suicide is legal, the group
                                    removed */
    GOR_SUICIDE_CHOICE = 3     /**< as #GOR_SUICIDE_ALLOWED; and when both
                                    the mover's and the opponent's groups
                                    lack liberties the mover chooses which
                                    to remove (the reformed ruleset,
                                    #GOR_PLAY_REMOVE_OWN) */
} gor_suicide_rule;

/**
 * @brief What a whole-board repetition that the ko rule permits means.
 *
 * A repetition is a stone play whose resulting board and player to move
 * equal an earlier position's (the board alone under #GOR_CYCLE_LOSS).
 * Tracking costs one hash-set insert per move; #GOR_CYCLE_IGNORE skips it
 * unless the ko rule is a superko. #GOR_CYCLE_DRAW and #GOR_CYCLE_REPLAY
 * are what a competition may rule for a long cycle (triple ko, eternal
 * life, sending two returning one), Chinese Weiqi Rules (2002), art. 20.3.
 */
typedef enum gor_cycle_rule {
    GOR_CYCLE_IGNORE = 0,    /**< nothing */
    GOR_CYCLE_REPORT = 1,    /**< the move is flagged #GOR_MOVE_REPEATS */
    GOR_CYCLE_NO_RESULT = 2, /**< the game ends with no result (Japanese) */
    GOR_CYCLE_LOSS = 3,      /**< the player who repeats the board (the
                                  board alone, whoever is to move) loses
                                  (the reformed ruleset) */
    GOR_CYCLE_DRAW = 4,      /**< the game ends as a draw
                                  (#GOR_END_CYCLE_DRAW) */
    GOR_CYCLE_REPLAY = 5,    /**< the game ends, to be played again
                                  (#GOR_END_REPLAY; no result for this
                                  game) */
    GOR_CYCLE_NO_RESULT_THIRD = 6 /**< KataGo's koSIMPLE: the game ends
                                  with no result when a position (board and
                                  player to move) occurs for the third time
                                  since the last pass (that move is flagged
                                  #GOR_MOVE_REPEATS; earlier repetitions
                                  are not) */
} gor_cycle_rule;

/** @brief Who wins a game whose count is exactly even (KataGo has no such
 *  part; Ing's rules give the tie to Black). */
typedef enum gor_tie_rule {
    GOR_TIE_DRAW = 0,        /**< an even count is a draw (jigo, 和) */
    GOR_TIE_BLACK = 1,       /**< Black wins an even count (Ing, komi 8) */
    GOR_TIE_WHITE = 2        /**< White wins an even count */
} gor_tie_rule;

/** @brief The counting method (docs/rules.md, "Scoring"). */
typedef enum gor_scoring {
    GOR_SCORING_AREA = 0,      /**< area counting: stones plus surrounded
                                    points (Chinese, AGA, New Zealand,
                                    Tromp-Taylor) */
    GOR_SCORING_TERRITORY = 1, /**< territory counting: surrounded points
                                    plus prisoners (Japanese, Korean) */
    GOR_SCORING_STONES = 2     /**< stone counting: living stones only */
} gor_scoring;

/** @brief What territory scoring takes away (KataGo's "tax"). */
typedef enum gor_tax {
    GOR_TAX_NONE = 0, /**< every surrounded point counts */
    GOR_TAX_SEKI = 1, /**< points surrounded by groups in seki count for
                           nobody (Japanese, Korean) */
    GOR_TAX_ALL = 2   /**< as #GOR_TAX_SEKI, and each living group pays two
                           points (the historical group tax) */
} gor_tax;

/** @brief Points White receives for Black's handicap stones (KataGo's
 *  "whb"). */
typedef enum gor_handicap_comp {
    GOR_COMP_NONE = 0,     /**< none (Japanese, Korean) */
    GOR_COMP_H = 1,        /**< H points for H stones: the Chinese rules'
                                half a stone of count per stone */
    GOR_COMP_H_MINUS_1 = 2 /**< H - 1 points (AGA) */
} gor_handicap_comp;

/**
 * @brief A ruleset: ko, suicide, repetition, scoring, tax, komi, handicap
 * compensation, first player, pass stones, "White passes last", free
 * handicap placement, tie rule and free opening (opaque; a plain value
 * with no pointers inside).
 */
typedef struct gor_rules gor_rules;

/**
 * @brief Create a ruleset.
 * @param[out] out the new ruleset (NULL on error); free it with
 *             gor_rules_free().
 * @param text a preset name or rules string (see gor_rules_parse()); NULL
 *             or "" gives the default, "chinese".
 * @return #GOR_OK; #GOR_EPARSE for text gor_rules_parse() refuses;
 *         #GOR_ENOMEM; #GOR_EINVAL for a NULL out.
 */
GOR_EXTERN int gor_rules_new(gor_rules **out, const char *text);
/**
 * @brief Free a ruleset.
 * @param rules the ruleset, or NULL (nothing happens).
 */
GOR_EXTERN void gor_rules_free(gor_rules *rules);
/**
 * @brief Copy a ruleset.
 * @param[out] out the new copy; free it with gor_rules_free().
 * @param rules the ruleset to copy.
 * @return #GOR_OK; #GOR_ENOMEM; #GOR_EINVAL for a NULL argument.
 */
GOR_EXTERN int gor_rules_copy(gor_rules **out, const gor_rules *rules);

/**
 * @brief Set every rule from text.
 *
 * The text is a preset name (gor_rules_preset_name() lists them:
 * "chinese", "japanese", "korean", "aga", "new-zealand", "tromp-taylor",
 * "ing", "prediction", "chinese-ogs", "stone-scoring", "bga", "french"), an
 * alias ("cn", "jp", "kr", "nz", "goe", "tt", "trompTaylor",
 * "chinese-kgs", "ancient-area", and KataGo's spellings without the dash),
 * matched case-insensitively with '_' or ' ' for '-', or a KataGo-style
 * rules string such as "koPOSITIONALscoreAREAtaxNONEsui1".
 *
 * A rules string is a sequence of parts, each at most once, in any order:
 * ko SIMPLE|POSITIONAL|SITUATIONAL|NATURAL|NONE, score AREA|TERRITORY|
 * STONES, tax NONE|SEKI|ALL, sui 0|1|ALL|CHOICE, whb 0|N|N-1, first
 * BLACK|WHITE, pstones 0|1, wlast 0|1, freeh 0|1, cycle IGNORE|REPORT|
 * NORESULT|LOSS|DRAW|REPLAY|NORESULT3, komi NUMBER, tie DRAW|BLACK|WHITE,
 * opening 0..16; KataGo's button (0 only) and fpok (ignored) are
 * accepted. Parts left out take KataGo's defaults (docs/rules.md); a
 * string with koSIMPLE and no cycle part gets cycleNORESULT3, KataGo's
 * meaning of koSIMPLE.
 * @param rules the ruleset to set.
 * @param text the preset, alias or rules string; "" is the default
 *             ("chinese").
 * @return #GOR_OK; #GOR_EPARSE for text that is none of these (the ruleset
 *         is unchanged); #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_rules_parse(gor_rules *rules, const char *text);
/**
 * @brief The canonical text form of a ruleset, snprintf-style.
 *
 * A rules string that gor_rules_parse() reads back to an equal ruleset;
 * the tie and opening parts are written only when not the default.
 * @param rules the ruleset.
 * @param[out] buf the text (may be NULL when size is 0).
 * @param size bytes at buf.
 * @return the length needed (without the NUL); #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_rules_to_string(const gor_rules *rules, char *buf,
                                   size_t size);
/**
 * @brief Compare two rulesets.
 * @param a a ruleset.
 * @param b another.
 * @return nonzero when every setting is equal; 0 otherwise or if either
 *         is NULL.
 */
GOR_EXTERN int gor_rules_equal(const gor_rules *a, const gor_rules *b);
/**
 * @brief Number of presets.
 * @return how many names gor_rules_preset_name() lists (12 in 1.0).
 */
GOR_EXTERN size_t gor_rules_preset_count(void);
/**
 * @brief A preset's canonical name.
 *
 * The list may grow in later versions; aliases are not listed.
 * @param i the index, 0 .. gor_rules_preset_count() - 1 (0 is "chinese",
 *          the default).
 * @return static text, or NULL past the end.
 */
GOR_EXTERN const char *gor_rules_preset_name(size_t i);

/**
 * @brief The ko rule.
 * @param rules the ruleset.
 * @return the ko rule (#GOR_KO_SIMPLE, which is 0, for NULL).
 */
GOR_EXTERN gor_ko_rule gor_rules_ko(const gor_rules *rules);
/**
 * @brief Set the ko rule (text part "ko").
 * @param rules the ruleset.
 * @param ko a ::gor_ko_rule.
 * @return #GOR_OK; #GOR_EINVAL for NULL or an unknown value.
 */
GOR_EXTERN int gor_rules_set_ko(gor_rules *rules, gor_ko_rule ko);
/**
 * @brief The suicide rule.
 * @param rules the ruleset.
 * @return the suicide rule (#GOR_SUICIDE_FORBIDDEN, which is 0, for
 *         NULL).
 */
GOR_EXTERN gor_suicide_rule gor_rules_suicide(const gor_rules *rules);
/**
 * @brief Set the suicide rule (text part "sui").
 * @param rules the ruleset.
 * @param s a ::gor_suicide_rule.
 * @return #GOR_OK; #GOR_EINVAL for NULL or an unknown value.
 */
GOR_EXTERN int gor_rules_set_suicide(gor_rules *rules, gor_suicide_rule s);
/**
 * @brief The repetition (cycle) rule.
 * @param rules the ruleset.
 * @return the cycle rule (#GOR_CYCLE_IGNORE, which is 0, for NULL).
 */
GOR_EXTERN gor_cycle_rule gor_rules_cycle(const gor_rules *rules);
/**
 * @brief Set the repetition (cycle) rule (text part "cycle").
 * @param rules the ruleset.
 * @param c a ::gor_cycle_rule.
 * @return #GOR_OK; #GOR_EINVAL for NULL or an unknown value.
 */
GOR_EXTERN int gor_rules_set_cycle(gor_rules *rules, gor_cycle_rule c);
/**
 * @brief The counting method.
 * @param rules the ruleset.
 * @return the method (#GOR_SCORING_AREA, which is 0, for NULL).
 */
GOR_EXTERN gor_scoring gor_rules_scoring(const gor_rules *rules);
/**
 * @brief Set the counting method (text part "score").
 * @param rules the ruleset.
 * @param s a ::gor_scoring.
 * @return #GOR_OK; #GOR_EINVAL for NULL or an unknown value.
 */
GOR_EXTERN int gor_rules_set_scoring(gor_rules *rules, gor_scoring s);
/**
 * @brief The komi, in points, that White receives.
 * @param rules the ruleset.
 * @return the komi (0 for NULL).
 */
GOR_EXTERN double gor_rules_komi(const gor_rules *rules);
/**
 * @brief Set the komi (text part "komi").
 * @param rules the ruleset.
 * @param komi points; a multiple of 0.25 within [-1000, 1000].
 * @return #GOR_OK; #GOR_EINVAL for NULL, a value off the 0.25 grid, out
 *         of range or not finite.
 */
GOR_EXTERN int gor_rules_set_komi(gor_rules *rules, double komi);
/**
 * @brief What territory scoring takes away.
 * @param rules the ruleset.
 * @return the tax (#GOR_TAX_NONE, which is 0, for NULL).
 */
GOR_EXTERN gor_tax gor_rules_tax(const gor_rules *rules);
/**
 * @brief Set the tax (text part "tax").
 * @param rules the ruleset.
 * @param tax a ::gor_tax.
 * @return #GOR_OK; #GOR_EINVAL for NULL or an unknown value.
 */
GOR_EXTERN int gor_rules_set_tax(gor_rules *rules, gor_tax tax);
/**
 * @brief The handicap compensation White receives.
 * @param rules the ruleset.
 * @return the compensation (#GOR_COMP_NONE, which is 0, for NULL).
 */
GOR_EXTERN gor_handicap_comp gor_rules_handicap_comp(const gor_rules *rules);
/**
 * @brief Set the handicap compensation (text part "whb").
 * @param rules the ruleset.
 * @param comp a ::gor_handicap_comp.
 * @return #GOR_OK; #GOR_EINVAL for NULL or an unknown value.
 */
GOR_EXTERN int gor_rules_set_handicap_comp(gor_rules *rules,
                                           gor_handicap_comp comp);
/**
 * @brief Who moves first on an empty board.
 * @param rules the ruleset.
 * @return #GOR_BLACK, or #GOR_WHITE (the reformed ruleset); #GOR_EMPTY
 *         for NULL.
 */
GOR_EXTERN gor_color gor_rules_first_player(const gor_rules *rules);
/**
 * @brief Set who moves first on an empty board (text part "first").
 * @param rules the ruleset.
 * @param c #GOR_BLACK or #GOR_WHITE.
 * @return #GOR_OK; #GOR_EINVAL for NULL or another colour.
 */
GOR_EXTERN int gor_rules_set_first_player(gor_rules *rules, gor_color c);
/**
 * @brief AGA pass stones: whether each pass hands the opponent one
 * prisoner (text "pstones1").
 * @param rules the ruleset.
 * @return 1 if on, 0 if off or NULL.
 */
GOR_EXTERN int gor_rules_pass_stones(const gor_rules *rules);
/**
 * @brief Turn AGA pass stones on or off (text part "pstones").
 * @param rules the ruleset.
 * @param on nonzero for on.
 * @return #GOR_OK; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_rules_set_pass_stones(gor_rules *rules, int on);
/**
 * @brief AGA: whether two passes end the game only if White passed last
 * (text "wlast1").
 * @param rules the ruleset.
 * @return 1 if on, 0 if off or NULL.
 */
GOR_EXTERN int gor_rules_white_passes_last(const gor_rules *rules);
/**
 * @brief Turn "White passes last" on or off (text part "wlast").
 * @param rules the ruleset.
 * @param on nonzero for on.
 * @return #GOR_OK; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_rules_set_white_passes_last(gor_rules *rules, int on);
/**
 * @brief Whether handicap stones may be placed freely ("freeh1"), not only
 * on the fixed star points.
 * @param rules the ruleset.
 * @return 1 if free placement is allowed, 0 if not or NULL.
 */
GOR_EXTERN int gor_rules_free_handicap(const gor_rules *rules);
/**
 * @brief Allow or forbid free handicap placement (text part "freeh").
 * @param rules the ruleset.
 * @param on nonzero to allow it.
 * @return #GOR_OK; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_rules_set_free_handicap(gor_rules *rules, int on);
/**
 * @brief Who wins an even count (text "tieBLACK"; written only when not
 * #GOR_TIE_DRAW).
 * @param rules the ruleset.
 * @return the tie rule (#GOR_TIE_DRAW, which is 0, for NULL).
 */
GOR_EXTERN gor_tie_rule gor_rules_tie(const gor_rules *rules);
/**
 * @brief Set who wins an even count (text part "tie").
 * @param rules the ruleset.
 * @param tie a ::gor_tie_rule.
 * @return #GOR_OK; #GOR_EINVAL for NULL or an unknown value.
 */
GOR_EXTERN int gor_rules_set_tie(gor_rules *rules, gor_tie_rule tie);
/**
 * @brief The free opening of the reformed ruleset.
 *
 * The first `stones` stone plays of a game (0 to 16) during which passing
 * is not allowed (#GOR_EPASS; "开局阶段不允许使用虚着"). Text "opening4";
 * written only when not 0. The prediction preset has 4, every other
 * preset 0.
 * @param rules the ruleset.
 * @return the number of stone plays (0 for NULL).
 */
GOR_EXTERN int gor_rules_free_opening(const gor_rules *rules);
/**
 * @brief Set the free opening (text part "opening").
 * @param rules the ruleset.
 * @param stones 0 to 16 stone plays without passes.
 * @return #GOR_OK; #GOR_EINVAL for NULL or a value out of range.
 */
GOR_EXTERN int gor_rules_set_free_opening(gor_rules *rules, int stones);

/* ------------------------------------------------------------------ */
/* Games                                                               */
/* ------------------------------------------------------------------ */

/**
 * @brief A game: the board, its ruleset and its history (opaque).
 *
 * Created with gor_game_new(), freed with gor_game_free().
 */
typedef struct gor_game gor_game;

/** @brief Why the game ended (#GOR_END_NONE while it goes on). */
typedef enum gor_end {
    GOR_END_NONE = 0,       /**< the game goes on (or the end is unknown) */
    GOR_END_PASSES = 1,     /**< two consecutive passes */
    GOR_END_RESIGN = 2,     /**< a player resigned */
    GOR_END_NO_RESULT = 3,  /**< a cycle under #GOR_CYCLE_NO_RESULT or
                                 #GOR_CYCLE_NO_RESULT_THIRD */
    GOR_END_REPETITION = 4, /**< a repetition lost (#GOR_CYCLE_LOSS) */
    GOR_END_AGREEMENT = 5,  /**< both players agreed the game is over */
    GOR_END_TIME = 6,       /**< a player ran out of time */
    GOR_END_FORFEIT = 7,    /**< the referee decided (penalties, forfeit) */
    GOR_END_VOID = 8,       /**< the referee declared no result */
    GOR_END_CYCLE_DRAW = 9, /**< a cycle ended the game as a draw
                                 (#GOR_CYCLE_DRAW) */
    GOR_END_REPLAY = 10     /**< a cycle ended the game, to be played again
                                 (#GOR_CYCLE_REPLAY) */
} gor_end;

/** @brief What a history entry is (::gor_move_info.kind). */
typedef enum gor_move_kind {
    GOR_MOVE_PLAY = 0,   /**< a stone was played (or a suicide executed) */
    GOR_MOVE_PASS = 1,   /**< a pass */
    GOR_MOVE_RESIGN = 2, /**< a resignation (gor_game_resign()) */
    GOR_MOVE_SETUP = 3,  /**< stones added or removed (SGF AB/AW/AE) */
    GOR_MOVE_TURN = 4,   /**< player to move set (SGF PL) */
    GOR_MOVE_RESUME = 5, /**< play resumed after the game had ended */
    GOR_MOVE_END = 6     /**< the game was ended by gor_game_end() */
} gor_move_kind;

/* Flags of a history entry (gor_move_info.flags). */
#define GOR_MOVE_CAPTURED   0x01u /**< entry flag: opponent stones were
                                       removed */
#define GOR_MOVE_SUICIDE    0x02u /**< entry flag: the mover's own stones
                                       were removed */
#define GOR_MOVE_REPEATS    0x04u /**< entry flag: the position repeats an
                                       earlier one (::gor_move_info.repeats
                                       says which) */
/* Rules a move broke, played anyway in tolerant mode: */
#define GOR_MOVE_BROKE_SUICIDE  0x10u /**< entry flag: a forbidden suicide,
                                           played with #GOR_PLAY_TOLERANT */
#define GOR_MOVE_BROKE_KO       0x20u /**< entry flag: a forbidden ko
                                           recapture, played with
                                           #GOR_PLAY_TOLERANT */
#define GOR_MOVE_BROKE_SUPERKO  0x40u /**< entry flag: a superko violation,
                                           played with #GOR_PLAY_TOLERANT */
#define GOR_MOVE_BROKE_TURN     0x80u /**< entry flag: played out of turn
                                           with #GOR_PLAY_TOLERANT */
#define GOR_MOVE_BROKE_GAMEOVER 0x100u /**< entry flag: played after the
                                            end with #GOR_PLAY_TOLERANT */

/**
 * @brief One history entry, as read back by gor_game_move().
 *
 * Its size is fixed: later versions give names to reserved fields, which
 * read 0 today.
 */
typedef struct gor_move_info {
    gor_move_kind kind;    /**< what the entry is */
    gor_color color;       /**< the mover (PLAY, PASS, RESIGN), the new
                                player to move (TURN, and SETUP if it set
                                one), the winner named by gor_game_end()
                                (END), else #GOR_EMPTY */
    gor_point point;       /**< PLAY: the point; otherwise #GOR_NO_POINT */
    int removed;           /**< PLAY: stones removed; SETUP: points
                                changed */
    unsigned flags;        /**< GOR_MOVE_* flags (#GOR_MOVE_CAPTURED ...) */
    int repeats;           /**< if #GOR_MOVE_REPEATS: the earlier position
                                (0 = the start, k = after entry k), else
                                -1 */
    int reserved[6];       /**< 0; room for later fields */
} gor_move_info;

/* Flags for gor_game_play_ex(). */
#define GOR_PLAY_TOLERANT    0x1u /**< play flag: play even if the ruleset
                                     forbids it (suicide, ko, superko,
                                     turn, game over); the rules broken
                                     are flagged in the history. Occupied
                                     and off-board points are still
                                     refused. */
#define GOR_PLAY_REMOVE_OWN  0x2u /**< play flag, under
                                     #GOR_SUICIDE_CHOICE: when both sides
                                     lack liberties, remove the mover's
                                     group and revive the opponent's */

/**
 * @brief Create a game on an empty board.
 *
 * Black is to move (or White when the ruleset says White starts).
 * @param[out] out the new game (NULL on error); free it with
 *             gor_game_free().
 * @param width  columns, 1..52.
 * @param height rows, 1..52.
 * @param rules the ruleset, copied (NULL = the default, "chinese").
 * @return #GOR_OK; #GOR_ESIZE; #GOR_ENOMEM; #GOR_EINVAL for a NULL out.
 */
GOR_EXTERN int gor_game_new(gor_game **out, int width, int height,
                            const gor_rules *rules);
/**
 * @brief Free a game.
 * @param game the game, or NULL (nothing happens).
 */
GOR_EXTERN void gor_game_free(gor_game *game);
/**
 * @brief A deep copy of a game, history, marks and settings included.
 * @param[out] out the copy; free it with gor_game_free().
 * @param game the game to copy.
 * @return #GOR_OK; #GOR_ENOMEM; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_game_clone(gor_game **out, const gor_game *game);
/**
 * @brief Return to the empty board, clearing the history, the marks and
 * the handicap; the rules stay and their first player is to move.
 * @param game the game (NULL: nothing happens).
 */
GOR_EXTERN void gor_game_clear(gor_game *game);

/**
 * @brief The board's width.
 * @param game the game.
 * @return the number of columns (0 for NULL).
 */
GOR_EXTERN int gor_game_width(const gor_game *game);
/**
 * @brief The board's height.
 * @param game the game.
 * @return the number of rows (0 for NULL).
 */
GOR_EXTERN int gor_game_height(const gor_game *game);

/**
 * @brief The game's ruleset.
 * @param game the game.
 * @return the ruleset (borrowed; valid until the rules are next set or
 *         the game is freed), NULL for a NULL game.
 */
GOR_EXTERN const gor_rules *gor_game_rules(const gor_game *game);
/**
 * @brief Replace the ruleset by a copy of rules.
 *
 * Allowed at any time; the history is kept and judged under the new rules
 * from the next move on. At the start of the game (no history) the new
 * rules' first player is to move; if that changes who moves first, undone
 * entries can no longer be redone.
 * @param game the game.
 * @param rules the new ruleset, copied.
 * @return #GOR_OK; #GOR_ENOMEM (starting superko tracking); #GOR_EINVAL
 *         for NULL.
 */
GOR_EXTERN int gor_game_set_rules(gor_game *game, const gor_rules *rules);

/**
 * @brief Enforce turn order or not.
 *
 * When on (default off), gor_game_play() refuses a move of the colour not
 * to move with #GOR_ETURN. GTP and SGF let either colour move at any time.
 * @param game the game (NULL: nothing happens).
 * @param on nonzero to enforce.
 */
GOR_EXTERN void gor_game_set_enforce_turn(gor_game *game, int on);
/**
 * @brief Whether turn order is enforced (see gor_game_set_enforce_turn()).
 * @param game the game.
 * @return 1 if enforced, 0 if not or NULL.
 */
GOR_EXTERN int gor_game_enforce_turn(const gor_game *game);

/**
 * @brief The colour at a point.
 * @param game the game.
 * @param p the point.
 * @return #GOR_EMPTY, #GOR_BLACK or #GOR_WHITE; #GOR_EMPTY off the board
 *         or for NULL.
 */
GOR_EXTERN gor_color gor_game_at(const gor_game *game, gor_point p);
/**
 * @brief The colour of every point.
 * @param game the game.
 * @param[out] out receives width*height bytes, out[y * width + x] a
 *             ::gor_color.
 * @param size bytes at out.
 * @return width*height; #GOR_EBUFFER (nothing written) when size is
 *         smaller; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_game_board(const gor_game *game, unsigned char *out,
                              size_t size);
/**
 * @brief Number of stones of a colour on the board.
 * @param game the game.
 * @param c #GOR_BLACK or #GOR_WHITE.
 * @return the count (0 for NULL or another colour).
 */
GOR_EXTERN int gor_game_stone_count(const gor_game *game, gor_color c);
/**
 * @brief The player to move.
 * @param game the game.
 * @return #GOR_BLACK or #GOR_WHITE (#GOR_EMPTY for NULL).
 */
GOR_EXTERN gor_color gor_game_to_move(const gor_game *game);
/**
 * @brief Stones captured BY a colour so far (the prisoners it holds),
 * suicides of the opponent included.
 * @param game the game.
 * @param by #GOR_BLACK or #GOR_WHITE.
 * @return the count (0 for NULL or another colour).
 */
GOR_EXTERN int gor_game_captures(const gor_game *game, gor_color by);
/**
 * @brief Tromp-Taylor area as it stands, Black minus White.
 *
 * Stones plus the empty regions that reach stones of one colour only; no
 * komi, every stone alive. The quick count for playouts;
 * gor_game_score() (gorules_score.h) does full scoring.
 * @param game the game.
 * @return Black's area minus White's (0 for NULL).
 */
GOR_EXTERN int gor_game_area_difference(const gor_game *game);
/**
 * @brief Heap bytes the game holds.
 *
 * The object, its board, the history with spare capacity, the superko
 * index and the life marks. A history entry is 12 bytes, plus 2 per stone
 * it removed; the superko index (kept under superko rules and cycle
 * reporting) has 4-byte slots, at most half full.
 * @param game the game.
 * @return the byte count (0 for NULL).
 */
GOR_EXTERN size_t gor_game_memory(const gor_game *game);
/**
 * @brief The point where the player to move may not retake a ko now.
 * @param game the game.
 * @return the point, or #GOR_NO_POINT (none, or NULL).
 */
GOR_EXTERN gor_point gor_game_ko_point(const gor_game *game);
/**
 * @brief 64-bit Zobrist hash of the board alone.
 *
 * Hashes are comparable between games of the same size.
 * @param game the game.
 * @return the hash (0 for the empty board and for NULL).
 */
GOR_EXTERN uint64_t gor_game_hash(const gor_game *game);
/**
 * @brief The board's hash combined with the player to move (the
 * situational superko key).
 * @param game the game.
 * @return the hash (0 for NULL).
 */
GOR_EXTERN uint64_t gor_game_situation_hash(const gor_game *game);

/**
 * @brief Whether a move is legal. Changes nothing.
 * @param game the game.
 * @param c the mover, #GOR_BLACK or #GOR_WHITE.
 * @param p the point, or #GOR_PASS.
 * @return #GOR_OK or the reason it is not legal: #GOR_EOFFBOARD,
 *         #GOR_EOCCUPIED, #GOR_ESUICIDE, #GOR_EKO, #GOR_ESUPERKO,
 *         #GOR_EGAMEOVER, #GOR_ETURN, #GOR_EPASS; #GOR_ECOLOR for a bad
 *         colour; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_game_legal(const gor_game *game, gor_color c, gor_point p);
/**
 * @brief gor_game_legal() as a truth value.
 * @param game the game.
 * @param c the mover.
 * @param p the point, or #GOR_PASS.
 * @return 1 when gor_game_legal() would return #GOR_OK, else 0 (NULL
 *         game: 0).
 */
GOR_EXTERN int gor_game_is_legal(const gor_game *game, gor_color c,
                                 gor_point p);

/**
 * @brief Play a move.
 *
 * All or nothing: on any return but #GOR_OK the game is exactly as before,
 * and gor_game_last_error() explains the refusal. Under a repetition rule
 * that ends the game (#GOR_CYCLE_NO_RESULT, #GOR_CYCLE_LOSS, ...) the move
 * is played and the game ends. Two consecutive passes end the game
 * (#GOR_END_PASSES; under "White passes last" only when White passed
 * last).
 * @param game the game.
 * @param c the mover, #GOR_BLACK or #GOR_WHITE.
 * @param p the point, or #GOR_PASS to pass.
 * @return #GOR_OK; an illegal-move code as gor_game_legal() gives;
 *         #GOR_ECOLOR; #GOR_ENOMEM; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_game_play(gor_game *game, gor_color c, gor_point p);
/**
 * @brief gor_game_play() with flags.
 * @param game the game.
 * @param c the mover.
 * @param p the point, or #GOR_PASS.
 * @param flags #GOR_PLAY_TOLERANT, #GOR_PLAY_REMOVE_OWN (only under
 *        #GOR_SUICIDE_CHOICE), or 0.
 * @return as gor_game_play(); #GOR_EINVAL for an unknown flag or
 *         #GOR_PLAY_REMOVE_OWN under another suicide rule.
 */
GOR_EXTERN int gor_game_play_ex(gor_game *game, gor_color c, gor_point p,
                                unsigned flags);
/**
 * @brief Play for the player to move.
 * @param game the game.
 * @param p the point, or #GOR_PASS.
 * @return as gor_game_play().
 */
GOR_EXTERN int gor_game_play_next(gor_game *game, gor_point p);
/**
 * @brief gor_game_legal() for the player to move.
 * @param game the game.
 * @param p the point, or #GOR_PASS.
 * @return as gor_game_legal().
 */
GOR_EXTERN int gor_game_legal_next(const gor_game *game, gor_point p);
/**
 * @brief Play a whole move list, each move for the player to move then.
 *
 * Stops at the first refused move and returns its status; the moves
 * before it stay played.
 * @param game the game.
 * @param points the moves (#GOR_PASS for a pass).
 * @param n how many.
 * @param flags GOR_PLAY_* flags, as for gor_game_play_ex().
 * @param[out] played how many were played (may be NULL).
 * @return #GOR_OK when all were played, else the refused move's status;
 *         #GOR_EINVAL for a NULL game, or NULL points with n > 0.
 */
GOR_EXTERN int gor_game_play_list(gor_game *game, const gor_point *points,
                                  size_t n, unsigned flags, size_t *played);
/**
 * @brief Light random playouts: play one random move for the player to
 * move.
 *
 * A uniformly random legal move among those that do not fill one of the
 * mover's own one-point eyes (an empty point whose on-board neighbours
 * are all the mover's stones), or a pass when there is none. Far cheaper
 * than trying points with gor_game_legal(): candidates come from the
 * board's own list of empty points.
 * @param game the game.
 * @param[in,out] rng the caller's generator state (any value, advanced
 *        here: the same state and position give the same move).
 * @param[out] played the move, #GOR_PASS for a pass (may be NULL).
 * @return #GOR_OK; #GOR_EGAMEOVER; #GOR_EINVAL for a NULL game or rng;
 *         #GOR_ENOMEM.
 */
GOR_EXTERN int gor_game_play_random(gor_game *game, uint64_t *rng,
                                    gor_point *played);
/**
 * @brief A player resigns: the game ends, the other colour wins.
 * @param game the game.
 * @param c the colour resigning.
 * @return #GOR_OK; #GOR_ECOLOR; #GOR_EGAMEOVER if the game is over;
 *         #GOR_ENOMEM; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_game_resign(gor_game *game, gor_color c);
/**
 * @brief Setup stones (SGF AB, AW, AE).
 *
 * Each point is set to the colour. No captures happen and no rule is
 * checked, but the result must not leave a group without liberties. The
 * new position counts as history for superko. One history entry.
 * @param game the game.
 * @param c the colour to set; #GOR_EMPTY removes stones.
 * @param points the points.
 * @param n how many.
 * @return #GOR_OK; #GOR_EINVAL (nothing changed) if a group would have no
 *         liberties, or for NULL; #GOR_EOFFBOARD; #GOR_ECOLOR; #GOR_ENOMEM.
 */
GOR_EXTERN int gor_game_setup(gor_game *game, gor_color c,
                              const gor_point *points, size_t n);
/**
 * @brief One setup step: an SGF node's AE, AB, AW and PL together.
 *
 * Points in `empty` are cleared, then `black` and `white` stones placed,
 * then the player to move set. One history entry, so no intermediate
 * position enters the history; otherwise as gor_game_setup().
 * @param game the game.
 * @param black points for black stones.
 * @param nblack how many.
 * @param white points for white stones.
 * @param nwhite how many.
 * @param empty points to clear.
 * @param nempty how many.
 * @param to_move the player to move after it; #GOR_EMPTY leaves it
 *        unchanged.
 * @return as gor_game_setup().
 */
GOR_EXTERN int gor_game_setup_position(gor_game *game, const gor_point *black,
                                       size_t nblack, const gor_point *white,
                                       size_t nwhite, const gor_point *empty,
                                       size_t nempty, gor_color to_move);
/**
 * @brief Set the player to move (SGF PL); a history entry.
 * @param game the game.
 * @param c #GOR_BLACK or #GOR_WHITE.
 * @return #GOR_OK; #GOR_ECOLOR; #GOR_ENOMEM; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_game_set_to_move(gor_game *game, gor_color c);
/**
 * @brief Resume play after the game ended.
 *
 * After passes, or an end the players dispute (Chinese Weiqi Rules
 * (2002), art. 21). A history entry, so it can be undone.
 * @param game the game.
 * @return #GOR_OK; #GOR_EINVAL if the game is not over, or for NULL;
 *         #GOR_ENOMEM.
 */
GOR_EXTERN int gor_game_resume(gor_game *game);

/**
 * @brief End the game for a reason outside the board.
 *
 * Recorded in the history, so it can be undone.
 * @param game the game.
 * @param reason #GOR_END_AGREEMENT (the score decides), #GOR_END_TIME or
 *        #GOR_END_FORFEIT (a winner is given), #GOR_END_VOID.
 * @param winner the winner for #GOR_END_TIME and #GOR_END_FORFEIT;
 *        #GOR_EMPTY for the others.
 * @return #GOR_OK; #GOR_EGAMEOVER if the game is over already;
 *         #GOR_EINVAL for another reason or a winner that does not fit
 *         it, or NULL; #GOR_ENOMEM.
 */
GOR_EXTERN int gor_game_end(gor_game *game, gor_end reason, gor_color winner);

/**
 * @brief How the game ended.
 * @param game the game.
 * @return the reason; #GOR_END_NONE while it goes on (and for NULL).
 */
GOR_EXTERN gor_end gor_game_end_reason(const gor_game *game);
/**
 * @brief The winner when the end decides one.
 *
 * Resignation, a lost repetition, time, forfeit. A game ended by passes or
 * agreement is decided by the score (gor_game_result() in
 * gorules_score.h).
 * @param game the game.
 * @return the winner, else #GOR_EMPTY.
 */
GOR_EXTERN gor_color gor_game_winner(const gor_game *game);
/**
 * @brief Number of consecutive passes at the end of the history.
 * @param game the game.
 * @return the count (0 for NULL).
 */
GOR_EXTERN int gor_game_consecutive_passes(const gor_game *game);

/**
 * @brief The last refused or failed call on this game, in words.
 *
 * Cleared by the next call that changes the game successfully.
 * @param game the game.
 * @return English text, "" if none (borrowed, valid until the next call on
 *         the game); "no game (NULL)" for NULL.
 */
GOR_EXTERN const char *gor_game_last_error(const gor_game *game);

/**
 * @brief How many passes a colour has made in the current history (AGA
 * pass stones).
 * @param game the game.
 * @param c #GOR_BLACK or #GOR_WHITE.
 * @return the count (0 for NULL).
 */
GOR_EXTERN int gor_game_pass_count(const gor_game *game, gor_color c);

/**
 * @brief Handicap stones Black received (SGF HA).
 *
 * Set by the handicap placement calls, or by the caller for a record.
 * Scoring bases the handicap compensation on it. 0 or 2 .. (points on the
 * board); 1 means "taking Black without komi" (让先) and places nothing.
 * @param game the game.
 * @return the handicap (0 for NULL).
 */
GOR_EXTERN int gor_game_handicap(const gor_game *game);
/**
 * @brief Record the handicap (SGF HA); places no stones.
 * @param game the game.
 * @param stones 0 .. width*height.
 * @return #GOR_OK; #GOR_ERANGE; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_game_set_handicap(gor_game *game, int stones);

/* ------------------------------------------------------------------ */
/* Life and death marks for scoring                                    */

/** @brief The life status of a group, as marked for scoring. */
typedef enum gor_life {
    GOR_LIFE_ALIVE = 0, /**< alive (the default) */
    GOR_LIFE_DEAD = 1,  /**< dead: removed as prisoners at the count */
    GOR_LIFE_SEKI = 2   /**< alive in seki: its eyes are nobody's
                             territory */
} gor_life;

/**
 * @brief Mark the whole group at a point as alive, dead or in seki.
 *
 * Marks belong to the current position: any move, setup, undo or redo
 * clears them.
 * @param game the game.
 * @param p a stone of the group.
 * @param life the mark.
 * @return #GOR_OK; #GOR_EINVAL for an empty point, an unknown mark or
 *         NULL; #GOR_EOFFBOARD.
 */
GOR_EXTERN int gor_game_mark(gor_game *game, gor_point p, gor_life life);
/**
 * @brief Mark the groups at several points; all or nothing.
 * @param game the game.
 * @param life the mark.
 * @param points a stone of each group.
 * @param n how many.
 * @return as gor_game_mark() (nothing is marked on error).
 */
GOR_EXTERN int gor_game_mark_list(gor_game *game, gor_life life,
                                  const gor_point *points, size_t n);
/**
 * @brief The mark of the stone at a point.
 * @param game the game.
 * @param p the point.
 * @return the mark; #GOR_LIFE_ALIVE for empty points, off the board and
 *         NULL.
 */
GOR_EXTERN gor_life gor_game_life_at(const gor_game *game, gor_point p);
/**
 * @brief The stones with a given mark, in board order.
 * @param game the game.
 * @param life the mark.
 * @param[out] out receives at most cap points (may be NULL when cap is 0).
 * @param cap room at out.
 * @return how many stones have the mark (may exceed cap); 0 for NULL.
 */
GOR_EXTERN int gor_game_marked(const gor_game *game, gor_life life,
                               gor_point *out, size_t cap);
/**
 * @brief Every stone back to #GOR_LIFE_ALIVE.
 * @param game the game (NULL: nothing happens).
 */
GOR_EXTERN void gor_game_clear_marks(gor_game *game);

/* ------------------------------------------------------------------ */
/* Groups                                                              */
/* ------------------------------------------------------------------ */

/**
 * @brief Liberties of the group at a point.
 * @param game the game.
 * @param p a stone of the group.
 * @return the number of distinct liberties; 0 if p is empty or off the
 *         board.
 */
GOR_EXTERN int gor_game_liberty_count(const gor_game *game, gor_point p);
/**
 * @brief The stones of the group at a point, in board order.
 * @param game the game.
 * @param p a stone of the group.
 * @param[out] out receives at most cap points (may be NULL when cap is 0).
 * @param cap room at out.
 * @return the group's size (may exceed cap); 0 for an empty point.
 */
GOR_EXTERN int gor_game_group_stones(const gor_game *game, gor_point p,
                                     gor_point *out, size_t cap);
/**
 * @brief The liberties of the group at a point, in board order.
 * @param game the game.
 * @param p a stone of the group.
 * @param[out] out receives at most cap points (may be NULL when cap is 0).
 * @param cap room at out.
 * @return the number of liberties (may exceed cap); 0 for an empty point.
 */
GOR_EXTERN int gor_game_group_liberties(const gor_game *game, gor_point p,
                                        gor_point *out, size_t cap);
/**
 * @brief The points the last history entry removed (captures or suicide),
 * in board order.
 * @param game the game.
 * @param[out] out receives at most cap points (may be NULL when cap is 0).
 * @param cap room at out.
 * @return how many (may exceed cap); 0 when the last entry is not a stone
 *         play.
 */
GOR_EXTERN int gor_game_last_removed(const gor_game *game, gor_point *out,
                                     size_t cap);

/* ------------------------------------------------------------------ */
/* History                                                             */
/* ------------------------------------------------------------------ */

/**
 * @brief Entries up to the current position (moves, passes, setup, ...).
 * @param game the game.
 * @return the count (0 for NULL).
 */
GOR_EXTERN size_t gor_game_history_length(const gor_game *game);
/**
 * @brief Entries that can be redone (undone entries are kept until a new
 * move).
 * @param game the game.
 * @return the count (0 for NULL).
 */
GOR_EXTERN size_t gor_game_redo_length(const gor_game *game);
/**
 * @brief Stone moves and passes in the current history (the SGF move
 * number).
 * @param game the game.
 * @return the count (0 for NULL).
 */
GOR_EXTERN size_t gor_game_move_number(const gor_game *game);
/**
 * @brief Read one history entry.
 * @param game the game.
 * @param i the entry, 1-based, up to history_length + redo_length.
 * @param[out] out the entry.
 * @return #GOR_OK; #GOR_ENOMOVE if there is no such entry; #GOR_EINVAL for
 *         NULL.
 */
GOR_EXTERN int gor_game_move(const gor_game *game, size_t i,
                             gor_move_info *out);
/**
 * @brief Undo the last entry.
 * @param game the game.
 * @return #GOR_OK; #GOR_ENOMOVE at the start; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_game_undo(gor_game *game);
/**
 * @brief Redo the next undone entry.
 * @param game the game.
 * @return #GOR_OK; #GOR_ENOMOVE if there is none; #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_game_redo(gor_game *game);
/**
 * @brief Move to the position after entry n, undoing or redoing as
 * needed.
 * @param game the game.
 * @param n the entry (0 = the start).
 * @return #GOR_OK; #GOR_ENOMOVE if n > history_length + redo_length;
 *         #GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_game_goto(gor_game *game, size_t n);
/**
 * Move to the position after move number n as players count moves: stone
 * moves and passes only (gor_game_move_number()), so setup, handicap
 * placement, PL and other entries are not counted. n = 0 is the position
 * before the first move, with every setup and handicap stone placed before
 * it; n >= 1 is the position right after the n-th move, before any entry
 * that follows it. gor_game_goto() counts history entries instead: in a
 * game that starts with a setup entry (an SGF AB, a handicap), entry n is
 * move n - 1. Undoes or redoes as needed.
 * @param game the game
 * @param n the move number, 0 .. the moves in history and redo entries
 * @return GOR_OK; GOR_ENOMOVE if there are fewer than n moves (the game is
 *         unchanged); GOR_EINVAL for a NULL game
 */
GOR_EXTERN int gor_game_goto_move(gor_game *game, size_t n);

#ifdef __cplusplus
}
#endif

#endif /* GORULES_H */
