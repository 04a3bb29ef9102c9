/* SPDX-License-Identifier: MIT */
/*
 * gorules.h - libgorules, a Go (weiqi, baduk) rules engine.
 *
 * The core header: board geometry, coordinates, rulesets, and the game (a
 * board plus its history) with move legality, captures, ko and superko,
 * setup stones, undo and redo. gorules_score.h (life and death, scoring,
 * results, handicap) and gorules_sgf.h (game records) build on it.
 *
 * Conventions
 *  - Every public name starts with gor_ / GOR_.
 *  - Calls that can fail return an int status: GOR_OK (0) or a negative
 *    gor_status code. Illegal moves are ordinary results with their own codes
 *    (GOR_EOCCUPIED, GOR_ESUICIDE, GOR_EKO, ...). gor_strerror() names them.
 *    A failed call leaves every object exactly as it was.
 *  - Objects are opaque and created through **out parameters; each has a
 *    _free() that accepts NULL. Pointers returned by queries are borrowed and
 *    live as long as their parent object (or until it next changes).
 *  - Points: a board has width W (columns, x) and height H (rows, y);
 *    (x, y) = (0, 0) is the TOP-LEFT corner, as in SGF ("aa") and as the
 *    board is printed. A gor_point is y * W + x; GOR_PASS is the pass move.
 *    GTP vertices ("D4", no letter I) count rows from the bottom.
 *
 * Threads: the library has no mutable global state and needs no
 * initialisation. Separate objects may be used from separate threads at once;
 * one object used from several threads needs the caller's locking (const
 * queries may run concurrently with each other). The Python binding does
 * that locking itself (every call holds its objects' locks); a Lua state
 * is single-threaded, and separate states may run in separate threads.
 */
#ifndef GORULES_H
#define GORULES_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

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

/* Marks a declaration kept for compatibility; msg names the replacement.
 * Deprecated calls stay for at least one minor release (docs/abi.md). */
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

/* The release version. The build reads it from here (single source). */
#define GOR_VERSION_MAJOR 1
#define GOR_VERSION_MINOR 0
#define GOR_VERSION_PATCH 0
#define GOR_VERSION_NUMBER \
    (GOR_VERSION_MAJOR * 10000 + GOR_VERSION_MINOR * 100 + GOR_VERSION_PATCH)
/* The same as text; gor_version_string() gives the linked library's. */
#define GOR_VERSION_STRING "1.0.0"

/* Run-time version: GOR_VERSION_NUMBER of the library actually linked. */
GOR_EXTERN int gor_version_number(void);
/* Run-time version as "MAJOR.MINOR.PATCH". */
GOR_EXTERN const char *gor_version_string(void);

/* ------------------------------------------------------------------ */
/* Status codes                                                        */
/* ------------------------------------------------------------------ */

/*
 * X(name, value, message). Values are pinned forever; new codes only append.
 * Codes from GOR_EOFFBOARD to GOR_ETURN, and GOR_EPASS, are the reasons a
 * move is illegal.
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

typedef enum gor_status {
#define GOR_X_ENUM(name, value, msg) name = value,
    GOR_STATUS_LIST(GOR_X_ENUM)
#undef GOR_X_ENUM
    GOR_STATUS_LAST_ = -16
} gor_status;

/* A static English message for a status code ("unknown status" if none). */
GOR_EXTERN const char *gor_strerror(int status);
/* The code's name, e.g. "GOR_ESUICIDE" (for logs and bindings). */
GOR_EXTERN const char *gor_status_name(int status);
/* Nonzero when status is one of the reasons a move is illegal. */
GOR_EXTERN int gor_status_is_illegal_move(int status);

/* ------------------------------------------------------------------ */
/* Colours and points                                                  */
/* ------------------------------------------------------------------ */

typedef enum gor_color {
    GOR_EMPTY = 0,
    GOR_BLACK = 1,
    GOR_WHITE = 2
} gor_color;

/* The other colour: BLACK <-> WHITE; EMPTY stays EMPTY. */
#define GOR_OTHER(c) ((gor_color)((3 - (int)(c)) % 3))

typedef int gor_point;

#define GOR_PASS      (-1)   /* the pass move */
#define GOR_NO_POINT  (-2)   /* "none": no ko point, no last move, ... */
#define GOR_MAX_SIZE  52     /* SGF FF[4] allows boards up to 52x52 */

