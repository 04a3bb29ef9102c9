/* SPDX-License-Identifier: MIT */
/*
 * test_rules.c - presets and aliases, KataGo-style rules strings, the
 * canonical text form and its round trip, setters, komi validation.
 */
#include <math.h>
#include <string.h>

#include "testutil.h"

typedef struct expect {
    gor_ko_rule ko;
    gor_suicide_rule suicide;
    gor_cycle_rule cycle;
    gor_scoring scoring;
    double komi;
    gor_tax tax;
    gor_handicap_comp comp;
    gor_color first;
    int pass_stones, white_last, free_handicap;
} expect;

static void check(const gor_rules *r, expect e)
{
    assert_int_equal(gor_rules_ko(r), e.ko);
    assert_int_equal(gor_rules_suicide(r), e.suicide);
    assert_int_equal(gor_rules_cycle(r), e.cycle);
    assert_int_equal(gor_rules_scoring(r), e.scoring);
    assert_true(gor_rules_komi(r) == e.komi);
    assert_int_equal(gor_rules_tax(r), e.tax);
    assert_int_equal(gor_rules_handicap_comp(r), e.comp);
    assert_int_equal(gor_rules_first_player(r), e.first);
    assert_int_equal(gor_rules_pass_stones(r), e.pass_stones);
    assert_int_equal(gor_rules_white_passes_last(r), e.white_last);
    assert_int_equal(gor_rules_free_handicap(r), e.free_handicap);
}

/* Parse text into a new ruleset and over an unrelated one: both give e. */
static void check_text(const char *text, expect e)
{
    gor_rules *r = NULL, *other = NULL;
    int st = gor_rules_new(&r, text);
    if (st != GOR_OK)
        print_error("rules \"%s\": %s\n", text, gor_status_name(st));
    assert_int_equal(st, GOR_OK);
    check(r, e);
    assert_int_equal(gor_rules_new(&other, "prediction"), GOR_OK);
    assert_int_equal(gor_rules_parse(other, text), GOR_OK);
    assert_true(gor_rules_equal(r, other));
    gor_rules_free(other);
    gor_rules_free(r);
}

#define K(x) GOR_KO_##x
#define S(x) GOR_SUICIDE_##x
#define C(x) GOR_CYCLE_##x
#define A(x) GOR_SCORING_##x
#define T(x) GOR_TAX_##x
#define H(x) GOR_COMP_##x

static const expect chinese = {K(POSITIONAL), S(FORBIDDEN), C(IGNORE),
                               A(AREA), 7.5, T(NONE), H(H), GOR_BLACK,
                               0, 0, 1};
static const expect japanese = {K(SIMPLE), S(FORBIDDEN), C(NO_RESULT),
                                A(TERRITORY), 6.5, T(SEKI), H(NONE),
                                GOR_BLACK, 0, 0, 0};
static const expect aga = {K(SITUATIONAL), S(FORBIDDEN), C(IGNORE),
                           A(AREA), 7.5, T(NONE), H(H_MINUS_1), GOR_BLACK,
                           1, 1, 0};
static const expect nz = {K(SITUATIONAL), S(MULTI), C(IGNORE), A(AREA),
                          7.0, T(NONE), H(NONE), GOR_BLACK, 0, 0, 1};
static const expect tt = {K(POSITIONAL), S(MULTI), C(IGNORE), A(AREA),
                          7.5, T(NONE), H(NONE), GOR_BLACK, 0, 0, 1};
static const expect ing = {K(SITUATIONAL), S(MULTI), C(IGNORE), A(AREA),
                           8.0, T(NONE), H(NONE), GOR_BLACK, 0, 0, 1};
static const expect prediction = {K(NONE), S(CHOICE), C(LOSS), A(AREA),
                                  0.0, T(NONE), H(NONE), GOR_WHITE,
                                  0, 0, 1};
/* KataGo's presets (KataGo's Rules::parseRules): ko, scoring, tax,
 * multi-stone suicide, button (always 0 here), white handicap bonus and
 * komi as KataGo sets them; the knobs KataGo lacks as docs/rules.md says.
 * chinese-ogs has exactly chinese's settings, bga and french aga's. */
