/* SPDX-License-Identifier: MIT */
/*
 * game_cycle.c - exact repetition: every hash match is checked against the
 * position itself, rebuilt from the change stack; superko, cycles and the
 * repetition notes of the history judge through it.
 */
#include <stddef.h>
#include <string.h>

#include "core/game_impl.h"

/* ---------------------------------------------------------------- */
/* Exact position comparison (the fallback behind every hash match)   */

/* Turn `colors`, position cur (whose changes end at chg.v[off]), back
 * into position j. */
void game_revert_colors_from(const gor_game *g, uint8_t *colors, size_t j,
                               size_t off)
{
    for (size_t k = g->cur; k > j; k--) {
        const rec *r = &g->recs[k];
        off -= r->nchg;
        for (size_t e = r->nchg; e-- > 0;) {
            uint16_t v = g->chg.v[off + e];
            colors[CHG_INDEX(v)] = (uint8_t)CHG_BEFORE(v);
        }
        if (REC_KIND(r) == GOR_MOVE_PLAY)
            colors[REC_POINT(r)] = BC_EMPTY;
    }
}

/* Turn `colors`, the current position, back into position j. */
static void revert_colors(const gor_game *g, uint8_t *colors, size_t j)
{
    game_revert_colors_from(g, colors, j, g->chg.n);
}

/* Is position j exactly `colors` (a full padded colour array)? */
static int position_equals(const gor_game *g, size_t j, const uint8_t *colors)
{
    uint8_t past[BOARD_MAX_INDEX];
    memcpy(past, g->b.color, (size_t)g->b.nindex);
    revert_colors(g, past, j);
    return memcmp(past, colors, (size_t)g->b.nindex) == 0;
}

/* The colours after colour c plays at i (as board_eval judged it). */
static void colors_after(const gor_game *g, int i, int c, const move_eval *ev,
                         uint8_t *out)
{
    const board *b = &g->b;
    const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
    memcpy(out, b->color, (size_t)b->nindex);
    int victim = ev->suicide ? c : 3 - c;
    if (!ev->suicide)
        out[i] = (uint8_t)c;
    for (int k = 0; k < 4; k++) {
        int n = nb[k];
        if (b->color[n] != victim || out[n] != victim)
            continue;
        int h = b->gid[n];
        if (!board_only_liberty(b, h, i))
            continue;  /* only groups whose last liberty is i go */
        int s = h;
        do {
            out[s] = BC_EMPTY;
            s = b->next[s];
        } while (s != h);
    }
}

/* Did position j arise from a pass? Entries that place no stone (player
 * to move, resume, end, resignation) do not change what made it. */
static int created_by_pass(const gor_game *g, size_t j)
{
    while (j > 0) {
        int kind = REC_KIND(&g->recs[j]);
        if (kind == GOR_MOVE_PASS)
            return 1;
        if (kind == GOR_MOVE_PLAY || kind == GOR_MOVE_SETUP)
            return 0;
        j--;
    }
    return 0;
}

/* Is the game in the free opening of its ruleset, where passing is not
 * allowed (fewer stone plays so far than the ruleset's free opening)? */
int game_in_free_opening(const gor_game *g)
{
    int plays = 0;
    if (!g->rules.free_opening)
        return 0;
    for (size_t j = 1; j <= g->cur; j++)
        if (REC_KIND(&g->recs[j]) == GOR_MOVE_PLAY &&
            ++plays >= g->rules.free_opening)
            return 0;
    return 1;
}

/*
 * The latest earlier position equal to the one colour c playing at i would
 * make (judged by board_eval into *ev), with `to_move` to move unless
 * positional; -1 if none. The position is built only on a hash match.
 */