/* "B", "W" or "." (never NULL). */
GOR_EXTERN const char *gor_color_name(gor_color c);

/* ------------------------------------------------------------------ */
/* Coordinates (pure functions of the board size)                      */
/* ------------------------------------------------------------------ */

/* Point of column x, row y (0,0 = top-left), or GOR_NO_POINT if off board. */
GOR_EXTERN gor_point gor_point_at(int width, int height, int x, int y);
/* Column and row of point p. GOR_EOFFBOARD if p is not on the board. */
GOR_EXTERN int gor_point_xy(int width, int height, gor_point p, int *x, int *y);

/*
 * Parse a GTP vertex ("D4", "d4", "pass"; letters skip I; row 1 is the
 * bottom) into *out. GOR_EPARSE for malformed text, GOR_EOFFBOARD for a
 * well-formed vertex outside the board. GTP has 25 column letters, so
 * columns past Z do not exist in GTP: GOR_EOFFBOARD.
 */
GOR_EXTERN int gor_point_from_gtp(int width, int height, const char *text,
                                  gor_point *out);
/*
 * Write the GTP vertex of p ("pass" for GOR_PASS) into buf, snprintf-style:
 * returns the length needed (excluding the NUL), or a negative status.
 */
GOR_EXTERN int gor_point_to_gtp(int width, int height, gor_point p,
                                char *buf, size_t size);
/*
 * Parse SGF coordinates ("dd"; letters a-z then A-Z for 27..52). An empty
 * string is a pass; so is "tt" when both sides are at most 19.
 */
GOR_EXTERN int gor_point_from_sgf(int width, int height, const char *text,
                                  gor_point *out);
/* Write SGF coordinates of p; a pass is written as "" (FF[4]). */
GOR_EXTERN int gor_point_to_sgf(int width, int height, gor_point p,
                                char *buf, size_t size);
/*
 * Star points (hoshi) for the size, written into out (at most cap points),
 * in reading order. Returns how many there are (which may exceed cap).
 * 19x19: 9 points; 13x13: 5; 9x9: 5; sizes below 7 have none. Rectangular
 * boards follow the same per-side placement.
 */
GOR_EXTERN int gor_star_points(int width, int height, gor_point *out,
                               size_t cap);

/* ------------------------------------------------------------------ */
/* Rulesets                                                            */
/* ------------------------------------------------------------------ */

/* Which repeated positions are illegal. */
typedef enum gor_ko_rule {
    GOR_KO_SIMPLE = 0,      /* only the immediate recapture of a ko        */
    GOR_KO_POSITIONAL = 1,  /* no board position may repeat                 */
    GOR_KO_SITUATIONAL = 2, /* no (board, player to move) may repeat        */
    GOR_KO_NATURAL = 3,     /* situational, but positions created by a
                               pass do not count as earlier occurrences    */
    GOR_KO_NONE = 4         /* nothing is forbidden, not even a ko        */
} gor_ko_rule;

/* What happens to a move whose own group is left without liberties. */
typedef enum gor_suicide_rule {
    GOR_SUICIDE_FORBIDDEN = 0, /* illegal (Chinese, Japanese, AGA)          */
    GOR_SUICIDE_MULTI = 1,     /* legal if it removes 2+ stones (NZ, TT, Ing);
                                  single-stone suicide is illegal          */
    GOR_SUICIDE_ALLOWED = 2,   /* any suicide is legal, the group removed    */
    GOR_SUICIDE_CHOICE = 3     /* as ALLOWED; and when both the mover's and
                                  the opponent's groups lack liberties the
                                  mover chooses which to remove (the
                                  reformed ruleset, GOR_PLAY_REMOVE_OWN)   */
} gor_suicide_rule;

/*
 * What a whole-board repetition that the ko rule permits means. A
 * repetition is a stone play whose resulting board and player to move equal
 * an earlier position's (the board alone under GOR_CYCLE_LOSS). Tracking
 * costs one hash-set insert per move; GOR_CYCLE_IGNORE skips it unless the
 * ko rule is a superko.
 */
