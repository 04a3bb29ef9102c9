/* SPDX-License-Identifier: MIT */
/*
 * sgf_encoding.c - text encodings of SGF input: CA[] names, detection,
 * conversion to UTF-8 with the C library's iconv.
 *
 * Choices (each one written to the collection's notes when it is not the
 * obvious one):
 *  - A UTF-8 byte-order mark, or UTF-16 (byte-order mark, or the zero bytes
 *    of "(;" in UTF-16) decide for the whole input, whatever CA says.
 *  - CA[] names map to the superset the writers actually used: GB2312, GBK
 *    and EUC-CN to GB18030; Shift_JIS to CP932 (Windows-31J); EUC-KR to
 *    CP949 (UHC); Big5 to CP950; ISO-8859-1 to CP1252 (whose printable
 *    0x80-0x9F are what such files mean). Other names go to iconv as given.
 *  - Text declared UTF-8 (or undeclared) that is not valid UTF-8: if most
 *    of its multi-byte sequences are valid (Fox cuts player names in the
 *    middle of a character), it stays UTF-8 and the broken sequences become
 *    U+FFFD. Otherwise the bytes are judged: high bytes never adjacent to
 *    each other mean a single-byte charset (CP1252); byte pairs with lead
 *    bytes 0x81-0x9F mostly mean Shift_JIS (CP932); else GB18030 if the
 *    text converts cleanly (Chinese files are the commonest), then CP932,
 *    then CP1252.
 *  - Invalid sequences in any encoding become U+FFFD, counted in a note.
 */
#include <errno.h>
#include <iconv.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sgf/sgf_internal.h"

size_t sgf_utf8_seq(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    if (c < 0x80)
        return c ? 1 : 0; /* NUL is not text */
    size_t len;
    unsigned min;
    if (c >= 0xc2 && c <= 0xdf) {
        len = 2;
        min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
        len = 3;
        min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
        len = 4;
        min = 0x10000;
    } else {
        return 0;
    }
    if (n < len)
        return 0;
    unsigned v = c & (0x7fu >> len);
    for (size_t k = 1; k < len; k++) {
        if ((s[k] & 0xc0) != 0x80)
            return 0;
        v = (v << 6) | (s[k] & 0x3fu);
    }
    if (v < min || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff))
        return 0;
    return len;
}

/* ------------------------------------------------------------------ */
/* Names                                                               */

typedef struct charset {
    const char *names; /* '|'-separated spellings, upper case, no blanks */
    const char *iconv;
    sgf_scan scan;
} charset;

static const charset charsets[] = {
    {"UTF-8|UTF8|US-ASCII|ASCII|ANSI_X3.4-1968|UTF-8N", "UTF-8",
     SGF_SCAN_BYTE},
    {"ISO-8859-1|ISO8859-1|ISO_8859-1|LATIN1|LATIN-1|L1|CP819|IBM819|"
     "WINDOWS-1252|CP1252|WIN1252|X-ANSI",
     "CP1252", SGF_SCAN_BYTE},
    {"GB2312|GBK|CP936|EUC-CN|EUCCN|GB_2312-80|X-GBK|GB18030|MS936|"
     "WINDOWS-936|CSGB2312|X-EUC-CN|HZ-GB-2312",
     "GB18030", SGF_SCAN_DBCS},
    {"SHIFT_JIS|SHIFT-JIS|SJIS|MS_KANJI|MS-KANJI|CP932|WINDOWS-31J|X-SJIS|"
     "CSSHIFTJIS|SHIFTJIS|X-MS-CP932",
     "CP932", SGF_SCAN_SJIS},
    {"EUC-KR|EUCKR|CP949|UHC|KS_C_5601-1987|KSC5601|KS_C_5601|KSC_5601|"
     "CSEUCKR|X-WINDOWS-949|WINDOWS-949",
     "CP949", SGF_SCAN_BYTE},
    {"BIG5|BIG-5|CP950|X-BIG5|CSBIG5|BIG-FIVE|BIGFIVE|WINDOWS-950", "CP950",
     SGF_SCAN_DBCS},
    {"BIG5-HKSCS|BIG5HKSCS", "BIG5-HKSCS", SGF_SCAN_DBCS},
    {"EUC-JP|EUCJP|X-EUC-JP|CSEUCPKDFMTJAPANESE", "EUC-JP", SGF_SCAN_BYTE},
    {"ISO-2022-JP|ISO2022JP|CSISO2022JP|JIS|JIS7", "ISO-2022-JP",
     SGF_SCAN_ISO2022},
    {"MACINTOSH|MAC|MACROMAN|X-MAC-ROMAN|MAC-ROMAN|CSMACINTOSH", "MACINTOSH",
     SGF_SCAN_BYTE},
};

