/* SPDX-License-Identifier: MIT */
/*
 * sgf_clock.c - SGF time properties (FF[4] TM, OT, BL, WL, OB, OW) read
 * into a gor_clock and written from one.
 *
 * OT is free text; the forms read are those real records use ("3x60
 * byo-yomi", "25/600 Canadian", "5 moves / 30 sec", "None") plus the
 * library's own for the systems they cannot say ("3x60 byo-yomi within
 * TM" for the Chinese byo-yomi whose periods are part of TM, "15/600
 * carry-over", "+10 Fischer", "10 Bronstein"), which it also writes.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match/clock_internal.h"
#include "core/numtext.h"
#include "sgf/sgf_internal.h"

/* A real number of seconds as milliseconds; 0 if it is not one. */
static int seconds_of(const char *s, int64_t *ms)
{
    char *end;
    if (!s)
        return 0;
    while (isspace((unsigned char)*s))
        s++;
    double v;
    const char *e;
    if (!numtext_parse(s, &e, &v) || !(v >= 0) || v > 9e12)
        return 0; /* '.' whatever the locale */
    end = (char *)e;
    while (isspace((unsigned char)*end))
        end++;
    if (*end)
        return 0;
    *ms = (int64_t)llround(v * 1000.0);
    return 1;
}

static void seconds_text(int64_t ms, char *buf, size_t size)
{
    if (ms % 1000 == 0) {
        snprintf(buf, size, "%lld", (long long)(ms / 1000));
        return;
    }
    snprintf(buf, size, "%lld.%03lld", (long long)(ms / 1000),
             (long long)(ms % 1000));
    size_t n = strlen(buf);
    while (n && buf[n - 1] == '0')
        buf[--n] = 0;
}

/* The first number (a real) in s: seconds or a count. */
static int first_number(const char *s, double *out)
{
    for (; *s; s++)
        if (isdigit((unsigned char)*s)) {
            return numtext_parse(s, NULL, out);
        }
    return 0;
}

/*
 * "N<sep>S" at the start of s: a whole count N, then the characters of sep
 * in order (blanks allowed before and between them; a blank in sep is not
 * needed), then a real number S read with numtext_parse, whatever the
 * locale ("3x30", "3 x 30", "25/600", "5 moves / 30 sec"). 1 when it
 * matched; *n and *secs set.
 */
static int count_sep_number(const char *s, const char *sep, int *n,
                            double *secs)
{
    long v = 0;
    int digits = 0;
    if (*s == '+')
        s++;
    while (ascii_isdigit((unsigned char)*s) && digits < 9) {
        v = v * 10 + (*s++ - '0');
        digits++;
    }
    if (!digits || ascii_isdigit((unsigned char)*s))
        return 0;
    for (; *sep; sep++) {
        while (ascii_isspace((unsigned char)*s))
            s++;
        if (*s != *sep)
            return 0;
        s++;
    }
    while (ascii_isspace((unsigned char)*s))
        s++;
    if (!numtext_parse(s, NULL, secs))
        return 0;
    *n = (int)v;
    return 1;
}

static int parse_ot(const char *ot, int64_t tm, gor_clock_options *o)
{
    char low[256];
    size_t n = 0;
    for (; ot && *ot && n + 1 < sizeof low; ot++)
        low[n++] = (char)tolower((unsigned char)*ot);
    low[n] = 0;
    char *s = low;
    while (isspace((unsigned char)*s))
        s++;
    o->main_ms = tm;
    double a, b;
    int na, nb;
    if (!*s || !strcmp(s, "none") || !strcmp(s, "no overtime")) {
        o->system = tm > 0 ? GOR_CLOCK_ABSOLUTE : GOR_CLOCK_NONE;
        return GOR_OK;
    }
    if (strstr(s, "fischer") || strstr(s, "bronstein")) {
        if (!first_number(s, &a))
            return GOR_EPARSE;
        o->system = strstr(s, "fischer") ? GOR_CLOCK_FISCHER
                                         : GOR_CLOCK_BRONSTEIN;
        o->increment_ms = (int64_t)llround(a * 1000.0);
        return GOR_OK;
    }
    if (strstr(s, "byo")) {
        if (!count_sep_number(s, "x", &na, &b))
            return GOR_EPARSE;
        o->system = strstr(s, "within") ? GOR_CLOCK_BYOYOMI
                                        : GOR_CLOCK_JAPANESE;
        o->periods = na;
        o->period_ms = (int64_t)llround(b * 1000.0);
        return GOR_OK;
    }
    if (count_sep_number(s, "moves/", &nb, &b) ||
        count_sep_number(s, "/", &nb, &b)) {
        o->system = strstr(s, "carry") ? GOR_CLOCK_MOVES : GOR_CLOCK_CANADIAN;
        o->period_moves = nb;
        o->period_ms = (int64_t)llround(b * 1000.0);
        return GOR_OK;
    }
    return GOR_EPARSE;
}

