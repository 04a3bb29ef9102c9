/* SPDX-License-Identifier: MIT */
/*
 * sgf_replay.c - a record's line of play into a gor_game, every move
 * checked, every finding listed in a report.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sgf/sgf_internal.h"
#include "gorules_score.h"
#include "core/game_internal.h"
#include "core/sized.h"

/*
 * What a record without RU (or with an unknown one) is judged by: what
 * every ruleset forbids. That is a move onto a stone, the immediate
 * recapture of a ko, and a single-stone suicide (it recreates the position,
 * so even the rulesets that allow suicide refuse it through superko). A
 * multi-stone suicide is legal under New Zealand, Tromp-Taylor and Ing
 * rules and under KataGo's defaults, so it is only noted; whole-board
 * repetitions are noted too.
 */
#define AGREED_RULES "koSIMPLEscoreAREAsui1cycleREPORT"

/* Repetitions listed one by one per replay; the rest are counted. */
#define MAX_REPEAT_NOTES 10

struct gor_sgf_report {
    gor_sgf_issue *issues;
    size_t n, cap;
    size_t errors;
    int first_status;
    size_t moves;
    size_t number;           /* SGF number of the last move reached */
    gor_point *territory[3]; /* [GOR_BLACK], [GOR_WHITE] */
    size_t nterritory[3];
    gor_sgf_issue spare;     /* written to when the list cannot grow */
};

typedef struct replay {
    gor_sgf_report *rep;
    gor_game *game;
    int w, h;
    int tolerant;
    int stopped;           /* an error ended the replay */
    size_t number;         /* SGF number of the last move */
    int noted_resume;
    size_t repeats;        /* repetition notes given (listed up to 10) */
    uint32_t *numbers;     /* numbers[k]: moves made by history entry k */
    size_t nnumbers, capnumbers;
    int agreed;            /* judged by AGREED_RULES */
    char rules_name[64];
} replay;

/* ------------------------------------------------------------------ */
/* Report                                                              */

