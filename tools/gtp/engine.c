/* SPDX-License-Identifier: MIT */
/*
 * engine.c - the engine state (game, rules, random generator, the loaded
 * record), resuming ended games for queries, argument parsing and the
 * common answers.
 */
#include "gtp.h"
#include "core/numtext.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- */
/* State                                                              */

int gtp_engine_init(gtp_engine *e)
{
    memset(e, 0, sizeof *e);
    e->rng = GTP_DEFAULT_SEED;
    int st = gor_rules_new(&e->rules, NULL);
    if (st == GOR_OK)
        st = gtp_new_game(e, GTP_DEFAULT_SIZE, GTP_DEFAULT_SIZE);
    return st;
}

void gtp_engine_free(gtp_engine *e)
{
    free(e->scratch);
    free(e->marks);
    gor_game_free(e->game);
    gor_rules_free(e->rules);
    gor_sgf_free(e->record);
    gor_clock_free(e->clock);
    gor_referee_free(e->referee);
    memset(e, 0, sizeof *e);
}

int gtp_width(const gtp_engine *e)
{
    return gor_game_width(e->game);
}

int gtp_height(const gtp_engine *e)
{
    return gor_game_height(e->game);
}

int gtp_set_game(gtp_engine *e, gor_game *g)
{
    size_t n = (size_t)gor_game_width(g) * (size_t)gor_game_height(g);
    gor_point *scratch = malloc(n * sizeof *scratch);
    gor_point *marks = malloc(n * sizeof *marks);
    if (!scratch || !marks) {
        free(scratch);
        free(marks);
        gor_game_free(g);
        return GOR_ENOMEM;
    }
    gor_game_free(e->game);
    free(e->scratch);
    free(e->marks);
    e->game = g;
    e->scratch = scratch;
    e->marks = marks;
    e->marked = 0;
    return GOR_OK;
}

int gtp_new_game(gtp_engine *e, int width, int height)
{
    gor_game *g;
    int st = gor_game_new(&g, width, height, e->rules);
    if (st != GOR_OK)
        return st;
    st = gtp_set_game(e, g);
    if (st == GOR_OK)
        gtp_forget_record(e);
    return st;
}

int gtp_apply_rules(gtp_engine *e, gor_rules *r)
{
    int st = gor_game_set_rules(e->game, r);
    if (st != GOR_OK) {
        gor_rules_free(r);
        return st;
    }
    gor_rules_free(e->rules);
    e->rules = r;
    return GOR_OK;
}

void gtp_forget_record(gtp_engine *e)
{
    gor_sgf_free(e->record);
    e->record = NULL;
    /* a new game: the clock starts again with full time */
    if (gtp_clock_reset(e) == GOR_OK)
        e->clock_started = 0;
}

/* ---------------------------------------------------------------- */
/* Ended games                                                        */

int gtp_begin_open(gtp_engine *e)
{
    if (gor_game_end_reason(e->game) == GOR_END_NONE)
        return 0;
    /* The undo in gtp_end_open() clears the life marks: keep them. */
    size_t cap = (size_t)gtp_width(e) * (size_t)gtp_height(e);
    int dead = gor_game_marked(e->game, GOR_LIFE_DEAD, e->marks, cap);
    int seki = gor_game_marked(e->game, GOR_LIFE_SEKI,
                               e->marks + (dead > 0 ? dead : 0),
                               cap - (size_t)(dead > 0 ? dead : 0));
    e->marks_dead = dead > 0 ? (size_t)dead : 0;
    e->marks_seki = seki > 0 ? (size_t)seki : 0;
    int st = gor_game_resume(e->game);
    return st == GOR_OK ? 1 : st;
}

void gtp_end_open(gtp_engine *e, int resumed)
{
    if (resumed != 1)
        return;
    gor_game_undo(e->game);
    gor_game_mark_list(e->game, GOR_LIFE_DEAD, e->marks, e->marks_dead);
    gor_game_mark_list(e->game, GOR_LIFE_SEKI, e->marks + e->marks_dead,
                       e->marks_seki);
}

int gtp_undo_move(gor_game *g)
{
    if (gor_game_move_number(g) == 0)
        return GOR_ENOMOVE;
    for (;;) {
        gor_move_info mi;
        int st = gor_game_move(g, gor_game_history_length(g), &mi);
        if (st == GOR_OK)
            st = gor_game_undo(g);
        if (st != GOR_OK)
            return st;
        if (mi.kind == GOR_MOVE_PLAY || mi.kind == GOR_MOVE_PASS)
            return GOR_OK;
    }
}

/* ---------------------------------------------------------------- */
/* Random moves                                                       */

/* splitmix64 (Steele, Lea, Flood 2014): small, fast, good enough here. */
static uint64_t rng_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

