/*
 * rules.c - ruleset values: presets, the text form, getters and setters.
 */
#include "rules.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct preset {
    const char *name;
    struct gor_rules rules;
} preset;

/*
 * Sources of each choice are in docs/rules.md. Ko: the Chinese rules forbid
 * any repeated whole-board position (art. 6); Japanese/Korean forbid only
 * the ko and void the game on a longer cycle; AGA and NZ use situational
 * superko; Tromp-Taylor positional. Ing's own ko rules are approximated by
 * situational superko, as KataGo does.
 */
static const preset presets[] = {
    {"chinese", {GOR_KO_POSITIONAL, GOR_SUICIDE_FORBIDDEN, GOR_CYCLE_IGNORE,
                 GOR_SCORING_AREA, 7.5}},
    {"japanese", {GOR_KO_SIMPLE, GOR_SUICIDE_FORBIDDEN, GOR_CYCLE_NO_RESULT,
                  GOR_SCORING_TERRITORY, 6.5}},
    {"korean", {GOR_KO_SIMPLE, GOR_SUICIDE_FORBIDDEN, GOR_CYCLE_NO_RESULT,
                GOR_SCORING_TERRITORY, 6.5}},
    {"aga", {GOR_KO_SITUATIONAL, GOR_SUICIDE_FORBIDDEN, GOR_CYCLE_IGNORE,
             GOR_SCORING_AREA, 7.5}},
    {"new-zealand", {GOR_KO_SITUATIONAL, GOR_SUICIDE_MULTI, GOR_CYCLE_IGNORE,
                     GOR_SCORING_AREA, 7.0}},
    {"tromp-taylor", {GOR_KO_POSITIONAL, GOR_SUICIDE_MULTI, GOR_CYCLE_IGNORE,
                      GOR_SCORING_AREA, 7.5}},
    {"ing", {GOR_KO_SITUATIONAL, GOR_SUICIDE_MULTI, GOR_CYCLE_IGNORE,
             GOR_SCORING_AREA, 8.0}},
};

/* Other names for presets, as SGF RU[] and GTP clients write them. */
static const struct {
    const char *alias, *name;
} aliases[] = {
    {"cn", "chinese"},    {"jp", "japanese"},     {"kr", "korean"},
    {"nz", "new-zealand"}, {"goe", "ing"},         {"tt", "tromp-taylor"},
    {"trompTaylor", "tromp-taylor"},
};

static const char *const ko_words[] = {"SIMPLE", "POSITIONAL", "SITUATIONAL",
                                       "NATURAL", "NONE"};
static const char *const score_words[] = {"AREA", "TERRITORY", "STONES"};
static const char *const sui_words[] = {"0", "1", "ALL", "CHOICE"};
static const char *const cycle_words[] = {"IGNORE", "REPORT", "NORESULT",
                                          "LOSS"};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

void rules_default(struct gor_rules *r)
{
    *r = presets[0].rules;
}

int rules_track_positions(const struct gor_rules *r)
{
    return r->ko == GOR_KO_POSITIONAL || r->ko == GOR_KO_SITUATIONAL ||
           r->ko == GOR_KO_NATURAL || r->cycle != GOR_CYCLE_IGNORE;
}

/* Case-insensitive equality where '_' and ' ' match '-'. */
static int name_equal(const char *a, const char *b)
{
    for (;; a++, b++) {
        int x = tolower((unsigned char)*a), y = tolower((unsigned char)*b);
        if (x == '_' || x == ' ')
            x = '-';
        if (y == '_' || y == ' ')
            y = '-';
        if (x != y)
            return 0;
        if (!x)
            return 1;
    }
}

static const preset *find_preset(const char *text)
{
    for (size_t k = 0; k < COUNT(aliases); k++)
        if (name_equal(text, aliases[k].alias))
            text = aliases[k].name;
    for (size_t k = 0; k < COUNT(presets); k++)
        if (name_equal(text, presets[k].name))
            return &presets[k];
    return NULL;
}

/* If s starts with word (case-insensitive), return its length, else 0. */
static size_t match_word(const char *s, const char *word)
{
    size_t n = strlen(word);
    for (size_t k = 0; k < n; k++)
        if (toupper((unsigned char)s[k]) != toupper((unsigned char)word[k]))
            return 0;
    return n;
}

/* Longest of words[] at s: its index, and its length in *len; -1 if none. */
static int match_one_of(const char *s, const char *const *words, size_t n,
                        size_t *len)
{
    int best = -1;
    *len = 0;
    for (size_t k = 0; k < n; k++) {
        size_t m = match_word(s, words[k]);
        if (m > *len) {
            *len = m;
            best = (int)k;
        }
    }
    return best;
}

static int komi_valid(double komi)
{
    return isfinite(komi) && fabs(komi) <= 1000 && komi * 4 == floor(komi * 4);
}