/* Upper-cased, blanks removed, "ISO..._" as "ISO...-", into out. */
static void canonical(const char *in, char *out, size_t size)
{
    size_t k = 0;
    for (; *in && k + 1 < size; in++) {
        unsigned char c = (unsigned char)*in;
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        if (c == '_' && k >= 3 && !memcmp(out, "ISO", 3))
            c = '-'; /* "ISO8859_1" */
        out[k++] = (char)(c >= 'a' && c <= 'z' ? c - 32 : c);
    }
    out[k] = 0;
}

static const charset *find_charset(const char *name)
{
    char want[48];
    canonical(name, want, sizeof want);
    size_t wl = strlen(want);
    for (size_t i = 0; i < sizeof charsets / sizeof charsets[0]; i++) {
        const char *s = charsets[i].names;
        while (*s) {
            const char *bar = strchr(s, '|');
            size_t len = bar ? (size_t)(bar - s) : strlen(s);
            if (len == wl && !memcmp(s, want, len))
                return &charsets[i];
            s += len + (bar ? 1 : 0);
        }
    }
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Decoder                                                             */

void sgf_decoder_close(sgf_decoder *dec)
{
    if (dec->cd)
        iconv_close((iconv_t)dec->cd);
    dec->cd = NULL;
}

static int set_decoder(sgf_decoder *dec, const char *iconv_name,
                       sgf_scan scan)
{
    if (dec->cd && !strcmp(dec->name, iconv_name)) {
        dec->scan = scan;
        return 1;
    }
    sgf_decoder_close(dec);
    dec->utf8 = !strcmp(iconv_name, "UTF-8");
    dec->scan = scan;
    sgf_strlcpy(dec->name, sizeof dec->name, iconv_name);
    if (dec->utf8)
        return 1;
    iconv_t cd = iconv_open("UTF-8", iconv_name);
    if (cd == (iconv_t)-1)
        return 0;
    dec->cd = (void *)cd;
    return 1;
}

/* Does data[0..len) convert from `name` without a single error? */
static int converts_cleanly(const char *name, const char *data, size_t len)
{
    iconv_t cd = iconv_open("UTF-8", name);
    if (cd == (iconv_t)-1)
        return 0;
    char out[4096];
    char *in = (char *)data;
    size_t left = len;
    int ok = 1;
    while (left) {
        char *o = out;
        size_t ol = sizeof out;
        if (iconv(cd, &in, &left, &o, &ol) == (size_t)-1 && errno != E2BIG) {
            ok = 0;
            break;
        }
    }
    iconv_close(cd);
    return ok;
}

typedef struct byte_stats {
    size_t valid_multi;   /* valid UTF-8 multi-byte sequences            */
    size_t invalid;       /* invalid UTF-8 sequences                     */
    size_t high_isolated; /* high bytes with no high neighbour           */
    size_t high_runs;     /* runs of two or more high bytes              */
    size_t sjis_leads;    /* such runs starting 0x81-0x9f                */
    int first_line, first_column; /* first invalid byte                 */
} byte_stats;

static void gather(const unsigned char *s, size_t n, byte_stats *st, int line,
                   int column)
{
    memset(st, 0, sizeof *st);
    size_t first = n; /* offset of the first invalid sequence */
    for (size_t i = 0; i < n;) {
        unsigned c = s[i];
        if (c < 0x80) {
            i++;
            /* ASCII text: eight bytes at a time. */
            while (i + 8 <= n) {
                uint64_t w;
                memcpy(&w, s + i, 8);
                if (w & 0x8080808080808080ull)
                    break;
                i += 8;
            }
            continue;
        }
        size_t run = 0;
        while (i + run < n && s[i + run] >= 0x80)
            run++;
        if (run == 1)
            st->high_isolated++;
        else {
            st->high_runs++;
            if (c >= 0x81 && c <= 0x9f)
                st->sjis_leads++;
        }
        for (size_t k = i; k < i + run;) {
            size_t q = sgf_utf8_seq(s + k, n - k);
            if (q > 1) {
                st->valid_multi++;
                k += q;
            } else {
                /* One invalid sequence: the byte and the continuation
                 * bytes after it (a character cut short counts once). */
                if (!st->invalid)
                    first = k;
                st->invalid++;
                k++;
                while (k < i + run && (s[k] & 0xc0) == 0x80)
                    k++;
            }
        }
        i += run;
    }
    if (!st->invalid)
        return;
    /* Where the first invalid sequence is: a column per character (every
     * sequence before it is valid). */
    int col = column;
    for (size_t i = 0; i < first;) {
        unsigned c = s[i];
        if (c == '\n') {
            line++;
            col = 1;
            i++;
        } else if (c < 0x80) {
            col++;
            i++;
        } else {
            size_t q = sgf_utf8_seq(s + i, n - i);
            i += q > 1 ? q : 1;
            col++;
        }
    }
    st->first_line = line;
    st->first_column = col;
}

int sgf_decoder_choose(sgf_decoder *dec, gor_sgf *sgf, const char *data,
                       size_t len, size_t start, const char *declared,
                       const char *forced, int line, int column)
{
    const char *region = data + start;
    size_t rlen = len - start;
    dec->replaced = 0;
    dec->first_line = dec->first_column = 0;

    if (forced) {
        const charset *cs = find_charset(forced);
        if (set_decoder(dec, cs ? cs->iconv : forced,
                        cs ? cs->scan : SGF_SCAN_BYTE))
            return GOR_OK;
        sgf_note(sgf, 0, 0, "unknown encoding \"%s\" requested: read as UTF-8",
                 forced);
        set_decoder(dec, "UTF-8", SGF_SCAN_BYTE);
        return GOR_OK;
    }
    if (declared) {
        char text[64];
        gor_sgf_text(declared, GOR_SGF_TEXT_SIMPLE, text, sizeof text);
        const charset *cs = find_charset(text);
        if (cs && strcmp(cs->iconv, "UTF-8")) {
            if (set_decoder(dec, cs->iconv, cs->scan))
                return GOR_OK;
        } else if (!cs) {
            char up[48];
            canonical(text, up, sizeof up);
            if (*up && set_decoder(dec, up, SGF_SCAN_BYTE))
                return GOR_OK;
            sgf_note(sgf, line, column,
                     "unknown encoding CA[%s]: the text is judged by its bytes",
                     text);
            declared = NULL;
        }
    }
    /* Declared UTF-8, or nothing to go by. */
    byte_stats st;
    gather((const unsigned char *)region, rlen, &st, line, column);
    if (!st.invalid) {
        set_decoder(dec, "UTF-8", SGF_SCAN_BYTE);
        return GOR_OK;
    }
    if (st.valid_multi >= st.invalid) {
        set_decoder(dec, "UTF-8", SGF_SCAN_BYTE);
        return GOR_OK; /* the replacements are noted as they happen */
    }
    const char *pick;
    sgf_scan scan = SGF_SCAN_DBCS;
    if (!st.high_runs) {
        pick = "CP1252";
        scan = SGF_SCAN_BYTE;
    } else if (st.sjis_leads * 2 > st.high_runs &&
               converts_cleanly("CP932", region, rlen)) {
        pick = "CP932";
        scan = SGF_SCAN_SJIS;
    } else if (converts_cleanly("GB18030", region, rlen)) {
        pick = "GB18030";
    } else if (converts_cleanly("CP932", region, rlen)) {
        pick = "CP932";
        scan = SGF_SCAN_SJIS;
    } else {
        pick = "CP1252";
        scan = SGF_SCAN_BYTE;
    }
    if (!set_decoder(dec, pick, scan))
        set_decoder(dec, "UTF-8", SGF_SCAN_BYTE);
    if (declared)
        sgf_note(sgf, line, column,
                 "CA[UTF-8] but the text is not UTF-8 (%zu invalid "
                 "sequences, first at line %d column %d): read as %s",
                 st.invalid, st.first_line, st.first_column, dec->name);
    else
        sgf_note(sgf, line, column,
                 "no CA[] and the text is not UTF-8: read as %s (detected)",
                 dec->name);
    return GOR_OK;
}

/* ------------------------------------------------------------------ */
/* Values                                                              */

static const char replacement[] = "\xef\xbf\xbd"; /* U+FFFD */

static void count_bad(sgf_decoder *dec, int line, int column)
{
    if (!dec->replaced) {
        dec->first_line = line;
        dec->first_column = column;
    }
    dec->replaced++;
}

/*
 * Line and column of byte `at` of a value that starts (its "[") at line,
 * column; columns count UTF-8 characters when `utf8`, else bytes.
 */
static void locate(const unsigned char *s, size_t at, int utf8, int *line,
                   int *column)
{
    int l = *line, c = *column + 1; /* the first byte follows the "[" */
    for (size_t i = 0; i < at; i++) {
        if (s[i] == '\n') {
            l++;
            c = 1;
        } else if (!utf8 || (s[i] & 0xc0) != 0x80) {
            c++;
        }
    }
    *line = l;
    *column = c;
}

/* A bad sequence at byte `at` of the value `base` starting at line, column. */
static void bad_at(sgf_decoder *dec, const unsigned char *base, size_t at,
                   int line, int column)
{
    if (!dec->replaced) {
        int l = line, c = column;
        locate(base, at, 0, &l, &c);
        count_bad(dec, l, c);
    } else {
        dec->replaced++;
    }
}

/*
 * Append in[0..len) converted by the decoder's iconv to out, invalid
 * sequences as U+FFFD, NUL characters dropped. `base` is the start of the
 * whole value (for positions).
 */
static void convert(sgf_decoder *dec, sgf_buf *out, const unsigned char *in,
                    size_t len, const unsigned char *base, int line,
                    int column)
{
    iconv_t cd = (iconv_t)dec->cd;
    char chunk[1024];
    char *ip = (char *)in;
    size_t left = len;
    iconv(cd, NULL, NULL, NULL, NULL);
    while (left) {
        char *o = chunk;
        size_t ol = sizeof chunk;
        size_t r = iconv(cd, &ip, &left, &o, &ol);
        int e = r == (size_t)-1 ? errno : 0;
        for (char *c = chunk; c < o; c++)
            if (*c)
                sgf_buf_put(out, c, 1);
            else
                bad_at(dec, base, (size_t)((unsigned char *)ip - base), line,
                       column);
        if (!e || e == E2BIG)
            continue;
        /* EILSEQ, or EINVAL (cut short): one U+FFFD, skip a byte. */
        sgf_buf_put(out, replacement, 3);
        bad_at(dec, base, (size_t)((unsigned char *)ip - base), line, column);
        ip++;
        left--;
        iconv(cd, NULL, NULL, NULL, NULL);
    }
    /* Back to the initial state (ISO-2022 ends in ASCII). */
    char *o = chunk;
    size_t ol = sizeof chunk;
    iconv(cd, NULL, NULL, &o, &ol);
    sgf_buf_put(out, chunk, (size_t)(o - chunk));
}

/*
 * The SGFC convention: escapes were applied to the encoded bytes, so a
 * trail byte 0x5C or 0x5D of a double-byte character is written "\\" or
 * "\]". Undo those, keep the escapes of single characters, convert the
 * rest.
 */
static void convert_unescaping(sgf_decoder *dec, sgf_buf *out,
                               const unsigned char *s, size_t len, int line,
                               int column)
{
    unsigned char *plain = malloc(len + 1);
    if (!plain) {
        out->failed = 1;
        return;
    }
    size_t n = 0, i = 0;
    int trail = 0; /* the next byte completes a double-byte character */
    while (i < len) {
        unsigned char b = s[i];
        if (b == '\\' && i + 1 < len) {
            unsigned char next = s[i + 1];
            if (trail) {
                plain[n++] = next; /* an escaped trail byte */
                trail = 0;
                i += 2;
                continue;
            }
            if (!next) { /* NUL is not text: drop it with its escape */
                bad_at(dec, s, i + 1, line, column);
                i += 2;
                continue;
            }
            /* An escape of its own: flush, keep it as an escape. */
            convert(dec, out, plain, n, plain, line, column);
            n = 0;
            sgf_buf_put(out, "\\", 1);
            if (next < 0x80) {
                sgf_buf_put(out, (const char *)&next, 1);
                i += 2;
            } else {
                i++;
            }
            continue;
        }
        plain[n++] = b;
        if (trail)
            trail = 0;
        else if (b >= 0x81 && b != 0xff &&
                 (dec->scan != SGF_SCAN_SJIS || b <= 0x9f || b >= 0xe0))
            trail = 1;
        i++;
    }
    convert(dec, out, plain, n, plain, line, column);
    free(plain);
}

/* A value of a UTF-8 game: copied when valid, else with one U+FFFD for
 * each run of bytes that start nothing (counted in dec). */
static char *decode_utf8(sgf_decoder *dec, sgf_arena *arena,
                         const unsigned char *s, size_t len, size_t *out_len,
                         int line, int column)
{
    size_t i = 0, bad = 0;
    while (i < len) {
        if (s[i] - 1u < 0x7fu) { /* ASCII, not NUL */
            i++;
            continue;
        }
        size_t q = sgf_utf8_seq(s + i, len - i);
        if (!q) {
            bad++;
            i++;
        } else {
            i += q;
        }
    }
    if (!bad) {
        *out_len = len;
        return sgf_arena_strndup(arena, (const char *)s, len);
    }
    char *out = sgf_arena_alloc(arena, len + bad * 2 + 1);
    if (!out)
        return NULL;
    size_t n = 0;
    for (i = 0; i < len;) {
        size_t q = sgf_utf8_seq(s + i, len - i);
        if (q) {
            memcpy(out + n, s + i, q);
            n += q;
            i += q;
            continue;
        }
        if (!dec->replaced) {
            int l = line, c = column;
            locate(s, i, 1, &l, &c);
            count_bad(dec, l, c);
        } else {
            dec->replaced++;
        }
        memcpy(out + n, replacement, 3);
        n += 3;
        i++;
        while (i < len && !sgf_utf8_seq(s + i, len - i) &&
               (s[i] & 0xc0) == 0x80)
            i++;
    }
    out[n] = 0;
    *out_len = n;
    return out;
}

/* The converted text kept valid between brackets: a "]" that a broken
 * multi-byte sequence let through is escaped, and so is a lone "\" at
 * the end. In the arena; NULL when out of memory. */
static char *escape_brackets(sgf_arena *arena, const sgf_buf *in,
                             size_t *out_len)
{
    sgf_buf safe = {0};
    for (size_t i = 0; i < in->n; i++) {
        char c = in->p[i];
        if (c == '\\') {
            sgf_buf_put(&safe, "\\", 1);
            if (i + 1 < in->n)
                sgf_buf_put(&safe, &in->p[++i], 1);
            else
                sgf_buf_put(&safe, "\\", 1);
            continue;
        }
        if (c == ']')
            sgf_buf_put(&safe, "\\", 1);
        sgf_buf_put(&safe, &c, 1);
    }
    char *res = safe.failed ? NULL
                            : sgf_arena_strndup(arena, safe.p ? safe.p : "",
                                                safe.n);
    free(safe.p);
    if (res)
        *out_len = safe.n;
    return res;
}

char *sgf_decode_value(sgf_decoder *dec, sgf_arena *arena, const char *raw,
                       size_t len, size_t *out_len, int line, int column)
{
    const unsigned char *s = (const unsigned char *)raw;
    if (dec->utf8)
        return decode_utf8(dec, arena, s, len, out_len, line, column);
    /* ASCII values need no iconv: in ASCII-compatible charsets, and in a
     * UTF-16 or UTF-32 game (SGFC writes single values in them, the rest
     * in ASCII; real UTF-16 text has zero bytes). ISO-2022 escapes are
     * ASCII bytes too, so it always converts. */
    if (dec->scan != SGF_SCAN_ISO2022) {
        size_t i = 0;
        while (i < len && s[i] < 0x80 && s[i] && s[i] != 0x1b)
            i++;
        if (i == len) {
            *out_len = len;
            return sgf_arena_strndup(arena, raw, len);
        }
    }
    sgf_buf out = {0};
    if (dec->byte_escapes)
        convert_unescaping(dec, &out, s, len, line, column);
    else
        convert(dec, &out, s, len, s, line, column);
    char *res = out.failed ? NULL : escape_brackets(arena, &out, out_len);
    free(out.p);
    return res;
}

/* ------------------------------------------------------------------ */
/* UTF-16 input                                                        */

int sgf_convert_utf16(const char *data, size_t len, char **out,
                      size_t *out_len, char name[48])
{
    const unsigned char *s = (const unsigned char *)data;
    const char *from = NULL;
    size_t skip = 0;
    if (len >= 2 && s[0] == 0xff && s[1] == 0xfe) {
        from = "UTF-16LE";
        skip = 2;
    } else if (len >= 2 && s[0] == 0xfe && s[1] == 0xff) {
        from = "UTF-16BE";
        skip = 2;
    } else if (len >= 4) {
        /* No mark: most of the first characters are ASCII, so every
         * other byte is zero. */
        size_t even = 0, odd = 0, n = len < 256 ? len & ~(size_t)1 : 256;
        for (size_t i = 0; i < n; i += 2) {
            even += !s[i];
            odd += !s[i + 1];
        }
        if (even * 4 >= n && !odd)
            from = "UTF-16BE";
        else if (odd * 4 >= n && !even)
            from = "UTF-16LE";
    }
    if (!from)
        return 0;
    iconv_t cd = iconv_open("UTF-8", from);
    if (cd == (iconv_t)-1)
        return 0;
    size_t cap = (len - skip) * 2 + 16;
    char *buf = malloc(cap);
    if (!buf) {
        iconv_close(cd);
        return GOR_ENOMEM;
    }
    char *in = (char *)data + skip, *o = buf;
    size_t left = len - skip, ol = cap - 1;
    while (left) {
        if (iconv(cd, &in, &left, &o, &ol) != (size_t)-1)
            break;
        if (errno == E2BIG) {
            size_t used = (size_t)(o - buf);
            cap *= 2;
            char *t = realloc(buf, cap);
            if (!t) {
                free(buf);
                iconv_close(cd);
                return GOR_ENOMEM;
            }
            buf = t;
            o = buf + used;
            ol = cap - used - 1;
            continue;
        }
        if (left < 2)
            break; /* a cut-off last byte */
        if (ol < 3) {
            size_t used = (size_t)(o - buf);
            cap = cap * 2 + 8;
            char *t = realloc(buf, cap);
            if (!t) {
                free(buf);
                iconv_close(cd);
                return GOR_ENOMEM;
            }
            buf = t;
            o = buf + used;
            ol = cap - used - 1;
        }
        memcpy(o, replacement, 3);
        o += 3;
        ol -= 3;
        in += 2;
        left -= 2;
    }
    iconv_close(cd);
    *o = 0;
    *out = buf;
    *out_len = (size_t)(o - buf);
    snprintf(name, 40, "%s", from);
    return 1;
}
