/*
 * board.c - stones, groups with pseudo-liberties (see board.h), captures.
 */
#include "board.h"

#include <stdlib.h>
#include <string.h>

#define ZKEY(c, i) (gor_zobrist_table_[(c) - 1][(i)])

/* The four-neighbour loops are the hot path: unrolled, the neighbour
 * indices stay in registers (gcc and clang; others ignore it). */
#if defined(__GNUC__) && !defined(__INTEL_COMPILER)
#define UNROLL4 _Pragma("GCC unroll 4")
#else
#define UNROLL4
#endif

/* Bytes per index across the per-index arrays (one allocation), and per
 * point for index_of. */
#define BYTES_PER_INDEX (sizeof(group) + 3 * sizeof(uint16_t) + 2)
#define BYTES_PER_POINT (2 * sizeof(uint16_t))

size_t board_bytes(const board *b)
{
    return (size_t)b->nindex * BYTES_PER_INDEX +
           (size_t)(b->width * b->height) * BYTES_PER_POINT;
}

static void board_layout(board *b, unsigned char *mem)
{
    size_t n = (size_t)b->nindex;
    /* Widest element types first keep every array aligned. */
    b->grp = (group *)(void *)mem;
    mem += n * sizeof(group);
    b->gid = (uint16_t *)(void *)mem;
    mem += n * sizeof(uint16_t);
    b->next = (uint16_t *)(void *)mem;
    mem += n * sizeof(uint16_t);
    b->empty_at = (uint16_t *)(void *)mem;
    mem += n * sizeof(uint16_t);
    b->index_of = (uint16_t *)(void *)mem;
    mem += (size_t)(b->width * b->height) * sizeof(uint16_t);
    b->empty = (uint16_t *)(void *)mem;
    mem += (size_t)(b->width * b->height) * sizeof(uint16_t);
    b->color = mem;
    mem += n;
    b->ever = mem;
}

int board_init(board *b, int width, int height)
{
    memset(b, 0, sizeof *b);
    b->width = width;
    b->height = height;
    b->stride = width + 1;
    b->nindex = (height + 2) * b->stride;
    unsigned char *mem = malloc(board_bytes(b));
    if (!mem)
        return GOR_ENOMEM;
    board_layout(b, mem);
    for (int p = 0; p < width * height; p++)
        b->index_of[p] = (uint16_t)board_index(b, p % width, p / width);
    board_clear(b);
    return GOR_OK;
}

void board_free(board *b)
{
    if (b)
        free(b->grp); /* the start of the one allocation */
}

int board_copy(board *dst, const board *src)
{
    size_t bytes = board_bytes(src);
    unsigned char *mem = malloc(bytes);
    if (!mem)
        return GOR_ENOMEM;
    memcpy(mem, src->grp, bytes);
    *dst = *src;
    board_layout(dst, mem);
    return GOR_OK;
}

/* Only colours and `ever` need clearing: group data is read only at the
 * heads of stones, and every stone sets its own. */
void board_clear(board *b)
{
    size_t n = (size_t)b->nindex;
    memset(b->color, BC_EDGE, n);
    memset(b->ever, 0, n);
    for (int y = 0; y < b->height; y++)
        memset(b->color + board_index(b, 0, y), BC_EMPTY, (size_t)b->width);
    b->nempty = b->width * b->height;
    for (int p = 0; p < b->nempty; p++) {
        b->empty[p] = b->index_of[p];
        b->empty_at[b->index_of[p]] = (uint16_t)p;
    }
    b->hash = 0;
    b->ko = 0;
    b->ko_color = 0;
    memset(b->stones, 0, sizeof b->stones);
    memset(b->caps, 0, sizeof b->caps);
}

gor_point board_point_of(const board *b, int i)
{
    return (i / b->stride - 1) * b->width + (i % b->stride - 1);
}

/* Index i joins / leaves the empty-point list. */
static inline void empty_add(board *b, int i)
{
    b->empty_at[i] = (uint16_t)b->nempty;
    b->empty[b->nempty++] = (uint16_t)i;
}

static inline void empty_remove(board *b, int i)
{
    int j = b->empty_at[i];
    uint16_t last = b->empty[--b->nempty];
    b->empty[j] = last;
    b->empty_at[last] = (uint16_t)j;
}

