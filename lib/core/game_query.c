/* SPDX-License-Identifier: MIT */
/*
 * game_query.c - reading a game: the position, groups, the history, the
 * life marks.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "core/game_impl.h"

int gor_game_area_difference(const gor_game *g)
{
    return g ? board_area_difference(&g->b) : 0;
}

size_t gor_game_memory(const gor_game *g)
{
    if (!g)
        return 0;
    return sizeof *g + board_bytes(&g->b) + g->cap * sizeof *g->recs +
           g->chg.cap * sizeof *g->chg.v + g->capnotes * sizeof *g->notes +
           g->merges.cap * sizeof *g->merges.v +
           (g->set.mask + 1) * sizeof *g->set.slot + (size_t)g->b.nindex;
}

/* ---------------------------------------------------------------- */
/* Queries                                                            */

int gor_game_width(const gor_game *g)
{
    return g ? g->b.width : 0;
}

int gor_game_height(const gor_game *g)
{
    return g ? g->b.height : 0;
}

gor_color gor_game_at(const gor_game *g, gor_point p)
{
    int i = g ? board_index_of(&g->b, p) : -1;
    return i < 0 ? GOR_EMPTY : (gor_color)g->b.color[i];
}

int gor_game_board(const gor_game *g, unsigned char *out, size_t size)
{
    if (!g || !out)
        return GOR_EINVAL;
    size_t n = (size_t)g->b.width * (size_t)g->b.height;
    if (size < n)
        return GOR_EBUFFER;
    for (int y = 0; y < g->b.height; y++)
        memcpy(out + y * g->b.width, g->b.color + board_index(&g->b, 0, y),
               (size_t)g->b.width);
    return (int)n;
}

int gor_game_stone_count(const gor_game *g, gor_color c)
{
    return g && valid_player(c) ? g->b.stones[c] : 0;
}

gor_color gor_game_to_move(const gor_game *g)
{
    return g ? (gor_color)g->to_move : GOR_EMPTY;
}

int gor_game_captures(const gor_game *g, gor_color by)
{
    return g && valid_player(by) ? g->b.caps[by] : 0;
}

gor_point gor_game_ko_point(const gor_game *g)
{
    if (!g || !g->b.ko || g->b.ko_color != g->to_move ||
        g->rules.ko == GOR_KO_NONE)
        return GOR_NO_POINT;
    /* Under situational rules a retake need not repeat anything. */
    move_eval ev;
    long repeat;
    if (judge(g, g->b.ko, g->to_move, 0, &ev, &repeat) != GOR_EKO)
        return GOR_NO_POINT;
    return board_point_of(&g->b, g->b.ko);
}

uint64_t gor_game_hash(const gor_game *g)
{
    return g ? g->b.hash : 0;
}

uint64_t gor_game_situation_hash(const gor_game *g)
{
    if (!g)
        return 0;
    return g->b.hash ^ (g->to_move == GOR_WHITE ? ZOBRIST_WHITE_TO_MOVE : 0);
}

gor_end gor_game_end_reason(const gor_game *g)
{
    return g ? g->end : GOR_END_NONE;
}

gor_color gor_game_winner(const gor_game *g)
{
    if (!g || !g->cur)
        return GOR_EMPTY;
    const rec *r = &g->recs[g->cur];
    if (g->end == GOR_END_RESIGN || g->end == GOR_END_REPETITION)
        return (gor_color)(3 - REC_COLOR(r));
    if (g->end == GOR_END_TIME || g->end == GOR_END_FORFEIT)
        return (gor_color)REC_COLOR(r);
    return GOR_EMPTY;
}

int gor_game_consecutive_passes(const gor_game *g)
{
    return g ? g->passes : 0;
}

const char *gor_game_last_error(const gor_game *g)
{
    return g ? g->err : "no game (NULL)";
}

int gor_game_liberty_count(const gor_game *g, gor_point p)
{
    int i = g ? board_index_of(&g->b, p) : -1;
    if (i < 0 || g->b.color[i] == BC_EMPTY)
        return 0;
    return board_liberties(&g->b, i);
}

static int cmp_point(const void *a, const void *b)
{
    gor_point x = *(const gor_point *)a, y = *(const gor_point *)b;
    return (x > y) - (x < y);
}

/* Sort points[0..n-1] and copy the first `cap` of them to out; returns n. */
static int copy_sorted(gor_point *points, int n, gor_point *out, size_t cap)
{
    qsort(points, (size_t)n, sizeof *points, cmp_point);
    if (out)
        memcpy(out, points, ((size_t)n < cap ? (size_t)n : cap) * sizeof *out);
    return n;
}

int gor_game_group_stones(const gor_game *g, gor_point p, gor_point *out,
                          size_t cap)
{
    int i = g ? board_index_of(&g->b, p) : -1;
    if (i < 0 || g->b.color[i] == BC_EMPTY || (!out && cap))
        return 0;
    const board *b = &g->b;
    gor_point all[GOR_MAX_SIZE * GOR_MAX_SIZE];
    int h = b->gid[i], s = h, n = 0;
    do {
        all[n++] = board_point_of(b, s);
        s = b->next[s];
    } while (s != h);
    return copy_sorted(all, n, out, cap);
}

int gor_game_group_liberties(const gor_game *g, gor_point p, gor_point *out,
                             size_t cap)
{
    int i = g ? board_index_of(&g->b, p) : -1;
    if (i < 0 || g->b.color[i] == BC_EMPTY || (!out && cap))
        return 0;
    const board *b = &g->b;
    uint8_t seen[BOARD_MAX_INDEX];
    memset(seen, 0, (size_t)b->nindex);
    gor_point all[GOR_MAX_SIZE * GOR_MAX_SIZE];
    int h = b->gid[i], s = h, n = 0;
    do {
        const int nb[4] = {s - 1, s + 1, s - b->stride, s + b->stride};
        for (int k = 0; k < 4; k++) {
            if (b->color[nb[k]] == BC_EMPTY && !seen[nb[k]]) {
                seen[nb[k]] = 1;
                all[n++] = board_point_of(b, nb[k]);
            }
        }
        s = b->next[s];
    } while (s != h);
    return copy_sorted(all, n, out, cap);
}

