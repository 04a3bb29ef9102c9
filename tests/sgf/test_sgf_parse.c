/* SPDX-License-Identifier: MIT */
/*
 * test_sgf_parse.c - the SGF reader: grammar, repairs, errors with their
 * place, text values, point lists, sizes, encodings, limits, deep nesting.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "sgf_testutil.h"

/* Parse expecting failure with `status`; returns the error. */
static gor_sgf_error parse_fail(const char *text, size_t len, int status,
                                const gor_sgf_parse_options *opts)
{
    gor_sgf *sgf = (gor_sgf *)1;
    gor_sgf_error err;
    memset(&err, 0, sizeof err);
    int st = gor_sgf_parse(&sgf, text, len, opts, &err);
    if (st != status)
        fprintf(stderr, "input %.120s: got %d (%s) want %d\n", text, st,
                err.message, status);
    assert_int_equal(st, status);
    assert_null(sgf);
    assert_int_equal(err.status, status);
    assert_true(err.message[0] != 0);
    return err;
}

/* Nodes in the main line of game 0 and children of its root. */
static size_t main_line_length(const gor_sgf *sgf)
{
    size_t n = 0;
    for (const gor_sgf_node *x = gor_sgf_game(sgf, 0); x;
         x = gor_sgf_node_child(x, 0))
        n++;
    return n;
}

/* ------------------------------------------------------------------ */

static void test_minimal(void **state)
{
    (void)state;
    gor_sgf *sgf = parse_ok("(;)");
    assert_non_null(sgf);
    assert_int_equal(gor_sgf_game_count(sgf), 1);
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    assert_int_equal(gor_sgf_node_property_count(root), 0);
    assert_int_equal(gor_sgf_node_child_count(root), 0);
    assert_null(gor_sgf_node_parent(root));
    assert_int_equal(gor_sgf_node_line(root), 1);
    assert_int_equal(gor_sgf_node_column(root), 2);
    assert_string_equal(gor_sgf_encoding(sgf), "UTF-8");
    gor_sgf_free(sgf);
    gor_sgf_free(NULL);
}

static void test_shapes(void **state)
{
    (void)state;
    /* Sequence, variations, whitespace everywhere (sgfmill's cases). */
    gor_sgf *sgf = parse_ok("(;C[abc]KO[];B[bc])");
    assert_int_equal(main_line_length(sgf), 2);
    gor_sgf_free(sgf);

    sgf = parse_ok("( ;\nB\t[ah]\f[ef]\v)");
    assert_int_equal(gor_sgf_node_value_count(gor_sgf_game(sgf, 0), "B"), 2);
    gor_sgf_free(sgf);

    sgf = parse_ok("(;C[abc]AB[ab](;B[bc])(;B[bd]))");
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    assert_int_equal(gor_sgf_node_child_count(root), 2);
    assert_string_equal(gor_sgf_node_value(gor_sgf_node_child(root, 1), "B", 0),
                        "bd");
    assert_null(gor_sgf_node_child(root, 2));
    gor_sgf_free(sgf);

    sgf = parse_ok("\n(;C[abc]AB[ab];C[];C[]\n  (;B[bc])\n"
                   "  (;B[bd];W[ca] (;B[da])(;B[db];W[ea]) )\n)");
    root = gor_sgf_game(sgf, 0);
    const gor_sgf_node *third = gor_sgf_node_child(gor_sgf_node_child(root, 0), 0);
    assert_int_equal(gor_sgf_node_child_count(third), 2);
    const gor_sgf_node *v2 = gor_sgf_node_child(third, 1);
    assert_string_equal(gor_sgf_node_value(v2, "B", 0), "bd");
    const gor_sgf_node *wca = gor_sgf_node_child(v2, 0);
    assert_int_equal(gor_sgf_node_child_count(wca), 2);
    assert_ptr_equal(gor_sgf_node_parent(wca), v2);
    assert_int_equal(gor_sgf_node_line(wca), 4);
    gor_sgf_free(sgf);

    /* A collection: several games, text between them ignored. */
    sgf = parse_ok("(;GN[a])\n(;GN[b])junk(;GN[c])");
    assert_int_equal(gor_sgf_game_count(sgf), 3);
    assert_string_equal(gor_sgf_node_value(gor_sgf_game(sgf, 2), "GN", 0), "c");
    assert_ptr_equal(gor_sgf_node_next_sibling(gor_sgf_game(sgf, 0)),
                     gor_sgf_game(sgf, 1));
    assert_true(has_note(sgf, "outside"));
    gor_sgf_free(sgf);
}