typedef enum gor_cycle_rule {
    GOR_CYCLE_IGNORE = 0,    /* nothing                                    */
    GOR_CYCLE_REPORT = 1,    /* the move is flagged GOR_MOVE_REPEATS        */
    GOR_CYCLE_NO_RESULT = 2, /* the game ends with no result (Japanese)     */
    GOR_CYCLE_LOSS = 3,      /* the player who repeats the board (the board
                                alone, whoever is to move) loses (the
                                reformed ruleset)                         */
    /* What a competition may rule for a long cycle (triple ko, eternal
     * life, sending two returning one), Chinese Weiqi Rules (2002),
     * art. 20.3: */
    GOR_CYCLE_DRAW = 4,      /* the game ends as a draw (GOR_END_CYCLE_DRAW) */
    GOR_CYCLE_REPLAY = 5,    /* the game ends, to be played again
                                (GOR_END_REPLAY; no result for this game)  */
    GOR_CYCLE_NO_RESULT_THIRD = 6 /* KataGo's koSIMPLE: the game ends with no
                                result when a position (board and player to
                                move) occurs for the third time since the
                                last pass (that move is flagged
                                GOR_MOVE_REPEATS; earlier repetitions are
                                not)                                       */
} gor_cycle_rule;

/* Who wins a game whose count is exactly even (KataGo has no such part;
 * Ing's rules give the tie to Black). */
typedef enum gor_tie_rule {
    GOR_TIE_DRAW = 0,        /* an even count is a draw (jigo, 和)          */
    GOR_TIE_BLACK = 1,       /* Black wins an even count (Ing, komi 8)      */
    GOR_TIE_WHITE = 2        /* White wins an even count                    */
} gor_tie_rule;

typedef enum gor_scoring {
    GOR_SCORING_AREA = 0,
    GOR_SCORING_TERRITORY = 1,
    GOR_SCORING_STONES = 2
} gor_scoring;

/* What territory scoring takes away (KataGo's "tax"). */
typedef enum gor_tax {
    GOR_TAX_NONE = 0, /* every surrounded point counts                   */
    GOR_TAX_SEKI = 1, /* points surrounded by groups in seki count for
                         nobody (Japanese, Korean)                       */
    GOR_TAX_ALL = 2   /* as SEKI, and each living group pays two points
                         (the historical group tax)                      */
} gor_tax;

/* Points White receives for Black's handicap stones (KataGo's "whb"). */
typedef enum gor_handicap_comp {
    GOR_COMP_NONE = 0,     /* Japanese, Korean                            */
    GOR_COMP_H = 1,        /* H points: Chinese half a stone per stone    */
    GOR_COMP_H_MINUS_1 = 2 /* H - 1 points: AGA                           */
} gor_handicap_comp;

typedef struct gor_rules gor_rules;

/*
 * Create a ruleset from a preset name or a rules string (see
 * gor_rules_parse). NULL or "" gives the default, "chinese".
 */
GOR_EXTERN int gor_rules_new(gor_rules **out, const char *text);
GOR_EXTERN void gor_rules_free(gor_rules *rules);
GOR_EXTERN int gor_rules_copy(gor_rules **out, const gor_rules *rules);

/*
 * Set rules from text: a preset name (gor_rules_preset_name() lists them:
 * "chinese", "japanese", "korean", "aga", "new-zealand", "tromp-taylor",
 * "ing", "prediction", "chinese-ogs", "stone-scoring", "bga", "french"), an
 * alias such as "NZ", "GOE", "cn", "jp", "chinese-kgs" (case-insensitive,
 * '_' or ' ' for '-'), or a
 * KataGo-style rules string such as "koPOSITIONALscoreAREAtaxNONEsui1".
 * A rules string is a sequence of parts, each at most once, in any order:
 * ko SIMPLE|POSITIONAL|SITUATIONAL|NATURAL|NONE, score AREA|TERRITORY|
 * STONES, tax NONE|SEKI|ALL, sui 0|1|ALL|CHOICE, whb 0|N|N-1, first
 * BLACK|WHITE, pstones 0|1, wlast 0|1, freeh 0|1, cycle IGNORE|REPORT|
 * NORESULT|LOSS|DRAW|REPLAY|NORESULT3, komi <number>, tie DRAW|BLACK|WHITE,
 * opening <0..16>; KataGo's button (0 only) and fpok (ignored) are
 * accepted. Parts left out take KataGo's defaults (docs/rules.md); a
 * string with koSIMPLE and no cycle part gets cycleNORESULT3, KataGo's
 * meaning of koSIMPLE. On error (GOR_EPARSE) the ruleset is unchanged.
 */
