/* SPDX-License-Identifier: MIT */
/*
 * test_sgf_replay.c - records into games: rules from RU, komi corrections,
 * setup anywhere, illegal moves with their number and reason, tolerant
 * replay, repetitions as notes, variations, "loadsgf N", TB/TW.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "gorules_score.h"
#include "sgf_testutil.h"

typedef struct replayed {
    gor_sgf *sgf;
    gor_game *game;
    gor_sgf_report *rep;
    int status;
} replayed;

static replayed run(const char *text, unsigned flags, const gor_rules *rules)
{
    replayed r;
    memset(&r, 0, sizeof r);
    r.sgf = parse_ok(text);
    assert_non_null(r.sgf);
    gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
    o.flags = flags;
    o.rules = rules;
    r.status = gor_sgf_replay(&r.game, &r.rep, gor_sgf_game(r.sgf, 0), &o);
    return r;
}

static void done(replayed *r)
{
    gor_game_free(r->game);
    gor_sgf_report_free(r->rep);
    gor_sgf_free(r->sgf);
}

/* The first issue whose message contains `what`, or NULL. */
static const gor_sgf_issue *find(const gor_sgf_report *rep, const char *what)
{
    for (size_t i = 0; i < gor_sgf_report_count(rep); i++)
        if (strstr(gor_sgf_report_issue(rep, i)->message, what))
            return gor_sgf_report_issue(rep, i);
    return NULL;
}

static gor_point at(const gor_game *g, const char *gtp)
{
    gor_point p;
    assert_int_equal(gor_point_from_gtp(gor_game_width(g), gor_game_height(g),
                                        gtp, &p),
                     GOR_OK);
    return p;
}

/* ------------------------------------------------------------------ */

static void test_plain_game(void **state)
{
    (void)state;
    replayed r = run("(;FF[4]GM[1]SZ[9]KM[7]RU[Chinese]PB[b]PW[w]"
                     ";B[ee];W[ec];B[ce];W[];B[])",
                     0, NULL);
    assert_int_equal(r.status, GOR_OK);
    assert_int_equal(gor_sgf_report_errors(r.rep), 0);
    assert_int_equal(gor_sgf_report_status(r.rep), GOR_OK);
    assert_int_equal(gor_sgf_report_moves(r.rep), 5);
    assert_int_equal(gor_sgf_report_move_number(r.rep), 5);
    assert_int_equal(gor_game_width(r.game), 9);
    assert_int_equal(gor_game_at(r.game, at(r.game, "E5")), GOR_BLACK);
    assert_int_equal(gor_game_at(r.game, at(r.game, "E7")), GOR_WHITE);
    assert_int_equal(gor_game_end_reason(r.game), GOR_END_PASSES);
    assert_true(gor_rules_komi(gor_game_rules(r.game)) == 7.0);
    assert_int_equal(gor_rules_ko(gor_game_rules(r.game)), GOR_KO_POSITIONAL);
    done(&r);

    /* No report wanted; rectangular board. */
    gor_sgf *sgf = parse_ok("(;SZ[17:3];B[fc];W[cc];B[la])");
    gor_game *g;
    assert_int_equal(gor_sgf_replay(&g, NULL, gor_sgf_game(sgf, 0), NULL),
                     GOR_OK);
    assert_int_equal(gor_game_width(g), 17);
    assert_int_equal(gor_game_height(g), 3);
    assert_int_equal(gor_game_at(g, 2 * 17 + 5), GOR_BLACK);
    gor_game_free(g);
    /* Bad arguments. */
    assert_int_equal(gor_sgf_replay(NULL, NULL, gor_sgf_game(sgf, 0), NULL),
                     GOR_EINVAL);
    assert_int_equal(gor_sgf_replay(&g, NULL, NULL, NULL), GOR_EINVAL);
    assert_int_equal(
        gor_sgf_replay(&g, NULL, gor_sgf_node_child(gor_sgf_game(sgf, 0), 0),
                       NULL),
        GOR_EINVAL);
    gor_sgf_replay_options o;
    assert_int_equal(gor_sgf_replay_options_init(&o, 7), GOR_EINVAL);
    gor_sgf_free(sgf);
}

/* The Fox Sweeper case: White onto occupied points. */
static const char occupied[] =
    "(;FF[4]CA[UTF-8]AP[YuanYu]GM[1]SZ[9]KM[0]HA[0]RU[Japanese]\n"
    ";B[cc];W[gg];B[cg];W[gc]\n"
    ";B[ee];W[gg];B[dd];W[ee];B[ff];W[gg])";

