/* SPDX-License-Identifier: MIT */
/*
 * test_result.c - result values: from the game's end, SGF RE written and
 * read (every RE spelling in the corpus records), the Chinese statements.
 */
#include "scoretest.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static gor_result counted(gor_color winner, double margin, gor_scoring sc)
{
    gor_result r = GOR_RESULT_INIT;
    r.outcome = winner == GOR_EMPTY ? GOR_OUTCOME_DRAW : GOR_OUTCOME_WIN;
    r.winner = winner;
    r.counted = 1;
    r.scoring = sc;
    r.margin = margin;
    r.margin_stones = margin / 2;
    r.end = GOR_END_PASSES;
    return r;
}

static const char *sgf_of(const gor_result *r)
{
    static char buf[64];
    assert_true(gor_result_to_sgf(r, buf, sizeof buf) >= 0);
    return buf;
}

static const char *cn_of(const gor_result *r, unsigned flags)
{
    static char buf[128];
    assert_true(gor_result_to_chinese(r, flags, buf, sizeof buf) >= 0);
    return buf;
}

static void test_sgf_write(void **state)
{
    (void)state;
    gor_result r = counted(GOR_BLACK, 7.5, GOR_SCORING_AREA);
    assert_string_equal(sgf_of(&r), "B+7.5");
    r = counted(GOR_WHITE, 0.5, GOR_SCORING_TERRITORY);
    assert_string_equal(sgf_of(&r), "W+0.5");
    r = counted(GOR_WHITE, 12, GOR_SCORING_AREA);
    assert_string_equal(sgf_of(&r), "W+12");
    r = counted(GOR_BLACK, 0.25, GOR_SCORING_AREA);
    assert_string_equal(sgf_of(&r), "B+0.25");
    r = counted(GOR_EMPTY, 0, GOR_SCORING_AREA);
    assert_string_equal(sgf_of(&r), "0");
    gor_result_init(&r);
    r.outcome = GOR_OUTCOME_WIN;
    r.winner = GOR_WHITE;
    r.end = GOR_END_RESIGN;
    assert_string_equal(sgf_of(&r), "W+R");
    r.end = GOR_END_TIME;
    r.winner = GOR_BLACK;
    assert_string_equal(sgf_of(&r), "B+T");
    r.end = GOR_END_FORFEIT;
    assert_string_equal(sgf_of(&r), "B+F");
    r.end = GOR_END_REPETITION;
    assert_string_equal(sgf_of(&r), "B+F");
    r.end = GOR_END_NONE;
    assert_string_equal(sgf_of(&r), "B+");
    r.outcome = GOR_OUTCOME_NO_RESULT;
    assert_string_equal(sgf_of(&r), "Void");
    r.outcome = GOR_OUTCOME_UNKNOWN;
    assert_string_equal(sgf_of(&r), "?");
    /* snprintf-style. */
    char small[3];
    r = counted(GOR_BLACK, 7.5, GOR_SCORING_AREA);
    assert_int_equal(gor_result_to_sgf(&r, small, sizeof small), 5);
    assert_string_equal(small, "B+");
    assert_int_equal(gor_result_to_sgf(&r, NULL, 0), 5);
    r.size = 1;
    assert_int_equal(gor_result_to_sgf(&r, small, sizeof small), GOR_EINVAL);
}

