/* SPDX-License-Identifier: MIT */
/*
 * cmd_query.c - questions about the position: GNU Go's is_legal,
 * all_legal, captures, list_stones, countlib, and gorules-legal,
 * gorules-hash, gorules-ko, gorules-seed.
 */
#include "gtp.h"

#include <inttypes.h>
#include <stdio.h>

/* Legality as if the game were open; *status gets the library's verdict. */
static int judge(gtp_engine *e, gor_color c, gor_point p, int *status)
{
    int resumed = gtp_begin_open(e);
    if (resumed < 0)
        return resumed;
    *status = gor_game_legal(e->game, c, p);
    gtp_end_open(e, resumed);
    return GOR_OK;
}

GTP_HANDLER(gtp_cmd_is_legal)
{
    (void)rest;
    gor_color c;
    gor_point p;
    if (argc != 3 || gtp_parse_color(argv[1], &c) != GOR_OK)
        return gtp_syntax_error(out);
    int st = gtp_parse_vertex(e, argv[2], &p);
    if (st == GOR_EOFFBOARD) {
        gtp_text_add(out, "0");
        return 1;
    }
    if (st != GOR_OK)
        return gtp_syntax_error(out);
    int verdict;
    st = judge(e, c, p, &verdict);
    if (st != GOR_OK)
        return gtp_fail(out, gor_strerror(st));
    gtp_text_add(out, verdict == GOR_OK ? "1" : "0");
    return 1;
}

/* gorules-legal C V: the library's verdict by name, e.g. GOR_ESUPERKO. */
GTP_HANDLER(gtp_cmd_gorules_legal)
{
    (void)rest;
    gor_color c;
    gor_point p;
    if (argc != 3 || gtp_parse_color(argv[1], &c) != GOR_OK)
        return gtp_syntax_error(out);
    int st = gtp_parse_vertex(e, argv[2], &p);
    int verdict = st;
    if (st == GOR_OK) {
        st = judge(e, c, p, &verdict);
        if (st != GOR_OK)
            return gtp_fail(out, gor_strerror(st));
    } else if (st != GOR_EOFFBOARD) {
        return gtp_syntax_error(out);
    }
    gtp_text_add(out, gor_status_name(verdict));
    return 1;
}

/* Vertices in reading order (top row first), as GNU Go lists them. */
GTP_HANDLER(gtp_cmd_all_legal)
{
    (void)rest;
    gor_color c;
    if (argc != 2 || gtp_parse_color(argv[1], &c) != GOR_OK)
        return gtp_syntax_error(out);
    int resumed = gtp_begin_open(e);
    if (resumed < 0)
        return gtp_fail(out, gor_strerror(resumed));
    size_t count = gtp_legal_moves(e, c, 0);
    gtp_end_open(e, resumed);
    gtp_add_vertices(e, out, e->scratch, count);
    return 1;
}

GTP_HANDLER(gtp_cmd_captures)
{
    (void)rest;
    gor_color c;
    if (argc != 2 || gtp_parse_color(argv[1], &c) != GOR_OK)
        return gtp_syntax_error(out);
    gtp_text_addf(out, "%d", gor_game_captures(e->game, c));
    return 1;
}

GTP_HANDLER(gtp_cmd_list_stones)
{
    (void)rest;
    gor_color c;
    if (argc != 2 || gtp_parse_color(argv[1], &c) != GOR_OK)
        return gtp_syntax_error(out);
    int n = gtp_width(e) * gtp_height(e);
    size_t count = 0;
    for (gor_point p = 0; p < n; p++)
        if (gor_game_at(e->game, p) == c)
            e->scratch[count++] = p;
    gtp_add_vertices(e, out, e->scratch, count);
    return 1;
}

GTP_HANDLER(gtp_cmd_countlib)
{
    (void)rest;
    gor_point p;
    if (argc != 2)
        return gtp_syntax_error(out);
    int st = gtp_parse_vertex(e, argv[1], &p);
    if (st == GOR_EOFFBOARD)
        return gtp_fail(out, "invalid vertex");
    if (st != GOR_OK || p == GOR_PASS)
        return gtp_syntax_error(out);
    if (gor_game_at(e->game, p) == GOR_EMPTY)
        return gtp_fail(out, "vertex must not be empty");
    gtp_text_addf(out, "%d", gor_game_liberty_count(e->game, p));
    return 1;
}

GTP_HANDLER(gtp_cmd_gorules_seed)
{
    (void)rest;
    uint64_t seed;
    if (argc != 2 || gtp_parse_u64(argv[1], &seed) != GOR_OK)
        return gtp_syntax_error(out);
    e->rng = seed;
    return 1;
}

/* gorules-hash: the board hash and the situation hash, in hex. */
GTP_HANDLER(gtp_cmd_gorules_hash)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    gtp_text_addf(out, "%016" PRIx64 " %016" PRIx64, gor_game_hash(e->game),
                  gor_game_situation_hash(e->game));
    return 1;
}

/* gorules-ko: the point the player to move may not retake now, or none. */
GTP_HANDLER(gtp_cmd_gorules_ko)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    gor_point ko = gor_game_ko_point(e->game);
    if (ko == GOR_NO_POINT)
        gtp_text_add(out, "none");
    else
        gtp_add_vertex(e, out, ko);
    return 1;
}
