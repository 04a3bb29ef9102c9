/* SPDX-License-Identifier: MIT */
/*
 * sgf_internal.h - the SGF tree behind the opaque handles of gorules_sgf.h,
 * shared by the parser, the writer, the replay and the encoding code.
 *
 * Everything a collection holds (nodes, properties, values) is allocated
 * from one arena owned by the collection, so freeing is one walk over the
 * arena blocks, whatever the shape or depth of the tree.
 */
#ifndef GOR_SGF_INTERNAL_H
#define GOR_SGF_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "gorules_sgf.h"
#include "core/numtext.h"

/* ---- arena ------------------------------------------------------- */

typedef struct sgf_block {
    struct sgf_block *next;
    size_t used, cap;
    /* the block's bytes follow */
} sgf_block;

typedef struct sgf_arena {
    sgf_block *head;
} sgf_arena;

void *sgf_arena_alloc_slow(sgf_arena *a, size_t n);

/* n bytes (8-aligned) from the arena; NULL when out of memory. */
static inline void *sgf_arena_alloc(sgf_arena *a, size_t n)
{
    n = (n + 7u) & ~(size_t)7u;
    sgf_block *b = a->head;
    if (!b || b->cap - b->used < n)
        return sgf_arena_alloc_slow(a, n);
    void *p = (char *)b + ((sizeof(sgf_block) + 7u) & ~(size_t)7u) + b->used;
    b->used += n;
    return p;
}

char *sgf_arena_strndup(sgf_arena *a, const char *s, size_t n);
void sgf_arena_free(sgf_arena *a);

/* ---- tree -------------------------------------------------------- */

/* The most children, properties, values of a property or bytes of an
 * identifier one node holds: counts are 32-bit, and an array that would
 * grow past this is refused (GOR_ENOMEM). */
#define SGF_MAX_COUNT (UINT32_MAX / 8)

typedef struct sgf_prop {
    char **values;          /* raw UTF-8 values, NUL-terminated          */
    uint32_t id_len;        /* at most SGF_MAX_COUNT, as are the counts */
    uint32_t nvalues, cap;
    int line, column;       /* of the identifier; 0 if built            */
} sgf_prop;

/*
 * What only some nodes need, kept out of the node so that the usual node
 * (one child, a few properties) stays small: the array of all children
 * once there are two or more, and the hash index of a node with many
 * properties.
 */
typedef struct sgf_node_ext {
    gor_sgf_node **children;          /* NULL below two children        */
    uint32_t *index;                  /* props[slot - 1], 0 = free; NULL
                                         below SGF_INDEX_MIN properties */
    uint32_t capchildren;
    uint32_t nindex;                  /* slots, a power of two          */
} sgf_node_ext;

/*
 * Every lookup is O(1) whatever the shape of the tree: the i-th child,
 * property and game are array entries, and a node with many properties
 * has a hash index over their identifiers. The arrays live in the arena;
 * a grown array leaves its old copy there (at most as much again).
 */
struct gor_sgf_node {
    gor_sgf_node *parent;
    gor_sgf_node *child;              /* first child = main line        */
    gor_sgf_node *next;               /* next sibling                   */
    sgf_prop **props;                 /* in order: props1 up to two     */
    sgf_prop *props1[2];              /* the first two, without an array
                                         of their own                   */
    sgf_node_ext *ext;                /* NULL until it is needed        */
    gor_sgf *owner;
    uint32_t nchildren;
    uint32_t nprops, capprops;
    int line, column;                 /* of the ';'                     */
};

/* Properties from which a node gets its hash index. */
#define SGF_INDEX_MIN 8

struct gor_sgf {
    sgf_arena arena;
    gor_sgf_node **games;             /* roots, in order (malloc'ed)    */
    size_t ngames, capgames;
    size_t nnodes;
    char encoding[48];
    gor_sgf_error *notes;
    size_t nnotes, capnotes;
};

/* Make n an empty node of sgf, not linked anywhere (and count it). */
static inline void sgf_node_init(gor_sgf_node *n, gor_sgf *sgf)
{
    /* Field by field: props1 is read only below nprops. */
    n->parent = n->child = n->next = NULL;
    n->nchildren = 0;
    n->props = NULL;
    n->nprops = n->capprops = 0;
    n->ext = NULL;
    n->line = n->column = 0;
    n->owner = sgf;
    sgf->nnodes++;
}

/* A new node in sgf's arena, not linked anywhere. */
static inline gor_sgf_node *sgf_node_alloc(gor_sgf *sgf)
{
    gor_sgf_node *n = (gor_sgf_node *)sgf_arena_alloc(&sgf->arena, sizeof *n);
    if (n)
        sgf_node_init(n, sgf);
    return n;
}

/* Copy the string src into dst of `size` bytes (size > 0), cut to fit
 * and always terminated: snprintf(dst, size, "%s", src) without the
 * formatting machinery, for the paths taken once per record. */
static inline void sgf_strlcpy(char *dst, size_t size, const char *src)
{
    size_t n = strlen(src);
    if (n >= size)
        n = size - 1;
    memcpy(dst, src, n);
    dst[n] = 0;
}

