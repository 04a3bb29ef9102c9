/* SPDX-License-Identifier: MIT */
/*
 * test_sgf_write.c - writing trees back (round trips), building and
 * editing trees, and a game's history to SGF.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "sgf_testutil.h"

static const char awkward[] =
    "Some text before.\n"
    "(;FF[4]GM[1]SZ[19]CA[UTF-8]AP[Test\\:app:1.0]\n"
    "C[A comment with \\] and \\\\ and a soft\\\nbreak,\r\nCRLF, \xe5\x9b\xb4\xe6\xa3\x8b]"
    "XX[unknown][kept]MULTIGOGM[1]AB[aa:cc][dd]LB[ee:A label\\: yes]\n"
    "(;B[pd]N[Main];W[dp](;B[pp])(;B[dd]C[]))\n"
    "(;B[tt];W[];TB[ab]TW[])\n"
    ")\n(;GN[second game])";

static void test_round_trip(void **state)
{
    (void)state;
    gor_sgf *sgf = parse_ok(awkward);
    assert_non_null(sgf);
    assert_int_equal(gor_sgf_game_count(sgf), 2);
    assert_true(round_trips(sgf));
    char *text = write_str(sgf);
    /* Values exactly as stored, CA UTF-8, lines within reason. */
    assert_non_null(strstr(text, "AP[Test\\:app:1.0]"));
    assert_non_null(strstr(text, "XX[unknown][kept]"));
    assert_non_null(strstr(text, "soft\\\nbreak"));
    assert_non_null(strstr(text, "(;GN[second game])"));
    assert_null(strstr(text, "Some text"));
    free(text);
    gor_sgf_free(sgf);

    /* FF[3] input comes back as FF[4] identifiers. */
    sgf = parse_ok("(;AddBlack[aa]Comment[x];Black[bb])");
    text = write_str(sgf);
    assert_string_equal(text, "(;AB[aa]C[x]\n;B[bb])\n");
    free(text);
    gor_sgf_free(sgf);

    /* A converted encoding is written as UTF-8 with CA[UTF-8]. */
    const char gb[] = "(;CA[GB2312]C[\xce\xa7\xc6\xe5])";
    gor_sgf_parse(&sgf, gb, sizeof gb - 1, NULL, NULL);
    text = write_str(sgf);
    assert_string_equal(text, "(;CA[UTF-8]C[\xe5\x9b\xb4\xe6\xa3\x8b])\n");
    free(text);
    gor_sgf_free(sgf);

    /* Long lines break between nodes and properties only. */
    char big[4096] = "(;SZ[19]";
    for (int i = 0; i < 100; i++)
        strcat(big, i % 2 ? ";W[dd]" : ";B[pp]");
    strcat(big, ")");
    sgf = parse_ok(big);
    text = write_str(sgf);
    size_t col = 0, longest = 0;
    for (const char *c = text; *c; c++) {
        col = *c == '\n' ? 0 : col + 1;
        if (col > longest)
            longest = col;
    }
    assert_true(longest <= 80);
    assert_true(round_trips(sgf));
    free(text);
    gor_sgf_free(sgf);
}

static void test_write_buffer(void **state)
{
    (void)state;
    gor_sgf *sgf = parse_ok("(;B[aa])");
    char buf[64];
    int n = gor_sgf_write(sgf, NULL, 0);
    assert_int_equal(n, 9);
    assert_int_equal(gor_sgf_write(sgf, buf, 5), 9);
    assert_string_equal(buf, "(;B[");
    assert_int_equal(gor_sgf_write(sgf, buf, sizeof buf), 9);
    assert_string_equal(buf, "(;B[aa])\n");
    assert_int_equal(gor_sgf_write(NULL, buf, sizeof buf), GOR_EINVAL);
    assert_int_equal(gor_sgf_write(sgf, NULL, 5), GOR_EINVAL);
    /* Files. */
    char path[] = "/tmp/gorules-sgf-test-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(gor_sgf_write_file(sgf, path), GOR_OK);
    gor_sgf *back;
    assert_int_equal(gor_sgf_parse_file(&back, path, NULL, NULL), GOR_OK);
    assert_true(trees_equal(sgf, back));
    gor_sgf_free(back);
    remove(path);
    assert_int_equal(gor_sgf_write_file(sgf, "/nonexistent/dir/x.sgf"),
                     GOR_EINVAL);
    gor_sgf_free(sgf);
}

