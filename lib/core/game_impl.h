/* SPDX-License-Identifier: MIT */
/*
 * game_impl.h - the game's state (struct gor_game) and what the files of
 * the game share: the history entry, the inline checks of the move path
 * and the calls one file makes into another. Only lib/core/game*.c
 * include it.
 *
 *   game.c          life cycle, rules, error texts
 *   game_play.c     the move path: legality, entries, play, pass, setup,
 *                   the end of the game
 *   game_cycle.c    exact repetition: superko, cycles, repeated positions
 *   game_history.c  undo, redo, goto
 *   game_random.c   random play
 *   game_query.c    reading the position, the history and the life marks
 *
 * History entry k (1-based) is recs[k]; recs[0] stands for the start.
 * Position k is the position after entry k. Entries past `cur` are kept
 * for redo until a new entry is made. The change stack holds, per entry,
 * the points it removed (PLAY) or changed (SETUP).
 */
#ifndef GOR_GAME_IMPL_H
#define GOR_GAME_IMPL_H

#include <stddef.h>
#include <stdint.h>
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

/* Which earlier positions count as a repetition. */
enum repeat_mode { REPEAT_POSITIONAL, REPEAT_SITUATIONAL, REPEAT_NATURAL };

static inline int valid_player(int c)
{
    return c == GOR_BLACK || c == GOR_WHITE;
}

/* Life marks belong to one position: forget them when it changes. */
static inline void clear_marks(gor_game *g)
{
    if (g->marked) {
        memset(g->life, GOR_LIFE_ALIVE, (size_t)g->b.nindex);
        g->marked = 0;
    }
}

/* The player to move at position j. */
static inline int to_move_at(const gor_game *g, size_t j)
{
    return j < g->cur ? REC_PREV_TO_MOVE(&g->recs[j + 1]) : g->to_move;
}

/* game.c: the error text of the last refused call. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void game_set_error(gor_game *g, const char *fmt, ...);
/* "D4", or "(x,y)" on boards wider than GTP letters reach. */
const char *game_point_text(const gor_game *g, gor_point p, char buf[16]);
/* "black D4: <reason>"; returns status. */
int game_fail_move(gor_game *g, int status, int c, gor_point p);
/* "<what>: <reason>"; returns status. */
int game_fail(gor_game *g, int status, const char *what);

/* game_cycle.c */
long game_find_repeat(const gor_game *g, int to_move, enum repeat_mode mode,
                      int i, int c, const move_eval *ev);
int game_count_repeats_since_pass(const gor_game *g, int to_move, int i,
                                  int c, const move_eval *ev, int enough);
int game_in_free_opening(const gor_game *g);
void game_revert_colors_from(const gor_game *g, uint8_t *colors, size_t j,
                             size_t off);
int game_judge_slow(const gor_game *g, int i, int c, int remove_own,
                    move_eval *ev, long *repeat);

/* game_play.c */
unsigned game_execute_play(gor_game *g, int i, int c, int remove_own);
int game_play_judged(gor_game *g, int i, int c, int remove_own,
                     unsigned broke, const move_eval *ev, long repeat);
int game_play_pass(gor_game *g, int c, unsigned broke);
void game_set_fast_mode(gor_game *g);
void game_truncate_redo(gor_game *g);

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
    return game_judge_slow(g, i, c, remove_own, ev, repeat);
}

#endif
