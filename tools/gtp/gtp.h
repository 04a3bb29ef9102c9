/* SPDX-License-Identifier: MIT */
/*
 * gtp.h - gorules-gtp, a GTP version 2 engine over the public libgorules
 * API: what the files of tools/gtp/ share.
 *
 *   gorules_gtp.c   main, the protocol loop: reading lines, ids, answers
 *   text.c          the growable answer text
 *   engine.c        the engine state, argument parsing, helpers
 *   cmd_core.c      the GTP core commands, play, genmove, undo, showboard
 *   cmd_query.c     is_legal, all_legal, captures, list_stones, countlib
 *                   and the gorules-* queries
 *   cmd_rules.c     komi, kata-set-rules, kata-get-rules, kgs-rules
 *   cmd_sgf.c       loadsgf, printsgf
 *   cmd_handicap.c  fixed_handicap, place_free_handicap, set_free_handicap,
 *                   get_handicap
 *   cmd_score.c     final_score, final_status_list, gorules-mark,
 *                   gorules-score
 *   cmd_estimate.c  gorules-estimate (the ownership estimate)
 *   cmd_time.c      time_settings, time_left, kgs-time_settings,
 *                   gorules-time, gorules-clock
 *   cmd_referee.c   gorules-referee and the gorules-referee-* decisions;
 *                   play, genmove, undo, final_score, printsgf, loadsgf
 *                   and the new-game commands while a referee is on
 *   commands.c      the command table
 *
 * Internal to the program: names here are not part of any API.
 */
#ifndef GORULES_GTP_H
#define GORULES_GTP_H

#include <gorules.h>
#include <gorules_score.h>
#include <gorules_sgf.h>
#include <gorules_clock.h>
#include <gorules_referee.h>

#include <stddef.h>
#include <stdint.h>

#if defined(__GNUC__)
#define GTP_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define GTP_PRINTF(f, a)
#endif

#define GTP_LINE_MAX (64 * 1024) /* longest command line kept */
#define GTP_MAX_SIZE 25          /* GTP column letters end at Z */
#define GTP_DEFAULT_SIZE 19
#define GTP_DEFAULT_SEED 1u

/* ---------------------------------------------------------------- */
/* The answer text (text.c)                                          */

typedef struct gtp_text {
    char *s;
    size_t n, cap;
    int oom; /* an allocation failed: the answer is "out of memory" */
} gtp_text;

void gtp_text_add(gtp_text *t, const char *s);
void gtp_text_addn(gtp_text *t, const char *s, size_t len);
void gtp_text_addf(gtp_text *t, const char *fmt, ...) GTP_PRINTF(2, 3);
/* A number with '.' as the point whatever the locale: 7.5, 0.25, 12. */
void gtp_text_add_number(gtp_text *t, double v);
void gtp_text_clear(gtp_text *t);

/* ---------------------------------------------------------------- */
/* The engine (engine.c)                                             */

typedef struct gtp_engine {
    gor_game *game;
    gor_rules *rules;    /* the rules in force, komi included */
    uint64_t rng;        /* splitmix64 state (genmove) */
    int quit;
    gor_point *scratch;  /* width * height points */
    gor_point *marks;    /* saved life marks (gtp_begin_open) */
    size_t marks_dead, marks_seki;
    gor_sgf *record;     /* the record loadsgf read, for the game info
                            that printsgf copies; NULL after boardsize
                            and clear_board                            */
    /* The position (situation hash, history length) the caller last
     * marked with gorules-mark: its marks are then taken as they are. */
    int marked;
    uint64_t marked_hash;
    size_t marked_history;
    gor_clock *clock;    /* NULL until time_settings / kgs-time_settings */
    gor_clock_options clock_opts; /* what made it (a new game restarts it) */
    int clock_started;   /* gorules-time has started it                   */
    int clock_from_record; /* the clock came with the loaded record's TM /
                              OT: it goes with the record               */
    gor_referee *referee; /* NULL unless gorules-referee turned one on:
                             then it owns the game and `game` is a copy
                             of its game, made again after each action */
} gtp_engine;

