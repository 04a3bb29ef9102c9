/* SPDX-License-Identifier: MIT */
/* scoretest.c - helpers for the scoring tests (see scoretest.h). */
#include "scoretest.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#ifndef GORULES_CORPUS_DEFAULT
#define GORULES_CORPUS_DEFAULT "../shared/corpus"
#endif

const char *st_corpus(void)
{
    static char path[1024];
    struct stat sb;
    const char *env = getenv("GORULES_CORPUS");
    snprintf(path, sizeof path, "%s",
             env && *env ? env : GORULES_CORPUS_DEFAULT);
    if (stat(path, &sb) != 0 || !S_ISDIR(sb.st_mode))
        return NULL;
    return path;
}

char *st_corpus_path(char *buf, size_t size, const char *rel)
{
    const char *c = st_corpus();
    snprintf(buf, size, "%s/%s", c ? c : ".", rel);
    return buf;
}

char *st_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    size_t n = 0, cap = 0;
    if (!f)
        return NULL;
    for (;;) {
        if (n + 4096 + 1 > cap) {
            size_t nc = cap ? cap * 2 : 65536;
            char *nb = realloc(buf, nc);
            if (!nb) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = nb;
            cap = nc;
        }
        size_t k = fread(buf + n, 1, 4096, f);
        n += k;
        if (k < 4096)
            break;
    }
    fclose(f);
    buf[n] = '\0';
    if (len)
        *len = n;
    return buf;
}

gor_game *st_diagram(const char *rules, const char *const *rows, int nrows)
{
    gor_rules *r = NULL;
    gor_game *g = NULL;
    int w = (int)strlen(rows[0]), h = nrows;
    assert_int_equal(gor_rules_new(&r, rules), GOR_OK);
    assert_int_equal(gor_game_new(&g, w, h, r), GOR_OK);
    gor_rules_free(r);
    gor_point *pts = malloc(sizeof(gor_point) * (size_t)(w * h));
    assert_non_null(pts);
    for (int pass = 0; pass < 2; pass++) {
        size_t n = 0;
        for (int y = 0; y < h; y++) {
            assert_int_equal((int)strlen(rows[y]), w);
            for (int x = 0; x < w; x++) {
                char ch = rows[y][x];
                int black = ch == 'x' || ch == 'X';
                int white = ch == 'o' || ch == 'O';
                if ((pass == 0 && black) || (pass == 1 && white))
                    pts[n++] = gor_point_at(w, h, x, y);
            }
        }
        if (n)
            assert_int_equal(
                gor_game_setup(g, pass ? GOR_WHITE : GOR_BLACK, pts, n),
                GOR_OK);
    }
    free(pts);
    return g;
}

gor_point st_p(const gor_game *g, const char *vertex)
{
    gor_point p = GOR_NO_POINT;
    assert_int_equal(gor_point_from_gtp(gor_game_width(g),
                                        gor_game_height(g), vertex, &p),
                     GOR_OK);
    return p;
}

void st_play(gor_game *g, const char *const *moves, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const char *m = moves[i];
        gor_color c = (m[0] == 'B' || m[0] == 'b') ? GOR_BLACK : GOR_WHITE;
        gor_point p = st_p(g, m + 2);
        int st = gor_game_play(g, c, p);
        if (st != GOR_OK)
            fail_msg("move %s: %s", m, gor_strerror(st));
    }
}

void st_set_komi(gor_game *g, double komi)
{
    gor_rules *r = NULL;
    assert_int_equal(gor_rules_copy(&r, gor_game_rules(g)), GOR_OK);
    assert_int_equal(gor_rules_set_komi(r, komi), GOR_OK);
    assert_int_equal(gor_game_set_rules(g, r), GOR_OK);
    gor_rules_free(r);
}

void st_set_rules(gor_game *g, const char *text)
{
    gor_rules *r = NULL;
    assert_int_equal(gor_rules_new(&r, text), GOR_OK);
    assert_int_equal(gor_game_set_rules(g, r), GOR_OK);
    gor_rules_free(r);
}

void st_map_text(const unsigned char *map, int w, int h, const char *chars,
                 char *buf, size_t size)
{
    size_t k = 0, nc = strlen(chars);
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            unsigned v = map[y * w + x];
            if (k + 1 < size)
                buf[k++] = v < nc ? chars[v] : '?';
        }
        if (y < h - 1 && k + 1 < size)
            buf[k++] = '\n';
    }
    if (size)
        buf[k < size ? k : size - 1] = '\0';
}

/* ------------------------------------------------------------------ */
/* SGF                                                                 */

typedef struct sgf_prop {
    char id[8];
    char **vals;
    int nvals;
} sgf_prop;

