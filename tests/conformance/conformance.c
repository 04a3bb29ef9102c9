/* SPDX-License-Identifier: MIT */
/*
 * conformance.c - the C runner of the conformance cases (README.md in
 * this folder describes the format). Plain C over the public API only:
 *
 *   gorules_conformance FILE_OR_DIR...
 *
 * Runs every case of every .txt file (directories: their .txt files in name
 * order), prints each failure as "file:line: case: what", and a summary.
 * Exit status 0 when every check passed, 1 otherwise, 2 for a malformed
 * case file (an unknown command is an error, never a silent pass).
 */
#include <dirent.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gorules.h"
#include "gorules_score.h"
#include "gorules_clock.h"
#include "gorules_referee.h"

#define MAXP (GOR_MAX_SIZE * GOR_MAX_SIZE)
#define MAXTOK 400
#define MAXSAVE 32

/* ---- the state of one case ------------------------------------------- */

typedef struct saved {
    char name[32];
    uint64_t hash, situation;
} saved;

typedef struct state {
    const char *file;
    int line;
    char name[128];
    char rules_text[256];
    int has_komi;         /* a komi given before the game exists */
    double komi;
    gor_game *game;
    saved saves[MAXSAVE];
    int nsaves;
    int have_score, have_result, have_pred;
    gor_score score;
    unsigned char map[MAXP];
    gor_result result;
    unsigned cn_flags;
    gor_prediction pred;
    gor_clock *clock;
    gor_referee *ref;     /* a referee case: s->game is its game (borrowed) */
    gor_clock_event ev[256];  /* the events of the last expect clock_events */
    int nev;
    int failures, checks;
    int malformed;
} state;

static int total_cases, total_checks, total_failures, total_malformed;

#if defined(__GNUC__)
#define CONF_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define CONF_PRINTF(f, a)
#endif

static void failf(state *s, const char *fmt, ...) CONF_PRINTF(2, 3);
static void badf(state *s, const char *fmt, ...) CONF_PRINTF(2, 3);

static void failf(state *s, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s:%d: %s: ", s->file, s->line, s->name);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    s->failures++;
}

/* A mistake in the case file itself. */
static void badf(state *s, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s:%d: %s: malformed: ", s->file, s->line, s->name);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    s->malformed++;
}

static void reset(state *s)
{
    if (s->ref)
        gor_referee_free(s->ref); /* and its game */
    else
        gor_game_free(s->game);
    s->ref = NULL;
    s->game = NULL;
    gor_clock_free(s->clock);
    s->clock = NULL;
    s->nev = 0;
    strcpy(s->rules_text, "chinese");
    s->has_komi = 0;
    s->nsaves = 0;
    s->have_score = s->have_result = s->have_pred = 0;
    s->cn_flags = 0;
}

/* ---- names ------------------------------------------------------------- */

static int status_of(const char *name, int *out)
{
    for (int st = GOR_OK; st >= GOR_STATUS_LAST_; st--)
        if (strcmp(gor_status_name(st), name) == 0) {
            *out = st;
            return 1;
        }
    return 0;
}

static int is_status_token(const char *t)
{
    return strncmp(t, "GOR_", 4) == 0;
}

static int color_of(const char *t, gor_color *out)
{
    if (!strcmp(t, "B")) *out = GOR_BLACK;
    else if (!strcmp(t, "W")) *out = GOR_WHITE;
    else if (!strcmp(t, "E") || !strcmp(t, "none")) *out = GOR_EMPTY;
    else return 0;
    return 1;
}

static const char *color_text(gor_color c)
{
    return c == GOR_BLACK ? "B" : c == GOR_WHITE ? "W" : c == GOR_EMPTY ? "none" : "?";
}

static const char *const end_names[] = {"NONE", "PASSES", "RESIGN",
    "NO_RESULT", "REPETITION", "AGREEMENT", "TIME", "FORFEIT", "VOID",
    "CYCLE_DRAW", "REPLAY"};
static const char *const outcome_names[] = {"UNKNOWN", "WIN", "DRAW",
                                            "NO_RESULT"};
static const char *const scoring_names[] = {"AREA", "TERRITORY", "STONES"};
static const char *const tax_names[] = {"NONE", "SEKI", "ALL"};

static int index_of(const char *const *names, int n, const char *t)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(names[i], t))
            return i;
    return -1;
}

typedef struct flagname {
    const char *name;
    unsigned value;
} flagname;

static const flagname move_flags[] = {
    {"CAPTURED", GOR_MOVE_CAPTURED}, {"SUICIDE", GOR_MOVE_SUICIDE},
    {"REPEATS", GOR_MOVE_REPEATS}, {"BROKE_SUICIDE", GOR_MOVE_BROKE_SUICIDE},
    {"BROKE_KO", GOR_MOVE_BROKE_KO}, {"BROKE_SUPERKO", GOR_MOVE_BROKE_SUPERKO},
    {"BROKE_TURN", GOR_MOVE_BROKE_TURN},
    {"BROKE_GAMEOVER", GOR_MOVE_BROKE_GAMEOVER}, {NULL, 0}};
static const flagname area_flags[] = {
    {"SAFE_BIG", GOR_AREA_SAFE_BIG}, {"UNSAFE_BIG", GOR_AREA_UNSAFE_BIG},
    {"STONES", GOR_AREA_STONES}, {"SUICIDE", GOR_AREA_SUICIDE},
    {"SCORING", GOR_AREA_SCORING}, {NULL, 0}};
static const flagname map_flags[] = {
    {"DAME", GOR_MAP_DAME}, {"SEKI", GOR_MAP_SEKI}, {"DEAD", GOR_MAP_DEAD},
    {"CERTAIN", GOR_MAP_CERTAIN}, {"GUESS", GOR_MAP_GUESS},
    {"FALSE_EYE", GOR_MAP_FALSE_EYE}, {NULL, 0}};
static const flagname dead_flags[] = {
    {"marks", GOR_DEAD_MARKS}, {"certain", GOR_DEAD_CERTAIN},
    {"estimate", GOR_DEAD_ESTIMATE}, {NULL, 0}};
static const flagname seki_flags[] = {
    {"marks", GOR_SEKI_MARKS}, {"estimate", GOR_SEKI_ESTIMATE}, {NULL, 0}};
static const flagname territory_flags[] = {
    {"rules", GOR_TERRITORY_RULES}, {"plain", GOR_TERRITORY_PLAIN},
    {"j1989", GOR_TERRITORY_J1989},
    {"false_eyes", GOR_TERRITORY_FALSE_EYES}, {NULL, 0}};
static const flagname cn_flags[] = {
    {"black_view", GOR_CN_BLACK_VIEW}, {"colloquial", GOR_CN_COLLOQUIAL},
    {"decimal", GOR_CN_DECIMAL}, {NULL, 0}};

/* "A+B+C" (or "none") into flags; 0 if a name is unknown. */
static int flags_of(const flagname *names, const char *text, unsigned *out)
{
    *out = 0;
    if (!strcmp(text, "none"))
        return 1;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", text);
    for (char *t = strtok(buf, "+"); t; t = strtok(NULL, "+")) {
        const flagname *f = names;
        while (f->name && strcmp(f->name, t))
            f++;
        if (!f->name)
            return 0;
        *out |= f->value;
    }
    return 1;
}

static int number_of(const char *t, double *out)
{
    char *end;
    *out = strtod(t, &end);
    return *t && !*end;
}

static int int_of(const char *t, long *out)
{
    char *end;
    *out = strtol(t, &end, 10);
    return *t && !*end;
}

/* ---- the game ------------------------------------------------------- */

static int need_game(state *s)
{
    if (s->game)
        return 1;
    badf(s, "no game yet (size or board first)");
    return 0;
}

/* The ruleset the game will be created with: `rules`, then `komi`. */
static gor_rules *pending_rules(state *s)
{
    gor_rules *r = NULL;
    int st = gor_rules_new(&r, s->rules_text);
    if (st == GOR_OK && s->has_komi)
        st = gor_rules_set_komi(r, s->komi);
    if (st != GOR_OK) {
        badf(s, "rules '%s' (komi): %s", s->rules_text, gor_status_name(st));
        gor_rules_free(r);
        return NULL;
    }
    return r;
}

static int make_game(state *s, int w, int h)
{
    gor_rules *r = pending_rules(s);
    if (!r)
        return 0;
    int st = gor_game_new(&s->game, w, h, r);
    gor_rules_free(r);
    if (st != GOR_OK) {
        badf(s, "game %dx%d: %s", w, h, gor_status_name(st));
        return 0;
    }
    return 1;
}

static int vertex_of(state *s, const char *t, gor_point *out)
{
    int st = gor_point_from_gtp(gor_game_width(s->game),
                                gor_game_height(s->game), t, out);
    if (st != GOR_OK) {
        badf(s, "bad vertex '%s' (%s)", t, gor_status_name(st));
        return 0;
    }
    return 1;
}

static void vertex_text(const state *s, gor_point p, char *buf, size_t size)
{
    if (gor_point_to_gtp(gor_game_width(s->game), gor_game_height(s->game),
                         p, buf, size) < 0)
        snprintf(buf, size, "#%d", p);
}

/* Everything a refused call must leave alone. */
typedef struct snap {
    unsigned char board[MAXP];
    uint64_t hash, situation;
    gor_color to_move, winner;
    int caps_b, caps_w, passes, handicap;
    gor_point ko;
    gor_end end;
    size_t history, redo, moves;
    char rules[256];
} snap;

static void take(const gor_game *g, snap *n)
{
    memset(n, 0, sizeof *n);
    gor_game_board(g, n->board, sizeof n->board);
    n->hash = gor_game_hash(g);
    n->situation = gor_game_situation_hash(g);
    n->to_move = gor_game_to_move(g);
    n->winner = gor_game_winner(g);
    n->caps_b = gor_game_captures(g, GOR_BLACK);
    n->caps_w = gor_game_captures(g, GOR_WHITE);
    n->passes = gor_game_consecutive_passes(g);
    n->handicap = gor_game_handicap(g);
    n->ko = gor_game_ko_point(g);
    n->end = gor_game_end_reason(g);
    n->history = gor_game_history_length(g);
    n->redo = gor_game_redo_length(g);
    n->moves = gor_game_move_number(g);
    gor_rules_to_string(gor_game_rules(g), n->rules, sizeof n->rules);
}

