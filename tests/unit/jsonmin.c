/* SPDX-License-Identifier: MIT */
/*
 * jsonmin.c - see jsonmin.h.
 */
#include "jsonmin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define JS_MAX_DEPTH 64

typedef struct parser {
    const char *s;
    size_t n, pos;
    char *err;
    size_t errsize;
    int failed;
} parser;

static void js_fail(parser *p, const char *what)
{
    if (!p->failed && p->err && p->errsize)
        snprintf(p->err, p->errsize, "JSON: %s at offset %zu", what, p->pos);
    p->failed = 1;
}

static void skip_ws(parser *p)
{
    while (p->pos < p->n && (p->s[p->pos] == ' ' || p->s[p->pos] == '\t' ||
                             p->s[p->pos] == '\n' || p->s[p->pos] == '\r'))
        p->pos++;
}

static int peek(const parser *p)
{
    return p->pos < p->n ? (unsigned char)p->s[p->pos] : -1;
}

static int literal(parser *p, const char *word)
{
    size_t k = strlen(word);
    if (p->n - p->pos < k || memcmp(p->s + p->pos, word, k) != 0)
        return 0;
    p->pos += k;
    return 1;
}

static void free_contents(js_value *v)
{
    if (v->type == JS_STRING)
        free(v->string);
    if (v->type == JS_ARRAY || v->type == JS_OBJECT) {
        for (size_t k = 0; k < v->len; k++) {
            free_contents(&v->items[k]);
            if (v->keys)
                free(v->keys[k]);
        }
        free(v->items);
        free(v->keys);
    }
}

