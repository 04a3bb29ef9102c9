/* SPDX-License-Identifier: MIT */
/*
 * fuzz_api.c - random sequences of calls on one game, checked against the
 * invariants the public headers promise. Only the public API is used.
 *
 * The input is read as bytes: the first choose the board size and the
 * ruleset (a preset, or every setting from the bytes), then each group of
 * bytes is one call (play, play_ex with flags, pass, undo, redo, goto,
 * setup, set_to_move, resign, resume, end, marks, rules changes, clone,
 * play_list, handicap placement, scoring, ...). After every call:
 *
 *  - a refused call (any status but GOR_OK) changed nothing observable
 *    (board, hashes, turn, prisoners, ko point, end, history, redo, move
 *    number, passes, marks, rules, last removed points);
 *  - gor_game_legal() agrees with gor_game_play() (same status);
 *    a tolerant play of a move refused only by the rules succeeds and
 *    flags the rule it broke;
 *  - stone counts equal the board; every group has at least one liberty,
 *    and gor_game_liberty_count / group_stones / group_liberties equal a
 *    flood fill of the board;
 *  - the board hash equals the hash of a fresh game set up with the same
 *    stones (0 for the empty board), and the situation hash equals the
 *    fresh game's with the same player to move;
 *  - a stone play changes the stone counts and prisoners by exactly the
 *    stones it removed (gor_game_last_removed, gor_move_info.removed);
 *  - undo of every new history entry restores the exact earlier position,
 *    and redo the exact later one;
 *  - the ko point is empty, and the player to move is refused there with
 *    GOR_EKO while the game goes on;
 *  - a clone is observably identical and independent;
 *  - a score's totals follow the formulas of gorules_score.h.
 *
 * A broken invariant aborts with a message (libFuzzer saves the input).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gorules.h"
#include "gorules_score.h"

/*
 * Library bugs this target found (inputs in regressions/fuzz_api/), both
 * fixed since (lib/core/game.c) and now held as invariants:
 *  1. gor_game_ko_point() named the ko point under situational and
 *     natural situational superko even where the retake was legal.
 *  2. GOR_END_VOID did not survive undo + redo: the end was kept in 3 bits
 *     of a history record and GOR_END_VOID is 8.
 */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAXP (GOR_MAX_SIZE * GOR_MAX_SIZE)

