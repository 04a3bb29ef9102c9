/* SPDX-License-Identifier: MIT */
/*
 * sgf_parse.c - SGF text to a collection, without recursion.
 *
 * Grammar (FF[4]): Collection = GameTree+; GameTree = "(" Sequence
 * GameTree* ")"; Sequence = Node+; Node = ";" Property*; Property =
 * PropIdent PropValue+; PropIdent = UcLetter+; PropValue = "[" CValueType
 * "]". The parser keeps an explicit stack of open game trees, so the
 * nesting depth costs heap, not C stack, and is bounded by max_depth.
 *
 * Repairs, each recorded as a parse note (GOR_SGF_STRICT refuses the
 * marked ones): text outside game trees is skipped; lower-case letters in
 * identifiers are dropped (FF[3] "AddBlack" = AB) and an identifier of
 * lower-case letters only is upper-cased (*); a property repeated in a node
 * has its values merged; a variation without nodes "(;B[aa]((;W[bb])))"
 * hands its variations to the enclosing node, and "()" is dropped (*).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sgf/sgf_internal.h"
#include "core/sized.h"

#define DEFAULT_MAX_SIZE ((size_t)64 << 20)
#define DEFAULT_MAX_NODES ((size_t)4 << 20)
#define DEFAULT_MAX_DEPTH ((size_t)1000000)
#define MAX_ID_LEN 32

typedef struct frame {
    gor_sgf_node *attach; /* where the first node of this tree hangs      */
    gor_sgf_node *last;   /* the last node of its sequence, or NULL      */
    int had_variation;
    int line, column;     /* of the "("                                   */
} frame;

typedef struct parser {
    const unsigned char *s;
    size_t n, pos;
    /* Position bookkeeping, kept up to date as pos moves: line number of
     * `pos`, start of that line, and the 1-based column of `pos` (in
     * characters where the text is UTF-8, else in bytes). */
    int line;
    size_t line_start;
    int col;
    gor_sgf *sgf;
    gor_sgf_parse_options opts;
    gor_sgf_error *err;
    sgf_decoder dec;
    int have_dec;
    char dec_for[64];  /* the CA text the decoder was chosen for ("" none) */
    int bom_utf8;
    frame *stack;      /* stack0 until deeper than it */
    frame stack0[16];
    size_t depth, cap;
    /* The last look at the UTF-8 validity of the rest of the input (see
     * utf8_rest()): scanned from u8_from, first invalid byte at u8_bad
     * (n: none), start of the last multi-byte character before it at
     * u8_multi (SIZE_MAX: none). */
    size_t u8_from, u8_bad, u8_multi;
    int u8_known;
    /* notes already given, to say each kind once per input */
    int noted_lower, noted_empty, noted_junk;
    size_t merges;
    int plain; /* plain values are copied as they stand (not ISO-2022-JP) */
} parser;

/* ---- byte classes ------------------------------------------------- */

#define CL_SPACE 1u  /* blank: space, tab, line breaks, \v, \f          */
#define CL_LETTER 2u /* A-Z, a-z                                        */
#define CL_STOP 4u   /* ends a plain value: ] \ \n \r NUL ESC, 0x80-0xFF */

static const unsigned char byte_class[256] = {
    4, 0, 0, 0, 0, 0, 0, 0, 0, 1, 5, 1, 1, 5, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0,
    1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 4, 4, 0, 0,
    0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0, 0, 0, 0,
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
};

/* ---- positions --------------------------------------------------- */

/*
 * Move to offset `to`, counting the line breaks and the columns on the way
 * (a column a character where the text is UTF-8: continuation bytes take
 * none).
 */
static void advance(parser *p, size_t to)
{
    const unsigned char *s = p->s;
    int utf8 = !p->have_dec || p->dec.utf8;
    int col = p->col;
    for (size_t i = p->pos; i < to; i++) {
        unsigned c = s[i];
        if (c - 0x0eu < 0x72u) { /* 0x0E-0x7F: one column */
            col++;
        } else if (c >= 0x80) {
            col += !utf8 || (c & 0xc0) != 0x80;
        } else if (c == '\n' ||
                   (c == '\r' && (i + 1 >= p->n || s[i + 1] != '\n'))) {
            p->line++;
            p->line_start = i + 1;
            col = 1;
        } else {
            col++;
        }
    }
    p->col = col;
    p->pos = to;
}

/* Step over one ASCII byte that is not a line break. */
static inline void step(parser *p)
{
    p->pos++;
    p->col++;
}

static int column(parser *p)
{
    return p->col;
}

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

static int fail(parser *p, int status, int line, int col, const char *fmt,
                ...) PRINTF_LIKE(5, 6);
static int fail(parser *p, int status, int line, int col, const char *fmt,
                ...)
{
    char msg[180];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return sgf_error(p->err, status, line, col, "%s", msg);
}

#define fail_here(p, status, ...) \
    fail((p), (status), (p)->line, column(p), __VA_ARGS__)

static int is_space(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' ||
           c == '\f';
}

