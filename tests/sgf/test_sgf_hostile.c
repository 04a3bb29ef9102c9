/* SPDX-License-Identifier: MIT */
/*
 * test_sgf_hostile.c - hostile SGF shapes: each is read, walked, replayed,
 * written and checked the way `gorules check` does it, at sizes where one
 * quadratic step (a walk to the end of a list, a rescan from the start of
 * the input, a lookup by index through a list) would cost at least a
 * hundred times a linear pass and run into the test's ctest TIMEOUT.
 * Inputs are generated here; every expected value is exact. ctest runs
 * each test on its own (the name as the argument) under a TIMEOUT.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "sgf_testutil.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

/* A growable string for generated inputs. */
typedef struct gen {
    char *p;
    size_t n, cap;
} gen;

static void gen_put(gen *g, const char *s, size_t n)
{
    if (g->n + n + 1 > g->cap) {
        size_t cap = g->cap ? g->cap : 1024;
        while (cap < g->n + n + 1)
            cap *= 2;
        g->p = realloc(g->p, cap);
        assert_non_null(g->p);
        g->cap = cap;
    }
    memcpy(g->p + g->n, s, n);
    g->n += n;
    g->p[g->n] = 0;
}

static void gen_puts(gen *g, const char *s)
{
    gen_put(g, s, strlen(s));
}

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void gen_printf(gen *g, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    assert_true(n > 0 && n < (int)sizeof buf);
    gen_put(g, buf, (size_t)n);
}

static gor_sgf *parse_gen(const gen *g)
{
    gor_sgf *sgf = NULL;
    gor_sgf_error err;
    int st = gor_sgf_parse(&sgf, g->p, g->n, NULL, &err);
    if (st)
        fprintf(stderr, "parse: %d at %d:%d: %s\n", st, err.line,
                err.column, err.message);
    assert_int_equal(st, GOR_OK);
    return sgf;
}

/*
 * What `gorules check --variations` does with one game: the main line
 * once, then every leaf's line. Returns the errors over all replays;
 * *replays counts them.
 */
static size_t check_game(const gor_sgf_node *root, size_t *replays)
{
    gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
    o.flags = GOR_SGF_REPLAY_TOLERANT;
    size_t errors = 0;
    *replays = 0;
    const gor_sgf_node *n = root;
    for (int main_line = 1;; main_line = 0) {
        if (!main_line) {
            while (gor_sgf_node_child_count(n))
                n = gor_sgf_node_child(n, 0);
            o.target = n;
        }
        gor_game *g = NULL;
        gor_sgf_report *rep = NULL;
        assert_int_equal(gor_sgf_replay(&g, &rep, root, &o), GOR_OK);
        errors += gor_sgf_report_errors(rep);
        (*replays)++;
        gor_sgf_report_free(rep);
        gor_game_free(g);
        if (main_line)
            continue;
        while (n != root && !gor_sgf_node_next_sibling(n))
            n = gor_sgf_node_parent(n);
        if (n == root)
            break;
        n = gor_sgf_node_next_sibling(n);
    }
    return errors;
}

/* ------------------------------------------------------------------ */
/* Deep nesting                                                        */

#define DEEP 200000

/* "(;GM[1]SZ[19]" then "(;B[aa]" DEEP times, then the ")"s. */
static void deep_record(gen *g)
{
    gen_puts(g, "(;GM[1]SZ[19]");
    for (size_t i = 0; i < DEEP; i++)
        gen_put(g, "(;B[aa]", 7);
    for (size_t i = 0; i <= DEEP; i++)
        gen_put(g, ")", 1);
}

