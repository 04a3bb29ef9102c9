/* SPDX-License-Identifier: MIT */
/*
 * game_play.c - the move path: legality, history entries, plays and passes
 * (the fast path and the general one), setup, resignation and the end of
 * the game.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "core/game_impl.h"

/* ---------------------------------------------------------------- */
/* Legality                                                           */

int gor_game_legal(const gor_game *g, gor_color c, gor_point p)
{
    if (!g)
        return GOR_EINVAL;
    if (!valid_player(c))
        return GOR_ECOLOR;
    if (g->end != GOR_END_NONE)
        return GOR_EGAMEOVER;
    if (g->enforce_turn && (int)c != g->to_move)
        return GOR_ETURN;
    if (p == GOR_PASS)
        return game_in_free_opening(g) ? GOR_EPASS : GOR_OK;
    int i = board_index_of(&g->b, p);
    if (i < 0)
        return GOR_EOFFBOARD;
    if (g->b.color[i] != BC_EMPTY)
        return GOR_EOCCUPIED;
    move_eval ev;
    long repeat;
    return judge(g, i, c, 0, &ev, &repeat);
}

/* ---------------------------------------------------------------- */
/* Creating entries                                                   */

static int reserve_slow(gor_game *g, size_t changes);

/* Room for one more entry and `changes` changes, so that making the entry
 * cannot fail. The common case is a few comparisons. */
static inline int reserve(gor_game *g, size_t changes)
{
    if (g->cur + 2 <= g->cap && g->nnotes < g->capnotes &&
        g->chg.n + changes <= g->chg.cap && g->merges.n + 4 <= g->merges.cap &&
        (!g->tracking || posset_has_room(&g->set, 1)))
        return GOR_OK;
    return reserve_slow(g, changes);
}

/* How many entries fit in recs and the position set without growing. */
static void refresh_room(gor_game *g)
{
    g->chg_limit = (long)g->chg.cap - (long)g->b.area;
    if (g->total != g->cur || g->marked) {
        g->room = 0;
        return;
    }
    long room = (long)(g->cap - g->cur) - 1;
    long merges = (long)(g->merges.cap - g->merges.n) / 4;
    if (merges < room)
        room = merges;
    if (g->tracking) {
        long set = (long)((g->set.mask + 1) / 2 - g->set.count);
        /* and plies whose value base + ply + 1 fits (see posset.h) */
        long fit = (long)(UINT32_MAX / 2 - g->set.base) - (long)g->cur;
        if (set < room)
            room = set;
        if (fit < room)
            room = fit;
        /* The fast path stores plies up to cur + room without raising
         * the set's top itself. */
        if (room > 0) {
            uint32_t v = g->set.base + (uint32_t)(g->cur + (size_t)room) + 1;
            if (v > g->set.top)
                g->set.top = v;
        }
    }
    g->room = room;
}

static int reserve_slow(gor_game *g, size_t changes)
{
    if (g->cur + 2 > g->cap) {
        size_t cap = g->cap * 2;
        rec *r = realloc(g->recs, cap * sizeof *r);
        if (!r)
            return GOR_ENOMEM;
        g->recs = r;
        g->cap = cap;
    }
    /* Grow now so that the insert after the move cannot fail. */
    if (g->tracking &&
        posset_reserve(&g->set, 1, HASHES_OF(g->recs)) != GOR_OK)
        return GOR_ENOMEM;
    if (g->nnotes + 1 > g->capnotes) {
        size_t cap = g->capnotes ? g->capnotes * 2 : 16;
        repeat_note *n = realloc(g->notes, cap * sizeof *n);
        if (!n)
            return GOR_ENOMEM;
        g->notes = n;
        g->capnotes = cap;
    }
    int st = change_stack_reserve(&g->chg, changes);
    if (st == GOR_OK)
        st = change_stack_reserve(&g->merges, 256);
    refresh_room(g);
    return st;
}

/* Forget the redo entries. */
void game_truncate_redo(gor_game *g)
{
    g->total = g->cur;
    g->chg_total = g->chg.n;
    while (g->nnotes && g->notes[g->nnotes - 1].ply > g->cur)
        g->nnotes--;
}

