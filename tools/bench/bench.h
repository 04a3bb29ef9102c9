/* SPDX-License-Identifier: MIT */
/*
 * bench.h - `gorules-bench`, the benchmark tool: what its files
 * share.
 *
 *   bench.c          main: the command dispatch, the main help
 *   bench_util.c     clock, statistics, files, arguments, rules, area
 *   bench_corpus.c   the engine-neutral corpus format, .expect and .probes
 *   bench_random.c   the random player (gen, playout, score, memory)
 *   bench_gen.c      gorules-bench gen
 *   bench_replay.c   gorules-bench replay
 *   bench_playout.c  gorules-bench playout
 *   bench_sgf.c      gorules-bench sgf
 *   bench_score.c    gorules-bench score
 *   bench_memory.c   gorules-bench memory
 *   bench_ownership.c gorules-bench ownership
 *
 * The tool uses the public API only (gorules.h, gorules_score.h,
 * gorules_sgf.h). Names here are internal to the program. It prints
 * figures; it never judges them (the tests check its sums, not its times).
 */
#ifndef GORULES_BENCH_H
#define GORULES_BENCH_H

#include "gorules.h"
#include "gorules_score.h"
#include "gorules_sgf.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum { EXIT_CLEAN = 0, EXIT_PROBLEMS = 1, EXIT_USAGE = 2 };

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#define NOINLINE __attribute__((noinline))
#else
#define PRINTF_LIKE(f, a)
#define NOINLINE
#endif

/* The commands: argc and argv after the command name. */
int cmd_replay(int argc, char **argv);
int cmd_gen(int argc, char **argv);
int cmd_playout(int argc, char **argv);
int cmd_sgf(int argc, char **argv);
int cmd_score(int argc, char **argv);
int cmd_memory(int argc, char **argv);
int cmd_undo(int argc, char **argv);
int cmd_ownership(int argc, char **argv);

extern const char help_replay[], help_gen[], help_playout[], help_sgf[],
    help_score[], help_memory[], help_undo[];
extern const char help_ownership[];

/* ---------------------------------------------------------------- */
/* bench_util.c                                                       */

/* "gorules-bench: MESSAGE" and a pointer to --help, on standard error;
 * returns EXIT_USAGE. */
int usage_error(const char *fmt, ...) PRINTF_LIKE(1, 2);
/* "gorules-bench: MESSAGE" on standard error; returns EXIT_PROBLEMS. */
int failure(const char *fmt, ...) PRINTF_LIKE(1, 2);

/* CLOCK_MONOTONIC in nanoseconds. */
uint64_t now_ns(void);

/* min, median and max of v[0..n-1] (n >= 1; v is sorted in place). */
typedef struct stats {
    double min, median, max;
} stats;
stats stats_of(double *v, size_t n);

/* splitmix64 (Steele, Lea and Flood's constants): small, fast, and the
 * same sequence on every machine. Inline: the playouts draw a number for
 * every candidate move. */
typedef struct rng {
    uint64_t s;
} rng;

static inline void rng_seed(rng *r, uint64_t seed)
{
    r->s = seed;
}