static const expect stone_scoring = {K(SIMPLE), S(FORBIDDEN),
                                     C(NO_RESULT_THIRD),
                                     A(AREA), 7.5, T(ALL), H(NONE),
                                     GOR_BLACK, 0, 0, 0};
/* What a rules string leaves out (KataGo's defaults). */
static const expect string_default = {K(POSITIONAL), S(FORBIDDEN),
                                      C(IGNORE), A(AREA), 7.5, T(NONE),
                                      H(NONE), GOR_BLACK, 0, 0, 1};

static void test_presets(void **state)
{
    (void)state;
    check_text("chinese", chinese);
    check_text("japanese", japanese);
    check_text("korean", japanese);
    check_text("aga", aga);
    check_text("new-zealand", nz);
    check_text("tromp-taylor", tt);
    check_text("ing", ing);
    check_text("prediction", prediction);
    check_text("chinese-ogs", chinese);
    check_text("chinese-kgs", chinese);
    check_text("stone-scoring", stone_scoring);
    check_text("bga", aga);
    check_text("french", aga);
}

/* KataGo's presets in every spelling KataGo reads, and their text form:
 * the printed string says exactly what KataGo's kata-get-rules says for
 * them (ko, scoring, tax, suicide; no button) and reads back equal. */
static void test_katago_presets(void **state)
{
    (void)state;
    static const char *const ogs[] = {"chinese-ogs", "chinese_ogs",
                                      "chineseogs", "Chinese-OGS",
                                      "chinese-kgs", "chinese_kgs",
                                      "chinesekgs", "CHINESE-KGS"};
    static const char *const stone[] = {"stone-scoring", "stone_scoring",
                                        "stonescoring", "stone scoring",
                                        "StoneScoring", "ancient-area",
                                        "ancient_area", "ancientarea"};
    static const char *const bgas[] = {"bga", "BGA", "french", "French"};
    static const struct {
        const char *name, *text;
    } printed[] = {
        {"chinese-ogs", "koPOSITIONALscoreAREAtaxNONEsui0whbNfirstBLACK"
                        "pstones0wlast0freeh1cycleIGNOREkomi7.5"},
        {"stone-scoring", "koSIMPLEscoreAREAtaxALLsui0whb0firstBLACK"
                          "pstones0wlast0freeh0cycleNORESULT3komi7.5"},
        {"bga", "koSITUATIONALscoreAREAtaxNONEsui0whbN-1firstBLACK"
                "pstones1wlast1freeh0cycleIGNOREkomi7.5"},
        {"french", "koSITUATIONALscoreAREAtaxNONEsui0whbN-1firstBLACK"
                   "pstones1wlast1freeh0cycleIGNOREkomi7.5"},
    };
    for (size_t i = 0; i < sizeof ogs / sizeof *ogs; i++)
        check_text(ogs[i], chinese);
    for (size_t i = 0; i < sizeof stone / sizeof *stone; i++)
        check_text(stone[i], stone_scoring);
    for (size_t i = 0; i < sizeof bgas / sizeof *bgas; i++)
        check_text(bgas[i], aga);
    for (size_t i = 0; i < sizeof printed / sizeof *printed; i++) {
        gor_rules *r = NULL, *back = NULL;
        char buf[160];
        assert_int_equal(gor_rules_new(&r, printed[i].name), GOR_OK);
        assert_true(gor_rules_to_string(r, buf, sizeof buf) > 0);
        assert_string_equal(buf, printed[i].text);
        assert_int_equal(gor_rules_new(&back, buf), GOR_OK);
        assert_true(gor_rules_equal(r, back));
        gor_rules_free(back);
        gor_rules_free(r);
    }
    /* Near misses stay errors. */
    gor_rules *r = NULL;
    assert_int_equal(gor_rules_new(&r, "chinese-ogs2"), GOR_EPARSE);
    assert_int_equal(gor_rules_new(&r, "stone"), GOR_EPARSE);
    assert_int_equal(gor_rules_new(&r, "britain"), GOR_EPARSE);
}

