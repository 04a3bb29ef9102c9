/* SPDX-License-Identifier: MIT */
/*
 * test_goscorer.c - territory under the Japanese 1989 rules
 * (GOR_TERRITORY_J1989) against the published expectations of the
 * goscorer project, read at run time from
 * ../shared/corpus/rules/goscorer/expected_test_output/ (MIT; never copied
 * into this repository). Skipped, exit 77, when the corpus is absent.
 *
 * Each expectation file holds a BOARD (x o: living Black and White stones,
 * b w: Black and White stones marked dead, . empty) and goscorer's answer
 * in sections: TERRITORY (z Black's, a White's territory, else the board),
 * SEKI (points of groups in seki: x o on stones, z a elsewhere), FALSE
 * EYES (F: false for life and death), UNSCORABLE FALSE EYES (F: false eyes
 * that must be filled, not counted), DAME (1: reached by both sides) and
 * EYEVALUE (not compared: internal to the reading).
 *
 * Through the public API (gor_game_score, Japanese rules, dead stones from
 * the game's marks, GOR_TERRITORY_J1989) every file must give exactly:
 *  - TERRITORY: the map's owner bits on every non-living point;
 *  - SEKI: the points flagged GOR_MAP_SEKI (membership; the map does not
 *    say whose seki an empty point is);
 *  - UNSCORABLE FALSE EYES: the points flagged GOR_MAP_FALSE_EYE;
 *  - DAME: goscorer's dame are GOR_MAP_DAME, and so is every other point
 *    it counts for nobody outside seki (the map's DAME means "nobody's").
 * The library's internal classifier (lib/score/territory.h) is also compared on
 * all five sections, FALSE EYES and DAME exactly. Any mismatch fails, with
 * the board, goscorer's map and ours printed.
 */
#include "scoretest.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "score/territory.h"

#define MAXP 4096

/* Section `name` (rows up to the next "NAME:" line or a blank line) into
 * rows, concatenated; its width and height. 0, or -1 when missing. */
static int section(const char *text, const char *name, char *rows,
                   size_t size, int *w, int *h)
{
    char hdr[64];
    size_t k = 0, hl;
    const char *p;
    snprintf(hdr, sizeof hdr, "%s:\n", name);
    hl = strlen(hdr);
    for (p = text; p; p = strchr(p, '\n'), p = p ? p + 1 : p)
        if (strncmp(p, hdr, hl) == 0)
            break;
    *w = *h = 0;
    if (!p)
        return -1;
    p += hl;
    while (*p) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (len == 0 || memchr(p, ':', len))
            break;
        if ((*w != 0 && (int)len != *w) || k + len + 1 > size)
            return -1;
        *w = (int)len;
        memcpy(rows + k, p, len);
        k += len;
        (*h)++;
        if (!e)
            break;
        p = e + 1;
    }
    rows[k] = '\0';
    return *h > 0 ? 0 : -1;
}

static int is_black(char c) { return c == 'x' || c == 'b'; }
static int is_white(char c) { return c == 'o' || c == 'w'; }
static int is_dead(char c) { return c == 'b' || c == 'w'; }
static int is_live(char c) { return c == 'x' || c == 'o'; }

/* A game under Japanese rules holding the board, dead stones marked. */
static gor_game *board_game(const char *board, int w, int h)
{
    gor_rules *r = NULL;
    gor_game *g = NULL;
    gor_point bp[MAXP], wp[MAXP];
    size_t nb = 0, nw = 0;
    assert_int_equal(gor_rules_new(&r, "japanese"), GOR_OK);
    assert_int_equal(gor_game_new(&g, w, h, r), GOR_OK);
    gor_rules_free(r);
    for (int p = 0; p < w * h; p++) {
        if (is_black(board[p]))
            bp[nb++] = p;
        if (is_white(board[p]))
            wp[nw++] = p;
    }
    if (nb)
        assert_int_equal(gor_game_setup(g, GOR_BLACK, bp, nb), GOR_OK);
    if (nw)
        assert_int_equal(gor_game_setup(g, GOR_WHITE, wp, nw), GOR_OK);
    for (int p = 0; p < w * h; p++)
        if (is_dead(board[p]))
            assert_int_equal(gor_game_mark(g, p, GOR_LIFE_DEAD), GOR_OK);
    return g;
}