/* Append entry cur + 1 for the state the board and game are in now. */
static inline void push_rec(gor_game *g, int kind, int color, int prev_to_move,
                     int point, unsigned flags, size_t nchg)
{
    rec *r = &g->recs[++g->cur];
    r->hash = HASH_KEY(g->b.hash);
    r->point = (uint16_t)(point |
                          (g->b.ko && g->b.ko_color == BC_WHITE ? 0x8000u : 0));
    r->ko = (uint16_t)(g->b.ko | ((unsigned)g->end << 12));
    r->nchg = (uint16_t)nchg;
    r->bits = (uint16_t)(color | (prev_to_move << 2) | (kind << 4) |
                         (flags << 7));
    if (g->total < g->cur)
        g->total = g->cur;
    if (kind != GOR_MOVE_PASS)
        g->passes = 0;
    if (kind == GOR_MOVE_PLAY || kind == GOR_MOVE_SETUP)
        clear_marks(g);
    if (g->tracking)
        posset_insert(&g->set, REC_HASH(r), (uint32_t)g->cur,
                      HASHES_OF(g->recs));
    g->room--;
}

static void note_repeat(gor_game *g, size_t ply, long earlier)
{
    g->notes[g->nnotes].ply = (uint32_t)ply;
    g->notes[g->nnotes].earlier = (uint32_t)earlier;
    g->nnotes++;
}

/* Place the stone; update captures, turn and passes. Returns flags. */
unsigned game_execute_play(gor_game *g, int i, int c, int remove_own)
{
    unsigned flags = board_play(&g->b, i, c, remove_own, &g->chg, &g->merges);
    g->to_move = 3 - c;
    g->passes = 0;
    g->moves++;
    return flags;
}

static unsigned broken_flag(int status)
{
    switch (status) {
    case GOR_ESUICIDE:
        return GOR_MOVE_BROKE_SUICIDE;
    case GOR_EKO:
        return GOR_MOVE_BROKE_KO;
    case GOR_ESUPERKO:
        return GOR_MOVE_BROKE_SUPERKO;
    case GOR_ETURN:
        return GOR_MOVE_BROKE_TURN;
    case GOR_EGAMEOVER:
        return GOR_MOVE_BROKE_GAMEOVER;
    }
    return 0;
}

int game_play_pass(gor_game *g, int c, unsigned broke)
{
    int st = reserve(g, 0);
    if (st)
        return game_fail(g, st, "pass");
    game_truncate_redo(g);
    int prev = g->to_move;
    g->b.ko = 0;
    g->to_move = 3 - c;
    g->moves++;
    if (broke & GOR_MOVE_BROKE_GAMEOVER)
        g->end = GOR_END_NONE;
    /* Two passes in a row end the game; under AGA rules White's must be
     * the last of them. */
    if (++g->passes >= 2 && g->end == GOR_END_NONE &&
        (!g->rules.white_last || c == GOR_WHITE))
        g->end = GOR_END_PASSES;
    push_rec(g, GOR_MOVE_PASS, c, prev, 0, broke, 0);
    g->err[0] = 0;
    return GOR_OK;
}

/*
 * Play colour c at empty index i, judged by judge() into *ev and repeat
 * (the rule it broke, if tolerated, in `broke`): make room, note an
 * allowed repetition, place the stone and make the entry.
 */
