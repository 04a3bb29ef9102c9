/* SPDX-License-Identifier: MIT */
/*
 * sgf_tree.c - the SGF collection: arena, nodes, properties, text escapes,
 * and the Go values of a record (size, points, moves, komi, rules).
 */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sgf/sgf_internal.h"

/* ------------------------------------------------------------------ */
/* Arena                                                               */

#define ARENA_BLOCK 65536u

void *sgf_arena_alloc_slow(sgf_arena *a, size_t n)
{
    n = (n + 7u) & ~(size_t)7u;
    sgf_block *b = a->head;
    if (!b || b->cap - b->used < n) {
        size_t cap = n > ARENA_BLOCK / 2 ? n : ARENA_BLOCK;
        size_t header = (sizeof(sgf_block) + 7u) & ~(size_t)7u;
        sgf_block *nb = malloc(header + cap);
        if (!nb)
            return NULL;
        nb->used = 0;
        nb->cap = cap;
        if (b && n > ARENA_BLOCK / 2) {
            /* A big allocation gets a block of its own behind the head,
             * so the head's free space stays in use. */
            nb->next = b->next;
            b->next = nb;
        } else {
            nb->next = b;
            a->head = nb;
        }
        b = nb;
    }
    size_t header = (sizeof(sgf_block) + 7u) & ~(size_t)7u;
    void *p = (char *)b + header + b->used;
    b->used += n;
    return p;
}

char *sgf_arena_strndup(sgf_arena *a, const char *s, size_t n)
{
    char *p = sgf_arena_alloc(a, n + 1);
    if (!p)
        return NULL;
    if (n)
        memcpy(p, s, n);
    p[n] = 0;
    return p;
}

void sgf_arena_free(sgf_arena *a)
{
    sgf_block *b = a->head;
    while (b) {
        sgf_block *next = b->next;
        free(b);
        b = next;
    }
    a->head = NULL;
}

/* ------------------------------------------------------------------ */
/* Errors and notes                                                    */

int sgf_error(gor_sgf_error *err, int status, int line, int column,
              const char *fmt, ...)
{
    if (err) {
        va_list ap;
        memset(err, 0, sizeof *err);
        err->status = status;
        err->line = line;
        err->column = column;
        va_start(ap, fmt);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
    }
    return status;
}

void sgf_note(gor_sgf *sgf, int line, int column, const char *fmt, ...)
{
    if (sgf->nnotes == sgf->capnotes) {
        size_t cap = sgf->capnotes ? sgf->capnotes * 2 : 8;
        if (sgf->nnotes >= 1000)
            return; /* enough said */
        gor_sgf_error *n = realloc(sgf->notes, cap * sizeof *n);
        if (!n)
            return;
        sgf->notes = n;
        sgf->capnotes = cap;
    }
    gor_sgf_error *e = &sgf->notes[sgf->nnotes++];
    va_list ap;
    memset(e, 0, sizeof *e);
    e->status = GOR_OK;
    e->line = line;
    e->column = column;
    va_start(ap, fmt);
    vsnprintf(e->message, sizeof e->message, fmt, ap);
    va_end(ap);
}

/* ------------------------------------------------------------------ */
/* Collections                                                         */

int gor_sgf_new(gor_sgf **out)
{
    if (!out)
        return GOR_EINVAL;
    *out = calloc(1, sizeof **out);
    if (!*out)
        return GOR_ENOMEM;
    strcpy((*out)->encoding, "UTF-8");
    return GOR_OK;
}

void gor_sgf_free(gor_sgf *sgf)
{
    if (!sgf)
        return;
    sgf_arena_free(&sgf->arena);
    free(sgf->games);
    free(sgf->notes);
    free(sgf);
}

const char *gor_sgf_encoding(const gor_sgf *sgf)
{
    return sgf ? sgf->encoding : "UTF-8";
}

size_t gor_sgf_parse_note_count(const gor_sgf *sgf)
{
    return sgf ? sgf->nnotes : 0;
}

const gor_sgf_error *gor_sgf_parse_note(const gor_sgf *sgf, size_t i)
{
    return sgf && i < sgf->nnotes ? &sgf->notes[i] : NULL;
}

size_t gor_sgf_game_count(const gor_sgf *sgf)
{
    return sgf ? sgf->ngames : 0;
}

const gor_sgf_node *gor_sgf_game(const gor_sgf *sgf, size_t i)
{
    return sgf && i < sgf->ngames ? sgf->games[i] : NULL;
}

/* node's ext, made (empty, in the arena) on first need; NULL when out of
 * memory. */
