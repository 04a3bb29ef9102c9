/* SPDX-License-Identifier: MIT */
/*
 * cmd_core.c - the GTP v2 core commands: protocol_version, name, version,
 * known_command, list_commands, quit, boardsize, clear_board, play,
 * genmove, undo, showboard. (komi is in cmd_rules.c.)
 */
#include "gtp.h"

#include <stdio.h>
#include <string.h>

GTP_HANDLER(gtp_cmd_protocol_version)
{
    (void)e, (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    gtp_text_add(out, "2");
    return 1;
}

GTP_HANDLER(gtp_cmd_name)
{
    (void)e, (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    gtp_text_add(out, "gorules-gtp");
    return 1;
}

GTP_HANDLER(gtp_cmd_version)
{
    (void)e, (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    gtp_text_add(out, gor_version_string());
    return 1;
}

GTP_HANDLER(gtp_cmd_known_command)
{
    (void)e, (void)rest;
    if (argc != 2)
        return gtp_syntax_error(out);
    gtp_text_add(out, gtp_find_command(argv[1]) ? "true" : "false");
    return 1;
}

GTP_HANDLER(gtp_cmd_list_commands)
{
    (void)e, (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    for (const gtp_command *c = gtp_commands(); c->name; c++) {
        if (c != gtp_commands())
            gtp_text_add(out, "\n");
        gtp_text_add(out, c->name);
    }
    return 1;
}

GTP_HANDLER(gtp_cmd_quit)
{
    (void)argc, (void)argv, (void)rest, (void)out;
    e->quit = 1;
    return 1;
}

GTP_HANDLER(gtp_cmd_boardsize)
{
    (void)rest;
    long n;
    if (argc != 2)
        return gtp_syntax_error(out);
    int st = gtp_parse_long(argv[1], 1, GTP_MAX_SIZE, &n);
    if (st == GOR_EPARSE)
        return gtp_syntax_error(out);
    if (st != GOR_OK)
        return gtp_fail(out, "unacceptable size");
    st = gtp_new_game(e, (int)n, (int)n);
    if (st != GOR_OK)
        return gtp_fail(out, gor_strerror(st));
    return 1;
}

/* A game lost on the clock stays over (no resumption for a move). */
static int over_on_time(const gtp_engine *e)
{
    gor_end end = gor_game_end_reason(e->game);
    return e->clock && gor_clock_loser(e->clock) != GOR_EMPTY &&
           (end == GOR_END_TIME || end == GOR_END_FORFEIT);
}

GTP_HANDLER(gtp_cmd_clear_board)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    gor_game_clear(e->game);
    gtp_forget_record(e);
    e->marked = 0;
    return 1;
}

/* The reason an illegal move is refused, after "illegal move: ". */
static const char *illegal_reason(int st)
{
    switch (st) {
    case GOR_EOFFBOARD: return "off board";
    case GOR_EOCCUPIED: return "occupied";
    case GOR_ESUICIDE: return "suicide";
    case GOR_EKO: return "ko";
    case GOR_ESUPERKO: return "superko";
    case GOR_EGAMEOVER: return "the game is over";
    case GOR_ETURN: return "not that colour's turn";
    case GOR_EPASS: return "no pass during the free opening";
    default: return gor_strerror(st);
    }
}

GTP_HANDLER(gtp_cmd_play)
{
    (void)rest;
    gor_color c;
    gor_point p;
    if (argc != 3 || gtp_parse_color(argv[1], &c) != GOR_OK)
        return gtp_syntax_error(out);
    int st = gtp_parse_vertex(e, argv[2], &p);
    if (st == GOR_EOFFBOARD)
        return gtp_failf(out, "illegal move: %s", illegal_reason(st));
    if (st != GOR_OK)
        return gtp_syntax_error(out);
    if (over_on_time(e))
        return gtp_fail(out, "the game is over on time");
    int resumed = gtp_begin_open(e);
    if (resumed < 0)
        return gtp_fail(out, gor_strerror(resumed));
    st = gor_game_legal(e->game, c, p);
    if (st == GOR_OK && !gtp_clock_move(e, c, out)) {
        gtp_end_open(e, resumed);
        return 0;
    }
    if (st == GOR_OK)
        st = gor_game_play(e->game, c, p);
    if (st != GOR_OK) {
        gtp_end_open(e, resumed);
        if (gor_status_is_illegal_move(st))
            return gtp_failf(out, "illegal move: %s", illegal_reason(st));
        return gtp_fail(out, gor_strerror(st));
    }
    return 1;
}

/* A uniformly random legal move that does not fill one of the mover's
 * own one-point eyes; pass when there is none. */
GTP_HANDLER(gtp_cmd_genmove)
{
    (void)rest;
    gor_color c;
    if (argc != 2 || gtp_parse_color(argv[1], &c) != GOR_OK)
        return gtp_syntax_error(out);
    if (over_on_time(e))
        return gtp_fail(out, "the game is over on time");
    int resumed = gtp_begin_open(e);
    if (resumed < 0)
        return gtp_fail(out, gor_strerror(resumed));
    if (!gtp_clock_move(e, c, out)) {
        gtp_end_open(e, resumed);
        return 0;
    }
    size_t count = gtp_legal_moves(e, c, 1);
    gor_point move =
        count ? e->scratch[gtp_rng_below(&e->rng, count)] : GOR_PASS;
    int st = gor_game_play(e->game, c, move);
    if (st != GOR_OK) {
        gtp_end_open(e, resumed);
        return gtp_fail(out, gor_strerror(st));
    }
    gtp_add_vertex(e, out, move);
    return 1;
}

GTP_HANDLER(gtp_cmd_undo)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    int st = gtp_undo_move(e->game);
    if (st == GOR_ENOMOVE)
        return gtp_fail(out, "cannot undo");
    return st == GOR_OK ? 1 : gtp_fail(out, gor_strerror(st));
}

GTP_HANDLER(gtp_cmd_showboard)
{
    (void)argv, (void)rest;
    static const char letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    if (argc != 1)
        return gtp_syntax_error(out);
    int w = gtp_width(e), h = gtp_height(e);
    gor_point stars[16];
    int nstars = gor_star_points(w, h, stars, 16);
    if (nstars > 16)
        nstars = 16;
    gtp_text_add(out, "\n   ");
    for (int x = 0; x < w; x++)
        gtp_text_addf(out, " %c", letters[x]);
    for (int y = 0; y < h; y++) {
        gtp_text_addf(out, "\n%3d", h - y);
        for (int x = 0; x < w; x++) {
            gor_point p = y * w + x;
            gor_color c = gor_game_at(e->game, p);
            char ch = c == GOR_BLACK ? 'X' : c == GOR_WHITE ? 'O' : '.';
            for (int k = 0; ch == '.' && k < nstars; k++)
                if (stars[k] == p)
                    ch = '+';
            gtp_text_addf(out, " %c", ch);
        }
        gtp_text_addf(out, " %d", h - y);
    }
    gtp_text_add(out, "\n   ");
    for (int x = 0; x < w; x++)
        gtp_text_addf(out, " %c", letters[x]);
    gtp_text_addf(out, "\nBlack (X) has captured %d stones",
                  gor_game_captures(e->game, GOR_BLACK));
    gtp_text_addf(out, "\nWhite (O) has captured %d stones",
                  gor_game_captures(e->game, GOR_WHITE));
    gor_point ko = gor_game_ko_point(e->game);
    if (ko != GOR_NO_POINT) {
        gtp_text_add(out, "\nko: ");
        gtp_add_vertex(e, out, ko);
    }
    return 1;
}
