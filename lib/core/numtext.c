/* SPDX-License-Identifier: MIT */
/* numtext.c - decimal numbers read and written with '.', whatever the
 * locale (see numtext.h). */
#include "core/numtext.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* 1e0 .. 1e22: every one is a double exactly. */
static const double exact_pow10[] = {
    1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

#define MAX_DIGITS 19      /* significant digits kept: fit in uint64_t */
#define EXP_CLAMP 100000L  /* exponents beyond this are all the same */

/* ---- exact comparison of m * 10^e with a binary number --------------- */

/* Unsigned integers of up to 80 * 32 bits: m * 5^379 shifted by the
 * widest exponent gap needs about 2300 bits. */
#define BIG_LIMBS 80
typedef struct big {
    uint32_t d[BIG_LIMBS]; /* least significant first */
    size_t n;
} big;

static void big_set(big *b, uint64_t v)
{
    b->n = 0;
    while (v) {
        b->d[b->n++] = (uint32_t)v;
        v >>= 32;
    }
}

static void big_mul_small(big *b, uint32_t f)
{
    uint64_t carry = 0;
    for (size_t i = 0; i < b->n; i++) {
        uint64_t t = (uint64_t)b->d[i] * f + carry;
        b->d[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (carry && b->n < BIG_LIMBS)
        b->d[b->n++] = (uint32_t)carry;
}

static void big_mul_pow5(big *b, long k)
{
    for (; k >= 13; k -= 13)
        big_mul_small(b, 1220703125u); /* 5^13 */
    static const uint32_t small[13] = {1,     5,      25,      125,     625,
                                       3125,  15625,  78125,   390625,
                                       1953125, 9765625, 48828125, 244140625};
    if (k > 0)
        big_mul_small(b, small[k]);
}

static void big_shl(big *b, long bits)
{
    if (!b->n || bits <= 0)
        return;
    size_t words = (size_t)bits / 32, s = (size_t)bits % 32;
    size_t n = b->n + words + 1;
    if (n > BIG_LIMBS)
        n = BIG_LIMBS; /* cannot happen within the exponent limits */
    for (size_t i = n; i-- > 0;) {
        uint64_t hi = i >= words && i - words < b->n ? b->d[i - words] : 0;
        uint64_t lo =
            s && i >= words + 1 && i - words - 1 < b->n ? b->d[i - words - 1]
                                                        : 0;
        b->d[i] = (uint32_t)((hi << s) | (s ? lo >> (32 - s) : 0));
    }
    b->n = n;
    while (b->n && !b->d[b->n - 1])
        b->n--;
}

static int big_cmp(const big *a, const big *b)
{
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (size_t i = a->n; i-- > 0;)
        if (a->d[i] != b->d[i])
            return a->d[i] < b->d[i] ? -1 : 1;
    return 0;
}

/* Sign of m * 10^e - h * 2^p. */
static int cmp_decimal(uint64_t m, long e, uint64_t h, long p)
{
    big a, b;
    long a2 = e, b2 = p;
    big_set(&a, m);
    big_set(&b, h);
    if (e >= 0)
        big_mul_pow5(&a, e);  /* m * 5^e * 2^e */
    else
        big_mul_pow5(&b, -e); /* m * 2^e against h * 5^-e * 2^p */
    if (a2 > b2)
        big_shl(&a, a2 - b2);
    else
        big_shl(&b, b2 - a2);
    return big_cmp(&a, &b);
}

/* x (finite, >= 0) as mant * 2^exp with an integer mant. */
static void split(double x, uint64_t *mant, long *exp)
{
    int k;
    double f = frexp(x, &k);
    *mant = (uint64_t)ldexp(f, 53);
    *exp = (long)k - 53;
}

/* Sign of m * 10^e - (x + y) / 2, x and y neighbouring doubles >= 0 (y
 * may be +inf: then 2^1024 stands for it). */
static int cmp_halfway(uint64_t m, long e, double x, double y)
{
    uint64_t mx, my;
    long ex, ey;
    split(x, &mx, &ex);
    if (isinf(y)) {
        my = UINT64_C(1) << 52;
        ey = 1024 - 52;
    } else if (y == 0) {
        my = 0;
        ey = ex;
    } else {
        split(y, &my, &ey);
    }
    if (x == 0) {
        mx = 0;
        ex = ey;
    }
    long lo = ex < ey ? ex : ey; /* neighbours: ex and ey differ by <= 1 */
    uint64_t h = (mx << (ex - lo)) + (my << (ey - lo));
    return cmp_decimal(m, e, h, lo - 1);
}

static int odd(double x)
{
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    return (int)(bits & 1);
}

/* The double nearest m * 10^e (ties to even), m > 0, from an estimate a
 * few units in the last place away. */
static double correct(uint64_t m, long e, double x)
{
    if (x == 0)
        x = nextafter(0.0, 1.0);
    if (isinf(x))
        x = DBL_MAX;
    for (int i = 0; i < 64 && !isinf(x); i++) {
        double up = nextafter(x, INFINITY);
        int c = cmp_halfway(m, e, x, up);
        if (c > 0 || (c == 0 && odd(x))) {
            x = up;
            continue;
        }
        if (x == 0)
            break;
        double down = nextafter(x, 0.0);
        c = cmp_halfway(m, e, x, down);
        if (c < 0 || (c == 0 && odd(x))) {
            x = down;
            continue;
        }
        break;
    }
    return x;
}

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
        /* Other inputs: an estimate within a few units in the last place,
         * then exact comparisons with the halfway points settle it. */
        double x = (double)m;
        long k = exp10;
        for (; k > 22; k -= 22)
            x *= 1e22;
        for (; k < -22; k += 22)
            x /= 1e22;
        x = k < 0 ? x / exact_pow10[-k] : x * exact_pow10[k];
        v = correct(m, exp10, x);
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