static sgf_node_ext *node_ext(gor_sgf *sgf, gor_sgf_node *node)
{
    if (!node->ext) {
        sgf_node_ext *x = sgf_arena_alloc(&sgf->arena, sizeof *x);
        if (!x)
            return NULL;
        memset(x, 0, sizeof *x);
        node->ext = x;
    }
    return node->ext;
}

int sgf_node_link(gor_sgf *sgf, gor_sgf_node *parent, gor_sgf_node *child)
{
    child->parent = parent;
    child->next = NULL;
    if (!parent) {
        if (sgf->ngames == sgf->capgames) {
            size_t cap = sgf->capgames ? sgf->capgames * 2 : 4;
            gor_sgf_node **v = realloc(sgf->games, cap * sizeof *v);
            if (!v)
                return GOR_ENOMEM;
            sgf->games = v;
            sgf->capgames = cap;
        }
        if (sgf->ngames)
            sgf->games[sgf->ngames - 1]->next = child;
        sgf->games[sgf->ngames++] = child;
        return GOR_OK;
    }
    sgf_node_ext *x = parent->ext;
    if (parent->nchildren && (!x || parent->nchildren >= x->capchildren)) {
        /* The second child (and every doubling after) brings the array. */
        if (!(x = node_ext(sgf, parent)))
            return GOR_ENOMEM;
        size_t cap = x->capchildren ? (size_t)x->capchildren * 2 : 4;
        if (cap > SGF_MAX_COUNT)
            return GOR_ENOMEM;
        gor_sgf_node **v = sgf_arena_alloc(&sgf->arena, cap * sizeof *v);
        if (!v)
            return GOR_ENOMEM;
        if (x->children)
            memcpy(v, x->children, parent->nchildren * sizeof *v);
        else
            v[0] = parent->child;
        x->children = v;
        x->capchildren = (uint32_t)cap;
    }
    if (!parent->nchildren) {
        parent->child = child;
    } else {
        x->children[parent->nchildren - 1]->next = child;
        x->children[parent->nchildren] = child;
    }
    parent->nchildren++;
    return GOR_OK;
}

int gor_sgf_add_game(gor_sgf *sgf, gor_sgf_node **root)
{
    if (!sgf)
        return GOR_EINVAL;
    gor_sgf_node *n = sgf_node_alloc(sgf);
    if (!n || sgf_node_link(sgf, NULL, n) != GOR_OK)
        return GOR_ENOMEM;
    if (root)
        *root = n;
    return GOR_OK;
}

/* ------------------------------------------------------------------ */
/* Nodes                                                               */

const gor_sgf_node *gor_sgf_node_parent(const gor_sgf_node *node)
{
    return node ? node->parent : NULL;
}

gor_sgf_node *gor_sgf_node_mutable(gor_sgf *sgf, const gor_sgf_node *node)
{
    /* Holding the collection mutably is the right to change its nodes. */
    return sgf && node && node->owner == sgf ? (gor_sgf_node *)node : NULL;
}

size_t gor_sgf_node_child_count(const gor_sgf_node *node)
{
    return node ? node->nchildren : 0;
}

const gor_sgf_node *gor_sgf_node_child(const gor_sgf_node *node, size_t i)
{
    if (!node || i >= node->nchildren)
        return NULL;
    return i ? node->ext->children[i] : node->child;
}

const gor_sgf_node *gor_sgf_node_next_sibling(const gor_sgf_node *node)
{
    return node ? node->next : NULL;
}

int gor_sgf_node_add_child(gor_sgf_node *node, gor_sgf_node **child)
{
    if (!node)
        return GOR_EINVAL;
    gor_sgf_node *c = sgf_node_alloc(node->owner);
    if (!c || sgf_node_link(node->owner, node, c) != GOR_OK)
        return GOR_ENOMEM;
    if (child)
        *child = c;
    return GOR_OK;
}

int gor_sgf_node_line(const gor_sgf_node *node)
{
    return node ? node->line : 0;
}

int gor_sgf_node_column(const gor_sgf_node *node)
{
    return node ? node->column : 0;
}

/* ------------------------------------------------------------------ */
/* Properties                                                          */

/* FNV-1a over an identifier's bytes. */
static uint32_t id_hash(const char *id, size_t len)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++) {
        h ^= (unsigned char)id[i];
        h *= 16777619u;
    }
    return h;
}

