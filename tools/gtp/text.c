/* SPDX-License-Identifier: MIT */
/*
 * text.c - the growable text an answer is built in. An allocation failure
 * sets `oom` and drops further text; the answer is then "out of memory".
 */
#include "gtp.h"
#include "core/numtext.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void reserve(gtp_text *t, size_t extra)
{
    if (t->oom || t->n + extra + 1 <= t->cap)
        return;
    size_t cap = t->cap ? t->cap : 256;
    while (cap < t->n + extra + 1)
        cap *= 2;
    char *s = realloc(t->s, cap);
    if (!s) {
        t->oom = 1;
        return;
    }
    t->s = s;
    t->cap = cap;
}

void gtp_text_addn(gtp_text *t, const char *s, size_t len)
{
    reserve(t, len);
    if (t->oom)
        return;
    memcpy(t->s + t->n, s, len);
    t->n += len;
    t->s[t->n] = 0;
}

void gtp_text_add(gtp_text *t, const char *s)
{
    gtp_text_addn(t, s, strlen(s));
}

void gtp_text_addf(gtp_text *t, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    int len = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (len < 0)
        return;
    if ((size_t)len < sizeof buf) {
        gtp_text_addn(t, buf, (size_t)len);
        return;
    }
    reserve(t, (size_t)len);
    if (t->oom)
        return;
    va_start(ap, fmt);
    vsnprintf(t->s + t->n, (size_t)len + 1, fmt, ap);
    va_end(ap);
    t->n += (size_t)len;
}

void gtp_text_clear(gtp_text *t)
{
    t->n = 0;
    t->oom = 0;
    if (t->s)
        t->s[0] = 0;
}

void gtp_text_add_number(gtp_text *t, double v)
{
    char buf[400];
    numtext_format(v, 4, buf, sizeof buf);
    gtp_text_add(t, buf);
}