static void fail_at(int line, const char *what)
{
    fprintf(stderr, "fuzz_api.c:%d: invariant broken: %s\n", line, what);
    abort();
}
#define CHECK(cond) \
    do { if (!(cond)) fail_at(__LINE__, #cond); } while (0)

/* ---- input bytes ------------------------------------------------------ */

typedef struct src {
    const uint8_t *p;
    size_t n;
} src;

static unsigned take(src *s)
{
    if (!s->n)
        return 0;
    s->n--;
    return *s->p++;
}

/* ---- snapshots ---------------------------------------------------------- */

typedef struct snap {
    int w, h;
    unsigned char board[MAXP];
    uint64_t hash, situation;
    gor_color to_move, winner;
    int caps_b, caps_w, stones_b, stones_w, passes, handicap;
    gor_point ko;
    gor_end end;
    size_t history, redo, move_number;
    int nremoved;
    gor_point removed[MAXP];
    int ndead, nseki;
    gor_point dead[MAXP], seki[MAXP];
    char rules[160];
} snap;

/* What to compare. */
#define S_REDO    0x1u /* redo length */
#define S_MARKS   0x2u /* life marks */
#define S_HANDI   0x4u /* handicap count */
#define S_ALL     0x7u

static void take_snap(snap *s, const gor_game *g)
{
    s->w = gor_game_width(g);
    s->h = gor_game_height(g);
    gor_game_board(g, s->board, sizeof s->board);
    s->hash = gor_game_hash(g);
    s->situation = gor_game_situation_hash(g);
    s->to_move = gor_game_to_move(g);
    s->winner = gor_game_winner(g);
    s->caps_b = gor_game_captures(g, GOR_BLACK);
    s->caps_w = gor_game_captures(g, GOR_WHITE);
    s->stones_b = gor_game_stone_count(g, GOR_BLACK);
    s->stones_w = gor_game_stone_count(g, GOR_WHITE);
    s->passes = gor_game_consecutive_passes(g);
    s->handicap = gor_game_handicap(g);
    s->ko = gor_game_ko_point(g);
    s->end = gor_game_end_reason(g);
    s->history = gor_game_history_length(g);
    s->redo = gor_game_redo_length(g);
    s->move_number = gor_game_move_number(g);
    s->nremoved = gor_game_last_removed(g, s->removed, MAXP);
    s->ndead = gor_game_marked(g, GOR_LIFE_DEAD, s->dead, MAXP);
    s->nseki = gor_game_marked(g, GOR_LIFE_SEKI, s->seki, MAXP);
    int len = gor_rules_to_string(gor_game_rules(g), s->rules,
                                  sizeof s->rules);
    CHECK(len > 0 && (size_t)len < sizeof s->rules);
}

/* Returns the name of the first difference, or NULL. */
static const char *snap_diff(const snap *a, const snap *b, unsigned what)
{
    if (a->w != b->w || a->h != b->h)
        return "size";
    if (memcmp(a->board, b->board, (size_t)(a->w * a->h)))
        return "board";
    if (a->hash != b->hash)
        return "hash";
    if (a->situation != b->situation)
        return "situation hash";
    if (a->to_move != b->to_move)
        return "to_move";
    if (a->winner != b->winner)
        return "winner";
    if (a->caps_b != b->caps_b || a->caps_w != b->caps_w)
        return "captures";
    if (a->stones_b != b->stones_b || a->stones_w != b->stones_w)
        return "stone counts";
    if (a->passes != b->passes)
        return "consecutive passes";
    if ((what & S_HANDI) && a->handicap != b->handicap)
        return "handicap";
    if (a->ko != b->ko)
        return "ko point";
    if (a->end != b->end)
        return "end reason";
    if (a->history != b->history)
        return "history length";
    if ((what & S_REDO) && a->redo != b->redo)
        return "redo length";
    if (a->move_number != b->move_number)
        return "move number";
    if (a->nremoved != b->nremoved ||
        memcmp(a->removed, b->removed,
               (size_t)(a->nremoved < MAXP ? a->nremoved : MAXP) *
                   sizeof a->removed[0]))
        return "last removed";
    if ((what & S_MARKS) &&
        (a->ndead != b->ndead || a->nseki != b->nseki ||
         memcmp(a->dead, b->dead, (size_t)a->ndead * sizeof a->dead[0]) ||
         memcmp(a->seki, b->seki, (size_t)a->nseki * sizeof a->seki[0])))
        return "marks";
    if (strcmp(a->rules, b->rules))
        return "rules";
    return NULL;
}

static void same(const snap *a, const snap *b, unsigned what, int line,
                 const char *context)
{
    const char *d = snap_diff(a, b, what);
    if (d) {
        char msg[200];
        snprintf(msg, sizeof msg, "%s: %s differs", context, d);
        fail_at(line, msg);
    }
}
#define SAME(a, b, what, ctx) same((a), (b), (what), __LINE__, (ctx))

/* ---- the board against a flood fill ------------------------------------ */

static void check_board(const gor_game *g)
{
    static unsigned char board[MAXP];
    static int group[MAXP], stack[MAXP], seen_lib[MAXP];
    static gor_point buf[MAXP];
    int w = gor_game_width(g), h = gor_game_height(g), n = w * h;
    int count[3] = {0, 0, 0}, stamp = 0;

    gor_game_board(g, board, MAXP);
    for (int p = 0; p < n; p++) {
        CHECK(board[p] <= GOR_WHITE);
        CHECK(gor_game_at(g, p) == (gor_color)board[p]);
        count[board[p]]++;
        group[p] = -1;
        seen_lib[p] = 0;
    }
    CHECK(gor_game_stone_count(g, GOR_BLACK) == count[GOR_BLACK]);
    CHECK(gor_game_stone_count(g, GOR_WHITE) == count[GOR_WHITE]);
    CHECK(gor_game_at(g, -1) == GOR_EMPTY && gor_game_at(g, n) == GOR_EMPTY);

    for (int p = 0; p < n; p++) {
        if (board[p] == GOR_EMPTY) {
            CHECK(gor_game_liberty_count(g, p) == 0);
            CHECK(gor_game_group_stones(g, p, buf, MAXP) == 0);
            continue;
        }
        if (group[p] >= 0)
            continue;
        /* Flood fill the group of p. */
        int top = 0, size = 0, libs = 0;
        stamp++;
        stack[top++] = p;
        group[p] = p;
        while (top) {
            int s = stack[--top];
            size++;
            int x = s % w, y = s / w;
            const int nb[4] = {x > 0 ? s - 1 : -1, x < w - 1 ? s + 1 : -1,
                               y > 0 ? s - w : -1, y < h - 1 ? s + w : -1};
            for (int k = 0; k < 4; k++) {
                int q = nb[k];
                if (q < 0)
                    continue;
                if (board[q] == GOR_EMPTY) {
                    if (seen_lib[q] != stamp) {
                        seen_lib[q] = stamp;
                        libs++;
                    }
                } else if (board[q] == board[p] && group[q] < 0) {
                    group[q] = p;
                    stack[top++] = q;
                }
            }
        }
        CHECK(libs > 0);
        CHECK(gor_game_liberty_count(g, p) == libs);
        int ns = gor_game_group_stones(g, p, buf, MAXP);
        CHECK(ns == size);
        for (int k = 0; k < ns; k++) {
            CHECK(buf[k] >= 0 && buf[k] < n && group[buf[k]] == p);
            CHECK(k == 0 || buf[k - 1] < buf[k]); /* board order */
        }
        int nl = gor_game_group_liberties(g, p, buf, MAXP);
        CHECK(nl == libs);
        for (int k = 0; k < nl; k++) {
            CHECK(buf[k] >= 0 && buf[k] < n && board[buf[k]] == GOR_EMPTY &&
                  seen_lib[buf[k]] == stamp);
            CHECK(k == 0 || buf[k - 1] < buf[k]);
        }
    }
    /* Every stone of a group reports the group's liberties. */
    for (int p = 0; p < n; p++)
        if (board[p] != GOR_EMPTY)
            CHECK(gor_game_liberty_count(g, p) ==
                  gor_game_liberty_count(g, group[p]));
}

/* The hashes against a fresh game set up with the same stones. */
static void check_hash(const gor_game *g)
{
    static unsigned char board[MAXP];
    static gor_point pts[2][MAXP];
    int w = gor_game_width(g), h = gor_game_height(g);
    size_t n[2] = {0, 0};
    gor_game_board(g, board, MAXP);
    for (int p = 0; p < w * h; p++)
        if (board[p] != GOR_EMPTY)
            pts[board[p] - 1][n[board[p] - 1]++] = p;
    gor_game *f = NULL;
    if (gor_game_new(&f, w, h, NULL) != GOR_OK)
        return; /* out of memory */
    if (n[0])
        CHECK(gor_game_setup(f, GOR_BLACK, pts[0], n[0]) == GOR_OK);
    if (n[1])
        CHECK(gor_game_setup(f, GOR_WHITE, pts[1], n[1]) == GOR_OK);
    CHECK(gor_game_hash(f) == gor_game_hash(g));
    if (n[0] + n[1] == 0)
        CHECK(gor_game_hash(g) == 0);
    CHECK(gor_game_set_to_move(f, gor_game_to_move(g)) == GOR_OK);
    CHECK(gor_game_situation_hash(f) == gor_game_situation_hash(g));
    gor_game_free(f);
}

static void check_ko(const gor_game *g)
{
    gor_point ko = gor_game_ko_point(g);
    if (ko == GOR_NO_POINT)
        return;
    CHECK(ko >= 0 && ko < gor_game_width(g) * gor_game_height(g));
    CHECK(gor_game_at(g, ko) == GOR_EMPTY);
    /* The header: "the point where gor_game_to_move() may not retake a ko
     * now" (bug 1 above). */
    gor_ko_rule kr = gor_rules_ko(gor_game_rules(g));
    if (gor_game_end_reason(g) == GOR_END_NONE && kr != GOR_KO_NONE)
        CHECK(gor_game_legal(g, gor_game_to_move(g), ko) == GOR_EKO);
}

static void check_all(const gor_game *g)
{
    check_board(g);
    check_hash(g);
    check_ko(g);
    CHECK(gor_game_redo_length(g) <= 1000000);
    CHECK(gor_game_move_number(g) <= gor_game_history_length(g));
    gor_color t = gor_game_to_move(g);
    CHECK(t == GOR_BLACK || t == GOR_WHITE);
}

/* ---- rulesets from bytes -------------------------------------------- */

static const char *const presets[] = {
    "chinese", "japanese", "korean", "aga", "new-zealand", "tromp-taylor",
    "ing", "prediction", "koSITUATIONALsuiALLcycleREPORT",
    "koNATURALscoreTERRITORYtaxALLsui1", "koNONEsuiCHOICEcycleLOSS",
    "koPOSITIONALcycleNORESULT", "koSIMPLEsui1cycleREPORTscoreSTONES",
};
#define NPRESETS (sizeof presets / sizeof presets[0])

/* A setter call: refused (GOR_EINVAL or GOR_ERANGE) with the ruleset
 * unchanged, or accepted. */
#define RSET(call)                                                    \
    do {                                                              \
        char b_[160], a_[160];                                        \
        gor_rules_to_string(r, b_, sizeof b_);                        \
        int st_ = (call);                                             \
        gor_rules_to_string(r, a_, sizeof a_);                        \
        CHECK(st_ == GOR_OK || st_ == GOR_EINVAL || st_ == GOR_ERANGE); \
        CHECK(st_ == GOR_OK || strcmp(a_, b_) == 0);                  \
    } while (0)

static gor_rules *rules_from(src *s)
{
    gor_rules *r = NULL;
    unsigned b = take(s);
    if (b < 0xc0) {
        if (gor_rules_new(&r, presets[b % NPRESETS]) != GOR_OK)
            return NULL;
        return r;
    }
    if (gor_rules_new(&r, NULL) != GOR_OK)
        return NULL;
    /* Out-of-range values must be refused with the ruleset unchanged. */
    char text[160];
    RSET(gor_rules_set_ko(r, (gor_ko_rule)(take(s) % 6)));
    RSET(gor_rules_set_suicide(r, (gor_suicide_rule)(take(s) % 5)));
    RSET(gor_rules_set_cycle(r, (gor_cycle_rule)(take(s) % 5)));
    RSET(gor_rules_set_scoring(r, (gor_scoring)(take(s) % 4)));
    RSET(gor_rules_set_tax(r, (gor_tax)(take(s) % 4)));
    RSET(gor_rules_set_handicap_comp(r, (gor_handicap_comp)(take(s) % 4)));
    unsigned f = take(s);
    RSET(gor_rules_set_first_player(r, (gor_color)(f % 4)));
    RSET(gor_rules_set_pass_stones(r, (int)(f >> 2) & 1));
    RSET(gor_rules_set_white_passes_last(r, (int)(f >> 3) & 1));
    RSET(gor_rules_set_free_handicap(r, (int)(f >> 4) & 1));
    RSET(gor_rules_set_komi(r, (double)(int8_t)take(s) * 0.25 +
                                   ((f & 0x80) ? 0.1 : 0.0)));
    /* Whatever was accepted prints and reads back to an equal ruleset. */
    int len = gor_rules_to_string(r, text, sizeof text);
    CHECK(len > 0 && (size_t)len < sizeof text);
    gor_rules *back = NULL;
    CHECK(gor_rules_new(&back, text) == GOR_OK);
    CHECK(gor_rules_equal(back, r));
    gor_rules_free(back);
    return r;
}

/* ---- one call ---------------------------------------------------------- */

static gor_color color_from(unsigned b)
{
    static const gor_color c[8] = {GOR_BLACK, GOR_WHITE, GOR_BLACK,
                                   GOR_WHITE, GOR_BLACK, GOR_WHITE,
                                   GOR_EMPTY, (gor_color)3};
    return c[b & 7];
}

static gor_point point_from(const gor_game *g, unsigned b)
{
    int n = gor_game_width(g) * gor_game_height(g);
    if (b >= 250) {
        static const gor_point odd[6] = {GOR_PASS, GOR_NO_POINT, -3, 0, 0,
                                         0};
        gor_point q = odd[b - 250];
        return q ? q : n + (int)(b - 253);
    }
    return (gor_point)(b % (unsigned)n);
}

/* Undo the `k` newest entries and redo them: the positions must match the
 * snapshots taken before and after the call that made them. */
static void check_undo_redo(gor_game *g, const snap *before, const snap *after,
                            size_t k, const char *what)
{
    static snap tmp;
    for (size_t i = 0; i < k; i++)
        CHECK(gor_game_undo(g) == GOR_OK);
    take_snap(&tmp, g);
    SAME(before, &tmp, 0, what);
    check_all(g);
    for (size_t i = 0; i < k; i++)
        CHECK(gor_game_redo(g) == GOR_OK);
    take_snap(&tmp, g);
    SAME(after, &tmp, S_HANDI, what);
}

static unsigned broke_flag(int status)
{
    switch (status) {
    case GOR_ESUICIDE: return GOR_MOVE_BROKE_SUICIDE;
    case GOR_EKO: return GOR_MOVE_BROKE_KO;
    case GOR_ESUPERKO: return GOR_MOVE_BROKE_SUPERKO;
    case GOR_ETURN: return GOR_MOVE_BROKE_TURN;
    case GOR_EGAMEOVER: return GOR_MOVE_BROKE_GAMEOVER;
    default: return 0;
    }
}

static void check_play(gor_game *g, const snap *before, gor_color c,
                       gor_point p, unsigned flags, int legal, int st)
{
    static snap after;
    if (flags == 0)
        CHECK(st == legal);
    /* Refused only by the rules: a tolerant play goes through. */
    if ((flags & ~(unsigned)GOR_PLAY_TOLERANT) == 0 &&
        (flags & GOR_PLAY_TOLERANT) && broke_flag(legal) &&
        (p == GOR_PASS || gor_game_at(g, p) == GOR_EMPTY) &&
        (p == GOR_PASS ||
         (p >= 0 && p < gor_game_width(g) * gor_game_height(g))))
        CHECK(st == GOR_OK);
    if (st != GOR_OK) {
        take_snap(&after, g);
        SAME(before, &after, S_ALL, "refused play");
        return;
    }
    take_snap(&after, g);
    CHECK(after.history > before->history);
    gor_move_info mi;
    CHECK(gor_game_move(g, after.history, &mi) == GOR_OK);
    /* (With GOR_PLAY_REMOVE_OWN as well the move is another one than the
     * one gor_game_legal judged: its verdict does not carry over.) */
    if (legal != GOR_OK && flags == GOR_PLAY_TOLERANT && broke_flag(legal))
        CHECK(mi.flags & broke_flag(legal));
    if (p == GOR_PASS) {
        CHECK(mi.kind == GOR_MOVE_PASS && mi.color == c);
        CHECK(memcmp(before->board, after.board,
                     (size_t)(after.w * after.h)) == 0);
    } else {
        CHECK(mi.kind == GOR_MOVE_PLAY && mi.color == c && mi.point == p);
        CHECK(mi.removed == after.nremoved);
        int own_b = c == GOR_BLACK;
        int d_own = (own_b ? after.stones_b - before->stones_b
                           : after.stones_w - before->stones_w);
        int d_opp = (own_b ? after.stones_w - before->stones_w
                           : after.stones_b - before->stones_b);
        int d_caps_own = own_b ? after.caps_b - before->caps_b
                               : after.caps_w - before->caps_w;
        int d_caps_opp = own_b ? after.caps_w - before->caps_w
                               : after.caps_b - before->caps_b;
        if (mi.flags & GOR_MOVE_SUICIDE) {
            CHECK(d_own == 1 - mi.removed && d_opp == 0);
            CHECK(d_caps_opp == mi.removed && d_caps_own == 0);
            CHECK(gor_game_at(g, p) == GOR_EMPTY);
        } else {
            CHECK(d_own == 1 && d_opp == -mi.removed);
            CHECK(d_caps_own == mi.removed && d_caps_opp == 0);
            CHECK(gor_game_at(g, p) == c);
            CHECK(!!(mi.flags & GOR_MOVE_CAPTURED) == (mi.removed > 0));
        }
        for (int k = 0; k < after.nremoved && k < MAXP; k++)
            CHECK(after.board[after.removed[k]] == GOR_EMPTY);
    }
    check_all(g);
    check_undo_redo(g, before, &after, after.history - before->history,
                    "undo/redo of a play");
}

static void check_score(const gor_game *g, src *s)
{
    gor_score_options o;
    gor_score_options_init(&o);
    unsigned b = take(s);
    o.dead = b & 7;
    o.seki = (b >> 3) & 3;
    o.penalty[GOR_BLACK] = (int)((b >> 5) & 1);
    o.penalty[GOR_WHITE] = (int)((b >> 6) & 1);
    gor_score sc = GOR_SCORE_INIT;
    static unsigned char map[MAXP];
    if (gor_game_score(g, &o, &sc, map, MAXP) != GOR_OK)
        return;
    int n = gor_game_width(g) * gor_game_height(g);
    CHECK(sc.points == n);
    for (int p = 0; p < n; p++)
        CHECK((map[p] & GOR_MAP_OWNER_MASK) <= GOR_WHITE);
    const gor_score_side *side[2] = {&sc.black, &sc.white};
    for (int k = 0; k < 2; k++) {
        const gor_score_side *x = side[k];
        double t;
        switch (sc.scoring) {
        case GOR_SCORING_AREA:
            t = x->stones + x->territory + x->dame_share;
            break;
        case GOR_SCORING_TERRITORY:
            t = x->territory + x->captures + x->dead + x->pass_stones;
            break;
        default:
            t = x->stones;
            break;
        }
        t += x->komi + x->handicap_bonus - x->tax - x->penalty;
        CHECK(t == x->total);
        CHECK(x->penalty == 2.0 * o.penalty[k + 1]);
    }
    CHECK(sc.margin == sc.black.total - sc.white.total);
    CHECK(sc.margin_stones * 2 == sc.margin);
    /* An even count goes to the tie rule's colour (Ing: Black). */
    gor_tie_rule tie = gor_rules_tie(gor_game_rules(g));
    gor_color even = tie == GOR_TIE_BLACK   ? GOR_BLACK
                     : tie == GOR_TIE_WHITE ? GOR_WHITE
                                            : GOR_EMPTY;
    CHECK(sc.winner == (sc.margin > 0 ? GOR_BLACK
                        : sc.margin < 0 ? GOR_WHITE : even));
    gor_result r = GOR_RESULT_INIT;
    CHECK(gor_game_result(g, &o, &r) == GOR_OK);
    char buf[64];
    CHECK(gor_result_to_sgf(&r, buf, sizeof buf) > 0);
    int len = gor_result_to_chinese(&r, 0, buf, sizeof buf);
    CHECK(len > 0 || r.outcome == GOR_OUTCOME_UNKNOWN);
}

/* FUZZ_API_TRACE=1 in the environment prints every call (to turn a
 * finding into a readable reproduction). */
static int trace_on = -1;
#define TRACE(...)                                                 \
    do {                                                           \
        if (trace_on)                                              \
            fprintf(stderr, __VA_ARGS__);                          \
    } while (0)

static void trace_game(const gor_game *g)
{
    if (!trace_on)
        return;
    static unsigned char b[MAXP];
    int w = gor_game_width(g), h = gor_game_height(g);
    char rules[160];
    gor_game_board(g, b, MAXP);
    gor_rules_to_string(gor_game_rules(g), rules, sizeof rules);
    for (int y = 0; y < h; y++) {
        fputs("    ", stderr);
        for (int x = 0; x < w; x++)
            fputc(".XO"[b[y * w + x]], stderr);
        fputc('\n', stderr);
    }
    fprintf(stderr, "    to move %d, ko %d, end %d, history %zu, %s\n",
            gor_game_to_move(g), gor_game_ko_point(g),
            gor_game_end_reason(g), gor_game_history_length(g), rules);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const int sizes[16] = {1, 2, 3, 4, 5, 5, 6, 7,
                                  7, 9, 9, 9, 9, 13, 19, 52};
    static snap before, after;
    static gor_point list[64];
    src s = {data, size};
    if (trace_on < 0)
        trace_on = getenv("FUZZ_API_TRACE") != NULL;
    unsigned b = take(&s);
    int w = sizes[b & 15];
    int h = (b & 0x10) ? sizes[(b >> 5) & 7] : w;
    if (w == 52 && size > 200)
        w = 19; /* the largest board only for short inputs */
    gor_rules *rules = rules_from(&s);
    if (!rules)
        return 0;
    gor_game *g = NULL;
    if (gor_game_new(&g, w, h, rules) != GOR_OK) {
        gor_rules_free(rules);
        return 0;
    }
    if (trace_on) {
        char text[160];
        gor_rules_to_string(rules, text, sizeof text);
        TRACE("game %dx%d rules %s\n", w, h, text);
    }
    check_all(g);
    int calls = 0;
    while (s.n && calls++ < 400) {
        unsigned op = take(&s) % 24;
        trace_game(g);
        take_snap(&before, g);
        int st = GOR_OK, entries = 0;
        switch (op) {
        case 0: case 1: case 2: case 3: case 4: { /* play */
            gor_color c = color_from(take(&s));
            gor_point p = point_from(g, take(&s));
            unsigned flags = 0;
            if (op == 4) {
                static const unsigned fl[8] = {
                    GOR_PLAY_TOLERANT, GOR_PLAY_REMOVE_OWN,
                    GOR_PLAY_TOLERANT | GOR_PLAY_REMOVE_OWN, 0x8u, 0,
                    GOR_PLAY_TOLERANT, GOR_PLAY_REMOVE_OWN, 0x100u};
                flags = fl[take(&s) & 7];
            }
            int legal = gor_game_legal(g, c, p);
            st = gor_game_play_ex(g, c, p, flags);
            TRACE("play_ex %d %d %#x -> %d (legal %d)\n", c, p, flags, st,
                  legal);
            check_play(g, &before, c, p, flags, legal, st);
            continue;
        }
        case 5: { /* play_next */
            gor_point p = point_from(g, take(&s));
            gor_color c = gor_game_to_move(g);
            int legal = gor_game_legal_next(g, p);
            CHECK(legal == gor_game_legal(g, c, p));
            st = gor_game_play_next(g, p);
            TRACE("play_next %d -> %d\n", p, st);
            check_play(g, &before, c, p, 0, legal, st);
            continue;
        }
        case 6: { /* pass */
            gor_color c = color_from(take(&s));
            int legal = gor_game_legal(g, c, GOR_PASS);
            st = gor_game_play(g, c, GOR_PASS);
            TRACE("pass %d -> %d\n", c, st);
            check_play(g, &before, c, GOR_PASS, 0, legal, st);
            continue;
        }
        case 7:
            st = gor_game_undo(g);
            break;
        case 8:
            st = gor_game_redo(g);
            break;
        case 9:
            st = gor_game_goto(g, take(&s) % 40);
            break;
        case 10: { /* setup */
            unsigned k = take(&s);
            gor_color c = (gor_color)(k % 3);
            size_t n = (k >> 2) % 5;
            for (size_t i = 0; i < n; i++)
                list[i] = point_from(g, take(&s));
            st = gor_game_setup(g, c, list, n);
            for (size_t i = 0; i < n; i++)
                TRACE("  setup %d at %d\n", c, list[i]);
            entries = 1;
            break;
        }
        case 11:
            st = gor_game_set_to_move(g, color_from(take(&s)));
            entries = 1;
            break;
        case 12:
            st = gor_game_resign(g, color_from(take(&s)));
            entries = 1;
            break;
        case 13:
            st = gor_game_resume(g);
            entries = 1;
            break;
        case 14: {
            unsigned k = take(&s);
            gor_end reason = (gor_end)(k % 10);
            st = gor_game_end(g, reason, color_from(k >> 4));
            TRACE("end %d %d -> %d\n", reason, color_from(k >> 4), st);
            entries = 1;
            break;
        }
        case 15: { /* marks */
            unsigned k = take(&s);
            gor_point p = point_from(g, take(&s));
            if (k & 1) {
                list[0] = p;
                list[1] = point_from(g, take(&s));
                st = gor_game_mark_list(g, (gor_life)(k >> 1) % 4, list, 2);
            } else {
                st = gor_game_mark(g, p, (gor_life)((k >> 1) % 4));
            }
            if (st == GOR_OK && gor_game_at(g, p) != GOR_EMPTY &&
                (k >> 1) % 4 < 3)
                CHECK(gor_game_life_at(g, p) == (gor_life)((k >> 1) % 4));
            break;
        }
        case 16: { /* new rules */
            gor_rules *r = rules_from(&s);
            if (!r)
                break;
            st = gor_game_set_rules(g, r);
            if (st == GOR_OK)
                CHECK(gor_rules_equal(gor_game_rules(g), r));
            gor_rules_free(r);
            break;
        }
        case 17: { /* clone */
            gor_game *c = NULL;
            if (gor_game_clone(&c, g) != GOR_OK)
                break;
            take_snap(&after, c);
            SAME(&before, &after, S_REDO | S_HANDI, "clone");
            /* Independent: a move on the clone leaves g alone. */
            gor_game_play_ex(c, GOR_BLACK, point_from(g, take(&s)),
                             GOR_PLAY_TOLERANT);
            gor_game_undo(c);
            gor_game_free(c);
            take_snap(&after, g);
            SAME(&before, &after, S_ALL, "clone independence");
            continue;
        }
        case 18: { /* play_list */
            size_t n = take(&s) % 8, played = 99;
            for (size_t i = 0; i < n; i++)
                list[i] = point_from(g, take(&s));
            unsigned flags = (take(&s) & 1) ? GOR_PLAY_TOLERANT : 0;
            st = gor_game_play_list(g, list, n, flags, &played);
            for (size_t i = 0; i < n; i++)
                TRACE("  list %d\n", list[i]);
            TRACE("play_list %#x -> %d, %zu played\n", flags, st, played);
            CHECK(played <= n);
            CHECK(st != GOR_OK || played == n);
            check_all(g);
            continue; /* partial success: no all-or-nothing check */
        }
        case 19: { /* handicap */
            unsigned k = take(&s);
            if (k & 1) {
                size_t n = (k >> 1) % 6;
                for (size_t i = 0; i < n; i++)
                    list[i] = point_from(g, take(&s));
                st = gor_game_place_free_handicap(g, list, n, (k >> 4) & 1);
            } else {
                st = gor_game_place_handicap(g, (int)((k >> 1) % 11),
                                             (k >> 5) & 1);
            }
            break;
        }
        case 20:
            st = gor_game_set_handicap(g, (int)(take(&s) % 12) - 1);
            break;
        case 21:
            check_score(g, &s);
            take_snap(&after, g);
            SAME(&before, &after, S_ALL, "scoring is a query");
            continue;
        case 22: { /* judge and mark */
            static unsigned char map[MAXP];
            unsigned k = take(&s);
            st = (k & 1) ? gor_game_judge_estimate(g, map, MAXP)
                         : gor_game_judge_certain(g, map, MAXP);
            CHECK(st == GOR_OK);
            take_snap(&after, g);
            SAME(&before, &after, S_ALL, "judgement is a query");
            st = gor_game_mark_judged(g, map, MAXP, (k >> 1) & 0xf);
            if (st > 0)
                st = GOR_OK;
            st = gor_game_area_map(g, (k >> 4) & 0xf, map, MAXP);
            break;
        }
        case 23:
            gor_game_set_enforce_turn(g, (int)(take(&s) & 1));
            continue;
        }
        TRACE("op %u -> %d\n", op, st);
        take_snap(&after, g);
        if (st != GOR_OK) {
            SAME(&before, &after, S_ALL, "refused call");
            continue;
        }
        check_all(g);
        if (entries && after.history > before.history)
            check_undo_redo(g, &before, &after,
                            after.history - before.history,
                            "undo/redo of an entry");
    }
    /* The history reads back. */
    size_t total = gor_game_history_length(g) + gor_game_redo_length(g);
    for (size_t i = 1; i <= total; i++) {
        gor_move_info mi;
        CHECK(gor_game_move(g, i, &mi) == GOR_OK);
        CHECK(mi.kind >= GOR_MOVE_PLAY && mi.kind <= GOR_MOVE_END);
    }
    gor_move_info mi;
    CHECK(gor_game_move(g, total + 1, &mi) == GOR_ENOMOVE);
    /* goto the start and back. */
    size_t at = gor_game_history_length(g);
    take_snap(&before, g);
    CHECK(gor_game_goto(g, 0) == GOR_OK);
    check_all(g);
    CHECK(gor_game_goto(g, at) == GOR_OK);
    take_snap(&after, g);
    SAME(&before, &after, S_REDO | S_HANDI, "goto and back");
    gor_game_free(g);
    gor_rules_free(rules);
    return 0;
}