typedef struct sgf_node {
    sgf_prop *props;
    int nprops;
} sgf_node;

typedef struct sgf_reader {
    const char *s;
    sgf_node *nodes;
    int nnodes, cap;
} sgf_reader;

static void skip_ws(sgf_reader *r)
{
    while (*r->s && isspace((unsigned char)*r->s))
        r->s++;
}

static char *read_value(sgf_reader *r)
{
    /* at '[' */
    const char *p = r->s + 1;
    size_t cap = 64, n = 0;
    char *v = malloc(cap);
    while (*p && *p != ']') {
        if (*p == '\\' && p[1])
            p++;
        if (n + 2 > cap) {
            cap *= 2;
            v = realloc(v, cap);
        }
        v[n++] = *p++;
    }
    v[n] = '\0';
    r->s = *p ? p + 1 : p;
    return v;
}

static int parse_node(sgf_reader *r, sgf_node *node)
{
    node->props = NULL;
    node->nprops = 0;
    r->s++; /* ';' */
    for (;;) {
        skip_ws(r);
        if (!isalpha((unsigned char)*r->s))
            return 0;
        sgf_prop prop;
        int k = 0;
        memset(&prop, 0, sizeof prop);
        while (isalpha((unsigned char)*r->s)) {
            if (isupper((unsigned char)*r->s) && k < 7)
                prop.id[k++] = *r->s;
            r->s++;
        }
        skip_ws(r);
        while (*r->s == '[') {
            prop.vals = realloc(prop.vals, sizeof(char *) *
                                               (size_t)(prop.nvals + 1));
            prop.vals[prop.nvals++] = read_value(r);
            skip_ws(r);
        }
        node->props = realloc(node->props,
                              sizeof(sgf_prop) * (size_t)(node->nprops + 1));
        node->props[node->nprops++] = prop;
    }
}

static void free_node(sgf_node *n)
{
    for (int i = 0; i < n->nprops; i++) {
        for (int j = 0; j < n->props[i].nvals; j++)
            free(n->props[i].vals[j]);
        free(n->props[i].vals);
    }
    free(n->props);
}

static void push_node(sgf_reader *r, sgf_node n)
{
    if (r->nnodes == r->cap) {
        r->cap = r->cap ? r->cap * 2 : 256;
        r->nodes = realloc(r->nodes, sizeof(sgf_node) * (size_t)r->cap);
    }
    r->nodes[r->nnodes++] = n;
}

/* Skip a bracketed tree without keeping it. */
static void skip_tree(sgf_reader *r)
{
    int depth = 0;
    while (*r->s) {
        if (*r->s == '[') {
            free(read_value(r));
            continue;
        }
        if (*r->s == '(')
            depth++;
        else if (*r->s == ')') {
            depth--;
            if (depth == 0) {
                r->s++;
                return;
            }
        }
        r->s++;
    }
}

/* Main line of the tree at '(' into r->nodes. */
static int parse_tree(sgf_reader *r)
{
    int first = 1;
    r->s++; /* '(' */
    for (;;) {
        skip_ws(r);
        if (*r->s == ';') {
            sgf_node n;
            parse_node(r, &n);
            push_node(r, n);
        } else if (*r->s == '(') {
            if (first) {
                first = 0;
                if (parse_tree(r))
                    return -1;
            } else {
                skip_tree(r);
            }
        } else if (*r->s == ')') {
            r->s++;
            return 0;
        } else {
            return -1;
        }
    }
}

static const sgf_prop *find_prop(const sgf_node *n, const char *id)
{
    for (int i = 0; i < n->nprops; i++)
        if (strcmp(n->props[i].id, id) == 0)
            return &n->props[i];
    return NULL;
}

static void setup_list(gor_game *g, gor_color c, const sgf_prop *p)
{
    int w = gor_game_width(g), h = gor_game_height(g);
    gor_point *pts = malloc(sizeof(gor_point) * (size_t)(w * h));
    size_t n = 0;
    for (int i = 0; i < p->nvals; i++) {
        const char *v = p->vals[i];
        const char *colon = strchr(v, ':');
        gor_point a, b;
        if (colon) {
            char left[8] = {0};
            size_t l = (size_t)(colon - v);
            if (l >= sizeof left)
                continue;
            memcpy(left, v, l);
            if (gor_point_from_sgf(w, h, left, &a) ||
                gor_point_from_sgf(w, h, colon + 1, &b) || a < 0 || b < 0)
                continue;
            int x1 = a % w, y1 = a / w, x2 = b % w, y2 = b / w;
            for (int y = y1 < y2 ? y1 : y2; y <= (y1 < y2 ? y2 : y1); y++)
                for (int x = x1 < x2 ? x1 : x2; x <= (x1 < x2 ? x2 : x1);
                     x++)
                    pts[n++] = y * w + x;
        } else if (gor_point_from_sgf(w, h, v, &a) == GOR_OK && a >= 0) {
            pts[n++] = a;
        }
    }
    if (n)
        gor_game_setup(g, c, pts, n);
    free(pts);
}