/* Build the node's index with nslots slots (a power of two). */
static int index_build(gor_sgf *sgf, gor_sgf_node *node, size_t nslots)
{
    sgf_node_ext *x = node_ext(sgf, node);
    if (!x)
        return GOR_ENOMEM;
    uint32_t *slots = sgf_arena_alloc(&sgf->arena, nslots * sizeof *slots);
    if (!slots)
        return GOR_ENOMEM;
    memset(slots, 0, nslots * sizeof *slots);
    for (size_t i = 0; i < node->nprops; i++) {
        const sgf_prop *p = node->props[i];
        size_t h = id_hash(sgf_prop_id(p), p->id_len) & (nslots - 1);
        while (slots[h])
            h = (h + 1) & (nslots - 1);
        slots[h] = (uint32_t)(i + 1);
    }
    x->index = slots;
    x->nindex = (uint32_t)nslots;
    return GOR_OK;
}

/* Like sgf_find_prop() for an identifier of id_len bytes. */
static sgf_prop *find_prop_n(const gor_sgf_node *node, const char *id,
                             size_t id_len)
{
    const sgf_node_ext *x = node->ext;
    if (x && x->index) {
        size_t mask = x->nindex - 1;
        for (size_t h = id_hash(id, id_len) & mask; x->index[h];
             h = (h + 1) & mask) {
            sgf_prop *p = node->props[x->index[h] - 1];
            if (p->id_len == id_len && sgf_id_eq(sgf_prop_id(p), id, id_len))
                return p;
        }
        return NULL;
    }
    for (size_t i = 0; i < node->nprops; i++) {
        sgf_prop *p = node->props[i];
        if (p->id_len == id_len && sgf_prop_id(p)[0] == id[0] &&
            sgf_id_eq(sgf_prop_id(p), id, id_len))
            return p;
    }
    return NULL;
}

sgf_prop *sgf_find_prop(const gor_sgf_node *node, const char *id)
{
    if (!node || !id)
        return NULL;
    return find_prop_n(node, id, strlen(id));
}

/* Append property p to node (its array and index). */
static int append_prop(gor_sgf *sgf, gor_sgf_node *node, sgf_prop *p)
{
    if (!node->capprops) {
        node->props = node->props1;
        node->capprops = 2;
    } else if (node->nprops == node->capprops) {
        size_t cap = (size_t)node->capprops * 2;
        if (cap > SGF_MAX_COUNT)
            return GOR_ENOMEM;
        sgf_prop **v = sgf_arena_alloc(&sgf->arena, cap * sizeof *v);
        if (!v)
            return GOR_ENOMEM;
        if (node->nprops)
            memcpy(v, node->props, node->nprops * sizeof *v);
        node->props = v;
        node->capprops = (uint32_t)cap;
    }
    node->props[node->nprops++] = p;
    if (node->nprops < SGF_INDEX_MIN)
        return GOR_OK;
    sgf_node_ext *x = node->ext;
    if (!x || node->nprops * 2 > x->nindex) {
        /* (Re)build at four slots a property: at most half full. */
        size_t nslots = 16;
        while (nslots < node->nprops * 4)
            nslots *= 2;
        int st = index_build(sgf, node, nslots);
        if (st)
            node->nprops--;
        return st;
    }
    size_t mask = x->nindex - 1;
    size_t h = id_hash(sgf_prop_id(p), p->id_len) & mask;
    while (x->index[h])
        h = (h + 1) & mask;
    x->index[h] = (uint32_t)node->nprops;
    return GOR_OK;
}

/*
 * A new property with room for one value: the property, its value array
 * and its identifier are one arena allocation.
 */
static sgf_prop *new_prop(gor_sgf *sgf, const char *id, size_t id_len,
                          int line, int column)
{
    if (id_len > SGF_MAX_COUNT)
        return NULL;
    sgf_prop *p = sgf_arena_alloc(&sgf->arena,
                                  SGF_PROP_HEAD + sizeof(char *) + id_len + 1);
    if (p)
        sgf_prop_init(p, id, id_len, line, column);
    return p;
}

/* sgf_add_value() for a value already in the arena (not copied). */
static int add_value(gor_sgf *sgf, gor_sgf_node *node, const char *id,
                     size_t id_len, char *value, int line, int column,
                     int *merged)
{
    sgf_prop *p = find_prop_n(node, id, id_len);
    if (merged)
        *merged = p != NULL;
    if (!p) {
        p = new_prop(sgf, id, id_len, line, column);
        if (!p)
            return GOR_ENOMEM;
        int st = append_prop(sgf, node, p);
        if (st)
            return st;
    }
    if (p->nvalues == p->cap) {
        size_t cap = (size_t)p->cap * 2;
        if (cap > SGF_MAX_COUNT)
            return GOR_ENOMEM;
        char **v = sgf_arena_alloc(&sgf->arena, cap * sizeof *v);
        if (!v)
            return GOR_ENOMEM;
        memcpy(v, p->values, p->nvalues * sizeof *v);
        p->values = v;
        p->cap = (uint32_t)cap;
    }
    p->values[p->nvalues++] = value;
    return GOR_OK;
}