static inline int play_judged(gor_game *g, int i, int c, int remove_own,
                              unsigned broke, const move_eval *ev, long repeat)
{
    int st = reserve(g, (size_t)(g->b.width * g->b.height));
    if (st)
        return game_fail_move(g, st, c, board_point_of(&g->b, i));

    /* A repetition the ko rule allowed: look for it if the rules ask,
     * unless judge() already looked as widely and found none. */
    if (repeat < 0 && g->tracking && g->rules.cycle != GOR_CYCLE_IGNORE &&
        (ev->suicide || (g->b.ever[i] & c))) {
        enum repeat_mode mode = g->rules.cycle == GOR_CYCLE_LOSS
                                    ? REPEAT_POSITIONAL
                                    : REPEAT_SITUATIONAL;
        gor_ko_rule ko = g->rules.ko;
        int searched = ko == GOR_KO_POSITIONAL ||
                       (ko == GOR_KO_SITUATIONAL && mode == REPEAT_SITUATIONAL);
        if (!searched)
            repeat = game_find_repeat(g, 3 - c, mode, i, c, ev);
    }
    /* KataGo's koSIMPLE: the third occurrence since the last pass. */
    int third = 0;
    if (repeat >= 0 && g->tracking &&
        g->rules.cycle == GOR_CYCLE_NO_RESULT_THIRD) {
        third = game_count_repeats_since_pass(g, 3 - c, i, c, ev, 2) >= 2;
        if (!third)
            repeat = -1; /* only the third occurrence is a cycle here */
    }

    /* From here on nothing can fail. */
    game_truncate_redo(g);
    int prev = g->to_move;
    size_t before = g->chg.n;
    const int first_here = !(g->b.ever[i] & c);
    unsigned mflags = game_execute_play(g, i, c, remove_own) | broke;
    if (broke & GOR_MOVE_BROKE_GAMEOVER)
        g->end = GOR_END_NONE;
    if (repeat >= 0 && g->tracking) {
        mflags |= GOR_MOVE_REPEATS;
        note_repeat(g, g->cur + 1, repeat);
        /* A move the ko rule forbade (played tolerantly) is no cycle the
         * rules let happen: it ends nothing. */
        int allowed = !(broke & (GOR_MOVE_BROKE_KO | GOR_MOVE_BROKE_SUPERKO));
        if (allowed) {
            switch (g->rules.cycle) {
            case GOR_CYCLE_NO_RESULT: g->end = GOR_END_NO_RESULT; break;
            case GOR_CYCLE_LOSS: g->end = GOR_END_REPETITION; break;
            case GOR_CYCLE_DRAW: g->end = GOR_END_CYCLE_DRAW; break;
            case GOR_CYCLE_REPLAY: g->end = GOR_END_REPLAY; break;
            case GOR_CYCLE_NO_RESULT_THIRD:
                if (third)
                    g->end = GOR_END_NO_RESULT;
                break;
            default: break;
            }
        }
    }
    push_rec(g, GOR_MOVE_PLAY, c, prev, i | (first_here ? REC_FIRST_HERE : 0),
             mflags, g->chg.n - before);
    g->chg_total = g->chg.n;
    g->err[0] = 0;
    return GOR_OK;
}

/* play_judged() for the other files of the game (random play). */
int game_play_judged(gor_game *g, int i, int c, int remove_own,
                     unsigned broke, const move_eval *ev, long repeat)
{
    return play_judged(g, i, c, remove_own, broke, ev, repeat);
}
/* Does play_judged() look for a repetition the ko rule did not (the
 * cycle rule asks more widely than the ko rule searched)? */
static int cycle_search_needed(const gor_game *g)
{
    gor_cycle_rule cy = g->rules.cycle;
    gor_ko_rule ko = g->rules.ko;
    if (!g->tracking || cy == GOR_CYCLE_IGNORE)
        return 0;
    return !(ko == GOR_KO_POSITIONAL ||
             (ko == GOR_KO_SITUATIONAL && cy != GOR_CYCLE_LOSS));
}

/* play_fast() did not settle it: not handled, take the general path. */
#define PLAY_GENERAL 1

/*
 * play_fast()'s judgement of a move its first tests do not settle (a point
 * where the mover's colour stood before, or one without an empty
 * neighbour): out of line. Unless `settle`, returns PLAY_GENERAL when
 * play_fast() may make the move itself (legal, nothing repeated, nothing
 * more to look for); otherwise the move is refused or played here, and
 * its status returned.
 */