/* Group g gains / loses the pseudo-liberty e (one stone's contact). */
static inline void add_liberty(group *g, int e)
{
    g->plibs++;
    g->sum += (uint32_t)e;
    g->sumsq += (uint64_t)e * (uint64_t)e;
}

static inline void take_liberty(group *g, int e)
{
    g->plibs--;
    g->sum -= (uint32_t)e;
    g->sumsq -= (uint64_t)e * (uint64_t)e;
}

/* board_eval() when i has an empty neighbour: no suicide, so only the
 * opponent groups whose last liberty is i matter. */
static void eval_with_liberty(const board *b, int i, int c, move_eval *ev)
{
    const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
    const int o = 3 - c;
    uint64_t hash = b->hash ^ ZKEY(c, i);
    int captures = 0, taken[4], ntaken = 0;
    UNROLL4
    for (int k = 0; k < 4; k++) {
        if (b->color[nb[k]] != o)
            continue;
        int h = b->gid[nb[k]], dup = 0;
        if (!board_only_liberty(b, h, i))
            continue;
        for (int j = 0; j < ntaken; j++)
            dup |= taken[j] == h;
        if (dup)
            continue;
        taken[ntaken++] = h;
        captures += b->grp[h].size;
        hash ^= b->grp[h].hash;
    }
    ev->own_size = 1; /* not worked out: only suicide needs it */
    ev->suicide = 0;
    ev->captures = captures;
    ev->hash = hash;
}

void board_eval(const board *b, int i, int c, int remove_own, move_eval *ev)
{
    if (board_has_empty_neighbour(b, i)) {
        eval_with_liberty(b, i, c, ev);
        return;
    }
    const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
    int empty = 0, own_safe = 0, captures = 0, own_size = 1;
    uint64_t own_hash = 0, cap_hash = 0;
    int seen[4], nseen = 0;

    /* One pass over the neighbours; each group is counted once. */
    UNROLL4
    for (int k = 0; k < 4; k++) {
        int n = nb[k], nc = b->color[n];
        if (nc == BC_EMPTY) {
            empty++;
            continue;
        }
        if (nc == BC_EDGE)
            continue;
        int h = b->gid[n], dup = 0;
        for (int j = 0; j < nseen; j++)
            dup |= seen[j] == h;
        if (dup)
            continue;
        seen[nseen++] = h;
        const group *g = &b->grp[h];
        if (nc == c) {
            own_size += g->size;
            own_safe |= !board_only_liberty(b, h, i);
            own_hash ^= g->hash;
        } else if (board_only_liberty(b, h, i)) {
            captures += g->size;
            cap_hash ^= g->hash;
        }
    }
    int own_dead = !empty && !own_safe;
    ev->own_size = own_size;
    /* Suicide: no liberty and nothing captured, or (with remove_own) the
     * mover gives up its group although it would capture. */
    ev->suicide = own_dead && (captures == 0 || remove_own);
    ev->captures = ev->suicide ? 0 : captures;
    ev->hash = ev->suicide ? b->hash ^ own_hash
                           : b->hash ^ ZKEY(c, i) ^ cap_hash;
}

/* Remove the group with head h; its neighbours regain liberties. */
static void remove_group(board *b, int h, change_stack *removed)
{
    const int c = b->color[h];
    int s = h;
    b->hash ^= b->grp[h].hash;
    b->stones[c] -= b->grp[h].size;
    do {
        b->color[s] = BC_EMPTY;
        empty_add(b, s);
        removed->v[removed->n++] = CHG_MAKE(s, c, BC_EMPTY);
        s = b->next[s];
    } while (s != h);
    /* Colours already cleared: every stone left next to a freed point
     * gains it as a pseudo-liberty. */
    do {
        const int nb[4] = {s - 1, s + 1, s - b->stride, s + b->stride};
        UNROLL4
        for (int k = 0; k < 4; k++) {
            int nc = b->color[nb[k]];
            if (nc == BC_BLACK || nc == BC_WHITE)
                add_liberty(&b->grp[b->gid[nb[k]]], s);
        }
        s = b->next[s];
    } while (s != h);
}