long game_find_repeat(const gor_game *g, int to_move, enum repeat_mode mode,
                        int i, int c, const move_eval *ev)
{
    uint8_t cand[BOARD_MAX_INDEX];
    int built = 0;
    const uint64_t hash = ev->hash;
    long below = (long)g->cur + 1;
    /* Newest candidate first: a long ko cycle puts many equal positions
     * under one hash, and the newest is the cheapest to rebuild. Another
     * round is needed only when the entries' 32-bit keys collide. */
    for (;;) {
        size_t pos = posset_home(&g->set, hash);
        long j, best = -1;
        while ((j = posset_next(&g->set, &pos)) >= 0) {
            if (j >= below || j <= best || g->recs[j].hash != HASH_KEY(hash))
                continue;
            if (mode != REPEAT_POSITIONAL &&
                to_move_at(g, (size_t)j) != to_move)
                continue;
            if (mode == REPEAT_NATURAL && created_by_pass(g, (size_t)j))
                continue;
            best = j;
        }
        if (best < 0)
            return -1;
        if (!built) {
            colors_after(g, i, c, ev, cand);
            built = 1;
        }
        if (position_equals(g, (size_t)best, cand))
            return best;
        below = best;
    }
}

/*
 * How many earlier positions after the last pass equal the one colour c
 * playing at i would make, with `to_move` to move (situational); counting
 * stops at `enough`.
 */
int game_count_repeats_since_pass(const gor_game *g, int to_move, int i,
                                    int c, const move_eval *ev, int enough)
{
    uint8_t cand[BOARD_MAX_INDEX];
    long after = -1;
    int n = 0;
    for (size_t j = g->cur; j > 0; j--)
        if (REC_KIND(&g->recs[j]) == GOR_MOVE_PASS) {
            after = (long)j;
            break;
        }
    colors_after(g, i, c, ev, cand);
    size_t pos = posset_home(&g->set, ev->hash);
    long j;
    while (n < enough && (j = posset_next(&g->set, &pos)) >= 0) {
        if (j <= after || j > (long)g->cur || g->recs[j].hash != HASH_KEY(ev->hash) ||
            to_move_at(g, (size_t)j) != to_move)
            continue;
        if (position_equals(g, (size_t)j, cand))
            n++;
    }
    return n;
}


/* ---------------------------------------------------------------- */
/* Judging a move against the rules                                   */

static enum repeat_mode repeat_mode_of(gor_ko_rule ko)
{
    return ko == GOR_KO_POSITIONAL    ? REPEAT_POSITIONAL
           : ko == GOR_KO_NATURAL     ? REPEAT_NATURAL
                                      : REPEAT_SITUATIONAL;
}

/*
 * judge() for the moves the fast path cannot settle: a point occupied
 * before, or one without an empty neighbour.
 */
int game_judge_slow(const gor_game *g, int i, int c, int remove_own,
                      move_eval *ev, long *repeat)
{
    const board *b = &g->b;
    const struct gor_rules *r = &g->rules;
    board_eval(b, i, c, remove_own, ev);
    if (ev->suicide) {
        if (r->suicide == GOR_SUICIDE_FORBIDDEN ||
            (r->suicide == GOR_SUICIDE_MULTI && ev->own_size == 1))
            return GOR_ESUICIDE;
    }
    const int ko_retake = i == b->ko && c == b->ko_color && ev->captures;
    if (r->ko == GOR_KO_NONE)
        return GOR_OK;
    if (r->ko == GOR_KO_SIMPLE) {
        if (!ko_retake)
            return GOR_OK;
        /* Which earlier position it restores matters only to the
         * history's repetition notes. */
        if (g->tracking)
            *repeat = game_find_repeat(g, 3 - c, REPEAT_POSITIONAL, i, c, ev);
        return GOR_EKO;
    }
    /* Superko. A stone where no stone of its colour ever stood makes a
     * new position. A ko retake is judged like any move (under situational
     * rules it need not repeat), but named GOR_EKO when it does. */
    if (!ev->suicide && !(b->ever[i] & c))
        return GOR_OK;
    *repeat = game_find_repeat(g, 3 - c, repeat_mode_of(r->ko), i, c, ev);
    if (*repeat < 0)
        return GOR_OK;
    return ko_retake ? GOR_EKO : GOR_ESUPERKO;
}