static NOINLINE int play_fast_judge(gor_game *g, int i, int c, int settle)
{
    move_eval ev;
    long repeat = -1;
    int st = game_judge_slow(g, i, c, 0, &ev, &repeat);
    if (st != GOR_OK)
        return game_fail_move(g, st, c, board_point_of(&g->b, i));
    if (!settle && repeat < 0 && !cycle_search_needed(g))
        return PLAY_GENERAL;
    return play_judged(g, i, c, 0, 0, &ev, repeat);
}

/*
 * Which moves the fast path may play first and judge after: under
 * positional and situational superko when the cycle rule looks no wider
 * than the ko rule, and under simple ko or none (a ko retake is always
 * judged first; there, a play that may repeat a position is taken back
 * and judged, for the cycle rule and the repetition notes).
 */
void game_set_fast_mode(gor_game *g)
{
    gor_ko_rule ko = g->rules.ko;
    g->check_superko = ko == GOR_KO_POSITIONAL || ko == GOR_KO_SITUATIONAL;
    if (g->check_superko)
        g->check_after = g->tracking && !cycle_search_needed(g);
    else
        g->check_after = ko == GOR_KO_SIMPLE || ko == GOR_KO_NONE;
    g->check_situational = ko == GOR_KO_SITUATIONAL;
}

/*
 * The latest earlier position equal to the board now, where board_play()
 * has just placed colour c at i (its removed points from chg.v[before])
 * and no entry records it yet; under situational superko only positions
 * with the other colour to move count. -1 if none.
 */
static long repeat_of_played(const gor_game *g, int i, int c, size_t before)
{
    const board *b = &g->b;
    const uint32_t key = HASH_KEY(b->hash);
    uint8_t past[BOARD_MAX_INDEX];
    long below = (long)g->cur + 1;
    for (;;) {
        size_t pos = posset_home(&g->set, b->hash);
        long j, best = -1;
        while ((j = posset_next(&g->set, &pos)) >= 0) {
            if (j >= below || j <= best || g->recs[j].hash != key)
                continue;
            if (g->check_situational &&
                to_move_at(g, (size_t)j) != 3 - c)
                continue;
            best = j;
        }
        if (best < 0)
            return -1;
        /* Position cur: the board without the play, then back to best. */
        memcpy(past, b->color, (size_t)b->nindex);
        for (size_t e = g->chg.n; e-- > before;)
            past[CHG_INDEX(g->chg.v[e])] = (uint8_t)CHG_BEFORE(g->chg.v[e]);
        past[i] = BC_EMPTY;
        game_revert_colors_from(g, past, (size_t)best, before);
        if (memcmp(past, b->color, (size_t)b->nindex) == 0)
            return best;
        below = best;
    }
}

/*
 * After board_play() placed colour c at i (removed points from
 * chg.v[before], flags mflags; `seen`: c had stood on i before): is the
 * move legal? Returns PLAY_GENERAL if so; otherwise takes the play back,
 * leaving everything as it was, and returns the refusal (or, for a
 * possible repetition under simple ko, the judged path's status).
 */
static NOINLINE int check_played(gor_game *g, int i, int c, unsigned mflags,
                                 size_t before, unsigned seen)
{
    board *b = &g->b;
    const int n = (int)(g->chg.n - before);
    int st = GOR_OK;
    if (mflags & GOR_MOVE_SUICIDE) {
        gor_suicide_rule su = g->rules.suicide;
        if (su == GOR_SUICIDE_FORBIDDEN || (su == GOR_SUICIDE_MULTI && n == 1))
            st = GOR_ESUICIDE;
    }
    /* Under simple ko or none a repetition is not refused, but the judged
     * path records it: take the play back and judge it. */
    const int judge = st == GOR_OK && g->tracking && !g->check_superko;
    if (st == GOR_OK && g->tracking && g->check_superko &&
        repeat_of_played(g, i, c, before) >= 0)
        st = GOR_ESUPERKO;
    if (st == GOR_OK && !judge)
        return PLAY_GENERAL;
    /* Take it back as undo would (the rings are as board_play left them). */
    int victim = (mflags & GOR_MOVE_SUICIDE) ? c : 3 - c;
    g->chg.n = before;
    if (board_unplay(b, i, c, victim, g->chg.v + before, n,
                     (mflags & BOARD_MERGED) != 0, &g->merges, 1))
        g->inexact = g->cur;
    if (mflags & GOR_MOVE_CAPTURED)
        b->caps[c] -= n;
    if (mflags & GOR_MOVE_SUICIDE)
        b->caps[3 - c] -= n;
    if (!seen)
        b->ever[i] &= (uint8_t)~c;
    /* The ko as the entry of the position left recorded it. */
    const rec *now = &g->recs[g->cur];
    b->ko = REC_KO(now);
    b->ko_color = b->ko ? REC_KO_COLOR(now) : 0;
    if (judge)
        return play_fast_judge(g, i, c, 1);
    return game_fail_move(g, st, c, board_point_of(b, i));
}