static void test_preset_spellings_and_aliases(void **state)
{
    (void)state;
    check_text("Chinese", chinese);
    check_text("CHINESE", chinese);
    check_text("cn", chinese);
    check_text("CN", chinese);
    check_text("jp", japanese);
    check_text("Japanese", japanese);
    check_text("kr", japanese);
    check_text("Korean", japanese);
    check_text("AGA", aga);
    check_text("nz", nz);
    check_text("NZ", nz);
    check_text("new_zealand", nz);
    check_text("New-Zealand", nz);
    check_text("NEW_ZEALAND", nz);
    check_text("tt", tt);
    check_text("trompTaylor", tt);
    check_text("tromp_taylor", tt);
    check_text("Tromp-Taylor", tt);
    check_text("goe", ing);
    check_text("ING", ing);
}

static void test_default(void **state)
{
    (void)state;
    gor_rules *r = NULL;
    gor_game *g = NULL;
    assert_int_equal(gor_rules_new(&r, NULL), GOR_OK);
    check(r, chinese);
    assert_int_equal(gor_rules_parse(r, "japanese"), GOR_OK);
    check(r, japanese);
    assert_int_equal(gor_rules_parse(r, ""), GOR_OK);
    check(r, chinese);
    gor_rules_free(r);
    check_text("", chinese);
    assert_int_equal(gor_game_new(&g, 9, 9, NULL), GOR_OK);
    check(gor_game_rules(g), chinese);
    gor_game_free(g);
}

static void test_katago_strings(void **state)
{
    (void)state;
    expect e = string_default;
    e.suicide = S(MULTI);
    check_text("koPOSITIONALscoreAREAsui1", e);
    check_text("koPOSITIONALscoreAREAtaxNONEsui1", e);
    e = string_default;
    e.ko = K(SIMPLE);
    e.cycle = C(NO_RESULT_THIRD); /* KataGo's meaning of koSIMPLE */
    e.scoring = A(TERRITORY);
    check_text("koSIMPLEscoreTERRITORYtaxNONEsui0", e);
    e.tax = T(SEKI);
    check_text("koSIMPLEscoreTERRITORYtaxSEKIsui0", e);
    e = string_default;
    e.ko = K(SITUATIONAL);
    e.suicide = S(MULTI);
    check_text("koSITUATIONALscoreAREAtaxNONEsui1button0", e);
    check_text("koSITUATIONALscoreAREAtaxNONEsui1fpok1", e);
    e = string_default;
    e.ko = K(NATURAL);
    e.suicide = S(ALLOWED);
    e.cycle = C(LOSS);
    e.scoring = A(STONES);
    e.komi = -3.25;
    e.tax = T(ALL);
    check_text("koNATURALscoreSTONESsuiALLcycleLOSSkomi-3.25taxALL", e);
    e = string_default;
    e.ko = K(NONE);
    e.suicide = S(CHOICE);
    e.cycle = C(REPORT);
    e.komi = 0.0;
    check_text("komi0cycleREPORTsuiCHOICEkoNONE", e);
    e = string_default;
    e.comp = H(H_MINUS_1);
    e.first = GOR_WHITE;
    e.pass_stones = 1;
    e.white_last = 1;
    e.free_handicap = 0;
    check_text("whbN-1firstWHITEpstones1wlast1freeh0", e);
    e.comp = H(H);
    check_text("whbNfirstWHITEpstones1wlast1freeh0", e);
    e = string_default;
    e.komi = 1000.0;
    check_text("komi1000", e);
    e.komi = -1000.0;
    check_text("komi-1000", e);
    e.komi = 0.75;
    check_text("komi.75", e);
    e = string_default;
    e.scoring = A(TERRITORY);
    check_text("scoreTERRITORY", e);
}

