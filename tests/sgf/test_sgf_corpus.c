/* SPDX-License-Identifier: MIT */
/*
 * test_sgf_corpus.c - the SGF reader and replay on real records of the
 * shared corpus (read in place, never copied): the Fox and AI games, the
 * scored KataGo and CGOS games, the parser test files of other projects.
 * Exits 77 (skipped) when the corpus is not there.
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "sgf_testutil.h"

/* ------------------------------------------------------------------ */
/* Sweeps                                                              */

typedef struct sweep {
    size_t files, games, moves, errors;
    size_t bad_files;
    char bad[8][1024];        /* the first files with errors          */
    int statuses[64];         /* statuses of the errors, in order     */
    size_t nstatuses;
    gor_color colors[64];
    size_t numbers[64];
} sweep;

static int is_sgf(const char *name)
{
    size_t n = strlen(name);
    return (n > 4 && (!strcmp(name + n - 4, ".sgf") ||
                      !strcmp(name + n - 4, ".SGF"))) ||
           (n > 5 && !strcmp(name + n - 5, ".sgfs"));
}

static void check_file(const char *path, sweep *s)
{
    gor_sgf *sgf;
    gor_sgf_error err;
    size_t errors = 0;
    s->files++;
    if (gor_sgf_parse_file(&sgf, path, NULL, &err) != GOR_OK) {
        fprintf(stderr, "%s:%d:%d: %s\n", path, err.line, err.column,
                err.message);
        errors++;
    } else {
        gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
        o.flags = GOR_SGF_REPLAY_TOLERANT;
        for (size_t g = 0; g < gor_sgf_game_count(sgf); g++) {
            gor_game *game = NULL;
            gor_sgf_report *rep = NULL;
            gor_sgf_replay(&game, &rep, gor_sgf_game(sgf, g), &o);
            s->games++;
            s->moves += gor_sgf_report_moves(rep);
            for (size_t i = 0; i < gor_sgf_report_count(rep); i++) {
                const gor_sgf_issue *is = gor_sgf_report_issue(rep, i);
                if (is->severity != GOR_SGF_ERROR)
                    continue;
                errors++;
                if (s->nstatuses < 64) {
                    s->colors[s->nstatuses] = is->color;
                    s->numbers[s->nstatuses] = is->move_number;
                    s->statuses[s->nstatuses++] = is->status;
                }
            }
            gor_sgf_report_free(rep);
            gor_game_free(game);
        }
        gor_sgf_free(sgf);
    }
    if (errors) {
        if (s->bad_files < 8)
            snprintf(s->bad[s->bad_files], sizeof s->bad[0], "%s", path);
        s->bad_files++;
        s->errors += errors;
    }
}

/* Every SGF file below dir (iteratively, with an explicit stack). */
static void sweep_dir(const char *dir, sweep *s)
{
    char **stack = malloc(sizeof *stack * 4096);
    size_t n = 0;
    stack[n++] = strdup(dir);
    while (n) {
        char *d = stack[--n];
        DIR *h = opendir(d);
        struct dirent *e;
        while (h && (e = readdir(h))) {
            if (e->d_name[0] == '.')
                continue;
            char path[1024];
            snprintf(path, sizeof path, "%s/%s", d, e->d_name);
            struct stat st;
            if (stat(path, &st) != 0)
                continue;
            if (S_ISDIR(st.st_mode)) {
                if (n < 4096)
                    stack[n++] = strdup(path);
            } else if (is_sgf(e->d_name)) {
                check_file(path, s);
            }
        }
        if (h)
            closedir(h);
        free(d);
    }
    free(stack);
}

/*
 * The ~4,100 Fox and AI games: one broken record, White onto an occupied
 * point 13 times (Sweeper 43772425); nothing else.
 */
static void test_fox_ai(void **state)
{
    (void)state;
    char dir[512];
    corpus_path(dir, sizeof dir, "games/fox-ai");
    sweep s;
    memset(&s, 0, sizeof s);
    sweep_dir(dir, &s);
    fprintf(stderr, "fox-ai: %zu files, %zu games, %zu moves, %zu errors\n",
            s.files, s.games, s.moves, s.errors);
    assert_true(s.files >= 4000);
    assert_int_equal(s.bad_files, 1);
    assert_non_null(strstr(s.bad[0], "Sweeper"));
    assert_non_null(strstr(s.bad[0], "43772425"));
    assert_int_equal(s.errors, 13);
    for (size_t i = 0; i < 13; i++) {
        assert_int_equal(s.statuses[i], GOR_EOCCUPIED);
        assert_int_equal(s.colors[i], GOR_WHITE);
    }
    assert_int_equal(s.numbers[0], 242);
    assert_int_equal(s.numbers[12], 292);
}

