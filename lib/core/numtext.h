/* SPDX-License-Identifier: MIT */
/*
 * numtext.h - numbers and letters in text, the same whatever the process
 * locale. Internal to the library (hidden, no public API); the tools
 * compile numtext.c into themselves too.
 *
 * <stdlib.h> strtod() and the printf family's %f / %g follow LC_NUMERIC:
 * after setlocale(LC_ALL, "") under a German locale strtod("7.5") stops
 * at the '.' and printf("%g", 7.5) writes "7,5". <ctype.h> follows
 * LC_CTYPE: under a Turkish UTF-8 locale tolower('I') is 'I', under
 * Latin-1 locales isalpha(0xE4) is true. Rules texts, SGF and GTP are
 * ASCII formats with '.' as the decimal point, so the library reads and
 * writes them with these functions only.
 */
#ifndef GOR_NUMTEXT_H
#define GOR_NUMTEXT_H

#include <stddef.h>

/*
 * Read a decimal number at s (no leading blanks): an optional sign,
 * digits with an optional '.' and fraction (at least one digit in all:
 * "7", "7.5", ".5", "7."), an optional exponent ("e-2", only taken when
 * digits follow the e). No hexadecimal, "inf" or "nan". Returns 1 and
 * sets *out and *end (past the number; end may be NULL), or returns 0
 * with *end = s and *out untouched when s does not start with a number.
 *
 * The value is the correctly rounded double (ties to even), as strtod()
 * gives in the C locale, for up to 19 significant digits; digits past the
 * 19th are dropped (then it may be one unit in the last place off). Too
 * large gives +-HUGE_VAL, too small 0.
 */
int numtext_parse(const char *s, const char **end, double *out);

/*
 * Write v with '.' as the point and at most `decimals` (0..9) digits
 * after it, rounded to nearest (ties to even), trailing zeros and a
 * trailing point dropped: 7.5 -> "7.5", 7 -> "7", -0.25 -> "-0.25",
 * 1/3 with 4 decimals -> "0.3333". No exponent; "-" only when the number
 * written is not zero; "nan", "inf", "-inf" for those. Every multiple of
 * 0.25 round-trips exactly through numtext_parse() with decimals >= 2.
 * snprintf-style: writes at most size bytes including the '\0' (buf may
 * be NULL when size is 0) and returns the length of the whole text.
 */
int numtext_format(double v, int decimals, char *buf, size_t size);

/* ASCII character classes and case, unlike <ctype.h> locale-proof. */
static inline int ascii_isdigit(int c)
{
    return c >= '0' && c <= '9';
}

static inline int ascii_isspace(int c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

static inline int ascii_isalpha(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static inline int ascii_isalnum(int c)
{
    return ascii_isalpha(c) || ascii_isdigit(c);
}

static inline int ascii_tolower(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

static inline int ascii_toupper(int c)
{
    return c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c;
}

#endif
