/* SPDX-License-Identifier: MIT */
/*
 * cmd_sgf.c - game records: loadsgf and printsgf.
 *
 * loadsgf FILE [N | VERTEX] loads the first game of FILE as GNU Go and
 * Fuego do: the position before move N (the whole main line when N is
 * missing, 0 or negative, or beyond the last move), or before the first
 * move at VERTEX; it answers the colour to move ("black" or "white").
 * It takes the board size, the setup stones, the moves, the handicap
 * count (HA), the rules (RU, when the library reads them) and the komi (KM)
 * from the record. Without RU the rules in force stay; without KM the komi
 * in force stays, or, with RU, the komi of those rules (none in a handicap
 * game). A later kata-set-rules, kgs-rules or komi still wins. The moves are
 * replayed tolerantly: a move the rules in force forbid is played anyway,
 * a move onto a stone is skipped; either is reported on standard error,
 * as is a game-information value the replay could not use (KM[nan]).
 * A whole record's TB/TW territory marks become dead-stone marks for
 * final_score (gor_sgf_replay). A timed record's TM / OT become the time
 * settings, its last BL/WL (OB/OW) each player's time (gor_sgf_clock).
 *
 * printsgf [FILE] writes the game (setup, moves, rules, komi, handicap) as
 * SGF FF[4] with gor_sgf_from_game(), copying the game information (players,
 * date, ...) of the record loadsgf read; with time settings also TM, OT
 * and each move's BL/WL, OB/OW (gor_sgf_from_game_clock). With FILE the
 * answer is empty;
 * without, the answer is the SGF text, where an empty line inside a text
 * value gets one space (GTP ends an answer at an empty line) and carriage
 * returns are dropped.
 */
#include "gtp.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

/* The first node of the main line whose move is at v, or NULL. */
static const gor_sgf_node *find_move(const gor_sgf_node *root, int w, int h,
                                     gor_point v)
{
    for (const gor_sgf_node *n = root; n; n = gor_sgf_node_child(n, 0)) {
        gor_color c;
        gor_point p;
        if (gor_sgf_node_move(n, w, h, &c, &p) == GOR_OK && p == v)
            return n;
    }
    return NULL;
}

/* The record's errors, and the notes on its game information (KM[nan]:
 * the komi kept instead), on standard error: the answer stays the colour
 * to move that controllers read. */
static void report_issues(const char *path, const gor_sgf_report *rep)
{
    for (size_t i = 0; i < gor_sgf_report_count(rep); i++) {
        const gor_sgf_issue *is = gor_sgf_report_issue(rep, i);
        int note = is->severity == GOR_SGF_NOTE && is->status == GOR_OK &&
                   is->move_number == 0;
        if (is->severity == GOR_SGF_ERROR || note)
            fprintf(stderr, "gorules-gtp: %s:%d:%d: %s%s\n", path, is->line,
                    is->column, note ? "note: " : "", is->message);
    }
}

