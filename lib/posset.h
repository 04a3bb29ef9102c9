/*
 * posset.h - the set of earlier positions for superko: a multiset of
 * (hash, ply) in an open-addressing table with linear probing. A slot
 * packs the hash's upper 32 bits with ply + 1 (0 = empty); callers confirm
 * a candidate against the full 64-bit hash of that ply.
 */
#ifndef GOR_POSSET_H
#define GOR_POSSET_H

#include <stddef.h>
#include <stdint.h>

typedef struct posset {
    uint64_t *slot;
    size_t mask;   /* capacity - 1; capacity is a power of two */
    size_t count;
} posset;

/* An empty set sized for about `expected` positions. */
int posset_init(posset *s, size_t expected);
void posset_free(posset *s);
void posset_clear(posset *s);
int posset_copy(posset *dst, const posset *src);
/* Make room for `extra` more inserts, so that they cannot fail. */
int posset_reserve(posset *s, size_t extra);
/* Would `extra` more inserts fit without growing (load at most 1/2)? */
static inline int posset_has_room(const posset *s, size_t extra)
{
    return (s->count + extra) * 2 <= s->mask + 1;
}
void posset_remove(posset *s, uint64_t hash, uint32_t ply);

/* Iterate over the plies stored under hash's tag: start with *pos = the
 * home slot (posset_home), call until it returns -1. */
/* The home slot depends only on the tag (hash >> 32), which is all a slot
 * keeps, so growing the table can rehash from the slots alone. */
static inline size_t posset_home(const posset *s, uint64_t hash)
{
    return (size_t)(((hash >> 32) * 0x9e3779b97f4a7c15ULL) >> 24) & s->mask;
}

static inline long posset_next(const posset *s, uint64_t hash, size_t *pos)
{
    uint32_t tag = (uint32_t)(hash >> 32);
    for (;;) {
        uint64_t v = s->slot[*pos];
        if (!v)
            return -1;
        *pos = (*pos + 1) & s->mask;
        if ((uint32_t)(v >> 32) == tag)
            return (long)(uint32_t)v - 1;
    }
}

/* The slot of (hash, ply): the hash's upper 32 bits, ply + 1. */
static inline uint64_t posset_slot(uint64_t hash, uint32_t ply)
{
    return (hash & 0xffffffff00000000ULL) | ((uint64_t)ply + 1);
}

/* Store v at the first free slot from its home. */
static inline void posset_place(posset *s, uint64_t v)
{
    size_t i = posset_home(s, v);
    while (s->slot[i])
        i = (i + 1) & s->mask;
    s->slot[i] = v;
}

static inline int posset_insert(posset *s, uint64_t hash, uint32_t ply)
{
    if (!posset_has_room(s, 1)) {
        int st = posset_reserve(s, 1);
        if (st)
            return st;
    }
    posset_place(s, posset_slot(hash, ply));
    s->count++;
    return 0;
}

#endif
