/* SPDX-License-Identifier: MIT */
/*
 * fuzz_sgf.c - the SGF parser, the writer and the replay, on any bytes.
 *
 * Invariants checked (a broken one aborts):
 *  - gor_sgf_parse() either succeeds or fails with a negative status that
 *    the error structure repeats, with a message and no tree;
 *  - the writer's text of a parsed tree parses again (strictly as SGF, no
 *    repair notes needed for structure), and writing that second tree gives
 *    the very same text (parse -> write -> parse -> write is a fixed point),
 *    with the same number of games and nodes;
 *  - every accessor on every node of every game answers without crashing,
 *    and every value is a NUL-terminated string;
 *  - the replay of each game (strict and tolerant) returns a game or a
 *    clear status with a report; a replayed game written back with
 *    gor_sgf_from_game() and replayed again gives the same position
 *    (board hash, player to move, prisoners, move number).
 * The tree walk is iterative (parent / sibling links), like the library's.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gorules.h"
#include "gorules_sgf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * Library bugs this target found, all fixed (inputs in regressions/fuzz_sgf/,
 * reproductions in tests/sgf/test_sgf_write.c):
 *  3. CP932 text read with escaped trail bytes (SGFC style) could store a
 *     raw value ending in a lone backslash ("(Z[\x90\x8d\x5c\x00\x9a])":
 *     an escaped NUL), which the writer turned into an unclosed value.
 *  5. gor_sgf_from_game() dropped the player to move set by setup before
 *     the first move ("(;SZ[5]AW[dd]PL[W])").
 */

