/* SPDX-License-Identifier: MIT */
/*
 * game.c - a board plus its history: legality under the ruleset, superko
 * by hash with an exact check, setup, undo and redo, game end.
 *
 * History entry k (1-based) is recs[k]; recs[0] stands for the start.
 * Position k is the position after entry k. Entries past `cur` are kept
 * for redo until a new entry is made. The change stack holds, per entry,
 * the points it removed (PLAY) or changed (SETUP).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/board_play.h"
#include "core/game_internal.h"
#include "core/posset.h"
#include "core/rules.h"

/* 12 bytes per entry. */
typedef struct rec {
    uint32_t hash;  /* the high half of the board hash of position k: all
                       the position set's homes use, and a filter before
                       the exact comparison (REC_HASH, HASH_KEY) */
    uint16_t point; /* PLAY: padded index (12 bits) | 1 << 15 if the ko
                       after this entry binds White */
    uint16_t ko;    /* ko index after (12 bits) | gor_end after << 12 */
    uint16_t nchg;  /* entries on the change stack */
    uint16_t bits;  /* colour:2 | previous to-move:2 | kind:3 | flags:9 */
} rec;

#define REC_COLOR(r) ((int)((r)->bits & 3))
#define REC_PREV_TO_MOVE(r) ((int)(((r)->bits >> 2) & 3))
#define REC_KIND(r) ((int)(((r)->bits >> 4) & 7))
#define REC_FLAGS(r) ((unsigned)((r)->bits >> 7))
#define REC_KO(r) ((int)((r)->ko & 0x0fff))
#define REC_POINT(r) ((int)((r)->point & 0x0fff))
/* PLAY: no stone of its colour had stood on the point before (undo clears
 * that colour's `ever` bit again). */
#define REC_FIRST_HERE 0x4000u
#define REC_KO_COLOR(r) (((r)->point >> 15) ? BC_WHITE : BC_BLACK)
#define REC_END(r) ((gor_end)((r)->ko >> 12))
/* What an entry keeps of a board hash, and that as a hash again. */
#define HASH_KEY(h) ((uint32_t)((h) >> 32))
#define REC_HASH(r) ((uint64_t)(r)->hash << 32)

/* The history's hashes, as the position set reads them. */
#define HASHES_OF(recs) \
    ((posset_src){(const unsigned char *)(recs) + offsetof(rec, hash), \
                  sizeof(rec)})

typedef struct repeat_note {
    uint32_t ply, earlier;
} repeat_note;

struct gor_game {
    board b;
    struct gor_rules rules;
    int enforce_turn;
    int to_move;
    gor_end end;
    int passes;          /* consecutive passes at the current position */
    size_t moves;        /* PLAY and PASS entries up to cur */
    rec *recs;
    size_t cur, total, cap;
    change_stack chg;    /* .n = entries up to cur; chg_total incl. redo */
    change_stack merges; /* groups each play merged, for undo (up to cur) */
    size_t inexact;      /* entries up to this one may find group rings
                            reordered (a rebuild, a flooded split): their
                            undo floods merged groups apart */
    size_t chg_total;
    long room;           /* entries the fast path may make before it must
                            call reserve_slow(): room in recs and in the
                            set; 0 while redo entries or life marks wait
                            to be dropped by the next entry */
    long chg_limit;      /* chg.cap - area: above it, a play might not fit
                            its removed points */
    int check_after;     /* the fast path may play first and check suicide
                            and repetition after (set_fast_mode) */
    int check_situational; /* ... and repetition under situational rules */
    int check_superko;   /* the ko rule is positional or situational */
    int tracking;        /* posset holds positions 0..cur */
    posset set;
    repeat_note *notes;  /* entries flagged GOR_MOVE_REPEATS, by ply */
    size_t nnotes, capnotes;
    int handicap;        /* handicap stones Black received (SGF HA) */
    uint8_t *life;       /* gor_life per padded index, for scoring */
    int marked;          /* some stone is marked other than alive */
    char err[160];
};

/* ---------------------------------------------------------------- */

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void set_error(gor_game *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->err, sizeof g->err, fmt, ap);
    va_end(ap);
}

/* "D4", or "(x,y)" on boards wider than GTP letters reach. */
static const char *point_text(const gor_game *g, gor_point p, char buf[16])
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
static int fail_move(gor_game *g, int status, int c, gor_point p)
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
        o = append(o, end, point_text(g, p, buf));
    }
    o = append(o, end, ": ");
    o = append(o, end, gor_strerror(status));
    *o = 0;
    return status;
}

static int fail(gor_game *g, int status, const char *what)
{
    set_error(g, "%s: %s", what, gor_strerror(status));
    return status;
}

