/*
 * posset.c - multiset of (position hash, ply); see posset.h.
 */
#include "posset.h"

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
    return s->slot ? GOR_OK : GOR_ENOMEM;
}

void posset_free(posset *s)
{
    free(s->slot);
    s->slot = NULL;
}

void posset_clear(posset *s)
{
    if (s->count) /* a fresh table is already clear */
        memset(s->slot, 0, (s->mask + 1) * sizeof *s->slot);
    s->count = 0;
}

int posset_copy(posset *dst, const posset *src)
{
    size_t bytes = (src->mask + 1) * sizeof *src->slot;
    dst->slot = malloc(bytes);
    if (!dst->slot)
        return GOR_ENOMEM;
    memcpy(dst->slot, src->slot, bytes);
    dst->mask = src->mask;
    dst->count = src->count;
    return GOR_OK;
}

int posset_reserve(posset *s, size_t extra)
{
    if ((s->count + extra) * 2 > s->mask + 1) {
        size_t cap = (s->mask + 1) * 2;
        while ((s->count + extra) * 2 > cap)
            cap *= 2;
        uint64_t *old = s->slot;
        size_t oldcap = s->mask + 1;
        uint64_t *fresh = calloc(cap, sizeof *fresh);
        if (!fresh)
            return GOR_ENOMEM;
        s->slot = fresh;
        s->mask = cap - 1;
        for (size_t i = 0; i < oldcap; i++)
            if (old[i])
                posset_place(s, old[i]);
        free(old);
    }
    return GOR_OK;
}

void posset_remove(posset *s, uint64_t hash, uint32_t ply)
{
    uint64_t v = posset_slot(hash, ply);
    size_t i = posset_home(s, v);
    while (s->slot[i] != v) {
        if (!s->slot[i])
            return;
        i = (i + 1) & s->mask;
    }
    /* Backward-shift deletion keeps every probe chain unbroken. */
    size_t hole = i;
    for (size_t j = (i + 1) & s->mask; s->slot[j]; j = (j + 1) & s->mask) {
        size_t home = posset_home(s, s->slot[j]);
        /* Move j into the hole if its home is not in (hole, j]. */
        if (((j - home) & s->mask) >= ((j - hole) & s->mask)) {
            s->slot[hole] = s->slot[j];
            hole = j;
        }
    }
    s->slot[hole] = 0;
    s->count--;
}