static void test_deep_nesting(void **state)
{
    (void)state;
    gen g = {0};
    deep_record(&g);
    gor_sgf *sgf = parse_gen(&g);
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    assert_int_equal(gor_sgf_game_count(sgf), 1);

    /* Walk down and back up by the parent links. */
    const gor_sgf_node *n = root;
    size_t depth = 0;
    while (gor_sgf_node_child_count(n)) {
        assert_int_equal(gor_sgf_node_child_count(n), 1);
        n = gor_sgf_node_child(n, 0);
        depth++;
    }
    assert_int_equal(depth, DEEP);
    assert_int_equal(gor_sgf_node_line(n), 1);
    assert_int_equal(gor_sgf_node_column(n), 13 + 7 * (DEEP - 1) + 2);
    for (; gor_sgf_node_parent(n); n = gor_sgf_node_parent(n))
        depth--;
    assert_int_equal(depth, 0);
    assert_ptr_equal(n, root);

    /* Tolerant replay: the first move stands, every other one is
     * reported with its own place. */
    gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
    o.flags = GOR_SGF_REPLAY_TOLERANT;
    gor_game *game = NULL;
    gor_sgf_report *rep = NULL;
    assert_int_equal(gor_sgf_replay(&game, &rep, root, &o), GOR_OK);
    assert_int_equal(gor_sgf_report_moves(rep), 1);
    assert_int_equal(gor_sgf_report_move_number(rep), DEEP);
    assert_int_equal(gor_sgf_report_errors(rep), DEEP - 1);
    assert_int_equal(gor_sgf_report_count(rep), DEEP - 1);
    for (size_t i = 0; i < DEEP - 1; i++) {
        const gor_sgf_issue *is = gor_sgf_report_issue(rep, i);
        size_t k = i + 1; /* the variation of the move */
        assert_int_equal(is->status, GOR_EOCCUPIED);
        assert_int_equal(is->line, 1);
        assert_int_equal(is->column, (int)(13 + 7 * k + 3));
        assert_int_equal(is->move_number, k + 1);
        if (i == 0 || i == DEEP - 2) {
            char want[128];
            snprintf(want, sizeof want,
                     "move %zu, B A19: point is occupied (by a black "
                     "stone); move skipped",
                     k + 1);
            assert_string_equal(is->message, want);
        }
    }
    gor_sgf_report_free(rep);
    gor_game_free(game);

    /* Strict replay stops at the second move. */
    assert_int_equal(gor_sgf_replay(&game, &rep, root, NULL), GOR_OK);
    assert_int_equal(gor_sgf_report_status(rep), GOR_EOCCUPIED);
    assert_int_equal(gor_sgf_report_count(rep), 1);
    gor_sgf_report_free(rep);
    gor_game_free(game);

    /* Replay to the deepest node and stop before the last move. */
    o.target = n;
    while (gor_sgf_node_child_count(o.target))
        o.target = gor_sgf_node_child(o.target, 0);
    o.stop_before = DEEP;
    assert_int_equal(gor_sgf_replay(&game, &rep, root, &o), GOR_OK);
    assert_int_equal(gor_sgf_report_errors(rep), DEEP - 2);
    assert_int_equal(gor_sgf_report_move_number(rep), DEEP - 1);
    gor_sgf_report_free(rep);
    gor_game_free(game);

    /* Each variation as the tool checks it: here one leaf. */
    size_t replays;
    assert_int_equal(check_game(root, &replays), 2 * (DEEP - 1));
    assert_int_equal(replays, 2);

    /* Written (one line per variation opening) and read back. */
    assert_true(round_trips(sgf));
    gor_sgf_free(sgf);
    free(g.p);
}

/* The default limits still hold: depth, size and nodes. */
static void test_default_limits(void **state)
{
    (void)state;
    gor_sgf *sgf = NULL;
    gor_sgf_error err;
    gen g = {0};
    /* 1,000,001 levels: the last "(" is refused, with its place. */
    for (size_t i = 0; i < 1000001; i++)
        gen_put(&g, "(;", 2);
    assert_int_equal(gor_sgf_parse(&sgf, g.p, g.n, NULL, &err), GOR_ERANGE);
    assert_null(sgf);
    assert_int_equal(err.line, 1);
    assert_int_equal(err.column, 2 * 1000000 + 1);
    /* One million levels are accepted (then the input ends too soon). */
    g.n = 2 * 1000000;
    assert_int_equal(gor_sgf_parse(&sgf, g.p, g.n, NULL, &err), GOR_EPARSE);
    assert_non_null(strstr(err.message, "unexpected end of input"));
    free(g.p);

    /* 4 Mi + 1 nodes in one main line: the last ";" is refused. */
    size_t nodes = ((size_t)4 << 20) + 1;
    g = (gen){0};
    gen_put(&g, "(", 1);
    for (size_t i = 0; i < nodes; i++)
        gen_put(&g, ";", 1);
    gen_put(&g, ")", 1);
    assert_int_equal(gor_sgf_parse(&sgf, g.p, g.n, NULL, &err), GOR_ERANGE);
    assert_int_equal(err.column, (int)(nodes + 1));
    assert_non_null(strstr(err.message, "more nodes than the limit"));
    free(g.p);

    /* 64 MiB + 1 bytes: refused before reading. */
    size_t big = ((size_t)64 << 20) + 1;
    char *blob = malloc(big);
    assert_non_null(blob);
    memset(blob, ' ', big);
    assert_int_equal(gor_sgf_parse(&sgf, blob, big, NULL, &err), GOR_ERANGE);
    assert_int_equal(err.line, 0);
    free(blob);
}