int gtp_engine_init(gtp_engine *e);
void gtp_engine_free(gtp_engine *e);
int gtp_width(const gtp_engine *e);
int gtp_height(const gtp_engine *e);
/* A new empty game of width x height under the current rules. */
int gtp_new_game(gtp_engine *e, int width, int height);
/* Put game (owned from now on) in place of the current one. */
int gtp_set_game(gtp_engine *e, gor_game *game);
/* Make r (owned from now on) the rules of the engine and of the game. */
int gtp_apply_rules(gtp_engine *e, gor_rules *r);
/* Drop the loaded record (printsgf then writes no copied game info). */
void gtp_forget_record(gtp_engine *e);

/*
 * The library ends a game after two passes (or a repetition under a
 * "cycle" rule); GTP has no game end. gtp_begin_open() resumes an ended
 * game so that moves can be judged and played; it returns 1 if it resumed,
 * 0 if the game was open, or a negative status. gtp_end_open() takes the
 * resumption back, life marks included (a query must not lose them).
 */
int gtp_begin_open(gtp_engine *e);
void gtp_end_open(gtp_engine *e, int resumed);

/* Undo the last stone or pass, and resumption entries in front of it. */
int gtp_undo_move(gor_game *g);

/* splitmix64: uniform in [0, n) for n > 0, without modulo bias. */
size_t gtp_rng_below(uint64_t *state, size_t n);

/* Is p one of colour c's own one-point eyes (all on-board orthogonal
 * neighbours are c's stones)? */
int gtp_own_eye(const gtp_engine *e, gor_color c, gor_point p);
/* The legal moves of colour c, in reading order, into e->scratch (own
 * one-point eyes left out if skip_own_eyes); returns how many. */
size_t gtp_legal_moves(gtp_engine *e, gor_color c, int skip_own_eyes);

/* ---------------------------------------------------------------- */
/* Arguments and answers (engine.c)                                  */

int gtp_equal_nocase(const char *a, const char *b);
int gtp_parse_color(const char *s, gor_color *out);
/* GOR_EPARSE for malformed text, GOR_EOFFBOARD for a vertex off the
 * board; "pass" is GOR_PASS. */
int gtp_parse_vertex(const gtp_engine *e, const char *s, gor_point *out);
/* A decimal integer with an optional sign, nothing else: GOR_EPARSE,
 * GOR_ERANGE outside [min, max]. */
int gtp_parse_long(const char *s, long min, long max, long *out);
int gtp_parse_u64(const char *s, uint64_t *out);
/* A real number (komi): GOR_EPARSE unless the whole word is one. */
int gtp_parse_double(const char *s, double *out);
void gtp_add_vertex(const gtp_engine *e, gtp_text *out, gor_point p);
/* Vertices separated by spaces. */
void gtp_add_vertices(const gtp_engine *e, gtp_text *out,
                      const gor_point *p, size_t n);
/* "black" or "white", as GNU Go answers loadsgf. */
const char *gtp_color_word(gor_color c);

/* ---------------------------------------------------------------- */
/* Commands                                                          */

/* A handler returns 1 for success, 0 for failure; `out` holds the answer
 * or the error message. argv[0] is the command name; rest is the text
 * after it. */
typedef int (*gtp_handler)(gtp_engine *e, int argc, char **argv,
                           const char *rest, gtp_text *out);

typedef struct gtp_command {
    const char *name;
    gtp_handler fn;
} gtp_command;

/* The table, ending with {NULL, NULL} (commands.c). */
const gtp_command *gtp_commands(void);
const gtp_command *gtp_find_command(const char *name);

/* Failure answers: the message replaces whatever `out` held. */
int gtp_fail(gtp_text *out, const char *msg);
int gtp_failf(gtp_text *out, const char *fmt, ...) GTP_PRINTF(2, 3);
/* printsgf's answer (cmd_sgf.c): sgf written to argv[1] when argc is 2,
 * else given as the answer; frees sgf; 1, or 0 after a failure answer. */
int gtp_answer_sgf(gtp_text *out, gor_sgf *sgf, int argc, char **argv);
int gtp_syntax_error(gtp_text *out);

#define GTP_HANDLER(name)                                             \
    int name(gtp_engine *e, int argc, char **argv, const char *rest, \
             gtp_text *out)