/* KataGo adversarial games (RU with sui1, multi-stone suicides) and CGOS:
 * no false reports. */
static void test_scored(void **state)
{
    (void)state;
    char dir[512];
    corpus_path(dir, sizeof dir, "scored");
    sweep s;
    memset(&s, 0, sizeof s);
    sweep_dir(dir, &s);
    fprintf(stderr, "scored: %zu files, %zu games, %zu moves, %zu errors\n",
            s.files, s.games, s.moves, s.errors);
    for (size_t i = 0; i < s.bad_files && i < 8; i++)
        fprintf(stderr, "  unexpected: %s\n", s.bad[i]);
    assert_true(s.files >= 700);
    assert_int_equal(s.errors, 0);
}

/* ------------------------------------------------------------------ */
/* Files                                                               */

static gor_sgf *load(const char *rel)
{
    char path[512];
    corpus_path(path, sizeof path, rel);
    gor_sgf *sgf = NULL;
    gor_sgf_error err;
    int st = gor_sgf_parse_file(&sgf, path, NULL, &err);
    if (st)
        fprintf(stderr, "%s:%d:%d: %s\n", rel, err.line, err.column,
                err.message);
    assert_int_equal(st, GOR_OK);
    return sgf;
}

static void test_round_trips(void **state)
{
    (void)state;
    static const char *const files[] = {
        "sgf-syntax/gogui/ff4_ex.sgf",
        "sgf-syntax/gogui/ff4_ex.1.sgf",
        "sgf-syntax/sabaki-sgf/fox-pr/fox_go_server_japanese.sgf",
        "sgf-syntax/sabaki-sgf/complex.sgf",
        "sgf-syntax/sabaki-sgf/utf16le.sgf",
        "sgf-syntax/sabaki-sgf/encoding/nihon-kiin.sgf",
        "sgf-syntax/sabaki-sgf/japanese_bad.sgf",
        "sgf-syntax/sabaki-sgf/no-ca.sgf",
        "sgf-syntax/libsgfcplusplus/test-files/deep-game-tree.sgf",
        "sgf-syntax/libsgfcplusplus/test-files/escaping.sgf",
        "sgf-syntax/libsgfcplusplus/test-files/compressed-point-list.sgf",
        "sgf-syntax/libsgfcplusplus/test-files/encoding-japanese-iso2022jp.sgf",
        "sgf-syntax/libsgfcplusplus/test-files/encoding-utf16-nobom.sgf",
        "sgf-syntax/sgfc/test-files/mixed-encoding.sgf",
        "sgf-syntax/sgfc/test-files/strict.sgf",
        "sgf-syntax/sgfc/test-files/escaping.sgf",
        "sgf-syntax/katago-testsgf/09.sgf",
        "sgf-syntax/katago-testsgf/10.sgf",
        "sgf-syntax/katago-data/foxlike.sgf",
        "games/gnugo-regression/games/9handicap.sgf",
        "scored/katago-adversarial-games/games/amateur_vs_adv/tony-black.sgfs",
        ("games/fox-ai/Sweeper/2016.09.04 \xe6\x89\xab\xe5\x9c\xb0\xe5\x83\xa7"
         "2016 vs syknyk (43772425).SGF"),
    };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        gor_sgf *sgf = load(files[i]);
        if (!round_trips(sgf))
            fprintf(stderr, "round trip failed: %s\n", files[i]);
        assert_true(round_trips(sgf));
        gor_sgf_free(sgf);
    }
    /* ff4_ex.sgf: two games, the first with its variations. */
    gor_sgf *sgf = load("sgf-syntax/gogui/ff4_ex.sgf");
    assert_int_equal(gor_sgf_game_count(sgf), 2);
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    assert_true(gor_sgf_node_child_count(root) >= 1);
    int w, h;
    assert_int_equal(gor_sgf_game_size(root, &w, &h), GOR_OK);
    gor_sgf_free(sgf);
}

/* The first C of a file's main line that starts with `prefix` ("" if
 * none). */
static void find_comment(const char *rel, const char *prefix, char *buf,
                         size_t size)
{
    gor_sgf *sgf = load(rel);
    buf[0] = 0;
    for (const gor_sgf_node *n = gor_sgf_game(sgf, 0); n;
         n = gor_sgf_node_child(n, 0)) {
        gor_sgf_node_text(n, "C", buf, size);
        if (!strncmp(buf, prefix, strlen(prefix)))
            break;
        buf[0] = 0;
    }
    gor_sgf_free(sgf);
}