/* Is there an entry whose key is the board's now in the position set?
 * (Inline: most plays on a point played before find none.) */
static inline int key_in_set(const gor_game *g)
{
    const uint32_t key = HASH_KEY(g->b.hash);
    size_t pos = posset_home(&g->set, g->b.hash);
    long j;
    int any = 0;
    while ((j = posset_next(&g->set, &pos)) >= 0)
        any |= g->recs[j].hash == key;
    return any;
}

/*
 * The common move, settled with a few tests: the game goes on, it is c's
 * turn (or turns are not enforced), the point is empty and on the board.
 * Where the rules allow (set_fast_mode), the stone is placed first and
 * the rare refusals (suicide, a repeated position) are taken back after;
 * otherwise a stone where none of its colour ever stood, with an empty
 * neighbour, needs no judgement (no suicide, no ko, no repetition) and
 * any other is judged out of line first. Returns PLAY_GENERAL, having
 * changed nothing, for every move it does not settle.
 */
static ALWAYS_INLINE int play_fast(gor_game *g, int c, gor_point p)
{
    board *b = &g->b;
    if ((unsigned)p >= (unsigned)b->area || g->end != GOR_END_NONE ||
        (g->enforce_turn && c != g->to_move))
        return PLAY_GENERAL;
    const int i = b->index_of[p];
    if (b->color[i] != BC_EMPTY)
        return PLAY_GENERAL;
    const unsigned seen = b->ever[i] & (unsigned)c;
    int after = g->check_after & (i != b->ko);
    /* One test for room (recs, set, merges, changes), redo entries to
     * drop and life marks to clear. Those go before the stone does, so
     * such a move is judged first (a refusal must leave them): playing
     * first would also write on the change stack, where redo entries
     * keep their changes. */
    int fix = 0;
    if (g->room <= 0 || (long)g->chg.n > g->chg_limit) {
        if (reserve_slow(g, (size_t)b->area) != GOR_OK)
            return PLAY_GENERAL; /* the general path reports it */
        fix = 1;
        after = 0;
    }
    if (!after && (seen || !board_has_empty_neighbour(b, i))) {
        int st = play_fast_judge(g, i, c, 0);
        if (st != PLAY_GENERAL)
            return st;
    }
    if (fix) {
        if (g->total != g->cur)
            game_truncate_redo(g);
        clear_marks(g);
        refresh_room(g);
    }
    const size_t before = g->chg.n;
    const unsigned mflags = board_play(b, i, c, 0, &g->chg, &g->merges);
    if (after && ((mflags & GOR_MOVE_SUICIDE) ||
                  (seen && g->tracking && key_in_set(g)))) {
        int st = check_played(g, i, c, mflags, before, seen);
        if (st != PLAY_GENERAL)
            return st;
    }
    const int prev = g->to_move;
    g->to_move = 3 - c;
    g->passes = 0;
    g->moves++;
    rec *r = &g->recs[++g->cur];
    r->hash = HASH_KEY(b->hash);
    /* board_play() sets ko_color 0 when there is no ko */
    r->point = (uint16_t)(i | (seen ? 0 : REC_FIRST_HERE) |
                          (unsigned)(b->ko_color >> 1) << 15);
    r->ko = (uint16_t)b->ko; /* the game goes on: GOR_END_NONE */
    r->nchg = (uint16_t)(g->chg.n - before);
    r->bits = (uint16_t)(c | (prev << 2) | (GOR_MOVE_PLAY << 4) |
                         (mflags << 7));
    g->total = g->cur;
    g->chg_total = g->chg.n;
    g->room--;
    if (g->tracking) {
        posset *set = &g->set;
        posset_place_under_top(set, b->hash,
                               set->base + (uint32_t)g->cur + 1);
        set->count++;
    }
    g->err[0] = 0;
    return GOR_OK;
}

