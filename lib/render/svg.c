/* SPDX-License-Identifier: MIT */
/*
 * svg.c - gor_game_svg(): the position as an SVG document.
 *
 * The text is produced in one pass into a growing heap buffer, then copied
 * snprintf-style into the caller's. All coordinates are integer pixels.
 */
#include "gorules_svg.h"
#include "gorules_score.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct out {
    char *s;
    size_t len, cap;
    int failed;
} out;

static void put(out *o, const char *text, size_t n)
{
    if (o->failed)
        return;
    if (o->len + n + 1 > o->cap) {
        size_t cap = o->cap ? o->cap : 4096;
        while (o->len + n + 1 > cap)
            cap *= 2;
        char *s = realloc(o->s, cap);
        if (!s) {
            o->failed = 1;
            return;
        }
        o->s = s;
        o->cap = cap;
    }
    memcpy(o->s + o->len, text, n);
    o->len += n;
    o->s[o->len] = 0;
}

static void puts_(out *o, const char *text)
{
    put(o, text, strlen(text));
}

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void putf(out *o, const char *format, ...)
{
    char tmp[256];
    va_list ap;
    va_start(ap, format);
    int n = vsnprintf(tmp, sizeof tmp, format, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof tmp) {
        o->failed = 1;
        return;
    }
    put(o, tmp, (size_t)n);
}

/* Text content or attribute value, XML-escaped. */
static void put_escaped(out *o, const char *t)
{
    for (; *t; t++) {
        switch (*t) {
        case '&': put(o, "&amp;", 5); break;
        case '<': put(o, "&lt;", 4); break;
        case '>': put(o, "&gt;", 4); break;
        case '"': put(o, "&quot;", 6); break;
        default:
            if ((unsigned char)*t < 0x20)
                put(o, " ", 1);   /* XML 1.0 forbids most control chars */
            else
                put(o, t, 1);
        }
    }
}

/* Column label of x: GTP letters (no I) up to 25 columns, else SGF. */
static char column_char(int width, int x)
{
    if (width <= 25)
        return (char)('A' + x + (x >= 8));
    return (char)(x < 26 ? 'a' + x : 'A' + x - 26);
}

/* The GTP name of (x, y) ("D4"), or its SGF letters past 25 columns;
 * buf has room for 8 bytes (sizes are at most 52). */
static void vertex_name(int width, int height, int x, int y, char *buf)
{
    if (width <= 25) {
        int row = height - y;
        buf[0] = column_char(width, x);
        buf[1] = (char)(row >= 10 ? '0' + row / 10 : '0' + row);
        buf[2] = (char)(row >= 10 ? '0' + row % 10 : 0);
        buf[3] = 0;
    } else {
        buf[0] = column_char(52, x);
        buf[1] = column_char(52, y);
        buf[2] = 0;
    }
}

/* One picture being drawn: the position, the options and the geometry. */
typedef struct picture {
    const gor_game *game;
    int w, h, cell, margin, pw, ph, radius;
    unsigned flags;
    const unsigned char *board, *own, *marks;
    const char *const *labels;
    out o;
} picture;

/* The options, checked against the game (GOR_EINVAL, GOR_EBUFFER,
 * GOR_ERANGE as gorules_svg.h says). */
static int check_options(const gor_game *game, const gor_svg_options *opts)
{
    if (opts->version < 1 || opts->version > GOR_SVG_OPTIONS_VERSION)
        return GOR_EINVAL;
    if (opts->flags & ~(GOR_SVG_COORDINATES | GOR_SVG_LAST_MOVE |
                        GOR_SVG_DEAD | GOR_SVG_NO_STYLE))
        return GOR_EINVAL;
    if (opts->cell && (opts->cell < 8 || opts->cell > 200))
        return GOR_EINVAL;
    size_t area = (size_t)gor_game_width(game) * (size_t)gor_game_height(game);
    if ((opts->ownership && opts->ownership_size < area) ||
        (opts->markup && opts->markup_size < area) ||
        (opts->labels && opts->labels_count < area))
        return GOR_EBUFFER;
    if (opts->markup)
        for (size_t i = 0; i < area; i++)
            if (opts->markup[i] > GOR_SVG_MARK_CROSS)
                return GOR_ERANGE;
    return GOR_OK;
}

