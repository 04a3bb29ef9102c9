/* SPDX-License-Identifier: MIT */
/*
 * gorules_bind.h - C helpers shared by the SWIG bindings (Python and Lua).
 *
 * Not part of the library's API: these functions are compiled into each
 * binding module. They exist where the public C API has no single call for
 * what a scripting language wants to do in one crossing of the language
 * boundary (play a whole move list, serialise a game, draw the board), or
 * where a C idiom (snprintf-style buffers, borrowed pointers) has no safe
 * scripting equivalent. Names start with gorb_; the bindings strip it.
 *
 * Conventions are those of gorules.h: int status returns (GOR_OK or a
 * negative gor_status), new objects and strings through out parameters.
 * Strings returned through `char **out` are malloc'ed; the binding frees
 * them after copying.
 */
#ifndef GORULES_BIND_H
#define GORULES_BIND_H

#include <stddef.h>
#include <stdint.h>

#include "gorules.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A move of a move list: 4 * point + colour, where point may be GOR_PASS
 * and colour GOR_EMPTY means "the player to move". */
#define GORB_MOVE(point, color) (4 * (point) + (int)(color))

/*
 * Play moves[0 .. n-1] (GORB_MOVE codes) in order with gor_game_play_ex()
 * flags. Stops at the first move refused: returns how many were played and
 * sets *status to GOR_OK, or to the refusal's code (gor_game_last_error()
 * says more). Runs without touching the scripting runtime, so the Python
 * binding releases the GIL around it.
 */
size_t gorb_game_play_list(gor_game *game, const int *moves, size_t n,
                           unsigned flags, int *status);

/* gor_game_play_ex() returning its status as a value (the Lua layer
 * raises with the caller's position); colour GOR_EMPTY: the player to
 * move. */
int gorb_game_try_play(gor_game *game, gor_color c, gor_point p,
                       unsigned flags);

/*
 * gor_game_play_random() with the generator state as a value (scripts keep
 * it as a number): the new state goes to *next, the move played to *out.
 */
int gorb_game_play_random(gor_game *game, long long state, long long *next,
                          gor_point *out);

/* The points where colour c (GOR_EMPTY: the player to move) may play now,
 * in board order, into out (at most cap); returns how many (passes are
 * always legal unless the game is over, and are not listed). */
int gorb_game_legal_moves(const gor_game *game, gor_color c, gor_point *out,
                          size_t cap);

/*
 * The whole game as a compact, portable byte string: size, ruleset text,
 * every history entry (redo entries included) with the contents of setup
 * entries, the current position, handicap and life marks. *out is
 * malloc'ed, *len its length.
 */
int gorb_game_pack(const gor_game *game, char **out, size_t *len);
/*
 * A new game from gorb_game_pack() bytes. Entries are replayed under the
 * packed ruleset; one that it refuses (rules changed during the game) is
 * replayed with GOR_PLAY_TOLERANT. GOR_EPARSE for bytes that are not a
 * packed game.
 */
int gorb_game_unpack(gor_game **out, const char *data, size_t len);

/* The ruleset's canonical text (gor_rules_to_string) as a new string. */
int gorb_rules_string(const gor_rules *rules, char **out);
/* A copy of the game's ruleset: gor_game_rules() is borrowed. */
int gorb_game_rules(const gor_game *game, gor_rules **out);
/* GTP vertex ("D4", "pass") and SGF coordinates ("dd", "") as new strings. */
int gorb_point_gtp(int width, int height, gor_point p, char **out);
int gorb_point_sgf(int width, int height, gor_point p, char **out);
/*
 * Parse a vertex in any notation the bindings accept: GTP ("D4", "d4"),
 * "pass", or SGF ("dd"; "tt" on boards up to 19x19 is a pass). "" is
 * GOR_EPARSE.
 */
int gorb_point_parse(int width, int height, const char *text, gor_point *out);

/*
 * The board as text, GTP "showboard" style: column letters above and
 * below, row numbers from the bottom on both sides, X black, O white,
 * '.' empty, '+' star points; boards wider than GTP's 25 letters are
 * labelled with SGF letters. Lines end in "\n".
 */
