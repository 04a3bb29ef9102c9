/* SPDX-License-Identifier: MIT */
/*
 * posset.h - the set of earlier positions for superko: an open-addressing
 * table with linear probing whose 4-byte slots hold base + ply + 1; a slot
 * at or below `base` is empty. Clearing raises `base` past every value
 * stored, so a new game costs no pass over the table (the table is wiped
 * only when the values would overflow). The hashes themselves stay in the
 * history: a slot's home is found from the hash of its ply, read through a
 * posset_src. A lookup returns every ply in the probe chain of a hash; the
 * caller compares hashes (and then positions).
 */
#ifndef GOR_POSSET_H
#define GOR_POSSET_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct posset {
    uint32_t *slot;
    size_t mask;   /* capacity - 1; capacity is a power of two */
    size_t count;
    uint32_t base; /* slots <= base are empty */
    uint32_t top;  /* at least the largest value stored since the table
                      was wiped */
    uint32_t *took; /* pairs (ply, the earlier ply whose slot it took),
                       latest last: see posset_supersede */
    size_t ntook, captook;
} posset;

/* Where the hash of ply k is: its high half, a uint32_t at base + k *
 * stride bytes (all that posset_home() reads). */
typedef struct posset_src {
    const unsigned char *base;
    size_t stride;
} posset_src;

static inline uint64_t posset_hash_of(posset_src src, uint32_t ply)
{
    const unsigned char *at = src.base + (size_t)ply * src.stride;
    uint32_t h;
    memcpy(&h, at, sizeof h);
    return (uint64_t)h << 32;
}

/* An empty set sized for about `expected` positions. */
int posset_init(posset *s, size_t expected);
void posset_free(posset *s);
void posset_clear(posset *s);
int posset_copy(posset *dst, const posset *src);
/* Make room for `extra` more inserts, so that they cannot fail. */
int posset_reserve(posset *s, size_t extra, posset_src src);
void posset_remove(posset *s, uint64_t hash, uint32_t ply, posset_src src);
/* Let ply `to` (the newest) take the slot of ply `from`, whose hash is
 * the same: one slot stands for a run of equal positions. Remembered, so
 * that posset_drop(to) puts `from` back. 0 (nothing done) if `from` is
 * not in the set or memory runs out. */
int posset_supersede(posset *s, uint64_t hash, uint32_t from, uint32_t to);
/* Remove the newest ply, putting back the ply it superseded if any. */
void posset_drop(posset *s, uint64_t hash, uint32_t ply, posset_src src);

/* Would `extra` more inserts fit without growing (load at most 1/2)?
 * (Plies so large that base + ply + 1 would overflow also need
 * posset_reserve, which checks posset_ply_fits.) */
static inline int posset_has_room(const posset *s, size_t extra)
{
    return (s->count + extra) * 2 <= s->mask + 1;
}

/* The home slot of a hash: from its high half alone (the history keeps
 * no more). */
static inline size_t posset_home(const posset *s, uint64_t hash)
{
    return (size_t)(((hash >> 32) * 0x9e3779b97f4a7c15ULL) >> 24) & s->mask;
}

/* Iterate over the plies in the probe chain of a hash: start with *pos =
 * posset_home(), call until it returns -1. */
static inline long posset_next(const posset *s, size_t *pos)
{
    uint32_t v = s->slot[*pos];
    if (v <= s->base)
        return -1;
    *pos = (*pos + 1) & s->mask;
    return (long)(v - s->base - 1);
}

/* Store value v (base + ply + 1) at the first free slot from the home of
 * its hash. */
static inline void posset_place(posset *s, uint64_t hash, uint32_t v)
{
    size_t i = posset_home(s, hash);
    while (s->slot[i] > s->base)
        i = (i + 1) & s->mask;
    s->slot[i] = v;
    if (v > s->top)
        s->top = v;
}

/* posset_place() for a caller that has raised `top` to v or more. */
static inline void posset_place_under_top(posset *s, uint64_t hash, uint32_t v)
{
    size_t i = posset_home(s, hash);
    while (s->slot[i] > s->base)
        i = (i + 1) & s->mask;
    s->slot[i] = v;
}

/* Would ply's value overflow (then posset_reserve wipes and rebases)? */
static inline int posset_ply_fits(const posset *s, uint32_t ply)
{
    return ply < UINT32_MAX - 1 - s->base;
}

static inline int posset_insert(posset *s, uint64_t hash, uint32_t ply,
                                posset_src src)
{
    if (!posset_has_room(s, 1) || !posset_ply_fits(s, ply)) {
        int st = posset_reserve(s, 1, src);
        if (st)
            return st;
    }
    posset_place(s, hash, s->base + ply + 1);
    s->count++;
    return 0;
}

#endif
