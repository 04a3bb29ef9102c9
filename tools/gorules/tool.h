/* SPDX-License-Identifier: MIT */
/*
 * tool.h - the `gorules` command-line tool: what its files share.
 *
 *   gorules.c       main: the command dispatch, the main help, --version
 *   tool_util.c     messages, JSON strings, vertices, rules labels, numbers
 *   tool_record.c   reading a record and replaying it to a move
 *   tool_check.c    gorules check
 *   tool_show.c     gorules show
 *   tool_convert.c  gorules convert
 *   tool_score.c    gorules score
 *   tool_estimate.c gorules score --estimate
 *
 * The tool uses the public API only (gorules.h, gorules_score.h,
 * gorules_sgf.h). Names here are internal to the program.
 */
#ifndef GORULES_TOOL_H
#define GORULES_TOOL_H

#include "gorules.h"
#include "gorules_score.h"
#include "gorules_sgf.h"
#include "gorules_svg.h"

#include <stdio.h>

enum { EXIT_CLEAN = 0, EXIT_PROBLEMS = 1, EXIT_USAGE = 2 };

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

/* The commands: argc and argv after the command name. */
int cmd_check(int argc, char **argv);
int cmd_show(int argc, char **argv);
int cmd_convert(int argc, char **argv);
int cmd_score(int argc, char **argv);

extern const char help_check[], help_show[], help_convert[], help_score[];

/* ---------------------------------------------------------------- */
/* tool_util.c                                                            */

/* "gorules: MESSAGE" and a pointer to --help, on standard error. */
void usage_error(const char *fmt, ...) PRINTF_LIKE(1, 2);
/* A failure of one file: JSON on standard output with --json, else
 * "FILE:LINE:COLUMN: error: ..." on standard error. Returns
 * EXIT_PROBLEMS. */
int report_failure(int json, const char *path, int line, int column,
                   const char *fmt, ...) PRINTF_LIKE(5, 6);
void json_string(FILE *f, const char *s);
const char *severity_name(gor_sgf_severity s);
/* Column label: GTP letters up to 25 columns, SGF letters beyond. */
char column_label(int width, int x);
/* A board diagram's line of column labels (its first and last line);
 * returns the width of the row numbers that start the lines between. */
int print_column_labels(int width, int height);
/* "D4", "pass" (rows counted from the bottom, as in GTP). */
void vertex_text(int w, int h, gor_point p, char buf[16]);
/* A vertex as the user writes it: GTP ("D4", also past 25 columns with
 * the labels column_label() prints). GOR_EPARSE or GOR_EOFFBOARD. */
int vertex_parse(int w, int h, const char *text, gor_point *out);
/* A preset's name when the rules are a preset's (komi aside), else the
 * rules string. */
void rules_label(const gor_rules *rules, char *buf, size_t size);
/* A number with '.' as the point whatever the locale, up to four decimals
 * and no trailing zeros: 7.5, 184.25, 0.125, 12. */
void number_text(double v, char *buf, size_t size);
/* number_text() to standard output. */
void print_number(double v);
/* The last PLAY or PASS of the history: colour, point; 0 if none. */
int last_move(const gor_game *g, gor_color *c, gor_point *p);
/* Parse a whole decimal number into *out; 0 on success. */
int parse_long_arg(const char *s, long *out);

/* ---------------------------------------------------------------- */
/* tool_record.c                                                          */

typedef struct record_opts {
    const char *path;
    const char *encoding;   /* NULL: CA[], detection                  */
    const gor_rules *rules; /* NULL: the record's RU                  */
    long move;              /* the position after move N; -1: the end */
    long game_no;           /* 1-based                                */
    int json;               /* failures as JSON                       */
} record_opts;

typedef struct record {
    gor_sgf *sgf;
    const gor_sgf_node *root;
    gor_game *game;
    gor_sgf_report *report;
    size_t total;   /* moves in the record (SGF numbering)     */
    size_t number;  /* the position is after this move         */
    size_t games;   /* games in the file                       */
} record;

/*
 * Read the record and replay its main line tolerantly to the position
 * after move N (or the end). Errors in the record go to standard error
 * (text mode). Returns EXIT_CLEAN, or EXIT_PROBLEMS after reporting why
 * the record cannot be read or replayed (then *r holds nothing).
 */
int record_load(record *r, const record_opts *o);
void record_free(record *r);

/* ---------------------------------------------------------------- */
/* tool_estimate.c                                                        */

/* Print the ownership estimate of the record's position (text or JSON)
 * with the record's RE as the result; playouts 0: the library's default.
 * EXIT_CLEAN or EXIT_PROBLEMS. */
int score_estimate(const char *path, const record *rec, int json,
                   long playouts, long seed);

#endif /* GORULES_TOOL_H */
