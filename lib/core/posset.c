/* SPDX-License-Identifier: MIT */
/*
 * posset.c - multiset of (position hash, ply); see posset.h.
 */
#include "core/posset.h"

#include <stdlib.h>
#include <string.h>

#include "gorules.h"

#define POSSET_MIN 64
#define POSSET_MAX_START 4096

int posset_init(posset *s, size_t expected)
{
    size_t cap = POSSET_MIN;
    while (cap < 2 * expected && cap < POSSET_MAX_START)
        cap *= 2;
    s->slot = calloc(cap, sizeof *s->slot);
    s->mask = cap - 1;
    s->count = 0;
    s->base = s->top = 0;
    s->took = NULL;
    s->ntook = s->captook = 0;
    return s->slot ? GOR_OK : GOR_ENOMEM;
}

void posset_free(posset *s)
{
    free(s->slot);
    free(s->took);
    s->slot = NULL;
    s->took = NULL;
}

/* Raising base past every stored value empties every slot. The table is
 * wiped only when base has climbed halfway to the top of the range. */
void posset_clear(posset *s)
{
    if (s->top >= UINT32_MAX / 2) {
        memset(s->slot, 0, (s->mask + 1) * sizeof *s->slot);
        s->top = 0;
    }
    s->base = s->top;
    s->count = 0;
    s->ntook = 0;
}

int posset_copy(posset *dst, const posset *src)
{
    size_t bytes = (src->mask + 1) * sizeof *src->slot;
    dst->slot = malloc(bytes);
    dst->took = src->ntook ? malloc(src->ntook * sizeof *src->took) : NULL;
    if (!dst->slot || (src->ntook && !dst->took)) {
        free(dst->slot);
        free(dst->took);
        return GOR_ENOMEM;
    }
    memcpy(dst->slot, src->slot, bytes);
    if (src->ntook)
        memcpy(dst->took, src->took, src->ntook * sizeof *src->took);
    dst->ntook = dst->captook = src->ntook;
    dst->mask = src->mask;
    dst->count = src->count;
    dst->base = src->base;
    dst->top = src->top;
    return GOR_OK;
}

/* Grow (or, when plies near the top of the range, rebase): a fresh table
 * with base 0 holding every live slot as ply + 1. */
int posset_reserve(posset *s, size_t extra, posset_src src)
{
    if (posset_has_room(s, extra) && s->top < UINT32_MAX / 2)
        return GOR_OK;
    size_t cap = s->mask + 1;
    while ((s->count + extra) * 2 > cap)
        cap *= 2;
    uint32_t *old = s->slot;
    size_t oldcap = s->mask + 1;
    uint32_t oldbase = s->base;
    uint32_t *fresh = calloc(cap, sizeof *fresh);
    if (!fresh)
        return GOR_ENOMEM;
    s->slot = fresh;
    s->mask = cap - 1;
    s->base = s->top = 0;
    for (size_t i = 0; i < oldcap; i++)
        if (old[i] > oldbase) {
            uint32_t ply = old[i] - oldbase - 1;
            posset_place(s, posset_hash_of(src, ply), ply + 1);
        }
    free(old);
    return GOR_OK;
}

void posset_remove(posset *s, uint64_t hash, uint32_t ply, posset_src src)
{
    const uint32_t base = s->base, v = base + ply + 1;
    size_t i = posset_home(s, hash);
    while (s->slot[i] != v) {
        if (s->slot[i] <= base)
            return;
        i = (i + 1) & s->mask;
    }
    /* Backward-shift deletion keeps every probe chain unbroken. */
    size_t hole = i;
    for (size_t j = (i + 1) & s->mask; s->slot[j] > base;
         j = (j + 1) & s->mask) {
        size_t home = posset_home(s, posset_hash_of(src, s->slot[j] - base - 1));
        /* Move j into the hole if its home is not in (hole, j]. */
        if (((j - home) & s->mask) >= ((j - hole) & s->mask)) {
            s->slot[hole] = s->slot[j];
            hole = j;
        }
    }
    s->slot[hole] = 0;
    s->count--;
}

/* Let the slot holding ply `from` hold ply `to`; 0 if there is none. */
static int replace(posset *s, uint64_t hash, uint32_t from, uint32_t to)
{
    const uint32_t base = s->base, v = base + from + 1;
    size_t i = posset_home(s, hash);
    while (s->slot[i] != v) {
        if (s->slot[i] <= base)
            return 0;
        i = (i + 1) & s->mask;
    }
    s->slot[i] = base + to + 1;
    if (s->slot[i] > s->top)
        s->top = s->slot[i];
    return 1;
}

int posset_supersede(posset *s, uint64_t hash, uint32_t from, uint32_t to)
{
    if (s->ntook + 2 > s->captook) {
        size_t cap = s->captook ? 2 * s->captook : 64;
        uint32_t *t = realloc(s->took, cap * sizeof *t);
        if (!t)
            return 0;
        s->took = t;
        s->captook = cap;
    }
    if (!replace(s, hash, from, to))
        return 0;
    s->took[s->ntook++] = to;
    s->took[s->ntook++] = from;
    return 1;
}

void posset_drop(posset *s, uint64_t hash, uint32_t ply, posset_src src)
{
    if (s->ntook && s->took[s->ntook - 2] == ply) {
        replace(s, hash, ply, s->took[s->ntook - 1]);
        s->ntook -= 2;
        return;
    }
    posset_remove(s, hash, ply, src);
}