/* The document's start, the board, the grid and the star points. */
static void draw_grid(picture *pc)
{
    out *o = &pc->o;
    const int w = pc->w, h = pc->h, cell = pc->cell, margin = pc->margin;
    putf(o, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
            "class=\"gorules-board\" width=\"%d\" height=\"%d\" "
            "viewBox=\"0 0 %d %d\">\n", pc->pw, pc->ph, pc->pw, pc->ph);
    if (!(pc->flags & GOR_SVG_NO_STYLE))
        putf(o, "<rect class=\"board\" x=\"0\" y=\"0\" width=\"%d\" "
                "height=\"%d\" fill=\"#dcb35c\"/>\n", pc->pw, pc->ph);
    /* Grid: one path, then the star points. */
    puts_(o, "<path class=\"grid\" stroke=\"#000\" stroke-width=\"1\" "
           "fill=\"none\" d=\"");
    for (int x = 0; x < w; x++)
        putf(o, "M%d %dV%d", margin + x * cell, margin,
             margin + (h - 1) * cell);
    for (int y = 0; y < h; y++)
        putf(o, "M%d %dH%d", margin, margin + y * cell,
             margin + (w - 1) * cell);
    puts_(o, "\"/>\n");
    gor_point stars[16];
    int nstars = gor_star_points(w, h, stars, 16);
    for (int k = 0; k < nstars && k < 16; k++) {
        int x = stars[k] % w, y = stars[k] / w;
        putf(o, "<circle class=\"star\" cx=\"%d\" cy=\"%d\" r=\"%d\" "
                "fill=\"#000\"/>\n", margin + x * cell, margin + y * cell,
             cell / 10 > 1 ? cell / 10 : 2);
    }
}

/* Column letters above and below, row numbers left and right. */
static void draw_coordinates(picture *pc)
{
    out *o = &pc->o;
    const int cell = pc->cell, fs = cell * 45 / 100;
    putf(o, "<g class=\"coordinates\" font-family=\"sans-serif\" "
            "font-size=\"%d\" text-anchor=\"middle\" fill=\"#000\">\n", fs);
    int near = cell / 2 + fs / 3, far = pc->ph - cell / 2 + fs / 3;
    for (int x = 0; x < pc->w; x++) {
        char c = column_char(pc->w, x);
        int cx = pc->margin + x * cell;
        putf(o, "<text x=\"%d\" y=\"%d\">%c</text>"
                "<text x=\"%d\" y=\"%d\">%c</text>\n",
             cx, near, c, cx, far, c);
    }
    for (int y = 0; y < pc->h; y++) {
        int cy = pc->margin + y * cell + fs / 3;
        putf(o, "<text x=\"%d\" y=\"%d\">%d</text>"
                "<text x=\"%d\" y=\"%d\">%d</text>\n",
             cell / 2, cy, pc->h - y, pc->pw - cell / 2, cy, pc->h - y);
    }
    puts_(o, "</g>\n");
}

/* The stones; dead ones faded, with a cross when no map shows them. */
static void draw_stones(picture *pc)
{
    out *o = &pc->o;
    const int w = pc->w, cell = pc->cell, margin = pc->margin;
    for (int y = 0; y < pc->h; y++)
        for (int x = 0; x < w; x++) {
            gor_point p = y * w + x;
            if (pc->board[p] != GOR_BLACK && pc->board[p] != GOR_WHITE)
                continue;
            int black = pc->board[p] == GOR_BLACK;
            int dead = (pc->own && (pc->own[p] & GOR_MAP_DEAD)) ||
                       ((pc->flags & GOR_SVG_DEAD) &&
                        gor_game_life_at(pc->game, p) == GOR_LIFE_DEAD);
            char v[8];
            vertex_name(w, pc->h, x, y, v);
            int cx = margin + x * cell, cy = margin + y * cell;
            putf(o, "<circle class=\"stone %s%s\" data-vertex=\"%s\" "
                    "cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" "
                    "stroke=\"#000\" stroke-width=\"1\"%s/>\n",
                 black ? "black" : "white", dead ? " dead" : "", v, cx, cy,
                 pc->radius, black ? "#000" : "#fff",
                 dead ? " opacity=\"0.45\"" : "");
            if (dead && !pc->own) {
                int d = cell / 4;
                putf(o, "<path class=\"dead-mark\" stroke=\"#c00\" "
                        "stroke-width=\"2\" d=\"M%d %dL%d %dM%d %dL%d %d\"/>\n",
                     cx - d, cy - d, cx + d, cy + d, cx - d, cy + d, cx + d,
                     cy - d);
            }
        }
}