size_t gtp_rng_below(uint64_t *state, size_t n)
{
    uint64_t limit = UINT64_MAX - UINT64_MAX % (uint64_t)n;
    uint64_t x;
    do
        x = rng_next(state);
    while (x >= limit);
    return (size_t)(x % (uint64_t)n);
}

int gtp_own_eye(const gtp_engine *e, gor_color c, gor_point p)
{
    int w = gtp_width(e), h = gtp_height(e), x = p % w, y = p / w;
    static const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
    for (int k = 0; k < 4; k++) {
        gor_point n = gor_point_at(w, h, x + dx[k], y + dy[k]);
        if (n != GOR_NO_POINT && gor_game_at(e->game, n) != c)
            return 0;
    }
    return 1;
}

/* ---------------------------------------------------------------- */
/* Arguments                                                          */

static int lower_ascii(int c)
{
    return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

int gtp_equal_nocase(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (lower_ascii((unsigned char)*a) != lower_ascii((unsigned char)*b))
            return 0;
    return *a == *b;
}

int gtp_parse_color(const char *s, gor_color *out)
{
    if (gtp_equal_nocase(s, "b") || gtp_equal_nocase(s, "black"))
        *out = GOR_BLACK;
    else if (gtp_equal_nocase(s, "w") || gtp_equal_nocase(s, "white"))
        *out = GOR_WHITE;
    else
        return GOR_EPARSE;
    return GOR_OK;
}

int gtp_parse_vertex(const gtp_engine *e, const char *s, gor_point *out)
{
    return gor_point_from_gtp(gtp_width(e), gtp_height(e), s, out);
}

int gtp_parse_long(const char *s, long min, long max, long *out)
{
    const char *p = s;
    int neg = 0;
    if (*p == '+' || *p == '-')
        neg = *p++ == '-';
    if (*p < '0' || *p > '9')
        return GOR_EPARSE;
    long v = 0;
    int big = 0;
    for (; *p >= '0' && *p <= '9'; p++) {
        if (v > 100000000L) /* far past any range used here */
            big = 1;
        else
            v = v * 10 + (*p - '0');
    }
    if (*p)
        return GOR_EPARSE;
    if (big)
        return GOR_ERANGE;
    v = neg ? -v : v;
    if (v < min || v > max)
        return GOR_ERANGE;
    *out = v;
    return GOR_OK;
}

int gtp_parse_u64(const char *s, uint64_t *out)
{
    uint64_t v = 0;
    if (*s < '0' || *s > '9')
        return GOR_EPARSE;
    for (; *s >= '0' && *s <= '9'; s++) {
        uint64_t d = (uint64_t)(*s - '0');
        if (v > (UINT64_MAX - d) / 10)
            return GOR_ERANGE;
        v = v * 10 + d;
    }
    if (*s)
        return GOR_EPARSE;
    *out = v;
    return GOR_OK;
}

int gtp_parse_double(const char *s, double *out)
{
    const char *end;
    double v;
    if (!numtext_parse(s, &end, &v) || *end || !isfinite(v))
        return GOR_EPARSE;
    *out = v;
    return GOR_OK;
}

/* ---------------------------------------------------------------- */
/* Answers                                                            */

void gtp_add_vertex(const gtp_engine *e, gtp_text *out, gor_point p)
{
    char buf[16];
    if (gor_point_to_gtp(gtp_width(e), gtp_height(e), p, buf, sizeof buf) < 0)
        snprintf(buf, sizeof buf, "??");
    gtp_text_add(out, buf);
}

void gtp_add_vertices(const gtp_engine *e, gtp_text *out,
                      const gor_point *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (i)
            gtp_text_add(out, " ");
        gtp_add_vertex(e, out, p[i]);
    }
}

const char *gtp_color_word(gor_color c)
{
    return c == GOR_WHITE ? "white" : "black";
}

int gtp_fail(gtp_text *out, const char *msg)
{
    gtp_text_clear(out);
    gtp_text_add(out, msg);
    return 0;
}

int gtp_failf(gtp_text *out, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return gtp_fail(out, buf);
}

int gtp_syntax_error(gtp_text *out)
{
    return gtp_fail(out, "syntax error");
}

size_t gtp_legal_moves(gtp_engine *e, gor_color c, int skip_own_eyes)
{
    int n = gtp_width(e) * gtp_height(e);
    size_t count = 0;
    for (gor_point p = 0; p < n; p++)
        if (gor_game_at(e->game, p) == GOR_EMPTY &&
            !(skip_own_eyes && gtp_own_eye(e, c, p)) &&
            gor_game_legal(e->game, c, p) == GOR_OK)
            e->scratch[count++] = p;
    return count;
}