/* gor_game_play_ex() for every move play_fast() does not settle. */
static NOINLINE int play_general(gor_game *g, gor_color c, gor_point p,
                                 unsigned flags)
{
    if (!valid_player(c))
        return game_fail(g, GOR_ECOLOR, "play");
    if (flags) {
        if (flags & ~(GOR_PLAY_TOLERANT | GOR_PLAY_REMOVE_OWN))
            return game_fail(g, GOR_EINVAL, "play: unknown flags");
        if ((flags & GOR_PLAY_REMOVE_OWN) &&
            g->rules.suicide != GOR_SUICIDE_CHOICE)
            return game_fail(g, GOR_EINVAL, "play: GOR_PLAY_REMOVE_OWN needs the "
                                       "choice suicide rule");
    }
    const int tolerant = (flags & GOR_PLAY_TOLERANT) != 0;
    const int remove_own = (flags & GOR_PLAY_REMOVE_OWN) != 0;
    unsigned broke = 0;
    if (g->end != GOR_END_NONE || (g->enforce_turn && (int)c != g->to_move)) {
        if (g->end != GOR_END_NONE) {
            if (!tolerant)
                return game_fail_move(g, GOR_EGAMEOVER, c, p);
            broke |= GOR_MOVE_BROKE_GAMEOVER;
        }
        if (g->enforce_turn && (int)c != g->to_move) {
            if (!tolerant)
                return game_fail_move(g, GOR_ETURN, c, p);
            broke |= GOR_MOVE_BROKE_TURN;
        }
    }
    if (p == GOR_PASS) {
        /* A tolerant pass in the free opening is played (no flag is left
         * to record it). */
        if (!tolerant && game_in_free_opening(g))
            return game_fail_move(g, GOR_EPASS, c, p);
        return game_play_pass(g, c, broke);
    }

    int i = board_index_of(&g->b, p);
    if (i < 0)
        return game_fail_move(g, GOR_EOFFBOARD, c, p);
    if (g->b.color[i] != BC_EMPTY)
        return game_fail_move(g, GOR_EOCCUPIED, c, p);
    move_eval ev;
    long repeat;
    int st = judge(g, i, c, remove_own, &ev, &repeat);
    if (st != GOR_OK) {
        if (!tolerant)
            return game_fail_move(g, st, c, p);
        broke |= broken_flag(st);
    }
    return play_judged(g, i, c, remove_own, broke, &ev, repeat);
}

static ALWAYS_INLINE int play_ex(gor_game *g, gor_color c, gor_point p,
                                 unsigned flags)
{
    if (!g)
        return GOR_EINVAL;
    if (!flags && (c == GOR_BLACK || c == GOR_WHITE)) {
        int st = play_fast(g, (int)c, p);
        if (st != PLAY_GENERAL)
            return st;
    }
    return play_general(g, c, p, flags);
}

int gor_game_play_ex(gor_game *g, gor_color c, gor_point p, unsigned flags)
{
    return play_ex(g, c, p, flags);
}

/* Here, beside game_play_flags(), which inlines it. */
unsigned game_last_flags(const gor_game *g)
{
    return REC_FLAGS(&g->recs[g->cur]) & ~BOARD_MERGED; /* internal */
}

/* The SGF replay's call: its own copy of the fast path, with no call
 * through the exported symbol. */