static void test_occupied(void **state)
{
    (void)state;
    /* Stops before the first illegal move, which is named and placed. */
    replayed r = run(occupied, 0, NULL);
    assert_int_equal(r.status, GOR_OK);
    assert_int_equal(gor_sgf_report_errors(r.rep), 1);
    assert_int_equal(gor_sgf_report_status(r.rep), GOR_EOCCUPIED);
    const gor_sgf_issue *is = find(r.rep, "occupied");
    assert_non_null(is);
    assert_int_equal(is->severity, GOR_SGF_ERROR);
    assert_int_equal(is->status, GOR_EOCCUPIED);
    assert_int_equal(is->move_number, 6);
    assert_int_equal(is->color, GOR_WHITE);
    assert_int_equal(is->line, 3);
    assert_int_equal(is->column, 8);
    assert_non_null(strstr(is->message, "move 6, W G3"));
    assert_non_null(strstr(is->message, "by a white stone"));
    assert_int_equal(gor_sgf_report_moves(r.rep), 5);
    assert_int_equal(gor_game_move_number(r.game), 5); /* before move 6 */
    done(&r);

    /* Tolerant: every one listed, the rest replayed. */
    r = run(occupied, GOR_SGF_REPLAY_TOLERANT, NULL);
    assert_int_equal(gor_sgf_report_errors(r.rep), 3);
    assert_int_equal(gor_sgf_report_moves(r.rep), 7);
    assert_int_equal(gor_sgf_report_move_number(r.rep), 10);
    assert_int_equal(gor_game_at(r.game, at(r.game, "F4")), GOR_BLACK);
    size_t numbers[3], k = 0;
    for (size_t i = 0; i < gor_sgf_report_count(r.rep); i++) {
        const gor_sgf_issue *x = gor_sgf_report_issue(r.rep, i);
        if (x->severity == GOR_SGF_ERROR)
            numbers[k++] = x->move_number;
    }
    assert_int_equal(numbers[0], 6);
    assert_int_equal(numbers[1], 8);
    assert_int_equal(numbers[2], 10);
    done(&r);
}

static void test_ko_and_suicide(void **state)
{
    (void)state;
    /* A ko: Black takes at C4, White retakes at B4 at once. */
    static const char ko2[] = "(;SZ[5]AB[ba][ab][bc]AW[ca][db][cc][bb]"
                              ";B[cb];W[bb])";
    replayed r = run(ko2, 0, NULL);
    assert_int_equal(gor_sgf_report_status(r.rep), GOR_EKO);
    const gor_sgf_issue *is = find(r.rep, "ko");
    assert_non_null(is);
    assert_int_equal(is->move_number, 2);
    assert_int_equal(is->color, GOR_WHITE);
    done(&r);
    /* Tolerant: played anyway, flagged. */
    r = run(ko2, GOR_SGF_REPLAY_TOLERANT, NULL);
    assert_int_equal(gor_sgf_report_status(r.rep), GOR_EKO);
    assert_int_equal(gor_sgf_report_moves(r.rep), 2);
    assert_non_null(find(r.rep, "played anyway"));
    assert_int_equal(gor_game_at(r.game, at(r.game, "B4")), GOR_WHITE);
    done(&r);

    /* Single-stone suicide: illegal even without RU. */
    static const char single[] = "(;SZ[5]AW[ba][ab];B[aa])";
    r = run(single, 0, NULL);
    assert_int_equal(gor_sgf_report_status(r.rep), GOR_ESUICIDE);
    done(&r);

    /* Multi-stone suicide: only a note without RU ... */
    static const char multi[] = "(;SZ[5]AB[aa]AW[ca][ab][bb];B[ba])";
    r = run(multi, 0, NULL);
    assert_int_equal(gor_sgf_report_errors(r.rep), 0);
    is = find(r.rep, "suicide of 2 stones");
    assert_non_null(is);
    assert_int_equal(is->severity, GOR_SGF_NOTE);
    assert_int_equal(gor_game_at(r.game, 0), GOR_EMPTY);
    done(&r);
    /* ... an error under Chinese rules, legal under KataGo's sui1. */
    static const char multi_cn[] =
        "(;SZ[5]RU[Chinese]AB[aa]AW[ca][ab][bb];B[ba])";
    r = run(multi_cn, 0, NULL);
    assert_int_equal(gor_sgf_report_status(r.rep), GOR_ESUICIDE);
    done(&r);
    static const char multi_kg[] =
        "(;SZ[5]RU[koPOSITIONALscoreAREAtaxNONEsui1]AB[aa]AW[ca][ab][bb]"
        ";B[ba])";
    r = run(multi_kg, 0, NULL);
    assert_int_equal(gor_sgf_report_count(r.rep), 0);
    assert_int_equal(gor_game_captures(r.game, GOR_WHITE), 2);
    done(&r);
    /* A ruleset forced by the caller wins over RU. */
    gor_rules *tt;
    gor_rules_new(&tt, "tromp-taylor");
    r = run(multi_cn, 0, tt);
    assert_int_equal(gor_sgf_report_errors(r.rep), 0);
    done(&r);
    gor_rules_free(tt);
    /* Simple ko with a cycle rule (Japanese) and suicide allowed: the
     * stone goes down first, and the legal suicide is then judged like
     * any possible repetition; the game records it once, exactly. */
    gor_rules *jp;
    gor_rules_new(&jp, "japanese");
    gor_rules_set_suicide(jp, GOR_SUICIDE_ALLOWED);
    r = run(multi, 0, jp);
    assert_int_equal(gor_sgf_report_count(r.rep), 0);
    assert_int_equal(gor_game_history_length(r.game), 2);
    gor_move_info mi;
    assert_int_equal(gor_game_move(r.game, 2, &mi), GOR_OK);
    assert_int_equal(mi.flags, GOR_MOVE_SUICIDE);
    assert_int_equal(mi.removed, 2);
    assert_int_equal(gor_game_captures(r.game, GOR_WHITE), 2);
    assert_int_equal(gor_game_at(r.game, at(r.game, "A5")), GOR_EMPTY);
    assert_int_equal(gor_game_at(r.game, at(r.game, "B5")), GOR_EMPTY);
    assert_int_equal(gor_game_at(r.game, at(r.game, "C5")), GOR_WHITE);
    assert_int_equal(gor_game_to_move(r.game), GOR_WHITE);
    done(&r);
    gor_rules_free(jp);
}