static void test_build(void **state)
{
    (void)state;
    gor_sgf *sgf;
    gor_sgf_node *root, *child, *var;
    assert_int_equal(gor_sgf_new(&sgf), GOR_OK);
    assert_int_equal(gor_sgf_game_count(sgf), 0);
    assert_int_equal(gor_sgf_add_game(sgf, &root), GOR_OK);
    assert_int_equal(gor_sgf_node_set(root, "FF", "4"), GOR_OK);
    assert_int_equal(gor_sgf_node_set(root, "SZ", "9"), GOR_OK);
    assert_int_equal(gor_sgf_node_set_text(root, "C", "a ] b \\ c"), GOR_OK);
    assert_string_equal(gor_sgf_node_value(root, "C", 0), "a \\] b \\\\ c");
    assert_int_equal(gor_sgf_node_add_value(root, "AB", "aa"), GOR_OK);
    assert_int_equal(gor_sgf_node_add_value(root, "AB", "bb:cc"), GOR_OK);
    assert_int_equal(gor_sgf_node_value_count(root, "AB"), 2);
    /* Replacing keeps the property's place. */
    assert_int_equal(gor_sgf_node_set(root, "FF", "3"), GOR_OK);
    assert_string_equal(gor_sgf_node_property_id(root, 0), "FF");
    assert_string_equal(gor_sgf_node_value(root, "FF", 0), "3");
    /* Bad identifiers and values. */
    assert_int_equal(gor_sgf_node_set(root, "b", "aa"), GOR_EINVAL);
    assert_int_equal(gor_sgf_node_set(root, "", "aa"), GOR_EINVAL);
    assert_int_equal(gor_sgf_node_set(root, "C", "a]b"), GOR_EINVAL);
    assert_int_equal(gor_sgf_node_set(root, "C", "ends\\"), GOR_EINVAL);
    assert_int_equal(gor_sgf_node_set(NULL, "C", "x"), GOR_EINVAL);
    /* Remove. */
    assert_int_equal(gor_sgf_node_set(root, "XX", "1"), GOR_OK);
    assert_int_equal(gor_sgf_node_remove(root, "XX"), GOR_OK);
    assert_int_equal(gor_sgf_node_remove(root, "XX"), GOR_OK);
    assert_false(gor_sgf_node_has(root, "XX"));
    assert_int_equal(gor_sgf_node_property_count(root), 4);
    /* Children and variations. */
    assert_int_equal(gor_sgf_node_add_child(root, &child), GOR_OK);
    gor_sgf_node_set(child, "B", "ee");
    assert_int_equal(gor_sgf_node_add_child(root, &var), GOR_OK);
    gor_sgf_node_set(var, "B", "cc");
    assert_ptr_equal(gor_sgf_node_parent(var), root);
    assert_int_equal(gor_sgf_node_line(var), 0);
    char *text = write_str(sgf);
    assert_string_equal(text, "(;FF[3]SZ[9]C[a \\] b \\\\ c]AB[aa][bb:cc]\n"
                              "(;B[ee])\n(;B[cc]))\n");
    free(text);
    assert_true(round_trips(sgf));
    gor_sgf_free(sgf);
}

/* Replay a string and compare the final board with a game. */
static void same_position(const gor_sgf *sgf, const gor_game *game)
{
    gor_game *back;
    gor_sgf_report *rep;
    assert_int_equal(gor_sgf_replay(&back, &rep, gor_sgf_game(sgf, 0), NULL),
                     GOR_OK);
    assert_int_equal(gor_sgf_report_errors(rep), 0);
    assert_int_equal(gor_game_width(back), gor_game_width(game));
    assert_int_equal(gor_game_height(back), gor_game_height(game));
    assert_true(gor_game_hash(back) == gor_game_hash(game));
    assert_int_equal(gor_game_to_move(back), gor_game_to_move(game));
    assert_int_equal(gor_game_captures(back, GOR_BLACK),
                     gor_game_captures(game, GOR_BLACK));
    assert_int_equal(gor_game_move_number(back), gor_game_move_number(game));
    gor_game_free(back);
    gor_sgf_report_free(rep);
}