static void test_chinese(void **state)
{
    (void)state;
    /* RULES.md section 4. */
    gor_result r = counted(GOR_BLACK, 1.5, GOR_SCORING_AREA); /* 185 */
    assert_string_equal(cn_of(&r, 0), "黑胜3/4子");
    assert_string_equal(cn_of(&r, GOR_CN_COLLOQUIAL), "黑胜1/2子");
    r = counted(GOR_WHITE, 0.5, GOR_SCORING_AREA); /* 184 */
    assert_string_equal(cn_of(&r, 0), "白胜1/4子");
    assert_string_equal(cn_of(&r, GOR_CN_BLACK_VIEW), "黑负1/4子");
    assert_string_equal(cn_of(&r, GOR_CN_BLACK_VIEW | GOR_CN_COLLOQUIAL),
                        "黑负1/2子");
    r = counted(GOR_BLACK, 0.5, GOR_SCORING_AREA); /* 184.5 */
    assert_string_equal(cn_of(&r, 0), "黑胜1/4子");
    r = counted(GOR_BLACK, 7.5, GOR_SCORING_AREA);
    assert_string_equal(cn_of(&r, 0), "黑胜3又3/4子");
    assert_string_equal(cn_of(&r, GOR_CN_COLLOQUIAL), "黑胜3又1/2子");
    r = counted(GOR_BLACK, 7, GOR_SCORING_AREA);
    assert_string_equal(cn_of(&r, 0), "黑胜3又1/2子");
    assert_string_equal(cn_of(&r, GOR_CN_COLLOQUIAL), "黑胜3又1/2子");
    r = counted(GOR_WHITE, 6, GOR_SCORING_AREA);
    assert_string_equal(cn_of(&r, 0), "白胜3子");
    assert_string_equal(cn_of(&r, GOR_CN_DECIMAL), "白3子胜");
    r = counted(GOR_WHITE, 0.5, GOR_SCORING_AREA);
    assert_string_equal(cn_of(&r, GOR_CN_DECIMAL), "白0.25子胜");
    /* Territory: points. */
    r = counted(GOR_BLACK, 7, GOR_SCORING_TERRITORY);
    assert_string_equal(cn_of(&r, 0), "黑胜7目");
    r = counted(GOR_WHITE, 0.5, GOR_SCORING_TERRITORY);
    assert_string_equal(cn_of(&r, 0), "白胜半目");
    r = counted(GOR_BLACK, 6.5, GOR_SCORING_TERRITORY);
    assert_string_equal(cn_of(&r, 0), "黑胜6目半");
    r = counted(GOR_WHITE, 2.5, GOR_SCORING_TERRITORY);
    assert_string_equal(cn_of(&r, GOR_CN_BLACK_VIEW), "黑负2目半");
    /* Other endings. */
    r = counted(GOR_EMPTY, 0, GOR_SCORING_AREA);
    assert_string_equal(cn_of(&r, 0), "和");
    gor_result_init(&r);
    r.outcome = GOR_OUTCOME_WIN;
    r.winner = GOR_WHITE;
    r.end = GOR_END_RESIGN;
    assert_string_equal(cn_of(&r, 0), "白中盘胜");
    r.winner = GOR_BLACK;
    assert_string_equal(cn_of(&r, 0), "黑中盘胜");
    r.end = GOR_END_TIME;
    assert_string_equal(cn_of(&r, 0), "白超时负");
    r.end = GOR_END_FORFEIT;
    assert_string_equal(cn_of(&r, 0), "白判负");
    r.end = GOR_END_NONE;
    assert_string_equal(cn_of(&r, 0), "黑胜");
    r.outcome = GOR_OUTCOME_NO_RESULT;
    assert_string_equal(cn_of(&r, 0), "无胜负");
    r.outcome = GOR_OUTCOME_UNKNOWN;
    char buf[16];
    assert_int_equal(gor_result_to_chinese(&r, 0, buf, sizeof buf),
                     GOR_EINVAL);
    r = counted(GOR_BLACK, 1.5, GOR_SCORING_AREA);
    assert_int_equal(gor_result_to_chinese(&r, 0x100, buf, sizeof buf),
                     GOR_EINVAL);
    /* Byte length: each of 黑 胜 子 is 3 bytes in UTF-8. */
    assert_int_equal(gor_result_to_chinese(&r, 0, NULL, 0), 12);
}

