/* SPDX-License-Identifier: MIT */
/*
 * testutil.c - see testutil.h.
 */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

gor_game *tu_new(int width, int height, const char *rules)
{
    gor_rules *r = NULL;
    gor_game *g = NULL;
    assert_int_equal(gor_rules_new(&r, rules), GOR_OK);
    assert_int_equal(gor_game_new(&g, width, height, r), GOR_OK);
    gor_rules_free(r);
    return g;
}

void tu_set_rules(gor_game *g, const char *rules)
{
    gor_rules *r = NULL;
    assert_int_equal(gor_rules_new(&r, rules), GOR_OK);
    assert_int_equal(gor_game_set_rules(g, r), GOR_OK);
    gor_rules_free(r);
}

static int diagram_color(char ch)
{
    if (ch == 'x' || ch == 'X' || ch == '#')
        return GOR_BLACK;
    if (ch == 'o' || ch == 'O')
        return GOR_WHITE;
    return GOR_EMPTY;
}

gor_game *tu_diagram(int width, int height, const char *rules,
                     const char *const *rows)
{
    gor_game *g = tu_new(width, height, rules);
    gor_point *pts = malloc((size_t)(width * height) * sizeof *pts);
    assert_non_null(pts);
    for (int c = GOR_BLACK; c <= GOR_WHITE; c++) {
        size_t n = 0;
        for (int y = 0; y < height; y++) {
            assert_int_equal((int)strlen(rows[y]), width);
            for (int x = 0; x < width; x++)
                if (diagram_color(rows[y][x]) == c)
                    pts[n++] = y * width + x;
        }
        if (n)
            assert_int_equal(gor_game_setup(g, (gor_color)c, pts, n),
                             GOR_OK);
    }
    free(pts);
    return g;
}

gor_point tu_p(const gor_game *g, const char *vertex)
{
    gor_point p = GOR_NO_POINT;
    int st = gor_point_from_gtp(gor_game_width(g), gor_game_height(g),
                                vertex, &p);
    if (st != GOR_OK)
        print_error("vertex \"%s\": %s\n", vertex, gor_status_name(st));
    assert_int_equal(st, GOR_OK);
    return p;
}

gor_point tu_xy(const gor_game *g, int x, int y)
{
    gor_point p = gor_point_at(gor_game_width(g), gor_game_height(g), x, y);
    assert_true(p >= 0);
    return p;
}

int tu_play(gor_game *g, gor_color c, const char *vertex)
{
    return gor_game_play(g, c, tu_p(g, vertex));
}

void tu_play_all(gor_game *g, const char *const *moves, size_t n)
{
    for (size_t k = 0; k < n; k++) {
        const char *m = moves[k];
        assert_true(m[0] == 'B' || m[0] == 'W');
        assert_true(m[1] == ' ');
        int st = tu_play(g, m[0] == 'B' ? GOR_BLACK : GOR_WHITE, m + 2);
        if (st != GOR_OK)
            print_error("move %zu \"%s\": %s (%s)\n", k + 1, m,
                        gor_status_name(st), gor_game_last_error(g));
        assert_int_equal(st, GOR_OK);
    }
}

void tu_board_text(const gor_game *g, char *buf, size_t size)
{
    int w = gor_game_width(g), h = gor_game_height(g);
    size_t n = 0;
    assert_true(size >= (size_t)((w + 1) * h + 1));
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            gor_color c = gor_game_at(g, y * w + x);
            buf[n++] = c == GOR_BLACK ? 'x' : c == GOR_WHITE ? 'o' : '.';
        }
        buf[n++] = '\n';
    }
    buf[n] = 0;
}

void tu_assert_board(const gor_game *g, const char *const *rows)
{
    int w = gor_game_width(g), h = gor_game_height(g);
    size_t size = (size_t)((w + 1) * h + 1);
    char *want = malloc(size), *got = malloc(size);
    assert_non_null(want);
    assert_non_null(got);
    size_t n = 0;
    for (int y = 0; y < h; y++) {
        assert_int_equal((int)strlen(rows[y]), w);
        for (int x = 0; x < w; x++) {
            int c = diagram_color(rows[y][x]);
            want[n++] = c == GOR_BLACK ? 'x' : c == GOR_WHITE ? 'o' : '.';
        }
        want[n++] = '\n';
    }
    want[n] = 0;
    tu_board_text(g, got, size);
    if (strcmp(want, got) != 0)
        print_error("board:\n%swanted:\n%s", got, want);
    int same = strcmp(want, got) == 0;
    free(want);
    free(got);
    assert_true(same);
}

