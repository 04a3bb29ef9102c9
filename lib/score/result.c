/* SPDX-License-Identifier: MIT */
/*
 * result.c - the result of a game and its written forms: SGF RE (written
 * and read, with the spellings of real records) and the Chinese statement
 * (Chinese Weiqi Rules (2002), the count in stones).
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gorules_score.h"
#include "core/numtext.h"
#include "core/sized.h"

/* A full struct of this version, cleared (results are built in one and
 * then stored into the caller's, see sized.h). */
static void result_clear(gor_result *r)
{
    memset(r, 0, sizeof *r);
    r->size = sizeof *r;
    r->outcome = GOR_OUTCOME_UNKNOWN;
    r->winner = GOR_EMPTY;
    r->end = GOR_END_NONE;
}

int gor_result_from_score(const gor_score *score, gor_end end,
                          gor_result *out)
{
    gor_result r;
    if (!score || !out || !sized_ok(out, RESULT_SIZE_1_0) ||
        !sized_ok(score, SCORE_SIZE_1_0))
        return GOR_EINVAL;
    result_clear(&r);
    r.end = end;
    r.counted = 1;
    r.scoring = score->scoring;
    if (score->margin > 0 || score->margin < 0) {
        r.outcome = GOR_OUTCOME_WIN;
        r.winner = score->margin > 0 ? GOR_BLACK : GOR_WHITE;
        r.margin = fabs(score->margin);
    } else if (score->winner == GOR_BLACK || score->winner == GOR_WHITE) {
        /* An even count that the ruleset's tie rule gives to one side. */
        r.outcome = GOR_OUTCOME_WIN;
        r.winner = score->winner;
    } else {
        r.outcome = GOR_OUTCOME_DRAW;
    }
    r.margin_stones = r.margin / 2.0;
    sized_store(out, &r, sizeof r);
    return GOR_OK;
}

static int game_result(const gor_game *game, const gor_score_options *opts,
                       gor_result *out);

int gor_game_result(const gor_game *game, const gor_score_options *opts,
                    gor_result *out)
{
    gor_result r;
    int st;
    if (!game || !out || !sized_ok(out, RESULT_SIZE_1_0))
        return GOR_EINVAL;
    result_clear(&r);
    st = game_result(game, opts, &r);
    if (!st)
        sized_store(out, &r, sizeof r);
    return st;
}

/* gor_game_result() into a full struct of this version. */
static int game_result(const gor_game *game, const gor_score_options *opts,
                       gor_result *out)
{
    gor_end end = gor_game_end_reason(game);
    switch (end) {
    case GOR_END_RESIGN:
    case GOR_END_TIME:
    case GOR_END_FORFEIT:
    case GOR_END_REPETITION: {
        gor_color w = gor_game_winner(game);
        result_clear(out);
        out->end = end;
        if (w == GOR_BLACK || w == GOR_WHITE) {
            out->outcome = GOR_OUTCOME_WIN;
            out->winner = w;
        } else {
            out->outcome = GOR_OUTCOME_DRAW; /* a referee's draw */
        }
        return GOR_OK;
    }
    case GOR_END_CYCLE_DRAW:
        result_clear(out);
        out->end = end;
        out->outcome = GOR_OUTCOME_DRAW;
        return GOR_OK;
    case GOR_END_NO_RESULT:
    case GOR_END_VOID:
    case GOR_END_REPLAY:
        result_clear(out);
        out->end = end;
        out->outcome = GOR_OUTCOME_NO_RESULT;
        return GOR_OK;
    default: {
        gor_score sc = GOR_SCORE_INIT;
        int st = gor_game_score(game, opts, &sc, NULL, 0);
        if (st)
            return st;
        return gor_result_from_score(&sc, end, out);
    }
    }
}

/* ------------------------------------------------------------------ */
/* Writing                                                              */

/* snprintf-style appender. */
typedef struct sbuf {
    char *buf;
    size_t size, len;
} sbuf;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void sb_printf(sbuf *b, const char *fmt, ...)
{
    va_list ap;
    size_t room = b->len < b->size ? b->size - b->len : 0;
    int k;
    va_start(ap, fmt);
    k = vsnprintf(room ? b->buf + b->len : NULL, room, fmt, ap);
    va_end(ap);
    if (k > 0)
        b->len += (size_t)k;
}

static int sb_done(sbuf *b)
{
    if (b->size && b->len >= b->size)
        b->buf[b->size - 1] = '\0';
    return (int)b->len;
}

/* A number with at most the digits needed: 7.5, 0.25, 12. */
static void sb_number(sbuf *b, double v)
{
    char tmp[400];
    numtext_format(v, 4, tmp, sizeof tmp);
    sb_printf(b, "%s", tmp);
}