/*
 * Three kos on a 4x11 board; six ko captures bring back the first
 * position (a triple ko).
 */
static const char triple_ko[] =
    "(;SZ[4:11]%s"
    "AB[ba][ab][bc][be][af][bg][bi][aj][bk][cf]"
    "AW[ca][db][cc][ce][df][cg][ci][dj][ck][bb][bj]"
    ";B[cb];W[bf];B[cj];W[bb];B[cf];W[bj];B[cb])";

static replayed run_triple(const char *ru)
{
    char text[512];
    snprintf(text, sizeof text, triple_ko, ru);
    return run(text, 0, NULL);
}

static void test_cycles(void **state)
{
    (void)state;
    /* No RU: the repetition is a note, the record valid. */
    replayed r = run_triple("");
    assert_int_equal(gor_sgf_report_errors(r.rep), 0);
    const gor_sgf_issue *is = find(r.rep, "repeats");
    assert_non_null(is);
    assert_int_equal(is->severity, GOR_SGF_NOTE);
    assert_int_equal(is->move_number, 6);
    assert_non_null(strstr(is->message, "before the first move"));
    assert_int_equal(gor_sgf_report_moves(r.rep), 7);
    done(&r);
    /* Japanese: a cycle means no result - a note, and the replay goes on. */
    r = run_triple("RU[Japanese]");
    assert_int_equal(gor_sgf_report_errors(r.rep), 0);
    is = find(r.rep, "no result");
    assert_non_null(is);
    assert_int_equal(is->severity, GOR_SGF_NOTE);
    assert_int_equal(gor_sgf_report_moves(r.rep), 7);
    done(&r);
    /* Chinese: positional superko makes the sixth capture illegal. */
    r = run_triple("RU[Chinese]");
    assert_int_equal(gor_sgf_report_status(r.rep), GOR_ESUPERKO);
    is = find(r.rep, "superko");
    assert_int_equal(is->move_number, 6);
    done(&r);
}

static void test_fox(void **state)
{
    (void)state;
    /* Handicap stones in the second node, komi x 100, cut UTF-8 name. */
    replayed r = run("(;CA[UTF-8]AP[foxwq]GM[1]FF[4]SZ[19]PB[\xe4\xb8\x9c\xe7\x8f]"
                     "HA[2]KM[0]RU[Chinese]\n;AB[pd][dp]\n;W[qp];B[dd];W[pp])",
                     0, NULL);
    assert_int_equal(gor_sgf_report_errors(r.rep), 0);
    assert_int_equal(gor_game_handicap(r.game), 2);
    assert_int_equal(gor_game_at(r.game, at(r.game, "Q16")), GOR_BLACK);
    assert_int_equal(gor_game_at(r.game, at(r.game, "D4")), GOR_BLACK);
    assert_int_equal(gor_game_stone_count(r.game, GOR_BLACK), 3);
    assert_true(gor_rules_komi(gor_game_rules(r.game)) == 0);
    assert_int_equal(gor_sgf_report_moves(r.rep), 3);
    assert_null(find(r.rep, "KM[0]")); /* a handicap game: no komi */
    done(&r);

    /* KM[0] on an even Fox game: the komi played may be hidden. */
    r = run("(;AP[YuanYu]RU[Japanese]KM[0]HA[0];B[pd])", 0, NULL);
    const gor_sgf_issue *km0 = find(r.rep, "KM[0]");
    assert_non_null(km0);
    assert_int_equal(km0->severity, GOR_SGF_NOTE);
    assert_string_equal(km0->message,
                        "KM[0] on a Fox record of an even game: the server "
                        "plays even games with komi (6.5 or 7.5), which this "
                        "record may not show; counted with komi 0");
    assert_true(gor_rules_komi(gor_game_rules(r.game)) == 0);
    done(&r);
    r = run("(;PC[\xe9\x87\x8e\xe7\x8b\x90]KM[0];B[pd])", 0, NULL);
    assert_non_null(find(r.rep, "KM[0] on a Fox record")); /* 野狐 */
    done(&r);
    r = run("(;RU[Japanese]KM[0];B[pd])", 0, NULL); /* not Fox */
    assert_null(find(r.rep, "KM[0]"));
    done(&r);

    r = run("(;AP[foxwq]RU[Chinese]KM[375];B[pd])", 0, NULL);
    assert_true(gor_rules_komi(gor_game_rules(r.game)) == 7.5);
    const gor_sgf_issue *is = find(r.rep, "KM[375]");
    assert_non_null(is);
    assert_int_equal(is->severity, GOR_SGF_INFO);
    done(&r);
    r = run("(;AP[YuanYu]RU[Japanese]KM[750];B[pd])", 0, NULL);
    assert_true(gor_rules_komi(gor_game_rules(r.game)) == 7.5);
    done(&r);
    /* Raw komi on request. */
    r = run("(;AP[foxwq]KM[6.5];B[pd])", GOR_SGF_REPLAY_RAW_KOMI, NULL);
    assert_true(gor_rules_komi(gor_game_rules(r.game)) == 6.5);
    done(&r);
}