enum { S_TERRITORY, S_SEKI, S_FALSE, S_UNSCORABLE, S_DAME, S_COUNT };
static const char *const names[S_COUNT] = {
    "TERRITORY", "SEKI", "FALSE EYES", "UNSCORABLE FALSE EYES", "DAME"};

/* Print board, goscorer's section and ours side by side. */
static void show(const char *file, const char *what, const char *board,
                 const char *want, const char *got, int w, int h)
{
    print_message("%s: %s differs (board, goscorer, ours)\n", file, what);
    for (int y = 0; y < h; y++)
        print_message("  %.*s   %.*s   %.*s\n", w, board + y * w, w,
                      want + y * w, w, got + y * w);
}

/* The public API's answer in goscorer's letters; sections it cannot tell
 * (FALSE EYES) are left empty. */
static void api_sections(const char *board, int w, int h,
                         const char exp[S_COUNT][MAXP],
                         char got[S_COUNT][MAXP])
{
    gor_game *g = board_game(board, w, h);
    gor_score_options o = GOR_SCORE_OPTIONS_INIT;
    gor_score s = GOR_SCORE_INIT;
    unsigned char map[MAXP];
    int n = w * h, terr[3] = {0, 0, 0}, dead[3] = {0, 0, 0};
    o.territory = GOR_TERRITORY_J1989;
    assert_int_equal(gor_game_score(g, &o, &s, map, sizeof map), GOR_OK);
    for (int p = 0; p < n; p++) {
        char c = board[p];
        unsigned m = map[p], own = m & GOR_MAP_OWNER_MASK;
        int live = is_live(c);
        got[S_TERRITORY][p] =
            !live && own == GOR_BLACK ? 'z' : !live && own == GOR_WHITE ? 'a'
                                                                        : c;
        if (!live)
            terr[own]++;
        if (is_dead(c))
            dead[is_black(c) ? GOR_WHITE : GOR_BLACK]++;
        /* Membership in seki, shown with goscorer's letter there. */
        got[S_SEKI][p] = (m & GOR_MAP_SEKI) ? (exp[S_SEKI][p] != '.'
                                                   ? exp[S_SEKI][p]
                                                   : 'S')
                                            : '.';
        got[S_FALSE][p] = exp[S_FALSE][p];
        got[S_UNSCORABLE][p] = (m & GOR_MAP_FALSE_EYE) ? 'F' : c;
        /* Ours is "nobody's": goscorer's dame, and its other non-living
         * points outside seki that are not territory. */
        got[S_DAME][p] = (m & GOR_MAP_DAME) ? '1' : c;
    }
    /* The breakdown counts what the map shows. */
    assert_int_equal(s.black.territory, terr[GOR_BLACK]);
    assert_int_equal(s.white.territory, terr[GOR_WHITE]);
    assert_int_equal(s.black.dead, dead[GOR_BLACK]);
    assert_int_equal(s.white.dead, dead[GOR_WHITE]);
    assert_true(s.black.total == s.black.territory + s.black.dead);
    /* Counting the false eyes after all adds exactly the false eye points
     * the owner would otherwise lose (outside seki). */
    {
        gor_score s2 = GOR_SCORE_INIT;
        unsigned char map2[MAXP];
        int added = 0;
        o.territory |= GOR_TERRITORY_FALSE_EYES;
        assert_int_equal(gor_game_score(g, &o, &s2, map2, sizeof map2), GOR_OK);
        for (int p = 0; p < n; p++) {
            if (map2[p] != map[p]) {
                assert_true(map[p] & GOR_MAP_FALSE_EYE);
                assert_true(map[p] & GOR_MAP_DAME);
                assert_int_equal(map2[p] & ~GOR_MAP_OWNER_MASK,
                                 map[p] & ~GOR_MAP_DAME);
                added++;
            }
        }
        assert_int_equal(s2.black.territory + s2.white.territory,
                         s.black.territory + s.white.territory + added);
    }
    gor_game_free(g);
}

