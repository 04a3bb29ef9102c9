/* SPDX-License-Identifier: MIT */
/*
 * tool_estimate.c - `gorules score --estimate`: the ownership and score
 * estimate of a record's position (gor_game_ownership_estimate()), for a
 * game that did not end by two passes (resigned, lost on time, unfinished)
 * or any position (--move N). Always labelled as an estimate; the result
 * shown is the record's RE, never the estimate.
 */
#include "tool.h"

#include <stdlib.h>
#include <string.h>

/* The record's RE in words ("Black won by resignation"), "" if none. */
static void re_words(const char *re, char *buf, size_t size)
{
    gor_result r = GOR_RESULT_INIT;
    buf[0] = 0;
    if (!re[0] || gor_result_parse_sgf(re, &r) != GOR_OK) {
        snprintf(buf, size, "%s", re[0] ? "not understood" : "");
        return;
    }
    const char *who = r.winner == GOR_BLACK ? "Black" : "White";
    if (r.outcome == GOR_OUTCOME_DRAW) {
        snprintf(buf, size, "a draw");
    } else if (r.outcome == GOR_OUTCOME_NO_RESULT) {
        snprintf(buf, size, "no result");
    } else if (r.outcome != GOR_OUTCOME_WIN) {
        snprintf(buf, size, "unknown");
    } else if (r.counted) {
        char m[32];
        number_text(r.margin, m, sizeof m);
        snprintf(buf, size, "%s won by %s point%s on the count", who, m,
                 r.margin == 1 ? "" : "s");
    } else {
        snprintf(buf, size, "%s won %s", who,
                 r.end == GOR_END_RESIGN    ? "by resignation"
                 : r.end == GOR_END_TIME    ? "on time"
                 : r.end == GOR_END_FORFEIT ? "by forfeit"
                                            : "(no margin given)");
    }
}

/* "B+12.6", "W+3.1", "0" (an even estimate): the margin to one decimal. */
static void margin_text(double margin, char *buf, size_t size)
{
    char m[24];
    double a = margin < 0 ? -margin : margin;
    long tenths = (long)(a * 10 + 0.5);
    snprintf(m, sizeof m, "%ld.%ld", tenths / 10, tenths % 10);
    if (tenths == 0)
        snprintf(buf, size, "0");
    else
        snprintf(buf, size, "%c+%s", margin > 0 ? 'B' : 'W', m);
}

/* The character of a point: stones X O, empty points x o (owned by Black
 * / White in more playouts than by the other), . even; *lost is 1 for a
 * stone the other side owns in more playouts. */
static char est_char(unsigned char stone, int v, int *lost)
{
    *lost = (stone == GOR_BLACK && v < 0) || (stone == GOR_WHITE && v > 0);
    if (stone == GOR_BLACK)
        return 'X';
    if (stone == GOR_WHITE)
        return 'O';
    return v > 0 ? 'x' : v < 0 ? 'o' : '.';
}

static void print_board(int w, int h, const unsigned char *board,
                        const signed char *own)
{
    int lw = print_column_labels(w, h);
    for (int y = 0; y < h; y++) {
        printf("%*d ", lw, h - y);
        int prev = 0;
        for (int x = 0; x < w; x++) {
            int lost;
            char c = est_char(board[y * w + x], own[y * w + x], &lost);
            printf("%c%c", lost && !prev ? '{' : !lost && prev ? '}' : ' ',
                   c);
            prev = lost;
        }
        printf("%c%d\n", prev ? '}' : ' ', h - y);
    }
    print_column_labels(w, h);
}