GOR_EXTERN int gor_rules_parse(gor_rules *rules, const char *text);
/*
 * The canonical text form, which gor_rules_parse reads back to an equal
 * ruleset (snprintf-style return).
 */
GOR_EXTERN int gor_rules_to_string(const gor_rules *rules, char *buf,
                                   size_t size);
/* Nonzero when the two rulesets have every setting equal. */
GOR_EXTERN int gor_rules_equal(const gor_rules *a, const gor_rules *b);
/* Number of preset names gor_rules_preset_name() lists. */
GOR_EXTERN size_t gor_rules_preset_count(void);
/* Preset i's canonical name (static text), or NULL past the end. The list
 * may grow in later versions; aliases are not listed. */
GOR_EXTERN const char *gor_rules_preset_name(size_t i);

GOR_EXTERN gor_ko_rule gor_rules_ko(const gor_rules *rules);
GOR_EXTERN int gor_rules_set_ko(gor_rules *rules, gor_ko_rule ko);
GOR_EXTERN gor_suicide_rule gor_rules_suicide(const gor_rules *rules);
GOR_EXTERN int gor_rules_set_suicide(gor_rules *rules, gor_suicide_rule s);
GOR_EXTERN gor_cycle_rule gor_rules_cycle(const gor_rules *rules);
GOR_EXTERN int gor_rules_set_cycle(gor_rules *rules, gor_cycle_rule c);
GOR_EXTERN gor_scoring gor_rules_scoring(const gor_rules *rules);
GOR_EXTERN int gor_rules_set_scoring(gor_rules *rules, gor_scoring s);
/* Komi in points; must be a multiple of 0.25 within [-1000, 1000]. */
GOR_EXTERN double gor_rules_komi(const gor_rules *rules);
GOR_EXTERN int gor_rules_set_komi(gor_rules *rules, double komi);
GOR_EXTERN gor_tax gor_rules_tax(const gor_rules *rules);
GOR_EXTERN int gor_rules_set_tax(gor_rules *rules, gor_tax tax);
GOR_EXTERN gor_handicap_comp gor_rules_handicap_comp(const gor_rules *rules);
GOR_EXTERN int gor_rules_set_handicap_comp(gor_rules *rules,
                                           gor_handicap_comp comp);
/* Who moves first on an empty board: GOR_BLACK, or GOR_WHITE (the reformed
 * ruleset). */
GOR_EXTERN gor_color gor_rules_first_player(const gor_rules *rules);
GOR_EXTERN int gor_rules_set_first_player(gor_rules *rules, gor_color c);
/* AGA: each pass hands the opponent one prisoner (text "pstones1"). */
GOR_EXTERN int gor_rules_pass_stones(const gor_rules *rules);
GOR_EXTERN int gor_rules_set_pass_stones(gor_rules *rules, int on);
/* AGA: two passes end the game only if White passed last ("wlast1"). */
GOR_EXTERN int gor_rules_white_passes_last(const gor_rules *rules);
GOR_EXTERN int gor_rules_set_white_passes_last(gor_rules *rules, int on);
/* Whether handicap stones may be placed freely ("freeh1"), not only on
 * the fixed star points. */
GOR_EXTERN int gor_rules_free_handicap(const gor_rules *rules);
GOR_EXTERN int gor_rules_set_free_handicap(gor_rules *rules, int on);
/* Who wins an even count (text "tieBLACK"; printed only when not DRAW). */
GOR_EXTERN gor_tie_rule gor_rules_tie(const gor_rules *rules);
GOR_EXTERN int gor_rules_set_tie(gor_rules *rules, gor_tie_rule tie);
/*
 * The free opening of the reformed ruleset: the first
 * `stones` stone plays of a game (0 to 16) during which passing is not
 * allowed (GOR_EPASS; "开局阶段不允许使用虚着"). Text "opening4"; printed
 * only when not 0. The prediction preset has 4, every other preset 0.
 */
GOR_EXTERN int gor_rules_free_opening(const gor_rules *rules);
GOR_EXTERN int gor_rules_set_free_opening(gor_rules *rules, int stones);

/* ------------------------------------------------------------------ */
/* Games                                                               */
/* ------------------------------------------------------------------ */