static int valid_player(int c)
{
    return c == GOR_BLACK || c == GOR_WHITE;
}

/* Life marks belong to one position: forget them when it changes. */
static void clear_marks(gor_game *g)
{
    if (g->marked) {
        memset(g->life, GOR_LIFE_ALIVE, (size_t)g->b.nindex);
        g->marked = 0;
    }
}

/* The player to move at position j. */
static int to_move_at(const gor_game *g, size_t j)
{
    return j < g->cur ? REC_PREV_TO_MOVE(&g->recs[j + 1]) : g->to_move;
}

/* ---------------------------------------------------------------- */
/* Exact position comparison (the fallback behind every hash match)   */

/* Turn `colors`, position cur (whose changes end at chg.v[off]), back
 * into position j. */
static void revert_colors_from(const gor_game *g, uint8_t *colors, size_t j,
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
    revert_colors_from(g, colors, j, g->chg.n);
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
static int in_free_opening(const gor_game *g)
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

/* Which earlier positions count as a repetition. */
enum repeat_mode { REPEAT_POSITIONAL, REPEAT_SITUATIONAL, REPEAT_NATURAL };

/*
 * The latest earlier position equal to the one colour c playing at i would
 * make (judged by board_eval into *ev), with `to_move` to move unless
 * positional; -1 if none. The position is built only on a hash match.
 */
static long find_repeat(const gor_game *g, int to_move, enum repeat_mode mode,
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
static int count_repeats_since_pass(const gor_game *g, int to_move, int i,
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
/* Legality                                                           */

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
static int judge_slow(const gor_game *g, int i, int c, int remove_own,
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
            *repeat = find_repeat(g, 3 - c, REPEAT_POSITIONAL, i, c, ev);
        return GOR_EKO;
    }
    /* Superko. A stone where no stone of its colour ever stood makes a
     * new position. A ko retake is judged like any move (under situational
     * rules it need not repeat), but named GOR_EKO when it does. */
    if (!ev->suicide && !(b->ever[i] & c))
        return GOR_OK;
    *repeat = find_repeat(g, 3 - c, repeat_mode_of(r->ko), i, c, ev);
    if (*repeat < 0)
        return GOR_OK;
    return ko_retake ? GOR_EKO : GOR_ESUPERKO;
}

/*
 * Judge colour c at empty on-board index i by the board rules (suicide,
 * ko, superko). Fills *ev (ev->suicide always; the rest only when the
 * slow path ran); *repeat gets the repeated position under a superko rule,
 * else -1.
 */
static inline int judge(const gor_game *g, int i, int c, int remove_own,
                        move_eval *ev, long *repeat)
{
    *repeat = -1;
    /* Most moves: a stone where none of its colour ever stood, with an
     * empty neighbour. No suicide, no ko (a retake goes where a stone of
     * the retaker's colour was just captured), and a position never seen
     * (no earlier one had this colour here). */
    if (!(g->b.ever[i] & c) && board_has_empty_neighbour(&g->b, i)) {
        ev->suicide = 0;
        return GOR_OK;
    }
    return judge_slow(g, i, c, remove_own, ev, repeat);
}

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
        return in_free_opening(g) ? GOR_EPASS : GOR_OK;
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
static void truncate_redo(gor_game *g)
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
static unsigned execute_play(gor_game *g, int i, int c, int remove_own)
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

static int play_pass(gor_game *g, int c, unsigned broke)
{
    int st = reserve(g, 0);
    if (st)
        return fail(g, st, "pass");
    truncate_redo(g);
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
        return fail_move(g, st, c, board_point_of(&g->b, i));

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
            repeat = find_repeat(g, 3 - c, mode, i, c, ev);
    }
    /* KataGo's koSIMPLE: the third occurrence since the last pass. */
    int third = 0;
    if (repeat >= 0 && g->tracking &&
        g->rules.cycle == GOR_CYCLE_NO_RESULT_THIRD) {
        third = count_repeats_since_pass(g, 3 - c, i, c, ev, 2) >= 2;
        if (!third)
            repeat = -1; /* only the third occurrence is a cycle here */
    }

    /* From here on nothing can fail. */
    truncate_redo(g);
    int prev = g->to_move;
    size_t before = g->chg.n;
    const int first_here = !(g->b.ever[i] & c);
    unsigned mflags = execute_play(g, i, c, remove_own) | broke;
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
    int st = judge_slow(g, i, c, 0, &ev, &repeat);
    if (st != GOR_OK)
        return fail_move(g, st, c, board_point_of(&g->b, i));
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
static void set_fast_mode(gor_game *g)
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
        revert_colors_from(g, past, (size_t)best, before);
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
    return fail_move(g, st, c, board_point_of(b, i));
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
            truncate_redo(g);
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
        return fail(g, GOR_ECOLOR, "play");
    if (flags) {
        if (flags & ~(GOR_PLAY_TOLERANT | GOR_PLAY_REMOVE_OWN))
            return fail(g, GOR_EINVAL, "play: unknown flags");
        if ((flags & GOR_PLAY_REMOVE_OWN) &&
            g->rules.suicide != GOR_SUICIDE_CHOICE)
            return fail(g, GOR_EINVAL, "play: GOR_PLAY_REMOVE_OWN needs the "
                                       "choice suicide rule");
    }
    const int tolerant = (flags & GOR_PLAY_TOLERANT) != 0;
    const int remove_own = (flags & GOR_PLAY_REMOVE_OWN) != 0;
    unsigned broke = 0;
    if (g->end != GOR_END_NONE || (g->enforce_turn && (int)c != g->to_move)) {
        if (g->end != GOR_END_NONE) {
            if (!tolerant)
                return fail_move(g, GOR_EGAMEOVER, c, p);
            broke |= GOR_MOVE_BROKE_GAMEOVER;
        }
        if (g->enforce_turn && (int)c != g->to_move) {
            if (!tolerant)
                return fail_move(g, GOR_ETURN, c, p);
            broke |= GOR_MOVE_BROKE_TURN;
        }
    }
    if (p == GOR_PASS) {
        /* A tolerant pass in the free opening is played (no flag is left
         * to record it). */
        if (!tolerant && in_free_opening(g))
            return fail_move(g, GOR_EPASS, c, p);
        return play_pass(g, c, broke);
    }

    int i = board_index_of(&g->b, p);
    if (i < 0)
        return fail_move(g, GOR_EOFFBOARD, c, p);
    if (g->b.color[i] != BC_EMPTY)
        return fail_move(g, GOR_EOCCUPIED, c, p);
    move_eval ev;
    long repeat;
    int st = judge(g, i, c, remove_own, &ev, &repeat);
    if (st != GOR_OK) {
        if (!tolerant)
            return fail_move(g, st, c, p);
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

/* Advance a xorshift64* generator; any state works (0 is moved off). */
static uint64_t next_random(uint64_t *state)
{
    uint64_t x = *state ? *state : 0x9e3779b97f4a7c15ULL;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return x * 0x2545f4914f6cdd1dULL;
}

/* Uniform in [0, n), n > 0: Lemire's multiply-shift with rejection of the
 * few values that would favour small results (the division runs only
 * when one of them may have come up). */
static int random_below(uint64_t *state, uint32_t n)
{
    uint64_t m = (next_random(state) >> 32) * (uint64_t)n;
    if ((uint32_t)m < n) {
        uint32_t floor = (uint32_t)(-n) % n;
        while ((uint32_t)m < floor)
            m = (next_random(state) >> 32) * (uint64_t)n;
    }
    return (int)(m >> 32);
}

/*
 * Should the random player skip empty index i for colour c without a full
 * judgement? Yes for an own eye (every on-board neighbour is c's), and
 * for a point surrounded by the other colour where nothing would be
 * captured (a one-stone suicide: refused unless any suicide is legal).
 */
static int random_skip(const gor_game *g, int i, int c)
{
    const board *b = &g->b;
    const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
    unsigned seen = 0;
    for (int k = 0; k < 4; k++)
        seen |= 1u << b->color[nb[k]];
    const unsigned edge = 1u << BC_EDGE, own = 1u << c, other = 1u << (3 - c);
    if ((seen | own | edge) == (own | edge))
        return 1; /* an own eye */
    if ((seen | other | edge) != (other | edge) ||
        g->rules.suicide == GOR_SUICIDE_ALLOWED ||
        g->rules.suicide == GOR_SUICIDE_CHOICE)
        return 0; /* not surrounded, or a one-stone suicide is legal */
    for (int k = 0; k < 4; k++)
        if (b->color[nb[k]] == 3 - c && board_only_liberty(b, b->gid[nb[k]], i))
            return 0; /* a capture: judge it (ko) */
    return 1;
}

int gor_game_play_random(gor_game *g, uint64_t *rng, gor_point *played)
{
    if (played)
        *played = GOR_PASS;
    if (!g || !rng)
        return g ? fail(g, GOR_EINVAL, "random move: no generator")
                 : GOR_EINVAL;
    const int c = g->to_move;
    if (g->end != GOR_END_NONE)
        return fail_move(g, GOR_EGAMEOVER, c, GOR_PASS);
    board *b = &g->b;
    board_empty_list(b);
    /* Draw among the untried empty points, entries [0, k) of the board's
     * list; a refused one is swapped past k (the list's order is free). */
    for (int k = b->nempty; k > 0; k--) {
        int j = random_below(rng, (uint32_t)k);
        int i = b->empty[j];
        if (!random_skip(g, i, c)) {
            move_eval ev;
            long repeat;
            if (judge(g, i, c, 0, &ev, &repeat) == GOR_OK) {
                int st = play_judged(g, i, c, 0, 0, &ev, repeat);
                if (st == GOR_OK && played)
                    *played = board_point_of(b, i);
                return st;
            }
        }
        board_empty_swap(b, j, k - 1);
    }
    return play_pass(g, c, 0);
}

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

int gor_game_resign(gor_game *g, gor_color c)
{
    if (!g)
        return GOR_EINVAL;
    if (!valid_player(c))
        return fail(g, GOR_ECOLOR, "resign");
    if (g->end != GOR_END_NONE)
        return fail(g, GOR_EGAMEOVER, "resign");
    int st = reserve(g, 0);
    if (st)
        return fail(g, st, "resign");
    truncate_redo(g);
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
        return fail(g, GOR_EINVAL, "resume: the game is not over");
    int st = reserve(g, 0);
    if (st)
        return fail(g, st, "resume");
    truncate_redo(g);
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
        return fail(g, GOR_EINVAL,
                    "end: time and forfeit need a winner; agreement and "
                    "void take none; other reasons come from play");
    if (g->end != GOR_END_NONE)
        return fail(g, GOR_EGAMEOVER, "end");
    int st = reserve(g, 0);
    if (st)
        return fail(g, st, "end");
    truncate_redo(g);
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
        return fail(g, GOR_ECOLOR, "set player to move");
    int st = reserve(g, 0);
    if (st)
        return fail(g, st, "set player to move");
    truncate_redo(g);
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
        return fail(g, GOR_ECOLOR, "setup: player to move");
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
            return fail(g, GOR_EINVAL, "setup: no points");
        if (lists[l].n > area)
            return fail(g, GOR_EINVAL,
                        "setup: more points than the board has");
        for (size_t k = 0; k < lists[l].n; k++)
            if (board_index_of(&g->b, lists[l].p[k]) < 0) {
                char buf[16];
                set_error(g, "setup: point %s is not on the board",
                          point_text(g, lists[l].p[k], buf));
                return GOR_EOFFBOARD;
            }
    }
    int st = reserve(g, nempty + nblack + nwhite);
    if (st)
        return fail(g, st, "setup");

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
        return fail(g, GOR_EINVAL,
                    "setup: it would leave a group without liberties");
    }
    truncate_redo(g);
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
        return fail(g, GOR_ECOLOR, "setup");
    return gor_game_setup_position(
        g, c == GOR_BLACK ? points : NULL, c == GOR_BLACK ? n : 0,
        c == GOR_WHITE ? points : NULL, c == GOR_WHITE ? n : 0,
        c == GOR_EMPTY ? points : NULL, c == GOR_EMPTY ? n : 0, GOR_EMPTY);
}

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
        execute_play(g, REC_POINT(r), c, (REC_FLAGS(r) & GOR_MOVE_SUICIDE) != 0);
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
        return fail(g, GOR_ENOMOVE, "undo");
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
        return fail(g, GOR_ENOMOVE, "redo");
    redo_one(g);
    g->err[0] = 0;
    return GOR_OK;
}

