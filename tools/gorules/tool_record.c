/* SPDX-License-Identifier: MIT */
/*
 * tool_record.c - read a game record and replay its main line to a move, for
 * `gorules show` and `gorules score`.
 */
#include "tool.h"

#include <string.h>

void record_free(record *r)
{
    gor_game_free(r->game);
    gor_sgf_report_free(r->report);
    gor_sgf_free(r->sgf);
    memset(r, 0, sizeof *r);
}

int record_load(record *r, const record_opts *o)
{
    memset(r, 0, sizeof *r);
    gor_sgf_parse_options po = GOR_SGF_PARSE_OPTIONS_INIT;
    po.encoding = o->encoding;
    gor_sgf_error err;
    int st = gor_sgf_parse_file(&r->sgf, o->path, &po, &err);
    if (st)
        return report_failure(o->json, o->path, err.line, err.column, "%s",
                              err.message);
    r->games = gor_sgf_game_count(r->sgf);
    if ((size_t)o->game_no > r->games) {
        size_t n = r->games;
        record_free(r);
        return report_failure(o->json, o->path, 0, 0,
                              "the file has %zu game%s, not %ld", n,
                              n == 1 ? "" : "s", o->game_no);
    }
    r->root = gor_sgf_game(r->sgf, (size_t)o->game_no - 1);
    gor_sgf_replay_options ro = GOR_SGF_REPLAY_OPTIONS_INIT;
    ro.flags = GOR_SGF_REPLAY_TOLERANT;
    ro.rules = o->rules;
    /* First the whole line, for the number of moves. */
    st = gor_sgf_replay(&r->game, &r->report, r->root, &ro);
    /* Moves skipped as illegal keep their numbers. */
    r->total = gor_sgf_report_move_number(r->report);
    r->number = r->total;
    if (st == GOR_OK && o->move >= 0) {
        if ((size_t)o->move > r->total) {
            size_t total = r->total;
            record_free(r);
            return report_failure(o->json, o->path, 0, 0,
                                  "the record has %zu moves, not %ld", total,
                                  o->move);
        }
        gor_game_free(r->game);
        gor_sgf_report_free(r->report);
        r->game = NULL;
        r->report = NULL;
        ro.stop_before = (size_t)o->move + 1;
        st = gor_sgf_replay(&r->game, &r->report, r->root, &ro);
        r->number = (size_t)o->move;
    }
    for (size_t i = 0; !o->json && i < gor_sgf_report_count(r->report); i++) {
        const gor_sgf_issue *is = gor_sgf_report_issue(r->report, i);
        if (is->severity != GOR_SGF_ERROR)
            continue;
        fprintf(stderr, "%s:%d:%d: error: %s\n", o->path, is->line,
                is->column, is->message);
    }
    if (st != GOR_OK || !r->game) {
        /* The report says why (a bad SZ, not Go); errors were printed
         * above already in text mode. */
        const gor_sgf_issue *why = gor_sgf_report_issue(r->report, 0);
        if (!why)
            report_failure(o->json, o->path, 0, 0, "%s", gor_strerror(st));
        else if (o->json || why->severity != GOR_SGF_ERROR)
            report_failure(o->json, o->path, why->line, why->column, "%s",
                           why->message);
        record_free(r);
        return EXIT_PROBLEMS;
    }
    return EXIT_CLEAN;
}