typedef struct gor_game gor_game;

/* Why the game ended (GOR_END_NONE while it goes on). */
typedef enum gor_end {
    GOR_END_NONE = 0,
    GOR_END_PASSES = 1,     /* two consecutive passes                      */
    GOR_END_RESIGN = 2,     /* a player resigned                           */
    GOR_END_NO_RESULT = 3,  /* a cycle under GOR_CYCLE_NO_RESULT or
                               GOR_CYCLE_NO_RESULT_THIRD                   */
    GOR_END_REPETITION = 4, /* a repetition lost (GOR_CYCLE_LOSS)          */
    GOR_END_AGREEMENT = 5,  /* both players agreed the game is over        */
    GOR_END_TIME = 6,       /* a player ran out of time                    */
    GOR_END_FORFEIT = 7,    /* the referee decided (penalties, forfeit)    */
    GOR_END_VOID = 8,       /* the referee declared no result              */
    GOR_END_CYCLE_DRAW = 9, /* a cycle ended the game as a draw
                               (GOR_CYCLE_DRAW)                            */
    GOR_END_REPLAY = 10     /* a cycle ended the game, to be played again
                               (GOR_CYCLE_REPLAY)                          */
} gor_end;

/* What a history entry is. */
typedef enum gor_move_kind {
    GOR_MOVE_PLAY = 0,   /* a stone was played (or a suicide executed)  */
    GOR_MOVE_PASS = 1,
    GOR_MOVE_RESIGN = 2,
    GOR_MOVE_SETUP = 3,  /* stones added or removed (SGF AB/AW/AE)      */
    GOR_MOVE_TURN = 4,   /* player to move set (SGF PL)                 */
    GOR_MOVE_RESUME = 5, /* play resumed after the game had ended       */
    GOR_MOVE_END = 6     /* the game was ended by gor_game_end()         */
} gor_move_kind;

/* Flags of a history entry (gor_move_info.flags). */
#define GOR_MOVE_CAPTURED   0x01u /* opponent stones were removed          */
#define GOR_MOVE_SUICIDE    0x02u /* the mover's own stones were removed   */
#define GOR_MOVE_REPEATS    0x04u /* the position repeats an earlier one   */
/* Rules a move broke, played anyway in tolerant mode: */
#define GOR_MOVE_BROKE_SUICIDE  0x10u
#define GOR_MOVE_BROKE_KO       0x20u
#define GOR_MOVE_BROKE_SUPERKO  0x40u
#define GOR_MOVE_BROKE_TURN     0x80u
#define GOR_MOVE_BROKE_GAMEOVER 0x100u

/* One history entry, as read back by gor_game_move(). Its size is fixed:
 * later versions give names to reserved fields, which read 0 today. */
typedef struct gor_move_info {
    gor_move_kind kind;
    gor_color color;       /* the mover (PLAY, PASS, RESIGN), the new
                              player to move (TURN, and SETUP if it set
                              one), the winner named by gor_game_end()
                              (END), else EMPTY                          */
    gor_point point;       /* PLAY: the point; otherwise GOR_NO_POINT      */
    int removed;           /* PLAY: stones removed; SETUP: points changed  */
    unsigned flags;        /* GOR_MOVE_* flags                            */
    int repeats;           /* if GOR_MOVE_REPEATS: the earlier position
                              (0 = the start, k = after entry k), else -1  */
    int reserved[6];       /* 0; room for later fields                     */
} gor_move_info;

/* Flags for gor_game_play_ex(). */
#define GOR_PLAY_TOLERANT    0x1u /* play even if the ruleset forbids it
                                     (suicide, ko, superko, turn, game
                                     over); the rules broken are flagged in
                                     the history. Occupied and off-board
                                     points are still refused.           */
#define GOR_PLAY_REMOVE_OWN  0x2u /* GOR_SUICIDE_CHOICE: when both sides
                                     lack liberties, remove the mover's
                                     group and revive the opponent's      */

/*
 * Create an empty board of width x height (each 1..52) under a copy of rules
 * (NULL = the default, "chinese"). Black is to move.
 */
GOR_EXTERN int gor_game_new(gor_game **out, int width, int height,
                            const gor_rules *rules);