static void test_bad_strings_leave_rules_unchanged(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "x",           "japan",        "chinese2",      "ko",
        "koFOO",       "koSIMPLEkoSIMPLE", "scoreAREAscoreAREA",
        "koSIMPLE ",   " koSIMPLE",    "koSIMPLE-scoreAREA",
        "koSIMPLEjunk", "sui2",        "sui",           "score",
        "scoreJAPANESE", "cycle",      "cycleMAYBE",    "komi",
        "komi-",       "komi+7.5",     "komi7.3",       "komi7.5.5",
        "komi1000.25", "komi-1000.25", "komi1e9",       "komiNaN",
        "komiinf",     "komi-nan",     "komi7.5komi7.5", "taxFOO",
        "tax",         "button1",      "button",        "whb2",
        "whb",         "firstRED",     "first",         "pstones2",
        "wlast",       "freehYES",     "fpok",          "koSIMPLE,scoreAREA",
    };
    gor_rules *r = NULL, *orig = NULL;
    assert_int_equal(gor_rules_new(&r, "japanese"), GOR_OK);
    assert_int_equal(gor_rules_copy(&orig, r), GOR_OK);
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        gor_rules *n = orig; /* must become NULL */
        int st = gor_rules_parse(r, bad[k]);
        if (st != GOR_EPARSE)
            print_error("rules \"%s\": %s\n", bad[k], gor_status_name(st));
        assert_int_equal(st, GOR_EPARSE);
        assert_true(gor_rules_equal(r, orig));
        check(r, japanese);
        assert_int_equal(gor_rules_new(&n, bad[k]), GOR_EPARSE);
        assert_null(n);
    }
    gor_rules_free(orig);
    gor_rules_free(r);
}

/* Set every part, print, parse back over another ruleset, compare. */
static void round_trip(gor_rules *r, gor_rules *back, expect e)
{
    char buf[256];
    assert_int_equal(gor_rules_set_ko(r, e.ko), GOR_OK);
    assert_int_equal(gor_rules_set_suicide(r, e.suicide), GOR_OK);
    assert_int_equal(gor_rules_set_cycle(r, e.cycle), GOR_OK);
    assert_int_equal(gor_rules_set_scoring(r, e.scoring), GOR_OK);
    assert_int_equal(gor_rules_set_komi(r, e.komi), GOR_OK);
    assert_int_equal(gor_rules_set_tax(r, e.tax), GOR_OK);
    assert_int_equal(gor_rules_set_handicap_comp(r, e.comp), GOR_OK);
    assert_int_equal(gor_rules_set_first_player(r, e.first), GOR_OK);
    assert_int_equal(gor_rules_set_pass_stones(r, e.pass_stones), GOR_OK);
    assert_int_equal(gor_rules_set_white_passes_last(r, e.white_last),
                     GOR_OK);
    assert_int_equal(gor_rules_set_free_handicap(r, e.free_handicap),
                     GOR_OK);
    check(r, e);
    int n = gor_rules_to_string(r, buf, sizeof buf);
    assert_true(n > 0 && (size_t)n < sizeof buf);
    assert_int_equal((int)strlen(buf), n);
    assert_int_equal(gor_rules_to_string(r, NULL, 0), n);
    assert_int_equal(gor_rules_parse(back, "prediction"), GOR_OK);
    assert_int_equal(gor_rules_parse(back, buf), GOR_OK);
    check(back, e);
    assert_true(gor_rules_equal(r, back));
}

static void test_to_string_round_trip(void **state)
{
    (void)state;
    static const double komis[] = {7.5,    0.0,    -0.25,  1000.0, -1000.0,
                                   6.75,   0.5,    999.75, -3.25,  -999.5,
                                   123.25, -0.75};
    gor_rules *r = NULL, *back = NULL;
    int combos = 0;
    assert_int_equal(gor_rules_new(&r, NULL), GOR_OK);
    assert_int_equal(gor_rules_new(&back, NULL), GOR_OK);
    for (int ko = 0; ko <= GOR_KO_NONE; ko++)
        for (int sui = 0; sui <= GOR_SUICIDE_CHOICE; sui++)
            for (int cyc = 0; cyc <= GOR_CYCLE_LOSS; cyc++)
                for (int sc = 0; sc <= GOR_SCORING_STONES; sc++)
                    for (int tax = 0; tax <= GOR_TAX_ALL; tax++)
                        for (int comp = 0; comp <= GOR_COMP_H_MINUS_1;
                             comp++)
                            for (int bits = 0; bits < 16; bits++) {
                                expect e = {
                                    (gor_ko_rule)ko, (gor_suicide_rule)sui,
                                    (gor_cycle_rule)cyc, (gor_scoring)sc,
                                    komis[combos % 12], (gor_tax)tax,
                                    (gor_handicap_comp)comp,
                                    bits & 1 ? GOR_WHITE : GOR_BLACK,
                                    (bits >> 1) & 1, (bits >> 2) & 1,
                                    (bits >> 3) & 1};
                                round_trip(r, back, e);
                                combos++;
                            }
    assert_int_equal(combos, 5 * 4 * 4 * 3 * 3 * 3 * 16);
    for (size_t k = 0; k < sizeof komis / sizeof komis[0]; k++) {
        expect e = japanese;
        e.komi = komis[k];
        round_trip(r, back, e);
    }
    gor_rules_free(back);
    gor_rules_free(r);
}