static void fail_at(int line, const char *what)
{
    fprintf(stderr, "fuzz_sgf.c:%d: invariant broken: %s\n", line, what);
    abort();
}
#define CHECK(cond) \
    do { if (!(cond)) fail_at(__LINE__, #cond); } while (0)

#define MAXP (GOR_MAX_SIZE * GOR_MAX_SIZE)

/* The whole collection as text (malloc'ed), or NULL. */
static char *write_all(const gor_sgf *sgf, int *len)
{
    int n = gor_sgf_write(sgf, NULL, 0);
    if (n < 0) {
        CHECK(n == GOR_ENOMEM || n == GOR_ERANGE);
        return NULL;
    }
    char *buf = malloc((size_t)n + 1);
    if (!buf)
        return NULL;
    int m = gor_sgf_write(sgf, buf, (size_t)n + 1);
    CHECK(m == n);
    CHECK(buf[n] == 0 && strlen(buf) == (size_t)n);
    /* A short buffer is truncated but terminated, with the same length. */
    if (n > 4) {
        char small[5];
        CHECK(gor_sgf_write(sgf, small, sizeof small) == n);
        CHECK(small[4] == 0 && memcmp(small, buf, 4) == 0);
    }
    *len = n;
    return buf;
}

/* Visit every node of a game in preorder, without recursion. */
static size_t walk(const gor_sgf_node *root, int width, int height)
{
    static gor_point pts[MAXP];
    static const char *const ids[] = {"AB", "AW", "AE", "TB", "TW", "MA",
                                      "SZ", "KM", "C", "B", "W"};
    size_t count = 0;
    const gor_sgf_node *n = root;
    while (n) {
        count++;
        size_t np = gor_sgf_node_property_count(n);
        for (size_t i = 0; i < np; i++) {
            const char *id = gor_sgf_node_property_id(n, i);
            CHECK(id != NULL && id[0] != 0);
            CHECK(gor_sgf_node_has(n, id));
            size_t nv = gor_sgf_node_value_count(n, id);
            CHECK(nv >= 1);
            for (size_t k = 0; k < nv; k++) {
                const char *v = gor_sgf_node_value(n, id, k);
                CHECK(v != NULL);
                /* A raw value never ends in a lone backslash. */
                size_t len = strlen(v), bs = 0;
                while (bs < len && v[len - 1 - bs] == '\\')
                    bs++;
                CHECK(bs % 2 == 0);
            }
            CHECK(gor_sgf_node_value(n, id, nv) == NULL);
            int col = -1;
            (void)gor_sgf_node_property_line(n, id, &col);
        }
        CHECK(gor_sgf_node_property_id(n, np) == NULL);
        for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
            /* The count may exceed the board (a list may repeat points,
             * and repeated properties merge): only the buffer is capped. */
            (void)gor_sgf_node_points(n, ids[i], width, height, pts, MAXP);
            char text[64];
            int len = gor_sgf_node_text(n, ids[i], text, sizeof text);
            CHECK(len >= 0);
            CHECK(strlen(text) == (size_t)len || (size_t)len >= sizeof text);
        }
        gor_color c;
        gor_point p;
        if (gor_sgf_node_move(n, width, height, &c, &p) == GOR_OK) {
            CHECK(c == GOR_BLACK || c == GOR_WHITE);
            CHECK(p == GOR_PASS || (p >= 0 && p < width * height));
        }
        /* Preorder: first child, else next sibling, else up. */
        const gor_sgf_node *next = gor_sgf_node_child(n, 0);
        if (!next) {
            while (n && n != root && !gor_sgf_node_next_sibling(n))
                n = gor_sgf_node_parent(n);
            next = (n && n != root) ? gor_sgf_node_next_sibling(n) : NULL;
        }
        if (next)
            CHECK(gor_sgf_node_parent(next) != NULL);
        n = next;
    }
    return count;
}

static size_t count_nodes(const gor_sgf *sgf)
{
    size_t total = 0;
    for (size_t i = 0; i < gor_sgf_game_count(sgf); i++) {
        const gor_sgf_node *root = gor_sgf_game(sgf, i);
        CHECK(root != NULL && gor_sgf_node_parent(root) == NULL);
        int w = 19, h = 19;
        if (gor_sgf_game_size(root, &w, &h) != GOR_OK)
            w = h = 19;
        CHECK(w >= 1 && w <= GOR_MAX_SIZE && h >= 1 && h <= GOR_MAX_SIZE);
        total += walk(root, w, h);
    }
    CHECK(gor_sgf_game(sgf, gor_sgf_game_count(sgf)) == NULL);
    return total;
}

/* The position of a game, for comparing two replays. */
typedef struct pos {
    uint64_t hash;
    gor_color to_move;
    int caps_b, caps_w;
    size_t moves;
} pos;

static pos position(const gor_game *g)
{
    pos p = {gor_game_hash(g), gor_game_to_move(g),
             gor_game_captures(g, GOR_BLACK), gor_game_captures(g, GOR_WHITE),
             gor_game_move_number(g)};
    return p;
}

static void replay_round_trip(const gor_sgf_node *root, unsigned flags)
{
    gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
    o.flags = flags;
    gor_game *g = NULL;
    gor_sgf_report *rep = NULL;
    int st = gor_sgf_replay(&g, &rep, root, &o);
    CHECK(rep != NULL || st == GOR_ENOMEM);
    if (st != GOR_OK) {
        CHECK(st < 0 && g == NULL);
        gor_sgf_report_free(rep);
        return;
    }
    CHECK(g != NULL);
    size_t nissues = gor_sgf_report_count(rep), errors = 0;
    for (size_t i = 0; i < nissues; i++) {
        const gor_sgf_issue *is = gor_sgf_report_issue(rep, i);
        CHECK(is != NULL && memchr(is->message, 0, sizeof is->message));
        if (is->severity == GOR_SGF_ERROR) {
            errors++;
            CHECK(is->status < 0);
        }
    }
    CHECK(gor_sgf_report_issue(rep, nissues) == NULL);
    CHECK(errors == gor_sgf_report_errors(rep));
    CHECK((errors == 0) == (gor_sgf_report_status(rep) == GOR_OK));

    /* The game written back and replayed gives the same position. */
    gor_sgf *back = NULL;
    if (gor_sgf_from_game(&back, g, root) == GOR_OK) {
        int len = 0;
        char *text = write_all(back, &len);
        gor_sgf *again = NULL;
        if (text && gor_sgf_parse(&again, text, (size_t)len, NULL, NULL) ==
                        GOR_OK) {
            gor_game *g2 = NULL;
            gor_sgf_report *rep2 = NULL;
            gor_sgf_replay_options o2 = GOR_SGF_REPLAY_OPTIONS_INIT;
            o2.flags = GOR_SGF_REPLAY_RAW_KOMI |
                       (flags & GOR_SGF_REPLAY_TOLERANT);
            int st2 = gor_sgf_replay(&g2, &rep2, gor_sgf_game(again, 0), &o2);
            CHECK(st2 == GOR_OK || st2 == GOR_ENOMEM);
            if (st2 == GOR_OK) {
                pos a = position(g), b = position(g2);
                if (a.hash != b.hash || a.to_move != b.to_move ||
                    a.caps_b != b.caps_b || a.caps_w != b.caps_w ||
                    a.moves != b.moves) {
                    fprintf(stderr, "written back:\n%s\n", text);
                    fail_at(__LINE__, "replay of the written game differs");
                }
                CHECK(gor_rules_equal(gor_game_rules(g),
                                      gor_game_rules(g2)));
            }
            gor_game_free(g2);
            gor_sgf_report_free(rep2);
        } else {
            CHECK(text == NULL);
        }
        gor_sgf_free(again);
        free(text);
    }
    gor_sgf_free(back);
    gor_game_free(g);
    gor_sgf_report_free(rep);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    gor_sgf *sgf = (gor_sgf *)&size; /* must be overwritten */
    gor_sgf_error err;
    memset(&err, 0x55, sizeof err);
    gor_sgf_parse_options opts = GOR_SGF_PARSE_OPTIONS_INIT;
    /* The first byte picks strict mode or a forced encoding sometimes. */
    if (size > 0 && data[0] == 0x01) {
        opts.flags = GOR_SGF_STRICT;
        data++, size--;
    } else if (size > 0 && data[0] == 0x02) {
        opts.encoding = "GB18030";
        data++, size--;
    }
    int st = gor_sgf_parse(&sgf, (const char *)data, size, &opts, &err);
    if (st != GOR_OK) {
        CHECK(st < 0);
        CHECK(sgf == NULL);
        CHECK(err.status == st);
        CHECK(memchr(err.message, 0, sizeof err.message) != NULL);
        CHECK(err.message[0] != 0);
        CHECK(err.line >= 0 && err.column >= 0);
        return 0;
    }
    CHECK(sgf != NULL && gor_sgf_game_count(sgf) >= 1);
    CHECK(gor_sgf_encoding(sgf) != NULL);
    for (size_t i = 0; i < gor_sgf_parse_note_count(sgf); i++)
        CHECK(gor_sgf_parse_note(sgf, i) != NULL);
    size_t nodes = count_nodes(sgf);

    /* parse -> write -> parse -> write is a fixed point. */
    int len1 = 0, len2 = 0;
    char *text1 = write_all(sgf, &len1);
    if (text1) {
        gor_sgf *sgf2 = NULL;
        gor_sgf_error err2;
        int st2 = gor_sgf_parse(&sgf2, text1, (size_t)len1, NULL, &err2);
        if (st2 != GOR_OK) {
            fprintf(stderr, "written:\n%s\nreparse: %d:%d: %s\n", text1,
                    err2.line, err2.column, err2.message);
            fail_at(__LINE__, "the writer's output does not parse");
        }
        CHECK(gor_sgf_game_count(sgf2) == gor_sgf_game_count(sgf));
        CHECK(count_nodes(sgf2) == nodes);
        char *text2 = write_all(sgf2, &len2);
        if (text2 && (len1 != len2 || memcmp(text1, text2, (size_t)len1))) {
            fprintf(stderr, "first:\n%s\nsecond:\n%s\n", text1, text2);
            fail_at(__LINE__, "write(parse(write(x))) != write(x)");
        }
        free(text2);
        gor_sgf_free(sgf2);
        free(text1);
    }

    /* Replays (at most a few games of a collection). */
    size_t games = gor_sgf_game_count(sgf);
    for (size_t i = 0; i < games && i < 3; i++) {
        const gor_sgf_node *root = gor_sgf_game(sgf, i);
        double komi;
        unsigned fixes;
        (void)gor_sgf_game_komi(root, &komi, &fixes);
        replay_round_trip(root, 0);
        replay_round_trip(root, GOR_SGF_REPLAY_TOLERANT);
    }
    gor_sgf_free(sgf);
    return 0;
}