int gor_result_to_sgf(const gor_result *r, char *buf, size_t size)
{
    sbuf b = { buf, size, 0 };
    if (!r || (!buf && size) || !sized_ok(r, RESULT_SIZE_1_0))
        return GOR_EINVAL;
    if (size)
        buf[0] = '\0';
    switch (r->outcome) {
    case GOR_OUTCOME_DRAW:
        sb_printf(&b, "0");
        break;
    case GOR_OUTCOME_NO_RESULT:
        sb_printf(&b, "Void");
        break;
    case GOR_OUTCOME_WIN:
        if (r->winner != GOR_BLACK && r->winner != GOR_WHITE)
            return GOR_EINVAL;
        sb_printf(&b, "%s+", r->winner == GOR_BLACK ? "B" : "W");
        if (r->counted)
            sb_number(&b, r->margin);
        else if (r->end == GOR_END_RESIGN)
            sb_printf(&b, "R");
        else if (r->end == GOR_END_TIME)
            sb_printf(&b, "T");
        else if (r->end == GOR_END_FORFEIT || r->end == GOR_END_REPETITION)
            sb_printf(&b, "F");
        break;
    default:
        sb_printf(&b, "?");
        break;
    }
    return sb_done(&b);
}

/* "1/4", "2又3/4", "3", "1/8" ... for a non-negative multiple of 1/8. */
static void sb_fraction(sbuf *b, double v)
{
    long long eighths = llround(v * 8.0);
    long long whole = eighths / 8, rest = eighths % 8;
    long long num = rest, den = 8;
    while (num && num % 2 == 0) {
        num /= 2;
        den /= 2;
    }
    if (rest == 0)
        sb_printf(b, "%lld", whole);
    else if (whole == 0)
        sb_printf(b, "%lld/%lld", num, den);
    else
        sb_printf(b, "%lld又%lld/%lld", whole, num, den);
}

/* Territory margins: "7目", "半目", "6目半"; other fractions as stones. */
static void sb_points(sbuf *b, double v)
{
    long long halves = llround(v * 2.0);
    if (halves * 0.5 == v) {
        long long whole = halves / 2;
        if (halves % 2 == 0)
            sb_printf(b, "%lld目", whole);
        else if (whole == 0)
            sb_printf(b, "半目");
        else
            sb_printf(b, "%lld目半", whole);
        return;
    }
    sb_fraction(b, v);
    sb_printf(b, "目");
}

int gor_result_to_chinese(const gor_result *r, unsigned flags, char *buf,
                          size_t size)
{
    sbuf b = { buf, size, 0 };
    const char *win, *lose;
    if (!r || (!buf && size) || !sized_ok(r, RESULT_SIZE_1_0) ||
        (flags & ~0x7u))
        return GOR_EINVAL;
    if (size)
        buf[0] = '\0';
    switch (r->outcome) {
    case GOR_OUTCOME_DRAW:
        sb_printf(&b, "和");
        return sb_done(&b);
    case GOR_OUTCOME_NO_RESULT:
        sb_printf(&b, r->end == GOR_END_REPLAY ? "重下" : "无胜负");
        return sb_done(&b);
    case GOR_OUTCOME_WIN:
        break;
    default:
        return GOR_EINVAL;
    }
    if (r->winner != GOR_BLACK && r->winner != GOR_WHITE)
        return GOR_EINVAL;
    win = r->winner == GOR_BLACK ? "黑" : "白";
    lose = r->winner == GOR_BLACK ? "白" : "黑";
    if (!r->counted) {
        switch (r->end) {
        case GOR_END_RESIGN:
            sb_printf(&b, "%s中盘胜", win);
            break;
        case GOR_END_TIME:
            sb_printf(&b, "%s超时负", lose);
            break;
        case GOR_END_FORFEIT:
        case GOR_END_REPETITION:
            sb_printf(&b, "%s判负", lose);
            break;
        default:
            sb_printf(&b, "%s胜", win);
            break;
        }
        return sb_done(&b);
    }
    /* By count. */
    {
        const char *who = win, *verb = "胜";
        if ((flags & GOR_CN_BLACK_VIEW) && r->winner == GOR_WHITE) {
            who = "黑";
            verb = "负";
        }
        if (r->scoring == GOR_SCORING_TERRITORY) {
            sb_printf(&b, "%s%s", who, verb);
            sb_points(&b, r->margin);
            return sb_done(&b);
        }
        double stones = r->margin_stones;
        if (flags & GOR_CN_COLLOQUIAL) {
            double q = stones * 4.0;
            long long iq = llround(q);
            if ((double)iq == q && (iq % 2) != 0)
                stones = floor(stones) + 0.5;
        }
        if (flags & GOR_CN_DECIMAL) {
            sb_printf(&b, "%s", who);
            sb_number(&b, stones);
            sb_printf(&b, "子%s", verb);
        } else {
            sb_printf(&b, "%s%s", who, verb);
            sb_fraction(&b, stones);
            sb_printf(&b, "子");
        }
    }
    return sb_done(&b);
}