static void test_to_string_exact(void **state)
{
    (void)state;
    static const char chinese_text[] =
        "koPOSITIONALscoreAREAtaxNONEsui0whbNfirstBLACKpstones0wlast0freeh1"
        "cycleIGNOREkomi7.5";
    static const char japanese_text[] =
        "koSIMPLEscoreTERRITORYtaxSEKIsui0whb0firstBLACKpstones0wlast0"
        "freeh0cycleNORESULTkomi6.5";
    static const char aga_text[] =
        "koSITUATIONALscoreAREAtaxNONEsui0whbN-1firstBLACKpstones1wlast1"
        "freeh0cycleIGNOREkomi7.5";
    gor_rules *r = NULL;
    char buf[160];
    assert_int_equal(gor_rules_new(&r, "chinese"), GOR_OK);
    assert_int_equal(gor_rules_to_string(r, buf, sizeof buf),
                     (int)sizeof chinese_text - 1);
    assert_string_equal(buf, chinese_text);
    assert_int_equal(gor_rules_parse(r, "japanese"), GOR_OK);
    assert_int_equal(gor_rules_to_string(r, buf, sizeof buf),
                     (int)sizeof japanese_text - 1);
    assert_string_equal(buf, japanese_text);
    assert_int_equal(gor_rules_parse(r, "aga"), GOR_OK);
    assert_int_equal(gor_rules_to_string(r, buf, sizeof buf),
                     (int)sizeof aga_text - 1);
    assert_string_equal(buf, aga_text);
    /* snprintf-style truncation */
    memset(buf, '#', sizeof buf);
    assert_int_equal(gor_rules_to_string(r, buf, 16),
                     (int)sizeof aga_text - 1);
    assert_string_equal(buf, "koSITUATIONALsc");
    assert_int_equal(gor_rules_to_string(r, buf, 1), (int)sizeof aga_text - 1);
    assert_string_equal(buf, "");
    assert_int_equal(gor_rules_to_string(r, NULL, 0),
                     (int)sizeof aga_text - 1);
    assert_int_equal(gor_rules_to_string(r, NULL, 5), GOR_EINVAL);
    assert_int_equal(gor_rules_to_string(NULL, buf, sizeof buf), GOR_EINVAL);
    gor_rules_free(r);
}