GOR_EXTERN void gor_game_free(gor_game *game);
/* A deep copy, history included. */
GOR_EXTERN int gor_game_clone(gor_game **out, const gor_game *game);
/* Return to the empty board, clearing the history; the rules stay. */
GOR_EXTERN void gor_game_clear(gor_game *game);

GOR_EXTERN int gor_game_width(const gor_game *game);
GOR_EXTERN int gor_game_height(const gor_game *game);

/* The game's ruleset (borrowed; valid until the rules are next set). */
GOR_EXTERN const gor_rules *gor_game_rules(const gor_game *game);
/*
 * Replace the ruleset by a copy of rules. Allowed at any time; the history
 * is kept and judged under the new rules from the next move on. At the
 * start of the game (no history) the new rules' first player is to move;
 * if that changes who moves first, undone entries can no longer be redone.
 */
GOR_EXTERN int gor_game_set_rules(gor_game *game, const gor_rules *rules);

/*
 * When nonzero (default 0), gor_game_play() refuses a move of the colour not
 * to move with GOR_ETURN. GTP and SGF let either colour move at any time.
 */
GOR_EXTERN void gor_game_set_enforce_turn(gor_game *game, int on);
/* Whether turn order is enforced (see gor_game_set_enforce_turn). */
GOR_EXTERN int gor_game_enforce_turn(const gor_game *game);

/* The colour at p: GOR_EMPTY, GOR_BLACK or GOR_WHITE; GOR_EMPTY off board. */
GOR_EXTERN gor_color gor_game_at(const gor_game *game, gor_point p);
/*
 * Fill out[0 .. width*height-1] with the colour of every point (y * width +
 * x). Returns width*height, GOR_EBUFFER (nothing written) when size is
 * smaller, GOR_EINVAL for NULL.
 */
GOR_EXTERN int gor_game_board(const gor_game *game, unsigned char *out,
                              size_t size);
/* Number of stones of colour c on the board. */
GOR_EXTERN int gor_game_stone_count(const gor_game *game, gor_color c);
/* The player to move. */
GOR_EXTERN gor_color gor_game_to_move(const gor_game *game);
/* Stones captured BY colour c so far (prisoners it holds), suicides of the
 * opponent included. */
GOR_EXTERN int gor_game_captures(const gor_game *game, gor_color by);
/*
 * Tromp-Taylor area as it stands, Black minus White: stones plus the empty
 * regions that reach stones of one colour only; no komi, every stone alive.
 * The quick count for playouts; gor_game_score() (gorules_score.h) does
 * full scoring. 0 for NULL.
 */
GOR_EXTERN int gor_game_area_difference(const gor_game *game);
/*
 * Heap bytes the game holds: the object, its board, the history with spare
 * capacity, the superko index and the life marks (0 for NULL). A history
 * entry is 16 bytes, plus 2 per stone it removed; the superko index (kept
 * under superko rules and cycle reporting) has 4-byte slots, at most half
 * full.
 */
GOR_EXTERN size_t gor_game_memory(const gor_game *game);
/* The point where `gor_game_to_move()` may not retake a ko now, or
 * GOR_NO_POINT. */
GOR_EXTERN gor_point gor_game_ko_point(const gor_game *game);
/*
 * 64-bit Zobrist hash of the board alone (0 for the empty board). Hashes
 * are comparable between games of the same size.
 */
GOR_EXTERN uint64_t gor_game_hash(const gor_game *game);
/* The same, combined with the player to move (situational superko key). */
GOR_EXTERN uint64_t gor_game_situation_hash(const gor_game *game);

/*
 * Is the move legal for colour c (GOR_BLACK/GOR_WHITE) at p (or GOR_PASS)?
 * Returns GOR_OK or the reason it is not: GOR_EOFFBOARD, GOR_EOCCUPIED,
 * GOR_ESUICIDE, GOR_EKO, GOR_ESUPERKO, GOR_EGAMEOVER, GOR_ETURN; GOR_ECOLOR
 * for a bad colour. Changes nothing.
 */
GOR_EXTERN int gor_game_legal(const gor_game *game, gor_color c, gor_point p);
/* 1 when gor_game_legal() would return GOR_OK, else 0 (NULL game: 0). */
GOR_EXTERN int gor_game_is_legal(const gor_game *game, gor_color c,
                                 gor_point p);

