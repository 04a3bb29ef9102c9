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

int gor_game_svg(const gor_game *game, const gor_svg_options *opts,
                 char *buf, size_t size)
{
    static const gor_svg_options defaults = GOR_SVG_OPTIONS_INIT;
    if (!game || (!buf && size))
        return GOR_EINVAL;
    if (!opts)
        opts = &defaults;
    if (opts->version < 1 || opts->version > GOR_SVG_OPTIONS_VERSION)
        return GOR_EINVAL;
    unsigned flags = opts->flags;
    if (flags & ~(GOR_SVG_COORDINATES | GOR_SVG_LAST_MOVE | GOR_SVG_DEAD |
                  GOR_SVG_NO_STYLE))
        return GOR_EINVAL;
    int cell = opts->cell ? opts->cell : 24;
    if (cell < 8 || cell > 200)
        return GOR_EINVAL;
    int w = gor_game_width(game), h = gor_game_height(game);
    size_t area = (size_t)w * (size_t)h;
    const unsigned char *own = opts->ownership, *marks = opts->markup;
    const char *const *labels = opts->labels;
    if ((own && opts->ownership_size < area) ||
        (marks && opts->markup_size < area) ||
        (labels && opts->labels_count < area))
        return GOR_EBUFFER;
    if (marks)
        for (size_t i = 0; i < area; i++)
            if (marks[i] > GOR_SVG_MARK_CROSS)
                return GOR_ERANGE;

    unsigned char *board = malloc(area);
    if (!board)
        return GOR_ENOMEM;
    gor_game_board(game, board, area);

    int coords = (flags & GOR_SVG_COORDINATES) != 0;
    int margin = cell / 2 + (coords ? cell : 0);
    int pw = 2 * margin + (w - 1) * cell, ph = 2 * margin + (h - 1) * cell;
    int r = cell * 47 / 100;             /* stone radius */
    out o = {NULL, 0, 0, 0};

    putf(&o, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
             "class=\"gorules-board\" width=\"%d\" height=\"%d\" "
             "viewBox=\"0 0 %d %d\">\n", pw, ph, pw, ph);
    if (!(flags & GOR_SVG_NO_STYLE))
        putf(&o, "<rect class=\"board\" x=\"0\" y=\"0\" width=\"%d\" "
                 "height=\"%d\" fill=\"#dcb35c\"/>\n", pw, ph);

    /* Grid: one path, then the star points. */
    puts_(&o, "<path class=\"grid\" stroke=\"#000\" stroke-width=\"1\" "
            "fill=\"none\" d=\"");
    for (int x = 0; x < w; x++)
        putf(&o, "M%d %dV%d", margin + x * cell, margin,
             margin + (h - 1) * cell);
    for (int y = 0; y < h; y++)
        putf(&o, "M%d %dH%d", margin, margin + y * cell,
             margin + (w - 1) * cell);
    puts_(&o, "\"/>\n");
    gor_point stars[16];
    int nstars = gor_star_points(w, h, stars, 16);
    for (int k = 0; k < nstars && k < 16; k++) {
        int x = stars[k] % w, y = stars[k] / w;
        putf(&o, "<circle class=\"star\" cx=\"%d\" cy=\"%d\" r=\"%d\" "
                 "fill=\"#000\"/>\n", margin + x * cell, margin + y * cell,
             cell / 10 > 1 ? cell / 10 : 2);
    }

    if (coords) {
        int fs = cell * 45 / 100;
        putf(&o, "<g class=\"coordinates\" font-family=\"sans-serif\" "
                 "font-size=\"%d\" text-anchor=\"middle\" fill=\"#000\">\n",
             fs);
        int near = cell / 2 + fs / 3, far = ph - cell / 2 + fs / 3;
        for (int x = 0; x < w; x++) {
            char c = column_char(w, x);
            int cx = margin + x * cell;
            putf(&o, "<text x=\"%d\" y=\"%d\">%c</text>"
                     "<text x=\"%d\" y=\"%d\">%c</text>\n",
                 cx, near, c, cx, far, c);
        }
        for (int y = 0; y < h; y++) {
            int cy = margin + y * cell + fs / 3;
            putf(&o, "<text x=\"%d\" y=\"%d\">%d</text>"
                     "<text x=\"%d\" y=\"%d\">%d</text>\n",
                 cell / 2, cy, h - y, pw - cell / 2, cy, h - y);
        }
        puts_(&o, "</g>\n");
    }

    /* Stones. */
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            gor_point p = y * w + x;
            if (board[p] != GOR_BLACK && board[p] != GOR_WHITE)
                continue;
            int black = board[p] == GOR_BLACK;
            int dead = (own && (own[p] & GOR_MAP_DEAD)) ||
                       ((flags & GOR_SVG_DEAD) &&
                        gor_game_life_at(game, p) == GOR_LIFE_DEAD);
            char v[8];
            vertex_name(w, h, x, y, v);
            putf(&o, "<circle class=\"stone %s%s\" data-vertex=\"%s\" "
                     "cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" "
                     "stroke=\"#000\" stroke-width=\"1\"%s/>\n",
                 black ? "black" : "white", dead ? " dead" : "", v,
                 margin + x * cell, margin + y * cell, r,
                 black ? "#000" : "#fff", dead ? " opacity=\"0.45\"" : "");
            if (dead && !own) {
                int cx = margin + x * cell, cy = margin + y * cell,
                    d = cell / 4;
                putf(&o, "<path class=\"dead-mark\" stroke=\"#c00\" "
                         "stroke-width=\"2\" d=\"M%d %dL%d %dM%d %dL%d %d\"/>\n",
                     cx - d, cy - d, cx + d, cy + d, cx - d, cy + d, cx + d,
                     cy - d);
            }
        }

    /* Territory: owned empty points and dead stones. */
    if (own)
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                gor_point p = y * w + x;
                int owner = own[p] & GOR_MAP_OWNER_MASK;
                if (owner != GOR_BLACK && owner != GOR_WHITE)
                    continue;
                if (board[p] != GOR_EMPTY && !(own[p] & GOR_MAP_DEAD) &&
                    board[p] == owner)
                    continue;
                int s = cell / 3;
                putf(&o, "<rect class=\"territory %s\" x=\"%d\" y=\"%d\" "
                         "width=\"%d\" height=\"%d\" fill=\"%s\" "
                         "stroke=\"%s\" stroke-width=\"1\"/>\n",
                     owner == GOR_BLACK ? "black" : "white",
                     margin + x * cell - s / 2, margin + y * cell - s / 2, s,
                     s, owner == GOR_BLACK ? "#000" : "#fff",
                     owner == GOR_BLACK ? "#fff" : "#000");
            }

    /* Last move: a ring in the contrasting colour. */
    if (flags & GOR_SVG_LAST_MOVE) {
        size_t n = gor_game_history_length(game);
        gor_move_info m;
        if (n && gor_game_move(game, n, &m) == GOR_OK &&
            m.kind == GOR_MOVE_PLAY && board[m.point] != GOR_EMPTY) {
            int x = m.point % w, y = m.point / w;
            putf(&o, "<circle class=\"last-move\" cx=\"%d\" cy=\"%d\" "
                     "r=\"%d\" fill=\"none\" stroke=\"%s\" "
                     "stroke-width=\"2\"/>\n",
                 margin + x * cell, margin + y * cell, cell / 4,
                 board[m.point] == GOR_BLACK ? "#fff" : "#000");
        }
    }

    /* Markup and labels. */
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            gor_point p = y * w + x;
            int cx = margin + x * cell, cy = margin + y * cell, d = cell / 4;
            const char *ink = board[p] == GOR_BLACK ? "#fff" : "#000";
            /* a label on an empty point hides the grid under it */
            if (labels && labels[p] && labels[p][0] &&
                board[p] == GOR_EMPTY && !(flags & GOR_SVG_NO_STYLE))
                putf(&o, "<circle class=\"label-ground\" cx=\"%d\" "
                         "cy=\"%d\" r=\"%d\" fill=\"#dcb35c\"/>\n",
                     cx, cy, cell * 4 / 10);
            switch (marks ? marks[p] : GOR_SVG_MARK_NONE) {
            case GOR_SVG_MARK_CIRCLE:
                putf(&o, "<circle class=\"mark circle\" cx=\"%d\" cy=\"%d\" "
                         "r=\"%d\" fill=\"none\" stroke=\"%s\" "
                         "stroke-width=\"2\"/>\n", cx, cy, d, ink);
                break;
            case GOR_SVG_MARK_SQUARE:
                putf(&o, "<rect class=\"mark square\" x=\"%d\" y=\"%d\" "
                         "width=\"%d\" height=\"%d\" fill=\"none\" "
                         "stroke=\"%s\" stroke-width=\"2\"/>\n",
                     cx - d, cy - d, 2 * d, 2 * d, ink);
                break;
            case GOR_SVG_MARK_TRIANGLE:
                putf(&o, "<path class=\"mark triangle\" d=\"M%d %dL%d %dL%d "
                         "%dZ\" fill=\"none\" stroke=\"%s\" "
                         "stroke-width=\"2\"/>\n",
                     cx, cy - d, cx + d, cy + d * 3 / 4, cx - d,
                     cy + d * 3 / 4, ink);
                break;
            case GOR_SVG_MARK_CROSS:
                putf(&o, "<path class=\"mark cross\" d=\"M%d %dL%d %dM%d "
                         "%dL%d %d\" stroke=\"%s\" stroke-width=\"2\"/>\n",
                     cx - d, cy - d, cx + d, cy + d, cx - d, cy + d, cx + d,
                     cy - d, ink);
                break;
            default:
                break;
            }
            int labelled = labels && labels[p] && labels[p][0];
            if (labelled) {
                putf(&o, "<text class=\"mark label\" x=\"%d\" y=\"%d\" "
                         "font-family=\"sans-serif\" font-size=\"%d\" "
                         "text-anchor=\"middle\" fill=\"%s\">",
                     cx, cy + cell / 6, cell / 2, ink);
                put_escaped(&o, labels[p]);
                puts_(&o, "</text>\n");
            }
        }
    puts_(&o, "</svg>\n");
    free(board);

    if (o.failed) {
        free(o.s);
        return GOR_ENOMEM;
    }
    if (o.len > INT_MAX) {
        free(o.s);
        return GOR_ERANGE;
    }
    if (size) {
        size_t n = o.len < size ? o.len : size - 1;
        memcpy(buf, o.s, n);
        buf[n] = 0;
    }
    free(o.s);
    return (int)o.len;
}