int score_estimate(const char *path, const record *rec, int json,
                   long playouts, long seed)
{
    const gor_game *g = rec->game;
    int w = gor_game_width(g), h = gor_game_height(g);
    size_t np = (size_t)w * (size_t)h;
    unsigned char *board = malloc(np);
    signed char *own = malloc(np);
    if (!board || !own) {
        free(board);
        free(own);
        return report_failure(json, path, 0, 0, "out of memory");
    }
    gor_game_board(g, board, np);
    gor_ownership_options o = GOR_OWNERSHIP_OPTIONS_INIT;
    o.playouts = (int)playouts;
    o.seed = (uint64_t)seed;
    gor_ownership est = GOR_OWNERSHIP_INIT;
    int st = gor_game_ownership_estimate(g, &o, own, np, &est);
    if (st != GOR_OK) {
        free(board);
        free(own);
        return report_failure(json, path, 0, 0, "cannot estimate: %s",
                              gor_strerror(st));
    }
    char re[64] = "", words[96], mt[32], label[200], k[32];
    gor_sgf_node_text(rec->root, "RE", re, sizeof re);
    re_words(re, words, sizeof words);
    margin_text(est.owned_margin, mt, sizeof mt);
    rules_label(gor_game_rules(g), label, sizeof label);
    number_text(est.komi, k, sizeof k);
    gor_end end = gor_game_end_reason(g);
    int lost = 0;
    for (size_t p = 0; p < np; p++) {
        int l;
        est_char(board[p], own[p], &l);
        lost += l;
    }
    if (json) {
        static const char *const ends[] = {
            "none", "passes", "resign", "no_result", "repetition",
            "agreement", "time", "forfeit", "void"};
        printf("{\"file\": ");
        json_string(stdout, path);
        printf(", \"width\": %d, \"height\": %d, \"move_number\": %zu, "
               "\"moves_in_record\": %zu, \"ended\": ",
               w, h, rec->number, rec->total);
        json_string(stdout, (unsigned)end < sizeof ends / sizeof ends[0]
                                ? ends[end]
                                : "other");
        printf(", \"rules\": ");
        json_string(stdout, label);
        printf(", \"counted\": false, \"record_result\": ");
        if (re[0])
            json_string(stdout, re);
        else
            printf("null");
        printf(",\n \"estimate\": {\"playouts\": %d, \"seed\": %ld, "
               "\"result\": ",
               est.playouts, seed);
        json_string(stdout, mt);
        printf(", \"owned_margin\": ");
        print_number(est.owned_margin);
        printf(", \"black_owned\": %d, \"white_owned\": %d",
               est.black_owned, est.white_owned);
        printf(", \"margin\": ");
        print_number(est.margin);
        printf(", \"black_area\": ");
        print_number(est.black_area);
        printf(", \"white_area\": ");
        print_number(est.white_area);
        printf(", \"komi\": ");
        print_number(est.komi);
        printf(", \"black_wins\": ");
        print_number(est.black_wins);
        printf(", \"certain\": %d, \"stones_lost\": %d},\n \"ownership\": [",
               est.certain, lost);
        for (int y = 0; y < h; y++) {
            printf("%s[", y ? ",\n  " : "");
            for (int x = 0; x < w; x++)
                printf("%s%d", x ? ", " : "", own[y * w + x]);
            printf("]");
        }
        printf("]}\n");
    } else {
        printf("%s: move %zu of %zu, %s\n", path, rec->number, rec->total,
               rec->number < rec->total  ? "the position at that move"
               : end == GOR_END_PASSES   ? "the game ended by two passes"
               : end == GOR_END_RESIGN   ? "the game ended by resignation"
               : end == GOR_END_TIME     ? "the game ended on time"
               : end == GOR_END_FORFEIT  ? "the game ended by forfeit"
               : end == GOR_END_NONE     ? "the game did not end"
                                         : "the game ended without two "
                                           "passes");
        if (gor_game_handicap(g))
            printf("Rules: %s, handicap %d, komi and compensation %s\n",
                   label, gor_game_handicap(g), k);
        else
            printf("Rules: %s, komi %s\n", label, k);
        if (re[0])
            printf("Result: %s (the record's RE: %s)\n", re, words);
        else
            printf("Result: none recorded\n");
        printf("\nOwnership ESTIMATE, not a count: %d random playouts from "
               "this position\n(seed %ld), the pass-alive areas "
               "certain.\n\n",
               est.playouts, seed);
        print_board(w, h, board, own);
        printf("X O stones   x o points Black / White owns in more "
               "playouts   . even\n");
        if (lost)
            printf("{X} stones the other side owns in more playouts (%d)\n",
                   lost);
        char mm[32], ba[32], wa[32];
        margin_text(est.margin, mm, sizeof mm);
        snprintf(ba, sizeof ba, "%.1f", est.black_area);
        snprintf(wa, sizeof wa, "%.1f", est.white_area);
        printf("\nEstimated score: %s, an ESTIMATE by area counting "
               "(Black %d points,\nWhite %d, komi %s). The playouts' "
               "average: %s (Black %s, White %s);\nBlack wins %ld%% of "
               "them.\n",
               mt, est.black_owned, est.white_owned, k, mm, ba, wa,
               (long)(est.black_wins * 100 + 0.5));
    }
    free(board);
    free(own);
    return EXIT_CLEAN;
}
