/* SPDX-License-Identifier: MIT */
/*
 * board.c - stones, groups with pseudo-liberties (see board.h), captures.
 */
#include "board/board.h"
#include "board/board_play.h"

#include <stdlib.h>
#include <string.h>


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
    b->area = width * height;
    b->nindex = (height + 2) * b->stride;
    unsigned char *mem = malloc(board_bytes(b));
    if (!mem)
        return GOR_ENOMEM;
    board_layout(b, mem);
    for (int y = 0, p = 0; y < height; y++)
        for (int x = 0; x < width; x++)
            b->index_of[p++] = (uint16_t)board_index(b, x, y);
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

void board_restore(board *dst, const board *src)
{
    unsigned char *mem = (unsigned char *)(void *)dst->grp;
    memcpy(mem, src->grp, board_bytes(src));
    *dst = *src;
    board_layout(dst, mem);
}

/* Only colours and `ever` need clearing: group data is read only at the
 * heads of stones, and every stone sets its own. */
void board_clear(board *b)
{
    size_t n = (size_t)b->nindex;
    const size_t stride = (size_t)b->stride, h = (size_t)b->height;
    memset(b->ever, 0, n);
    /* Rows 1..h empty, then the padding: row 0, the shared column at the
     * start of each row, row h + 1. */
    memset(b->color + stride, BC_EMPTY, h * stride);
    memset(b->color, BC_EDGE, stride + 1);
    for (size_t y = 2; y <= h; y++)
        b->color[y * stride] = BC_EDGE;
    memset(b->color + (h + 1) * stride, BC_EDGE, stride);
    b->empty_ok = 0; /* built when asked for: board_empty_list() */
    b->nempty = 0;
    b->hash = 0;
    b->ko = 0;
    b->ko_color = 0;
    memset(b->stones, 0, sizeof b->stones);
    memset(b->caps, 0, sizeof b->caps);
}

void board_empty_list_build(board *b)
{
    b->nempty = 0;
    for (int p = 0; p < b->area; p++) {
        int i = b->index_of[p];
        if (b->color[i] == BC_EMPTY) {
            b->empty_at[i] = (uint16_t)b->nempty;
            b->empty[b->nempty++] = (uint16_t)i;
        }
    }
    b->empty_ok = 1;
}