static gor_sgf_issue *add_issue(gor_sgf_report *r, gor_sgf_severity sev,
                                int status, int line, int column,
                                const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;

static gor_sgf_issue *add_issue(gor_sgf_report *r, gor_sgf_severity sev,
                                int status, int line, int column,
                                const char *fmt, ...)
{
    if (r->n == r->cap) {
        size_t cap = r->cap ? r->cap * 2 : 8;
        gor_sgf_issue *n = realloc(r->issues, cap * sizeof *n);
        if (!n) {
            /* Out of memory for the report: count, do not record. */
            if (sev == GOR_SGF_ERROR) {
                if (!r->errors)
                    r->first_status = status;
                r->errors++;
            }
            memset(&r->spare, 0, sizeof r->spare);
            return &r->spare;
        }
        r->issues = n;
        r->cap = cap;
    }
    gor_sgf_issue *is = &r->issues[r->n++];
    memset(is, 0, sizeof *is);
    is->severity = sev;
    is->status = status;
    is->color = GOR_EMPTY;
    is->point = GOR_NO_POINT;
    is->line = line;
    is->column = column;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(is->message, sizeof is->message, fmt, ap);
    va_end(ap);
    if (sev == GOR_SGF_ERROR) {
        if (!r->errors)
            r->first_status = status;
        r->errors++;
    }
    return is;
}

void gor_sgf_report_free(gor_sgf_report *r)
{
    if (!r)
        return;
    free(r->issues);
    free(r->territory[GOR_BLACK]);
    free(r->territory[GOR_WHITE]);
    free(r);
}

size_t gor_sgf_report_count(const gor_sgf_report *r)
{
    return r ? r->n : 0;
}

const gor_sgf_issue *gor_sgf_report_issue(const gor_sgf_report *r, size_t i)
{
    return r && i < r->n ? &r->issues[i] : NULL;
}

size_t gor_sgf_report_errors(const gor_sgf_report *r)
{
    return r ? r->errors : 0;
}

int gor_sgf_report_status(const gor_sgf_report *r)
{
    return r && r->errors ? r->first_status : GOR_OK;
}

size_t gor_sgf_report_moves(const gor_sgf_report *r)
{
    return r ? r->moves : 0;
}

size_t gor_sgf_report_move_number(const gor_sgf_report *r)
{
    return r ? r->number : 0;
}

int gor_sgf_report_territory(const gor_sgf_report *r, gor_color c,
                             gor_point *out, size_t cap)
{
    if (!r || (c != GOR_BLACK && c != GOR_WHITE) || (!out && cap))
        return GOR_EINVAL;
    size_t n = r->nterritory[c];
    for (size_t i = 0; i < n && i < cap; i++)
        out[i] = r->territory[c][i];
    return (int)n;
}

/* Bytes of each options version: only those are read or written. */
static const size_t options_size[GOR_SGF_REPLAY_OPTIONS_VERSION + 1] = {
    0, SIZED_MIN_(gor_sgf_replay_options, stop_before)};

int gor_sgf_replay_options_init(gor_sgf_replay_options *opts,
                                unsigned version)
{
    if (!opts || version < 1 || version > GOR_SGF_REPLAY_OPTIONS_VERSION)
        return GOR_EINVAL;
    memset(opts, 0, options_size[version]);
    opts->version = version;
    return GOR_OK;
}

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

/* "R14" (GTP) or the SGF letters on boards wider than 25, "pass". */
static const char *vertex(const replay *r, gor_point p, char buf[16])
{
    if (gor_point_to_gtp(r->w, r->h, p, buf, 16) < 0 &&
        gor_point_to_sgf(r->w, r->h, p, buf, 16) < 0)
        snprintf(buf, 16, "?");
    return buf;
}

/* The raw value shortened for a message. */
static const char *shorten(const char *raw, char buf[40])
{
    size_t n = strlen(raw);
    if (n < 36)
        memcpy(buf, raw, n + 1);
    else
        snprintf(buf, 40, "%.32s...", raw);
    for (char *c = buf; *c; c++)
        if (*c == '\n' || *c == '\r' || *c == '\t')
            *c = ' ';
    return buf;
}

static int prop_line(const gor_sgf_node *node, const char *id, int *col)
{
    int line = gor_sgf_node_property_line(node, id, col);
    if (!line) {
        line = node->line;
        *col = node->column;
    }
    return line;
}

/*
 * Keep numbers[k] = the SGF move number after history entry k, for every
 * entry made so far (call after each call that may add entries).
 */
static void track_numbers_to(replay *r, size_t len)
{
    while (r->nnumbers <= len) {
        if (r->nnumbers == r->capnumbers) {
            size_t cap = r->capnumbers ? r->capnumbers * 2 : 256;
            uint32_t *v = realloc(r->numbers, cap * sizeof *v);
            if (!v) {
                add_issue(r->rep, GOR_SGF_ERROR, GOR_ENOMEM, 0, 0,
                          "move %zu: out of memory", r->number);
                r->stopped = 1;
                return;
            }
            r->numbers = v;
            r->capnumbers = cap;
        }
        r->numbers[r->nnumbers++] = (uint32_t)r->number;
    }
}

/* track_numbers_to() for the usual step: one entry more, room for it. */
static inline void track_number(replay *r, size_t len)
{
    if (r->nnumbers == len && len < r->capnumbers)
        r->numbers[r->nnumbers++] = (uint32_t)r->number;
    else
        track_numbers_to(r, len);
}

static void track_numbers(replay *r)
{
    track_numbers_to(r, gor_game_history_length(r->game));
}

/* The SGF move number after history entry k. */
static size_t number_after_entry(const replay *r, size_t k)
{
    return k < r->nnumbers ? r->numbers[k] : 0;
}

/*
 * The points of property id (sorted, without repeats) into a new array;
 * *n gets the count. Returns GOR_OK (also when absent: *out NULL) or the
 * status of a bad value, which is reported.
 */
static int report_bad_points(replay *r, const gor_sgf_node *node,
                             const char *id, int status)
{
    int col, line = prop_line(node, id, &col);
    char b[40];
    const char *bad = "";
    for (size_t k = 0; k < gor_sgf_node_value_count(node, id); k++) {
        const char *v = gor_sgf_node_value(node, id, k);
        if (sgf_points_value(v, r->w, r->h, NULL, 0) < 0) {
            bad = v;
            break;
        }
    }
    add_issue(r->rep, GOR_SGF_ERROR, status, line, col,
              "%s[%s]: %s on a %dx%d board", id, shorten(bad, b),
              status == GOR_EOFFBOARD ? "point outside the board"
                                      : "not a point",
              r->w, r->h);
    return status;
}

/*
 * A long list: every value marked on a board-sized map, then read in
 * order. Work and memory are the number of values plus the board area,
 * however many points the rectangles cover or repeat.
 */
static int read_points_marked(replay *r, const gor_sgf_node *node,
                              const char *id, gor_point **out, size_t *n)
{
    unsigned char seen[GOR_MAX_SIZE * GOR_MAX_SIZE];
    size_t area = (size_t)r->w * (size_t)r->h;
    memset(seen, 0, area);
    size_t nvalues = gor_sgf_node_value_count(node, id);
    for (size_t k = 0; k < nvalues; k++) {
        int st = sgf_points_mark(gor_sgf_node_value(node, id, k), r->w, r->h,
                                 seen);
        if (st < 0)
            return report_bad_points(r, node, id, st);
    }
    size_t count = 0;
    for (size_t q = 0; q < area; q++)
        count += seen[q];
    if (!count)
        return GOR_OK;
    gor_point *pts = malloc(count * sizeof *pts);
    if (!pts)
        return GOR_ENOMEM;
    size_t k = 0;
    for (size_t q = 0; q < area; q++)
        if (seen[q])
            pts[k++] = (gor_point)q;
    *out = pts;
    *n = k;
    return GOR_OK;
}

/*
 * The points of property id (sorted, without repeats) into a new array;
 * *n gets the count. Returns GOR_OK (also when absent: *out NULL) or the
 * status of a bad value, which is reported.
 */
static int read_points(replay *r, const gor_sgf_node *node, const char *id,
                       gor_point **out, size_t *n)
{
    *out = NULL;
    *n = 0;
    gor_point first[16]; /* most lists: one reading */
    int count = gor_sgf_node_points(node, id, r->w, r->h, first,
                                    sizeof first / sizeof first[0]);
    if (count < 0 && count != GOR_ERANGE)
        return report_bad_points(r, node, id, count);
    if (count < 0 || count > (int)(sizeof first / sizeof first[0]))
        return read_points_marked(r, node, id, out, n);
    if (!count)
        return GOR_OK;
    gor_point *pts = malloc((size_t)count * sizeof *pts);
    if (!pts)
        return GOR_ENOMEM;
    /* Insertion sort, repeats dropped. */
    size_t k = 0;
    for (int i = 0; i < count; i++) {
        gor_point v = first[i];
        size_t j = k;
        while (j && pts[j - 1] > v)
            j--;
        if (j && pts[j - 1] == v)
            continue;
        memmove(pts + j + 1, pts + j, (k - j) * sizeof *pts);
        pts[j] = v;
        k++;
    }
    *out = pts;
    *n = k;
    return GOR_OK;
}

/* ------------------------------------------------------------------ */
/* One node                                                            */

/* The node's PL as a colour: GOR_EMPTY if absent or not a colour. */
static gor_color read_pl(replay *r, const gor_sgf_node *node)
{
    const char *pl = gor_sgf_node_value(node, "PL", 0);
    if (!pl)
        return GOR_EMPTY;
    char t[16];
    gor_sgf_text(pl, GOR_SGF_TEXT_SIMPLE, t, sizeof t);
    char *s = t;
    while (ascii_isspace((unsigned char)*s))
        s++;
    int c = ascii_toupper((unsigned char)s[0]);
    gor_color color = c == 'B' || c == '1'   ? GOR_BLACK
                      : c == 'W' || c == '2' ? GOR_WHITE
                                             : GOR_EMPTY;
    if (color == GOR_EMPTY) {
        char b[40];
        int col, line = prop_line(node, "PL", &col);
        add_issue(r->rep, GOR_SGF_NOTE, GOR_OK, line, col,
                  "PL[%s] is not a colour: ignored", shorten(pl, b));
    }
    return color;
}

/* A node's AE, AB, AW and PL as one setup step: no position between them
 * enters the history (superko must not see one that never existed). */
static void apply_setup(replay *r, const gor_sgf_node *node)
{
    static const char *const ids[3] = {"AE", "AB", "AW"};
    gor_point *pts[3] = {NULL, NULL, NULL};
    size_t n[3] = {0, 0, 0};
    for (int k = 0; k < 3 && !r->stopped; k++) {
        int st = read_points(r, node, ids[k], &pts[k], &n[k]);
        if (st) {
            pts[k] = NULL;
            n[k] = 0;
            if (st == GOR_ENOMEM || !r->tolerant)
                r->stopped = 1;
        }
    }
    gor_color to_move = r->stopped ? GOR_EMPTY : read_pl(r, node);
    if (!r->stopped && (n[0] || n[1] || n[2] || to_move != GOR_EMPTY)) {
        int st = gor_game_setup_position(r->game, pts[1], n[1], pts[2], n[2],
                                         pts[0], n[0], to_move);
        if (st) {
            const char *id = n[1] ? "AB" : n[2] ? "AW" : n[0] ? "AE" : "PL";
            int col, line = prop_line(node, id, &col);
            gor_sgf_issue *is = add_issue(
                r->rep, GOR_SGF_ERROR, st, line, col,
                "setup after move %zu: %s", r->number,
                st == GOR_EINVAL ? "it would leave a group without liberties"
                                 : gor_strerror(st));
            is->move_number = r->number;
            if (!r->tolerant)
                r->stopped = 1;
        }
    }
    for (int k = 0; k < 3; k++)
        free(pts[k]);
}

/* A B or W value being played, as the notes on it name it. */
typedef struct move_at {
    const char *id, *value;
    int line, col;        /* of the property (else of its node) */
    size_t number;        /* the move number in the record */
    gor_color c;
    gor_point p;
} move_at;

/* The rare cases of play_one(), out of its way. */
#if defined(__GNUC__)
#define COLD __attribute__((noinline, cold))
#else
#define COLD
#endif

/* A note or error on move m, which names the move. */
static COLD gor_sgf_issue *move_issue(const move_at *m, gor_sgf_issue *is)
{
    is->move_number = m->number;
    is->color = m->c;
    is->point = m->p;
    return is;
}

static COLD void bad_coordinate(replay *r, const move_at *m, int st)
{
    char b[40];
    gor_sgf_issue *is = add_issue(
        r->rep, GOR_SGF_ERROR, st, m->line, m->col,
        "move %zu, %s[%s]: %s on a %dx%d board", m->number, m->id,
        shorten(m->value, b),
        st == GOR_EOFFBOARD ? "point outside the board" : "not a coordinate",
        r->w, r->h);
    is->move_number = m->number;
    is->color = m->c;
    if (!r->tolerant)
        r->stopped = 1;
}

/* A move after the game ended (`end`): play resumes. */
static COLD void resume_play(replay *r, const move_at *m, gor_end end)
{
    char vb[16];
    gor_game_resume(r->game);
    track_numbers(r);
    if (end != GOR_END_NO_RESULT && end != GOR_END_REPETITION &&
        end != GOR_END_CYCLE_DRAW && end != GOR_END_REPLAY &&
        !r->noted_resume++)
        move_issue(m,
                   add_issue(r->rep, GOR_SGF_NOTE, GOR_OK, m->line, m->col,
                             "move %zu, %s %s: played after the game had "
                             "ended (%s): play resumed",
                             m->number, gor_color_name(m->c),
                             vertex(r, m->p, vb),
                             end == GOR_END_PASSES ? "two passes"
                                                   : "an end"));
}

/*
 * A move the strict play refused with status st (changing nothing): after
 * the game's end, play resumes and the move is tried again; the tolerant
 * replay then tries it as tolerant. Returns the last status; on GOR_OK,
 * *mflags and *entry as game_play_flags() sets them.
 */
static COLD int retry_move(replay *r, const move_at *m, int st,
                           unsigned *mflags, size_t *entry)
{
    gor_end end = gor_game_end_reason(r->game);
    if (end != GOR_END_NONE) {
        resume_play(r, m, end);
        st = game_play_flags(r->game, m->c, m->p, mflags, entry);
    }
    if (st && r->tolerant &&
        (st = gor_game_play_ex(r->game, m->c, m->p, GOR_PLAY_TOLERANT)) ==
            GOR_OK) {
        *mflags = game_last_flags(r->game);
        *entry = gor_game_history_length(r->game);
    }
    return st;
}

/* A refused move changes nothing: the stone in the way is there. */
static COLD void refused(replay *r, const move_at *m, int st)
{
    char vb[16];
    gor_color occupant =
        m->p == GOR_PASS ? GOR_EMPTY : gor_game_at(r->game, m->p);
    move_issue(m,
               add_issue(r->rep, GOR_SGF_ERROR, st, m->line, m->col,
                         "move %zu, %s %s: %s%s%s", m->number,
                         gor_color_name(m->c), vertex(r, m->p, vb),
                         gor_strerror(st),
                         st == GOR_EOCCUPIED
                             ? (occupant == GOR_BLACK ? " (by a black stone)"
                                                      : " (by a white stone)")
                             : "",
                         r->tolerant ? "; move skipped" : ""));
    if (!r->tolerant)
        r->stopped = 1;
}

/* The notes on a move played (history entry `entry`) that broke the ko or
 * suicide rule, was a suicide, or repeated a position. */
static COLD void move_notes(replay *r, const move_at *m, size_t entry)
{
    gor_move_info mi;
    char vb[16];
    if (gor_game_move(r->game, entry, &mi) != GOR_OK)
        return;
    static const struct {
        unsigned flag;
        int status;
    } broke[] = {{GOR_MOVE_BROKE_SUICIDE, GOR_ESUICIDE},
                 {GOR_MOVE_BROKE_KO, GOR_EKO},
                 {GOR_MOVE_BROKE_SUPERKO, GOR_ESUPERKO}};
    for (size_t k = 0; k < 3; k++)
        if (mi.flags & broke[k].flag)
            move_issue(m,
                       add_issue(r->rep, GOR_SGF_ERROR, broke[k].status,
                                 m->line, m->col,
                                 "move %zu, %s %s: %s (under %s); played "
                                 "anyway",
                                 m->number, gor_color_name(m->c),
                                 vertex(r, m->p, vb),
                                 gor_strerror(broke[k].status),
                                 r->rules_name));
    if ((mi.flags & GOR_MOVE_SUICIDE) && r->agreed &&
        !(mi.flags & GOR_MOVE_BROKE_SUICIDE))
        move_issue(m,
                   add_issue(r->rep, GOR_SGF_NOTE, GOR_OK, m->line, m->col,
                             "move %zu, %s %s: suicide of %d stones, legal "
                             "only under rules that allow it (New Zealand, "
                             "Tromp-Taylor, Ing); the record names no rules",
                             m->number, gor_color_name(m->c),
                             vertex(r, m->p, vb), mi.removed));
    if ((mi.flags & GOR_MOVE_REPEATS) &&
        !(mi.flags & (GOR_MOVE_BROKE_KO | GOR_MOVE_BROKE_SUPERKO))) {
        size_t earlier =
            mi.repeats > 0 ? number_after_entry(r, (size_t)mi.repeats) : 0;
        gor_end now = gor_game_end_reason(r->game);
        if (r->repeats++ >= MAX_REPEAT_NOTES && now == GOR_END_NONE)
            return; /* counted, listed at the end */
        char when[32];
        if (earlier > 0)
            snprintf(when, sizeof when, "after move %zu", earlier);
        else
            snprintf(when, sizeof when, "before the first move");
        move_issue(
            m,
            add_issue(
                r->rep, GOR_SGF_NOTE, GOR_OK, m->line, m->col,
                "move %zu, %s %s: the whole-board position repeats the one "
                "%s%s",
                m->number, gor_color_name(m->c), vertex(r, m->p, vb), when,
                now == GOR_END_NO_RESULT
                    ? "; under these rules the cycle ends the game with no "
                      "result (the record goes on)"
                : now == GOR_END_REPETITION
                    ? "; under these rules the repetition loses"
                : now == GOR_END_CYCLE_DRAW
                    ? "; under these rules the cycle ends the game as a "
                      "draw (the record goes on)"
                : now == GOR_END_REPLAY
                    ? "; under these rules the cycle ends the game, to be "
                      "played again (the record goes on)"
                    : " (allowed by the ko rule)"));
    }
}

/* Play one B/W value: the common move in a few tests, the rest out of
 * line. */
static void play_one(replay *r, const gor_sgf_node *node,
                     const sgf_prop *prop, const char *value)
{
    move_at m;
    m.id = sgf_prop_id(prop);
    m.value = value;
    m.c = m.id[0] == 'B' ? GOR_BLACK : GOR_WHITE;
    m.line = prop->line ? prop->line : node->line;
    m.col = prop->line ? prop->column : node->column;
    if (r->number >= UINT32_MAX) {
        /* Numbers are kept in 32 bits: refused, never renumbered. */
        add_issue(r->rep, GOR_SGF_ERROR, GOR_ERANGE, m.line, m.col,
                  "move %zu: more than %u moves", r->number + 1,
                  (unsigned)UINT32_MAX);
        r->stopped = 1;
        return;
    }
    m.number = ++r->number;
    m.p = GOR_NO_POINT;
    int st = GOR_OK;
    /* Most values: two lower-case letters on the board. */
    unsigned x = (unsigned char)value[0] - (unsigned)'a';
    unsigned y = x < 26u ? (unsigned char)value[1] - (unsigned)'a' : 26u;
    if (x < (unsigned)r->w && y < (unsigned)r->h && x < 19u && y < 19u &&
        !value[2])
        m.p = (gor_point)(y * (unsigned)r->w + x);
    else
        st = sgf_parse_move(value, r->w, r->h, &m.p);
    if (st) {
        bad_coordinate(r, &m, st);
        return;
    }
    /* Strict first: the library's fast path takes flag-free plays, and a
     * refusal changes nothing. */
    unsigned mflags = 0;
    size_t entry = 0;
    st = game_play_flags(r->game, m.c, m.p, &mflags, &entry);
    if (st && (st = retry_move(r, &m, st, &mflags, &entry))) {
        refused(r, &m, st);
        return;
    }
    r->rep->moves++;
    track_number(r, entry);
    if (mflags & (GOR_MOVE_BROKE_SUICIDE | GOR_MOVE_BROKE_KO |
                  GOR_MOVE_BROKE_SUPERKO | GOR_MOVE_SUICIDE |
                  GOR_MOVE_REPEATS))
        move_notes(r, &m, entry);
}

/* The property of the usual node, one B or W property with one value;
 * NULL for any other node. */
static inline const sgf_prop *usual_move(const gor_sgf_node *node)
{
    const sgf_prop *mp = node->nprops == 1 ? node->props[0] : NULL;
    if (!mp || mp->id_len != 1 || mp->nvalues != 1)
        return NULL;
    const char c = sgf_prop_id(mp)[0];
    return c == 'B' || c == 'W' ? mp : NULL;
}

/* Replay one node; `stop_before` as in the options. */
static void replay_node(replay *r, const gor_sgf_node *node,
                        size_t stop_before, int *stop_here)
{
    /* One look at the identifiers: the move, and whether MN or a setup
     * property (AE, AB, AW, PL) is there at all. */
    const sgf_prop *move = NULL, *mnp = NULL;
    int setup = 0;
    for (size_t i = 0; i < node->nprops; i++) {
        const sgf_prop *p = node->props[i];
        const char *id = sgf_prop_id(p);
        if (p->id_len == 1) {
            if (!move && (id[0] == 'B' || id[0] == 'W'))
                move = p;
        } else if (p->id_len == 2) {
            if (id[0] == 'A' && (id[1] == 'E' || id[1] == 'B' || id[1] == 'W'))
                setup = 1;
            else if (id[0] == 'P' && id[1] == 'L')
                setup = 1;
            else if (id[0] == 'M' && id[1] == 'N' && !mnp)
                mnp = p;
        }
    }
    /* MN: the move in this node has that number. */
    const char *mn = mnp && mnp->nvalues ? mnp->values[0] : NULL;
    size_t number = r->number;
    if (mn) {
        char *end;
        long v = strtol(mn, &end, 10);
        if (end != mn && v > 0 && v < 100000000)
            number = (size_t)v - 1;
    }
    if (stop_before && move && number + 1 >= stop_before) {
        /* The position before move N, with its colour to play. */
        gor_color c = sgf_prop_id(move)[0] == 'B' ? GOR_BLACK : GOR_WHITE;
        if (gor_game_to_move(r->game) != c)
            gor_game_set_to_move(r->game, c);
        *stop_here = 1;
        return;
    }
    r->number = number;
    if (setup) {
        apply_setup(r, node);
        track_numbers(r);
    }
    if (!move)
        return;
    size_t moves = 0;
    for (size_t i = 0; i < node->nprops && !r->stopped; i++) {
        const sgf_prop *p = node->props[i];
        const char *id = sgf_prop_id(p);
        if ((id[0] != 'B' && id[0] != 'W') || id[1])
            continue;
        for (size_t k = 0; k < p->nvalues && !r->stopped; k++) {
            if (moves++ == 1) {
                add_issue(r->rep, GOR_SGF_INFO, GOR_OK, node->line,
                          node->column,
                          "a node with more than one move: played in order");
            }
            play_one(r, node, p, p->values[k]);
        }
    }
}

/* TB/TW of the last node: kept, and stones inside marked dead. */
static void read_territory(replay *r, const gor_sgf_node *node)
{
    static const char *const ids[3] = {NULL, "TB", "TW"};
    for (int c = GOR_BLACK; c <= GOR_WHITE; c++) {
        gor_point *pts;
        size_t n;
        if (read_points(r, node, ids[c], &pts, &n) != GOR_OK || !n)
            continue;
        r->rep->territory[c] = pts;
        r->rep->nterritory[c] = n;
        /* Opponent stones in c's territory are dead. */
        gor_point *dead = malloc(n * sizeof *dead);
        if (!dead)
            continue;
        size_t k = 0;
        for (size_t i = 0; i < n; i++)
            if (gor_game_at(r->game, pts[i]) == GOR_OTHER((gor_color)c))
                dead[k++] = pts[i];
        if (k && gor_game_mark_list(r->game, GOR_LIFE_DEAD, dead, k) != GOR_OK)
            add_issue(r->rep, GOR_SGF_INFO, GOR_OK, node->line, node->column,
                      "%s: the dead stones could not be marked", ids[c]);
        free(dead);
    }
}

/* ------------------------------------------------------------------ */
/* Rules and komi                                                      */

/* Does the record come from the Fox server (野狐): its client in AP, or
 * the server's name in the place, game, event, source or user? */
static int names_fox(const gor_sgf_node *root)
{
    static const char *const props[] = {"PC", "GN", "EV", "SO", "US"};
    if (sgf_is_fox(root))
        return 1;
    for (size_t i = 0; i < sizeof props / sizeof props[0]; i++) {
        char t[200];
        gor_sgf_node_text(root, props[i], t, sizeof t);
        for (char *c = t; *c; c++)
            if (*c >= 'A' && *c <= 'Z')
                *c = (char)(*c - 'A' + 'a');
        if (strstr(t, "fox") || strstr(t, "\xe9\x87\x8e\xe7\x8b\x90"))
            return 1;
    }
    return 0;
}

/* HA as a number of stones, 0 to the board's points, spaces around
 * allowed: 1 when the record has a usable one. */
static int handicap_value(const replay *r, const gor_sgf_node *root, long *v)
{
    const char *ha = gor_sgf_node_value(root, "HA", 0);
    char *end;
    if (!ha)
        return 0;
    errno = 0;
    *v = strtol(ha, &end, 10);
    while (ascii_isspace((unsigned char)*end))
        end++;
    return end != ha && !*end && errno == 0 && *v >= 0 &&
           *v <= (long)r->w * r->h;
}

/* HA: the handicap placement it announces; a value that is no number of
 * stones on this board is noted, never taken as another one. */
static void read_handicap(replay *r, const gor_sgf_node *root)
{
    const char *ha = gor_sgf_node_value(root, "HA", 0);
    long v = 0;
    char b[40];
    int col, line;
    if (!ha)
        return;
    line = prop_line(root, "HA", &col);
    if (!handicap_value(r, root, &v)) {
        add_issue(r->rep, GOR_SGF_NOTE, GOR_OK, line, col,
                  "HA[%s] is not a usable handicap (a whole number of "
                  "stones, 0 to %d): ignored", shorten(ha, b), r->w * r->h);
        return;
    }
    if (v > 0 && gor_game_set_handicap(r->game, (int)v) != GOR_OK)
        add_issue(r->rep, GOR_SGF_INFO, GOR_OK, line, col,
                  "HA[%ld] not taken as the handicap", v);
}

static int setup_rules(replay *r, const gor_sgf_node *root,
                       const gor_sgf_replay_options *o, gor_rules **out)
{
    gor_rules *rules;
    int st;
    if (o->rules) {
        st = gor_rules_copy(&rules, o->rules);
        sgf_strlcpy(r->rules_name, sizeof r->rules_name, "the rules given");
    } else {
        /* RU first: the agreed rules are read only where it does not
         * name usable rules (a rules string read replaces every part). */
        st = gor_rules_new(&rules, NULL);
    }
    if (st)
        return st;
    const char *ru = gor_sgf_node_value(root, "RU", 0);
    if (!o->rules) {
        char b[40];
        if (ru && gor_sgf_rules_parse(rules, ru) == GOR_OK) {
            /* "RU[...]" */
            size_t n = strlen(shorten(ru, b));
            memcpy(r->rules_name, "RU[", 3);
            memcpy(r->rules_name + 3, b, n);
            memcpy(r->rules_name + 3 + n, "]", 2);
        } else {
            r->agreed = 1;
            sgf_strlcpy(r->rules_name, sizeof r->rules_name,
                        "what every ruleset forbids");
            if ((st = gor_rules_parse(rules, AGREED_RULES "komi0"))) {
                gor_rules_free(rules);
                return st;
            }
            int empty = 1;
            for (const char *s = ru ? ru : ""; *s; s++)
                if (!ascii_isspace((unsigned char)*s))
                    empty = 0;
            if (!empty) {
                int col, line = prop_line(root, "RU", &col);
                add_issue(r->rep, GOR_SGF_NOTE, GOR_OK, line, col,
                          "unknown rules RU[%s]: judged by what every "
                          "ruleset forbids (simple ko, single-stone suicide)",
                          shorten(ru, b));
            }
        }
    }
    if (gor_rules_cycle(rules) == GOR_CYCLE_IGNORE &&
        gor_rules_ko(rules) == GOR_KO_SIMPLE)
        gor_rules_set_cycle(rules, GOR_CYCLE_REPORT);

    /* Komi. */
    const char *km = gor_sgf_node_value(root, "KM", 0);
    if (km) {
        int col, line = prop_line(root, "KM", &col);
        char b[40];
        double komi = 0;
        unsigned fixes = 0;
        int ok;
        if (o->flags & GOR_SGF_REPLAY_RAW_KOMI) {
            const char *s = km;
            while (ascii_isspace((unsigned char)*s))
                s++;
            ok = numtext_parse(s, NULL, &komi);
        } else {
            ok = gor_sgf_game_komi(root, &komi, &fixes) == GOR_OK;
        }
        char kt[48];
        if (!ok || gor_rules_set_komi(rules, komi) != GOR_OK) {
            numtext_format(gor_rules_komi(rules), 2, kt, sizeof kt);
            add_issue(r->rep, GOR_SGF_NOTE, GOR_OK, line, col,
                      "KM[%s] is not a usable komi: komi %s kept",
                      shorten(km, b), kt);
        } else if (fixes) {
            numtext_format(komi, 2, kt, sizeof kt);
            add_issue(r->rep, GOR_SGF_INFO, GOR_OK, line, col,
                      "KM[%s] read as komi %s%s%s%s", shorten(km, b), kt,
                      fixes & GOR_SGF_KOMI_FOX_SCALE
                          ? " (Fox writes komi times 100)"
                          : "",
                      fixes & GOR_SGF_KOMI_STONES
                          ? " (a quarter komi is Chinese stones: doubled "
                            "into points)"
                          : "",
                      fixes & GOR_SGF_KOMI_ROUNDED
                          ? " (rounded to a quarter point)"
                          : "");
        }
        long ha = 0;
        if (ok && komi == 0 && names_fox(root) &&
            (!handicap_value(r, root, &ha) || ha == 0))
            /* Fox plays even games with komi, and some of its records
             * write KM[0] all the same. */
            add_issue(r->rep, GOR_SGF_NOTE, GOR_OK, line, col,
                      "KM[%s] on a Fox record of an even game: the server "
                      "plays even games with komi (6.5 or 7.5), which this "
                      "record may not show; counted with komi 0",
                      shorten(km, b));
    }
    /* A handicap game under named rules without KM has no komi: only the
     * ruleset's handicap compensation (the Chinese handicap rules: with three
     * stones Black needs 180.5 + 1.5 = 182 for a draw; 让先, handicap 1,
     * is Black without komi). */
    if (!km && !o->rules && !r->agreed) {
        long v = 0;
        if (handicap_value(r, root, &v) && v >= 1 &&
            gor_rules_komi(rules) != 0) {
            int col, line = prop_line(root, "HA", &col);
            add_issue(r->rep, GOR_SGF_INFO, GOR_OK, line, col,
                      "HA[%ld] without KM: a handicap game, komi 0 "
                      "(not the %g of %s)", v, gor_rules_komi(rules),
                      r->rules_name);
            gor_rules_set_komi(rules, 0);
        }
    }
    *out = rules;
    return GOR_OK;
}

/*
 * The record's RE at the end of its main line: a resignation, a loss on
 * time or a forfeit ends the game that way (so that its result is the
 * record's, not a count of an unfinished position); a count or a draw is
 * compared with the count of the final position (the marked dead stones
 * and those in the opponent's pass-alive area), and a difference noted.
 */
static void honour_result(replay *r, const gor_sgf_node *root)
{
    const char *re = gor_sgf_node_value(root, "RE", 0);
    char text[64], b[40];
    gor_result want = GOR_RESULT_INIT;
    if (!re)
        return;
    gor_sgf_text(re, GOR_SGF_TEXT_SIMPLE, text, sizeof text);
    if (gor_result_parse_sgf(text, &want) != GOR_OK)
        return;
    int col, line = prop_line(root, "RE", &col);
    gor_end now = gor_game_end_reason(r->game);
    if (want.outcome == GOR_OUTCOME_WIN && !want.counted &&
        (want.end == GOR_END_RESIGN || want.end == GOR_END_TIME ||
         want.end == GOR_END_FORFEIT)) {
        if (now != GOR_END_NONE && now != GOR_END_PASSES)
            return;
        if (now == GOR_END_PASSES && gor_game_resume(r->game) != GOR_OK)
            return;
        gor_color loser = want.winner == GOR_BLACK ? GOR_WHITE : GOR_BLACK;
        int st = want.end == GOR_END_RESIGN
                     ? gor_game_resign(r->game, loser)
                     : gor_game_end(r->game, want.end, want.winner);
        if (st == GOR_OK)
            add_issue(r->rep, GOR_SGF_INFO, GOR_OK, line, col,
                      "RE[%s]: the game ends %s, as the record says",
                      shorten(re, b),
                      want.end == GOR_END_RESIGN ? "by resignation"
                      : want.end == GOR_END_TIME ? "on time"
                                                 : "by forfeit");
        return;
    }
    if (now != GOR_END_PASSES ||
        !(want.outcome == GOR_OUTCOME_DRAW ||
          (want.outcome == GOR_OUTCOME_WIN && want.counted)))
        return;
    gor_score_options so = GOR_SCORE_OPTIONS_INIT;
    gor_result got = GOR_RESULT_INIT;
    char gtext[32];
    so.dead = GOR_DEAD_MARKS | GOR_DEAD_CERTAIN;
    if (gor_game_result(r->game, &so, &got) != GOR_OK ||
        gor_result_to_sgf(&got, gtext, sizeof gtext) < 0)
        return;
    if (got.outcome == want.outcome && got.winner == want.winner &&
        (want.outcome == GOR_OUTCOME_DRAW || got.margin == want.margin))
        return;
    add_issue(r->rep, GOR_SGF_INFO, GOR_OK, line, col,
              "RE[%s], but the final position counts %s under %s (with the "
              "marked dead stones and those in pass-alive areas): other "
              "dead stones or another komi?",
              shorten(re, b), gtext, r->rules_name);
}

/* ------------------------------------------------------------------ */
/* Replay                                                              */

/* Is the root a Go record (GM absent or 1) on a board size the library
 * has? Reads the size into r; else a note or an error, and the status. */
static int check_record(replay *r, const gor_sgf_node *root)
{
    const char *gm = gor_sgf_node_value(root, "GM", 0);
    if (gm) {
        char t[16], b[40];
        gor_sgf_text(gm, GOR_SGF_TEXT_SIMPLE, t, sizeof t);
        char *s = t;
        while (ascii_isspace((unsigned char)*s))
            s++;
        if (strtol(s, NULL, 10) != 1) {
            int col, line = prop_line(root, "GM", &col);
            add_issue(r->rep, GOR_SGF_NOTE, GOR_OK, line, col,
                      "GM[%s]: not a Go record, not replayed",
                      shorten(gm, b));
            return GOR_EINVAL;
        }
    }
    if (gor_sgf_game_size(root, &r->w, &r->h) != GOR_OK) {
        int col, line = prop_line(root, "SZ", &col);
        char b[40];
        add_issue(r->rep, GOR_SGF_ERROR, GOR_ESIZE, line, col,
                  "SZ[%s]: not a board size (1 to 52 on each side)",
                  shorten(gor_sgf_node_value(root, "SZ", 0), b));
        return GOR_ESIZE;
    }
    return GOR_OK;
}

/* The nodes from the root to `target` (into *path, *npath of them), or
 * an error when target is not in this game. */
static int target_path(replay *r, const gor_sgf_node *root,
                       const gor_sgf_node *target,
                       const gor_sgf_node ***path, size_t *npath)
{
    const gor_sgf_node *n;
    size_t k = 0;
    for (n = target; n; n = n->parent)
        k++;
    *npath = k;
    *path = malloc(k * sizeof **path);
    if (!*path)
        return GOR_ENOMEM;
    for (n = target; n; n = n->parent)
        (*path)[--k] = n;
    if ((*path)[0] != root) {
        add_issue(r->rep, GOR_SGF_ERROR, GOR_EINVAL, 0, 0,
                  "the target node is not in this game");
        return GOR_EINVAL;
    }
    return GOR_OK;
}

/* Play the main line (or the path to the target) into r's game, then the
 * end of the record: its territory, its result, the repetitions left
 * unlisted. */
static void replay_line(replay *r, const gor_sgf_node *root,
                        const gor_sgf_replay_options *o,
                        const gor_sgf_node **path, size_t npath)
{
    const gor_sgf_node *node = root, *last = root;
    const sgf_prop *mp = usual_move(root);
    int stop_here = 0;
    for (size_t k = 0; node && !r->stopped && !stop_here; k++) {
        /* The next node and its move are read before this one is played:
         * their chain of loads then overlaps the play. */
        const gor_sgf_node *next =
            path ? (k + 1 < npath ? path[k + 1] : NULL) : node->child;
        const sgf_prop *next_mp = next ? usual_move(next) : NULL;
        if (mp && !o->stop_before)
            play_one(r, node, mp, mp->values[0]);
        else
            replay_node(r, node, o->stop_before, &stop_here);
        if (stop_here)
            break;
        last = node;
        node = next;
        mp = next_mp;
    }
    if (!r->stopped && !stop_here)
        read_territory(r, last);
    if (!r->stopped && !stop_here && !path)
        honour_result(r, root);
    if (r->repeats > MAX_REPEAT_NOTES)
        add_issue(r->rep, GOR_SGF_NOTE, GOR_OK, 0, 0,
                  "%zu more whole-board repetitions not listed",
                  r->repeats - MAX_REPEAT_NOTES);
}

int gor_sgf_replay(gor_game **game, gor_sgf_report **report,
                   const gor_sgf_node *root,
                   const gor_sgf_replay_options *opts)
{
    if (game)
        *game = NULL;
    if (report)
        *report = NULL;
    if (!game || !root || root->parent)
        return GOR_EINVAL;
    gor_sgf_replay_options o;
    gor_sgf_replay_options_init(&o, GOR_SGF_REPLAY_OPTIONS_VERSION);
    if (opts) {
        if (opts->version < 1 ||
            opts->version > GOR_SGF_REPLAY_OPTIONS_VERSION)
            return GOR_EINVAL;
        memcpy(&o, opts, options_size[opts->version]);
    }
    replay r;
    memset(&r, 0, sizeof r);
    r.tolerant = (o.flags & GOR_SGF_REPLAY_TOLERANT) != 0;
    r.rep = calloc(1, sizeof *r.rep);
    if (!r.rep)
        return GOR_ENOMEM;
    gor_rules *rules = NULL;
    const gor_sgf_node **path = NULL;
    size_t npath = 0;
    int st = check_record(&r, root);
    if (!st)
        st = setup_rules(&r, root, &o, &rules);
    if (!st)
        st = gor_game_new(&r.game, r.w, r.h, rules);
    if (!st) {
        track_numbers(&r);
        read_handicap(&r, root);
        if (o.target)
            st = target_path(&r, root, o.target, &path, &npath);
    }
    if (!st)
        replay_line(&r, root, &o, path, npath);
    r.rep->number = r.number;
    gor_rules_free(rules);
    free(path);
    free(r.numbers);
    if (st) {
        gor_game_free(r.game);
        r.game = NULL;
    }
    *game = r.game;
    if (report)
        *report = r.rep;
    else
        gor_sgf_report_free(r.rep);
    return st;
}