int sgf_add_value(gor_sgf *sgf, gor_sgf_node *node, const char *id,
                  size_t id_len, const char *raw, size_t len, int line,
                  int column, int *merged)
{
    sgf_prop *p = node->nprops ? find_prop_n(node, id, id_len) : NULL;
    if (merged)
        *merged = p != NULL;
    if (p) {
        char *copy = sgf_arena_strndup(&sgf->arena, raw, len);
        if (!copy)
            return GOR_ENOMEM;
        return add_value(sgf, node, id, id_len, copy, line, column, NULL);
    }
    p = sgf_prop_new1(&sgf->arena, id, id_len, raw, len, line, column);
    if (!p)
        return GOR_ENOMEM;
    return append_prop(sgf, node, p);
}

int sgf_add_arena_value(gor_sgf *sgf, gor_sgf_node *node, const char *id,
                        size_t id_len, char *value, int line, int column,
                        int *merged)
{
    return add_value(sgf, node, id, id_len, value, line, column, merged);
}

size_t gor_sgf_node_property_count(const gor_sgf_node *node)
{
    return node ? node->nprops : 0;
}

const char *gor_sgf_node_property_id(const gor_sgf_node *node, size_t i)
{
    return node && i < node->nprops ? sgf_prop_id(node->props[i]) : NULL;
}

int gor_sgf_node_has(const gor_sgf_node *node, const char *id)
{
    return sgf_find_prop(node, id) != NULL;
}

size_t gor_sgf_node_value_count(const gor_sgf_node *node, const char *id)
{
    sgf_prop *p = sgf_find_prop(node, id);
    return p ? p->nvalues : 0;
}

const char *gor_sgf_node_value(const gor_sgf_node *node, const char *id,
                               size_t k)
{
    sgf_prop *p = sgf_find_prop(node, id);
    return p && k < p->nvalues ? p->values[k] : NULL;
}

int gor_sgf_node_property_line(const gor_sgf_node *node, const char *id,
                               int *column)
{
    sgf_prop *p = sgf_find_prop(node, id);
    if (column)
        *column = p ? p->column : 0;
    return p ? p->line : 0;
}

static int valid_id(const char *id)
{
    if (!id || !*id || strlen(id) > 32)
        return 0;
    for (const char *s = id; *s; s++)
        if (*s < 'A' || *s > 'Z')
            return 0;
    return 1;
}

/* A raw value may stand between brackets: "]" escaped, no lone "\" last. */
static int valid_raw(const char *raw)
{
    if (!raw)
        return 0;
    for (const char *s = raw; *s; s++) {
        if (*s == '\\') {
            if (!s[1])
                return 0;
            s++;
        } else if (*s == ']') {
            return 0;
        }
    }
    return 1;
}

int gor_sgf_node_remove(gor_sgf_node *node, const char *id)
{
    if (!node || !id)
        return GOR_EINVAL;
    size_t len = strlen(id);
    for (size_t i = 0; i < node->nprops; i++) {
        const sgf_prop *p = node->props[i];
        if (p->id_len != len || memcmp(sgf_prop_id(p), id, len))
            continue;
        memmove(node->props + i, node->props + i + 1,
                (node->nprops - i - 1) * sizeof *node->props);
        node->nprops--;
        /* The index holds positions: build it again, in the old slots
         * (the arena keeps the memory until the collection goes). */
        sgf_node_ext *x = node->ext;
        if (x && x->index) {
            size_t mask = x->nindex - 1;
            memset(x->index, 0, x->nindex * sizeof *x->index);
            for (size_t k = 0; k < node->nprops; k++) {
                const sgf_prop *q = node->props[k];
                size_t h = id_hash(sgf_prop_id(q), q->id_len) & mask;
                while (x->index[h])
                    h = (h + 1) & mask;
                x->index[h] = (uint32_t)(k + 1);
            }
        }
        break;
    }
    return GOR_OK;
}

int gor_sgf_node_add_value(gor_sgf_node *node, const char *id,
                           const char *raw)
{
    if (!node || !valid_id(id) || !valid_raw(raw))
        return GOR_EINVAL;
    return sgf_add_value(node->owner, node, id, strlen(id), raw, strlen(raw),
                         0, 0, NULL);
}