int game_play_flags(gor_game *g, gor_color c, gor_point p, unsigned *mflags,
                    size_t *entry)
{
    int st = play_ex(g, c, p, 0);
    if (st == GOR_OK) {
        *mflags = game_last_flags(g);
        *entry = g->cur;
    }
    return st;
}

int gor_game_play(gor_game *g, gor_color c, gor_point p)
{
    return gor_game_play_ex(g, c, p, 0);
}

int gor_game_play_next(gor_game *g, gor_point p)
{
    if (!g)
        return GOR_EINVAL;
    return gor_game_play_ex(g, (gor_color)g->to_move, p, 0);
}

int gor_game_is_legal(const gor_game *g, gor_color c, gor_point p)
{
    return g && gor_game_legal(g, c, p) == GOR_OK;
}

int gor_game_legal_next(const gor_game *g, gor_point p)
{
    return g ? gor_game_legal(g, (gor_color)g->to_move, p) : GOR_EINVAL;
}

int gor_game_play_list(gor_game *g, const gor_point *points, size_t n,
                       unsigned flags, size_t *played)
{
    size_t k = 0;
    int st = !g || (n && !points) ? GOR_EINVAL : GOR_OK;
    for (; st == GOR_OK && k < n; k++) {
        st = gor_game_play_ex(g, (gor_color)g->to_move, points[k], flags);
        if (st != GOR_OK)
            break;
    }
    if (played)
        *played = k;
    return st;
}

int gor_game_resign(gor_game *g, gor_color c)
{
    if (!g)
        return GOR_EINVAL;
    if (!valid_player(c))
        return game_fail(g, GOR_ECOLOR, "resign");
    if (g->end != GOR_END_NONE)
        return game_fail(g, GOR_EGAMEOVER, "resign");
    int st = reserve(g, 0);
    if (st)
        return game_fail(g, st, "resign");
    game_truncate_redo(g);
    g->end = GOR_END_RESIGN;
    push_rec(g, GOR_MOVE_RESIGN, c, g->to_move, 0, 0, 0);
    g->err[0] = 0;
    return GOR_OK;
}

int gor_game_resume(gor_game *g)
{
    if (!g)
        return GOR_EINVAL;
    if (g->end == GOR_END_NONE)
        return game_fail(g, GOR_EINVAL, "resume: the game is not over");
    int st = reserve(g, 0);
    if (st)
        return game_fail(g, st, "resume");
    game_truncate_redo(g);
    g->end = GOR_END_NONE;
    push_rec(g, GOR_MOVE_RESUME, 0, g->to_move, 0, 0, 0);
    g->err[0] = 0;
    return GOR_OK;
}

int gor_game_end(gor_game *g, gor_end reason, gor_color winner)
{
    if (!g)
        return GOR_EINVAL;
    int decided = reason == GOR_END_TIME || reason == GOR_END_FORFEIT;
    if ((!decided && reason != GOR_END_AGREEMENT && reason != GOR_END_VOID) ||
        (decided ? !valid_player(winner) : winner != GOR_EMPTY))
        return game_fail(g, GOR_EINVAL,
                    "end: time and forfeit need a winner; agreement and "
                    "void take none; other reasons come from play");
    if (g->end != GOR_END_NONE)
        return game_fail(g, GOR_EGAMEOVER, "end");
    int st = reserve(g, 0);
    if (st)
        return game_fail(g, st, "end");
    game_truncate_redo(g);
    g->end = reason;
    push_rec(g, GOR_MOVE_END, winner, g->to_move, 0, 0, 0);
    g->err[0] = 0;
    return GOR_OK;
}

int gor_game_set_to_move(gor_game *g, gor_color c)
{
    if (!g)
        return GOR_EINVAL;
    if (!valid_player(c))
        return game_fail(g, GOR_ECOLOR, "set player to move");
    int st = reserve(g, 0);
    if (st)
        return game_fail(g, st, "set player to move");
    game_truncate_redo(g);
    int prev = g->to_move;
    g->to_move = c;
    push_rec(g, GOR_MOVE_TURN, c, prev, 0, 0, 0);
    g->err[0] = 0;
    return GOR_OK;
}