static void test_setters_and_getters(void **state)
{
    (void)state;
    gor_rules *r = NULL, *orig = NULL;
    assert_int_equal(gor_rules_new(&r, "aga"), GOR_OK);
    assert_int_equal(gor_rules_copy(&orig, r), GOR_OK);
    assert_int_equal(gor_rules_set_ko(r, (gor_ko_rule)5), GOR_EINVAL);
    assert_int_equal(gor_rules_set_ko(r, (gor_ko_rule)-1), GOR_EINVAL);
    assert_int_equal(gor_rules_set_suicide(r, (gor_suicide_rule)4),
                     GOR_EINVAL);
    assert_int_equal(gor_rules_set_suicide(r, (gor_suicide_rule)-1),
                     GOR_EINVAL);
    assert_int_equal(gor_rules_set_cycle(r, (gor_cycle_rule)7), GOR_EINVAL);
    assert_int_equal(gor_rules_set_cycle(r, (gor_cycle_rule)-1), GOR_EINVAL);
    assert_int_equal(gor_rules_set_tie(r, (gor_tie_rule)3), GOR_EINVAL);
    assert_int_equal(gor_rules_set_free_opening(r, 17), GOR_EINVAL);
    assert_int_equal(gor_rules_set_scoring(r, (gor_scoring)3), GOR_EINVAL);
    assert_int_equal(gor_rules_set_scoring(r, (gor_scoring)-1), GOR_EINVAL);
    assert_int_equal(gor_rules_set_tax(r, (gor_tax)3), GOR_EINVAL);
    assert_int_equal(gor_rules_set_handicap_comp(r, (gor_handicap_comp)3),
                     GOR_EINVAL);
    assert_int_equal(gor_rules_set_first_player(r, GOR_EMPTY), GOR_EINVAL);
    assert_int_equal(gor_rules_set_first_player(r, (gor_color)3),
                     GOR_EINVAL);
    assert_true(gor_rules_equal(r, orig));
    check(r, aga);
    /* The tie rule and the free opening: set, read back, compared. */
    assert_int_equal(gor_rules_tie(r), GOR_TIE_DRAW);
    assert_int_equal(gor_rules_free_opening(r), 0);
    assert_int_equal(gor_rules_set_tie(r, GOR_TIE_WHITE), GOR_OK);
    assert_int_equal(gor_rules_tie(r), GOR_TIE_WHITE);
    assert_false(gor_rules_equal(r, orig));
    assert_int_equal(gor_rules_set_tie(r, GOR_TIE_DRAW), GOR_OK);
    assert_int_equal(gor_rules_set_free_opening(r, 16), GOR_OK);
    assert_int_equal(gor_rules_free_opening(r), 16);
    assert_false(gor_rules_equal(r, orig));
    assert_int_equal(gor_rules_set_free_opening(r, 0), GOR_OK);
    assert_true(gor_rules_equal(r, orig));

    assert_int_equal(gor_rules_set_ko(NULL, GOR_KO_SIMPLE), GOR_EINVAL);
    assert_int_equal(gor_rules_set_suicide(NULL, GOR_SUICIDE_MULTI),
                     GOR_EINVAL);
    assert_int_equal(gor_rules_set_cycle(NULL, GOR_CYCLE_LOSS), GOR_EINVAL);
    assert_int_equal(gor_rules_set_scoring(NULL, GOR_SCORING_STONES),
                     GOR_EINVAL);
    assert_int_equal(gor_rules_set_komi(NULL, 7.5), GOR_EINVAL);
    assert_int_equal(gor_rules_set_tax(NULL, GOR_TAX_NONE), GOR_EINVAL);
    assert_int_equal(gor_rules_set_handicap_comp(NULL, GOR_COMP_NONE),
                     GOR_EINVAL);
    assert_int_equal(gor_rules_set_first_player(NULL, GOR_BLACK), GOR_EINVAL);
    assert_int_equal(gor_rules_set_pass_stones(NULL, 1), GOR_EINVAL);
    assert_int_equal(gor_rules_set_white_passes_last(NULL, 1), GOR_EINVAL);
    assert_int_equal(gor_rules_set_free_handicap(NULL, 1), GOR_EINVAL);
    assert_int_equal(gor_rules_ko(NULL), 0);
    assert_int_equal(gor_rules_suicide(NULL), 0);
    assert_int_equal(gor_rules_cycle(NULL), 0);
    assert_int_equal(gor_rules_scoring(NULL), 0);
    assert_true(gor_rules_komi(NULL) == 0.0);
    assert_int_equal(gor_rules_tax(NULL), 0);
    assert_int_equal(gor_rules_handicap_comp(NULL), 0);
    assert_int_equal(gor_rules_first_player(NULL), GOR_EMPTY);
    assert_int_equal(gor_rules_pass_stones(NULL), 0);

    /* Flags are normalised to 0/1. */
    assert_int_equal(gor_rules_set_pass_stones(r, 7), GOR_OK);
    assert_int_equal(gor_rules_pass_stones(r), 1);
    assert_true(gor_rules_equal(r, orig));
    assert_int_equal(gor_rules_set_ko(r, GOR_KO_NONE), GOR_OK);
    assert_int_equal(gor_rules_ko(r), GOR_KO_NONE);
    assert_false(gor_rules_equal(r, orig));
    assert_false(gor_rules_equal(r, NULL));
    assert_false(gor_rules_equal(NULL, r));
    assert_false(gor_rules_equal(NULL, NULL));
    gor_rules_free(orig);
    gor_rules_free(r);
}