static int hex4(parser *p, unsigned *out)
{
    unsigned v = 0;
    for (int k = 0; k < 4; k++) {
        int c = peek(p);
        v <<= 4;
        if (c >= '0' && c <= '9')
            v |= (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f')
            v |= (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            v |= (unsigned)(c - 'A' + 10);
        else
            return 0;
        p->pos++;
    }
    *out = v;
    return 1;
}

/* Append UTF-8 of code point cp to buf (room checked by the caller). */
static size_t put_utf8(char *buf, unsigned cp)
{
    if (cp < 0x80) {
        buf[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        buf[0] = (char)(0xc0 | (cp >> 6));
        buf[1] = (char)(0x80 | (cp & 0x3f));
        return 2;
    }
    if (cp < 0x10000) {
        buf[0] = (char)(0xe0 | (cp >> 12));
        buf[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
        buf[2] = (char)(0x80 | (cp & 0x3f));
        return 3;
    }
    buf[0] = (char)(0xf0 | (cp >> 18));
    buf[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
    buf[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
    buf[3] = (char)(0x80 | (cp & 0x3f));
    return 4;
}

/* A string starting at the opening quote; its bytes into *out (malloc). */
static char *parse_string(parser *p, size_t *outlen)
{
    p->pos++; /* the quote */
    /* Escapes never grow the text: \uXXXX (6 bytes) is at most 4 bytes,
     * a surrogate pair (12) is 4. */
    size_t start = p->pos, cap = 0;
    while (start + cap < p->n && p->s[start + cap] != '"') {
        if (p->s[start + cap] == '\\')
            cap++;
        cap++;
    }
    char *buf = malloc(cap + 1);
    size_t n = 0;
    if (!buf) {
        js_fail(p, "out of memory");
        return NULL;
    }
    for (;;) {
        int c = peek(p);
        if (c < 0) {
            js_fail(p, "unterminated string");
            break;
        }
        p->pos++;
        if (c == '"') {
            buf[n] = 0;
            *outlen = n;
            return buf;
        }
        if (c < 0x20) {
            js_fail(p, "control character in string");
            break;
        }
        if (c != '\\') {
            buf[n++] = (char)c;
            continue;
        }
        c = peek(p);
        p->pos++;
        switch (c) {
        case '"': buf[n++] = '"'; break;
        case '\\': buf[n++] = '\\'; break;
        case '/': buf[n++] = '/'; break;
        case 'b': buf[n++] = '\b'; break;
        case 'f': buf[n++] = '\f'; break;
        case 'n': buf[n++] = '\n'; break;
        case 'r': buf[n++] = '\r'; break;
        case 't': buf[n++] = '\t'; break;
        case 'u': {
            unsigned cp, lo;
            if (!hex4(p, &cp)) {
                js_fail(p, "bad \\u escape");
                goto out;
            }
            if (cp >= 0xd800 && cp < 0xdc00) {
                if (!literal(p, "\\u") || !hex4(p, &lo) || lo < 0xdc00 ||
                    lo > 0xdfff) {
                    js_fail(p, "unpaired surrogate");
                    goto out;
                }
                cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
            } else if (cp >= 0xdc00 && cp < 0xe000) {
                js_fail(p, "unpaired surrogate");
                goto out;
            }
            n += put_utf8(buf + n, cp);
            break;
        }
        default:
            js_fail(p, "bad escape");
            goto out;
        }
    }
out:
    free(buf);
    return NULL;
}

static int parse_number(parser *p, double *out)
{
    size_t start = p->pos;
    if (peek(p) == '-')
        p->pos++;
    if (peek(p) == '0') {
        p->pos++;
    } else if (peek(p) >= '1' && peek(p) <= '9') {
        while (peek(p) >= '0' && peek(p) <= '9')
            p->pos++;
    } else {
        return 0;
    }
    if (peek(p) == '.') {
        p->pos++;
        if (!(peek(p) >= '0' && peek(p) <= '9'))
            return 0;
        while (peek(p) >= '0' && peek(p) <= '9')
            p->pos++;
    }
    if (peek(p) == 'e' || peek(p) == 'E') {
        p->pos++;
        if (peek(p) == '+' || peek(p) == '-')
            p->pos++;
        if (!(peek(p) >= '0' && peek(p) <= '9'))
            return 0;
        while (peek(p) >= '0' && peek(p) <= '9')
            p->pos++;
    }
    char tmp[64];
    size_t k = p->pos - start;
    if (k >= sizeof tmp)
        return 0;
    memcpy(tmp, p->s + start, k);
    tmp[k] = 0;
    *out = strtod(tmp, NULL);
    return 1;
}

static int grow(js_value *v, size_t *cap, int with_keys)
{
    if (v->len < *cap)
        return 1;
    size_t ncap = *cap ? *cap * 2 : 8;
    js_value *items = realloc(v->items, ncap * sizeof *items);
    if (!items)
        return 0;
    v->items = items;
    if (with_keys) {
        char **keys = realloc(v->keys, ncap * sizeof *keys);
        if (!keys)
            return 0;
        v->keys = keys;
    }
    *cap = ncap;
    return 1;
}

static void parse_value(parser *p, js_value *v, int depth);

static void parse_container(parser *p, js_value *v, int depth, int object)
{
    size_t cap = 0;
    const int close = object ? '}' : ']';
    v->type = object ? JS_OBJECT : JS_ARRAY;
    p->pos++;
    skip_ws(p);
    if (peek(p) == close) {
        p->pos++;
        return;
    }
    for (;;) {
        char *key = NULL;
        skip_ws(p);
        if (object) {
            size_t klen;
            if (peek(p) != '"') {
                js_fail(p, "expected a key");
                return;
            }
            key = parse_string(p, &klen);
            if (!key)
                return;
            skip_ws(p);
            if (peek(p) != ':') {
                free(key);
                js_fail(p, "expected ':'");
                return;
            }
            p->pos++;
        }
        if (!grow(v, &cap, object)) {
            free(key);
            js_fail(p, "out of memory");
            return;
        }
        memset(&v->items[v->len], 0, sizeof v->items[v->len]);
        if (object)
            v->keys[v->len] = key;
        v->len++;
        parse_value(p, &v->items[v->len - 1], depth + 1);
        if (p->failed)
            return;
        skip_ws(p);
        if (peek(p) == ',') {
            p->pos++;
            continue;
        }
        if (peek(p) == close) {
            p->pos++;
            return;
        }
        js_fail(p, object ? "expected ',' or '}'" : "expected ',' or ']'");
        return;
    }
}

static void parse_value(parser *p, js_value *v, int depth)
{
    memset(v, 0, sizeof *v);
    if (depth > JS_MAX_DEPTH) {
        js_fail(p, "nested too deeply");
        return;
    }
    skip_ws(p);
    switch (peek(p)) {
    case '{':
        parse_container(p, v, depth, 1);
        return;
    case '[':
        parse_container(p, v, depth, 0);
        return;
    case '"':
        v->type = JS_STRING;
        v->string = parse_string(p, &v->len);
        if (!v->string)
            v->type = JS_NULL;
        return;
    case 't':
    case 'f':
        v->type = JS_BOOL;
        v->boolean = peek(p) == 't';
        if (!literal(p, v->boolean ? "true" : "false"))
            js_fail(p, "bad literal");
        return;
    case 'n':
        if (!literal(p, "null"))
            js_fail(p, "bad literal");
        return;
    default:
        v->type = JS_NUMBER;
        if (!parse_number(p, &v->number))
            js_fail(p, "unexpected character");
        return;
    }
}

js_value *js_parse(const char *text, size_t len, char *err, size_t errsize)
{
    parser p = {text, len, 0, err, errsize, 0};
    js_value *v = malloc(sizeof *v);
    if (!v) {
        js_fail(&p, "out of memory");
        return NULL;
    }
    parse_value(&p, v, 0);
    skip_ws(&p);
    if (!p.failed && p.pos != p.n)
        js_fail(&p, "trailing characters");
    if (p.failed) {
        js_free(v);
        return NULL;
    }
    return v;
}

void js_free(js_value *v)
{
    if (!v)
        return;
    free_contents(v);
    free(v);
}

const js_value *js_get(const js_value *v, const char *key)
{
    if (!v || v->type != JS_OBJECT)
        return NULL;
    for (size_t k = 0; k < v->len; k++)
        if (strcmp(v->keys[k], key) == 0)
            return &v->items[k];
    return NULL;
}

const js_value *js_at(const js_value *v, size_t i)
{
    if (!v || v->type != JS_ARRAY || i >= v->len)
        return NULL;
    return &v->items[i];
}

const char *js_str(const js_value *v)
{
    return v && v->type == JS_STRING ? v->string : NULL;
}