GTP_HANDLER(gtp_cmd_loadsgf)
{
    (void)rest;
    if (argc < 2 || argc > 3)
        return gtp_syntax_error(out);
    const char *path = argv[1];
    gor_sgf *sgf;
    gor_sgf_error err;
    int st = gor_sgf_parse_file(&sgf, path, NULL, &err);
    if (st != GOR_OK) {
        if (err.line)
            return gtp_failf(out, "cannot load %s: line %d, column %d: %s",
                             path, err.line, err.column, err.message);
        return gtp_failf(out, "cannot load %s: %s", path, err.message);
    }
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    int w, h;
    st = gor_sgf_game_size(root, &w, &h);
    if (st != GOR_OK || w > GTP_MAX_SIZE || h > GTP_MAX_SIZE) {
        gor_sgf_free(sgf);
        if (st != GOR_OK)
            return gtp_failf(out, "cannot load %s: bad board size", path);
        return gtp_failf(out, "cannot load %s: %dx%d is larger than GTP "
                              "allows (25x25)", path, w, h);
    }
    gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
    o.flags = GOR_SGF_REPLAY_TOLERANT;
    o.rules = e->rules;
    /* The record's RU, when the library reads it, replaces the rules in
     * force: the replay then takes RU itself. */
    const char *ru = gor_sgf_node_value(root, "RU", 0);
    if (ru) {
        gor_rules *probe;
        if (gor_rules_copy(&probe, e->rules) == GOR_OK) {
            if (gor_sgf_rules_parse(probe, ru) == GOR_OK)
                o.rules = NULL;
            gor_rules_free(probe);
        }
    }
    gor_game *g = NULL;
    gor_sgf_report *rep = NULL;
    if (argc == 3) {
        long n;
        gor_point v;
        st = gtp_parse_long(argv[2], LONG_MIN + 1, LONG_MAX, &n);
        if (st == GOR_OK) {
            o.stop_before = n > 0 ? (size_t)n : 0;
        } else if (st == GOR_ERANGE) {
            o.stop_before = argv[2][0] == '-' ? 0 : (size_t)-1;
        } else {
            st = gor_point_from_gtp(w, h, argv[2], &v);
            if (st == GOR_EPARSE || (st == GOR_OK && v == GOR_PASS)) {
                gor_sgf_free(sgf);
                return gtp_syntax_error(out);
            }
            const gor_sgf_node *at =
                st == GOR_OK ? find_move(root, w, h, v) : NULL;
            if (at) {
                /* Its SGF move number (MN[] honoured) from a replay to it. */
                o.target = at;
                st = gor_sgf_replay(&g, &rep, root, &o);
                o.stop_before = gor_sgf_report_move_number(rep);
                o.target = NULL;
                gor_game_free(g);
                gor_sgf_report_free(rep);
                g = NULL;
                rep = NULL;
            }
        }
    }
    st = gor_sgf_replay(&g, &rep, root, &o);
    if (st != GOR_OK || !g) {
        const gor_sgf_issue *why = gor_sgf_report_issue(rep, 0);
        gtp_failf(out, "cannot load %s: %s", path,
                  why ? why->message : gor_strerror(st));
        gor_sgf_report_free(rep);
        gor_sgf_free(sgf);
        return 0;
    }
    report_issues(path, rep);
    gor_sgf_report_free(rep);
    gor_rules *r;
    st = gor_rules_copy(&r, gor_game_rules(g));
    if (st == GOR_OK) {
        gor_rules_free(e->rules);
        e->rules = r;
        st = gtp_set_game(e, g);
    } else {
        gor_game_free(g);
    }
    if (st != GOR_OK) {
        gor_sgf_free(sgf);
        return gtp_fail(out, gor_strerror(st));
    }
    gtp_forget_record(e);
    e->record = sgf;
    /* A timed record (TM / OT) brings its time control and each player's
     * last time (BL / WL, OB / OW); the clock waits for gorules-time. */
    gor_clock *clock = NULL;
    if ((gor_sgf_node_has(root, "TM") || gor_sgf_node_has(root, "OT")) &&
        gor_sgf_clock(&clock, root, NULL) == GOR_OK) {
        gor_clock_free(e->clock);
        e->clock = clock;
        gor_clock_options_get(clock, &e->clock_opts);
        e->clock_started = 0;
        e->clock_from_record = 1;
    }
    gtp_text_add(out, gtp_color_word(gor_game_to_move(e->game)));
    return 1;
}

/* The SGF text as a GTP answer: no carriage returns, no empty lines, no
 * final line break. */
static void add_sgf_answer(gtp_text *out, const char *s)
{
    char prev = 0;
    for (; *s; s++) {
        if (*s == '\r')
            continue;
        if (*s == '\n' && prev == '\n')
            gtp_text_add(out, " ");
        gtp_text_addn(out, s, 1);
        prev = *s;
    }
    while (out->n && out->s[out->n - 1] == '\n')
        out->s[--out->n] = 0;
}

/* printsgf's answer: the record written to FILE (argv[1]) or given as the
 * answer; frees sgf. Returns 1, or 0 after a failure answer. */
int gtp_answer_sgf(gtp_text *out, gor_sgf *sgf, int argc, char **argv)
{
    int ok = 1;
    if (argc == 2) {
        if (gor_sgf_write_file(sgf, argv[1]) != GOR_OK)
            ok = gtp_failf(out, "cannot write %s", argv[1]);
    } else {
        int n = gor_sgf_write(sgf, NULL, 0);
        char *text = n >= 0 ? malloc((size_t)n + 1) : NULL;
        if (!text) {
            ok = gtp_fail(out, n >= 0 ? "out of memory" : gor_strerror(n));
        } else {
            gor_sgf_write(sgf, text, (size_t)n + 1);
            add_sgf_answer(out, text);
            free(text);
        }
    }
    gor_sgf_free(sgf);
    return ok;
}

GTP_HANDLER(gtp_cmd_printsgf)
{
    (void)rest;
    if (argc > 2)
        return gtp_syntax_error(out);
    gor_sgf *sgf;
    const gor_sgf_node *info = e->record ? gor_sgf_game(e->record, 0) : NULL;
    int st = e->clock ? gor_sgf_from_game_clock(&sgf, e->game, info, e->clock)
                      : gor_sgf_from_game(&sgf, e->game, info);
    if (st != GOR_OK)
        return gtp_fail(out, gor_strerror(st));
    return gtp_answer_sgf(out, sgf, argc, argv);
}
