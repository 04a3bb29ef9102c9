/* SPDX-License-Identifier: MIT */
/* numtext.c - decimal numbers read and written with '.', whatever the
 * locale (see numtext.h). */
#include "numtext.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

/* 1e0 .. 1e22: every one is a double exactly. */
static const double exact_pow10[] = {
    1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

#define MAX_DIGITS 19      /* significant digits kept: fit in uint64_t */
#define EXP_CLAMP 100000L  /* exponents beyond this are all the same */

int numtext_parse(const char *s, const char **end, double *out)
{
    const char *p = s;
    uint64_t m = 0;   /* the significant digits */
    int kept = 0;     /* how many of them (leading zeros not counted) */
    int any = 0;      /* a digit was seen */
    long exp10 = 0;   /* value = m * 10^exp10 */
    int neg = 0;

    if (*p == '+' || *p == '-')
        neg = *p++ == '-';
    for (; ascii_isdigit((unsigned char)*p); p++) {
        any = 1;
        if (kept < MAX_DIGITS) {
            m = m * 10 + (uint64_t)(*p - '0');
            kept += m != 0;
        } else {
            exp10++;
        }
    }
    if (*p == '.' && (any || ascii_isdigit((unsigned char)p[1]))) {
        for (p++; ascii_isdigit((unsigned char)*p); p++) {
            any = 1;
            if (kept < MAX_DIGITS) {
                m = m * 10 + (uint64_t)(*p - '0');
                kept += m != 0;
                exp10--;
            }
        }
    }
    if (!any) {
        if (end)
            *end = s;
        return 0;
    }
    if (*p == 'e' || *p == 'E') {
        const char *q = p + 1;
        int eneg = 0;
        long e = 0;
        if (*q == '+' || *q == '-')
            eneg = *q++ == '-';
        if (ascii_isdigit((unsigned char)*q)) {
            for (; ascii_isdigit((unsigned char)*q); q++)
                if (e < EXP_CLAMP)
                    e = e * 10 + (*q - '0');
            exp10 += eneg ? -e : e;
            p = q;
        }
    }

    double v;
    if (m == 0) {
        v = 0.0;
    } else if (m <= (UINT64_C(1) << 53) && exp10 >= -22 && exp10 <= 22) {
        /* Both operands exact: one correctly rounded operation. */
        v = exp10 < 0 ? (double)m / exact_pow10[-exp10]
                      : (double)m * exact_pow10[exp10];
    } else if (exp10 + kept > 330) {
        v = HUGE_VAL;
    } else if (exp10 + kept < -360) {
        v = 0.0;
    } else {
        /* Unusual inputs: long double keeps the error below an ulp. */
        long double x = (long double)m, pw = 1.0L, base = 10.0L;
        unsigned long k = (unsigned long)(exp10 < 0 ? -exp10 : exp10);
        while (k) {
            if (k & 1)
                pw *= base;
            base *= base;
            k >>= 1;
        }
        v = (double)(exp10 < 0 ? x / pw : x * pw);
    }
    *out = neg ? -v : v;
    if (end)
        *end = p;
    return 1;
}

/* The decimal digits of n, most significant first, at out; their count. */
static size_t put_uint(char *out, uint64_t n)
{
    char rev[24];
    size_t k = 0, i;
    do {
        rev[k++] = (char)('0' + n % 10);
        n /= 10;
    } while (n);
    for (i = 0; i < k; i++)
        out[i] = rev[k - 1 - i];
    return k;
}

int numtext_format(double v, int decimals, char *buf, size_t size)
{
    char tmp[400]; /* DBL_MAX has 309 integer digits */
    size_t n = 0;

    if (decimals < 0)
        decimals = 0;
    if (decimals > 9)
        decimals = 9;
    if (isnan(v)) {
        memcpy(tmp, "nan", 3);
        n = 3;
    } else if (isinf(v)) {
        memcpy(tmp, v < 0 ? "-inf" : "inf", v < 0 ? 4 : 3);
        n = v < 0 ? 4 : 3;
    } else {
        double a = fabs(v);
        uint64_t scale = 1, frac = 0;
        for (int i = 0; i < decimals; i++)
            scale *= 10;
        if (a < 18446744073709549568.0) { /* the largest double < 2^64 */
            uint64_t ip = (uint64_t)a;
            double f = (a - (double)ip) * (double)scale; /* a - ip exact */
            double fl = floor(f);
            frac = (uint64_t)fl;
            /* Ties go to the even last digit: of frac, or of ip when no
             * decimals are written. */
            if (f - fl > 0.5 ||
                (f - fl == 0.5 && ((decimals ? frac : ip) & 1)))
                frac++;
            if (frac >= scale) {
                frac -= scale;
                ip++;
            }
            if (v < 0 && (ip || frac))
                tmp[n++] = '-';
            n += put_uint(tmp + n, ip);
        } else {
            /* An integer of 20 digits or more (never a komi, a score or
             * a time): its first 17 digits, then zeros. */
            int e = 0;
            while (a >= 1e17) {
                a /= 10;
                e++;
            }
            if (v < 0)
                tmp[n++] = '-';
            n += put_uint(tmp + n, (uint64_t)(a + 0.5));
            while (e-- > 0)
                tmp[n++] = '0';
        }
        if (frac) {
            size_t start = n + 1;
            tmp[n++] = '.';
            for (uint64_t d = scale / 10; d; d /= 10) {
                tmp[n++] = (char)('0' + frac / d % 10);
            }
            while (n > start && tmp[n - 1] == '0')
                n--;
        }
    }
    if (size) {
        size_t k = n < size - 1 ? n : size - 1;
        memcpy(buf, tmp, k);
        buf[k] = '\0';
    }
    return (int)n;
}