void tu_removed_text(const gor_game *g, char *buf, size_t size)
{
    gor_point pts[64];
    int w = gor_game_width(g), h = gor_game_height(g);
    int n = gor_game_last_removed(g, pts, 64);
    size_t used = 0;
    assert_true(n >= 0 && n <= 64);
    buf[0] = 0;
    for (int k = 0; k < n; k++) {
        char v[8];
        assert_true(gor_point_to_gtp(w, h, pts[k], v, sizeof v) > 0);
        int m = snprintf(buf + used, size - used, "%s%s", k ? " " : "", v);
        assert_true(m > 0 && (size_t)m < size - used);
        used += (size_t)m;
    }
}

/* Left top: Black takes a white stone at 11, White retakes at 10. Right
 * top: White takes a black stone at 16, Black retakes at 15. Left bottom:
 * Black takes at 47, White retakes at 46. */
const char *const tu_triple_ko[7] = {
    ".xo...ox.",
    "xo.o.ox.x",
    ".xo...ox.",
    ".........",
    ".xo......",
    "xo.o.....",
    ".xo......",
};
const gor_point tu_triple_ko_cycle[6] = {11, 16, 47, 10, 15, 46};

/* ---- snapshots ------------------------------------------------------- */

void tu_snap_take(tu_snap *s, const gor_game *g)
{
    memset(s, 0, sizeof *s);
    s->width = gor_game_width(g);
    s->height = gor_game_height(g);
    size_t n = (size_t)(s->width * s->height);
    s->board = malloc(n);
    s->libs = malloc(n * sizeof *s->libs);
    s->legal_b = malloc(n * sizeof *s->legal_b);
    s->legal_w = malloc(n * sizeof *s->legal_w);
    s->removed = malloc(n * sizeof *s->removed);
    assert_true(s->board && s->libs && s->legal_b && s->legal_w &&
                s->removed);
    gor_game_board(g, s->board, n);
    for (size_t p = 0; p < n; p++) {
        s->libs[p] = gor_game_liberty_count(g, (gor_point)p);
        s->legal_b[p] = gor_game_legal(g, GOR_BLACK, (gor_point)p);
        s->legal_w[p] = gor_game_legal(g, GOR_WHITE, (gor_point)p);
    }
    s->hash = gor_game_hash(g);
    s->situation = gor_game_situation_hash(g);
    s->stones_b = gor_game_stone_count(g, GOR_BLACK);
    s->stones_w = gor_game_stone_count(g, GOR_WHITE);
    s->caps_b = gor_game_captures(g, GOR_BLACK);
    s->caps_w = gor_game_captures(g, GOR_WHITE);
    s->to_move = gor_game_to_move(g);
    s->winner = gor_game_winner(g);
    s->ko = gor_game_ko_point(g);
    s->end = gor_game_end_reason(g);
    s->passes = gor_game_consecutive_passes(g);
    s->history = gor_game_history_length(g);
    s->redo = gor_game_redo_length(g);
    s->move_number = gor_game_move_number(g);
    size_t total = s->history + s->redo;
    s->moves = calloc(total + 1, sizeof *s->moves);
    assert_non_null(s->moves);
    for (size_t k = 1; k <= total; k++)
        assert_int_equal(gor_game_move(g, k, &s->moves[k - 1]), GOR_OK);
    s->nremoved = gor_game_last_removed(g, s->removed, n);
    int len = gor_rules_to_string(gor_game_rules(g), s->rules,
                                  sizeof s->rules);
    assert_true(len > 0 && (size_t)len < sizeof s->rules);
}

void tu_snap_free(tu_snap *s)
{
    free(s->board);
    free(s->libs);
    free(s->legal_b);
    free(s->legal_w);
    free(s->removed);
    free(s->moves);
    memset(s, 0, sizeof *s);
}

#define SNAP_INT(field)                                                   \
    if ((long long)a->field != (long long)b->field) {                     \
        print_error("snapshot differs: %s %lld != %lld\n", #field,        \
                    (long long)a->field, (long long)b->field);            \
        return 0;                                                         \
    }

