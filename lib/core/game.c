/* SPDX-License-Identifier: MIT */
/*
 * game.c - the game's life cycle (new, clear, clone, free), its rules, and
 * the error texts of refused calls (game_impl.h has the map of the game's
 * files).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game_impl.h"

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void game_set_error(gor_game *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->err, sizeof g->err, fmt, ap);
    va_end(ap);
}

/* "D4", or "(x,y)" on boards wider than GTP letters reach. */
const char *game_point_text(const gor_game *g, gor_point p, char buf[16])
{
    int w = g->b.width, h = g->b.height;
    if (gor_point_to_gtp(w, h, p, buf, 16) < 0)
        snprintf(buf, 16, "(%d,%d)", p % w, p / w);
    return buf;
}

/* Append the NUL-terminated s at *o, leaving room for the final NUL. */
static char *append(char *o, const char *end, const char *s)
{
    while (*s && o < end)
        *o++ = *s++;
    return o;
}

/*
 * "black D4: <reason>" without printf: refused moves are common (a random
 * player tries occupied points and eyes), and formatting must not cost
 * more than judging the move did.
 */
int game_fail_move(gor_game *g, int status, int c, gor_point p)
{
    char *o = g->err;
    const char *end = g->err + sizeof g->err - 1;
    int w = g->b.width, h = g->b.height;
    o = append(o, end, c == GOR_BLACK ? "black " : "white ");
    if (p == GOR_PASS) {
        o = append(o, end, "pass");
    } else if (p >= 0 && p < w * h && p % w < 25) {
        /* GTP: a column letter without I, the row from the bottom. */
        char v[4];
        int row = h - p / w, n = 0;
        v[n++] = "ABCDEFGHJKLMNOPQRSTUVWXYZ"[p % w];
        if (row >= 10)
            v[n++] = (char)('0' + row / 10);
        v[n++] = (char)('0' + row % 10);
        v[n] = 0;
        o = append(o, end, v);
    } else {
        char buf[16];
        o = append(o, end, game_point_text(g, p, buf));
    }
    o = append(o, end, ": ");
    o = append(o, end, gor_strerror(status));
    *o = 0;
    return status;
}

int game_fail(gor_game *g, int status, const char *what)
{
    game_set_error(g, "%s: %s", what, gor_strerror(status));
    return status;
}


/* ---------------------------------------------------------------- */
/* Life cycle                                                         */

static int start_tracking(gor_game *g)
{
    posset_clear(&g->set);
    for (size_t k = 0; k <= g->cur; k++) {
        int st = posset_insert(&g->set, REC_HASH(&g->recs[k]), (uint32_t)k,
                               HASHES_OF(g->recs));
        if (st)
            return st;
    }
    return GOR_OK;
}

int gor_game_new(gor_game **out, int width, int height,
                 const gor_rules *rules)
{
    if (!out)
        return GOR_EINVAL;
    *out = NULL;
    if (width < 1 || width > GOR_MAX_SIZE || height < 1 ||
        height > GOR_MAX_SIZE)
        return GOR_ESIZE;
    gor_game *g = calloc(1, sizeof *g);
    if (!g)
        return GOR_ENOMEM;
    g->cap = 64;
    g->recs = calloc(g->cap, sizeof *g->recs);
    if (!g->recs || board_init(&g->b, width, height) != GOR_OK ||
        posset_init(&g->set, 2 * (size_t)width * (size_t)height) != GOR_OK ||
        !(g->life = malloc((size_t)g->b.nindex))) {
        free(g->recs);
        board_free(&g->b);
        posset_free(&g->set);
        free(g);
        return GOR_ENOMEM;
    }
    if (rules)
        g->rules = *rules;
    else
        rules_default(&g->rules);
    gor_game_clear(g);
    *out = g;
    return GOR_OK;
}