/* ------------------------------------------------------------------ */
/* Long values                                                         */

static void test_long_values(void **state)
{
    (void)state;
    /* A 10 MB comment, then a move on the same line. */
    size_t big = (size_t)10 << 20;
    gen g = {0};
    gen_puts(&g, "(;GM[1]SZ[19]C[");
    char *text = malloc(big + 1);
    assert_non_null(text);
    for (size_t i = 0; i < big; i++)
        text[i] = (char)('a' + i % 26);
    text[big] = 0;
    gen_put(&g, text, big);
    gen_puts(&g, "];B[aa]W[aa])");
    gor_sgf *sgf = parse_gen(&g);
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    const char *c = gor_sgf_node_value(root, "C", 0);
    assert_non_null(c);
    assert_int_equal(strlen(c), big);
    assert_memory_equal(c, text, big);
    assert_int_equal(gor_sgf_text(c, 0, NULL, 0), (int)big);
    const gor_sgf_node *move = gor_sgf_node_child(root, 0);
    int col = 0;
    assert_int_equal(gor_sgf_node_property_line(move, "W", &col), 1);
    assert_int_equal(col, (int)(15 + big + 8));
    gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
    o.flags = GOR_SGF_REPLAY_TOLERANT;
    gor_game *game = NULL;
    gor_sgf_report *rep = NULL;
    assert_int_equal(gor_sgf_replay(&game, &rep, root, &o), GOR_OK);
    /* The second move in the node is the error, at W's place. */
    size_t errs = 0;
    for (size_t i = 0; i < gor_sgf_report_count(rep); i++) {
        const gor_sgf_issue *is = gor_sgf_report_issue(rep, i);
        if (is->severity != GOR_SGF_ERROR)
            continue;
        errs++;
        assert_int_equal(is->status, GOR_EOCCUPIED);
        assert_int_equal(is->column, (int)(15 + big + 8));
    }
    assert_int_equal(errs, 1);
    gor_sgf_report_free(rep);
    gor_game_free(game);
    assert_true(round_trips(sgf));
    gor_sgf_free(sgf);
    free(g.p);
    free(text);

    /* 4 MB of escapes: "\]" and "\\" one after the other, and a soft
     * line break every 1000; the text, the escaping back, the writing. */
    size_t pairs = (size_t)1 << 20;
    g = (gen){0};
    gen_puts(&g, "(;GM[1]C[");
    size_t raw_start = g.n;
    for (size_t i = 0; i < pairs; i++) {
        gen_put(&g, i % 2 ? "\\\\" : "\\]", 2);
        if (i % 1000 == 999)
            gen_put(&g, "\\\n", 2);
    }
    size_t raw_len = g.n - raw_start;
    gen_puts(&g, "]TE[1])");
    sgf = parse_gen(&g);
    root = gor_sgf_game(sgf, 0);
    c = gor_sgf_node_value(root, "C", 0);
    assert_int_equal(strlen(c), raw_len);
    int n = gor_sgf_text(c, 0, NULL, 0);
    assert_int_equal(n, (int)pairs);
    char *plain = malloc((size_t)n + 1);
    assert_non_null(plain);
    assert_int_equal(gor_sgf_text(c, 0, plain, (size_t)n + 1), n);
    for (size_t i = 0; i < pairs; i++)
        assert_true(plain[i] == (i % 2 ? '\\' : ']'));
    assert_int_equal(gor_sgf_escape(plain, 0, NULL, 0), (int)(2 * pairs));
    free(plain);
    /* The line of TE: one per soft break. */
    assert_int_equal(gor_sgf_node_property_line(root, "TE", &col),
                     (int)(1 + pairs / 1000));
    assert_true(round_trips(sgf));
    gor_sgf_free(sgf);
    free(g.p);

    /* 3 MB of GB18030 text with an escape after every character: each
     * value converted through iconv in one pass. */
    g = (gen){0};
    gen_puts(&g, "(;GM[1]CA[GB2312]C[");
    size_t chars = (size_t)1 << 20;
    for (size_t i = 0; i < chars; i++)
        gen_put(&g, "\xd6\xd0\\:", 4); /* U+4E2D and "\:" */
    gen_puts(&g, "])");
    sgf = parse_gen(&g);
    root = gor_sgf_game(sgf, 0);
    c = gor_sgf_node_value(root, "C", 0);
    assert_int_equal(strlen(c), chars * 5);
    assert_memory_equal(c, "\xe4\xb8\xad\\:\xe4\xb8\xad\\:", 10);
    assert_string_equal(gor_sgf_encoding(sgf), "GB18030");
    assert_string_equal(gor_sgf_node_value(root, "CA", 0), "UTF-8");
    gor_sgf_free(sgf);
    free(g.p);
}

