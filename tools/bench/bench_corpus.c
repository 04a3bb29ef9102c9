/* SPDX-License-Identifier: MIT */
/*
 * bench_corpus.c - the engine-neutral replay corpus: one
 * game per line, "N move move ...", moves as GTP vertices or "pass"; its
 * .expect sidecar (per game: moves passes black white capsB capsW area) and
 * its .probes sidecar (game ply move reason plies_back).
 */
#include "bench.h"

#include <stdlib.h>
#include <string.h>

/* The line at *text, NUL-terminated in place; *text moves on to the next
 * one. NULL at the end of the text. */
static char *next_line(char **text)
{
    char *s = *text;
    if (!*s)
        return NULL;
    char *nl = strchr(s, '\n');
    if (nl) {
        *nl = 0;
        *text = nl + 1;
    } else {
        *text = s + strlen(s);
    }
    return s;
}

/* The next token of the line at *s (blank-separated, NUL-terminated in
 * place), or NULL at the line's end. */
static char *next_token(char **s)
{
    char *p = *s;
    while (*p == ' ' || *p == '\t' || *p == '\r')
        p++;
    if (!*p) {
        *s = p;
        return NULL;
    }
    char *t = p;
    while (*p && *p != ' ' && *p != '\t' && *p != '\r')
        p++;
    if (*p)
        *p++ = 0;
    *s = p;
    return t;
}

/* Split a line into at most max tokens; returns how many it has. */
static size_t split_line(char *s, char **tok, size_t max)
{
    size_t n = 0;
    for (char *t; (t = next_token(&s)); n++)
        if (n < max)
            tok[n] = t;
    return n;
}

int corpus_begin_game(corpus *c, int size)
{
    if (c->ngames == c->games_cap) {
        size_t cap = c->games_cap ? c->games_cap * 2 : 256;
        corpus_game *v = realloc(c->games, cap * sizeof *v);
        if (!v)
            return -1;
        c->games = v;
        c->games_cap = cap;
    }
    corpus_game *g = &c->games[c->ngames++];
    g->size = size;
    g->first = c->nmoves;
    g->n = 0;
    return 0;
}

int corpus_add_move(corpus *c, gor_point p)
{
    if (c->nmoves == c->moves_cap) {
        size_t cap = c->moves_cap ? c->moves_cap * 2 : 65536;
        gor_point *v = realloc(c->moves, cap * sizeof *v);
        if (!v)
            return -1;
        c->moves = v;
        c->moves_cap = cap;
    }
    c->moves[c->nmoves++] = p;
    c->games[c->ngames - 1].n++;
    return 0;
}

void corpus_free(corpus *c)
{
    free(c->games);
    free(c->moves);
    memset(c, 0, sizeof *c);
}