int gor_sgf_node_set(gor_sgf_node *node, const char *id, const char *raw)
{
    if (!node || !valid_id(id) || !valid_raw(raw))
        return GOR_EINVAL;
    sgf_prop *p = sgf_find_prop(node, id);
    if (p) {
        /* Keep the property's place in the node; replace its values. */
        char *copy = sgf_arena_strndup(&node->owner->arena, raw, strlen(raw));
        if (!copy)
            return GOR_ENOMEM;
        p->values[0] = copy;
        p->nvalues = 1;
        return GOR_OK;
    }
    return sgf_add_value(node->owner, node, id, strlen(id), raw, strlen(raw),
                         0, 0, NULL);
}

int gor_sgf_node_set_text(gor_sgf_node *node, const char *id,
                          const char *text)
{
    if (!node || !valid_id(id) || !text)
        return GOR_EINVAL;
    int n = gor_sgf_escape(text, 0, NULL, 0);
    if (n < 0)
        return n;
    char *raw = malloc((size_t)n + 1);
    if (!raw)
        return GOR_ENOMEM;
    gor_sgf_escape(text, 0, raw, (size_t)n + 1);
    int st = gor_sgf_node_set(node, id, raw);
    free(raw);
    return st;
}

/* ------------------------------------------------------------------ */
/* Text                                                                */

/* Append c to buf (snprintf-style bookkeeping). */
#define PUT(c)                                                            \
    do {                                                                  \
        if (buf && n + 1 < size)                                          \
            buf[n] = (char)(c);                                           \
        n++;                                                              \
    } while (0)

/* Every GOR_SGF_TEXT_* flag. */
#define SGF_TEXT_FLAGS \
    (GOR_SGF_TEXT_SIMPLE | GOR_SGF_TEXT_FIRST | GOR_SGF_TEXT_SECOND)

int gor_sgf_text(const char *raw, unsigned flags, char *buf, size_t size)
{
    if (!raw || (!buf && size) || (flags & ~SGF_TEXT_FLAGS))
        return GOR_EINVAL;
    size_t n = 0;
    int part = 0; /* 0 before the first unescaped ':', 1 after */
    int want_first = (flags & GOR_SGF_TEXT_FIRST) != 0;
    int want_second = (flags & GOR_SGF_TEXT_SECOND) != 0;
    for (const char *s = raw; *s; s++) {
        int c = (unsigned char)*s;
        int escaped = 0;
        if (c == '\\') {
            s++;
            if (!*s)
                break;
            c = (unsigned char)*s;
            /* Soft line break: "\" + \n, \r, \r\n or \n\r is removed. */
            if (c == '\n' || c == '\r') {
                if ((s[1] == '\n' || s[1] == '\r') && s[1] != c)
                    s++;
                continue;
            }
            escaped = 1;
        }
        if (!escaped && c == ':' && (want_first || want_second) && !part) {
            part = 1;
            continue;
        }
        if ((want_first && part) || (want_second && !part))
            continue;
        if (c == '\r' || c == '\n') {
            if ((s[1] == '\n' || s[1] == '\r') && s[1] != c)
                s++; /* one break, whatever the convention */
            c = (flags & GOR_SGF_TEXT_SIMPLE) ? ' ' : '\n';
        } else if (c == '\t' || c == '\v' || c == '\f') {
            c = ' ';
        }
        PUT(c);
    }
    if (buf && size)
        buf[n < size ? n : size - 1] = 0;
    return n > 0x7fffffff ? GOR_ERANGE : (int)n;
}

int gor_sgf_escape(const char *text, unsigned flags, char *buf, size_t size)
{
    if (!text || (!buf && size) || (flags & ~SGF_TEXT_FLAGS))
        return GOR_EINVAL;
    size_t n = 0;
    for (const char *s = text; *s; s++) {
        if (*s == '\\' || *s == ']' ||
            (*s == ':' && (flags & (GOR_SGF_TEXT_FIRST | GOR_SGF_TEXT_SECOND))))
            PUT('\\');
        PUT(*s);
    }
    if (buf && size)
        buf[n < size ? n : size - 1] = 0;
    return n > 0x7fffffff ? GOR_ERANGE : (int)n;
}

#undef PUT

int gor_sgf_node_text(const gor_sgf_node *node, const char *id, char *buf,
                      size_t size)
{
    if (!buf && size)
        return GOR_EINVAL;
    const char *raw = gor_sgf_node_value(node, id, 0);
    if (!raw) {
        if (size)
            buf[0] = 0;
        return 0;
    }
    return gor_sgf_text(raw, 0, buf, size);
}