static void test_encodings(void **state)
{
    (void)state;
    static const char *const groups[][5] = {
        {"encoding-chinese-gb18030", "encoding-chinese-gbk",
         "encoding-simplifiedchinese-gb2312",
         "encoding-simplifiedchinese-macos", NULL},
        {"encoding-traditionalchinese-big5",
         "encoding-traditionalchinese-macos", NULL},
        {"encoding-japanese-shiftjis", "encoding-japanese-macos",
         "encoding-japanese-iso2022jp", NULL},
        {"encoding-western-isolatin1", "encoding-western-isolatin9",
         "encoding-western-macosroman", "encoding-western-windowslatin1",
         NULL},
        {"encoding-utf8-nobom", "encoding-utf8-withbom",
         "encoding-utf16-nobom", "encoding-utf16-withbom", NULL},
    };
    static const char *const starts[] = {"围棋是一种古老的游戏",
                                         "圍棋是一種古老的遊戲",
                                         "Goは古代のゲーム",
                                         "Ää Àà Ââ Åå Ææ Çç",
                                         "Go is an ancient game"};
    for (size_t g = 0; g < sizeof groups / sizeof groups[0]; g++) {
        char first[1024], text[1024], rel[256];
        for (size_t i = 0; groups[g][i]; i++) {
            snprintf(rel, sizeof rel,
                     "sgf-syntax/libsgfcplusplus/test-files/%s.sgf",
                     groups[g][i]);
            find_comment(rel, starts[g], i ? text : first, sizeof text);
            if (!i) {
                if (!first[0])
                    fprintf(stderr, "%s: no comment \"%s\"\n", rel, starts[g]);
                assert_true(first[0] != 0);
            } else {
                if (strcmp(text, first))
                    fprintf(stderr, "%s: %s\n", rel, text);
                assert_string_equal(text, first);
            }
        }
    }
    char text[1024];
    /* The letters only some of the Western charsets have. */
    find_comment("sgf-syntax/libsgfcplusplus/test-files/encoding-western-isolatin9.sgf",
                 "Š", text, sizeof text);
    assert_string_equal(text, "Šš Žž");
    find_comment("sgf-syntax/libsgfcplusplus/test-files/encoding-western-macosroman.sgf",
                 "ƒ", text, sizeof text);
    assert_string_equal(text, "ƒ ‰ ™");
    find_comment("sgf-syntax/libsgfcplusplus/test-files/encoding-cyrillic-windows.sgf",
                 "Го - древняя игра", text, sizeof text);
    assert_true(text[0] != 0);
    find_comment("sgf-syntax/libsgfcplusplus/test-files/encoding-korean-macos.sgf",
                 "바둑은", text, sizeof text);
    assert_true(text[0] != 0);
    /* SGFC's file: five games in five encodings. */
    gor_sgf *sgf = load("sgf-syntax/sgfc/test-files/mixed-encoding.sgf");
    assert_int_equal(gor_sgf_game_count(sgf), 5);
    gor_sgf_node_text(gor_sgf_game(sgf, 0), "C", text, sizeof text);
    assert_string_equal(text, "hallö! DÜ! ßüper dich zu s€h€n-");
    gor_sgf_node_text(gor_sgf_game(sgf, 1), "C", text, sizeof text);
    assert_string_equal(text, "hallö! DÜ! ßüper dich zu s€h€n-");
    gor_sgf_node_text(gor_sgf_game(sgf, 3), "C", text, sizeof text);
    assert_non_null(strstr(text, "趙 治勲"));
    assert_non_null(strstr(text, "조치훈"));
    assert_non_null(strstr(text, "交通運輸\n指揮權"));
    gor_sgf_free(sgf);
    /* Nihon Ki-in: Shift_JIS without CA, the root without ";". */
    sgf = load("sgf-syntax/sabaki-sgf/encoding/nihon-kiin.sgf");
    gor_sgf_node_text(gor_sgf_game(sgf, 0), "PC", text, sizeof text);
    assert_string_equal(text, "韓国棋院");
    gor_sgf_free(sgf);
}