static void test_from_game(void **state)
{
    (void)state;
    gor_rules *rules;
    gor_rules_new(&rules, "japanese");
    gor_rules_set_komi(rules, 0.5);
    gor_game *g;
    assert_int_equal(gor_game_new(&g, 9, 7, rules), GOR_OK);
    gor_rules_free(rules);
    gor_point p[3];
    gor_point_from_gtp(9, 7, "C3", &p[0]);
    gor_point_from_gtp(9, 7, "G5", &p[1]);
    assert_int_equal(gor_game_setup(g, GOR_BLACK, p, 2), GOR_OK);
    gor_game_set_handicap(g, 2);
    assert_int_equal(gor_game_set_to_move(g, GOR_WHITE), GOR_OK);
    gor_point_from_gtp(9, 7, "E4", &p[0]);
    assert_int_equal(gor_game_play(g, GOR_WHITE, p[0]), GOR_OK);
    gor_point_from_gtp(9, 7, "D4", &p[0]);
    assert_int_equal(gor_game_play(g, GOR_BLACK, p[0]), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    /* Setup in the middle of the game, including a removal. */
    gor_point_from_gtp(9, 7, "A1", &p[0]);
    assert_int_equal(gor_game_setup(g, GOR_WHITE, p, 1), GOR_OK);
    gor_point_from_gtp(9, 7, "G5", &p[0]);
    assert_int_equal(gor_game_setup(g, GOR_EMPTY, p, 1), GOR_OK);
    gor_point_from_gtp(9, 7, "J7", &p[0]);
    assert_int_equal(gor_game_play(g, GOR_BLACK, p[0]), GOR_OK);
    /* An undone move is not written. */
    gor_point_from_gtp(9, 7, "J6", &p[0]);
    assert_int_equal(gor_game_play(g, GOR_WHITE, p[0]), GOR_OK);
    assert_int_equal(gor_game_undo(g), GOR_OK);
    assert_int_equal(gor_game_resign(g, GOR_WHITE), GOR_OK);

    /* Game info from a record is carried over. */
    gor_sgf *info = parse_ok("(;PB[Black \\] player]PW[White]XX[kept]SZ[19]"
                             "KM[99]B[aa])");
    gor_sgf *sgf;
    assert_int_equal(gor_sgf_from_game(&sgf, g, gor_sgf_game(info, 0)),
                     GOR_OK);
    gor_sgf_free(info);
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    assert_string_equal(gor_sgf_node_value(root, "SZ", 0), "9:7");
    assert_string_equal(gor_sgf_node_value(root, "KM", 0), "0.5");
    assert_string_equal(gor_sgf_node_value(root, "RU", 0), "Japanese");
    assert_string_equal(gor_sgf_node_value(root, "HA", 0), "2");
    assert_string_equal(gor_sgf_node_value(root, "RE", 0), "B+R");
    assert_string_equal(gor_sgf_node_value(root, "PL", 0), "W");
    assert_string_equal(gor_sgf_node_value(root, "PB", 0), "Black \\] player");
    assert_string_equal(gor_sgf_node_value(root, "XX", 0), "kept");
    assert_int_equal(gor_sgf_node_value_count(root, "AB"), 2);
    assert_false(gor_sgf_node_has(root, "B"));
    char *text = write_str(sgf);
    assert_non_null(strstr(text, ";W[]"));
    assert_non_null(strstr(text, ";W[];AW[ag]AE[gc];B[ia]"));
    assert_null(strstr(text, "ib]")); /* J6 was undone */
    free(text);
    assert_true(round_trips(sgf));
    /* Replaying the written record gives the same position. */
    gor_game *before_resign;
    gor_game_clone(&before_resign, g);
    gor_game_undo(before_resign); /* the resignation is not a move */
    same_position(sgf, before_resign);
    gor_game_free(before_resign);
    gor_sgf_free(sgf);
    gor_game_free(g);

    /* Rules that are no preset are written as a rules string. */
    gor_rules_new(&rules, "koSITUATIONALscoreTERRITORYsui1");
    gor_game_new(&g, 5, 5, rules);
    gor_rules_free(rules);
    gor_sgf_from_game(&sgf, g, NULL);
    root = gor_sgf_game(sgf, 0);
    gor_rules *back;
    gor_rules_new(&back, NULL);
    assert_int_equal(gor_sgf_rules_parse(back, gor_sgf_node_value(root, "RU", 0)),
                     GOR_OK);
    gor_rules_set_komi(back, gor_rules_komi(gor_game_rules(g)));
    assert_true(gor_rules_equal(back, gor_game_rules(g)));
    gor_rules_free(back);
    assert_int_equal(gor_sgf_node_child_count(root), 0);
    gor_sgf_free(sgf);
    gor_game_free(g);
    assert_int_equal(gor_sgf_from_game(&sgf, NULL, NULL), GOR_EINVAL);
}

/* A whole real-looking game: play, write, read, replay. */
static void test_game_round_trip(void **state)
{
    (void)state;
    gor_game *g;
    gor_game_new(&g, 19, 19, NULL);
    uint32_t seed = 7;
    int played = 0;
    for (int tries = 0; tries < 5000 && played < 300; tries++) {
        seed = seed * 1103515245u + 12345u;
        gor_point p = (gor_point)((seed >> 8) % 361);
        if (gor_game_legal(g, gor_game_to_move(g), p) == GOR_OK) {
            gor_game_play_next(g, p);
            played++;
        }
    }
    gor_sgf *sgf;
    assert_int_equal(gor_sgf_from_game(&sgf, g, NULL), GOR_OK);
    char *text = write_str(sgf);
    gor_sgf *back = parse_ok(text);
    assert_true(trees_equal(sgf, back));
    same_position(back, g);
    gor_sgf_free(back);
    gor_sgf_free(sgf);
    free(text);
    gor_game_free(g);
}

/* Fuzz finding (tests/fuzz/regressions/fuzz_sgf/cp932-lone-backslash):
 * CP932 read with escaped trail bytes, where "\\" escapes a NUL byte.
 * The NUL is dropped with its escape, so no raw value ends in a lone
 * backslash and the tree round-trips. */
static void test_escaped_nul_round_trip(void **state)
{
    (void)state;
    static const char input[] = "(Z[\x90\x8d\x5c\x00\x9a])";
    gor_sgf *sgf = NULL;
    assert_int_equal(gor_sgf_parse(&sgf, input, sizeof input - 1, NULL, NULL),
                     GOR_OK);
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    const char *v = gor_sgf_node_value(root, "Z", 0);
    assert_non_null(v);
    size_t len = strlen(v);
    assert_true(len > 0 && v[len - 1] != '\\');
    assert_true(round_trips(sgf));
    gor_sgf_free(sgf);
}

/* Fuzz finding (regressions/fuzz_sgf/pl-after-setup-lost): the player to
 * move set by setup before any move is written back as PL. */
static void test_from_game_keeps_setup_player(void **state)
{
    (void)state;
    gor_sgf *sgf = parse_ok("(;SZ[5]AW[dd]PL[W])");
    gor_game *g = NULL;
    assert_int_equal(gor_sgf_replay(&g, NULL, gor_sgf_game(sgf, 0), NULL),
                     GOR_OK);
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    gor_sgf *back = NULL;
    assert_int_equal(gor_sgf_from_game(&back, g, NULL), GOR_OK);
    assert_string_equal(gor_sgf_node_value(gor_sgf_game(back, 0), "PL", 0),
                        "W");
    char *text = write_str(back);
    gor_sgf *again = parse_ok(text);
    gor_game *g2 = NULL;
    assert_int_equal(gor_sgf_replay(&g2, NULL, gor_sgf_game(again, 0), NULL),
                     GOR_OK);
    assert_int_equal(gor_game_to_move(g2), GOR_WHITE);
    gor_point dd;
    assert_int_equal(gor_point_from_sgf(5, 5, "dd", &dd), GOR_OK);
    assert_int_equal(gor_game_at(g2, dd), GOR_WHITE);
    gor_game_free(g2);
    gor_sgf_free(again);
    free(text);
    gor_sgf_free(back);
    gor_game_free(g);
    gor_sgf_free(sgf);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_write_buffer),
        cmocka_unit_test(test_build),
        cmocka_unit_test(test_from_game),
        cmocka_unit_test(test_game_round_trip),
        cmocka_unit_test(test_escaped_nul_round_trip),
        cmocka_unit_test(test_from_game_keeps_setup_player),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