gor_point board_point_of(const board *b, int i)
{
    return board_cell_point(b->stride, b->width, i);
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




/* Group data of the ring with head h, from its stones and their empty
 * neighbours. */
static void group_recount(board *b, int h)
{
    group g = {0, 0, 0, 0};
    const int c = b->color[h];
    int s = h;
    do {
        const int nb[4] = {s - 1, s + 1, s - b->stride, s + b->stride};
        g.size++;
        g.hash ^= ZKEY(c, s);
        for (int k = 0; k < 4; k++)
            if (b->color[nb[k]] == BC_EMPTY)
                add_liberty(&g, nb[k]);
        s = b->next[s];
    } while (s != h);
    b->grp[h] = g;
}

/* Flood the stones of colour c connected to `start` whose gid is 0 into a
 * new group headed by start: ring, gid and group data. */
static void flood_group(board *b, int start, int c)
{
    uint16_t stack[GOR_MAX_SIZE * GOR_MAX_SIZE];
    group g = {0, 0, 0, 0};
    int top = 0;
    b->gid[start] = (uint16_t)start;
    b->next[start] = (uint16_t)start;
    stack[top++] = (uint16_t)start;
    while (top) {
        int s = stack[--top];
        const int nb[4] = {s - 1, s + 1, s - b->stride, s + b->stride};
        g.size++;
        g.hash ^= ZKEY(c, s);
        for (int k = 0; k < 4; k++) {
            int n = nb[k], nc = b->color[n];
            if (nc == BC_EMPTY) {
                add_liberty(&g, n);
            } else if (nc == c && b->gid[n] == 0) {
                b->gid[n] = (uint16_t)start;
                b->next[n] = b->next[start];
                b->next[start] = (uint16_t)n;
                stack[top++] = (uint16_t)n;
            }
        }
    }
    b->grp[start] = g;
}

int board_unplay(board *b, int i, int c, int victim, const uint16_t *removed,
                 int n, int merged, change_stack *merges, int exact)
{
    /* The removed stones come back. */
    for (int k = 0; k < n; k++) {
        int s = CHG_INDEX(removed[k]);
        b->color[s] = (uint8_t)victim;
        b->hash ^= ZKEY(victim, s);
        empty_remove(b, s);
    }
    b->stones[victim] += n;
    /* board_play pushed each group's ring from its head (marked
     * CHG_GROUP_START): the rings come back as they were, so that later
     * take-backs find them unchanged. */
    for (int k = 0; k < n;) {
        int h = CHG_INDEX(removed[k]);
        int prev = h, j = k + 1;
        b->gid[h] = (uint16_t)h;
        for (; j < n && !(removed[j] & CHG_GROUP_START); j++) {
            int s = CHG_INDEX(removed[j]);
            b->gid[s] = (uint16_t)h;
            b->next[prev] = (uint16_t)s;
            prev = s;
        }
        b->next[prev] = (uint16_t)h;
        group_recount(b, h);
        k = j;
    }
    /* Groups of the other colour next to them lose those liberties. */
    const int other = 3 - victim;
    for (int k = 0; k < n; k++) {
        int s = CHG_INDEX(removed[k]);
        const int nb[4] = {s - 1, s + 1, s - b->stride, s + b->stride};
        for (int d = 0; d < 4; d++)
            if (b->color[nb[d]] == other)
                take_liberty(&b->grp[b->gid[nb[d]]], s);
    }

    /* Merges undone in reverse: swapping the heads' ring successors
     * splits the ring again, the smaller group's stones get their head
     * back, and its data moves out of the larger group's. */
    if (merged) {
        int m = merges->v[--merges->n];
        merges->n -= (size_t)m;
        if (exact) {
            int h = b->gid[i];
            for (int k = m; k-- > 0;) {
                int z = merges->v[merges->n + (size_t)k];
                uint16_t t = b->next[h];
                b->next[h] = b->next[z];
                b->next[z] = t;
                int s = z;
                do {
                    b->gid[s] = (uint16_t)z;
                    s = b->next[s];
                } while (s != z);
                group_recount(b, z);
                group *a = &b->grp[h];
                const group *y = &b->grp[z];
                a->size -= y->size;
                a->libs -= y->libs;
                a->sumsq -= y->sumsq;
                a->hash ^= y->hash;
            }
            merged = 0;
        }
    }

    /* Now the stone at i goes: its group loses i's empty neighbours, and
     * every group touching i (its own included) regains i per contact. */
    const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
    int h = b->gid[i];
    group *g = &b->grp[h];
    for (int d = 0; d < 4; d++) {
        int nc = b->color[nb[d]];
        if (nc == BC_EMPTY)
            take_liberty(g, nb[d]);
        else if (nc != BC_EDGE)
            add_liberty(&b->grp[b->gid[nb[d]]], i);
    }
    g->size--;
    g->hash ^= ZKEY(c, i);
    b->color[i] = BC_EMPTY;
    empty_add(b, i);
    b->hash ^= ZKEY(c, i);
    b->stones[c]--;
    if (g->size == 0)
        return 0;
    if (merged) {
        /* It had joined two or more groups: they come apart. */
        int s = h;
        do {
            b->gid[s] = 0;
            s = b->next[s];
        } while (s != h);
        for (int d = 0; d < 4; d++)
            if (b->color[nb[d]] == c && b->gid[nb[d]] == 0)
                flood_group(b, nb[d], c);
        return 1;
    }
    /* One group, still connected without i: unlink i from its ring
     * (right after the head when nothing reordered it). */
    int p = h, reordered = 0;
    if (h == i || b->next[h] != i) {
        p = i;
        while (b->next[p] != i)
            p = b->next[p];
        reordered = 1;
    }
    int after = b->next[i];
    b->next[p] = (uint16_t)after;
    if (h == i) {
        /* i was the head: the next stone heads the group now. */
        b->grp[after] = *g;
        int s = after;
        do {
            b->gid[s] = (uint16_t)after;
            s = b->next[s];
        } while (s != after);
    }
    return reordered;
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
    b->empty_ok = 1; /* built below, as cheap as the pass itself */
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
    /* The empty points from their list if it is kept, else every point. */
    const int points = b->empty_ok ? b->nempty : b->area;
    for (int e = 0; e < points; e++) {
        int i = b->empty_ok ? b->empty[e] : b->index_of[e];
        if (seen[i] || b->color[i] != BC_EMPTY)
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
            if (b->color[i] != BC_EMPTY && b->grp[b->gid[i]].libs == 0)
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