/* Are the n bytes at a and b the same? (Identifiers: short, no call.) */
static inline int sgf_id_eq(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (a[i] != b[i])
            return 0;
    return 1;
}

/* Copy n bytes (short copies without a call). */
static inline void sgf_copy(char *to, const char *from, size_t n)
{
    if (n > 16) {
        memcpy(to, from, n);
        return;
    }
    if (n == 2) { /* a move, a point, most identifiers */
        to[0] = from[0];
        to[1] = from[1];
        return;
    }
    for (size_t i = 0; i < n; i++)
        to[i] = from[i];
}

/* Bytes of a property before its value slot, in the allocations below. */
#define SGF_PROP_HEAD ((sizeof(sgf_prop) + 7u) & ~(size_t)7u)

/* A property's identifier: upper case, NUL-terminated, always just after
 * its first value slot (sgf_prop_init), so it needs no pointer. */
static inline const char *sgf_prop_id(const sgf_prop *p)
{
    return (const char *)p + SGF_PROP_HEAD + sizeof(char *);
}

/*
 * Make p a property with no value yet, whose one value slot and the copy
 * of its identifier (id_len bytes) follow it in the same allocation: p,
 * SGF_PROP_HEAD bytes, then the slot, then the identifier and its NUL.
 * Returns the byte after that NUL.
 */
static inline char *sgf_prop_init(sgf_prop *p, const char *id, size_t id_len,
                                  int line, int column)
{
    char **slot = (char **)(void *)((char *)p + SGF_PROP_HEAD);
    char *copy = (char *)(slot + 1);
    sgf_copy(copy, id, id_len);
    copy[id_len] = 0;
    p->id_len = (uint32_t)id_len;
    p->values = slot;
    p->nvalues = 0;
    p->cap = 1;
    p->line = line;
    p->column = column;
    return copy + id_len + 1;
}

/*
 * A new property id (id_len bytes) with the one value raw (len bytes):
 * the property, its value slot, its identifier and the value are one
 * arena allocation. Not added to any node; NULL when out of memory.
 */
static inline sgf_prop *sgf_prop_new1(sgf_arena *a, const char *id,
                                      size_t id_len, const char *raw,
                                      size_t len, int line, int column)
{
    if (id_len > SGF_MAX_COUNT)
        return NULL;
    sgf_prop *p = (sgf_prop *)sgf_arena_alloc(
        a, SGF_PROP_HEAD + sizeof(char *) + id_len + 1 + len + 1);
    if (!p)
        return NULL;
    char *value = sgf_prop_init(p, id, id_len, line, column);
    sgf_copy(value, raw, len);
    value[len] = 0;
    p->values[0] = value;
    p->nvalues = 1;
    return p;
}

/*
 * Append p to node if that needs neither a bigger array nor the index and
 * node has no property of p's identifier yet. Returns 1 if appended, 0 if
 * not (nothing changed: the general sgf_add_value() path is for that).
 */
static inline int sgf_node_append_new(gor_sgf_node *node, const char *id,
                                      size_t id_len)
{
    if (node->nprops >= node->capprops || node->nprops + 1 >= SGF_INDEX_MIN)
        return 0;
    for (size_t i = 0; i < node->nprops; i++) {
        const sgf_prop *q = node->props[i];
        if (q->id_len == id_len && sgf_id_eq(sgf_prop_id(q), id, id_len))
            return 0;
    }
    return 1;
}

/* Make p the first property of node, which has none and never had. */
static inline void sgf_node_first_prop(gor_sgf_node *node, sgf_prop *p)
{
    node->props = node->props1;
    node->capprops = 2;
    node->props1[0] = p;
    node->nprops = 1;
}

/*
 * The commonest node, ";B[pd]": `text` points at its identifier, one
 * letter, followed by "[", two bytes of value and "]". Made as the only
 * child of parent (which has none), with the node, its property, the value
 * slot, the identifier and the value in one arena allocation; (line,
 * column) is where its ";" is. NULL when out of memory.
 */
static inline gor_sgf_node *sgf_move_node_new(gor_sgf *sgf,
                                              gor_sgf_node *parent,
                                              const char *text, int line,
                                              int column)
{
    size_t nsz = (sizeof(gor_sgf_node) + 7u) & ~(size_t)7u;
    char *mem = (char *)sgf_arena_alloc(
        &sgf->arena, nsz + SGF_PROP_HEAD + sizeof(char *) + 2 + 3);
    if (!mem)
        return NULL;
    gor_sgf_node *n = (gor_sgf_node *)(void *)mem;
    sgf_prop *p = (sgf_prop *)(void *)(mem + nsz);
    char *value = sgf_prop_init(p, text, 1, line, column + 1);
    value[0] = text[2];
    value[1] = text[3];
    value[2] = 0;
    p->values[0] = value;
    p->nvalues = 1;
    sgf_node_init(n, sgf);
    n->line = line;
    n->column = column;
    sgf_node_first_prop(n, p);
    n->parent = parent;
    parent->child = n;
    parent->nchildren = 1;
    return n;
}