static void parse_ok(const char *text, gor_outcome o, gor_color w, gor_end e,
                     int is_counted, double margin)
{
    gor_result r = GOR_RESULT_INIT;
    int st = gor_result_parse_sgf(text, &r);
    if (st != GOR_OK)
        fail_msg("\"%s\": %s", text, gor_strerror(st));
    if (r.outcome != o || r.winner != w || r.end != e ||
        r.counted != is_counted || r.margin != margin)
        fail_msg("\"%s\": outcome %d winner %d end %d counted %d margin %g",
                 text, r.outcome, r.winner, r.end, r.counted, r.margin);
}

static void test_sgf_parse(void **state)
{
    (void)state;
    const gor_outcome W = GOR_OUTCOME_WIN, D = GOR_OUTCOME_DRAW;
    parse_ok("B+7.5", W, GOR_BLACK, GOR_END_NONE, 1, 7.5);
    parse_ok("W+0.5", W, GOR_WHITE, GOR_END_NONE, 1, 0.5);
    parse_ok("W+2.5", W, GOR_WHITE, GOR_END_NONE, 1, 2.5);
    parse_ok("b+12", W, GOR_BLACK, GOR_END_NONE, 1, 12);
    parse_ok("B+R", W, GOR_BLACK, GOR_END_RESIGN, 0, 0);
    parse_ok("W+Resign", W, GOR_WHITE, GOR_END_RESIGN, 0, 0);
    parse_ok("W+T", W, GOR_WHITE, GOR_END_TIME, 0, 0);
    parse_ok("W+Time", W, GOR_WHITE, GOR_END_TIME, 0, 0);
    parse_ok("B+time", W, GOR_BLACK, GOR_END_TIME, 0, 0);
    parse_ok("W+Time Over", W, GOR_WHITE, GOR_END_TIME, 0, 0);
    parse_ok("B+F", W, GOR_BLACK, GOR_END_FORFEIT, 0, 0);
    parse_ok("W+Forfeit", W, GOR_WHITE, GOR_END_FORFEIT, 0, 0);
    parse_ok("B+Illegal", W, GOR_BLACK, GOR_END_FORFEIT, 0, 0);
    parse_ok("W+J", W, GOR_WHITE, GOR_END_FORFEIT, 0, 0);
    parse_ok("W+Repetition", W, GOR_WHITE, GOR_END_REPETITION, 0, 0);
    parse_ok("W+", W, GOR_WHITE, GOR_END_NONE, 0, 0);
    parse_ok("B", W, GOR_BLACK, GOR_END_NONE, 0, 0);
    parse_ok("W", W, GOR_WHITE, GOR_END_NONE, 0, 0);
    parse_ok("B+AW", W, GOR_BLACK, GOR_END_NONE, 0, 0);
    parse_ok("B+, human judge for communication error ", W, GOR_BLACK,
             GOR_END_NONE, 0, 0);
    parse_ok("0", D, GOR_EMPTY, GOR_END_NONE, 0, 0);
    parse_ok("Draw", D, GOR_EMPTY, GOR_END_NONE, 0, 0);
    parse_ok("draw", D, GOR_EMPTY, GOR_END_NONE, 0, 0);
    parse_ok("Jigo", D, GOR_EMPTY, GOR_END_NONE, 0, 0);
    parse_ok("D", D, GOR_EMPTY, GOR_END_NONE, 0, 0);
    parse_ok("D+J", D, GOR_EMPTY, GOR_END_FORFEIT, 0, 0);
    parse_ok("Void", GOR_OUTCOME_NO_RESULT, GOR_EMPTY, GOR_END_VOID, 0, 0);
    parse_ok("?", GOR_OUTCOME_UNKNOWN, GOR_EMPTY, GOR_END_NONE, 0, 0);
    parse_ok("", GOR_OUTCOME_UNKNOWN, GOR_EMPTY, GOR_END_NONE, 0, 0);
    parse_ok("White resigns.", W, GOR_BLACK, GOR_END_RESIGN, 0, 0);
    parse_ok("Black resigns. W 12 B 3", W, GOR_WHITE, GOR_END_RESIGN, 0, 0);
    gor_result r = GOR_RESULT_INIT;
    assert_int_equal(gor_result_parse_sgf("has adjourned.", &r), GOR_EPARSE);
    assert_int_equal(r.outcome, GOR_OUTCOME_UNKNOWN);
    assert_int_equal(gor_result_parse_sgf("7", &r), GOR_EPARSE);
    assert_int_equal(gor_result_parse_sgf("X+3", &r), GOR_EPARSE);
    assert_int_equal(gor_result_parse_sgf(NULL, &r), GOR_EINVAL);
    /* Round trip of every written form. */
    static const char *const forms[] = {"B+7.5", "W+R", "B+T", "W+F", "0",
                                        "Void", "?", "B+", "W+0.25"};
    for (size_t i = 0; i < sizeof forms / sizeof *forms; i++) {
        char buf[32];
        gor_result_init(&r);
        assert_int_equal(gor_result_parse_sgf(forms[i], &r), GOR_OK);
        assert_true(gor_result_to_sgf(&r, buf, sizeof buf) >= 0);
        assert_string_equal(buf, forms[i]);
    }
}