int gorb_game_draw(const gor_game *game, char **out);

/* ---- object guards (threads) ------------------------------------- */
#ifndef SWIG
#include <pthread.h>
#include <stdatomic.h>
/*
 * What lets a binding serialise the calls that touch one library object
 * while calls on other objects run in parallel. An object's guard is one
 * of GORB_GUARDS locks, chosen by its address (lock striping: the
 * library's objects have no room for a lock of their own, and a stripe
 * outlives every object, so a guard never dangles). Two objects may share
 * a guard: a call that holds one guard and needs another must not wait
 * for it unless it holds the multi-lock (gorb_guard_lock_multi), which
 * makes such waits one thread at a time, so that no cycle of waits can
 * form. gorb_guard_init() must have run (the module's load does it).
 *
 * A guard is an atomic word (0 free, 1 taken, 2 taken with a thread
 * maybe waiting), so that taking and giving back a free guard costs two
 * atomic instructions; waiting goes through a mutex and condition.
 */
#define GORB_GUARDS 512
typedef struct gorb_guard {
    _Alignas(128) atomic_int state;
    pthread_mutex_t mutex;
    pthread_cond_t cond;
} gorb_guard;
extern gorb_guard gorb_guards[GORB_GUARDS];
int gorb_guard_init(void);
void gorb_guard_wait_(int i);
void gorb_guard_wake_(int i);
void gorb_guard_lock_multi(void);
void gorb_guard_unlock_multi(void);

/* The guard of obj, 0 .. GORB_GUARDS - 1 (Fibonacci hashing of the
 * address; heap blocks are 16-aligned). */
static inline int gorb_guard_index(const void *obj)
{
    uint64_t a = (uint64_t)(uintptr_t)obj >> 4;
    return (int)((a * UINT64_C(0x9E3779B97F4A7C15)) >> 55);
}

/* 1 when guard i was free and is now taken, 0 when it is busy. */
static inline int gorb_guard_trylock(int i)
{
    int free_ = 0;
    return atomic_compare_exchange_strong_explicit(
        &gorb_guards[i].state, &free_, 1, memory_order_acquire,
        memory_order_relaxed);
}

static inline void gorb_guard_lock(int i)
{
    if (!gorb_guard_trylock(i))
        gorb_guard_wait_(i);
}

static inline void gorb_guard_unlock(int i)
{
    if (atomic_exchange_explicit(&gorb_guards[i].state, 0,
                                 memory_order_release) == 2)
        gorb_guard_wake_(i);
}
#endif

/* ---- transparent structs ---------------------------------------- */
#ifndef SWIG
/*
 * A description of a transparent struct's fields, so that each language
 * turns any of them into a dict / table (and back) with one loop.
 */
typedef struct gorb_field {
    const char *name;
    size_t offset;
    char type; /* 'i' int or enum, 'u' unsigned, 'z' size_t, 'd' double,
                  'q' int64_t,
                  's' char array (NUL-terminated), '{' nested struct */
    const struct gorb_field *sub; /* '{': the nested struct's fields */
} gorb_field;
#endif

/* ---- scoring (gorules_score.h) ----------------------------------- */
#ifdef GORB_WITH_SCORE
#include "gorules_score.h"
#ifndef SWIG
extern const gorb_field gorb_score_fields[];
extern const gorb_field gorb_result_fields[];
extern const gorb_field gorb_prediction_fields[];
#endif
/*
 * Everything a scripting language's game.score() shows, in one call:
 * gor_game_score() with its options as arguments (dead: GOR_DEAD_* flags,
 * seki: GOR_SEKI_* flags, territory: GOR_TERRITORY_* flags, penalty stones
 * per side), the ownership map
 * (width * height bytes), the result that count gives for the game's end
 * reason, and that result as SGF RE text and in Chinese (cn_flags:
 * GOR_CN_*).
 */