/* A player's time from BL/WL and OB/OW of node: 1 if the node has it. */
static int node_time(const gor_sgf_node *node, gor_color c,
                     const gor_clock_options *o, gor_clock_state *st)
{
    int64_t ms;
    const char *left = gor_sgf_node_value(node, c == GOR_BLACK ? "BL" : "WL", 0);
    const char *over = gor_sgf_node_value(node, c == GOR_BLACK ? "OB" : "OW", 0);
    if (!seconds_of(left, &ms))
        return 0;
    memset(st, 0, sizeof *st);
    long k = over ? strtol(over, NULL, 10) : 0;
    int byo = o->system == GOR_CLOCK_BYOYOMI || o->system == GOR_CLOCK_JAPANESE;
    int block = o->system == GOR_CLOCK_CANADIAN || o->system == GOR_CLOCK_MOVES;
    if (k > 0 && (byo || block)) {
        st->overtime = 1;
        st->period_ms = ms;
        if (byo)
            st->periods = (int)k;
        else
            st->moves = (int)k;
        return 1;
    }
    if (o->system == GOR_CLOCK_BYOYOMI) /* BL counts the reserve too */
        ms -= (int64_t)o->periods * o->period_ms;
    if (ms <= 0 && byo) {
        st->overtime = 1;
        st->period_ms = o->period_ms;
        st->periods = o->periods;
        return 1;
    }
    st->main_ms = ms > 0 ? ms : 0;
    return 1;
}

int gor_sgf_clock(gor_clock **out, const gor_sgf_node *root,
                  const gor_sgf_node *target)
{
    if (!out || !root)
        return GOR_EINVAL;
    *out = NULL;
    gor_clock_options o;
    gor_clock_options_init(&o, GOR_CLOCK_OPTIONS_VERSION);
    int64_t tm = 0;
    const char *tmv = gor_sgf_node_value(root, "TM", 0);
    if (tmv && !seconds_of(tmv, &tm))
        return GOR_EPARSE;
    int st = parse_ot(gor_sgf_node_value(root, "OT", 0), tm, &o);
    if (st != GOR_OK)
        return st;
    gor_clock *clock;
    st = gor_clock_new(&clock, &o);
    if (st != GOR_OK)
        return GOR_EPARSE; /* TM and OT that no clock can have */
    /* The line: root .. target, or the main line. */
    size_t depth = 0;
    const gor_sgf_node **line = NULL;
    if (target) {
        for (const gor_sgf_node *n = target; n; n = n->parent)
            depth++;
        const gor_sgf_node *top = target;
        while (top->parent)
            top = top->parent;
        if (top != root) {
            gor_clock_free(clock);
            return GOR_EINVAL;
        }
        line = malloc(depth * sizeof *line);
        if (!line) {
            gor_clock_free(clock);
            return GOR_ENOMEM;
        }
        size_t i = depth;
        for (const gor_sgf_node *n = target; n; n = n->parent)
            line[--i] = n;
    }
    gor_clock_state last[3];
    int have[3] = {0, 0, 0};
    const gor_sgf_node *n = root;
    for (size_t i = 0; n; i++) {
        if (line)
            n = i < depth ? line[i] : NULL;
        if (!n)
            break;
        gor_color c = gor_sgf_node_has(n, "B")   ? GOR_BLACK
                      : gor_sgf_node_has(n, "W") ? GOR_WHITE
                                                 : GOR_EMPTY;
        if (c != GOR_EMPTY) {
            gor_clock_state s;
            if (node_time(n, c, &o, &s)) {
                last[c] = s;
                have[c] = 1;
            } else {
                memset(&s, 0, sizeof s);
                s.main_ms = -1;
            }
            if (clock_record_push(clock, c, &s) != GOR_OK) {
                free(line);
                gor_clock_free(clock);
                return GOR_ENOMEM;
            }
        }
        if (!line)
            n = n->child;
    }
    free(line);
    for (int c = GOR_BLACK; c <= GOR_WHITE; c++)
        if (have[c])
            gor_clock_set(clock, (gor_color)c, &last[c]); /* best effort */
    *out = clock;
    return GOR_OK;
}