static inline uint64_t rng_next(rng *r)
{
    uint64_t z = (r->s += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

/* Uniform in [0, n), n >= 1, unbiased: the high half of x * n for a 32-bit
 * x is uniform once the products whose low half falls below 2^32 mod n are
 * thrown away (Lemire). */
static inline uint32_t rng_below(rng *r, uint32_t n)
{
    uint64_t m = (rng_next(r) >> 32) * n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        uint32_t reject = (0u - n) % n;
        while (low < reject) {
            m = (rng_next(r) >> 32) * n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* A whole decimal number within [lo, hi] into *out; 0 on success. */
int parse_long(const char *s, long lo, long hi, long *out);
/* The value of option argv[*i] (argv[*i + 1]), advancing *i; NULL (and a
 * usage message) when it is missing. */
const char *option_value(int argc, char **argv, int *i);
/* The number after option argv[*i], within [lo, hi], into *out, advancing
 * *i: 0, or EXIT_USAGE (with a message) when it is missing or bad. */
int number_option(int argc, char **argv, int *i, long lo, long hi,
                  long *out);

/* "simple", "positional", ... into *out; -1 if unknown. */
int parse_ko(const char *s, gor_ko_rule *out);
/* "forbidden", "multi", "all" into *out; -1 if unknown. */
int parse_suicide(const char *s, gor_suicide_rule *out);
/* The name parse_ko() / parse_suicide() reads back. */
const char *ko_name(gor_ko_rule ko);
const char *suicide_name(gor_suicide_rule s);
/* A "chinese" ruleset with the ko and suicide rules given; NULL if out of
 * memory (reported). */
gor_rules *make_rules(gor_ko_rule ko, gor_suicide_rule suicide);

/* The whole file into a malloc'ed buffer (NUL-terminated, *len bytes
 * before the NUL); NULL and a message on failure. */
char *read_file(const char *path, size_t *len);

/* Tromp-Taylor area of a board (width * height bytes of gor_color):
 * stones plus the empty regions that reach one colour only; B - W. */
long tt_area(int width, int height, const unsigned char *board);

/* ---------------------------------------------------------------- */
/* bench_corpus.c                                                     */

/* One game of a corpus: its moves are moves[first .. first + n - 1]. */
typedef struct corpus_game {
    int size;
    size_t first;
    size_t n;
} corpus_game;

/* A corpus in memory: every move of every game in one array. */
typedef struct corpus {
    corpus_game *games;
    size_t ngames, games_cap;
    gor_point *moves;
    size_t nmoves, moves_cap;
} corpus;

/* Read and parse a corpus file ("N move move ..." per line); 0 on
 * success, else -1 after a message naming the file and line. */
int corpus_read(corpus *c, const char *path);
/* Start a game of size N, then add its moves; 0 or -1 (out of memory). */
int corpus_begin_game(corpus *c, int size);
int corpus_add_move(corpus *c, gor_point p);
void corpus_free(corpus *c);

/* What the .expect files hold per game. */
typedef struct game_stats {
    long moves, passes;
    long black, white;            /* stones on the final board          */
    long caps_black, caps_white;  /* stones captured by Black, by White */
    long area;                    /* Tromp-Taylor area, Black - White   */
} game_stats;

/* black, white, caps_* and area of the game's current position (moves
 * and passes are the caller's). */
void game_stats_of(const gor_game *g, game_stats *s);
/* One .expect line: "moves passes black white capsB capsW area\n". */
void game_stats_write(FILE *f, const game_stats *s);
/* Read an .expect file: one game_stats per line, '#' lines skipped. */
int expect_read(const char *path, game_stats **out, size_t *n);

/* A probe: after `ply` moves of game `game` the move at `point` is
 * refused for the side to move with `status`. */
typedef struct probe {
    size_t game;
    size_t ply;
    gor_point point;
    int status;
} probe;

/* Read a .probes file ("game ply move reason plies_back"; reasons
 * suicide, simpleko, superko), sorted by game and ply. */
int probes_read(const char *path, const corpus *c, probe **out, size_t *n);

/* ---------------------------------------------------------------- */
/* bench_random.c                                                     */

/*
 * The random player of the workload: uniform among the legal moves that do
 * not fill one of the mover's own one-point eyes (an empty point whose
 * on-board neighbours are all the mover's stones); a pass when there is
 * none; the game ends after two passes in a row or 3 * N * N moves
 * (passes included). Candidates are drawn without replacement from the
 * list of empty points, the first that passes wins (uniform among the
 * winners); the rejected ones are swapped out of reach for this turn.
 * The player keeps its own copy of the colours (updated from captures
 * through gor_game_last_removed()), so that the eye test is no library
 * call.
 */
typedef struct rplayer {
    int size, npoints;
    gor_point *nbr;      /* 4 per point, GOR_NO_POINT off the board */
    unsigned char *col;  /* the colours, as the game has them       */
    gor_point *empty;    /* the empty points, in any order          */
    int *where;          /* where[p]: p's index in empty            */
    int nempty;
    gor_point *removed;  /* scratch for gor_game_last_removed()     */
} rplayer;

int rplayer_init(rplayer *r, int size);
void rplayer_free(rplayer *r);
/*
 * Play one random game on `game`, which must be on the empty board of the
 * player's size. Moves go to moves[] (3 * N * N of room) when not NULL.
 * Returns the number of moves (passes included); *passes gets the passes.
 */
long rplayer_game(rplayer *r, gor_game *game, rng *g, gor_point *moves,
                  long *passes);

/* ---------------------------------------------------------------- */
/* bench_replay.c                                                     */

/* One timed replay pass over the corpus (exported, not static, so that
 * `valgrind --tool=callgrind --toggle-collect=bench_replay_pass` counts
 * exactly the replay). games[i] is the game object of size i (or NULL:
 * create and free one per game). legal_first: ask gor_game_legal() before
 * each gor_game_play(); otherwise gor_game_play()'s status is the
 * legality answer. Returns the moves refused. */
long bench_replay_pass(const corpus *c, gor_game *const *games,
                       const gor_rules *rules, int legal_first);

#endif /* GORULES_BENCH_H */