static int snap_equal(const snap *a, const snap *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

/* Check a state-changing call's status against the expected one (the
 * last token when it is a status name). */
static void check_status(state *s, const char *what, int got, int want,
                         const snap *before)
{
    s->checks++;
    if (got != want) {
        const char *err = s->game ? gor_game_last_error(s->game) : "";
        failf(s, "%s: expected %s, got %s%s%s%s", what, gor_status_name(want),
              gor_status_name(got), *err ? " (" : "", err, *err ? ")" : "");
        return;
    }
    if (want != GOR_OK && before && s->game) {
        snap after;
        take(s->game, &after);
        if (!snap_equal(before, &after))
            failf(s, "%s: refused with %s but the game changed", what,
                  gor_status_name(got));
    }
}

/* Splits the expected status off the end of the token list. */
static int want_status(state *s, char **tok, int *n)
{
    int want = GOR_OK;
    if (*n > 1 && is_status_token(tok[*n - 1])) {
        if (!status_of(tok[*n - 1], &want))
            badf(s, "unknown status '%s'", tok[*n - 1]);
        (*n)--;
    }
    return want;
}

/* ---- diagrams -------------------------------------------------------- */

typedef struct diagram {
    int w, h;
    char cell[MAXP];
} diagram;

/* Reads diagram rows from lines[*i + 1 ...] up to "end". */
static int read_diagram(state *s, char **lines, int nlines, int *i,
                        diagram *d)
{
    d->w = d->h = 0;
    for (int k = *i + 1; k < nlines; k++) {
        char row[256];
        int n = 0;
        for (const char *c = lines[k]; *c; c++) {
            if (*c == '#' && (c == lines[k] || c[-1] == ' ' || c[-1] == '\t'))
                break;
            if (*c != ' ' && *c != '\t' && *c != '\r' && n < 255)
                row[n++] = *c;
        }
        row[n] = 0;
        if (n == 0)
            continue;
        if (!strcmp(row, "end")) {
            *i = k;
            s->line = k + 1;
            return d->h > 0;
        }
        if (d->h == 0)
            d->w = n;
        if (n != d->w || d->h >= GOR_MAX_SIZE || n > GOR_MAX_SIZE) {
            s->line = k + 1;
            badf(s, "diagram row of %d points, expected %d", n, d->w);
            *i = k;
            return 0;
        }
        for (int x = 0; x < n; x++) {
            if (!strchr("XO.+", row[x])) {
                s->line = k + 1;
                badf(s, "diagram character '%c'", row[x]);
                *i = k;
                return 0;
            }
            d->cell[d->h * d->w + x] = row[x] == '+' ? '.' : row[x];
        }
        d->h++;
    }
    badf(s, "diagram without 'end'");
    *i = nlines;
    return 0;
}

static int diagram_fits(state *s, const diagram *d)
{
    if (d->w != gor_game_width(s->game) || d->h != gor_game_height(s->game)) {
        badf(s, "diagram is %dx%d, the board %dx%d", d->w, d->h,
             gor_game_width(s->game), gor_game_height(s->game));
        return 0;
    }
    return 1;
}

static void cmd_board(state *s, const diagram *d, int want)
{
    if (!s->game && !make_game(s, d->w, d->h))
        return;
    if (!diagram_fits(s, d))
        return;
    unsigned char now[MAXP];
    static gor_point pts[3][MAXP];
    size_t n[3] = {0, 0, 0};
    gor_game_board(s->game, now, sizeof now);
    for (int p = 0; p < d->w * d->h; p++) {
        int c = d->cell[p] == 'X' ? GOR_BLACK : d->cell[p] == 'O' ? GOR_WHITE
                                                                  : GOR_EMPTY;
        if (c != now[p])
            pts[c][n[c]++] = p;
    }
    snap before;
    take(s->game, &before);
    int st = GOR_OK;
    for (int c = 0; c < 3 && st == GOR_OK; c++)
        if (n[c])
            st = gor_game_setup(s->game, (gor_color)c, pts[c], n[c]);
    check_status(s, "board", st, want, &before);
}

static void diagram_of_board(const unsigned char *b, int n, char *out,
                             const char *chars)
{
    for (int p = 0; p < n; p++)
        out[p] = chars[b[p] & 3];
}

static void compare_diagram(state *s, const char *what, const diagram *want,
                            const char *got)
{
    s->checks++;
    int n = want->w * want->h;
    if (memcmp(want->cell, got, (size_t)n) == 0)
        return;
    failf(s, "%s differs (expected | got):", what);
    for (int y = 0; y < want->h; y++)
        fprintf(stderr, "    %.*s | %.*s\n", want->w, want->cell + y * want->w,
                want->w, got + y * want->w);
}

/* ---- point sets -------------------------------------------------------- */

static int cmp_points(const void *a, const void *b)
{
    return *(const gor_point *)a - *(const gor_point *)b;
}

static void compare_points(state *s, const char *what, gor_point *want,
                           int nwant, gor_point *got, int ngot)
{
    s->checks++;
    qsort(want, (size_t)nwant, sizeof *want, cmp_points);
    qsort(got, (size_t)ngot, sizeof *got, cmp_points);
    if (nwant == ngot &&
        memcmp(want, got, (size_t)nwant * sizeof *want) == 0)
        return;
    char a[2048] = "", b[2048] = "", v[16];
    for (int k = 0; k < nwant; k++) {
        vertex_text(s, want[k], v, sizeof v);
        strncat(a, " ", sizeof a - strlen(a) - 1);
        strncat(a, v, sizeof a - strlen(a) - 1);
    }
    for (int k = 0; k < ngot; k++) {
        vertex_text(s, got[k], v, sizeof v);
        strncat(b, " ", sizeof b - strlen(b) - 1);
        strncat(b, v, sizeof b - strlen(b) - 1);
    }
    failf(s, "%s: expected {%s }, got {%s }", what, a, b);
}

static int points_of(state *s, char **tok, int n, gor_point *out)
{
    for (int k = 0; k < n; k++)
        if (!vertex_of(s, tok[k], &out[k]))
            return 0;
    return 1;
}

/* ---- value comparisons ---------------------------------------------- */

static void expect_int(state *s, const char *what, long want, long got)
{
    s->checks++;
    if (want != got)
        failf(s, "%s: expected %ld, got %ld", what, want, got);
}

static void expect_num(state *s, const char *what, double want, double got)
{
    s->checks++;
    if (want != got)
        failf(s, "%s: expected %g, got %g", what, want, got);
}

static void expect_str(state *s, const char *what, const char *want,
                       const char *got)
{
    s->checks++;
    if (strcmp(want, got))
        failf(s, "%s: expected '%s', got '%s'", what, want, got);
}

/* ---- scores and results ------------------------------------------------ */

static void cmd_score(state *s, char **tok, int n)
{
    gor_score_options o;
    gor_score_options_init(&o);
    s->cn_flags = 0;
    for (int k = 1; k < n; k++) {
        char *eq = strchr(tok[k], '=');
        if (!eq) {
            badf(s, "score option '%s'", tok[k]);
            return;
        }
        *eq = 0;
        const char *v = eq + 1;
        int ok = 1;
        if (!strcmp(tok[k], "dead"))
            ok = flags_of(dead_flags, v, &o.dead);
        else if (!strcmp(tok[k], "seki"))
            ok = flags_of(seki_flags, v, &o.seki);
        else if (!strcmp(tok[k], "territory"))
            ok = flags_of(territory_flags, v, &o.territory);
        else if (!strcmp(tok[k], "cn"))
            ok = flags_of(cn_flags, v, &s->cn_flags);
        else if (!strcmp(tok[k], "penalty"))
            ok = sscanf(v, "%d,%d", &o.penalty[GOR_BLACK],
                        &o.penalty[GOR_WHITE]) == 2;
        else
            ok = 0;
        if (!ok) {
            badf(s, "score option '%s=%s'", tok[k], v);
            return;
        }
    }
    gor_score_init(&s->score);
    memset(s->map, 0, sizeof s->map);
    int st = gor_game_score(s->game, &o, &s->score, s->map, sizeof s->map);
    s->checks++;
    if (st != GOR_OK) {
        failf(s, "score: %s", gor_status_name(st));
        s->have_score = s->have_result = 0;
        return;
    }
    gor_result_init(&s->result);
    st = gor_game_result(s->game, &o, &s->result);
    if (st != GOR_OK) {
        failf(s, "result: %s", gor_status_name(st));
        s->have_result = 0;
    } else {
        s->have_result = 1;
    }
    s->have_score = 1;
}

static int side_field(const gor_score_side *x, const char *f, double *out)
{
    if (!strcmp(f, "stones")) *out = x->stones;
    else if (!strcmp(f, "territory")) *out = x->territory;
    else if (!strcmp(f, "seki_eyes")) *out = x->seki_eyes;
    else if (!strcmp(f, "captures")) *out = x->captures;
    else if (!strcmp(f, "dead")) *out = x->dead;
    else if (!strcmp(f, "pass_stones")) *out = x->pass_stones;
    else if (!strcmp(f, "groups")) *out = x->groups;
    else if (!strcmp(f, "dame_share")) *out = x->dame_share;
    else if (!strcmp(f, "tax")) *out = x->tax;
    else if (!strcmp(f, "komi")) *out = x->komi;
    else if (!strcmp(f, "handicap_bonus")) *out = x->handicap_bonus;
    else if (!strcmp(f, "penalty")) *out = x->penalty;
    else if (!strcmp(f, "total")) *out = x->total;
    else return 0;
    return 1;
}

static void expect_score(state *s, const char *f, const char *v)
{
    if (!s->have_score) {
        badf(s, "expect score without a score");
        return;
    }
    const gor_score *sc = &s->score;
    char what[64];
    snprintf(what, sizeof what, "score.%s", f);
    if (!strcmp(f, "winner")) {
        expect_str(s, what, v, color_text(sc->winner));
        return;
    }
    if (!strcmp(f, "scoring")) {
        expect_str(s, what, v, scoring_names[sc->scoring % 3]);
        return;
    }
    if (!strcmp(f, "tax")) {
        expect_str(s, what, v, tax_names[sc->tax % 3]);
        return;
    }
    double want, got;
    if (!number_of(v, &want)) {
        badf(s, "%s: not a number '%s'", what, v);
        return;
    }
    if (!strcmp(f, "margin")) got = sc->margin;
    else if (!strcmp(f, "margin_stones")) got = sc->margin_stones;
    else if (!strcmp(f, "base")) got = sc->base;
    else if (!strcmp(f, "black_count")) got = sc->black_count;
    else if (!strcmp(f, "black_needs")) got = sc->black_needs;
    else if (!strcmp(f, "dame")) got = sc->dame;
    else if (!strcmp(f, "points")) got = sc->points;
    else if (!strcmp(f, "handicap")) got = sc->handicap;
    else if (!strcmp(f, "pass_stones_rule")) got = sc->pass_stones_rule;
    else if (!strncmp(f, "black.", 6) && side_field(&sc->black, f + 6, &got))
        ;
    else if (!strncmp(f, "white.", 6) && side_field(&sc->white, f + 6, &got))
        ;
    else {
        badf(s, "unknown score field '%s'", f);
        return;
    }
    expect_num(s, what, want, got);
}

static void expect_result(state *s, const char *f, const char *v)
{
    if (!s->have_result) {
        badf(s, "expect result without a score or judge");
        return;
    }
    const gor_result *r = &s->result;
    char what[64], buf[128];
    snprintf(what, sizeof what, "result.%s", f);
    if (!strcmp(f, "outcome")) {
        expect_str(s, what, v, outcome_names[r->outcome % 4]);
    } else if (!strcmp(f, "winner")) {
        expect_str(s, what, v, color_text(r->winner));
    } else if (!strcmp(f, "end")) {
        expect_str(s, what, v, end_names[r->end % 11]);
    } else if (!strcmp(f, "sgf")) {
        int st = gor_result_to_sgf(r, buf, sizeof buf);
        expect_str(s, what, v, st < 0 ? gor_status_name(st) : buf);
    } else if (!strcmp(f, "chinese")) {
        int st = gor_result_to_chinese(r, s->cn_flags, buf, sizeof buf);
        expect_str(s, what, v, st < 0 ? gor_status_name(st) : buf);
    } else {
        double want, got;
        if (!number_of(v, &want)) {
            badf(s, "%s: not a number '%s'", what, v);
            return;
        }
        if (!strcmp(f, "counted")) got = r->counted;
        else if (!strcmp(f, "margin")) got = r->margin;
        else if (!strcmp(f, "margin_stones")) got = r->margin_stones;
        else {
            badf(s, "unknown result field '%s'", f);
            return;
        }
        expect_num(s, what, want, got);
    }
}

/* ---- rules ------------------------------------------------------------- */

static void expect_parse(state *s, int want, const char *text)
{
    gor_rules *r = NULL;
    int st = gor_rules_new(&r, text);
    s->checks++;
    if (st != want) {
        failf(s, "parse '%s': expected %s, got %s", text,
              gor_status_name(want), gor_status_name(st));
    } else if (st == GOR_OK) {
        char a[256], b[256];
        gor_rules_to_string(r, a, sizeof a);
        gor_rules *back = NULL;
        int st2 = gor_rules_new(&back, a);
        if (st2 != GOR_OK || !gor_rules_equal(back, r))
            failf(s, "parse '%s': printed '%s' does not read back", text, a);
        else {
            gor_rules_to_string(back, b, sizeof b);
            if (strcmp(a, b))
                failf(s, "parse '%s': printed '%s', then '%s'", text, a, b);
        }
        gor_rules_free(back);
    }
    gor_rules_free(r);
}

/* ---- one line ----------------------------------------------------------- */

static int split(char *line, char **tok)
{
    int n = 0;
    for (char *p = line; *p && n < MAXTOK;) {
        while (*p == ' ' || *p == '\t' || *p == '\r')
            p++;
        if (!*p || *p == '#')
            break;
        tok[n++] = p;
        while (*p && *p != ' ' && *p != '\t' && *p != '\r')
            p++;
        if (*p)
            *p++ = 0;
    }
    return n;
}

/* The rest of a line after its first `skip` words, trimmed. */
static void rest_of(const char *line, int skip, char *out, size_t size)
{
    const char *p = line;
    for (int k = 0; k < skip; k++) {
        while (*p == ' ' || *p == '\t')
            p++;
        while (*p && *p != ' ' && *p != '\t')
            p++;
    }
    while (*p == ' ' || *p == '\t')
        p++;
    snprintf(out, size, "%s", p);
    /* Cut a trailing comment and blanks. */
    char *c = out;
    while ((c = strchr(c, '#')) != NULL) {
        if (c == out || c[-1] == ' ' || c[-1] == '\t') {
            *c = 0;
            break;
        }
        c++;
    }
    size_t len = strlen(out);
    while (len && (out[len - 1] == ' ' || out[len - 1] == '\t' ||
                   out[len - 1] == '\r'))
        out[--len] = 0;
}

/* ---- clocks (gorules_clock.h) ----------------------------------------- */

/* A duration: digits with an optional unit ms (default), s, m, h. */
static int ms_of(const char *t, int64_t *out)
{
    char *end;
    long long v = strtoll(t, &end, 10);
    if (end == t || v < 0)
        return 0;
    int64_t mul = 1;
    if (!strcmp(end, "s"))
        mul = 1000;
    else if (!strcmp(end, "m"))
        mul = 60000;
    else if (!strcmp(end, "h"))
        mul = 3600000;
    else if (*end && strcmp(end, "ms"))
        return 0;
    *out = (int64_t)v * mul;
    return 1;
}

static const char *const clock_systems[] = {
    "none", "absolute", "byoyomi", "japanese", "canadian", "moves",
    "fischer", "bronstein"};
static const char *const clock_kinds[] = {
    "", "call", "count", "period", "overtime", "timeout", "timeout_pass",
    "late_forfeit"};

static void clock_format_event(const gor_clock_event *e, char *buf,
                               size_t size)
{
    const char *k = e->kind >= 1 && e->kind <= 7 ? clock_kinds[e->kind] : "?";
    if (e->kind <= GOR_CLOCK_EV_OVERTIME)
        snprintf(buf, size, "%s@%lld:%s=%d", color_text((gor_color)e->color),
                 (long long)e->at_ms, k, e->value);
    else
        snprintf(buf, size, "%s@%lld:%s", color_text((gor_color)e->color),
                 (long long)e->at_ms, k);
}

/* An expected event C@TIME:KIND[=VALUE] in the same canonical form. */
static int clock_parse_event(const char *t, char *buf, size_t size)
{
    char tmp[64], *at, *colon, *eq;
    gor_clock_event e;
    memset(&e, 0, sizeof e);
    snprintf(tmp, sizeof tmp, "%s", t);
    at = strchr(tmp, '@');
    colon = at ? strchr(at, ':') : NULL;
    if (!at || !colon)
        return 0;
    *at = 0;
    *colon = 0;
    gor_color c;
    if (!color_of(tmp, &c))
        return 0;
    e.color = c;
    if (!ms_of(at + 1, &e.at_ms))
        return 0;
    eq = strchr(colon + 1, '=');
    if (eq) {
        *eq = 0;
        e.value = atoi(eq + 1);
    }
    e.kind = index_of(clock_kinds, 8, colon + 1);
    if (e.kind < 1)
        return 0;
    if ((e.kind <= GOR_CLOCK_EV_OVERTIME) != (eq != NULL))
        return 0;
    clock_format_event(&e, buf, size);
    return 1;
}

/* The trailing expectation of a clock command: a status, or "timeout"
 * (the call returned 1). */
static int clock_want(state *s, char **tok, int *n)
{
    if (*n > 1 && !strcmp(tok[*n - 1], "timeout")) {
        (*n)--;
        return 1;
    }
    return want_status(s, tok, n);
}

static void clock_check(state *s, const char *what, int got, int want)
{
    s->checks++;
    if (got != want)
        failf(s, "%s: expected %s, got %s (%s)", what,
              want == 1 ? "timeout" : gor_status_name(want),
              got == 1 ? "timeout" : gor_status_name(got),
              gor_clock_last_error(s->clock));
}

static int clock_fields(char **tok, int n, int from,
                        gor_clock_options *o, gor_clock_state *st)
{
    for (int k = from; k < n; k++) {
        char *eq = strchr(tok[k], '=');
        int64_t t = 0;
        long v = 0;
        if (!eq) {
            if (o && !strcmp(tok[k], "timeout_pass"))
                o->flags |= GOR_CLOCK_TIMEOUT_PASS;
            else if (o && !strcmp(tok[k], "quiet"))
                o->flags |= GOR_CLOCK_QUIET;
            else
                return 0;
            continue;
        }
        *eq = 0;
        const char *key = tok[k], *val = eq + 1;
        int is_time = !strcmp(key, "main") || !strcmp(key, "period") ||
                      !strcmp(key, "increment") || !strcmp(key, "late_limit");
        if (is_time ? !ms_of(val, &t) : !int_of(val, &v))
            return 0;
        if (o) {
            if (!strcmp(key, "main")) o->main_ms = t;
            else if (!strcmp(key, "period")) o->period_ms = t;
            else if (!strcmp(key, "increment")) o->increment_ms = t;
            else if (!strcmp(key, "late_limit")) o->late_limit_ms = t;
            else if (!strcmp(key, "periods")) o->periods = (int)v;
            else if (!strcmp(key, "moves")) o->period_moves = (int)v;
            else return 0;
        } else {
            if (!strcmp(key, "main")) st->main_ms = t;
            else if (!strcmp(key, "period")) st->period_ms = t;
            else if (!strcmp(key, "periods")) st->periods = (int)v;
            else if (!strcmp(key, "moves")) st->moves = (int)v;
            else return 0;
        }
    }
    return 1;
}

/* The clock commands; 0 if cmd is not one. */
static int clock_command(state *s, char **tok, int n, const char *what)
{
    const char *cmd = tok[0];
    int64_t t = 0;
    gor_color c = GOR_EMPTY;
    if (strncmp(cmd, "clock", 5))
        return 0;
    if (!strcmp(cmd, "clock")) {
        int want = want_status(s, tok, &n);
        gor_clock_options o;
        gor_clock_options_init(&o, GOR_CLOCK_OPTIONS_VERSION);
        int sys = n > 1 ? index_of(clock_systems, 8, tok[1]) : -1;
        if (sys < 0 || !clock_fields(tok, n, 2, &o, NULL)) {
            badf(s, "clock SYSTEM [main=T] [period=T] [periods=N] [moves=N] "
                    "[increment=T] [late_limit=T] [timeout_pass] [quiet]");
            return 1;
        }
        o.system = sys;
        gor_clock *clk = NULL;
        int st = gor_clock_new(&clk, &o);
        clock_check(s, what, st, want);
        if (st == GOR_OK) {
            gor_clock_free(s->clock);
            s->clock = clk;
        }
        return 1;
    }
    if (!s->clock) {
        badf(s, "%s before clock", cmd);
        return 1;
    }
    int want = clock_want(s, tok, &n);
    gor_clock *copy = NULL;
    gor_clock_clone(&copy, s->clock);
    int st;
    if (!strcmp(cmd, "clock_start") && n == 3 && color_of(tok[1], &c) &&
        ms_of(tok[2], &t)) {
        st = gor_clock_start(s->clock, c, t);
    } else if (!strcmp(cmd, "clock_press") && n == 3 &&
               color_of(tok[1], &c) && ms_of(tok[2], &t)) {
        st = gor_clock_press(s->clock, c, t);
    } else if (!strcmp(cmd, "clock_advance") && n == 2 && ms_of(tok[1], &t)) {
        st = gor_clock_advance(s->clock, t);
        if (st > 0)
            st = GOR_OK;
    } else if (!strcmp(cmd, "clock_pause") && n == 2 && ms_of(tok[1], &t)) {
        st = gor_clock_pause(s->clock, t);
    } else if (!strcmp(cmd, "clock_resume") && n == 2 && ms_of(tok[1], &t)) {
        st = gor_clock_resume(s->clock, t);
    } else if (!strcmp(cmd, "clock_late") && n == 3 && color_of(tok[1], &c) &&
               ms_of(tok[2], &t)) {
        st = gor_clock_late(s->clock, c, t);
    } else if (!strcmp(cmd, "clock_set") && n >= 2 && color_of(tok[1], &c)) {
        gor_clock_state cs;
        memset(&cs, 0, sizeof cs);
        if (!clock_fields(tok, n, 2, NULL, &cs)) {
            badf(s, "clock_set C [main=T] [period=T] [periods=N] [moves=N]");
            gor_clock_free(copy);
            return 1;
        }
        st = gor_clock_set(s->clock, c, &cs);
    } else if (!strcmp(cmd, "clock_end_game") && n == 1) {
        if (!need_game(s)) {
            gor_clock_free(copy);
            return 1;
        }
        st = gor_clock_end_game(s->clock, s->game);
        if (st == 1)
            st = GOR_OK;
    } else {
        badf(s, "malformed clock command '%s'", what);
        gor_clock_free(copy);
        return 1;
    }
    clock_check(s, what, st, want);
    if (st < 0 && copy) {
        /* a refusal changes nothing: compare every state and the queue */
        gor_clock_state a, b;
        int same = gor_clock_pending(copy) == gor_clock_pending(s->clock) &&
                   gor_clock_now(copy) == gor_clock_now(s->clock) &&
                   gor_clock_running(copy) == gor_clock_running(s->clock);
        for (int k = GOR_BLACK; k <= GOR_WHITE; k++) {
            gor_clock_state_get(copy, (gor_color)k, &a);
            gor_clock_state_get(s->clock, (gor_color)k, &b);
            same = same && !memcmp(&a, &b, sizeof a);
        }
        if (!same)
            failf(s, "%s: refused but the clock changed", what);
    }
    gor_clock_free(copy);
    return 1;
}

static void clock_expect(state *s, char **tok, int n, const char *raw,
                         const char *what)
{
    const char *k = tok[1];
    if (!s->clock) {
        badf(s, "%s before clock", what);
        return;
    }
    if (!strcmp(k, "clock_events")) {
        char want[2048] = "", got[2048] = "", one[64];
        if (!(n == 3 && !strcmp(tok[2], "none"))) {
            for (int j = 2; j < n; j++) {
                if (!clock_parse_event(tok[j], one, sizeof one)) {
                    badf(s, "bad event '%s' (C@TIME:KIND[=VALUE])", tok[j]);
                    return;
                }
                if (*want)
                    strncat(want, " ", sizeof want - strlen(want) - 1);
                strncat(want, one, sizeof want - strlen(want) - 1);
            }
        }
        s->nev = 0;
        gor_clock_event e;
        while (gor_clock_poll(s->clock, &e) == 1) {
            if (s->nev < (int)(sizeof s->ev / sizeof *s->ev))
                s->ev[s->nev++] = e;
            clock_format_event(&e, one, sizeof one);
            if (*got)
                strncat(got, " ", sizeof got - strlen(got) - 1);
            strncat(got, one, sizeof got - strlen(got) - 1);
        }
        expect_str(s, what, *want ? want : "none", *got ? got : "none");
        return;
    }
    if (!strcmp(k, "clock_text") && n >= 3) {
        int lang = !strcmp(tok[2], "zh") ? GOR_CLOCK_TEXT_ZH
                   : !strcmp(tok[2], "en") ? GOR_CLOCK_TEXT_EN : -1;
        char want[2048], got[2048] = "", one[128];
        if (lang < 0) {
            badf(s, "expect clock_text zh|en TEXT | TEXT ...");
            return;
        }
        rest_of(raw, 3, want, sizeof want);
        for (int j = 0; j < s->nev; j++) {
            gor_clock_event_text(&s->ev[j], lang, one, sizeof one);
            if (j)
                strncat(got, " | ", sizeof got - strlen(got) - 1);
            strncat(got, one, sizeof got - strlen(got) - 1);
        }
        expect_str(s, what, want, got);
        return;
    }
    if ((!strcmp(k, "clock_running") || !strcmp(k, "clock_loser")) &&
        n == 3) {
        gor_color want = GOR_EMPTY;
        if (strcmp(tok[2], "none") && !color_of(tok[2], &want)) {
            badf(s, "%s C|none", k);
            return;
        }
        gor_color got = !strcmp(k, "clock_running")
                            ? gor_clock_running(s->clock)
                            : gor_clock_loser(s->clock);
        expect_str(s, what, want == GOR_EMPTY ? "none" : color_text(want),
                   got == GOR_EMPTY ? "none" : color_text(got));
        return;
    }
    if (!strcmp(k, "clock") && n == 5) {
        gor_color c;
        gor_clock_state st;
        int64_t t;
        long v;
        if (!color_of(tok[2], &c)) {
            badf(s, "expect clock C FIELD VALUE");
            return;
        }
        gor_clock_state_get(s->clock, c, &st);
        const char *f = tok[3];
        if (!strcmp(f, "main") || !strcmp(f, "period")) {
            if (!ms_of(tok[4], &t)) {
                badf(s, "bad time '%s'", tok[4]);
                return;
            }
            expect_int(s, what, (long)t,
                       (long)(!strcmp(f, "main") ? st.main_ms : st.period_ms));
            return;
        }
        if (!int_of(tok[4], &v)) {
            badf(s, "bad number '%s'", tok[4]);
            return;
        }
        long got;
        if (!strcmp(f, "periods")) got = st.periods;
        else if (!strcmp(f, "moves")) got = st.moves;
        else if (!strcmp(f, "overtime")) got = st.overtime;
        else if (!strcmp(f, "flagged")) got = st.flagged;
        else if (!strcmp(f, "running")) got = st.running;
        else if (!strcmp(f, "presses")) got = st.presses;
        else {
            badf(s, "unknown clock field '%s'", f);
            return;
        }
        expect_int(s, what, v, got);
        return;
    }
    badf(s, "malformed '%s'", what);
}

static void expect_cmd(state *s, char **tok, int n, const char *raw,
                       char **lines, int nlines, int *i);

/* ---- the referee (gorules_referee.h) ----------------------------------- */

static const char *const ref_codes[] = {"chinese", "club", "reformed"};
static const char *const ref_phases[] = {"opening", "prediction", "play",
                                         "over", "count"};
static const char *const ref_kinds[] = {
    "none", "forbidden", "ko", "twice", "twice-loss", "take-back",
    "take-back-loss", "warning", "warnings-loss", "moved-back",
    "moved-valid", "draw", "replay", "loss", "timeout", "timeout-pass",
    "end-proposed", "end-agreed", "dispute", "count", "resign", "nigiri",
    "prediction", "settled", "prediction-timeout"};
#define NREF_KINDS ((int)(sizeof ref_kinds / sizeof *ref_kinds))

/* Every active decision as "kind:C:V:W" (C colour or -, V vertex or -),
 * joined by blanks; "none" if there is none. */
static void ref_decisions_text(state *s, const gor_referee *r, char *out,
                               size_t size)
{
    out[0] = 0;
    size_t nd = gor_referee_decision_count(r);
    for (size_t k = 0; k < nd; k++) {
        gor_decision d = GOR_DECISION_INIT;
        char v[16] = "-", one[96];
        gor_referee_decision(r, k, &d);
        if (d.point != GOR_NO_POINT)
            vertex_text(s, d.point, v, sizeof v);
        snprintf(one, sizeof one, "%s%s:%s:%s:%d", k ? " " : "",
                 (int)d.kind < NREF_KINDS ? ref_kinds[d.kind] : "?",
                 d.color == GOR_EMPTY ? "-" : color_text(d.color), v,
                 d.warnings);
        strncat(out, one, size - strlen(out) - 1);
    }
    if (!out[0])
        snprintf(out, size, "none");
}

/* A referee round trip through SGF text: the same decisions, board,
 * steps and result. Returns "" or what differs. */
static void ref_roundtrip(state *s, char *why, size_t size)
{
    why[0] = 0;
    gor_sgf *sgf = NULL, *back = NULL;
    gor_referee *again = NULL;
    char *text = NULL;
    int st = gor_referee_to_sgf(&sgf, s->ref);
    int len = st ? st : gor_sgf_write(sgf, NULL, 0);
    if (len < 0) {
        snprintf(why, size, "writing: %s", gor_status_name(len));
        goto done;
    }
    text = malloc((size_t)len + 1);
    gor_sgf_write(sgf, text, (size_t)len + 1);
    gor_sgf_error err;
    st = gor_sgf_parse(&back, text, (size_t)len, NULL, &err);
    if (!st)
        st = gor_referee_from_sgf(&again, gor_sgf_game(back, 0));
    if (st) {
        snprintf(why, size, "reading back: %s", gor_status_name(st));
        goto done;
    }
    char a[2048], b[2048];
    ref_decisions_text(s, s->ref, a, sizeof a);
    ref_decisions_text(s, again, b, sizeof b);
    if (strcmp(a, b)) {
        snprintf(why, size, "decisions '%.1000s' came back as '%.1000s'", a,
                 b);
        goto done;
    }
    snap x, y;
    take(gor_referee_game(s->ref), &x);
    take(gor_referee_game(again), &y);
    gor_result ra = GOR_RESULT_INIT, rb = GOR_RESULT_INIT;
    gor_referee_result(s->ref, NULL, &ra);
    gor_referee_result(again, NULL, &rb);
    if (!snap_equal(&x, &y) ||
        gor_referee_steps(s->ref) != gor_referee_steps(again) ||
        gor_referee_phase_of(s->ref) != gor_referee_phase_of(again) ||
        memcmp(&ra, &rb, sizeof ra))
        snprintf(why, size, "the game, steps, phase or result differ");
done:
    free(text);
    gor_sgf_free(sgf);
    gor_sgf_free(back);
    gor_referee_free(again);
}

/* The referee's state a refused call must leave alone. */
static void ref_state(state *s, char *out, size_t size)
{
    snprintf(out, size, "%zu %d %lld ", gor_referee_steps(s->ref),
             (int)gor_referee_phase_of(s->ref),
             (long long)gor_referee_time(s->ref));
    size_t used = strlen(out);
    ref_decisions_text(s, s->ref, out + used, size - used);
}

/* The referee commands; 0 if cmd is not one. */
static int ref_command(state *s, char **tok, int n, const char *what)
{
    const char *cmd = tok[0];
    if (!strcmp(cmd, "referee")) {
        long w, h;
        int code = n >= 3 ? index_of(ref_codes, 3, tok[1]) : -1;
        if (s->game || code < 0 || n > 4 || !int_of(tok[2], &w) ||
            (n == 4 && !int_of(tok[3], &h))) {
            badf(s, "referee chinese|club|reformed W [H], before the game");
            return 1;
        }
        if (n == 3)
            h = w;
        gor_rules *r = pending_rules(s);
        if (!r)
            return 1;
        int st = gor_referee_new(&s->ref, (int)w, (int)h, r,
                                 (gor_referee_code)code);
        gor_rules_free(r);
        check_status(s, what, st, GOR_OK, NULL);
        if (st == GOR_OK)
            s->game = (gor_game *)gor_referee_game(s->ref);
        return 1;
    }
    if (strncmp(cmd, "ref_", 4))
        return 0;
    if (!s->ref) {
        badf(s, "%s before referee", cmd);
        return 1;
    }
    int want = want_status(s, tok, &n);
    int deadline = 0;
    if (!strcmp(cmd, "ref_time") && n == 3 && !strcmp(tok[2], "deadline")) {
        deadline = 1;
        n--;
    }
    snap before;
    char rbefore[2200], rafter[2200];
    take(s->game, &before);
    ref_state(s, rbefore, sizeof rbefore);
    gor_color c = GOR_EMPTY;
    gor_point p, q;
    int64_t t;
    long a, b;
    double v;
    int st = GOR_EINVAL, ok = 1;
    const char *c1 = n >= 2 ? tok[1] : "";
    if (!strcmp(cmd, "ref_play") && n == 3 && color_of(c1, &c) &&
        vertex_of(s, tok[2], &p)) {
        st = gor_referee_play(s->ref, c, p, NULL);
    } else if (!strcmp(cmd, "ref_moves") && n >= 2) {
        /* each for the player to move, each must be played */
        for (int k = 1; k < n && ok; k++) {
            gor_decision_kind kind;
            if (!vertex_of(s, tok[k], &p))
                return 1;
            st = gor_referee_play(s->ref, gor_game_to_move(s->game), p, &kind);
            if (st || kind != GOR_DECISION_NONE) {
                s->checks++;
                failf(s, "%s: %s was not played (%s, decision %d: %s)", what,
                      tok[k], gor_status_name(st), (int)kind,
                      gor_referee_last_error(s->ref));
                return 1;
            }
        }
    } else if (!strcmp(cmd, "ref_time") && n == 2 && ms_of(tok[1], &t)) {
        st = gor_referee_set_time(s->ref, t);
        if (st >= 0) {
            s->checks++;
            if (st != deadline)
                failf(s, "%s: a deadline %s", what,
                      st ? "ended the game" : "was expected");
            st = GOR_OK;
        }
    } else if (!strcmp(cmd, "ref_limit") && n == 2 && ms_of(tok[1], &t)) {
        st = gor_referee_set_prediction_limit(s->ref, t);
    } else if (!strcmp(cmd, "ref_nigiri") && n == 4 && int_of(tok[1], &a) &&
               int_of(tok[2], &b)) {
        int first = -1;
        st = gor_referee_nigiri(s->ref, (int)a, (int)b, &first);
        if (st == GOR_OK) {
            char got[8];
            snprintf(got, sizeof got, "%d", first);
            expect_str(s, what, tok[3], got);
        }
    } else if (!strcmp(cmd, "ref_warn") && n == 2 && color_of(c1, &c)) {
        st = gor_referee_warn(s->ref, c);
    } else if (!strcmp(cmd, "ref_take_back") && n == 2 && color_of(c1, &c)) {
        st = gor_referee_take_back(s->ref, c);
    } else if (!strcmp(cmd, "ref_ruling") && (n == 3 || n == 5) &&
               index_of(ref_kinds, NREF_KINDS, c1) >= 0 &&
               (!strcmp(tok[2], "-") || color_of(tok[2], &c))) {
        p = q = GOR_NO_POINT;
        if (n == 5 && (!vertex_of(s, tok[3], &p) || !vertex_of(s, tok[4], &q)))
            return 1;
        st = gor_referee_ruling(s->ref,
                                (gor_decision_kind)index_of(ref_kinds,
                                                            NREF_KINDS, c1),
                                c, p, q);
    } else if (!strcmp(cmd, "ref_timeout") && (n == 2 || n == 3) &&
               color_of(c1, &c) && (n == 2 || !strcmp(tok[2], "pass"))) {
        st = gor_referee_time_out(s->ref, c, n == 3);
    } else if (!strcmp(cmd, "ref_propose") && n == 2 && color_of(c1, &c)) {
        st = gor_referee_propose_end(s->ref, c);
    } else if (!strcmp(cmd, "ref_agree") && n == 2 && color_of(c1, &c)) {
        st = gor_referee_agree_end(s->ref, c);
    } else if (!strcmp(cmd, "ref_dispute") && n == 2 && color_of(c1, &c)) {
        st = gor_referee_dispute(s->ref, c);
    } else if (!strcmp(cmd, "ref_count") && n == 1) {
        st = gor_referee_start_count(s->ref);
    } else if (!strcmp(cmd, "ref_resign") && n == 2 && color_of(c1, &c)) {
        st = gor_referee_resign(s->ref, c);
    } else if (!strcmp(cmd, "ref_predict") && n == 3 && int_of(tok[1], &a) &&
               number_of(tok[2], &v)) {
        st = gor_referee_predict(s->ref, (int)a, v);
    } else if (!strcmp(cmd, "ref_undo") && n == 1) {
        st = gor_referee_undo(s->ref);
    } else if (!strcmp(cmd, "ref_redo") && n == 1) {
        st = gor_referee_redo(s->ref);
    } else if (!strcmp(cmd, "ref_prediction") && n == 1) {
        gor_prediction_init(&s->pred);
        st = gor_referee_prediction(s->ref, &s->pred);
        s->have_pred = st == GOR_OK;
    } else if (!strcmp(cmd, "ref_result") && n <= 2) {
        s->cn_flags = 0;
        if (n == 2 && !(strncmp(tok[1], "cn=", 3) == 0 &&
                        flags_of(cn_flags, tok[1] + 3, &s->cn_flags))) {
            badf(s, "ref_result [cn=F]");
            return 1;
        }
        gor_result_init(&s->result);
        st = gor_referee_result(s->ref, NULL, &s->result);
        s->have_result = st == GOR_OK;
        gor_score_init(&s->score);
        s->have_score = gor_referee_score(s->ref, NULL, &s->score) == GOR_OK;
    } else {
        badf(s, "malformed referee command '%s'", what);
        return 1;
    }
    check_status(s, what, st, want, &before);
    if (want != GOR_OK && st == want) {
        ref_state(s, rafter, sizeof rafter);
        if (strcmp(rbefore, rafter))
            failf(s, "%s: refused but the referee changed", what);
    }
    return 1;
}

/* The referee checks; 0 if k is not one. */
static int ref_expect(state *s, char **tok, int n, const char *what)
{
    const char *k = tok[1];
    if (strcmp(k, "decisions") && strcmp(k, "warnings") &&
        strcmp(k, "phase") && strcmp(k, "opening_player") &&
        strcmp(k, "player_color") && strcmp(k, "ref_sgf") &&
        strcmp(k, "ref_roundtrip") && strcmp(k, "steps"))
        return 0;
    if (!s->ref) {
        badf(s, "%s before referee", what);
        return 1;
    }
    char got[2048], want[2048] = "";
    long a;
    gor_color c;
    if (!strcmp(k, "decisions") && n >= 3) {
        for (int j = 2; j < n; j++) {
            if (j > 2)
                strncat(want, " ", sizeof want - strlen(want) - 1);
            strncat(want, tok[j], sizeof want - strlen(want) - 1);
        }
        ref_decisions_text(s, s->ref, got, sizeof got);
        expect_str(s, what, want, got);
    } else if (!strcmp(k, "warnings") && n == 4) {
        snprintf(got, sizeof got, "%d %d",
                 gor_referee_warnings(s->ref, GOR_BLACK),
                 gor_referee_warnings(s->ref, GOR_WHITE));
        snprintf(want, sizeof want, "%s %s", tok[2], tok[3]);
        expect_str(s, what, want, got);
    } else if (!strcmp(k, "phase") && n == 3) {
        expect_str(s, what, tok[2], ref_phases[gor_referee_phase_of(s->ref)]);
    } else if (!strcmp(k, "steps") && n == 3 && int_of(tok[2], &a)) {
        expect_int(s, what, a, (long)gor_referee_steps(s->ref));
    } else if (!strcmp(k, "opening_player") && n == 3 && int_of(tok[2], &a)) {
        expect_int(s, what, a, gor_referee_opening_player(s->ref));
    } else if (!strcmp(k, "player_color") && n == 4 && int_of(tok[2], &a) &&
               color_of(tok[3], &c)) {
        expect_str(s, what, color_text(c),
                   color_text(gor_referee_player_color(s->ref, (int)a)));
    } else if (!strcmp(k, "ref_sgf") && n == 3) {
        /* the written record contains the text (blanks as '_') */
        gor_sgf *sgf = NULL;
        char text[8192] = "", needle[256];
        snprintf(needle, sizeof needle, "%s", tok[2]);
        for (char *q = needle; *q; q++)
            if (*q == '_')
                *q = ' ';
        if (gor_referee_to_sgf(&sgf, s->ref) == GOR_OK)
            gor_sgf_write(sgf, text, sizeof text);
        gor_sgf_free(sgf);
        s->checks++;
        if (!strstr(text, needle))
            failf(s, "%s: '%s' not in %s", what, needle, text);
    } else if (!strcmp(k, "ref_roundtrip") && n == 2) {
        char why[2400];
        ref_roundtrip(s, why, sizeof why);
        s->checks++;
        if (why[0])
            failf(s, "%s: %s", what, why);
    } else {
        badf(s, "malformed referee check '%s'", what);
    }
    return 1;
}

static void run_command(state *s, char **tok, int n, const char *raw,
                        char **lines, int nlines, int *i)
{
    const char *cmd = tok[0];
    snap before;
    char what[128];
    snprintf(what, sizeof what, "%s", raw);
    {   /* trim the echo of the command for messages */
        size_t len = strlen(what);
        while (len && (what[len - 1] == ' ' || what[len - 1] == '\r'))
            what[--len] = 0;
    }

    if (!strcmp(cmd, "expect")) {
        expect_cmd(s, tok, n, raw, lines, nlines, i);
        return;
    }
    if (!strcmp(cmd, "source"))
        return;
    if (clock_command(s, tok, n, what))
        return;
    if (ref_command(s, tok, n, what))
        return;
    if (!strcmp(cmd, "rules")) {
        char text[256];
        rest_of(raw, 1, text, sizeof text);
        int want = GOR_OK;
        /* A trailing status belongs to the command. */
        char *sp = strrchr(text, ' ');
        if (sp && is_status_token(sp + 1)) {
            if (!status_of(sp + 1, &want))
                badf(s, "unknown status '%s'", sp + 1);
            *sp = 0;
        }
        if (!s->game) {
            gor_rules *r = NULL;
            int st = gor_rules_new(&r, text);
            check_status(s, "rules", st, want, NULL);
            if (st == GOR_OK)
                snprintf(s->rules_text, sizeof s->rules_text, "%s", text);
            gor_rules_free(r);
        } else {
            gor_rules *r = NULL;
            int st = gor_rules_new(&r, text);
            take(s->game, &before);
            if (st == GOR_OK)
                st = gor_game_set_rules(s->game, r);
            check_status(s, what, st, want, &before);
            gor_rules_free(r);
        }
        return;
    }
    if (!strcmp(cmd, "size")) {
        long w, h;
        int want = want_status(s, tok, &n);
        if (s->game || n < 2 || n > 3 || !int_of(tok[1], &w) ||
            (n == 3 && !int_of(tok[2], &h))) {
            badf(s, "size W [H], once, before the board");
            return;
        }
        if (n == 2)
            h = w;
        if (want == GOR_OK) {
            make_game(s, (int)w, (int)h);
            return;
        }
        /* A size that must be refused: no game comes of it. */
        gor_game *g = (gor_game *)s;
        int st = gor_game_new(&g, (int)w, (int)h, NULL);
        check_status(s, "size", st, want, NULL);
        if (st == GOR_OK)
            gor_game_free(g);
        else if (g != NULL) {
            s->checks++;
            failf(s, "size: refused but *out was not set to NULL");
        }
        return;
    }
    if (!strcmp(cmd, "board")) {
        int want = want_status(s, tok, &n);
        diagram d;
        if (read_diagram(s, lines, nlines, i, &d))
            cmd_board(s, &d, want);
        return;
    }
    if (!strcmp(cmd, "predict")) {
        double a, b;
        if (n != 3 || !number_of(tok[1], &a) || !number_of(tok[2], &b)) {
            badf(s, "predict FIRST SECOND");
            return;
        }
        gor_prediction_init(&s->pred);
        int st = gor_prediction_settle(a, b, &s->pred);
        check_status(s, what, st, GOR_OK, NULL);
        s->have_pred = st == GOR_OK;
        return;
    }
    if (!strcmp(cmd, "judge")) {
        double lead;
        int need = 0;
        s->cn_flags = 0;
        if (!s->have_pred || n < 2 || !number_of(tok[1], &lead)) {
            badf(s, "judge LEAD [need_winner] [cn=F] after predict");
            return;
        }
        for (int k = 2; k < n; k++) {
            if (!strcmp(tok[k], "need_winner"))
                need = 1;
            else if (!strncmp(tok[k], "cn=", 3) &&
                     flags_of(cn_flags, tok[k] + 3, &s->cn_flags))
                ;
            else
                badf(s, "judge option '%s'", tok[k]);
        }
        gor_result_init(&s->result);
        int st = gor_prediction_judge(&s->pred, lead, need, &s->result);
        check_status(s, what, st, GOR_OK, NULL);
        s->have_result = st == GOR_OK;
        return;
    }

    if (!strcmp(cmd, "komi") && !s->game) {
        if (n != 2 || !number_of(tok[1], &s->komi)) {
            badf(s, "komi K");
            return;
        }
        s->has_komi = 1;
        gor_rules *r = pending_rules(s);
        gor_rules_free(r);
        return;
    }

    /* Everything below acts on the game. */
    if (!need_game(s))
        return;
    gor_game *g = s->game;
    if (!strcmp(cmd, "moves")) {
        for (int k = 1; k < n; k++) {
            gor_point p;
            if (!vertex_of(s, tok[k], &p))
                return;
            take(g, &before);
            int st = gor_game_play_next(g, p);
            char w[64];
            snprintf(w, sizeof w, "moves: %s (move %d of the line)", tok[k], k);
            check_status(s, w, st, GOR_OK, &before);
            if (st != GOR_OK)
                return;
        }
        return;
    }
    if (!strcmp(cmd, "save")) {
        if (n != 2 || s->nsaves == MAXSAVE) {
            badf(s, "save NAME");
            return;
        }
        saved *v = &s->saves[s->nsaves++];
        snprintf(v->name, sizeof v->name, "%s", tok[1]);
        v->hash = gor_game_hash(g);
        v->situation = gor_game_situation_hash(g);
        return;
    }
    if (!strcmp(cmd, "enforce_turn")) {
        gor_game_set_enforce_turn(g, n > 1 && !strcmp(tok[1], "1"));
        return;
    }
    if (!strcmp(cmd, "score")) {
        cmd_score(s, tok, n);
        return;
    }

    int want = want_status(s, tok, &n);
    take(g, &before);
    int st;
    if (!strcmp(cmd, "komi")) {
        double k;
        if (n != 2 || !number_of(tok[1], &k)) {
            badf(s, "komi K");
            return;
        }
        gor_rules *r = NULL;
        st = gor_rules_copy(&r, gor_game_rules(g));
        if (st == GOR_OK)
            st = gor_rules_set_komi(r, k);
        if (st == GOR_OK)
            st = gor_game_set_rules(g, r);
        gor_rules_free(r);
    } else if (!strcmp(cmd, "setup")) {
        gor_color c;
        static gor_point pts[MAXP];
        if (n < 2 || !color_of(tok[1], &c) || !points_of(s, tok + 2, n - 2, pts)) {
            badf(s, "setup C V...");
            return;
        }
        st = gor_game_setup(g, c, pts, (size_t)(n - 2));
    } else if (!strcmp(cmd, "turn")) {
        gor_color c;
        if (n != 2 || !color_of(tok[1], &c)) {
            badf(s, "turn C");
            return;
        }
        st = gor_game_set_to_move(g, c);
    } else if (!strcmp(cmd, "play")) {
        gor_color c;
        gor_point p;
        unsigned flags = 0;
        if (n < 3 || !color_of(tok[1], &c) || !vertex_of(s, tok[2], &p)) {
            badf(s, "play C V [tolerant] [remove_own]");
            return;
        }
        for (int k = 3; k < n; k++) {
            if (!strcmp(tok[k], "tolerant"))
                flags |= GOR_PLAY_TOLERANT;
            else if (!strcmp(tok[k], "remove_own"))
                flags |= GOR_PLAY_REMOVE_OWN;
            else {
                badf(s, "play option '%s'", tok[k]);
                return;
            }
        }
        st = gor_game_play_ex(g, c, p, flags);
    } else if (!strcmp(cmd, "resign")) {
        gor_color c;
        if (n != 2 || !color_of(tok[1], &c)) {
            badf(s, "resign C");
            return;
        }
        st = gor_game_resign(g, c);
    } else if (!strcmp(cmd, "undo") && n == 1) {
        st = gor_game_undo(g);
    } else if (!strcmp(cmd, "redo") && n == 1) {
        st = gor_game_redo(g);
    } else if (!strcmp(cmd, "resume") && n == 1) {
        st = gor_game_resume(g);
    } else if (!strcmp(cmd, "goto")) {
        long k;
        if (n != 2 || !int_of(tok[1], &k) || k < 0) {
            badf(s, "goto N");
            return;
        }
        st = gor_game_goto(g, (size_t)k);
    } else if (!strcmp(cmd, "end")) {
        int reason = n >= 2 ? index_of(end_names, 11, tok[1]) : -1;
        gor_color c = GOR_EMPTY;
        if (reason < 0 || n > 3 || (n == 3 && !color_of(tok[2], &c))) {
            badf(s, "end REASON [C]");
            return;
        }
        st = gor_game_end(g, (gor_end)reason, c);
    } else if (!strcmp(cmd, "mark")) {
        static gor_point pts[MAXP];
        gor_life life;
        if (n < 3)
            life = (gor_life)-1;
        else if (!strcmp(tok[1], "alive"))
            life = GOR_LIFE_ALIVE;
        else if (!strcmp(tok[1], "dead"))
            life = GOR_LIFE_DEAD;
        else if (!strcmp(tok[1], "seki"))
            life = GOR_LIFE_SEKI;
        else
            life = (gor_life)-1;
        if ((int)life < 0 || !points_of(s, tok + 2, n - 2, pts)) {
            badf(s, "mark alive|dead|seki V...");
            return;
        }
        st = gor_game_mark_list(g, life, pts, (size_t)(n - 2));
    } else if (!strcmp(cmd, "handicap")) {
        long k;
        unsigned flags = 0;
        if (n < 2 || n > 3 || !int_of(tok[1], &k) ||
            (n == 3 && strcmp(tok[2], "nokomi"))) {
            badf(s, "handicap N [nokomi]");
            return;
        }
        if (n == 3)
            flags = GOR_HANDICAP_NO_KOMI;
        st = gor_game_place_handicap(g, (int)k, flags);
    } else if (!strcmp(cmd, "free_handicap")) {
        static gor_point pts[MAXP];
        unsigned flags = 0;
        int first = 1;
        if (n > 1 && !strcmp(tok[1], "nokomi")) {
            flags = GOR_HANDICAP_NO_KOMI;
            first = 2;
        }
        if (!points_of(s, tok + first, n - first, pts)) {
            badf(s, "free_handicap [nokomi] V...");
            return;
        }
        st = gor_game_place_free_handicap(g, pts, (size_t)(n - first), flags);
    } else if (!strcmp(cmd, "set_handicap")) {
        long k;
        if (n != 2 || !int_of(tok[1], &k)) {
            badf(s, "set_handicap N");
            return;
        }
        st = gor_game_set_handicap(g, (int)k);
    } else {
        badf(s, "unknown command '%s'", cmd);
        return;
    }
    check_status(s, what, st, want, &before);
}

static void expect_cmd(state *s, char **tok, int n, const char *raw,
                       char **lines, int nlines, int *i)
{
    if (n < 2) {
        badf(s, "expect WHAT ...");
        return;
    }
    const char *k = tok[1];
    char what[160];
    snprintf(what, sizeof what, "expect %s", k);

    if (ref_expect(s, tok, n, what))
        return;
    if (!strncmp(k, "clock", 5)) {
        clock_expect(s, tok, n, raw, what);
        return;
    }
    /* Checks that need no game. */
    if (!strcmp(k, "parse")) {
        int want;
        char text[256];
        if (n < 3 || !status_of(tok[2], &want)) {
            badf(s, "expect parse STATUS TEXT");
            return;
        }
        rest_of(raw, 3, text, sizeof text);
        expect_parse(s, want, text);
        return;
    }
    if (!strcmp(k, "rules") && !s->game) {
        char text[256], got[256];
        rest_of(raw, 2, text, sizeof text);
        gor_rules *r = pending_rules(s);
        if (!r)
            return;
        gor_rules_to_string(r, got, sizeof got);
        gor_rules_free(r);
        expect_str(s, what, text, got);
        return;
    }
    if (!strcmp(k, "nigiri")) {
        long hidden, shown;
        gor_color first, guesser, got = GOR_EMPTY;
        if (n != 6 || !int_of(tok[2], &hidden) || !int_of(tok[3], &shown) ||
            !color_of(tok[4], &first) || !color_of(tok[5], &guesser)) {
            badf(s, "expect nigiri HIDDEN SHOWN FIRST GUESSER");
            return;
        }
        int st = gor_nigiri((int)hidden, (int)shown, first, &got);
        if (st != GOR_OK) {
            s->checks++;
            failf(s, "%s: %s", what, gor_status_name(st));
            return;
        }
        expect_str(s, what, tok[5], color_text(got));
        return;
    }
    if (!strcmp(k, "prediction")) {
        if (!s->have_pred || n != 4) {
            badf(s, "expect prediction FIELD VALUE after predict");
            return;
        }
        double v;
        if (!strcmp(tok[2], "favoured")) {
            expect_str(s, what, tok[3], color_text(s->pred.favoured));
        } else if (!number_of(tok[3], &v)) {
            badf(s, "not a number '%s'", tok[3]);
        } else if (!strcmp(tok[2], "white_player")) {
            expect_num(s, "prediction.white_player", v, s->pred.white_player);
        } else if (!strcmp(tok[2], "threshold")) {
            expect_num(s, "prediction.threshold", v, s->pred.threshold);
        } else {
            badf(s, "unknown prediction field '%s'", tok[2]);
        }
        return;
    }
    if (!strcmp(k, "result")) {
        char text[256];
        if (n < 4) {
            badf(s, "expect result FIELD VALUE");
            return;
        }
        rest_of(raw, 3, text, sizeof text);
        expect_result(s, tok[2], text);
        return;
    }
    if (!strcmp(k, "handicap_points")) {
        long w, h, stones;
        if (n < 5 || !int_of(tok[2], &w) || !int_of(tok[3], &h) ||
            !int_of(tok[4], &stones)) {
            badf(s, "expect handicap_points W H N V...");
            return;
        }
        static gor_point got[MAXP];
        int m = gor_handicap_fixed_points((int)w, (int)h, (int)stones, got,
                                          MAXP);
        char want_text[1024] = "", got_text[1024] = "", v[16];
        for (int j = 5; j < n; j++) {
            strncat(want_text, j > 5 ? " " : "", sizeof want_text - strlen(want_text) - 1);
            strncat(want_text, tok[j], sizeof want_text - strlen(want_text) - 1);
        }
        if (m < 0) {
            snprintf(got_text, sizeof got_text, "%s", gor_status_name(m));
        } else {
            for (int j = 0; j < m; j++) {
                gor_point_to_gtp((int)w, (int)h, got[j], v, sizeof v);
                strncat(got_text, j ? " " : "", sizeof got_text - strlen(got_text) - 1);
                strncat(got_text, v, sizeof got_text - strlen(got_text) - 1);
            }
        }
        expect_str(s, what, want_text, got_text);
        return;
    }

    if (!need_game(s))
        return;
    gor_game *g = s->game;
    if (!strcmp(k, "legal")) {
        gor_color c;
        gor_point p;
        int want;
        if (n != 5 || !color_of(tok[2], &c) || !vertex_of(s, tok[3], &p) ||
            !status_of(tok[4], &want)) {
            badf(s, "expect legal C V STATUS");
            return;
        }
        int st = gor_game_legal(g, c, p);
        s->checks++;
        if (st != want)
            failf(s, "legal %s %s: expected %s, got %s", tok[2], tok[3],
                  tok[4], gor_status_name(st));
    } else if (!strcmp(k, "points")) {
        gor_color c;
        int want;
        static gor_point wantp[MAXP], gotp[MAXP];
        if (n < 4 || !color_of(tok[2], &c) || !status_of(tok[3], &want) ||
            !points_of(s, tok + 4, n - 4, wantp)) {
            badf(s, "expect points C STATUS V...");
            return;
        }
        int m = 0, np = gor_game_width(g) * gor_game_height(g);
        for (int p = 0; p < np; p++)
            if (gor_game_legal(g, c, p) == want)
                gotp[m++] = p;
        char w2[64];
        snprintf(w2, sizeof w2, "points %s %s", tok[2], tok[3]);
        compare_points(s, w2, wantp, n - 4, gotp, m);
    } else if (!strcmp(k, "board") || !strcmp(k, "ownership") ||
               !strcmp(k, "area")) {
        unsigned flags = 0;
        if (!strcmp(k, "area") &&
            (n != 3 || !flags_of(area_flags, tok[2], &flags))) {
            badf(s, "expect area FLAGS");
            return;
        }
        diagram d;
        if (!read_diagram(s, lines, nlines, i, &d) || !diagram_fits(s, &d))
            return;
        unsigned char b[MAXP];
        char got[MAXP];
        int np = d.w * d.h;
        if (!strcmp(k, "board")) {
            gor_game_board(g, b, sizeof b);
        } else if (!strcmp(k, "ownership")) {
            if (!s->have_score) {
                badf(s, "expect ownership without a score");
                return;
            }
            memcpy(b, s->map, (size_t)np);
        } else {
            int st = gor_game_area_map(g, flags, b, sizeof b);
            if (st != GOR_OK) {
                s->checks++;
                failf(s, "area map: %s", gor_status_name(st));
                return;
            }
        }
        diagram_of_board(b, np, got, ".XO.");
        compare_diagram(s, what, &d, got);
    } else if (!strcmp(k, "flagged")) {
        unsigned flag;
        static gor_point wantp[MAXP], gotp[MAXP];
        if (!s->have_score || n < 3 || !flags_of(map_flags, tok[2], &flag) ||
            !points_of(s, tok + 3, n - 3, wantp)) {
            badf(s, "expect flagged FLAG V... after a score");
            return;
        }
        int m = 0, np = gor_game_width(g) * gor_game_height(g);
        for (int p = 0; p < np; p++)
            if (s->map[p] & flag)
                gotp[m++] = p;
        char w2[64];
        snprintf(w2, sizeof w2, "flagged %s", tok[2]);
        compare_points(s, w2, wantp, n - 3, gotp, m);
    } else if (!strcmp(k, "color")) {
        gor_point p;
        gor_color c;
        if (n != 4 || !vertex_of(s, tok[2], &p) || !color_of(tok[3], &c)) {
            badf(s, "expect color V C");
            return;
        }
        gor_color got = gor_game_at(g, p);
        expect_str(s, what, tok[3],
                   got == GOR_EMPTY ? "E" : color_text(got));
    } else if (!strcmp(k, "captures") || !strcmp(k, "stones")) {
        long b, w;
        if (n != 4 || !int_of(tok[2], &b) || !int_of(tok[3], &w)) {
            badf(s, "expect %s NB NW", k);
            return;
        }
        int cap = !strcmp(k, "captures");
        expect_int(s, cap ? "captures by black" : "black stones", b,
                   cap ? gor_game_captures(g, GOR_BLACK)
                       : gor_game_stone_count(g, GOR_BLACK));
        expect_int(s, cap ? "captures by white" : "white stones", w,
                   cap ? gor_game_captures(g, GOR_WHITE)
                       : gor_game_stone_count(g, GOR_WHITE));
    } else if (!strcmp(k, "removed")) {
        long cnt;
        static gor_point wantp[MAXP], gotp[MAXP];
        if (n < 3 || !int_of(tok[2], &cnt) ||
            !points_of(s, tok + 3, n - 3, wantp)) {
            badf(s, "expect removed N [V...]");
            return;
        }
        int m = gor_game_last_removed(g, gotp, MAXP);
        expect_int(s, "removed", cnt, m);
        if (n > 3)
            compare_points(s, "removed points", wantp, n - 3, gotp,
                           m < MAXP ? m : MAXP);
    } else if (!strcmp(k, "liberties") || !strcmp(k, "group")) {
        gor_point p;
        long want;
        if (n != 4 || !vertex_of(s, tok[2], &p) || !int_of(tok[3], &want)) {
            badf(s, "expect %s V N", k);
            return;
        }
        long got = !strcmp(k, "liberties")
                       ? gor_game_liberty_count(g, p)
                       : gor_game_group_stones(g, p, NULL, 0);
        char w2[64];
        snprintf(w2, sizeof w2, "%s of %s", k, tok[2]);
        expect_int(s, w2, want, got);
    } else if (!strcmp(k, "ko")) {
        gor_point got = gor_game_ko_point(g), want = GOR_NO_POINT;
        if (n != 3 || (strcmp(tok[2], "none") && !vertex_of(s, tok[2], &want))) {
            badf(s, "expect ko V|none");
            return;
        }
        char a[16] = "none", b[16] = "none";
        if (want != GOR_NO_POINT)
            vertex_text(s, want, a, sizeof a);
        if (got != GOR_NO_POINT)
            vertex_text(s, got, b, sizeof b);
        expect_str(s, "ko point", a, b);
    } else if (!strcmp(k, "to_move") || !strcmp(k, "winner")) {
        gor_color c;
        if (n != 3 || !color_of(tok[2], &c)) {
            badf(s, "expect %s C", k);
            return;
        }
        expect_str(s, what, tok[2],
                   color_text(!strcmp(k, "to_move") ? gor_game_to_move(g)
                                                    : gor_game_winner(g)));
    } else if (!strcmp(k, "hash") || !strcmp(k, "situation")) {
        int is_hash = !strcmp(k, "hash");
        uint64_t now = is_hash ? gor_game_hash(g) : gor_game_situation_hash(g);
        if (is_hash && n == 3 && !strcmp(tok[2], "zero")) {
            s->checks++;
            if (now != 0)
                failf(s, "hash: expected 0 (the empty board)");
            return;
        }
        int eq = n == 4 && !strcmp(tok[2], "equal");
        if (n != 4 || (!eq && strcmp(tok[2], "differ"))) {
            badf(s, "expect %s equal|differ NAME", k);
            return;
        }
        const saved *v = NULL;
        for (int j = 0; j < s->nsaves; j++)
            if (!strcmp(s->saves[j].name, tok[3]))
                v = &s->saves[j];
        if (!v) {
            badf(s, "no saved position '%s'", tok[3]);
            return;
        }
        uint64_t then = is_hash ? v->hash : v->situation;
        s->checks++;
        if ((now == then) != eq)
            failf(s, "%s %s %s: they %s", k, tok[2], tok[3],
                  eq ? "differ" : "are equal");
    } else if (!strcmp(k, "end")) {
        if (n != 3 || index_of(end_names, 11, tok[2]) < 0) {
            badf(s, "expect end REASON");
            return;
        }
        expect_str(s, what, tok[2], end_names[gor_game_end_reason(g) % 11]);
    } else if (!strcmp(k, "flags") || !strcmp(k, "repeats")) {
        gor_move_info mi;
        size_t h = gor_game_history_length(g);
        if (n != 3) {
            badf(s, "expect %s VALUE", k);
            return;
        }
        s->checks++;
        if (h == 0 || gor_game_move(g, h, &mi) != GOR_OK) {
            failf(s, "%s: no history entry", k);
            return;
        }
        s->checks--;
        if (!strcmp(k, "flags")) {
            unsigned want;
            if (!flags_of(move_flags, tok[2], &want)) {
                badf(s, "unknown flags '%s'", tok[2]);
                return;
            }
            expect_int(s, "flags of the last entry", (long)want,
                       (long)mi.flags);
        } else {
            long want = -1;
            if (strcmp(tok[2], "none") && !int_of(tok[2], &want)) {
                badf(s, "expect repeats N|none");
                return;
            }
            expect_int(s, "repeats of the last entry", want, mi.repeats);
        }
    } else if (!strcmp(k, "passes") || !strcmp(k, "history") ||
               !strcmp(k, "redo") || !strcmp(k, "move_number") ||
               !strcmp(k, "handicap")) {
        long want, got;
        if (n != 3 || !int_of(tok[2], &want)) {
            badf(s, "expect %s N", k);
            return;
        }
        if (!strcmp(k, "passes")) got = gor_game_consecutive_passes(g);
        else if (!strcmp(k, "history")) got = (long)gor_game_history_length(g);
        else if (!strcmp(k, "redo")) got = (long)gor_game_redo_length(g);
        else if (!strcmp(k, "move_number")) got = (long)gor_game_move_number(g);
        else got = gor_game_handicap(g);
        expect_int(s, what, want, got);
    } else if (!strcmp(k, "bonus")) {
        long h;
        double v;
        if (n != 4 || !int_of(tok[2], &h) || !number_of(tok[3], &v)) {
            badf(s, "expect bonus H VALUE");
            return;
        }
        expect_num(s, what, v, gor_handicap_bonus(gor_game_rules(g), (int)h));
    } else if (!strcmp(k, "draw_possible")) {
        long h, v;
        if (n != 4 || !int_of(tok[2], &h) || !int_of(tok[3], &v)) {
            badf(s, "expect draw_possible H 0|1");
            return;
        }
        expect_int(s, what, v,
                   !!gor_rules_draw_possible(gor_game_rules(g), (int)h));
    } else if (!strcmp(k, "rules")) {
        char text[256], got[256];
        rest_of(raw, 2, text, sizeof text);
        gor_rules_to_string(gor_game_rules(g), got, sizeof got);
        expect_str(s, what, text, got);
    } else if (!strcmp(k, "komi")) {
        double v;
        if (n != 3 || !number_of(tok[2], &v)) {
            badf(s, "expect komi K");
            return;
        }
        expect_num(s, what, v, gor_rules_komi(gor_game_rules(g)));
    } else if (!strcmp(k, "score")) {
        if (n != 4) {
            badf(s, "expect score FIELD VALUE");
            return;
        }
        expect_score(s, tok[2], tok[3]);
    } else {
        badf(s, "unknown check 'expect %s'", k);
    }
}

/* ---- files --------------------------------------------------------------- */

static void finish_case(state *s)
{
    if (!s->name[0])
        return;
    total_cases++;
    total_checks += s->checks;
    total_failures += s->failures ? 1 : 0;
    total_malformed += s->malformed;
    if (s->checks == 0 && !s->malformed)
        fprintf(stderr, "%s: %s: warning: the case checks nothing\n",
                s->file, s->name);
    s->checks = s->failures = s->malformed = 0;
    s->name[0] = 0;
    reset(s);
}

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "%s: cannot open\n", path);
        total_malformed++;
        return 0;
    }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)size + 1);
    if (!text || fread(text, 1, (size_t)size, f) != (size_t)size) {
        fclose(f);
        free(text);
        total_malformed++;
        return 0;
    }
    fclose(f);
    text[size] = 0;

    /* Lines (kept raw: diagrams and rest-of-line arguments need them). */
    int nlines = 0, cap = 256;
    char **lines = malloc((size_t)cap * sizeof *lines);
    for (char *p = text; lines && *p;) {
        if (nlines == cap) {
            char **nl = realloc(lines, (size_t)(cap *= 2) * sizeof *lines);
            if (!nl)
                break;
            lines = nl;
        }
        lines[nlines++] = p;
        char *nl = strchr(p, '\n');
        if (!nl)
            break;
        *nl = 0;
        p = nl + 1;
    }

    state *s = calloc(1, sizeof *s);
    if (!s || !lines) {
        free(s);
        free(lines);
        free(text);
        total_malformed++;
        return 0;
    }
    s->file = path;
    reset(s);
    for (int i = 0; i < nlines; i++) {
        char buf[4096];
        char *tok[MAXTOK];
        snprintf(buf, sizeof buf, "%s", lines[i]);
        s->line = i + 1;
        int n = split(buf, tok);
        if (n == 0)
            continue;
        if (!strcmp(tok[0], "case")) {
            finish_case(s);
            if (n != 2)
                badf(s, "case NAME (one word)");
            snprintf(s->name, sizeof s->name, "%s", n > 1 ? tok[1] : "?");
            continue;
        }
        if (!s->name[0]) {
            badf(s, "a command before the first case");
            continue;
        }
        run_command(s, tok, n, lines[i], lines, nlines, &i);
    }
    finish_case(s);
    reset(s);
    free(s);
    free(lines);
    free(text);
    return 1;
}

