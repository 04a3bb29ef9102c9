/*
 * board.c - stones, groups with exact incremental liberties, captures.
 */
#include "board.h"

#include <stdlib.h>
#include <string.h>

#define ZKEY(c, i) (gor_zobrist_table_[(c) - 1][(i)])

/* Bytes per index across all per-index arrays (for one allocation). */
#define BYTES_PER_INDEX \
    (sizeof(uint64_t) + sizeof(uint32_t) + 4 * sizeof(uint16_t) + 2)

static void board_layout(board *b, unsigned char *mem)
{
    size_t n = (size_t)b->nindex;
    /* Widest element types first keep every array aligned. */
    b->ghash = (uint64_t *)(void *)mem;
    mem += n * sizeof(uint64_t);
    b->mark = (uint32_t *)(void *)mem;
    mem += n * sizeof(uint32_t);
    b->gid = (uint16_t *)(void *)mem;
    mem += n * sizeof(uint16_t);
    b->next = (uint16_t *)(void *)mem;
    mem += n * sizeof(uint16_t);
    b->libs = (uint16_t *)(void *)mem;
    mem += n * sizeof(uint16_t);
    b->gsize = (uint16_t *)(void *)mem;
    mem += n * sizeof(uint16_t);
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
    unsigned char *mem = malloc((size_t)b->nindex * BYTES_PER_INDEX);
    if (!mem)
        return GOR_ENOMEM;
    board_layout(b, mem);
    board_clear(b);
    return GOR_OK;
}

void board_free(board *b)
{
    if (b)
        free(b->ghash);  /* the start of the one allocation */
}

int board_copy(board *dst, const board *src)
{
    size_t bytes = (size_t)src->nindex * BYTES_PER_INDEX;
    unsigned char *mem = malloc(bytes);
    if (!mem)
        return GOR_ENOMEM;
    memcpy(mem, src->ghash, bytes);
    *dst = *src;
    board_layout(dst, mem);
    return GOR_OK;
}

void board_clear(board *b)
{
    size_t n = (size_t)b->nindex;
    memset(b->ghash, 0, n * BYTES_PER_INDEX);
    memset(b->color, BC_EDGE, n);
    for (int y = 0; y < b->height; y++)
        memset(b->color + board_index(b, 0, y), BC_EMPTY, (size_t)b->width);
    b->hash = 0;
    b->ko = 0;
    b->ko_color = 0;
    memset(b->stones, 0, sizeof b->stones);
    memset(b->caps, 0, sizeof b->caps);
    b->markgen = 0;
}

int board_index_of(const board *b, gor_point p)
{
    if (p < 0 || p >= b->width * b->height)
        return -1;
    return board_index(b, p % b->width, p / b->width);
}

gor_point board_point_of(const board *b, int i)
{
    return (i / b->stride - 1) * b->width + (i % b->stride - 1);
}

static uint32_t next_mark(board *b)
{
    if (++b->markgen == 0) {  /* wrapped: old marks could collide */
        memset(b->mark, 0, (size_t)b->nindex * sizeof *b->mark);
        b->markgen = 1;
    }
    return b->markgen;
}

/* Distinct groups of colour c around i, written to g[0..3]; returns count. */
static inline int adjacent_groups(const board *b, int i, int c, int g[4])
{
    const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
    int n = 0;
    for (int k = 0; k < 4; k++) {
        if (b->color[nb[k]] != c)
            continue;
        int h = b->gid[nb[k]];
        int seen = 0;
        for (int j = 0; j < n; j++)
            seen |= g[j] == h;
        if (!seen)
            g[n++] = h;
    }
    return n;
}