static void test_repairs(void **state)
{
    (void)state;
    /* Junk before and after, a stray ")" after the game. */
    gor_sgf *sgf = parse_ok("Subject: a game\n\n(;B[aa]))\n");
    assert_int_equal(gor_sgf_game_count(sgf), 1);
    assert_true(has_note(sgf, "unbalanced"));
    gor_sgf_free(sgf);

    /* FF[3] long names: lower-case letters dropped. */
    sgf = parse_ok("(;AddBlack[aa]PlayerBlack[Honinbo Shusaku]CoPyright[x])");
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    assert_true(gor_sgf_node_has(root, "AB"));
    assert_string_equal(gor_sgf_node_value(root, "PB", 0), "Honinbo Shusaku");
    assert_true(gor_sgf_node_has(root, "CP"));
    assert_true(has_note(sgf, "FF[3]"));
    gor_sgf_free(sgf);

    /* An identifier of lower-case letters only: upper-cased, or refused
     * when strict. */
    sgf = parse_ok("(;b[aa])");
    assert_true(gor_sgf_node_has(gor_sgf_game(sgf, 0), "B"));
    gor_sgf_free(sgf);
    gor_sgf_parse_options strict = GOR_SGF_PARSE_OPTIONS_INIT;
    strict.flags = GOR_SGF_STRICT;
    parse_fail("(;b[aa])", 8, GOR_EPARSE, &strict);

    /* A property repeated in a node: values merged, order kept. */
    sgf = parse_ok("(;XX[1]YY[2]XX[3]YY[4])");
    root = gor_sgf_game(sgf, 0);
    assert_int_equal(gor_sgf_node_property_count(root), 2);
    assert_string_equal(gor_sgf_node_property_id(root, 0), "XX");
    assert_string_equal(gor_sgf_node_value(root, "XX", 1), "3");
    assert_string_equal(gor_sgf_node_value(root, "YY", 1), "4");
    assert_true(has_note(sgf, "merged"));
    gor_sgf_free(sgf);

    /* A variation without nodes hands its variations up (KataGo writes
     * "((( ;W[cb])))"); "()" is dropped. Strict refuses both. */
    sgf = parse_ok("(;B[aa]((;W[bb])(;W[cc]))())");
    root = gor_sgf_game(sgf, 0);
    assert_int_equal(gor_sgf_node_child_count(root), 2);
    assert_string_equal(gor_sgf_node_value(gor_sgf_node_child(root, 1), "W", 0),
                        "cc");
    gor_sgf_free(sgf);
    parse_fail("(;B[aa]((;W[bb])))", 18, GOR_EPARSE, &strict);

    /* Nihon Ki-in leaves out the root's ";". */
    sgf = parse_ok("(\nTE[Title]\nPB[x]\n;B[pd];W[dp])");
    assert_string_equal(gor_sgf_node_value(gor_sgf_game(sgf, 0), "TE", 0),
                        "Title");
    assert_int_equal(main_line_length(sgf), 3);
    assert_true(has_note(sgf, "Nihon Ki-in"));
    gor_sgf_free(sgf);

    /* sgfmill refuses "(B[ag])"; read as a root without ";", noted. */
    sgf = parse_ok("(B[ag])");
    assert_string_equal(gor_sgf_node_value(gor_sgf_game(sgf, 0), "B", 0), "ag");
    gor_sgf_free(sgf);

    /* Unknown properties are kept, values raw. */
    sgf = parse_ok("(;ZZ[one][two\\]]MULTIGOGM[1])");
    root = gor_sgf_game(sgf, 0);
    assert_string_equal(gor_sgf_node_value(root, "ZZ", 1), "two\\]");
    assert_string_equal(gor_sgf_node_value(root, "MULTIGOGM", 0), "1");
    gor_sgf_free(sgf);
}