/*
 * Play colour c at p (GOR_PASS passes). All or nothing: on any non-GOR_OK
 * return the game is exactly as before. Under a repetition rule that ends the
 * game (GOR_CYCLE_NO_RESULT, GOR_CYCLE_LOSS) the move is played and the game
 * ends. Details of a refusal are in gor_game_last_error().
 */
GOR_EXTERN int gor_game_play(gor_game *game, gor_color c, gor_point p);
/* gor_game_play() with GOR_PLAY_* flags. */
GOR_EXTERN int gor_game_play_ex(gor_game *game, gor_color c, gor_point p,
                                unsigned flags);
/* Play for the player to move. */
GOR_EXTERN int gor_game_play_next(gor_game *game, gor_point p);
/* gor_game_legal() for the player to move. */
GOR_EXTERN int gor_game_legal_next(const gor_game *game, gor_point p);
/*
 * Play points[0..n-1] in turn, each for the player to move then, with
 * GOR_PLAY_* flags: one call for a whole move list. Stops at the first
 * refused move and returns its status (the moves before it stay played);
 * *played (if not NULL) gets how many were played.
 */
GOR_EXTERN int gor_game_play_list(gor_game *game, const gor_point *points,
                                  size_t n, unsigned flags, size_t *played);
/*
 * Light random playouts: play a uniformly random legal move for the player
 * to move among those that do not fill one of the mover's own one-point
 * eyes (an empty point whose on-board neighbours are all the mover's
 * stones), or pass when there is none. *rng is the caller's generator state
 * (any value, advanced here: the same state and position give the same
 * move). The move (GOR_PASS for a pass) goes to *played if not NULL. Far
 * cheaper than trying points with gor_game_legal(): candidates come from the
 * board's own list of empty points. GOR_EINVAL (NULL game or rng),
 * GOR_EGAMEOVER.
 */
GOR_EXTERN int gor_game_play_random(gor_game *game, uint64_t *rng,
                                    gor_point *played);
/* Colour c resigns: the game ends, the other colour wins. */
GOR_EXTERN int gor_game_resign(gor_game *game, gor_color c);
/*
 * Setup (SGF AB, AW, AE): set each of points[0..n-1] to colour c (GOR_EMPTY
 * removes stones). No captures happen and no rule is checked, but the
 * result must not leave a group without liberties (GOR_EINVAL otherwise).
 * The new position counts as history for superko.
 */
GOR_EXTERN int gor_game_setup(gor_game *game, gor_color c,
                              const gor_point *points, size_t n);
/*
 * One setup step (an SGF node's AE, AB, AW and PL together): points in
 * `empty` are cleared, then `black` and `white` stones placed, then the
 * player to move set (GOR_EMPTY: unchanged). One history entry, so no
 * intermediate position enters the history; otherwise as gor_game_setup().
 */
GOR_EXTERN int gor_game_setup_position(gor_game *game, const gor_point *black,
                                       size_t nblack, const gor_point *white,
                                       size_t nwhite, const gor_point *empty,
                                       size_t nempty, gor_color to_move);
/* Set the player to move (SGF PL). */
GOR_EXTERN int gor_game_set_to_move(gor_game *game, gor_color c);
/*
 * Resume play after the game ended (by passes, or an end the players
 * dispute, Chinese Weiqi Rules (2002), art. 21). GOR_EINVAL if the game is
 * not over.
 */
GOR_EXTERN int gor_game_resume(gor_game *game);

/*
 * End the game for a reason outside the board: GOR_END_AGREEMENT (winner
 * GOR_EMPTY: the score decides), GOR_END_TIME or GOR_END_FORFEIT (winner
 * given), GOR_END_VOID (winner GOR_EMPTY). Recorded in the history, so it
 * can be undone. GOR_EGAMEOVER if the game is over already.
 */
GOR_EXTERN int gor_game_end(gor_game *game, gor_end reason, gor_color winner);

/* How the game ended (GOR_END_NONE while it goes on). */
GOR_EXTERN gor_end gor_game_end_reason(const gor_game *game);
/* The winner if the end decides one (resign, repetition, time, forfeit),
 * else GOR_EMPTY: a game ended by passes or agreement is decided by the
 * score. */
GOR_EXTERN gor_color gor_game_winner(const gor_game *game);
/* Number of consecutive passes at the end of the history. */
GOR_EXTERN int gor_game_consecutive_passes(const gor_game *game);