/* Merge the groups with heads h and g; returns the head kept (the larger
 * group's, so that only the smaller one's stones are renamed). */
static int merge(board *b, int h, int g)
{
    if (b->grp[g].size > b->grp[h].size) {
        int t = h;
        h = g;
        g = t;
    }
    int s = g;
    do {
        b->gid[s] = (uint16_t)h;
        s = b->next[s];
    } while (s != g);
    uint16_t t = b->next[h];
    b->next[h] = b->next[g];
    b->next[g] = t;
    group *a = &b->grp[h];
    const group *z = &b->grp[g];
    a->size = (uint16_t)(a->size + z->size);
    a->plibs = (uint16_t)(a->plibs + z->plibs);
    a->sum += z->sum;
    a->sumsq += z->sumsq;
    a->hash ^= z->hash;
    return h;
}

unsigned board_play(board *b, int i, int c, int remove_own,
                    change_stack *removed)
{
    const int o = 3 - c;
    const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
    unsigned flags = 0;

    /* The new stone, alone: its pseudo-liberties are its empty
     * neighbours; every adjacent group loses i once per contact. */
    group *own = &b->grp[i];
    own->hash = ZKEY(c, i);
    own->plibs = 0;
    own->sum = 0;
    own->sumsq = 0;
    own->size = 1;
    b->gid[i] = (uint16_t)i;
    b->next[i] = (uint16_t)i;
    int dead = 0; /* some opponent group lost its last liberty */
    UNROLL4
    for (int k = 0; k < 4; k++) {
        int n = nb[k], nc = b->color[n];
        if (nc == BC_EMPTY) {
            add_liberty(own, n);
        } else if (nc != BC_EDGE) {
            group *g = &b->grp[b->gid[n]];
            take_liberty(g, i);
            dead |= nc == o && g->plibs == 0;
        }
    }
    b->color[i] = (uint8_t)c;
    empty_remove(b, i);
    b->ever[i] |= (uint8_t)c;
    b->hash ^= ZKEY(c, i);
    b->stones[c]++;
    b->ko = 0;

    /* Join the adjacent groups of the mover. */
    int h = i;
    UNROLL4
    for (int k = 0; k < 4; k++)
        if (b->color[nb[k]] == c && b->gid[nb[k]] != h)
            h = merge(b, h, b->gid[nb[k]]);

    /* Captures. With remove_own and no own liberty, the mover goes first,
     * reviving the opponent (the reformed ruleset's choice). */
    if (dead && !(remove_own && b->grp[h].plibs == 0)) {
        size_t before = removed->n;
        UNROLL4
        for (int k = 0; k < 4; k++)
            if (b->color[nb[k]] == o && b->grp[b->gid[nb[k]]].plibs == 0)
                remove_group(b, b->gid[nb[k]], removed);
        int n = (int)(removed->n - before);
        flags |= GOR_MOVE_CAPTURED;
        b->caps[c] += n;
        /* A single stone that took a single stone and has that point as
         * its only liberty: the retake is a ko. */
        if (n == 1 && b->grp[h].size == 1 && b->grp[h].plibs == 1) {
            b->ko = CHG_INDEX(removed->v[before]);
            b->ko_color = o;
        }
    }
    if (b->grp[h].plibs == 0) {
        size_t before = removed->n;
        remove_group(b, h, removed);
        b->caps[o] += (int)(removed->n - before);
        flags |= GOR_MOVE_SUICIDE;
    }
    return flags;
}

int board_liberties(const board *b, int i)
{
    /* A bitset of the liberties seen: 360 bytes to clear, not 2,862. */
    uint64_t seen[(BOARD_MAX_INDEX + 63) / 64];
    memset(seen, 0, (size_t)(b->nindex + 63) / 64 * sizeof *seen);
    int h = b->gid[i], s = h, n = 0;
    do {
        const int nb[4] = {s - 1, s + 1, s - b->stride, s + b->stride};
        for (int k = 0; k < 4; k++) {
            int e = nb[k];
            uint64_t bit = (uint64_t)1 << (e & 63);
            if (b->color[e] == BC_EMPTY && !(seen[e >> 6] & bit)) {
                seen[e >> 6] |= bit;
                n++;
            }
        }
        s = b->next[s];
    } while (s != h);
    return n;
}