/* Fox komi: the Sabaki pull request's expectations (EXPECTATIONS.json). */
static void test_fox_komi(void **state)
{
    (void)state;
    static const struct {
        const char *file;
        double komi;
    } cases[] = {
        {"fox_go_server_komi.sgf", 7.5},     /* KM[375], Chinese */
        {"fox_go_server_japanese.sgf", 6.5}, /* KM[650]           */
        {"non_fox_game.sgf", 11},            /* not Fox: kept     */
    };
    for (size_t i = 0; i < 3; i++) {
        char rel[256];
        snprintf(rel, sizeof rel, "sgf-syntax/sabaki-sgf/fox-pr/%s",
                 cases[i].file);
        gor_sgf *sgf = load(rel);
        double komi;
        assert_int_equal(gor_sgf_game_komi(gor_sgf_game(sgf, 0), &komi, NULL),
                         GOR_OK);
        if (komi != cases[i].komi)
            fprintf(stderr, "%s: komi %g\n", rel, komi);
        assert_true(komi == cases[i].komi);
        gor_sgf_free(sgf);
    }
}

/* Broken files found in the corpus, and a real superko. */
static void test_broken_and_illegal(void **state)
{
    (void)state;
    char path[512];
    gor_sgf *sgf;
    gor_sgf_error err;
    /* owl42.sgf ends without its ")": refused when strict, read as it
     * stands with a note otherwise (as GNU Go reads it). */
    corpus_path(path, sizeof path, "games/gnugo-regression/games/owl42.sgf");
    gor_sgf_parse_options strict = GOR_SGF_PARSE_OPTIONS_INIT;
    strict.flags = GOR_SGF_STRICT;
    assert_int_equal(gor_sgf_parse_file(&sgf, path, &strict, &err),
                     GOR_EPARSE);
    assert_non_null(strstr(err.message, "truncated"));
    assert_int_equal(err.line, 24);
    assert_int_equal(gor_sgf_parse_file(&sgf, path, NULL, &err), GOR_OK);
    assert_int_equal(gor_sgf_parse_note_count(sgf), 1);
    assert_non_null(strstr(gor_sgf_parse_note(sgf, 0)->message,
                           "ends without 1 closing"));
    assert_int_equal(gor_sgf_parse_note(sgf, 0)->line, 24);
    gor_sgf_free(sgf);
    /* An empty file. */
    corpus_path(path, sizeof path,
                "games/gnugo-regression/games/pending/nightmare.sgf");
    assert_int_equal(gor_sgf_parse_file(&sgf, path, NULL, &err), GOR_EPARSE);
    /* Fuego's repetition-1.sgf (RU[GOE]): "Last move 105 B C9 repeats 99".
     * Situational superko makes it illegal; loadsgf FILE 105 gives the
     * position before it, Black to move, C9 refused. */
    sgf = load("games/fuego-regression/sgf/repetition/repetition-1.sgf");
    gor_game *g;
    gor_sgf_report *rep;
    assert_int_equal(gor_sgf_replay(&g, &rep, gor_sgf_game(sgf, 0), NULL),
                     GOR_OK);
    assert_int_equal(gor_sgf_report_status(rep), GOR_ESUPERKO);
    assert_int_equal(gor_sgf_report_issue(rep, 0)->move_number, 105);
    gor_game_free(g);
    gor_sgf_report_free(rep);
    gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
    o.stop_before = 105;
    assert_int_equal(gor_sgf_replay(&g, &rep, gor_sgf_game(sgf, 0), &o),
                     GOR_OK);
    assert_int_equal(gor_sgf_report_errors(rep), 0);
    assert_int_equal(gor_game_to_move(g), GOR_BLACK);
    gor_point c9;
    gor_point_from_gtp(9, 9, "C9", &c9);
    assert_int_equal(gor_game_legal(g, GOR_BLACK, c9), GOR_ESUPERKO);
    gor_game_free(g);
    gor_sgf_report_free(rep);
    gor_sgf_free(sgf);
    /* SGFC's torture test stops at its first broken property. */
    corpus_path(path, sizeof path, "sgf-syntax/sgfc/test-files/test.sgf");
    assert_int_equal(gor_sgf_parse_file(&sgf, path, NULL, &err), GOR_EPARSE);
    assert_true(err.line > 0 && err.column > 0);
}

int main(void)
{
    char probe[512];
    if (!corpus_path(probe, sizeof probe, "README.md")) {
        printf("SKIP: the test corpus is not at %s (set "
               "GORULES_CORPUS to its folder)\n",
                corpus_dir());
        return 77;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fox_ai),
        cmocka_unit_test(test_scored),
        cmocka_unit_test(test_round_trips),
        cmocka_unit_test(test_encodings),
        cmocka_unit_test(test_fox_komi),
        cmocka_unit_test(test_broken_and_illegal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
