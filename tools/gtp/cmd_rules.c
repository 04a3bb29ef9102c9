/* SPDX-License-Identifier: MIT */
/*
 * cmd_rules.c - the rules in force: komi, get_komi, KataGo's
 * kata-set-rules and kata-get-rules, and kgs-rules.
 *
 * kata-set-rules takes a preset name or a rules string, everything
 * gor_rules_parse() reads ("japanese", "new zealand",
 * "koPOSITIONALscoreAREAtaxNONEsui1", ...). As in KataGo, the komi stays
 * what it was unless the text names one ("...komi6.5"). kgs-rules takes
 * the names kgsGtp sends, mapped as KataGo maps them (KataGo's
 * "chinese-kgs" is the library's "chinese": positional superko, area,
 * suicide forbidden, H points of handicap compensation), plus
 * tromp-taylor; the komi stays.
 */
#include "gtp.h"

#include <math.h>
#include <stdio.h>

/* A copy of the rules in force, changed by text, komi kept unless the text
 * names one; NULL if the text is not rules. */
static gor_rules *rules_from_text(const gtp_engine *e, const char *text,
                                  int *status)
{
    gor_rules *r;
    *status = gor_rules_copy(&r, e->rules);
    if (*status != GOR_OK)
        return NULL;
    *status = gor_rules_parse(r, text);
    if (*status != GOR_OK) {
        gor_rules_free(r);
        return NULL;
    }
    /* Does the text name a komi (a "komi" part of a rules string)? */
    int names_komi = 0;
    for (const char *s = text; *s && !names_komi; s++)
        names_komi = (s[0] | 32) == 'k' && (s[1] | 32) == 'o' &&
                     (s[2] | 32) == 'm' && (s[3] | 32) == 'i';
    if (!names_komi)
        gor_rules_set_komi(r, gor_rules_komi(e->rules));
    return r;
}

/*
 * GTP's komi is any float. The library counts in quarter points, so a komi
 * that is not a multiple of 0.25 is counted as the half point between the
 * same whole numbers (7.3 as 7.5, -0.1 as -0.5): every whole-point count
 * then has the same winner as under the komi given. get_komi answers the
 * komi counted.
 */
static double countable_komi(double komi)
{
    if (komi * 4 == floor(komi * 4))
        return komi;
    return floor(komi) + 0.5;
}

GTP_HANDLER(gtp_cmd_komi)
{
    (void)rest;
    double komi;
    if (argc != 2 || gtp_parse_double(argv[1], &komi) != GOR_OK)
        return gtp_syntax_error(out);
    if (isfinite(komi))
        komi = countable_komi(komi);
    gor_rules *r;
    int st = gor_rules_copy(&r, e->rules);
    if (st != GOR_OK)
        return gtp_fail(out, gor_strerror(st));
    if (gor_rules_set_komi(r, komi) != GOR_OK) {
        gor_rules_free(r);
        return gtp_fail(out, "komi must be within [-1000, 1000]");
    }
    st = gtp_apply_rules(e, r);
    return st == GOR_OK ? 1 : gtp_fail(out, gor_strerror(st));
}

GTP_HANDLER(gtp_cmd_get_komi)
{
    (void)argv, (void)rest;
    if (argc != 1)
        return gtp_syntax_error(out);
    gtp_text_add_number(out, gor_rules_komi(e->rules));
    return 1;
}

GTP_HANDLER(gtp_cmd_kata_set_rules)
{
    (void)argv;
    if (argc < 2)
        return gtp_syntax_error(out);
    int st;
    gor_rules *r = rules_from_text(e, rest, &st);
    if (!r)
        return gtp_fail(out, st == GOR_EPARSE ? "unknown rules"
                                              : gor_strerror(st));
    st = gtp_apply_rules(e, r);
    return st == GOR_OK ? 1 : gtp_fail(out, gor_strerror(st));
}

GTP_HANDLER(gtp_cmd_kata_get_rules)
{
    (void)argv, (void)rest;
    char buf[160];
    if (argc != 1)
        return gtp_syntax_error(out);
    if (gor_rules_to_string(e->rules, buf, sizeof buf) < 0)
        return gtp_fail(out, "cannot print the rules");
    gtp_text_add(out, buf);
    return 1;
}

GTP_HANDLER(gtp_cmd_kgs_rules)
{
    (void)rest;
    static const struct {
        const char *kgs, *preset;
    } map[] = {
        {"chinese", "chinese"},         /* KataGo: chinese-kgs        */
        {"japanese", "japanese"},
        {"aga", "aga"},
        {"new_zealand", "new-zealand"},
        {"tromp-taylor", "tromp-taylor"}, /* not sent by kgsGtp       */
        {"tromp_taylor", "tromp-taylor"},
    };
    if (argc != 2)
        return gtp_syntax_error(out);
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++) {
        if (!gtp_equal_nocase(argv[1], map[i].kgs))
            continue;
        int st;
        gor_rules *r = rules_from_text(e, map[i].preset, &st);
        if (!r)
            return gtp_fail(out, gor_strerror(st));
        st = gtp_apply_rules(e, r);
        return st == GOR_OK ? 1 : gtp_fail(out, gor_strerror(st));
    }
    return gtp_failf(out, "unknown rules '%s'", argv[1]);
}
