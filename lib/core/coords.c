/* SPDX-License-Identifier: MIT */
/*
 * coords.c - points, GTP vertices, SGF coordinates and star points.
 */
#include <stdio.h>
#include <string.h>

#include "gorules.h"

/* GTP column letters: A..Z without I. */
static const char gtp_letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

static int size_ok(int width, int height)
{
    return width >= 1 && width <= GOR_MAX_SIZE && height >= 1 &&
           height <= GOR_MAX_SIZE;
}

gor_point gor_point_at(int width, int height, int x, int y)
{
    if (!size_ok(width, height) || x < 0 || y < 0 || x >= width || y >= height)
        return GOR_NO_POINT;
    return y * width + x;
}

int gor_point_xy(int width, int height, gor_point p, int *x, int *y)
{
    if (!size_ok(width, height))
        return GOR_ESIZE;
    if (p < 0 || p >= width * height)
        return GOR_EOFFBOARD;
    if (x)
        *x = p % width;
    if (y)
        *y = p / width;
    return GOR_OK;
}

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

int gor_point_from_gtp(int width, int height, const char *text,
                       gor_point *out)
{
    if (!text || !out)
        return GOR_EINVAL;
    if (!size_ok(width, height))
        return GOR_ESIZE;
    if (lower(text[0]) == 'p' && lower(text[1]) == 'a' &&
        lower(text[2]) == 's' && lower(text[3]) == 's' && !text[4]) {
        *out = GOR_PASS;
        return GOR_OK;
    }
    int letter = lower(text[0]);
    if (letter < 'a' || letter > 'z' || letter == 'i')
        return GOR_EPARSE;
    int x = (int)(strchr(gtp_letters, letter - ('a' - 'A')) - gtp_letters);
    /* Row: 1 to 2 digits without a leading zero. */
    const char *d = text + 1;
    if (d[0] < '1' || d[0] > '9')
        return GOR_EPARSE;
    int row = d[0] - '0';
    if (d[1]) {
        if (d[1] < '0' || d[1] > '9' || d[2])
            return GOR_EPARSE;
        row = row * 10 + (d[1] - '0');
    }
    if (x >= width || row > height)
        return GOR_EOFFBOARD;
    *out = (height - row) * width + x;
    return GOR_OK;
}

int gor_point_to_gtp(int width, int height, gor_point p, char *buf,
                     size_t size)
{
    if (!buf && size)
        return GOR_EINVAL;
    if (!size_ok(width, height))
        return GOR_ESIZE;
    if (p == GOR_PASS)
        return snprintf(buf, size, "pass");
    if (p < 0 || p >= width * height || p % width >= 25)
        return GOR_EOFFBOARD;
    return snprintf(buf, size, "%c%d", gtp_letters[p % width],
                    height - p / width);
}

/* SGF letter value: a..z = 0..25, A..Z = 26..51, else -1. */
static int sgf_value(int c)
{
    if (c >= 'a' && c <= 'z')
        return c - 'a';
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 26;
    return -1;
}

static char sgf_letter(int v)
{
    return (char)(v < 26 ? 'a' + v : 'A' + v - 26);
}

int gor_point_from_sgf(int width, int height, const char *text,
                       gor_point *out)
{
    if (!text || !out)
        return GOR_EINVAL;
    if (!size_ok(width, height))
        return GOR_ESIZE;
    if (!text[0]) {
        *out = GOR_PASS;
        return GOR_OK;
    }
    int x = sgf_value((unsigned char)text[0]);
    int y = x < 0 ? -1 : sgf_value((unsigned char)text[1]);
    if (x < 0 || y < 0 || text[2])
        return GOR_EPARSE;
    if (x == 19 && y == 19 && width <= 19 && height <= 19) {
        *out = GOR_PASS;  /* "tt", the FF[3] pass */
        return GOR_OK;
    }
    if (x >= width || y >= height)
        return GOR_EOFFBOARD;
    *out = y * width + x;
    return GOR_OK;
}

int gor_point_to_sgf(int width, int height, gor_point p, char *buf,
                     size_t size)
{
    if (!buf && size)
        return GOR_EINVAL;
    if (!size_ok(width, height))
        return GOR_ESIZE;
    if (p == GOR_PASS)
        return snprintf(buf, size, "%s", "");
    if (p < 0 || p >= width * height)
        return GOR_EOFFBOARD;
    return snprintf(buf, size, "%c%c", sgf_letter(p % width),
                    sgf_letter(p / width));
}

/* Star lines of one side: the two corner lines, or none below 7. */
static int star_edge(int n)
{
    return n < 7 ? -1 : n >= 13 ? 3 : 2;
}

int gor_star_points(int width, int height, gor_point *out, size_t cap)
{
    if (!out && cap)
        return GOR_EINVAL;
    if (!size_ok(width, height))
        return GOR_ESIZE;
    int dx = star_edge(width), dy = star_edge(height);
    if (dx < 0 || dy < 0)
        return 0;
    /* Candidate lines per axis: edge, middle (if it is a star line), edge. */
    int xs[3] = {dx, width / 2, width - 1 - dx};
    int ys[3] = {dy, height / 2, height - 1 - dy};
    int n = 0;
    for (int j = 0; j < 3; j++) {
        for (int i = 0; i < 3; i++) {
            int mid_x = i == 1, mid_y = j == 1;
            if ((mid_x && !(width % 2)) || (mid_y && !(height % 2)))
                continue;
            /* The centre needs both sides odd; side points need 15+. */
            if (mid_x && !mid_y && width < 15)
                continue;
            if (mid_y && !mid_x && height < 15)
                continue;
            if ((size_t)n < cap)
                out[n] = ys[j] * width + xs[i];
            n++;
        }
    }
    return n;
}
