/* SPDX-License-Identifier: MIT */
/*
 * test_katago_games.c - the KataGo-rules games of the corpus
 * (scored/katago-adversarial-games): replay each record under its RU and
 * KM, count with the sound automatic dead-stone marking (stones inside the
 * opponent's pass-alive territory are dead; the rest is Tromp-Taylor), and
 * compare with the record's RE.
 */
#include "scoretest.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef struct tally {
    int games, agree, plain_tt_agree;
    int suicides;
} tally;

static void one_game(const char *path, tally *t)
{
    char *text = st_read_file(path, NULL);
    if (!text)
        return;
    if (!strstr(text, "RU[koPOSITIONALscoreAREAtaxNONEsui1]")) {
        free(text);
        return;
    }
    st_sgf info;
    gor_game *g = st_sgf_load_text(text, NULL, 1, 0, &info);
    free(text);
    assert_non_null(g);
    assert_true(info.has_komi);
    t->games++;

    gor_result want = GOR_RESULT_INIT, got = GOR_RESULT_INIT;
    assert_int_equal(gor_result_parse_sgf(info.re, &want), GOR_OK);

    gor_score_options o = GOR_SCORE_OPTIONS_INIT;
    o.dead = GOR_DEAD_CERTAIN;
    gor_score s = GOR_SCORE_INIT;
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_OK);
    assert_int_equal(gor_result_from_score(&s, gor_game_end_reason(g), &got),
                     GOR_OK);
    if (got.outcome == want.outcome && got.winner == want.winner &&
        got.margin == want.margin)
        t->agree++;
    else
        print_message("%s: RE %s, counted %c+%g\n", path, info.re,
                      got.winner == GOR_BLACK ? 'B' : 'W', got.margin);

    /* Plain Tromp-Taylor (no dead stones) for comparison. */
    o.dead = 0;
    gor_score_init(&s);
    assert_int_equal(gor_game_score(g, &o, &s, NULL, 0), GOR_OK);
    gor_result_init(&got);
    assert_int_equal(gor_result_from_score(&s, GOR_END_NONE, &got), GOR_OK);
    if (got.outcome == want.outcome && got.winner == want.winner &&
        got.margin == want.margin)
        t->plain_tt_agree++;

    /* Multi-stone suicides in the record (replayed as such). */
    for (size_t i = 1; i <= gor_game_history_length(g); i++) {
        gor_move_info mi;
        if (gor_game_move(g, i, &mi) == GOR_OK &&
            (mi.flags & GOR_MOVE_SUICIDE)) {
            t->suicides++;
            break;
        }
    }
    gor_game_free(g);
}

static void walk(const char *dir, tally *t)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    if (!d)
        return;
    /* Sorted order is not needed: the tally is order-free. */
    while ((e = readdir(d))) {
        char path[2048];
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if ((len > 4 && strcasecmp(e->d_name + len - 4, ".sgf") == 0) ||
            (len > 5 && strcasecmp(e->d_name + len - 5, ".sgfs") == 0))
            one_game(path, t);
        else if (!strchr(e->d_name, '.'))
            walk(path, t);
    }
    closedir(d);
}

static void test_katago_games(void **state)
{
    (void)state;
    char dir[1200];
    tally t;
    memset(&t, 0, sizeof t);
    if (!st_corpus())
        skip();
    walk(st_corpus_path(dir, sizeof dir,
                        "scored/katago-adversarial-games/games"),
         &t);
    print_message("katago games: %d with RU koPOSITIONALscoreAREAtaxNONEsui1,"
                  " %d reproduce RE with pass-alive dead stones (plain "
                  "Tromp-Taylor: %d); %d contain multi-stone suicide\n",
                  t.games, t.agree, t.plain_tt_agree, t.suicides);
    assert_int_equal(t.games, 546);
    assert_int_equal(t.agree, t.games);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_katago_games),
    };
    return st_finish(cmocka_run_group_tests(tests, NULL, NULL), 1);
}