int gorb_game_score(const gor_game *game, unsigned dead, unsigned seki,
                    unsigned territory, int penalty_black, int penalty_white,
                    unsigned cn_flags, gor_score *out, unsigned char *map,
                    gor_result *result, char **sgf, char **chinese);
/* gor_game_result() with the score options as arguments, plus its SGF and
 * Chinese forms. */
int gorb_game_result(const gor_game *game, unsigned dead, unsigned seki,
                     unsigned territory, int penalty_black, int penalty_white,
                     unsigned cn_flags, gor_result *out, char **sgf,
                     char **chinese);
/* gor_result_to_sgf() / gor_result_to_chinese() as new strings. */
int gorb_result_sgf(const gor_result *result, char **out);
int gorb_result_chinese(const gor_result *result, unsigned flags, char **out);
#ifndef SWIG
extern const gorb_field gorb_ownership_fields[];
#endif
/*
 * gor_game_ownership_estimate() with its options as arguments (playouts 0:
 * the default; the seed's 64 bits as a signed integer), the score part in
 * *out and the map in `map`: width * height bytes, each the
 * two's-complement byte of a value in -100 .. 100 (the languages read them
 * back as signed).
 */
int gorb_game_ownership_estimate(const gor_game *game, int playouts,
                                 long long seed, gor_ownership *out,
                                 unsigned char *map);
#endif

/* ---- SGF (gorules_sgf.h) ------------------------------------------ */
#ifdef GORB_WITH_SGF
#include "gorules_sgf.h"
#ifndef SWIG
extern const gorb_field gorb_sgf_error_fields[];
extern const gorb_field gorb_sgf_issue_fields[];
#endif
/*
 * gor_sgf_parse() / gor_sgf_parse_file() with the options as arguments
 * (flags GOR_SGF_STRICT, encoding NULL = CA[] and detection). On failure
 * *err says where and why; the bindings raise with it (it comes first so
 * that both calls have it at the same place).
 */
int gorb_sgf_parse(gor_sgf_error *err, gor_sgf **out, const char *data,
                   size_t len, unsigned flags, const char *encoding);
int gorb_sgf_parse_file(gor_sgf_error *err, gor_sgf **out, const char *path,
                        unsigned flags, const char *encoding);
/*
 * Replay game `index` of the collection (gor_sgf_replay) with the options
 * as arguments: flags GOR_SGF_REPLAY_*, rules NULL = the record's RU,
 * stop_before 0 = to the end of the main line. The Python binding runs it
 * without the GIL.
 */
int gorb_sgf_replay(gor_game **out, gor_sgf_report **report,
                    const gor_sgf *sgf, size_t index, unsigned flags,
                    const gor_rules *rules, size_t stop_before);
/* The whole collection as SGF text (gor_sgf_write) in a new string. */
int gorb_sgf_write(const gor_sgf *sgf, char **out);
/*
 * The game as SGF text in one call: gor_sgf_from_game(), with the root
 * properties of game `info_index` of `info` copied when info is not NULL,
 * then gor_sgf_write().
 */
int gorb_game_to_sgf(const gor_game *game, const gor_sgf *info,
                     size_t info_index, char **out);
/* The text of property id of game `index`'s root (gor_sgf_node_text),
 * "" if absent. */
int gorb_sgf_root_text(const gor_sgf *sgf, size_t index, const char *id,
                       char **out);
/* The identifiers of the properties of game `index`'s root, joined by
 * spaces ("FF GM SZ KM PB PW RE"). */
int gorb_sgf_root_ids(const gor_sgf *sgf, size_t index, char **out);
/* A node's identity as an integer (its address; 0 for NULL): the
 * scripting languages' wrappers of one node are separate objects, so
 * compare nodes by this key. */
long long gorb_sgf_node_key(const gor_sgf_node *node);
/* gor_sgf_text() / gor_sgf_escape() / gor_sgf_node_text() as new
 * strings. */
int gorb_sgf_text(const char *raw, unsigned flags, char **out);
int gorb_sgf_escape(const char *text, unsigned flags, char **out);
int gorb_sgf_node_text(const gor_sgf_node *node, const char *id,
                       char **out);