/*
 * Link child as the last child of parent (parent NULL: a new game).
 * GOR_ENOMEM (nothing linked) when an array cannot grow.
 */
int sgf_node_link(gor_sgf *sgf, gor_sgf_node *parent, gor_sgf_node *child);
/* The property id of node, or NULL. */
sgf_prop *sgf_find_prop(const gor_sgf_node *node, const char *id);
/* Does the root's AP name Fox (foxwq, or its older client YuanYu)? */
int sgf_is_fox(const gor_sgf_node *root);
/*
 * Add a raw value (len bytes, copied) to property id (id_len bytes) of
 * node, creating the property at the end if needed. *merged is set when
 * the property existed already. GOR_ENOMEM on failure.
 */
int sgf_add_value(gor_sgf *sgf, gor_sgf_node *node, const char *id,
                  size_t id_len, const char *raw, size_t len, int line,
                  int column, int *merged);
/* Like sgf_add_value() for a value already in sgf's arena (kept, not
 * copied). */
int sgf_add_arena_value(gor_sgf *sgf, gor_sgf_node *node, const char *id,
                        size_t id_len, char *value, int line, int column,
                        int *merged);
/* Record a parse note (status GOR_OK) on the collection; best effort. */
void sgf_note(gor_sgf *sgf, int line, int column, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* Fill an error record (err may be NULL). Returns status. */
int sgf_error(gor_sgf_error *err, int status, int line, int column,
              const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* A move value ("" and, up to 19x19, "tt" = pass) to a point. */
int sgf_parse_move(const char *v, int width, int height, gor_point *point);
/*
 * The points of one point-list value ("aa", "aa:cc", "" = none) into
 * out[0..cap); returns how many (may exceed cap) or GOR_EPARSE /
 * GOR_EOFFBOARD.
 */
int sgf_points_value(const char *v, int width, int height, gor_point *out,
                     size_t cap);
/* Mark seen[y * width + x] = 1 for every point of one point-list value
 * (work: the rectangle's rows, not its points); returns its point count,
 * 0 for "[]", or the error status (nothing marked). */
int sgf_points_mark(const char *v, int width, int height,
                    unsigned char *seen);

/* ---- encodings (sgf_encoding.c) ----------------------------------- */

/* How the tokenizer steps over the bytes of a value. */
typedef enum sgf_scan {
    SGF_SCAN_BYTE = 0,  /* single-byte charsets, UTF-8                   */
    SGF_SCAN_DBCS = 1,  /* lead byte 0x81-0xFE takes the next byte (GBK,
                           Big5; GB18030 four-byte forms)                 */
    SGF_SCAN_ISO2022 = 2, /* ISO-2022-JP: ESC $ B switches to byte pairs  */
    SGF_SCAN_SJIS = 3   /* Shift_JIS: leads 0x81-0x9F and 0xE0-0xFC only
                           (0xA1-0xDF are single half-width kana)         */
} sgf_scan;

typedef struct sgf_decoder {
    char name[48];      /* the iconv name in use ("UTF-8" = no iconv)    */
    int utf8;           /* 1: validate only, no iconv                    */
    sgf_scan scan;
    int byte_escapes;   /* SGFC style: "\" escapes trail bytes too; values
                           are scanned byte by byte                      */
    void *cd;           /* iconv_t, or NULL                              */
    size_t replaced;    /* invalid sequences replaced so far             */
    int first_line, first_column; /* where the first was                 */
} sgf_decoder;

/*
 * Choose the decoder for a game tree whose text starts at data[start]:
 * `declared` is its CA value (NULL if none), `forced` the caller's choice.
 * Detection looks at data[start .. len). Writes a note about any choice
 * that is not the obvious one. Returns GOR_OK or GOR_ENOMEM.
 */
int sgf_decoder_choose(sgf_decoder *dec, gor_sgf *sgf, const char *data,
                       size_t len, size_t start, const char *declared,
                       const char *forced, int line, int column);
void sgf_decoder_close(sgf_decoder *dec);
/*
 * Convert one value (raw bytes) to UTF-8 into a new arena string; *out_len
 * gets its length. Invalid sequences become U+FFFD and are counted in dec.
 */
char *sgf_decode_value(sgf_decoder *dec, sgf_arena *arena, const char *raw,
                       size_t len, size_t *out_len, int line, int column);
/* The length of a valid UTF-8 sequence at s (n bytes available), or 0. */
size_t sgf_utf8_seq(const unsigned char *s, size_t n);
/*
 * Whole-input conversion for UTF-16 (a byte-order mark or the NUL
 * pattern of "(;"). Returns 1 and a malloc'ed UTF-8 copy in *out, 0 if
 * the input is not UTF-16, or a negative status.
 */
int sgf_convert_utf16(const char *data, size_t len, char **out,
                      size_t *out_len, char name[48]);

/* ---- writer helpers ------------------------------------------------ */

/* A growable byte buffer. */
typedef struct sgf_buf {
    char *p;
    size_t n, cap;
    int failed;
} sgf_buf;

void sgf_buf_put(sgf_buf *b, const char *s, size_t n);
void sgf_buf_puts(sgf_buf *b, const char *s);

#endif
