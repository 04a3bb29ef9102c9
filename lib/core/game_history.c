/* SPDX-License-Identifier: MIT */
/*
 * game_history.c - undo, redo and goto: entries taken back and made again
 * from the change stack.
 */
#include <stddef.h>

#include "core/game_impl.h"

/* ---------------------------------------------------------------- */
/* Undo and redo                                                      */

/* Undo entry cur; the caller calls board_rebuild() if it returns 1 (a
 * setup entry). A play is taken back from its removed points alone. */
static int undo_one(gor_game *g)
{
    rec *r = &g->recs[g->cur];
    board *b = &g->b;
    int kind = REC_KIND(r), c = REC_COLOR(r);
    unsigned flags = REC_FLAGS(r);
    g->chg.n -= r->nchg;
    if (kind == GOR_MOVE_PLAY) {
        int victim = flags & GOR_MOVE_SUICIDE ? c : 3 - c;
        if (r->point & REC_FIRST_HERE)
            b->ever[REC_POINT(r)] &= (uint8_t)~c;
        if (board_unplay(b, REC_POINT(r), c, victim, g->chg.v + g->chg.n,
                         r->nchg, (flags & BOARD_MERGED) != 0, &g->merges,
                         g->cur > g->inexact))
            g->inexact = g->cur - 1;
        if (flags & GOR_MOVE_CAPTURED)
            b->caps[c] -= r->nchg;
        if (flags & GOR_MOVE_SUICIDE)
            b->caps[3 - c] -= r->nchg;
    } else {
        for (size_t e = r->nchg; e-- > 0;) {
            uint16_t v = g->chg.v[g->chg.n + e];
            board_set_raw(b, CHG_INDEX(v), CHG_BEFORE(v));
        }
    }
    if (kind == GOR_MOVE_PLAY || kind == GOR_MOVE_PASS)
        g->moves--;
    if (g->tracking)
        posset_remove(&g->set, REC_HASH(r), (uint32_t)g->cur,
                      HASHES_OF(g->recs));
    g->to_move = REC_PREV_TO_MOVE(r);
    g->cur--;
    const rec *now = &g->recs[g->cur];
    b->ko = REC_KO(now);
    b->ko_color = b->ko ? REC_KO_COLOR(now) : 0;
    g->end = REC_END(now);
    clear_marks(g);
    g->room = 0; /* redo entries to drop before the next play */
    return kind == GOR_MOVE_SETUP;
}

static void recount_passes(gor_game *g)
{
    int n = 0;
    for (size_t k = g->cur; k > 0; k--) {
        int kind = REC_KIND(&g->recs[k]);
        if (kind != GOR_MOVE_PASS)
            break;
        n++;
    }
    g->passes = n;
}

/* Redo entry cur + 1, which is known to be valid. */
static void redo_one(gor_game *g)
{
    rec *r = &g->recs[g->cur + 1];
    board *b = &g->b;
    int kind = REC_KIND(r), c = REC_COLOR(r);
    switch (kind) {
    case GOR_MOVE_PLAY:
        game_execute_play(g, REC_POINT(r), c, (REC_FLAGS(r) & GOR_MOVE_SUICIDE) != 0);
        break;
    case GOR_MOVE_PASS:
        b->ko = 0;
        g->to_move = 3 - c;
        g->moves++;
        g->passes++;
        break;
    case GOR_MOVE_SETUP:
        for (size_t e = 0; e < r->nchg; e++) {
            uint16_t v = g->chg.v[g->chg.n++];
            board_set_raw(b, CHG_INDEX(v), CHG_AFTER(v));
        }
        board_rebuild(b);
        g->inexact = g->cur + 1;
        b->ko = 0;
        if (c)
            g->to_move = c;
        break;
    case GOR_MOVE_TURN:
        g->to_move = c;
        break;
    }
    if (kind != GOR_MOVE_PASS)
        g->passes = 0;
    g->cur++;
    clear_marks(g);
    g->end = REC_END(r);
    b->ko = REC_KO(r);
    b->ko_color = b->ko ? REC_KO_COLOR(r) : 0;
    if (g->tracking)
        posset_insert(&g->set, REC_HASH(r), (uint32_t)g->cur,
                      HASHES_OF(g->recs));
    g->room--;
}

int gor_game_undo(gor_game *g)
{
    if (!g)
        return GOR_EINVAL;
    if (g->cur == 0)
        return game_fail(g, GOR_ENOMOVE, "undo");
    if (undo_one(g)) {
        board_rebuild(&g->b);
        g->inexact = g->cur;
    }
    recount_passes(g);
    g->err[0] = 0;
    return GOR_OK;
}

int gor_game_redo(gor_game *g)
{
    if (!g)
        return GOR_EINVAL;
    if (g->cur >= g->total)
        return game_fail(g, GOR_ENOMOVE, "redo");
    redo_one(g);
    g->err[0] = 0;
    return GOR_OK;
}

int gor_game_goto(gor_game *g, size_t n)
{
    if (!g)
        return GOR_EINVAL;
    if (n > g->total)
        return game_fail(g, GOR_ENOMOVE, "goto");
    /* A setup entry's raw changes are rebuilt at once: the plays below
     * it are taken back from the groups. */
    while (g->cur > n)
        if (undo_one(g)) {
            board_rebuild(&g->b);
            g->inexact = g->cur;
        }
    while (g->cur < n)
        redo_one(g);
    recount_passes(g);
    g->err[0] = 0;
    return GOR_OK;
}

int gor_game_goto_move(gor_game *g, size_t n)
{
    if (!g)
        return GOR_EINVAL;
    size_t moves = 0, k;
    if (n == 0) {   /* every entry before the first move */
        for (k = 1; k <= g->total; k++) {
            int kind = REC_KIND(&g->recs[k]);
            if (kind == GOR_MOVE_PLAY || kind == GOR_MOVE_PASS)
                break;
        }
        return gor_game_goto(g, k - 1);
    }
    for (k = 1; k <= g->total; k++) {
        int kind = REC_KIND(&g->recs[k]);
        if ((kind == GOR_MOVE_PLAY || kind == GOR_MOVE_PASS) && ++moves == n)
            return gor_game_goto(g, k);
    }
    game_set_error(g, "no move %zu: the history has %zu moves", n, moves);
    return GOR_ENOMOVE;
}