/* Territory: owned empty points and dead stones, from the map. */
static void draw_territory(picture *pc)
{
    const int w = pc->w, cell = pc->cell, margin = pc->margin, s = cell / 3;
    for (int y = 0; y < pc->h; y++)
        for (int x = 0; x < w; x++) {
            gor_point p = y * w + x;
            int owner = pc->own[p] & GOR_MAP_OWNER_MASK;
            if (owner != GOR_BLACK && owner != GOR_WHITE)
                continue;
            if (pc->board[p] != GOR_EMPTY && !(pc->own[p] & GOR_MAP_DEAD) &&
                pc->board[p] == owner)
                continue;
            putf(&pc->o, "<rect class=\"territory %s\" x=\"%d\" y=\"%d\" "
                         "width=\"%d\" height=\"%d\" fill=\"%s\" "
                         "stroke=\"%s\" stroke-width=\"1\"/>\n",
                 owner == GOR_BLACK ? "black" : "white",
                 margin + x * cell - s / 2, margin + y * cell - s / 2, s, s,
                 owner == GOR_BLACK ? "#000" : "#fff",
                 owner == GOR_BLACK ? "#fff" : "#000");
        }
}

/* Last move: a ring in the contrasting colour. */
static void draw_last_move(picture *pc)
{
    size_t n = gor_game_history_length(pc->game);
    gor_move_info m;
    if (!n || gor_game_move(pc->game, n, &m) != GOR_OK ||
        m.kind != GOR_MOVE_PLAY || pc->board[m.point] == GOR_EMPTY)
        return;
    int x = m.point % pc->w, y = m.point / pc->w;
    putf(&pc->o, "<circle class=\"last-move\" cx=\"%d\" cy=\"%d\" "
                 "r=\"%d\" fill=\"none\" stroke=\"%s\" "
                 "stroke-width=\"2\"/>\n",
         pc->margin + x * pc->cell, pc->margin + y * pc->cell, pc->cell / 4,
         pc->board[m.point] == GOR_BLACK ? "#fff" : "#000");
}

/* One SGF-style mark at (cx, cy), half-size d, in `ink`. */
static void draw_mark(out *o, int mark, int cx, int cy, int d, const char *ink)
{
    switch (mark) {
    case GOR_SVG_MARK_CIRCLE:
        putf(o, "<circle class=\"mark circle\" cx=\"%d\" cy=\"%d\" "
                "r=\"%d\" fill=\"none\" stroke=\"%s\" "
                "stroke-width=\"2\"/>\n", cx, cy, d, ink);
        break;
    case GOR_SVG_MARK_SQUARE:
        putf(o, "<rect class=\"mark square\" x=\"%d\" y=\"%d\" "
                "width=\"%d\" height=\"%d\" fill=\"none\" "
                "stroke=\"%s\" stroke-width=\"2\"/>\n",
             cx - d, cy - d, 2 * d, 2 * d, ink);
        break;
    case GOR_SVG_MARK_TRIANGLE:
        putf(o, "<path class=\"mark triangle\" d=\"M%d %dL%d %dL%d "
                "%dZ\" fill=\"none\" stroke=\"%s\" "
                "stroke-width=\"2\"/>\n",
             cx, cy - d, cx + d, cy + d * 3 / 4, cx - d, cy + d * 3 / 4, ink);
        break;
    case GOR_SVG_MARK_CROSS:
        putf(o, "<path class=\"mark cross\" d=\"M%d %dL%d %dM%d "
                "%dL%d %d\" stroke=\"%s\" stroke-width=\"2\"/>\n",
             cx - d, cy - d, cx + d, cy + d, cx - d, cy + d, cx + d, cy - d,
             ink);
        break;
    default:
        break;
    }
}

