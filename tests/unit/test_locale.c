/* SPDX-License-Identifier: MIT */
/*
 * test_locale.c - every number the library reads and writes uses '.',
 * and every keyword is matched in ASCII, whatever the process locale.
 *
 * The program switches the whole process to de_DE.UTF-8 (decimal comma:
 * strtod("7.5") stops at the '.', printf("%g", 7.5) writes "7,5"), as a
 * GUI program does with setlocale(LC_ALL, ""), and to tr_TR.UTF-8 (where
 * <ctype.h> tolower('I') is 'I'). It exits 77 (skipped) only when those
 * locales are not installed; tools/install-deps.sh test generates both.
 *
 * Also: lib/numtext.c against the C locale's strtod() and printf(), and
 * the gorules-gtp program (its path the first argument) run with
 * LC_ALL=de_DE.UTF-8.
 */
#define _POSIX_C_SOURCE 200809L

#include <locale.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "testutil.h"

#include "gorules_score.h"
#include "gorules_sgf.h"
#include "gorules_clock.h"
#include "core/numtext.h"

#define DE "de_DE.UTF-8"
#define TR "tr_TR.UTF-8"

static const char *gtp_path; /* argv[1], or NULL */
static locale_t c_locale;    /* the C locale, for reference values */

static double c_strtod(const char *s, const char **end)
{
    locale_t old = uselocale(c_locale);
    char *e;
    double v = strtod(s, &e);
    uselocale(old);
    if (end)
        *end = e;
    return v;
}

/* "%g" in the C locale. */
static void c_format_g(char *buf, size_t size, double v)
{
    locale_t old = uselocale(c_locale);
    snprintf(buf, size, "%g", v);
    uselocale(old);
}