int gor_game_last_removed(const gor_game *g, gor_point *out, size_t cap)
{
    if (!g || !g->cur || (!out && cap))
        return 0;
    const rec *r = &g->recs[g->cur];
    if (REC_KIND(r) != GOR_MOVE_PLAY)
        return 0;
    gor_point all[GOR_MAX_SIZE * GOR_MAX_SIZE];
    size_t off = g->chg.n - r->nchg;
    for (size_t e = 0; e < r->nchg; e++)
        all[e] = board_point_of(&g->b, CHG_INDEX(g->chg.v[off + e]));
    return copy_sorted(all, r->nchg, out, cap);
}

size_t gor_game_history_length(const gor_game *g)
{
    return g ? g->cur : 0;
}

size_t gor_game_redo_length(const gor_game *g)
{
    return g ? g->total - g->cur : 0;
}

size_t gor_game_move_number(const gor_game *g)
{
    return g ? g->moves : 0;
}

int gor_game_move(const gor_game *g, size_t i, gor_move_info *out)
{
    if (!g || !out)
        return GOR_EINVAL;
    if (i < 1 || i > g->total)
        return GOR_ENOMOVE;
    const rec *r = &g->recs[i];
    memset(out, 0, sizeof *out);
    out->kind = (gor_move_kind)REC_KIND(r);
    out->color = (gor_color)REC_COLOR(r); /* 0 where the kind has none */
    out->point = out->kind == GOR_MOVE_PLAY ? board_point_of(&g->b, REC_POINT(r))
                                            : GOR_NO_POINT;
    out->removed = out->kind == GOR_MOVE_PLAY || out->kind == GOR_MOVE_SETUP
                       ? r->nchg
                       : 0;
    out->flags = REC_FLAGS(r) & ~BOARD_MERGED; /* internal */
    out->repeats = -1;
    /* Notes are in ply order: binary search. */
    size_t lo = 0, hi = g->nnotes;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (g->notes[mid].ply < i)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < g->nnotes && g->notes[lo].ply == i)
        out->repeats = (int)g->notes[lo].earlier;
    return GOR_OK;
}

int gor_game_pass_count(const gor_game *g, gor_color c)
{
    int n = 0;
    if (!g || !valid_player(c))
        return 0;
    for (size_t k = 1; k <= g->cur; k++)
        n += REC_KIND(&g->recs[k]) == GOR_MOVE_PASS &&
             REC_COLOR(&g->recs[k]) == (int)c;
    return n;
}

int gor_game_handicap(const gor_game *g)
{
    return g ? g->handicap : 0;
}

int gor_game_set_handicap(gor_game *g, int stones)
{
    if (!g)
        return GOR_EINVAL;
    if (stones < 0 || stones > g->b.width * g->b.height)
        return game_fail(g, GOR_ERANGE, "set handicap");
    g->handicap = stones;
    return GOR_OK;
}

/* ---------------------------------------------------------------- */
/* Life marks                                                         */

static void mark_group(gor_game *g, int i, gor_life life)
{
    int h = g->b.gid[i], s = h;
    do {
        g->life[s] = (uint8_t)life;
        s = g->b.next[s];
    } while (s != h);
    if (life != GOR_LIFE_ALIVE) {
        g->marked = 1;
        g->room = 0; /* the next play clears the marks */
    }
}

int gor_game_mark_list(gor_game *g, gor_life life, const gor_point *points,
                       size_t n)
{
    if (!g || (n && !points))
        return GOR_EINVAL;
    if (life != GOR_LIFE_ALIVE && life != GOR_LIFE_DEAD &&
        life != GOR_LIFE_SEKI)
        return game_fail(g, GOR_EINVAL, "mark: unknown life status");
    for (size_t k = 0; k < n; k++) {
        int i = board_index_of(&g->b, points[k]);
        if (i < 0 || g->b.color[i] == BC_EMPTY) {
            char buf[16];
            game_set_error(g, "mark: %s holds no stone",
                      game_point_text(g, points[k], buf));
            return i < 0 ? GOR_EOFFBOARD : GOR_EINVAL;
        }
    }
    for (size_t k = 0; k < n; k++)
        mark_group(g, board_index_of(&g->b, points[k]), life);
    return GOR_OK;
}

int gor_game_mark(gor_game *g, gor_point p, gor_life life)
{
    return gor_game_mark_list(g, life, &p, 1);
}

gor_life gor_game_life_at(const gor_game *g, gor_point p)
{
    int i = g ? board_index_of(&g->b, p) : -1;
    if (i < 0 || g->b.color[i] == BC_EMPTY)
        return GOR_LIFE_ALIVE;
    return (gor_life)g->life[i];
}

int gor_game_marked(const gor_game *g, gor_life life, gor_point *out,
                    size_t cap)
{
    if (!g || (!out && cap))
        return 0;
    int n = 0;
    for (int y = 0; y < g->b.height; y++)
        for (int x = 0; x < g->b.width; x++) {
            int i = board_index(&g->b, x, y);
            if (g->b.color[i] != BC_EMPTY && g->life[i] == (uint8_t)life) {
                if ((size_t)n < cap)
                    out[n] = y * g->b.width + x;
                n++;
            }
        }
    return n;
}

void gor_game_clear_marks(gor_game *g)
{
    if (g)
        clear_marks(g);
}

