/* SPDX-License-Identifier: MIT */
/*
 * fuzz_rules.c - the ruleset text parsers (gor_rules_parse, gor_rules_new,
 * gor_sgf_rules_parse) on any text.
 *
 * Invariants checked (a broken one aborts):
 *  - a refused text returns GOR_EPARSE and leaves the ruleset unchanged;
 *  - an accepted text gives a ruleset whose printed form (print) parses
 *    back to an equal ruleset (parse(print(r)) == r), and printing that
 *    gives the same text (print is canonical: print(parse(print(r))) ==
 *    print(r));
 *  - every getter answers a value of its enumeration; komi is a multiple
 *    of 0.25 within [-1000, 1000];
 *  - gor_rules_new() and gor_rules_parse() agree on every text;
 *  - the printed form fits the snprintf-style contract (the same length
 *    with any buffer, truncated and terminated when short).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gorules.h"
#include "gorules_sgf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fail_at(int line, const char *what)
{
    fprintf(stderr, "fuzz_rules.c:%d: invariant broken: %s\n", line, what);
    abort();
}
#define CHECK(cond) \
    do { if (!(cond)) fail_at(__LINE__, #cond); } while (0)

static void print(const gor_rules *r, char *buf, size_t size)
{
    int n = gor_rules_to_string(r, buf, size);
    CHECK(n > 0 && (size_t)n < size);
    CHECK(strlen(buf) == (size_t)n);
    CHECK(gor_rules_to_string(r, NULL, 0) == n);
    char small[8];
    CHECK(gor_rules_to_string(r, small, sizeof small) == n);
    CHECK(strlen(small) == (n < 7 ? (size_t)n : 7u));
    CHECK(strncmp(small, buf, strlen(small)) == 0);
}

static void check_values(const gor_rules *r)
{
    CHECK((unsigned)gor_rules_ko(r) <= GOR_KO_NONE);
    CHECK((unsigned)gor_rules_suicide(r) <= GOR_SUICIDE_CHOICE);
    CHECK((unsigned)gor_rules_cycle(r) <= GOR_CYCLE_NO_RESULT_THIRD);
    CHECK((unsigned)gor_rules_tie(r) <= GOR_TIE_WHITE);
    CHECK((unsigned)gor_rules_free_opening(r) <= 16);
    CHECK((unsigned)gor_rules_scoring(r) <= GOR_SCORING_STONES);
    CHECK((unsigned)gor_rules_tax(r) <= GOR_TAX_ALL);
    CHECK((unsigned)gor_rules_handicap_comp(r) <= GOR_COMP_H_MINUS_1);
    gor_color f = gor_rules_first_player(r);
    CHECK(f == GOR_BLACK || f == GOR_WHITE);
    double k = gor_rules_komi(r);
    CHECK(k >= -1000 && k <= 1000 && k * 4 == floor(k * 4));
    CHECK((unsigned)gor_rules_pass_stones(r) <= 1);
    CHECK((unsigned)gor_rules_white_passes_last(r) <= 1);
    CHECK((unsigned)gor_rules_free_handicap(r) <= 1);
}

/* parse(print(r)) == r and print is canonical. */
static void round_trip(const gor_rules *r)
{
    char a[256], b[256];
    check_values(r);
    print(r, a, sizeof a);
    gor_rules *back = NULL;
    int st = gor_rules_new(&back, a);
    if (st != GOR_OK) {
        fprintf(stderr, "printed: %s\n", a);
        fail_at(__LINE__, "the printed form does not parse");
    }
    if (!gor_rules_equal(back, r)) {
        fprintf(stderr, "printed: %s\n", a);
        fail_at(__LINE__, "parse(print(r)) != r");
    }
    print(back, b, sizeof b);
    if (strcmp(a, b)) {
        fprintf(stderr, "first: %s\nsecond: %s\n", a, b);
        fail_at(__LINE__, "print(parse(print(r))) != print(r)");
    }
    gor_rules *copy = NULL;
    CHECK(gor_rules_copy(&copy, r) == GOR_OK && gor_rules_equal(copy, r));
    gor_rules_free(copy);
    gor_rules_free(back);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096)
        return 0;
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0; /* the text ends at the first NUL, as C sees it */

    static const char *const starts[] = {"chinese", "japanese", "aga",
                                         "prediction"};
    gor_rules *r = NULL;
    CHECK(gor_rules_new(&r, starts[size % 4]) == GOR_OK);
    char before[256], after[256];
    print(r, before, sizeof before);

    int st = gor_rules_parse(r, text);
    print(r, after, sizeof after);
    if (st != GOR_OK) {
        CHECK(st == GOR_EPARSE);
        CHECK(strcmp(before, after) == 0); /* unchanged */
    } else {
        round_trip(r);
    }

    /* gor_rules_new agrees with gor_rules_parse. */
    gor_rules *n = (gor_rules *)&st;
    int st2 = gor_rules_new(&n, text);
    CHECK((st2 == GOR_OK) == (st == GOR_OK));
    if (st2 == GOR_OK) {
        CHECK(gor_rules_equal(n, r));
        gor_rules_free(n);
    } else {
        CHECK(n == NULL);
    }

    /* The SGF RU reader: refused means unchanged; accepted round-trips. */
    gor_rules *s = NULL;
    CHECK(gor_rules_new(&s, "korean") == GOR_OK);
    print(s, before, sizeof before);
    int st3 = gor_sgf_rules_parse(s, text);
    print(s, after, sizeof after);
    if (st3 != GOR_OK) {
        CHECK(st3 == GOR_EPARSE);
        CHECK(strcmp(before, after) == 0);
    } else {
        round_trip(s);
    }
    /* Whatever the RU reader accepts, it reads like the rules parser
     * when the rules parser accepts it too. */
    if (st3 == GOR_OK && st == GOR_OK)
        CHECK(gor_rules_equal(s, r));

    gor_rules_free(s);
    gor_rules_free(r);
    free(text);
    return 0;
}