/* ------------------------------------------------------------------ */
/* Reading SGF RE                                                       */

static int starts_ci(const char *s, const char *prefix)
{
    while (*prefix) {
        if (ascii_tolower((unsigned char)*s) != ascii_tolower((unsigned char)*prefix))
            return 0;
        s++;
        prefix++;
    }
    return 1;
}

/* The word at s (letters only), compared without case. */
static int word_is(const char *s, const char *word)
{
    size_t n = strlen(word);
    return starts_ci(s, word) && !ascii_isalpha((unsigned char)s[n]);
}

static int result_parse(const char *text, gor_result *out);

int gor_result_parse_sgf(const char *text, gor_result *out)
{
    gor_result r;
    int st;
    if (!text || !out || !sized_ok(out, RESULT_SIZE_1_0))
        return GOR_EINVAL;
    result_clear(&r);
    st = result_parse(text, &r);
    if (st)
        result_clear(&r); /* unknown */
    sized_store(out, &r, sizeof r);
    return st;
}

/* gor_result_parse_sgf() into a cleared full struct. */
static int result_parse(const char *text, gor_result *out)
{
    const char *s;
    s = text;
    while (ascii_isspace((unsigned char)*s))
        s++;
    if (*s == '\0' || *s == '?')
        return GOR_OK; /* unknown */

    /* Whole-word forms. */
    if (word_is(s, "void") || starts_ci(s, "no result")) {
        out->outcome = GOR_OUTCOME_NO_RESULT;
        out->end = GOR_END_VOID;
        return GOR_OK;
    }
    if (word_is(s, "draw") || word_is(s, "jigo") || word_is(s, "d") ||
        starts_ci(s, "d+") || starts_ci(s, "0")) {
        if (*s == '0') {
            /* "0" alone (or "0.0") is a draw; other numbers are not. */
            const char *e;
            double v = 0;
            numtext_parse(s, &e, &v);
            while (ascii_isspace((unsigned char)*e))
                e++;
            if (v != 0.0 || *e != '\0')
                return GOR_EPARSE;
        }
        out->outcome = GOR_OUTCOME_DRAW;
        if (starts_ci(s, "d+j"))
            out->end = GOR_END_FORFEIT;
        return GOR_OK;
    }
    if (starts_ci(s, "white resigns")) {
        out->outcome = GOR_OUTCOME_WIN;
        out->winner = GOR_BLACK;
        out->end = GOR_END_RESIGN;
        return GOR_OK;
    }
    if (starts_ci(s, "black resigns")) {
        out->outcome = GOR_OUTCOME_WIN;
        out->winner = GOR_WHITE;
        out->end = GOR_END_RESIGN;
        return GOR_OK;
    }

    /* B+..., W+..., bare B or W. */
    if ((*s == 'B' || *s == 'b' || *s == 'W' || *s == 'w') &&
        (s[1] == '+' || s[1] == '\0' || ascii_isspace((unsigned char)s[1]))) {
        gor_color who = (*s == 'B' || *s == 'b') ? GOR_BLACK : GOR_WHITE;
        const char *t = s[1] == '+' ? s + 2 : s + 1;
        out->outcome = GOR_OUTCOME_WIN;
        out->winner = who;
        while (*t == ' ')
            t++;
        if (ascii_isdigit((unsigned char)*t) || *t == '.') {
            double v;
            if (numtext_parse(t, NULL, &v) && v >= 0) {
                out->counted = 1;
                out->scoring = GOR_SCORING_AREA;
                out->margin = v;
                out->margin_stones = v / 2.0;
            }
        } else if (word_is(t, "r") || starts_ci(t, "resign")) {
            out->end = GOR_END_RESIGN;
        } else if (word_is(t, "t") || starts_ci(t, "time")) {
            out->end = GOR_END_TIME;
        } else if (word_is(t, "f") || starts_ci(t, "forfeit") ||
                   starts_ci(t, "illegal") || word_is(t, "j")) {
            out->end = GOR_END_FORFEIT;
        } else if (starts_ci(t, "repetition")) {
            out->end = GOR_END_REPETITION;
        }
        return GOR_OK;
    }
    return GOR_EPARSE;
}