/* Every RE value in the corpus's game records: parsed, or refused with
 * GOR_EPARSE only for free text that names no result. */
static int scan_dir(const char *dir, int *total, int *parsed, int *refused)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    if (!d)
        return 0;
    while ((e = readdir(d))) {
        char path[2048];
        if (e->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        size_t len = strlen(e->d_name);
        if ((len > 4 && strcasecmp(e->d_name + len - 4, ".sgf") == 0) ||
            (len > 5 && strcasecmp(e->d_name + len - 5, ".sgfs") == 0)) {
            char *text = st_read_file(path, NULL);
            if (!text)
                continue;
            for (char *q = strstr(text, "RE["); q; q = strstr(q + 3, "RE[")) {
                if (q > text && (q[-1] >= 'A' && q[-1] <= 'Z'))
                    continue; /* e.g. "PRE[" */
                char val[256];
                size_t k = 0;
                const char *v = q + 3;
                while (*v && *v != ']' && k + 1 < sizeof val)
                    val[k++] = *v++;
                val[k] = '\0';
                gor_result r = GOR_RESULT_INIT;
                (*total)++;
                int st = gor_result_parse_sgf(val, &r);
                if (st == GOR_OK)
                    (*parsed)++;
                else {
                    (*refused)++;
                    if (getenv("GOR_SCORE_VERBOSE"))
                        print_message("refused RE[%s]\n", val);
                }
            }
            free(text);
        } else {
            scan_dir(path, total, parsed, refused);
        }
    }
    closedir(d);
    return 1;
}

static void test_corpus_re(void **state)
{
    (void)state;
    char dir[1200];
    int total = 0, parsed = 0, refused = 0;
    if (!st_corpus())
        skip();
    st_corpus_path(dir, sizeof dir, "games");
    scan_dir(dir, &total, &parsed, &refused);
    st_corpus_path(dir, sizeof dir, "scored");
    scan_dir(dir, &total, &parsed, &refused);
    print_message("corpus RE values: %d, parsed %d, refused %d\n", total,
                  parsed, refused);
    assert_true(total > 5000);
    /* Only free text without a result is refused ("has adjourned."). */
    assert_true(refused <= 5);
}