static void test_komi(void **state)
{
    (void)state;
    static const struct {
        const char *sgf;
        int status;
        double komi;
        unsigned fixes;
    } cases[] = {
        {"(;KM[6.5])", GOR_OK, 6.5, 0},
        {"(;KM[7.50])", GOR_OK, 7.5, 0},
        {"(;KM[0])", GOR_OK, 0, 0},
        {"(;)", GOR_OK, 0, 0},
        {"(;KM[-4.5])", GOR_OK, -4.5, 0},
        {"(;KM[5 1/2])", GOR_OK, 5.5, 0},
        {"(;KM[6,5])", GOR_OK, 6.5, 0},
        {"(;AP[foxwq]KM[750])", GOR_OK, 7.5, GOR_SGF_KOMI_FOX_SCALE},
        {"(;AP[foxwq:1.0]KM[650])", GOR_OK, 6.5, GOR_SGF_KOMI_FOX_SCALE},
        {"(;AP[foxwq]KM[375])", GOR_OK, 7.5,
         GOR_SGF_KOMI_FOX_SCALE | GOR_SGF_KOMI_STONES},
        {"(;AP[foxwq]KM[325])", GOR_OK, 6.5,
         GOR_SGF_KOMI_FOX_SCALE | GOR_SGF_KOMI_STONES},
        /* Without AP: still scaled on boards up to 25x25. */
        {"(;KM[750])", GOR_OK, 7.5, GOR_SGF_KOMI_FOX_SCALE},
        {"(;SZ[37]KM[750])", GOR_OK, 750, 0},
        /* GoGoD's quarter komi for Chinese games: stones to points. */
        {"(;RU[Chinese]KM[3.75])", GOR_OK, 7.5, GOR_SGF_KOMI_STONES},
        {"(;KM[2.75])", GOR_OK, 5.5, GOR_SGF_KOMI_STONES},
        {"(;KM[24])", GOR_OK, 24, 0},
        {"(;KM[6.4])", GOR_OK, 6.5, GOR_SGF_KOMI_ROUNDED},
        {"(;KM[seven])", GOR_EPARSE, 0, 0},
        {"(;KM[])", GOR_EPARSE, 0, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        gor_sgf *sgf = parse_ok(cases[i].sgf);
        double komi = -1;
        unsigned fixes = 99;
        int st = gor_sgf_game_komi(gor_sgf_game(sgf, 0), &komi, &fixes);
        if (st != cases[i].status || (st == GOR_OK && (komi != cases[i].komi ||
                                                       fixes != cases[i].fixes)))
            fprintf(stderr, "%s: %d %g %u\n", cases[i].sgf, st, komi, fixes);
        assert_int_equal(st, cases[i].status);
        if (st == GOR_OK) {
            assert_true(komi == cases[i].komi);
            assert_int_equal(fixes, cases[i].fixes);
        }
        gor_sgf_free(sgf);
    }
    /* A komi that cannot be used: noted, the ruleset's kept. */
    replayed r = run("(;RU[Japanese]KM[lots];B[aa])", 0, NULL);
    assert_true(gor_rules_komi(gor_game_rules(r.game)) == 6.5);
    assert_non_null(find(r.rep, "KM[lots]"));
    done(&r);
}

static void test_rules(void **state)
{
    (void)state;
    static const struct {
        const char *ru;
        int status;
        gor_ko_rule ko;
        gor_suicide_rule sui;
    } cases[] = {
        {"Japanese", GOR_OK, GOR_KO_SIMPLE, GOR_SUICIDE_FORBIDDEN},
        {"japanese rules", GOR_OK, GOR_KO_SIMPLE, GOR_SUICIDE_FORBIDDEN},
        {"Chinese", GOR_OK, GOR_KO_POSITIONAL, GOR_SUICIDE_FORBIDDEN},
        {" CN ", GOR_OK, GOR_KO_POSITIONAL, GOR_SUICIDE_FORBIDDEN},
        {"AGA", GOR_OK, GOR_KO_SITUATIONAL, GOR_SUICIDE_FORBIDDEN},
        {"NZ", GOR_OK, GOR_KO_SITUATIONAL, GOR_SUICIDE_MULTI},
        {"New Zealand", GOR_OK, GOR_KO_SITUATIONAL, GOR_SUICIDE_MULTI},
        {"GOE", GOR_OK, GOR_KO_SITUATIONAL, GOR_SUICIDE_MULTI},
        {"Tromp/Taylor", GOR_OK, GOR_KO_POSITIONAL, GOR_SUICIDE_MULTI},
        {"Tromp-Taylor", GOR_OK, GOR_KO_POSITIONAL, GOR_SUICIDE_MULTI},
        {"Korean", GOR_OK, GOR_KO_SIMPLE, GOR_SUICIDE_FORBIDDEN},
        {"koPOSITIONALscoreAREAtaxNONEsui1", GOR_OK, GOR_KO_POSITIONAL,
         GOR_SUICIDE_MULTI},
        {"koSIMPLEscoreAREAtaxSEKIsui0", GOR_OK, GOR_KO_SIMPLE,
         GOR_SUICIDE_FORBIDDEN},
        {"TT--", GOR_EPARSE, 0, 0},
        {"", GOR_EPARSE, 0, 0},
        {"whatever", GOR_EPARSE, 0, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        gor_rules *r;
        gor_rules_new(&r, NULL);
        int st = gor_sgf_rules_parse(r, cases[i].ru);
        if (st != cases[i].status)
            fprintf(stderr, "RU[%s]: %d\n", cases[i].ru, st);
        assert_int_equal(st, cases[i].status);
        if (st == GOR_OK) {
            assert_int_equal(gor_rules_ko(r), cases[i].ko);
            assert_int_equal(gor_rules_suicide(r), cases[i].sui);
        }
        gor_rules_free(r);
    }
    /* An unknown RU: a note, judged by what every ruleset forbids. */
    replayed r = run("(;RU[TT--];B[aa])", 0, NULL);
    const gor_sgf_issue *is = find(r.rep, "unknown rules");
    assert_non_null(is);
    assert_int_equal(is->severity, GOR_SGF_NOTE);
    assert_int_equal(gor_rules_ko(gor_game_rules(r.game)), GOR_KO_SIMPLE);
    done(&r);
}

static void test_setup_and_turns(void **state)
{
    (void)state;
    /* Setup mid-game (AE removes), PL, and moves after it. */
    replayed r = run("(;SZ[9]AB[aa:cc]AW[ee];B[gg];AE[cc]AW[hh]PL[W];W[cc])",
                     0, NULL);
    assert_int_equal(gor_sgf_report_errors(r.rep), 0);
    assert_int_equal(gor_game_at(r.game, at(r.game, "C7")), GOR_WHITE);
    assert_int_equal(gor_game_at(r.game, at(r.game, "H2")), GOR_WHITE);
    assert_int_equal(gor_game_stone_count(r.game, GOR_BLACK), 9);
    assert_int_equal(gor_game_to_move(r.game), GOR_BLACK);
    done(&r);
    /* Setup that leaves a group without liberties: an error. */
    r = run("(;SZ[5]AB[aa]AW[ba][ab];B[cc])", 0, NULL);
    assert_int_equal(gor_sgf_report_status(r.rep), GOR_EINVAL);
    assert_non_null(find(r.rep, "without liberties"));
    done(&r);
    /* A bad point in a setup list: an error with its place. */
    r = run("(;SZ[9]\nAB[aa][zz])", 0, NULL);
    const gor_sgf_issue *is = find(r.rep, "AB[zz]");
    assert_non_null(is);
    assert_int_equal(is->status, GOR_EOFFBOARD);
    assert_int_equal(is->line, 2);
    assert_int_equal(is->column, 1);
    done(&r);
    /* Bad coordinates in moves, tolerant goes on. */
    r = run("(;SZ[9];B[jj];W[A1];B[ee])", GOR_SGF_REPLAY_TOLERANT, NULL);
    assert_int_equal(gor_sgf_report_errors(r.rep), 2);
    assert_int_equal(gor_sgf_report_issue(r.rep, 0)->status, GOR_EOFFBOARD);
    assert_int_equal(gor_sgf_report_issue(r.rep, 1)->status, GOR_EPARSE);
    assert_int_equal(gor_game_at(r.game, at(r.game, "E5")), GOR_BLACK);
    done(&r);
    /* Play after two passes resumes the game, noted. */
    r = run("(;SZ[9];B[ee];W[];B[];W[cc])", 0, NULL);
    assert_int_equal(gor_sgf_report_errors(r.rep), 0);
    assert_non_null(find(r.rep, "resumed"));
    assert_int_equal(gor_game_at(r.game, at(r.game, "C7")), GOR_WHITE);
    done(&r);
    /* Two moves in one node: played in order. */
    r = run("(;SZ[5];B[cc]W[cb];B[bb])", 0, NULL);
    assert_int_equal(gor_sgf_report_moves(r.rep), 3);
    assert_int_equal(gor_game_at(r.game, at(r.game, "C4")), GOR_WHITE);
    done(&r);
}

static void test_bad_records(void **state)
{
    (void)state;
    static const char *const sizes[] = {"(;SZ[0];B[aa])", "(;SZ[53])",
                                        "(;SZ[x])", "(;SZ[19:99])"};
    for (size_t i = 0; i < 4; i++) {
        replayed r = run(sizes[i], 0, NULL);
        assert_int_equal(r.status, GOR_ESIZE);
        assert_null(r.game);
        assert_int_equal(gor_sgf_report_status(r.rep), GOR_ESIZE);
        assert_int_equal(gor_sgf_report_issue(r.rep, 0)->line, 1);
        assert_int_equal(gor_sgf_report_issue(r.rep, 0)->column, 3);
        done(&r);
    }
    /* Not Go: refused, said in a note. */
    replayed r = run("(;GM[3];B[aa])", 0, NULL);
    assert_int_equal(r.status, GOR_EINVAL);
    assert_null(r.game);
    assert_int_equal(gor_sgf_report_errors(r.rep), 0);
    assert_non_null(find(r.rep, "not a Go record"));
    done(&r);
}

static void test_variations_and_stop(void **state)
{
    (void)state;
    gor_sgf *sgf = parse_ok("(;SZ[9](;B[ee];W[cc](;B[gg];W[gc])(;B[cg]))"
                            "(;B[dd];MN[40]W[ff];B[gg]))");
    const gor_sgf_node *root = gor_sgf_game(sgf, 0);
    const gor_sgf_node *alt = gor_sgf_node_child(
        gor_sgf_node_child(gor_sgf_node_child(root, 0), 0), 1); /* B cg */
    gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
    o.target = alt;
    gor_game *g;
    gor_sgf_report *rep;
    assert_int_equal(gor_sgf_replay(&g, &rep, root, &o), GOR_OK);
    assert_int_equal(gor_game_move_number(g), 3);
    assert_int_equal(gor_game_at(g, at(g, "C3")), GOR_BLACK);
    assert_int_equal(gor_game_at(g, at(g, "G3")), GOR_EMPTY);
    gor_game_free(g);
    gor_sgf_report_free(rep);
    /* The main line. */
    assert_int_equal(gor_sgf_replay(&g, &rep, root, NULL), GOR_OK);
    assert_int_equal(gor_game_move_number(g), 4);
    assert_int_equal(gor_game_at(g, at(g, "G7")), GOR_WHITE);
    gor_game_free(g);
    gor_sgf_report_free(rep);
    /* loadsgf FILE 3: the position before move 3, Black to play it. */
    o.target = NULL;
    o.stop_before = 3;
    assert_int_equal(gor_sgf_replay(&g, &rep, root, &o), GOR_OK);
    assert_int_equal(gor_game_move_number(g), 2);
    assert_int_equal(gor_game_to_move(g), GOR_BLACK);
    gor_game_free(g);
    gor_sgf_report_free(rep);
    o.stop_before = 2; /* White's move: White to play */
    assert_int_equal(gor_sgf_replay(&g, &rep, root, &o), GOR_OK);
    assert_int_equal(gor_game_move_number(g), 1);
    assert_int_equal(gor_game_to_move(g), GOR_WHITE);
    gor_game_free(g);
    gor_sgf_report_free(rep);
    /* MN: the second variation's W ff is move 40; an error there says so. */
    const gor_sgf_node *v2 = gor_sgf_node_child(root, 1);
    const gor_sgf_node *end = gor_sgf_node_child(gor_sgf_node_child(v2, 0), 0);
    o.stop_before = 0;
    o.target = end;
    assert_int_equal(gor_sgf_replay(&g, &rep, root, &o), GOR_OK);
    assert_int_equal(gor_sgf_report_move_number(rep), 41);
    gor_game_free(g);
    gor_sgf_report_free(rep);
    /* A target from another game. */
    gor_sgf *other = parse_ok("(;B[aa])");
    o.target = gor_sgf_game(other, 0);
    assert_int_equal(gor_sgf_replay(&g, &rep, root, &o), GOR_EINVAL);
    assert_null(g);
    gor_sgf_report_free(rep);
    gor_sgf_free(other);
    gor_sgf_free(sgf);
}

static void test_territory(void **state)
{
    (void)state;
    /* A finished 5x5 game with territory marks over a dead white stone. */
    replayed r = run("(;SZ[5]RU[Japanese]AB[ca][cb][cc][cd][ce]"
                     "AW[da][db][dc][dd][de][aa];W[];B[]"
                     "TB[aa][ab][ac][ad][ae][ba][bb][bc][bd][be]"
                     "TW[ea][eb][ec][ed][ee])",
                     0, NULL);
    assert_int_equal(gor_sgf_report_errors(r.rep), 0);
    gor_point tb[16], tw[16];
    assert_int_equal(gor_sgf_report_territory(r.rep, GOR_BLACK, tb, 16), 10);
    assert_int_equal(gor_sgf_report_territory(r.rep, GOR_WHITE, tw, 16), 5);
    assert_int_equal(tb[0], 0);
    assert_int_equal(tw[0], 4);
    assert_int_equal(gor_game_life_at(r.game, 0), GOR_LIFE_DEAD);
    assert_int_equal(gor_game_life_at(r.game, 3), GOR_LIFE_ALIVE);
    assert_int_equal(gor_sgf_report_territory(r.rep, GOR_EMPTY, tb, 16),
                     GOR_EINVAL);
    done(&r);
}

/* The record's RE at the end of the main line: a resignation, a loss on
 * time or a forfeit is the game's result; a count that the final position
 * does not give is noted. Handicap without KM under Chinese rules: no
 * komi (003: with three stones Black needs 180.5 + 1.5 = 182). */
static void test_replay_honours_re(void **state)
{
    (void)state;
    gor_result res = GOR_RESULT_INIT;
    char text[32];
    replayed r = run("(;SZ[9]KM[7.5]RE[B+R];B[ee];W[cc];B[gg])", 0, NULL);
    assert_int_equal(r.status, GOR_OK);
    assert_int_equal(gor_game_end_reason(r.game), GOR_END_RESIGN);
    assert_int_equal(gor_game_winner(r.game), GOR_BLACK);
    assert_int_equal(gor_game_result(r.game, NULL, &res), GOR_OK);
    assert_int_equal(gor_result_to_sgf(&res, text, sizeof text), 3);
    assert_string_equal(text, "B+R");
    assert_non_null(find(r.rep, "the game ends by resignation"));
    done(&r);
    r = run("(;SZ[9]KM[7.5]RE[W+T];B[ee])", 0, NULL);
    assert_int_equal(gor_game_end_reason(r.game), GOR_END_TIME);
    assert_int_equal(gor_game_winner(r.game), GOR_WHITE);
    done(&r);
    /* A replay stopped before the end leaves the game open. */
    gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
    r = run("(;SZ[9]KM[7.5]RE[B+R];B[ee];W[cc];B[gg])", 0, NULL);
    gor_game_free(r.game);
    gor_sgf_report_free(r.rep);
    o.stop_before = 3;
    assert_int_equal(gor_sgf_replay(&r.game, &r.rep, gor_sgf_game(r.sgf, 0),
                                    &o), GOR_OK);
    assert_int_equal(gor_game_end_reason(r.game), GOR_END_NONE);
    done(&r);
    /* Two passes and a count: Black E5 alone on 5x5 owns the board (25),
     * komi 0.5: B+24.5. RE[B+3] disagrees and is noted; RE[B+24.5] is
     * not. */
    r = run("(;SZ[5]KM[0.5]RU[Chinese]RE[B+3];B[cc];W[];B[])", 0, NULL);
    assert_int_equal(gor_game_end_reason(r.game), GOR_END_PASSES);
    assert_non_null(find(r.rep, "RE[B+3], but the final position counts "
                                "B+24.5"));
    done(&r);
    r = run("(;SZ[5]KM[0.5]RU[Chinese]RE[B+24.5];B[cc];W[];B[])", 0, NULL);
    assert_null(find(r.rep, "but the final position counts"));
    done(&r);
    /* Chinese rules, three handicap stones, no KM: komi 0. */
    r = run("(;SZ[19]RU[Chinese]HA[3]AB[dd][pp][dp];W[qd])", 0, NULL);
    assert_true(gor_rules_komi(gor_game_rules(r.game)) == 0);
    assert_non_null(find(r.rep, "HA[3] without KM: a handicap game, komi 0"));
    assert_true(gor_handicap_bonus(gor_game_rules(r.game), 3) == 3);
    done(&r);
    /* With KM the record's komi stands. */
    r = run("(;SZ[19]RU[Chinese]HA[3]KM[7.5]AB[dd][pp][dp];W[qd])", 0, NULL);
    assert_true(gor_rules_komi(gor_game_rules(r.game)) == 7.5);
    done(&r);
}

/* An HA that is no number of stones on the board is noted and used for
 * nothing (it was ignored without a word, and HA[1000] without KM took
 * the komi away). */
static void test_unusable_handicap(void **state)
{
    (void)state;
    static const struct {
        const char *sgf, *note;
    } cases[] = {
        {"(;SZ[19]RU[Chinese]HA[1000];B[dd])",
         "HA[1000] is not a usable handicap (a whole number of stones, 0 to "
         "361): ignored"},
        {"(;SZ[9]RU[Chinese]HA[-5];B[dd])",
         "HA[-5] is not a usable handicap (a whole number of stones, 0 to 81):"
         " ignored"},
        {"(;SZ[9]RU[Chinese]HA[2x];B[dd])", "HA[2x] is not a usable handicap"},
        {"(;SZ[9]RU[Chinese]HA[99999999999999999999];B[dd])",
         "HA[99999999999999999999] is not a usable handicap"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        replayed r = run(cases[i].sgf, 0, NULL);
        assert_int_equal(r.status, GOR_OK);
        const gor_sgf_issue *is = find(r.rep, cases[i].note);
        if (!is)
            fail_msg("%s: no note \"%s\"", cases[i].sgf, cases[i].note);
        assert_int_equal(is->severity, GOR_SGF_NOTE);
        assert_int_equal(is->move_number, 0);
        assert_null(find(r.rep, "without KM"));
        assert_true(gor_rules_komi(gor_game_rules(r.game)) == 7.5);
        done(&r);
    }
    /* Spaces around a number are fine: no note. */
    replayed r = run("(;SZ[19]RU[Chinese]KM[7.5]HA[ 3 ]AB[dd][pp][dp];W[qd])",
                     0, NULL);
    assert_null(find(r.rep, "not a usable handicap"));
    done(&r);
}

/* RE values of real records, read by the one result parser. */
static void test_results(void **state)
{
    (void)state;
#define WIN_ GOR_OUTCOME_WIN
    static const struct {
        const char *re;
        int status;
        gor_outcome outcome;
        gor_color winner;
        gor_end end;
        double margin;
    } cases[] = {
        {"B+R", GOR_OK, WIN_, GOR_BLACK, GOR_END_RESIGN, 0},
        {"W+Resign", GOR_OK, WIN_, GOR_WHITE, GOR_END_RESIGN, 0},
        {"W+2.5", GOR_OK, WIN_, GOR_WHITE, GOR_END_NONE, 2.5},
        {"B+120.5", GOR_OK, WIN_, GOR_BLACK, GOR_END_NONE, 120.5},
        {"W", GOR_OK, WIN_, GOR_WHITE, GOR_END_NONE, 0},
        {"B+", GOR_OK, WIN_, GOR_BLACK, GOR_END_NONE, 0},
        {"B+J", GOR_OK, WIN_, GOR_BLACK, GOR_END_FORFEIT, 0},
        {"draw", GOR_OK, GOR_OUTCOME_DRAW, GOR_EMPTY, GOR_END_NONE, 0},
        {"0", GOR_OK, GOR_OUTCOME_DRAW, GOR_EMPTY, GOR_END_NONE, 0},
        {"D+J", GOR_OK, GOR_OUTCOME_DRAW, GOR_EMPTY, GOR_END_FORFEIT, 0},
        {"W+T", GOR_OK, WIN_, GOR_WHITE, GOR_END_TIME, 0},
        {"W+Time Over", GOR_OK, WIN_, GOR_WHITE, GOR_END_TIME, 0},
        {"B+F", GOR_OK, WIN_, GOR_BLACK, GOR_END_FORFEIT, 0},
        {"B+Illegal", GOR_OK, WIN_, GOR_BLACK, GOR_END_FORFEIT, 0},
        {"W+Repetition", GOR_OK, WIN_, GOR_WHITE, GOR_END_REPETITION, 0},
        {"Void", GOR_OK, GOR_OUTCOME_NO_RESULT, GOR_EMPTY, GOR_END_VOID, 0},
        {"White resigns.", GOR_OK, WIN_, GOR_BLACK, GOR_END_RESIGN, 0},
        {"Black resigns. W 80 B 70", GOR_OK, WIN_, GOR_WHITE, GOR_END_RESIGN,
         0},
        {"?", GOR_OK, GOR_OUTCOME_UNKNOWN, GOR_EMPTY, GOR_END_NONE, 0},
        {"", GOR_OK, GOR_OUTCOME_UNKNOWN, GOR_EMPTY, GOR_END_NONE, 0},
        {"john wins", GOR_EPARSE, GOR_OUTCOME_UNKNOWN, GOR_EMPTY,
         GOR_END_NONE, 0},
    };
#undef WIN_
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        gor_result r = GOR_RESULT_INIT;
        int st = gor_result_parse_sgf(cases[i].re, &r);
        if (st != cases[i].status || r.outcome != cases[i].outcome ||
            r.winner != cases[i].winner || r.end != cases[i].end)
            fprintf(stderr, "RE[%s]: %d %d %d %d\n", cases[i].re, st,
                    r.outcome, r.winner, r.end);
        assert_int_equal(st, cases[i].status);
        assert_int_equal(r.outcome, cases[i].outcome);
        assert_int_equal(r.winner, cases[i].winner);
        assert_int_equal(r.end, cases[i].end);
        assert_true(r.margin == cases[i].margin);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plain_game),
        cmocka_unit_test(test_occupied),
        cmocka_unit_test(test_ko_and_suicide),
        cmocka_unit_test(test_cycles),
        cmocka_unit_test(test_fox),
        cmocka_unit_test(test_komi),
        cmocka_unit_test(test_rules),
        cmocka_unit_test(test_setup_and_turns),
        cmocka_unit_test(test_bad_records),
        cmocka_unit_test(test_variations_and_stop),
        cmocka_unit_test(test_territory),
        cmocka_unit_test(test_results),
        cmocka_unit_test(test_replay_honours_re),
        cmocka_unit_test(test_unusable_handicap),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