/* ------------------------------------------------------------------ */
/* Many properties and values                                          */

#define NIDS 100000

/* The i-th of NIDS distinct identifiers: "X" and four letters. */
static void nth_id(size_t i, char id[8])
{
    id[0] = 'X';
    for (int k = 4; k >= 1; k--) {
        id[k] = (char)('A' + i % 26);
        i /= 26;
    }
    id[5] = 0;
}

static void test_many_properties(void **state)
{
    (void)state;
    gen g = {0};
    gen_puts(&g, "(;GM[1]SZ[19]");
    char id[8];
    for (size_t i = 0; i < NIDS; i++) {
        nth_id(i, id);
        gen_printf(&g, "%s[%zu]", id, i);
    }
    gen_puts(&g, ";B[aa])");
    gor_sgf *sgf = parse_gen(&g);
    gor_sgf_node *root = gor_sgf_node_mutable(sgf, gor_sgf_game(sgf, 0));
    assert_int_equal(gor_sgf_node_property_count(root), NIDS + 2);
    assert_string_equal(gor_sgf_node_property_id(root, 0), "GM");
    assert_string_equal(gor_sgf_node_property_id(root, 1), "SZ");
    char want[32];
    for (size_t i = 0; i < NIDS; i++) {
        nth_id(i, id);
        assert_string_equal(gor_sgf_node_property_id(root, i + 2), id);
        assert_true(gor_sgf_node_has(root, id));
        snprintf(want, sizeof want, "%zu", i);
        assert_string_equal(gor_sgf_node_value(root, id, 0), want);
    }
    assert_false(gor_sgf_node_has(root, "XZZZZ"));
    assert_string_equal(gor_sgf_node_value(root, "SZ", 0), "19");
    /* The property's place: "XAAAB" is the second, after "XAAAA[0]". */
    int col;
    assert_int_equal(gor_sgf_node_property_line(root, "XAAAB", &col), 1);
    assert_int_equal(col, 14 + 8);
    /* Edits keep the order and the lookups right. */
    assert_int_equal(gor_sgf_node_remove(root, "XAAAA"), GOR_OK);
    assert_false(gor_sgf_node_has(root, "XAAAA"));
    assert_string_equal(gor_sgf_node_property_id(root, 2), "XAAAB");
    assert_int_equal(gor_sgf_node_set(root, "XAAAB", "b"), GOR_OK);
    assert_int_equal(gor_sgf_node_add_value(root, "XAAAB", "c"), GOR_OK);
    assert_int_equal(gor_sgf_node_value_count(root, "XAAAB"), 2);
    assert_int_equal(gor_sgf_node_set(root, "ZZ", "new"), GOR_OK);
    assert_int_equal(gor_sgf_node_property_count(root), NIDS + 2);
    assert_string_equal(gor_sgf_node_property_id(root, NIDS + 1), "ZZ");
    nth_id(NIDS - 1, id);
    assert_string_equal(gor_sgf_node_value(root, id, 0), "99999");
    assert_true(round_trips(sgf));
    size_t replays;
    assert_int_equal(check_game(root, &replays), 0);
    gor_sgf_free(sgf);
    free(g.p);

    /* 100,000 values of one property, and setup stones given 100,000
     * times over on a 52x52 board (every other column, many times). */
    g = (gen){0};
    gen_puts(&g, "(;GM[1]SZ[52]XX");
    for (size_t i = 0; i < NIDS; i++)
        gen_printf(&g, "[%zu]", i);
    gen_puts(&g, "AB");
    static const char letters[] =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (size_t i = 0; i < NIDS; i++) {
        size_t p = i % (26 * 52); /* 1352 points: even x, any y */
        gen_printf(&g, "[%c%c]", letters[2 * (p % 26)], letters[p / 26]);
    }
    gen_puts(&g, ";W[bb])");
    sgf = parse_gen(&g);
    root = gor_sgf_node_mutable(sgf, gor_sgf_game(sgf, 0));
    assert_int_equal(gor_sgf_node_value_count(root, "XX"), NIDS);
    for (size_t i = 0; i < NIDS; i += 997) {
        snprintf(want, sizeof want, "%zu", i);
        assert_string_equal(gor_sgf_node_value(root, "XX", i), want);
    }
    assert_int_equal(gor_sgf_node_value_count(root, "AB"), NIDS);
    assert_int_equal(gor_sgf_node_points(root, "AB", 52, 52, NULL, 0), NIDS);
    gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
    o.flags = GOR_SGF_REPLAY_TOLERANT;
    gor_game *game = NULL;
    gor_sgf_report *rep = NULL;
    assert_int_equal(gor_sgf_replay(&game, &rep, root, &o), GOR_OK);
    assert_int_equal(gor_sgf_report_errors(rep), 0);
    assert_int_equal(gor_sgf_report_moves(rep), 1);
    size_t stones = 0;
    for (gor_point p = 0; p < 52 * 52; p++)
        stones += gor_game_at(game, p) == GOR_BLACK;
    assert_int_equal(stones, 26 * 52);
    gor_sgf_report_free(rep);
    gor_game_free(game);
    assert_true(round_trips(sgf));
    gor_sgf_free(sgf);
    free(g.p);
}