void board_eval(const board *b, int i, int c, int remove_own, move_eval *ev)
{
    const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
    int empty = 0, own_safe = 0, captures = 0, own_size = 1;
    uint64_t own_hash = 0, cap_hash = 0;
    int seen[4], nseen = 0;

    /* One pass over the neighbours; each group is counted once. */
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
        if (nc == c) {
            own_size += b->gsize[h];
            own_safe |= b->libs[h] > 1;
            own_hash ^= b->ghash[h];
        } else if (b->libs[h] == 1) {
            captures += b->gsize[h];
            cap_hash ^= b->ghash[h];
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

/* Remove the group with head h; its neighbours gain liberties. */
static void remove_group(board *b, int h, change_stack *removed)
{
    const int c = b->color[h];
    const int o = 3 - c;
    int s = h;
    b->hash ^= b->ghash[h];
    b->stones[c] -= b->gsize[h];
    do {
        b->color[s] = BC_EMPTY;
        removed->v[removed->n++] = CHG_MAKE(s, c, BC_EMPTY);
        s = b->next[s];
    } while (s != h);
    /* Second pass, colours already cleared: each freed point is a new
     * liberty of each distinct adjacent group of the other colour. */
    s = h;
    do {
        int g[4], n = adjacent_groups(b, s, o, g);
        for (int k = 0; k < n; k++)
            b->libs[g[k]]++;
        int t = b->next[s];
        b->gid[s] = 0;
        s = t;
    } while (s != h);
}

/* Is empty index e adjacent to a stone of group h? */
static inline int touches(const board *b, int e, int h)
{
    return (b->color[e - 1] != BC_EMPTY && b->gid[e - 1] == h) ||
           (b->color[e + 1] != BC_EMPTY && b->gid[e + 1] == h) ||
           (b->color[e - b->stride] != BC_EMPTY && b->gid[e - b->stride] == h) ||
           (b->color[e + b->stride] != BC_EMPTY && b->gid[e + b->stride] == h);
}

/* Merge group g into group h (g's stones still carry gid g). */
static void merge_into(board *b, int h, int g, uint32_t mk)
{
    int s = g;
    /* Count g's liberties that h lacks, each once (marks dedupe). */
    do {
        const int nb[4] = {s - 1, s + 1, s - b->stride, s + b->stride};
        for (int k = 0; k < 4; k++) {
            int e = nb[k];
            if (b->color[e] == BC_EMPTY && b->mark[e] != mk && !touches(b, e, h)) {
                b->mark[e] = mk;
                b->libs[h]++;
            }
        }
        s = b->next[s];
    } while (s != g);
    do {
        b->gid[s] = (uint16_t)h;
        s = b->next[s];
    } while (s != g);
    uint16_t t = b->next[h];
    b->next[h] = b->next[g];
    b->next[g] = t;
    b->gsize[h] += b->gsize[g];
    b->ghash[h] ^= b->ghash[g];
}

unsigned board_play(board *b, int i, int c, int remove_own,
                    change_stack *removed)
{
    const int o = 3 - c;
    const int nb[4] = {i - 1, i + 1, i - b->stride, i + b->stride};
    int og[4], ng = 0, mg[4], nm = 0, empty = 0;
    unsigned flags = 0;

    /* One pass: distinct adjacent groups of each colour, empty points. */
    for (int k = 0; k < 4; k++) {
        int n = nb[k], nc = b->color[n];
        if (nc == BC_EMPTY) {
            empty++;
        } else if (nc == c) {
            int h = b->gid[n], dup = 0;
            for (int j = 0; j < nm; j++)
                dup |= mg[j] == h;
            if (!dup)
                mg[nm++] = h;
        } else if (nc == o) {
            int h = b->gid[n], dup = 0;
            for (int j = 0; j < ng; j++)
                dup |= og[j] == h;
            if (!dup)
                og[ng++] = h;
        }
    }

    b->color[i] = (uint8_t)c;
    b->ever[i] = 1;
    b->hash ^= ZKEY(c, i);
    b->stones[c]++;
    b->ko = 0;

    /* The new stone takes liberty i from every adjacent group. */
    for (int k = 0; k < ng; k++)
        b->libs[og[k]]--;

    int h = i;
    if (nm == 0) {
        /* A lone stone: its liberties are its empty neighbours. */
        b->gid[i] = (uint16_t)i;
        b->next[i] = (uint16_t)i;
        b->gsize[i] = 1;
        b->ghash[i] = ZKEY(c, i);
        b->libs[i] = (uint16_t)empty;
    } else {
        /* Join the largest adjacent own group, then merge the others. */
        for (int k = 0; k < nm; k++) {
            b->libs[mg[k]]--;
            if (h == i || b->gsize[mg[k]] > b->gsize[h])
                h = mg[k];
        }
        b->gid[i] = 0;  /* a stale id must not look like a neighbour's */
        uint32_t mk = next_mark(b);
        for (int k = 0; k < 4; k++) {
            int e = nb[k];
            if (b->color[e] == BC_EMPTY && !touches(b, e, h)) {
                b->mark[e] = mk;
                b->libs[h]++;
            }
        }
        b->gid[i] = (uint16_t)h;
        b->next[i] = b->next[h];
        b->next[h] = (uint16_t)i;
        b->gsize[h]++;
        b->ghash[h] ^= ZKEY(c, i);
        for (int k = 0; k < nm; k++)
            if (mg[k] != h)
                merge_into(b, h, mg[k], mk);
    }

    /* Captures. With remove_own and no own liberty, the mover goes first,
     * reviving the opponent (RULES.md section 7). */
    int own_dead = b->libs[h] == 0;
    if (!(remove_own && own_dead)) {
        size_t before = removed->n;
        for (int k = 0; k < ng; k++)
            if (b->libs[og[k]] == 0 && b->color[og[k]] == o)
                remove_group(b, og[k], removed);
        int n = (int)(removed->n - before);
        if (n) {
            flags |= GOR_MOVE_CAPTURED;
            b->caps[c] += n;
            if (n == 1 && b->gsize[h] == 1 && b->libs[h] == 1) {
                b->ko = CHG_INDEX(removed->v[before]);
                b->ko_color = o;
            }
        }
    }
    if (b->libs[h] == 0) {
        size_t before = removed->n;
        remove_group(b, h, removed);
        b->caps[o] += (int)(removed->n - before);
        flags |= GOR_MOVE_SUICIDE;
    }
    return flags;
}

void board_set_raw(board *b, int i, int c)
{
    int old = b->color[i];
    if (old == BC_BLACK || old == BC_WHITE)
        b->hash ^= ZKEY(old, i);
    if (c == BC_BLACK || c == BC_WHITE) {
        b->hash ^= ZKEY(c, i);
        b->ever[i] = 1;
    }
    b->color[i] = (uint8_t)c;
}

void board_rebuild(board *b)
{
    uint32_t seen = next_mark(b);
    b->stones[BC_BLACK] = b->stones[BC_WHITE] = 0;
    for (int y = 0; y < b->height; y++) {
        for (int x = 0; x < b->width; x++) {
            int i = board_index(b, x, y);
            int c = b->color[i];
            if (c == BC_EMPTY || b->mark[i] == seen)
                continue;
            /* Flood fill from i, linking stones into a ring headed by i. */
            int stack[BOARD_MAX_INDEX], top = 0;
            b->gid[i] = (uint16_t)i;
            b->next[i] = (uint16_t)i;
            b->gsize[i] = 0;
            b->ghash[i] = 0;
            b->mark[i] = seen;
            stack[top++] = i;
            while (top) {
                int s = stack[--top];
                const int nb[4] = {s - 1, s + 1, s - b->stride, s + b->stride};
                b->gsize[i]++;
                b->ghash[i] ^= ZKEY(c, s);
                if (s != i) {
                    b->gid[s] = (uint16_t)i;
                    b->next[s] = b->next[i];
                    b->next[i] = (uint16_t)s;
                }
                for (int k = 0; k < 4; k++) {
                    if (b->color[nb[k]] == c && b->mark[nb[k]] != seen) {
                        b->mark[nb[k]] = seen;
                        stack[top++] = nb[k];
                    }
                }
            }
            b->stones[c] += b->gsize[i];
        }
    }
    /* Liberties: count each empty point once per distinct adjacent group. */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            int i = board_index(b, x, y);
            if (b->color[i] != BC_EMPTY)
                b->libs[b->gid[i]] = 0;
        }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            int i = board_index(b, x, y);
            if (b->color[i] != BC_EMPTY)
                continue;
            int g[4], n = adjacent_groups(b, i, BC_BLACK, g);
            for (int k = 0; k < n; k++)
                b->libs[g[k]]++;
            n = adjacent_groups(b, i, BC_WHITE, g);
            for (int k = 0; k < n; k++)
                b->libs[g[k]]++;
        }
}

int board_has_dead_group(const board *b)
{
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            int i = board_index(b, x, y);
            if (b->color[i] != BC_EMPTY && b->libs[b->gid[i]] == 0)
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