static int snap_compare(const tu_snap *a, const tu_snap *b, int with_redo);

int tu_snap_equal(const tu_snap *a, const tu_snap *b)
{
    return snap_compare(a, b, 1);
}

int tu_snap_same_position(const tu_snap *a, const tu_snap *b)
{
    return snap_compare(a, b, 0);
}

static int snap_compare(const tu_snap *a, const tu_snap *b, int with_redo)
{
    SNAP_INT(width)
    SNAP_INT(height)
    if (a->hash != b->hash || a->situation != b->situation) {
        print_error("snapshot differs: hash\n");
        return 0;
    }
    SNAP_INT(stones_b)
    SNAP_INT(stones_w)
    SNAP_INT(caps_b)
    SNAP_INT(caps_w)
    SNAP_INT(to_move)
    SNAP_INT(winner)
    SNAP_INT(ko)
    SNAP_INT(end)
    SNAP_INT(passes)
    SNAP_INT(history)
    if (with_redo)
        SNAP_INT(redo)
    SNAP_INT(move_number)
    SNAP_INT(nremoved)
    size_t n = (size_t)(a->width * a->height);
    for (size_t p = 0; p < n; p++) {
        SNAP_INT(board[p])
        SNAP_INT(libs[p])
        SNAP_INT(legal_b[p])
        SNAP_INT(legal_w[p])
    }
    for (int k = 0; k < a->nremoved && (size_t)k < n; k++)
        SNAP_INT(removed[k])
    for (size_t k = 0; k < a->history + (with_redo ? a->redo : 0); k++) {
        SNAP_INT(moves[k].kind)
        SNAP_INT(moves[k].color)
        SNAP_INT(moves[k].point)
        SNAP_INT(moves[k].removed)
        SNAP_INT(moves[k].flags)
        SNAP_INT(moves[k].repeats)
    }
    if (strcmp(a->rules, b->rules) != 0) {
        print_error("snapshot differs: rules %s != %s\n", a->rules, b->rules);
        return 0;
    }
    return 1;
}

void tu_assert_same_game(const gor_game *a, const gor_game *b)
{
    tu_snap sa, sb;
    tu_snap_take(&sa, a);
    tu_snap_take(&sb, b);
    int same = tu_snap_equal(&sa, &sb);
    tu_snap_free(&sa);
    tu_snap_free(&sb);
    assert_true(same);
}

/* ---- the shared corpus ----------------------------------------------- */

static int corpus_missing;

const char *tu_corpus_dir(void)
{
    const char *dir = getenv("GORULES_CORPUS");
    struct stat st;
    if (!dir || !*dir)
        dir = GORULES_CORPUS_DEFAULT;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
        return NULL;
    return dir;
}

js_value *tu_corpus_json(const char *rel)
{
    const char *dir = tu_corpus_dir();
    if (!dir) {
        const char *env = getenv("GORULES_CORPUS");
        corpus_missing = 1;
        print_message("SKIP: the test corpus is not at %s; set "
                      "GORULES_CORPUS to its folder to run the "
                      "data-driven tests\n",
                      env && *env ? env : GORULES_CORPUS_DEFAULT);
        skip();
        return NULL;
    }
    char path[4096];
    int n = snprintf(path, sizeof path, "%s/%s", dir, rel);
    assert_true(n > 0 && (size_t)n < sizeof path);
    FILE *f = fopen(path, "rb");
    if (!f)
        print_error("cannot open %s (the corpus folder exists)\n", path);
    assert_non_null(f);
    size_t cap = 1 << 16, len = 0;
    char *text = malloc(cap);
    assert_non_null(text);
    for (;;) {
        len += fread(text + len, 1, cap - len, f);
        if (len < cap)
            break;
        cap *= 2;
        text = realloc(text, cap);
        assert_non_null(text);
    }
    fclose(f);
    char err[160] = "";
    js_value *v = js_parse(text, len, err, sizeof err);
    free(text);
    if (!v)
        print_error("%s: %s\n", path, err);
    assert_non_null(v);
    return v;
}

int tu_corpus_exit(int failed)
{
    if (failed)
        return failed;
    return corpus_missing ? 77 : 0;
}