void gor_game_clear(gor_game *g)
{
    if (!g)
        return;
    board_clear(&g->b);
    g->to_move = g->rules.first;
    g->end = GOR_END_NONE;
    g->passes = 0;
    g->moves = 0;
    g->cur = g->total = 0;
    g->chg.n = g->chg_total = 0;
    g->merges.n = 0;
    g->inexact = 0;
    g->nnotes = 0;
    g->room = 0;
    g->handicap = 0;
    g->marked = 1;
    clear_marks(g);
    memset(&g->recs[0], 0, sizeof g->recs[0]);
    g->tracking = rules_track_positions(&g->rules);
    posset_clear(&g->set);
    if (g->tracking)
        /* The empty start is a position. */
        posset_insert(&g->set, 0, 0, HASHES_OF(g->recs));
    game_set_fast_mode(g);
    g->err[0] = 0;
}

void gor_game_free(gor_game *g)
{
    if (!g)
        return;
    board_free(&g->b);
    change_stack_free(&g->chg);
    change_stack_free(&g->merges);
    posset_free(&g->set);
    free(g->recs);
    free(g->notes);
    free(g->life);
    free(g);
}

int gor_game_clone(gor_game **out, const gor_game *g)
{
    if (!out || !g)
        return GOR_EINVAL;
    *out = NULL;
    gor_game *c = malloc(sizeof *c);
    if (!c)
        return GOR_ENOMEM;
    *c = *g;
    c->recs = malloc(g->cap * sizeof *c->recs);
    c->chg.v = g->chg.cap ? malloc(g->chg.cap * sizeof *c->chg.v) : NULL;
    c->merges.v = g->merges.cap ? malloc(g->merges.cap * sizeof *c->merges.v)
                                : NULL;
    c->notes = g->capnotes ? malloc(g->capnotes * sizeof *c->notes) : NULL;
    c->life = malloc((size_t)g->b.nindex);
    int ok = c->recs && (c->chg.v || !g->chg.cap) &&
             (c->merges.v || !g->merges.cap) &&
             (c->notes || !g->capnotes) && c->life;
    int bst = ok ? board_copy(&c->b, &g->b) : GOR_ENOMEM;
    int sst = bst == GOR_OK ? posset_copy(&c->set, &g->set) : GOR_ENOMEM;
    if (!ok || bst != GOR_OK || sst != GOR_OK) {
        if (bst == GOR_OK)
            board_free(&c->b);
        free(c->recs);
        free(c->chg.v);
        free(c->merges.v);
        free(c->notes);
        free(c->life);
        free(c);
        return GOR_ENOMEM;
    }
    memcpy(c->life, g->life, (size_t)g->b.nindex);
    memcpy(c->recs, g->recs, (g->total + 1) * sizeof *c->recs);
    if (g->chg_total)
        memcpy(c->chg.v, g->chg.v, g->chg_total * sizeof *c->chg.v);
    if (g->merges.n)
        memcpy(c->merges.v, g->merges.v, g->merges.n * sizeof *c->merges.v);
    if (g->nnotes)
        memcpy(c->notes, g->notes, g->nnotes * sizeof *c->notes);
    *out = c;
    return GOR_OK;
}

const gor_rules *gor_game_rules(const gor_game *g)
{
    return g ? &g->rules : NULL;
}

int gor_game_set_rules(gor_game *g, const gor_rules *rules)
{
    if (!g || !rules)
        return GOR_EINVAL;
    int track = rules_track_positions(rules);
    if (track && !g->tracking) {
        g->tracking = 1;  /* start_tracking fills the set */
        int st = start_tracking(g);
        if (st) {
            g->tracking = 0;
            return game_fail(g, st, "set rules");
        }
    }
    g->tracking = track;
    g->room = 0; /* the set's room counts only while tracking */
    g->rules = *rules;
    game_set_fast_mode(g);
    if (g->cur == 0 && g->to_move != rules->first) {
        /* Who starts is the rules' call. Undone entries were played from
         * the other start, so they cannot be redone from this one. */
        g->to_move = rules->first;
        game_truncate_redo(g);
    }
    return GOR_OK;
}

void gor_game_set_enforce_turn(gor_game *g, int on)
{
    if (g)
        g->enforce_turn = on != 0;
}

int gor_game_enforce_turn(const gor_game *g)
{
    return g ? g->enforce_turn : 0;
}