static void test_errors(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "", "junk", "()", "B[ag]", "[ag]",
        "(;B)", "(;[ag])", "(;[ag][ah])", "(;[B][ag])",
        "(;B;W[ah])", "(;B[ag](;[ah]))", "(;B W[ag])",
        "(;B[ag];W[ah](;B[ai]);W[bd])",
        "(;B[ag];(W[ah];B[ai]))", "(;B[ag](;W[ah];)B[ai])",
        "(;B[ag](;W[ah])(B[ai]))", "(;C[unclosed",
        "(;B[aa]1W[bb])", "(;B[aa]]", "((;B[aa])",
        "(;ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ[1])",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        parse_fail(bad[i], strlen(bad[i]), GOR_EPARSE, NULL);

    /* A game missing its final ")" (or several): refused when strict,
     * read as it stands with a note otherwise (GNU Go's owl42.sgf). */
    static const struct {
        const char *text;
        size_t moves, missing;
    } open_end[] = {
        {"(;B[ag]", 1, 1},
        {"(;B[ag][)]", 1, 1}, /* the ")" is a value */
        {"(;B[ag];W[ah](;B[ai])", 3, 1},
        {"(;B[aa];W[bb]", 2, 1},
        {"(;B[aa](;W[bb])", 2, 1},
        {"(;B[aa](;W[bb](;B[cc]", 3, 3},
    };
    gor_sgf_parse_options strict = GOR_SGF_PARSE_OPTIONS_INIT;
    strict.flags = GOR_SGF_STRICT;
    for (size_t i = 0; i < sizeof open_end / sizeof open_end[0]; i++) {
        const char *t = open_end[i].text;
        gor_sgf_error se = parse_fail(t, strlen(t), GOR_EPARSE, &strict);
        assert_non_null(strstr(se.message, "missing"));
        gor_sgf *sgf = NULL;
        gor_sgf_error ok;
        assert_int_equal(gor_sgf_parse(&sgf, t, strlen(t), NULL, &ok), GOR_OK);
        assert_int_equal(main_line_length(sgf), open_end[i].moves);
        size_t notes = gor_sgf_parse_note_count(sgf);
        assert_int_equal(notes, 1);
        const gor_sgf_error *note = gor_sgf_parse_note(sgf, 0);
        char want[64];
        snprintf(want, sizeof want, "ends without %zu closing",
                 open_end[i].missing);
        assert_non_null(strstr(note->message, want));
        gor_sgf_free(sgf);
    }

    /* Places: line and column of the trouble. */
    gor_sgf_error e = parse_fail("(;B[aa]\n;W[bb]\n;B[cc]", 21, GOR_EPARSE,
                                 &strict);
    assert_int_equal(e.line, 3);
    assert_non_null(strstr(e.message, "missing"));
    e = parse_fail("(;GN[x]\n;C[a comment\n that never ends", 35, GOR_EPARSE,
                   NULL);
    assert_int_equal(e.line, 2);
    assert_int_equal(e.column, 3);
    assert_non_null(strstr(e.message, "never closed"));
    e = parse_fail("(;B[aa]\n  W[bb] ; x[1] ?)", 25, GOR_EPARSE, NULL);
    assert_int_equal(e.line, 2);
    assert_int_equal(e.column, 16);
    e = parse_fail("(;B[aa](;W[bb])\n;B[cc])", 23, GOR_EPARSE, NULL);
    assert_int_equal(e.line, 2);
    assert_int_equal(e.column, 1);
    /* Columns count characters in UTF-8. */
    e = parse_fail("(;C[\xe5\x9b\xb4\xe6\xa3\x8b] @)", 14, GOR_EPARSE, NULL);
    assert_int_equal(e.line, 1);
    assert_int_equal(e.column, 9);

    /* Arguments. */
    gor_sgf *sgf;
    assert_int_equal(gor_sgf_parse(NULL, "(;)", 3, NULL, NULL), GOR_EINVAL);
    assert_int_equal(gor_sgf_parse(&sgf, NULL, 3, NULL, NULL), GOR_EINVAL);
    gor_sgf_parse_options o = GOR_SGF_PARSE_OPTIONS_INIT;
    o.version = 99;
    assert_int_equal(gor_sgf_parse(&sgf, "(;)", 3, &o, NULL), GOR_EINVAL);
    assert_int_equal(gor_sgf_parse_options_init(&o, 2), GOR_EINVAL);
    assert_int_equal(gor_sgf_parse_options_init(&o, GOR_SGF_PARSE_OPTIONS_VERSION),
                     GOR_OK);
    gor_sgf_error err;
    assert_int_equal(gor_sgf_parse_file(&sgf, "/nonexistent/x.sgf", NULL, &err),
                     GOR_EINVAL);
    assert_non_null(strstr(err.message, "cannot open"));
}

/* Random damage to a valid record: an error or a tree, never a crash. */
static void test_damage(void **state)
{
    (void)state;
    static const char base[] =
        "(;FF[4]GM[1]SZ[9]CA[UTF-8]C[a \\] comment\\\n here]AB[aa:bb]"
        ";B[ee](;W[dd];B[cc]C[\xe5\x9b\xb4])(;W[];B[tt]PL[W]))";
    char buf[sizeof base + 8];
    uint32_t seed = 12345;
    int parsed = 0, failed = 0;
    for (int round = 0; round < 20000; round++) {
        memcpy(buf, base, sizeof base);
        size_t len = sizeof base - 1;
        int edits = 1 + round % 4;
        for (int e = 0; e < edits; e++) {
            seed = seed * 1103515245u + 12345u;
            size_t at = (seed >> 8) % len;
            seed = seed * 1103515245u + 12345u;
            static const char pool[] = "()[];\\:Bab\n\xff\x80 ";
            switch ((seed >> 16) % 3) {
            case 0:
                buf[at] = pool[(seed >> 4) % (sizeof pool - 1)];
                break;
            case 1: /* delete */
                memmove(buf + at, buf + at + 1, len - at - 1);
                len--;
                break;
            default: /* truncate */
                len = at;
                break;
            }
            if (!len)
                break;
        }
        gor_sgf *sgf = NULL;
        gor_sgf_error err;
        int st = gor_sgf_parse(&sgf, buf, len, NULL, &err);
        if (st == GOR_OK) {
            parsed++;
            if (!round_trips(sgf)) {
                fprintf(stderr, "round trip failed for: ");
                fwrite(buf, 1, len, stderr);
                fprintf(stderr, "\n");
                char *w = write_str(sgf);
                fprintf(stderr, "written: %s\n", w);
                free(w);
            }
            assert_true(round_trips(sgf));
            for (size_t g = 0; g < gor_sgf_game_count(sgf); g++) {
                gor_game *game = NULL;
                gor_sgf_report *rep = NULL;
                gor_sgf_replay_options ro = GOR_SGF_REPLAY_OPTIONS_INIT;
                ro.flags = GOR_SGF_REPLAY_TOLERANT;
                gor_sgf_replay(&game, &rep, gor_sgf_game(sgf, g), &ro);
                gor_game_free(game);
                gor_sgf_report_free(rep);
            }
            gor_sgf_free(sgf);
        } else {
            failed++;
            assert_int_equal(st, err.status);
            assert_true(err.line >= 0 && err.column >= 0);
        }
    }
    assert_true(parsed > 100 && failed > 100);
}