int gor_game_goto(gor_game *g, size_t n)
{
    if (!g)
        return GOR_EINVAL;
    if (n > g->total)
        return fail(g, GOR_ENOMOVE, "goto");
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
    set_error(g, "no move %zu: the history has %zu moves", n, moves);
    return GOR_ENOMOVE;
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
    set_fast_mode(g);
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
            return fail(g, st, "set rules");
        }
    }
    g->tracking = track;
    g->room = 0; /* the set's room counts only while tracking */
    g->rules = *rules;
    set_fast_mode(g);
    if (g->cur == 0 && g->to_move != rules->first) {
        /* Who starts is the rules' call. Undone entries were played from
         * the other start, so they cannot be redone from this one. */
        g->to_move = rules->first;
        truncate_redo(g);
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

unsigned game_last_flags(const gor_game *g)
{
    return REC_FLAGS(&g->recs[g->cur]) & ~BOARD_MERGED; /* internal */
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
        return fail(g, GOR_ERANGE, "set handicap");
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
        return fail(g, GOR_EINVAL, "mark: unknown life status");
    for (size_t k = 0; k < n; k++) {
        int i = board_index_of(&g->b, points[k]);
        if (i < 0 || g->b.color[i] == BC_EMPTY) {
            char buf[16];
            set_error(g, "mark: %s holds no stone",
                      point_text(g, points[k], buf));
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