static int has_suffix(const char *s, const char *suf)
{
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && !strcmp(s + a - b, suf);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void run_path(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "%s: not found\n", path);
        total_malformed++;
        return;
    }
    if (!S_ISDIR(st.st_mode)) {
        run_file(path);
        return;
    }
    DIR *d = opendir(path);
    if (!d) {
        total_malformed++;
        return;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 32;
            char **nn = realloc(names, cap * sizeof *names);
            if (!nn)
                break;
            names = nn;
        }
        size_t len = strlen(path) + strlen(e->d_name) + 2;
        names[n] = malloc(len);
        if (!names[n])
            break;
        snprintf(names[n], len, "%s/%s", path, e->d_name);
        n++;
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof *names, cmp_str);
    for (size_t k = 0; k < n; k++) {
        struct stat s2;
        if (stat(names[k], &s2) == 0 && S_ISDIR(s2.st_mode))
            run_path(names[k]);
        else if (has_suffix(names[k], ".txt") &&
                 !has_suffix(names[k], "/CMakeLists.txt"))
            run_file(names[k]);
        free(names[k]);
    }
    free(names);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE_OR_DIR...\n", argv[0]);
        return 2;
    }
    for (int i = 1; i < argc; i++)
        run_path(argv[i]);
    printf("%d cases, %d checks: %d failed, %d malformed\n", total_cases,
           total_checks, total_failures, total_malformed);
    if (total_malformed)
        return 2;
    return total_failures ? 1 : 0;
}