/* Markup and labels, point by point. */
static void draw_markup(picture *pc)
{
    out *o = &pc->o;
    const int cell = pc->cell;
    for (int y = 0; y < pc->h; y++)
        for (int x = 0; x < pc->w; x++) {
            gor_point p = y * pc->w + x;
            int cx = pc->margin + x * cell, cy = pc->margin + y * cell;
            const char *ink = pc->board[p] == GOR_BLACK ? "#fff" : "#000";
            int labelled = pc->labels && pc->labels[p] && pc->labels[p][0];
            /* a label on an empty point hides the grid under it */
            if (labelled && pc->board[p] == GOR_EMPTY &&
                !(pc->flags & GOR_SVG_NO_STYLE))
                putf(o, "<circle class=\"label-ground\" cx=\"%d\" "
                        "cy=\"%d\" r=\"%d\" fill=\"#dcb35c\"/>\n",
                     cx, cy, cell * 4 / 10);
            if (pc->marks)
                draw_mark(o, pc->marks[p], cx, cy, cell / 4, ink);
            if (labelled) {
                putf(o, "<text class=\"mark label\" x=\"%d\" y=\"%d\" "
                        "font-family=\"sans-serif\" font-size=\"%d\" "
                        "text-anchor=\"middle\" fill=\"%s\">",
                     cx, cy + cell / 6, cell / 2, ink);
                put_escaped(o, pc->labels[p]);
                puts_(o, "</text>\n");
            }
        }
}

/* The drawn text into the caller's buffer, snprintf-style. */
static int finish(out *o, char *buf, size_t size)
{
    if (o->failed) {
        free(o->s);
        return GOR_ENOMEM;
    }
    if (o->len > INT_MAX) {
        free(o->s);
        return GOR_ERANGE;
    }
    if (size) {
        size_t n = o->len < size ? o->len : size - 1;
        memcpy(buf, o->s, n);
        buf[n] = 0;
    }
    free(o->s);
    return (int)o->len;
}

int gor_game_svg(const gor_game *game, const gor_svg_options *opts,
                 char *buf, size_t size)
{
    static const gor_svg_options defaults = GOR_SVG_OPTIONS_INIT;
    if (!game || (!buf && size))
        return GOR_EINVAL;
    if (!opts)
        opts = &defaults;
    int st = check_options(game, opts);
    if (st)
        return st;
    picture pc = {game, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL,
                  {NULL, 0, 0, 0}};
    pc.w = gor_game_width(game);
    pc.h = gor_game_height(game);
    size_t area = (size_t)pc.w * (size_t)pc.h;
    unsigned char *board = malloc(area);
    if (!board)
        return GOR_ENOMEM;
    gor_game_board(game, board, area);
    pc.board = board;
    pc.own = opts->ownership;
    pc.marks = opts->markup;
    pc.labels = opts->labels;
    pc.flags = opts->flags;
    pc.cell = opts->cell ? opts->cell : 24;
    pc.margin = pc.cell / 2 + ((pc.flags & GOR_SVG_COORDINATES) ? pc.cell : 0);
    pc.pw = 2 * pc.margin + (pc.w - 1) * pc.cell;
    pc.ph = 2 * pc.margin + (pc.h - 1) * pc.cell;
    pc.radius = pc.cell * 47 / 100;

    draw_grid(&pc);
    if (pc.flags & GOR_SVG_COORDINATES)
        draw_coordinates(&pc);
    draw_stones(&pc);
    if (pc.own)
        draw_territory(&pc);
    if (pc.flags & GOR_SVG_LAST_MOVE)
        draw_last_move(&pc);
    draw_markup(&pc);
    puts_(&pc.o, "</svg>\n");
    free(board);
    return finish(&pc.o, buf, size);
}