static void test_komi_validation(void **state)
{
    (void)state;
    static const double good[] = {0.0,  0.25,    -0.25,  0.5, 7.5,
                                  6.75, -1000.0, 1000.0, -999.75};
    static const double bad[] = {0.1,   7.3,      1000.25,  -1000.25,
                                 1e9,   -1e9,     0.125,    7.49,
                                 NAN,   INFINITY, -INFINITY};
    gor_rules *r = NULL;
    assert_int_equal(gor_rules_new(&r, "japanese"), GOR_OK);
    for (size_t k = 0; k < sizeof good / sizeof good[0]; k++) {
        assert_int_equal(gor_rules_set_komi(r, good[k]), GOR_OK);
        assert_true(gor_rules_komi(r) == good[k]);
    }
    assert_int_equal(gor_rules_set_komi(r, 6.5), GOR_OK);
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        assert_int_equal(gor_rules_set_komi(r, bad[k]), GOR_EINVAL);
        assert_true(gor_rules_komi(r) == 6.5);
    }
    gor_rules_free(r);
}

static void test_new_copy_free_errors(void **state)
{
    (void)state;
    gor_rules *r = NULL, *c = NULL;
    assert_int_equal(gor_rules_new(&c, "tt"), GOR_OK);
    r = c;
    assert_int_equal(gor_rules_new(NULL, "chinese"), GOR_EINVAL);
    assert_int_equal(gor_rules_new(&r, "nonsense"), GOR_EPARSE);
    assert_null(r);
    gor_rules_free(c);
    c = NULL;
    assert_int_equal(gor_rules_new(&r, "tt"), GOR_OK);
    assert_int_equal(gor_rules_copy(NULL, r), GOR_EINVAL);
    assert_int_equal(gor_rules_copy(&c, NULL), GOR_EINVAL);
    assert_int_equal(gor_rules_copy(&c, r), GOR_OK);
    assert_true(c != r);
    assert_true(gor_rules_equal(c, r));
    check(c, tt);
    assert_int_equal(gor_rules_parse(NULL, "chinese"), GOR_EINVAL);
    assert_int_equal(gor_rules_parse(r, NULL), GOR_EINVAL);
    assert_true(gor_rules_equal(c, r));
    gor_rules_free(c);
    gor_rules_free(r);
    gor_rules_free(NULL);
}

/* The game keeps its own copy of the rules. */
static void test_game_copies_rules(void **state)
{
    (void)state;
    gor_rules *r = NULL;
    gor_game *g = NULL;
    assert_int_equal(gor_rules_new(&r, "japanese"), GOR_OK);
    assert_int_equal(gor_game_new(&g, 9, 9, r), GOR_OK);
    assert_int_equal(gor_rules_parse(r, "ing"), GOR_OK);
    check(gor_game_rules(g), japanese);
    assert_int_equal(gor_game_set_rules(g, r), GOR_OK);
    assert_int_equal(gor_rules_parse(r, "aga"), GOR_OK);
    check(gor_game_rules(g), ing);
    gor_rules_free(r);
    check(gor_game_rules(g), ing);
    assert_int_equal(gor_game_set_rules(g, NULL), GOR_EINVAL);
    assert_int_equal(gor_game_set_rules(NULL, gor_game_rules(g)), GOR_EINVAL);
    assert_null(gor_game_rules(NULL));
    gor_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_presets),
        cmocka_unit_test(test_preset_spellings_and_aliases),
        cmocka_unit_test(test_katago_presets),
        cmocka_unit_test(test_default),
        cmocka_unit_test(test_katago_strings),
        cmocka_unit_test(test_bad_strings_leave_rules_unchanged),
        cmocka_unit_test(test_to_string_round_trip),
        cmocka_unit_test(test_to_string_exact),
        cmocka_unit_test(test_setters_and_getters),
        cmocka_unit_test(test_komi_validation),
        cmocka_unit_test(test_new_copy_free_errors),
        cmocka_unit_test(test_game_copies_rules),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