static int is_letter(int c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/* Step over blanks, counting lines and columns. */
static inline void skip_space(parser *p)
{
    const unsigned char *s = p->s;
    size_t i = p->pos, n = p->n;
    int col = p->col;
    while (i < n && (byte_class[s[i]] & CL_SPACE)) {
        if (s[i] == '\n' ||
            (s[i] == '\r' && (i + 1 >= n || s[i + 1] != '\n'))) {
            p->line++;
            p->line_start = i + 1;
            col = 1;
        } else {
            col++;
        }
        i++;
    }
    p->col = col;
    p->pos = i;
}

/* A printable rendering of the byte at pos for messages. */
static const char *show_char(parser *p, char buf[8])
{
    unsigned c = p->s[p->pos];
    if (c >= 0x21 && c < 0x7f)
        snprintf(buf, 8, "'%c'", (char)c);
    else
        snprintf(buf, 8, "0x%02X", c);
    return buf;
}

/* ---- values -------------------------------------------------------- */

/*
 * Offset of the "]" closing the value whose "[" is at `open`, stepping
 * over escapes and over the trail bytes of the decoder's multi-byte
 * characters; p->n if there is none.
 */
static size_t value_end(const parser *p, size_t open)
{
    const unsigned char *s = p->s;
    size_t i = open + 1, n = p->n;
    sgf_scan scan = p->have_dec && !p->dec.byte_escapes ? p->dec.scan
                                                        : SGF_SCAN_BYTE;
    if (scan == SGF_SCAN_BYTE) {
        for (;;) {
            /* Fast scan for the two interesting bytes. */
            while (i < n && s[i] != ']' && s[i] != '\\')
                i++;
            if (i >= n)
                return n;
            if (s[i] == ']')
                return i;
            i += 2; /* escape */
        }
    }
    int wide = 0; /* ISO-2022-JP: inside a two-byte set */
    while (i < n) {
        unsigned c = s[i];
        if (scan == SGF_SCAN_ISO2022) {
            if (c == 0x1b && i + 2 < n) {
                if (s[i + 1] == '$')
                    wide = 1;
                else if (s[i + 1] == '(')
                    wide = 0;
                i += 3;
                continue;
            }
            if (wide && c >= 0x21 && c < 0x7f) {
                i += 2;
                continue;
            }
        } else if (c >= 0x81 && c != 0xff &&
                   (scan != SGF_SCAN_SJIS || c <= 0x9f || c >= 0xe0)) {
            /* GB18030 four-byte form: lead, digit, lead, digit. */
            if (i + 3 < n && s[i + 1] >= '0' && s[i + 1] <= '9' &&
                s[i + 2] >= 0x81 && s[i + 3] >= '0' && s[i + 3] <= '9')
                i += 4;
            else
                i += 2;
            continue;
        }
        if (c == ']')
            return i;
        if (c == '\\' && i + 1 < n && s[i + 1] >= 0x81 && s[i + 1] != 0xff &&
            (scan == SGF_SCAN_DBCS ||
             (scan == SGF_SCAN_SJIS && (s[i + 1] <= 0x9f || s[i + 1] >= 0xe0)))) {
            i += 3; /* an escaped double-byte character */
            continue;
        }
        i += c == '\\' ? 2 : 1;
    }
    return n;
}

/* ---- CA before decoding ------------------------------------------- */

/*
 * The raw CA value of the game tree at `start` (its "("), looked up in the
 * root node byte by byte before any decoding; "" if there is none.
 */
static void root_ca(const parser *p, size_t start, char *out, size_t size)
{
    const unsigned char *s = p->s;
    size_t i = start + 1, n = p->n, limit = start + (1u << 20);
    out[0] = 0;
    if (limit > n)
        limit = n;
    while (i < limit && is_space(s[i]))
        i++;
    if (i >= limit || s[i] != ';')
        return;
    i++;
    while (i < limit) {
        while (i < limit && is_space(s[i]))
            i++;
        if (i >= limit || !is_letter(s[i]))
            return; /* the end of the root node */
        char id[MAX_ID_LEN + 1];
        size_t k = 0;
        while (i < limit && is_letter(s[i])) {
            if (s[i] >= 'A' && s[i] <= 'Z' && k < MAX_ID_LEN)
                id[k++] = (char)s[i];
            i++;
        }
        id[k] = 0;
        for (;;) {
            while (i < limit && is_space(s[i]))
                i++;
            if (i >= limit || s[i] != '[')
                break;
            size_t j = i + 1;
            while (j < limit && s[j] != ']')
                j += s[j] == '\\' ? 2 : 1;
            if (j >= limit)
                return;
            if (!strcmp(id, "CA") && !out[0]) {
                size_t len = j - i - 1;
                if (len >= size)
                    len = size - 1;
                memcpy(out, s + i + 1, len);
                out[len] = 0;
                if (!out[0])
                    strcpy(out, " "); /* CA[] present but empty */
            }
            i = j + 1;
        }
    }
}

/*
 * Is the input from `start` (a character boundary) to its end valid UTF-8
 * (NUL bytes aside) with at least one multi-byte character? Game trees
 * are read in order, so the answer for a later start comes from the last
 * scan as long as that scan's first invalid byte lies beyond it: scanning
 * from any character boundary meets the same characters (UTF-8
 * continuation bytes are never ASCII), so each byte is looked at once.
 */
static int utf8_rest(parser *p, size_t start)
{
    if (!p->u8_known || start < p->u8_from ||
        (p->u8_bad < p->n && start >= p->u8_bad)) {
        size_t i = start, multi = SIZE_MAX;
        while (i < p->n) {
            size_t q = sgf_utf8_seq(p->s + i, p->n - i);
            if (!q) {
                if (!p->s[i]) {
                    i++;
                    continue;
                }
                break;
            }
            if (q > 1)
                multi = i;
            i += q;
        }
        p->u8_known = 1;
        p->u8_from = start;
        p->u8_bad = i;
        p->u8_multi = multi;
    }
    return p->u8_bad >= p->n && p->u8_multi != SIZE_MAX &&
           p->u8_multi >= start;
}

/* Pick the decoder for the game tree at `start`. */
static int choose_decoder(parser *p, size_t start)
{
    if (p->bom_utf8 && !p->opts.encoding) {
        if (!p->have_dec) {
            memset(&p->dec, 0, sizeof p->dec);
            p->dec.utf8 = 1;
            strcpy(p->dec.name, "UTF-8");
            p->have_dec = 1;
        }
        return GOR_OK;
    }
    char ca[64];
    root_ca(p, start, ca, sizeof ca);
    if (p->have_dec && !strcmp(ca, p->dec_for))
        return GOR_OK;
    if (!p->have_dec)
        memset(&p->dec, 0, sizeof p->dec);
    /* Judge the bytes of this game tree only: up to the next ")" that is
     * followed by "(;" (a guess, good enough for statistics). */
    size_t end = start + 2;
    while (end < p->n) {
        const unsigned char *q = memchr(p->s + end, ')', p->n - end);
        if (!q) {
            end = p->n;
            break;
        }
        end = (size_t)(q - p->s) + 1;
        size_t j = end;
        while (j < p->n && is_space(p->s[j]))
            j++;
        if (j + 1 < p->n && p->s[j] == '(' && p->s[j + 1] == ';')
            break;
    }
    int st = sgf_decoder_choose(&p->dec, p->sgf, (const char *)p->s, end,
                                start, ca[0] && ca[0] != ' ' ? ca : NULL,
                                p->opts.encoding, p->line, column(p));
    if (st)
        return st;
    p->have_dec = 1;
    sgf_strlcpy(p->dec_for, sizeof p->dec_for, ca);
    /* A legacy CA over text that is valid UTF-8 with multi-byte characters:
     * the text wins (editors re-save files without fixing CA). */
    if (!p->dec.utf8 && !p->opts.encoding &&
        strncmp(p->dec.name, "UTF-16", 6) && strncmp(p->dec.name, "UTF-32", 6)) {
        if (utf8_rest(p, start)) {
            sgf_note(p->sgf, p->line, column(p),
                     "CA[%s] but the text is valid UTF-8: read as UTF-8", ca);
            sgf_decoder_close(&p->dec);
            p->dec.utf8 = 1;
            p->dec.scan = SGF_SCAN_BYTE;
            strcpy(p->dec.name, "UTF-8");
        }
    }
    return GOR_OK;
}

/* ---- nodes ---------------------------------------------------------- */

/* Read the properties of the node just opened; stops before ; ( ) */
/*
 * The property identifier at p->pos into id (k upper-case letters, NUL
 * ended); FF[3] lower-case letters are dropped, an identifier of lower-case
 * letters only is read in upper case, each with a note.
 */
static int read_identifier(parser *p, char id[MAX_ID_LEN + 1], size_t *len,
                           int line, int col)
{
    size_t k = 0, all = 0, start = p->pos, i = p->pos;
    int lower = 0;
    while (i < p->n && (byte_class[p->s[i]] & CL_LETTER)) {
        if (p->s[i] >= 'A' && p->s[i] <= 'Z') {
            if (k == MAX_ID_LEN)
                return fail(p, GOR_EPARSE, line, col,
                            "property identifier too long");
            id[k++] = (char)p->s[i];
        } else {
            lower = 1;
        }
        all++;
        i++;
    }
    if (!k) {
        if (p->opts.flags & GOR_SGF_STRICT || all > MAX_ID_LEN)
            return fail(p, GOR_EPARSE, line, col,
                        "property identifier without upper-case letters");
        for (size_t j = 0; j < all; j++)
            id[k++] = (char)(p->s[start + j] - 'a' + 'A');
        sgf_note(p->sgf, line, col,
                 "lower-case property identifier \"%.*s\" read as \"%.*s\"",
                 (int)all, (const char *)p->s + start, (int)k, id);
    } else if (lower && !p->noted_lower) {
        p->noted_lower = 1;
        sgf_note(p->sgf, line, col,
                 "FF[3] property name \"%.*s\" read as \"%.*s\" "
                 "(lower-case letters dropped)",
                 (int)all, (const char *)p->s + start, (int)k, id);
    }
    id[k] = 0;
    p->col += (int)(i - p->pos); /* letters: one column each */
    p->pos = i;
    *len = k;
    return GOR_OK;
}

/*
 * A plain value at p->pos (printable ASCII and tabs, no "\\", no line
 * break), which reads the same in every charset but ISO-2022-JP: copied
 * as it stands, in one scan. Returns 1 if it was one and was added, 0 if
 * the general reader must read it (nothing consumed), or a status.
 */
static int read_plain_value(parser *p, gor_sgf_node *node, const char *id,
                            size_t k, int line, int col, int *merged)
{
    const unsigned char *s = p->s;
    size_t open = p->pos, j = open + 1, n = p->n;
    while (j < n && !(byte_class[s[j]] & CL_STOP))
        j++;
    if (j >= n || s[j] != ']')
        return 0;
    int st = GOR_OK;
    if (!node->capprops || sgf_node_append_new(node, id, k)) {
        sgf_prop *pr = sgf_prop_new1(&p->sgf->arena, id, k,
                                     (const char *)s + open + 1, j - open - 1,
                                     line, col);
        if (!pr)
            st = GOR_ENOMEM;
        else if (!node->capprops)
            sgf_node_first_prop(node, pr);
        else
            node->props[node->nprops++] = pr;
    } else {
        st = sgf_add_value(p->sgf, node, id, k, (const char *)s + open + 1,
                           j - open - 1, line, col, merged);
    }
    if (st)
        return sgf_error(p->err, st, p->line, p->col, "out of memory");
    p->col += (int)(j + 1 - open);
    p->pos = j + 1;
    return 1;
}

/* Any other value at p->pos, decoded from the record's charset. */
static int read_coded_value(parser *p, gor_sgf_node *node, const char *id,
                            size_t k, int line, int col, int *merged)
{
    int vline = p->line, vcol = column(p);
    size_t end = value_end(p, p->pos);
    if (end >= p->n)
        return fail(p, GOR_EPARSE, vline, vcol,
                    "value of %s is never closed: \"]\" missing "
                    "(truncated input?)", id);
    size_t len;
    char *v = sgf_decode_value(&p->dec, &p->sgf->arena,
                               (const char *)p->s + p->pos + 1,
                               end - p->pos - 1, &len, vline, vcol);
    if (!v)
        return sgf_error(p->err, GOR_ENOMEM, vline, vcol, "out of memory");
    int st = sgf_add_arena_value(p->sgf, node, id, k, v, line, col, merged);
    if (st)
        return sgf_error(p->err, st, vline, vcol, "out of memory");
    advance(p, end + 1);
    return GOR_OK;
}

/* The properties of a node, up to the next ";", "(" or ")". */
static int read_properties(parser *p, gor_sgf_node *node)
{
    for (;;) {
        skip_space(p);
        if (p->pos >= p->n)
            return GOR_OK; /* the caller reports the missing ")" */
        int c = p->s[p->pos];
        if (c == ';' || c == '(' || c == ')')
            return GOR_OK;
        if (c == '[')
            return fail_here(p, GOR_EPARSE,
                             "a value without a property identifier");
        if (!is_letter(c)) {
            char b[8];
            return fail_here(p, GOR_EPARSE,
                             "unexpected character %s in a node",
                             show_char(p, b));
        }
        int line = p->line, col = column(p);
        char id[MAX_ID_LEN + 1];
        size_t k = 0;
        int st = read_identifier(p, id, &k, line, col);
        if (st)
            return st;
        skip_space(p);
        if (p->pos >= p->n || p->s[p->pos] != '[')
            return fail(p, GOR_EPARSE, line, col,
                        "property %s has no value", id);
        for (int nvalues = 0; p->pos < p->n && p->s[p->pos] == '[';
             nvalues++) {
            int merged = 0;
            st = p->plain ? read_plain_value(p, node, id, k, line, col,
                                             &merged)
                          : 0;
            if (st == 0)
                st = read_coded_value(p, node, id, k, line, col, &merged);
            if (st < 0)
                return st;
            if (merged && !nvalues && p->merges++ < 5)
                sgf_note(p->sgf, line, col,
                         "property %s repeated in one node: values merged",
                         id);
            skip_space(p);
        }
    }
}

/*
 * The usual node, ";B[pd]": one property of one or two upper-case letters
 * with one plain value (see read_properties()), followed (after blanks)
 * by the end of the node or by the next identifier, read without the
 * general machinery. Returns 2 if the node ends after it, 1 if another
 * identifier follows, 0 if the node does not start that way (nothing
 * read), -1 when out of memory.
 */
static inline int read_plain_property(parser *p, gor_sgf_node *node)
{
    const unsigned char *s = p->s;
    size_t i = p->pos, n = p->n;
    if (n - i < 4 || s[i] - (unsigned)'A' >= 26u || !p->plain)
        return 0;
    size_t k = s[i + 1] - (unsigned)'A' < 26u ? 2 : 1;
    if (s[i + k] != '[')
        return 0;
    size_t open = i + k, j = open + 1;
    while (j < n && !(byte_class[s[j]] & CL_STOP))
        j++;
    if (j >= n || s[j] != ']')
        return 0;
    /* What follows the blanks: the end of the node, or another identifier
     * (more values for this one are left to the general reader). */
    size_t m = j + 1;
    while (m < n && (byte_class[s[m]] & CL_SPACE))
        m++;
    if (m >= n)
        return 0;
    int ends = s[m] == ';' || s[m] == ')' || s[m] == '(';
    if (!ends && s[m] - (unsigned)'A' >= 26u)
        return 0;
    sgf_prop *pr = sgf_prop_new1(&p->sgf->arena, (const char *)s + i, k,
                                 (const char *)s + open + 1, j - open - 1,
                                 p->line, p->col);
    if (!pr)
        return -1;
    sgf_node_first_prop(node, pr);
    p->col += (int)(j + 1 - i);
    p->pos = j + 1;
    return ends ? 2 : 1;
}

/* At the ";" of ";B[pd]" (B or W, two lower-case letters) followed at
 * once by ";", "(" or ")"? */
static inline int move_node_here(const parser *p)
{
    const unsigned char *s = p->s + p->pos;
    return p->n - p->pos >= 7 && p->plain && (s[1] == 'B' || s[1] == 'W') &&
           s[2] == '[' && s[3] - (unsigned)'a' < 26u &&
           s[4] - (unsigned)'a' < 26u && s[5] == ']' &&
           (s[6] == ';' || s[6] == ')' || s[6] == '(');
}

static int push(parser *p, gor_sgf_node *attach, int line, int col)
{
    if (p->depth >= p->opts.max_depth)
        return fail(p, GOR_ERANGE, line, col,
                    "variations nested deeper than the limit");
    if (!p->cap) {
        p->stack = p->stack0;
        p->cap = sizeof p->stack0 / sizeof *p->stack0;
    }
    if (p->depth == p->cap) {
        size_t cap = p->cap * 2;
        int inline_stack = p->stack == p->stack0;
        frame *f = realloc(inline_stack ? NULL : p->stack, cap * sizeof *f);
        if (!f)
            return sgf_error(p->err, GOR_ENOMEM, line, col, "out of memory");
        if (inline_stack)
            memcpy(f, p->stack0, sizeof p->stack0);
        p->stack = f;
        p->cap = cap;
    }
    frame *f = &p->stack[p->depth++];
    f->attach = attach;
    f->last = NULL;
    f->had_variation = 0;
    f->line = line;
    f->column = col;
    return GOR_OK;
}

/* Parse one game tree; p->pos is at its "(" (game_starts() said so). */
/* "(TE[...]": the root node without its ";", read as a node. */
static int read_implicit_root(parser *p)
{
    skip_space(p);
    int line = p->line, col = column(p);
    gor_sgf_node *node = sgf_node_alloc(p->sgf);
    if (!node)
        return sgf_error(p->err, GOR_ENOMEM, line, col, "out of memory");
    node->line = line;
    node->column = col;
    if (sgf_node_link(p->sgf, NULL, node))
        return sgf_error(p->err, GOR_ENOMEM, line, col, "out of memory");
    p->stack[0].last = node;
    sgf_note(p->sgf, line, col,
             "the root node has no \";\" (as in Nihon Ki-in records): "
             "read as a node");
    return read_properties(p, node);
}

/* The input ended inside a game tree. Records that lack their final ")"
 * (GNU Go's own owl42.sgf) are read as they stand, with a note, unless
 * strict or nothing was read ("(;" alone stays an error). */
static int end_inside_tree(parser *p)
{
    const frame *f = &p->stack[p->depth - 1];
    char where[48];
    snprintf(where, sizeof where, "line %d column %d", f->line, f->column);
    if (!(p->opts.flags & GOR_SGF_STRICT) && p->stack[0].last &&
        p->stack[0].last->nprops) {
        sgf_note(p->sgf, p->line, column(p),
                 "the input ends without %zu closing \")\" (the first for "
                 "the \"(\" at %s): the game is read as it stands "
                 "(truncated input?)",
                 p->depth, where);
        p->depth = 0;
        return GOR_OK;
    }
    return fail_here(p, GOR_EPARSE,
                     "unexpected end of input: \")\" missing for the \"(\" "
                     "at %s (truncated input?)", where);
}

/* "(" inside the tree of frame f: a variation starts. */
static int open_variation(parser *p, frame *f, int line, int col)
{
    gor_sgf_node *attach = f->last ? f->last : f->attach;
    if (!f->last) {
        if (p->opts.flags & GOR_SGF_STRICT)
            return fail(p, GOR_EPARSE, f->line, f->column,
                        "a variation without nodes");
        if (!p->noted_empty++)
            sgf_note(p->sgf, f->line, f->column,
                     "a variation without nodes: its variations are "
                     "attached to the node before it");
    }
    f->had_variation = 1;
    int st = push(p, attach, line, col);
    if (st)
        return st;
    step(p);
    return GOR_OK;
}

/* ")": the tree of frame f ends (an empty one, refused when strict by the
 * caller, is noted). */
static void close_variation(parser *p, const frame *f)
{
    if (!f->last && !f->had_variation) {
        if (!p->noted_empty++)
            sgf_note(p->sgf, f->line, f->column,
                     "an empty variation \"()\" dropped");
    }
    p->depth--;
    step(p);
}

/*
 * ";" in the tree of frame f: the sequence of nodes from here, on the
 * short path for ";B[pd]" ended by the next node or game tree, else
 * through the general property reader.
 */
static int read_nodes(parser *p, frame *f, int line, int col)
{
    if (f->had_variation)
        return fail(p, GOR_EPARSE, line, col,
                    "a node after a variation (nodes of a game tree must "
                    "come before its variations)");
    for (;;) {
        if (p->sgf->nnodes >= p->opts.max_nodes)
            return fail(p, GOR_ERANGE, line, col, "more nodes than the limit");
        if (f->last && !f->last->nchildren && move_node_here(p)) {
            /* ";B[pd]" in a sequence, ended by the next node or game tree:
             * what the general reading below makes. */
            gor_sgf_node *node = sgf_move_node_new(
                p->sgf, f->last, (const char *)p->s + p->pos + 1, line, col);
            if (!node)
                return sgf_error(p->err, GOR_ENOMEM, line, col,
                                 "out of memory");
            f->last = node;
            p->pos += 6; /* six ASCII bytes, one column each */
            p->col += 6;
            if (p->s[p->pos] != ';')
                return GOR_OK;
            line = p->line;
            col = p->col;
            continue;
        }
        gor_sgf_node *node = sgf_node_alloc(p->sgf);
        if (!node)
            return sgf_error(p->err, GOR_ENOMEM, line, col, "out of memory");
        node->line = line;
        node->column = col;
        gor_sgf_node *parent = f->last ? f->last : f->attach;
        if (parent && !parent->nchildren) {
            /* The usual case: the only child (node is zeroed). */
            node->parent = parent;
            parent->child = node;
            parent->nchildren = 1;
        } else if (sgf_node_link(p->sgf, parent, node)) {
            return sgf_error(p->err, GOR_ENOMEM, line, col, "out of memory");
        }
        f->last = node;
        step(p);
        int fast = read_plain_property(p, node);
        if (fast < 0)
            return sgf_error(p->err, GOR_ENOMEM, p->line, p->col,
                             "out of memory");
        if (fast != 2)
            return read_properties(p, node);
        /* The node ended there: a ";" right after is the next node of
         * this sequence (what the outer loop would find). */
        if (p->pos >= p->n || p->s[p->pos] != ';')
            return GOR_OK;
        line = p->line;
        col = p->col;
    }
}

static int parse_game(parser *p, int implicit)
{
    p->plain = p->dec.utf8 || p->dec.scan != SGF_SCAN_ISO2022;
    int st = push(p, NULL, p->line, column(p));
    if (st)
        return st;
    step(p);
    if (implicit && (st = read_implicit_root(p)))
        return st;
    while (p->depth) {
        skip_space(p);
        if (p->pos >= p->n)
            return end_inside_tree(p);
        frame *f = &p->stack[p->depth - 1];
        int c = p->s[p->pos];
        int line = p->line, col = column(p);
        if (c == '(') {
            st = open_variation(p, f, line, col);
        } else if (c == ';') {
            st = read_nodes(p, f, line, col);
        } else if (c == ')') {
            if (!f->last && !f->had_variation &&
                (p->opts.flags & GOR_SGF_STRICT))
                return fail(p, GOR_EPARSE, f->line, f->column,
                            "an empty variation \"()\"");
            close_variation(p, f);
        } else if (is_letter(c) || c == '[') {
            return fail(p, GOR_EPARSE, line, col,
                        "a property outside a node (\";\" missing)");
        } else {
            char b[8];
            return fail(p, GOR_EPARSE, line, col,
                        "unexpected character %s between nodes",
                        show_char(p, b));
        }
        if (st)
            return st;
    }
    return GOR_OK;
}

/*
 * Does a game tree start at offset i? "(" then, after blanks, ";" - or,
 * unless strict, a property ("(TE[...]": Nihon Ki-in records leave out the
 * root's ";"). *implicit tells which. *run_end caches where the last run
 * of blanks and "(" ended: every "(" inside that run sees the same end, so
 * a long run is scanned once, not once for each "(" in it.
 */
static int game_starts(const parser *p, size_t i, int *implicit,
                       size_t *run_end)
{
    size_t j = i + 1;
    /* "((;": a tree without nodes around the game, repaired in
     * parse_game() (and refused there when strict). */
    if (*run_end > i) {
        j = *run_end;
    } else {
        while (j < p->n && (is_space(p->s[j]) || p->s[j] == '('))
            j++;
        *run_end = j;
    }
    *implicit = 0;
    if (j < p->n && p->s[j] == ';')
        return 1;
    if (p->opts.flags & GOR_SGF_STRICT)
        return 0;
    j = i + 1;
    while (j < p->n && is_space(p->s[j]))
        j++;
    size_t k = j;
    while (k < p->n && k - j <= MAX_ID_LEN && is_letter(p->s[k]))
        k++;
    if (k == j || k - j > MAX_ID_LEN)
        return 0;
    while (k < p->n && is_space(p->s[k]))
        k++;
    if (k < p->n && p->s[k] == '[') {
        *implicit = 1;
        return 1;
    }
    return 0;
}

/*
 * Find the next game tree from p->pos; notes any other text skipped.
 * Returns 0 at the end of the input.
 */
static int next_game(parser *p, int *implicit)
{
    size_t i = p->pos;
    size_t junk = (size_t)-1, run_end = 0;
    int only_parens = 1;
    while (i < p->n) {
        unsigned c = p->s[i];
        if (c == '(' && game_starts(p, i, implicit, &run_end))
            break;
        if (!is_space((int)c)) {
            if (junk == (size_t)-1)
                junk = i;
            if (c != ')')
                only_parens = 0;
        }
        i++;
    }
    if (junk != (size_t)-1 && (p->sgf->ngames || i < p->n)) {
        advance(p, junk);
        int line = p->line, col = column(p);
        if (p->noted_junk++ < 3)
            sgf_note(p->sgf, line, col, "%s",
                     only_parens ? "an unbalanced \")\" ignored"
                                 : "text outside game trees ignored");
    }
    advance(p, i);
    return i < p->n;
}

/* Bytes of each options version: only those are read or written. */
static const size_t options_size[GOR_SGF_PARSE_OPTIONS_VERSION + 1] = {
    0, SIZED_MIN_(gor_sgf_parse_options, encoding)};

int gor_sgf_parse_options_init(gor_sgf_parse_options *opts, unsigned version)
{
    if (!opts || version < 1 || version > GOR_SGF_PARSE_OPTIONS_VERSION)
        return GOR_EINVAL;
    memset(opts, 0, options_size[version]);
    opts->version = version;
    return GOR_OK;
}

/* Set CA to UTF-8 in every root that has one: the values are UTF-8 now. */
static void fix_ca(gor_sgf *sgf)
{
    for (size_t i = 0; i < sgf->ngames; i++) {
        gor_sgf_node *r = sgf->games[i];
        const char *ca = gor_sgf_node_value(r, "CA", 0);
        if (ca && strcmp(ca, "UTF-8") && strcmp(ca, "utf-8") &&
            strcmp(ca, "UTF8") && strcmp(ca, "utf8"))
            gor_sgf_node_set(r, "CA", "UTF-8");
    }
}

/* The caller's options into p->opts, limits defaulted; GOR_EINVAL on an
 * unknown version. */
static int read_options(parser *p, const gor_sgf_parse_options *opts,
                        gor_sgf_error *err)
{
    gor_sgf_parse_options_init(&p->opts, GOR_SGF_PARSE_OPTIONS_VERSION);
    if (opts) {
        if (opts->version < 1 ||
            opts->version > GOR_SGF_PARSE_OPTIONS_VERSION)
            return sgf_error(err, GOR_EINVAL, 0, 0,
                             "unknown parse options version %u",
                             opts->version);
        memcpy(&p->opts, opts, options_size[opts->version]);
    }
    if (!p->opts.max_size)
        p->opts.max_size = DEFAULT_MAX_SIZE;
    if (!p->opts.max_nodes)
        p->opts.max_nodes = DEFAULT_MAX_NODES;
    if (!p->opts.max_depth)
        p->opts.max_depth = DEFAULT_MAX_DEPTH;
    return GOR_OK;
}

/* Where the parser stood before a game: what a second attempt restores. */
typedef struct parse_mark {
    size_t games, nodes, notes, pos, line_start;
    int line, col;
} parse_mark;

/*
 * parse_game() failed on a double-byte encoding: parse the game again from
 * `at`, reading escaped trail bytes as the SGFC convention writes them.
 * Keeps the first error when the second attempt fails too.
 */
static int retry_escaped(parser *p, int implicit, const parse_mark *at)
{
    gor_sgf_error first;
    if (p->err)
        first = *p->err;
    if (at->games)
        p->sgf->games[at->games - 1]->next = NULL;
    p->sgf->ngames = at->games;
    p->sgf->nnodes = at->nodes;
    p->sgf->nnotes = at->notes;
    p->pos = at->pos;
    p->line = at->line;
    p->line_start = at->line_start;
    p->col = at->col;
    p->depth = 0;
    p->dec.replaced = 0;
    p->dec.byte_escapes = 1;
    int st = parse_game(p, implicit);
    if (st == GOR_OK)
        sgf_note(p->sgf, at->line, 1,
                 "%s text with escaped trail bytes (SGFC style) read as such",
                 p->dec.name);
    else if (p->err)
        *p->err = first;
    if (st)
        st = p->err ? first.status : GOR_EPARSE;
    return st;
}

/* The game tree starting at p->pos, in the encoding its CA names. */
static int parse_one(parser *p, int implicit, int u16, const char *wide)
{
    int st = choose_decoder(p, p->pos);
    if (st)
        return st;
    if (!p->sgf->ngames)
        sgf_strlcpy(p->sgf->encoding, sizeof p->sgf->encoding,
                    u16 > 0 ? wide : p->dec.name);
    const parse_mark at = {p->sgf->ngames, p->sgf->nnodes, p->sgf->nnotes,
                           p->pos, p->line_start, p->line, p->col};
    p->dec.replaced = 0;
    p->dec.byte_escapes = 0;
    st = parse_game(p, implicit);
    if (st == GOR_EPARSE && !p->dec.utf8 &&
        (p->dec.scan == SGF_SCAN_DBCS || p->dec.scan == SGF_SCAN_SJIS))
        st = retry_escaped(p, implicit, &at);
    if (!st && p->dec.replaced)
        sgf_note(p->sgf, p->dec.first_line, p->dec.first_column,
                 "%zu invalid %s byte sequence%s replaced by U+FFFD",
                 p->dec.replaced, p->dec.name,
                 p->dec.replaced == 1 ? "" : "s");
    return st;
}

int gor_sgf_parse(gor_sgf **out, const char *data, size_t len,
                  const gor_sgf_parse_options *opts, gor_sgf_error *err)
{
    if (err)
        memset(err, 0, sizeof *err);
    if (!out)
        return sgf_error(err, GOR_EINVAL, 0, 0, "no output pointer");
    *out = NULL;
    if (!data && len)
        return sgf_error(err, GOR_EINVAL, 0, 0, "no input");
    parser p;
    memset(&p, 0, sizeof p);
    int st = read_options(&p, opts, err);
    if (st)
        return st;
    if (len > p.opts.max_size)
        return sgf_error(err, GOR_ERANGE, 0, 0,
                         "input of %zu bytes exceeds the limit of %zu", len,
                         p.opts.max_size);
    p.err = err;
    st = gor_sgf_new(&p.sgf);
    if (st)
        return sgf_error(err, st, 0, 0, "out of memory");

    /* Whole-input encodings first: UTF-16 and the UTF-8 mark. */
    char *converted = NULL;
    size_t clen = 0;
    char wide[48];
    int u16 = p.opts.encoding ? 0
                              : sgf_convert_utf16(data, len, &converted,
                                                  &clen, wide);
    if (u16 < 0) {
        gor_sgf_free(p.sgf);
        return sgf_error(err, u16, 0, 0, "out of memory");
    }
    if (u16 > 0) {
        p.s = (const unsigned char *)converted;
        p.n = clen;
        p.bom_utf8 = 1; /* decode as UTF-8 from here on */
    } else {
        p.s = (const unsigned char *)data;
        p.n = len;
        if (len >= 3 && !memcmp(data, "\xef\xbb\xbf", 3)) {
            p.pos = 3;
            p.line_start = 3;
            p.bom_utf8 = 1;
        }
    }
    p.line = 1;
    p.col = 1;

    int implicit = 0;
    while (!st && next_game(&p, &implicit))
        st = parse_one(&p, implicit, u16, wide);
    if (!st && !p.sgf->ngames)
        st = sgf_error(err, GOR_EPARSE, 1, 1,
                       "no SGF game tree found (\"(;\" expected)");
    sgf_decoder_close(&p.dec);
    if (p.stack != p.stack0)
        free(p.stack);
    free(converted);
    if (st) {
        gor_sgf_free(p.sgf);
        return st;
    }
    if (u16 > 0)
        sgf_note(p.sgf, 0, 0, "input read as %s", wide);
    fix_ca(p.sgf);
    *out = p.sgf;
    return GOR_OK;
}

int gor_sgf_parse_file(gor_sgf **out, const char *path,
                       const gor_sgf_parse_options *opts, gor_sgf_error *err)
{
    if (out)
        *out = NULL;
    if (!out || !path)
        return sgf_error(err, GOR_EINVAL, 0, 0, "no file name");
    FILE *f = fopen(path, "rb");
    if (!f)
        return sgf_error(err, GOR_EINVAL, 0, 0, "cannot open: %s",
                         strerror(errno));
    size_t limit = opts && opts->max_size ? opts->max_size : DEFAULT_MAX_SIZE;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    int st = buf ? GOR_OK : GOR_ENOMEM;
    while (buf) {
        if (n == cap) {
            if (cap > limit) {
                st = sgf_error(err, GOR_ERANGE, 0, 0,
                               "file exceeds the limit of %zu bytes", limit);
                break;
            }
            char *b = realloc(buf, cap * 2);
            if (!b) {
                st = GOR_ENOMEM;
                break;
            }
            buf = b;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) {
            if (ferror(f))
                st = sgf_error(err, GOR_EINVAL, 0, 0, "cannot read: %s",
                               strerror(errno));
            break;
        }
    }
    fclose(f);
    if (st == GOR_ENOMEM) {
        free(buf);
        return sgf_error(err, GOR_ENOMEM, 0, 0, "out of memory");
    }
    if (st == GOR_OK)
        st = gor_sgf_parse(out, buf, n, opts, err);
    free(buf);
    return st;
}