/* ------------------------------------------------------------------ */
/* Go values                                                           */

/* Parse a whole decimal integer from s (spaces around allowed). */
static int parse_int(const char *s, const char *end, long *out)
{
    while (s < end && ascii_isspace((unsigned char)*s))
        s++;
    while (end > s && ascii_isspace((unsigned char)end[-1]))
        end--;
    if (s == end || end - s > 9)
        return 0;
    long v = 0;
    for (const char *p = s; p < end; p++) {
        if (*p < '0' || *p > '9')
            return 0;
        v = v * 10 + (*p - '0');
    }
    *out = v;
    return 1;
}

int gor_sgf_game_size(const gor_sgf_node *root, int *width, int *height)
{
    if (!root)
        return GOR_EINVAL;
    const char *sz = gor_sgf_node_value(root, "SZ", 0);
    long w = 19, h = 19;
    if (sz) {
        const char *colon = strchr(sz, ':');
        const char *end = sz + strlen(sz);
        if (colon) {
            if (!parse_int(sz, colon, &w) || !parse_int(colon + 1, end, &h))
                return GOR_ESIZE;
        } else {
            if (!parse_int(sz, end, &w))
                return GOR_ESIZE;
            h = w;
        }
    }
    if (w < 1 || w > GOR_MAX_SIZE || h < 1 || h > GOR_MAX_SIZE)
        return GOR_ESIZE;
    if (width)
        *width = (int)w;
    if (height)
        *height = (int)h;
    return GOR_OK;
}

/* SGF letter value: a..z = 0..25, A..Z = 26..51, else -1. */
static int letter_value(int c)
{
    if (c >= 'a' && c <= 'z')
        return c - 'a';
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 26;
    return -1;
}

/* Point "xy" (exactly two letters, spaces around tolerated). */
static int parse_xy(const char *s, size_t len, int *x, int *y)
{
    while (len && ascii_isspace((unsigned char)*s)) {
        s++;
        len--;
    }
    while (len && ascii_isspace((unsigned char)s[len - 1]))
        len--;
    if (len != 2)
        return 0;
    *x = letter_value((unsigned char)s[0]);
    *y = letter_value((unsigned char)s[1]);
    return *x >= 0 && *y >= 0;
}

/* The rectangle of a point-list value (one point or "aa:cc", corners in
 * either order): its point count, 0 for "[]", or the error status. */
static int points_rect(const char *v, int width, int height, int rect[4])
{
    /* Most values: one point, two letters. */
    int px = letter_value((unsigned char)v[0]);
    int py = px >= 0 ? letter_value((unsigned char)v[1]) : -1;
    if (py >= 0 && !v[2]) {
        if (px >= width || py >= height)
            return GOR_EOFFBOARD;
        rect[0] = rect[2] = px;
        rect[1] = rect[3] = py;
        return 1;
    }
    size_t len = strlen(v);
    const char *colon = memchr(v, ':', len);
    int x0, y0, x1, y1;
    size_t blank = 0;
    while (blank < len && ascii_isspace((unsigned char)v[blank]))
        blank++;
    if (blank == len)
        return 0; /* "[]": nothing */
    if (colon) {
        if (!parse_xy(v, (size_t)(colon - v), &x0, &y0) ||
            !parse_xy(colon + 1, len - (size_t)(colon - v) - 1, &x1, &y1))
            return GOR_EPARSE;
    } else {
        if (!parse_xy(v, len, &x0, &y0))
            return GOR_EPARSE;
        x1 = x0;
        y1 = y0;
    }
    rect[0] = x0 < x1 ? x0 : x1;
    rect[2] = x0 < x1 ? x1 : x0;
    rect[1] = y0 < y1 ? y0 : y1;
    rect[3] = y0 < y1 ? y1 : y0;
    if (rect[2] >= width || rect[3] >= height)
        return GOR_EOFFBOARD;
    return (rect[2] - rect[0] + 1) * (rect[3] - rect[1] + 1);
}

int sgf_points_value(const char *v, int width, int height, gor_point *out,
                     size_t cap)
{
    int rect[4];
    int n = points_rect(v, width, height, rect);
    if (n <= 0 || !cap)
        return n;
    size_t k = 0;
    for (int y = rect[1]; y <= rect[3]; y++)
        for (int x = rect[0]; x <= rect[2] && k < cap; x++)
            out[k++] = y * width + x;
    return n;
}