/* cmd_core.c */
GTP_HANDLER(gtp_cmd_protocol_version);
GTP_HANDLER(gtp_cmd_name);
GTP_HANDLER(gtp_cmd_version);
GTP_HANDLER(gtp_cmd_known_command);
GTP_HANDLER(gtp_cmd_list_commands);
GTP_HANDLER(gtp_cmd_quit);
GTP_HANDLER(gtp_cmd_boardsize);
GTP_HANDLER(gtp_cmd_clear_board);
GTP_HANDLER(gtp_cmd_play);
GTP_HANDLER(gtp_cmd_genmove);
GTP_HANDLER(gtp_cmd_undo);
GTP_HANDLER(gtp_cmd_showboard);
/* cmd_query.c */
GTP_HANDLER(gtp_cmd_is_legal);
GTP_HANDLER(gtp_cmd_all_legal);
GTP_HANDLER(gtp_cmd_captures);
GTP_HANDLER(gtp_cmd_list_stones);
GTP_HANDLER(gtp_cmd_countlib);
GTP_HANDLER(gtp_cmd_gorules_legal);
GTP_HANDLER(gtp_cmd_gorules_seed);
GTP_HANDLER(gtp_cmd_gorules_hash);
GTP_HANDLER(gtp_cmd_gorules_ko);
/* cmd_rules.c */
GTP_HANDLER(gtp_cmd_komi);
GTP_HANDLER(gtp_cmd_get_komi);
GTP_HANDLER(gtp_cmd_kata_set_rules);
GTP_HANDLER(gtp_cmd_kata_get_rules);
GTP_HANDLER(gtp_cmd_kgs_rules);
/* cmd_sgf.c */
GTP_HANDLER(gtp_cmd_loadsgf);
GTP_HANDLER(gtp_cmd_printsgf);
/* cmd_handicap.c */
GTP_HANDLER(gtp_cmd_fixed_handicap);
GTP_HANDLER(gtp_cmd_place_free_handicap);
GTP_HANDLER(gtp_cmd_set_free_handicap);
GTP_HANDLER(gtp_cmd_get_handicap);
/* cmd_score.c */
GTP_HANDLER(gtp_cmd_final_score);
GTP_HANDLER(gtp_cmd_final_status_list);
GTP_HANDLER(gtp_cmd_gorules_mark);
GTP_HANDLER(gtp_cmd_gorules_score);
/* cmd_estimate.c */
GTP_HANDLER(gtp_cmd_gorules_estimate);
/* cmd_time.c */
GTP_HANDLER(gtp_cmd_time_settings);
GTP_HANDLER(gtp_cmd_time_left);
GTP_HANDLER(gtp_cmd_kgs_time_settings);
GTP_HANDLER(gtp_cmd_gorules_time);
GTP_HANDLER(gtp_cmd_gorules_clock);
/* A fresh clock with the same settings (new game); GOR_OK without one. */
int gtp_clock_reset(gtp_engine *e);
/* After colour c's move was played: press its clock at the last
 * gorules-time timestamp. 1, or 0 with the failure in out ("time out"). */
int gtp_clock_move(gtp_engine *e, gor_color c, gtp_text *out);

/* cmd_referee.c */
GTP_HANDLER(gtp_cmd_gorules_referee);
GTP_HANDLER(gtp_cmd_gorules_referee_warn);
GTP_HANDLER(gtp_cmd_gorules_referee_take_back);
GTP_HANDLER(gtp_cmd_gorules_referee_ruling);
GTP_HANDLER(gtp_cmd_gorules_referee_timeout);
GTP_HANDLER(gtp_cmd_gorules_referee_propose_end);
GTP_HANDLER(gtp_cmd_gorules_referee_agree_end);
GTP_HANDLER(gtp_cmd_gorules_referee_dispute);
GTP_HANDLER(gtp_cmd_gorules_referee_count);
GTP_HANDLER(gtp_cmd_gorules_referee_resign);
GTP_HANDLER(gtp_cmd_gorules_referee_nigiri);
GTP_HANDLER(gtp_cmd_gorules_referee_predict);
GTP_HANDLER(gtp_cmd_gorules_referee_prediction);
GTP_HANDLER(gtp_cmd_gorules_referee_decisions);
/* While a referee is on, the command that stands for c (play through the
 * referee, ...); c itself otherwise. */
const gtp_command *gtp_referee_command(const gtp_engine *e,
                                       const gtp_command *c);
/* The clock says `loser` lost on time: the referee rules it. */
void gtp_referee_clock_loss(gtp_engine *e, gor_color loser);
/* gorules-time with a referee on: its time too. 0 and a message in out
 * when refused (time going backwards). */
int gtp_referee_time(gtp_engine *e, int64_t now, gtp_text *out);

#endif /* GORULES_GTP_H */