/* ------------------------------------------------------------------ */
/* A fan of variations                                                 */

#define FAN 200000

/* A node with both rare parts (a property index and a children array):
 * built up in turns, so each part grows while the other is there. */
static void test_many_properties_and_children(void **state)
{
    (void)state;
    gor_sgf *sgf = parse_ok("(;GM[1]SZ[9];B[aa])");
    gor_sgf_node *root = gor_sgf_node_mutable(sgf, gor_sgf_game(sgf, 0));
    char id[8], v[8];
    for (int k = 0; k < 40; k++) {
        snprintf(id, sizeof id, "X%c%c", 'A' + k / 26, 'A' + k % 26);
        snprintf(v, sizeof v, "%d", k);
        assert_int_equal(gor_sgf_node_set(root, id, v), GOR_OK);
        gor_sgf_node *child;
        assert_int_equal(gor_sgf_node_add_child(root, &child), GOR_OK);
        assert_int_equal(gor_sgf_node_set(child, "C", v), GOR_OK);
    }
    assert_int_equal(gor_sgf_node_property_count(root), 42);
    assert_int_equal(gor_sgf_node_child_count(root), 41);
    assert_string_equal(gor_sgf_node_value(gor_sgf_node_child(root, 0), "B", 0),
                        "aa");
    const gor_sgf_node *sib = gor_sgf_node_child(root, 1);
    for (int k = 0; k < 40; k++) {
        snprintf(id, sizeof id, "X%c%c", 'A' + k / 26, 'A' + k % 26);
        snprintf(v, sizeof v, "%d", k);
        assert_string_equal(gor_sgf_node_value(root, id, 0), v);
        const gor_sgf_node *c = gor_sgf_node_child(root, (size_t)k + 1);
        assert_ptr_equal(c, sib);
        assert_string_equal(gor_sgf_node_value(c, "C", 0), v);
        sib = gor_sgf_node_next_sibling(sib);
    }
    assert_null(sib);
    assert_int_equal(gor_sgf_node_remove(root, "XAA"), GOR_OK);
    assert_false(gor_sgf_node_has(root, "XAA"));
    assert_string_equal(gor_sgf_node_value(root, "XBN", 0), "39");
    assert_true(round_trips(sgf));
    gor_sgf_free(sgf);
}