/*
 * gorb_sgf_replay() from the root of target's game to the node target of
 * the collection sgf (GOR_EINVAL if target is not one of its nodes);
 * stop_before as there.
 */
int gorb_sgf_replay_node(gor_game **out, gor_sgf_report **report,
                         const gor_sgf *sgf, const gor_sgf_node *target,
                         unsigned flags, const gor_rules *rules,
                         size_t stop_before);
/* Why this thread's last refused gorb_sgf_replay / gorb_sgf_replay_node
 * was refused: the report's first error (or note, "GM[2]: not a Go record,
 * not replayed"), which the bindings raise with. */
const char *gorb_sgf_replay_error(void);
#endif

/* ---- clocks (gorules_clock.h) ------------------------------------ */
#ifdef GORB_WITH_CLOCK
#include "gorules_clock.h"
#ifndef SWIG
extern const gorb_field gorb_clock_options_fields[];
extern const gorb_field gorb_clock_state_fields[];
extern const gorb_field gorb_clock_event_fields[];
#endif
/* gor_clock_event_text() as a new string. */
int gorb_clock_event_text(const gor_clock_event *ev, int lang, char **out);
/* gor_clock_record() with the colour as an int. */
int gorb_clock_record(const gor_clock *clock, size_t i, int *color,
                      gor_clock_state *out);
#ifdef GORB_WITH_SGF
/* gor_sgf_clock() of game `index`'s main line. */
int gorb_sgf_clock(gor_clock **out, const gor_sgf *sgf, size_t index);
/* gorb_game_to_sgf() with gor_sgf_from_game_clock(). */
int gorb_game_to_sgf_clock(const gor_game *game, const gor_sgf *info,
                           size_t info_index, const gor_clock *clock,
                           char **out);
#endif
#endif

#ifdef GORB_WITH_REFEREE
#include "gorules_referee.h"
#ifndef SWIG
extern const gorb_field gorb_decision_fields[];
#endif
/* A copy of the referee's game (gor_referee_game() is borrowed). */
int gorb_referee_game(const gor_referee *ref, gor_game **out);
/* gor_decision_text() as a new string. */
int gorb_decision_text(const gor_decision *d, char **out);
/* gor_referee_from_sgf() of game `index` of a collection. */
int gorb_referee_from_sgf(gor_referee **out, const gor_sgf *sgf,
                          size_t index);
#endif

/* ---- SVG (gorules_svg.h) ----------------------------------------- */
#ifdef GORB_WITH_SVG
#include "gorules_svg.h"
/*
 * gor_game_svg() with the options as arguments, into a new string:
 * flags GOR_SVG_*, cell 0 = the default; owner: an ownership map (one
 * byte per point, "" = none); marks: one gor_svg_mark byte per point
 * ("" = none); labels: lines "POINT TEXT\n" (POINT the point index),
 * NULL or "" for none. GOR_EINVAL for a malformed labels line.
 */
int gorb_game_svg(const gor_game *game, unsigned flags, int cell,
                  const char *owner, size_t owner_len, const char *marks,
                  size_t marks_len, const char *labels, char **out);
#endif

/* ---- light playouts (gorules_playout.h) -------------------------- */
#ifdef GORB_WITH_PLAYOUT
#include "gorules_playout.h"
/* gor_playout_play_random() with the generator state as a value: the new
 * state goes to *next, the move played to *out. */
int gorb_playout_play_random(gor_playout *playout, long long state,
                             long long *next, gor_point *out);
/* gor_playout_run() with the generator state as a value (max_moves < 0 is
 * GOR_ERANGE); the new state goes to *next. */
int gorb_playout_run(gor_playout *playout, long long state, long long max_moves,
                     long long *next);
/* gor_playout_board() / gor_playout_ownership() as new byte strings of
 * width*height bytes. */
int gorb_playout_board(const gor_playout *playout, char **out, size_t *len);
int gorb_playout_ownership(const gor_playout *playout, char **out,
                           size_t *len);
#endif

#ifdef __cplusplus
}
#endif

#endif /* GORULES_BIND_H */