/* ------------------------------------------------------------------ */
/* Text                                                                */

static void test_text(void **state)
{
    (void)state;
    char buf[128];
    gor_sgf *sgf = parse_ok("(;C[ab \\] \\) cd\\\\]GC[one\\\ntwo\r\nthree\tfour]"
                            "AP[First \\: part:Second]N[a\nb])");
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    /* Raw values keep the escapes. */
    assert_string_equal(gor_sgf_node_value(root, "C", 0), "ab \\] \\) cd\\\\");
    assert_int_equal(gor_sgf_node_text(root, "C", buf, sizeof buf), 10);
    assert_string_equal(buf, "ab ] ) cd\\");
    /* Soft line break removed, CRLF one break, tab a space. */
    gor_sgf_node_text(root, "GC", buf, sizeof buf);
    assert_string_equal(buf, "onetwo\nthree four");
    /* SimpleText: breaks become spaces. */
    gor_sgf_text(gor_sgf_node_value(root, "N", 0), GOR_SGF_TEXT_SIMPLE, buf,
                 sizeof buf);
    assert_string_equal(buf, "a b");
    /* Composed values: split at the unescaped colon. */
    const char *ap = gor_sgf_node_value(root, "AP", 0);
    gor_sgf_text(ap, GOR_SGF_TEXT_FIRST, buf, sizeof buf);
    assert_string_equal(buf, "First : part");
    gor_sgf_text(ap, GOR_SGF_TEXT_SECOND, buf, sizeof buf);
    assert_string_equal(buf, "Second");
    /* Absent: "" and 0. */
    assert_int_equal(gor_sgf_node_text(root, "XX", buf, sizeof buf), 0);
    assert_string_equal(buf, "");
    /* snprintf-style: truncated, length needed returned. */
    assert_int_equal(gor_sgf_text("abcdef", 0, buf, 4), 6);
    assert_string_equal(buf, "abc");
    assert_int_equal(gor_sgf_text("abcdef", 0, NULL, 0), 6);
    /* Escape is the inverse. */
    assert_int_equal(gor_sgf_escape("a]b\\c:d", 0, buf, sizeof buf), 9);
    assert_string_equal(buf, "a\\]b\\\\c:d");
    gor_sgf_escape("a:b", GOR_SGF_TEXT_FIRST, buf, sizeof buf);
    assert_string_equal(buf, "a\\:b");
    gor_sgf_free(sgf);
}

/* ------------------------------------------------------------------ */
/* Go values                                                           */

static void test_points(void **state)
{
    (void)state;
    gor_point pts[64];
    gor_sgf *sgf = parse_ok("(;SZ[19]AB[aa:cc][dd]AW[cc:aa]AE[]TB[zz]TW[a]"
                            "MA[sa:sb]XX[rs:tt])");
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    int n = gor_sgf_node_points(root, "AB", 19, 19, pts, 64);
    assert_int_equal(n, 10);
    assert_int_equal(pts[0], 0);
    assert_int_equal(pts[8], 2 * 19 + 2);
    assert_int_equal(pts[9], 3 * 19 + 3);
    /* Corners in either order. */
    assert_int_equal(gor_sgf_node_points(root, "AW", 19, 19, pts, 64), 9);
    /* Count without storing; an empty value adds nothing. */
    assert_int_equal(gor_sgf_node_points(root, "AB", 19, 19, NULL, 0), 10);
    assert_int_equal(gor_sgf_node_points(root, "AE", 19, 19, pts, 64), 0);
    assert_int_equal(gor_sgf_node_points(root, "QQ", 19, 19, pts, 64), 0);
    /* Bad points. */
    assert_int_equal(gor_sgf_node_points(root, "TB", 19, 19, pts, 64),
                     GOR_EOFFBOARD);
    assert_int_equal(gor_sgf_node_points(root, "TW", 19, 19, pts, 64),
                     GOR_EPARSE);
    assert_int_equal(gor_sgf_node_points(root, "MA", 19, 19, pts, 64), 2);
    assert_int_equal(gor_sgf_node_points(root, "XX", 19, 19, pts, 64),
                     GOR_EOFFBOARD);
    /* Capital letters: columns 27..52 on big boards. */
    gor_sgf_free(sgf);
    sgf = parse_ok("(;SZ[52]AB[AA][ZZ])");
    root = gor_sgf_game(sgf, 0);
    assert_int_equal(gor_sgf_node_points(root, "AB", 52, 52, pts, 64), 2);
    assert_int_equal(pts[0], 26 * 52 + 26);
    assert_int_equal(pts[1], 51 * 52 + 51);
    assert_int_equal(gor_sgf_node_points(root, "AB", 19, 19, pts, 64),
                     GOR_EOFFBOARD);
    gor_sgf_free(sgf);
}