static void test_fan(void **state)
{
    (void)state;
    gen g = {0};
    gen_puts(&g, "(;GM[1]SZ[19]");
    char v[4];
    for (size_t i = 0; i < FAN; i++) {
        gor_point_to_sgf(19, 19, (gor_point)(i % 361), v, sizeof v);
        gen_printf(&g, "(;B[%s])", v);
    }
    gen_puts(&g, ")");
    gor_sgf *sgf = parse_gen(&g);
    gor_sgf_node *root = gor_sgf_node_mutable(sgf, gor_sgf_game(sgf, 0));
    assert_int_equal(gor_sgf_node_child_count(root), FAN);
    /* By index, and by the sibling links: the same nodes. */
    const gor_sgf_node *sib = gor_sgf_node_child(root, 0);
    for (size_t i = 0; i < FAN; i++) {
        const gor_sgf_node *c = gor_sgf_node_child(root, i);
        assert_ptr_equal(c, sib);
        assert_ptr_equal(gor_sgf_node_parent(c), root);
        gor_sgf_node_points(c, "B", 19, 19, NULL, 0);
        gor_color color;
        gor_point p;
        assert_int_equal(gor_sgf_node_move(c, 19, 19, &color, &p), GOR_OK);
        assert_int_equal(p, (gor_point)(i % 361));
        assert_int_equal(gor_sgf_node_column(c), (int)(13 + 8 * i + 2));
        sib = gor_sgf_node_next_sibling(sib);
    }
    assert_null(sib);
    assert_null(gor_sgf_node_child(root, FAN));
    /* Children added later go to the end. */
    gor_sgf_node *extra = NULL;
    assert_int_equal(gor_sgf_node_add_child(root, &extra), GOR_OK);
    assert_ptr_equal(gor_sgf_node_child(root, FAN), extra);
    assert_ptr_equal(gor_sgf_node_next_sibling(gor_sgf_node_child(root,
                                                                  FAN - 1)),
                     extra);
    assert_int_equal(gor_sgf_node_set(extra, "W", "ss"), GOR_OK);
    /* Every variation checked: FAN + 1 leaves and the main line. */
    size_t replays;
    assert_int_equal(check_game(root, &replays), 0);
    assert_int_equal(replays, FAN + 2);
    assert_true(round_trips(sgf));
    gor_sgf_free(sgf);
    free(g.p);
}

/* ------------------------------------------------------------------ */
/* Long runs of errors and notes                                       */

#define RUN 100000

static void test_error_runs(void **state)
{
    (void)state;
    /* 100,000 illegal moves, one a line, in tolerant replay. */
    gen g = {0};
    gen_puts(&g, "(;GM[1]SZ[19]\n;B[aa]\n");
    for (size_t i = 0; i < RUN; i++)
        gen_puts(&g, i % 2 ? ";B[aa]\n" : ";W[aa]\n");
    gen_puts(&g, ")");
    gor_sgf *sgf = parse_gen(&g);
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
    o.flags = GOR_SGF_REPLAY_TOLERANT;
    gor_game *game = NULL;
    gor_sgf_report *rep = NULL;
    assert_int_equal(gor_sgf_replay(&game, &rep, root, &o), GOR_OK);
    assert_int_equal(gor_sgf_report_errors(rep), RUN);
    assert_int_equal(gor_sgf_report_count(rep), RUN);
    for (size_t i = 0; i < RUN; i++) {
        const gor_sgf_issue *is = gor_sgf_report_issue(rep, i);
        assert_int_equal(is->line, (int)(3 + i));
        assert_int_equal(is->column, 2);
        assert_int_equal(is->move_number, i + 2);
        assert_int_equal(is->color, i % 2 ? GOR_BLACK : GOR_WHITE);
    }
    gor_sgf_report_free(rep);
    gor_game_free(game);
    gor_sgf_free(sgf);
    free(g.p);

    /* 100,000 moves in one node: "W[aa][aa]...". */
    g = (gen){0};
    gen_puts(&g, "(;GM[1]SZ[19];B[aa]W");
    for (size_t i = 0; i < RUN; i++)
        gen_puts(&g, "[aa]");
    gen_puts(&g, ")");
    sgf = parse_gen(&g);
    root = gor_sgf_game(sgf, 0);
    assert_int_equal(gor_sgf_replay(&game, &rep, root, &o), GOR_OK);
    assert_int_equal(gor_sgf_report_errors(rep), RUN);
    assert_int_equal(gor_sgf_report_count(rep), RUN + 1); /* + the INFO */
    assert_int_equal(gor_sgf_report_issue(rep, RUN)->move_number, RUN + 1);
    gor_sgf_report_free(rep);
    gor_game_free(game);
    gor_sgf_free(sgf);
    free(g.p);

    /* Notes on one 700 kB line, each with its column: lower-case
     * identifiers (the collection keeps the first 1024 notes). */
    g = (gen){0};
    gen_puts(&g, "(;GM[1]");
    for (size_t i = 0; i < RUN; i++)
        gen_puts(&g, ";b[aa]");
    gen_puts(&g, ")");
    sgf = parse_gen(&g);
    assert_int_equal(gor_sgf_parse_note_count(sgf), 1024);
    for (size_t i = 0; i < 1024; i++) {
        const gor_sgf_error *e = gor_sgf_parse_note(sgf, i);
        assert_int_equal(e->line, 1);
        assert_int_equal(e->column, (int)(7 + 6 * i + 2));
    }
    assert_string_equal(gor_sgf_parse_note(sgf, 0)->message,
                        "lower-case property identifier \"b\" read as \"B\"");
    gor_sgf_free(sgf);
    free(g.p);
}