/* goscorer's DAME widened to everything it counts for nobody outside seki,
 * the meaning of GOR_MAP_DAME. */
static void nobody_outside_seki(const char *board, int n,
                                const char exp[S_COUNT][MAXP], char *out)
{
    for (int p = 0; p < n; p++) {
        char t = exp[S_TERRITORY][p];
        int nobody = !is_live(board[p]) && t != 'z' && t != 'a' &&
                     exp[S_SEKI][p] == '.';
        out[p] = exp[S_DAME][p] == '1' || nobody ? '1' : board[p];
    }
    out[n] = '\0';
}

/* The internal classifier in goscorer's letters. */
static void internal_sections(const char *board, int w, int h,
                              char got[S_COUNT][MAXP])
{
    unsigned char col[MAXP], dead[MAXP], t[MAXP];
    int n = w * h;
    for (int p = 0; p < n; p++) {
        col[p] = (unsigned char)(is_black(board[p]) ? GOR_BLACK
                                 : is_white(board[p]) ? GOR_WHITE
                                                      : GOR_EMPTY);
        dead[p] = (unsigned char)is_dead(board[p]);
    }
    assert_int_equal(territory_j1989(w, h, col, dead, t), GOR_OK);
    for (int p = 0; p < n; p++) {
        char c = board[p];
        unsigned v = t[p], own = v & TERR_OWNER_MASK;
        unsigned rc = v >> TERR_REGION_SHIFT;
        int counted = !is_live(c) && own != GOR_EMPTY &&
                      !(v & (TERR_SEKI | TERR_UNSCORABLE));
        got[S_TERRITORY][p] =
            counted ? (own == GOR_BLACK ? 'z' : 'a') : c;
        got[S_SEKI][p] = !(v & TERR_SEKI) ? '.'
                         : c != '.' ? (rc == GOR_BLACK ? 'x' : 'o')
                                    : (rc == GOR_BLACK ? 'z' : 'a');
        got[S_FALSE][p] = (v & TERR_FALSE_EYE) ? 'F' : c;
        got[S_UNSCORABLE][p] = (v & TERR_UNSCORABLE) ? 'F' : c;
        got[S_DAME][p] = (v & TERR_DAME) ? '1' : c;
    }
}

static int txt_file(const struct dirent *e)
{
    size_t n = strlen(e->d_name);
    return n > 4 && strcmp(e->d_name + n - 4, ".txt") == 0;
}