int gor_game_setup_position(gor_game *g, const gor_point *black,
                            size_t nblack, const gor_point *white,
                            size_t nwhite, const gor_point *empty,
                            size_t nempty, gor_color to_move)
{
    if (!g)
        return GOR_EINVAL;
    if (to_move != GOR_EMPTY && !valid_player(to_move))
        return game_fail(g, GOR_ECOLOR, "setup: player to move");
    /* Applied in SGF's order within a node: AE, then AB, then AW. */
    const struct {
        const gor_point *p;
        size_t n;
        int c;
    } lists[3] = {{empty, nempty, BC_EMPTY},
                  {black, nblack, BC_BLACK},
                  {white, nwhite, BC_WHITE}};
    const size_t area = (size_t)(g->b.width * g->b.height);
    for (int l = 0; l < 3; l++) {
        if (lists[l].n && !lists[l].p)
            return game_fail(g, GOR_EINVAL, "setup: no points");
        if (lists[l].n > area)
            return game_fail(g, GOR_EINVAL,
                        "setup: more points than the board has");
        for (size_t k = 0; k < lists[l].n; k++)
            if (board_index_of(&g->b, lists[l].p[k]) < 0) {
                char buf[16];
                game_set_error(g, "setup: point %s is not on the board",
                          game_point_text(g, lists[l].p[k], buf));
                return GOR_EOFFBOARD;
            }
    }
    int st = reserve(g, nempty + nblack + nwhite);
    if (st)
        return game_fail(g, st, "setup");

    /* Apply to the board first, keeping the changes aside: the redo
     * entries' changes must survive a refusal. Each list changes a point
     * at most once. */
    uint16_t changes[3 * GOR_MAX_SIZE * GOR_MAX_SIZE];
    size_t changed = 0;
    board *b = &g->b;
    for (int l = 0; l < 3; l++)
        for (size_t k = 0; k < lists[l].n; k++) {
            int i = board_index_of(b, lists[l].p[k]);
            if (b->color[i] == lists[l].c)
                continue;
            changes[changed++] = CHG_MAKE(i, b->color[i], lists[l].c);
            board_set_raw(b, i, lists[l].c);
        }
    if (!changed) {
        /* Only the player to move, if anything, changes. */
        if (to_move != GOR_EMPTY && (int)to_move != g->to_move)
            return gor_game_set_to_move(g, to_move);
        g->err[0] = 0;
        return GOR_OK;
    }
    board_rebuild(b);
    if (board_has_dead_group(b)) {
        while (changed-- > 0)
            board_set_raw(b, CHG_INDEX(changes[changed]),
                          CHG_BEFORE(changes[changed]));
        board_rebuild(b);
        g->inexact = g->cur;
        return game_fail(g, GOR_EINVAL,
                    "setup: it would leave a group without liberties");
    }
    game_truncate_redo(g);
    g->inexact = g->cur + 1; /* the rebuild above */
    memcpy(g->chg.v + g->chg.n, changes, changed * sizeof *changes);
    g->chg.n += changed;
    b->ko = 0;
    int prev = g->to_move;
    if (to_move != GOR_EMPTY)
        g->to_move = to_move;
    /* The entry's colour is the player to move it sets (0: unchanged). */
    push_rec(g, GOR_MOVE_SETUP, to_move, prev, 0, 0, changed);
    g->chg_total = g->chg.n;
    g->err[0] = 0;
    return GOR_OK;
}

int gor_game_setup(gor_game *g, gor_color c, const gor_point *points,
                   size_t n)
{
    if (g && c != GOR_EMPTY && !valid_player(c))
        return game_fail(g, GOR_ECOLOR, "setup");
    return gor_game_setup_position(
        g, c == GOR_BLACK ? points : NULL, c == GOR_BLACK ? n : 0,
        c == GOR_WHITE ? points : NULL, c == GOR_WHITE ? n : 0,
        c == GOR_EMPTY ? points : NULL, c == GOR_EMPTY ? n : 0, GOR_EMPTY);
}