static void test_game_results(void **state)
{
    (void)state;
    gor_game *g = NULL;
    gor_result r = GOR_RESULT_INIT;
    char buf[64];
    assert_int_equal(gor_game_new(&g, 9, 9, NULL), GOR_OK);
    /* Resignation. */
    assert_int_equal(gor_game_resign(g, GOR_BLACK), GOR_OK);
    assert_int_equal(gor_game_result(g, NULL, &r), GOR_OK);
    assert_int_equal(r.outcome, GOR_OUTCOME_WIN);
    assert_int_equal(r.winner, GOR_WHITE);
    assert_int_equal(r.end, GOR_END_RESIGN);
    gor_result_to_sgf(&r, buf, sizeof buf);
    assert_string_equal(buf, "W+R");
    gor_result_to_chinese(&r, 0, buf, sizeof buf);
    assert_string_equal(buf, "白中盘胜");
    assert_int_equal(gor_game_undo(g), GOR_OK);
    /* Time. */
    assert_int_equal(gor_game_end(g, GOR_END_TIME, GOR_BLACK), GOR_OK);
    assert_int_equal(gor_game_result(g, NULL, &r), GOR_OK);
    gor_result_to_sgf(&r, buf, sizeof buf);
    assert_string_equal(buf, "B+T");
    assert_int_equal(gor_game_undo(g), GOR_OK);
    /* Forfeit. */
    assert_int_equal(gor_game_end(g, GOR_END_FORFEIT, GOR_WHITE), GOR_OK);
    assert_int_equal(gor_game_result(g, NULL, &r), GOR_OK);
    gor_result_to_sgf(&r, buf, sizeof buf);
    assert_string_equal(buf, "W+F");
    assert_int_equal(gor_game_undo(g), GOR_OK);
    /* Void. */
    assert_int_equal(gor_game_end(g, GOR_END_VOID, GOR_EMPTY), GOR_OK);
    assert_int_equal(gor_game_result(g, NULL, &r), GOR_OK);
    assert_int_equal(r.outcome, GOR_OUTCOME_NO_RESULT);
    gor_result_to_sgf(&r, buf, sizeof buf);
    assert_string_equal(buf, "Void");
    gor_result_to_chinese(&r, 0, buf, sizeof buf);
    assert_string_equal(buf, "无胜负");
    assert_int_equal(gor_game_undo(g), GOR_OK);
    /* Two passes on the empty board: counted, komi 7.5. */
    assert_int_equal(gor_game_play(g, GOR_BLACK, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_play(g, GOR_WHITE, GOR_PASS), GOR_OK);
    assert_int_equal(gor_game_result(g, NULL, &r), GOR_OK);
    assert_int_equal(r.end, GOR_END_PASSES);
    assert_true(r.counted);
    gor_result_to_sgf(&r, buf, sizeof buf);
    assert_string_equal(buf, "W+7.5");
    gor_result_to_chinese(&r, 0, buf, sizeof buf);
    assert_string_equal(buf, "白胜3又3/4子");
    /* Agreement: counted too. */
    assert_int_equal(gor_game_resume(g), GOR_OK);
    assert_int_equal(gor_game_end(g, GOR_END_AGREEMENT, GOR_EMPTY), GOR_OK);
    assert_int_equal(gor_game_result(g, NULL, &r), GOR_OK);
    assert_int_equal(r.end, GOR_END_AGREEMENT);
    assert_true(r.counted);
    assert_int_equal(gor_game_result(NULL, NULL, &r), GOR_EINVAL);
    r.size = 0;
    assert_int_equal(gor_game_result(g, NULL, &r), GOR_EINVAL);
    gor_game_free(g);
}

static void test_no_result_by_cycle(void **state)
{
    (void)state;
    gor_result r = GOR_RESULT_INIT;
    gor_game *g = NULL;
    gor_rules *ru = NULL;
    assert_int_equal(gor_rules_new(&ru, "japanese"), GOR_OK);
    assert_int_equal(gor_game_new(&g, 9, 9, ru), GOR_OK);
    gor_rules_free(ru);
    assert_int_equal(gor_game_end(g, GOR_END_VOID, GOR_EMPTY), GOR_OK);
    assert_int_equal(gor_game_result(g, NULL, &r), GOR_OK);
    assert_int_equal(r.outcome, GOR_OUTCOME_NO_RESULT);
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sgf_write),
        cmocka_unit_test(test_chinese),
        cmocka_unit_test(test_sgf_parse),
        cmocka_unit_test(test_corpus_re),
        cmocka_unit_test(test_game_results),
        cmocka_unit_test(test_no_result_by_cycle),
    };
    return st_finish(cmocka_run_group_tests(tests, NULL, NULL), 0);
}