/* Parse a KataGo-style rules string into r. */
static int parse_rules_string(struct gor_rules *r, const char *s)
{
    static const char *const keys[] = {"ko", "score", "sui", "cycle",
                                       "komi", "tax", "button"};
    unsigned seen = 0;
    if (!*s)
        return GOR_EPARSE;
    while (*s) {
        size_t len;
        int key = match_one_of(s, keys, COUNT(keys), &len);
        if (key < 0 || (seen & (1u << key)))
            return GOR_EPARSE;
        seen |= 1u << key;
        s += len;
        int v = 0;
        switch (key) {
        case 0:
            v = match_one_of(s, ko_words, COUNT(ko_words), &len);
            r->ko = (gor_ko_rule)v;
            break;
        case 1:
            v = match_one_of(s, score_words, COUNT(score_words), &len);
            r->scoring = (gor_scoring)v;
            break;
        case 2:
            v = match_one_of(s, sui_words, COUNT(sui_words), &len);
            r->suicide = (gor_suicide_rule)v;
            break;
        case 3:
            v = match_one_of(s, cycle_words, COUNT(cycle_words), &len);
            r->cycle = (gor_cycle_rule)v;
            break;
        case 4: {
            char *end;
            if (!(isdigit((unsigned char)*s) || *s == '-' || *s == '.'))
                return GOR_EPARSE;
            r->komi = strtod(s, &end);
            len = (size_t)(end - s);
            if (!len || !komi_valid(r->komi))
                return GOR_EPARSE;
            break;
        }
        case 5: /* KataGo's group tax: only "none" until territory tax exists */
            len = match_word(s, "NONE");
            v = len ? 0 : -1;
            break;
        case 6: /* KataGo's button Go: not offered */
            len = match_word(s, "0");
            v = len ? 0 : -1;
            break;
        }
        if (v < 0 || !len)
            return GOR_EPARSE;
        s += len;
    }
    return GOR_OK;
}

int gor_rules_parse(gor_rules *rules, const char *text)
{
    if (!rules || !text)
        return GOR_EINVAL;
    if (!*text) {
        rules_default(rules);
        return GOR_OK;
    }
    const preset *p = find_preset(text);
    if (p) {
        *rules = p->rules;
        return GOR_OK;
    }
    /* A rules string changes only the parts it names, from the default. */
    struct gor_rules r;
    rules_default(&r);
    int st = parse_rules_string(&r, text);
    if (st == GOR_OK)
        *rules = r;
    return st;
}

int gor_rules_new(gor_rules **out, const char *text)
{
    if (!out)
        return GOR_EINVAL;
    *out = NULL;
    gor_rules *r = malloc(sizeof *r);
    if (!r)
        return GOR_ENOMEM;
    rules_default(r);
    int st = text ? gor_rules_parse(r, text) : GOR_OK;
    if (st != GOR_OK) {
        free(r);
        return st;
    }
    *out = r;
    return GOR_OK;
}

void gor_rules_free(gor_rules *rules)
{
    free(rules);
}

int gor_rules_copy(gor_rules **out, const gor_rules *rules)
{
    if (!out || !rules)
        return GOR_EINVAL;
    *out = malloc(sizeof **out);
    if (!*out)
        return GOR_ENOMEM;
    **out = *rules;
    return GOR_OK;
}

int gor_rules_to_string(const gor_rules *rules, char *buf, size_t size)
{
    if (!rules || (!buf && size))
        return GOR_EINVAL;
    /* %g prints every multiple of 0.25 in range exactly. */
    return snprintf(buf, size, "ko%sscore%ssui%scycle%skomi%g",
                    ko_words[rules->ko], score_words[rules->scoring],
                    sui_words[rules->suicide], cycle_words[rules->cycle],
                    rules->komi);
}

int gor_rules_equal(const gor_rules *a, const gor_rules *b)
{
    return a && b && a->ko == b->ko && a->suicide == b->suicide &&
           a->cycle == b->cycle && a->scoring == b->scoring &&
           a->komi == b->komi;
}

#define ACCESSORS(type, field, getter, setter, last)                  \
    type getter(const gor_rules *rules)                              \
    {                                                                \
        return rules ? rules->field : (type)0;                       \
    }                                                                \
    int setter(gor_rules *rules, type value)                         \
    {                                                                \
        if (!rules || (int)value < 0 || (int)value > (int)(last))    \
            return GOR_EINVAL;                                       \
        rules->field = value;                                        \
        return GOR_OK;                                               \
    }

ACCESSORS(gor_ko_rule, ko, gor_rules_ko, gor_rules_set_ko, GOR_KO_NONE)
ACCESSORS(gor_suicide_rule, suicide, gor_rules_suicide, gor_rules_set_suicide,
          GOR_SUICIDE_CHOICE)
ACCESSORS(gor_cycle_rule, cycle, gor_rules_cycle, gor_rules_set_cycle,
          GOR_CYCLE_LOSS)
ACCESSORS(gor_scoring, scoring, gor_rules_scoring, gor_rules_set_scoring,
          GOR_SCORING_STONES)

double gor_rules_komi(const gor_rules *rules)
{
    return rules ? rules->komi : 0.0;
}

int gor_rules_set_komi(gor_rules *rules, double komi)
{
    if (!rules || !komi_valid(komi))
        return GOR_EINVAL;
    rules->komi = komi;
    return GOR_OK;
}