static void test_goscorer(void **state)
{
    (void)state;
    char dir[1200], path[1500];
    struct dirent **list = NULL;
    int nfiles, api_ok[S_COUNT] = {0}, int_ok[S_COUNT] = {0};
    static char exp[S_COUNT][MAXP], got[S_COUNT][MAXP], board[MAXP],
        nobody[MAXP];
    if (!st_corpus())
        skip();
    st_corpus_path(dir, sizeof dir, "rules/goscorer/expected_test_output");
    nfiles = scandir(dir, &list, txt_file, alphasort);
    assert_true(nfiles >= 0);
    for (int i = 0; i < nfiles; i++) {
        int w, h, w2, h2, n;
        snprintf(path, sizeof path, "%s/%s", dir, list[i]->d_name);
        char *text = st_read_file(path, NULL);
        assert_non_null(text);
        assert_int_equal(section(text, "BOARD", board, MAXP, &w, &h), 0);
        for (int k = 0; k < S_COUNT; k++) {
            assert_int_equal(section(text, names[k], exp[k], MAXP, &w2, &h2),
                             0);
            assert_int_equal(w2, w);
            assert_int_equal(h2, h);
        }
        n = w * h;

        api_sections(board, w, h, (const char(*)[MAXP])exp, got);
        nobody_outside_seki(board, n, (const char(*)[MAXP])exp, nobody);
        for (int k = 0; k < S_COUNT; k++) {
            const char *want = k == S_DAME ? nobody : exp[k];
            got[k][n] = '\0';
            if (strcmp(got[k], want) == 0)
                api_ok[k]++;
            else
                show(list[i]->d_name, names[k], board, want, got[k], w, h);
        }
        internal_sections(board, w, h, got);
        for (int k = 0; k < S_COUNT; k++) {
            got[k][n] = '\0';
            if (strcmp(got[k], exp[k]) == 0)
                int_ok[k]++;
            else
                show(list[i]->d_name, names[k], board, exp[k], got[k], w, h);
        }
        free(text);
        free(list[i]);
    }
    free(list);
    print_message("goscorer (J1989 territory), %d files. Public API: "
                  "TERRITORY %d, SEKI %d, UNSCORABLE FALSE EYES %d, DAME "
                  "(nobody's) %d. Classifier: TERRITORY %d, SEKI %d, FALSE "
                  "EYES %d, UNSCORABLE FALSE EYES %d, DAME %d\n",
                  nfiles, api_ok[S_TERRITORY], api_ok[S_SEKI],
                  api_ok[S_UNSCORABLE], api_ok[S_DAME], int_ok[S_TERRITORY],
                  int_ok[S_SEKI], int_ok[S_FALSE], int_ok[S_UNSCORABLE],
                  int_ok[S_DAME]);
    assert_int_equal(nfiles, 91);
    for (int k = 0; k < S_COUNT; k++) {
        assert_int_equal(api_ok[k], nfiles);
        assert_int_equal(int_ok[k], nfiles);
    }
}

/* The plain territory count (GOR_TERRITORY_PLAIN, the default) is the
 * rules texts' literal one: it counts what goscorer withholds by its
 * reading of shapes (false eyes, seki found from eye values), so it
 * agrees only where nothing is withheld. A regression guard. */
static void test_goscorer_plain(void **state)
{
    (void)state;
    char dir[1200], path[1500];
    struct dirent **list = NULL;
    int nfiles, agree = 0;
    static char exp[MAXP], board[MAXP], got[MAXP];
    if (!st_corpus())
        skip();
    st_corpus_path(dir, sizeof dir, "rules/goscorer/expected_test_output");
    nfiles = scandir(dir, &list, txt_file, alphasort);
    assert_true(nfiles >= 0);
    for (int i = 0; i < nfiles; i++) {
        int w, h, w2, h2;
        snprintf(path, sizeof path, "%s/%s", dir, list[i]->d_name);
        char *text = st_read_file(path, NULL);
        assert_non_null(text);
        assert_int_equal(section(text, "BOARD", board, MAXP, &w, &h), 0);
        assert_int_equal(section(text, "TERRITORY", exp, MAXP, &w2, &h2), 0);
        gor_game *g = board_game(board, w, h);
        gor_score s = GOR_SCORE_INIT;
        gor_score_options plain = GOR_SCORE_OPTIONS_INIT;
        unsigned char map[MAXP];
        plain.territory = GOR_TERRITORY_PLAIN;
        assert_int_equal(gor_game_score(g, &plain, &s, map, sizeof map), GOR_OK);
        for (int p = 0; p < w * h; p++) {
            unsigned own = map[p] & GOR_MAP_OWNER_MASK;
            int live = is_live(board[p]);
            got[p] = !live && own == GOR_BLACK ? 'z'
                     : !live && own == GOR_WHITE ? 'a'
                                                 : board[p];
        }
        got[w * h] = '\0';
        agree += strcmp(got, exp) == 0;
        gor_game_free(g);
        free(text);
        free(list[i]);
    }
    free(list);
    print_message("goscorer: plain territory agrees on %d of %d\n", agree,
                  nfiles);
    assert_int_equal(agree, 22);
}