static uint64_t rng_next(uint64_t *s)
{
    uint64_t z = (*s += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* ---- the locale really is the trap --------------------------------- */

static void test_locale_is_german(void **state)
{
    (void)state;
    char buf[32];
    assert_string_equal(localeconv()->decimal_point, ",");
    assert_true(strtod("7.5", NULL) == 7.0);
    snprintf(buf, sizeof buf, "%g", 7.5);
    assert_string_equal(buf, "7,5");
}

/* ---- numtext ------------------------------------------------------- */

static void test_numtext_parse_table(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        double value;
        int used; /* characters read; 0: not a number */
    } cases[] = {
        {"7.5", 7.5, 3},         {"6.5", 6.5, 3},
        {"-0.25", -0.25, 5},     {"+3", 3, 2},
        {"375", 375, 3},         {".5", 0.5, 2},
        {"7.", 7, 2},            {"0", 0, 1},
        {"0.0", 0, 3},           {"007.50", 7.5, 6},
        {"0.1", 0.1, 3},         {"1e-2", 0.01, 4},
        {"2.5E+3", 2500, 6},     {"1e", 1, 1},
        {"1e+", 1, 1},           {"6,5", 6, 1},
        {"7.5komi", 7.5, 3},     {"1234567890.0987654321", 1234567890.0987654321, 21},
        {"0.30000000000000004", 0.30000000000000004, 19},
        {"", 0, 0},              {".", 0, 0},
        {"-", 0, 0},             {"+.", 0, 0},
        {"e5", 0, 0},            {" 7.5", 0, 0},
        {"inf", 0, 0},           {"nan", 0, 0},
        {",5", 0, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *end = NULL;
        double v = -12345;
        int ok = numtext_parse(cases[i].text, &end, &v);
        assert_int_equal(ok, cases[i].used != 0);
        assert_int_equal(end - cases[i].text, cases[i].used);
        if (ok)
            assert_true(v == cases[i].value);
        else
            assert_true(v == -12345);
    }
    double v;
    assert_int_equal(numtext_parse("1e999", NULL, &v), 1);
    assert_true(isinf(v) && v > 0);
    assert_int_equal(numtext_parse("-1e999", NULL, &v), 1);
    assert_true(isinf(v) && v < 0);
    assert_int_equal(numtext_parse("1e-999", NULL, &v), 1);
    assert_true(v == 0);
}

static void expect_strtod(const char *text)
{
    const char *end, *cend;
    double v = -1, want = c_strtod(text, &cend);
    assert_int_equal(numtext_parse(text, &end, &v), 1);
    assert_ptr_equal(end, cend);
    if (memcmp(&v, &want, sizeof v) != 0)
        fail_msg("%s: %.17g, strtod gives %.17g", text, v, want);
}

/* Up to 19 significant digits, any exponent: the same double as the C
 * locale's strtod, bit for bit. */
static void test_numtext_parse_exact(void **state)
{
    (void)state;
    static const char *const hard[] = {
        "9007199254740993",        /* 2^53 + 1: a tie, to even 2^53 */
        "9007199254740995",        /* a tie, to even 2^53 + 4 */
        "2.2250738585072011e-308", /* around the smallest normal */
        "2.2250738585072014e-308",
        "4.9406564584124654e-324", /* the smallest subnormal */
        "2.4703282292062328e-324", /* just above half of it */
        "2.4703282292062327e-324", /* just below: 0 */
        "1.7976931348623157e308",  /* DBL_MAX */
        "1.7976931348623158e308",
        "1.7976931348623159e308",  /* past DBL_MAX + half an ulp: inf */
        "0.1", "0.2", "0.3", "1e23", "8.533e-39", "123456789012345678e-5",
        "7.038531e-26", "5e-324", "1e-400", "1e400",
    };
    for (size_t i = 0; i < sizeof hard / sizeof hard[0]; i++)
        expect_strtod(hard[i]);

    uint64_t s = 42;
    for (int n = 0; n < 200000; n++) {
        char text[64];
        size_t k = 0;
        uint64_t r = rng_next(&s);
        int digits = 1 + (int)(r % 19);
        int point = (int)((r >> 8) % (uint64_t)(digits + 1));
        /* mostly the exponents of ordinary numbers, some anywhere */
        int exp = (r >> 40) & 7 ? (int)((r >> 16) % 15) - 7
                                : (int)((r >> 16) % 660) - 340;
        if (r & (1u << 30))
            text[k++] = '-';
        for (int d = 0; d < digits; d++) {
            if (d == point)
                text[k++] = '.';
            text[k++] = (char)('0' + rng_next(&s) % 10);
        }
        if ((r & (1u << 31)) || exp < -7 || exp > 7)
            k += (size_t)sprintf(text + k, "e%d", exp);
        text[k] = '\0';
        expect_strtod(text);
    }
}

/* More than 19 significant digits: the 20th and later are dropped, so
 * within one unit in the last place of strtod's value. */
static void test_numtext_parse_long(void **state)
{
    (void)state;
    uint64_t s = 7;
    for (int n = 0; n < 20000; n++) {
        char text[64];
        size_t k = 0;
        int digits = 20 + (int)(rng_next(&s) % 10);
        int exp = (int)(rng_next(&s) % 600) - 300;
        text[k++] = (char)('1' + rng_next(&s) % 9);
        text[k++] = '.';
        for (int d = 1; d < digits; d++)
            text[k++] = (char)('0' + rng_next(&s) % 10);
        k += (size_t)sprintf(text + k, "e%d", exp);
        text[k] = '\0';
        double v, want = c_strtod(text, NULL);
        assert_int_equal(numtext_parse(text, NULL, &v), 1);
        if (!(v == want || v == nextafter(want, INFINITY) ||
              v == nextafter(want, -INFINITY)))
            fail_msg("%s: %.17g, strtod gives %.17g", text, v, want);
    }
}

static void test_numtext_format_table(void **state)
{
    (void)state;
    static const struct {
        double v;
        int decimals;
        const char *text;
    } cases[] = {
        {7.5, 4, "7.5"},       {6.5, 2, "6.5"},        {-0.25, 2, "-0.25"},
        {7, 4, "7"},           {0, 4, "0"},            {-0.0, 4, "0"},
        {-0.00001, 4, "0"},    {73.5, 4, "73.5"},      {1.0 / 3, 4, "0.3333"},
        {2.0 / 3, 4, "0.6667"}, {0.125, 2, "0.12"},    {0.375, 2, "0.38"},
        {2.5, 0, "2"},         {3.5, 0, "4"},          {0.999996, 4, "1"},
        {-1000, 2, "-1000"},   {40.375, 4, "40.375"},  {1e15 + 0.5, 1, "1000000000000000.5"},
        {1e20, 4, "100000000000000000000"},           {NAN, 4, "nan"},
        {INFINITY, 4, "inf"},  {-INFINITY, 4, "-inf"}, {7.5, -3, "8"},
        {0.123456789012, 12, "0.123456789"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[400];
        int n = numtext_format(cases[i].v, cases[i].decimals, buf,
                               sizeof buf);
        assert_string_equal(buf, cases[i].text);
        assert_int_equal(n, (int)strlen(cases[i].text));
    }
    /* snprintf-style truncation. */
    char small[4] = "xyz";
    assert_int_equal(numtext_format(-1234.5, 2, small, sizeof small), 7);
    assert_string_equal(small, "-12");
    assert_int_equal(numtext_format(1234.5, 2, NULL, 0), 6);
}

/* Every komi (a multiple of 0.25 within +-1000) and every margin of a
 * count: the text the C locale's "%g" wrote before, and back exactly. */
static void test_numtext_quarters_round_trip(void **state)
{
    (void)state;
    for (int k = -8000; k <= 8000; k++) {
        double v = k / 4.0;
        char mine[64], ref[64];
        numtext_format(v, 2, mine, sizeof mine);
        c_format_g(ref, sizeof ref, v);
        assert_string_equal(mine, ref);
        double back;
        const char *end;
        assert_int_equal(numtext_parse(mine, &end, &back), 1);
        assert_int_equal(*end, '\0');
        assert_true(back == v);
        /* margin_stones: multiples of 0.125 */
        numtext_format(k / 8.0, 4, mine, sizeof mine);
        c_format_g(ref, sizeof ref, k / 8.0);
        assert_string_equal(mine, ref);
    }
}

/* ---- rules text ---------------------------------------------------- */

static void test_rules_text_komi(void **state)
{
    (void)state;
    static const char *const komis[] = {"7.5", "6.5",  "-0.25", "0",
                                        "0.75", "1000", "-1000", "375.25"};
    for (size_t i = 0; i < sizeof komis / sizeof komis[0]; i++) {
        char text[128], out[256];
        gor_rules *r = NULL, *back = NULL;
        snprintf(text, sizeof text, "koPOSITIONALscoreAREAkomi%s", komis[i]);
        assert_int_equal(gor_rules_new(&r, text), GOR_OK);
        assert_true(gor_rules_komi(r) == c_strtod(komis[i], NULL));
        int n = gor_rules_to_string(r, out, sizeof out);
        assert_true(n > 0 && n < (int)sizeof out);
        snprintf(text, sizeof text, "komi%s", komis[i]);
        assert_non_null(strstr(out, text));
        assert_string_equal(out + n - strlen(text), text);
        assert_int_equal(gor_rules_new(&back, out), GOR_OK);
        assert_true(gor_rules_equal(r, back));
        gor_rules_free(back);
        gor_rules_free(r);
    }
    gor_rules *r = NULL;
    assert_int_equal(gor_rules_new(&r, "chinese"), GOR_OK);
    assert_int_equal(gor_rules_set_komi(r, 6.5), GOR_OK);
    char out[256];
    gor_rules_to_string(r, out, sizeof out);
    assert_string_equal(out, "koPOSITIONALscoreAREAtaxNONEsui0whbN"
                             "firstBLACKpstones0wlast0freeh1cycleIGNOREkomi6.5");
    /* A decimal comma is no komi, in any locale. */
    assert_int_equal(gor_rules_parse(r, "koPOSITIONALscoreAREAkomi6,5"),
                     GOR_EPARSE);
    assert_true(gor_rules_komi(r) == 6.5);
    gor_rules_free(r);
}

/* ---- results ------------------------------------------------------- */

static void test_result_parse(void **state)
{
    (void)state;
    static const struct {
        const char *re;
        gor_color winner;
        double margin;
    } wins[] = {{"B+7.5", GOR_BLACK, 7.5},   {"W+0.5", GOR_WHITE, 0.5},
                {"B+73.5", GOR_BLACK, 73.5}, {"W+ 2.25", GOR_WHITE, 2.25},
                {"b+.5", GOR_BLACK, 0.5},    {"W+12", GOR_WHITE, 12}};
    for (size_t i = 0; i < sizeof wins / sizeof wins[0]; i++) {
        gor_result r = GOR_RESULT_INIT;
        assert_int_equal(gor_result_parse_sgf(wins[i].re, &r), GOR_OK);
        assert_int_equal(r.outcome, GOR_OUTCOME_WIN);
        assert_int_equal(r.winner, wins[i].winner);
        assert_int_equal(r.counted, 1);
        assert_true(r.margin == wins[i].margin);
        assert_true(r.margin_stones == wins[i].margin / 2);
    }
    gor_result r = GOR_RESULT_INIT;
    assert_int_equal(gor_result_parse_sgf("0.0", &r), GOR_OK);
    assert_int_equal(r.outcome, GOR_OUTCOME_DRAW);
    assert_int_equal(gor_result_parse_sgf("0,5", &r), GOR_EPARSE);
}

static void test_result_write(void **state)
{
    (void)state;
    static const struct {
        gor_color winner;
        double margin;
        const char *sgf, *chinese;
    } cases[] = {{GOR_BLACK, 73.5, "B+73.5", "黑胜36又3/4子"},
                 {GOR_WHITE, 0.5, "W+0.5", "白胜1/4子"},
                 {GOR_WHITE, 7.5, "W+7.5", "白胜3又3/4子"},
                 {GOR_BLACK, 0.25, "B+0.25", "黑胜1/8子"},
                 {GOR_BLACK, 12, "B+12", "黑胜6子"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        gor_result r = GOR_RESULT_INIT;
        char buf[128];
        r.outcome = GOR_OUTCOME_WIN;
        r.winner = cases[i].winner;
        r.counted = 1;
        r.scoring = GOR_SCORING_AREA;
        r.margin = cases[i].margin;
        r.margin_stones = cases[i].margin / 2;
        assert_int_equal(gor_result_to_sgf(&r, buf, sizeof buf),
                         (int)strlen(cases[i].sgf));
        assert_string_equal(buf, cases[i].sgf);
        if (gor_result_to_chinese(&r, 0, buf, sizeof buf) >= 0)
            assert_string_equal(buf, cases[i].chinese);
    }
    /* Counted by the library: an empty 9x9 board, komi 6.5. */
    gor_game *g = tu_new(9, 9, "chinese");
    gor_rules *rules = NULL;
    assert_int_equal(gor_rules_copy(&rules, gor_game_rules(g)), GOR_OK);
    assert_int_equal(gor_rules_set_komi(rules, 6.5), GOR_OK);
    assert_int_equal(gor_game_set_rules(g, rules), GOR_OK);
    gor_rules_free(rules);
    gor_result r = GOR_RESULT_INIT;
    char buf[64];
    assert_int_equal(gor_game_result(g, NULL, &r), GOR_OK);
    gor_result_to_sgf(&r, buf, sizeof buf);
    assert_string_equal(buf, "W+6.5");
    gor_game_free(g);
}

/* ---- SGF KM -------------------------------------------------------- */

static gor_sgf *parse(const char *text)
{
    gor_sgf *sgf = NULL;
    assert_int_equal(gor_sgf_parse(&sgf, text, strlen(text), NULL, NULL),
                     GOR_OK);
    return sgf;
}

/* SGF OT "N x S": the seconds read with '.' under the German locale,
 * where sscanf("%lf") would stop at the point (30.5 -> 30). */
static void test_sgf_ot_read(void **state)
{
    (void)state;
    static const struct {
        const char *sgf;
        gor_clock_system system;
        int count;
        int64_t period_ms;
    } cases[] = {
        {"(;TM[60]OT[3x30.5 byo-yomi])", GOR_CLOCK_JAPANESE, 3, 30500},
        {"(;TM[60]OT[3 x 30.25 byo-yomi])", GOR_CLOCK_JAPANESE, 3, 30250},
        {"(;TM[600]OT[5x60.5 byo-yomi within TM])", GOR_CLOCK_BYOYOMI, 5,
         60500},
        {"(;TM[600]OT[25/600.5 Canadian])", GOR_CLOCK_CANADIAN, 25, 600500},
        {"(;TM[300]OT[5 moves / 30.5 sec])", GOR_CLOCK_CANADIAN, 5, 30500},
        {"(;TM[3600]OT[15 / 600.75 carry-over])", GOR_CLOCK_MOVES, 15,
         600750},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        gor_sgf *sgf = parse(cases[i].sgf);
        gor_clock *c = NULL;
        gor_clock_options o;
        assert_int_equal(gor_sgf_clock(&c, gor_sgf_game(sgf, 0), NULL),
                         GOR_OK);
        assert_int_equal(gor_clock_options_get(c, &o), GOR_OK);
        assert_int_equal(o.system, cases[i].system);
        assert_int_equal(o.period_ms, cases[i].period_ms);
        assert_int_equal(cases[i].system == GOR_CLOCK_CANADIAN ||
                         cases[i].system == GOR_CLOCK_MOVES
                             ? o.period_moves : o.periods,
                         cases[i].count);
        gor_clock_free(c);
        gor_sgf_free(sgf);
    }
}

static void test_sgf_km_read(void **state)
{
    (void)state;
    static const struct {
        const char *sgf;
        double komi;
        unsigned fixes;
    } cases[] = {
        {"(;GM[1]FF[4]SZ[19]KM[6.5])", 6.5, 0},
        {"(;GM[1]FF[4]SZ[19]KM[7.5])", 7.5, 0},
        {"(;GM[1]FF[4]SZ[19]KM[-0.5])", -0.5, 0},
        {"(;GM[1]FF[4]SZ[19]KM[ 0.5 ])", 0.5, 0},
        {"(;GM[1]FF[4]SZ[19]KM[6,5])", 6.5, 0},
        {"(;GM[1]FF[4]SZ[19]KM[5 1/2])", 5.5, 0},
        {"(;GM[1]FF[4]SZ[19]KM[3.75])", 7.5, GOR_SGF_KOMI_STONES},
        {"(;GM[1]FF[4]AP[foxwq]SZ[19]KM[375])", 7.5,
         GOR_SGF_KOMI_FOX_SCALE | GOR_SGF_KOMI_STONES},
        {"(;GM[1]FF[4]AP[foxwq]SZ[19]KM[650])", 6.5, GOR_SGF_KOMI_FOX_SCALE},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        gor_sgf *sgf = parse(cases[i].sgf);
        const gor_sgf_node *root = gor_sgf_game(sgf, 0);
        double komi = -1;
        unsigned fixes = 99;
        assert_int_equal(gor_sgf_game_komi(root, &komi, &fixes), GOR_OK);
        if (komi != cases[i].komi)
            fail_msg("%s: komi %.17g", cases[i].sgf, komi);
        assert_int_equal(fixes, cases[i].fixes);

        gor_game *g = NULL;
        assert_int_equal(gor_sgf_replay(&g, NULL, root, NULL), GOR_OK);
        assert_true(gor_rules_komi(gor_game_rules(g)) == cases[i].komi);
        gor_game_free(g);
        gor_sgf_free(sgf);
    }
}

/* The replay's messages write komi with '.'; the raw flag reads KM as
 * written. */
static void test_sgf_km_messages(void **state)
{
    (void)state;
    static const struct {
        const char *sgf;
        unsigned flags;
        double komi;
        const char *message; /* in the report, or NULL: none */
    } cases[] = {
        {"(;GM[1]FF[4]AP[foxwq]SZ[19]KM[375])", 0, 7.5,
         "KM[375] read as komi 7.5 (Fox writes komi times 100)"},
        {"(;GM[1]FF[4]SZ[19]KM[6.3])", 0, 6.25,
         "KM[6.3] read as komi 6.25 (rounded to a quarter point)"},
        {"(;GM[1]FF[4]SZ[19]RU[Chinese]KM[abc])", 0, 7.5,
         "KM[abc] is not a usable komi: komi 7.5 kept"},
        {"(;GM[1]FF[4]SZ[19]RU[Japanese]KM[6.3])", GOR_SGF_REPLAY_RAW_KOMI,
         6.5, "KM[6.3] is not a usable komi: komi 6.5 kept"},
        {"(;GM[1]FF[4]SZ[19]KM[ 6.5])", GOR_SGF_REPLAY_RAW_KOMI, 6.5, NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        gor_sgf *sgf = parse(cases[i].sgf);
        gor_sgf_replay_options o = GOR_SGF_REPLAY_OPTIONS_INIT;
        o.flags = cases[i].flags;
        gor_game *g = NULL;
        gor_sgf_report *rep = NULL;
        assert_int_equal(gor_sgf_replay(&g, &rep, gor_sgf_game(sgf, 0), &o),
                         GOR_OK);
        assert_true(gor_rules_komi(gor_game_rules(g)) == cases[i].komi);
        int found = 0;
        for (size_t k = 0; k < gor_sgf_report_count(rep); k++) {
            const char *m = gor_sgf_report_issue(rep, k)->message;
            assert_null(strstr(m, ","));
            if (cases[i].message && strstr(m, cases[i].message))
                found = 1;
        }
        if (cases[i].message && !found)
            fail_msg("%s: no issue says \"%s\"", cases[i].sgf,
                     cases[i].message);
        gor_sgf_report_free(rep);
        gor_game_free(g);
        gor_sgf_free(sgf);
    }
}

static void test_sgf_from_game_km(void **state)
{
    (void)state;
    /* A quarter komi is written as it is, but read back as Chinese
     * stones (doubled: gor_sgf_game_komi()), so only the others make the
     * round trip. */
    static const struct {
        const char *rules;
        double komi;
        const char *km;
        int round_trip;
    } cases[] = {{"chinese", 6.5, "KM[6.5]", 1},
                 {"japanese", 7.5, "KM[7.5]", 1},
                 {"koPOSITIONALscoreAREAsui1", -0.5, "KM[-0.5]", 1},
                 {"koPOSITIONALscoreAREAsui1", -0.25, "KM[-0.25]", 0},
                 {"aga", 0.5, "KM[0.5]", 1}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        gor_game *g = tu_new(9, 9, cases[i].rules);
        gor_rules *rules = NULL;
        assert_int_equal(gor_rules_copy(&rules, gor_game_rules(g)), GOR_OK);
        assert_int_equal(gor_rules_set_komi(rules, cases[i].komi), GOR_OK);
        assert_int_equal(gor_game_set_rules(g, rules), GOR_OK);
        gor_rules_free(rules);
        assert_int_equal(tu_play(g, GOR_BLACK, "E5"), GOR_OK);

        gor_sgf *sgf = NULL;
        assert_int_equal(gor_sgf_from_game(&sgf, g, NULL), GOR_OK);
        int n = gor_sgf_write(sgf, NULL, 0);
        assert_true(n > 0);
        char *text = malloc((size_t)n + 1);
        assert_non_null(text);
        assert_int_equal(gor_sgf_write(sgf, text, (size_t)n + 1), n);
        assert_non_null(strstr(text, cases[i].km));
        assert_null(strchr(text, ','));

        /* ... and read back: the same rules, komi included. */
        if (!cases[i].round_trip) {
            free(text);
            gor_sgf_free(sgf);
            gor_game_free(g);
            continue;
        }
        gor_sgf *back = parse(text);
        gor_game *g2 = NULL;
        assert_int_equal(gor_sgf_replay(&g2, NULL, gor_sgf_game(back, 0),
                                        NULL), GOR_OK);
        assert_true(gor_rules_equal(gor_game_rules(g2), gor_game_rules(g)));
        gor_game_free(g2);
        gor_sgf_free(back);
        free(text);
        gor_sgf_free(sgf);
        gor_game_free(g);
    }
}

/* ---- Turkish: keywords matched in ASCII ---------------------------- */

static void test_turkish_keywords(void **state)
{
    (void)state;
    assert_non_null(setlocale(LC_ALL, TR));
    static const char *const names[] = {
        "JAPANESE", "japanese", "Chinese", "CHINESE",
        "kopositionalscoreareasui1komi7.5", "KOPOSITIONALSCOREAREASUI1KOMI7.5",
        "NEW ZEALAND", "tromp-taylor", "TROMP-TAYLOR"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        gor_rules *r = NULL;
        if (gor_rules_new(&r, names[i]) != GOR_OK)
            fail_msg("rules \"%s\" refused under %s", names[i], TR);
        gor_rules_free(r);
    }
    static const struct {
        const char *re;
        gor_end end;
    } ends[] = {{"B+RESIGN", GOR_END_RESIGN}, {"w+resign", GOR_END_RESIGN},
                {"W+TIME", GOR_END_TIME},     {"B+ILLEGAL", GOR_END_FORFEIT},
                {"B+REPETITION", GOR_END_REPETITION}};
    for (size_t i = 0; i < sizeof ends / sizeof ends[0]; i++) {
        gor_result r = GOR_RESULT_INIT;
        assert_int_equal(gor_result_parse_sgf(ends[i].re, &r), GOR_OK);
        assert_int_equal(r.outcome, GOR_OUTCOME_WIN);
        if (r.end != ends[i].end)
            fail_msg("RE[%s]: end %d under %s", ends[i].re, (int)r.end, TR);
    }
    gor_rules *r = NULL, *j = NULL;
    assert_int_equal(gor_rules_new(&r, NULL), GOR_OK);
    assert_int_equal(gor_rules_new(&j, "japanese"), GOR_OK);
    assert_int_equal(gor_sgf_rules_parse(r, "JAPANESE"), GOR_OK);
    assert_true(gor_rules_equal(r, j));
    gor_rules_free(j);
    gor_rules_free(r);
    assert_non_null(setlocale(LC_ALL, DE));
}

/* ---- gorules-gtp, run with LC_ALL=de_DE.UTF-8 ----------------------- */

static void test_gtp_program(void **state)
{
    (void)state;
    if (!gtp_path)
        skip();
    static const char commands[] =
        "boardsize 9\n"
        "komi 6.5\n"
        "get_komi\n"
        "final_score\n"
        "komi 7.5\n"
        "play b e5\n"
        "final_score\n"
        "komi 0.25\n"
        "gorules-score\n"
        "kata-set-rules koPOSITIONALscoreAREAkomi-0.25\n"
        "get_komi\n"
        "komi 6,5\n"
        "quit\n";
    static const char expected[] =
        "= \n\n"
        "= \n\n"
        "= 6.5\n\n"
        "= W+6.5\n\n"
        "= \n\n"
        "= \n\n"
        "= B+73.5\n\n"
        "= \n\n"
        "= scoring area tax none pass_stones_rule 0 handicap 0\n"
        "black stones 1 territory 80 seki_eyes 0 captures 0 dead 0 "
        "pass_stones 0 groups 0 dame_share 0 tax 0 komi 0 handicap_bonus 0 "
        "penalty 0 total 81\n"
        "white stones 0 territory 0 seki_eyes 0 captures 0 dead 0 "
        "pass_stones 0 groups 0 dame_share 0 tax 0 komi 0.25 "
        "handicap_bonus 0 penalty 0 total 0.25\n"
        "dame 0 points 81 margin 80.75 margin_stones 40.375 base 40.5 "
        "black_count 81 black_needs 40.625 winner B\n"
        "result B+80.75\n\n"
        "= \n\n"
        "= -0.25\n\n"
        "? syntax error\n\n"
        "= \n\n";
    char input[] = "/tmp/gorules-locale-XXXXXX";
    int fd = mkstemp(input);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, commands, sizeof commands - 1),
                     (ssize_t)(sizeof commands - 1));
    close(fd);
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "LC_ALL=%s '%s' < '%s'", DE, gtp_path, input);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    static char answer[8192];
    size_t n = fread(answer, 1, sizeof answer - 1, p);
    answer[n] = '\0';
    int status = pclose(p);
    unlink(input);
    assert_int_equal(status, 0);
    assert_string_equal(answer, expected);
}

int main(int argc, char **argv)
{
    gtp_path = argc > 1 ? argv[1] : NULL;
    if (!setlocale(LC_ALL, TR)) {
        printf("SKIP: the locale %s is not installed "
               "(tools/install-deps.sh test generates it)\n", TR);
        return 77;
    }
    if (!setlocale(LC_ALL, DE)) {
        printf("SKIP: the locale %s is not installed "
               "(tools/install-deps.sh test generates it)\n", DE);
        return 77;
    }
    c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0);
    if (!c_locale) {
        printf("newlocale(\"C\") failed\n");
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_locale_is_german),
        cmocka_unit_test(test_numtext_parse_table),
        cmocka_unit_test(test_numtext_parse_exact),
        cmocka_unit_test(test_numtext_parse_long),
        cmocka_unit_test(test_numtext_format_table),
        cmocka_unit_test(test_numtext_quarters_round_trip),
        cmocka_unit_test(test_rules_text_komi),
        cmocka_unit_test(test_sgf_ot_read),
        cmocka_unit_test(test_result_parse),
        cmocka_unit_test(test_result_write),
        cmocka_unit_test(test_sgf_km_read),
        cmocka_unit_test(test_sgf_km_messages),
        cmocka_unit_test(test_sgf_from_game_km),
        cmocka_unit_test(test_turkish_keywords),
        cmocka_unit_test(test_gtp_program),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    freelocale(c_locale);
    return failed;
}