int sgf_points_mark(const char *v, int width, int height,
                    unsigned char *seen)
{
    int rect[4];
    int n = points_rect(v, width, height, rect);
    if (n <= 0)
        return n;
    /* A row at a time: the work is the rectangle's height, whatever the
     * number of points it covers. */
    for (int y = rect[1]; y <= rect[3]; y++)
        memset(seen + y * width + rect[0], 1, (size_t)(rect[2] - rect[0] + 1));
    return n;
}

int gor_sgf_node_points(const gor_sgf_node *node, const char *id, int width,
                        int height, gor_point *out, size_t cap)
{
    if ((!out && cap) || width < 1 || height < 1 || width > GOR_MAX_SIZE ||
        height > GOR_MAX_SIZE)
        return GOR_EINVAL;
    sgf_prop *p = sgf_find_prop(node, id);
    if (!p)
        return 0;
    size_t n = 0;
    for (size_t k = 0; k < p->nvalues; k++) {
        int m = sgf_points_value(p->values[k], width, height,
                                 out ? out + (n < cap ? n : cap) : NULL,
                                 n < cap ? cap - n : 0);
        if (m < 0)
            return m;
        n += (size_t)m;
    }
    return n > 0x7fffffff ? GOR_ERANGE : (int)n;
}

/* A move value: "" or "tt" (boards up to 19x19) is a pass. */
static int parse_move(const char *v, int width, int height, gor_point *point)
{
    /* Most values: two lower-case letters. */
    if (v[0] >= 'a' && v[0] <= 's' && v[1] >= 'a' && v[1] <= 's' && !v[2]) {
        int x = v[0] - 'a', y = v[1] - 'a';
        if (x < width && y < height) {
            *point = y * width + x;
            return GOR_OK;
        }
    }
    size_t len = strlen(v);
    size_t blank = 0;
    while (blank < len && ascii_isspace((unsigned char)v[blank]))
        blank++;
    if (blank == len) {
        *point = GOR_PASS;
        return GOR_OK;
    }
    int x, y;
    if (!parse_xy(v, len, &x, &y))
        return GOR_EPARSE;
    if (x == 19 && y == 19 && width <= 19 && height <= 19) {
        *point = GOR_PASS;
        return GOR_OK;
    }
    if (x >= width || y >= height)
        return GOR_EOFFBOARD;
    *point = y * width + x;
    return GOR_OK;
}

int gor_sgf_node_move(const gor_sgf_node *node, int width, int height,
                      gor_color *color, gor_point *point)
{
    if (!node || width < 1 || height < 1 || width > GOR_MAX_SIZE ||
        height > GOR_MAX_SIZE)
        return GOR_EINVAL;
    gor_color c = GOR_BLACK;
    const char *v = gor_sgf_node_value(node, "B", 0);
    if (!v) {
        c = GOR_WHITE;
        v = gor_sgf_node_value(node, "W", 0);
    }
    if (!v)
        return GOR_ENOMOVE;
    gor_point p;
    int st = parse_move(v, width, height, &p);
    if (st)
        return st;
    if (color)
        *color = c;
    if (point)
        *point = p;
    return GOR_OK;
}

int sgf_parse_move(const char *v, int width, int height, gor_point *point)
{
    return parse_move(v, width, height, point);
}

int sgf_is_fox(const gor_sgf_node *root)
{
    const char *ap = gor_sgf_node_value(root, "AP", 0);
    if (!ap)
        return 0;
    while (ascii_isspace((unsigned char)*ap))
        ap++;
    return !strncmp(ap, "foxwq", 5) || !strncmp(ap, "Foxwq", 5) ||
           !strncmp(ap, "FoxWQ", 5) || !strncmp(ap, "YuanYu", 6);
}

/*
 * A komi number: decimal ("6.5", "7.50", "-4.5", "750"), an optional
 * fraction ("5 1/2"). *integer tells whether it was written without
 * decimals.
 */
static int parse_komi(const char *s, double *out, int *integer)
{
    char text[64];
    int n = gor_sgf_text(s, GOR_SGF_TEXT_SIMPLE, text, sizeof text);
    if (n < 0 || n >= (int)sizeof text)
        return 0;
    char *p = text;
    const char *end;
    while (ascii_isspace((unsigned char)*p))
        p++;
    if (!*p)
        return 0;
    for (char *c = p; *c; c++)
        if (*c == ',')
            *c = '.'; /* "6,5" */
    double v;
    if (!numtext_parse(p, &end, &v))
        return 0;
    *integer = !memchr(p, '.', (size_t)(end - p)) &&
               !memchr(p, 'e', (size_t)(end - p)) &&
               !memchr(p, 'E', (size_t)(end - p));
    while (ascii_isspace((unsigned char)*end))
        end++;
    if (*end) {
        /* "5 1/2" */
        long num, den;
        char *slash = strchr(end, '/');
        if (!slash || !parse_int(end, slash, &num) ||
            !parse_int(slash + 1, slash + strlen(slash), &den) || !den ||
            num >= den)
            return 0;
        v += (v < 0 ? -1 : 1) * (double)num / (double)den;
        *integer = 0;
    }
    if (!isfinite(v) || fabs(v) > 100000)
        return 0;
    *out = v;
    return 1;
}