/* The end-of-game judgement (gor_game_judge_estimate) on every goscorer
 * board with nothing marked, against the stones goscorer's board marks
 * dead (b w) and the stones of its SEKI section. Most boards are small
 * synthetic shapes in open space (goscorer scores given marks; it does not
 * judge), so the whole count is a regression guard: boards judged exactly
 * as marked, and seki stones taken off. The double ko seki (test_double_ko,
 * test_double_ko2: two kos keep White's 30 stones alive) must lose no
 * stone, and test_double_ko must be judged exactly. The hane seki boards
 * (test_hanezeki, test_hanezeki2: two chains in mutual atari) must lose no
 * stone either. */
static void test_goscorer_judge(void **state)
{
    (void)state;
    char dir[1200], path[1500];
    struct dirent **list = NULL;
    int nfiles, agree = 0, seki_killed = 0, dko_killed = -1, dko_same = 0;
    int hane_killed = 0, hane_seen = 0;
    static char board[MAXP], seki[MAXP], got[MAXP];
    if (!st_corpus())
        skip();
    st_corpus_path(dir, sizeof dir, "rules/goscorer/expected_test_output");
    nfiles = scandir(dir, &list, txt_file, alphasort);
    assert_true(nfiles >= 0);
    for (int i = 0; i < nfiles; i++) {
        int w, h, w2, h2, n, same = 1, seki_before = seki_killed;
        snprintf(path, sizeof path, "%s/%s", dir, list[i]->d_name);
        char *text = st_read_file(path, NULL);
        assert_non_null(text);
        assert_int_equal(section(text, "BOARD", board, MAXP, &w, &h), 0);
        assert_int_equal(section(text, "SEKI", seki, MAXP, &w2, &h2), 0);
        n = w * h;
        {
            static char live[MAXP];
            for (int p = 0; p < n; p++)
                live[p] = board[p] == 'b'   ? 'x'
                          : board[p] == 'w' ? 'o'
                                            : board[p];
            live[n] = '\0';
            gor_game *g = board_game(live, w, h);
            unsigned char j[MAXP];
            assert_int_equal(gor_game_judge_estimate(g, j, sizeof j), GOR_OK);
            for (int p = 0; p < n; p++) {
                int dead = live[p] != '.' &&
                           (j[p] & GOR_JUDGE_LIFE_MASK) == GOR_LIFE_DEAD;
                got[p] = !dead ? live[p] : live[p] == 'x' ? 'b' : 'w';
                if (got[p] != board[p])
                    same = 0;
                if (dead && (seki[p] == 'x' || seki[p] == 'o'))
                    seki_killed++;
            }
            got[n] = '\0';
            gor_game_free(g);
        }
        if (same)
            agree++;
        else
            show(list[i]->d_name, "judgement", board, board, got, w, h);
        if (seki_killed != seki_before)
            print_message("%s: %d seki stones taken off\n", list[i]->d_name,
                          seki_killed - seki_before);
        if (strcmp(list[i]->d_name, "test_double_ko.txt") == 0 ||
            strcmp(list[i]->d_name, "test_double_ko2.txt") == 0) {
            dko_killed = (dko_killed < 0 ? 0 : dko_killed) + seki_killed -
                         seki_before;
            dko_same += same && strcmp(list[i]->d_name,
                                       "test_double_ko.txt") == 0;
        }
        if (strncmp(list[i]->d_name, "test_hanezeki", 13) == 0) {
            hane_seen++;
            hane_killed += seki_killed - seki_before;
        }
        free(text);
        free(list[i]);
    }
    free(list);
    print_message("goscorer: the judgement gives goscorer's dead stones on "
                  "%d of %d boards; seki stones taken off: %d\n",
                  agree, nfiles, seki_killed);
    assert_int_equal(nfiles, 91);
    assert_int_equal(dko_killed, 0);
    assert_int_equal(dko_same, 1);
    assert_int_equal(hane_seen, 2);
    assert_int_equal(hane_killed, 0);
    assert_int_equal(agree, 33);
    assert_int_equal(seki_killed, 588);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_goscorer),
        cmocka_unit_test(test_goscorer_plain),
        cmocka_unit_test(test_goscorer_judge),
    };
    return st_finish(cmocka_run_group_tests(tests, NULL, NULL), 1);
}
