/* SPDX-License-Identifier: MIT */
/*
 * rules.c - ruleset values: presets, the text form, getters and setters.
 */
#include "core/rules.h"
#include "gorules_score.h" /* gor_handicap_bonus: a value of the rules, declared there since 1.0 */
#include "core/numtext.h"

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
#define R(ko, sui, cyc, score, komi, tax, comp, first, pst, wl, fh) \
    {GOR_KO_##ko, GOR_SUICIDE_##sui, GOR_CYCLE_##cyc, GOR_SCORING_##score, \
     komi, GOR_TAX_##tax, GOR_COMP_##comp, GOR_##first, pst, wl, fh, \
     GOR_TIE_DRAW, 0}
/* The same with a tie rule and a free opening. */
#define RX(ko, sui, cyc, score, komi, tax, comp, first, pst, wl, fh, tie, op) \
    {GOR_KO_##ko, GOR_SUICIDE_##sui, GOR_CYCLE_##cyc, GOR_SCORING_##score, \
     komi, GOR_TAX_##tax, GOR_COMP_##comp, GOR_##first, pst, wl, fh, \
     GOR_TIE_##tie, op}

static const preset presets[] = {
    {"chinese", R(POSITIONAL, FORBIDDEN, IGNORE, AREA, 7.5, NONE, H, BLACK,
                  0, 0, 1)},
    {"japanese", R(SIMPLE, FORBIDDEN, NO_RESULT, TERRITORY, 6.5, SEKI, NONE,
                   BLACK, 0, 0, 0)},
    {"korean", R(SIMPLE, FORBIDDEN, NO_RESULT, TERRITORY, 6.5, SEKI, NONE,
                 BLACK, 0, 0, 0)},
    {"aga", R(SITUATIONAL, FORBIDDEN, IGNORE, AREA, 7.5, NONE, H_MINUS_1,
              BLACK, 1, 1, 0)},
    {"new-zealand", R(SITUATIONAL, MULTI, IGNORE, AREA, 7.0, NONE, NONE,
                      BLACK, 0, 0, 1)},
    {"tromp-taylor", R(POSITIONAL, MULTI, IGNORE, AREA, 7.5, NONE, NONE,
                       BLACK, 0, 0, 1)},
    /* Ing: komi 8 points and Black wins an even count. */
    {"ing", RX(SITUATIONAL, MULTI, IGNORE, AREA, 8.0, NONE, NONE, BLACK, 0, 0,
               1, BLACK, 0)},
    /* The reformed ruleset: no passes during the four-stone free opening
     * ("开局阶段不允许使用虚着"). */
    {"prediction", RX(NONE, CHOICE, LOSS, AREA, 0.0, NONE, NONE, WHITE, 0, 0,
                      1, DRAW, 4)},
    /* KataGo's other presets, with its settings (ko, scoring, tax,
     * suicide, handicap bonus, komi; no button). chinese-ogs: Chinese as
     * OGS and KGS play it, positional superko. stone-scoring: area
     * counting with the group tax (2 points per living group), simple ko.
     * bga, french: the British and French rules, which KataGo plays as
     * aga; the pass stones and "White passes last" of aga go with them. */
    {"chinese-ogs", R(POSITIONAL, FORBIDDEN, IGNORE, AREA, 7.5, NONE, H,
                      BLACK, 0, 0, 1)},
    {"stone-scoring", R(SIMPLE, FORBIDDEN, NO_RESULT_THIRD, AREA, 7.5, ALL,
                        NONE, BLACK, 0, 0, 0)},
    {"bga", R(SITUATIONAL, FORBIDDEN, IGNORE, AREA, 7.5, NONE, H_MINUS_1,
              BLACK, 1, 1, 0)},
    {"french", R(SITUATIONAL, FORBIDDEN, IGNORE, AREA, 7.5, NONE, H_MINUS_1,
                 BLACK, 1, 1, 0)},
};
#undef R
#undef RX

/* Other names for presets, as SGF RU[] and GTP clients write them. */
static const struct {
    const char *alias, *name;
} aliases[] = {
    {"cn", "chinese"},    {"jp", "japanese"},     {"kr", "korean"},
    {"nz", "new-zealand"}, {"goe", "ing"},         {"tt", "tromp-taylor"},
    {"trompTaylor", "tromp-taylor"},
    /* KataGo's spellings of its presets ('_' and ' ' match '-'). */
    {"chineseogs", "chinese-ogs"}, {"chinese-kgs", "chinese-ogs"},
    {"chinesekgs", "chinese-ogs"}, {"stonescoring", "stone-scoring"},
    {"ancient-area", "stone-scoring"}, {"ancientarea", "stone-scoring"},
};

static const char *const ko_words[] = {"SIMPLE", "POSITIONAL", "SITUATIONAL",
                                       "NATURAL", "NONE"};
static const char *const score_words[] = {"AREA", "TERRITORY", "STONES"};
static const char *const sui_words[] = {"0", "1", "ALL", "CHOICE"};
static const char *const cycle_words[] = {"IGNORE", "REPORT", "NORESULT",
                                          "LOSS",   "DRAW",   "REPLAY",
                                          "NORESULT3"};
static const char *const tie_words[] = {"DRAW", "BLACK", "WHITE"};
static const char *const tax_words[] = {"NONE", "SEKI", "ALL"};
static const char *const whb_words[] = {"0", "N", "N-1"};
static const char *const first_words[] = {"", "BLACK", "WHITE"};
static const char *const bool_words[] = {"0", "1"};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

size_t gor_rules_preset_count(void)
{
    return COUNT(presets);
}

const char *gor_rules_preset_name(size_t i)
{
    return i < COUNT(presets) ? presets[i].name : NULL;
}

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
        int x = ascii_tolower((unsigned char)*a), y = ascii_tolower((unsigned char)*b);
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
        if (ascii_toupper((unsigned char)s[k]) != ascii_toupper((unsigned char)word[k]))
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

/* The parts of a rules string, in the order they are printed. */
enum part { P_KO, P_SCORE, P_TAX, P_SUI, P_WHB, P_FIRST, P_PSTONES, P_WLAST,
            P_FREEH, P_CYCLE, P_KOMI, P_BUTTON, P_FPOK, P_TIE, P_OPENING,
            P_COUNT };
static const char *const part_keys[P_COUNT] = {
    "ko", "score", "tax", "sui", "whb", "first", "pstones", "wlast",
    "freeh", "cycle", "komi", "button", "fpok", "tie", "opening"};

#define MAX_FREE_OPENING 16

/* Store value v of part k into r; -1 if the value is not allowed. */
static int set_part(struct gor_rules *r, int k, int v)
{
    switch (k) {
    case P_KO: r->ko = (gor_ko_rule)v; break;
    case P_SCORE: r->scoring = (gor_scoring)v; break;
    case P_TAX: r->tax = (gor_tax)v; break;
    case P_SUI: r->suicide = (gor_suicide_rule)v; break;
    case P_WHB: r->comp = (gor_handicap_comp)v; break;
    case P_FIRST: r->first = v; break;
    case P_PSTONES: r->pass_stones = v; break;
    case P_WLAST: r->white_last = v; break;
    case P_FREEH: r->free_handicap = v; break;
    case P_CYCLE: r->cycle = (gor_cycle_rule)v; break;
    case P_TIE: r->tie = (gor_tie_rule)v; break;
    case P_BUTTON: return v == 0 ? 0 : -1; /* button Go is not offered */
    case P_FPOK: break; /* KataGo's friendly-pass flag changes no result */
    }
    return 0;
}

static const char *const *part_words(int k, size_t *n)
{
    switch (k) {
    case P_KO: *n = COUNT(ko_words); return ko_words;
    case P_SCORE: *n = COUNT(score_words); return score_words;
    case P_TAX: *n = COUNT(tax_words); return tax_words;
    case P_SUI: *n = COUNT(sui_words); return sui_words;
    case P_WHB: *n = COUNT(whb_words); return whb_words;
    case P_FIRST: *n = COUNT(first_words); return first_words;
    case P_CYCLE: *n = COUNT(cycle_words); return cycle_words;
    case P_TIE: *n = COUNT(tie_words); return tie_words;
    default: *n = COUNT(bool_words); return bool_words;
    }
}

/* Does a rules string (already parsed) name a cycle part? */
static int string_has_cycle(const char *s)
{
    for (; *s; s++)
        if (match_word(s, "cycle"))
            return 1;
    return 0;
}

/* Parse a KataGo-style rules string into r. */
static int parse_rules_string(struct gor_rules *r, const char *s)
{
    unsigned seen = 0;
    if (!*s)
        return GOR_EPARSE;
    while (*s) {
        size_t len;
        int k = match_one_of(s, part_keys, P_COUNT, &len);
        if (k < 0 || (seen & (1u << k)))
            return GOR_EPARSE;
        seen |= 1u << k;
        s += len;
        if (k == P_KOMI) {
            const char *end;
            double komi;
            if (!(ascii_isdigit((unsigned char)*s) || *s == '-' || *s == '.'))
                return GOR_EPARSE;
            if (!numtext_parse(s, &end, &komi) || !komi_valid(komi))
                return GOR_EPARSE;
            r->komi = komi;
            s = end;
            continue;
        }
        if (k == P_OPENING) {
            int v = 0, digits = 0;
            while (ascii_isdigit((unsigned char)*s) && digits < 3) {
                v = v * 10 + (*s++ - '0');
                digits++;
            }
            if (!digits || v > MAX_FREE_OPENING)
                return GOR_EPARSE;
            r->free_opening = v;
            continue;
        }
        size_t n;
        const char *const *words = part_words(k, &n);
        int v = match_one_of(s, words, n, &len);
        if (v < 0 || !len || set_part(r, k, v) < 0)
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
    /* Parts a rules string leaves out take KataGo's defaults. */
    struct gor_rules r = {GOR_KO_POSITIONAL, GOR_SUICIDE_FORBIDDEN,
                          GOR_CYCLE_IGNORE,  GOR_SCORING_AREA,
                          7.5,               GOR_TAX_NONE,
                          GOR_COMP_NONE,     GOR_BLACK,
                          0,                 0,
                          1,                 GOR_TIE_DRAW,
                          0};
    int st = parse_rules_string(&r, text);
    /* KataGo ends a koSIMPLE game with no result when a position occurs
     * for the third time since the last pass; a string without a cycle
     * part means what KataGo means. */
    if (st == GOR_OK && r.ko == GOR_KO_SIMPLE && !string_has_cycle(text))
        r.cycle = GOR_CYCLE_NO_RESULT_THIRD;
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
    /* Every komi is a multiple of 0.25: two decimals write it exactly,
     * with '.' whatever the locale. The tie rule and the free opening are
     * printed only when set, so that the strings of every other ruleset
     * stay KataGo's. */
    char komi[48], tie[16] = "", opening[16] = "";
    numtext_format(rules->komi, 2, komi, sizeof komi);
    if (rules->tie != GOR_TIE_DRAW)
        snprintf(tie, sizeof tie, "tie%s", tie_words[rules->tie]);
    if (rules->free_opening)
        snprintf(opening, sizeof opening, "opening%d", rules->free_opening);
    return snprintf(buf, size,
                    "ko%sscore%stax%ssui%swhb%sfirst%spstones%dwlast%d"
                    "freeh%dcycle%skomi%s%s%s",
                    ko_words[rules->ko], score_words[rules->scoring],
                    tax_words[rules->tax], sui_words[rules->suicide],
                    whb_words[rules->comp], first_words[rules->first],
                    rules->pass_stones, rules->white_last,
                    rules->free_handicap, cycle_words[rules->cycle], komi,
                    tie, opening);
}

int gor_rules_equal(const gor_rules *a, const gor_rules *b)
{
    return a && b && a->ko == b->ko && a->suicide == b->suicide &&
           a->cycle == b->cycle && a->scoring == b->scoring &&
           a->komi == b->komi && a->tax == b->tax && a->comp == b->comp &&
           a->first == b->first && a->pass_stones == b->pass_stones &&
           a->white_last == b->white_last &&
           a->free_handicap == b->free_handicap && a->tie == b->tie &&
           a->free_opening == b->free_opening;
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
          GOR_CYCLE_NO_RESULT_THIRD)
ACCESSORS(gor_tie_rule, tie, gor_rules_tie, gor_rules_set_tie, GOR_TIE_WHITE)
ACCESSORS(gor_scoring, scoring, gor_rules_scoring, gor_rules_set_scoring,
          GOR_SCORING_STONES)
ACCESSORS(gor_tax, tax, gor_rules_tax, gor_rules_set_tax, GOR_TAX_ALL)
ACCESSORS(gor_handicap_comp, comp, gor_rules_handicap_comp,
          gor_rules_set_handicap_comp, GOR_COMP_H_MINUS_1)

#define FLAG_ACCESSORS(field, getter, setter)                        \
    int getter(const gor_rules *rules)                               \
    {                                                                \
        return rules ? rules->field : 0;                             \
    }                                                                \
    int setter(gor_rules *rules, int on)                             \
    {                                                                \
        if (!rules)                                                  \
            return GOR_EINVAL;                                       \
        rules->field = on != 0;                                      \
        return GOR_OK;                                               \
    }

FLAG_ACCESSORS(pass_stones, gor_rules_pass_stones, gor_rules_set_pass_stones)
FLAG_ACCESSORS(white_last, gor_rules_white_passes_last,
               gor_rules_set_white_passes_last)
FLAG_ACCESSORS(free_handicap, gor_rules_free_handicap,
               gor_rules_set_free_handicap)

gor_color gor_rules_first_player(const gor_rules *rules)
{
    return rules ? (gor_color)rules->first : GOR_EMPTY;
}

int gor_rules_set_first_player(gor_rules *rules, gor_color c)
{
    if (!rules || (c != GOR_BLACK && c != GOR_WHITE))
        return GOR_EINVAL;
    rules->first = c;
    return GOR_OK;
}

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

int gor_rules_free_opening(const gor_rules *rules)
{
    return rules ? rules->free_opening : 0;
}

int gor_rules_set_free_opening(gor_rules *rules, int stones)
{
    if (!rules || stones < 0 || stones > MAX_FREE_OPENING)
        return GOR_EINVAL;
    rules->free_opening = stones;
    return GOR_OK;
}

/* The points the handicap stones are worth to White under the rules'
 * compensation (gorules_score.h). */
double gor_handicap_bonus(const gor_rules *rules, int handicap)
{
    if (!rules || handicap < 2)
        return 0.0;
    switch (gor_rules_handicap_comp(rules)) {
    case GOR_COMP_H:
        return handicap;
    case GOR_COMP_H_MINUS_1:
        return handicap - 1;
    default:
        return 0.0;
    }
}
