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

int posset_reserve(posset *s, size_t extra, posset_src src)
{
    if (posset_has_room(s, extra))
        return GOR_OK;
    size_t cap = (s->mask + 1) * 2;
    while ((s->count + extra) * 2 > cap)
        cap *= 2;
    uint32_t *old = s->slot;
    size_t oldcap = s->mask + 1;
    uint32_t *fresh = calloc(cap, sizeof *fresh);
    if (!fresh)
        return GOR_ENOMEM;
    s->slot = fresh;
    s->mask = cap - 1;
    for (size_t i = 0; i < oldcap; i++)
        if (old[i])
            posset_place(s, posset_hash_of(src, old[i] - 1), old[i] - 1);
    free(old);
    return GOR_OK;
}

void posset_remove(posset *s, uint64_t hash, uint32_t ply, posset_src src)
{
    size_t i = posset_home(s, hash);
    while (s->slot[i] != ply + 1) {
        if (!s->slot[i])
            return;
        i = (i + 1) & s->mask;
    }
    /* Backward-shift deletion keeps every probe chain unbroken. */
    size_t hole = i;
    for (size_t j = (i + 1) & s->mask; s->slot[j]; j = (j + 1) & s->mask) {
        size_t home = posset_home(s, posset_hash_of(src, s->slot[j] - 1));
        /* Move j into the hole if its home is not in (hole, j]. */
        if (((j - home) & s->mask) >= ((j - hole) & s->mask)) {
            s->slot[hole] = s->slot[j];
            hole = j;
        }
    }
    s->slot[hole] = 0;
    s->count--;
}