static int write_ot(gor_sgf_node *root, const gor_clock_options *o)
{
    char tm[32], ot[96], p[32];
    seconds_text(o->main_ms, tm, sizeof tm);
    seconds_text(o->period_ms, p, sizeof p);
    ot[0] = 0;
    switch (o->system) {
    case GOR_CLOCK_NONE:
        return GOR_OK;
    case GOR_CLOCK_ABSOLUTE:
        break;
    case GOR_CLOCK_BYOYOMI:
        snprintf(ot, sizeof ot, "%dx%s byo-yomi within TM", o->periods, p);
        break;
    case GOR_CLOCK_JAPANESE:
        snprintf(ot, sizeof ot, "%dx%s byo-yomi", o->periods, p);
        break;
    case GOR_CLOCK_CANADIAN:
        snprintf(ot, sizeof ot, "%d/%s Canadian", o->period_moves, p);
        break;
    case GOR_CLOCK_MOVES:
        snprintf(ot, sizeof ot, "%d/%s carry-over", o->period_moves, p);
        break;
    case GOR_CLOCK_FISCHER:
    case GOR_CLOCK_BRONSTEIN:
        seconds_text(o->increment_ms, p, sizeof p);
        snprintf(ot, sizeof ot, o->system == GOR_CLOCK_FISCHER
                                    ? "+%s Fischer" : "%s Bronstein", p);
        break;
    }
    int st = gor_sgf_node_set(root, "TM", tm);
    if (st == GOR_OK)
        st = ot[0] ? gor_sgf_node_set(root, "OT", ot)
                   : gor_sgf_node_remove(root, "OT");
    return st;
}

int gor_sgf_from_game_clock(gor_sgf **out, const gor_game *game,
                            const gor_sgf_node *info, const gor_clock *clock)
{
    if (!out || !game || !clock)
        return GOR_EINVAL;
    *out = NULL;
    gor_sgf *sgf;
    int st = gor_sgf_from_game(&sgf, game, info);
    if (st != GOR_OK)
        return st;
    gor_clock_options o;
    gor_clock_options_get(clock, &o);
    gor_sgf_node *root = sgf->games[0];
    st = write_ot(root, &o);
    size_t k = 0, count = gor_clock_record_count(clock);
    int byo = o.system == GOR_CLOCK_BYOYOMI || o.system == GOR_CLOCK_JAPANESE;
    for (gor_sgf_node *n = root; n && st == GOR_OK && k < count;
         n = n->child) {
        gor_color c = gor_sgf_node_has(n, "B")   ? GOR_BLACK
                      : gor_sgf_node_has(n, "W") ? GOR_WHITE
                                                 : GOR_EMPTY;
        if (c == GOR_EMPTY)
            continue;
        gor_color rc;
        gor_clock_state s;
        gor_clock_record(clock, k++, &rc, &s);
        if (rc != c)
            break; /* the record and the moves part ways: stop there */
        if (s.main_ms < 0 || o.system == GOR_CLOCK_NONE)
            continue;
        char buf[32];
        int64_t left = s.overtime ? s.period_ms : s.main_ms;
        if (!s.overtime && o.system == GOR_CLOCK_BYOYOMI)
            left += (int64_t)o.periods * o.period_ms;
        seconds_text(left, buf, sizeof buf);
        st = gor_sgf_node_set(n, c == GOR_BLACK ? "BL" : "WL", buf);
        if (st == GOR_OK && s.overtime && (byo || s.moves)) {
            snprintf(buf, sizeof buf, "%d", byo ? s.periods : s.moves);
            st = gor_sgf_node_set(n, c == GOR_BLACK ? "OB" : "OW", buf);
        }
    }
    if (st != GOR_OK) {
        gor_sgf_free(sgf);
        return st;
    }
    *out = sgf;
    return GOR_OK;
}