gor_game *st_sgf_load_text(const char *text, const char *rules, int use_ru,
                           int before, st_sgf *info)
{
    sgf_reader r;
    st_sgf inf;
    gor_game *g = NULL;
    gor_rules *ru = NULL;
    memset(&r, 0, sizeof r);
    memset(&inf, 0, sizeof inf);
    r.s = text;
    while (*r.s && *r.s != '(')
        r.s++;
    if (!*r.s || parse_tree(&r) || r.nnodes == 0)
        goto out;
    inf.width = inf.height = 19;
    {
        const sgf_node *root = &r.nodes[0];
        const sgf_prop *p;
        if ((p = find_prop(root, "SZ")) && p->nvals) {
            int a = 0, b = 0;
            int k = sscanf(p->vals[0], "%d:%d", &a, &b);
            inf.width = a;
            inf.height = k == 2 ? b : a;
        }
        if ((p = find_prop(root, "KM")) && p->nvals) {
            inf.komi = atof(p->vals[0]);
            inf.has_komi = 1;
        }
        if ((p = find_prop(root, "HA")) && p->nvals)
            inf.handicap = atoi(p->vals[0]);
        if ((p = find_prop(root, "RE")) && p->nvals)
            snprintf(inf.re, sizeof inf.re, "%s", p->vals[0]);
        if ((p = find_prop(root, "RU")) && p->nvals)
            snprintf(inf.ru, sizeof inf.ru, "%s", p->vals[0]);
    }
    if (gor_rules_new(&ru, rules ? rules : (use_ru && inf.ru[0]) ? inf.ru
                                                                  : NULL))
        goto out;
    if (inf.has_komi && gor_rules_set_komi(ru, inf.komi)) {
        gor_rules_free(ru);
        ru = NULL;
        goto out;
    }
    if (gor_game_new(&g, inf.width, inf.height, ru))
        goto out;
    {
        int moveno = 0;
        for (int i = 0; i < r.nnodes; i++) {
            const sgf_node *n = &r.nodes[i];
            const sgf_prop *p;
            if ((p = find_prop(n, "AB")))
                setup_list(g, GOR_BLACK, p);
            if ((p = find_prop(n, "AW")))
                setup_list(g, GOR_WHITE, p);
            if ((p = find_prop(n, "AE")))
                setup_list(g, GOR_EMPTY, p);
            if ((p = find_prop(n, "PL")) && p->nvals)
                gor_game_set_to_move(g, (p->vals[0][0] == 'W' ||
                                         p->vals[0][0] == 'w')
                                            ? GOR_WHITE
                                            : GOR_BLACK);
            for (int k = 0; k < 2; k++) {
                p = find_prop(n, k ? "W" : "B");
                if (!p || !p->nvals)
                    continue;
                moveno++;
                if (before > 0 && moveno >= before)
                    goto done;
                gor_point pt = GOR_PASS;
                if (gor_point_from_sgf(gor_game_width(g), gor_game_height(g),
                                       p->vals[0], &pt))
                    pt = GOR_PASS;
                gor_game_play_ex(g, k ? GOR_WHITE : GOR_BLACK, pt,
                                 GOR_PLAY_TOLERANT);
            }
        }
    }
done:
    if (inf.handicap > 0)
        gor_game_set_handicap(g, inf.handicap);
out:
    gor_rules_free(ru);
    for (int i = 0; i < r.nnodes; i++)
        free_node(&r.nodes[i]);
    free(r.nodes);
    if (info)
        *info = inf;
    return g;
}

gor_game *st_sgf_load(const char *path, const char *rules, int use_ru,
                      int before, st_sgf *info)
{
    char *text = st_read_file(path, NULL);
    gor_game *g;
    if (!text)
        return NULL;
    g = st_sgf_load_text(text, rules, use_ru, before, info);
    free(text);
    return g;
}

int st_finish(int failures, int needs_corpus)
{
    if (failures)
        return 1;
    if (needs_corpus && !st_corpus()) {
        const char *env = getenv("GORULES_CORPUS");
        printf("SKIP: the test corpus is not at %s (set GORULES_CORPUS to "
               "its folder)\n", env && *env ? env : GORULES_CORPUS_DEFAULT);
        return 77;
    }
    return 0;
}
