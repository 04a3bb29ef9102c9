/* SPDX-License-Identifier: MIT */
/*
 * sgf_testutil.h - helpers shared by the SGF tests (header only, static
 * functions): tree comparison, files, the shared corpus.
 */
#ifndef SGF_TESTUTIL_H
#define SGF_TESTUTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gorules.h"
#include "gorules_sgf.h"

#ifndef GORULES_CORPUS_DEFAULT
#define GORULES_CORPUS_DEFAULT "../shared/corpus"
#endif
#ifndef GORULES_SGF_TEST_DATA
#define GORULES_SGF_TEST_DATA "tests/sgf/data"
#endif

/* The shared corpus: $GORULES_CORPUS, else the build's default. */
static inline const char *corpus_dir(void)
{
    const char *env = getenv("GORULES_CORPUS");
    return env && *env ? env : GORULES_CORPUS_DEFAULT;
}

/* corpus_dir()/rel into buf; nonzero if it exists. */
static inline int corpus_path(char *buf, size_t size, const char *rel)
{
    snprintf(buf, size, "%s/%s", corpus_dir(), rel);
    FILE *f = fopen(buf, "rb");
    if (f)
        fclose(f);
    return f != NULL;
}

/* Parse a NUL-terminated string; fails the test on error. */
static inline gor_sgf *parse_ok(const char *text)
{
    gor_sgf *sgf = NULL;
    gor_sgf_error err;
    int st = gor_sgf_parse(&sgf, text, strlen(text), NULL, &err);
    if (st != GOR_OK) {
        fprintf(stderr, "unexpected parse error %d at %d:%d: %s\n  input: %.200s\n",
                st, err.line, err.column, err.message, text);
        return NULL;
    }
    return sgf;
}

/* The tree as a string, written by the library (caller frees). */
static inline char *write_str(const gor_sgf *sgf)
{
    int n = gor_sgf_write(sgf, NULL, 0);
    if (n < 0)
        return NULL;
    char *s = malloc((size_t)n + 1);
    if (s)
        gor_sgf_write(sgf, s, (size_t)n + 1);
    return s;
}

/* Are two nodes equal (ids and raw values, in order)? */
static inline int nodes_equal(const gor_sgf_node *a, const gor_sgf_node *b)
{
    size_t n = gor_sgf_node_property_count(a);
    if (n != gor_sgf_node_property_count(b))
        return 0;
    for (size_t i = 0; i < n; i++) {
        const char *id = gor_sgf_node_property_id(a, i);
        if (strcmp(id, gor_sgf_node_property_id(b, i)))
            return 0;
        size_t k = gor_sgf_node_value_count(a, id);
        if (k != gor_sgf_node_value_count(b, id))
            return 0;
        for (size_t j = 0; j < k; j++)
            if (strcmp(gor_sgf_node_value(a, id, j),
                       gor_sgf_node_value(b, id, j)))
                return 0;
    }
    return 1;
}

/*
 * Are two collections the same tree? Walked without recursion (pre-order
 * with parent links), so any depth is fine.
 */
static inline int trees_equal(const gor_sgf *x, const gor_sgf *y)
{
    if (gor_sgf_game_count(x) != gor_sgf_game_count(y))
        return 0;
    for (size_t g = 0; g < gor_sgf_game_count(x); g++) {
        const gor_sgf_node *a = gor_sgf_game(x, g), *b = gor_sgf_game(y, g);
        const gor_sgf_node *ra = a;
        for (;;) {
            if (!nodes_equal(a, b) ||
                gor_sgf_node_child_count(a) != gor_sgf_node_child_count(b))
                return 0;
            if (gor_sgf_node_child_count(a)) {
                a = gor_sgf_node_child(a, 0);
                b = gor_sgf_node_child(b, 0);
                continue;
            }
            /* Up to the next sibling. */
            while (a != ra && !gor_sgf_node_next_sibling(a)) {
                if (gor_sgf_node_next_sibling(b))
                    return 0;
                a = gor_sgf_node_parent(a);
                b = gor_sgf_node_parent(b);
            }
            if (a == ra)
                break;
            a = gor_sgf_node_next_sibling(a);
            b = gor_sgf_node_next_sibling(b);
            if (!b)
                return 0;
        }
    }
    return 1;
}

/* parse -> write -> parse gives the same tree, and writing is stable. */
static inline int round_trips(const gor_sgf *sgf)
{
    char *text = write_str(sgf);
    if (!text)
        return 0;
    gor_sgf *again = parse_ok(text);
    int ok = again && trees_equal(sgf, again);
    if (ok) {
        char *text2 = write_str(again);
        ok = text2 && !strcmp(text, text2);
        free(text2);
    }
    gor_sgf_free(again);
    free(text);
    return ok;
}

/* Does any parse note contain `what`? */
static inline int has_note(const gor_sgf *sgf, const char *what)
{
    for (size_t i = 0; i < gor_sgf_parse_note_count(sgf); i++)
        if (strstr(gor_sgf_parse_note(sgf, i)->message, what))
            return 1;
    return 0;
}

#endif