int corpus_read(corpus *c, const char *path)
{
    memset(c, 0, sizeof *c);
    size_t len;
    char *text = read_file(path, &len);
    if (!text)
        return -1;
    char *rest = text, *s;
    long line = 0;
    int bad = 0;
    while (!bad && (s = next_line(&rest))) {
        line++;
        char *t = next_token(&s);
        if (!t || t[0] == '#')
            continue;
        long size;
        if (parse_long(t, 1, 25, &size)) {
            bad = failure("%s:%ld: expected a board size (1 to 25), not "
                          "\"%s\"", path, line, t);
            break;
        }
        if (corpus_begin_game(c, (int)size)) {
            bad = failure("out of memory");
            break;
        }
        while ((t = next_token(&s))) {
            gor_point p;
            if (gor_point_from_gtp((int)size, (int)size, t, &p) != GOR_OK) {
                bad = failure("%s:%ld: bad move \"%s\" on %ldx%ld", path,
                              line, t, size, size);
                break;
            }
            if (corpus_add_move(c, p)) {
                bad = failure("out of memory");
                break;
            }
        }
    }
    free(text);
    if (bad) {
        corpus_free(c);
        return -1;
    }
    if (!c->ngames) {
        failure("%s: no games", path);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- */
/* .expect                                                             */

void game_stats_of(const gor_game *g, game_stats *s)
{
    unsigned char board[GOR_MAX_SIZE * GOR_MAX_SIZE];
    s->black = gor_game_stone_count(g, GOR_BLACK);
    s->white = gor_game_stone_count(g, GOR_WHITE);
    s->caps_black = gor_game_captures(g, GOR_BLACK);
    s->caps_white = gor_game_captures(g, GOR_WHITE);
    gor_game_board(g, board, sizeof board);
    s->area = tt_area(gor_game_width(g), gor_game_height(g), board);
}

void game_stats_write(FILE *f, const game_stats *s)
{
    fprintf(f, "%ld %ld %ld %ld %ld %ld %ld\n", s->moves, s->passes,
            s->black, s->white, s->caps_black, s->caps_white, s->area);
}

int expect_read(const char *path, game_stats **out, size_t *n)
{
    size_t len, cap = 0;
    char *text = read_file(path, &len);
    if (!text)
        return -1;
    game_stats *v = NULL;
    *n = 0;
    long line = 0;
    int bad = 0;
    char *rest = text, *s;
    while (!bad && (s = next_line(&rest))) {
        char *tok[8];
        line++;
        size_t k = split_line(s, tok, 8);
        if (!k || tok[0][0] == '#')
            continue;
        long x[7];
        for (size_t i = 0; i < 7 && !bad; i++)
            if (k != 7 || parse_long(tok[i], -1000000, 1000000, &x[i]))
                bad = failure("%s:%ld: expected 7 numbers", path, line);
        if (bad)
            break;
        if (*n == cap) {
            cap = cap ? cap * 2 : 1024;
            game_stats *w = realloc(v, cap * sizeof *w);
            if (!w) {
                bad = failure("out of memory");
                break;
            }
            v = w;
        }
        game_stats st = {x[0], x[1], x[2], x[3], x[4], x[5], x[6]};
        v[(*n)++] = st;
    }
    free(text);
    if (bad) {
        free(v);
        return -1;
    }
    *out = v;
    return 0;
}

/* ---------------------------------------------------------------- */
/* .probes                                                             */

static int cmp_probe(const void *a, const void *b)
{
    const probe *x = a, *y = b;
    if (x->game != y->game)
        return x->game < y->game ? -1 : 1;
    return (x->ply > y->ply) - (x->ply < y->ply);
}

int probes_read(const char *path, const corpus *c, probe **out, size_t *n)
{
    static const struct {
        const char *word;
        int status;
    } reasons[] = {{"suicide", GOR_ESUICIDE}, {"simpleko", GOR_EKO},
                   {"ko", GOR_EKO}, {"superko", GOR_ESUPERKO}};
    size_t len, cap = 0;
    char *text = read_file(path, &len);
    if (!text)
        return -1;
    probe *v = NULL;
    *n = 0;
    long line = 0;
    int bad = 0;
    char *rest = text, *s;
    while (!bad && (s = next_line(&rest))) {
        char *tok[5];
        line++;
        size_t k = split_line(s, tok, 5);
        if (!k || tok[0][0] == '#')
            continue;
        long game, ply;
        if (k < 4 || parse_long(tok[0], 0, (long)c->ngames - 1, &game) ||
            parse_long(tok[1], 0, 1000000, &ply) ||
            (size_t)ply > c->games[game].n) {
            bad = failure("%s:%ld: expected \"game ply move reason ...\" "
                          "with a game and ply of the corpus", path, line);
            break;
        }
        probe p = {(size_t)game, (size_t)ply, GOR_NO_POINT, GOR_OK};
        int size = c->games[game].size;
        for (size_t i = 0; i < sizeof reasons / sizeof reasons[0]; i++)
            if (!strcmp(tok[3], reasons[i].word))
                p.status = reasons[i].status;
        if (p.status == GOR_OK ||
            gor_point_from_gtp(size, size, tok[2], &p.point) != GOR_OK) {
            bad = failure("%s:%ld: unknown reason \"%s\" or bad move \"%s\"",
                          path, line, tok[3], tok[2]);
            break;
        }
        if (*n == cap) {
            cap = cap ? cap * 2 : 1024;
            probe *w = realloc(v, cap * sizeof *w);
            if (!w) {
                bad = failure("out of memory");
                break;
            }
            v = w;
        }
        v[(*n)++] = p;
    }
    free(text);
    if (bad) {
        free(v);
        return -1;
    }
    if (v && *n)
        qsort(v, *n, sizeof *v, cmp_probe);
    *out = v;
    return 0;
}