/* ------------------------------------------------------------------ */
/* Many games, junk between them                                       */

#define GAMES 100000

static void test_many_games(void **state)
{
    (void)state;
    gen g = {0};
    for (size_t i = 0; i < GAMES; i++)
        gen_printf(&g, "(;GM[1]SZ[19]GN[%zu];B[aa];W[aa])\n", i);
    gor_sgf *sgf = parse_gen(&g);
    assert_int_equal(gor_sgf_game_count(sgf), GAMES);
    char want[32];
    for (size_t i = 0; i < GAMES; i++) {
        const gor_sgf_node *root = gor_sgf_game(sgf, i);
        snprintf(want, sizeof want, "%zu", i);
        assert_string_equal(gor_sgf_node_value(root, "GN", 0), want);
        assert_int_equal(gor_sgf_node_line(root), (int)(i + 1));
        gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
        o.flags = GOR_SGF_REPLAY_TOLERANT;
        gor_game *game = NULL;
        gor_sgf_report *rep = NULL;
        assert_int_equal(gor_sgf_replay(&game, &rep, root, &o), GOR_OK);
        assert_int_equal(gor_sgf_report_errors(rep), 1);
        gor_sgf_report_free(rep);
        gor_game_free(game);
    }
    assert_null(gor_sgf_game(sgf, GAMES));
    assert_true(round_trips(sgf));
    gor_sgf_free(sgf);
    free(g.p);

    /* Game trees alternating between two declared encodings, with plain
     * ASCII text: each is read in its own (UTF-8 kept in CA[]). */
    g = (gen){0};
    for (size_t i = 0; i < GAMES / 2; i++)
        gen_printf(&g, "(;GM[1]CA[%s]C[x])",
                   i % 2 ? "GB2312" : "ISO-8859-1");
    sgf = parse_gen(&g);
    assert_int_equal(gor_sgf_game_count(sgf), GAMES / 2);
    assert_string_equal(gor_sgf_encoding(sgf), "CP1252");
    assert_string_equal(
        gor_sgf_node_value(gor_sgf_game(sgf, GAMES / 2 - 1), "CA", 0),
        "UTF-8");
    assert_int_equal(gor_sgf_parse_note_count(sgf), 0);
    gor_sgf_free(sgf);
    free(g.p);

    /* The same with a multi-byte UTF-8 character at the very end: every
     * game's CA gives way to the UTF-8 text (one note each, up to the
     * collection's first 1024). */
    g = (gen){0};
    for (size_t i = 0; i < GAMES / 2; i++)
        gen_printf(&g, "(;GM[1]CA[%s]C[x])",
                   i % 2 ? "GB2312" : "ISO-8859-1");
    gen_puts(&g, "(;C[\xc3\xa9])");
    sgf = parse_gen(&g);
    assert_int_equal(gor_sgf_game_count(sgf), GAMES / 2 + 1);
    assert_int_equal(gor_sgf_parse_note_count(sgf), 1024);
    assert_non_null(strstr(gor_sgf_parse_note(sgf, 1023)->message,
                           "but the text is valid UTF-8"));
    gor_sgf_free(sgf);
    free(g.p);

    /* 200,000 "(" of junk before a game: skipped in one pass. */
    g = (gen){0};
    for (size_t i = 0; i < 2 * GAMES; i++)
        gen_put(&g, "(", 1);
    gen_puts(&g, " x (;GM[1]B[aa])");
    sgf = parse_gen(&g);
    assert_int_equal(gor_sgf_game_count(sgf), 1);
    assert_int_equal(gor_sgf_parse_note_count(sgf), 1);
    assert_int_equal(gor_sgf_parse_note(sgf, 0)->column, 1);
    gor_sgf_free(sgf);
    free(g.p);

    /* SGFC-style GBK game trees on one line: each read twice (the
     * second time with escaped trail bytes), never from the line's
     * start. */
    g = (gen){0};
    for (size_t i = 0; i < GAMES / 5; i++)
        gen_puts(&g, "(;GM[1]CA[GBK]C[\x81\\]x]B[aa])");
    sgf = parse_gen(&g);
    assert_int_equal(gor_sgf_game_count(sgf), GAMES / 5);
    const gor_sgf_node *last = gor_sgf_game(sgf, GAMES / 5 - 1);
    assert_int_equal(gor_sgf_node_column(last),
                     (int)(27 * (GAMES / 5 - 1) + 2));
    assert_int_equal(gor_sgf_node_property_line(last, "B", NULL), 1);
    gor_sgf_free(sgf);
    free(g.p);
}