int gor_sgf_game_komi(const gor_sgf_node *root, double *komi, unsigned *fixes)
{
    if (!root || !komi)
        return GOR_EINVAL;
    unsigned f = 0;
    *komi = 0;
    if (fixes)
        *fixes = 0;
    const char *km = gor_sgf_node_value(root, "KM", 0);
    if (!km)
        return GOR_OK;
    double v;
    int integer;
    if (!parse_komi(km, &v, &integer))
        return GOR_EPARSE;
    int w = 19, h = 19;
    gor_sgf_game_size(root, &w, &h);
    /* Fox: komi times 100. Other records: only where 100 points of komi
     * cannot be meant (boards up to 25x25). */
    if (integer && fabs(v) >= 100 && fmod(fabs(v), 25) == 0 &&
        (sgf_is_fox(root) || w * h <= 625)) {
        v /= 100;
        f |= GOR_SGF_KOMI_FOX_SCALE;
    }
    /* A quarter komi is in Chinese stones: one stone, two points. */
    if (v * 4 == floor(v * 4) && v * 2 != floor(v * 2)) {
        v *= 2;
        f |= GOR_SGF_KOMI_STONES;
    }
    if (v * 4 != floor(v * 4)) {
        v = floor(v * 4 + 0.5) / 4;
        f |= GOR_SGF_KOMI_ROUNDED;
    }
    if (fabs(v) > 1000)
        return GOR_EPARSE;
    *komi = v;
    if (fixes)
        *fixes = f;
    return GOR_OK;
}

int gor_sgf_rules_parse(gor_rules *rules, const char *ru)
{
    if (!rules || !ru)
        return GOR_EINVAL;
    char text[128], norm[128];
    int n = gor_sgf_text(ru, GOR_SGF_TEXT_SIMPLE, text, sizeof text);
    if (n < 0 || n >= (int)sizeof text)
        return GOR_EPARSE;
    /* Trim. */
    char *s = text;
    while (ascii_isspace((unsigned char)*s))
        s++;
    char *e = s + strlen(s);
    while (e > s && ascii_isspace((unsigned char)e[-1]))
        *--e = 0;
    if (!*s)
        return GOR_EPARSE;
    if (gor_rules_parse(rules, s) == GOR_OK)
        return GOR_OK;
    /* Common spellings: "Tromp/Taylor", "Japanese rules", "NZ rules",
     * "Ing (GOE)": lower case, separators made '-', "rules" dropped. */
    size_t k = 0;
    for (const char *p = s; *p && k + 1 < sizeof norm; p++) {
        int c = ascii_tolower((unsigned char)*p);
        if (ascii_isalnum(c))
            norm[k++] = (char)c;
        else if (k && norm[k - 1] != '-')
            norm[k++] = '-';
    }
    while (k && norm[k - 1] == '-')
        k--;
    norm[k] = 0;
    size_t len = strlen(norm);
    if (len > 6 && !strcmp(norm + len - 6, "-rules"))
        norm[len - 6] = 0;
    static const struct {
        const char *spelling, *preset;
    } spellings[] = {
        {"tromp-taylor", "tromp-taylor"}, {"trump-taylor", "tromp-taylor"},
        {"tromptaylor", "tromp-taylor"},  {"new-zealand", "new-zealand"},
        {"newzealand", "new-zealand"},    {"nz", "new-zealand"},
        {"ing", "ing"},                   {"goe", "ing"},
        {"ing-goe", "ing"},               {"japanese", "japanese"},
        {"japan", "japanese"},            {"jp", "japanese"},
        {"ja", "japanese"},               {"chinese", "chinese"},
        {"china", "chinese"},             {"cn", "chinese"},
        {"zh", "chinese"},                {"korean", "korean"},
        {"korea", "korean"},              {"kr", "korean"},
        {"aga", "aga"},
        {"american", "aga"},
    };
    for (size_t i = 0; i < sizeof spellings / sizeof spellings[0]; i++)
        if (!strcmp(norm, spellings[i].spelling))
            return gor_rules_parse(rules, spellings[i].preset);
    return GOR_EPARSE;
}