/* The last refused or failed call on this game, in words ("" if none). */
GOR_EXTERN const char *gor_game_last_error(const gor_game *game);

/* How many passes colour c has made in the current history (AGA pass
 * stones). */
GOR_EXTERN int gor_game_pass_count(const gor_game *game, gor_color c);

/*
 * Handicap stones Black received (SGF HA): set by the handicap placement
 * calls, or by the caller for a record. Scoring bases the handicap bonus
 * on it. 0 or 2..(points on the board); 1 means "taking Black without
 * komi" (让先) and places nothing.
 */
GOR_EXTERN int gor_game_handicap(const gor_game *game);
GOR_EXTERN int gor_game_set_handicap(gor_game *game, int stones);

/* ------------------------------------------------------------------ */
/* Life and death marks for scoring                                    */

typedef enum gor_life {
    GOR_LIFE_ALIVE = 0, /* the default                                   */
    GOR_LIFE_DEAD = 1,  /* removed as prisoners at the count              */
    GOR_LIFE_SEKI = 2   /* alive in seki: its eyes are nobody's territory */
} gor_life;

/*
 * Mark the whole group at p (a stone) as alive, dead or in seki.
 * GOR_EINVAL for an empty point. Marks belong to the current position:
 * any move, setup, undo or redo clears them.
 */
GOR_EXTERN int gor_game_mark(gor_game *game, gor_point p, gor_life life);
/* Mark the groups at each of points[0..n-1]; all or nothing. */
GOR_EXTERN int gor_game_mark_list(gor_game *game, gor_life life,
                                  const gor_point *points, size_t n);
/* The mark of the stone at p (GOR_LIFE_ALIVE for empty points). */
GOR_EXTERN gor_life gor_game_life_at(const gor_game *game, gor_point p);
/* Points marked `life` into out, in board order; returns how many. */
GOR_EXTERN int gor_game_marked(const gor_game *game, gor_life life,
                               gor_point *out, size_t cap);
/* Every stone back to GOR_LIFE_ALIVE. */
GOR_EXTERN void gor_game_clear_marks(gor_game *game);

/* ------------------------------------------------------------------ */
/* Groups                                                              */
/* ------------------------------------------------------------------ */

/* Liberties of the group at p (counted over its stones); 0 if p is empty
 * or off board. */
GOR_EXTERN int gor_game_liberty_count(const gor_game *game, gor_point p);
/*
 * Stones of the group at p into out (at most cap); returns the group's size
 * (0 for an empty point), which may exceed cap. Points in board order.
 */
GOR_EXTERN int gor_game_group_stones(const gor_game *game, gor_point p,
                                     gor_point *out, size_t cap);
/* Liberties of the group at p into out, in board order; returns the count. */
GOR_EXTERN int gor_game_group_liberties(const gor_game *game, gor_point p,
                                        gor_point *out, size_t cap);
/* Points removed by the last history entry (captures or suicide). */
GOR_EXTERN int gor_game_last_removed(const gor_game *game, gor_point *out,
                                     size_t cap);

/* ------------------------------------------------------------------ */
/* History                                                             */
/* ------------------------------------------------------------------ */

/* Entries up to the current position (moves, passes, setup, ...). */
GOR_EXTERN size_t gor_game_history_length(const gor_game *game);
/* Entries that can be redone (undone entries kept until a new move). */
GOR_EXTERN size_t gor_game_redo_length(const gor_game *game);
/* Stone moves and passes among the current history (SGF move number). */
GOR_EXTERN size_t gor_game_move_number(const gor_game *game);
/*
 * Entry i (1-based, i <= history_length + redo_length) into *out.
 * GOR_ENOMOVE if there is no such entry.
 */
GOR_EXTERN int gor_game_move(const gor_game *game, size_t i,
                             gor_move_info *out);
/* Undo the last entry. GOR_ENOMOVE at the start. */
GOR_EXTERN int gor_game_undo(gor_game *game);
/* Redo the next undone entry. GOR_ENOMOVE if there is none. */
GOR_EXTERN int gor_game_redo(gor_game *game);
/*
 * Move to the position after entry n (0 = the start), undoing or redoing as
 * needed. GOR_ENOMOVE if n > history_length + redo_length.
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
