/* SPDX-License-Identifier: MIT */
/*
 * tool_util.c - small helpers of the gorules tool: messages, JSON strings,
 * vertices, rules labels, numbers.
 */
#include "tool.h"
#include "core/numtext.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void usage_error(const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "gorules: ");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry 'gorules --help'.\n");
}

int report_failure(int json, const char *path, int line, int column,
                   const char *fmt, ...)
{
    char msg[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (json) {
        printf("{\"file\": ");
        json_string(stdout, path);
        printf(", \"error\": ");
        json_string(stdout, msg);
        printf(", \"line\": %d, \"column\": %d}\n", line, column);
    } else if (line) {
        fprintf(stderr, "%s:%d:%d: error: %s\n", path, line, column, msg);
    } else {
        fprintf(stderr, "%s: error: %s\n", path, msg);
    }
    return EXIT_PROBLEMS;
}

void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        switch (c) {
        case '"':
            fputs("\\\"", f);
            break;
        case '\\':
            fputs("\\\\", f);
            break;
        case '\n':
            fputs("\\n", f);
            break;
        case '\r':
            fputs("\\r", f);
            break;
        case '\t':
            fputs("\\t", f);
            break;
        default:
            if (c < 0x20)
                fprintf(f, "\\u%04x", c);
            else
                fputc(c, f);
        }
    }
    fputc('"', f);
}

const char *severity_name(gor_sgf_severity s)
{
    return s == GOR_SGF_ERROR ? "error" : s == GOR_SGF_NOTE ? "note" : "info";
}

char column_label(int width, int x)
{
    static const char gtp[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    if (width <= 25)
        return gtp[x];
    return (char)(x < 26 ? 'a' + x : 'A' + x - 26);
}

int print_column_labels(int width, int height)
{
    int lw = height >= 10 ? 2 : 1;
    printf("%*s ", lw, "");
    for (int x = 0; x < width; x++)
        printf(" %c", column_label(width, x));
    printf("\n");
    return lw;
}

void vertex_text(int w, int h, gor_point p, char buf[16])
{
    if (p == GOR_PASS) {
        snprintf(buf, 16, "pass");
        return;
    }
    int x = p % w, y = p / w;
    snprintf(buf, 16, "%c%d", column_label(w, x), h - y);
}

int vertex_parse(int w, int h, const char *text, gor_point *out)
{
    if (w <= 25)
        return gor_point_from_gtp(w, h, text, out);
    /* Wider boards: the labels column_label() prints (a-z, A-Z). */
    char c = text[0];
    int x = c >= 'a' && c <= 'z'   ? c - 'a'
            : c >= 'A' && c <= 'Z' ? c - 'A' + 26
                                   : -1;
    char *end;
    long row = x >= 0 ? strtol(text + 1, &end, 10) : 0;
    if (x < 0 || end == text + 1 || *end)
        return GOR_EPARSE;
    if (x >= w || row < 1 || row > h)
        return GOR_EOFFBOARD;
    *out = gor_point_at(w, h, x, h - (int)row);
    return GOR_OK;
}

void rules_label(const gor_rules *rules, char *buf, size_t size)
{
    static const char *const presets[] = {
        "chinese", "japanese",     "korean", "aga",
        "new-zealand", "tromp-taylor", "ing", "prediction", "stone-scoring"};
    for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++) {
        gor_rules *r;
        if (gor_rules_new(&r, presets[i]) != GOR_OK)
            continue;
        gor_rules_set_komi(r, gor_rules_komi(rules));
        int same = gor_rules_equal(r, rules);
        gor_rules_free(r);
        if (same) {
            snprintf(buf, size, "%s", presets[i]);
            return;
        }
    }
    if (gor_rules_to_string(rules, buf, size) < 0 && size)
        buf[0] = 0;
}

void number_text(double v, char *buf, size_t size)
{
    numtext_format(v, 4, buf, size);
}

void print_number(double v)
{
    char buf[400];
    numtext_format(v, 4, buf, sizeof buf);
    fputs(buf, stdout);
}

int last_move(const gor_game *g, gor_color *c, gor_point *p)
{
    for (size_t i = gor_game_history_length(g); i > 0; i--) {
        gor_move_info mi;
        if (gor_game_move(g, i, &mi) != GOR_OK)
            break;
        if (mi.kind == GOR_MOVE_PLAY || mi.kind == GOR_MOVE_PASS) {
            *c = mi.color;
            *p = mi.kind == GOR_MOVE_PASS ? GOR_PASS : mi.point;
            return 1;
        }
    }
    return 0;
}

int parse_long_arg(const char *s, long *out)
{
    char *end;
    long n = strtol(s, &end, 10);
    if (end == s || *end)
        return -1;
    *out = n;
    return 0;
}