static void test_sizes(void **state)
{
    (void)state;
    static const struct {
        const char *sgf;
        int status, w, h;
    } cases[] = {
        {"(;)", GOR_OK, 19, 19},          {"(;SZ[9])", GOR_OK, 9, 9},
        {"(;SZ[19:13])", GOR_OK, 19, 13}, {"(;SZ[ 13 ])", GOR_OK, 13, 13},
        {"(;SZ[1])", GOR_OK, 1, 1},       {"(;SZ[52:1])", GOR_OK, 52, 1},
        {"(;SZ[0])", GOR_ESIZE, 0, 0},    {"(;SZ[53])", GOR_ESIZE, 0, 0},
        {"(;SZ[abc])", GOR_ESIZE, 0, 0},  {"(;SZ[])", GOR_ESIZE, 0, 0},
        {"(;SZ[19:0])", GOR_ESIZE, 0, 0}, {"(;SZ[-9])", GOR_ESIZE, 0, 0},
        {"(;SZ[9.5])", GOR_ESIZE, 0, 0},  {"(;SZ[99999999999])", GOR_ESIZE, 0, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        gor_sgf *sgf = parse_ok(cases[i].sgf);
        int w = 0, h = 0;
        assert_int_equal(gor_sgf_game_size(gor_sgf_game(sgf, 0), &w, &h),
                         cases[i].status);
        if (cases[i].status == GOR_OK) {
            assert_int_equal(w, cases[i].w);
            assert_int_equal(h, cases[i].h);
        }
        gor_sgf_free(sgf);
    }
}

static void test_moves(void **state)
{
    (void)state;
    gor_color c;
    gor_point p;
    gor_sgf *sgf = parse_ok("(;;B[dd];W[];B[tt];W[ ];B[zz];W[a];C[x])");
    const gor_sgf_node *n = gor_sgf_game(sgf, 0);
    assert_int_equal(gor_sgf_node_move(n, 19, 19, &c, &p), GOR_ENOMOVE);
    n = gor_sgf_node_child(n, 0);
    assert_int_equal(gor_sgf_node_move(n, 19, 19, &c, &p), GOR_OK);
    assert_int_equal(c, GOR_BLACK);
    assert_int_equal(p, 3 * 19 + 3);
    n = gor_sgf_node_child(n, 0);
    assert_int_equal(gor_sgf_node_move(n, 19, 19, &c, &p), GOR_OK);
    assert_int_equal(c, GOR_WHITE);
    assert_int_equal(p, GOR_PASS);
    n = gor_sgf_node_child(n, 0); /* tt: a pass up to 19x19 only */
    assert_int_equal(gor_sgf_node_move(n, 19, 19, &c, &p), GOR_OK);
    assert_int_equal(p, GOR_PASS);
    assert_int_equal(gor_sgf_node_move(n, 21, 21, &c, &p), GOR_OK);
    assert_int_equal(p, 19 * 21 + 19);
    assert_int_equal(gor_sgf_node_move(n, 20, 20, &c, &p), GOR_OK);
    assert_int_equal(p, 19 * 20 + 19);
    assert_int_equal(gor_sgf_node_move(n, 20, 19, &c, &p), GOR_EOFFBOARD);
    n = gor_sgf_node_child(n, 0);
    assert_int_equal(gor_sgf_node_move(n, 19, 19, &c, &p), GOR_OK);
    assert_int_equal(p, GOR_PASS);
    n = gor_sgf_node_child(n, 0);
    assert_int_equal(gor_sgf_node_move(n, 19, 19, &c, &p), GOR_EOFFBOARD);
    n = gor_sgf_node_child(n, 0);
    assert_int_equal(gor_sgf_node_move(n, 19, 19, &c, &p), GOR_EPARSE);
    gor_sgf_free(sgf);
}

/* ------------------------------------------------------------------ */
/* Encodings                                                           */

/* The text of property id of the last node of the main line. */
static void last_text(const gor_sgf *sgf, const char *id, char *buf,
                      size_t size)
{
    const gor_sgf_node *n = gor_sgf_game(sgf, 0);
    while (gor_sgf_node_child_count(n))
        n = gor_sgf_node_child(n, 0);
    gor_sgf_node_text(n, id, buf, size);
}

static void check_decoded(const char *input, size_t len, const char *want,
                          const char *encoding, const char *note)
{
    gor_sgf *sgf = NULL;
    gor_sgf_error err;
    int st = gor_sgf_parse(&sgf, input, len, NULL, &err);
    if (st)
        fprintf(stderr, "%s: %s\n", encoding, err.message);
    assert_int_equal(st, GOR_OK);
    char buf[256];
    last_text(sgf, "C", buf, sizeof buf);
    if (strcmp(buf, want))
        fprintf(stderr, "%s: got \"%s\" want \"%s\"\n", encoding, buf, want);
    assert_string_equal(buf, want);
    assert_string_equal(gor_sgf_encoding(sgf), encoding);
    if (note)
        assert_true(has_note(sgf, note));
    /* CA now says what the values are. */
    const char *ca = gor_sgf_node_value(gor_sgf_game(sgf, 0), "CA", 0);
    if (ca)
        assert_string_equal(ca, "UTF-8");
    assert_true(round_trips(sgf));
    gor_sgf_free(sgf);
}

#define CHECK_DECODED(lit, want, enc, note) \
    check_decoded(lit, sizeof(lit) - 1, want, enc, note)

static void test_encodings(void **state)
{
    (void)state;
    /* GB2312 declared, GB18030 read (the superset). */
    CHECK_DECODED("(;CA[GB2312]C[\xce\xa7\xc6\xe5])", "围棋", "GB18030", NULL);
    /* Shift_JIS with 0x5C trail bytes (ソ表能): not escapes. */
    CHECK_DECODED("(;CA[Shift_JIS]C[\x83\x5c\x95\x5c\x94\x5c])", "ソ表能",
                  "CP932", NULL);
    /* ... even with a "]" right after such a character. */
    CHECK_DECODED("(;CA[SJIS]PB[\x83\x5c];C[ok])", "ok", "CP932", NULL);
    CHECK_DECODED("(;CA[Big5]C[\xb3\xf2\xb4\xd1])", "圍棋", "CP950", NULL);
    CHECK_DECODED("(;CA[EUC-KR]C[\xb9\xd9\xb5\xcf])", "바둑", "CP949", NULL);
    CHECK_DECODED("(;CA[ISO-8859-1]C[Hrab\xe1nek])", "Hrabánek", "CP1252",
                  NULL);
    CHECK_DECODED("(;CA[latin1]C[\x80 5])", "€ 5", "CP1252", NULL);
    /* ISO-2022-JP, with a 0x5D byte inside the two-byte set (丸). */
    CHECK_DECODED("(;CA[ISO-2022-JP]C[\x1b\x24\x42\x30\x4f\x38\x6b\x1b\x28\x42"
                  " \x1b\x24\x42\x34\x5d\x1b\x28\x42])",
                  "囲碁 丸", "ISO-2022-JP", NULL);
    /* UTF-8 with a mark; without CA, valid UTF-8 is UTF-8. */
    CHECK_DECODED("\xef\xbb\xbf(;CA[UTF-8]C[\xe5\x9b\xb4])", "围", "UTF-8", NULL);
    CHECK_DECODED("(;C[\xe5\x9b\xb4])", "围", "UTF-8", NULL);
    /* UTF-16, little-endian, with and without a mark. */
    CHECK_DECODED("\xff\xfe\x28\x00\x3b\x00\x43\x00\x5b\x00\x81\x78\x5d\x00"
                  "\x29\x00",
                  "碁", "UTF-16LE", "UTF-16LE");
    CHECK_DECODED("\x28\x00\x3b\x00\x43\x00\x5b\x00\x81\x78\x5d\x00\x29\x00",
                  "碁", "UTF-16LE", NULL);
    /* CA[UTF-8] over a name cut inside a character (Fox): U+FFFD, noted. */
    CHECK_DECODED("(;CA[UTF-8]PB[\xe4\xb8\x9c\xe6\x96\xb9\xe6\x98\x8e\xe7\x8f]"
                  "C[\xe4\xb8\x9c\xe7\x8f])",
                  "东\xef\xbf\xbd", "UTF-8", "invalid UTF-8");
    /* CA[UTF-8] over text that is GB18030 through and through. */
    CHECK_DECODED("(;CA[UTF-8]GN[\xce\xa7\xc6\xe5\xce\xa7\xc6\xe5]"
                  "C[\xce\xa7\xc6\xe5])",
                  "围棋", "GB18030", "not UTF-8");
    /* No CA: GB bytes detected; isolated high bytes are Latin-1. */
    CHECK_DECODED("(;C[\xce\xa7\xc6\xe5\xce\xa7\xc6\xe5])", "围棋围棋",
                  "GB18030", "detected");
    CHECK_DECODED("(;C[Hrab\xe1nek a \xe9t\xe9])", "Hrabánek a été", "CP1252",
                  "detected");
    /* A legacy CA over valid UTF-8 (an editor re-saved it): UTF-8. */
    CHECK_DECODED("(;CA[Shift_JIS]C[\xe5\x9b\xb4])", "围", "UTF-8",
                  "valid UTF-8");
    /* SGFC's convention: trail bytes 0x5C/0x5D escaped (指揮權: the "]"
     * trail of 揮 written "\]"), found when the plain reading fails. */
    CHECK_DECODED("(;CA[GB18030]C[\xd6\xb8\x93\x5c\x5d\x99\xe0])", "指揮權",
                  "GB18030", "SGFC");
    /* The caller forces an encoding. */
    gor_sgf_parse_options o = GOR_SGF_PARSE_OPTIONS_INIT;
    o.encoding = "GBK";
    gor_sgf *sgf;
    const char gb[] = "(;CA[UTF-8]C[\xce\xa7])";
    assert_int_equal(gor_sgf_parse(&sgf, gb, sizeof gb - 1, &o, NULL), GOR_OK);
    char buf[32];
    last_text(sgf, "C", buf, sizeof buf);
    assert_string_equal(buf, "围");
    gor_sgf_free(sgf);
    /* Several games, each in its own CA. */
    const char mixed[] = "(;CA[GB2312]C[\xce\xa7])(;CA[ISO-8859-1]C[\xe1])";
    assert_int_equal(gor_sgf_parse(&sgf, mixed, sizeof mixed - 1, NULL, NULL),
                     GOR_OK);
    gor_sgf_node_text(gor_sgf_game(sgf, 0), "C", buf, sizeof buf);
    assert_string_equal(buf, "围");
    gor_sgf_node_text(gor_sgf_game(sgf, 1), "C", buf, sizeof buf);
    assert_string_equal(buf, "á");
    gor_sgf_free(sgf);
    /* An unknown CA: judged by the bytes, noted. */
    const char odd[] = "(;CA[X-NO-SUCH-CHARSET]C[\xe5\x9b\xb4])";
    assert_int_equal(gor_sgf_parse(&sgf, odd, sizeof odd - 1, NULL, NULL),
                     GOR_OK);
    assert_true(has_note(sgf, "unknown encoding"));
    gor_sgf_node_text(gor_sgf_game(sgf, 0), "C", buf, sizeof buf);
    assert_string_equal(buf, "围");
    gor_sgf_free(sgf);
}

/* ------------------------------------------------------------------ */
/* Limits and depth                                                    */

/* Runs of the commonest node, ";B[pd]", read on their own short path:
 * the same tree, places and limits as any other node. */
static void test_move_runs(void **state)
{
    (void)state;
    gor_sgf *sgf = parse_ok("(;GM[1];B[pd];W[dp];B[qq](;W[dd];B[cc])"
                            "(;W[ee]C[x]))");
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    static const struct {
        const char *id, *value;
        int node_column, prop_column;
    } line[] = {{"B", "pd", 8, 9}, {"W", "dp", 14, 15}, {"B", "qq", 20, 21}};
    const gor_sgf_node *n = root;
    for (size_t k = 0; k < 3; k++) {
        n = gor_sgf_node_child(n, 0);
        assert_int_equal(gor_sgf_node_child_count(n), k < 2 ? 1 : 2);
        assert_int_equal(gor_sgf_node_property_count(n), 1);
        assert_string_equal(gor_sgf_node_property_id(n, 0), line[k].id);
        assert_string_equal(gor_sgf_node_value(n, line[k].id, 0),
                            line[k].value);
        assert_int_equal(gor_sgf_node_value_count(n, line[k].id), 1);
        assert_int_equal(gor_sgf_node_line(n), 1);
        assert_int_equal(gor_sgf_node_column(n), line[k].node_column);
        int col = 0;
        assert_int_equal(gor_sgf_node_property_line(n, line[k].id, &col), 1);
        assert_int_equal(col, line[k].prop_column);
    }
    const gor_sgf_node *cc = gor_sgf_node_child(gor_sgf_node_child(n, 0), 0);
    assert_string_equal(gor_sgf_node_value(cc, "B", 0), "cc");
    assert_int_equal(gor_sgf_node_column(cc), 33);
    assert_int_equal(gor_sgf_node_child_count(cc), 0);
    const gor_sgf_node *ee = gor_sgf_node_child(n, 1);
    assert_int_equal(gor_sgf_node_property_count(ee), 2);
    assert_string_equal(gor_sgf_node_value(ee, "C", 0), "x");
    /* The same places as nodes read the general way. */
    int col = 0;
    assert_int_equal(gor_sgf_node_property_line(root, "GM", &col), 1);
    assert_int_equal(col, 3);
    assert_int_equal(gor_sgf_node_property_line(ee, "W", &col), 1);
    assert_int_equal(col, 42);
    assert_int_equal(gor_sgf_node_property_line(ee, "C", &col), 1);
    assert_int_equal(col, 47);
    const gor_sgf_node *dd = gor_sgf_node_child(n, 0);
    assert_int_equal(gor_sgf_node_property_line(dd, "W", &col), 1);
    assert_int_equal(col, 28);
    /* Such a node is edited like any other. */
    gor_sgf_node *pd = (gor_sgf_node *)gor_sgf_node_child(root, 0);
    assert_int_equal(gor_sgf_node_add_value(pd, "B", "qd"), GOR_OK);
    assert_int_equal(gor_sgf_node_set(pd, "C", "edited"), GOR_OK);
    assert_int_equal(gor_sgf_node_value_count(pd, "B"), 2);
    assert_string_equal(gor_sgf_node_value(pd, "B", 1), "qd");
    assert_string_equal(gor_sgf_node_value(pd, "C", 0), "edited");
    assert_true(round_trips(sgf));
    gor_sgf_free(sgf);

    /* The node limit counts them, and says where the one too many is. */
    gor_sgf_parse_options o = GOR_SGF_PARSE_OPTIONS_INIT;
    o.max_nodes = 3;
    gor_sgf_error e = parse_fail("(;;B[aa];W[bb];B[cc])", 21, GOR_ERANGE, &o);
    assert_int_equal(e.line, 1);
    assert_int_equal(e.column, 15);
    o.max_nodes = 4;
    gor_sgf *four = NULL;
    assert_int_equal(gor_sgf_parse(&four, "(;;B[aa];W[bb];B[cc])", 21, &o,
                                   NULL),
                     GOR_OK);
    gor_sgf_free(four);
}

static void test_limits(void **state)
{
    (void)state;
    gor_sgf_parse_options o = GOR_SGF_PARSE_OPTIONS_INIT;
    o.max_size = 10;
    gor_sgf_error e = parse_fail("(;C[0123456789])", 16, GOR_ERANGE, &o);
    assert_non_null(strstr(e.message, "limit"));
    o.max_size = 0;
    o.max_nodes = 3;
    parse_fail("(;;;;)", 6, GOR_ERANGE, &o);
    o.max_nodes = 0;
    o.max_depth = 3;
    e = parse_fail("(;(;(;(;B[aa]))))", 17, GOR_ERANGE, &o);
    assert_int_equal(e.line, 1);
    assert_int_equal(e.column, 7);
}

/* "(;B[aa](;W[bb](;B[aa](;..." nested `depth` levels. */
static char *nested(size_t depth, size_t *len)
{
    char *s = malloc(depth * 9 + 8);
    size_t n = 0;
    for (size_t i = 0; i < depth; i++) {
        memcpy(s + n, i % 2 ? "(;W[bb]" : "(;B[aa]", 7);
        n += 7;
    }
    memset(s + n, ')', depth);
    n += depth;
    s[n] = 0;
    *len = n;
    return s;
}

static void test_deep_nesting(void **state)
{
    (void)state;
    size_t len;
    char *text = nested(100000, &len);
    gor_sgf *sgf = NULL;
    gor_sgf_error err;
    /* Accepted by default, written and read back, freed: no recursion. */
    assert_int_equal(gor_sgf_parse(&sgf, text, len, NULL, &err), GOR_OK);
    assert_int_equal(main_line_length(sgf), 100000);
    char *out = write_str(sgf);
    assert_non_null(out);
    gor_sgf *again = NULL;
    assert_int_equal(gor_sgf_parse(&again, out, strlen(out), NULL, &err),
                     GOR_OK);
    assert_true(trees_equal(sgf, again));
    gor_sgf_free(again);
    free(out);
    /* Replaying the line (B and W on the same two points) fails cleanly. */
    gor_game *game = NULL;
    gor_sgf_report *rep = NULL;
    assert_int_equal(gor_sgf_replay(&game, &rep, gor_sgf_game(sgf, 0), NULL),
                     GOR_OK);
    assert_int_equal(gor_sgf_report_status(rep), GOR_EOCCUPIED);
    assert_int_equal(gor_sgf_report_moves(rep), 2);
    gor_game_free(game);
    gor_sgf_report_free(rep);
    gor_sgf_free(sgf);
    /* Refused with a place under a small limit. */
    gor_sgf_parse_options o = GOR_SGF_PARSE_OPTIONS_INIT;
    o.max_depth = 1000;
    err = parse_fail(text, len, GOR_ERANGE, &o);
    assert_int_equal(err.line, 1);
    assert_int_equal(err.column, 1000 * 7 + 1);
    free(text);

    /* Truncated deep input, 50000 ")" missing: an error when strict, not
     * a crash; read as it stands otherwise. */
    text = nested(100000, &len);
    o.max_depth = 0;
    o.flags = GOR_SGF_STRICT;
    parse_fail(text, len - 50000, GOR_EPARSE, &o);
    assert_int_equal(gor_sgf_parse(&sgf, text, len - 50000, NULL, &err),
                     GOR_OK);
    assert_int_equal(main_line_length(sgf), 100000);
    gor_sgf_free(sgf);
    free(text);

    /* A long main line and a wide fan of variations. */
    size_t moves = 200000;
    char *line = malloc(moves * 6 + 8);
    size_t n = 0;
    line[n++] = '(';
    for (size_t i = 0; i < moves; i++) {
        memcpy(line + n, i % 2 ? ";W[]" : ";B[]", 4);
        n += 4;
    }
    line[n++] = ')';
    assert_int_equal(gor_sgf_parse(&sgf, line, n, NULL, &err), GOR_OK);
    assert_int_equal(main_line_length(sgf), moves);
    assert_true(round_trips(sgf));
    gor_sgf_free(sgf);
    n = 0;
    memcpy(line, "(;GN[fan]", 9);
    n = 9;
    for (size_t i = 0; i < 50000; i++) {
        memcpy(line + n, "(;B[aa])", 8);
        n += 8;
    }
    line[n++] = ')';
    assert_int_equal(gor_sgf_parse(&sgf, line, n, NULL, &err), GOR_OK);
    assert_int_equal(gor_sgf_node_child_count(gor_sgf_game(sgf, 0)), 50000);
    assert_true(round_trips(sgf));
    gor_sgf_free(sgf);
    free(line);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_minimal),   cmocka_unit_test(test_shapes),
        cmocka_unit_test(test_repairs),   cmocka_unit_test(test_errors),
        cmocka_unit_test(test_damage),    cmocka_unit_test(test_text),
        cmocka_unit_test(test_points),    cmocka_unit_test(test_sizes),
        cmocka_unit_test(test_moves),     cmocka_unit_test(test_encodings),
        cmocka_unit_test(test_limits),    cmocka_unit_test(test_deep_nesting),
        cmocka_unit_test(test_move_runs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