void board_set_raw(board *b, int i, int c)
{
    int old = b->color[i];
    if (old == BC_BLACK || old == BC_WHITE)
        b->hash ^= ZKEY(old, i);
    if (c == BC_BLACK || c == BC_WHITE) {
        b->hash ^= ZKEY(c, i);
        b->ever[i] |= (uint8_t)c;
    }
    b->color[i] = (uint8_t)c;
}

void board_rebuild(board *b)
{
    uint8_t seen[BOARD_MAX_INDEX];
    int stack[BOARD_MAX_INDEX];
    memset(seen, 0, (size_t)b->nindex);
    b->stones[BC_BLACK] = b->stones[BC_WHITE] = 0;
    b->nempty = 0;
    for (int y = 0; y < b->height; y++) {
        for (int x = 0; x < b->width; x++) {
            int i = board_index(b, x, y);
            int c = b->color[i];
            if (c == BC_EMPTY)
                empty_add(b, i);
            if (c == BC_EMPTY || seen[i])
                continue;
            /* Flood fill from i, linking stones into a ring headed by i
             * and counting pseudo-liberties as it goes. */
            group *g = &b->grp[i];
            memset(g, 0, sizeof *g);
            int top = 0;
            b->gid[i] = (uint16_t)i;
            b->next[i] = (uint16_t)i;
            seen[i] = 1;
            stack[top++] = i;
            while (top) {
                int s = stack[--top];
                const int nb[4] = {s - 1, s + 1, s - b->stride, s + b->stride};
                g->size++;
                g->hash ^= ZKEY(c, s);
                if (s != i) {
                    b->gid[s] = (uint16_t)i;
                    b->next[s] = b->next[i];
                    b->next[i] = (uint16_t)s;
                }
                for (int k = 0; k < 4; k++) {
                    int n = nb[k];
                    if (b->color[n] == BC_EMPTY) {
                        add_liberty(g, n);
                    } else if (b->color[n] == c && !seen[n]) {
                        seen[n] = 1;
                        stack[top++] = n;
                    }
                }
            }
            b->stones[c] += g->size;
        }
    }
}

int board_area_difference(const board *b)
{
    uint8_t seen[BOARD_MAX_INDEX];
    uint16_t stack[GOR_MAX_SIZE * GOR_MAX_SIZE];
    memset(seen, 0, (size_t)b->nindex);
    int diff = b->stones[BC_BLACK] - b->stones[BC_WHITE];
    for (int e = 0; e < b->nempty; e++) {
        int i = b->empty[e];
        if (seen[i])
            continue;
        /* Flood the empty region; note which colours border it. */
        int top = 0, size = 0, reach = 0;
        seen[i] = 1;
        stack[top++] = (uint16_t)i;
        while (top) {
            int s = stack[--top];
            const int nb[4] = {s - 1, s + 1, s - b->stride, s + b->stride};
            size++;
            for (int k = 0; k < 4; k++) {
                int n = nb[k], nc = b->color[n];
                if (nc == BC_EMPTY && !seen[n]) {
                    seen[n] = 1;
                    stack[top++] = (uint16_t)n;
                } else if (nc == BC_BLACK || nc == BC_WHITE) {
                    reach |= nc;
                }
            }
        }
        if (reach == BC_BLACK)
            diff += size;
        else if (reach == BC_WHITE)
            diff -= size;
    }
    return diff;
}

int board_has_dead_group(const board *b)
{
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            int i = board_index(b, x, y);
            if (b->color[i] != BC_EMPTY && b->grp[b->gid[i]].plibs == 0)
                return 1;
        }
    return 0;
}

int change_stack_reserve(change_stack *s, size_t extra)
{
    if (s->n + extra <= s->cap)
        return GOR_OK;
    size_t cap = s->cap ? s->cap : 256;
    while (cap < s->n + extra)
        cap *= 2;
    uint16_t *v = realloc(s->v, cap * sizeof *v);
    if (!v)
        return GOR_ENOMEM;
    s->v = v;
    s->cap = cap;
    return GOR_OK;
}

void change_stack_free(change_stack *s)
{
    free(s->v);
    s->v = NULL;
    s->n = s->cap = 0;
}
