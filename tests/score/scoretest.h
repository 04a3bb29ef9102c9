/* SPDX-License-Identifier: MIT */
/*
 * scoretest.h - helpers for the scoring tests: games from diagrams, the
 * shared corpus, a tiny SGF reader (test-only: SZ, KM, HA, RU, RE, AB, AW,
 * AE, PL, B, W along the main line), maps as text.
 */
#ifndef GOR_SCORETEST_H
#define GOR_SCORETEST_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "gorules.h"
#include "gorules_score.h"

/* The corpus folder (GORULES_CORPUS, else the build's default), or NULL
 * when it does not exist. */
const char *st_corpus(void);
/* corpus + "/" + rel into buf; returns buf. */
char *st_corpus_path(char *buf, size_t size, const char *rel);
/* Whole file, NUL-terminated (free() it); NULL if unreadable. */
char *st_read_file(const char *path, size_t *len);

/* A game of the diagram's size (rows top to bottom: x X black, o O white,
 * anything else empty), stones by setup, under rules text (NULL default). */
gor_game *st_diagram(const char *rules, const char *const *rows, int nrows);
/* Points on g's board: the size its per-point maps need. */
static inline size_t st_points(const gor_game *g)
{
    return (size_t)gor_game_width(g) * (size_t)gor_game_height(g);
}
/* Point of a GTP vertex on g's board (asserts). */
gor_point st_p(const gor_game *g, const char *vertex);
/* Play "B D4" style moves (asserts each GOR_OK); "B pass" passes. */
void st_play(gor_game *g, const char *const *moves, size_t n);
/* Set komi on the game's rules. */
void st_set_komi(gor_game *g, double komi);
/* Replace the game's rules with rules text, keeping nothing else. */
void st_set_rules(gor_game *g, const char *text);

/* A map (w*h bytes) as rows joined by '\n' using a character per value:
 * chars[v] for v < strlen(chars), '?' otherwise. */
void st_map_text(const unsigned char *map, int w, int h, const char *chars,
                 char *buf, size_t size);

/* --- SGF (main line only) ------------------------------------------ */
typedef struct st_sgf {
    int width, height;
    double komi;
    int has_komi;
    int handicap;
    char re[256];
    char ru[128];
} st_sgf;

/*
 * Load the first game of an SGF file into a new game under `rules` (NULL:
 * the record's RU if `use_ru`, else the default), komi from KM when
 * present. Stops before move `before` (1-based, GTP loadsgf semantics;
 * 0 = play everything). Moves are played tolerantly. NULL on error.
 */
gor_game *st_sgf_load(const char *path, const char *rules, int use_ru,
                      int before, st_sgf *info);
/* The same from text. */
gor_game *st_sgf_load_text(const char *text, const char *rules, int use_ru,
                           int before, st_sgf *info);

/* Exit code for main: 77 when the corpus is missing (ctest: skipped). */
int st_finish(int failures, int needs_corpus);

#endif