/* ------------------------------------------------------------------ */
/* Passes and repeated setup rectangles                                */

/* 1,000,000 passes (each stores the same position again): each lookup
 * and insert of the position set steps over a bounded run of copies. */
static void test_passes(void **state)
{
    (void)state;
    gen g = {0};
    gen_puts(&g, "(;SZ[19]");
    for (int i = 0; i < 500000; i++)
        gen_put(&g, ";B[tt];W[tt]", 12);
    gen_puts(&g, ")");
    gor_sgf *sgf = parse_gen(&g);
    gor_game *game = NULL;
    gor_sgf_report *rep = NULL;
    assert_int_equal(gor_sgf_replay(&game, &rep, gor_sgf_game(sgf, 0), NULL),
                     GOR_OK);
    assert_int_equal(gor_sgf_report_errors(rep), 0);
    assert_int_equal(gor_sgf_report_moves(rep), 1000000);
    /* a pass after two ends the game: play resumes, noted once */
    assert_int_equal(gor_sgf_report_count(rep), 1);
    gor_sgf_report_free(rep);
    gor_game_free(game);
    gor_sgf_free(sgf);
    free(g.p);
}

static const gor_sgf_issue *replay_one_issue(const gen *g, gor_sgf **sgf,
                                             gor_game **game,
                                             gor_sgf_report **rep)
{
    *sgf = parse_gen(g);
    assert_int_equal(gor_sgf_replay(game, rep, gor_sgf_game(*sgf, 0), NULL),
                     GOR_OK);
    return gor_sgf_report_count(*rep) ? gor_sgf_report_issue(*rep, 0) : NULL;
}

/* 400,000 and 800,000 copies of the whole 52x52 board (over 2^31 points
 * in all): read as one board's worth of points, not expanded, and judged
 * for what they are (no liberties), not "not a point". */
static void test_setup_repeats(void **state)
{
    (void)state;
    for (int n = 400000; n <= 800000; n += 400000) {
        gen g = {0};
        gen_puts(&g, "(;SZ[52]AB");
        for (int i = 0; i < n; i++)
            gen_put(&g, "[aa:ZZ]", 7);
        gen_puts(&g, ")");
        gor_sgf *sgf;
        gor_game *game = NULL;
        gor_sgf_report *rep = NULL;
        const gor_sgf_issue *is = replay_one_issue(&g, &sgf, &game, &rep);
        assert_non_null(is);
        assert_int_equal(is->status, GOR_EINVAL);
        assert_string_equal(is->message, "setup after move 0: it would "
                            "leave a group without liberties");
        gor_sgf_report_free(rep);
        gor_game_free(game);
        gor_sgf_free(sgf);
        free(g.p);
    }
    /* all but the last line: every point once, in order */
    gen g = {0};
    gen_puts(&g, "(;SZ[52]AB");
    for (int i = 0; i < 400000; i++)
        gen_puts(&g, i % 2 ? "[ZY:aa]" : "[aa:ZY]");
    gen_puts(&g, "[ab])");
    gor_sgf *sgf;
    gor_game *game = NULL;
    gor_sgf_report *rep = NULL;
    assert_null(replay_one_issue(&g, &sgf, &game, &rep));
    int stones = 0;
    for (gor_point p = 0; p < 52 * 52; p++)
        stones += gor_game_at(game, p) == GOR_BLACK;
    assert_int_equal(stones, 52 * 51);
    assert_int_equal(gor_game_at(game, 52 * 51), GOR_EMPTY);
    gor_sgf_report_free(rep);
    gor_game_free(game);
    gor_sgf_free(sgf);
    free(g.p);
}

/* With an argument: only the test of that name (one ctest entry each,
 * each with its own TIMEOUT). */
int main(int argc, char **argv)
{
    if (argc > 1)
        cmocka_set_test_filter(argv[1]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deep_nesting),
        cmocka_unit_test(test_default_limits),
        cmocka_unit_test(test_long_values),
        cmocka_unit_test(test_many_properties),
        cmocka_unit_test(test_fan),
        cmocka_unit_test(test_many_properties_and_children),
        cmocka_unit_test(test_error_runs),
        cmocka_unit_test(test_many_games),
        cmocka_unit_test(test_passes),
        cmocka_unit_test(test_setup_repeats),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
